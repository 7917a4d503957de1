// The board before the WebAssembly reads a link as the app reads it: the same links, drawn
// first by first-board.js (the WebAssembly held back) and then by the app, give the same
// board size, the same squares (so the same holes), the same walk (its numbered squares,
// the knight and the squares it may move to) and notices about the same parameters, or
// none from either. Hand-picked links, then links made at random from a fixed seed, so
// every run tries the same ones: board sizes good and bad, holes as names and blocks,
// leapers, play mode's walks and languages. A notice does not move the board either.
import { test, expect } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';
import { STRICT_CSP } from './support/server.mjs';
import { randomFrom } from './support/random.mjs';

/** Links whose reading once differed, or that try one rule each. */
const CHOSEN = [
  '?board=5x6',
  '?board=',
  '?board=%206%20x%207%20',
  '?board=6X7&board=7%C3%977',
  '?board=8x8x8',
  '?board=0x5',
  '?board=1001x3',
  '?board=99999999999999999999x4',
  '?board=60x60&mode=play',
  '?holes=',
  '?holes=d4:e5,a1',
  '?holes=a1,,b2',
  '?holes=a1,',
  '?holes=,a1',
  '?holes=a1%20b2%20c3:d4',
  '?holes=a1:b2:c3',
  '?holes=A1:B2',
  '?holes=a1:',
  '?holes=i1',
  '?board=2x2&holes=a1:b2',
  '?board=3x3&holes=a1:c3',
  '?leaper=camel',
  '?leaper=ZEBRA',
  '?leaper=(2,3)',
  '?leaper=(1,2',
  '?leaper=1,2)',
  '?leaper=%201%20,%204%20',
  '?leaper=0,0',
  '?leaper=8,1',
  '?leaper=1,2,3',
  '?leaper=',
  '?mode=Play!',
  '?mode=',
  '?walk=a1',
  '?walk=',
  '?mode=play&walk=',
  '?mode=play&board=5x5&walk=a1,b3,c5',
  '?mode=play&board=5x5&walk=a1%20b3%20c5',
  '?mode=play&board=5x5&walk=a1,b3,a1',
  '?mode=play&board=5x5&walk=a1,c2,zz',
  '?mode=play&board=5x5&walk=a1,b2',
  '?mode=play&board=5x5&holes=b3&walk=a1,b3',
  '?mode=play&board=5x5&leaper=camel&walk=a1,b4,e5',
  '?mode=play&board=3x4&end=b3&walk=a1,b3',
  '?mode=play&board=5x5&start=c3',
  '?mode=play&board=40x40&walk=a1,b3,c5,d7',
  '?lang=zh-TW',
  '?lang=zh_hant_tw',
  '?lang=ZH',
  '?lang=en_US',
  '?lang=fr',
  '?lang=',
];

