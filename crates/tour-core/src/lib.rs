//! # tour-core
//!
//! Knight's tours on boards of any size from 1 x 1 to 1000 x 1000: squares and their
//! names, knight moves in explicit orders, a validator for open and closed tours, and
//! solvers that run as resumable steppers.
//!
//! The crate is pure Rust with no I/O and no platform dependencies; the same code runs
//! natively (the `knights-tour` command line) and in the browser (the Yew app, compiled
//! to WebAssembly).
//!
//! ## A first tour
//! [`tour`] takes a board, a start and [`TourKind::Open`] or [`TourKind::Closed`], runs
//! the always-right `fast` and returns a validated [`Route`]:
//! ```
//! use tour_core::{Board, Square, TourKind};
//!
//! let board: Board = "8x8".parse()?;
//! let route = tour_core::tour(&board, Square::parse("a1", &board)?, TourKind::Closed)?;
//! assert_eq!(route.len(), 64);
//! assert_eq!(route.tour_kind(), Some(TourKind::Closed));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## Choosing the algorithm, watching it run
//! [`Algorithm`] names every solver (`"warnsdorff".parse()`), [`MoveOrder`] the seeds'
//! orders (`"gossip".parse()`); [`Algorithm::solve`] runs one to the end and validates
//! its [`Run`], and [`Algorithm::solver_with`] gives a [`Solver`] to advance in slices:
//! ```
//! use tour_core::text::numbered_board;
//! use tour_core::{Algorithm, Board, MoveOrder, Square, Status, TourKind};
//!
//! let board = Board::CHESS;
//! let algorithm: Algorithm = "warnsdorff".parse()?;
//! let run = algorithm.solve(board.clone(), Square::parse("g3", &board)?, MoveOrder::GOSSIP)?;
//! assert_eq!(run.status(), Status::Complete(TourKind::Open));
//! print!("{}", numbered_board(run.route())); // seed 000's printed board
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## Modules
//! The names above are the crate's front; the rest is by module:
//! [`board`], [`leaper`] and [`moves`] (limits and offsets), [`route`] (the validator),
//! [`solver`] (every solver and what it reports), [`theory`] (when a tour exists, why
//! not, exact search and counting), [`thin`] (boards with a side of at most 4),
//! [`trace`] (the pseudocode lines a solver ran), [`survey`] (one algorithm from every
//! start), [`study`] (what makes a tour special: magic sums, symmetries, halves,
//! crossings), [`text`] (printed boards, move lists, holes, square names and counts in
//! words), [`puzzle`] and [`gallery`] (famous tours from their sources).
//!
//! ## Coordinates
//! A [`Square`] is `(row, col)` with row 0 at the top of the page and col 0 at the left,
//! the frame of the Chinese teaching texts this product reproduces (their `board[x][y]`).
//! Algebraic names count ranks from the bottom, so on 8 x 8 seed square `(5, 6)` is `g3`.
//!
//! # Feature flags
//! Every build searches alike: holes, other leapers and the thin-board programme need no
//! feature (they are part of every [`Board`] and every solver).
//!
//! * `trace` (on by default): the pseudocode lines each solver ran, with their values
//!   (the [`trace`] module, [`Solver::step_traced`]), for a teaching front end such as
//!   the app's code panel. Leaving it out takes the recording hooks out of the solvers.
//! * `serde` (off by default): `Serialize` and `Deserialize` for the core's values, its
//!   errors and its solvers' results, as a front end needs to send them between threads.
//!   A board, a leaper, a route or a tour's ends is read back through the constructor
//!   that checks it, so no message makes one the core would refuse. A [`MoveOrder`]
//!   travels by its name: an order carried over to another leaper comes back as the
//!   knight's order, which the solvers carry over again.
//!
//! A run's JSON document ([`text::RunJson`], [`text::read_run_json`]) is in every build:
//! serde_json writes and reads it.
//!
//! ```
//! # #[cfg(feature = "serde")] {
//! use tour_core::{Board, Leaper, Route, Square};
//! let board = Board::new(5, 6)?.with_leaper(Leaper::ZEBRA).with_holes([Square::new(0, 0)])?;
//! let json = serde_json::to_string(&board)?;
//! assert_eq!(serde_json::from_str::<Board>(&json)?, board);
//! // A side the core refuses is refused on the way in as well.
//! assert!(serde_json::from_str::<Board>(&json.replace(":5,", ":0,")).is_err());
//! let route = Route::new(Board::CHESS, vec![Square::new(0, 0), Square::new(1, 2)])?;
//! let json = serde_json::to_string(&route)?;
//! assert_eq!(serde_json::from_str::<Route>(&json)?, route);
//! // Squares that are no knight's path are refused by the validator.
//! assert!(serde_json::from_str::<Route>(&json.replace("\"col\":2", "\"col\":3")).is_err());
//! # }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]

mod algorithm;
mod bits;
pub mod board;
mod construct;
mod error;
mod front;
pub mod gallery;
mod graph;
mod grid;
mod holes;
pub mod leaper;
pub mod moves;
mod names;
mod progress;
pub mod puzzle;
mod rng;
pub mod route;
mod search;
pub mod solver;
mod square;
pub mod study;
pub mod survey;
pub mod text;
pub mod theory;
pub mod thin;
mod words;

pub use board::{Board, BoardError};
pub use front::{TourError, tour};
pub use leaper::{Leaper, LeaperError};
pub use moves::{MoveOrder, UnknownOrder};
pub use names::SquareError;
pub use progress::Progress;
pub use route::{Ends, Route, RouteError, TourKind};
pub use solver::{Algorithm, Options, Run, SolveError, Solver, Status, UnknownAlgorithm};
pub use square::Square;

/// The pseudocode lines a solver ran, with their values, for a teaching front end
/// (feature `trace`).
///
/// [`Solver::trace_start`] and [`Solver::step_traced`] record [`Line`](trace::Line)s
/// while solving; `fast`'s construction keeps its [`BuildStep`](trace::BuildStep)s
/// ([`Solver::build_steps`]).
///
/// ```
/// use tour_core::trace::Line;
/// use tour_core::{Algorithm, Board, MoveOrder, Solver, Square};
///
/// let mut solver = Algorithm::Warnsdorff.solver(Board::CHESS, Square::new(0, 0), MoveOrder::GOSSIP)?;
/// let mut lines = Vec::new();
/// solver.trace_start(&mut lines);
/// solver.step_traced(&mut lines);
/// assert_eq!(lines[0], Line::Start { at: Square::new(0, 0) });
/// # Ok::<(), tour_core::SolveError>(())
/// ```
#[cfg(feature = "trace")]
pub mod trace {
    pub use crate::construct::BuildStep;
    pub use crate::solver::trace::{Choices, Line, Method};
}
