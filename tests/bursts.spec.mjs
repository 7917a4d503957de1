// Bursts: a class clicking as fast as it can, and a student paging back and forth
// through the browser's history, while work runs. The page ends in the state of the last
// action, answers the next click, and logs no error (the fixtures fail a test on any).
import { test, expect } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';
import { randomFrom } from './support/random.mjs';

test.describe('bursts of input while work runs', () => {
  test('three hundred clicks while backtracking solves start and cancel end on a run from the last square', async ({ app }) => {
    // Each click waits for the page to take it; on a busy machine that is most of the time.
    test.setTimeout(300_000);
    await app.open('?board=8x8&algo=backtrack');
    const names = await app.locator(S.squares).evaluateAll((squares) => squares.map((s) => s.dataset.square));
    const boxes = new Map();
    for (const name of names) boxes.set(name, await app.square(name).boundingBox());
    const next = randomFrom(34);
    let last;
    for (let click = 0; click < 300; click++) {
      last = names[Math.floor(next() * names.length)];
      const box = boxes.get(last);
      await app.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    }
    // Backtracking from a corner of 8x8 spends its budget; whatever the last run ends as,
    // it starts on the last square clicked, and nothing else is left running.
    await expect(app.root).toHaveAttribute('data-state', /^(playing|paused|done|stuck)$/, { timeout: 60_000 });
    await expect(app.locator('[data-step="1"]')).toHaveAttribute('data-square', last);
    // The page still answers.
    const other = names.find((name) => name !== last);
    await app.page.evaluate(() => document.querySelector('.app').removeAttribute('data-state'));
    await app.square(other).click();
    await expect(app.root).toHaveAttribute('data-state', /^(playing|paused|done|stuck)$/, { timeout: 60_000 });
    await expect(app.locator('[data-step="1"]')).toHaveAttribute('data-square', other);
  });

  test('back and forward through the history while a survey runs end on the page last asked for, which answers', async ({ app }) => {
    test.setTimeout(180_000);
    await app.open('?board=6x6');
    await app.open('?board=8x8&algo=backtrack');
    await app.action('survey').click();
    await expect(app.root).toHaveAttribute('data-state', 'surveying');
    for (let round = 0; round < 4; round++) {
      await app.page.goBack();
      await expect(app.board).toHaveAttribute('data-rows', '6');
      await app.page.goForward();
      await expect(app.board).toHaveAttribute('data-rows', '8');
    }
    // The last page asked for: 8x8, whose squares still start runs.
    await expect(app.board).toHaveAttribute('data-cols', '8');
    await app.page.evaluate(() => document.querySelector('.app').removeAttribute('data-state'));
    await app.square('c3').click();
    await expect(app.locator('[data-step="1"]')).toHaveAttribute('data-square', 'c3', { timeout: 60_000 });
    await expect(app.root).toHaveAttribute('data-state', /^(playing|paused|done|stuck|surveying)$/, { timeout: 60_000 });
  });
});
