//! Solvers as resumable steppers, and the one entry point that runs any of them.
//!
//! A solver never runs to completion on its own: the caller asks it to
//! [`advance`](Solver::advance) a bounded number of steps and inspects the state in
//! between. The command line runs it to the end in one go; the browser runs it in slices
//! so the page keeps answering, and later explains every step it took.

mod accessibility;
mod backtrack;
mod decision;
mod explain;
mod fast;
mod random;
#[cfg(feature = "trace")]
pub(crate) mod trace;
mod walk;
mod warnsdorff;

use std::fmt;

use crate::board::Board;
use crate::moves::MoveOrder;
use crate::progress::Progress;
use crate::route::{Ends, Route, RouteError, TourKind};
use crate::square::Square;
use crate::theory::Impossibility;

#[cfg(feature = "trace")]
use crate::construct::BuildStep;
#[cfg(feature = "trace")]
use trace::Line;

pub use crate::algorithm::{Algorithm, UnknownAlgorithm};
pub use crate::error::SolveError;
pub use accessibility::Accessibility;
pub use backtrack::{Backtrack, Preference, edge_score};
pub use decision::{Candidate, Decision};
pub use explain::{decisions, onward_counts};
pub use fast::Fast;
pub use random::RandomWalk;
pub use walk::Walk;
pub use warnsdorff::Warnsdorff;

/// Where a solver stands.
///
/// ```
/// use tour_core::{Algorithm, Board, MoveOrder, Square, Status};
/// // Seed 001: from e3 the gossip order gets stuck after 59 moves.
/// let run = Algorithm::Warnsdorff.solve(Board::CHESS, Square::new(5, 4), MoveOrder::GOSSIP)?;
/// assert!(matches!(run.status(), Status::Stuck { .. }));
/// assert!(run.status().is_finished() && !run.status().is_complete());
/// assert_eq!(run.status().id(), "stuck");
/// # Ok::<(), tour_core::SolveError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Status {
    /// More steps to take.
    Running,
    /// Every square visited; the tour is open or closed.
    Complete(TourKind),
    /// A rule that never backtracks reached `at`, and no unvisited square is a knight's
    /// move away.
    Stuck {
        /// The square the knight is stuck on.
        at: Square,
    },
    /// A backtracking search used its whole placement budget without finishing; the
    /// path is where it was when it stopped.
    BudgetExhausted,
    /// A backtracking search tried everything from the start square: no tour starts here
    /// (for this search's move rules, which cover every knight move, so none at all).
    NoTour,
    /// The random walk used all its tries without covering the board; the path is the
    /// longest walk found.
    TriesExhausted,
    /// No tour exists from the start, and why (a theorem, or a finished exact search).
    Impossible(Impossibility),
    /// Neither a theorem nor the exact search within its budget decides.
    Undecided,
}

impl Status {
    /// Whether the solver has finished, one way or the other.
    #[must_use]
    pub const fn is_finished(self) -> bool {
        !matches!(self, Self::Running)
    }

    /// Whether the solver found a complete tour.
    #[must_use]
    pub const fn is_complete(self) -> bool {
        matches!(self, Self::Complete(_))
    }

    /// A stable ID for how a run stands, for JSON and HTML attributes: `running`,
    /// `complete`, `stuck`, `budget-exhausted`, `no-tour` (a search tried everything),
    /// `tries-exhausted`, `impossible` (with a reason) or `unknown`.
    ///
    /// ```
    /// use tour_core::Status;
    /// assert_eq!(Status::BudgetExhausted.id(), "budget-exhausted");
    /// ```
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Running => "running",
            Self::Complete(_) => "complete",
            Self::Stuck { .. } => "stuck",
            Self::BudgetExhausted => "budget-exhausted",
            Self::NoTour => "no-tour",
            Self::TriesExhausted => "tries-exhausted",
            Self::Impossible(_) => "impossible",
            Self::Undecided => "unknown",
        }
    }
}

