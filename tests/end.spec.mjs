// Tours that finish on a chosen square: "Finish on…" (or shift-click) picks it, `fast`
// ends there or says which rule forbids it, the start shading answers from where a tour
// can finish there, and links carry it.
import { readFile } from 'node:fs/promises';
import { test, expect } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';
import { tourProblem } from './support/tour.mjs';

test.describe('a tour that ends where you choose', () => {
  test('Finish on… then a click chooses the last square, and fast ends there', async ({ app }) => {
    await app.open('?board=10x10');
    await app.openSection('ends');
    await app.action('finish-on').click();
    await expect(app.action('finish-on')).toHaveAttribute('aria-pressed', 'true');
    await app.square('j9').click();
    await expect(app.locator(S.endSquare)).toHaveText('Last square: j9');
    await expect(app.action('finish-on')).toHaveAttribute('aria-pressed', 'false');
    await expect(app.square('j9')).toHaveClass(/\bend\b/);
    await expect(app.square('j9')).toHaveAttribute('aria-label', /the last square/);
    await expect(app.page).toHaveURL(/[?&]end=j9\b/);

    await app.square('a1').click();
    await app.action('end').click();
    await expect(app.root).toHaveAttribute('data-state', 'done');
    const route = await app.steppedSquares();
    expect(tourProblem(route, 10, 10)).toBeNull();
    expect(route[0]).toBe('a1');
    expect(route.at(-1)).toBe('j9');
    await app.screenshot('desktop-end');
  });

  test('shift-click chooses the last square at once; a link brings it back', async ({ app }) => {
    await app.open('?board=8x8');
    await app.square('h8').click({ modifiers: ['Shift'] });
    await expect(app.locator(S.endSquare)).toHaveText('Last square: h8');
    await expect(app.root).toHaveAttribute('data-state', 'idle');
    await app.open('?board=8x8&end=h8&start=b1&autoplay=1&speed=1000');
    await expect(app.root).toHaveAttribute('data-state', 'done');
    const route = await app.steppedSquares();
    expect(tourProblem(route, 8, 8)).toBeNull();
    expect([route[0], route.at(-1)]).toEqual(['b1', 'h8']);
    await app.action('clear-end').click();
    await expect(app.locator(S.endSquare)).toHaveCount(0);
    await expect(app.page).not.toHaveURL(/[?&]end=/);
  });

  test('two squares of one colour on an even board: the colour rule says no', async ({ app }) => {
    await app.open('?board=8x8&end=h8');
    await app.square('a1').click();
    await expect(app.root).toHaveAttribute('data-outcome', 'impossible');
    await expect(app.status).toHaveText(/^No tour from a1: the board has an even number of squares, so a tour makes an odd number of moves/);
  });

  test('the start shading answers from where a tour can finish on the chosen square', async ({ app }) => {
    await app.open('?board=6x6&end=a1&starts=1');
    await expect(app.locator(S.startShaded)).toHaveCount(36);
    await expect(app.locator(S.startShadedAs('yes'))).toHaveCount(18);
    // 6x6 has an even number of squares: a tour ends on the other colour than it starts.
    for (const square of ['b1', 'a2', 'f5']) await expect(app.square(square)).toHaveAttribute('data-start', 'yes');
    for (const square of ['a1', 'c3', 'f6']) await expect(app.square(square)).toHaveAttribute('data-start', 'no');
  });

  test('a shading that takes several slices runs to the end', async ({ app }) => {
    // Every start of 4x40 towards a1 is searched in the page: more than one slice's work.
    await app.open('?board=4x40&end=a1&starts=1');
    await expect(app.locator(S.startShaded)).toHaveCount(160, { timeout: 30_000 });
  });

  test('the seeds\' algorithms keep their own rules, and the panel says so', async ({ app }) => {
    await app.open('?board=8x8&end=h8&algo=warnsdorff');
    await expect(app.locator(S.endNote)).toHaveText('Only fast aims for the last square; warnsdorff follows its own rule.');
    // In compare mode the note names the side that does not aim for it.
    await app.open('?board=8x8&end=h8&mode=compare&algo=fast&vs=accessibility');
    await expect(app.locator(S.endNote)).toHaveText('Only fast aims for the last square; accessibility follows its own rule.');
    await app.open('?board=8x8&end=h8&mode=compare&algo=fast&vs=fast');
    await expect(app.locator(S.endNote)).toHaveCount(0);
  });

  test('a last square does not go with closed=1', async ({ app }) => {
    await app.open('?board=8x8&closed=1&end=h8');
    await expect(app.locator(S.noticeItems)).toHaveCount(1);
    await expect(app.locator(S.notice)).toContainText('URL parameter end="h8": closed=1 asks for a closed tour');
    await expect(app.locator(S.endSquare)).toHaveCount(0);
    await app.control('closed').uncheck();
    await app.square('c3').click({ modifiers: ['Shift'] });
    await app.control('closed').check();
    await expect(app.locator(S.endSquare), 'closed tours let go of the last square').toHaveCount(0);
  });

  test('ticking Closed lets go of the last square, and choosing one unticks Closed: each says so beside the control', async ({ app }) => {
    await app.open('?board=8x8&end=h8');
    await app.openSection('ends');
    const note = app.locator(S.endsNote);
    await expect(note).toHaveCount(0);
    await app.control('closed').check();
    await expect(app.locator(S.endSquare)).toHaveCount(0);
    await expect(note).toHaveText('Closed tour let go of the last square h8: a closed tour ends one move from its start.');
    // Beside the checkbox that changed.
    await expect(app.locator(`.check:has(${S.control('closed')}) + ${S.endsNote}`)).toHaveCount(1);
    await app.square('c3').click({ modifiers: ['Shift'] });
    await expect(app.control('closed')).not.toBeChecked();
    await expect(note).toHaveText('Closed tour is unticked: a tour that finishes on a chosen square is open.');
    await expect(app.locator(`.finish ${S.endsNote}`)).toHaveCount(1);
    for (const lang of ['zh-Hant', 'zh-Hans']) {
      await app.control('lang').selectOption(lang);
      await expect(app.root).toHaveAttribute('lang', lang);
      await expect(note).not.toContainText('Closed');
      await expect(note).toContainText(lang === 'zh-Hant' ? '封閉巡邏' : '闭合巡游');
    }
    // The next change of settings has nothing to say.
    await app.control('lang').selectOption('en');
    await app.action('clear-end').click();
    await expect(note).toHaveCount(0);
  });

  test('a last square that is the start, or that a walk reaches too soon, is named and the rest kept', async ({ app }) => {
    const notices = app.locator(S.noticeItems);
    await app.open('?start=a1&end=a1');
    await expect(notices).toHaveText([/^URL parameter end="a1": a tour's last square is not its first: .* Finishing anywhere\.$/]);
    await expect(app.locator(S.endSquare)).toHaveCount(0);
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    await expect(app.page).not.toHaveURL(/end=/);
    // In play mode the walk's first square is the start.
    await app.open('?mode=play&end=a1&walk=a1,b3');
    await expect(notices).toHaveText([/^URL parameter end="a1": a tour's last square is not its first/]);
    expect(await app.steppedSquares()).toEqual(['a1', 'b3']);
    await app.open('?mode=play&end=c5&walk=a1,b3,c5,d7');
    await expect(notices).toHaveText([/^URL parameter walk: move 3 \("c5"\) is the last square \(end=\), and other squares are still unvisited; keeping the moves before it \(2\)\.$/]);
    expect(await app.steppedSquares()).toEqual(['a1', 'b3']);
    await expect(app.locator(S.refused)).toHaveCount(0);
    await expect(app.locator(S.endSquare)).toContainText('c5');
    // On a board of one square the start is the whole tour, and its last square.
    await app.open('?board=1x1&start=a1&end=a1');
    await expect(notices).toHaveCount(0);
    await expect(app.root).toHaveAttribute('data-state', 'done');
  });

  test('the JSON export and the messages of an embedded board name the last square', async ({ app, page, baseURL }) => {
    await app.open('?board=8x8&end=h8&start=b1');
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    await app.locator(S.exportToggle).click();
    const [file] = await Promise.all([page.waitForEvent('download'), app.action('download-json').click()]);
    const json = JSON.parse((await readFile(await file.path())).toString('utf8'));
    expect(json).toMatchObject({ rows: 8, cols: 8, algorithm: 'fast', end: 'h8', visited: 64, status: 'complete' });
    expect([json.route[0], json.route.at(-1)]).toEqual(['b1', 'h8']);

    await page.setContent(`<iframe src="${baseURL}?embed=1&board=8x8&end=h8&start=b1&autoplay=1&speed=1000"></iframe>
      <script>window.heard = []; addEventListener('message', (e) => window.heard.push(e.data));</script>`);
    const heard = () => page.evaluate(() => window.heard);
    await expect.poll(async () => (await heard()).map((m) => m.event), { timeout: 20_000 }).toContain('done');
    expect((await heard())[0]).toMatchObject({ event: 'started', start: 'b1', end: 'h8', algorithm: 'fast' });
  });

  test('thin boards: the shading is exact at once, and fast ends on the chosen outer square', async ({ app }) => {
    await app.open('?board=4x12&starts=1');
    await expect(app.locator(S.startShaded)).toHaveCount(48);
    // On a board four squares wide an open tour's ends lie in the two outer rows.
    await expect(app.locator(S.startShadedAs('yes'))).toHaveCount(24);
    await expect(app.locator(S.startShadedAs('unknown'))).toHaveCount(0);
    await app.square('b2').click();
    await expect(app.root).toHaveAttribute('data-outcome', 'impossible');
    await expect(app.status).toContainText('four squares wide');
    await app.screenshot('desktop-thin-shading');
    // The reason is worded when shown, so it follows the language.
    await app.control('lang').selectOption('zh-Hant');
    await expect(app.status).toContainText('在四格寬的棋盤上，開放巡邏的兩端都在外側兩列');
    await app.control('lang').selectOption('zh-Hans');
    await expect(app.status).toContainText('在四格宽的棋盘上，开放巡游的两端都在外侧两行');
    await app.control('lang').selectOption('en');
    await expect(app.status).toContainText('four squares wide');
  });
});
