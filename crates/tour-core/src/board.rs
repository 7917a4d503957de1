//! The board: its size, its removed squares, the piece that tours it, and the moves that
//! stay on it.

use std::fmt;
use std::sync::Arc;

use crate::leaper::Leaper;
use crate::moves::{MoveOrder, Offset};
use crate::square::Square;

/// The smallest number of rows or columns a board may have.
pub const MIN_SIDE: u16 = 1;

/// The largest number of rows or columns a board may have.
///
/// A 1000 x 1000 board has a million squares; tours of that size are still built in
/// milliseconds, and algebraic names stay short (column 1000 is `all`).
pub const MAX_SIDE: u16 = 1000;

/// A board of `rows` x `cols` squares, less any removed squares (holes), and the
/// [`Leaper`] that tours it (the knight unless another is chosen).
///
/// Rows are counted from the top of the page (row 0 is the top rank) and columns from
/// the left, the frame every seed text uses. A `Board` always has a size within
/// [`MIN_SIDE`]`..=`[`MAX_SIDE`] on both sides and at least one square left. The piece
/// belongs to the board because every question the crate answers (which squares are
/// linked, which route is a tour) depends on both. Cloning is cheap: the holes are shared.
///
/// ```
/// use tour_core::{Board, Leaper, Square};
///
/// let board = Board::new(8, 8)?;
/// assert_eq!(board.area(), 64);
/// assert!(Board::new(0, 8).is_err());
///
/// let ring = board.with_holes([Square::new(3, 3), Square::new(3, 4)])?.with_leaper(Leaper::ZEBRA);
/// assert_eq!((ring.area(), ring.square_count()), (64, 62));
/// assert!(ring.is_hole(Square::new(3, 4)) && !ring.contains(Square::new(3, 4)));
/// # Ok::<(), tour_core::BoardError>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(into = "wire::BoardParts", try_from = "wire::BoardParts")
)]
pub struct Board {
    rows: u16,
    cols: u16,
    // Holes and the piece: a plain board (the whole rectangle, the knight) shares one
    // constant shape, so it costs little to clone or compare.
    shape: Shape,
}

/// The piece and the removed squares of a board.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Shape {
    leaper: Leaper,
    holes: Option<Holes>,
}

impl Shape {
    const PLAIN: Shape = Shape {
        leaper: Leaper::KNIGHT,
        holes: None,
    };
}

/// The removed squares: one bit per square by dense index, and how many bits are set.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Holes {
    bits: Arc<[u64]>,
    count: usize,
}

impl fmt::Debug for Board {
    /// The size, the piece and the number of holes; never a bit per square.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Board")
            .field("rows", &self.rows)
            .field("cols", &self.cols)
            .field("leaper", &self.leaper())
            .field("holes", &self.hole_count())
            .finish()
    }
}

/// One of a board's two dimensions, as [`BoardError::SideOutOfRange`] names it.
///
/// ```
/// use tour_core::{Board, BoardError, board::Side};
/// let Err(BoardError::SideOutOfRange { side, value }) = Board::new(8, 1001) else {
///     panic!("1001 columns are too many");
/// };
/// assert_eq!((side, value), (Side::Columns, 1001));
/// assert_eq!(side.to_string(), "columns");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Side {
    /// The number of rows (ranks), the first number of `RxC`.
    Rows,
    /// The number of columns (files), the second number of `RxC`.
    Columns,
}

