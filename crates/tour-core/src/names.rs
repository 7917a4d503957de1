//! Squares' two written forms on a board: algebraic (`g3`) and the seeds' `x,y`.

use std::fmt;

use crate::board::Board;
use crate::square::Square;

/// Why a square name was refused.
// Exhaustive on purpose, unlike the crate's other errors: the app words each variant
// in three languages, and a variant it has no words for must stop it compiling.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum SquareError {
    /// Neither an algebraic name (`e4`, `aa10`) nor seed coordinates (`4,3`).
    Malformed(String),
    /// A well-formed name of a square that is not on the board.
    OffBoard {
        /// The name as given.
        text: String,
        /// The board it was read against.
        board: Board,
    },
}

impl fmt::Display for SquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Malformed(text) => write!(
                f,
                "square \"{text}\" is neither an algebraic name (like e4) nor seed \
                 coordinates row,col (like 5,6)"
            ),
            Self::OffBoard { text, board } => write!(
                f,
                "square \"{text}\" is not on the {board} board: {}; {}",
                Naming::Algebraic.range(board),
                Naming::Seed.range(board)
            ),
        }
    }
}

impl std::error::Error for SquareError {}

// Reading and writing a name needs the board (ranks count from the bottom), which sits
// above `square`.
impl Square {
    /// Reads a square on `board`: algebraic (`g3`; files `a..z`, then `aa`, `ab`, ...;
    /// ranks from 1 at the bottom) or the seeds' `x,y` (row from the top, column from the
    /// left, 0-based; spaces and parentheses allowed, as in `(5, 6)`).
    ///
    /// ```
    /// use tour_core::{Board, Square, SquareError};
    /// let board = Board::new(8, 30)?;
    /// assert_eq!(Square::parse("ab8", &board)?, Square::new(0, 27));
    /// assert!(matches!(Square::parse("i1", &Board::CHESS), Err(SquareError::OffBoard { .. })));
    /// assert!(matches!(Square::parse("hello", &Board::CHESS), Err(SquareError::Malformed(_))));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`SquareError::Malformed`] if `text` is neither form, [`SquareError::OffBoard`]
    /// if it names a square outside `board`.
    pub fn parse(text: &str, board: &Board) -> Result<Square, SquareError> {
        let trimmed = text.trim();
        let parsed = if trimmed.contains(',') {
            parse_seed(trimmed)
        } else {
            parse_algebraic(trimmed, board)
        };
        let Some(square) = parsed.map_err(|()| SquareError::Malformed(text.to_owned()))? else {
            return Err(SquareError::OffBoard {
                text: text.to_owned(),
                board: board.clone(),
            });
        };
        // Holes are squares of the rectangle: the solvers refuse them with their own error.
        if board.within(square) {
            Ok(square)
        } else {
            Err(SquareError::OffBoard {
                text: text.to_owned(),
                board: board.clone(),
            })
        }
    }

    /// The algebraic name on `board`: file letters then rank number, rank 1 at the bottom.
    ///
    /// ```
    /// use tour_core::{Board, Square};
    /// assert_eq!(Square::new(0, 0).algebraic(&Board::CHESS), "a8");
    /// assert_eq!(Square::new(7, 7).algebraic(&Board::CHESS), "h1");
    /// ```
    #[must_use]
    pub fn algebraic(self, board: &Board) -> String {
        let rank = u32::from(board.rows()).saturating_sub(u32::from(self.row()));
        format!("{}{}", file_name(self.col()), rank)
    }
}

/// How a sentence names squares: algebraically (`g3`, the default) or by the seeds'
/// coordinates (`5,6`), so a front end can answer in the form its user typed.
///
/// ```
/// use tour_core::{Board, Square, text::Naming};
/// let g3 = Square::new(5, 6);
/// assert_eq!(Naming::of("5,6"), Naming::Seed);
/// assert_eq!(Naming::of("g3"), Naming::Algebraic);
/// assert_eq!(Naming::Algebraic.name(g3, &Board::CHESS), "g3");
/// assert_eq!(Naming::Seed.name(g3, &Board::CHESS), "5,6");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Naming {
    /// File letters and rank number: `g3`.
    #[default]
    Algebraic,
    /// The seeds' `x,y`: row from the top, column from the left, 0-based.
    Seed,
}

impl Naming {
    /// The naming `text` is written in, as [`Square::parse`] tells the two apart: seed
    /// coordinates when it holds a comma, algebraic otherwise.
    #[must_use]
    pub fn of(text: &str) -> Naming {
        if text.contains(',') {
            Naming::Seed
        } else {
            Naming::Algebraic
        }
    }

    /// `square`'s name on `board` in this naming.
    #[must_use]
    pub fn name(self, square: Square, board: &Board) -> String {
        match self {
            Naming::Algebraic => square.algebraic(board),
            Naming::Seed => square.seed_coords(),
        }
    }

