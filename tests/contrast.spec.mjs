// Colours meet WCAG AA in the light and the dark theme. The colours are read from the
// running page (the theme's CSS variables as the browser resolves them), so the test
// follows the stylesheet rather than a copy of it. Text needs 4.5:1 against its
// background; marks on the board (path, rings, dots, outlines) need 3:1 against every
// square colour they can sit on (WCAG 1.4.11).
import { test, expect, oneOf } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';

const SQUARES = ['light-sq', 'dark-sq', 'visited-light', 'visited-dark'];
const TEXT = [
  ['fg', 'bg'], ['fg', 'panel'], ['muted', 'bg'], ['muted', 'panel'], ['accent', 'bg'], ['accent', 'panel'],
  ['accent-fg', 'accent'], ['done', 'panel'], ['stuck', 'panel'], ['fg', 'notice-bg'], ['knight-fg', 'knight-bg'],
  ...SQUARES.flatMap((sq) => [['num', sq], ['corner-score', sq], ['corner-degree', sq]]),
  ...['heat-open', 'heat-closed', 'heat-stuck', 'heat-budget', 'heat-none', 'heat-tries', 'heat-unknown'].map((heat) => ['mark', heat]),
];
const MARKS = [
  ['border', 'bg'], ['border', 'panel'],
  ...['start-ring', 'focus', 'focus-ring', 'accent', 'done', 'stuck'].flatMap((mark) => SQUARES.map((sq) => [mark, sq])),
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
  return page.evaluate(([names, board]) => {
    const probe = document.createElement('span');
    document.body.append(probe);
    const colours = {};
    const root = getComputedStyle(document.documentElement);
    const missing = names.filter((name) => root.getPropertyValue(`--${name}`).trim() === '');
    for (const name of names) {
      probe.style.color = `var(--${name})`;
      colours[name] = getComputedStyle(probe).color.match(/[\d.]+/g).slice(0, 3).map(Number);
    }
    probe.remove();
    const line = document.createElementNS('http://www.w3.org/2000/svg', 'polyline');
    line.setAttribute('class', 'path');
    document.querySelector(board).append(line);
    const opacity = Number(getComputedStyle(line).opacity);
    line.remove();
    return { colours, pathOpacity: opacity, missing };
  }, [names, S.svgBoard]);
}

test.describe('contrast (WCAG AA)', () => {
  for (const theme of ['light', 'dark']) {
    test(`meets AA in the ${theme} theme`, async ({ app, page }) => {
      await app.open();
      await app.control('theme').selectOption(theme);
      await expect(page.locator(S.themeRoot)).toHaveAttribute('data-theme', theme);
      const { colours, pathOpacity, missing } = await palette(page);
      expect(missing, 'CSS variables the theme does not define').toEqual([]);
      const failures = [];
      const rows = [];
      const check = (label, a, b, need) => {
        const r = ratio(a, b);
        rows.push([label, r]);
        if (r < need) failures.push(`${label}: ${r.toFixed(2)} < ${need}`);
      };
      for (const [fg, bg] of TEXT) check(`${fg} on ${bg}`, colours[fg], colours[bg], 4.5);
      for (const [fg, bg] of MARKS) check(`${fg} on ${bg}`, colours[fg], colours[bg], 3);
      // The path is drawn translucent, so it is judged as it appears on each square.
      for (const sq of SQUARES) {
        check(`path on ${sq}`, blend(colours.path, colours[sq], pathOpacity), colours[sq], 3);
      }
      expect(rows).toHaveLength(TEXT.length + MARKS.length + SQUARES.length);
      const lowest = rows.sort((a, b) => a[1] - b[1]).slice(0, 3).map(([label, r]) => `${label} ${r.toFixed(2)}`);
      console.log(`${theme}: lowest ${lowest.join('; ')}`);
      expect(failures).toEqual([]);
    });
  }
});

// Every mode at phone and desktop widths: no horizontal scrolling, touch targets of at
// least 24 px (WCAG 2.5.8), and a screenshot of each in tests/output/ to look at.
test.describe('every mode on a phone and a desktop', () => {
  const MODES = [
    ['watch', '?algo=warnsdorff&start=e3&autoplay=1&speed=1000', 'stuck'],
    ['play', '?mode=play&board=6x6&start=a1', 'moving'],
    ['compare', '?mode=compare&board=6x6&vs=backtrack-warnsdorff&start=a1&autoplay=1&speed=1000', oneOf('done', 'stuck')],
  ];
  const SIZES = [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]];
  for (const [mode, query, settled] of MODES) {
    for (const [device, viewport] of SIZES) {
      test(`${mode} mode on a ${device}`, async ({ app, page }) => {
        await app.open(query, { viewport });
        if (mode === 'play') await app.square('b3').click();
        await expect(app.root).toHaveAttribute('data-state', settled);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'px of horizontal scrolling').toBeLessThanOrEqual(0);
        const controls = await page.locator(S.controls).evaluateAll((items) => items
          .filter((e) => e.offsetParent !== null)
          .map((e) => [e.dataset.action || e.dataset.control || e.dataset.mode || e.dataset.move || e.textContent.trim(), e.getBoundingClientRect()])
          .map(([name, box]) => ({ name, width: box.width, height: box.height })));
        expect(controls.length, 'visible controls measured').toBeGreaterThan(5);
        const small = controls.filter(({ width, height }) => width < 24 || height < 24)
          .map(({ name, width, height }) => `${name} ${Math.round(width)}x${Math.round(height)}`);
        expect(small).toEqual([]);
        await app.screenshot(`${device}-${mode}-light`);
        await app.control('theme').selectOption('dark');
        await expect(page.locator(S.themeRoot)).toHaveAttribute('data-theme', 'dark');
        await app.screenshot(`${device}-${mode}-dark`);
      });
    }
  }
});
