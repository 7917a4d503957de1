//! The holes' text format, shared by the command line (`--holes`) and links (`holes=`):
//! square names and blocks, separated by commas or spaces. `d4` removes one square;
//! `c3:f6` removes the block between two corners, both included. [`holes_text`] writes
//! the shortest form this reader reads back: each hole once, grouped into blocks.

use std::fmt;

use crate::board::Board;
use crate::names::{Naming, SquareError};
use crate::square::Square;

/// Why a holes list was refused: the entry and what is wrong with it.
///
/// ```
/// use tour_core::{Board, text::parse_holes};
/// let error = parse_holes("d4, k9", &Board::CHESS).unwrap_err();
/// assert_eq!(error.entry(), "k9");
/// assert!(error.to_string().starts_with("hole \"k9\": "));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct HolesError {
    entry: String,
    error: SquareError,
}

impl HolesError {
    /// The refusal of `entry` for `error`, as [`parse_holes`] gives it: for a front end
    /// that carries one across a boundary and builds it again.
    ///
    /// ```
    /// use tour_core::{Board, SquareError, text::{HolesError, parse_holes}};
    /// let error = parse_holes("z9", &Board::CHESS).unwrap_err();
    /// assert_eq!(HolesError::new("z9", error.error().clone()), error);
    /// ```
    #[must_use]
    pub fn new(entry: impl Into<String>, error: SquareError) -> HolesError {
        HolesError {
            entry: entry.into(),
            error,
        }
    }

    /// The entry as given.
    #[must_use]
    pub fn entry(&self) -> &str {
        &self.entry
    }

    /// What is wrong with it (a corner of a block, or the square).
    ///
    /// ```
    /// use tour_core::{Board, SquareError, text::parse_holes};
    /// let error = parse_holes("d4, k9", &Board::CHESS).unwrap_err();
    /// assert!(matches!(error.error(), SquareError::OffBoard { .. }));
    /// ```
    #[must_use]
    pub fn error(&self) -> &SquareError {
        &self.error
    }
}

impl fmt::Display for HolesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let entry = &self.entry;
        // The square's own message would offer seed coordinates, which a list separated
        // by commas cannot hold: a hole is worded here, algebraic names only.
        let (SquareError::Malformed(text) | SquareError::OffBoard { text, .. }) = &self.error;
        // A block names the corner that is wrong.
        let corner = if text == entry {
            String::new()
        } else {
            format!("\"{text}\" is ")
        };
        match &self.error {
            _ if entry.is_empty() => f.write_str(
                "an entry is empty (two commas with nothing between, or a comma at an end)",
            )?,
            _ if text.trim().is_empty() => write!(
                f,
                "hole \"{entry}\": a block needs a corner on each side of the colon"
            )?,
            SquareError::Malformed(_) => {
                write!(f, "hole \"{entry}\": {corner}not an algebraic square name")?;
            }
            SquareError::OffBoard { board, .. } => write!(
                f,
                "hole \"{entry}\": {corner}not on the {board} board ({})",
                Naming::Algebraic.range(board)
            )?,
        }
        f.write_str(
            " (holes are algebraic square names like d4, or blocks like c3:f6, separated by \
             commas; seed coordinates cannot be listed)",
        )
    }
}

impl std::error::Error for HolesError {}

/// The squares a holes list names on `board`'s rectangle, in the order given (a square
/// named twice is listed twice; [`Board::with_holes`] ignores repeats). An empty or
/// blank text names none; an empty entry between commas (`d4,,e5`, or a comma at an
/// end) is refused, never skipped, since it usually means a name went missing.
///
/// # Errors
/// [`HolesError`] for the first entry that is empty or not a square name or block of
/// `board` (an empty entry has an empty [`entry`](HolesError::entry)).
///
/// ```
/// use tour_core::{Board, Square, text::parse_holes};
/// let holes = parse_holes("d4:e5", &Board::CHESS)?;
/// assert_eq!(holes.len(), 4);
/// let board = Board::CHESS.with_holes(holes)?;
/// assert!(board.is_hole(Square::parse("e4", &board)?));
/// let empty = parse_holes("d4:e5,,b2", &Board::CHESS).unwrap_err();
/// assert_eq!(empty.entry(), "");
/// assert!(empty.to_string().starts_with("an entry is empty"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse_holes(text: &str, board: &Board) -> Result<Vec<Square>, HolesError> {
    let rectangle = board.rectangle();
    let mut holes = Vec::new();
    if text.trim().is_empty() {
        return Ok(holes);
    }
    for listed in text.split(',') {
        if listed.trim().is_empty() {
            return Err(HolesError {
                entry: String::new(),
                error: SquareError::Malformed(String::new()),
            });
        }
        for entry in listed.split_whitespace() {
            let square = |name: &str| {
                Square::parse(name, &rectangle).map_err(|error| HolesError {
                    entry: entry.to_owned(),
                    error,
                })
            };
            let (a, b) = match entry.split_once(':') {
                Some((first, second)) => (square(first)?, square(second)?),
                None => (square(entry)?, square(entry)?),
            };
            for row in a.row().min(b.row())..=a.row().max(b.row()) {
                for col in a.col().min(b.col())..=a.col().max(b.col()) {
                    holes.push(Square::new(row, col));
                }
            }
        }
    }
    Ok(holes)
}

