// What a student waits for on a first visit from a phone: Lighthouse's mobile profile
// (150 ms round trip, 1.6 Mbit/s down, 0.75 Mbit/s up, the CPU slowed 4x, a 390 px wide
// page), no service worker yet and nothing cached (a fresh browser context per run), the
// build served as a static host serves precompressed files (`.br` where the build wrote
// one and the browser accepts br, else `.gz`; `--gzip-only`: a host without `.br`), with
// GitHub Pages' `Cache-Control: max-age=600`, so the service worker's copy of a file the
// page already fetched comes from the HTTP cache as it would on such a host.
//
// The network and CPU conditions (CDP Network.emulateNetworkConditions,
// Emulation.setCPUThrottlingRate) apply to the page and to the service worker it installs,
// each on its own emulated link: the service worker's downloads do not take bandwidth from
// the page's here, as they would on one phone, so its bytes are listed apart. The latency
// is added per request, not per packet (no TCP or TLS round trips).
//
// Per run, in ms from the start of the navigation:
//  - board: the first frame with a board's squares visible (the app's board, or a
//    prerendered `[data-first-board]`);
//  - tour: the first frame showing the validated tour of a click on the start square,
//    which the script clicks (its centre, as a finger would) as soon as a board is on
//    screen, clicking again after RETRY_MS while the app has not taken a click and the
//    last one did not land on the start square of the app's own board (a click before
//    the app is ready may be lost; one the app got is never repeated, however busy the
//    page). The tour is shown when the app root says a complete run is on the board
//    (`data-outcome="complete"`, `data-state` playing, paused or done) and the start
//    carries `data-step="1"`; the route is then checked to be a knight's tour of the
//    board from the start;
//  - longest task and the total of tasks over 50 ms (Long Tasks API) from the start of
//    the navigation until the app took the click (`data-state` left idle).
// With --puzzle, a puzzle link instead (`?mode=puzzle&board=RxC&level=LEVEL&puzzle-seed=SEED`):
//  - board: as above;
//  - puzzle: the first frame showing the puzzle's clues on the app's board (no click);
//  - longest task and the total of tasks over 50 ms until then.
// The script reads the page without Playwright's page scripts until the tour (or the
// puzzle) is shown: the page reports its marks through bindings, and the script's few
// reads are plain CDP evaluations, so the harness's own script (evaluated in the page on
// its first use, over 100 ms with the CPU slowed) is neither a long task counted nor a
// delay of what is measured.
// Then the median of the runs against the targets, and the bytes each file took on the
// wire in the first run (CDP Network.loadingFinished's encodedDataLength: body and
// headers), for the page and for the service worker, and whether each arrived before the
// app took the click.
//
// Run: cargo xtask build && cd tests && npm run bench:load [-- flags]
//   --runs N       runs (default 5; each column's median is its middle value)
//   --board RxC    the board (default 8x8, sides up to 50), opened as ?board=RxC
//   --start SQ     the square clicked (default a1)
//   --gzip-only    a host without .br copies
//   --query Q      more URL parameters, e.g. --query lang=zh-Hant
//   --puzzle L:S   a puzzle link at level L and seed S, e.g. --puzzle medium:7 (no click;
//                  target: the puzzle on screen within 2.5 s)
//   --check        exit 1 when a median misses its target
// DIST_DIR serves another build; CHROMIUM names another browser binary; LOAD_TASKS=1 prints
// each run's long tasks ([start, duration] in ms) with its board and taken marks.
import os from 'node:os';
import { launchChromium } from './support/chromium.mjs';
import { distDir, serve } from './support/server.mjs';
import { tourProblem } from './support/tour.mjs';

const USAGE = 'npm run bench:load -- [--runs N] [--board RxC] [--start SQ] [--gzip-only] [--query Q] [--puzzle LEVEL:SEED] [--check]';

/** Lighthouse's mobile profile ("slow 4G" and a mid-range phone). */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  connectionType: 'cellular4g',
};
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 390, height: 844 };
/** Targets: the board on screen, the tour shown (a host without brotli: more), the
 * longest task before the app takes the click. */
