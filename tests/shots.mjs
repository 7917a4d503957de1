// The documentation's screenshots, taken from the release build rather than by hand:
// each opens a link that holds a run paused at a step, waits for the board, and writes a
// small PNG (1x device scale, clipped to the part that matters) to docs/images/.
// pngquant shrinks them further when it is on PATH (Debian: apt-get install pngquant).
// Run: cargo xtask build && cd tests && npm run shots
// (DIST_DIR picks another build; SHOTS_DIR another output folder.)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, waitForState } from './support/browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(process.env.SHOTS_DIR || path.join(here, '..', 'docs', 'images'));

/** Above this a shot is reported as too large for the README. */
const MAX_BYTES = 60 * 1024;

// Each shot: the file, the link (always English, light theme), the window, the clicks
// that set it up (`act`, then the state it ends in), and the elements whose boxes
// together make the picture.
const SHOTS = [
  {
    file: 'board-mid-tour.png',
    query: '?embed=1&board=8x8&start=a1&step=30&lang=en&theme=light',
    viewport: { width: 520, height: 600 },
    clip: ['.app'],
    ready: '[data-step="30"]',
  },
  {
    file: 'code-panel.png',
    // The whole page's layout, where the panel sits beside the board.
    query: '?board=8x8&algo=warnsdorff&start=a1&code=1&step=5&lang=en&theme=light',
    viewport: { width: 1024, height: 640 },
    clip: ['main .board-wrap', '[data-testid="status"]', '[data-testid="code"]'],
    ready: '[data-testid="code"] [aria-current="step"]',
  },
  {
    file: 'puzzle.png',
    // The command line's 8x8 medium puzzle for seed 7, as a link makes it.
    query: '?mode=puzzle&board=8x8&level=medium&puzzle-seed=7&lang=en&theme=light',
    viewport: { width: 1024, height: 640 },
    clip: ['main .board-wrap', '[data-testid="status"]', '[data-testid="puzzle"]'],
    ready: '[data-testid="puzzle"][data-code]',
    state: 'moving',
  },
  {
    file: 'gallery-sums.png',
    // Beverley's semi-magic tour from the gallery, whole, with its sums at the edges.
    query: '?tour=beverley-1848&lang=en&theme=light',
    viewport: { width: 640, height: 720 },
    clip: ['main .board-wrap'],
    act: async (page) => {
      await page.click('[data-action="end"]');
      await page.click('[data-testid="about"] > summary');
      await page.click('[data-testid="about"] [data-show="sums"]');
    },
    ready: 'svg.board .study-sum',
    state: 'paused',
    after: 'done',
  },
];

/** The smallest rectangle around every element matched by `selectors`, in page pixels. */
const boxAround = (page, selectors) =>
  page.evaluate((selectors) => {
    const rects = selectors
      .flatMap((selector) => [...document.querySelectorAll(selector)])
      .map((element) => element.getBoundingClientRect());
    if (rects.length === 0) throw new Error(`nothing matches ${selectors.join(', ')}`);
    const left = Math.floor(Math.min(...rects.map((r) => r.left)));
    const top = Math.floor(Math.min(...rects.map((r) => r.top)));
    const right = Math.ceil(Math.max(...rects.map((r) => r.right)));
    const bottom = Math.ceil(Math.max(...rects.map((r) => r.bottom)));
    return { x: left + window.scrollX, y: top + window.scrollY, width: right - left, height: bottom - top };
  }, selectors);

/** pngquant in place when it is installed; the file stays as it is otherwise. */
const quantise = (file) => {
  try {
    execFileSync('pngquant', ['--force', '--skip-if-larger', '--strip', '--quality=70-95', '--ext', '.png', file], {
      stdio: 'ignore',
    });
    return true;
  } catch (error) {
    // Exit 98/99: the result would be larger or worse than allowed; the original stays.
    if (error.code === 'ENOENT') return false;
    return true;
  }
};

fs.mkdirSync(outDir, { recursive: true });
const env = await launch();
let oversized = 0;
try {
  for (const shot of SHOTS) {
    const page = await env.browser.newPage({
      viewport: shot.viewport,
      deviceScaleFactor: 1,
      locale: 'en-US',
      colorScheme: 'light',
      reducedMotion: 'reduce',
    });
    await page.goto(env.server.url + shot.query);
    await waitForState(page, [shot.state ?? 'paused'], 60000);
    if (shot.act) {
      await shot.act(page);
      await waitForState(page, [shot.after], 60000);
    }
    await page.waitForSelector(shot.ready);
    await page.evaluate(() => document.fonts.ready);
    const file = path.join(outDir, shot.file);
    await page.screenshot({ path: file, clip: await boxAround(page, shot.clip), fullPage: true, animations: 'disabled', caret: 'hide' });
    await page.close();
    const quantised = quantise(file);
    const bytes = fs.statSync(file).size;
    const note = bytes > MAX_BYTES ? ` (over ${MAX_BYTES} bytes)` : '';
    if (note) oversized += 1;
    console.log(`${path.relative(process.cwd(), file)}: ${bytes} bytes${quantised ? ', pngquant' : ''}${note}`);
  }
} finally {
  await env.stop();
}
if (oversized) {
  console.error(`${oversized} shot(s) over ${MAX_BYTES} bytes: clip them tighter or install pngquant`);
  process.exitCode = 1;
}
