// "Why this move" shows the candidates of the next move with their onward counts; the
// expectation is computed here from the board's own data-step squares.
import { test, expect } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';
import { isKnightMove } from './support/tour.mjs';

const files = 'abcdefgh';
const all = [...files].flatMap((f) => [1, 2, 3, 4, 5, 6, 7, 8].map((r) => `${f}${r}`));

test.describe('why this move', () => {
  test('lists every candidate with its onward count and picks the lowest', async ({ app }) => {
    await app.open('?algo=warnsdorff&start=g3');
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    for (let step = 1; step <= 6; step++) {
      await expect(app.locator(S.stepped)).toHaveCount(step);
      const route = await app.steppedSquares();
      const visited = new Set(route);
      const here = route.at(-1);
      const free = (sq) => !visited.has(sq);
      const expected = Object.fromEntries(all
        .filter((sq) => free(sq) && isKnightMove(here, sq))
        .map((sq) => [sq, all.filter((n) => free(n) && n !== sq && isKnightMove(sq, n)).length]));
      expect(Object.keys(expected).length, `step ${step}: moves from ${here}`).toBeGreaterThan(0);
      const shown = await app.locator(S.whyCandidates).evaluateAll((items) =>
        Object.fromEntries(items.map((li) => [li.dataset.square, Number(li.dataset.score)])));
      expect(shown, `step ${step} from ${here}`).toEqual(expected);
      const picked = await app.locator(S.whyPicked).getAttribute('data-square');
      expect(expected[picked]).toBe(Math.min(...Object.values(expected)));
      await app.action('forward').click();
      await expect(app.locator(S.step(step + 1)), 'the knight goes where the panel said')
        .toHaveAttribute('data-square', picked);
    }
    await app.action('degrees').click();
    await expect(app.action('degrees')).toHaveAttribute('aria-pressed', 'true');
    // Every unvisited square gets its onward count, except the next move's candidates,
    // which carry the panel's score instead.
    const route = await app.steppedSquares();
    expect(route).toHaveLength(7);
    const candidates = await app.locator(S.whyCandidates).evaluateAll((items) => items.map((li) => li.dataset.square));
    expect(candidates.length).toBeGreaterThan(0);
    const onward = (sq) => all.filter((n) => !route.includes(n) && n !== sq && isKnightMove(sq, n)).length;
    const expected = Object.fromEntries(all
      .filter((sq) => !route.includes(sq) && !candidates.includes(sq))
      .map((sq) => [sq, onward(sq)]));
    await expect(app.locator(S.degreeCorners)).toHaveCount(Object.keys(expected).length);
    // Each count sits in its square's top-right corner: find the square under it.
    const written = await app.locator(S.degreeCorners).evaluateAll((corners, squares) => {
      const boxes = [...document.querySelectorAll(squares)].map((sq) => [sq.dataset.square, sq.getBoundingClientRect()]);
      return Object.fromEntries(corners.map((corner) => {
        const c = corner.getBoundingClientRect();
        const [x, y] = [c.x + c.width / 2, c.y + c.height / 2];
        const [name] = boxes.find(([, b]) => x > b.left && x < b.right && y > b.top && y < b.bottom) ?? [null];
        return [name, Number(corner.textContent)];
      }));
    }, S.squares);
    expect(written).toEqual(expected);
    await app.screenshot('desktop-why');
  });

  test('explains a tie by the move order and a dead end by the unreached squares', async ({ app }) => {
    await app.open('?algo=warnsdorff&start=e3');
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    const reason = app.locator(S.whyReason);
    let tie = false;
    for (let i = 0; i < 60 && !tie; i++) {
      tie = /^Tie between .* comes first in the gossip move order\.$/.test(await reason.textContent());
      if (!tie) {
        await app.action('forward').click();
        await expect(app.locator(S.stepped)).toHaveCount(i + 2);
      }
    }
    expect(tie, 'some step of the e3 run is a tie').toBe(true);
    await app.action('end').click();
    await expect(app.root).toHaveAttribute('data-state', 'stuck');
    await expect(reason).toHaveText(/^Dead end at a4: .* 4 squares \(outlined\)/);
    // The four squares the knight can no longer reach are the ones outlined.
    const unreached = app.locator(S.squareWith('unreached'));
    await expect(unreached).toHaveCount(4);
    const route = await app.steppedSquares();
    expect(route).toHaveLength(60);
    const outlined = await unreached.evaluateAll((items) => items.map((g) => g.dataset.square).sort());
    expect(outlined).toEqual(all.filter((sq) => !route.includes(sq)).sort());
  });
});
