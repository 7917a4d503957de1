//! The all-starts survey (seed 004) in the engine: the starts dealt to the workers, the
//! heatmap filling in as their entries arrive.

use tour_engine::protocol::{Job, Report};

use super::{EngineWork, now_ms, shares};
use crate::model::{Action, Settings, Shared, SurveyResult, WorkAction};

/// A survey in progress: what has arrived so far.
pub struct SurveyWork {
    result: SurveyResult,
    shares: Vec<Job>,
    /// Shares not yet finished.
    left: usize,
    began_ms: f64,
}

impl SurveyWork {
    /// A survey of the settings' board, algorithm and order, dealt into `parts` shares.
    /// `seed` drives the random walk, so clicking a cell afterwards replays exactly the
    /// run the survey saw.
    pub fn new(settings: &Settings, seed: u64, parts: usize) -> SurveyWork {
        let board = settings.board.clone();
        let algorithm = settings.algorithm;
        let options = settings.solve_options(algorithm, seed);
        let shares: Vec<Job> = shares(parts, board.square_count())
            .map(|share| Job::Survey {
                board: board.clone(),
                algorithm,
                options,
                share,
            })
            .collect();
        let squares = board.square_count();
        SurveyWork {
            result: SurveyResult {
                board,
                algorithm,
                order: options.order.unwrap_or_else(|| algorithm.default_order()),
                seed,
                entries: Vec::with_capacity(squares),
                finished: false,
                elapsed_ms: 0.0,
            },
            left: shares.len(),
            shares,
            began_ms: now_ms(),
        }
    }

    /// The survey as it stands, for the heatmap.
    fn surveyed(&self) -> Action {
        Action::Work(WorkAction::Surveyed(Shared::new(self.result.clone())))
    }
}

/// The survey's entries in board order, as each square's index places them.
fn in_board_order(result: &SurveyResult) -> Vec<tour_core::survey::SurveyEntry> {
    let board = &result.board;
    let mut placed = vec![None; board.area()];
    for entry in &result.entries {
        if let Some(slot) = board.index(entry.start).and_then(|i| placed.get_mut(i)) {
            *slot = Some(*entry);
        }
    }
    placed.into_iter().flatten().collect()
}

impl EngineWork for SurveyWork {
    fn shares(&mut self) -> Vec<Job> {
        std::mem::take(&mut self.shares)
    }

    fn first(&self) -> Option<Action> {
        Some(self.surveyed())
    }

    fn heard(&mut self, _share: usize, report: Report) -> Option<Action> {
        match report {
            Report::Surveyed(entries) => self.result.entries.extend(entries),
            Report::Refused(why) => {
                let error = why.error(&self.result.board);
                return Some(Action::Work(WorkAction::Refused(error)));
            }
            Report::Finished => {
                self.left = self.left.saturating_sub(1);
                if self.left == 0 {
                    self.result.entries = in_board_order(&self.result);
                    self.result.finished = true;
                }
            }
            _ => return None,
        }
        self.result.elapsed_ms = now_ms() - self.began_ms;
        Some(self.surveyed())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tasks::tests::run_in_engine;
    use tour_core::Algorithm;
    use tour_core::survey::Survey;

    fn survey(settings: &Settings, parts: usize) -> SurveyResult {
        let actions = run_in_engine(SurveyWork::new(settings, 0, parts));
        let Some(Action::Work(WorkAction::Surveyed(last))) = actions.last() else {
            panic!("a survey")
        };
        (**last).clone()
    }

    #[test]
    fn the_survey_finishes_with_every_start_in_board_order_whatever_the_shares() {
        let settings = Settings {
            algorithm: Algorithm::Warnsdorff,
            order: crate::model::SeedOrder::Gossip,
            ..Settings::default()
        };
        let options = settings.solve_options(settings.algorithm, 0);
        let whole = Survey::run(settings.board.clone(), settings.algorithm, options).unwrap();
        for parts in [1, 2, 3, 8] {
            let result = survey(&settings, parts);
            assert!(result.finished);
            assert_eq!(result.entries, whole, "{parts} shares");
            assert_eq!(
                result.tally().complete(),
                63,
                "seed 001: only e3 gets stuck"
            );
        }
    }
}
