//! The symmetries of the board's rectangle that map a tour onto itself, and the pairing
//! of numbers each one makes.

use crate::board::Board;
use crate::route::TourKind;
use crate::square::Square;

/// A symmetry of a rectangle: a turn or a reflection.
///
/// ```
/// use tour_core::study::Transform;
/// use tour_core::{Board, Square};
/// let board = Board::new(3, 4)?;
/// assert_eq!(Transform::HalfTurn.image(&board, Square::new(0, 0)), Some(Square::new(2, 3)));
/// assert_eq!(Transform::QuarterTurn.image(&board, Square::new(0, 0)), None); // not square
/// assert_eq!(Transform::LeftRight.id(), "left-right");
/// # Ok::<(), tour_core::BoardError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Transform {
    /// A half-turn about the centre.
    HalfTurn,
    /// A quarter-turn clockwise about the centre (square boards).
    QuarterTurn,
    /// The reflection that swaps left and right.
    LeftRight,
    /// The reflection that swaps top and bottom.
    TopBottom,
    /// The reflection in the diagonal from the top left to the bottom right (square
    /// boards).
    MainDiagonal,
    /// The reflection in the diagonal from the top right to the bottom left (square
    /// boards).
    AntiDiagonal,
}

impl Transform {
    /// Every transform, in the order [`Properties::symmetries`](super::Properties::symmetries)
    /// lists them.
    ///
    /// ```
    /// assert_eq!(tour_core::study::Transform::ALL.len(), 6);
    /// ```
    pub const ALL: [Transform; 6] = [
        Transform::HalfTurn,
        Transform::QuarterTurn,
        Transform::LeftRight,
        Transform::TopBottom,
        Transform::MainDiagonal,
        Transform::AntiDiagonal,
    ];

    /// `"half-turn"`, `"quarter-turn"`, `"left-right"`, `"top-bottom"`,
    /// `"main-diagonal"` or `"anti-diagonal"`, for machine-readable output.
    ///
    /// ```
    /// assert_eq!(tour_core::study::Transform::QuarterTurn.id(), "quarter-turn");
    /// ```
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::HalfTurn => "half-turn",
            Self::QuarterTurn => "quarter-turn",
            Self::LeftRight => "left-right",
            Self::TopBottom => "top-bottom",
            Self::MainDiagonal => "main-diagonal",
            Self::AntiDiagonal => "anti-diagonal",
        }
    }

    /// Whether this is a symmetry of a `rows` x `cols` rectangle: the quarter-turn and
    /// the diagonal reflections need a square.
    ///
    /// ```
    /// use tour_core::study::Transform;
    /// assert!(Transform::HalfTurn.fits(3, 4));
    /// assert!(!Transform::MainDiagonal.fits(3, 4));
    /// assert!(Transform::MainDiagonal.fits(5, 5));
    /// ```
    #[must_use]
    pub const fn fits(self, rows: u16, cols: u16) -> bool {
        match self {
            Self::HalfTurn | Self::LeftRight | Self::TopBottom => true,
            Self::QuarterTurn | Self::MainDiagonal | Self::AntiDiagonal => rows == cols,
        }
    }

    /// Where `square` goes on `board`'s rectangle; `None` when the square is outside it
    /// or the transform does not fit the rectangle.
    ///
    /// ```
    /// use tour_core::study::Transform;
    /// use tour_core::Square;
    /// let board = tour_core::Board::CHESS;
    /// // Clockwise: the top left corner goes to the top right.
    /// assert_eq!(Transform::QuarterTurn.image(&board, Square::new(0, 0)), Some(Square::new(0, 7)));
    /// assert_eq!(Transform::AntiDiagonal.image(&board, Square::new(0, 1)), Some(Square::new(6, 7)));
    /// ```
    #[must_use]
    pub fn image(self, board: &Board, square: Square) -> Option<Square> {
        let (rows, cols) = (board.rows(), board.cols());
        if !board.within(square) || !self.fits(rows, cols) {
            return None;
        }
        let (row, col) = (square.row(), square.col());
        let (last_row, last_col) = (rows - 1, cols - 1);
        let (row, col) = match self {
            Self::HalfTurn => (last_row - row, last_col - col),
            Self::QuarterTurn => (col, last_row - row),
            Self::LeftRight => (row, last_col - col),
            Self::TopBottom => (last_row - row, col),
            Self::MainDiagonal => (col, row),
            Self::AntiDiagonal => (last_col - col, last_row - row),
        };
        Some(Square::new(row, col))
    }
}

