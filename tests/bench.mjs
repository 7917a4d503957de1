// Scripted browser timings of `fast` and of 10,000,000 backtracking placements in
// WebAssembly (Chromium, release build), read from the app's own "Solve time" (time
// inside solver slices: solver plus validator), beside the same solves natively
// (`knights-tour bench`, the best of as many solves in one process as the page's warm
// ones), so one run shows how far the page is from the machine.
// The first solve in a page also grows WebAssembly memory ("cold"); later solves from
// the same square reuse it ("warm"). Once the engine has loaded (at idle after the first
// tour), `fast` on a board drawn on the canvas runs there, so the warm 1000x1000 and
// 999x999 solves are the engine's, timed by its own clock. "Longest task" is the longest the page's main
// thread was held at once (Long Tasks API; 0 when no task exceeded 50 ms): during the
// warm solves, and separately from page load to the end of the cold solve (which
// includes compiling the WebAssembly and the first render), so it shows whether the page
// kept answering while it built.
// The page's backtracking also records the search view's first 2,000,000 steps and the
// code panel's first 250,000 lines, which the command line does not.
// Then the engine's rows (engine-bench.mjs: the page's Web Workers beside the command
// line, against their budgets), in the same run.
// Run: cargo xtask build && cd tests && npm run bench [-- WORD] (only the cases whose name
// holds WORD, here and in engine-bench.mjs; the native side uses the release
// `knights-tour` in CARGO_TARGET_DIR or ../target, built first if missing).
import { execFileSync } from 'node:child_process';
import { launch, openApp, waitForState } from './support/browser.mjs';
import { nativeBinary } from './support/native.mjs';
import { clickOnCanvas } from './support/canvas.mjs';

// Name, the page's query, the same solve's `knights-tour bench` flags, what it ends as.
const CASES = [
  ['closed tour 1000x1000', '?board=1000x1000&start=qa417&closed=1', ['--board', '1000x1000', '--start', 'qa417', '--closed'], /complete tour/],
  // sd502: on the corners' colour, and with a pixel of its own on the 656 px canvas the
  // 1280x800 page draws (squares there are under a pixel wide).
  ['open tour 999x999', '?board=999x999&start=sd502', ['--board', '999x999', '--start', 'sd502'], /complete tour/],
  ['closed tour 100x100', '?board=100x100&start=q41&closed=1', ['--board', '100x100', '--start', 'q41', '--closed'], /complete tour/],
  ['backtrack 8x8 from a1, 10,000,000 placements', '?algo=backtrack&start=a1', ['--board', '8x8', '--start', 'a1', '--algo', 'backtrack'], /budget/i],
  // No rule decides the giraffe's tours of 8x8 or 11x11: the page's own exact search stops
  // at its budget (model::EXACT_BUDGET, 20,000,000 placements) and the engine searches on
  // to its own (model::ENGINE_EXACT_BUDGET, 40,000,000), whose time the run shows.
  ['fast, the giraffe on 8x8 from a1: the engine\'s exact search to its budget of 40,000,000 placements', '?board=8x8&leaper=giraffe&start=a1', ['--board', '8x8', '--leaper', 'giraffe', '--start', 'a1', '--budget', '40000000'], /undecided/],
  ['fast, the giraffe on 11x11 from a1: the engine\'s exact search to its budget of 40,000,000 placements', '?board=11x11&leaper=giraffe&start=a1', ['--board', '11x11', '--leaper', 'giraffe', '--start', 'a1', '--budget', '40000000'], /undecided/],
];
const WARM_RUNS = 9;

const solveTime = async (page, ends) => {
  const stats = await page.textContent('[data-testid="stats"]');
  const match = /Solve time([\d.]+) ms/.exec(stats);
  if (!match || !ends.test(stats)) throw new Error(`not the run expected: ${stats}`);
  return Number(match[1]);
};

/** The best of `runs` native solves in one process, which reuses its memory as the
 * page's warm solves do. */
const nativeBest = (binary, flags, runs) => {
  let out;
  try {
    out = execFileSync(binary, ['bench', ...flags, '--runs', String(runs)], { stdio: ['ignore', 'pipe', 'ignore'] });
  } catch (error) {
    // Exit status 2: the run ended without a tour (a spent budget), as asked.
    if (error.status !== 2) throw error;
    out = error.stdout;
  }
  return Number(out.toString().split(' ')[0]);
};
// Records the longest main-thread task from the first moment of the page.
const watchLongTasks = () => {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
};
// The longest task that started before (`before` true) or after `at`.
const longest = (page, at, before) =>
  page.evaluate(([at, before]) => Math.max(0, ...window.longTasks
    .filter(([start]) => (start < at) === before).map(([, duration]) => duration)), [at, before]);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const binary = nativeBinary();
const env = await launch();
try {
  const only = process.argv[2] ?? '';
  for (const [name, query, flags, ends] of CASES.filter(([name]) => name.includes(only))) {
    const start = new URLSearchParams(query).get('start');
    const page = await openApp(env, query, { initScript: watchLongTasks });
    await waitForState(page, ['paused', 'stuck'], 60000);
    const cold = await solveTime(page, ends);
    const warmFrom = await page.evaluate(() => performance.now());
    const warm = [];
    for (let i = 0; i < WARM_RUNS; i++) {
      // A click on the start solves again from it, on an SVG board or on the canvas (Enter
      // on the start of the run shown plays or pauses it instead).
      await page.evaluate(() => document.querySelector('.app').removeAttribute('data-state'));
      if (start && (await page.locator(`[data-square="${start}"]`).count()) === 1) {
        await page.click(`[data-square="${start}"]`);
      } else {
        await clickOnCanvas(page, start);
      }
      await waitForState(page, ['playing', 'paused', 'done', 'stuck'], 60000);
      warm.push(await solveTime(page, ends));
    }
    const duringWarm = await longest(page, warmFrom, false);
    const loadAndCold = await longest(page, warmFrom, true);
    const native = nativeBest(binary, flags, WARM_RUNS);
    const best = Math.min(...warm);
    console.log(
      `${name}: best of ${WARM_RUNS} WebAssembly ${best.toFixed(1)} ms, natively ${native.toFixed(1)} ms, ` +
        `ratio ${native >= 0.5 ? (best / native).toFixed(2) : 'n/a (under 0.5 ms)'}; WebAssembly median ${median(warm).toFixed(1)} ms ` +
        `(${warm.map((t) => t.toFixed(1)).join(', ')}), ` +
        `cold ${cold.toFixed(1)} ms, longest task during the warm solves ${duringWarm.toFixed(0)} ms, ` +
        `from load to the end of the cold solve ${loadAndCold.toFixed(0)} ms`,
    );
    await page.close();
  }
} finally {
  await env.stop();
}

// The engine's rows, filtered by the same WORD.
await import('./engine-bench.mjs');
