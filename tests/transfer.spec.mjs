// Export and import: the route leaves as a numbered board, a move list, the run's JSON,
// SVG and PNG, and comes back in through the import box, as does the command line's
// JSON; a bad paste names its first bad move and points it out on the board.
import { readFile } from 'node:fs/promises';
import { test, expect } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';
import { tourProblem } from './support/tour.mjs';

async function download(app, action) {
  const [file] = await Promise.all([app.page.waitForEvent('download'), app.action(action).click()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** The squares of a numbered board (top rank first, 0 = unvisited) in move order. */
/** `knights-tour solve --board 5x5 --holes a1,b1 --start b2 --format json`: a tour of a
 * board with holes, with the search's counters and the tour's facts. */
const CLI_TOUR = '{"algorithm":"fast","best":0,"budget":10000000,"closed":false,"cols":5,"complete":true,"elapsed_ms":0.051,"holes":"a1:b1","leaper":"knight","order":null,"placed":23,"properties":{"bisected":null,"closed":false,"column_sums":[54,42,63,58,59],"crossings":32,"diagonal_sums":[61,48],"magic":false,"quadrisected":false,"row_sums":[69,64,67,48,28],"semi_magic":false,"symmetries":[]},"restarts":0,"retreats":0,"route":["b2","d1","e3","d5","b4","a2","c1","e2","c3","a4","c5","e4","d2","b3","a5","c4","e5","d3","e1","c2","d4","b5","a3"],"rows":5,"seed":null,"start":"b2","start_seed":"3,1","status":"complete","stuck_at":null,"tries":null,"visited":23}\n';

/** `knights-tour solve --board 6x6 --leaper zebra --start a1 --algo warnsdorff --format
 * json`: a zebra's walk, stuck after 8 moves. */
const CLI_ZEBRA = '{"algorithm":"warnsdorff","best":0,"budget":null,"closed":false,"cols":6,"complete":false,"elapsed_ms":0.023,"holes":null,"leaper":"zebra","order":"gossip","placed":9,"restarts":0,"retreats":0,"route":["a1","c4","f6","d3","a5","c2","e5","b3","e1"],"rows":6,"seed":null,"start":"a1","start_seed":"5,0","status":"stuck","stuck_at":"e1","tries":null,"visited":9}';

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

    const jsonText = (await download(app, 'download-json')).bytes.toString('utf8');
    const json = JSON.parse(jsonText);
    // The run's document, as the command line writes it (no search counters on the page).
    expect(Object.keys(json)).toEqual([
      'algorithm', 'closed', 'cols', 'complete', 'route', 'rows', 'start', 'start_seed', 'status', 'stuck_at', 'visited',
    ]);
    expect(json).toMatchObject({
      algorithm: 'warnsdorff', cols: 6, complete: true, route: moves, rows: 6,
      start: 'a1', start_seed: '5,0', status: 'complete', stuck_at: null, visited: 36,
    });

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

    // So is the JSON, on a page showing another board.
    const third = await app.openAnother('?board=8x8&leaper=zebra');
    await third.locator(S.importToggle).click();
    await third.control('import-text').fill(jsonText);
    await third.action('import').click();
    await expect(third.root).toHaveAttribute('data-state', 'paused');
    await expect(third.board).toHaveAttribute('data-rows', '6');
    await third.action('end').click();
    await expect(third.root).toHaveAttribute('data-state', 'done');
    expect(await third.steppedSquares()).toEqual(moves);
  });

  test("reads the command line's JSON, each run on its own board, holes and piece", async ({ app }) => {
    await app.open('?board=8x8');
    await app.locator(S.importToggle).click();
    const paste = async (text) => {
      await app.control('import-text').fill(text);
      await app.action('import').click();
    };
    await paste(CLI_TOUR);
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    await expect(app.board).toHaveAttribute('data-rows', '5');
    await expect(app.board).toHaveAttribute('data-cols', '5');
    for (const hole of ['a1', 'b1']) await expect(app.locator(S.square(hole))).toHaveCount(0);
    await app.action('end').click();
    await expect(app.root).toHaveAttribute('data-state', 'done');
    expect(await app.steppedSquares()).toEqual(JSON.parse(CLI_TOUR).route);

    await paste(CLI_ZEBRA);
    await expect(app.board).toHaveAttribute('data-rows', '6');
    await app.action('end').click();
    expect(await app.steppedSquares()).toEqual(JSON.parse(CLI_ZEBRA).route);
    await expect(app.status).toHaveText(/zebra/);
    await expect(app.locator(S.importError)).toHaveCount(0);

    // JSON cut short, or without a route, is refused with where or what.
    const error = app.locator(S.importError);
    await paste(CLI_TOUR.slice(0, 40));
    await expect(error).toHaveText('Not imported: the JSON breaks off or is malformed at line 1, column 41.');
    await paste('{"rows": 8, "cols": 8}');
    await expect(error).toHaveText('Not imported: the JSON has no "route".');
    // A bad move of a pasted run is named on the run's own board.
    await paste('{"rows":5,"cols":5,"route":["a1","b3","b4"]}');
    await expect(error).toHaveText("Not imported: move 3: b3 to b4 is not a knight's move.");
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