/** `count` links made from `seed`. */
function randomLinks(seed, count) {
  const random = randomFrom(seed);
  const int = (low, high) => low + Math.floor(random() * (high - low + 1));
  const pick = (items) => items[int(0, items.length - 1)];
  const chance = (p) => random() < p;
  const file = (col) => {
    let name = '';
    for (let n = col + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(97 + ((n - 1) % 26)) + name;
    return name;
  };
  const links = [];
  while (links.length < count) {
    const pairs = [];
    let [rows, cols] = [int(1, 12), int(1, 12)];
    if (chance(0.1)) [rows, cols] = [int(13, 40), int(5, 40)];
    if (chance(0.85)) {
      const good = pick([`${rows}x${cols}`, `${rows}X${cols}`, `${rows}×${cols}`, ` ${rows} x ${cols} `]);
      const bad = pick(['0x5', '5x0', '1001x3', '5', 'x5', '5x', '5x5x5', 'abc', '', '-3x4', '3.5x4', '+3x4', '99999999999999999999x4']);
      pairs.push(['board', chance(0.8) ? good : bad]);
    } else {
      [rows, cols] = [8, 8];
    }
    // Square names on the board asked for, now and then one past its edge.
    const name = (edge = 0.1) => `${file(int(0, cols - (chance(edge) ? -1 : 1)))}${int(1, rows + (chance(edge) ? 2 : 0))}`;
    if (chance(0.5)) {
      const entries = Array.from({ length: int(1, 4) }, () => {
        const odd = pick(['', 'zz', 'a1:b2:c3', ':a1', 'a1:', '1', 'A1', `a1:${file(cols - 1)}${rows}`]);
        if (chance(0.1)) return odd;
        return chance(0.4) ? `${name()}:${name()}` : name();
      });
      pairs.push(['holes', entries.join(pick([',', ', ', ' ', ',']))]);
    }
    let steps = [1, 2];
    if (chance(0.4)) {
      const leaper = pick(['knight', 'Camel', 'ZEBRA', 'giraffe', '1,3', '(2,3)', ' 1 , 4 ', '(1,2', '3,0', '0,0', '8,1', '2,2', '0,1', 'rook', '', '1,2,3']);
      pairs.push(['leaper', leaper]);
      const named = { knight: [1, 2], camel: [1, 3], zebra: [2, 3], giraffe: [1, 4] }[leaper.toLowerCase()];
      const numbers = /^\(?\s*(\d)\s*,\s*(\d)\s*\)?$/.exec(leaper);
      steps = named || (numbers ? [+numbers[1], +numbers[2]] : steps);
    }
    const play = chance(0.5);
    if (play || chance(0.1)) pairs.push(['mode', play ? 'play' : pick(['watch', 'compare', 'Play!'])]);
    if (play || chance(0.1)) {
      // A walk of the piece, then now and then a move the app refuses.
      const walk = [[int(0, rows - 1), int(0, cols - 1)]];
      for (let i = int(0, 12); i > 0; i -= 1) {
        const [r, c] = walk.at(-1);
        const moves = [];
        for (const [p, q] of [steps, [steps[1], steps[0]]]) {
          for (const [dr, dc] of [[p, q], [p, -q], [-p, q], [-p, -q]]) {
            const next = [r + dr, c + dc];
            const seen = walk.some(([a, b]) => a === next[0] && b === next[1]);
            if (next[0] >= 0 && next[0] < rows && next[1] >= 0 && next[1] < cols && !seen) moves.push(next);
          }
        }
        if (!moves.length) break;
        walk.push(pick(moves));
      }
      const names = walk.map(([r, c]) => `${file(c)}${rows - r}`);
      if (chance(0.3)) names.push(pick([names[0], name(0.3), 'zz', '']));
      pairs.push(['walk', names.join(pick([',', ' ', ',']))]);
    }
    if (chance(0.3)) pairs.push(['lang', pick(['en', 'EN', 'zh', 'zh-TW', 'zh_Hant', 'zh-hant-tw', 'zh-HK', 'zh-CN', 'fr', '', 'en_US', 'english'])]);
    if (chance(0.05) && pairs.length) pairs.push([...pick(pairs)]);
    for (let i = pairs.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [pairs[i], pairs[j]] = [pairs[j], pairs[i]];
    }
    links.push(`?${pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`);
  }
  return links;
}

/** What a board shows, read in the page: `svg` the board, `square` the attribute that
 * names its squares, `notices` the notice items. */
function reading({ board, square, notices }) {
  const svg = document.querySelector(board);
  const size = svg.dataset.firstBoard || `${svg.dataset.rows}x${svg.dataset.cols}`;
  const named = (selector) => [...svg.querySelectorAll(selector)].map((element) => element.getAttribute(square));
  const steps = [...svg.querySelectorAll('[data-step]')]
    .sort((a, b) => a.dataset.step - b.dataset.step)
    .map((element) => `${element.dataset.step}:${element.getAttribute(square)}`);
  return {
    size,
    lang: document.documentElement.lang,
    squares: svg.tagName === 'svg' ? named(`[${square}]`).sort() : null,
    steps,
    legal: named(`[${square}]:has(.legal-dot)`).sort(),
    knight: svg.querySelector('.knight')?.getAttribute('transform') ?? null,
    notices: [...document.querySelectorAll(notices)].map((item) => item.textContent),
  };
}

const FIRST = { board: '[data-first-board]', square: 'data-first-square', notices: '[data-first-page] .notice li' };
const APP = { board: S.board, square: 'data-square', notices: S.noticeItems };

/** Whether the app's notice `text` is about `param`: it quotes `param="…"`, or names
 * `walk:` (a move of the walk), or names the largest board play and compare modes draw. */
const about = (text, param) => text.includes(`${param}="`)
  || (param === 'walk' && /walk[:：]/.test(text))
  || (param === 'mode' && text.includes('50 × 50'));

/** Opens each link with the WebAssembly held back, reads the first board, lets the app
 * start and reads its board; both readings must agree. */
async function compare(page, links) {
  let held;
  let release;
  await page.route(/_bg\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  for (const link of links) {
    held = new Promise((resolve) => { release = resolve; });
    await page.goto(link);
    await expect(page.locator(FIRST.board).first(), link).toBeVisible();
    const first = await page.evaluate(reading, FIRST);
    release();
    await expect(page.locator(`${S.app}[data-state] ${S.board}`).first(), link).toBeVisible();
    await expect(page.locator('[data-first-page]'), link).toHaveCount(0);
    // The first board quotes each parameter the app refuses (`name="value"`); the app's
    // sentence about it, in any language, must stand in the same place.
    const expected = { ...first, notices: first.notices.map((notice) => notice.split('=')[0]) };
    const named = (text, i) => (about(text, expected.notices[i]) ? expected.notices[i] : text);
    // The app places a link's walk and loads its language just after its first render.
    await expect.poll(async () => {
      const app = await page.evaluate(reading, APP);
      return { ...app, notices: app.notices.map(named) };
    }, { message: link }).toEqual(expected);
  }
}

test.describe('the first board reads links as the app does', () => {
  test.use({ serverHeaders: { 'content-security-policy': STRICT_CSP }, serviceWorkers: 'block' });

  test('links chosen to try each rule', async ({ page }) => {
    test.setTimeout(300_000);
    await compare(page, CHOSEN);
  });

  for (const seed of [1, 2, 3, 4]) {
    test(`links made at random from seed ${seed}`, async ({ page }) => {
      test.setTimeout(300_000);
      await compare(page, randomLinks(seed, 25));
    });
  }
});

test.describe('a notice on the first board', () => {
  test.use({ serverHeaders: { 'content-security-policy': STRICT_CSP }, serviceWorkers: 'block' });

  const LINKS = ['?board=7x&holes=a1,,b2&leaper=rook', '?mode=play&board=6x6&walk=a1,b3,zz&lang=zh-Hant'];
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    for (const link of LINKS) {
      test(`does not move the board when the app takes over: ${link} at ${viewport.width}x${viewport.height}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        let release;
        const held = new Promise((resolve) => { release = resolve; });
        await page.route(/_bg\.wasm$/, async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(link);
        const box = (selector) => page.locator(selector).first().evaluate((board) => {
          const { x, y, width, height } = board.getBoundingClientRect();
          return { x, y, width, height };
        });
        await expect(page.locator(FIRST.notices).first()).toBeVisible();
        const before = await box(FIRST.board);
        release();
        await expect(page.locator(S.noticeItems).first()).toBeVisible();
        await expect(page.locator('[data-first-page]')).toHaveCount(0);
        const after = await box(S.board);
        for (const key of ['x', 'y', 'width', 'height']) {
          expect(Math.abs(after[key] - before[key]), `${key}: ${before[key]} then ${after[key]}`).toBeLessThanOrEqual(1);
        }
      });
    }
  }
});
