//! Puzzle codes: a puzzle (board, holes, piece, open or closed, clues) as a short text of
//! URL-safe characters, for links, and back.
//!
//! The code is a bit string written six bits to a character in the URL-safe base64
//! alphabet (`A-Z a-z 0-9 - _`), then two characters of checksum:
//!
//! | bits | field |
//! |---|---|
//! | 3 | format version (1) |
//! | 4 + 4 | rows - 1, columns - 1 |
//! | 1 | closed |
//! | 1 | the knight; if 0, then 3 + 3 bits: the leaper's two steps |
//! | 1 | holes; if 1, one bit per square of the rectangle, row by row |
//! | one per square | whether the square (holes skipped) has a clue |
//! | per clue | its number less one, in as many bits as the largest number needs |
//!
//! then zeros to a whole character. The checksum (12 bits) catches a mistyped or
//! swapped character and a cut-off link.

use std::fmt;

use crate::board::{Board, BoardError};
use crate::leaper::{Leaper, LeaperError};
use crate::route::TourKind;

use super::{Clue, Puzzle, PuzzleError};

/// The characters of a code, each standing for six bits.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The format this version writes and reads.
const VERSION: u32 = 1;

/// Why a puzzle code was refused.
///
/// ```
/// use tour_core::puzzle::{CodeError, Puzzle};
/// assert_eq!(Puzzle::from_code(""), Err(CodeError::Empty));
/// assert!(matches!(Puzzle::from_code("AB*D"), Err(CodeError::BadCharacter { position: 3, character: '*' })));
/// assert_eq!(Puzzle::from_code("ABCDEF"), Err(CodeError::Checksum));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum CodeError {
    /// The code is empty.
    Empty,
    /// A character outside `A-Z a-z 0-9 - _`.
    BadCharacter {
        /// Its position, from 1.
        position: usize,
        /// The character.
        character: char,
    },
    /// The checksum does not match: a character was mistyped or the code cut short.
    Checksum,
    /// The code ends before the puzzle does.
    Truncated,
    /// Characters left over after the puzzle.
    TrailingData,
    /// A format version this build does not read.
    UnknownVersion {
        /// The version found.
        version: u32,
    },
    /// The board described is not a board (every square a hole).
    Board(BoardError),
    /// The piece described is not a leaper.
    Leaper(LeaperError),
    /// The puzzle described is refused: too large a board, or a clue out of range.
    Puzzle(PuzzleError),
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("puzzle code: ")?;
        match self {
            Self::Empty => f.write_str("the code is empty"),
            Self::BadCharacter {
                position,
                character,
            } => write!(
                f,
                "character {position} ({character:?}) is not one of A-Z, a-z, 0-9, - and _"
            ),
            Self::Checksum => f.write_str(
                "the checksum does not match: a character is mistyped or the code is cut short",
            ),
            Self::Truncated => f.write_str("the code ends before the puzzle does"),
            Self::TrailingData => f.write_str("characters are left over after the puzzle"),
            Self::UnknownVersion { version } => write!(
                f,
                "format version {version} is not known (this version reads {VERSION})"
            ),
            Self::Board(error) => error.fmt(f),
            Self::Leaper(error) => error.fmt(f),
            Self::Puzzle(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for CodeError {}

/// Bits written most significant first.
#[derive(Default)]
struct Writer {
    bits: Vec<bool>,
}

impl Writer {
    fn put(&mut self, value: u32, width: u32) {
        for shift in (0..width).rev() {
            self.bits.push((value >> shift) & 1 == 1);
        }
    }

    /// The bits as characters, padded with zeros, then the checksum.
    fn finish(self) -> String {
        let symbols: Vec<u8> = self
            .bits
            .chunks(6)
            .map(|chunk| {
                (0..6).fold(0u8, |value, i| {
                    (value << 1) | u8::from(chunk.get(i).copied().unwrap_or(false))
                })
            })
            .collect();
        let check = checksum(&symbols);
        symbols
            .iter()
            .chain(&[(check >> 6) as u8, (check & 63) as u8])
            .map(|&symbol| char::from(ALPHABET[usize::from(symbol)]))
            .collect()
    }
}

/// Reads bits most significant first.
struct Reader {
    bits: Vec<bool>,
    at: usize,
}

impl Reader {
    fn take(&mut self, width: u32) -> Result<u32, CodeError> {
        let mut value = 0;
        for _ in 0..width {
            let bit = *self.bits.get(self.at).ok_or(CodeError::Truncated)?;
            self.at += 1;
            value = (value << 1) | u32::from(bit);
        }
        Ok(value)
    }

    fn flag(&mut self) -> Result<bool, CodeError> {
        Ok(self.take(1)? == 1)
    }
}

/// The 12-bit checksum of the payload's symbols: a multiplier that is odd (so every
/// changed symbol changes it) and far from 1 (so two swapped symbols do too).
fn checksum(symbols: &[u8]) -> u32 {
    symbols.iter().fold(0u32, |sum, &symbol| {
        (sum * 67 + u32::from(symbol) + 1) % 4096
    })
}

/// Bits needed to write `0..count`.
fn width(count: u16) -> u32 {
    u32::from(count.max(1) - 1)
        .checked_ilog2()
        .map_or(0, |log| log + 1)
}

/// A code's symbols without its checksum, once its characters and checksum are right.
fn payload(code: &str) -> Result<Vec<u8>, CodeError> {
    let code = code.trim();
    if code.is_empty() {
        return Err(CodeError::Empty);
    }
    let mut symbols = Vec::with_capacity(code.len());
    for (index, character) in code.chars().enumerate() {
        let symbol = ALPHABET
            .iter()
            .position(|&c| char::from(c) == character)
            .ok_or(CodeError::BadCharacter {
                position: index + 1,
                character,
            })?;
        symbols.push(symbol as u8);
    }
    if symbols.len() < 3 {
        return Err(CodeError::Truncated);
    }
    let (payload, check) = symbols.split_at(symbols.len() - 2);
    if checksum(payload) != (u32::from(check[0]) << 6) | u32::from(check[1]) {
        return Err(CodeError::Checksum);
    }
    symbols.truncate(symbols.len() - 2);
    Ok(symbols)
}

/// Whether `code` reads as a puzzle code: its characters and its checksum, which catch
/// a mistyped or cut-off code, without reading the puzzle back (what a front end checks
/// at once; [`Puzzle::from_code`] reads the rest).
///
/// ```
/// use tour_core::{Board, Square, TourKind, puzzle::{Clue, CodeError, Puzzle, check_code}};
/// let code = Puzzle::new(Board::new(5, 5)?, TourKind::Open, [Clue::new(Square::new(0, 0), 1)])?.code();
/// assert_eq!(check_code(&code), Ok(()));
/// assert_eq!(check_code("not a code"), Err(CodeError::BadCharacter { position: 4, character: ' ' }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// The [`CodeError`] [`Puzzle::from_code`] gives for the same characters and checksum.
pub fn check_code(code: &str) -> Result<(), CodeError> {
    payload(code).map(|_| ())
}

impl Puzzle {
    /// The puzzle as a short code of URL-safe characters (see [`Puzzle::from_code`]).
    ///
    /// ```
    /// use tour_core::{Board, Square, TourKind, puzzle::{Clue, Puzzle}};
    /// let puzzle = Puzzle::new(Board::new(5, 5)?, TourKind::Open, [Clue::new(Square::new(0, 0), 1)])?;
    /// let code = puzzle.code();
    /// assert!(code.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
    /// assert_eq!(Puzzle::from_code(&code)?, puzzle);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn code(&self) -> String {
        let board = self.board();
        let mut out = Writer::default();
        out.put(VERSION, 3);
        out.put(u32::from(board.rows() - 1), 4);
        out.put(u32::from(board.cols() - 1), 4);
        out.put(u32::from(self.is_closed()), 1);
        let leaper = board.leaper();
        out.put(u32::from(leaper.is_knight()), 1);
        if !leaper.is_knight() {
            out.put(u32::from(leaper.p()), 3);
            out.put(u32::from(leaper.q()), 3);
        }
        out.put(u32::from(board.hole_count() > 0), 1);
        if board.hole_count() > 0 {
            for square in board.cells() {
                out.put(u32::from(board.is_hole(square)), 1);
            }
        }
        let numbers: Vec<Option<u16>> = board
            .squares()
            .map(|square| self.number_at(square))
            .collect();
        for number in &numbers {
            out.put(u32::from(number.is_some()), 1);
        }
        let bits = width(self.numbers());
        for number in numbers.into_iter().flatten() {
            out.put(u32::from(number - 1), bits);
        }
        out.finish()
    }

    /// Reads a code written by [`Puzzle::code`].
    ///
    /// ```
    /// use tour_core::puzzle::{CodeError, Puzzle, PuzzleError};
    /// // The start of a code for a 13 x 8 board: refused, with the range.
    /// let error = Puzzle::from_code("OOAr1").unwrap_err();
    /// assert!(matches!(error, CodeError::Puzzle(PuzzleError::BoardTooLarge { rows: 13, cols: 8 })));
    /// ```
    ///
    /// # Errors
    /// A [`CodeError`] naming what is wrong: an empty code, a character outside the
    /// alphabet (and where), a checksum that does not match, a code too short or too
    /// long, an unknown version, or a board, piece or clue the puzzle refuses.
    pub fn from_code(code: &str) -> Result<Puzzle, CodeError> {
        let payload = payload(code)?;
        let bits = payload
            .iter()
            .flat_map(|&symbol| (0..6).rev().map(move |shift| (symbol >> shift) & 1 == 1))
            .collect();
        let mut input = Reader { bits, at: 0 };
        let puzzle = read(&mut input)?;
        // Only the zeros that fill the last character may follow.
        let rest = &input.bits[input.at..];
        if rest.len() >= 6 || rest.iter().any(|&bit| bit) {
            return Err(CodeError::TrailingData);
        }
        Ok(puzzle)
    }
}

/// The puzzle's fields, in the order [`Puzzle::code`] writes them.
fn read(input: &mut Reader) -> Result<Puzzle, CodeError> {
    let version = input.take(3)?;
    if version != VERSION {
        return Err(CodeError::UnknownVersion { version });
    }
    let rows = input.take(4)? as u16 + 1;
    let cols = input.take(4)? as u16 + 1;
    let closed = input.flag()?;
    let mut board = Board::new(rows, cols).map_err(CodeError::Board)?;
    super::check_size(&board).map_err(CodeError::Puzzle)?;
    if !input.flag()? {
        let (p, q) = (input.take(3)? as u8, input.take(3)? as u8);
        board = board.with_leaper(Leaper::new(p, q).map_err(CodeError::Leaper)?);
    }
    if input.flag()? {
        let mut holes = Vec::new();
        for square in board.cells() {
            if input.flag()? {
                holes.push(square);
            }
        }
        board = board.with_holes(holes).map_err(CodeError::Board)?;
    }
    let mut clued = Vec::new();
    for square in board.squares() {
        if input.flag()? {
            clued.push(square);
        }
    }
    let numbers = u16::try_from(board.square_count()).unwrap_or(u16::MAX);
    let bits = width(numbers);
    let mut clues = Vec::with_capacity(clued.len());
    for square in clued {
        let number = input.take(bits)? as u16 + 1;
        clues.push(Clue::new(square, number));
    }
    Puzzle::new(board, TourKind::closed(closed), clues).map_err(CodeError::Puzzle)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::square::Square;

    #[test]
    fn widths_fit_the_largest_number() {
        assert_eq!(
            [
                width(1),
                width(2),
                width(25),
                width(64),
                width(65),
                width(144)
            ],
            [0, 1, 5, 6, 7, 8]
        );
    }

    #[test]
    fn every_field_round_trips() {
        let board = Board::new(7, 9)
            .unwrap()
            .with_holes([Square::new(3, 4), Square::new(0, 8)])
            .unwrap()
            .with_leaper(Leaper::ZEBRA);
        let clues = [
            Clue::new(Square::new(6, 0), 61),
            Clue::new(Square::new(0, 0), 1),
        ];
        let puzzle = Puzzle::new(board, TourKind::Closed, clues).unwrap();
        assert_eq!(Puzzle::from_code(&puzzle.code()), Ok(puzzle));
    }

    #[test]
    fn a_changed_or_swapped_character_is_caught() {
        let puzzle = Puzzle::new(
            Board::CHESS,
            TourKind::Open,
            [Clue::new(Square::new(2, 2), 17)],
        )
        .unwrap();
        let code = puzzle.code();
        let mut changed: Vec<char> = code.chars().collect();
        changed[3] = if changed[3] == 'A' { 'B' } else { 'A' };
        let changed: String = changed.into_iter().collect();
        assert_eq!(Puzzle::from_code(&changed), Err(CodeError::Checksum));
        let mut swapped: Vec<char> = code.chars().collect();
        let at = (0..swapped.len() - 1)
            .find(|&i| swapped[i] != swapped[i + 1])
            .unwrap();
        swapped.swap(at, at + 1);
        let swapped: String = swapped.into_iter().collect();
        assert_eq!(Puzzle::from_code(&swapped), Err(CodeError::Checksum));
        assert_eq!(
            Puzzle::from_code(&code[..code.len() - 1]),
            Err(CodeError::Checksum)
        );
    }

    #[test]
    fn typed_errors_name_the_problem() {
        let mut out = Writer::default();
        out.put(2, 3);
        out.put(0, 20);
        assert_eq!(
            Puzzle::from_code(&out.finish()),
            Err(CodeError::UnknownVersion { version: 2 })
        );
        let mut out = Writer::default();
        out.put(VERSION, 3);
        out.put(7, 4);
        out.put(7, 4);
        assert_eq!(Puzzle::from_code(&out.finish()), Err(CodeError::Truncated));
        let mut out = Writer::default();
        out.put(VERSION, 3);
        out.put(12, 4);
        out.put(7, 4);
        out.put(0, 3);
        assert_eq!(out.finish(), "OOAr1");
        let puzzle = Puzzle::new(
            Board::new(5, 5).unwrap(),
            TourKind::Open,
            [Clue::new(Square::new(0, 0), 1)],
        )
        .unwrap();
        let mut longer = puzzle.code();
        longer.truncate(longer.len() - 2);
        longer.push('A');
        let payload: Vec<u8> = longer
            .bytes()
            .map(|b| ALPHABET.iter().position(|&c| c == b).unwrap() as u8)
            .collect();
        let check = checksum(&payload);
        longer.push(char::from(ALPHABET[(check >> 6) as usize]));
        longer.push(char::from(ALPHABET[(check & 63) as usize]));
        assert_eq!(Puzzle::from_code(&longer), Err(CodeError::TrailingData));
    }
}
