// The code panel: each algorithm's pseudocode with the line that produced the step highlighted
// (`data-line`), the values it worked on checked against the core's own decisions (the
// "why this move" panel) and the board, stepping back restoring the same lines, a
// search's moves still to try, the random walk's restarts, `fast`'s theorem and method,
// Chinese without English, the link and the embed.
import { test, expect } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';

const panel = '[data-testid="code"]';
const values = '[data-testid="code-values"]';

/** What the panel shows now: the line's ID and index, its values and the squares placed. */
async function frame(app) {
  const v = app.locator(values);
  return {
    line: await app.locator(panel).getAttribute('data-line'),
    index: Number(await v.getAttribute('data-line-index')),
    square: await v.getAttribute('data-target'),
    value: await v.getAttribute('data-value'),
    // The sentence of values, after the line's words kept for screen readers.
    text: await v.evaluate((element) => element.lastChild.textContent),
    placed: await app.locator(S.stepped).count(),
  };
}

/** Steps forward `n` times, returning each frame. */
async function forward(app, n) {
  const frames = [];
  for (let i = 0; i < n; i++) {
    await app.action('forward').click();
    frames.push(await frame(app));
  }
  return frames;
}

/** Steps back over `frames` (taken going forward) and checks each is shown again. */
async function backOver(app, frames) {
  for (const expected of frames.slice(0, -1).reverse()) {
    await app.action('back').click();
    expect(await frame(app)).toEqual(expected);
  }
}

/** Steps forward until the line `id` shows, at most `limit` times. */
async function forwardTo(app, id, limit = 400) {
  for (let i = 0; i < limit; i++) {
    await app.action('forward').click();
    if ((await app.locator(panel).getAttribute('data-line')) === id) return frame(app);
  }
  throw new Error(`no ${id} line within ${limit} steps`);
}

const corner = (name, rows, cols) => {
  const col = name.charCodeAt(0) - 97;
  const row = rows - Number(name.slice(1));
  return Math.min(row, rows - 1 - row) + Math.min(col, cols - 1 - col);
};