/// A symmetry that maps a tour onto itself (its squares, holes included, and its moves,
/// the closing move of a closed tour among them), and the pairing of numbers it makes:
/// the image of the square numbered `k` is numbered [`Symmetry::paired_square`]`(k)`.
///
/// ```
/// use tour_core::study::{Properties, Transform};
/// use tour_core::{Board, Leaper, Route, Square};
/// // The wazir down, across, up, across and down: the half-turn runs the snake
/// // backwards, pairing 1 with 6, 2 with 5, 3 with 4.
/// let board = Board::new(2, 3)?.with_leaper(Leaper::new(0, 1)?);
/// let squares = [(0, 0), (1, 0), (1, 1), (0, 1), (0, 2), (1, 2)];
/// let route = Route::new(board, squares.map(|(r, c)| Square::new(r, c)).to_vec())?;
/// let facts = Properties::of(&route)?;
/// let [turn] = facts.symmetries() else { panic!("one symmetry") };
/// assert_eq!(turn.transform(), Transform::HalfTurn);
/// assert_eq!((turn.paired_square(1), turn.paired_square(3)), (Some(6), Some(4)));
/// assert!(turn.reverses());
///
/// // Closed round the rectangle's edge, the same six squares are unchanged by the
/// // half-turn and both reflections.
/// let ring = [(0, 0), (0, 1), (0, 2), (1, 2), (1, 1), (1, 0)];
/// let route = Route::new(route.board(), ring.map(|(r, c)| Square::new(r, c)).to_vec())?;
/// assert_eq!(Properties::of(&route)?.symmetries().len(), 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Symmetry {
    transform: Transform,
    // With i = k - 1, the image of square k is square (first + i) mod N + 1, or
    // (first - i) mod N + 1 when reversed: a path maps onto itself forwards or backwards,
    // a cycle also from any of its squares.
    first: u32,
    reversed: bool,
    squares: u32,
    closed: bool,
}

impl Symmetry {
    /// The turn or reflection.
    ///
    /// ```
    /// use tour_core::study::{Properties, Transform};
    /// use tour_core::{Board, Route, Square};
    /// let route = Route::new(Board::new(1, 1)?, vec![Square::new(0, 0)])?;
    /// let facts = Properties::of(&route)?;
    /// let all: Vec<Transform> = facts.symmetries().iter().map(|s| s.transform()).collect();
    /// assert_eq!(all, Transform::ALL); // one square is unchanged by every one
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn transform(&self) -> Transform {
        self.transform
    }

