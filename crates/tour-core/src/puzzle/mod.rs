//! Knight's tour puzzles: a board, open or closed, and clues (squares with their number
//! in the tour); the solver fills in the rest.
//!
//! * [`Puzzle`] holds a puzzle and checks its clues; [`Puzzle::code`] and
//!   [`Puzzle::from_code`] turn it into a short text for links and back.
//! * [`SolutionCounter`] proves a puzzle has exactly one solution: an exact completion
//!   search that stops at the second.
//! * [`Reasoner`] solves the way a person does, one [`Deduction`] at a time, guessing only
//!   where deduction stops (and counting the guesses); [`grade`] gives the [`Level`].
//! * [`Generator`] makes a puzzle of a level from a seed: a tour, then clues removed in
//!   the seed's order while the solution stays unique and the level holds.
//! * [`check`] names the rules a student's fill-in breaks ([`Problem`]), without the
//!   solution.
//!
//! Every long computation is a resumable stepper returning [`Progress`](crate::Progress),
//! so a browser can run it in slices and cancel it by dropping it. Nothing here reads a
//! clock or the platform: a seed gives the same puzzle everywhere.

mod bits;
mod cells;
mod check;
mod code;
mod count;
#[cfg(test)]
mod fixtures;
mod generate;
mod grid;
mod reason;
mod text;

use std::fmt;

use crate::board::Board;
use crate::names::file_name;
use crate::route::{TourKind, validate_tour};
use crate::square::Square;

pub use check::{Problem, check};
pub use code::{CodeError, check_code};
pub use count::{SearchOrder, SolutionCounter, Solutions, count_solutions};
pub use generate::{
    GenerateError, Generated, Generator, MAX_ATTEMPTS, MAX_GUESSES, generate_puzzle,
};
pub use reason::{
    Conclusion, Deduction, DeductionText, Grade, Reach, Reasoner, Reasoning, ReasoningEnd, Starved,
    grade, hint,
};
pub use text::{BLANK_MARK, puzzle_board};

/// The most rows or columns a puzzle board may have: 12, so a puzzle fits a printed page
/// and every number has at most three digits.
///
/// ```
/// use tour_core::{Board, Square, TourKind, puzzle::{Clue, Puzzle, MAX_PUZZLE_SIDE}};
/// let side = Board::new(MAX_PUZZLE_SIDE, MAX_PUZZLE_SIDE)?;
/// assert!(Puzzle::new(side, TourKind::Open, [Clue::new(Square::new(0, 0), 1)]).is_ok());
/// # Ok::<(), tour_core::BoardError>(())
/// ```
pub const MAX_PUZZLE_SIDE: u16 = 12;

/// A square with its number in the tour (1 for the first square).
///
/// ```
/// use tour_core::{Square, puzzle::Clue};
/// let clue = Clue::new(Square::new(5, 2), 17);
/// assert_eq!((clue.square, clue.number), (Square::new(5, 2), 17));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Clue {
    /// The square.
    pub square: Square,
    /// Its number in the tour, from 1.
    pub number: u16,
}

impl Clue {
    /// `number` on `square`.
    #[must_use]
    pub const fn new(square: Square, number: u16) -> Clue {
        Clue { square, number }
    }
}

/// A knight's tour puzzle: a board (holes and piece included), open or closed, and its
/// clues, sorted by number.
///
/// ```
/// use tour_core::{Board, Square, TourKind, puzzle::{Clue, Puzzle}};
/// let clues = [Clue::new(Square::new(0, 0), 1), Clue::new(Square::new(2, 1), 2)];
/// let puzzle = Puzzle::new(Board::new(5, 5)?, TourKind::Open, clues)?;
/// assert_eq!(puzzle.numbers(), 25);
/// assert_eq!(puzzle.number_at(Square::new(2, 1)), Some(2));
/// assert_eq!(puzzle.clues().len(), 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    board: Board,
    kind: TourKind,
    clues: Vec<Clue>,
}

