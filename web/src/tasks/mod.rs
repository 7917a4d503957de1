//! The work the state asks for, run: one client ([`Client`]) follows the state's
//! requests, runs what the first click and the step-by-step animation need in the page
//! (solving with its recording, comparing) and hands every job whose answer is only a
//! result to the engine (surveys, the start shading, tour counts, hints), and turns what
//! comes back into actions.
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
mod hint;
mod solve;
mod starts;
mod survey;

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use tour_engine::protocol::{Job as EngineJob, Report};
pub use tour_engine::slices::Batch;
use yew::Callback;

use crate::model::Action;

pub use client::Client;
pub use compare::CompareJob;
pub use count::CountWork;
pub use fast::FastWork;
pub use hint::HintWork;
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

/// The items [`deal`] dealt, back in their first order: one from each share in turn.
pub fn undeal<T>(shares: Vec<Vec<T>>) -> Vec<T> {
    let total = shares.iter().map(Vec::len).sum();
    let mut hands: Vec<_> = shares.into_iter().map(Vec::into_iter).collect();
    let mut items = Vec::with_capacity(total);
    while items.len() < total {
        for hand in &mut hands {
            items.extend(hand.next());
        }
    }
    items
}

/// Work the engine does for the page: the jobs to run, one per share, and what each
/// report from them means for the state.
pub trait EngineWork {
    /// The jobs to run (taken once).
    fn shares(&mut self) -> Vec<EngineJob>;

    /// What the state should hear as the work starts.
    fn first(&self) -> Option<Action>;

    /// What a report from share `share` means for the state.
    fn heard(&mut self, share: usize, report: Report) -> Option<Action>;
}

/// `items` dealt into at most `parts` shares as cards are, the first to the first share,
/// the second to the second…, so neighbouring squares, which often cost alike, are
/// spread over the shares. No share is empty.
pub fn deal<T: Clone>(items: &[T], parts: usize) -> Vec<Vec<T>> {
    let parts = parts.clamp(1, items.len().max(1));
    let mut shares = vec![Vec::with_capacity(items.len() / parts + 1); parts];
    for (index, item) in items.iter().enumerate() {
        shares[index % parts].push(item.clone());
    }
    shares.retain(|share| !share.is_empty());
    shares
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
    fn dealing_spreads_neighbours_and_leaves_no_share_empty() {
        assert_eq!(deal(&[1, 2, 3, 4, 5], 2), vec![vec![1, 3, 5], vec![2, 4]]);
        assert_eq!(deal(&[1, 2], 8), vec![vec![1], vec![2]]);
        assert!(deal::<u8>(&[], 4).is_empty());
        for parts in 1..9 {
            let items: Vec<u32> = (0..23).collect();
            assert_eq!(undeal(deal(&items, parts)), items, "{parts} shares");
        }
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
