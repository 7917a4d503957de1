//! Reading routes back in: a move list in algebraic notation (`a1 b3 c5`, what
//! [`Route::algebraic`] gives), a numbered board in the seeds' layout (what
//! [`numbered_board`](super::numbered_board) prints, 0 for unvisited squares, `#` for
//! holes), or a run's JSON ([`read_run_json`]). Whatever is read passes the validator
//! before it is returned.

use std::fmt;

use super::HOLE_MARK;
use super::json::{JsonError, read_run_json};
use crate::board::{Board, BoardError};
use crate::leaper::Leaper;
use crate::names::SquareError;
use crate::route::{Route, RouteError};
use crate::square::Square;

/// The first thing wrong with a text that should hold a route.
// Exhaustive on purpose, unlike the crate's other errors: the app words each variant
// in three languages, and a variant it has no words for must stop it compiling.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum ImportError {
    /// Nothing but spaces.
    Empty,
    /// A text that starts as JSON (`{`) is not a run's document.
    Json(JsonError),
    /// Row `row` (1-based, from the top) of a numbered board has `found` numbers where
    /// the first row has `expected`.
    RaggedRow {
        /// The row, counted from 1 at the top.
        row: usize,
        /// Numbers in the first row.
        expected: usize,
        /// Numbers in this row.
        found: usize,
    },
    /// The grid's size is not a board.
    Board(BoardError),
    /// Move `number` appears twice on a numbered board.
    RepeatedNumber {
        /// The move number.
        number: u64,
    },
    /// Move `number` is missing although a later one is there.
    MissingNumber {
        /// The move number.
        number: u64,
    },
    /// Entry `position` (1-based) of a move list is not a square of the board.
    NotASquare {
        /// Its place in the list, from 1.
        position: usize,
        /// Why it is not a square.
        error: SquareError,
    },
    /// The squares are not a knight's path on `board` (the board they were read on: a
    /// numbered board's own size); the position inside names the first bad move.
    Route {
        /// The board the squares are on.
        board: Board,
        /// The first bad move.
        error: RouteError,
    },
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => {
                f.write_str("there is no move list, numbered board or run's JSON to read")
            }
            Self::Json(error) => write!(f, "{error}"),
            Self::RaggedRow {
                row,
                expected,
                found,
            } => write!(f, "row {row} has {found} numbers, the first row {expected}"),
            Self::Board(error) => write!(f, "{error}"),
            Self::RepeatedNumber { number } => write!(f, "move {number} appears twice"),
            Self::MissingNumber { number } => {
                write!(f, "move {number} is missing, though later moves are there")
            }
            Self::NotASquare { position, error } => write!(f, "entry {position}: {error}"),
            Self::Route { error, .. } => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for ImportError {}

/// Reads a route from `text`: a run's JSON document when it starts with `{`
/// ([`read_run_json`]: its own board), a numbered board when every entry is a whole
/// number (its own size, whatever `board` is), otherwise a move list on `board`. Entries
/// are separated by spaces, commas, line breaks, dashes or arrows; move numbers like `12.`
/// in a move list are skipped.
///
/// ```
/// use tour_core::{Board, RouteError, Square, text::{read_route, ImportError}};
/// let route = read_route(&Board::CHESS, "1. a1 2. b3 3. c5")?;
/// assert_eq!(route.squares()[2], Square::parse("c5", &Board::CHESS)?);
///
/// let grid = read_route(&Board::CHESS, "  1  0  0\n  0  0  2\n  0  0  0\n")?;
/// assert_eq!((grid.board().rows(), grid.len()), (3, 2));
///
/// let Err(ImportError::Route { error: RouteError::NotKnightMove { position, .. }, .. }) =
///     read_route(&Board::CHESS, "a1 b3 b4")
/// else { panic!("b3 to b4 is no knight's move") };
/// assert_eq!(position, 2);
///
/// let json = read_route(&Board::CHESS, r#"{"rows":3,"cols":4,"route":["a1","b3"]}"#)?;
/// assert_eq!((json.board().cols(), json.len()), (4, 2));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`ImportError`] with the first problem found: nothing to read, JSON that is not a
/// run's document, a ragged or incomplete numbered board, or a move list whose route the
/// validator rejects (the bad move's position inside).
pub fn read_route(board: &Board, text: &str) -> Result<Route, ImportError> {
    if text.trim_start().starts_with('{') {
        return read_run_json(text);
    }
    let lines: Vec<Vec<&str>> = text
        .lines()
        .map(|line| entries(line).collect::<Vec<_>>())
        .filter(|line| !line.is_empty())
        .collect();
    if lines.is_empty() {
        return Err(ImportError::Empty);
    }
    let numbers = lines
        .iter()
        .flatten()
        // Holes are read only where boards can have them.
        .all(|entry| *entry == HOLE_MARK || entry.bytes().all(|b| b.is_ascii_digit()));
    if numbers {
        read_numbered_board(board.leaper(), &lines)
    } else {
        read_move_list(board.clone(), lines.iter().flatten().copied())
    }
}

