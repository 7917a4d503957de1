// The page's engine (crates/tour-engine: tour-core at opt-level 3 with the bitboard
// searches, in Web Workers run by web/static/tour-engine-pool.js) in Chromium beside the
// command line natively, against the budgets of the engine's issue, in one run on one
// machine:
//  - jobs with no figure of their own in the page: plain backtracking 8x8 from a1
//    (10,000,000 placements), `fast`'s closed 1000x1000 from qa417, the count of 6x6's
//    closed tours from a1, and 8x8 puzzles (open, seed 7) at each level. Each job's
//    bytes come from Rust (crates/tour-engine/examples/job_bytes.rs, built first),
//    and its reports are read back there too, so no JavaScript reads the protocol; the
//    jobs are handed to `tourEnginePool.run` in the app's page (the pool's script added if the page
//    has not loaded it yet), split into shares as the page splits them: one per core
//    (`navigator.hardwareConcurrency`, at most 8) for the count (its first moves) and the
//    puzzles (their attempts, as `Attempts::shares` deals them). Timed from the post to
//    the last share's Finished (performance.now() on the page's thread), the best of RUNS
//    after one throwaway run that starts the workers; a single solve also gives the
//    engine's own busy time (`micros` of its Solved report), and the count and the
//    puzzles are timed in one share too, to tell the engine's speed from the split's.
//    Natively: `knights-tour bench` (best of RUNS solves in one process), the count's own
//    elapsed_ms (`count --format json`, best of RUNS processes), the puzzles' whole
//    process (best of RUNS);
//  - the survey, `?board=8x8&algo=backtrack&survey=1`: the page's own time from its
//    status line against the whole process of `knights-tour survey` (once each, as the
//    link runs it: the engine's start included; then a second survey in the same page,
//    its workers already running);
//  - the main thread while the engine surveys (that second survey) and while it makes
//    puzzles (hard ones, one after another for PUZZLE_WATCH_MS): the longest task (Long
//    Tasks API; 0 when none passed 50 ms), and the frame rate and the longest gap between
//    frames (requestAnimationFrame) in the page and in a second page playing
//    `?board=8x8&start=a1&autoplay=1&speed=60` (restarted whenever it ends) beside it,
//    which is first watched alone, for what the machine gives without the engine;
//  - not judged, for setting the page's budgets from the waits: placements per second of
//    `fast`'s exact search (the giraffe on 8x8 from a1, no rule decides it, to 20,000,000
//    and 100,000,000 placements) and of a play-mode hint's search (the same board, the walk
//    a1, 4,000,000 placements), natively the engine's own code (job_bytes --native) or
//    `knights-tour bench`.
// Then the table: browser, native, their ratio against the budget, pass or miss, with the
// machine's load (1-minute average) beside each row: wall-clock figures move with it.
// Run: cargo xtask build && cd tests && npm run bench (this after bench.mjs's rows) or
// npm run bench:engine [-- WORD] (only the rows whose name holds WORD); RUNS (default 5),
// PUZZLE_WATCH_MS (default 3000).
import os from 'node:os';
import { launch, openApp, waitForState } from './support/browser.mjs';
import { bestProcess, jobBytes, nativeBinary, readReports, run } from './support/native.mjs';

const RUNS = Number(process.env.RUNS) || 5;
const PUZZLE_WATCH_MS = Number(process.env.PUZZLE_WATCH_MS) || 3000;
const SEED = 7;
const PLAYING = '?board=8x8&start=a1&autoplay=1&speed=60';
/** A frame rate "keeps 60 fps" at or above this, with no gap between frames over 50 ms. */
const FPS = 58;
const MAX_GAP_MS = 50;
const MAX_TASK_MS = 50;
const BASELINE_MS = 3000;
const SMOOTH = `tasks ≤ ${MAX_TASK_MS} ms, ≥ ${FPS} fps, gaps ≤ ${MAX_GAP_MS} ms`;

