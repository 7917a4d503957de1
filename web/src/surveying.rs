//! The all-starts survey (seed 004) as a sliced [`Task`]: every start square in turn,
//! with the heatmap filling in as entries arrive.

use std::rc::Rc;

use tour_core::Survey;
use yew::Callback;

use crate::state::{Action, AppState, SurveyResult};
use crate::tasks::{Batch, Task, now_ms};

/// A survey in progress.
pub struct SurveyTask {
    survey: Survey,
    seed: u64,
    began_ms: f64,
    batch: Batch,
    dispatch: Callback<Action>,
}

impl SurveyTask {
    /// A survey of the state's board, algorithm and order. `seed` drives the random
    /// walk, so clicking a cell afterwards replays exactly the run the survey saw.
    pub fn new(state: &AppState, seed: u64, dispatch: Callback<Action>) -> SurveyTask {
        let options = state.solve_options(seed);
        let task = SurveyTask {
            survey: Survey::new(state.board, state.algorithm, options),
            seed,
            began_ms: now_ms(),
            batch: Batch::default(),
            dispatch,
        };
        task.report(false);
        task
    }

    fn report(&self, finished: bool) {
        self.dispatch.emit(Action::Surveyed(Rc::new(SurveyResult {
            board: self.survey.board(),
            algorithm: self.survey.algorithm(),
            order: self
                .survey
                .options()
                .order
                .unwrap_or_else(|| self.survey.algorithm().default_order()),
            seed: self.seed,
            entries: self.survey.entries().to_vec(),
            finished,
            elapsed_ms: now_ms() - self.began_ms,
        })));
    }
}

impl Task for SurveyTask {
    fn run_until(&mut self, deadline_ms: f64) -> bool {
        let mut batch_began = now_ms();
        loop {
            match self.survey.advance(u64::from(self.batch.size())) {
                Ok(true) => {
                    self.report(true);
                    return true;
                }
                Ok(false) => {}
                Err(error) => {
                    self.dispatch.emit(Action::Failed(error.to_string()));
                    return true;
                }
            }
            let now = now_ms();
            self.batch.took(now - batch_began);
            batch_began = now;
            if now >= deadline_ms {
                self.report(false);
                return false;
            }
        }
    }
}
