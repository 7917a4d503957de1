// Issue 5 (for everyone): colours meet WCAG AA in the light and the dark theme. The
// colours are read from the running page (the theme's CSS variables as the browser
// resolves them), so the test follows the stylesheet rather than a copy of it.
// Text needs 4.5:1 against its background; marks on the board (path, rings, dots,
// outlines) need 3:1 against every square colour they can sit on (WCAG 1.4.11).
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, screenshot } from './support/browser.mjs';

const SQUARES = ['light-sq', 'dark-sq', 'visited-light', 'visited-dark'];
const TEXT = [
  ['fg', 'bg'], ['fg', 'panel'], ['muted', 'bg'], ['muted', 'panel'], ['accent', 'bg'], ['accent', 'panel'],
  ['accent-fg', 'accent'], ['done', 'panel'], ['stuck', 'panel'], ['fg', 'notice-bg'], ['knight-fg', 'knight-bg'],
  ...SQUARES.flatMap((sq) => [['num', sq], ['corner-score', sq], ['corner-degree', sq]]),
  ...['heat-open', 'heat-closed', 'heat-stuck', 'heat-budget', 'heat-none', 'heat-tries'].map((heat) => ['mark', heat]),
];
const MARKS = [
  ['border', 'bg'], ['border', 'panel'],
  ...['start-ring', 'focus', 'accent', 'done', 'stuck'].flatMap((mark) => SQUARES.map((sq) => [mark, sq])),
];

const luminance = ([r, g, b]) => {
  const channel = (c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};
const ratio = (a, b) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
const blend = (top, bottom, alpha) => top.map((c, i) => c * alpha + bottom[i] * (1 - alpha));

/** Every CSS variable used above, resolved to [r, g, b] in the page's current theme. */
async function palette(page) {
  const names = [...new Set([...TEXT, ...MARKS].flat().concat(['path']))];
  return page.evaluate((names) => {
    const probe = document.createElement('span');
    document.body.append(probe);
    const colours = {};
    for (const name of names) {
      probe.style.color = `var(--${name})`;
      colours[name] = getComputedStyle(probe).color.match(/[\d.]+/g).slice(0, 3).map(Number);
    }
    probe.remove();
    const line = document.createElementNS('http://www.w3.org/2000/svg', 'polyline');
    line.setAttribute('class', 'path');
    document.querySelector('svg.board').append(line);
    const opacity = Number(getComputedStyle(line).opacity);
    line.remove();
    return { colours, pathOpacity: opacity };
  }, names);
}

describe('contrast (WCAG AA)', () => {
  let env;
  before(async () => { env = await launch(); });
  after(async () => { await env.stop(); });

  for (const theme of ['light', 'dark']) {
    it(`meets AA in the ${theme} theme`, async () => {
      const page = await openApp(env, '');
      await page.selectOption('[data-control="theme"]', theme);
      const { colours, pathOpacity } = await palette(page);
      const failures = [];
      const rows = [];
      const check = (label, a, b, need) => {
        const r = ratio(a, b);
        rows.push(`${label} ${r.toFixed(2)}`);
        if (r < need) failures.push(`${label}: ${r.toFixed(2)} < ${need}`);
      };
      for (const [fg, bg] of TEXT) check(`${fg} on ${bg}`, colours[fg], colours[bg], 4.5);
      for (const [fg, bg] of MARKS) check(`${fg} on ${bg}`, colours[fg], colours[bg], 3);
      // The path is drawn translucent, so it is judged as it appears on each square.
      for (const sq of SQUARES) {
        check(`path on ${sq}`, blend(colours.path, colours[sq], pathOpacity), colours[sq], 3);
      }
      console.log(`${theme}: lowest ${rows.sort((a, b) => Number(a.split(' ').at(-1)) - Number(b.split(' ').at(-1))).slice(0, 3).join('; ')}`);
      assert.deepEqual(failures, []);
      await page.close();
    });
  }
});

// Every mode at phone and desktop widths: no horizontal scrolling, touch targets of at
// least 24 px (WCAG 2.5.8), and a screenshot of each in tests/output/ to look at.
describe('every mode on a phone and a desktop', () => {
  let env;
  before(async () => { env = await launch(); });
  after(async () => { await env.stop(); });

  const MODES = [
    ['watch', '?algo=warnsdorff&start=e3&autoplay=1&speed=1000'],
    ['play', '?mode=play&board=6x6&start=a1'],
    ['compare', '?mode=compare&board=6x6&vs=backtrack-warnsdorff&start=a1&autoplay=1&speed=1000'],
  ];
  const SIZES = [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]];
  for (const [mode, query] of MODES) {
    for (const [device, viewport] of SIZES) {
      it(`${mode} mode on a ${device}`, async () => {
        const page = await openApp(env, query, viewport);
        await page.waitForTimeout(800);
        if (mode === 'play') await page.click('[data-square="b3"]');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `${overflow}px of horizontal scrolling`);
        const small = await page.$$eval('button, select, input', (items) => items
          .filter((e) => e.offsetParent !== null)
          .map((e) => [e.dataset.action || e.dataset.control || e.dataset.mode || e.dataset.move || e.textContent.trim(), e.getBoundingClientRect()])
          .filter(([, box]) => box.width < 24 || box.height < 24)
          .map(([name, box]) => `${name} ${Math.round(box.width)}x${Math.round(box.height)}`));
        assert.deepEqual(small, []);
        await screenshot(page, `${device}-${mode}-light`);
        await page.selectOption('[data-control="theme"]', 'dark');
        await screenshot(page, `${device}-${mode}-dark`);
        assert.deepEqual(page.problems, []);
        await page.close();
      });
    }
  }
});
