//! The work the state asks for, run: one client ([`Client`]) follows the state's
//! requests, runs what the first click and the step-by-step animation need in the page
//! (solving with its recording) and hands every job whose answer is only a result to the
//! engine (comparisons, surveys, the start shading, tour counts, hints, puzzles), and turns
//! what comes back into actions.
//!
//! Work in the page runs in slices, so the page keeps answering: a [`Job`] advances a
//! few steps at a time, and [`TaskSlot::start`] runs it in slices of about [`SLICE_MS`]
//! milliseconds: between clock readings the job runs a [`Batch`] of steps, after each
//! slice the job's report is dispatched and the event loop is handed back with a
//! zero-delay timeout. Starting a job replaces the one in the slot, and Cancel drops it
//! between slices, so it takes effect within one slice.

mod client;
mod compare;
mod count;
pub mod engine;
mod fast;
pub mod files;
mod hint;
pub mod import;
mod puzzle;
mod solve;
mod starts;
mod survey;

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use tour_engine::protocol::{Job as EngineJob, Report, Share};
pub use tour_engine::slices::Batch;
use yew::Callback;

use crate::model::Action;

pub use client::Client;
pub use compare::CompareWork;
pub use count::CountWork;
pub use fast::FastWork;
pub use hint::HintWork;
pub use puzzle::PuzzleWork;
pub use solve::{MAX_RECORDED_EVENTS, SolveJob, fresh_seed};
pub use starts::{PER_SQUARE_BUDGET, StartsWork};
pub use survey::SurveyWork;

/// How long one slice may run before the page gets the event loop back.
pub const SLICE_MS: f64 = 12.0;

/// Work in the page that can be done a few steps at a time.
pub trait Job {
    /// Does up to `steps` steps of work; returns whether the job has finished.
    fn advance(&mut self, steps: u32) -> bool;

    /// What the state should hear after a slice: progress while the job runs, its
    /// result once `finished`. `busy_ms` is the time spent in the job's slices so far
    /// (the page's own work between slices left out).
    fn report(&mut self, finished: bool, busy_ms: f64) -> Option<Action>;
}

/// Work the engine does for the page: the jobs to run, one per share, and what each
/// report from them means for the state.
pub trait EngineWork {
    /// The jobs to run (taken once).
    fn shares(&mut self) -> Vec<EngineJob>;

    /// What the state should hear as the work starts (by default, nothing until the
    /// engine reports).
    fn first(&self) -> Option<Action> {
        None
    }

    /// What a report from share `share` means for the state.
    fn heard(&mut self, share: usize, report: Report) -> Option<Action>;
}

/// The shares of a list of `len` items dealt to at most `parts` workers, none empty.
pub fn shares(parts: usize, len: usize) -> impl Iterator<Item = Share> {
    // Both are small: workers are at most eight, and a board has at most a million squares.
    let parts = parts.clamp(1, len.max(1)) as u32;
    (0..parts).map(move |part| Share { part, parts })
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

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    #[test]
    fn shares_are_never_more_than_the_items() {
        let parts = |parts, len| {
            shares(parts, len)
                .map(|share| share.parts)
                .collect::<Vec<_>>()
        };
        assert_eq!(parts(4, 64), [4; 4]);
        assert_eq!(parts(8, 3), [3; 3]);
        assert_eq!(parts(0, 0), [1]);
    }

    /// Runs engine work to the end natively, through the engine's own runner, and
    /// collects the actions its reports make.
    pub(crate) fn run_in_engine(mut work: impl EngineWork) -> Vec<Action> {
        let mut actions: Vec<Action> = work.first().into_iter().collect();
        for (share, job) in work.shares().into_iter().enumerate() {
            for report in tour_engine::run::run_to_end(job) {
                actions.extend(work.heard(share, report));
            }
        }
        actions
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
