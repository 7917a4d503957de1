//! A survey, or one worker's share of one: the algorithm from each start in turn.

use tour_core::survey::Survey;
use tour_core::{Algorithm, Board, Options, SolveError, Square};

use super::Work;
use crate::protocol::{Refusal, Report};

/// The survey of the share's starts, how many of its entries were reported, and why it
/// failed, if it did.
pub(super) struct SurveyRun {
    survey: Result<Survey, Option<SolveError>>,
    told: usize,
}

impl SurveyRun {
    pub(super) fn new(
        board: Board,
        algorithm: Algorithm,
        options: Options,
        starts: Vec<Square>,
    ) -> SurveyRun {
        SurveyRun {
            survey: Survey::of_starts(board, algorithm, options, starts).map_err(Some),
            told: 0,
        }
    }
}

impl Work for SurveyRun {
    fn advance(&mut self, steps: u64) -> bool {
        let Ok(survey) = &mut self.survey else {
            return true;
        };
        match survey.advance(steps) {
            Ok(progress) => progress.is_done(),
            Err(error) => {
                self.survey = Err(Some(error));
                true
            }
        }
    }

    fn reports(&mut self, _finished: bool, _busy_ms: f64) -> Vec<Report> {
        match &mut self.survey {
            Ok(survey) => {
                let fresh = &survey.entries()[self.told..];
                self.told += fresh.len();
                if fresh.is_empty() {
                    Vec::new()
                } else {
                    vec![Report::Surveyed(fresh.to_vec())]
                }
            }
            Err(error) => error
                .take()
                .map(|error| Report::Refused(Refusal::of(&error)))
                .into_iter()
                .collect(),
        }
    }
}
