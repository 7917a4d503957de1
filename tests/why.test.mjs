// Issue 5 (part): "why this move" shows the candidates of the next move with their
// onward counts; the expectation is computed here from the board's own data-step squares.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, waitForState, steppedSquares, screenshot, waitForStepCount } from './support/browser.mjs';
import { parseSquare, isKnightMove } from './support/tour.mjs';

const files = 'abcdefgh';
const all = [...files].flatMap((f) => [1, 2, 3, 4, 5, 6, 7, 8].map((r) => `${f}${r}`));

describe('why this move', () => {
  let env;
  before(async () => { env = await launch(); });
  after(async () => { await env.stop(); });

  it('lists every candidate with its onward count and picks the lowest', async () => {
    const page = await openApp(env, '?algo=warnsdorff&start=g3');
    await waitForState(page, ['paused']);
    for (let step = 1; step <= 6; step++) {
      const visited = new Set(await steppedSquares(page));
      const route = await steppedSquares(page);
      const here = route[route.length - 1];
      const free = (sq) => !visited.has(sq);
      const expected = Object.fromEntries(all
        .filter((sq) => free(sq) && isKnightMove(here, sq))
        .map((sq) => [sq, all.filter((n) => free(n) && n !== sq && isKnightMove(sq, n)).length]));
      const shown = await page.$$eval('[data-testid="why"] li[data-square]', (items) =>
        Object.fromEntries(items.map((li) => [li.dataset.square, Number(li.dataset.score)])));
      assert.deepEqual(shown, expected, `step ${step} from ${here}`);
      const picked = await page.getAttribute('[data-testid="why"] li.picked', 'data-square');
      assert.equal(expected[picked], Math.min(...Object.values(expected)));
      await page.click('[data-action="forward"]');
      await waitForStepCount(page, step + 1);
      const next = (await steppedSquares(page)).at(-1);
      assert.equal(next, picked, 'the knight goes where the panel said');
    }
    await page.click('[data-action="degrees"]');
    assert.ok((await page.locator('.corner.degree').count()) > 40);
    await screenshot(page, 'desktop-why');
    assert.deepEqual(page.problems, []);
    await page.close();
  });

  it('explains a tie by the move order and a dead end by the unreached squares', async () => {
    const page = await openApp(env, '?algo=warnsdorff&start=e3');
    await waitForState(page, ['paused']);
    let tie = false;
    for (let i = 0; i < 60 && !tie; i++) {
      tie = /^Tie between .* comes first in the gossip move order\.$/.test(await page.textContent('[data-testid="why-reason"]'));
      if (!tie) await page.click('[data-action="forward"]');
    }
    assert.ok(tie, 'some step of the e3 run is a tie');
    await page.click('[data-action="end"]');
    await waitForState(page, ['stuck']);
    assert.match(await page.textContent('[data-testid="why-reason"]'), /^Dead end at a4: .* 4 squares \(outlined\)/);
    assert.equal(parseSquare('a4').rank, 4);
    await page.close();
  });
});
