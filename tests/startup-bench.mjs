// The main thread from navigation until the app answers clicks, with the CPU slowed
// (Emulation.setCPUThrottlingRate, 4x unless CPU_SLOWDOWN says otherwise), served under
// the strict CSP. Per page load:
//  - first board: when the page first shows a board (the static board drawn before the
//    WebAssembly runs, else the app's), from a MutationObserver started with the page;
//  - app: when the app's own board (data-rows) is there and its root says data-state;
//  - panels: when the side panel's status line is there too;
//  - longest task: the longest main-thread task (Long Tasks API) from navigation until
//    the panels are there, and every task over 50 ms with its start;
//  - longest task CPU: from other loads with the CPU not slowed, traced: the renderer
//    main thread's CPU time (trace thread durations) of its longest top-level task until
//    the panels are there, and that times the slowdown. CPU time does not count the time
//    other processes hold the cores, so it stays put on a busy machine where the
//    wall-clock figures above swing.
// With CLICK=a1 the square is clicked as soon as a board shows it (the first board, before
// the WebAssembly), and "answered" is when the app shows the run that a validated tour
// from there started (data-state playing, paused or done). With NETWORK=slow the page
// loads over a throttled connection (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up,
// as Lighthouse's mobile profile).
// Medians over RUNS loads (5 unless told) of each link, every load in a fresh context.
// All of these are wall-clock times: they move with whatever else the machine runs.
// Run: cargo xtask build && cd tests && node startup-bench.mjs [query…]
import { launchChromium } from './support/chromium.mjs';
import { serve, STRICT_CSP } from './support/server.mjs';

const RUNS = Number(process.env.RUNS) || 5;
const SLOWDOWN = Number(process.env.CPU_SLOWDOWN) || 4;
const QUERIES = process.argv.length > 2 ? process.argv.slice(2) : ['', '?board=20x20', '?board=50x50'];
const VIEWPORT = { width: 390, height: 844 };
const CLICK = process.env.CLICK;
const SLOW_NETWORK = process.env.NETWORK === 'slow';

const watch = () => {
  window.startup = { longTasks: [], firstBoard: null, app: null, panels: null, clicked: null, answered: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.startup.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    const s = window.startup;
    const now = performance.now();
    if (s.firstBoard === null && document.querySelector('[data-first-board], [data-rows]')) s.firstBoard = now;
    if (s.app === null && document.querySelector('.app[data-state] [data-rows]')) s.app = now;
    if (s.panels === null && document.querySelector('[data-testid="status"]')) s.panels = now;
    if (s.clicked !== null && s.answered === null
      && document.querySelector('.app[data-state="playing"], .app[data-state="paused"], .app[data-state="done"]')) s.answered = now;
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-state'] });
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The longest top-level task's CPU time (ms) on the renderer main thread of `trace`,
 * from navigation to `until` (ms after navigation). */
function longestTaskCpu(trace, until) {
  const events = trace.traceEvents;
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain'
    && events.some((t) => t.pid === e.pid && t.tid === e.tid && t.name === 'ParseHTML'));
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur && e.tdur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const navigation = Math.min(...mine.filter((e) => e.name === 'ParseHTML').map((e) => e.ts));
  const outermost = [];
  for (const e of mine) {
    const last = outermost[outermost.length - 1];
    if (!last || e.ts >= last.ts + last.dur) outermost.push(e);
  }
  const tasks = outermost.filter((e) => e.ts >= navigation - 50000 && e.ts <= navigation + until * 1000);
  return Math.max(...tasks.map((e) => e.tdur / 1000));
}

/** One load with the CPU at full speed, traced: the longest task's CPU time. */
async function traced(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
  await page.goto(url);
  await page.waitForSelector('[data-testid="status"]', { timeout: 60000 });
  const until = await page.evaluate(() => performance.now());
  await page.waitForTimeout(300);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await context.close();
  return longestTaskCpu(trace, until);
}

async function load(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  if (SLOW_NETWORK) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8,
    });
  }
  await page.addInitScript(watch);
  await page.goto(url, { waitUntil: 'commit' });
  if (CLICK) {
    const square = page.locator(`[data-first-square="${CLICK}"], [data-square="${CLICK}"]`).first();
    await square.click();
    await page.evaluate(() => { window.startup.clicked = performance.now(); });
  }
  await page.waitForFunction(() => window.startup.panels !== null, null, { timeout: 60000 });
  if (CLICK) await page.waitForFunction(() => window.startup.answered !== null, null, { timeout: 60000 });
  // Long-task entries arrive after their task ends: give the last one time to land.
  await page.waitForTimeout(300);
  const result = await page.evaluate(() => window.startup);
  await context.close();
  return result;
}

const server = await serve({ headers: { 'content-security-policy': STRICT_CSP } });
const browser = await launchChromium();
try {
  console.log(`CPU slowed ${SLOWDOWN}x, ${RUNS} loads each, ${VIEWPORT.width}x${VIEWPORT.height}; ms from navigation`);
  for (const query of QUERIES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await load(browser, server.url + query));
    const cpu = [];
    for (let i = 0; i < RUNS; i += 1) cpu.push(await traced(browser, server.url + query));
    const longest = runs.map((r) => Math.max(0, ...r.longTasks.filter(([start]) => start <= r.panels).map(([, d]) => d)));
    const fmt = (values) => `${Math.round(median(values))} (${values.map(Math.round).join(', ')})`;
    console.log(`\n${query || '(default 8x8)'}`);
    console.log(`  first board   ${fmt(runs.map((r) => r.firstBoard))}`);
    console.log(`  app           ${fmt(runs.map((r) => r.app))}`);
    console.log(`  panels        ${fmt(runs.map((r) => r.panels))}`);
    console.log(`  longest task  ${fmt(longest)}`);
    const one = (value) => value.toFixed(1);
    console.log(`  longest task CPU ${one(median(cpu))} ms, x${SLOWDOWN}: ${Math.round(median(cpu) * SLOWDOWN)} (${cpu.map(one).join(', ')})`);
    if (CLICK) {
      console.log(`  ${CLICK} clicked  ${fmt(runs.map((r) => r.clicked))}`);
      console.log(`  answered     ${fmt(runs.map((r) => r.answered))}`);
    }
    for (const r of runs) {
      const tasks = r.longTasks.map(([start, d]) => `${Math.round(d)}@${Math.round(start)}`).join(' ');
      console.log(`    tasks over 50 ms: ${tasks || 'none'}`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
