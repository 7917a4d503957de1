//! Squares in the seeds' frame, on no board in particular; their names on a board are
//! in `names`.

/// A square, by row from the top (0-based) and column from the left (0-based).
///
/// This is the frame of the seed texts: their `board[x][y]` is `Square::new(x, y)`.
/// A square on its own does not know its board; [`Board::contains`](crate::board::Board::contains) says whether it is
/// on one, and [`Square::algebraic`] needs the board to number ranks from the bottom.
///
/// ```
/// use tour_core::{Board, Square};
///
/// let g3 = Square::parse("g3", &Board::CHESS)?;
/// assert_eq!(g3, Square::new(5, 6));
/// assert_eq!(Square::parse("5,6", &Board::CHESS)?, g3);
/// assert_eq!(g3.algebraic(&Board::CHESS), "g3");
/// # Ok::<(), tour_core::SquareError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Square {
    row: u16,
    col: u16,
}

impl Square {
    /// The square at `row` (from the top, 0-based) and `col` (from the left, 0-based).
    #[must_use]
    pub const fn new(row: u16, col: u16) -> Square {
        Square { row, col }
    }

    /// Row from the top of the board, 0-based (the seeds' `x`).
    #[must_use]
    pub const fn row(self) -> u16 {
        self.row
    }

    /// Column from the left, 0-based (the seeds' `y`).
    #[must_use]
    pub const fn col(self) -> u16 {
        self.col
    }

    /// The square's colour: `true` for the colour of the top-left corner.
    ///
    /// Every knight move changes colour, which is why odd boards constrain the start.
    ///
    /// ```
    /// use tour_core::Square;
    /// assert!(Square::new(0, 0).is_corner_colour());
    /// assert!(!Square::new(0, 1).is_corner_colour());
    /// ```
    #[must_use]
    pub const fn is_corner_colour(self) -> bool {
        (self.row ^ self.col) & 1 == 0
    }

    /// The seeds' coordinates, `x,y` (row from the top, column from the left).
    ///
    /// ```
    /// assert_eq!(tour_core::Square::new(5, 6).seed_coords(), "5,6");
    /// ```
    #[must_use]
    pub fn seed_coords(self) -> String {
        format!("{},{}", self.row, self.col)
    }
}
