// Keyboard alone plays a whole tour; the theme switch; reduced motion; the live status.
import { test, expect, oneOf } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';
import { tourProblem } from './support/tour.mjs';

test.describe('for everyone', () => {
  test('a whole tour by keyboard alone: Tab to the board, arrows, Enter, Tab to Jump to end', async ({ app, page }) => {
    await app.open();
    const focused = () => page.evaluate(() => document.activeElement?.dataset.square ?? null);
    for (let i = 0; i < 10 && !(await focused()); i++) await page.keyboard.press('Tab');
    await expect(app.square('a1'), 'Tab reaches the board at a1').toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await expect(app.square('b2')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(app.root).toHaveAttribute('data-state', oneOf('playing', 'paused'));
    // On a square the keys move the focus (End: along the rank), so the way on is Tab,
    // past the mode switch and the settings, which come first in the side panel.
    const end = app.action('end');
    for (let i = 0; i < 40 && !(await end.evaluate((button) => button === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(end).toBeFocused();
    await page.keyboard.press('Enter');
    // At 4 moves a second the tour would take 16 s to play out by itself.
    await expect(app.root).toHaveAttribute('data-state', 'done', { timeout: 5000 });
    const route = await app.steppedSquares();
    expect(route[0]).toBe('b2');
    expect(tourProblem(route, 8, 8)).toBeNull();
    await expect(app.status).toHaveAttribute('aria-live', 'polite');
  });

  test('the playback keys work with the focus on the page itself', async ({ app, page }) => {
    // The shortcuts of docs/using-the-app.md (Space, End, Home, arrows) work with the focus on
    // the page itself too (keys.spec.mjs: on squares, buttons and the canvas).
    await app.open('?start=b2&autoplay=1');
    await expect(app.root).toHaveAttribute('data-state', 'playing');
    // A click on the status line leaves the focus on no control.
    await app.status.click();
    await page.keyboard.press('Space');
    await expect(app.root).toHaveAttribute('data-state', 'paused', { timeout: 2000 });
    await page.keyboard.press('End');
    await expect(app.root).toHaveAttribute('data-state', 'done');
    await expect(app.locator(S.stepped)).toHaveCount(64);
    await page.keyboard.press('Home');
    await expect(app.locator(S.stepped)).toHaveCount(1);
    await page.keyboard.press('ArrowRight');
    await expect(app.locator(S.stepped)).toHaveCount(2);
  });

  test('nothing takes focus on load: the playback keys answer at once', async ({ app, page }) => {
    await app.open('?board=6x6&algo=warnsdorff&start=a1');
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    // Let the side panel render (it comes a task after the board) before asking.
    await expect(app.action('end')).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
    await page.keyboard.press('Space');
    await expect(app.root).toHaveAttribute('data-state', 'playing', { timeout: 2000 });
    await expect(app.testId('share')).toHaveCount(0);
    await page.keyboard.press('k');
    await expect(app.root).toHaveAttribute('data-state', 'paused', { timeout: 2000 });
    const shown = await app.locator(S.stepped).count();
    await page.keyboard.press('l');
    await expect(app.locator(S.stepped)).toHaveCount(shown + 1);
  });

  test('the theme switch overrides the system colours', async ({ app, page }) => {
    await app.open();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const html = page.locator(S.themeRoot);
    const light = await background();
    await app.control('theme').selectOption('dark');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect.poll(background).not.toBe(light);
    await app.screenshot('desktop-dark-theme');
    await app.control('theme').selectOption('system');
    await expect(html).not.toHaveAttribute('data-theme');
    await expect.poll(background).toBe(light);
  });

  test('prefers-reduced-motion stops the knight sliding and the refusal flashing', async ({ app, page }) => {
    const transition = () => app.locator(S.knight).evaluate((knight) => getComputedStyle(knight).transitionDuration);
    await app.open('?algo=warnsdorff&start=a1');
    expect(await transition()).toBe('0.18s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await transition()).toBe('0s');

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const play = await app.openAnother('?mode=play&start=a1');
    await play.page.emulateMedia({ reducedMotion: 'reduce' });
    await play.square('a2').click();
    const flash = play.locator(`${S.squareClass('a2', 'refused')} rect`);
    await expect(flash).toHaveCount(1);
    expect(await flash.evaluate((rect) => getComputedStyle(rect).animationName)).toBe('none');
  });
});
