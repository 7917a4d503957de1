// Boards with holes and other leapers: holes drawn as no square,
// "Edit board" by press and drag, presets, the piece select and a custom leaper, links,
// the reasons of the graph rules in three languages, and the export.
import { readFile } from 'node:fs/promises';
import { test, expect, steppedSquares } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';

const file = (name) => name.charCodeAt(0) - 97;
const rank = (name) => Number(name.slice(1));

/** Why `route` is not a path of the (p,q)-leaper avoiding `holes`, or null. */
function leaperPathProblem(route, [p, q], holes) {
  const seen = new Set();
  for (const [i, square] of route.entries()) {
    if (holes.includes(square)) return `${square} is a hole`;
    if (seen.has(square)) return `${square} twice`;
    seen.add(square);
    if (i === 0) continue;
    const dc = Math.abs(file(square) - file(route[i - 1]));
    const dr = Math.abs(rank(square) - rank(route[i - 1]));
    if (!((dr === p && dc === q) || (dr === q && dc === p))) return `${route[i - 1]}-${square}`;
  }
  return null;
}

test.describe('holes and other leapers', () => {
  test('a link with holes plays a closed tour around them, and the holes are not drawn', async ({ app }) => {
    await app.open('?holes=d4:e5&start=a1&closed=1&speed=1000&autoplay=1');
    await expect(app.root).toHaveAttribute('data-state', 'done', { timeout: 20000 });
    await expect(app.status).toContainText('60/60 (closed)');
    for (const hole of ['d4', 'e4', 'd5', 'e5']) await expect(app.locator(S.square(hole))).toHaveCount(0);
    const route = await steppedSquares(app.page);
    expect(route).toHaveLength(60);
    expect(leaperPathProblem(route, [1, 2], ['d4', 'e4', 'd5', 'e5'])).toBeNull();
    expect(app.page.url()).toContain('holes=d5:e4');
    await app.screenshot('shapes-centre-removed');
  });

  test('Edit board removes and restores squares by press and drag, and the link follows', async ({ app }) => {
    await app.open('?board=6x6');
    await expect(app.status).toHaveText(/to choose the start/);
    await app.action('edit-board').click();
    await expect(app.action('edit-board')).toHaveAttribute('aria-pressed', 'true');
    // The status says what a click does now.
    await expect(app.status).toHaveText(/^Editing the board: click a square to remove it, or a removed square to put it back/);
    const centre = async (name) => {
      const box = await app.locator(`${S.square(name)} rect`).boundingBox();
      return [box.x + box.width / 2, box.y + box.height / 2];
    };
    await app.locator(S.square('a1')).dispatchEvent('pointerdown', { button: 0 });
    await expect(app.locator(`${S.square('a1')}.hole`)).toHaveCount(1);
    const [x1, y1] = await centre('b3');
    const [x2, y2] = await centre('d3');
    await app.page.mouse.move(x1, y1);
    await app.page.mouse.down();
    await app.page.mouse.move(x2, y2, { steps: 10 });
    await app.page.mouse.up();
    await expect(app.locator('[data-square].hole')).toHaveCount(4);
    await expect.poll(() => new URL(app.page.url()).searchParams.get('holes')).toBe('b3:d3,a1');
    // Pressing a hole puts the square back.
    await app.locator(S.square('a1')).dispatchEvent('pointerdown', { button: 0 });
    await expect(app.locator('[data-square].hole')).toHaveCount(3);
    // Presets, and every square back.
    await app.locator('[data-preset="plus"]').click();
    await expect(app.board).toHaveAttribute('data-rows', '9');
    await expect(app.locator('[data-square].hole')).toHaveCount(36);
    await app.screenshot('shapes-edit-plus');
    await app.action('clear-holes').click();
    await expect(app.locator('[data-square].hole')).toHaveCount(0);
    // Editing off: the holes are gone from the board and a click solves again.
    await app.locator('[data-preset="centre-removed"]').click();
    await expect(app.status).toHaveText(/^Editing the board/);
    await app.action('edit-board').click();
    await expect(app.status).toHaveText(/to choose the start/);
    await expect(app.locator(S.squares)).toHaveCount(60);
    await app.locator(S.square('a1')).click();
    await expect(app.root).toHaveAttribute('data-state', /playing|paused|done/);
    // With a run on the board, editing still says what a click does.
    await app.action('edit-board').click();
    await expect(app.status).toHaveText(/^Editing the board/);
  });

  test('the camel never changes colour: said once for the board, naming the piece, in three languages', async ({ app }) => {
    await app.open('?board=8x8');
    await app.control('leaper').selectOption('camel');
    await expect.poll(() => new URL(app.page.url()).searchParams.get('leaper')).toBe('camel');
    // Sentences that would name the knight name the piece.
    await app.openSection('ends');
    await expect(app.page.getByText('Closed tour (ends one move from the start)')).toBeVisible();
    await app.locator(S.square('a1')).click();
    await expect(app.status).toContainText("No square of this board starts a camel's tour: every move of the camel keeps the square's colour");
    await app.control('lang').selectOption('zh-Hant');
    await expect(app.status).toContainText('保持格子的顏色');
    await app.control('lang').selectOption('zh-Hans');
    await expect(app.status).toContainText('保持格子的颜色');
    await expect(app.status).not.toContainText("colour");
    await app.screenshot('shapes-camel-zh');
    await app.open('?board=8x8&leaper=camel&mode=play&lang=en');
    await expect(app.page.getByText('Move the camel yourself', { exact: false }).first()).toBeVisible();
    await expect(app.status).toHaveText(/to place the camel\.$/);
    await expect(app.page.getByText('Click a square (or focus it and press Enter) to place the camel', { exact: false })).toBeVisible();
  });

  test('another piece is called by its name, never the knight, in three languages', async ({ app }) => {
    await app.open('?board=10x10&leaper=giraffe&start=a1');
    await expect(app.status).toHaveText('Paused: move 1 of 100, giraffe on a1');
    await expect(app.locator('.tagline')).toHaveText(/^Click a square to choose where the giraffe starts/);
    await expect(app.locator(S.square('a1'))).toHaveAttribute('aria-label', /^a1, giraffe here, move 1/);
    await app.control('lang').selectOption('zh-Hant');
    await expect(app.status).toHaveText(/長頸鹿在 a1/);
    await expect(app.locator('.tagline')).toContainText('長頸鹿');
    await app.control('lang').selectOption('zh-Hans');
    await expect(app.status).toHaveText(/长颈鹿在 a1/);
    await expect(app.locator('.tagline')).toContainText('长颈鹿');
    // A leaper without a name is called by its steps.
    await app.open('?board=5x5&leaper=0,1&start=a1&lang=en');
    await expect(app.status).toHaveText('Paused: move 1 of 25, (0,1)-leaper on a1');
    await app.open('?board=8x8&leaper=camel&lang=en');
    await expect(app.locator('.tagline')).toHaveText(/where the camel starts/);
    // A zebra's route pasted in is the zebra's path.
    await app.open('?board=8x8&leaper=zebra&lang=en');
    await app.locator(S.importToggle).click();
    await app.control('import-text').fill('a1 c4 f6');
    await app.action('import').click();
    await app.action('end').click();
    await expect(app.status).toHaveText("A zebra's path of 3 of 64 squares, not a whole tour");
    for (const lang of ['zh-Hant', 'zh-Hans']) {
      await app.control('lang').selectOption(lang);
      await expect(app.status).toContainText('斑');
      await expect(app.status).not.toContainText('馬步');
      await expect(app.status).not.toContainText('马步');
    }
  });

  test('a custom leaper is set by its steps, and bad steps are refused with the accepted values', async ({ app }) => {
    await app.open('?board=10x10');
    await app.control('leaper').selectOption('custom');
    await app.control('leaper-steps').fill('0,0');
    await app.action('set-leaper').click();
    await expect(app.locator('[data-testid="leaper-error"]')).toContainText('knight, camel, zebra, giraffe or P,Q');
    await app.control('leaper-steps').fill('2,3');
    await app.action('set-leaper').click();
    await expect.poll(() => new URL(app.page.url()).searchParams.get('leaper')).toBe('zebra');
    await app.open('?board=10x10&leaper=2,3&start=a1&speed=1000&autoplay=1');
    await expect(app.root).toHaveAttribute('data-state', 'done', { timeout: 20000 });
    await expect(app.control('leaper')).toHaveValue('zebra');
    const route = await steppedSquares(app.page);
    expect(route).toHaveLength(100);
    expect(leaperPathProblem(route, [2, 3], [])).toBeNull();
  });

  test('bad holes and pieces in a link are named with what is accepted', async ({ app }) => {
    await app.open('?holes=d4,zz9&leaper=horse');
    const notices = app.locator(S.notice);
    await expect(notices).toContainText('holes="d4,zz9"');
    await expect(notices).toContainText('blocks like c3:f6');
    await expect(notices).toContainText('leaper="horse"');
    await expect(notices).toContainText('knight, camel, zebra, giraffe or P,Q');
    await expect(app.locator(S.squares)).toHaveCount(64);
  });

  test('squares a link names on a board with holes: each problem named once, the rest kept', async ({ app }) => {
    const notices = app.locator(S.noticeItems);
    // A start on a hole.
    await app.open('?board=8x8&holes=d4:e5&start=e5');
    await expect(notices).toHaveText([/^URL parameter start="e5": e5 is a hole, not a square of the board\. /]);
    await expect(app.page).not.toHaveURL(/start=/);
    // A walk through a hole keeps the moves before it, and nothing else is refused.
    await app.open('?holes=b3&mode=play&walk=a1,b3,c5');
    await expect(notices).toHaveText([/^URL parameter walk: move 2 \("b3"\) is a hole, not a square of the board; keeping the moves before it \(1\)\.$/]);
    expect(await app.steppedSquares()).toEqual(['a1']);
    await expect(app.locator(S.refused)).toHaveCount(0);
    // A last square on a hole: the start is still solved.
    await app.open('?holes=d4:e5&end=d4&start=a1');
    await expect(notices).toHaveText([/^URL parameter end="d4": d4 is a hole, not a square of the board\. Finishing anywhere\.$/]);
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    expect((await app.steppedSquares())[0]).toBe('a1');
    await expect(app.locator(S.endSquare)).toHaveCount(0);
    // A square off a board with holes, and a walk step that is not the piece's move.
    await app.open('?holes=d4&start=z9');
    await expect(notices).toHaveText([/^URL parameter start="z9": square "z9" is not on the 8×8 board/]);
    await app.open('?leaper=camel&mode=play&walk=a1,b4,c5');
    await expect(notices).toHaveText([/^URL parameter walk: move 3 \("c5"\) is not one move of the camel from b4; keeping the moves before it \(2\)\.$/]);
    expect(await app.steppedSquares()).toEqual(['a1', 'b4']);
  });

  test('the numbered board and the JSON export name the holes and the piece', async ({ app }) => {
    await app.open('?board=5x5&holes=c3&leaper=knight&start=a1');
    await expect(app.root).toHaveAttribute('data-state', /paused|playing|done|stuck/, { timeout: 20000 });
    await app.locator(S.exportToggle).click();
    const save = async (action) => {
      const [file] = await Promise.all([app.page.waitForEvent('download'), app.action(action).click()]);
      return (await readFile(await file.path())).toString('utf8');
    };
    const grid = await save('download-board');
    expect(grid.split('\n')[2].trim().split(/\s+/)[2]).toBe('#');
    const json = JSON.parse(await save('download-json'));
    expect(json).toMatchObject({ rows: 5, cols: 5, holes: 'c3', leaper: 'knight' });
  });
});

