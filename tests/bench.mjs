// Scripted browser timings of `fast` in WebAssembly (Chromium, release build), read
// from the app's own "Solve time" (time inside solver slices: solver plus validator).
// The first solve in a page also grows WebAssembly memory ("cold"); later solves from
// the same square reuse it ("warm"). "Longest task" is the longest the page's main
// thread was held at once (Long Tasks API; 0 when no task exceeded 50 ms): during the
// warm solves, and separately from page load to the end of the cold solve (which
// includes compiling the WebAssembly and the first render), so it shows whether the page
// kept answering while it built.
// Run: cargo xtask build && cd tests && npm run bench
import { launch, openApp, waitForState } from './support/browser.mjs';

const CASES = [
  ['closed tour 1000x1000', '?board=1000x1000&start=qa417&closed=1'],
  ['open tour 999x999', '?board=999x999&start=sb500'],
  ['closed tour 100x100', '?board=100x100&start=q41&closed=1'],
];
const WARM_RUNS = 9;

const solveTime = async (page) => {
  const stats = await page.textContent('[data-testid="stats"]');
  const match = /Solve time([\d.]+) ms/.exec(stats);
  if (!match || !/complete tour/.test(stats)) throw new Error(`no tour in ${stats}`);
  return Number(match[1]);
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

const env = await launch();
try {
  for (const [name, query] of CASES) {
    const page = await openApp(env, query, { initScript: watchLongTasks });
    await waitForState(page, ['paused'], 60000);
    const cold = await solveTime(page);
    const warmFrom = await page.evaluate(() => performance.now());
    const warm = [];
    for (let i = 0; i < WARM_RUNS; i++) {
      // Enter on the board solves again from the focused square: the same start.
      await page.evaluate(() => document.querySelector('.app').removeAttribute('data-state'));
      await page.focus('[data-rows]');
      await page.keyboard.press('Enter');
      await waitForState(page, ['playing'], 60000);
      warm.push(await solveTime(page));
    }
    const duringWarm = await longest(page, warmFrom, false);
    const loadAndCold = await longest(page, warmFrom, true);
    console.log(
      `${name}: warm median ${median(warm).toFixed(1)} ms (${warm.map((t) => t.toFixed(1)).join(', ')}), ` +
        `cold ${cold.toFixed(1)} ms, longest task during the warm solves ${duringWarm.toFixed(0)} ms, ` +
        `from load to the end of the cold solve ${loadAndCold.toFixed(0)} ms`,
    );
    await page.close();
  }
} finally {
  await env.stop();
}
