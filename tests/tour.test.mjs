// Issue 2: click a square, watch the tour, read the DOM, and survive bad links.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  launch, openApp, waitForState, statusText, steppedSquares, boardSize, screenshot, appState,
  waitForStepCount,
} from './support/browser.mjs';
import { tourProblem, pathProblem } from './support/tour.mjs';

describe('the knight plays a tour from the clicked square', () => {
  let env;
  before(async () => { env = await launch(); });
  after(async () => { await env.stop(); });

  it('clicking g3 and jumping to the end shows a valid 64-square tour from g3', async () => {
    const page = await openApp(env);
    assert.deepEqual(await boardSize(page), { rows: 8, cols: 8 });
    assert.equal(await page.locator('[data-square]').count(), 64);
    assert.equal(await appState(page), 'idle');
    await page.click('[data-square="g3"]');
    await waitForState(page, ['playing', 'paused', 'done']);
    await screenshot(page, 'desktop-playing');
    await page.click('[data-action="end"]');
    await waitForState(page, ['done']);
    const route = await steppedSquares(page);
    assert.equal(route[0], 'g3');
    assert.equal(tourProblem(route, 8, 8), null);
    assert.match(await statusText(page), /Tour complete: 64\/64 \((open|closed)\)/);
    await screenshot(page, 'desktop-done');
    assert.deepEqual(page.problems, []);
    await page.close();
  });

  it('fits a phone screen and plays there too', async () => {
    const page = await openApp(env, '?start=a1&autoplay=1&speed=1000', { width: 390, height: 844 });
    await waitForState(page, ['done', 'stuck']);
    const box = await page.locator('svg.board').boundingBox();
    assert.ok(box.width <= 390, `board is ${box.width}px wide on a 390px screen`);
    await screenshot(page, 'phone-done');
    assert.deepEqual(page.problems, []);
    await page.close();
  });

  it('e3 gets stuck after 59 moves at a4, as seed 001 says', async () => {
    const page = await openApp(env, '?algo=warnsdorff&start=e3&autoplay=1&speed=1000');
    await waitForState(page, ['stuck']);
    assert.match(await statusText(page), /^Stuck after 59 moves at a4: no unvisited square is a knight's move away/);
    const route = await steppedSquares(page);
    assert.equal(route.length, 60);
    assert.equal(pathProblem(route, 8, 8), null);
    assert.equal(await page.getAttribute('.app', 'data-outcome'), 'stuck');
    await screenshot(page, 'desktop-stuck');
    await page.close();
  });

  it('a 6x6 link with autoplay plays to the end without a click', async () => {
    const page = await openApp(env, '?board=6x6&start=a1&autoplay=1&speed=1000');
    assert.deepEqual(await boardSize(page), { rows: 6, cols: 6 });
    await waitForState(page, ['done', 'stuck']);
    const route = await steppedSquares(page);
    assert.equal(route[0], 'a1');
    assert.equal(pathProblem(route, 6, 6), null);
    await page.close();
  });

  it('the controls step, jump and pause', async () => {
    const page = await openApp(env, '?start=g3');
    await waitForState(page, ['paused']);
    const count = () => page.locator('[data-step]').count();
    await waitForStepCount(page, 1);
    assert.ok(await page.isDisabled('[data-action="start"]'), 'to-start is disabled at move 1');
    await page.click('[data-action="end"]');
    await waitForStepCount(page, 64);
    await page.click('[data-action="start"]');
    await waitForStepCount(page, 1);
    await page.click('[data-action="forward"]');
    await waitForStepCount(page, 2);
    await page.click('[data-action="forward"]');
    await waitForStepCount(page, 3);
    await page.click('[data-action="back"]');
    await waitForStepCount(page, 2);
    await page.click('[data-action="end"]');
    await waitForStepCount(page, 64);
    assert.equal(await appState(page), 'done');
    assert.equal(tourProblem(await steppedSquares(page), 8, 8), null);
    await page.click('[data-action="play"]'); // replay from the start
    await waitForState(page, ['playing']);
    await page.click('[data-action="play"]');
    await waitForState(page, ['paused']);
    assert.ok((await count()) < 64);
    assert.deepEqual(page.problems, []);
    await page.close();
  });

  it('arrow keys move focus across squares and Enter starts there', async () => {
    const page = await openApp(env);
    await page.focus('[data-square="a1"]');
    await page.keyboard.press('ArrowRight');
    const focused = await page.evaluate(() => document.activeElement?.dataset.square);
    assert.equal(focused, 'b1');
    await page.keyboard.press('ArrowUp');
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.square), 'b2');
    await page.keyboard.press('Enter');
    await waitForState(page, ['playing', 'paused', 'done']);
    assert.equal(await page.getAttribute('[data-step="1"]', 'data-square'), 'b2');
    await page.close();
  });

  it('a bad link names each bad parameter and the app still works', async () => {
    const page = await openApp(env, '?board=1001x3&start=z9&speed=0&algo=magic&colour=red');
    const notice = await page.textContent('[data-testid="notice"]');
    for (const name of ['board', 'start', 'speed', 'algo', 'colour']) {
      assert.ok(notice.includes(name), `notice names ${name}: ${notice}`);
    }
    assert.deepEqual(await boardSize(page), { rows: 8, cols: 8 });
    await page.click('[data-square="a1"]');
    await page.click('[data-action="end"]');
    await waitForState(page, ['done', 'stuck']);
    assert.equal(tourProblem(await steppedSquares(page), 8, 8), null);
    await screenshot(page, 'desktop-bad-url');
    assert.deepEqual(page.problems, []);
    await page.close();
  });
});
