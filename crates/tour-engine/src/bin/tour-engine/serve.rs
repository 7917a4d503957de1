//! Serving jobs: the envelopes that arrive, the job they carry run in batches, and the
//! reports posted back as they come.
//!
//! A job arrives as `{job, bytes}` (its number, and the [`Job`]'s bytes in a transferred
//! buffer); reports leave as `{job, done, reports}`, `done` once the last of them ends
//! the job, so the pool frees the worker without reading any report. `{ready: true,
//! reports: []}` says the engine can take work.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Array, Object, Reflect, Uint8Array};
use tour_engine::protocol::{Job, Message, Report, envelope};
use tour_engine::run::Running;
use tour_engine::slices::Batch;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, MessagePort};

/// How often a job running in a worker tells the page how far it has got.
const REPORT_MS: f64 = 50.0;

/// How long one slice may run on the page's own thread before it hands the event loop
/// back.
const SLICE_MS: f64 = 8.0;

/// Where batches of reports go: the worker's scope, or the port to the page.
type Post = Rc<dyn Fn(u32, &[Report])>;

/// Milliseconds on this thread's clock.
fn now_ms() -> f64 {
    let global = js_sys::global();
    let performance = js_sys::Reflect::get(&global, &"performance".into())
        .ok()
        .and_then(|value| value.dyn_into::<web_sys::Performance>().ok());
    performance.map_or(0.0, |performance| performance.now())
}

/// The envelope of a batch of job `id`'s reports, each report's bytes a `Uint8Array`
/// whose buffer goes along (the second array), not a copy.
fn batch_message(id: u32, reports: &[Report]) -> (Object, Array) {
    let (batch, transfer) = (Array::new(), Array::new());
    for report in reports {
        let bytes = Uint8Array::from(&report.encode()[..]);
        transfer.push(&bytes.buffer());
        batch.push(&bytes);
    }
    let message = Object::new();
    let done = reports.last().is_some_and(Report::ends_job);
    let _ = Reflect::set(&message, &envelope::JOB.into(), &id.into());
    let _ = Reflect::set(&message, &envelope::DONE.into(), &done.into());
    let _ = Reflect::set(&message, &envelope::REPORTS.into(), &batch);
    (message, transfer)
}

/// The envelope that tells the page the engine is ready.
fn ready_message() -> (Object, Array) {
    let message = Object::new();
    let _ = Reflect::set(&message, &envelope::READY.into(), &true.into());
    let _ = Reflect::set(&message, &envelope::REPORTS.into(), &Array::new());
    (message, Array::new())
}

/// A job with its number, its batch, its time at work and when it last reported.
struct Driver {
    id: u32,
    running: Running,
    batch: Batch,
    busy_ms: f64,
    reported_ms: f64,
}

impl Driver {
    fn new(id: u32, job: Job) -> Driver {
        Driver {
            id,
            running: Running::new(job),
            batch: Batch::default(),
            busy_ms: 0.0,
            reported_ms: now_ms(),
        }
    }

    /// Runs until `deadline_ms` or the job's end, posting reports at most every
    /// [`REPORT_MS`] and at the end; returns whether the job has finished. The reports
    /// of one moment go as one batch, so a result and the end of its job arrive
    /// together: the page never takes a worker that is done for one still busy.
    fn run_until(&mut self, deadline_ms: f64, post: &dyn Fn(u32, &[Report])) -> bool {
        let mut began = now_ms();
        loop {
            let finished = self.running.advance(u64::from(self.batch.size()));
            let now = now_ms();
            self.batch.took(now - began);
            self.busy_ms += now - began;
            began = now;
            if finished || now - self.reported_ms >= REPORT_MS {
                self.reported_ms = now;
                let reports = self.running.reports(self.busy_ms);
                if !reports.is_empty() {
                    post(self.id, &reports);
                }
            }
            if finished || now >= deadline_ms {
                return finished;
            }
        }
    }
}

/// What a message event carries: a job's number, and its bytes unless it is a stop
/// (no `bytes` at all). Bytes that are not a `Uint8Array` are read as none, so the job
/// is answered unreadable.
struct Envelope {
    id: u32,
    bytes: Option<Vec<u8>>,
    stop: bool,
}

