// The documented shortcuts (docs/using-the-app.md, "Controls and keyboard") work wherever
// the focus is in the app: on a square, on each playback button and on the large board's
// canvas. Enter and Space on a square start a run only when no run from that square is
// on the board; on a button they press it.
import { test, expect } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';

const PLAYBACK = ['start', 'back', 'play', 'forward', 'end', 'restart'];

/** A square of the board (the "why this move" list names squares too). */
const onBoard = (app, name) => app.board.locator(S.square(name));

/** The moves shown on the SVG board. */
const shownOnBoard = (app) => () => app.locator(S.stepped).count();

/** The moves shown on the large board's canvas. */
const shownOnCanvas = (app) => () =>
  app.locator(S.canvasBoard).evaluate((canvas) => Number(canvas.dataset.shown));

/**
 * Presses every playback shortcut but Space, Enter, the arrows, Home and End with the
 * focus where `focus` puts it, from a paused run at move 10, and checks what each does.
 * R is seen to begin again by pausing at once, unless the board plays too fast for
 * that (`fast`): then from the end.
 */
async function everyShortcut(app, page, focus, shown, { fast = false } = {}) {
  const state = app.root;
  const speed = app.locator('[data-speed]');
  await focus();
  await page.keyboard.press('k');
  await expect(state, 'K plays').toHaveAttribute('data-state', 'playing');
  await page.keyboard.press('K');
  await expect(state, 'K pauses').toHaveAttribute('data-state', 'paused');
  const at = await shown();
  for (const [key, by] of [['l', 1], ['.', 1], ['j', -1], [',', -1]]) {
    const before = await shown();
    await page.keyboard.press(key);
    await expect.poll(shown, `${key} steps ${by}`).toBe(before + by);
  }
  expect(await shown()).toBe(at);
  const before = Number(await speed.getAttribute('data-speed'));
  await page.keyboard.press('+');
  await expect(speed, '+ is faster').toHaveAttribute('data-speed', String(before + 1));
  await page.keyboard.press('-');
  await expect(speed, '− is slower').toHaveAttribute('data-speed', String(before));
  if (fast) {
    // On the board End moves the focus: the button jumps to the end.
    await app.action('end').click();
    await expect(state).toHaveAttribute('data-state', 'done');
    await focus();
  }
  const from = await shown();
  await page.keyboard.press('r');
  await expect(state, 'R replays from move 1').toHaveAttribute('data-state', 'playing');
  if (!fast) await page.keyboard.press('k');
  await expect.poll(shown, 'R began again').toBeLessThan(from);
}

test.describe('keys where the focus is', () => {
  test('on a square, Space and Enter play or pause the run from it instead of starting it again', async ({ app, page }) => {
    await app.open('?board=6x6&algo=warnsdorff&start=a1&step=10');
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    const shown = shownOnBoard(app);
    await onBoard(app, 'a1').focus();
    for (const key of ['Space', 'Enter']) {
      await page.keyboard.press(key);
      await expect(app.root, `${key} plays`).toHaveAttribute('data-state', 'playing');
      await page.keyboard.press(key);
      await expect(app.root, `${key} pauses`).toHaveAttribute('data-state', 'paused');
      expect(await shown(), `${key} did not start the run again`).toBeGreaterThanOrEqual(10);
    }
    await expect(onBoard(app, 'a1')).toBeFocused();
    // Another square has no run from it on the board: Enter starts one there.
    await page.keyboard.press('ArrowRight');
    await expect(onBoard(app, 'b1')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(app.locator(S.step(1))).toHaveAttribute('data-square', 'b1');
  });

  test('on a square, every other shortcut works and the arrows move the focus', async ({ app, page }) => {
    await app.open('?board=6x6&algo=warnsdorff&start=a1&step=10');
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    const shown = shownOnBoard(app);
    // The run's start holds the board's focus (the square Tab reaches).
    await everyShortcut(app, page, () => onBoard(app, 'a1').focus(), shown);
    await expect(onBoard(app, 'a1')).toBeFocused();
    const at = await shown();
    await page.keyboard.press('ArrowRight');
    await expect(onBoard(app, 'b1'), 'an arrow moves the focus').toBeFocused();
    await page.keyboard.press('End');
    await expect(onBoard(app, 'f1'), 'End goes to the end of the rank').toBeFocused();
    expect(await shown(), 'the arrows and End on a square do not step').toBe(at);
  });

  for (const name of PLAYBACK) {
    test(`on the ${name} button, every shortcut but its own press works`, async ({ app, page }) => {
      await app.open('?board=6x6&algo=warnsdorff&start=a1&step=10');
      await expect(app.root).toHaveAttribute('data-state', 'paused');
      const shown = shownOnBoard(app);
      await everyShortcut(app, page, () => app.action(name).focus(), shown);
      await app.open('?board=6x6&algo=warnsdorff&start=a1&step=10');
      await app.action(name).focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(shown, '→ steps forward').toBe(11);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(shown, '← steps back').toBe(10);
      await page.keyboard.press('End');
      await expect(app.root, 'End jumps to the end').toHaveAttribute('data-state', 'done');
      await page.keyboard.press('Home');
      await expect.poll(shown, 'Home jumps to the start').toBe(1);
    });
  }

  test('on the large board, Enter plays or pauses the run from the focused square and the shortcuts work', async ({ app, page }) => {
    await app.open('?board=60x60&start=a1&step=10');
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    const canvas = app.locator(S.canvasBoard);
    const shown = shownOnCanvas(app);
    await canvas.focus();
    await page.keyboard.press('Enter');
    await expect(app.root, 'Enter plays').toHaveAttribute('data-state', 'playing');
    await page.keyboard.press('Space');
    await expect(app.root, 'Space pauses').toHaveAttribute('data-state', 'paused');
    expect(await shown(), 'not started again').toBeGreaterThanOrEqual(10);
    await everyShortcut(app, page, () => canvas.focus(), shown, { fast: true });
  });
});
