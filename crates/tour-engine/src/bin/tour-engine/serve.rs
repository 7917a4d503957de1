//! Serving jobs: the words that arrive, the job they name run in batches, and the
//! reports posted back as they come.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Array, Uint32Array};
use tour_engine::protocol::{Job, Message, Report};
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

/// Where batches of report words go: the worker's scope, or the port to the page.
type Post = Rc<dyn Fn(&[Vec<u32>])>;

/// Milliseconds on this thread's clock.
fn now_ms() -> f64 {
    let global = js_sys::global();
    let performance = js_sys::Reflect::get(&global, &"performance".into())
        .ok()
        .and_then(|value| value.dyn_into::<web_sys::Performance>().ok());
    performance.map_or(0.0, |performance| performance.now())
}

/// A batch of reports to post as one message, each report's words a `Uint32Array` whose
/// buffer goes along, not a copy.
fn batch_message(reports: &[Vec<u32>]) -> (Array, Array) {
    let (batch, transfer) = (Array::new(), Array::new());
    for words in reports {
        let array = Uint32Array::from(&words[..]);
        transfer.push(&array.buffer());
        batch.push(&array);
    }
    (batch, transfer)
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
    fn run_until(&mut self, deadline_ms: f64, post: &dyn Fn(&[Vec<u32>])) -> bool {
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
                    let words: Vec<Vec<u32>> = reports
                        .iter()
                        .map(|report| report.encode(self.id))
                        .collect();
                    post(&words);
                }
            }
            if finished || now >= deadline_ms {
                return finished;
            }
        }
    }
}

/// The words of a message event.
fn words_of(event: &MessageEvent) -> Vec<u32> {
    event
        .data()
        .dyn_into::<Uint32Array>()
        .map(|array| array.to_vec())
        .unwrap_or_default()
}

/// Test builds only (feature `test-panic`): panics on a job tagged
/// [`TEST_PANIC`](tour_engine::protocol::TEST_PANIC), as a bug in the engine would.
#[cfg(feature = "test-panic")]
fn panic_if_asked(words: &[u32]) {
    if words.get(1) == Some(&tour_engine::protocol::TEST_PANIC) {
        panic!("test-panic: the engine panics on purpose");
    }
}

/// In a dedicated worker: answers each job posted, running it to its end.
pub fn in_worker() {
    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        // On the page's own thread: the page calls `serve` with a port.
        return;
    };
    let poster = scope.clone();
    let post: Post = Rc::new(move |reports: &[Vec<u32>]| {
        let (batch, transfer) = batch_message(reports);
        let _ = poster.post_message_with_transfer(&batch, &transfer);
    });
    let on_message = {
        let post = post.clone();
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let words = words_of(&event);
            #[cfg(feature = "test-panic")]
            panic_if_asked(&words);
            match Job::decode(&words) {
                Ok((id, job)) => {
                    let mut driver = Driver::new(id, job);
                    driver.run_until(f64::INFINITY, &*post);
                }
                Err(_) => post(&[Report::Unreadable.encode(words.first().copied().unwrap_or(0))]),
            }
        })
    };
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // An empty batch tells the page the engine is ready for work.
    post(&[]);
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
/// running, and a message of a job's number alone stops it.
#[wasm_bindgen]
pub fn serve(port: MessagePort) {
    let shared = Shared::default();
    let poster = port.clone();
    let post: Post = Rc::new(move |reports: &[Vec<u32>]| {
        let (batch, transfer) = batch_message(reports);
        let _ = poster.post_message_with_transferable(&batch, &transfer);
    });
    let on_message = {
        let post = post.clone();
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let words = words_of(&event);
            if let [id] = words[..] {
                shared.borrow_mut().driver.take_if(|driver| driver.id == id);
                return;
            }
            #[cfg(feature = "test-panic")]
            panic_if_asked(&words);
            match Job::decode(&words) {
                Ok((id, job)) => {
                    shared.borrow_mut().driver = Some(Driver::new(id, job));
                    schedule(&shared, &post);
                }
                Err(_) => post(&[Report::Unreadable.encode(words.first().copied().unwrap_or(0))]),
            }
        })
    };
    port.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    post(&[]);
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
