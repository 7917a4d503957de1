// Issue 6 (export and import): the route leaves as a numbered board, a move list, JSON,
// SVG and PNG, and comes back in through the import box; a bad paste names its first
// bad move and points it out on the board.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { launch, openApp, waitForState, steppedSquares } from './support/browser.mjs';
import { tourProblem } from './support/tour.mjs';

async function download(page, action) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click(`[data-action="${action}"]`)]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

describe('export and import', () => {
  let env;
  before(async () => { env = await launch(); });
  after(async () => { await env.stop(); });

  it('exports the shown tour in every format, and the text reads back in', async () => {
    const page = await openApp(env, '?board=6x6&algo=warnsdorff&start=a1');
    await waitForState(page, ['paused']);
    await page.click('[data-testid="export"] summary');
    const board = await download(page, 'download-board');
    assert.equal(board.name, 'knights-tour-6x6.txt');
    const grid = board.bytes.toString('utf8');
    assert.equal(grid.split('\n').filter(Boolean).length, 6);
    assert.match(grid, /^ {2}\d| {1}\d\d/);

    const moves = (await download(page, 'download-moves')).bytes.toString('utf8').trim().split(' ');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.click('[data-action="copy-moves"]');
    await page.waitForSelector('[data-testid="export"] .copied:has-text("Copied")');
    assert.equal((await page.evaluate(() => navigator.clipboard.readText())).trim(), moves.join(' '));
    assert.equal(moves.length, 36);
    assert.equal(tourProblem(moves, 6, 6), null);
    assert.equal(moves[0], 'a1');

    const json = JSON.parse((await download(page, 'download-json')).bytes.toString('utf8'));
    assert.equal(json.board, '6x6');
    assert.deepEqual(json.moves, moves);
    assert.equal(json.algorithm, 'warnsdorff');

    const svg = (await download(page, 'download-svg')).bytes.toString('utf8');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      return { error: !!doc.querySelector('parsererror'), numbers: [...doc.querySelectorAll('text[font-size="24"]')].length, width: doc.documentElement.getAttribute('width') };
    }, svg);
    assert.deepEqual(parsed, { error: false, numbers: 36, width: String(26 + 6 * 60) });

    const png = (await download(page, 'download-png')).bytes;
    assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [2 * (26 + 6 * 60), 2 * (6 * 60 + 26)]);

    // The numbered board, pasted back, is the same tour, playable.
    const again = await openApp(env, '');
    await again.click('[data-testid="import"] summary');
    await again.fill('[data-control="import-text"]', grid);
    await again.click('[data-action="import"]');
    await waitForState(again, ['paused']);
    assert.equal(await again.getAttribute('[data-rows]', 'data-rows'), '6');
    await again.click('[data-action="end"]');
    assert.deepEqual(await steppedSquares(again), moves);
    assert.equal(await again.getAttribute('.app', 'data-state'), 'done');
    assert.deepEqual([...page.problems, ...again.problems], []);
    await page.close();
    await again.close();
  });

  it('refuses a bad paste and points at the first bad move', async () => {
    const page = await openApp(env, '');
    await page.click('[data-testid="import"] summary');
    await page.fill('[data-control="import-text"]', '1. a1 2. b3 3. c5 4. c6');
    await page.click('[data-action="import"]');
    assert.equal(await page.textContent('[data-testid="import-error"]'), "Not imported: move 4: c5 to c6 is not a knight's move.");
    assert.ok(await page.$('[data-square="c6"].culprit'));
    assert.ok(await page.$('[data-square="c5"].culprit'));
    await page.fill('[data-control="import-text"]', '1 2\n3');
    await page.click('[data-action="import"]');
    assert.equal(await page.textContent('[data-testid="import-error"]'), 'Not imported: row 2 has a different number of entries (1) from the first row (2).');
    await page.fill('[data-control="import-text"]', 'a1 b3 a1');
    await page.click('[data-action="import"]');
    assert.match(await page.textContent('[data-testid="import-error"]'), /move 3: a1 was already visited at move 1/);
    // A pasted numbered board is read on its own size: the bad move is named there and
    // not outlined on the 8x8 board shown.
    await page.fill('[data-control="import-text"]', '1 2 0\n0 0 0\n0 0 0');
    await page.click('[data-action="import"]');
    assert.equal(await page.textContent('[data-testid="import-error"]'), "Not imported: move 2: a3 to b3 is not a knight's move.");
    assert.equal(await page.$('.culprit'), null);
    // A short path is shown as what it is.
    await page.fill('[data-control="import-text"]', 'a1 b3 c5');
    await page.click('[data-action="import"]');
    await page.click('[data-action="end"]');
    assert.deepEqual(await steppedSquares(page), ['a1', 'b3', 'c5']);
    assert.match(await page.textContent('[data-testid="status"]'), /A knight's path of 3 of 64 squares, not a whole tour/);
    await page.close();
  });
});
