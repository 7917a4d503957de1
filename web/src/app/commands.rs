//! The commands that start and stop work: choosing a square (solve, compare, or a move
//! in play mode), surveying, hinting, cancelling. Built once; each reads the state
//! current when it runs.

use std::cell::RefCell;
use std::rc::Rc;

use tour_core::{Algorithm, Square};
use yew::prelude::*;

use crate::model::{
    Action, AppState, Hint, Mode, Overlays, PlayAction, SettingsAction, WorkAction,
};
use crate::tasks::{
    CompareJob, HintJob, Job, Slots, SolveJob, SurveyJob, TaskSlot, fresh_seed, now_ms,
    settled_hint,
};
use crate::view::context::Commands;

/// The latest rendered state, for callbacks made once.
pub type Latest = Rc<RefCell<Option<UseReducerHandle<AppState>>>>;

/// Everything a command needs.
#[derive(Clone)]
pub struct Runner {
    /// The latest rendered state.
    pub latest: Latest,
    /// The task slots.
    pub slots: Rc<Slots>,
    /// Where actions go.
    pub dispatch: Callback<Action>,
}

impl Runner {
    /// Runs `f` with the latest state, if there is one yet.
    fn with_state(&self, f: impl FnOnce(&AppState)) {
        if let Some(handle) = self.latest.borrow().as_ref() {
            f(handle);
        }
    }

    /// Starts `job` in `slot`, reporting where it stands at once.
    fn start(&self, slot: &TaskSlot, mut job: impl Job + 'static) {
        if let Some(action) = job.report(false, 0.0) {
            self.dispatch.emit(action);
        }
        slot.start(job, self.dispatch.clone());
    }

    /// A square was chosen: in play mode a move; otherwise a solve (or a comparison)
    /// from it, with `link_seed` for the random walk when a link gave one.
    pub fn choose(&self, square: Square, link_seed: Option<u64>) {
        self.with_state(|state| {
            if state.editing {
                let at_ms = now_ms();
                self.dispatch
                    .emit(Action::Settings(SettingsAction::EditSquare {
                        square,
                        at_ms,
                    }));
                return;
            }
            // A hole is not a square: nothing starts, ends or is played there.
            if state.board().is_hole(square) {
                return;
            }
            if state.picking_end {
                self.dispatch
                    .emit(Action::Settings(SettingsAction::End(Some(square))));
                return;
            }
            if state.mode == Mode::Play {
                let at_ms = now_ms();
                self.dispatch
                    .emit(Action::Play(PlayAction::Choose { square, at_ms }));
                return;
            }
            self.solve(state, square, link_seed);
        });
    }

    /// Solves (or compares) from `square` with `state`'s settings.
    fn solve(&self, state: &AppState, square: Square, link_seed: Option<u64>) {
        let settings = &state.settings;
        let random = settings.algorithm == Algorithm::Random
            || state.mode == Mode::Compare && settings.second == Algorithm::Random;
        // A square clicked on the survey heatmap replays the run the survey saw.
        let seed = match (link_seed, state.heatmap()) {
            (Some(seed), _) => seed,
            (None, Some(survey)) => survey.seed,
            (None, None) if random => fresh_seed(),
            (None, None) => 0,
        };
        self.slots.work.cancel();
        let started = if state.mode == Mode::Compare {
            CompareJob::new(settings, square, seed).map(|job| self.start(&self.slots.work, job))
        } else {
            SolveJob::new(settings, square, seed).map(|job| self.start(&self.slots.work, job))
        };
        if let Err(error) = started {
            self.dispatch.emit(Action::Work(WorkAction::Refused(error)));
        }
    }

    /// Solves again from the start a change of settings cleared (see
    /// [`AppState::solve_again`]), with the new settings.
    pub fn solve_again(&self) {
        self.with_state(|state| {
            if let Some(start) = state.solve_again {
                self.solve(state, start, None);
            }
        });
    }

    /// Surveys every start with the current settings.
    pub fn survey(&self) {
        self.with_state(|state| {
            self.slots.work.cancel();
            let random = state.settings.algorithm == Algorithm::Random;
            let seed = if random { fresh_seed() } else { 0 };
            self.start(&self.slots.work, SurveyJob::new(&state.settings, seed));
        });
    }

    /// A hint: at once when a rule or theorem settles the walk, else a sliced search.
    pub fn hint(&self) {
        self.with_state(|state| {
            let (board, walk) = (state.board(), &state.play.walk);
            if walk.len() == board.square_count() {
                return;
            }
            self.slots.work.cancel();
            let closed = state.settings.closed;
            match settled_hint(board.clone(), walk, closed) {
                Some(hint) => {
                    let overlays = state.settings.overlays;
                    if hint == Hint::ChooseStart && !overlays.starts {
                        let starts = Overlays {
                            starts: true,
                            ..overlays
                        };
                        self.dispatch
                            .emit(Action::Settings(SettingsAction::Overlays(starts)));
                    }
                    let hinted = PlayAction::Hinted(walk.len(), hint);
                    self.dispatch.emit(Action::Play(hinted));
                }
                None => {
                    let end = state.settings.end;
                    self.start(&self.slots.work, HintJob::new(board, walk, closed, end));
                }
            }
        });
    }

    /// Stops the running solve, survey or hint, saying how far it got.
    pub fn cancel(&self) {
        if self.slots.work.cancel() {
            self.dispatch.emit(Action::Work(WorkAction::Cancelled));
        }
    }

    /// The commands as callbacks, for the components.
    pub fn commands(&self) -> Commands {
        let runner = |f: fn(&Runner)| {
            let runner = self.clone();
            Callback::from(move |()| f(&runner))
        };
        let choose = {
            let runner = self.clone();
            Callback::from(move |square: Square| runner.choose(square, None))
        };
        Commands {
            choose,
            survey: runner(Runner::survey),
            hint: runner(Runner::hint),
            cancel: runner(Runner::cancel),
        }
    }
}