impl Side {
    /// `"rows"` or `"columns"`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Rows => "rows",
            Self::Columns => "columns",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why a board size was refused.
// Exhaustive on purpose, unlike the crate's other errors: the app words each variant
// in three languages, and a variant it has no words for must stop it compiling.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum BoardError {
    /// A side is outside [`MIN_SIDE`]`..=`[`MAX_SIDE`].
    SideOutOfRange {
        /// Which side.
        side: Side,
        /// The value that was given.
        value: u64,
    },
    /// The text is not of the form `RxC` (for example `8x8` or `9x10`).
    Malformed(String),
    /// A hole names a square outside the rectangle.
    HoleOffBoard {
        /// The square.
        square: Square,
        /// The rectangle's rows and columns, to name the square and the range.
        size: (u16, u16),
    },
    /// Every square is a hole.
    NoSquaresLeft,
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::SideOutOfRange { side, value } => write!(
                f,
                "board {side} must be between {MIN_SIDE} and {MAX_SIDE}, got {value}"
            ),
            Self::Malformed(text) => write!(
                f,
                "board size \"{text}\" is not ROWSxCOLS (for example 8x8 or 9x10); \
                 each side between {MIN_SIDE} and {MAX_SIDE}"
            ),
            Self::HoleOffBoard { square, size } => write!(
                f,
                "hole {} is not on the {}x{} board (rows 0..{}, columns 0..{})",
                square.seed_coords(),
                size.0,
                size.1,
                size.0.saturating_sub(1),
                size.1.saturating_sub(1)
            ),
            Self::NoSquaresLeft => {
                f.write_str("every square is a hole; a board needs at least one")
            }
        }
    }
}

impl std::error::Error for BoardError {}

impl Board {
    /// The standard 8 x 8 chessboard.
    pub const CHESS: Board = Board::full(8, 8);

    /// A board of `rows` x `cols`, each between [`MIN_SIDE`] and [`MAX_SIDE`].
    ///
    /// ```
    /// use tour_core::{Board, BoardError, board::Side};
    ///
    /// assert_eq!(Board::new(9, 10)?.cols(), 10);
    /// assert!(matches!(Board::new(8, 1001), Err(BoardError::SideOutOfRange { side: Side::Columns, .. })));
    /// # Ok::<(), BoardError>(())
    /// ```
    ///
    /// # Errors
    /// [`BoardError::SideOutOfRange`] if a side is outside [`MIN_SIDE`]`..=`[`MAX_SIDE`].
    pub fn new(rows: u16, cols: u16) -> Result<Board, BoardError> {
        Self::check_side(Side::Rows, u64::from(rows))?;
        Self::check_side(Side::Columns, u64::from(cols))?;
        Ok(Self::full(rows, cols))
    }

    const fn full(rows: u16, cols: u16) -> Board {
        Board {
            rows,
            cols,
            shape: Shape::PLAIN,
        }
    }

    /// The same board toured by `leaper`.
    ///
    /// ```
    /// use tour_core::{Board, Leaper};
    /// assert_eq!(Board::CHESS.with_leaper(Leaper::CAMEL).leaper(), Leaper::CAMEL);
    /// ```
    #[must_use]
    pub fn with_leaper(mut self, leaper: Leaper) -> Board {
        self.shape.leaper = leaper;
        self
    }

    /// The same rectangle with exactly these squares removed (repeats are harmless; an
    /// empty list gives the full rectangle).
    ///
    /// # Errors
    /// [`BoardError::HoleOffBoard`] for a square outside the rectangle,
    /// [`BoardError::NoSquaresLeft`] when every square would be removed.
    ///
    /// ```
    /// use tour_core::{Board, BoardError, Square};
    /// let board = Board::new(2, 2)?;
    /// assert_eq!(board.clone().with_holes([Square::new(0, 0)])?.square_count(), 3);
    /// assert!(matches!(board.with_holes([Square::new(2, 0)]), Err(BoardError::HoleOffBoard { .. })));
    /// # Ok::<(), BoardError>(())
    /// ```
    pub fn with_holes(
        mut self,
        holes: impl IntoIterator<Item = Square>,
    ) -> Result<Board, BoardError> {
        let mut bits = vec![0u64; self.area().div_ceil(64)];
        let mut count = 0;
        for square in holes {
            let index = self.index(square).ok_or(BoardError::HoleOffBoard {
                square,
                size: (self.rows, self.cols),
            })?;
            let (word, bit) = (index / 64, 1u64 << (index % 64));
            if bits[word] & bit == 0 {
                bits[word] |= bit;
                count += 1;
            }
        }
        if count == self.area() {
            return Err(BoardError::NoSquaresLeft);
        }
        self.shape.holes = (count > 0).then(|| Holes {
            bits: bits.into(),
            count,
        });
        Ok(self)
    }