test.describe('Edit board on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('a finger dragged over squares removes them instead of scrolling the page', async ({ app, page }) => {
    await app.open('?board=6x6');
    await app.action('edit-board').click();
    await expect(app.action('edit-board')).toHaveAttribute('aria-pressed', 'true');
    await app.board.scrollIntoViewIfNeeded();
    const centre = async (name) => {
      const box = await app.locator(`${S.square(name)} rect`).boundingBox();
      return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
    };
    const [from, to] = [await centre('b5'), await centre('b2')];
    const scrolled = await page.evaluate(() => window.scrollY);
    // A real touch, as the browser gets it from a screen: it decides between scrolling and
    // handing the moves to the page by the board's touch-action.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    await touch('touchStart', [from]);
    for (let i = 1; i <= 12; i += 1) {
      await touch('touchMove', [{ x: from.x, y: Math.round(from.y + ((to.y - from.y) * i) / 12) }]);
    }
    await touch('touchEnd', []);
    await expect(app.locator('[data-square].hole')).toHaveCount(4);
    for (const name of ['b5', 'b4', 'b3', 'b2']) await expect(app.locator(`${S.square(name)}.hole`)).toHaveCount(1);
    expect(await page.evaluate(() => window.scrollY), 'the page did not scroll').toBe(scrolled);
    await expect.poll(() => new URL(page.url()).searchParams.get('holes')).toBe('b5:b2');
    // A tap puts a square back.
    await page.touchscreen.tap(from.x, from.y);
    await expect(app.locator('[data-square].hole')).toHaveCount(3);
  });
});

