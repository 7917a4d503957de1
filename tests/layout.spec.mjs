// The page reads at a glance: at a desktop, a small laptop and a phone size, the board,
// the status line and the playback controls (or play mode's buttons and refusal) are on
// screen together; the code panel sits beside the board on wide screens and under it on
// a phone, its current line in sight while it plays; the settings fold into groups a
// keyboard opens and closes; the algorithm is described once.
import { test, expect } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';

const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['laptop', { width: 1024, height: 768 }],
  ['phone', { width: 390, height: 844 }],
];

/** Fails unless every locator's box lies wholly inside the viewport. */
async function allInView(app, named) {
  const { width, height } = app.page.viewportSize();
  const outside = [];
  for (const [name, locator] of Object.entries(named)) {
    await expect(locator, name).toBeVisible();
    const box = await locator.boundingBox();
    const inside = box.x >= -0.5 && box.y >= -0.5 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5;
    if (!inside) outside.push(`${name} at y ${Math.round(box.y)}..${Math.round(box.y + box.height)}`);
  }
  expect(outside, `outside the ${width}x${height} viewport`).toEqual([]);
}

/** On a phone the header scrolls away first, as a thumb would scroll it: the board at the top. */
async function boardToTop(app, device) {
  if (device === 'phone') await app.board.evaluate((board) => board.scrollIntoView({ block: 'start' }));
}

