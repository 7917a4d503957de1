//! The all-starts survey (seed 004): every start square in turn, the heatmap filling in
//! as entries arrive.

use tour_core::survey::Survey;

use super::Job;
use crate::model::{Action, Settings, Shared, SurveyResult, WorkAction};

/// A survey in progress.
pub struct SurveyJob {
    survey: Survey,
    seed: u64,
    failed: Option<tour_core::SolveError>,
}

impl SurveyJob {
    /// A survey of the settings' board, algorithm and order. `seed` drives the random
    /// walk, so clicking a cell afterwards replays exactly the run the survey saw.
    pub fn new(settings: &Settings, seed: u64) -> SurveyJob {
        let options = settings.solve_options(settings.algorithm, seed);
        SurveyJob {
            survey: Survey::new(settings.board.clone(), settings.algorithm, options),
            seed,
            failed: None,
        }
    }

    /// The survey so far, for the heatmap.
    fn result(&self, finished: bool, busy_ms: f64) -> SurveyResult {
        let algorithm = self.survey.algorithm();
        SurveyResult {
            board: self.survey.board(),
            algorithm,
            order: self
                .survey
                .options()
                .order
                .unwrap_or_else(|| algorithm.default_order()),
            seed: self.seed,
            entries: self.survey.entries().to_vec(),
            finished,
            elapsed_ms: busy_ms,
        }
    }
}

impl Job for SurveyJob {
    fn advance(&mut self, steps: u32) -> bool {
        match self.survey.advance(u64::from(steps)) {
            Ok(progress) => progress.is_done(),
            Err(error) => {
                self.failed = Some(error);
                true
            }
        }
    }

    fn report(&mut self, finished: bool, busy_ms: f64) -> Option<Action> {
        Some(match self.failed.take() {
            Some(error) => Action::Work(WorkAction::Refused(error)),
            None => Action::Work(WorkAction::Surveyed(Shared::new(
                self.result(finished, busy_ms),
            ))),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tasks::tests::run_to_end;
    use tour_core::Algorithm;

    #[test]
    fn the_survey_reports_as_it_goes_and_finishes_with_every_start() {
        let settings = Settings {
            algorithm: Algorithm::Warnsdorff,
            order: crate::model::SeedOrder::Gossip,
            ..Settings::default()
        };
        let reports = run_to_end(SurveyJob::new(&settings, 0));
        let Some(Action::Work(WorkAction::Surveyed(last))) = reports.last() else {
            panic!("a survey")
        };
        assert!(last.finished);
        assert_eq!(last.entries.len(), 64);
        assert_eq!(last.tally().complete(), 63, "seed 001: only e3 gets stuck");
    }
}
