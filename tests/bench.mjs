// Scripted browser timings of `fast` in WebAssembly (Chromium, release build): the
// app's own "Solve time" (solver + validator, performance.now()), median of 5 page loads.
// Run: cargo xtask build && cd tests && npm run bench
import { launch, openApp, waitForState } from './support/browser.mjs';

const CASES = [
  ['closed tour 1000x1000', '?board=1000x1000&start=qa417&closed=1'],
  ['open tour 999x999', '?board=999x999&start=sb500'],
  ['closed tour 100x100', '?board=100x100&start=q41&closed=1'],
];
const RUNS = 5;

const env = await launch();
try {
  for (const [name, query] of CASES) {
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const page = await openApp(env, query);
      await waitForState(page, ['paused'], 60000);
      const stats = await page.textContent('[data-testid="stats"]');
      const match = /Solve time([\d.]+) ms/.exec(stats);
      if (!match || !/complete tour/.test(stats)) throw new Error(`${name}: no tour in ${stats}`);
      times.push(Number(match[1]));
      await page.close();
    }
    times.sort((a, b) => a - b);
    console.log(`${name}: median ${times[Math.floor(RUNS / 2)].toFixed(1)} ms (runs: ${times.map((t) => t.toFixed(1)).join(', ')})`);
  }
} finally {
  await env.stop();
}
