// The board before the WebAssembly: the page draws the link's board at once
// (first-board.js), keeps a square chosen there, and the app answers it when it starts.
// Each test holds the WebAssembly back until it says so, under the strict CSP.
import { test, expect, oneOf, outputDir } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';
import { STRICT_CSP } from './support/server.mjs';
import { tourProblem } from './support/tour.mjs';
import path from 'node:path';

const first = {
  page: '[data-first-page]',
  board: '[data-first-board]',
  square: (name) => `[data-first-square="${name}"]`,
  squares: '[data-first-square]',
  status: '[data-first-page] [role="status"]',
};

/** Holds every request for the WebAssembly until `release()`. */
async function holdWasm(page) {
  let release;
  const released = new Promise((resolve) => { release = resolve; });
  await page.route(/_bg\.wasm$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The app has started: its root and board are there and the first board is gone. */
async function appStarted(page) {
  await expect(page.locator(`${S.app}[data-state] ${S.board}`).first()).toBeVisible();
  await expect(page.locator(first.page)).toHaveCount(0);
}

test.describe('the board before the WebAssembly', () => {
  test.use({ serverHeaders: { 'content-security-policy': STRICT_CSP }, serviceWorkers: 'block' });

  test('a board=5x6 link shows a 5x6 board of buttons before the app runs', async ({ page }) => {
    const release = await holdWasm(page);
    await page.goto('?board=5x6');
    const board = page.locator(first.board);
    await expect(board).toBeVisible();
    await expect(board).toHaveAttribute('data-first-board', '5x6');
    await expect(board).toHaveAttribute('viewBox', '0 0 386 326');
    await expect(page.locator(first.squares)).toHaveCount(30);
    await expect(page.locator(first.square('a1'))).toHaveAttribute('role', 'button');
    await expect(page.locator(first.square('a5'))).toHaveClass('sq light');
    await expect(page.locator(first.square('f5'))).toHaveClass('sq dark');
    await expect(page.locator(first.status)).toHaveText('Loading the solver…');
    await expect(page.locator(S.board), 'no app board yet').toHaveCount(0);
    await expect(page.locator(`${S.app}[data-state]`)).toHaveCount(0);
    release();
    await appStarted(page);
    await expect(page.locator(S.board)).toHaveAttribute('data-cols', '6');
    await expect(page.locator(S.squares)).toHaveCount(30);
  });

  test('a click made while the WebAssembly is held back is answered with a tour from there', async ({ page }) => {
    const release = await holdWasm(page);
    await page.goto('./');
    await page.locator(first.square('a1')).click();
    await expect(page.locator(first.square('a1')), 'the square shows it is taken').toHaveClass(/\bstart\b/);
    await expect(page.locator(first.status)).toContainText('a1');
    release();
    await appStarted(page);
    const root = page.locator(S.app);
    await expect(root).toHaveAttribute('data-state', oneOf('playing', 'done'));
    await page.locator(S.action('end')).click();
    await expect(root).toHaveAttribute('data-state', 'done');
    const route = await page.locator(S.stepped).evaluateAll((squares) => squares
      .sort((a, b) => a.dataset.step - b.dataset.step).map((square) => square.dataset.square));
    expect(route[0]).toBe('a1');
    expect(tourProblem(route, 8, 8)).toBeNull();
  });

  test('the keyboard moves and chooses on the first board, and keeps its place in the app', async ({ page }) => {
    const release = await holdWasm(page);
    await page.goto('?board=6x6');
    await page.locator(first.square('a1')).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    await expect(page.locator(first.square('b2'))).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator(first.page)).toHaveAttribute('data-chosen', 'b2');
    release();
    await appStarted(page);
    await expect(page.locator(S.square('b2')), 'focus moves to the app\'s square').toBeFocused();
    await expect(page.locator(S.step(1))).toHaveAttribute('data-square', 'b2');
  });

  test('a link\'s start still works, and a click before the app replaces it', async ({ page }) => {
    await page.goto('?board=6x6&start=c2');
    await expect(page.locator(S.app)).toHaveAttribute('data-state', 'paused');
    await expect(page.locator(S.step(1))).toHaveAttribute('data-square', 'c2');

    const release = await holdWasm(page);
    await page.goto('?board=6x6&start=c2');
    await expect(page.locator(first.square('c2')), 'the link\'s start is drawn').toHaveClass(/\bstart\b/);
    await page.locator(first.square('e5')).click();
    release();
    await appStarted(page);
    await expect(page.locator(S.step(1))).toHaveAttribute('data-square', 'e5');
    // A click plays its run, where the link's start would have been shown paused.
    await expect(page.locator(S.app)).toHaveAttribute('data-state', oneOf('playing', 'done'));
  });

  test('play mode places the knight on the square chosen early', async ({ page }) => {
    const release = await holdWasm(page);
    await page.goto('?mode=play&board=6x6');
    await expect(page.locator(first.page).locator('.tagline')).toHaveText(/Move the knight yourself/);
    await page.locator(first.square('c3')).click();
    release();
    await appStarted(page);
    await expect(page.locator(S.app)).toHaveAttribute('data-state', 'moving');
    await expect(page.locator(S.step(1))).toHaveAttribute('data-square', 'c3');
  });

  test('in play mode a square chosen early is the move after the link\'s walk', async ({ page }) => {
    const release = await holdWasm(page);
    await page.goto('?mode=play&board=5x5&walk=a1,b3');
    await page.locator(first.square('c5')).click();
    release();
    await appStarted(page);
    await expect(page.locator(S.stepped)).toHaveCount(3);
    await expect(page.locator(S.step(3))).toHaveAttribute('data-square', 'c5');
  });

  test('play mode\'s walk is drawn before the app runs, as the app draws it', async ({ page }) => {
    const release = await holdWasm(page);
    await page.goto('?mode=play&board=5x5&walk=a1,b3,c5');
    const drawn = (square) => page.locator(first.page).evaluate((root, square) => {
      const svg = root.querySelector('svg.board');
      return {
        steps: [...svg.querySelectorAll('[data-step]')].map((element) => `${element.dataset.step}:${element.getAttribute(square)}`).sort(),
        numbers: [...svg.querySelectorAll('.num')].map((number) => number.textContent).sort(),
        path: svg.querySelector('.path polyline').getAttribute('points'),
        knight: svg.querySelector('.knight').getAttribute('transform'),
        legal: [...svg.querySelectorAll('.legal-dot')].map((dot) => dot.parentElement.getAttribute(square)).sort(),
      };
    }, square);
    const early = await drawn('data-first-square');
    expect(early).toEqual({
      steps: ['1:a1', '2:b3', '3:c5'],
      numbers: ['1', '2'],
      path: '56,270 116,150 176,30',
      knight: 'translate(146 0)',
      legal: ['a4', 'd3', 'e4'],
    });
    await expect(page.locator(first.square('a1'))).toHaveClass(/\bstart\b/);
    release();
    await appStarted(page);
    const late = await page.locator(S.svgBoard).evaluate((svg) => ({
      steps: [...svg.querySelectorAll('[data-step]')].map((element) => `${element.dataset.step}:${element.dataset.square}`).sort(),
      numbers: [...svg.querySelectorAll('.num')].map((number) => number.textContent).sort(),
      path: [...svg.querySelectorAll('.path polyline')].map((line) => line.getAttribute('points')).join(' '),
      knight: svg.querySelector('.knight').getAttribute('transform'),
      legal: [...svg.querySelectorAll('.legal-dot')].map((dot) => dot.parentElement.dataset.square).sort(),
    }));
    expect(late).toEqual(early);
  });

  test('compare mode shows both boards and compares from the square chosen early', async ({ page }) => {
    const release = await holdWasm(page);
    await page.goto('?mode=compare&algo=warnsdorff&vs=accessibility');
    await expect(page.locator(first.board)).toHaveCount(2);
    await expect(page.locator(`${first.page} figcaption`)).toHaveText(['warnsdorff', 'accessibility']);
    await page.locator(first.board).nth(1).locator(first.square('d4')).click();
    await expect(page.locator(`${first.page} .sq.start`)).toHaveCount(2);
    release();
    await appStarted(page);
    for (const side of ['first', 'second']) {
      await expect(page.locator(`${S.sideBoard(side)} ${S.step(1)}`)).toHaveAttribute('data-square', 'd4');
    }
  });

  test('an embed shows the board without the page header', async ({ page }) => {
    const release = await holdWasm(page);
    await page.goto('?embed=1&board=5x5');
    await expect(page.locator(first.board)).toBeVisible();
    await expect(page.locator(S.header)).toHaveCount(0);
    release();
    await appStarted(page);
    await expect(page.locator(S.header)).toHaveCount(0);
  });

  test('boards drawn on a canvas get a plain one first, and a click there is kept', async ({ page }) => {
    const release = await holdWasm(page);
    await page.goto('?board=60x60');
    const canvas = page.locator(`canvas${first.board}`);
    await expect(canvas).toHaveAttribute('data-first-board', '60x60');
    const box = await canvas.boundingBox();
    // The bottom-left square of 60x60.
    await canvas.click({ position: { x: 2, y: box.height - 2 } });
    await expect(page.locator(first.page)).toHaveAttribute('data-chosen', 'a1');
    release();
    await appStarted(page);
    await expect(page.locator(S.canvasBoard)).toBeVisible();
    await expect(page.locator(S.app)).toHaveAttribute('data-state', oneOf('solving', 'playing', 'done'));
  });

  test.describe('without the WebAssembly', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED .*_bg\.wasm/] });

    test('says so when the WebAssembly cannot be loaded', async ({ page, pageProblems }) => {
      await page.route(/_bg\.wasm$/, (route) => route.abort());
      await page.goto('?board=5x5');
      await expect(page.locator(first.status)).toHaveText(/could not be loaded/);
      await expect(page.locator(first.board), 'the board stays').toBeVisible();
      // The start-up script's failure is the point of this test: take it off the list.
      const failure = /^page error: Failed to fetch/;
      await expect.poll(() => pageProblems.some((problem) => failure.test(problem))).toBe(true);
      pageProblems.splice(0, pageProblems.length, ...pageProblems.filter((problem) => !failure.test(problem)));
    });
  });

  test('a link\'s end square is marked before the app runs', async ({ page }) => {
    const release = await holdWasm(page);
    await page.goto('?board=6x6&end=f6');
    await expect(page.locator(first.square('f6'))).toHaveClass(/\bend\b/);
    release();
    await appStarted(page);
    await expect(page.locator(S.square('f6'))).toHaveClass(/\bend\b/);
  });

  test('theme and language come from the link before the app runs, in the app\'s words', async ({ page }) => {
    const release = await holdWasm(page);
    await page.goto('?lang=zh-Hant&theme=dark');
    await expect(page.locator(S.themeRoot)).toHaveAttribute('data-theme', 'dark');
    await expect(page, 'the tab is titled in the language from the start').toHaveTitle('騎士巡邏');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    const early = await page.locator(first.page).evaluate((root) => ({
      title: root.querySelector('h1').textContent,
      tagline: root.querySelector('.tagline').textContent,
      label: root.querySelector('svg').getAttribute('aria-label'),
    }));
    release();
    await appStarted(page);
    await expect(page.locator(S.title)).toHaveText(early.title);
    await expect(page.locator('.tagline')).toHaveText(early.tagline);
    await expect(page.locator(S.svgBoard)).toHaveAttribute('aria-label', early.label);
    await expect(page).toHaveTitle('騎士巡邏');
  });

  test('the tagline names the link\'s piece before the app runs, in the app\'s words', async ({ page }) => {
    const cases = [
      ['?leaper=camel', 'Click a square to choose where the camel starts'],
      ['?leaper=3,0&lang=zh-Hans', '点击一格作为(0,3) 跳子的起点'],
      ['?leaper=giraffe&mode=play&lang=zh-Hant', '自己移動長頸鹿'],
      ['?leaper=knight&mode=play', "Move the knight yourself: visit every square exactly once, one knight's move at a time."],
    ];
    for (const [query, expected] of cases) {
      const release = await holdWasm(page);
      await page.goto(query);
      const early = await page.locator(`${first.page} .tagline`).textContent();
      expect(early, query).toContain(expected);
      release();
      await appStarted(page);
      await expect(page.locator('.tagline'), query).toHaveText(early);
      await page.unroute(/_bg\.wasm$/);
    }
  });

  const PLACES = [
    ['', { width: 1280, height: 800 }],
    ['', { width: 390, height: 844 }],
    ['?mode=compare&start=c3', { width: 1280, height: 800 }],
    ['?embed=1&board=6x6', { width: 390, height: 844 }],
    ['?lang=zh-Hans&board=10x10', { width: 390, height: 844 }],
  ];
  for (const [query, viewport] of PLACES) {
    const name = `${viewport.width}${query.replace(/[?&=]/g, '-')}`;
    test(`the app's board takes the first board's place: ${query || 'default'} at ${viewport.width}x${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const release = await holdWasm(page);
      await page.goto(query || './');
      const boxes = (selector) => page.locator(selector).evaluateAll((boards) => boards.map((board) => {
        const { x, y, width, height } = board.getBoundingClientRect();
        return { x, y, width, height };
      }));
      const before = await boxes(first.board);
      await page.screenshot({ path: path.join(outputDir, `first-board-${name}.png`) });
      release();
      await appStarted(page);
      const after = await boxes(S.svgBoard);
      await page.screenshot({ path: path.join(outputDir, `first-board-app-${name}.png`) });
      expect(after).toHaveLength(before.length);
      for (const [i, box] of before.entries()) {
        for (const key of ['x', 'y', 'width', 'height']) {
          expect(Math.abs(after[i][key] - box[key]), `board ${i} ${key}: ${box[key]} then ${after[i][key]}`).toBeLessThanOrEqual(1);
        }
      }
    });
  }
});