impl Puzzle {
    /// A puzzle on `board` (at most [`MAX_PUZZLE_SIDE`] a side) with these clues.
    ///
    /// ```
    /// use tour_core::{Board, Square, TourKind, puzzle::{Clue, Puzzle, PuzzleError}};
    /// let board = Board::new(5, 5)?;
    /// let twice = [Clue::new(Square::new(0, 0), 1), Clue::new(Square::new(0, 0), 3)];
    /// assert!(matches!(
    ///     Puzzle::new(board.clone(), TourKind::Open, twice),
    ///     Err(PuzzleError::RepeatedSquare { .. })
    /// ));
    /// let too_big = [Clue::new(Square::new(0, 0), 26)];
    /// assert!(matches!(
    ///     Puzzle::new(board, TourKind::Open, too_big),
    ///     Err(PuzzleError::NumberOutOfRange { max: 25, .. })
    /// ));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`PuzzleError::BoardTooLarge`] for a side above [`MAX_PUZZLE_SIDE`],
    /// [`PuzzleError::NoClues`] for no clues, and for a clue off the board, on a hole,
    /// with a number outside `1..=square_count`, or repeating a square or a number, the
    /// error naming it.
    pub fn new(
        board: Board,
        kind: TourKind,
        clues: impl IntoIterator<Item = Clue>,
    ) -> Result<Puzzle, PuzzleError> {
        check_size(&board)?;
        let rows = board.rows();
        let max = board_numbers(&board);
        let mut clues: Vec<Clue> = clues.into_iter().collect();
        if clues.is_empty() {
            return Err(PuzzleError::NoClues);
        }
        for clue in &clues {
            let square = clue.square;
            if !board.within(square) {
                return Err(PuzzleError::ClueOffBoard { square, rows });
            }
            if board.is_hole(square) {
                return Err(PuzzleError::ClueOnHole { square, rows });
            }
            if clue.number == 0 || clue.number > max {
                return Err(PuzzleError::NumberOutOfRange {
                    square,
                    rows,
                    number: clue.number,
                    max,
                });
            }
        }
        clues.sort_by_key(|clue| (clue.square.row(), clue.square.col()));
        if let Some(pair) = clues
            .windows(2)
            .find(|pair| pair[0].square == pair[1].square)
        {
            return Err(PuzzleError::RepeatedSquare {
                square: pair[0].square,
                rows,
            });
        }
        clues.sort_by_key(|clue| clue.number);
        if let Some(pair) = clues
            .windows(2)
            .find(|pair| pair[0].number == pair[1].number)
        {
            return Err(PuzzleError::RepeatedNumber {
                number: pair[0].number,
            });
        }
        Ok(Puzzle { board, kind, clues })
    }

    /// The board, its holes and its piece.
    ///
    /// ```
    /// use tour_core::{Board, Square, TourKind, puzzle::{Clue, Puzzle}};
    /// let puzzle = Puzzle::new(Board::new(6, 5)?, TourKind::Closed, [Clue::new(Square::new(0, 0), 30)])?;
    /// assert_eq!(puzzle.board().to_string(), "6x5");
    /// assert!(puzzle.is_closed() && puzzle.kind() == TourKind::Closed);
    /// assert_eq!(puzzle.clues(), [Clue::new(Square::new(0, 0), 30)]);
    /// assert_eq!((puzzle.numbers(), puzzle.number_at(Square::new(0, 1))), (30, None));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Open (any tour) or closed (the last square a move from the first).
    #[must_use]
    pub fn kind(&self) -> TourKind {
        self.kind
    }

    /// Whether the tour must be closed.
    #[must_use]
    pub fn is_closed(&self) -> bool {
        self.kind == TourKind::Closed
    }

    /// The clues, by number.
    #[must_use]
    pub fn clues(&self) -> &[Clue] {
        &self.clues
    }

    /// The largest number, the board's square count: the tour numbers `1..=numbers()`.
    #[must_use]
    pub fn numbers(&self) -> u16 {
        board_numbers(&self.board)
    }