/// One thing a solver did in one step; the app replays these to show the search.
///
/// ```
/// use tour_core::{Algorithm, Board, MoveOrder, Square, solver::Event};
/// let mut search = Algorithm::Backtrack.solver(Board::new(5, 5)?, Square::new(0, 0), MoveOrder::ITHOME)?;
/// let mut events = Vec::new();
/// while let Some(event) = search.step() {
///     events.push(event);
/// }
/// assert!(events.iter().any(|e| matches!(e, Event::Retreated(_))));
/// assert_eq!(events.iter().filter(|e| matches!(e, Event::Placed(_))).count() as u64 + 1, search.stats().placed);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// The square was added to the route.
    Placed(Square),
    /// The square was taken back off the end of the route (backtracking).
    Retreated(Square),
    /// The walk started over from the start square (random restarts).
    Restarted,
}

/// Counters every solver keeps; those a solver has no use for stay 0. None of them goes
/// down while a solver runs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Stats {
    /// Squares placed on the route, the start included; for the random walk, over all tries.
    pub placed: u64,
    /// Squares taken back by a backtracking search.
    pub retreats: u64,
    /// Tries started by the random walk, the first included.
    pub restarts: u64,
    /// Length of the longest walk found by the random walk.
    pub best: u64,
}

/// A solver that can be driven step by step.
///
/// Each solver keeps its state in one [`Walk`] and adds its own rule in
/// [`step`](Solver::step); the accessors read the walk. Every solver is `Debug`, so a
/// `Box<dyn Solver>` prints as its summary.
pub trait Solver: fmt::Debug {
    /// The state so far: board, route, status and counters.
    #[must_use]
    fn walk(&self) -> &Walk;
    /// Takes one step, or returns `None` once the solver has finished.
    fn step(&mut self) -> Option<Event>;
    /// Appends the pseudocode lines that ran before the first step: the start placed
    /// (and how the run ended, if it already has), and a search's first list of moves.
    #[cfg(feature = "trace")]
    fn trace_start(&self, lines: &mut Vec<Line>) {
        if let Some(&at) = self.walk().path().first() {
            lines.push(Line::Start { at });
        }
        trace::ending(self.walk(), lines);
    }
    /// Takes one step as [`step`](Solver::step) does, appending the pseudocode lines it
    /// ran, in order, with their values.
    #[cfg(feature = "trace")]
    fn step_traced(&mut self, lines: &mut Vec<Line>) -> Option<Event>;
    /// The steps of `fast`'s construction recorded while traced ([`Line::Build`] names
    /// them); empty for every other solver, and where `fast` does not construct.
    #[cfg(feature = "trace")]
    fn build_steps(&self) -> &[BuildStep] {
        &[]
    }
    /// The board being toured.
    #[must_use]
    fn board(&self) -> Board {
        self.walk().board()
    }
    /// The route so far, start first.
    #[must_use]
    fn path(&self) -> &[Square] {
        self.walk().path()
    }
    /// Where the solver stands.
    #[must_use]
    fn status(&self) -> Status {
        self.walk().status()
    }
    /// Counters so far.
    #[must_use]
    fn stats(&self) -> Stats {
        self.walk().stats()
    }
    /// How many squares deep the work stands now: the route's length, or, while `fast`
    /// searches exactly, the length of the route its search is trying (the deeper of the
    /// two when it searches from both ends), which its [`path`](Solver::path) (the start
    /// alone until a tour is found) does not show.
    ///
    /// ```
    /// use tour_core::{Board, Leaper, Solver, Square, TourKind, solver::Fast};
    /// // No rule decides the giraffe's tours of 8 x 8: `fast` searches.
    /// let board = Board::CHESS.with_leaper(Leaper::GIRAFFE);
    /// let mut fast = Fast::new(board, Square::new(7, 0), TourKind::Open, 10_000_000)?;
    /// let _ = fast.advance(1_000);
    /// assert_eq!(fast.path().len(), 1);
    /// assert!(fast.depth() > 10);
    /// # Ok::<(), tour_core::SolveError>(())
    /// ```
    #[must_use]
    fn depth(&self) -> usize {
        self.path().len()
    }
    /// Takes at most `steps` steps: `Done` with the final status once the solver has
    /// finished (and on every call after), `Running` while it has not.
    fn advance(&mut self, steps: u64) -> Progress<Status> {
        for _ in 0..steps {
            if self.step().is_none() {
                break;
            }
        }
        match self.status() {
            Status::Running => Progress::Running,
            finished => Progress::Done(finished),
        }
    }
}

