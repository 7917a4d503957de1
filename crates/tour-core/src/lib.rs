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
//! ## Coordinates
//! A [`Square`] is `(row, col)` with row 0 at the top of the page and col 0 at the left,
//! the frame of the Chinese teaching texts this product reproduces (their `board[x][y]`).
//! Algebraic names count ranks from the bottom, so on 8 x 8 seed square `(5, 6)` is `g3`.
//!
//! ## Example
//! ```
//! use tour_core::{numbered_board, Algorithm, Board, MoveOrder, Square, Status, TourKind};
//!
//! let board: Board = "8x8".parse()?;
//! let start = Square::parse("g3", &board)?;
//! let run = Algorithm::Warnsdorff.solve(board, start, MoveOrder::GOSSIP)?;
//! assert_eq!(run.status(), Status::Complete(TourKind::Open));
//! print!("{}", numbered_board(run.route()));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]

mod algorithm;
mod bits;
mod board;
mod construct;
mod error;
mod graph;
mod grid;
mod holes;
mod import;
mod leaper;
mod moves;
mod names;
mod progress;
mod puzzle;
mod rng;
mod route;
mod search;
mod solver;
mod square;
mod survey;
mod text;
mod theory;
#[cfg(feature = "thin")]
mod thin;
mod words;

pub use board::{Board, BoardError, MAX_SIDE, MIN_SIDE, Side};
pub use holes::{HolesError, holes_text, parse_holes};
pub use import::{ImportError, read_route};
pub use leaper::{Leaper, LeaperError, MAX_LEAP};
pub use moves::{MoveOrder, Offset, UnknownOrder};
pub use names::{Naming, SquareError, file_name};
pub use progress::Progress;
pub use puzzle::{
    BLANK_MARK, Clue, CodeError, Conclusion, Deduction, DeductionText, GenerateError, Generated,
    Generator, Grade, Level, MAX_GUESSES, MAX_PUZZLE_SIDE, Puzzle, PuzzleError, Reach, Reasoner,
    Reasoning, ReasoningEnd, SearchOrder, SolutionCounter, Solutions, Starved, UnknownLevel,
    count_solutions, generate_puzzle, grade, hint, puzzle_board,
};
pub use route::{Route, RouteError, TourKind, validate_path, validate_tour};
pub use solver::{
    Accessibility, Algorithm, Backtrack, Candidate, DEFAULT_BUDGET, DEFAULT_TRIES, Decision, Event,
    Fast, Options, Preference, RandomWalk, Run, SolveError, Solver, Stats, Status,
    UnknownAlgorithm, Walk, Warnsdorff, decisions, edge_score, onward_counts,
};
#[cfg(feature = "trace")]
pub use solver::{BuildStep, Choices, Line, Method};
pub use square::Square;
pub use survey::{Survey, SurveyEntry, Tally};
pub use text::{
    HOLE_MARK, SURVEY_LEGEND, numbered_board, numbered_column_width, survey_board, survey_mark,
};
#[cfg(feature = "thin")]
pub use theory::count_thin_tours;
pub use theory::{
    Completion, CountError, Impossibility, MAX_COUNT_AREA, NamedReason, Obstacle, SearchOutcome,
    TourCount, Verdict, closed_tour_exists, complete_route, count_tours, count_tours_between,
    decided_between, decided_by_theory, obstacle, open_tour_exists, search_tour,
    search_tour_between, tour_exists, tour_exists_between,
};
#[cfg(feature = "thin")]
pub use thin::{StartMap, ThinBoard, ThinCount, ThinError, ThinReason, ThinTour, ThinVerdict};
pub use words::{Counted, Grouped, Plural, counted, grouped};
