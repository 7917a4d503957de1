// Click a square, watch the tour, read the DOM, and survive bad links.
import { test, expect, oneOf } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';
import { tourProblem, pathProblem } from './support/tour.mjs';

test.describe('the knight plays a tour from the clicked square', () => {
  test('clicking g3 and jumping to the end shows a valid 64-square tour from g3', async ({ app }) => {
    await app.open();
    expect(await app.boardSize()).toEqual({ rows: 8, cols: 8 });
    await expect(app.locator(S.squares)).toHaveCount(64);
    await expect(app.root).toHaveAttribute('data-state', 'idle');
    await app.square('g3').click();
    await expect(app.root).toHaveAttribute('data-state', oneOf('playing', 'paused', 'done'));
    await app.screenshot('desktop-playing');
    await app.action('end').click();
    await expect(app.root).toHaveAttribute('data-state', 'done');
    const route = await app.steppedSquares();
    expect(route[0]).toBe('g3');
    expect(tourProblem(route, 8, 8)).toBeNull();
    await expect(app.status).toHaveText(/Tour complete: 64\/64 \((open|closed)\)/);
    await app.screenshot('desktop-done');
  });

  test('fits a phone screen and plays there too', async ({ app }) => {
    await app.open('?start=a1&autoplay=1&speed=1000', { viewport: { width: 390, height: 844 } });
    await expect(app.root).toHaveAttribute('data-state', 'done');
    expect(tourProblem(await app.steppedSquares(), 8, 8)).toBeNull();
    const box = await app.locator(S.svgBoard).boundingBox();
    expect(box.width, 'board width on a 390px screen').toBeLessThanOrEqual(390);
    await app.screenshot('phone-done');
  });

  test('e3 gets stuck after 59 moves at a4, as seed 001 says', async ({ app }) => {
    await app.open('?algo=warnsdorff&start=e3&autoplay=1&speed=1000');
    await expect(app.root).toHaveAttribute('data-state', 'stuck');
    await expect(app.status).toHaveText(/^Stuck after 59 moves at a4: no unvisited square is a knight's move away/);
    const route = await app.steppedSquares();
    expect(route).toHaveLength(60);
    expect(pathProblem(route, 8, 8)).toBeNull();
    await expect(app.root).toHaveAttribute('data-outcome', 'stuck');
    await app.screenshot('desktop-stuck');
  });

  test('a 6x6 link with autoplay plays a whole tour to the end without a click', async ({ app }) => {
    await app.open('?board=6x6&start=a1&autoplay=1&speed=1000');
    expect(await app.boardSize()).toEqual({ rows: 6, cols: 6 });
    // fast is the default and 6x6 has a tour from every square.
    await expect(app.root).toHaveAttribute('data-state', 'done');
    await expect(app.root).toHaveAttribute('data-outcome', 'complete');
    const route = await app.steppedSquares();
    expect(route[0]).toBe('a1');
    expect(tourProblem(route, 6, 6)).toBeNull();
  });

  test('the controls step, jump and pause', async ({ app }) => {
    await app.open('?start=g3');
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    const steps = app.locator(S.stepped);
    await expect(steps).toHaveCount(1);
    await expect(app.action('start'), 'to-start is disabled at move 1').toBeDisabled();
    await app.action('end').click();
    await expect(steps).toHaveCount(64);
    await app.action('start').click();
    await expect(steps).toHaveCount(1);
    await app.action('forward').click();
    await expect(steps).toHaveCount(2);
    await app.action('forward').click();
    await expect(steps).toHaveCount(3);
    await app.action('back').click();
    await expect(steps).toHaveCount(2);
    await app.action('end').click();
    await expect(steps).toHaveCount(64);
    await expect(app.root).toHaveAttribute('data-state', 'done');
    expect(tourProblem(await app.steppedSquares(), 8, 8)).toBeNull();
    await app.action('play').click(); // replay from the start
    await expect(app.root).toHaveAttribute('data-state', 'playing');
    await app.action('play').click();
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    expect(await steps.count()).toBeLessThan(64);
  });

  test('arrow keys move focus across squares and Enter starts there', async ({ app, page }) => {
    await app.open();
    await app.square('a1').focus();
    await page.keyboard.press('ArrowRight');
    await expect(app.square('b1')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(app.square('b2')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(app.root).toHaveAttribute('data-state', oneOf('playing', 'paused', 'done'));
    await expect(app.locator(S.step(1))).toHaveAttribute('data-square', 'b2');
  });

  test('a bad link names each bad parameter and the app still works', async ({ app }) => {
    await app.open('?board=1001x3&start=z9&speed=0&algo=magic&colour=red');
    // One message per bad parameter, each naming it.
    await expect(app.locator(S.noticeItems)).toHaveCount(5);
    const notices = await app.locator(S.noticeItems).allTextContents();
    for (const name of ['board', 'start', 'speed', 'algo', 'colour']) {
      expect(notices.filter((text) => new RegExp(`parameter "?${name}\\b`).test(text)), `the message naming ${name}`).toHaveLength(1);
    }
    expect(await app.boardSize()).toEqual({ rows: 8, cols: 8 });
    await app.square('a1').click();
    await app.action('end').click();
    await expect(app.root).toHaveAttribute('data-state', 'done');
    expect(tourProblem(await app.steppedSquares(), 8, 8)).toBeNull();
    await app.screenshot('desktop-bad-url');
  });
});