/// Placements a backtracking search may make when no budget is given: enough for every
/// seed reproduction (the largest, 9 x 10, needs 266,247) and well under a second.
pub const DEFAULT_BUDGET: u64 = 10_000_000;

/// Tries the random walk makes when none are given (seed 003's `MAXTIMES`).
pub const DEFAULT_TRIES: u32 = 10_000;

/// Settings for a solve beyond board and start. Each algorithm reads those it uses.
///
/// ```
/// use tour_core::{Algorithm, Board, Ends, Options, Square, Status, TourKind};
/// let options = Options { ends: Ends::CLOSED, ..Options::default() };
/// let run = Algorithm::Fast.solve_with(Board::CHESS, Square::new(0, 0), &options)?;
/// assert_eq!(run.status(), Status::Complete(TourKind::Closed));
/// let g1 = Square::new(7, 6);
/// let options = Options { ends: Ends::to(g1), ..Options::default() };
/// let run = Algorithm::Fast.solve_with(Board::CHESS, Square::new(0, 0), &options)?;
/// assert_eq!(run.path().last(), Some(&g1));
/// # Ok::<(), tour_core::SolveError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Options {
    /// Move order; `None` uses the algorithm's own ([`Algorithm::default_order`]).
    pub order: Option<MoveOrder>,
    /// Placement budget for the backtracking searches.
    pub budget: u64,
    /// Tries for the random walk.
    pub tries: u32,
    /// Seed for the random walk.
    pub seed: u64,
    /// The tour `fast` is asked for: open (any tour), closed, or open to a chosen last
    /// square. The other algorithms report open or closed as found, and follow their own
    /// rules, so cannot aim for a square: asking them for a last square is an error.
    pub ends: Ends,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            order: None,
            budget: DEFAULT_BUDGET,
            tries: DEFAULT_TRIES,
            seed: 0,
            ends: Ends::OPEN,
        }
    }
}

impl Algorithm {
    /// A solver for this algorithm in `order`, with default budget, tries and seed.
    ///
    /// ```
    /// use tour_core::{Algorithm, Board, MoveOrder, Progress, Solver, Square};
    /// let mut solver = Algorithm::Warnsdorff.solver(Board::CHESS, Square::new(5, 6), MoveOrder::GOSSIP)?;
    /// assert_eq!(solver.advance(10), Progress::Running);
    /// assert_eq!(solver.path().len(), 11);
    /// # Ok::<(), tour_core::SolveError>(())
    /// ```
    ///
    /// # Errors
    /// [`SolveError::StartOffBoard`] if `start` is not on `board`, [`SolveError::StartOnHole`]
    /// if it is one of its holes.
    pub fn solver(
        self,
        board: Board,
        start: Square,
        order: MoveOrder,
    ) -> Result<Box<dyn Solver>, SolveError> {
        let options = Options {
            order: Some(order),
            ..Options::default()
        };
        self.solver_with(board, start, &options)
    }

