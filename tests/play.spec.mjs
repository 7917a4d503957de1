// Play mode: the student moves the knight; legal moves are highlighted, illegal clicks
// refused, moves taken back, and hints found by the core's exact search (a move from a
// winnable position, "no tour" with the reason from a lost one).
import { test, expect, oneOf } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';
import { isKnightMove, pathProblem, tourProblem } from './support/tour.mjs';

const legalSquares = (app) =>
  app.locator(S.legalSquares).evaluateAll((items) => items.map((g) => g.dataset.square).sort());

/** Presses Hint and returns what it says once the search is over. */
async function hint(app) {
  await app.action('hint').click();
  const shown = app.locator(S.hint);
  await expect(shown).toHaveAttribute('data-hint', oneOf('move', 'lost', 'unknown'));
  const hinted = app.locator(S.squareWith('hinted'));
  return {
    kind: await shown.getAttribute('data-hint'),
    text: await shown.textContent(),
    square: (await hinted.count()) === 1 ? await hinted.getAttribute('data-square') : null,
  };
}

/** A knight's walk on rows x cols from a1 by Warnsdorff's rule (fewest onward moves,
 * the first such in a fixed order), as algebraic names, until it is stuck. */
function warnsdorffWalk(rows, cols) {
  const jumps = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]];
  const letter = (i) => String.fromCharCode(97 + i);
  const fileName = (file) => (file < 26 ? letter(file) : letter(Math.floor(file / 26) - 1) + letter(file % 26));
  const name = ([file, rank]) => fileName(file) + (rank + 1);
  const seen = new Set();
  const free = ([file, rank]) => file >= 0 && file < cols && rank >= 0 && rank < rows && !seen.has(name([file, rank]));
  const next = ([file, rank]) => jumps.map(([df, dr]) => [file + df, rank + dr]).filter(free);
  const walk = [];
  for (let at = [0, 0]; at; ) {
    seen.add(name(at));
    walk.push(name(at));
    let best = null;
    for (const square of next(at)) {
      if (!best || next(square).length < next(best).length) best = square;
    }
    at = best;
  }
  return walk;
}

