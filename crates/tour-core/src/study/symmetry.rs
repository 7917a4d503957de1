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
        Some(self.on(rows - 1, cols - 1, square))
    }

    /// Where `square` goes on a rectangle whose last row and column are `last_row` and
    /// `last_col`, for a square inside it and a transform that fits it.
    fn on(self, last_row: u16, last_col: u16, square: Square) -> Square {
        let (row, col) = (square.row(), square.col());
        let (flip_row, flip_col) = (last_row.saturating_sub(row), last_col.saturating_sub(col));
        let (row, col) = match self {
            Self::HalfTurn => (flip_row, flip_col),
            Self::QuarterTurn => (col, flip_row),
            Self::LeftRight => (row, flip_col),
            Self::TopBottom => (flip_row, col),
            Self::MainDiagonal => (col, row),
            Self::AntiDiagonal => (flip_col, flip_row),
        };
        Square::new(row, col)
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

/// The symmetries that fit `board` and map the tour `squares` onto itself.
///
/// A symmetry maps square `i` (0-based) to square `first + i` or `first - i`, modulo
/// the length: `first` is where the first square's image is on the route. A path's
/// image starts at one of its ends, found at once; a cycle's may start anywhere, so the
/// images of a closed tour's first square are looked for in one pass over the route.
/// Each transform is then checked square by square, stopping at the first that does
/// not map where it should.
pub(super) fn of(board: &Board, squares: &[Square], kind: TourKind) -> Vec<Symmetry> {
    let (Some(&start), Ok(n)) = (squares.first(), u32::try_from(squares.len())) else {
        return Vec::new();
    };
    let (rows, cols) = (board.rows(), board.cols());
    let fitting: Vec<Transform> = Transform::ALL
        .into_iter()
        .filter(|transform| transform.fits(rows, cols))
        .collect();
    let images: Vec<Square> = fitting
        .iter()
        .map(|transform| transform.on(rows - 1, cols - 1, start))
        .collect();
    let firsts = match kind {
        TourKind::Closed => positions(board, squares, &images),
        TourKind::Open => images
            .iter()
            .map(|&image| {
                let ends = [(0, start), (n - 1, squares[squares.len() - 1])];
                ends.into_iter()
                    .find_map(|(at, end)| (end == image).then_some(at))
            })
            .collect(),
    };
    fitting
        .into_iter()
        .zip(firsts)
        .filter_map(|(transform, first)| symmetry(board, squares, kind, transform, first?))
        .collect()
}

/// Where on the route each of `wanted` is (0-based); `None` for a square it does not
/// visit. One pass, marking the wanted squares' dense indices in a bitset first.
fn positions(board: &Board, squares: &[Square], wanted: &[Square]) -> Vec<Option<u32>> {
    let mut marked = vec![0u64; board.area().div_ceil(64)];
    let bit = |index: usize| (index / 64, 1u64 << (index % 64));
    for index in wanted.iter().filter_map(|&square| board.index(square)) {
        let (word, mask) = bit(index);
        marked[word] |= mask;
    }
    let mut found = vec![None; wanted.len()];
    let mut left = wanted.len();
    for (position, &square) in (0u32..).zip(squares) {
        let Some((word, mask)) = board.index(square).map(bit) else {
            continue;
        };
        if marked.get(word).is_none_or(|&bits| bits & mask == 0) {
            continue;
        }
        for (slot, _) in found.iter_mut().zip(wanted).filter(|(_, w)| **w == square) {
            *slot = Some(position);
            left -= 1;
        }
        if left == 0 {
            break;
        }
    }
    found
}

/// `transform` as a symmetry of the tour, if it is one, given where the image of the
/// first square is on the route.
fn symmetry(
    board: &Board,
    squares: &[Square],
    kind: TourKind,
    transform: Transform,
    first: u32,
) -> Option<Symmetry> {
    let n = u32::try_from(squares.len()).ok()?;
    let (last_row, last_col) = (board.rows() - 1, board.cols() - 1);
    let image = |square: Square| transform.on(last_row, last_col, square);
    let closed = kind == TourKind::Closed;
    let len = squares.len();
    let at = usize::try_from(first).ok().filter(|&at| at < len)?;
    // The second square's image says the direction; a one-square tour has none.
    let reversed = len > 1 && image(squares[1]) != squares[(at + 1) % len];
    // A path's ends go to its ends; a cycle may start anywhere.
    let ends_kept = closed || first == if reversed { n - 1 } else { 0 };
    if !ends_kept {
        return None;
    }
    // Square i's image should be square at + i, or at - i, round the route.
    let mut target = at;
    for &square in squares {
        if image(square) != squares[target] {
            return None;
        }
        target = if reversed {
            target.checked_sub(1).unwrap_or(len - 1)
        } else if target + 1 == len {
            0
        } else {
            target + 1
        };
    }
    Some(Symmetry {
        transform,
        first,
        reversed,
        squares: n,
        closed,
    })
}
