// The page's pool of engine workers, loaded when work first needs the engine, so none of
// it weighs on the first click (web/src/tasks/engine hands it jobs and reads the reports).
//
// A run is a list of jobs, one per share of the work, each an envelope `{job, bytes}`:
// the job's message as bytes (crates/tour-engine/src/protocol), which the pool never
// reads, and its number, which the pool fills in. Each share gets a worker of its own,
// up to the browser's cores (at most eight, and one more for background work), and the
// rest wait in a queue, work a person waits for (`first`) ahead of background work.
// Every report of a share goes to the run's `heard(share, bytes, done)`, in the order
// the engine made them, `done` on the last of the share's job; `heard(share, null)` says
// the share is lost (its worker failed, or the engine could not start at all).
// Cancelling a run terminates the workers running its shares.
//
// The engine is reached one of three ways, each tried only after the one before failed:
// a worker from tour-engine-loader.js beside the page; a worker made from a blob that
// loads the engine by its full address (a sandboxed frame has an opaque origin, which
// may not start a worker from the page's server; its blob worker fetches the engine with
// CORS); the engine on the page's own thread, serving a message channel in slices (a
// browser that starts no worker). `watch(told)` hears which way works: 0, 1 or 2, -1
// while none is ready yet, 3 when none works.
self.tourEnginePool = (() => {
  const GLUE = 'tour-engine.js';
  const WASM = 'tour-engine_bg.wasm';
  const LOST = 3;
  const cores = Math.min(Math.max(navigator.hardwareConcurrency | 0, 1), 8);
  // Against the page's address, so a blob worker finds the engine too.
  const full = (name) => new URL(name, location.href).href;

  const worker = (made, heard) => {
    made.onmessage = heard;
    made.onerror = heard;
    return { post: (job) => made.postMessage(job, [job.bytes.buffer]), stop: () => made.terminate(), gone: true };
  };
  const ways = [
    (heard) => worker(new Worker('tour-engine-loader.js'), heard),
    (heard) => {
      const source = `importScripts(${JSON.stringify(full(GLUE))});` +
        `wasm_bindgen({module_or_path:${JSON.stringify(full(WASM))}}).catch(()=>postMessage('failed'))`;
      return worker(new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' }))), heard);
    },
    (heard) => {
      const { port1, port2 } = new MessageChannel();
      port1.onmessage = heard;
      // Each engine on the page's thread runs in a realm of its own, a hidden frame: a
      // module that panicked cannot run again, and a fresh one needs fresh globals.
      const frame = document.createElement('iframe');
      frame.hidden = true;
      document.body.append(frame);
      const realm = frame.contentWindow;
      realm.tourEnginePort = port2;
      for (const src of [GLUE, 'tour-engine-on-page.js']) {
        const script = realm.document.createElement('script');
        script.async = false; // the glue first: the second script calls it
        script.src = full(src);
        realm.document.body.append(script);
      }
      return {
        post: (job) => port1.postMessage(job, [job.bytes.buffer]),
        // An envelope without bytes stops its job. Job 0 is none: the engine itself goes
        // (it failed), and its frame with it.
        stop: (job) => (job ? port1.postMessage({ job }) : frame.remove()),
        gone: false,
      };
    },
  ];

  let way = 0;
  let told = -1;
  let watcher = () => {};
  let next = 1;
  const slots = []; // { link, ready, share: { job, run, index } | null }
  let queue = []; // { job, run, index, envelope }
  const runs = new Map(); // run -> heard

  const tell = () => {
    const state = way === LOST ? LOST : slots.some((slot) => slot.ready) ? way : -1;
    if (state !== told) watcher((told = state));
  };
  const deliver = (share, bytes, done) => runs.get(share.run)?.(share.index, bytes, done);

  // The current way failed before its engine was ready: its slots that are not ready go,
  // and the next way is tried; with none left, every waiting share is lost.
  const failed = () => {
    if (way === LOST) return;
    way += 1;
    for (const slot of slots.filter((slot) => !slot.ready)) {
      slot.link.stop(0);
      slots.splice(slots.indexOf(slot), 1);
    }
    if (way === LOST) {
      const lost = queue;
      queue = [];
      for (const share of lost) deliver(share, null);
    }
    tell();
    pump();
  };

  // The engine posts batches of reports, `{job, done, reports}` (a result and the end of
  // its job together), and `{ready: true, reports: []}` once it is ready.
  const heard = (slot) => (event) => {
    if (!slots.includes(slot)) return;
    const batch = event.data;
    if (!Array.isArray(batch?.reports)) {
      if (!slot.ready) return failed();
      // The engine stopped: the worker goes, and its share is lost.
      slots.splice(slots.indexOf(slot), 1);
      slot.link.stop(0);
      if (slot.share) deliver(slot.share, null);
      return pump();
    }
    if (batch.ready) {
      slot.ready = true;
      tell();
      return pump();
    }
    const share = slot.share;
    if (!share || batch.job !== share.job) return;
    // The job is done: the worker is free before its results are heard, so work they
    // make moot does not terminate it.
    const done = batch.done === true;
    if (done) slot.share = null;
    const last = batch.reports.length - 1;
    batch.reports.forEach((bytes, at) => deliver(share, bytes, done && at === last));
    if (done) pump();
  };

  const spawn = () => {
    const slot = { ready: false, share: null };
    let link = null;
    try {
      link = ways[way](heard(slot));
    } catch {}
    if (!link) return failed();
    slot.link = link;
    slots.push(slot);
  };

  // Gives waiting shares to ready, idle workers, and starts a worker while shares wait
  // for none and the cap allows.
  const pump = () => {
    for (const slot of slots) {
      if (!queue.length) break;
      if (!slot.ready || slot.share) continue;
      const share = queue.shift();
      slot.share = share;
      slot.link.post(share.envelope);
    }
    const free = slots.filter((slot) => !slot.share).length;
    const cap = way === 2 ? 1 : cores + 1;
    if (way !== LOST && queue.length > free && slots.length < cap) spawn();
  };

  return {
    parallel: () => (way === 2 ? 1 : cores),
    watch(hear) {
      watcher = hear;
    },
    warm() {
      if (!slots.length) spawn();
    },
    run(run, jobs, first, hear) {
      runs.set(run, hear);
      const shares = jobs.map((envelope, index) => {
        const job = next++;
        envelope.job = job;
        return { job, run, index, envelope };
      });
      if (way === LOST) {
        for (const share of shares) hear(share.index, null);
        return;
      }
      queue = first ? shares.concat(queue) : queue.concat(shares);
      pump();
    },
    cancel(run) {
      runs.delete(run);
      queue = queue.filter((share) => share.run !== run);
      for (const slot of [...slots]) {
        if (slot.share?.run !== run) continue;
        slot.link.stop(slot.share.job);
        slot.share = null;
        if (slot.link.gone) slots.splice(slots.indexOf(slot), 1);
      }
      pump();
    },
  };
})();
