//! Solving from one start square as a sliced [`Task`], recording the search.

use std::rc::Rc;

use tour_core::{Event, Run, Solver, Square};
use yew::Callback;

use crate::state::{Action, AppState, Playback, Progress, SearchRecord};
use crate::tasks::{Batch, Task, now_ms};

/// Search events kept for the search view (about 12 MB); longer searches still finish,
/// and the view says it shows the beginning only.
pub const MAX_RECORDED_EVENTS: usize = 2_000_000;

/// A fresh seed for the random walk from the browser's crypto source.
pub fn fresh_seed() -> u64 {
    getrandom::u64().unwrap_or(0x5EED)
}

/// A solve in progress.
pub struct SolveTask {
    solver: Box<dyn Solver>,
    board: tour_core::Board,
    algorithm: tour_core::Algorithm,
    order: tour_core::MoveOrder,
    start: Square,
    seed: u64,
    record: bool,
    events: Vec<Event>,
    truncated: bool,
    steps: u64,
    batch: Batch,
    /// Time spent inside slices, so the reported solve time leaves out the page's own
    /// work between slices.
    busy_ms: f64,
    dispatch: Callback<Action>,
}

impl SolveTask {
    /// A task solving from `start` with the state's settings, or `None` (after
    /// dispatching [`Action::Failed`]) when the core refuses the request.
    pub fn new(
        state: &AppState,
        start: Square,
        seed: u64,
        dispatch: Callback<Action>,
    ) -> Option<SolveTask> {
        let options = state.solve_options(seed);
        let solver = match state.algorithm.solver_with(state.board, start, &options) {
            Ok(solver) => solver,
            Err(error) => {
                dispatch.emit(Action::Failed(error.to_string()));
                return None;
            }
        };
        dispatch.emit(Action::Solving(Progress {
            start,
            steps: 0,
            depth: 1,
        }));
        Some(SolveTask {
            solver,
            board: state.board,
            algorithm: state.algorithm,
            order: state.order,
            start,
            seed,
            record: state.algorithm.backtracks(),
            events: Vec::new(),
            truncated: false,
            steps: 0,
            batch: Batch::default(),
            busy_ms: 0.0,
            dispatch,
        })
    }

    /// Validates the finished run and packs it for playback.
    fn finish(&mut self, slice_began: f64) -> Action {
        let checked = Run::complete(self.solver.as_mut(), 0);
        let solve_ms = self.busy_ms + (now_ms() - slice_began);
        match checked {
            Ok(run) => {
                let search = self.record.then(|| SearchRecord {
                    events: std::mem::take(&mut self.events),
                    truncated: self.truncated,
                });
                let mut playback = Playback::new(run, solve_ms, search);
                playback.seed = self.seed;
                // Replaying a greedy run costs one decision per move; boards the SVG
                // draws are small enough to do it at once.
                if !crate::state::is_large(self.board) {
                    playback.decisions = tour_core::decisions(
                        self.algorithm,
                        self.board,
                        self.order,
                        playback.run.path(),
                    );
                }
                Action::Solved(Rc::new(playback))
            }
            Err(error) => Action::Failed(error.to_string()),
        }
    }
}

impl Task for SolveTask {
    fn run_until(&mut self, deadline_ms: f64) -> bool {
        let began = now_ms();
        let mut batch_began = began;
        loop {
            for _ in 0..self.batch.size() {
                let Some(event) = self.solver.step() else {
                    let finished = self.finish(began);
                    self.dispatch.emit(finished);
                    return true;
                };
                self.steps += 1;
                if self.record {
                    if self.events.len() < MAX_RECORDED_EVENTS {
                        self.events.push(event);
                    } else {
                        self.truncated = true;
                    }
                }
            }
            let now = now_ms();
            self.batch.took(now - batch_began);
            batch_began = now;
            if now >= deadline_ms {
                break;
            }
        }
        self.busy_ms += now_ms() - began;
        self.dispatch.emit(Action::Solving(Progress {
            start: self.start,
            steps: self.steps,
            depth: self.solver.path().len(),
        }));
        false
    }
}