    /// A solver for this algorithm with every setting given.
    ///
    /// ```
    /// use tour_core::{Algorithm, Board, Options, Progress, Solver, Square, Status};
    /// let options = Options { budget: 1_000, ..Options::default() };
    /// let mut search = Algorithm::Backtrack.solver_with(Board::CHESS, Square::new(0, 0), &options)?;
    /// assert_eq!(search.advance(u64::MAX), Progress::Done(Status::BudgetExhausted));
    /// assert_eq!(search.stats().placed, 1_000);
    /// # Ok::<(), tour_core::SolveError>(())
    /// ```
    ///
    /// # Errors
    /// [`SolveError::StartOffBoard`] or [`SolveError::EndOffBoard`] for a square off
    /// the board, [`SolveError::EndNeedsFast`] for a last square asked of another
    /// algorithm.
    pub fn solver_with(
        self,
        board: Board,
        start: Square,
        options: &Options,
    ) -> Result<Box<dyn Solver>, SolveError> {
        SolveError::check_start(&board, start)?;
        if let Some(end) = options.ends.last() {
            SolveError::check_end(&board, end)?;
            if self != Self::Fast {
                return Err(SolveError::EndNeedsFast { algorithm: self });
            }
        }
        let order = board.own_order(options.order.unwrap_or(self.default_order()));
        let search =
            |preference| Backtrack::new(board.clone(), start, order, preference, options.budget);
        Ok(match self {
            Self::Fast => Box::new(Fast::new(board, start, options.ends, options.budget)?),
            Self::Warnsdorff => Box::new(Warnsdorff::new(board, start, order)?),
            Self::Accessibility => Box::new(Accessibility::new(board, start, order)?),
            Self::Random => Box::new(RandomWalk::new(
                board,
                start,
                order,
                options.tries,
                options.seed,
            )?),
            Self::Backtrack => Box::new(search(Preference::MoveOrder)?),
            Self::BacktrackEdge => Box::new(search(Preference::Edge)?),
            Self::BacktrackWarnsdorff => Box::new(search(Preference::Warnsdorff)?),
        })
    }

    /// Runs this algorithm from `start` in `order` until it finishes (default budget,
    /// tries and seed), and validates the result.
    ///
    /// ```
    /// use tour_core::{Algorithm, Board, MoveOrder, Square, Status, TourKind};
    /// let run = Algorithm::Warnsdorff.solve(Board::CHESS, Square::new(5, 6), MoveOrder::GOSSIP)?;
    /// assert_eq!(run.status(), Status::Complete(TourKind::Open));
    /// assert_eq!(run.path().len(), 64);
    /// # Ok::<(), tour_core::SolveError>(())
    /// ```
    ///
    /// # Errors
    /// [`SolveError::StartOffBoard`] if `start` is not on `board`;
    /// [`SolveError::InvalidRoute`] if the solver produced a route the validator rejects
    /// (a solver bug: the route is withheld).
    pub fn solve(self, board: Board, start: Square, order: MoveOrder) -> Result<Run, SolveError> {
        let mut solver = self.solver(board, start, order)?;
        Run::complete(solver.as_mut(), u64::MAX)
    }