impl Envelope {
    fn of(event: &MessageEvent) -> Envelope {
        let data = event.data();
        let field = |name: &str| Reflect::get(&data, &name.into()).unwrap_or_default();
        // A job's number: whole and small, as the pool counts them.
        let id = field(envelope::JOB).as_f64().map_or(0, |id| id as u32);
        let bytes = field(envelope::BYTES);
        let stop = bytes.is_undefined();
        let bytes = bytes
            .dyn_into::<Uint8Array>()
            .ok()
            .map(|bytes| bytes.to_vec());
        Envelope { id, bytes, stop }
    }

    /// Test builds only (feature `test-panic`): panics on a job whose envelope is marked
    /// `panic`, as a bug in the engine would.
    #[cfg(feature = "test-panic")]
    fn panic_if_asked(event: &MessageEvent) {
        if Reflect::get(&event.data(), &envelope::PANIC.into())
            .is_ok_and(|marked| marked.is_truthy())
        {
            panic!("test-panic: the engine panics on purpose");
        }
    }

    /// The job, or the report that says it could not be read.
    fn job(self) -> Result<(u32, Job), (u32, Report)> {
        let bytes = self.bytes.unwrap_or_default();
        Job::decode(&bytes)
            .map(|job| (self.id, job))
            .map_err(|_| (self.id, Report::Unreadable))
    }
}

/// In a dedicated worker: answers each job posted, running it to its end.
pub fn in_worker() {
    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        // On the page's own thread: the page calls `serve` with a port.
        return;
    };
    let poster = scope.clone();
    let post: Post = Rc::new(move |id, reports: &[Report]| {
        let (batch, transfer) = batch_message(id, reports);
        let _ = poster.post_message_with_transfer(&batch, &transfer);
    });
    let on_message = {
        let post = post.clone();
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            #[cfg(feature = "test-panic")]
            Envelope::panic_if_asked(&event);
            match Envelope::of(&event).job() {
                Ok((id, job)) => {
                    let mut driver = Driver::new(id, job);
                    driver.run_until(f64::INFINITY, &*post);
                }
                Err((id, unreadable)) => post(id, &[unreadable]),
            }
        })
    };
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let (ready, transfer) = ready_message();
    let _ = scope.post_message_with_transfer(&ready, &transfer);
}

/// The job running on the page's own thread, if any, and whether a slice is due.
#[derive(Default)]
struct OnPage {
    driver: Option<Driver>,
    scheduled: bool,
}

type Shared = Rc<RefCell<OnPage>>;

/// On the page's own thread: answers each job posted to `port`, in slices of about
/// [`SLICE_MS`] with the event loop handed back between them. A new job replaces the one
/// running, and an envelope with its number and no bytes stops it.
#[wasm_bindgen]
pub fn serve(port: MessagePort) {
    let shared = Shared::default();
    let poster = port.clone();
    let post: Post = Rc::new(move |id, reports: &[Report]| {
        let (batch, transfer) = batch_message(id, reports);
        let _ = poster.post_message_with_transferable(&batch, &transfer);
    });
    let on_message = {
        let post = post.clone();
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let envelope = Envelope::of(&event);
            if envelope.stop {
                let id = envelope.id;
                shared.borrow_mut().driver.take_if(|driver| driver.id == id);
                return;
            }
            #[cfg(feature = "test-panic")]
            Envelope::panic_if_asked(&event);
            match envelope.job() {
                Ok((id, job)) => {
                    shared.borrow_mut().driver = Some(Driver::new(id, job));
                    schedule(&shared, &post);
                }
                Err((id, unreadable)) => post(id, &[unreadable]),
            }
        })
    };
    port.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let (ready, transfer) = ready_message();
    let _ = port.post_message_with_transferable(&ready, &transfer);
}

/// Runs the current job's next slice from a zero-delay timeout, unless one is due.
fn schedule(shared: &Shared, post: &Post) {
    if std::mem::replace(&mut shared.borrow_mut().scheduled, true) {
        return;
    }
    let (shared, post) = (shared.clone(), post.clone());
    let slice = Closure::once_into_js(move || {
        shared.borrow_mut().scheduled = false;
        // Taken out while it runs: nothing else runs on this thread meanwhile.
        let Some(mut driver) = shared.borrow_mut().driver.take() else {
            return;
        };
        if !driver.run_until(now_ms() + SLICE_MS, &*post) {
            shared.borrow_mut().driver = Some(driver);
            schedule(&shared, &post);
        }
    });
    let global = js_sys::global();
    let set_timeout = js_sys::Reflect::get(&global, &"setTimeout".into())
        .and_then(|value| value.dyn_into::<js_sys::Function>());
    if let Ok(set_timeout) = set_timeout {
        let _ = set_timeout.call2(&global, &slice, &0.into());
    }
}