test.describe('the code panel', () => {
  test('Warnsdorff: each candidate counted and kept or not, then the move; back restores every line', async ({ app }) => {
    await app.open('?algo=warnsdorff&start=a8&code=1');
    await expect(app.locator(panel)).toHaveAttribute('data-line', 'start');
    expect(await app.locator(`${panel} li`).evaluateAll((items) => items.map((li) => li.dataset.line)))
      .toEqual(['start', 'loop', 'each', 'count', 'keep', 'dead-end', 'move', 'done']);
    await expect(app.locator(`${panel} li[aria-current="step"]`)).toHaveAttribute('data-line', 'start');
    // The core's decision from a8, as "why this move" shows it.
    const scores = Object.fromEntries(await app.locator(S.whyCandidates).evaluateAll((items) =>
      items.map((li) => [li.dataset.square, li.dataset.score])));
    const picked = await app.locator(S.whyPicked).getAttribute('data-square');
    const first = await frame(app);
    const frames = [first, ...(await forward(app, 6))];
    expect(frames.map((f) => f.line)).toEqual(['start', 'count', 'keep', 'count', 'keep', 'move', 'count']);
    for (const f of frames.slice(1, 5)) expect(f.value).toBe(scores[f.square]);
    expect(Object.keys(scores).sort()).toEqual([frames[1].square, frames[3].square].sort());
    expect(frames[1].text).toContain('unvisited onward squares');
    expect(frames[5]).toMatchObject({ line: 'move', value: '2', placed: 2, square: picked });
    await expect(app.board.locator(S.square(picked))).toHaveAttribute('data-step', '2');
    // The square the line works on is marked on the board.
    await expect(app.board.locator(S.square(frames[6].square))).toHaveClass(/traced/);
    await backOver(app, frames);
    await app.screenshot('code-warnsdorff');
  });

  test('the accessibility table: look up, keep, lower by one, against the table values shown', async ({ app }) => {
    await app.open('?algo=accessibility&start=a1&code=1');
    const scores = Object.fromEntries(await app.locator(S.whyCandidates).evaluateAll((items) =>
      items.map((li) => [li.dataset.square, li.dataset.score])));
    const frames = [await frame(app), ...(await forward(app, 7))];
    expect(frames.map((f) => f.line)).toEqual(['start', 'look', 'keep', 'lower', 'look', 'keep', 'lower', 'move']);
    for (const f of [frames[1], frames[4]]) expect(f.value).toBe(scores[f.square]);
    expect(Number(frames[3].value)).toBe(Number(frames[1].value) - 1);
    await backOver(app, frames);
  });

  test('backtracking: a retreat takes the newest square back, the stack shows what is left, and back restores it', async ({ app }) => {
    await app.open('?board=5x5&algo=backtrack&start=a5&code=1');
    await expect(app.locator(S.view('search'))).toHaveAttribute('aria-pressed', 'true');
    const frames = [await frame(app)];
    expect(frames[0].line).toBe('start');
    frames.push(...(await forward(app, 3)));
    expect(frames.map((f) => f.line)).toEqual(['start', 'list', 'try', 'list']);
    expect(frames[2]).toMatchObject({ value: '2', placed: 2 });
    const retreat = await forwardTo(app, 'retreat');
    expect(retreat.placed).toBe(Number(retreat.value));
    expect(retreat.text).toMatch(/^Take .* back: depth \d+\.$/);
    await expect(app.testId('code-stack').locator('li')).toHaveCount(Number(retreat.value));
    await expect(app.square(retreat.square)).not.toHaveAttribute('data-step');
    await app.action('back').click();
    const before = await frame(app);
    expect(before.placed).toBe(retreat.placed + 1);
    // Nothing was left to try from the square about to be taken back.
    await expect(app.testId('code-stack').locator('li').first()).toContainText('nothing');
    await app.action('forward').click();
    expect(await frame(app)).toEqual(retreat);
    await app.screenshot('code-backtrack');
  });

  test('backtracking by edge score lists moves nearest a corner first', async ({ app }) => {
    await app.open('?board=6x6&algo=backtrack-edge&start=c4&code=1');
    await expect(app.locator(`${panel} li[data-line="list"]`)).toContainText('nearest a corner first');
    await app.action('forward').click();
    const list = await frame(app);
    expect(list.line).toBe('list');
    const moves = list.text.split(': ')[1].replace(/\.$/, '').split(', ');
    const scores = moves.map((m) => corner(m, 6, 6));
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    const tried = await forwardTo(app, 'try');
    expect(tried.square).toBe(moves[0]);
  });

  test('backtracking by onward count names its order and steps its tries', async ({ app }) => {
    await app.open('?board=5x5&algo=backtrack-warnsdorff&start=a5&code=1');
    await expect(app.locator(`${panel} li[data-line="list"]`)).toContainText('fewest onward moves first');
    const frames = [await frame(app), ...(await forward(app, 4))];
    expect(frames.map((f) => f.line)).toEqual(['start', 'list', 'try', 'list', 'try']);
    await backOver(app, frames);
  });

  test('the random walk: draws, moves, a dead end and a restart, with its try and longest walk', async ({ app }) => {
    await app.open('?board=5x5&algo=random&start=b5&seed=7&code=1');
    const frames = [await frame(app), ...(await forward(app, 4))];
    expect(frames.map((f) => f.line)).toEqual(['start', 'draw', 'move', 'draw', 'move']);
    await expect(app.testId('code-attempt')).toContainText('Try 1');
    await backOver(app, frames);
    await forward(app, 4);
    const deadEnd = await forwardTo(app, 'dead-end');
    expect(deadEnd.text).toMatch(/^Try 1 ends with \d+ squares/);
    const restart = await forwardTo(app, 'restart', 2);
    expect(restart).toMatchObject({ value: '2', placed: 1 });
    await expect(app.testId('code-attempt')).toContainText('Try 2');
    await app.action('back').click();
    expect(await frame(app)).toEqual(deadEnd);
  });

  test('fast: the theorem it checked, the method it chose, then the tour', async ({ app }) => {
    await app.open('?board=8x8&algo=fast&start=a1&code=1');
    const frames = [await frame(app), ...(await forward(app, 2))];
    expect(frames.map((f) => f.line)).toEqual(['start', 'theorem', 'construct']);
    expect(frames[1].text).toContain('A theorem says');
    const done = await forwardTo(app, 'done', 10);
    expect(done.placed).toBe(1);
    const playing = await forward(app, 2);
    expect(playing[1]).toMatchObject({ line: 'done', placed: 3 });
    expect(playing[1].text).toContain('move 3 of 64');
    await app.open('?board=3x3&algo=fast&start=a1&code=1');
    await app.action('forward').click();
    await expect(app.locator(panel)).toHaveAttribute('data-line', 'theorem');
    await app.action('forward').click();
    await expect(app.locator(panel)).toHaveAttribute('data-line', 'impossible');
  });

  test("fast's \"no\" and its reason are stated at once with the panel on, also in an embed without controls", async ({ app }) => {
    await app.open('?board=5x5&code=1');
    await app.square('b5').click();
    await expect(app.locator(panel)).toHaveAttribute('data-line', 'start');
    await expect(app.status).toHaveText(/^No tour from b5: the board has an odd number of squares/);
    // The theorem's line points at the reason, which is where it says.
    await app.action('forward').click();
    await expect(app.locator(panel)).toHaveAttribute('data-line', 'theorem');
    await expect(app.locator(values)).toContainText('the status line above');
    await expect(app.status).toHaveText(/^No tour from b5: the board has an odd number of squares/);
    // An embed without controls cannot step to the last line: the reason is there anyway.
    await app.open('?embed=1&board=8x8&holes=d4:e5&leaper=2,3&start=a1&code=1&controls=0');
    await expect(app.locator(panel)).toBeVisible();
    await expect(app.action('forward')).toHaveCount(0);
    // A square with no move rules out every start: said once for the board.
    await expect(app.status).toHaveText(/^No square of this board starts a zebra's tour: b7 has no move to any other square/);
    await app.screenshot('code-embed-no-tour');
  });

  test("fast's construction: tiles, each tile's tour, each join's moves out and in, then the walk", async ({ app }) => {
    await app.open('?board=20x20&algo=fast&start=a1&code=1');
    const layer = app.locator('g.build');
    await expect(layer).toHaveCount(0);
    const tiles = await forwardTo(app, 'tiles', 5);
    expect(tiles.text).toBe('4 tiles: 2 rows by 2 columns.');
    await expect(layer.locator('rect.tile')).toHaveCount(4);
    const tour = await forwardTo(app, 'tile-tour', 2);
    expect(tour.text).toMatch(/^Tile \d of 4 \(10×10\): its own closed tour\.$/);
    await expect(layer.locator('rect.at')).toHaveCount(1);
    const join = await forwardTo(app, 'join', 6);
    const [, tile, onto, out, into] = join.text.match(/^Tile (\d) joins tile (\d): out (.*); in (.*)\.$/);
    expect(tile).not.toBe(onto);
    expect(await layer.locator('path.out').getAttribute('d')).toMatch(/^M.*M/);
    expect(await layer.locator('path.in').getAttribute('d')).toMatch(/^M.*M/);
    // The two moves put in are knight moves, and the finished tour uses both.
    const added = into.split(', ').map((m) => m.split('–'));
    for (const [a, b] of added) {
      const dc = Math.abs(a.charCodeAt(0) - b.charCodeAt(0));
      const dr = Math.abs(Number(a.slice(1)) - Number(b.slice(1)));
      expect([dc, dr].sort().join()).toBe('1,2');
    }
    const removed = out.split(', ').map((m) => m.split('–'));
    await app.action('back').click();
    await app.action('forward').click();
    expect(await frame(app)).toEqual(join);
    const walk = await forwardTo(app, 'walk', 8);
    expect(walk.text).toBe('The joined tour, walked from a1.');
    await app.action('end').click();
    await expect(app.root).toHaveAttribute('data-state', 'done');
    const route = await app.board.locator(S.stepped).evaluateAll((squares) =>
      Object.fromEntries(squares.map((square) => [square.dataset.square, Number(square.dataset.step)])));
    const adjacent = (a, b) => [1, 399].includes(Math.abs(route[a] - route[b]));
    for (const [a, b] of added) expect(adjacent(a, b), `${a}-${b} in the tour`).toBe(true);
    for (const [a, b] of removed) expect(adjacent(a, b), `${a}-${b} out of the tour`).toBe(false);
    await app.action('start').click();
    await forwardTo(app, 'join', 12);
    await app.screenshot('code-fast-join');
  });

  test('a board that is one tile is counted in the singular', async ({ app }) => {
    await app.open('?board=8x8&algo=fast&start=a1&code=1');
    const tiles = await forwardTo(app, 'tiles', 5);
    expect(tiles.text).toBe('1 tile: 1 row by 1 column.');
    await app.action('end').click();
    await expect(app.locator(values)).toContainText('Playing the tour: move 64 of 64.');
  });

  test('in Chinese the panel has no English left', async ({ app }) => {
    for (const [lang, algo] of [['zh-Hans', 'backtrack'], ['zh-Hant', 'warnsdorff'], ['zh-Hans', 'random'], ['zh-Hant', 'fast']]) {
      await app.open(`?board=5x5&algo=${algo}&start=a5&code=1&lang=${lang}&seed=1`);
      await forward(app, 6);
      const text = await app.locator(panel).innerText();
      expect(text.replace(/\b[a-e][1-5]\b/g, '')).not.toMatch(/[A-Za-z]{2,}/);
    }
  });

  test('the switch shows and hides the panel and the link follows; slow play steps lines, fast play follows', async ({ app }) => {
    await app.open('?algo=warnsdorff&start=c3&speed=2');
    await expect(app.locator(panel)).toHaveCount(0);
    await app.action('code').click();
    await expect(app.action('code')).toHaveAttribute('aria-pressed', 'true');
    await expect(app.locator(panel)).toHaveAttribute('data-line', 'start');
    await expect(app.page).toHaveURL(/code=1/);
    await expect(app.locator(values)).toHaveAttribute('aria-live', 'polite');
    // At 2 moves a second the beat plays one line: lines advance faster than moves.
    await app.action('play').click();
    await expect.poll(async () => (await frame(app)).index, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
    expect((await frame(app)).placed).toBeLessThanOrEqual(2);
    await app.action('play').click();
    await app.action('code').click();
    await expect(app.locator(panel)).toHaveCount(0);
    // At 200 a second it plays by moves and the panel follows the last line run there.
    await app.open('?algo=warnsdorff&start=c3&speed=200&autoplay=1&code=1');
    await expect(app.root).toHaveAttribute('data-state', /done|stuck/, { timeout: 20000 });
    await expect(app.locator(panel)).toHaveAttribute('data-line', /done|dead-end/);
    await expect(app.locator(values)).toHaveAttribute('aria-live', 'polite');
    await app.action('code').click();
    await expect(app.locator(panel)).toHaveCount(0);
    await expect(app.page).not.toHaveURL(/code=1/);
  });

  test('the switch pressed before any run leaves the page answering, and the next run shows its lines', async ({ app }) => {
    await app.open('?algo=warnsdorff');
    await app.action('code').click();
    await expect(app.action('code')).toHaveAttribute('aria-pressed', 'true');
    await expect(app.page).toHaveURL(/code=1/);
    const lines = await app.recordAttribute(panel, 'data-line');
    await app.square('c3').click();
    await expect.poll(lines).toContain('start');
    await expect(app.root).toHaveAttribute('data-state', /playing|paused|done/);
  });

  test('the switch looks pressed like the other toggles; code=1 outside watch mode is named', async ({ app }) => {
    const look = (locator) => locator.evaluate((button) => {
      const style = getComputedStyle(button);
      return [style.borderTopWidth, style.borderTopColor, style.fontWeight];
    });
    for (const theme of ['light', 'dark']) {
      await app.open(`?algo=warnsdorff&start=c3&starts=1&theme=${theme}`);
      const off = await look(app.action('code'));
      const pressed = await look(app.action('starts'));
      expect(off, `${theme}: off differs from pressed`).not.toEqual(pressed);
      await app.action('code').click();
      await expect(app.action('code')).toHaveAttribute('aria-pressed', 'true');
      expect(await look(app.action('code')), `${theme}: pressed like "Where can a tour start?"`).toEqual(pressed);
    }
    for (const mode of ['play', 'compare']) {
      await app.open(`?mode=${mode}&code=1`);
      await expect(app.locator(S.noticeItems)).toHaveText(['URL parameter code="1" applies only with mode=watch; ignoring it.']);
      await expect(app.page).not.toHaveURL(/code=/);
    }
  });

  test('an embed with code=1 shows the panel beside its board', async ({ app }) => {
    await app.open('?embed=1&code=1&algo=backtrack&board=5x5&start=a5');
    await expect(app.locator(panel)).toBeVisible();
    await app.action('forward').click();
    await expect(app.locator(panel)).toHaveAttribute('data-line', 'list');
    await app.screenshot('code-embed');
  });

  test('the embedding example has a board with the code panel, beside a paragraph', async ({ app, page }) => {
    await page.setViewportSize({ width: 1000, height: 900 });
    await page.goto('embed-example.html');
    await expect(page.locator('iframe')).toHaveCount(3);
    const frame = page.frameLocator('#backtrack');
    await expect(frame.locator(panel)).toHaveAttribute('data-line', 'start');
    await frame.locator(S.action('forward')).click();
    await expect(frame.locator(panel)).toHaveAttribute('data-line', 'list');
    await page.locator('#backtrack').scrollIntoViewIfNeeded();
    await app.screenshot('code-embed-example');
  });

  test('the panel follows a language switch after it is shown, and a bad code= value is named', async ({ app }) => {
    await app.open('?board=5x5&algo=backtrack&start=a5&code=1');
    await forwardTo(app, 'try', 5);
    const english = await frame(app);
    expect(english.text).toMatch(/^Place [a-e][1-5]: depth 2\.$/);
    await app.control('lang').selectOption('zh-Hans');
    await expect(app.locator(`${panel} h2`)).toHaveText('代码');
    const chinese = await frame(app);
    expect(chinese).toMatchObject({ line: 'try', index: english.index, square: english.square });
    expect(chinese.text).toBe(`放下 ${english.square}：深度 2。`);
    await expect(app.testId('code-stack').locator('h3')).toHaveText('尚待尝试');
    await app.control('lang').selectOption('en');
    expect(await frame(app)).toEqual(english);
    await app.open('?code=2');
    await expect(app.locator(S.noticeItems)).toHaveCount(1);
    await expect(app.locator(S.noticeItems).first()).toContainText('code');
    await expect(app.locator(S.noticeItems).first()).toContainText('Leaving it off.');
  });
});
