// Issue 4 in the app: `fast` is the default, explains squares without a tour, shades the
// squares a tour can start from, finds closed tours, and counts tours on small boards.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, waitForState, statusText, steppedSquares, screenshot } from './support/browser.mjs';
import { tourProblem, isKnightMove } from './support/tour.mjs';

describe('the always-right solver in the app', () => {
  let env;
  before(async () => { env = await launch(); });
  after(async () => { await env.stop(); });

  it('is the default and tours 8x8 from any square', async () => {
    const page = await openApp(env);
    assert.equal(await page.inputValue('[data-control="algo"]'), 'fast');
    await page.click('[data-square="d4"]');
    await page.click('[data-action="end"]');
    await waitForState(page, ['done']);
    const route = await steppedSquares(page);
    assert.equal(route[0], 'd4');
    assert.equal(tourProblem(route, 8, 8), null);
    const stats = await page.textContent('[data-testid="stats"]');
    assert.match(stats, /Algorithmfast/);
    assert.doesNotMatch(stats, /order/, 'fast uses no move order');
    assert.deepEqual(page.problems, []);
    await page.close();
  });

  it('explains why no tour starts on a minority-colour square', async () => {
    const page = await openApp(env, '?board=5x5');
    await page.click('[data-square="b5"]');
    await waitForState(page, ['stuck']);
    assert.equal(await page.getAttribute('.app', 'data-outcome'), 'impossible');
    assert.match(await statusText(page), /^No tour from b5: the board has an odd number of squares/);
    await page.close();
  });

  it('shades the squares a tour can start from', async () => {
    const page = await openApp(env, '?board=5x5');
    await page.click('[data-action="starts"]');
    await page.waitForSelector('[data-square][data-start]');
    const kinds = await page.$$eval('[data-square][data-start]', (els) => els.map((e) => e.dataset.start));
    assert.equal(kinds.filter((k) => k === 'yes').length, 13);
    assert.equal(kinds.filter((k) => k === 'no').length, 12);
    await screenshot(page, 'desktop-starts');
    await page.close();
  });

  it('finds a closed tour when asked, and counts tours on small boards', async () => {
    const page = await openApp(env, '?board=6x6');
    await page.check('[data-control="closed"]');
    await page.click('[data-square="a1"]');
    await page.click('[data-action="end"]');
    await waitForState(page, ['done']);
    const route = await steppedSquares(page);
    assert.equal(tourProblem(route, 6, 6), null);
    assert.ok(isKnightMove(route[0], route[route.length - 1]), 'the tour closes');
    assert.match(await statusText(page), /\(closed\)/);
    assert.match(await page.textContent('[data-testid="stats"]'), /9,862 closed tours pass through a1/);
    await page.close();

    const five = await openApp(env, '?board=5x5&start=a1');
    await waitForState(five, ['paused']);
    assert.match(await five.textContent('[data-testid="stats"]'), /304 open tours start from a1/);
    await five.close();
  });

  it('a closed tour of an odd board is refused with Schwenk\'s reason', async () => {
    const page = await openApp(env, '?board=5x5&closed=1&start=a1');
    await waitForState(page, ['stuck']);
    assert.match(await statusText(page), /both sides are odd/);
    await page.close();
  });

  it('a long exact search on a thin board runs in slices and can be cancelled', async () => {
    const page = await openApp(env, '?board=4x50');
    await page.click('[data-square="a1"]');
    await waitForState(page, ['solving', 'playing', 'paused', 'done', 'stuck'], 5000);
    if ((await page.getAttribute('.app', 'data-state')) === 'solving') {
      await page.click('[data-action="cancel"]');
      await waitForState(page, ['idle'], 1000);
      assert.match(await statusText(page), /^Cancelled the search from a1/);
    }
    assert.deepEqual(page.problems, []);
    await page.close();
  });
});
