// Issue 4: boards up to 1000 x 1000 render on a canvas, build at once and play fast.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, waitForState, statusText, screenshot } from './support/browser.mjs';

describe('large boards', () => {
  let env;
  before(async () => { env = await launch(); });
  after(async () => { await env.stop(); });

  it('a closed tour of 1000x1000 is built, shown and played to the end', async () => {
    const page = await openApp(env, '?board=1000x1000&start=a1&closed=1');
    assert.equal(await page.getAttribute('canvas', 'data-mode'), 'large');
    await waitForState(page, ['paused'], 30000);
    assert.match(await page.textContent('[data-testid="stats"]'), /complete tour \(closed\)/);
    await page.click('[data-action="end"]');
    await waitForState(page, ['done']);
    assert.equal(await page.getAttribute('canvas', 'data-shown'), '1000000');
    assert.match(await statusText(page), /^Tour complete: 1000000\/1000000 \(closed\)/);
    await screenshot(page, 'desktop-1000x1000');
    assert.deepEqual(page.problems, []);
    await page.close();
  });

  it('a click on the canvas starts from the square under the pointer, and playback is fast', async () => {
    const page = await openApp(env, '?board=100x100&speed=4');
    const box = await page.locator('canvas').boundingBox();
    // The bottom-left cell is a1.
    await page.mouse.click(box.x + 2, box.y + box.height - 2);
    await waitForState(page, ['playing', 'done']);
    assert.match(await page.textContent('[data-testid="stats"]'), /a1 \(seed 99,0\)/);
    // 10,000 squares play in well under the 2,500 s that 4 moves/s would take.
    await waitForState(page, ['done'], 20000);
    await page.close();
  });
});