    /// The clue's number on `square`, if it has one.
    #[must_use]
    pub fn number_at(&self, square: Square) -> Option<u16> {
        self.clues
            .iter()
            .find(|clue| clue.square == square)
            .map(|clue| clue.number)
    }

    /// The same puzzle with more clues: a student's entries, for example, so that the
    /// [`Reasoner`] gives the next hint from where the student stands.
    ///
    /// ```
    /// use tour_core::{Board, Square, TourKind, puzzle::{Clue, Puzzle}};
    /// let puzzle = Puzzle::new(Board::new(5, 5)?, TourKind::Open, [Clue::new(Square::new(0, 0), 1)])?;
    /// let more = puzzle.with_clues([Clue::new(Square::new(1, 2), 2)])?;
    /// assert_eq!(more.clues().len(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// Those of [`Puzzle::new`] for the clues together.
    pub fn with_clues(&self, more: impl IntoIterator<Item = Clue>) -> Result<Puzzle, PuzzleError> {
        let clues = self.clues.iter().copied().chain(more);
        Puzzle::new(self.board.clone(), self.kind, clues)
    }

    /// Whether `squares` (in tour order) solves the puzzle: a tour of the board, closed if
    /// the puzzle is, with every clue's square at its number.
    ///
    /// ```
    /// use tour_core::{Algorithm, Board, MoveOrder, Square, TourKind, puzzle::{Clue, Puzzle}};
    /// let board = Board::new(5, 5)?;
    /// let run = Algorithm::Warnsdorff.solve(board.clone(), Square::new(0, 0), MoveOrder::GOSSIP)?;
    /// let tour = run.path();
    /// let right = Puzzle::new(board.clone(), TourKind::Open, [Clue::new(tour[9], 10)])?;
    /// assert!(right.is_solution(tour));
    /// let wrong = Puzzle::new(board, TourKind::Open, [Clue::new(tour[9], 11)])?;
    /// assert!(!wrong.is_solution(tour));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn is_solution(&self, squares: &[Square]) -> bool {
        let Ok(kind) = validate_tour(&self.board, squares) else {
            return false;
        };
        if self.is_closed() && kind != TourKind::Closed {
            return false;
        }
        self.clues
            .iter()
            .all(|clue| squares.get(usize::from(clue.number) - 1) == Some(&clue.square))
    }
}

/// The numbers of a board of at most 144 squares.
fn board_numbers(board: &Board) -> u16 {
    u16::try_from(board.square_count()).unwrap_or(u16::MAX)
}

/// Refuses a board with a side above [`MAX_PUZZLE_SIDE`].
fn check_size(board: &Board) -> Result<(), PuzzleError> {
    if board.rows() > MAX_PUZZLE_SIDE || board.cols() > MAX_PUZZLE_SIDE {
        return Err(PuzzleError::BoardTooLarge {
            rows: board.rows(),
            cols: board.cols(),
        });
    }
    Ok(())
}

/// The algebraic name of `square` on a board of `rows` rows, or its seed coordinates
/// when it lies outside.
fn name(square: Square, rows: u16) -> String {
    if square.row() < rows {
        format!("{}{}", file_name(square.col()), rows - square.row())
    } else {
        square.seed_coords()
    }
}