const TARGETS = { board: 1000, tour: 2000, tourGzipOnly: 2300, longestTask: 100, puzzle: 2500 };
/** How long a click may go unanswered before the script clicks again. */
const RETRY_MS = 250;
/** How long a run may take before it fails. */
const TIMEOUT_MS = 60_000;

function parseFlags(argv) {
  const flags = { runs: 5, board: '8x8', start: 'a1', gzipOnly: false, query: '', check: false, puzzle: null };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${flag} needs a value\n${USAGE}`);
      return argv[++i];
    };
    if (flag === '--runs') flags.runs = Number(value());
    else if (flag === '--board') flags.board = value();
    else if (flag === '--start') flags.start = value();
    else if (flag === '--query') flags.query = value().replace(/^[?&]/, '');
    else if (flag === '--gzip-only') flags.gzipOnly = true;
    else if (flag === '--check') flags.check = true;
    else if (flag === '--puzzle') {
      const [level, seed] = value().split(':');
      if (!['easy', 'medium', 'hard'].includes(level) || !/^\d+$/.test(seed ?? '')) {
        throw new Error(`--puzzle needs LEVEL:SEED, a level of easy, medium or hard and a whole-number seed, e.g. medium:7\n${USAGE}`);
      }
      flags.puzzle = { level, seed };
    }
    else throw new Error(`unknown flag ${flag}\n${USAGE}`);
  }
  if (!Number.isInteger(flags.runs) || flags.runs < 1) throw new Error(`--runs needs a positive whole number\n${USAGE}`);
  const size = /^(\d+)x(\d+)$/.exec(flags.board);
  if (!size) throw new Error(`--board needs RxC, e.g. 8x8\n${USAGE}`);
  [flags.rows, flags.cols] = [Number(size[1]), Number(size[2])];
  // Larger boards are drawn on a canvas, which has no square elements to find or read.
  if (flags.rows > 50 || flags.cols > 50) throw new Error(`--board takes sides up to 50 (the SVG board)\n${USAGE}`);
  if (!/^[a-z]+\d+$/.test(flags.start)) throw new Error(`--start needs a square, e.g. a1\n${USAGE}`);
  return flags;
}

// Runs in the page before its own scripts: records long tasks, the first pointer press,
// and, each frame, the first moments a board is visible, the app has taken a click and
// the tour is shown (performance.now(): ms from the start of the navigation). The frame
// that first shows a board tells the script where the start square is at once
// (`loadBoardShown`), so the click follows without polling; `loadPoint()` says it again.
function watchPage({ start, rows, cols, puzzle }) {
  const marks = { board: null, boardKind: null, taken: null, tour: null, puzzle: null, presses: [], longTasks: [] };
  window.loadMarks = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  // Each press, and whether it landed on the start square of the app's own board.
  addEventListener('pointerdown', (event) => {
    const square = event.target.closest?.(`[data-square="${start}"]`);
    marks.presses.push([event.timeStamp, Boolean(square?.closest('.app'))]);
  }, true);
  const BOARDS = '[data-rows], [data-first-board]';
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1 || box.bottom <= 0 || box.top >= innerHeight) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && Number(style.opacity) > 0;
  };
  // The start square's centre on the first visible board, scrolled into view; on a board
  // without square elements, its cell's centre.
  window.loadPoint = () => {
    const square = [...document.querySelectorAll(`[data-square="${start}"]`)].find(visible);
    const target = square || [...document.querySelectorAll(BOARDS)].find(visible);
    if (!target) return null;
    let box = target.getBoundingClientRect();
    if (box.top < 0 || box.bottom > innerHeight) {
      target.scrollIntoView({ block: 'center' });
      box = target.getBoundingClientRect();
    }
    if (square) return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    let file = 0;
    for (const letter of start.match(/^[a-z]+/)[0]) file = file * 26 + (letter.charCodeAt(0) - 96);
    const rank = Number(start.match(/\d+$/)[0]);
    return { x: box.left + ((file - 0.5) / cols) * box.width, y: box.top + ((rows - rank + 0.5) / rows) * box.height };
  };
  const frame = () => {
    const now = performance.now();
    if (marks.board === null) {
      const board = [...document.querySelectorAll(BOARDS)].find(visible);
      if (board) {
        marks.board = now;
        marks.boardKind = board.matches('[data-first-board]') ? 'prerendered' : 'app';
        if (!puzzle) window.loadBoardShown(window.loadPoint());
      }
    }
    const app = document.querySelector('.app');
    const state = app?.dataset.state;
    if (marks.taken === null && state && state !== 'idle') {
      marks.taken = now;
      window.loadReached('taken');
    }
    if (marks.tour === null && app?.dataset.outcome === 'complete'
      && ['playing', 'paused', 'done'].includes(state)
      && document.querySelector(`[data-rows] [data-step="1"][data-square="${start}"]`)) {
      marks.tour = now;
      window.loadReached('tour');
    }
    if (marks.puzzle === null && document.querySelector('.app [data-rows] .clue')) {
      marks.puzzle = now;
      window.loadReached('puzzle');
    }
    if (puzzle ? marks.puzzle === null : marks.tour === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const marksOf = (page) => page.evaluate(() => window.loadMarks);

/** `expression`'s value in the page, by CDP alone (no Playwright script in the page). */
const plainEvaluate = (cdp, expression) => cdp.send('Runtime.evaluate', { expression, returnByValue: true })
  .then(({ result }) => result.value);

/** The marks the page reports (`loadReached`), each a promise settled when it is set. */
function reachedMarks() {
  const marks = {};
  for (const name of ['taken', 'tour', 'puzzle']) {
    let reached;
    marks[name] = new Promise((resolve) => { reached = resolve; });
    marks[name].reached = reached;
  }
  return marks;
}

/** Whether `promise` settles within `ms`. */
const within = (promise, ms) => new Promise((resolve) => {
  const timer = setTimeout(() => resolve(false), ms);
  promise.then(() => { clearTimeout(timer); resolve(true); });
});

/** Clicks the start square at `shown` (where the first board put it), and again while
 * the app has not taken a click and the last one did not land on the app's own start
 * square (one that did is waited for: never clicked twice); returns the number of
 * clicks. */
async function clickStart(page, cdp, reached, flags, shown) {
  const takenWithin = (timeout) => within(reached.taken, timeout);
  let point = await shown;
  for (let clicks = 1; clicks * RETRY_MS < TIMEOUT_MS; clicks++) {
    if (!point) throw new Error(`no square ${flags.start} on the board`);
    await page.mouse.click(point.x, point.y);
    if (await takenWithin(RETRY_MS)) return clicks;
    const landedOnApp = await plainEvaluate(cdp, 'window.loadMarks.presses.at(-1)?.[1]');
    if (landedOnApp) {
      if (await takenWithin(TIMEOUT_MS)) return clicks;
      break;
    }
    point = await plainEvaluate(cdp, 'window.loadPoint()');
  }
  throw new Error(`the app took no click on ${flags.start} within ${TIMEOUT_MS} ms`);
}

/** Bytes on the wire per file from a target's CDP Network events, into `transfers`. */
function networkListener(transfers, who) {
  const requests = new Map();
  return (method, params) => {
    if (method === 'Network.requestWillBeSent') {
      const entry = { who, url: params.request.url, sent: params.timestamp };
      requests.set(params.requestId, entry);
      transfers.push(entry);
    }
    const entry = requests.get(params.requestId);
    if (!entry) return;
    if (method === 'Network.responseReceived') {
      const headers = Object.fromEntries(Object.entries(params.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      entry.encoding = headers['content-encoding'] || 'none';
    } else if (method === 'Network.loadingFinished') {
      Object.assign(entry, { bytes: params.encodedDataLength, finished: params.timestamp });
    }
  };
}

/** Throttles the service worker (and any other target the page starts) as the page is,
 * recording its transfers: the page's session attaches to them before they run. */
function throttleWorkers(cdp, transfers) {
  let id = 0;
  const listeners = new Map();
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    const send = (method, params = {}) => cdp.send('Target.sendMessageToTarget', {
      sessionId, message: JSON.stringify({ id: ++id, method, params }),
    }).catch(() => {});
    listeners.set(sessionId, networkListener(transfers, targetInfo.type === 'service_worker' ? 'sw' : targetInfo.type));
    send('Network.enable');
    send('Network.emulateNetworkConditions', NETWORK);
    send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    send('Runtime.runIfWaitingForDebugger');
  });
  cdp.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => {
    const { method, params } = JSON.parse(message);
    if (method) listeners.get(sessionId)?.(method, params);
  });
  return cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
}

async function run(browser, server, flags) {
  const context = await browser.newContext({
    viewport: VIEWPORT, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'en-US',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const transfers = [];
    const onPage = networkListener(transfers, 'page');
    for (const event of ['requestWillBeSent', 'responseReceived', 'loadingFinished']) {
      cdp.on(`Network.${event}`, (params) => onPage(`Network.${event}`, params));
    }
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await throttleWorkers(cdp, transfers);
    let boardShown;
    const shown = new Promise((resolve) => { boardShown = resolve; });
    await page.exposeFunction('loadBoardShown', (point) => boardShown(point));
    const reached = reachedMarks();
    await page.exposeFunction('loadReached', (name) => reached[name].reached());
    await page.addInitScript(watchPage, { start: flags.start, rows: flags.rows, cols: flags.cols, puzzle: Boolean(flags.puzzle) });
    await page.goto(server.url + query(flags), { waitUntil: 'commit', timeout: TIMEOUT_MS });
    if (flags.puzzle) return await puzzleRun(page, reached, transfers, server);
    const clicks = await clickStart(page, cdp, reached, flags, shown);
    if (!await within(reached.tour, TIMEOUT_MS)) throw new Error(`no tour shown within ${TIMEOUT_MS} ms`);
    const marks = await marksOf(page);
    await page.click('[data-action="end"]');
    await page.waitForFunction(() => document.querySelector('.app')?.dataset.state === 'done', null, { timeout: TIMEOUT_MS });
    const route = await page.$$eval('[data-rows] [data-step]', (squares) => squares
      .map((square) => [Number(square.dataset.step), square.dataset.square])
      .sort((a, b) => a[0] - b[0]).map(([, name]) => name));
    const problem = route[0] === flags.start ? tourProblem(route, flags.rows, flags.cols) : `the route starts at ${route[0]}`;
    if (problem) throw new Error(`the tour shown is not a tour from ${flags.start}: ${problem}`);
    if (process.env.LOAD_TASKS) console.error('tasks', JSON.stringify(marks.longTasks.map(([s, d]) => [Math.round(s), Math.round(d)])), 'board', Math.round(marks.board), 'taken', Math.round(marks.taken));
    const before = marks.longTasks.filter(([startTime]) => startTime < marks.taken).map(([, duration]) => duration);
    return {
      board: marks.board,
      boardKind: marks.boardKind,
      press: marks.presses[0]?.[0],
      taken: marks.taken,
      tour: marks.tour,
      clicks,
      longest: Math.max(0, ...before),
      longTotal: before.reduce((sum, duration) => sum + duration, 0),
      longCount: before.length,
      files: files(transfers, marks.taken, server.url),
    };
  } finally {
    await context.close();
  }
}

/** A puzzle link's run: when its clues are on screen, and the tasks until then. */
async function puzzleRun(page, reached, transfers, server) {
  if (!await within(reached.puzzle, TIMEOUT_MS)) throw new Error(`no puzzle shown within ${TIMEOUT_MS} ms`);
  const marks = await marksOf(page);
  const clues = await page.$$eval('.app [data-rows] .clue', (squares) => squares.length);
  if (clues < 1) throw new Error('the puzzle shows no clues');
  const before = marks.longTasks.filter(([startTime]) => startTime < marks.puzzle).map(([, duration]) => duration);
  return {
    board: marks.board,
    boardKind: marks.boardKind,
    puzzle: marks.puzzle,
    clues,
    longest: Math.max(0, ...before),
    longTotal: before.reduce((sum, duration) => sum + duration, 0),
    longCount: before.length,
    files: files(transfers, marks.puzzle, server.url),
  };
}

/** The finished requests of the page and its service worker: who asked, name, encoding,
 * bytes on the wire, ms from the page's first request until the response finished, and
 * whether that was before the app took the click (the page's clock starts a moment
 * before its first request, so this is close, not exact). */
function files(transfers, taken, base) {
  const seen = new Set();
  // A file asked for again (the icon, from the memory cache) is listed once.
  const finished = transfers.filter((entry) => {
    const key = `${entry.who} ${entry.url}`;
    if (!entry.finished || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const t0 = Math.min(...transfers.filter((entry) => entry.who === 'page').map((entry) => entry.sent));
  return finished.map((entry) => {
    const done = (entry.finished - t0) * 1000;
    const name = entry.url.startsWith(base) ? entry.url.slice(base.length).replace(/\?.*/, '') || '(page)' : entry.url;
    return { who: entry.who, name, encoding: entry.encoding || 'none', bytes: entry.bytes, done, beforeClick: done < taken };
  }).sort((a, b) => a.done - b.done);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const ms = (value) => (value === null || value === undefined ? '-' : `${Math.round(value)}`);
const pad = (text, width) => String(text).padStart(width);

function printRuns(results, flags) {
  const columns = [
    ['run', 6], ['board', 7], ['1st click', 10], ['clicks', 7], ['taken', 7], ['tour', 7],
    ['click→tour', 11], ['longest task', 13], ['tasks>50ms', 11], ['(n)', 4],
  ];
  const line = (cells) => console.log(cells.map((cell, i) => pad(cell, columns[i][1])).join(' '));
  line(columns.map(([name]) => name));
  const row = (name, r) => line([
    name, ms(r.board), ms(r.press), r.clicks, ms(r.taken), ms(r.tour), ms(r.tour - r.press),
    ms(r.longest), ms(r.longTotal), r.longCount,
  ]);
  results.forEach((r, i) => row(String(i + 1), r));
  const mid = {};
  for (const key of ['board', 'press', 'clicks', 'taken', 'tour', 'longest', 'longTotal', 'longCount']) {
    mid[key] = median(results.map((r) => r[key]));
  }
  mid.tour = median(results.map((r) => r.tour));
  const clickToTour = median(results.map((r) => r.tour - r.press));
  line(['median', ms(mid.board), ms(mid.press), mid.clicks, ms(mid.taken), ms(mid.tour), ms(clickToTour),
    ms(mid.longest), ms(mid.longTotal), mid.longCount]);
  const tourTarget = flags.gzipOnly ? TARGETS.tourGzipOnly : TARGETS.tour;
  line(['target', `≤${TARGETS.board}`, '', '', '', `≤${tourTarget}`, '', `≤${TARGETS.longestTask}`, '', '']);
  const misses = [
    mid.board > TARGETS.board && `board on screen ${ms(mid.board)} ms > ${TARGETS.board} ms`,
    mid.tour > tourTarget && `tour shown ${ms(mid.tour)} ms > ${tourTarget} ms`,
    mid.longest > TARGETS.longestTask && `longest task ${ms(mid.longest)} ms > ${TARGETS.longestTask} ms`,
  ].filter(Boolean);
  console.log(`board drawn by: ${[...new Set(results.map((r) => r.boardKind))].join(', ')}`);
  console.log(misses.length ? `missed: ${misses.join('; ')}` : 'every target met');
  return misses;
}

function printPuzzleRuns(results) {
  const columns = [['run', 6], ['board', 7], ['puzzle', 8], ['clues', 6], ['longest task', 13], ['tasks>50ms', 11], ['(n)', 4]];
  const line = (cells) => console.log(cells.map((cell, i) => pad(cell, columns[i][1])).join(' '));
  line(columns.map(([name]) => name));
  const row = (name, r) => line([name, ms(r.board), ms(r.puzzle), r.clues, ms(r.longest), ms(r.longTotal), r.longCount]);
  results.forEach((r, i) => row(String(i + 1), r));
  const mid = {};
  for (const key of ['board', 'puzzle', 'clues', 'longest', 'longTotal', 'longCount']) mid[key] = median(results.map((r) => r[key]));
  row('median', mid);
  line(['target', `≤${TARGETS.board}`, `≤${TARGETS.puzzle}`, '', '', '', '']);
  const misses = [
    mid.board > TARGETS.board && `board on screen ${ms(mid.board)} ms > ${TARGETS.board} ms`,
    mid.puzzle > TARGETS.puzzle && `puzzle shown ${ms(mid.puzzle)} ms > ${TARGETS.puzzle} ms`,
  ].filter(Boolean);
  console.log(misses.length ? `missed: ${misses.join('; ')}` : 'every target met');
  return misses;
}

function printFiles(result, moment) {
  console.log('\nbytes on the wire in the first run (CDP encodedDataLength: body and headers; 0: from the HTTP');
  console.log('cache; the service worker\'s own script is listed only when it is watched in time):');
  console.log(`${pad('who', 5)} ${pad('bytes', 8)} ${pad('encoding', 8)} ${pad('done ms', 8)} ${pad(`before ${moment}`, 14)}  file`);
  const sums = {};
  for (const file of result.files) {
    console.log(`${pad(file.who, 5)} ${pad(file.bytes, 8)} ${pad(file.encoding, 8)} ${pad(ms(file.done), 8)} ${pad(file.beforeClick ? 'yes' : 'no', 14)}  ${file.name}`);
    const sum = (sums[file.who] ??= { before: 0, all: 0 });
    sum.all += file.bytes;
    if (file.beforeClick) sum.before += file.bytes;
  }
  for (const [who, sum] of Object.entries(sums)) {
    console.log(`${pad(who, 5)} ${pad(sum.before, 8)} bytes before ${moment === 'click' ? 'the app took the click' : 'the puzzle was shown'}, ${sum.all} in all`);
  }
}

const query = (flags) => {
  const puzzle = flags.puzzle ? `&mode=puzzle&level=${flags.puzzle.level}&puzzle-seed=${flags.puzzle.seed}` : '';
  return `?board=${flags.board}${puzzle}${flags.query ? `&${flags.query}` : ''}`;
};

const flags = parseFlags(process.argv.slice(2));
const server = await serve({
  precompressed: flags.gzipOnly ? ['gzip'] : ['br', 'gzip'],
  headers: { 'cache-control': 'max-age=600' },
});
const browser = await launchChromium();
let misses = [];
try {
  const host = flags.gzipOnly ? '.gz copies only' : '.br, else .gz';
  console.log(`first visit of ${query(flags)} from ${distDir}${flags.puzzle ? '' : `, then a click on ${flags.start}`}`);
  console.log(`${VIEWPORT.width} px wide, ${NETWORK.latency} ms round trip, 1.6 Mbit/s down, 0.75 Mbit/s up, `
    + `CPU ${CPU_SLOWDOWN}x slower; the host sends ${host}`);
  console.log(`ms from the start of the navigation; median of ${flags.runs} run${flags.runs === 1 ? '' : 's'}\n`);
  const results = [];
  const load = () => os.loadavg()[0].toFixed(1);
  const loadBefore = load();
  for (let i = 0; i < flags.runs; i++) results.push(await run(browser, server, flags));
  misses = flags.puzzle ? printPuzzleRuns(results) : printRuns(results, flags);
  // Timings mean little on a busy machine: say how busy it was.
  console.log(`machine load (1-minute average) ${loadBefore} before the runs, ${load()} after, on ${os.cpus().length} cores`);
  printFiles(results[0], flags.puzzle ? 'puzzle' : 'click');
} finally {
  await browser.close();
  await server.close();
}
if (flags.check && misses.length) process.exitCode = 1;
