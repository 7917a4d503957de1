//! `fast` in the engine: on whole boards with a side of at most 4 (the column-by-column
//! programme, one long step, off the page's thread), on a board drawn on the canvas once
//! the engine is ready, and as the longer search that follows when the page's own exact
//! search stopped at its budget. The route comes back in the engine's report, passes the page's validator
//! like any other, and gets the code panel's lines `fast` records for these methods,
//! which have no lines of their own: its theorem, its method, how it ended.

use tour_core::theory::decided_by_theory;
use tour_core::trace::{Line, Method};
use tour_core::{Algorithm, Board, Ends, MoveOrder, Run, SolveError, Square, Status};
use tour_engine::protocol::{Job, Report};

use super::EngineWork;
use crate::model::{
    Action, CodeTrace, Progress, Settings, Shared, Solved, WorkAction, engine_budget, is_large,
};

/// A solve by `fast` in the engine.
pub struct FastWork {
    board: Board,
    start: Square,
    seed: u64,
    order: MoveOrder,
    ends: Ends,
    /// Whether the theorems decide (`Some(true)`: a tour exists), as the code panel's
    /// first line says.
    theorem: Option<bool>,
    method: Method,
    shares: Vec<Job>,
}

/// The method `fast` takes on `board`, as its first step would choose it: the search
/// again when `longer`, the column-by-column programme on a whole board a side of which
/// is at most 4, the construction on other whole boards, else the search.
fn method(board: &Board, longer: u8) -> Method {
    let whole = board.is_plain();
    if longer > 0 || !whole {
        Method::Search
    } else if board.rows().min(board.cols()) <= 4 {
        Method::Thin
    } else {
        Method::Construct
    }
}

impl FastWork {
    /// `fast` from `start` with the settings' board and ends, with the engine's budget;
    /// `longer` (from 1) when it follows a search that stopped at its budget.
    pub fn new(settings: &Settings, start: Square, seed: u64, longer: u8) -> FastWork {
        let mut options = settings.solve_options(Algorithm::Fast, seed);
        options.budget = engine_budget(longer);
        let board = settings.board.clone();
        let theorem = decided_by_theory(&board, start, options.ends).map(|verdict| verdict.is_ok());
        FastWork {
            start,
            seed,
            order: options.order.unwrap_or(MoveOrder::GOSSIP),
            ends: options.ends,
            theorem,
            method: method(&board, longer),
            shares: vec![Job::Solve {
                board: board.clone(),
                algorithm: Algorithm::Fast,
                options,
                start,
            }],
            board,
        }
    }

    /// The code panel's lines of the run, as `fast` records them for this method.
    fn lines(&self, status: Status) -> Vec<Line> {
        let mut lines = vec![
            Line::Start { at: self.start },
            Line::Theorem {
                decided: self.theorem,
            },
        ];
        if self.theorem != Some(false) {
            lines.push(Line::Method(self.method));
        }
        lines.extend(ending(status));
        lines
    }
}

/// A run the engine finished, from its report: validated by the page's validator as
/// every route shown is, and timed by the engine's clock. `None` for another report.
pub fn engine_solved(
    board: Board,
    origin: (Algorithm, MoveOrder, u64),
    report: Report,
) -> Option<Result<Solved, SolveError>> {
    let Report::Solved {
        status,
        stats,
        route,
        micros,
    } = report
    else {
        return None;
    };
    let (algorithm, order, seed) = origin;
    Some(Run::checked(board, route, status, stats).map(|run| {
        let mut solved = Solved::new(run, algorithm, order, seed);
        // Microseconds of a run: far below f64's exact range.
        solved.solve_ms = micros as f64 / 1_000.0;
        solved
    }))
}

/// The line that says how a run ended.
fn ending(status: Status) -> Option<Line> {
    Some(match status {
        Status::Running => return None,
        Status::Complete(_) => Line::Complete,
        Status::Stuck { at } => Line::Stuck { at },
        Status::BudgetExhausted | Status::NoTour | Status::TriesExhausted => return None,
        Status::Impossible(_) => Line::Impossible,
        Status::Undecided => Line::Undecided,
    })
}

impl EngineWork for FastWork {
    fn shares(&mut self) -> Vec<Job> {
        std::mem::take(&mut self.shares)
    }

    fn heard(&mut self, _share: usize, report: Report) -> Option<Action> {
        match report {
            Report::Working { done, depth } => Some(Action::Work(WorkAction::Solving(Progress {
                start: self.start,
                algorithm: Algorithm::Fast,
                placed: done,
                depth: depth as usize,
            }))),
            Report::Refused(why) => Some(Action::Work(WorkAction::Refused(why.error(&self.board)))),
            report => {
                let origin = (Algorithm::Fast, self.order, self.seed);
                let solved = engine_solved(self.board.clone(), origin, report)?;
                Some(Action::Work(match solved {
                    Ok(mut solved) => {
                        solved.ends = self.ends;
                        solved.trace = (!is_large(self.board.clone())).then(|| {
                            CodeTrace::new(Algorithm::Fast, self.lines(solved.run.status()))
                        });
                        WorkAction::Solved(Shared::new(solved))
                    }
                    Err(error) => WorkAction::Refused(error),
                }))
            }
        }
    }
}