/// Why a puzzle was refused.
///
/// ```
/// use tour_core::{Board, TourKind, puzzle::{Puzzle, PuzzleError}};
/// let error = Puzzle::new(Board::new(13, 8)?, TourKind::Open, []).unwrap_err();
/// assert_eq!(error, PuzzleError::BoardTooLarge { rows: 13, cols: 8 });
/// assert_eq!(error.to_string(), "puzzle boards have 1 to 12 rows and columns; 13x8 is too large");
/// # Ok::<(), tour_core::BoardError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PuzzleError {
    /// A side above [`MAX_PUZZLE_SIDE`].
    BoardTooLarge {
        /// Rows asked for.
        rows: u16,
        /// Columns asked for.
        cols: u16,
    },
    /// A puzzle needs at least one clue.
    NoClues,
    /// A clue's square lies outside the rectangle.
    ClueOffBoard {
        /// The square.
        square: Square,
        /// The board's rows, to name it.
        rows: u16,
    },
    /// A clue's square is a hole.
    ClueOnHole {
        /// The square.
        square: Square,
        /// The board's rows, to name it.
        rows: u16,
    },
    /// A clue's number is 0 or above the board's square count.
    NumberOutOfRange {
        /// The clue's square.
        square: Square,
        /// The board's rows, to name it.
        rows: u16,
        /// The number given.
        number: u16,
        /// The largest number (the board's square count).
        max: u16,
    },
    /// Two clues on one square.
    RepeatedSquare {
        /// The square.
        square: Square,
        /// The board's rows, to name it.
        rows: u16,
    },
    /// Two clues with one number.
    RepeatedNumber {
        /// The number.
        number: u16,
    },
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::BoardTooLarge { rows, cols } => write!(
                f,
                "puzzle boards have 1 to {MAX_PUZZLE_SIDE} rows and columns; {rows}x{cols} is too large"
            ),
            Self::NoClues => f.write_str("a puzzle needs at least one clue"),
            Self::ClueOffBoard { square, rows } => {
                write!(f, "clue square {} is not on the board", name(square, rows))
            }
            Self::ClueOnHole { square, rows } => write!(
                f,
                "clue square {} is a hole (a removed square)",
                name(square, rows)
            ),
            Self::NumberOutOfRange {
                square,
                rows,
                number,
                max,
            } => write!(
                f,
                "clue {number} on {} is outside the tour's numbers 1 to {max}",
                name(square, rows)
            ),
            Self::RepeatedSquare { square, rows } => {
                write!(f, "square {} has two clues", name(square, rows))
            }
            Self::RepeatedNumber { number } => write!(f, "number {number} is given twice"),
        }
    }
}

impl std::error::Error for PuzzleError {}

/// How hard a puzzle is, by what the [`Reasoner`] needs to solve it.
///
/// ```
/// use tour_core::puzzle::Level;
/// assert_eq!(Level::named("Medium"), Ok(Level::Medium));
/// assert_eq!(Level::Hard.id(), "hard");
/// assert!(Level::named("expert").unwrap_err().to_string().contains("easy, medium or hard"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Level {
    /// Solved by the first two deductions alone ([`Deduction::Between`],
    /// [`Deduction::OnlyNeighbour`]): what the board shows, no pencil marks.
    Easy,
    /// Solved by all the named deductions, without a guess.
    Medium,
    /// Needs at least one guess (the solution is still unique).
    Hard,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// `"easy"`, `"medium"` or `"hard"`: the CLI's `--level` and the links' value.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Easy => "easy",
            Self::Medium => "medium",
            Self::Hard => "hard",
        }
    }

    /// The level with this ID (case and surrounding spaces ignored).
    ///
    /// # Errors
    /// [`UnknownLevel`], whose message lists the levels.
    pub fn named(id: &str) -> Result<Level, UnknownLevel> {
        let wanted = id.trim();
        Self::ALL
            .into_iter()
            .find(|level| level.id().eq_ignore_ascii_case(wanted))
            .ok_or_else(|| UnknownLevel(id.to_owned()))
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl std::str::FromStr for Level {
    type Err = UnknownLevel;

    /// [`Level::named`].
    fn from_str(text: &str) -> Result<Level, UnknownLevel> {
        Level::named(text)
    }
}

/// A level name that is none of [`Level::ALL`]; the text as given.
///
/// ```
/// let error = tour_core::puzzle::Level::named("expert").unwrap_err();
/// assert_eq!(error.to_string(), "unknown level \"expert\": choose easy, medium or hard");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel(String);

impl UnknownLevel {
    /// The text that named no level, as given.
    ///
    /// ```
    /// let error = "expert".parse::<tour_core::puzzle::Level>().unwrap_err();
    /// assert_eq!(error.text(), "expert");
    /// ```
    #[must_use]
    pub fn text(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown level \"{}\": choose easy, medium or hard",
            self.0
        )
    }
}

impl std::error::Error for UnknownLevel {}