    /// Runs this algorithm with every setting given until it finishes, and validates
    /// the result.
    ///
    /// ```
    /// use tour_core::{Algorithm, Board, Options, Square, Status};
    /// let board = Board::new(3, 5)?;
    /// let run = Algorithm::BacktrackEdge.solve_with(board, Square::new(0, 0), &Options::default())?;
    /// assert_eq!(run.status(), Status::NoTour);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// Those of [`solver_with`](Algorithm::solver_with), and
    /// [`SolveError::InvalidRoute`] if the solver produced a route the validator rejects.
    pub fn solve_with(
        self,
        board: Board,
        start: Square,
        options: &Options,
    ) -> Result<Run, SolveError> {
        let mut solver = self.solver_with(board, start, options)?;
        Run::complete(solver.as_mut(), u64::MAX)
    }
}

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
    ///
    /// # Errors
    /// [`SolveError::InvalidRoute`] if the route fails validation, or claims a complete
    /// tour that does not cover the board.
    pub fn complete(solver: &mut dyn Solver, max_steps: u64) -> Result<Run, SolveError> {
        let status = solver.advance(max_steps).done().unwrap_or(Status::Running);
        Run::checked(
            solver.board(),
            solver.path().to_vec(),
            status,
            solver.stats(),
        )
    }

    /// A run a solver finished elsewhere (another thread, a Web Worker), from what it
    /// reported: validated exactly as [`Run::complete`] validates its solver's.
    ///
    /// ```
    /// use tour_core::{Board, Run, Square, Status, TourKind, solver::Stats};
    /// let board = Board::new(1, 2)?;
    /// let stats = Stats { placed: 1, ..Stats::default() };
    /// let alone = Run::checked(board.clone(), vec![Square::new(0, 0)], Status::Undecided, stats)?;
    /// assert_eq!(alone.status(), Status::Undecided);
    /// let claimed = Status::Complete(TourKind::Open);
    /// assert!(Run::checked(board, vec![Square::new(0, 0)], claimed, stats).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`SolveError::InvalidRoute`] if `path` fails validation on `board`, or `status`
    /// claims a complete tour that does not cover the board.
    pub fn checked(
        board: Board,
        path: Vec<Square>,
        status: Status,
        stats: Stats,
    ) -> Result<Run, SolveError> {
        let route = Route::new(board, path).map_err(SolveError::InvalidRoute)?;
        // A status that claims completion must agree with the validator.
        let status = match status {
            // The path is already validated; a tour must also cover the board.
            Status::Complete(_) => Status::Complete(route.tour_kind().ok_or(
                SolveError::InvalidRoute(RouteError::Incomplete {
                    visited: route.len(),
                    area: route.board().square_count(),
                }),
            )?),
            other => other,
        };
        Ok(Run {
            route,
            status,
            stats,
        })
    }

    /// A run made of a route read from elsewhere (an imported move list): complete when
    /// the route is a tour, stuck when its last square has no unvisited neighbour, and
    /// otherwise still running (a path that could go on). Its stats count the squares.
    ///
    /// ```
    /// use tour_core::{Board, Run, Status, text::read_route};
    /// let run = Run::from_route(read_route(&Board::CHESS, "a1 b3 c5")?);
    /// assert_eq!(run.status(), Status::Running);
    /// assert_eq!(run.stats().placed, 3);
    /// # Ok::<(), tour_core::text::ImportError>(())
    /// ```
    #[must_use]
    pub fn from_route(route: Route) -> Run {
        let board = route.board();
        let squares = route.squares();
        let status = match (route.tour_kind(), squares.last()) {
            (Some(kind), _) => Status::Complete(kind),
            (None, Some(&at))
                if board
                    .moves(at, &MoveOrder::GOSSIP)
                    .all(|next| squares.contains(&next)) =>
            {
                Status::Stuck { at }
            }
            _ => Status::Running,
        };
        let stats = Stats {
            placed: squares.len() as u64,
            ..Stats::default()
        };
        Run {
            route,
            status,
            stats,
        }
    }

    /// The route, validated as a knight's path (and as a tour when complete).
    #[must_use]
    pub fn route(&self) -> &Route {
        &self.route
    }

    /// The route, taken out of the run.
    ///
    /// ```
    /// use tour_core::{Algorithm, Board, MoveOrder, Square};
    /// let run = Algorithm::Warnsdorff.solve(Board::CHESS, Square::new(5, 6), MoveOrder::GOSSIP)?;
    /// let route = run.into_route();
    /// assert_eq!(route.len(), 64);
    /// # Ok::<(), tour_core::SolveError>(())
    /// ```
    #[must_use]
    pub fn into_route(self) -> Route {
        self.route
    }

    /// The route's squares.
    #[must_use]
    pub fn path(&self) -> &[Square] {
        self.route.squares()
    }

    /// How the run ended.
    #[must_use]
    pub fn status(&self) -> Status {
        self.status
    }

    /// The solver's counters.
    #[must_use]
    pub fn stats(&self) -> Stats {
        self.stats
    }
}
