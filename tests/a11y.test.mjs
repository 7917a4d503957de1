// Issue 5 (part): keyboard alone plays a whole tour; the theme switch; the live status.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, waitForState, steppedSquares, screenshot } from './support/browser.mjs';
import { tourProblem } from './support/tour.mjs';

describe('for everyone', () => {
  let env;
  before(async () => { env = await launch(); });
  after(async () => { await env.stop(); });

  it('a whole tour by keyboard alone: Tab to the board, arrows, Enter, End', async () => {
    const page = await openApp(env);
    const focused = () => page.evaluate(() => document.activeElement?.dataset.square ?? null);
    for (let i = 0; i < 10 && !(await focused()); i++) await page.keyboard.press('Tab');
    assert.equal(await focused(), 'a1', 'Tab reaches the board at a1');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    assert.equal(await focused(), 'b2');
    await page.keyboard.press('Enter');
    await waitForState(page, ['playing', 'paused']);
    await page.keyboard.press('End');
    await waitForState(page, ['done']);
    const route = await steppedSquares(page);
    assert.equal(route[0], 'b2');
    assert.equal(tourProblem(route, 8, 8), null);
    assert.equal(await page.getAttribute('[data-testid="status"]', 'aria-live'), 'polite');
    await page.close();
  });

  it('the theme switch overrides the system colours', async () => {
    const page = await openApp(env);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.selectOption('[data-control="theme"]', 'dark');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    assert.notEqual(await background(), light);
    await screenshot(page, 'desktop-dark-theme');
    await page.selectOption('[data-control="theme"]', 'system');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme ?? null), null);
    assert.equal(await background(), light);
    await page.close();
  });

  it('prefers-reduced-motion stops the knight sliding and the refusal flashing', async () => {
    const transition = (page) => page.evaluate(() => getComputedStyle(document.querySelector('.knight')).transitionDuration);
    const page = await openApp(env, '?algo=warnsdorff&start=a1');
    assert.equal(await transition(page), '0.18s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    assert.equal(await transition(page), '0s');
    await page.close();
    const play = await openApp(env, '?mode=play&start=a1');
    await play.emulateMedia({ reducedMotion: 'reduce' });
    await play.click('[data-square="a2"]');
    assert.equal(await play.evaluate(() => getComputedStyle(document.querySelector('.refused rect')).animationName), 'none');
    await play.close();
  });
});