    /// The piece that tours this board.
    #[must_use]
    pub fn leaper(&self) -> Leaper {
        self.shape.leaper
    }

    /// Whether `square` is inside the rectangle and removed.
    #[must_use]
    pub fn is_hole(&self, square: Square) -> bool {
        if let (Some(holes), Some(index)) = (&self.shape.holes, self.index(square)) {
            return holes.bits[index / 64] & (1u64 << (index % 64)) != 0;
        }
        let _ = square;
        false
    }

    /// How many squares are removed.
    #[must_use]
    pub fn hole_count(&self) -> usize {
        self.shape.holes.as_ref().map_or(0, |holes| holes.count)
    }

    /// The removed squares, row 0 first, left to right.
    pub fn holes(&self) -> impl Iterator<Item = Square> + '_ {
        self.cells().filter(|&square| self.is_hole(square))
    }

    /// Whether this is the whole rectangle toured by the knight, where the theorems about
    /// rectangles, the thin-board programme and the linear construction apply.
    #[must_use]
    pub fn is_plain(&self) -> bool {
        self.hole_count() == 0 && self.leaper().is_knight()
    }

    /// The number of squares a tour visits: the rectangle less its holes.
    #[must_use]
    pub fn square_count(&self) -> usize {
        self.area() - self.hole_count()
    }

    /// The same size, the whole rectangle, toured by the knight.
    #[must_use]
    pub fn rectangle(&self) -> Board {
        Self::full(self.rows, self.cols)
    }

    /// Whether `square` lies inside the rectangle (a hole or not).
    #[must_use]
    pub fn within(&self, square: Square) -> bool {
        square.row() < self.rows && square.col() < self.cols
    }

    /// Every square of the rectangle, holes included, row 0 first, left to right.
    pub fn cells(&self) -> impl Iterator<Item = Square> + use<> {
        let (rows, cols) = (self.rows, self.cols);
        (0..rows).flat_map(move |row| (0..cols).map(move |col| Square::new(row, col)))
    }

    fn check_side(side: Side, value: u64) -> Result<u16, BoardError> {
        match u16::try_from(value) {
            Ok(v) if (MIN_SIDE..=MAX_SIDE).contains(&v) => Ok(v),
            _ => Err(BoardError::SideOutOfRange { side, value }),
        }
    }

    /// Number of rows (ranks).
    #[must_use]
    pub fn rows(&self) -> u16 {
        self.rows
    }

    /// Number of columns (files).
    #[must_use]
    pub fn cols(&self) -> u16 {
        self.cols
    }

    /// Number of squares of the rectangle, `rows * cols`, holes included: the length of
    /// per-square vectors indexed by [`Board::index`]. A tour visits
    /// [`Board::square_count`] squares.
    ///
    /// ```
    /// assert_eq!(tour_core::Board::new(9, 10).unwrap().area(), 90);
    /// ```
    #[must_use]
    pub fn area(&self) -> usize {
        usize::from(self.rows) * usize::from(self.cols)
    }

    /// Whether `square` is a square of this board: inside the rectangle and not a hole.
    ///
    /// ```
    /// use tour_core::{Board, Square};
    /// let board = Board::new(3, 4).unwrap();
    /// assert!(board.contains(Square::new(2, 3)));
    /// assert!(!board.contains(Square::new(3, 0)));
    /// ```
    #[must_use]
    pub fn contains(&self, square: Square) -> bool {
        self.within(square) && !self.is_hole(square)
    }

    /// The dense index of a square of the rectangle (`row * cols + col`), holes included,
    /// or `None` when the square is outside it. Solvers keep per-square data in vectors
    /// by this index.
    ///
    /// ```
    /// use tour_core::{Board, Square};
    /// let board = Board::CHESS;
    /// assert_eq!(board.index(Square::new(1, 2)), Some(10));
    /// assert_eq!(board.index(Square::new(8, 0)), None);
    /// ```
    #[must_use]
    pub fn index(&self, square: Square) -> Option<usize> {
        self.within(square)
            .then(|| usize::from(square.row()) * usize::from(self.cols) + usize::from(square.col()))
    }

    /// The square at a dense index, or `None` when the index is not below [`Board::area`].
    ///
    /// ```
    /// use tour_core::{Board, Square};
    /// assert_eq!(Board::CHESS.square_at(10), Some(Square::new(1, 2)));
    /// assert_eq!(Board::CHESS.square_at(64), None);
    /// ```
    #[must_use]
    pub fn square_at(&self, index: usize) -> Option<Square> {
        if index >= self.area() {
            return None;
        }
        let cols = usize::from(self.cols);
        // Both quotients are below MAX_SIDE, so the conversions cannot fail.
        let row = u16::try_from(index / cols).ok()?;
        let col = u16::try_from(index % cols).ok()?;
        Some(Square::new(row, col))
    }

    /// Every square of the board (holes left out), row 0 first, left to right.
    ///
    /// ```
    /// let squares: Vec<_> = tour_core::Board::new(2, 3).unwrap().squares().collect();
    /// assert_eq!(squares.len(), 6);
    /// assert_eq!(squares[4], tour_core::Square::new(1, 1));
    /// ```
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        self.cells().filter(|&square| !self.is_hole(square))
    }

    /// The square reached from `from` by `offset`, or `None` when it would leave the board
    /// or land on a hole.
    ///
    /// ```
    /// use tour_core::{Board, Square, moves::Offset};
    /// let board = Board::CHESS;
    /// assert_eq!(board.offset(Square::new(0, 0), Offset::new(2, 1)), Some(Square::new(2, 1)));
    /// assert_eq!(board.offset(Square::new(0, 0), Offset::new(-2, 1)), None);
    /// ```
    #[must_use]
    pub fn offset(&self, from: Square, offset: Offset) -> Option<Square> {
        let row = i32::from(from.row()) + i32::from(offset.d_row());
        let col = i32::from(from.col()) + i32::from(offset.d_col());
        let square = Square::new(u16::try_from(row).ok()?, u16::try_from(col).ok()?);
        self.contains(square).then_some(square)
    }

    /// The board's piece's moves from `from` that land on a square of the board, in
    /// `order` (carried over to the board's leaper by [`MoveOrder::for_leaper`] when it
    /// was written for another; solvers convert once instead).
    ///
    /// ```
    /// use tour_core::{Board, Leaper, MoveOrder, Square};
    /// let corner: Vec<_> = Board::CHESS.moves(Square::new(0, 0), &MoveOrder::GOSSIP).collect();
    /// assert_eq!(corner, [Square::new(1, 2), Square::new(2, 1)]);
    /// let camel = Board::CHESS.with_leaper(Leaper::CAMEL);
    /// assert_eq!(camel.moves(Square::new(0, 0), &MoveOrder::GOSSIP).count(), 2);
    /// ```
    pub fn moves(&self, from: Square, order: &MoveOrder) -> impl Iterator<Item = Square> + '_ {
        let order = self.own_order(*order);
        (0..order.offsets().len()).filter_map(move |i| self.offset(from, order.offsets()[i]))
    }

    /// `order` for this board's piece: [`MoveOrder::for_leaper`] where the piece is not
    /// the knight.
    pub(crate) fn own_order(&self, order: MoveOrder) -> MoveOrder {
        order.for_leaper(self.leaper())
    }

    /// Whether `a` and `b` are one move of the board's piece apart.
    ///
    /// ```
    /// use tour_core::{Board, Leaper, Square};
    /// assert!(Board::CHESS.is_move(Square::new(0, 0), Square::new(2, 1)));
    /// assert!(Board::CHESS.with_leaper(Leaper::ZEBRA).is_move(Square::new(0, 0), Square::new(2, 3)));
    /// ```
    #[must_use]
    pub fn is_move(&self, a: Square, b: Square) -> bool {
        self.leaper().is_move(a, b)
    }

    /// Whether `a` and `b` are a knight's move apart.
    ///
    /// ```
    /// use tour_core::{Board, Square};
    /// assert!(Board::is_knight_move(Square::new(0, 0), Square::new(2, 1)));
    /// assert!(!Board::is_knight_move(Square::new(0, 0), Square::new(1, 1)));
    /// ```
    #[must_use]
    pub fn is_knight_move(a: Square, b: Square) -> bool {
        let dr = a.row().abs_diff(b.row());
        let dc = a.col().abs_diff(b.col());
        (dr == 1 && dc == 2) || (dr == 2 && dc == 1)
    }
}

