// A host page the app cannot trust: it floods the frame with malformed messages, resizes
// it in a storm, embeds it at 1x1 and at height 0, hides and shows it. Afterwards a click
// on a square is still answered, and no page of the test logged an error (the fixture's
// `pageProblems` fails the test on any console or page error, frames included).
import { test, expect, oneOf } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';

/** A host page holding the app in an iframe `#app` of the given size. */
async function host(page, baseURL, query, { width = 400, height = 480 } = {}) {
  await page.setContent(`<!doctype html><body style="margin:0">
    <iframe id="app" src="${baseURL}${query}" width="${width}" height="${height}" style="border:0"></iframe>
  </body>`);
  const frame = page.frameLocator('#app');
  await expect(frame.locator(`${S.app}[data-state]`)).toBeAttached({ timeout: 30_000 });
  return frame;
}

/** Gives the frame a usable size again and clicks `square`: the app must answer. */
async function stillAnswers(page, frame, square = 'a1') {
  await page.evaluate(() => {
    const iframe = document.getElementById('app');
    Object.assign(iframe.style, { display: 'block', visibility: 'visible' });
    iframe.width = '400';
    iframe.height = '480';
  });
  await frame.locator(S.square(square)).click();
  await expect(frame.locator(S.app)).toHaveAttribute('data-state', oneOf('playing', 'done', 'paused'), { timeout: 20_000 });
  await expect(frame.locator(S.stepped).first()).toBeAttached();
}

test.describe('a hostile host page', () => {
  test('a flood of malformed messages changes nothing', async ({ page, baseURL }) => {
    const frame = await host(page, baseURL, '?embed=1&board=6x6');
    await page.evaluate(() => {
      const target = document.getElementById('app').contentWindow;
      const huge = 'x'.repeat(1 << 20);
      const nested = JSON.parse('['.repeat(500) + ']'.repeat(500));
      const almost = [
        { source: 'knights-tour' },
        { source: 'knights-tour', event: 'done', step: 'x', length: -1, board: '0x0' },
        { source: 'knights-tour', event: 'error', message: huge },
        { source: 'knights-tour', event: 'step', step: Number.NaN, board: {} },
        { event: 'click', square: 'a1' },
        { source: 'tour-engine', id: 1, words: [1, 2, 3] },
        { type: 'job', words: new Uint32Array(8) },
        { job: 1, bytes: new Uint8Array([4, 8, 8, 1, 2, 0]) },
        { ready: true, reports: [] },
        { job: 1, done: true, reports: [new Uint8Array(3)] },
      ];
      const junk = [null, undefined, 0, -1, Number.NaN, Infinity, true, '', huge, [], nested,
        new ArrayBuffer(1024), Symbol.for ? 'symbol' : '', ...almost];
      for (let round = 0; round < 40; round++) {
        for (const message of junk) target.postMessage(message, '*');
      }
    });
    // The frame has read the flood before the click: one more message after it, answered.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await stillAnswers(page, frame);
  });

  test('a storm of sizes from 0 to 2,000 px leaves the board answering', async ({ page, baseURL }) => {
    const frame = await host(page, baseURL, '?embed=1&board=8x8');
    await page.evaluate(() => new Promise((resolve) => {
      const iframe = document.getElementById('app');
      let frameCount = 0;
      const storm = () => {
        const size = (frameCount * 397) % 2001;
        iframe.width = String(size);
        iframe.height = String(2000 - size);
        frameCount += 1;
        if (frameCount < 120) requestAnimationFrame(storm);
        else resolve();
      };
      storm();
    }));
    await stillAnswers(page, frame, 'c3');
  });

  test('embedded at 1x1, then at height 0, it starts and answers once it has room', async ({ page, baseURL }) => {
    const tiny = await host(page, baseURL, '?embed=1&board=5x5', { width: 1, height: 1 });
    await stillAnswers(page, tiny);
    const flat = await host(page, baseURL, '?embed=1&board=5x5&start=a1', { width: 400, height: 0 });
    await stillAnswers(page, flat, 'c3');
  });

  test('hidden and shown again, while it plays, it goes on', async ({ page, baseURL }) => {
    const frame = await host(page, baseURL, '?embed=1&board=8x8&start=a1&autoplay=1&speed=200');
    for (let round = 0; round < 10; round++) {
      await page.evaluate((round) => {
        const iframe = document.getElementById('app');
        if (round % 2) iframe.style.display = round % 4 === 1 ? 'none' : 'block';
        else iframe.style.visibility = round % 4 === 0 ? 'hidden' : 'visible';
      }, round);
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    }
    await stillAnswers(page, frame, 'h8');
  });
});