    /// The names `board`'s squares have in this naming, as a message that refuses a
    /// square states the accepted range.
    ///
    /// ```
    /// use tour_core::{Board, text::Naming};
    /// let board = Board::new(8, 30)?;
    /// assert_eq!(Naming::Algebraic.range(&board), "files run a..ad, ranks 1..8");
    /// assert_eq!(Naming::Seed.range(&board), "seed coordinates 0..7,0..29");
    /// # Ok::<(), tour_core::BoardError>(())
    /// ```
    #[must_use]
    pub fn range(self, board: &Board) -> String {
        let (rows, cols) = (board.rows(), board.cols());
        match self {
            Naming::Algebraic => format!(
                "files run {}..{}, ranks 1..{rows}",
                file_name(0),
                file_name(cols.saturating_sub(1))
            ),
            Naming::Seed => format!(
                "seed coordinates 0..{},0..{}",
                rows.saturating_sub(1),
                cols.saturating_sub(1)
            ),
        }
    }
}

/// The letters of the file at column `col`: `a`..`z`, then `aa`, `ab`, ... `az`, `ba`, ...
///
/// ```
/// use tour_core::text::file_name;
/// assert_eq!(file_name(0), "a");
/// assert_eq!(file_name(25), "z");
/// assert_eq!(file_name(26), "aa");
/// assert_eq!(file_name(999), "all");
/// ```
#[must_use]
pub fn file_name(col: u16) -> String {
    // Bijective base 26: like spreadsheet columns, there is no "zero" letter.
    let mut n = u32::from(col) + 1;
    let mut letters = Vec::new();
    while n > 0 {
        n -= 1;
        letters.push(b'a' + u8::try_from(n % 26).unwrap_or(0));
        n /= 26;
    }
    letters.reverse();
    String::from_utf8(letters).unwrap_or_default()
}

/// Column of a file name (`a` = 0), or `None` if it is not lower-case letters or too long.
fn file_index(letters: &str) -> Option<u16> {
    if letters.is_empty() || letters.len() > 3 {
        return None;
    }
    let mut n: u32 = 0;
    for b in letters.bytes() {
        if !b.is_ascii_lowercase() {
            return None;
        }
        n = n * 26 + u32::from(b - b'a') + 1;
    }
    u16::try_from(n - 1).ok()
}

/// Parses `x,y`. `Err` when malformed; `Ok(None)` when the numbers are too large to be a
/// square of any board.
fn parse_seed(text: &str) -> Result<Option<Square>, ()> {
    let inner = text
        .strip_prefix('(')
        .and_then(|t| t.strip_suffix(')'))
        .unwrap_or(text);
    let (x, y) = inner.split_once(',').ok_or(())?;
    let number = |part: &str| -> Result<Option<u16>, ()> {
        let part = part.trim();
        if part.is_empty() || !part.bytes().all(|b| b.is_ascii_digit()) {
            return Err(());
        }
        Ok(part.parse::<u16>().ok())
    };
    let (x, y) = (number(x)?, number(y)?);
    Ok(x.zip(y).map(|(x, y)| Square::new(x, y)))
}

/// Parses `g3` on `board`. `Err` when malformed; `Ok(None)` when the rank or file cannot be
/// on the board at all.
fn parse_algebraic(text: &str, board: &Board) -> Result<Option<Square>, ()> {
    let lower = text.to_ascii_lowercase();
    let split = lower.find(|c: char| c.is_ascii_digit()).ok_or(())?;
    let (letters, digits) = lower.split_at(split);
    if letters.is_empty()
        || !letters.bytes().all(|b| b.is_ascii_lowercase())
        || !digits.bytes().all(|b| b.is_ascii_digit())
    {
        return Err(());
    }
    let (Some(col), Ok(rank)) = (file_index(letters), digits.parse::<u32>()) else {
        return Ok(None);
    };
    if rank == 0 || rank > u32::from(board.rows()) {
        return Ok(None);
    }
    let row = u16::try_from(u32::from(board.rows()) - rank).map_err(|_| ())?;
    Ok(Some(Square::new(row, col)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_round_trip_over_every_column() {
        for col in 0..crate::board::MAX_SIDE {
            assert_eq!(file_index(&file_name(col)), Some(col));
        }
    }

    #[test]
    fn seed_frame_matches_seeds_md() {
        assert_eq!(Square::new(5, 6).algebraic(&Board::CHESS), "g3");
        assert_eq!(Square::new(5, 4).algebraic(&Board::CHESS), "e3");
        assert_eq!(Square::new(3, 2).algebraic(&Board::CHESS), "c5");
        assert_eq!(
            Square::parse("(5, 6)", &Board::CHESS),
            Ok(Square::new(5, 6))
        );
        assert_eq!(Square::parse(" G3 ", &Board::CHESS), Ok(Square::new(5, 6)));
    }

    #[test]
    fn bad_names_are_typed_errors() {
        for text in ["", "3", "g", "3g", "g3g", ",", "1,", "-1,2", "g-3", "ä3"] {
            assert_eq!(
                Square::parse(text, &Board::CHESS),
                Err(SquareError::Malformed(text.to_owned())),
                "{text:?}"
            );
        }
        for text in [
            "a0",
            "a9",
            "i1",
            "8,0",
            "0,8",
            "zzzz1",
            "99999999,1",
            "a99999999999",
        ] {
            assert!(
                matches!(
                    Square::parse(text, &Board::CHESS),
                    Err(SquareError::OffBoard { .. })
                ),
                "{text:?}"
            );
        }
    }
}