impl fmt::Display for Board {
    /// Prints `RxC`, the form [`str::parse`] accepts.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.rows, self.cols)
    }
}

impl std::str::FromStr for Board {
    type Err = BoardError;

    /// Parses `RxC` (rows by columns), for example `8x8` or `9x10`; `X` and `×` are
    /// accepted too, and surrounding spaces are ignored.
    ///
    /// ```
    /// use tour_core::Board;
    /// let board: Board = "9x10".parse()?;
    /// assert_eq!((board.rows(), board.cols()), (9, 10));
    /// assert!("8".parse::<Board>().is_err());
    /// assert!("0x8".parse::<Board>().is_err());
    /// # Ok::<(), tour_core::BoardError>(())
    /// ```
    fn from_str(text: &str) -> Result<Board, BoardError> {
        let trimmed = text.trim();
        let malformed = || BoardError::Malformed(text.to_owned());
        let (rows, cols) = trimmed.split_once(['x', 'X', '×']).ok_or_else(malformed)?;
        let parse_side = |side: Side, digits: &str| -> Result<u16, BoardError> {
            let digits = digits.trim();
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return Err(malformed());
            }
            // Saturate absurdly long numbers so the message still shows them as too large.
            let value = digits.parse::<u64>().unwrap_or(u64::MAX);
            Self::check_side(side, value)
        };
        let rows = parse_side(Side::Rows, rows)?;
        let cols = parse_side(Side::Columns, cols)?;
        Ok(Self::full(rows, cols))
    }
}

#[cfg(feature = "serde")]
mod wire {
    //! Serde (feature `serde`): the value travels as its parts and is built again through
    //! the constructor that checks them.
    use serde::{Deserialize, Serialize};

    use super::{Board, BoardError};
    use crate::leaper::Leaper;
    use crate::square::Square;

    /// A board as its sides, piece and holes.
    #[derive(Serialize, Deserialize)]
    pub(crate) struct BoardParts {
        rows: u16,
        cols: u16,
        leaper: Leaper,
        holes: Vec<Square>,
    }

    impl From<Board> for BoardParts {
        fn from(board: Board) -> BoardParts {
            BoardParts {
                rows: board.rows(),
                cols: board.cols(),
                leaper: board.leaper(),
                holes: board.holes().collect(),
            }
        }
    }

    impl TryFrom<BoardParts> for Board {
        type Error = BoardError;

        fn try_from(parts: BoardParts) -> Result<Board, BoardError> {
            Board::new(parts.rows, parts.cols)?
                .with_leaper(parts.leaper)
                .with_holes(parts.holes)
        }
    }
}