/// The entries of a line: split at spaces, commas, dashes and arrows.
fn entries(line: &str) -> impl Iterator<Item = &str> {
    line.split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '-' | '→' | '>'))
        .filter(|entry| !entry.is_empty())
}

fn read_move_list<'a>(
    board: Board,
    entries: impl Iterator<Item = &'a str>,
) -> Result<Route, ImportError> {
    let mut squares = Vec::new();
    // Move numbers ("12." or "12)") are skipped; a bare number is not a square either.
    let names = entries.filter(|entry| {
        let number = entry.trim_end_matches(['.', ')']);
        !(number.len() < entry.len() && number.bytes().all(|b| b.is_ascii_digit()))
    });
    for (i, name) in names.enumerate() {
        let square = Square::parse(name, &board).map_err(|error| ImportError::NotASquare {
            position: i + 1,
            error,
        })?;
        squares.push(square);
    }
    Route::new(board.clone(), squares).map_err(|error| ImportError::Route { board, error })
}

fn read_numbered_board(leaper: Leaper, lines: &[Vec<&str>]) -> Result<Route, ImportError> {
    let cols = lines[0].len();
    for (row, line) in lines.iter().enumerate() {
        if line.len() != cols {
            return Err(ImportError::RaggedRow {
                row: row + 1,
                expected: cols,
                found: line.len(),
            });
        }
    }
    let side = |n: usize| u16::try_from(n).unwrap_or(u16::MAX);
    let board = Board::new(side(lines.len()), side(cols)).map_err(ImportError::Board)?;
    let board = {
        let holes = lines.iter().enumerate().flat_map(|(row, line)| {
            line.iter()
                .enumerate()
                .filter(|(_, entry)| **entry == HOLE_MARK)
                .map(move |(col, _)| Square::new(side(row), side(col)))
        });
        board
            .with_holes(holes)
            .map_err(ImportError::Board)?
            .with_leaper(leaper)
    };
    let mut at: Vec<Option<Square>> = vec![None; board.area() + 1];
    for (row, line) in lines.iter().enumerate() {
        for (col, entry) in line.iter().enumerate() {
            // Digits or a hole (checked by the caller); a number beyond the area is no move.
            let number = entry.parse::<u64>().unwrap_or(u64::MAX);
            if number == 0 || *entry == HOLE_MARK {
                continue;
            }
            let Some(slot) = usize::try_from(number).ok().and_then(|n| at.get_mut(n)) else {
                return Err(ImportError::MissingNumber {
                    number: board.area() as u64 + 1,
                });
            };
            if slot.is_some() {
                return Err(ImportError::RepeatedNumber { number });
            }
            *slot = Some(Square::new(side(row), side(col)));
        }
    }
    let last = at.iter().rposition(Option::is_some).unwrap_or(0);
    let mut squares = Vec::with_capacity(last);
    for (number, square) in at.iter().enumerate().take(last + 1).skip(1) {
        match square {
            Some(square) => squares.push(*square),
            None => {
                return Err(ImportError::MissingNumber {
                    number: number as u64,
                });
            }
        }
    }
    Route::new(board.clone(), squares).map_err(|error| ImportError::Route { board, error })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::route::TourKind;
    use crate::text::numbered_board;

    #[test]
    fn what_the_app_exports_reads_back() {
        let board = Board::new(5, 5).unwrap();
        let names = "a1 c2 e1 d3 e5 c4 a5 b3 c1 e2 d4 b5 a3 b1 d2 e4 c5 a4 b2 d1 e3 d5 b4 a2 c3";
        let route = read_route(&board, names).unwrap();
        assert_eq!(route.algebraic().join(" "), names);
        let grid = numbered_board(&route);
        assert_eq!(read_route(&Board::CHESS, &grid).unwrap(), route);
    }

    #[test]
    fn boards_of_three_and_four_digit_numbers_read_back() {
        use crate::solver::{Algorithm, Options};
        for (size, closed) in [("10x10", false), ("40x40", false), ("3x1000", true)] {
            let board: Board = size.parse().unwrap();
            let options = Options {
                ends: TourKind::closed(closed).into(),
                ..Options::default()
            };
            let run = Algorithm::Fast
                .solve_with(board.clone(), Square::new(0, 0), &options)
                .unwrap();
            let grid = numbered_board(run.route());
            let widest = run.route().len().to_string().len();
            // Every column one space wider than the widest number: none run together.
            assert!(
                grid.lines()
                    .all(|line| line.len() == usize::from(board.cols()) * (widest + 1)),
                "{size}"
            );
            assert_eq!(
                read_route(&board, &grid).as_ref(),
                Ok(run.route()),
                "{size}"
            );
        }
    }

    #[test]
    fn boards_of_up_to_99_squares_keep_the_seeds_layout() {
        use crate::moves::MoveOrder;
        use crate::solver::Algorithm;
        let board = Board::new(9, 11).unwrap();
        let run = Algorithm::Fast
            .solve(board, Square::new(0, 0), MoveOrder::GOSSIP)
            .unwrap();
        let seeds: String = run
            .route()
            .numbering()
            .chunks(11)
            .map(|row| row.iter().map(|n| format!("{n:3}")).collect::<String>() + "\n")
            .collect();
        assert_eq!(numbered_board(run.route()), seeds);
    }

    #[test]
    fn the_first_problem_is_named() {
        let board = Board::CHESS;
        assert_eq!(read_route(&board.clone(), " \n "), Err(ImportError::Empty));
        assert!(matches!(
            read_route(&board.clone(), "a1 b3 zz"),
            Err(ImportError::NotASquare { position: 3, .. })
        ));
        assert!(matches!(
            read_route(&board.clone(), "a1 b3 a1"),
            Err(ImportError::Route {
                error: RouteError::Repeated { position: 2, .. },
                ..
            })
        ));
        assert_eq!(
            read_route(&board.clone(), "1 2\n3"),
            Err(ImportError::RaggedRow {
                row: 2,
                expected: 2,
                found: 1
            })
        );
        assert_eq!(
            read_route(&board.clone(), "1 0 0\n0 0 3\n0 0 0"),
            Err(ImportError::MissingNumber { number: 2 })
        );
        assert_eq!(
            read_route(&board.clone(), "1 0 0\n0 0 1\n0 0 0"),
            Err(ImportError::RepeatedNumber { number: 1 })
        );
        let Err(ImportError::Route { board: grid, error }) =
            read_route(&board.clone(), "1 2 0\n0 0 0\n0 0 0")
        else {
            panic!("a3 to b3 is no knight's move");
        };
        assert_eq!(
            (grid.rows(), grid.cols()),
            (3, 3),
            "squares on the pasted grid"
        );
        assert!(matches!(
            error,
            RouteError::NotKnightMove { position: 1, .. }
        ));
        assert_eq!(
            read_route(&board, "1 0 99999999999999999999999"),
            Err(ImportError::MissingNumber { number: 4 })
        );
    }
}
