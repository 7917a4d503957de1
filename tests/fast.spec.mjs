// `fast` in the app: the default, explains squares without a tour, shades the squares a
// tour can start from, finds closed tours, and counts tours on small boards.
import { test, expect } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';
import { tourProblem, isKnightMove } from './support/tour.mjs';

test.describe('the always-right solver in the app', () => {
  test('is the default and tours 8x8 from any square', async ({ app }) => {
    await app.open();
    await expect(app.control('algo')).toHaveValue('fast');
    await app.square('d4').click();
    await app.action('end').click();
    await expect(app.root).toHaveAttribute('data-state', 'done');
    const route = await app.steppedSquares();
    expect(route[0]).toBe('d4');
    expect(tourProblem(route, 8, 8)).toBeNull();
    const stats = app.locator(S.stats);
    await expect(stats).toContainText('Algorithmfast');
    await expect(stats, 'fast uses no move order').not.toContainText('order');
  });

  test('explains why no tour starts on a minority-colour square', async ({ app }) => {
    await app.open('?board=5x5');
    await app.square('b5').click();
    await expect(app.root).toHaveAttribute('data-state', 'stuck');
    await expect(app.root).toHaveAttribute('data-outcome', 'impossible');
    await expect(app.status).toHaveText(/^No tour from b5: the board has an odd number of squares/);
    // No walk was made, so no square is outlined as one the walk never reached.
    await expect(app.locator(S.squareWith('unreached'))).toHaveCount(0);
  });

  test('shades the squares a tour can start from', async ({ app }) => {
    await app.open('?board=5x5');
    await app.openSection('ends');
    await app.action('starts').click();
    await expect(app.locator(S.startShaded)).toHaveCount(25);
    await expect(app.locator(S.startShadedAs('yes'))).toHaveCount(13);
    await expect(app.locator(S.startShadedAs('no'))).toHaveCount(12);
    // On an odd board a tour starts on the corners' colour.
    for (const corner of ['a1', 'a5', 'e1', 'e5', 'c3']) {
      await expect(app.square(corner)).toHaveAttribute('data-start', 'yes');
    }
    await app.screenshot('desktop-starts');
  });

  test('says what the dashed outline means, and why every square of 8x8 has it for the giraffe', async ({ app }) => {
    await app.open('?board=8x8&leaper=giraffe&starts=1');
    await expect(app.locator(S.startShadedAs('unknown'))).toHaveCount(64, { timeout: 30_000 });
    const legend = app.testId('starts-legend');
    await expect(legend).toHaveText(/^Every square is dashed: no rule decides where the giraffe can start a tour on this board, and the search from each square stopped at its budget of 40,000 placements\.$/);
    await expect(legend, 'no ring or dimmed square is drawn').not.toContainText('ring');
    await expect(app.square('a1')).toHaveAttribute('aria-label', 'a1, undecided');
    // Where rings and dimmed squares are drawn too, the dashes get a sentence of their own.
    await app.control('leaper').selectOption('knight');
    await expect(app.locator(S.startShadedAs('unknown'))).toHaveCount(0);
    await expect(legend).not.toContainText('dashed');
  });

  test('a board too large to shade shows the button unpressed, says why, and no legend', async ({ app }) => {
    await app.open('?board=60x60&starts=1');
    await app.openSection('ends');
    const starts = app.action('starts');
    await expect(starts).toBeDisabled();
    await expect(starts).toHaveAttribute('aria-pressed', 'false');
    await expect(app.testId('starts-legend')).toHaveText('The start shading draws every square, so it needs a board no larger than 50 × 50; this one is 60×60.');
    await app.control('lang').selectOption('zh-Hant');
    await expect(app.testId('starts-legend')).toContainText('50 × 50');
    await expect(app.testId('starts-legend')).not.toContainText('board');
  });

  test('finds a closed tour when asked', async ({ app }) => {
    await app.open('?board=6x6');
    await app.openSection('ends');
    await app.control('closed').check();
    await app.square('a1').click();
    await app.action('end').click();
    await expect(app.root).toHaveAttribute('data-state', 'done');
    const route = await app.steppedSquares();
    expect(tourProblem(route, 6, 6)).toBeNull();
    expect(isKnightMove(route[0], route.at(-1)), 'the tour closes').toBe(true);
    await expect(app.status).toHaveText('Tour complete: 36/36 (closed)');
    await expect(app.locator(S.stats)).toContainText('9,862 closed tours pass through a1');
  });

  test('changing the algorithm, Closed or the piece solves again from the same start', async ({ app }) => {
    await app.open('?board=6x6&start=c3&speed=1000&autoplay=1');
    await expect(app.root).toHaveAttribute('data-state', 'done');
    const started = async (square) => {
      await expect(app.root).toHaveAttribute('data-state', /playing|paused|done|stuck/);
      await expect(app.square(square)).toHaveAttribute('data-step', '1');
    };
    await app.control('algo').selectOption('warnsdorff');
    await started('c3');
    await expect(app.locator(S.stats)).toContainText('Algorithmwarnsdorff');
    await app.control('algo').selectOption('fast');
    await started('c3');
    await app.openSection('ends');
    await app.control('closed').check();
    await started('c3');
    await expect(app.status).toHaveText('Tour complete: 36/36 (closed)');
    await app.control('leaper').selectOption('giraffe');
    await expect(app.root).toHaveAttribute('data-outcome', 'impossible');
    await expect(app.square('c3')).toHaveAttribute('data-step', '1');
    // A square with no move rules out every start: said once for the board.
    await expect(app.status).toContainText("No square of this board starts a giraffe's tour");
    // Editing the board keeps the start while it is a square, and forgets it once it is not.
    await app.control('leaper').selectOption('knight');
    await started('c3');
    await app.action('edit-board').click();
    await app.square('c3').click();
    await expect(app.root).toHaveAttribute('data-state', 'idle');
  });

  test('counts the open tours from a corner of 5x5', async ({ app }) => {
    await app.open('?board=5x5&start=a1');
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    await expect(app.locator(S.stats)).toContainText('304 open tours start from a1');
  });

  test('a closed tour of an odd board is refused with Schwenk\'s reason', async ({ app }) => {
    await app.open('?board=5x5&closed=1&start=a1');
    await expect(app.root).toHaveAttribute('data-state', 'stuck');
    await expect(app.root).toHaveAttribute('data-outcome', 'impossible');
    await expect(app.status).toHaveText(/both sides are odd/);
  });

  test('a start the column-by-column programme rules out is refused with that reason, no last square named', async ({ app }) => {
    // c2 of 3x8 starts no open tour, and no shorter rule says so.
    await app.open('?board=3x8&start=c2');
    await expect(app.root).toHaveAttribute('data-outcome', 'impossible');
    await expect(app.status).toHaveText(/following every way a tour can cross the board column by column finds no such tour/);
  });

  test('a long exact search runs in slices and can be cancelled', async ({ app }) => {
    // No rule decides the giraffe's (1,4) tours of 8x8, and the exact search from a1 runs
    // for seconds.
    await app.open('?board=8x8&leaper=giraffe');
    await app.square('a1').click();
    await expect(app.root).toHaveAttribute('data-state', 'solving');
    // The status line counts the placements while the search runs: the page answers.
    await expect(app.status).toHaveText(/^Solving from a1 with fast… [\d,]+ placements so far/);
    await app.action('cancel').click();
    await expect(app.root).toHaveAttribute('data-state', 'idle', { timeout: 1000 });
    await expect(app.status).toHaveText(/^Cancelled the search from a1 after [\d,]+ placements\./);
    await expect(app.action('cancel')).toHaveCount(0);
  });

  test("a search's progress counts what its result counts, and the depth it stands at", async ({ app }) => {
    await app.open('?board=8x8&leaper=giraffe');
    await app.square('a1').click();
    const progress = /^Solving from a1 with fast… ([\d,]+) placements so far, (\d+) squares? deep/;
    const seen = [];
    const read = (text) => {
      const found = progress.exec(text);
      if (found) seen.push({ placed: Number(found[1].replaceAll(',', '')), depth: Number(found[2]) });
      return found;
    };
    // The depth moves as the search goes forwards and back.
    await expect.poll(async () => {
      read(await app.statusText());
      return new Set(seen.map(({ depth }) => depth)).size;
    }, { intervals: [40], timeout: 15_000 }).toBeGreaterThan(2);
    expect(seen.every(({ depth }) => depth >= 1 && depth <= 64), JSON.stringify(seen)).toBe(true);
    expect(Math.max(...seen.map(({ depth }) => depth)), 'deeper than the start').toBeGreaterThan(10);
    // The counts only grow, within the page's budget of 20,000,000.
    for (let i = 1; i < seen.length; i++) expect(seen[i].placed).toBeGreaterThanOrEqual(seen[i - 1].placed);
    expect(seen.at(-1).placed).toBeLessThanOrEqual(20_000_000);
    expect(seen.at(-1).placed, 'placements, not 64-placement slices').toBeGreaterThan(100_000);
    // The page's search stops at its budget, undecided: the engine searches on, counting
    // its own placements, and Cancel says how far it got.
    const longer = /^The quick search from a1 found no answer; searching longer in the engine… ([\d,]+) placements so far, (\d+) squares? deep/;
    await expect(app.status).toHaveText(longer, { timeout: 60_000 });
    const placed = async () => Number(longer.exec(await app.statusText())?.[1].replaceAll(',', '') ?? 0);
    const first = await placed();
    await expect.poll(placed, { timeout: 20_000 }).toBeGreaterThan(first);
    await expect(app.root).toHaveAttribute('data-state', 'solving');
    await app.action('cancel').click();
    await expect(app.status).toHaveText(/^Cancelled the search from a1 after [\d,]+ placements\./, { timeout: 1000 });
  });
});
