// Journeys a teacher takes on the page as offered: a thin board from an inner-row start,
// Edit board and the piece select on one board, the code panel while the board plays, and
// a chosen last square. Each route shown is checked square by square here, apart from the
// app's own validator.
import { test, expect } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';
import { tourProblem } from './support/tour.mjs';

const panel = '[data-testid="code"]';

test.describe('a teacher on the one page', () => {
  test('thin boards: the middle row of 3x50 starts a validated tour; the inner rows of 4x50 are refused with the reason', async ({ app }) => {
    await app.open('?board=3x50');
    await app.square('b2').click();
    await app.action('end').click();
    await expect(app.root).toHaveAttribute('data-outcome', 'complete');
    await expect(app.root).toHaveAttribute('data-state', 'done');
    const route = await app.steppedSquares();
    expect(route[0]).toBe('b2');
    expect(tourProblem(route, 3, 50)).toBeNull();

    // The link the issue tracker quoted: an outer-row start of 4x50, a tour at once.
    await app.open('?board=4x50&start=b1&autoplay=1&speed=1000');
    await expect(app.root).toHaveAttribute('data-outcome', 'complete');
    await expect(app.root).toHaveAttribute('data-state', 'done');
    const thin = await app.steppedSquares();
    expect(thin[0]).toBe('b1');
    expect(tourProblem(thin, 4, 50)).toBeNull();

    // An inner row of 4 x n never starts a tour, and the page says why at once.
    await app.square('c2').click();
    await expect(app.root).toHaveAttribute('data-outcome', 'impossible');
    await expect(app.status).toContainText('c2');
    await expect(app.status).toBeInViewport();
  });

  test('Edit board and the piece select on one board: the camel is refused, the knight tours around the holes', async ({ app }) => {
    await app.open('?board=8x8');
    await app.openSection('board');
    await app.control('leaper').selectOption('camel');
    await app.square('a1').click();
    await expect(app.root).toHaveAttribute('data-outcome', 'impossible');
    await expect(app.status).toContainText("keeps the square's colour");

    await app.control('leaper').selectOption('knight');
    await app.action('edit-board').click();
    await app.locator('[data-preset="centre-removed"]').click();
    await app.action('edit-board').click();
    await expect(app.locator(S.squares)).toHaveCount(60);
    await expect(app.page).toHaveURL(/[?&]holes=/);
    await app.square('a1').click();
    await app.action('end').click();
    await expect(app.root).toHaveAttribute('data-state', 'done');
    const route = await app.steppedSquares();
    expect(route).toHaveLength(60);
    expect(new Set(route).size).toBe(60);
    for (const hole of ['d4', 'e4', 'd5', 'e5']) expect(route).not.toContain(hole);
  });

  test('the code panel follows the board while it plays, both in view', async ({ app }) => {
    await app.open('?board=8x8&algo=warnsdorff&start=a1&code=1&autoplay=1&speed=2');
    await expect(app.root).toHaveAttribute('data-state', 'playing');
    const current = app.locator(`${panel} li[aria-current="step"]`);
    await expect(current).toBeVisible();
    const lines = await app.recordAttribute(panel, 'data-line');
    await expect.poll(async () => (await lines()).length >= 3
      && (await app.steppedSquares()).length >= 2, { timeout: 15000 }).toBe(true);
    await expect(app.board).toBeInViewport();
    await expect(current).toBeInViewport();
    await expect(app.action('play')).toBeInViewport();
  });

  test('a chosen last square: the tour from a1 ends on f5, checked move by move', async ({ app }) => {
    await app.open('?board=6x6&end=f5');
    await expect(app.locator(S.endSquare)).toHaveText('Last square: f5');
    await app.square('a1').click();
    await app.action('end').click();
    await expect(app.root).toHaveAttribute('data-state', 'done');
    const route = await app.steppedSquares();
    expect(tourProblem(route, 6, 6)).toBeNull();
    expect(route[0]).toBe('a1');
    expect(route.at(-1)).toBe('f5');
  });
});