test.describe('every mode on a board with holes', () => {
  // 6 x 6 without its centre 2 x 2: 32 squares and, as the exhaustive search finds, no
  // open tour from any of them.
  const holed = '?board=6x6&holes=c3:d4';

  test('the survey and the start shading cover the 32 squares and skip the holes', async ({ app }) => {
    await app.open(`${holed}&survey=1`);
    await expect(app.status).toContainText('Survey of 32 starts', { timeout: 30000 });
    await expect(app.locator('[data-square][data-survey]')).toHaveCount(32);
    await app.open(`${holed}&starts=1`);
    await expect(app.locator(S.startShaded)).toHaveCount(32, { timeout: 30000 });
    await expect(app.locator(S.startShadedAs('yes'))).toHaveCount(0);
  });

  test('play mode counts the squares left, offers only moves onto squares, and its hint proves the loss', async ({ app }) => {
    await app.open(`${holed}&mode=play&start=a1`);
    await expect(app.locator('[data-testid="play-moves"]')).toHaveText('1/32');
    const legal = await app.locator('[data-square].legal').evaluateAll((els) => els.map((el) => el.dataset.square).sort());
    expect(legal).toEqual(['b3', 'c2']);
    await app.action('hint').click();
    await expect(app.locator('[data-testid="hint"]')).toContainText('every way of going on from here was tried', { timeout: 20000 });
  });

  test('compare mode and why-this-move run on another piece', async ({ app }) => {
    await app.open('?board=8x8&leaper=zebra&mode=compare&start=a1&algo=warnsdorff&vs=fast&speed=1000&autoplay=1');
    await expect(app.root).toHaveAttribute('data-state', /done|stuck/, { timeout: 20000 });
    for (const side of await app.locator('svg.board').all()) {
      const route = await steppedSquares(side);
      expect(leaperPathProblem(route, [2, 3], [])).toBeNull();
    }
    await app.open('?board=8x8&leaper=zebra&start=a1&algo=warnsdorff&step=5');
    await expect(app.locator('[data-testid="why"]')).toContainText('onward');
  });
});
