// Puzzle mode (docs/using-the-app.md, "Puzzles"): a link makes the command line's puzzle
// for the same board, level and seed, or reopens a shared code; the student fills it in
// by walking or by typing; refusals, Check, hints and Show solution say what they do;
// completion is announced, and an embedding page hears it; all in three languages.
import { test, expect, steppedSquares } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';

// `knights-tour puzzle --board 6x6 --seed 7 --format json` (easy, open).
const CLI_6X6_SEED_7 = {
  code: 'Kqiy0IAw4VTloAWBgzHiQT1',
  clues: { f5: 2, e2: 4, a3: 7, f1: 10, f2: 13, f6: 15, e6: 22, c5: 23, b4: 25, e1: 31, e5: 33, c6: 34 },
};
const SEED_LINK = '?mode=puzzle&board=6x6&puzzle-seed=7';

const panel = (app) => app.testId('puzzle');
const said = (app) => app.testId('puzzle-said');

/** Opens `query` and waits for the room to pose its puzzle. */
async function openPuzzle(app, query) {
  await app.open(query);
  await expect(panel(app)).toHaveAttribute('data-code', /.+/, { timeout: 20_000 });
}

/** The numbers on the board: square name to [number, clue?]. */
async function numbers(app) {
  return app.board.locator(S.stepped).evaluateAll((squares) => Object.fromEntries(
    squares.map((square) => [square.dataset.square, [Number(square.dataset.step), square.classList.contains('clue')]])));
}

/** The clues on the board, square name to number. */
async function clues(app) {
  const all = await numbers(app);
  return Object.fromEntries(Object.entries(all).filter(([, [, clue]]) => clue).map(([name, [n]]) => [name, n]));
}

/** The puzzle's solution, read from Show solution in a page of its own. */
async function solutionOf(page, query) {
  const other = await page.context().newPage();
  await other.goto(query);
  await expect(other.locator('[data-testid="puzzle"]')).toHaveAttribute('data-code', /.+/, { timeout: 20_000 });
  await other.locator(S.action('show-solution')).click();
  await other.locator(S.action('end')).click();
  const squares = await steppedSquares(other);
  await other.close();
  return squares;
}

