//! Typed facts about work that ended without a run to show. The state keeps the facts
//! (squares, numbers, the core's typed errors); the text layer words them in the
//! language of the moment, so switching languages rewords them too.

use tour_core::{Board, RouteError, SolveError, Square, text::ImportError};

/// Why the status line has no run to describe.
#[derive(Clone, Debug, PartialEq)]
pub enum Report {
    /// Cancel stopped a solve from `start` after `placed` placements.
    Cancelled {
        /// Where the solve started.
        start: Square,
        /// Squares it had placed.
        placed: u64,
    },
    /// Cancel stopped a survey after `done` of `total` starts.
    SurveyCancelled {
        /// Starts surveyed.
        done: usize,
        /// Starts on the board.
        total: usize,
    },
    /// The core refused the request, or the route a solver produced.
    Refused(SolveError),
    /// The engine stopped on an error, or could not be reached, before the work was
    /// done (said in every mode, until the next work or move).
    EngineFailed,
}

/// A pasted route that was refused.
#[derive(Clone, Debug, PartialEq)]
pub struct ImportProblem {
    /// What the core found wrong; `None` when the engine, which reads a long paste,
    /// stopped on an error or could not be reached.
    pub error: Option<ImportError>,
    /// The board the squares of the error are on: a pasted numbered board's own size,
    /// else the board shown (for square names and outlines).
    pub board: Board,
}

impl ImportProblem {
    /// The problem with `error`, read against `shown` (the board on screen).
    pub fn new(error: Option<ImportError>, shown: Board) -> Self {
        let board = match &error {
            Some(ImportError::Route { board, .. }) => board.clone(),
            _ => shown,
        };
        ImportProblem { error, board }
    }

    /// The squares on the board that show the first bad move.
    pub fn squares(&self) -> Vec<Square> {
        match &self.error {
            Some(ImportError::Route {
                error: RouteError::NotKnightMove { from, to, .. },
                ..
            }) => vec![*from, *to],
            Some(ImportError::Route {
                error: RouteError::Repeated { square, .. },
                ..
            }) => vec![*square],
            _ => Vec::new(),
        }
    }
}