test.describe('the layout at three sizes', () => {
  for (const [device, viewport] of SIZES) {
    test(`${device}: a refused start, its reason and the controls are in sight with the board`, async ({ app }) => {
      await app.open('?board=5x5', { viewport });
      await app.square('b5').click();
      await expect(app.status).toHaveText(/^No tour from b5/);
      await allInView(app, { board: app.board, status: app.status, play: app.action('play'), restart: app.action('restart') });
      await app.screenshot(`layout-${device}-refusal`);
    });

    test(`${device}: the code panel's current line is in sight with the board and controls, also while it plays`, async ({ app }) => {
      const queries = ['?board=8x8&start=a1&code=1&step=5', '?board=20x20&start=a1&code=1&step=3', '?board=5x5&algo=backtrack&start=a5&code=1&step=40'];
      for (const query of queries) {
        await app.open(query, { viewport });
        await expect(app.locator(S.codeLine)).toHaveCount(1);
        await boardToTop(app, device);
        const named = { board: app.board, status: app.status, play: app.action('play'), forward: app.action('forward'), line: app.locator(S.codeLine) };
        await allInView(app, named);
        // Beside the board on wide screens, under it on a phone.
        const board = await app.board.boundingBox();
        const code = await app.testId('code').boundingBox();
        if (device === 'phone') expect(code.y).toBeGreaterThanOrEqual(board.y + board.height);
        else expect(code.x).toBeGreaterThanOrEqual(board.x + board.width);
        // While it plays, all of it stays where it was.
        const placed = await app.locator(S.stepped).count();
        await app.action('play').click();
        await expect.poll(() => app.locator(S.stepped).count(), { timeout: 5000 }).toBeGreaterThan(placed + 1);
        await allInView(app, named);
        await app.action('play').click();
        await app.screenshot(`layout-${device}-code`);
      }
    });

    test(`${device}: fast's "no" with the code panel on, what a click does while editing, and a search's progress are in sight with the board`, async ({ app }) => {
      await app.open('?board=5x5&code=1', { viewport });
      await app.square('b5').click();
      await expect(app.status).toHaveText(/^No tour from b5: /);
      // Where the click left the page, and with the board at the top on a phone.
      await allInView(app, { board: app.board, status: app.status, play: app.action('play'), forward: app.action('forward') });
      await boardToTop(app, device);
      await allInView(app, { board: app.board, status: app.status, play: app.action('play'), forward: app.action('forward') });
      await app.screenshot(`layout-${device}-code-no-tour`);
      await app.open('?board=6x6', { viewport });
      await app.action('edit-board').click();
      await expect(app.status).toHaveText(/^Editing the board: /);
      await boardToTop(app, device);
      await allInView(app, { board: app.board, status: app.status });
      await app.screenshot(`layout-${device}-editing`);
      // A search's progress, on another piece.
      await app.open('?board=8x8&leaper=giraffe', { viewport });
      await app.square('a1').click();
      await expect(app.status).toHaveText(/^Solving from a1 with fast… [\d,]+ placements so far/);
      await boardToTop(app, device);
      await allInView(app, { board: app.board, status: app.status });
    });

    test(`${device}: in play mode a refused move is said under the board, with the buttons`, async ({ app }) => {
      await app.open('?board=6x8&mode=play&walk=a1', { viewport });
      await app.square('a2').click();
      await expect(app.locator(S.refused)).toHaveText(/a2 is not a knight's move from a1/);
      await allInView(app, { board: app.board, status: app.status, refused: app.locator(S.refused), undo: app.action('undo'), hint: app.action('hint') });
      await app.screenshot(`layout-${device}-play`);
    });

    test(`${device}: compare mode shows both boards with the status line and the controls`, async ({ app }) => {
      await app.open('?board=5x5&mode=compare&vs=warnsdorff', { viewport });
      await app.locator(`${S.sideBoard('first')} ${S.square('b5')}`).click();
      await expect(app.locator(S.compareStats)).toBeVisible();
      // fast's reason is in the status line, whole.
      await expect(app.status).toHaveText(/fast: no tour from b5: .*this square has the other colour · warnsdorff: /);
      await allInView(app, {
        first: app.locator(S.sideBoard('first')), second: app.locator(S.sideBoard('second')),
        status: app.status, play: app.action('play'), end: app.action('end'),
      });
      await app.screenshot(`layout-${device}-compare`);
    });

    test(`${device}: a survey's heatmap, its status line naming the undecided start, and the heatmap's legend are in sight together`, async ({ app }) => {
      await app.open('?board=12x12&holes=d4:e5&survey=1', { viewport });
      await expect(app.root).toHaveAttribute('data-survey', 'done', { timeout: 45_000 });
      await expect(app.status).toHaveText(/Undecided from l9: the search stopped at its budget/);
      await allInView(app, { board: app.board, status: app.status, legend: app.locator(S.heatmapLegend) });
      await app.screenshot(`layout-${device}-survey`);
    });
  }
});

test.describe('the settings in groups', () => {
  test('fold and unfold by keyboard, board and algorithm open at first', async ({ app, page }) => {
    await app.open('?board=6x6');
    await expect(app.locator(S.section('board'))).toHaveJSProperty('open', true);
    await expect(app.locator(S.section('algorithm'))).toHaveJSProperty('open', true);
    const ends = app.locator(S.section('ends'));
    await expect(ends).toHaveJSProperty('open', false);
    await expect(app.action('finish-on')).toBeHidden();
    // Tab from the algorithm (fast: the move order is off) reaches the next group's heading.
    await app.control('algo').focus();
    await page.keyboard.press('Tab');
    await expect(app.locator(S.sectionToggle('ends'))).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ends).toHaveJSProperty('open', true);
    await expect(app.action('finish-on')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(ends).toHaveJSProperty('open', false);
    await expect(app.action('finish-on')).toBeHidden();
    // The board group closes the same way, its size form with it.
    await app.locator(S.sectionToggle('board')).focus();
    await page.keyboard.press('Enter');
    await expect(app.locator(S.section('board'))).toHaveJSProperty('open', false);
    await expect(app.locator('input[name="rows"]')).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(app.locator('input[name="rows"]')).toBeVisible();
  });

  test('a link that sets a start or finish rule opens that group', async ({ app }) => {
    for (const query of ['?board=8x8&end=h8', '?board=6x6&closed=1', '?board=5x5&starts=1']) {
      await app.open(query);
      await expect(app.locator(S.section('ends')), query).toHaveJSProperty('open', true);
    }
  });

  test('the algorithm is described once, under the algorithm', async ({ app }) => {
    await app.open('?algo=warnsdorff');
    const description = await app.locator(S.algoDescription).textContent();
    expect(description).toMatch(/^Warnsdorff's rule/);
    await app.locator(S.keyboardHelp).click();
    const text = await app.root.innerText();
    expect(text.split(description).length - 1).toBe(1);
  });
});
