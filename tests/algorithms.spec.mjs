// Every algorithm picked through the UI describes itself, gives the result the seeds (or
// the theorems) say it gives, and a long search can be cancelled while the page answers.
import { test, expect, oneOf } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';
import { tourProblem, pathProblem } from './support/tour.mjs';

// Each algorithm's description, from its first words to its source.
const DESCRIPTIONS = {
  fast: /^Always right: decides by theorem .* crosses boards three or four squares wide column by column, exactly; searches small boards exhaustively\.$/,
  warnsdorff: /^Warnsdorff's rule \(1823\): always move to the square with the fewest onward moves; .* Source: seeds 000 and 001 \(Algorithm Gossip\)\.$/,
  accessibility: /^Accessibility heuristic: .* Source: seed 003 \(the Deitel exercise\)\.$/,
  random: /^Random walk: .* up to 10,000 tries, and keep the longest walk\. Source: seed 003\.$/,
  backtrack: /^Plain backtracking: .* it stops after 10,000,000 placements\. Source: seed 002\.$/,
  'backtrack-edge': /^Backtracking that tries squares nearest a corner first \(edge score\)\. Finds the 8×8 tour from a8 after 111,995 placements\. Source: seed 002 \(iThome\)\.$/,
  'backtrack-warnsdorff': /^Backtracking ordered by Warnsdorff's count: .* Source: the reader's comment under seed 002\.$/,
};

// What each run gives (the same as `knights-tour solve` with these settings): the kind of
// tour and, for the searches, the placements and take-backs the stats report.
const CASES = [
  { algo: 'fast', board: '8x8', start: 'd4', kind: 'closed' },
  { algo: 'fast', board: '9x10', start: 'a1', kind: 'closed' },
  { algo: 'warnsdorff', board: '8x8', start: 'a1', kind: 'open' },
  { algo: 'accessibility', board: '8x8', start: 'a1', kind: 'open' },
  // 10,000 tries of a random walk find a 5x5 tour from a1 (one try in a few dozen does).
  { algo: 'random', board: '5x5', start: 'a1', kind: 'open' },
  { algo: 'backtrack', board: '5x5', start: 'a1', kind: 'open', placed: '182', back: '157' },
  { algo: 'backtrack-edge', board: '8x8', start: 'a1', kind: 'open', placed: '111,995', back: '111,931' },
  { algo: 'backtrack-edge', board: '8x8', start: 'a8', kind: 'open', placed: '111,995', back: '111,931' },
  { algo: 'backtrack-warnsdorff', board: '8x8', start: 'a1', kind: 'open', placed: '64', back: '0' },
];

test.describe('every algorithm, picked in the UI', () => {
  for (const { algo, board, start, kind, placed, back } of CASES) {
    test(`${algo} on ${board} from ${start}`, async ({ app }) => {
      await app.open(`?board=${board}`);
      await app.control('algo').selectOption(algo);
      await expect(app.locator(S.algoDescription)).toHaveText(DESCRIPTIONS[algo]);
      await app.square(start).click();
      await expect(app.root).toHaveAttribute('data-state', oneOf('playing', 'paused', 'done'), { timeout: 60_000 });
      await app.action('end').click();
      await expect(app.root).toHaveAttribute('data-state', 'done');
      await expect(app.root).toHaveAttribute('data-outcome', 'complete');
      const [rows, cols] = board.split('x').map(Number);
      await expect(app.status).toHaveText(`Tour complete: ${rows * cols}/${rows * cols} (${kind})`);
      const route = await app.steppedSquares();
      expect(route[0]).toBe(start);
      expect(tourProblem(route, rows, cols)).toBeNull();
      const stats = app.locator(S.stats);
      await expect(stats).toContainText(`complete tour (${kind})`);
      if (placed) {
        await expect(stats).toContainText(`Placed${placed}`);
        await expect(stats).toContainText(`Taken back${back}`);
      }
    });
  }

  test('accessibility gets stuck from c5, as seed 003 says', async ({ app }) => {
    await app.open('?algo=accessibility&start=c5&autoplay=1&speed=1000');
    await expect(app.root).toHaveAttribute('data-state', 'stuck');
    await expect(app.root).toHaveAttribute('data-outcome', 'stuck');
    const route = await app.steppedSquares();
    expect(route[0]).toBe('c5');
    expect(route.length).toBeLessThan(64);
    expect(pathProblem(route, 8, 8)).toBeNull();
    await expect(app.status).toHaveText(new RegExp(
      `^Stuck after ${route.length - 1} moves at ${route.at(-1)}: no unvisited square is a knight's move away \\(${route.length}/64 squares visited\\)$`));
  });

  test('corner-first backtracking proves there is no tour on 3x5', async ({ app }) => {
    await app.open('?algo=backtrack-edge&board=3x5&start=0,0&autoplay=1&speed=1000');
    await expect(app.root).toHaveAttribute('data-state', 'stuck');
    await expect(app.root).toHaveAttribute('data-outcome', 'no-tour');
    await expect(app.status).toHaveText(/^No tour from a3: the search tried every route \(395 placements/);
  });

  test('the search view plays placements and retreats, then back to the route', async ({ app }) => {
    await app.open('?algo=backtrack-edge&board=5x5&start=a1');
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    await app.locator(S.view('search')).click();
    await expect(app.locator(S.view('search'))).toHaveAttribute('aria-pressed', 'true');
    await app.action('end').click();
    await expect(app.root).toHaveAttribute('data-state', 'done');
    await expect(app.status).toHaveText(/^Tour complete/);
    await app.action('start').click();
    // The start alone is one square placed: "1 square deep", not "1 squares".
    await expect(app.status).toHaveText(/the search: step 0 of [\d,]+, 1 square deep \(1 placed, 0 taken back\)$/);
    await app.action('forward').click();
    await expect(app.status).toHaveText(/the search: step 1 of [\d,]+, 2 squares deep/);
    await app.screenshot('desktop-search-view');
    await app.locator(S.view('route')).click();
    await app.action('end').click();
    await expect(app.root).toHaveAttribute('data-state', 'done');
    expect(tourProblem(await app.steppedSquares(), 5, 5)).toBeNull();
  });

  test('Cancel stops a long search within 100 ms and the page still answers', async ({ app }) => {
    // Plain backtracking on 8x8 runs until its budget of 10,000,000 placements is spent.
    await app.open('?algo=backtrack');
    await app.square('a1').click();
    await expect(app.root).toHaveAttribute('data-state', 'solving');
    await expect(app.status).toHaveText(/placements so far/);
    const elapsed = await app.page.evaluate(([root, cancel]) => new Promise((resolve) => {
      const element = document.querySelector(root);
      const began = performance.now();
      const observer = new MutationObserver(() => {
        if (element.dataset.state !== 'solving') {
          observer.disconnect();
          resolve(performance.now() - began);
        }
      });
      observer.observe(element, { attributes: true });
      document.querySelector(cancel).click();
    }), [S.app, S.action('cancel')]);
    console.log(`cancel took ${elapsed.toFixed(1)} ms`);
    expect(elapsed, 'ms from the Cancel click until data-state leaves solving').toBeLessThan(100);
    await expect(app.root).toHaveAttribute('data-state', 'idle');
    await expect(app.status).toHaveText(/^Cancelled the search from a1 after [\d,]+ placements\./);
    await app.control('algo').selectOption('warnsdorff');
    await app.square('g3').click();
    await app.action('end').click();
    await expect(app.root).toHaveAttribute('data-state', 'done');
  });
});
