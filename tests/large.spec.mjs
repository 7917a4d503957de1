// Boards up to 1000 x 1000 render on a canvas, build at once and play fast.
import { test, expect, oneOf } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';

test.describe('large boards', () => {
  test('a closed tour of 1000x1000 is built, shown and played to the end', async ({ app }) => {
    await app.open('?board=1000x1000&start=a1&closed=1');
    const canvas = app.locator(S.canvasBoard);
    await expect(canvas).toHaveAttribute('data-rows', '1000');
    await expect(canvas).toHaveAttribute('data-cols', '1000');
    await expect(app.root).toHaveAttribute('data-state', 'paused', { timeout: 30_000 });
    await expect(app.locator(S.stats)).toContainText('complete tour (closed)');
    await app.action('end').click();
    await expect(app.root).toHaveAttribute('data-state', 'done');
    await expect(canvas).toHaveAttribute('data-shown', '1000000');
    await expect(app.status).toHaveText(/^Tour complete: 1,000,000\/1,000,000 \(closed\)/);
    await app.screenshot('desktop-1000x1000');
  });

  test('a click on the canvas starts from the square under the pointer, and playback is fast', async ({ app, page }) => {
    await app.open('?board=100x100&speed=4');
    const box = await app.locator(S.canvasBoard).boundingBox();
    // The bottom-left cell is a1.
    await page.mouse.click(box.x + 2, box.y + box.height - 2);
    await expect(app.root).toHaveAttribute('data-state', oneOf('playing', 'done'));
    // fast is no seed text's algorithm: the start by its name alone.
    await expect(app.locator(S.stats).locator('dt:text-is("Start") + dd')).toHaveText('a1');
    // The canvas plays a whole tour in about ten seconds whatever the slider says: 4
    // moves a second would show 40 squares in 10 s, and 10,000 squares in 2,500 s.
    const shown = () => app.locator(S.canvasBoard).evaluate((canvas) => Number(canvas.dataset.shown));
    await expect.poll(shown, { timeout: 10_000 }).toBeGreaterThan(1000);
    // About 10 s alone; slower when the other worker loads the machine.
    await expect(app.root).toHaveAttribute('data-state', 'done', { timeout: 45_000 });
    await expect(app.locator(S.canvasBoard)).toHaveAttribute('data-shown', '10000');
  });
});
