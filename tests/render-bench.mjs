// Main-thread cost of one playback tick at top speed, on an SVG board (50x50) and on the
// canvas (1000x1000). Each run opens the app paused at move 1 (the solve finished), starts
// a Chromium trace (devtools.timeline) and reads the Performance domain's counters, presses
// Play, and stops after WINDOW_MS or at the end of the tour, whichever comes first.
//
// A tick is one firing of the playback interval (the repeating timer installed when Play
// is pressed; every 16 ms at most, each advancing `moves per beat` moves: 16 at speed
// 1000, 1,666 on 1000x1000). A tick owns the main thread's work from its firing to the
// next one's: the Yew update renders in the timer's task or in a zero-delay task after
// it, and style, layout and paint follow in the rendering task. Per tick:
//  - script: outermost TimerFire, FunctionCall and RunMicrotasks events (median, p90);
//  - style (UpdateLayoutTree), layout (Layout), paint (PrePaint, Paint, Layerize,
//    Commit): means;
//  - busy: all top-level tasks (median, p90); when it reaches ms/tick the main thread
//    never rests and the timer fires late;
//  - and Performance.getMetrics' ScriptDuration, RecalcStyleDuration, LayoutDuration and
//    TaskDuration over the window, divided by the ticks.
// Run: cargo xtask build && cd tests && npm run bench:render (RUNS, WINDOW_MS to change).
import { launch, openApp, waitForState } from './support/browser.mjs';

const CASES = [
  { name: '50x50 svg', query: '?board=50x50&start=a1&speed=1000' },
  { name: '1000x1000 canvas', query: '?board=1000x1000&start=a1&speed=1000' },
];
const RUNS = Number(process.env.RUNS) || 3;
const WINDOW_MS = Number(process.env.WINDOW_MS) || 3000;

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
];
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const STYLE = new Set(['UpdateLayoutTree', 'RecalculateStyles']);
const LAYOUT = new Set(['Layout']);
const PAINT = new Set(['PrePaint', 'Paint', 'Layerize', 'Commit', 'UpdateLayer', 'PaintImage']);
const SCRIPT = new Set(['FunctionCall', 'RunMicrotasks', 'TimerFire']);

const quantile = (values, q) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const metricsOf = async (cdp) => Object.fromEntries(
  (await cdp.send('Performance.getMetrics')).metrics.map(({ name, value }) => [name, value]));

/** Squares shown so far: the canvas's data-shown, or the SVG's stepped squares. */
const shown = (page) => page.evaluate(() => {
  const canvas = document.querySelector('canvas[data-mode="large"]');
  return canvas ? Number(canvas.dataset.shown) : document.querySelectorAll('[data-step]').length;
});

/** The renderer main thread's complete events (ts, dur in microseconds) from a trace. */
function mainThreadEvents(trace) {
  const events = trace.traceEvents;
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain'
    && events.some((t) => t.pid === e.pid && t.name === 'TimerFire'));
  if (!main) throw new Error('no renderer main thread with timer events in the trace');
  return events.filter((e) => e.pid === main.pid && e.tid === main.tid);
}

async function measure(env, query) {
  const page = await openApp(env, query);
  await waitForState(page, ['paused'], 120000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const startShown = await shown(page);
  await env.browser.startTracing(page, { categories: CATEGORIES });
  const before = await metricsOf(cdp);
  const began = Date.now();
  await page.click('[data-action="play"]');
  await page.waitForFunction(() => document.querySelector('.app').dataset.state !== 'playing', null, {
    timeout: WINDOW_MS, polling: 50,
  }).catch(() => {});
  const after = await metricsOf(cdp);
  const windowMs = Date.now() - began;
  const endShown = await shown(page);
  const finished = (await page.getAttribute('.app', 'data-state')) !== 'playing';
  const trace = JSON.parse((await env.browser.stopTracing()).toString('utf8'));
  await page.close();

  const complete = mainThreadEvents(trace).filter((e) => e.ph === 'X');
  // The playback interval: the repeating timer installed when Play was pressed.
  const intervals = new Set(mainThreadEvents(trace)
    .filter((e) => e.name === 'TimerInstall' && e.args?.data?.singleShot === false)
    .map((e) => e.args.data.timerId));
  const fires = complete.filter((e) => e.name === 'TimerFire' && intervals.has(e.args?.data?.timerId))
    .sort((a, b) => a.ts - b.ts);
  // Outermost events only, so nested ones are not counted twice.
  const outermost = (names) => {
    const chosen = complete.filter((e) => names.has(e.name)).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const kept = [];
    for (const e of chosen) {
      const last = kept.at(-1);
      if (!last || e.ts >= last.ts + last.dur) kept.push(e);
    }
    return kept;
  };
  const kinds = {
    busy: outermost(TASKS),
    script: outermost(SCRIPT),
    style: outermost(STYLE),
    layout: outermost(LAYOUT),
    paint: outermost(PAINT),
  };
  // Each tick owns the work from its firing to the next one's (see the top of the file).
  const perTick = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, []]));
  for (let i = 0; i + 1 < fires.length; i++) {
    const [from, to] = [fires[i].ts, fires[i + 1].ts];
    for (const [kind, events] of Object.entries(kinds)) {
      perTick[kind].push(events.filter((e) => e.ts >= from && e.ts < to).reduce((sum, e) => sum + e.dur, 0) / 1000);
    }
  }
  const ticks = perTick.script.length;
  const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
  const delta = (name) => (after[name] - before[name]) * 1000;
  return {
    ticks,
    windowMs,
    finished,
    squares: endShown - startShown,
    squaresPerTick: (endShown - startShown) / fires.length,
    msPerTick: (fires.at(-1).ts - fires[0].ts) / 1000 / ticks,
    scriptMedian: quantile(perTick.script, 0.5),
    scriptP90: quantile(perTick.script, 0.9),
    busyMedian: quantile(perTick.busy, 0.5),
    busyP90: quantile(perTick.busy, 0.9),
    style: mean(perTick.style),
    layout: mean(perTick.layout),
    paint: mean(perTick.paint),
    // Performance.getMetrics over the whole window, divided by the ticks in the trace.
    metrics: {
      script: delta('ScriptDuration') / fires.length,
      style: delta('RecalcStyleDuration') / fires.length,
      layout: delta('LayoutDuration') / fires.length,
      task: delta('TaskDuration') / fires.length,
    },
  };
}

const f = (x) => (Number.isFinite(x) ? x.toFixed(2) : '-');
const env = await launch();
try {
  console.log(`window ${WINDOW_MS} ms (or until the tour ends), ${RUNS} runs per case; ms per tick`);
  console.log('');
  const header = ['case', 'run', 'ticks', 'ms/tick', 'window ms', 'squares', 'sq/tick', 'script med', 'script p90',
    'style', 'layout', 'paint', 'busy med', 'busy p90', '| metrics: script', 'style', 'layout', 'task'];
  const rows = [];
  for (const { name, query } of CASES) {
    for (let run = 1; run <= RUNS; run++) {
      const r = await measure(env, query);
      rows.push([name, String(run), String(r.ticks), f(r.msPerTick), String(r.windowMs) + (r.finished ? ' (end)' : ''),
        String(r.squares), f(r.squaresPerTick), f(r.scriptMedian), f(r.scriptP90), f(r.style), f(r.layout), f(r.paint),
        f(r.busyMedian), f(r.busyP90),
        `| ${f(r.metrics.script)}`, f(r.metrics.style), f(r.metrics.layout), f(r.metrics.task)]);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
} finally {
  await env.stop();
}
