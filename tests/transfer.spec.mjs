// Export and import: the route leaves as a numbered board, a move list, JSON, SVG and
// PNG, and comes back in through the import box; a bad paste names its first bad move
// and points it out on the board.
import { readFile } from 'node:fs/promises';
import { test, expect } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';
import { tourProblem } from './support/tour.mjs';

async function download(app, action) {
  const [file] = await Promise.all([app.page.waitForEvent('download'), app.action(action).click()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** The squares of a numbered board (top rank first, 0 = unvisited) in move order. */
function routeOfGrid(grid) {
  const rows = grid.split('\n').filter((line) => line.trim()).map((line) => line.trim().split(/\s+/).map(Number));
  const route = [];
  rows.forEach((row, r) => row.forEach((n, c) => {
    if (n > 0) route[n - 1] = `${String.fromCharCode(97 + c)}${rows.length - r}`;
  }));
  return { rows, route };
}

test.describe('export and import', () => {
  test('exports the shown tour in every format, and the text reads back in', async ({ app, context }) => {
    await app.open('?board=6x6&algo=warnsdorff&start=a1');
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    await app.locator(S.exportToggle).click();
    const board = await download(app, 'download-board');
    expect(board.name).toBe('knights-tour-6x6.txt');
    const grid = board.bytes.toString('utf8');
    // The seeds' layout: six lines of six numbers, each printed %3d.
    const lines = grid.split('\n').filter(Boolean);
    expect(lines).toHaveLength(6);
    for (const line of lines) expect(line).toMatch(/^( {2}\d| \d\d){6}$/);

    const moves = (await download(app, 'download-moves')).bytes.toString('utf8').trim().split(' ');
    expect(moves).toHaveLength(36);
    expect(tourProblem(moves, 6, 6)).toBeNull();
    expect(moves[0]).toBe('a1');
    expect(routeOfGrid(grid).route, 'the numbered board is the same tour').toEqual(moves);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await app.action('copy-moves').click();
    await expect(app.locator(S.exportCopied)).toHaveText(/Copied/);
    expect((await app.page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(moves.join(' '));

    const json = JSON.parse((await download(app, 'download-json')).bytes.toString('utf8'));
    expect(json).toMatchObject({ board: '6x6', algorithm: 'warnsdorff', end: null, moves });

    const svg = (await download(app, 'download-svg')).bytes.toString('utf8');
    const parsed = await app.page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      return {
        error: !!doc.querySelector('parsererror'),
        numbers: [...doc.querySelectorAll('text[font-size="24"]')].map((t) => Number(t.textContent)).sort((a, b) => a - b),
        width: doc.documentElement.getAttribute('width'),
      };
    }, svg);
    expect(parsed).toEqual({ error: false, numbers: Array.from({ length: 36 }, (_, i) => i + 1), width: String(26 + 6 * 60) });

    const png = (await download(app, 'download-png')).bytes;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([2 * (26 + 6 * 60), 2 * (6 * 60 + 26)]);

    // The numbered board, pasted back, is the same tour, playable.
    const again = await app.openAnother();
    await again.locator(S.importToggle).click();
    await again.control('import-text').fill(grid);
    await again.action('import').click();
    await expect(again.root).toHaveAttribute('data-state', 'paused');
    await expect(again.board).toHaveAttribute('data-rows', '6');
    await again.action('end').click();
    await expect(again.root).toHaveAttribute('data-state', 'done');
    expect(await again.steppedSquares()).toEqual(moves);
  });

  test('refuses a bad paste and points at the first bad move', async ({ app }) => {
    await app.open();
    await app.locator(S.importToggle).click();
    const error = app.locator(S.importError);
    const paste = async (text) => {
      await app.control('import-text').fill(text);
      await app.action('import').click();
    };
    await paste('1. a1 2. b3 3. c5 4. c6');
    await expect(error).toHaveText("Not imported: move 4: c5 to c6 is not a knight's move.");
    await expect(app.locator(S.squareWith('culprit'))).toHaveCount(2);
    await expect(app.locator(S.squareClass('c6', 'culprit'))).toHaveCount(1);
    await expect(app.locator(S.squareClass('c5', 'culprit'))).toHaveCount(1);
    await paste('1 2\n3');
    await expect(error).toHaveText('Not imported: row 2 has a different number of entries (1) from the first row (2).');
    await paste('a1 b3 a1');
    await expect(error).toHaveText(/move 3: a1 was already visited at move 1/);
    // A pasted numbered board is read on its own size: the bad move is named there and
    // not outlined on the 8x8 board shown.
    await paste('1 2 0\n0 0 0\n0 0 0');
    await expect(error).toHaveText("Not imported: move 2: a3 to b3 is not a knight's move.");
    await expect(app.locator(S.squareWith('culprit'))).toHaveCount(0);
    // A short path is shown as what it is.
    await paste('a1 b3 c5');
    await expect(error).toHaveCount(0);
    await app.action('end').click();
    await expect(app.locator(S.stepped)).toHaveCount(3);
    expect(await app.steppedSquares()).toEqual(['a1', 'b3', 'c5']);
    await expect(app.status).toHaveText(/A knight's path of 3 of 64 squares, not a whole tour/);
  });
});