test.describe('puzzle mode', () => {
  test('a puzzle-seed link makes the command line\'s puzzle, and its code reopens it', async ({ app, page }) => {
    await openPuzzle(app, SEED_LINK);
    await expect(panel(app)).toHaveAttribute('data-code', CLI_6X6_SEED_7.code);
    expect(await clues(app)).toEqual(CLI_6X6_SEED_7.clues);
    await expect(app.testId('puzzle-code')).toContainText(CLI_6X6_SEED_7.code);
    await expect(app.testId('puzzle-code')).toContainText('seed 7');
    await expect(page).toHaveURL(new RegExp(`puzzle=${CLI_6X6_SEED_7.code}`));
    await app.screenshot('puzzle-6x6-seed-7');

    await openPuzzle(app, `?puzzle=${CLI_6X6_SEED_7.code}`);
    expect(await clues(app)).toEqual(CLI_6X6_SEED_7.clues);
    await expect(app.action('show-solution')).toHaveAttribute('aria-disabled', 'false', { timeout: 20_000 });
  });

  test('solved by walking: every click the next number, through the clues; done is announced', async ({ app, page }) => {
    const solution = await solutionOf(page, SEED_LINK);
    expect(solution).toHaveLength(36);
    await openPuzzle(app, SEED_LINK);
    for (const [i, name] of solution.entries()) {
      await app.board.locator(S.square(name)).click();
      await expect(app.board.locator(S.square(name))).toHaveAttribute('data-step', String(i + 1));
    }
    await expect(app.root).toHaveAttribute('data-state', 'done');
    await expect(app.status).toContainText(/Solved in \d+:\d\d, with 0 hints \(Easy\)/);
    await expect(app.action('share-result')).toBeVisible();
    await app.screenshot('puzzle-solved');
  });

  test('solved by typing: the middle first, digit by digit', async ({ app, page }) => {
    const solution = await solutionOf(page, SEED_LINK);
    await openPuzzle(app, SEED_LINK);
    const given = await clues(app);
    const order = [...solution.entries()].reverse();
    for (const [i, name] of order) {
      if (given[name]) continue;
      const square = app.board.locator(S.square(name));
      await square.focus();
      await page.keyboard.type(String(i + 1));
      await expect(square).toHaveAttribute('data-step', String(i + 1));
    }
    await expect(app.root).toHaveAttribute('data-state', 'done');
  });

  test('a clue takes only its own number, a square off the walk is refused, both with the reason', async ({ app, page }) => {
    await openPuzzle(app, SEED_LINK);
    // f5 holds the clue 2; typing 3 there is refused.
    await app.board.locator(S.square('f5')).focus();
    await page.keyboard.type('3');
    await expect(said(app)).toHaveAttribute('data-said', 'refused');
    await expect(said(app)).toHaveText('f5 holds the clue 2; it takes no other number.');
    // 1 on a1, then 2 must be on f5 (the clue): a1 to b3 is refused.
    await app.board.locator(S.square('a1')).click();
    await app.board.locator(S.square('b3')).click();
    await expect(said(app)).toHaveText('2 is already on f5: click that square to walk on.');
    await expect(app.board.locator(S.square('b3'))).not.toHaveAttribute('data-step');
  });

  test('Check names a broken rule without the answer; Undo and Clear take numbers back', async ({ app, page }) => {
    await openPuzzle(app, SEED_LINK);
    // 3 on a1 is not a knight move from 2 on f5.
    await app.board.locator(S.square('a1')).focus();
    await page.keyboard.type('3');
    await app.action('check').click();
    await expect(said(app)).toHaveAttribute('data-said', 'checked');
    // 3 after 2 on f5, and before 4 on e2: the first is said, and how many more.
    await expect(said(app)).toHaveText('3 on a1 is not a knight move from 2 on f5. 1 more problem after this one.');
    await expect(app.board.locator('.sq.culprit')).toHaveCount(2);
    await app.action('undo').click();
    await expect(app.board.locator(S.square('a1'))).not.toHaveAttribute('data-step');
    await app.board.locator(S.square('a1')).focus();
    await page.keyboard.type('9');
    await expect(app.board.locator(S.square('a1'))).toHaveAttribute('data-step', '9');
    await app.action('clear').click();
    await expect(app.board.locator(`${S.stepped}:not(.clue)`)).toHaveCount(0);
  });

  test('a hint says the next deduction and outlines its squares; Show solution plays the tour', async ({ app }) => {
    await openPuzzle(app, SEED_LINK);
    await app.action('hint').click();
    await expect(said(app)).toHaveAttribute('data-said', 'hint');
    await expect(said(app)).toHaveText(/must (be on|hold)|has only two usable neighbours/);
    await expect(app.board.locator('.sq.culprit').first()).toBeVisible();
    await app.screenshot('puzzle-hint');
    await app.action('show-solution').click();
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    await app.action('end').click();
    await expect(app.root).toHaveAttribute('data-state', 'done');
    // The puzzle waits in its mode.
    await app.locator(S.mode('puzzle')).click();
    await expect(panel(app)).toHaveAttribute('data-code', CLI_6X6_SEED_7.code);
  });

  test('New puzzle makes one at the level chosen; a bad code or seed is named in a notice', async ({ app }) => {
    await app.open('?mode=puzzle&board=6x6');
    await app.control('level').selectOption('medium');
    await app.action('new-puzzle').click();
    await expect(panel(app)).toHaveAttribute('data-code', /.+/, { timeout: 20_000 });
    await expect(app.testId('puzzle-code')).toContainText('Medium');
    await app.open('?mode=puzzle&puzzle=Kqiy0IAw4VTloAWBgzHiQT2');
    await expect(app.locator(S.noticeItems)).toContainText(['puzzle=']);
    await app.open('?mode=puzzle&puzzle-seed=seven');
    await expect(app.locator(S.noticeItems)).toContainText(['puzzle-seed=']);
  });

  test('embedded, a solved puzzle tells the host page', async ({ app, page, baseURL }) => {
    const solution = await solutionOf(page, SEED_LINK);
    await page.setContent(`<iframe id="puzzle" width="900" height="900" src="${baseURL}?embed=1&mode=puzzle&board=6x6&puzzle-seed=7"></iframe>`);
    await page.evaluate(() => {
      window.heard = [];
      window.addEventListener('message', (event) => {
        if (event.data?.source === 'knights-tour') window.heard.push(event.data);
      });
    });
    const frame = page.frameLocator('#puzzle');
    await expect(frame.locator('[data-testid="puzzle"]')).toHaveAttribute('data-code', /.+/, { timeout: 20_000 });
    for (const name of solution) await frame.locator(S.square(name)).click();
    await expect.poll(() => page.evaluate(() => window.heard.find((m) => m.event === 'puzzle-solved')))
      .toMatchObject({ event: 'puzzle-solved', hints: 0, level: 'easy' });
    const solved = await page.evaluate(() => window.heard.find((m) => m.event === 'puzzle-solved'));
    expect(solved.time_ms).toBeGreaterThan(0);
  });

  for (const [lang, check, hint] of [['zh-Hant', '檢查', '提示'], ['zh-Hans', '检查', '提示']]) {
    test(`in ${lang}, the room speaks the language`, async ({ app, page }) => {
      await openPuzzle(app, `${SEED_LINK}&lang=${lang}`);
      await expect(app.action('check')).toHaveText(check);
      await app.board.locator(S.square('f5')).focus();
      await page.keyboard.type('3');
      await expect(said(app)).toContainText('f5');
      await expect(said(app)).toContainText(lang === 'zh-Hant' ? '提示數字' : '提示数字');
      await app.action('hint').click();
      await expect(said(app)).toHaveAttribute('data-said', 'hint');
      await expect(app.action('hint')).toHaveText(hint);
      // Switching language rewords what is shown.
      await app.control('lang').selectOption('en');
      await expect(app.action('check')).toHaveText('Check');
      await app.screenshot(`puzzle-${lang}`);
    });
  }
});
