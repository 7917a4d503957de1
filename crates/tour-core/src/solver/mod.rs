//! Solvers as resumable steppers, and the one entry point that runs any of them.
//!
//! A solver never runs to completion on its own: the caller asks it to
//! [`advance`](Solver::advance) a bounded number of steps and inspects the state in
//! between. The command line runs it to the end in one go; the browser runs it in slices
//! so the page keeps answering, and later explains every step it took.

mod warnsdorff;

use std::fmt;

use crate::board::Board;
use crate::moves::MoveOrder;
use crate::route::{Route, RouteError, TourKind};
use crate::square::Square;

pub use warnsdorff::{Candidate, Decision, Warnsdorff};

/// Where a solver stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Status {
    /// More steps to take.
    Running,
    /// Every square visited; the tour is open or closed.
    Complete(TourKind),
    /// The knight stands on `at` and no unvisited square is a knight's move away.
    Stuck {
        /// The square the knight is stuck on.
        at: Square,
    },
}

impl Status {
    /// Whether the solver has finished, one way or the other.
    pub const fn is_finished(self) -> bool {
        !matches!(self, Self::Running)
    }
}

/// Counters every solver keeps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Squares placed on the route, the start included.
    pub placed: u64,
    /// Squares taken back by a backtracking search.
    pub retreats: u64,
}

/// A solver that can be driven step by step.
pub trait Solver {
    /// The board being toured.
    fn board(&self) -> Board;
    /// The route so far, start first.
    fn path(&self) -> &[Square];
    /// Where the solver stands.
    fn status(&self) -> Status;
    /// Counters so far.
    fn stats(&self) -> Stats;
    /// Takes at most `max_steps` steps and returns the status afterwards.
    fn advance(&mut self, max_steps: u64) -> Status;
}

/// The algorithms, by their public IDs (CLI `--algo`, URL `algo=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Algorithm {
    /// Warnsdorff's rule (1823) exactly as seeds 000/001: move to the square with the
    /// fewest onward moves, the first in move order on ties, never backtrack.
    Warnsdorff,
}

impl Algorithm {
    /// Every algorithm, in the order the UI lists them.
    pub const ALL: [Algorithm; 1] = [Algorithm::Warnsdorff];

    /// The public ID.
    pub const fn id(self) -> &'static str {
        match self {
            Self::Warnsdorff => "warnsdorff",
        }
    }

    /// The move order used when none is given.
    pub const fn default_order(self) -> MoveOrder {
        match self {
            Self::Warnsdorff => MoveOrder::GOSSIP,
        }
    }

    /// Looks an algorithm up by its public ID.
    ///
    /// ```
    /// use tour_core::Algorithm;
    /// assert_eq!(Algorithm::named("warnsdorff"), Ok(Algorithm::Warnsdorff));
    /// assert!(Algorithm::named("magic").unwrap_err().to_string().contains("warnsdorff"));
    /// ```
    pub fn named(id: &str) -> Result<Algorithm, UnknownAlgorithm> {
        let wanted = id.trim();
        Self::ALL
            .into_iter()
            .find(|algorithm| algorithm.id().eq_ignore_ascii_case(wanted))
            .ok_or_else(|| UnknownAlgorithm(id.to_owned()))
    }

    /// A solver for this algorithm, ready to [`advance`](Solver::advance).
    ///
    /// ```
    /// use tour_core::{Algorithm, Board, MoveOrder, Solver, Square, Status};
    /// let mut solver = Algorithm::Warnsdorff.solver(Board::CHESS, Square::new(5, 6), MoveOrder::GOSSIP)?;
    /// assert_eq!(solver.advance(10), Status::Running);
    /// assert_eq!(solver.path().len(), 11);
    /// # Ok::<(), tour_core::SolveError>(())
    /// ```
    pub fn solver(
        self,
        board: Board,
        start: Square,
        order: MoveOrder,
    ) -> Result<Box<dyn Solver>, SolveError> {
        if !board.contains(start) {
            return Err(SolveError::StartOffBoard { start, board });
        }
        Ok(match self {
            Self::Warnsdorff => Box::new(Warnsdorff::new(board, start, order)),
        })
    }

    /// Runs this algorithm from `start` until it finishes, and validates the result.
    ///
    /// ```
    /// use tour_core::{Algorithm, Board, MoveOrder, Square, Status, TourKind};
    /// let run = Algorithm::Warnsdorff.solve(Board::CHESS, Square::new(5, 6), MoveOrder::GOSSIP)?;
    /// assert_eq!(run.status(), Status::Complete(TourKind::Open));
    /// assert_eq!(run.path().len(), 64);
    /// # Ok::<(), tour_core::SolveError>(())
    /// ```
    pub fn solve(self, board: Board, start: Square, order: MoveOrder) -> Result<Run, SolveError> {
        let mut solver = self.solver(board, start, order)?;
        Run::complete(solver.as_mut(), u64::MAX)
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// An algorithm ID that is not one of [`Algorithm::ALL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownAlgorithm(pub String);

impl fmt::Display for UnknownAlgorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ids: Vec<_> = Algorithm::ALL.iter().map(|a| a.id()).collect();
        write!(
            f,
            "unknown algorithm \"{}\"; accepted: {}",
            self.0,
            ids.join(", ")
        )
    }
}

impl std::error::Error for UnknownAlgorithm {}

/// Why a solve request could not produce a run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolveError {
    /// The start square is not on the board.
    StartOffBoard {
        /// The requested start.
        start: Square,
        /// The board.
        board: Board,
    },
    /// The solver produced a route the validator rejects. This is a bug in the solver;
    /// the route is withheld rather than shown.
    InvalidRoute(RouteError),
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::StartOffBoard { start, board } => write!(
                f,
                "start square {} is not on the {board} board",
                start.seed_coords()
            ),
            Self::InvalidRoute(error) => {
                write!(
                    f,
                    "internal error: the solver produced an invalid route ({error})"
                )
            }
        }
    }
}

impl std::error::Error for SolveError {}

/// A finished solver run: the validated route and how it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    route: Route,
    status: Status,
    stats: Stats,
}

impl Run {
    /// Runs `solver` until it finishes or has taken `max_steps` steps, then validates
    /// what it produced. A route that fails validation is a solver bug, reported as the
    /// error rather than shown.
    pub fn complete(solver: &mut dyn Solver, max_steps: u64) -> Result<Run, SolveError> {
        let status = solver.advance(max_steps);
        let route =
            Route::new(solver.board(), solver.path().to_vec()).map_err(SolveError::InvalidRoute)?;
        // A status that claims completion must agree with the validator.
        let status = match status {
            Status::Complete(_) => Status::Complete(
                crate::validate_tour(route.board(), route.squares())
                    .map_err(SolveError::InvalidRoute)?,
            ),
            other => other,
        };
        Ok(Run {
            route,
            status,
            stats: solver.stats(),
        })
    }

    /// The route, validated as a knight's path (and as a tour when complete).
    pub fn route(&self) -> &Route {
        &self.route
    }

    /// The route's squares.
    pub fn path(&self) -> &[Square] {
        self.route.squares()
    }

    /// How the run ended.
    pub fn status(&self) -> Status {
        self.status
    }

    /// The solver's counters.
    pub fn stats(&self) -> Stats {
        self.stats
    }
}