// In every page, before its own scripts: long tasks, the engine run by the pool, and a
// frame recorder.
function helpers() {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const loadPool = () => new Promise((resolve, reject) => {
    if (self.tourEnginePool) return resolve();
    const script = document.createElement('script');
    // The pool as this build names it (first-board.js lists it: web/src/tasks/files/names.rs),
    // found by its name, so the list's order is the page's own business.
    script.src = self.tourFiles.find((name) => /^tour-engine-pool(-[0-9a-f]{8})?\.js$/.test(name));
    script.onload = resolve;
    script.onerror = () => reject(new Error(`${script.src} did not load`));
    document.head.append(script);
  });
  window.engineCores = async () => {
    await loadPool();
    return self.tourEnginePool.parallel();
  };
  // Runs `jobs` (each a job's bytes, one per share) as the page does; resolves at the
  // last share's end with the ms since the post and each share's reports, each its bytes
  // and when it came (ms since the post).
  window.engineRun = async (jobs) => {
    await loadPool();
    const pool = self.tourEnginePool;
    return new Promise((resolve, reject) => {
      const key = {};
      const shares = jobs.map(() => []);
      let left = jobs.length;
      const began = performance.now();
      const envelopes = jobs.map((bytes) => ({ job: 0, bytes: new Uint8Array(bytes) }));
      pool.run(key, envelopes, true, (share, bytes, done) => {
        if (!bytes) return reject(new Error(`share ${share} was lost`));
        shares[share].push({ at: performance.now() - began, bytes });
        if (done && --left === 0) {
          const ms = performance.now() - began;
          pool.cancel(key);
          // Made plain arrays for the bench's side only once the run is timed.
          const plain = shares.map((reports) => reports.map(({ at, bytes }) => ({ at, bytes: Array.from(bytes) })));
          resolve({ ms, shares: plain });
        }
      });
    });
  };
  // Records each frame's time until `stopFrames()`.
  window.watchFrames = () => {
    const times = [];
    let on = true;
    const frame = (now) => {
      if (!on) return;
      times.push(now);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    window.stopFrames = () => {
      on = false;
      return times;
    };
  };
  // In the playing page: play again whenever the run reaches its end.
  if (new URLSearchParams(location.search).get('autoplay') === '1') {
    setInterval(() => {
      if (document.querySelector('.app')?.dataset.state === 'done') document.querySelector('[data-action="restart"]')?.click();
    }, 50);
  }
}

const load = () => os.loadavg()[0].toFixed(1);
const best = (values) => Math.min(...values);
const ms = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const rate = (placements, millis) => `${(placements / millis / 1000).toFixed(1)} M/s`;
const frames = (times) => {
  const gaps = times.slice(1).map((time, i) => time - times[i]);
  return { fps: (gaps.length * 1000) / (times.at(-1) - times[0]), gap: Math.max(...gaps) };
};
const framesText = ({ fps, gap }) => `${fps.toFixed(1)} fps, longest gap ${gap.toFixed(0)} ms`;
const smooth = ({ fps, gap }) => fps >= FPS && gap <= MAX_GAP_MS;

const rows = [];
/** A row of the table: a time in the browser against one natively (`native` ms) within
 * `budget` times it, or (`native` null) figures judged by `pass`. */
const row = (name, browser, native, budget, detail, pass) => {
  const ratio = native === null ? '-' : (browser / native).toFixed(2);
  const entry = {
    name,
    browser: native === null ? browser : `${ms(browser)} ms`,
    native: native === null ? '-' : `${ms(native)} ms`,
    ratio,
    budget: native === null ? budget : `≤ ${budget}×`,
    result: (native === null ? pass : browser / native <= budget) ? 'pass' : 'MISS',
    load: load(),
  };
  rows.push(entry);
  console.log(`${name}: browser ${entry.browser}, native ${entry.native}, ratio ${ratio}; budget ${entry.budget}: ${entry.result} (load ${entry.load}). ${detail}`);
};

const binary = nativeBinary();
const only = process.argv[2] ?? '';
const wanted = (name) => name.includes(only);
const env = await launch();
try {
  const page = await openApp(env, '?board=8x8', { initScript: helpers });
  const cores = await page.evaluate(() => window.engineCores());
  // A run's reports read back natively, Working left out; when a generation was decided:
  // once its lowest attempt of the level asked for, or that failed otherwise, is heard
  // with every attempt below it (protocol::Attempts).
  const engine = async (jobs) => {
    const { ms, shares } = await page.evaluate((jobs) => window.engineRun(jobs), jobs);
    const read = readReports(shares.flat().map((report) => report.bytes));
    let next = 0;
    const heard = shares.map((reports) => reports.map(({ at }) => ({ at, ...read[next++] })));
    const bad = heard.flat().find((report) => report.kind === 'refused' || report.kind === 'unreadable');
    if (bad) throw new Error(`a share was refused: ${JSON.stringify(bad)}`);
    const generated = heard.flat().filter((report) => report.kind === 'generated').sort((a, b) => a.at - b.at);
    let decidedMs = null;
    const attempts = new Map();
    for (const report of generated) {
      attempts.set(report.attempt, report);
      let attempt = 0;
      while (attempts.has(attempt) && attempts.get(attempt).otherLevel) attempt++;
      if (attempts.has(attempt)) {
        decidedMs = report.at;
        break;
      }
    }
    return { ms, decidedMs, shares: heard.map((reports) => reports.filter((report) => report.kind !== 'working')) };
  };
  /** One throwaway run, then the best of `runs`. */
  const timed = async (jobs, runs = RUNS) => {
    await engine(jobs);
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await engine(jobs));
    return results;
  };
  const bestOf = (results, key = 'ms') => best(results.map((result) => result[key]));
  const solved = (result) => result.shares[0].find((report) => report.kind === 'solved');
  console.log(`engine bench: ${cores} engine workers (navigator.hardwareConcurrency), ${os.cpus().length} cores, load ${load()}; best of ${RUNS} after a throwaway run`);

  // Single solves: wall time beside the engine's own busy time.
  const SOLVES = [
    ['engine: backtrack 8x8 from a1, 10,000,000 placements', ['8x8', 'a1', 'backtrack', 10_000_000], ['--board', '8x8', '--algo', 'backtrack', '--start', 'a1'], 1.3, (s) => s.placed === 10_000_000],
    ['engine: fast closed 1000x1000 from qa417', ['1000x1000', 'qa417', 'fast', 'closed'], ['--board', '1000x1000', '--start', 'qa417', '--closed'], 1.3, (s) => s.closed && s.route === 1_000_000],
  ];
  for (const [name, job, flags, budget, right] of SOLVES.filter(([name]) => wanted(name))) {
    const results = await timed([jobBytes('solve', ...job)]);
    if (!right(solved(results[0]))) throw new Error(`${name}: not the run expected: ${JSON.stringify(solved(results[0]))}`);
    const wall = bestOf(results);
    const micros = best(results.map((result) => solved(result).micros)) / 1000;
    const native = Number(run(binary, ['bench', ...flags, '--runs', String(RUNS)]).stdout.split(' ')[0]);
    row(name, wall, native, budget,
      `the engine's own time ${ms(micros)} ms (ratio ${(micros / native).toFixed(2)}); native: knights-tour bench ${flags.join(' ')}`);
  }

  const countName = 'engine: count the closed tours of 6x6 from a1';
  if (wanted(countName)) {
    // As the page deals them: a piece has at most eight first moves.
    const parts = Math.min(cores, 8);
    const jobs = Array.from({ length: parts }, (_, part) => jobBytes('count', '6x6', 'a1', 'closed', part, parts));
    const results = await timed(jobs);
    // The same in one share, to tell the engine's speed from the split's.
    const oneShare = bestOf(await timed([jobBytes('count', '6x6', 'a1', 'closed', 0, 1)]));
    const tours = results[0].shares.flat().filter((report) => report.kind === 'counted').reduce((sum, report) => sum + report.undirected, 0);
    const args = ['count', '--board', '6x6', '--closed', '--start', 'a1', '--format', 'json'];
    const elapsed = [];
    let wholeProcess = Infinity;
    let answer;
    for (let i = 0; i < RUNS; i++) {
      const began = process.hrtime.bigint();
      answer = JSON.parse(run(binary, args).stdout);
      wholeProcess = Math.min(wholeProcess, Number(process.hrtime.bigint() - began) / 1e6);
      elapsed.push(answer.elapsed_ms);
    }
    if (tours !== answer.undirected) throw new Error(`${countName}: ${tours} tours in the engine, ${answer.undirected} natively`);
    const wall = bestOf(results);
    const native = best(elapsed);
    row(countName, wall, native, 1.5,
      `${tours} tours, ${parts} shares (in one share ${ms(oneShare)} ms); native: the count's own elapsed_ms (${args.join(' ')}), whole process ${ms(wholeProcess)} ms`);
  }

  for (const level of ['easy', 'medium', 'hard']) {
    const name = `engine: puzzle 8x8 open ${level}, seed ${SEED}`;
    if (!wanted(name)) continue;
    const parts = cores;
    const jobs = Array.from({ length: parts }, (_, part) => jobBytes('generate', '8x8', 'open', level, SEED, 'share', part, parts));
    const results = await timed(jobs);
    const oneShare = bestOf(await timed([jobBytes('generate', '8x8', 'open', level, SEED, 'share', 0, 1)]));
    const made = results[0].shares.flat().filter((report) => report.kind === 'generated' && report.made).map((report) => report.attempt);
    const args = ['puzzle', '--board', '8x8', '--level', level, '--seed', String(SEED)];
    const native = bestProcess(binary, args, RUNS);
    // Its own time, from its report on stderr ("1 puzzle: …; 76 ms").
    const own = best(native.outs.map((out) => Number(/; ([\d.]+) ms$/m.exec(out.stderr)?.[1])));
    const wall = bestOf(results);
    row(name, wall, native.ms, 1.3,
      `decided after ${ms(bestOf(results, 'decidedMs'))} ms (puzzles from attempts ${made.join(', ')}; ${parts} shares; in one share ${ms(oneShare)} ms); native: whole process of knights-tour ${args.join(' ')}${own ? `, its own time ${ms(own)} ms` : ''}`);
  }

  // The survey, and the main thread while it runs and while the engine makes puzzles,
  // watched by a second page playing beside it.
  const surveyName = 'engine: survey 8x8 backtrack';
  const duringSurvey = 'engine: main thread while the engine surveys';
  const duringPuzzles = 'engine: main thread while the engine makes puzzles';
  const watched = async (pages, work) => {
    const from = await Promise.all(pages.map((page) => page.evaluate(() => {
      window.watchFrames();
      return performance.now();
    })));
    const result = await work();
    const seen = await Promise.all(pages.map((page, i) => page.evaluate((from) => ({
      times: window.stopFrames(),
      longest: Math.max(0, ...window.longTasks.filter(([start]) => start >= from).map(([, duration]) => duration)),
    }), from[i])));
    const [first, beside] = seen.map(({ times }) => frames(times));
    const longest = seen[0].longest;
    return {
      result,
      text: `longest task ${longest.toFixed(0)} ms; page ${framesText(first)}; beside it ${framesText(beside)}`,
      pass: longest <= MAX_TASK_MS && smooth(first) && smooth(beside),
    };
  };
  // Opened when first watched, so it plays during none of the timings; first watched
  // alone for BASELINE_MS, to tell what the machine gives without the engine at work.
  let player = null;
  let alone = null;
  const playing = async () => {
    if (!player) {
      player = await openApp(env, PLAYING, { initScript: helpers });
      await waitForState(player, ['playing']);
      await player.evaluate(() => window.watchFrames());
      await new Promise((resolve) => setTimeout(resolve, BASELINE_MS));
      alone = framesText(frames(await player.evaluate(() => window.stopFrames())));
    }
    return player;
  };
  if (wanted(surveyName) || wanted(duringSurvey)) {
    const surveyed = async (survey) => {
      await survey.waitForFunction(() => document.querySelector('.app')?.dataset.survey === 'done', null, { timeout: 600_000 });
      const status = await survey.textContent('[data-testid="status"]');
      const match = /Survey of 64 starts: .* ([\d,]+(?:\.\d+)?) (s|ms)\. Click/.exec(status);
      if (!match) throw new Error(`not a finished survey: ${status}`);
      return Number(match[1].replaceAll(',', '')) * (match[2] === 's' ? 1000 : 1);
    };
    // From the link first: the engine starts with the survey.
    const survey = await openApp(env, '?board=8x8&algo=backtrack&survey=1', { initScript: helpers });
    const cold = await surveyed(survey);
    const native = bestProcess(binary, ['survey', '--board', '8x8', '--algo', 'backtrack'], 1);
    // Again in the same page, its engine running.
    const again = await watched([survey, await playing()], async () => {
      await survey.click('[data-action="survey"]');
      await waitForState(survey, ['surveying']);
      return surveyed(survey);
    });
    if (wanted(surveyName)) {
      row(surveyName, cold, native.ms, 1, `the page's status line, from the link (the engine's start included); a second survey in the page ${ms(again.result)} ms; ` +
        'native: whole process of knights-tour survey --board 8x8 --algo backtrack');
    }
    if (wanted(duringSurvey)) {
      row(duringSurvey, again.text, null, SMOOTH, `the second survey in the page, ${ms(again.result)} ms; beside it ${PLAYING}, restarted at its end (alone, before: ${alone})`, again.pass);
    }
    await survey.close();
  }
  if (wanted(duringPuzzles)) {
    // Hard puzzles, one after another, in the bench's page.
    const jobs = Array.from({ length: cores }, (_, part) => jobBytes('generate', '8x8', 'open', 'hard', SEED, 'share', part, cores));
    await engine(jobs);
    const puzzles = await watched([page, await playing()], async () => {
      let made = 0;
      for (const began = Date.now(); Date.now() - began < PUZZLE_WATCH_MS; made++) await engine(jobs);
      return made;
    });
    row(duringPuzzles, puzzles.text, null, SMOOTH,
      `${puzzles.result} hard 8x8 puzzles (seed ${SEED}, ${cores} shares each) one after another for ${PUZZLE_WATCH_MS} ms; beside it ${PLAYING} (alone, before: ${alone})`, puzzles.pass);
  }
  await player?.close();
  // Placements per second, for the page's budgets (not judged).
  const RATES = [
    ['engine rate: fast exact search, giraffe 8x8 from a1, 20,000,000 placements', 20_000_000, RUNS],
    ['engine rate: fast exact search, giraffe 8x8 from a1, 100,000,000 placements', 100_000_000, 2],
  ];
  for (const [name, budget, runs] of RATES.filter(([name]) => wanted(name))) {
    const results = await timed([jobBytes('solve', '8x8', 'a1', 'fast', budget, 'giraffe')], runs);
    if (solved(results[0]).status !== 'Undecided') throw new Error(`${name}: decided, not the search to its budget`);
    const wall = bestOf(results);
    const micros = best(results.map((result) => solved(result).micros)) / 1000;
    const flags = ['--board', '8x8', '--leaper', 'giraffe', '--start', 'a1', '--budget', String(budget), '--runs', String(runs)];
    const native = Number(run(binary, ['bench', ...flags]).stdout.split(' ')[0]);
    console.log(`${name}: browser ${ms(wall)} ms (${rate(budget, wall)}; the engine's own ${ms(micros)} ms, ${rate(budget, micros)}), ` +
      `native ${ms(native)} ms (${rate(budget, native)}; knights-tour bench ${flags.join(' ')}), ratio ${(wall / native).toFixed(2)} (load ${load()})`);
  }
  const hintName = 'engine rate: play-mode hint, giraffe 8x8, walk a1, 4,000,000 placements';
  if (wanted(hintName)) {
    const job = ['hint', '8x8', 'a1', 'open', 4_000_000, 'giraffe'];
    const results = await timed([jobBytes(...job)]);
    const hinted = results[0].shares[0].find((report) => report.kind === 'hinted');
    if (hinted.outcome !== 'OutOfBudget') throw new Error(`${hintName}: the search ended before its budget: ${JSON.stringify(hinted)}`);
    const wall = bestOf(results);
    const native = best(Array.from({ length: RUNS }, () => jobBytes('--native', ...job).ms));
    console.log(`${hintName}: browser ${ms(wall)} ms (${rate(hinted.positions, wall)}), native ${ms(native)} ms ` +
      `(${rate(hinted.positions, native)}; the engine's code, job_bytes --native ${job.join(' ')}), ratio ${(wall / native).toFixed(2)}, ` +
      `${hinted.positions} positions (load ${load()})`);
  }
  await page.close();
} finally {
  await env.stop();
}

if (rows.length) {
  const columns = [['name', 'case'], ['browser', 'browser'], ['native', 'native'], ['ratio', 'ratio'], ['budget', 'budget'], ['result', 'result'], ['load', 'load']];
  const widths = columns.map(([key, title]) => Math.max(title.length, ...rows.map((entry) => String(entry[key]).length)));
  const line = (values) => console.log(values.map((value, i) => String(value).padEnd(widths[i])).join(' | '));
  console.log('');
  line(columns.map(([, title]) => title));
  for (const entry of rows) line(columns.map(([key]) => entry[key]));
  console.log(`load (1-minute average) ${os.loadavg().map((value) => value.toFixed(1)).join(' / ')} (1, 5, 15 min) at the end, ${os.cpus().length} cores`);
}
