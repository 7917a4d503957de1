//! Text in and out: the seeds' printed layouts (the numbered board, the survey's grid),
//! a run's JSON written and read back, routes read back from a move list or a numbered
//! board, holes written as square names and blocks, squares' names, and the grammar of
//! counts every front end shares.
//!
//! ```
//! use tour_core::text::{grouped, numbered_board, parse_holes, read_route};
//! use tour_core::Board;
//!
//! let route = read_route(&Board::CHESS, "a1 b3 c5")?;
//! assert!(numbered_board(&route).starts_with("  0  0  0"));
//! assert_eq!(parse_holes("d4:e5", &Board::CHESS)?.len(), 4);
//! assert_eq!(grouped(6_637_920_u64).to_string(), "6,637,920");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt::Write;

use crate::board::Board;
use crate::route::{Route, TourKind};
use crate::solver::Status;
use crate::survey::SurveyEntry;

mod import;
mod json;

pub use crate::holes::{HolesError, holes_text, parse_holes};
pub use crate::names::{Naming, file_name};
pub use crate::words::{Counted, Grouped, Plural, clock, counted, fill, grouped};
pub use import::{ImportError, read_route};
pub use json::{JsonError, PropertiesJson, RunJson, SearchFacts, read_run_json};

/// The numbered board as seed 000's C program prints it: top row first, each square's
/// move number right-aligned in a field of width 3 (`%3d`), 0 for unvisited squares,
/// every row ending in a newline. That layout holds while every number has at most two
/// digits (every board the seeds print); a longer route widens every column to its
/// widest number plus one space ([`numbered_column_width`]), so no two numbers run
/// together and [`read_route`] reads any printed board back. A hole
/// (a removed square) prints as [`HOLE_MARK`], so it never reads as an unvisited square;
/// [`read_route`] reads it back as a hole.
///
/// ```
/// use tour_core::{Board, Route, Square, text::numbered_board};
/// let board = Board::new(3, 4)?;
/// let route = Route::new(board.clone(), vec![Square::new(0, 0), Square::new(1, 2)])?;
/// assert_eq!(numbered_board(&route), "  1  0  0  0\n  0  0  2  0\n  0  0  0  0\n");
/// let holed = board.with_holes([Square::new(2, 3)])?;
/// let route = Route::new(holed, vec![Square::new(0, 0), Square::new(1, 2)])?;
/// assert_eq!(numbered_board(&route), "  1  0  0  0\n  0  0  2  0\n  0  0  0  #\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn numbered_board(route: &Route) -> String {
    let board = route.board();
    let cols = usize::from(board.cols());
    let numbers = route.numbering();
    let width = numbered_column_width(route);
    let mut out = String::with_capacity(numbers.len() * width + usize::from(board.rows()));
    for (number, square) in numbers.iter().zip(board.cells()) {
        // Writing into a String cannot fail.
        let _ = if board.is_hole(square) {
            write!(out, "{HOLE_MARK:>width$}")
        } else {
            write!(out, "{number:>width$}")
        };
        if usize::from(square.col()) + 1 == cols {
            out.push('\n');
        }
    }
    out
}

/// The width of every column of [`numbered_board`]: 3, the seeds' `%3d`, while the
/// route's numbers have at most two digits; past that the widest number's digits plus
/// one space.
///
/// ```
/// use tour_core::{Algorithm, Board, MoveOrder, Square, text::numbered_column_width};
/// let tour = |rows, cols| {
///     let board = Board::new(rows, cols).unwrap();
///     Algorithm::Fast.solve(board, Square::new(0, 0), MoveOrder::GOSSIP).unwrap()
/// };
/// assert_eq!(numbered_column_width(tour(8, 8).route()), 3);
/// assert_eq!(numbered_column_width(tour(10, 10).route()), 4);
/// assert_eq!(numbered_column_width(tour(40, 40).route()), 5);
/// ```
#[must_use]
pub fn numbered_column_width(route: &Route) -> usize {
    column_width(route.len())
}

/// The column width for numbers up to `largest`: one space before the widest, never
/// narrower than the seeds' three (puzzle boards print by the same rule).
pub(crate) fn column_width(largest: usize) -> usize {
    let digits = largest.checked_ilog10().map_or(1, |log| log as usize + 1);
    (digits + 1).max(3)
}

/// How [`numbered_board`] prints a hole, and what [`read_route`]
/// reads as one in a numbered board.
pub const HOLE_MARK: &str = "#";

/// The mark [`survey_board`] prints for one start square:
/// `o` open tour, `C` closed tour, the number of moves made for a run that got stuck,
/// `B` budget exhausted, `X` no tour exists, `R` random walk out of tries, `?` undecided.
///
/// ```
/// use tour_core::{Square, Status, solver::Stats, survey::SurveyEntry, text::survey_mark};
/// let stuck = SurveyEntry {
///     start: Square::new(5, 4),
///     status: Status::Stuck { at: Square::new(4, 0) },
///     visited: 60,
///     stats: Stats::default(),
/// };
/// assert_eq!(survey_mark(&stuck), "59");
/// ```
#[must_use]
pub fn survey_mark(entry: &SurveyEntry) -> String {
    match entry.status {
        Status::Complete(TourKind::Open) => "o".to_owned(),
        Status::Complete(TourKind::Closed) => "C".to_owned(),
        Status::Stuck { .. } => entry.moves().to_string(),
        Status::BudgetExhausted => "B".to_owned(),
        Status::NoTour | Status::Impossible(_) => "X".to_owned(),
        Status::Undecided => "?".to_owned(),
        Status::TriesExhausted => "R".to_owned(),
        _ => "?".to_owned(),
    }
}

/// The legend for [`survey_board`]'s marks, one line.
pub const SURVEY_LEGEND: &str = "o = open tour, C = closed tour, N = stuck after N moves, \
B = budget exhausted, X = no tour exists, R = random walk out of tries, ? = undecided";

/// A survey's outcomes as a grid in the seeds' layout, top row first, one mark per start
/// square ([`survey_mark`]), right-aligned in a field of width 3 (wider when a mark
/// needs it, so columns stay aligned). Squares without an entry print `.`.
///
/// ```
/// use tour_core::{Algorithm, Board, Options, survey::Survey, text::survey_board};
/// let board = Board::new(3, 4)?;
/// let entries = Survey::run(board.clone(), Algorithm::Warnsdorff, Options::default())?;
/// // Open tours from the outer files; the middle files get stuck after 5 moves.
/// assert_eq!(survey_board(&board, &entries), "  o  5  5  o\n  o  5  5  o\n  o  5  5  o\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn survey_board(board: &Board, entries: &[SurveyEntry]) -> String {
    let mut marks: Vec<String> = board
        .cells()
        .map(|square| {
            if board.is_hole(square) {
                HOLE_MARK
            } else {
                "."
            }
            .to_owned()
        })
        .collect();
    for entry in entries {
        if let Some(index) = board.index(entry.start) {
            marks[index] = survey_mark(entry);
        }
    }
    let width = marks
        .iter()
        .map(|mark| mark.len() + 1)
        .max()
        .unwrap_or(3)
        .max(3);
    let cols = usize::from(board.cols());
    let mut out = String::with_capacity(marks.len() * width + usize::from(board.rows()));
    for row in marks.chunks(cols) {
        for mark in row {
            // Writing into a String cannot fail.
            let _ = write!(out, "{mark:>width$}");
        }
        out.push('\n');
    }
    out
}