    /// Whether the image runs the route the other way.
    ///
    /// ```
    /// use tour_core::study::Properties;
    /// use tour_core::{Board, Route, Square};
    /// let route = Route::new(Board::new(1, 1)?, vec![Square::new(0, 0)])?;
    /// assert!(!Properties::of(&route)?.symmetries()[0].reverses());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn reverses(&self) -> bool {
        self.reversed
    }

    /// The number of the image of the square numbered `number` (`1..=N`); `None` for a
    /// number outside that range.
    ///
    /// ```
    /// use tour_core::study::Properties;
    /// use tour_core::{Board, Route, Square};
    /// let route = Route::new(Board::new(1, 1)?, vec![Square::new(0, 0)])?;
    /// let half_turn = Properties::of(&route)?.symmetries()[0];
    /// assert_eq!((half_turn.paired_square(1), half_turn.paired_square(2)), (Some(1), None));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn paired_square(&self, number: u32) -> Option<u32> {
        if !(1..=self.squares).contains(&number) {
            return None;
        }
        Some(self.step(number - 1) + 1)
    }

    /// The number of the image of move `number`, the move from square `number` to the
    /// next (`1..N`, and `N` for the closing move of a closed tour); `None` for a number
    /// outside that range.
    ///
    /// ```
    /// use tour_core::study::Properties;
    /// use tour_core::{Board, Leaper, Route, Square};
    /// let board = Board::new(2, 3)?.with_leaper(Leaper::new(0, 1)?);
    /// let squares = [(0, 0), (1, 0), (1, 1), (0, 1), (0, 2), (1, 2)];
    /// let route = Route::new(board, squares.map(|(r, c)| Square::new(r, c)).to_vec())?;
    /// let turn = Properties::of(&route)?.symmetries()[0];
    /// // Move 1 (square 1 to 2) and move 5 (square 5 to 6) are each other's image; an
    /// // open tour of six squares has no move 6.
    /// let moves = (turn.paired_move(1), turn.paired_move(3), turn.paired_move(6));
    /// assert_eq!(moves, (Some(5), Some(3), None));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn paired_move(&self, number: u32) -> Option<u32> {
        let moves = if self.closed {
            self.squares
        } else {
            self.squares - 1
        };
        if !(1..=moves).contains(&number) {
            return None;
        }
        let i = number - 1;
        // Backwards, the move from square i to i + 1 is the move from the image of i + 1.
        let from = if self.reversed { i + 1 } else { i };
        Some(self.step(from % self.squares) + 1)
    }

    /// The 0-based position of the image of 0-based position `i`.
    fn step(&self, i: u32) -> u32 {
        let n = u64::from(self.squares);
        let (first, i) = (u64::from(self.first), u64::from(i));
        let image = if self.reversed {
            (first + n - i) % n
        } else {
            (first + i) % n
        };
        // Below `squares`, a u32.
        u32::try_from(image).unwrap_or(0)
    }
}

/// The symmetries that fit `board` and map the tour `squares` (numbered `numbering` by
/// dense index) onto itself.
pub(super) fn of(
    board: &Board,
    squares: &[Square],
    numbering: &[u32],
    kind: TourKind,
) -> Vec<Symmetry> {
    Transform::ALL
        .into_iter()
        .filter(|transform| transform.fits(board.rows(), board.cols()))
        .filter_map(|transform| symmetry(board, squares, numbering, kind, transform))
        .collect()
}

/// `transform` as a symmetry of the tour, if it is one.
fn symmetry(
    board: &Board,
    squares: &[Square],
    numbering: &[u32],
    kind: TourKind,
    transform: Transform,
) -> Option<Symmetry> {
    let n = u32::try_from(squares.len()).ok()?;
    // The number of the image of the square at 0-based position `i`, 0 for a hole.
    let image = |i: usize| -> Option<u32> {
        let square = transform.image(board, squares[i])?;
        Some(numbering[board.index(square)?])
    };
    let first = image(0)?.checked_sub(1)?;
    let closed = kind == TourKind::Closed;
    // The second square's image says the direction; a one-square tour has none.
    let reversed = match squares.len() {
        1 => false,
        _ => {
            let second = image(1)?.checked_sub(1)?;
            second != (first + 1) % n
        }
    };
    // A path's ends go to its ends; a cycle may start anywhere.
    let ends_kept = closed || first == if reversed { n - 1 } else { 0 };
    let symmetry = Symmetry {
        transform,
        first,
        reversed,
        squares: n,
        closed,
    };
    let all = (0..squares.len())
        .zip(0u32..)
        .all(|(i, at)| image(i) == Some(symmetry.step(at) + 1));
    (ends_kept && all).then_some(symmetry)
}
