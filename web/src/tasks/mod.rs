//! Long work in slices, so the page keeps answering: one slice loop for every job.
//!
//! A [`Job`] advances a few steps at a time (solving, surveying, hinting, comparing,
//! shading start squares, counting tours). [`TaskSlot::start`] runs it in slices of
//! about [`SLICE_MS`] milliseconds: between clock readings the job runs a [`Batch`] of
//! steps, after each slice the job's report is dispatched and the event loop is handed
//! back with a zero-delay timeout. Starting a job replaces the one in the slot, and
//! Cancel drops it between slices, so it takes effect within one slice.

mod compare;
mod count;
mod hint;
mod solve;
mod starts;
mod survey;

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use yew::Callback;

use crate::model::Action;

pub use compare::CompareJob;
pub use count::CountJob;
pub use hint::{HintJob, settled_hint};
pub use solve::{MAX_RECORDED_EVENTS, SolveJob, fresh_seed};
pub use starts::{PER_SQUARE_BUDGET, StartsJob};
pub use survey::SurveyJob;

/// How long one slice may run before the page gets the event loop back.
pub const SLICE_MS: f64 = 12.0;

/// How long a batch of steps between two clock readings should take.
const BATCH_MS: f64 = 1.0;

/// The largest batch: a step of the cheapest solver is a few nanoseconds.
const MAX_BATCH: u32 = 1 << 16;

/// Work that can be done a few steps at a time.
pub trait Job {
    /// Does up to `steps` steps of work; returns whether the job has finished.
    fn advance(&mut self, steps: u32) -> bool;

    /// What the state should hear after a slice: progress while the job runs, its
    /// result once `finished`. `busy_ms` is the time spent in the job's slices so far
    /// (the page's own work between slices left out).
    fn report(&mut self, finished: bool, busy_ms: f64) -> Option<Action>;
}

/// How many steps a job runs between clock readings. A step's cost ranges from a few
/// nanoseconds (one greedy move) to a fraction of a millisecond (thousands of squares of
/// `fast`'s construction), and reading the clock costs more than the cheapest step, so the
/// batch adapts until one takes about [`BATCH_MS`]; a slice then never overshoots its
/// deadline by more than a batch.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Batch(u32);

impl Default for Batch {
    fn default() -> Batch {
        Batch(1)
    }
}

impl Batch {
    /// Steps to run before the next clock reading.
    pub fn size(self) -> u32 {
        self.0
    }

    /// Adapts to the time the last batch took: doubles when it was quick, halves when slow.
    pub fn took(&mut self, ms: f64) {
        if ms < BATCH_MS / 2.0 {
            self.0 = (self.0 * 2).min(MAX_BATCH);
        } else if ms > BATCH_MS * 2.0 {
            self.0 = (self.0 / 2).max(1);
        }
    }
}

/// Milliseconds since the page loaded.
#[cfg(target_arch = "wasm32")]
pub fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|window| window.performance())
        .map_or(0.0, |performance| performance.now())
}

/// Outside a browser (the native unit tests) the clock stands still.
#[cfg(not(target_arch = "wasm32"))]
pub fn now_ms() -> f64 {
    0.0
}

/// A job with its batch, its time so far and where its reports go. The job is boxed,
/// so the one slice loop below serves every kind of job.
struct Sliced {
    job: Box<dyn Job>,
    batch: Batch,
    busy_ms: f64,
    dispatch: Callback<Action>,
}

impl Sliced {
    /// Works until about `deadline_ms` and reports; returns whether the job finished.
    fn run_until(&mut self, deadline_ms: f64) -> bool {
        let began = now_ms();
        let mut batch_began = began;
        let finished = loop {
            if self.job.advance(self.batch.size()) {
                break true;
            }
            let now = now_ms();
            self.batch.took(now - batch_began);
            batch_began = now;
            if now >= deadline_ms {
                break false;
            }
        };
        self.busy_ms += now_ms() - began;
        if let Some(action) = self.job.report(finished, self.busy_ms) {
            self.dispatch.emit(action);
        }
        finished
    }
}

struct Running {
    slice: Sliced,
    // Kept so dropping the job also clears its pending browser timer.
    _timer: Option<Timeout>,
}

/// A slot holding at most one running job.
#[derive(Clone, Default)]
pub struct TaskSlot(Rc<RefCell<Option<Running>>>);

impl PartialEq for TaskSlot {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl TaskSlot {
    /// Runs `job` in slices, replacing any running job; its reports go to `dispatch`.
    pub fn start(&self, job: impl Job + 'static, dispatch: Callback<Action>) {
        self.cancel();
        let sliced = Sliced {
            job: Box::new(job),
            batch: Batch::default(),
            busy_ms: 0.0,
            dispatch,
        };
        *self.0.borrow_mut() = Some(Running {
            slice: sliced,
            _timer: None,
        });
        self.schedule();
    }

    /// Stops the running job; says whether there was one.
    pub fn cancel(&self) -> bool {
        self.0.borrow_mut().take().is_some()
    }

    fn schedule(&self) {
        let slot = self.clone();
        let timer = Timeout::new(0, move || slot.run_slice());
        if let Some(running) = self.0.borrow_mut().as_mut() {
            running._timer = Some(timer);
        }
    }

    fn run_slice(&self) {
        // Taken out while it runs, so its dispatches never meet a borrowed slot.
        let Some(mut running) = self.0.borrow_mut().take() else {
            return;
        };
        running._timer = None;
        if running.slice.run_until(now_ms() + SLICE_MS) {
            return;
        }
        let mut slot = self.0.borrow_mut();
        // A job started while this slice ran wins over the old one.
        if slot.is_none() {
            *slot = Some(running);
            drop(slot);
            self.schedule();
        }
    }
}

/// The app's slots: the work a person waits for (a solve, survey, comparison or hint;
/// Cancel stops it), and two background findings that never stand in its way.
#[derive(Clone, Default, PartialEq)]
pub struct Slots {
    /// Solving, surveying, comparing, hinting.
    pub work: TaskSlot,
    /// The start shading.
    pub shading: TaskSlot,
    /// The tour count of the run shown.
    pub counting: TaskSlot,
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    #[test]
    fn batches_grow_while_quick_and_shrink_when_slow() {
        let mut batch = Batch::default();
        for _ in 0..40 {
            batch.took(0.0);
        }
        assert_eq!(batch.size(), MAX_BATCH);
        batch.took(BATCH_MS);
        assert_eq!(batch.size(), MAX_BATCH, "a batch on target keeps its size");
        for _ in 0..40 {
            batch.took(30.0);
        }
        assert_eq!(batch.size(), 1, "never below one step");
    }

    /// Runs a job to the end natively (the clock reads 0 outside a browser, so every
    /// slice ends after one batch), collecting its reports.
    pub(crate) fn run_to_end(mut job: impl Job) -> Vec<Action> {
        let mut reports = Vec::new();
        for _ in 0..10_000_000 {
            let finished = job.advance(64);
            reports.extend(job.report(finished, 0.0));
            if finished {
                return reports;
            }
        }
        panic!("the job never finished")
    }
}
