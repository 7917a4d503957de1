//! A solve with nothing recorded: the solver's own `advance`, its route sent back for
//! the page to validate and show.

use tour_core::{Algorithm, Board, Options, SolveError, Solver, Square};

use super::Work;
use crate::protocol::{Refusal, Report};

/// A solve in progress, or the core's refusal to start it.
pub(super) struct SolveRun {
    solver: Result<Box<dyn Solver>, Option<SolveError>>,
}

impl SolveRun {
    pub(super) fn new(
        board: Board,
        algorithm: Algorithm,
        options: &Options,
        start: Square,
    ) -> SolveRun {
        SolveRun {
            solver: algorithm.solver_with(board, start, options).map_err(Some),
        }
    }
}

impl Work for SolveRun {
    fn advance(&mut self, steps: u64) -> bool {
        match &mut self.solver {
            Ok(solver) => !solver.advance(steps).is_running(),
            Err(_) => true,
        }
    }

    fn reports(&mut self, finished: bool, busy_ms: f64) -> Vec<Report> {
        match &mut self.solver {
            Ok(solver) if finished => vec![Report::Solved {
                status: solver.status(),
                stats: solver.stats(),
                route: solver.path().to_vec(),
                // Whole microseconds: a duration's figure, small and never negative.
                micros: (busy_ms.max(0.0) * 1_000.0) as u64,
            }],
            Ok(solver) => vec![Report::Working {
                done: solver.stats().placed,
                depth: u32::try_from(solver.depth()).unwrap_or(u32::MAX),
            }],
            Err(error) => error
                .take()
                .map(|error| Report::Refused(Refusal::of(&error)))
                .into_iter()
                .collect(),
        }
    }
}
