//! Compare mode's solve in the engine: two algorithms from the same start, each a job of
//! its own (side by side on two workers where there are two), both validated by the
//! page before they are shown.

use tour_core::{Algorithm, Board, Ends, MoveOrder, SolveError, Square};
use tour_engine::protocol::{Job, Report};

use super::EngineWork;
use super::fast::engine_solved;
use crate::model::{
    Action, ENGINE_EXACT_BUDGET, Progress, Settings, Shared, Side, Solved, WorkAction,
};

/// Both solves in progress, and each side's run once it arrived.
pub struct CompareWork {
    board: Board,
    start: Square,
    seed: u64,
    /// Each side's algorithm, order and tour asked for (a last square for fast only).
    sides: [(Algorithm, MoveOrder, Ends); 2],
    runs: [Option<Shared<Solved>>; 2],
    shares: Vec<Job>,
}

impl CompareWork {
    /// Solves from `start` with the settings' algorithm and its second one.
    pub fn new(settings: &Settings, start: Square, seed: u64) -> CompareWork {
        let side = |side: Side| match side {
            Side::First => settings.algorithm,
            Side::Second => settings.second,
        };
        let mut shares = Vec::with_capacity(2);
        let sides = Side::BOTH.map(|each| {
            let algorithm = side(each);
            let mut options = settings.solve_options(algorithm, seed);
            if algorithm == Algorithm::Fast {
                options.budget = ENGINE_EXACT_BUDGET;
            }
            shares.push(Job::Solve {
                board: settings.board.clone(),
                algorithm,
                options,
                start,
            });
            let order = options.order.unwrap_or_else(|| algorithm.default_order());
            (algorithm, order, options.ends)
        });
        CompareWork {
            board: settings.board.clone(),
            start,
            seed,
            sides,
            runs: [None, None],
            shares,
        }
    }

    /// Both runs, once both arrived.
    fn compared(&self) -> Option<Action> {
        let [Some(first), Some(second)] = self.runs.clone() else {
            return None;
        };
        Some(Action::Work(WorkAction::Compared(first, second)))
    }
}

impl EngineWork for CompareWork {
    fn shares(&mut self) -> Vec<Job> {
        std::mem::take(&mut self.shares)
    }

    fn heard(&mut self, share: usize, report: Report) -> Option<Action> {
        let &(algorithm, order, ends) = self.sides.get(share)?;
        match report {
            // The side still working, so the progress line names what it counts.
            Report::Working { done, depth } => Some(Action::Work(WorkAction::Solving(Progress {
                start: self.start,
                algorithm,
                placed: done,
                depth: depth as usize,
            }))),
            Report::Refused(why) => Some(refused(why.error(&self.board))),
            report => {
                let solved =
                    engine_solved(self.board.clone(), (algorithm, order, self.seed), report)?;
                match solved {
                    Ok(mut solved) => {
                        solved.ends = ends;
                        self.runs[share] = Some(Shared::new(solved));
                        self.compared()
                    }
                    Err(error) => Some(refused(error)),
                }
            }
        }
    }
}

fn refused(error: SolveError) -> Action {
    Action::Work(WorkAction::Refused(error))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tasks::tests::run_in_engine;

    #[test]
    fn both_sides_finish_validated_with_their_own_orders() {
        let settings = Settings {
            algorithm: Algorithm::Warnsdorff,
            second: Algorithm::Fast,
            ..Settings::default()
        };
        let e3 = Square::parse("e3", &Board::CHESS).unwrap();
        let actions = run_in_engine(CompareWork::new(&settings, e3, 0));
        let Some(Action::Work(WorkAction::Compared(first, second))) = actions.last() else {
            panic!("both runs: {actions:?}")
        };
        assert_eq!(first.len(), 60, "warnsdorff gets stuck from e3");
        assert!(second.run.status().is_complete());
        assert_eq!(
            first.origin,
            crate::model::Origin::Solved {
                algorithm: Algorithm::Warnsdorff,
                order: MoveOrder::GOSSIP,
                seed: 0,
            }
        );
    }
}