test.describe('play mode', () => {
  test('moves by legal knight moves only, refuses the rest, and takes moves back', async ({ app, page }) => {
    await app.open('?mode=play');
    await expect(app.locator(S.mode('play'))).toHaveAttribute('aria-pressed', 'true');
    await expect(app.root).toHaveAttribute('data-state', 'idle');
    await app.walk(['a1']);
    expect(await app.steppedSquares()).toEqual(['a1']);
    expect(await legalSquares(app)).toEqual(['b3', 'c2']);
    await expect(app.square('b3')).toHaveAttribute('aria-label', /legal move/);
    await app.walk(['b3']);
    await expect(app.root).toHaveAttribute('data-state', 'moving');
    expect(await app.steppedSquares()).toEqual(['a1', 'b3']);

    // b4 is not a knight's move from b3; a1 is taken.
    await app.walk(['b4']);
    await expect(app.locator(S.refused)).toHaveText("b4 is not a knight's move from b3.");
    await expect(app.locator(S.squareClass('b4', 'refused'))).toHaveCount(1);
    expect(await app.steppedSquares()).toEqual(['a1', 'b3']);
    await app.walk(['a1']);
    await expect(app.locator(S.refused)).toHaveText('a1 was already visited (move 1).');
    expect(await app.steppedSquares()).toEqual(['a1', 'b3']);

    await app.walk(['c5', 'd7', 'f8']);
    await expect(app.locator(S.playMoves)).toHaveText('5/64');
    await app.action('undo').click();
    await expect(app.locator(S.playMoves)).toHaveText('4/64');
    expect(await app.steppedSquares()).toEqual(['a1', 'b3', 'c5', 'd7']);
    await app.locator(S.moveBack(2)).click();
    await expect(app.locator(S.stepped)).toHaveCount(2);
    expect(await app.steppedSquares()).toEqual(['a1', 'b3']);
    // Keyboard: U takes back, H asks for a hint.
    await app.square('b3').focus();
    await page.keyboard.press('u');
    await expect(app.locator(S.stepped)).toHaveCount(1);
    expect(await app.steppedSquares()).toEqual(['a1']);
    await page.keyboard.press('h');
    await expect(app.locator(S.hint)).toHaveAttribute('data-hint', 'move');
    await expect(app.locator(S.squareWith('hinted'))).toHaveCount(1);
    await app.control('legal').click();
    await expect(app.locator(S.legalDot), 'the highlight toggles off').toHaveCount(0);
    await app.action('start-over').click();
    await expect(app.root).toHaveAttribute('data-state', 'idle');
    await expect(app.locator(S.stepped)).toHaveCount(0);
  });

  test('Edit board keeps the walk when a square off it goes, and refuses, with the reason, a square on it', async ({ app }) => {
    await app.open('?board=6x6&mode=play&walk=a1,b3');
    await expect(app.locator(S.playMoves)).toHaveText('2/36');
    await app.action('edit-board').click();
    await app.square('f6').click();
    await expect(app.locator(S.squareClass('f6', 'hole'))).toHaveCount(1);
    await expect(app.locator(S.playMoves), 'the walk stays').toHaveText('2/35');
    expect(await app.steppedSquares()).toEqual(['a1', 'b3']);
    // b3 is on the walk: it stays, and the page says why where the refusals go.
    await app.square('b3').click();
    await expect(app.locator(S.refused)).toHaveText('b3 is on your walk (move 2), so it stays: take the walk back to before it to remove it.');
    await expect(app.locator(S.squareClass('b3', 'hole'))).toHaveCount(0);
    expect(await app.steppedSquares()).toEqual(['a1', 'b3']);
    // Restoring a square keeps the walk too; the legal moves follow the board.
    await app.square('f6').click();
    await expect(app.locator(S.playMoves)).toHaveText('2/36');
    await app.square('d4').click();
    await expect(app.locator(S.playMoves)).toHaveText('2/35');
    await app.action('edit-board').click();
    expect(await legalSquares(app)).toEqual(['a5', 'c1', 'c5', 'd2']);
  });

  test('plays by keyboard alone: arrows move the focus, Enter moves the knight', async ({ app, page }) => {
    await app.open('?mode=play');
    await app.square('a1').focus();
    await page.keyboard.press('Enter');
    for (const key of ['ArrowUp', 'ArrowUp', 'ArrowRight', 'Enter', 'ArrowUp', 'ArrowUp', 'ArrowRight', 'Enter']) {
      await page.keyboard.press(key);
    }
    await expect(app.locator(S.stepped)).toHaveCount(3);
    expect(await app.steppedSquares()).toEqual(['a1', 'b3', 'c5']);
    await expect(app.square('c5')).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(app.locator(S.stepped)).toHaveCount(2);
    expect(await app.steppedSquares()).toEqual(['a1', 'b3']);
  });

  test('follows hints from a winnable position to a complete tour', async ({ app }) => {
    await app.open('?mode=play&board=5x5&start=a1');
    expect(await app.steppedSquares()).toEqual(['a1']);
    for (let move = 2; move <= 25; move++) {
      const found = await hint(app);
      expect(found.kind, `move ${move}: ${found.text}`).toBe('move');
      const route = await app.steppedSquares();
      expect(isKnightMove(route.at(-1), found.square), `${found.square} is a move from ${route.at(-1)}`).toBe(true);
      expect(route).not.toContain(found.square);
      expect(found.text).toBe(`Try ${found.square}: a tour can still be completed from there.`);
      await app.walk([found.square]);
      await expect(app.locator(S.stepped)).toHaveCount(move);
    }
    await expect(app.root).toHaveAttribute('data-state', 'done');
    expect(tourProblem(await app.steppedSquares(), 5, 5)).toBeNull();
    await expect(app.status).toHaveText(/^You did it! A tour of every square \(25, open\) in \d+:\d\d\.$/);
    await app.screenshot('desktop-play-done');
  });

  test('says why no tour can be completed: a theorem about the start', async ({ app }) => {
    // On 5x5 (odd area) a tour cannot start on b1's colour.
    await app.open('?mode=play&board=5x5&start=b1');
    const found = await hint(app);
    expect(found.kind).toBe('lost');
    expect(found.text).toMatch(/^No tour can be completed from here: the board has an odd number of squares/);
  });

  test('says why no tour can be completed: a rule every tour obeys', async ({ app }) => {
    // For a closed tour the walk must be able to return to a6.
    await app.open('?mode=play&board=6x6&closed=1&start=a6');
    await app.walk(['c5', 'e6', 'f4', 'e2', 'c1', 'd3', 'b4']);
    await expect(app.locator(S.stepped)).toHaveCount(8);
    const found = await hint(app);
    expect(found.kind).toBe('lost');
    expect(found.text).toMatch(/a closed tour must end a knight's move from a6, and every such square has been visited/);
    await expect(app.locator(S.squareClass('a6', 'culprit'))).toHaveCount(1);
  });

  test('says why no tour can be completed: an exhaustive search', async ({ app }) => {
    // No rule applies, and exhaustive search finds no completion (a walk the core's
    // search rejects; see tour-core's obstacle tests).
    await app.open('?mode=play&board=5x5&start=a5');
    const walk = ['c4', 'e5', 'd3', 'e1', 'c2', 'd4', 'e2', 'c1', 'a2', 'b4', 'd5', 'e3', 'd1', 'b2', 'a4', 'c5', 'e4', 'd2'];
    await app.walk(walk);
    await expect(app.locator(S.stepped)).toHaveCount(walk.length + 1);
    const found = await hint(app);
    expect(found.kind).toBe('lost');
    expect(found.text).toMatch(/every way of going on from here was tried \([\d,]+ moves in all\), and none visits every square/);
    expect(found.text, 'and how far back a tour still exists').toMatch(/Undo to move \d+: from there a tour can still be completed\./);
    await app.screenshot('desktop-play-lost');
    // Going back to move 2 recovers: a hint finds a way again.
    await app.locator(S.moveBack(2)).click();
    await expect(app.locator(S.stepped)).toHaveCount(2);
    expect((await hint(app)).kind).toBe('move');
  });

  test('settles a hint that takes millions of positions on 8x8', async ({ app }) => {
    // No rule applies to this walk, and proving that nothing completes it takes the
    // exact search 2,981,383 positions: more than the 2,000,000 a hint once searched, within
    // the 8,000,000 it searches in the engine.
    const walk = ['f1', 'e3', 'f5', 'g7', 'h5', 'f6', 'd7', 'f8', 'e6', 'f4', 'g2', 'h4', 'g6', 'h8', 'f7', 'd8'];
    await app.open(`?mode=play&walk=${walk.join(',')}`);
    await expect(app.locator(S.stepped)).toHaveCount(walk.length);
    const found = await hint(app);
    expect(found.kind).toBe('lost');
    expect(found.text).toMatch(/every way of going on from here was tried \(2,981,383 moves in all\), and none visits every square/);
  });

  test('detects a dead end and shows the unreached squares', async ({ app }) => {
    await app.open('?mode=play&board=3x3&start=a1');
    await app.walk(['b3', 'c1', 'a2', 'c3', 'b1', 'a3', 'c2']);
    await expect(app.root).toHaveAttribute('data-state', 'stuck');
    await expect(app.status).toHaveText(/^Dead end at c2: no unvisited square is a knight's move away; unvisited squares left: 1\./);
    await expect(app.locator(S.squareWith('unreached'))).toHaveCount(1);
    await expect(app.locator(S.squareClass('b2', 'unreached'))).toHaveCount(1);
  });

  test('a long walk in a link is counted with thousands grouped', async ({ app }) => {
    const walk = warnsdorffWalk(40, 40);
    expect(pathProblem(walk, 40, 40)).toBeNull();
    expect(walk.length).toBeGreaterThan(1001);
    // 1,001 moves, then the first square again.
    const link = [...walk.slice(0, 1001), walk[0]].join(',');
    await app.open(`?mode=play&board=40x40&walk=${link}`);
    await expect(app.locator(S.noticeItems)).toHaveText([
      `URL parameter walk: move 1,002 ("${walk[0]}") was already visited; keeping the moves before it (1,001).`,
    ]);
    await expect(app.status).toHaveText(new RegExp(`^1,001/1,600 squares visited; knight on ${walk[1000]};`));
  });

  test('refuses mode=play on a board too large to draw square by square', async ({ app }) => {
    await app.open('?mode=bogus');
    await expect(app.locator(S.notice)).toContainText('mode="bogus" must be watch, play, compare or puzzle');
    await expect(app.locator(S.mode('watch'))).toHaveAttribute('aria-pressed', 'true');
    await app.open('?mode=play&board=60x60');
    await expect(app.locator(S.notice)).toContainText('Play, compare and puzzle modes need a board no larger than 50 × 50.');
    await expect(app.locator(S.mode('watch'))).toHaveAttribute('aria-pressed', 'true');
    await expect(app.locator(S.mode('play'))).toBeDisabled();
  });
});