/// The board's holes in the form [`parse_holes`] reads: blocks grown greedily (rightwards,
/// then downwards) from the first hole not yet written, in board order. Empty without holes.
///
/// ```
/// use tour_core::{Board, text::{holes_text, parse_holes}};
/// let board = Board::CHESS.with_holes(parse_holes("d4,e4,d5,e5,a1", &Board::CHESS)?)?;
/// assert_eq!(holes_text(&board), "d5:e4,a1");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn holes_text(board: &Board) -> String {
    let (rows, cols) = (board.rows(), board.cols());
    let mut written = vec![false; board.area()];
    let index = |row: u16, col: u16| usize::from(row) * usize::from(cols) + usize::from(col);
    let open = |written: &[bool], row: u16, col: u16| {
        board.is_hole(Square::new(row, col)) && !written[index(row, col)]
    };
    let mut entries = Vec::new();
    for hole in board.holes() {
        let (top, left) = (hole.row(), hole.col());
        if written[index(top, left)] {
            continue;
        }
        let mut right = left;
        while right + 1 < cols && open(&written, top, right + 1) {
            right += 1;
        }
        let mut bottom = top;
        while bottom + 1 < rows && (left..=right).all(|col| open(&written, bottom + 1, col)) {
            bottom += 1;
        }
        for row in top..=bottom {
            for col in left..=right {
                written[index(row, col)] = true;
            }
        }
        let (first, last) = (Square::new(top, left), Square::new(bottom, right));
        entries.push(if first == last {
            first.algebraic(board)
        } else {
            format!("{}:{}", first.algebraic(board), last.algebraic(board))
        });
    }
    entries.join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_hole_pattern_of_a_small_board_reads_back() {
        let board = Board::new(3, 4).unwrap();
        for mask in 0u32..(1 << 12) - 1 {
            let holes: Vec<Square> = board
                .cells()
                .enumerate()
                .filter(|(i, _)| mask & (1 << i) != 0)
                .map(|(_, square)| square)
                .collect();
            let holed = board.clone().with_holes(holes).unwrap();
            let text = holes_text(&holed);
            let again = board
                .clone()
                .with_holes(parse_holes(&text, &board).unwrap())
                .unwrap();
            assert_eq!(again, holed, "{text}");
        }
    }

    #[test]
    fn blocks_name_their_corners_in_any_order() {
        let board = Board::CHESS;
        assert_eq!(
            parse_holes("e5:d4", &board).unwrap().len(),
            parse_holes(" d4 e4,d5  e5 ", &board).unwrap().len()
        );
        assert_eq!(parse_holes("", &board), Ok(vec![]));
        assert!(parse_holes("d4:z9", &board).is_err());
        assert!(parse_holes("3,3", &board).is_err());
        // Every refusal says what a hole may be; none offers seed coordinates.
        for (text, says) in [
            ("3,3", "hole \"3\": not an algebraic square name"),
            ("d4:", "hole \"d4:\": a block needs a corner on each side"),
            (
                "d4:e$",
                "hole \"d4:e$\": \"e$\" is not an algebraic square name",
            ),
            (
                "k9",
                "hole \"k9\": not on the 8x8 board (files run a..h, ranks 1..8)",
            ),
            (
                "d4:k9",
                "hole \"d4:k9\": \"k9\" is not on the 8x8 board (files run a..h, ranks 1..8)",
            ),
        ] {
            let message = parse_holes(text, &board).unwrap_err().to_string();
            assert!(message.starts_with(says), "{message}");
            assert!(
                message.ends_with("; seed coordinates cannot be listed)"),
                "{message}"
            );
        }
        for empty in ["d4,,e5", ",d4", "d4,", "d4, ,e5", ","] {
            let error = parse_holes(empty, &board).unwrap_err();
            assert_eq!(error.entry, "", "{empty:?}");
        }
    }
}
