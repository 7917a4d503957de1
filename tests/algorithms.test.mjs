// Issue 3: every algorithm picked through the UI gives a valid tour or names its failure;
// a long search can be cancelled and the page keeps answering.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch, openApp, waitForState, statusText, steppedSquares, boardSize, screenshot,
} from './support/browser.mjs';
import { tourProblem, pathProblem } from './support/tour.mjs';

const CASES = [
  { algo: 'fast', board: '8x8', start: 'd4' },
  { algo: 'fast', board: '9x10', start: 'a1' },
  { algo: 'warnsdorff', board: '8x8', start: 'a1' },
  { algo: 'accessibility', board: '8x8', start: 'a1' },
  { algo: 'random', board: '5x5', start: 'a1' },
  { algo: 'backtrack', board: '5x5', start: 'a1' },
  { algo: 'backtrack-edge', board: '8x8', start: 'a1' },
  { algo: 'backtrack-edge', board: '8x8', start: 'a8' },
  { algo: 'backtrack-warnsdorff', board: '8x8', start: 'a1' },
];

describe('every algorithm, picked in the UI', () => {
  let env;
  before(async () => { env = await launch(); });
  after(async () => { await env.stop(); });

  for (const { algo, board, start } of CASES) {
    it(`${algo} on ${board} from ${start}`, async () => {
      const page = await openApp(env, `?board=${board}`);
      await page.selectOption('[data-control="algo"]', algo);
      assert.ok((await page.textContent('[data-testid="algo-description"]')).length > 20);
      await page.click(`[data-square="${start}"]`);
      await waitForState(page, ['playing', 'paused', 'done', 'stuck'], 60000);
      await page.click('[data-action="end"]');
      await waitForState(page, ['done', 'stuck']);
      const { rows, cols } = await boardSize(page);
      const route = await steppedSquares(page);
      assert.equal(route[0], start);
      const outcome = await page.getAttribute('.app', 'data-outcome');
      if (outcome === 'complete') {
        assert.equal(tourProblem(route, rows, cols), null);
        assert.match(await statusText(page), /^Tour complete/);
      } else {
        assert.equal(algo, 'random', `${algo} should complete here, got ${outcome}`);
        assert.equal(outcome, 'tries-exhausted');
        assert.equal(pathProblem(route, rows, cols), null);
        assert.match(await statusText(page), /^No tour in [\d,]+ tries/);
      }
      assert.deepEqual(page.problems, []);
      await page.close();
    });
  }

  it('accessibility gets stuck from c5, as seed 003 says', async () => {
    const page = await openApp(env, '?algo=accessibility&start=c5&autoplay=1&speed=1000');
    await waitForState(page, ['stuck']);
    assert.equal(await page.getAttribute('.app', 'data-outcome'), 'stuck');
    assert.match(await statusText(page), /^Stuck after \d+ moves at [a-h][1-8]/);
    const route = await steppedSquares(page);
    assert.equal(route[0], 'c5');
    assert.ok(route.length < 64);
    assert.equal(pathProblem(route, 8, 8), null);
    assert.deepEqual(page.problems, []);
    await page.close();
  });

  it('corner-first backtracking proves there is no tour on 3x5', async () => {
    const page = await openApp(env, '?algo=backtrack-edge&board=3x5&start=0,0&autoplay=1&speed=1000');
    await waitForState(page, ['stuck']);
    assert.equal(await page.getAttribute('.app', 'data-outcome'), 'no-tour');
    assert.match(await statusText(page), /^No tour from a3: the search tried every route \(395 placements/);
    await page.close();
  });

  it('the search view plays placements and retreats, then back to the route', async () => {
    const page = await openApp(env, '?algo=backtrack-edge&board=5x5&start=a1');
    await waitForState(page, ['paused']);
    await page.click('[data-view="search"]');
    await page.click('[data-action="end"]');
    await waitForState(page, ['done']);
    assert.match(await statusText(page), /^Tour complete/);
    await page.click('[data-action="start"]');
    await page.click('[data-action="forward"]');
    assert.match(await statusText(page), /the search: step 1 of [\d,]+/);
    await screenshot(page, 'desktop-search-view');
    await page.click('[data-view="route"]');
    await page.click('[data-action="end"]');
    assert.equal(tourProblem(await steppedSquares(page), 5, 5), null);
    await page.close();
  });

  it('Cancel stops a long search within 100 ms and the page still answers', async () => {
    const page = await openApp(env, '?algo=backtrack');
    await page.click('[data-square="a1"]');
    await waitForState(page, ['solving']);
    await page.waitForFunction(() => /steps so far/.test(document.querySelector('[data-testid="status"]').textContent));
    const elapsed = await page.evaluate(() => new Promise((resolve) => {
      const app = document.querySelector('.app');
      const began = performance.now();
      const observer = new MutationObserver(() => {
        if (app.dataset.state !== 'solving') {
          observer.disconnect();
          resolve(performance.now() - began);
        }
      });
      observer.observe(app, { attributes: true });
      document.querySelector('[data-action="cancel"]').click();
    }));
    console.log(`cancel took ${elapsed.toFixed(1)} ms`);
    assert.ok(elapsed < 100, `cancel took ${elapsed} ms`);
    assert.equal(await page.getAttribute('.app', 'data-state'), 'idle');
    assert.match(await statusText(page), /^Cancelled the search from a1/);
    await page.selectOption('[data-control="algo"]', 'warnsdorff');
    await page.click('[data-square="g3"]');
    await page.click('[data-action="end"]');
    await waitForState(page, ['done']);
    assert.deepEqual(page.problems, []);
    await page.close();
  });
});
