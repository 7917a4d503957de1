//! Runs a solver in slices so the page keeps answering, and records the search.
//!
//! A slice steps the solver for about [`SLICE_MS`] milliseconds, reports progress, and
//! hands the event loop back with a zero-delay timeout before the next slice. Cancel
//! drops the job between slices, so it takes effect within one slice.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use tour_core::{Event, Options, Run, Solver, Square};
use yew::Callback;

use crate::state::{Action, AppState, Playback, Progress, SearchRecord};

/// How long one slice may run before the page gets the event loop back.
pub const SLICE_MS: f64 = 12.0;

/// Steps between clock readings inside a slice (reading the clock costs more than a step).
const STEPS_PER_CHECK: u32 = 2048;

/// Search events kept for the search view (about 12 MB); longer searches still finish,
/// and the view says it shows the beginning only.
pub const MAX_RECORDED_EVENTS: usize = 2_000_000;

/// A solve in progress.
struct Job {
    solver: Box<dyn Solver>,
    start: Square,
    record: bool,
    events: Vec<Event>,
    truncated: bool,
    steps: u64,
    began_ms: f64,
    timer: Option<Timeout>,
}

/// The slot holding the one job the app may have running.
#[derive(Clone, Default)]
pub struct JobSlot(Rc<RefCell<Option<Job>>>);

impl PartialEq for JobSlot {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// Milliseconds since the page loaded; 0 outside a browser.
pub fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|window| window.performance())
        .map_or(0.0, |performance| performance.now())
}

/// A fresh seed for the random walk from the browser's crypto source.
pub fn fresh_seed() -> u64 {
    getrandom::u64().unwrap_or(0x5EED)
}

impl JobSlot {
    /// Starts solving from `start` with the state's settings, replacing any running job.
    pub fn start(&self, state: &AppState, start: Square, seed: u64, dispatch: Callback<Action>) {
        self.cancel();
        let options = Options {
            order: Some(state.order),
            seed,
            ..Options::default()
        };
        let solver = match state.algorithm.solver_with(state.board, start, &options) {
            Ok(solver) => solver,
            Err(error) => {
                dispatch.emit(Action::Failed(error.to_string()));
                return;
            }
        };
        *self.0.borrow_mut() = Some(Job {
            solver,
            start,
            record: state.algorithm.backtracks(),
            events: Vec::new(),
            truncated: false,
            steps: 0,
            began_ms: now_ms(),
            timer: None,
        });
        dispatch.emit(Action::Solving(Progress {
            start,
            steps: 0,
            depth: 1,
        }));
        self.schedule(dispatch);
    }

    /// Stops the running job, if any, and says how many steps it had taken.
    pub fn cancel(&self) -> Option<u64> {
        // Dropping the job drops its pending timeout, which clears the browser timer.
        self.0.borrow_mut().take().map(|job| job.steps)
    }

    fn schedule(&self, dispatch: Callback<Action>) {
        let slot = self.clone();
        let timer = Timeout::new(0, move || slot.run_slice(dispatch));
        if let Some(job) = self.0.borrow_mut().as_mut() {
            job.timer = Some(timer);
        }
    }

    fn run_slice(&self, dispatch: Callback<Action>) {
        let Some(mut job) = self.0.borrow_mut().take() else {
            return;
        };
        job.timer = None;
        let deadline = now_ms() + SLICE_MS;
        loop {
            for _ in 0..STEPS_PER_CHECK {
                let Some(event) = job.solver.step() else {
                    dispatch.emit(finish(job));
                    return;
                };
                job.steps += 1;
                if job.record {
                    if job.events.len() < MAX_RECORDED_EVENTS {
                        job.events.push(event);
                    } else {
                        job.truncated = true;
                    }
                }
            }
            if now_ms() >= deadline {
                break;
            }
        }
        dispatch.emit(Action::Solving(Progress {
            start: job.start,
            steps: job.steps,
            depth: job.solver.path().len(),
        }));
        *self.0.borrow_mut() = Some(job);
        self.schedule(dispatch);
    }
}

/// Validates the finished run and packs it for playback.
fn finish(mut job: Job) -> Action {
    let solve_ms = now_ms() - job.began_ms;
    match Run::complete(job.solver.as_mut(), 0) {
        Ok(run) => {
            let search = job.record.then_some(SearchRecord {
                events: job.events,
                truncated: job.truncated,
            });
            Action::Solved(Rc::new(Playback::new(run, solve_ms, search)))
        }
        Err(error) => Action::Failed(error.to_string()),
    }
}
