// Compare mode: two algorithms from the same start on the same board, playing in step,
// with their numbers side by side. Every route shown is checked independently.
import { test, expect, oneOf } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';
import { pathProblem, tourProblem } from './support/tour.mjs';

/** The squares carrying data-step on one side's board, in step order. */
const sideSteps = (app, side) => app.steppedSquares(S.sideBoard(side));

test.describe('compare mode', () => {
  test('runs both algorithms from the clicked square and plays them in step', async ({ app, page }) => {
    await app.open('?mode=compare&algo=warnsdorff&vs=backtrack-warnsdorff');
    await expect(app.locator(S.mode('compare'))).toHaveAttribute('aria-pressed', 'true');
    await expect(app.locator(`${S.sideFigure('first')} ${S.caption}`)).toHaveText('warnsdorff');
    await expect(app.locator(`${S.sideFigure('second')} ${S.caption}`)).toHaveText('backtrack-warnsdorff');
    await app.locator(`${S.sideBoard('second')} ${S.square('e3')}`).click();
    await expect(app.root).toHaveAttribute('data-state', 'playing');
    await app.action('play').click();
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    // Paused at move 1 already, or later: back to move 1.
    if (await app.action('start').isEnabled()) await app.action('start').click();
    const first = app.locator(`${S.sideBoard('first')} ${S.stepped}`);
    const second = app.locator(`${S.sideBoard('second')} ${S.stepped}`);
    await expect(first).toHaveCount(1);
    for (let k = 2; k <= 5; k++) {
      await app.action('forward').click();
      await expect(first, 'in step').toHaveCount(k);
      await expect(second, 'in step').toHaveCount(k);
    }
    expect((await sideSteps(app, 'first'))[0]).toBe('e3');
    expect((await sideSteps(app, 'second'))[0]).toBe('e3');
    await app.action('end').click();
    await expect(app.root).toHaveAttribute('data-state', 'stuck');
    // Seed 001's failure from e3, beside the reader's backtracking fix, which completes.
    const firstRoute = await sideSteps(app, 'first');
    const secondRoute = await sideSteps(app, 'second');
    expect(pathProblem(firstRoute, 8, 8)).toBeNull();
    expect(firstRoute).toHaveLength(60);
    expect(tourProblem(secondRoute, 8, 8)).toBeNull();
    await expect(app.locator(S.compareOutcome('first'))).toHaveAttribute('data-outcome', 'stuck');
    await expect(app.locator(S.compareOutcome('second'))).toHaveAttribute('data-outcome', 'complete');
    await expect(app.locator(`${S.sideBoard('first')} ${S.squareClass('a5', 'unreached')}`),
      'the stuck side outlines its unreached squares').toHaveCount(1);
    await expect(app.locator(`${S.sideBoard('first')} ${S.squareWith('unreached')}`)).toHaveCount(4);
    await expect(app.locator(`${S.sideBoard('second')} ${S.squareWith('unreached')}`)).toHaveCount(0);
    await expect(app.status).toHaveText(/^warnsdorff: stuck at a4 after 60 squares · backtrack-warnsdorff: complete tour \(open\)$/);
    await app.screenshot('desktop-compare');

    // Arrow keys on the second board keep the focus on the second board.
    await app.locator(`${S.sideBoard('second')} ${S.square('e3')}`).focus();
    await page.keyboard.press('ArrowRight');
    await expect(app.locator(`${S.sideBoard('second')} ${S.square('f3')}`)).toBeFocused();
    await expect(app.locator(S.sideBoard('second'))).toHaveAttribute('aria-label', /backtrack-warnsdorff$/);

    // Another second algorithm solves both again from the same start.
    await app.control('second').selectOption('fast');
    await expect(app.locator(`${S.sideFigure('second')} ${S.caption}`)).toHaveText('fast');
    await expect(app.root).toHaveAttribute('data-state', oneOf('playing', 'paused', 'stuck'));
    await expect(app.locator(`${S.sideBoard('first')} ${S.step(1)}`)).toHaveAttribute('data-square', 'e3');
    await expect(app.locator(`${S.sideBoard('second')} ${S.step(1)}`)).toHaveAttribute('data-square', 'e3');
  });

  test('switching mode while a search runs leaves nothing pending', async ({ app, page }) => {
    await app.open('?algo=backtrack');
    await app.square('b1').click();
    await expect(app.root).toHaveAttribute('data-state', 'solving');
    await app.locator(S.mode('compare')).click();
    await expect(app.root).toHaveAttribute('data-state', 'idle');
    await app.locator(S.mode('watch')).click();
    await expect(app.root).toHaveAttribute('data-state', 'idle');
    await expect(app.action('cancel')).toHaveCount(0);
    expect(page.url()).not.toMatch(/autoplay|start=/);
  });

  test('compares fast with the random walk from a link', async ({ app }) => {
    await app.open('?mode=compare&board=6x6&vs=random&start=a1&autoplay=1&speed=1000');
    await expect(app.root).toHaveAttribute('data-state', oneOf('done', 'stuck'), { timeout: 20_000 });
    expect(tourProblem(await sideSteps(app, 'first'), 6, 6), 'fast always finds the tour').toBeNull();
    await expect(app.locator(S.compareOutcome('first'))).toHaveAttribute('data-outcome', 'complete');
    const second = await sideSteps(app, 'second');
    expect(second[0]).toBe('a1');
    expect(pathProblem(second, 6, 6)).toBeNull();
  });

  test("each board's state is said for that board, and fast's \"no\" gives its reason", async ({ app }) => {
    await app.open('?board=5x5&mode=compare&vs=warnsdorff');
    await app.locator(`${S.sideBoard('first')} ${S.square('b5')}`).click();
    await expect(app.root).toHaveAttribute('data-state', 'playing');
    const reason = 'no tour from b5: the board has an odd number of squares, and every knight move changes colour';
    await expect(app.status).toHaveText(new RegExp(`^Playing — fast: ${reason}.* · warnsdorff: move \\d+ of 24, knight on [a-e][1-5]$`));
    await app.action('play').click();
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    // Paused at move 1 already, or later: back to move 1.
    if (await app.action('start').isEnabled()) await app.action('start').click();
    for (let k = 1; k <= 8; k++) {
      // Warnsdorff's own move count and square; fast's board keeps its one square.
      const route = await sideSteps(app, 'second');
      expect(route).toHaveLength(k);
      await expect(app.status).toHaveText(new RegExp(`^Paused — fast: ${reason}.* · warnsdorff: move ${k} of 24, knight on ${route.at(-1)}$`));
      expect(await sideSteps(app, 'first')).toEqual(['b5']);
      await app.action('forward').click();
    }
    await app.action('end').click();
    await expect(app.root).toHaveAttribute('data-state', 'stuck');
    await expect(app.status).toHaveText(new RegExp(`^fast: ${reason}.*; this square has the other colour · warnsdorff: stuck at e1 after 24 squares$`));
  });

  test("each board's move count is grouped in thousands", async ({ app }) => {
    await app.open('?board=40x40&mode=compare&vs=warnsdorff&start=a1&step=1001');
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    expect(await sideSteps(app, 'first')).toHaveLength(1001);
    await expect(app.status).toHaveText(
      /^Paused — fast: move 1,001 of 1,600, knight on [a-z]+\d+ · warnsdorff: move 1,001 of [\d,]+, knight on [a-z]+\d+$/);
  });

  test('refuses giant boards', async ({ app }) => {
    await app.open('?mode=compare&board=200x200');
    await expect(app.locator(S.notice)).toContainText('Play, compare and puzzle modes need a board no larger than 50 × 50.');
    await expect(app.locator(S.mode('compare'))).toBeDisabled();
  });
});
