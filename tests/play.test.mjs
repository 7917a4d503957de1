// Issue 5 (play mode): the student moves the knight; legal moves are highlighted,
// illegal clicks refused, moves taken back, and hints found by the core's exact search
// (a move from a winnable position, "no tour" with the reason from a lost one).
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, waitForState, steppedSquares, screenshot } from './support/browser.mjs';
import { isKnightMove, tourProblem } from './support/tour.mjs';

const legalSquares = (page) =>
  page.$$eval('[data-square]:has(.legal-dot)', (items) => items.map((g) => g.dataset.square).sort());

async function walk(page, squares) {
  for (const square of squares) await page.click(`[data-square="${square}"]`);
}

async function hint(page) {
  await page.click('[data-action="hint"]');
  await page.waitForFunction(() => {
    const hint = document.querySelector('[data-testid="hint"]');
    return hint && hint.dataset.hint !== 'searching';
  });
  return {
    kind: await page.getAttribute('[data-testid="hint"]', 'data-hint'),
    text: await page.textContent('[data-testid="hint"]'),
    square: await page.$eval('body', () => document.querySelector('.sq.hinted')?.dataset.square ?? null),
  };
}

describe('play mode', () => {
  let env;
  before(async () => { env = await launch(); });
  after(async () => { await env.stop(); });

  it('moves by legal knight moves only, refuses the rest, and takes moves back', async () => {
    const page = await openApp(env, '?mode=play');
    assert.equal(await page.getAttribute('[data-mode="play"]', 'aria-pressed'), 'true');
    assert.equal(await page.getAttribute('.app', 'data-state'), 'idle');
    await walk(page, ['a1']);
    assert.deepEqual(await steppedSquares(page), ['a1']);
    assert.deepEqual(await legalSquares(page), ['b3', 'c2']);
    assert.match(await page.getAttribute('[data-square="b3"]', 'aria-label'), /legal move/);
    await walk(page, ['b3']);
    assert.equal(await page.getAttribute('.app', 'data-state'), 'moving');
    assert.deepEqual(await steppedSquares(page), ['a1', 'b3']);

    // b4 is not a knight's move from b3; a1 is taken.
    await walk(page, ['b4']);
    assert.deepEqual(await steppedSquares(page), ['a1', 'b3']);
    assert.equal(await page.textContent('[data-testid="refused"]'), "b4 is not a knight's move from b3.");
    assert.ok(await page.$('[data-square="b4"].refused'));
    await walk(page, ['a1']);
    assert.equal(await page.textContent('[data-testid="refused"]'), 'a1 was already visited (move 1).');
    assert.deepEqual(await steppedSquares(page), ['a1', 'b3']);

    await walk(page, ['c5', 'd7', 'f8']);
    assert.equal(await page.textContent('[data-testid="play-moves"]'), '5/64');
    await page.click('[data-action="undo"]');
    assert.deepEqual(await steppedSquares(page), ['a1', 'b3', 'c5', 'd7']);
    await page.click('[data-move="2"]');
    assert.deepEqual(await steppedSquares(page), ['a1', 'b3']);
    // Keyboard: U takes back, H asks for a hint.
    await page.focus('[data-square="b3"]');
    await page.keyboard.press('u');
    assert.deepEqual(await steppedSquares(page), ['a1']);
    await page.keyboard.press('h');
    await page.waitForSelector('[data-testid="hint"][data-hint="move"]');
    await page.click('[data-control="legal"]');
    assert.deepEqual(await legalSquares(page), [], 'the highlight toggles off');
    await page.click('[data-action="start-over"]');
    assert.equal(await page.getAttribute('.app', 'data-state'), 'idle');
    assert.deepEqual(page.problems, []);
    await page.close();
  });

  it('plays by keyboard alone: arrows move the focus, Enter moves the knight', async () => {
    const page = await openApp(env, '?mode=play');
    await page.focus('[data-square="a1"]');
    await page.keyboard.press('Enter');
    for (const key of ['ArrowUp', 'ArrowUp', 'ArrowRight', 'Enter', 'ArrowUp', 'ArrowUp', 'ArrowRight', 'Enter']) {
      await page.keyboard.press(key);
    }
    assert.deepEqual(await steppedSquares(page), ['a1', 'b3', 'c5']);
    assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'c5');
    await page.keyboard.press('Backspace');
    assert.deepEqual(await steppedSquares(page), ['a1', 'b3']);
    await page.close();
  });

  it('follows hints from a winnable position to a complete tour', async () => {
    const page = await openApp(env, '?mode=play&board=5x5&start=a1');
    assert.deepEqual(await steppedSquares(page), ['a1']);
    for (let move = 2; move <= 25; move++) {
      const found = await hint(page);
      assert.equal(found.kind, 'move', `move ${move}: ${found.text}`);
      const route = await steppedSquares(page);
      assert.ok(isKnightMove(route.at(-1), found.square), `${found.square} is a move from ${route.at(-1)}`);
      assert.ok(!route.includes(found.square));
      assert.equal(found.text, `Try ${found.square}: a tour can still be completed from there.`);
      await walk(page, [found.square]);
    }
    await waitForState(page, ['done']);
    assert.equal(tourProblem(await steppedSquares(page), 5, 5), null);
    assert.match(await page.textContent('[data-testid="status"]'), /^You did it! A tour of every square \(25, open\) in \d+:\d\d\.$/);
    await screenshot(page, 'desktop-play-done');
    await page.close();
  });

  it('says why no tour can be completed from a lost position', async () => {
    // A theorem: on 5x5 (odd area) a tour cannot start on b1's colour.
    let page = await openApp(env, '?mode=play&board=5x5&start=b1');
    let found = await hint(page);
    assert.equal(found.kind, 'lost');
    assert.match(found.text, /^No tour can be completed from here: the board has an odd number of squares/);
    await page.close();

    // A rule every tour obeys: for a closed tour the walk must be able to return to a6.
    page = await openApp(env, '?mode=play&board=6x6&closed=1&start=a6');
    await walk(page, ['c5', 'e6', 'f4', 'e2', 'c1', 'd3', 'b4']);
    found = await hint(page);
    assert.equal(found.kind, 'lost');
    assert.match(found.text, /a closed tour must end a knight's move from a6, and every such square has been visited/);
    assert.ok(await page.$('[data-square="a6"].culprit'));
    await page.close();

    // No rule applies, and exhaustive search finds no completion (a walk the core's
    // search rejects; see tour-core's obstacle tests).
    page = await openApp(env, '?mode=play&board=5x5&start=a5');
    await walk(page, ['c4', 'e5', 'd3', 'e1', 'c2', 'd4', 'e2', 'c1', 'a2', 'b4', 'd5', 'e3', 'd1', 'b2', 'a4', 'c5', 'e4', 'd2']);
    found = await hint(page);
    assert.equal(found.kind, 'lost');
    assert.match(found.text, /exhaustive search finished: \d+ positions, none completes a tour/);
    await screenshot(page, 'desktop-play-lost');
    // Undo recovers: back at move 2, a hint finds a way again.
    await page.click('[data-move="2"]');
    assert.equal((await hint(page)).kind, 'move');
    await page.close();
  });

  it('detects a dead end and shows the unreached squares', async () => {
    const page = await openApp(env, '?mode=play&board=3x3&start=a1');
    await walk(page, ['b3', 'c1', 'a2', 'c3', 'b1', 'a3', 'c2']);
    await waitForState(page, ['stuck']);
    assert.match(await page.textContent('[data-testid="status"]'), /^Dead end at c2: no unvisited square is a knight's move away; unvisited squares left: 1\./);
    assert.ok(await page.$('[data-square="b2"].unreached'));
    await page.close();
  });

  it('refuses mode=play on a board too large to draw square by square', async () => {
    let page = await openApp(env, '?mode=bogus');
    assert.match(await page.textContent('[data-testid="notice"]'), /mode="bogus" must be watch, play or compare/);
    assert.equal(await page.getAttribute('[data-mode="watch"]', 'aria-pressed'), 'true');
    await page.close();
    page = await openApp(env, '?mode=play&board=60x60');
    assert.match(await page.textContent('[data-testid="notice"]'), /Play and compare modes need a board of at most 50 x 50 squares/);
    assert.equal(await page.getAttribute('[data-mode="watch"]', 'aria-pressed'), 'true');
    assert.ok(await page.$('[data-mode="play"][disabled]'));
    assert.deepEqual(page.problems, []);
    await page.close();
  });
});
