//! Exact tour counts: by exhaustive enumeration on boards small enough to finish, and by
//! the column-by-column programme on thin boards of any length.

use std::collections::BTreeMap;
use std::fmt;

use crate::board::Board;
use crate::moves::MoveOrder;
use crate::progress::Progress;
use crate::route::{Ends, TourKind};
use crate::search::{Enumeration, count_from};
use crate::square::Square;

/// The largest board (in squares) [`count_tours`] enumerates. 6 x 6 open, the largest
/// published count at this size, takes seconds natively; larger boards take hours.
/// Thin boards (a side of 3 or 4) of any length are counted by [`count_thin_tours`].
pub const MAX_COUNT_AREA: usize = 36;

/// Exact numbers of tours.
///
/// Counted after one first move ([`count_tours_by_move`]), the fields add up over the
/// start's [`first_moves`] to the count from the start: `directed` and `undirected`
/// exactly (a closed cycle, found once in each direction, is one undirected tour in the
/// part of whichever of the start's two neighbours on it comes first in board order), and
/// `positions` to the whole count's less one, the start, which the whole enumeration
/// places once and each part leaves out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TourCount {
    /// Directed tours: a route and its reverse count twice. From a given start: the
    /// routes beginning there. For closed tours without a start: every (cycle, start,
    /// direction).
    pub directed: u64,
    /// Undirected tours. Open, from a start: routes with that square as one end (equal to
    /// `directed`); open, whole board: `directed / 2`. Closed: the cycles (through the
    /// start, which every cycle passes); after one first move, the cycles whose second
    /// square comes before their last in board order.
    pub undirected: u64,
    /// Squares placed by the enumeration (after one first move: the second square and
    /// those after it).
    pub positions: u64,
}

/// Why a count was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum CountError {
    /// The board has more than [`MAX_COUNT_AREA`] squares (for [`count_tours`]), or a
    /// side of more than four (for `count_thin_tours`).
    TooLarge {
        /// The board asked for.
        board: Board,
    },
    /// A thin board with more tours than a `u64` holds (4 x n from n = 42 or so).
    TooMany {
        /// The board asked for.
        board: Board,
    },
    /// The chosen last square is not on the board.
    EndOffBoard {
        /// The square asked for.
        end: Square,
        /// The board.
        board: Board,
    },
    /// The start square is not on the board.
    StartOffBoard {
        /// The square asked for.
        start: Square,
        /// The board.
        board: Board,
    },
    /// The start or last square asked for is one of the board's holes.
    OnHole {
        /// The square asked for.
        square: Square,
    },
    /// The second square asked for ([`count_tours_by_move`]) is not one move of the
    /// board's piece from the start onto a square of the board.
    NotAFirstMove {
        /// The start.
        start: Square,
        /// The second square asked for.
        second: Square,
    },
}

impl fmt::Display for CountError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::TooLarge { board } => write!(
                f,
                "counting enumerates every tour, which is feasible up to {MAX_COUNT_AREA} squares, \
                 or follows them column by column on whole boards at most 4 squares wide toured \
                 by the knight; {board} has {}",
                crate::words::counted(board.square_count(), "square", "squares")
            ),
            Self::TooMany { board } => write!(
                f,
                "{board} has more tours than the count can hold (18,446,744,073,709,551,615)"
            ),
            Self::EndOffBoard { end, board } => write!(
                f,
                "last square {} is not on the {board} board",
                end.seed_coords()
            ),
            Self::StartOffBoard { start, board } => write!(
                f,
                "start square {} is not on the {board} board",
                start.seed_coords()
            ),
            Self::OnHole { square } => write!(
                f,
                "square {} is a hole (a removed square)",
                square.seed_coords()
            ),
            Self::NotAFirstMove { start, second } => write!(
                f,
                "square {} is not a move from the start square {} onto the board",
                second.seed_coords(),
                start.seed_coords()
            ),
        }
    }
}

impl std::error::Error for CountError {}

/// `Ok` when the start and last square asked for (if any) are squares of `board`.
fn check_ends(board: &Board, start: Option<Square>, end: Option<Square>) -> Result<(), CountError> {
    for (square, is_start) in start
        .map(|s| (s, true))
        .into_iter()
        .chain(end.map(|e| (e, false)))
    {
        if board.is_hole(square) {
            return Err(CountError::OnHole { square });
        }
        if !board.within(square) {
            let board = board.clone();
            return Err(if is_start {
                CountError::StartOffBoard {
                    start: square,
                    board,
                }
            } else {
                CountError::EndOffBoard { end: square, board }
            });
        }
    }
    Ok(())
}

/// Counts tours exactly as `ends` asks, from `start` or over the whole board.
///
/// With a chosen last square the tours counted are open tours that end there; a tour
/// read backwards is a tour from its last square, so without a start that is the number
/// of tours from it.
///
/// ```
/// use tour_core::{Board, Ends, Square, TourKind, theory::count_tours};
/// let board = Board::new(5, 5)?;
/// let corner = count_tours(&board, Some(Square::new(0, 0)), TourKind::Open)?;
/// assert_eq!(corner.directed, 304); // OEIS A165134
/// let all = count_tours(&board, None, TourKind::Open)?;
/// assert_eq!(all.directed, 1728);
///
/// let (corner, centre) = (Square::new(0, 0), Square::new(2, 2));
/// let between = count_tours(&board, Some(corner), Ends::to(centre))?;
/// let into_centre = count_tours(&board, None, Ends::to(centre))?;
/// assert!(between.directed > 0 && between.directed < into_centre.directed);
/// assert_eq!(count_tours(&board, Some(corner), Ends::to(Square::new(0, 1)))?.directed, 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`CountError::TooLarge`] above [`MAX_COUNT_AREA`] squares (enumeration would take
/// too long; see `count_thin_tours` for thin boards), [`CountError::StartOffBoard`] or
/// [`CountError::EndOffBoard`] for a square off the board, [`CountError::OnHole`] for
/// one on a hole.
pub fn count_tours(
    board: &Board,
    start: Option<Square>,
    ends: impl Into<Ends>,
) -> Result<TourCount, CountError> {
    let ends = ends.into();
    check_ends(board, start, ends.last())?;
    match (start, ends.last()) {
        (Some(start), _) => Ok(TourCounter::new(board, start, ends)?.finish()),
        // Tours ending on a square, read backwards, are the tours from it.
        (None, Some(end)) => Ok(TourCounter::new(board, end, TourKind::Open)?.finish()),
        (None, None) => count_whole_board(board, ends.kind()),
    }
}

/// [`count_tours`] without a start or a last square.
fn count_whole_board(board: &Board, wanted: TourKind) -> Result<TourCount, CountError> {
    refuse_large(board)?;
    let closed = wanted == TourKind::Closed;
    let count = |from: Square| count_from(board.clone(), from, None, closed);
    Ok(match wanted {
        TourKind::Open => {
            let (mut directed, mut positions) = (0, 0);
            for (representative, orbit) in symmetry_classes(board) {
                let (tours, placed) = count(representative);
                directed += tours * orbit;
                positions += placed;
            }
            TourCount {
                directed,
                undirected: if board.square_count() == 1 {
                    1
                } else {
                    directed / 2
                },
                positions,
            }
        }
        TourKind::Closed => {
            // Every cycle passes through the first square, in two directions.
            let first = board.squares().next().unwrap_or(Square::new(0, 0));
            let (tours, positions) = count(first);
            let cycles = tours / 2;
            TourCount {
                directed: cycles * 2 * board.square_count() as u64,
                undirected: cycles,
                positions,
            }
        }
    })
}

/// [`CountError::TooLarge`] above [`MAX_COUNT_AREA`] squares.
fn refuse_large(board: &Board) -> Result<(), CountError> {
    if board.square_count() > MAX_COUNT_AREA {
        return Err(CountError::TooLarge {
            board: board.clone(),
        });
    }
    Ok(())
}

/// The squares a tour from `start` can visit second: the moves of the board's piece from
/// `start` onto squares of the board, in board order (the parts [`count_tours_by_move`]
/// splits a count into). A one-square board has none: its one tour has no second square.
///
/// ```
/// use tour_core::{Board, Square, theory::first_moves};
/// let corner = first_moves(&Board::new(5, 5)?, Square::new(0, 0))?;
/// assert_eq!(corner, [Square::new(1, 2), Square::new(2, 1)]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`CountError::StartOffBoard`] for a start off the board, [`CountError::OnHole`] for
/// one on a hole.
pub fn first_moves(board: &Board, start: Square) -> Result<Vec<Square>, CountError> {
    check_ends(board, Some(start), None)?;
    // Every offset of the piece, whatever the order; a leaper with a zero step lists
    // each of its four moves twice.
    let mut moves: Vec<Square> = board.moves(start, &MoveOrder::GOSSIP).collect();
    moves.sort_unstable();
    moves.dedup();
    Ok(moves)
}

/// Counts the tours from `start` as `ends` asks whose second square is `second`: one part
/// of [`count_tours`] from `start`, so that workers can each count some of the start's
/// [`first_moves`] and add their counts up (see [`TourCount`] for how each field adds).
///
/// ```
/// use tour_core::{Board, Square, TourKind, theory::{count_tours, count_tours_by_move, first_moves}};
/// let (board, corner) = (Board::new(6, 6)?, Square::new(0, 0));
/// let whole = count_tours(&board, Some(corner), TourKind::Closed)?;
/// let (mut directed, mut undirected, mut positions) = (0, 0, 1);
/// for second in first_moves(&board, corner)? {
///     let part = count_tours_by_move(&board, corner, second, TourKind::Closed)?;
///     (directed, undirected, positions) =
///         (directed + part.directed, undirected + part.undirected, positions + part.positions);
/// }
/// assert_eq!((directed, undirected, positions), (whole.directed, whole.undirected, whole.positions));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// As [`count_tours`] with a start, and [`CountError::NotAFirstMove`] when `second` is
/// not one of the start's [`first_moves`].
pub fn count_tours_by_move(
    board: &Board,
    start: Square,
    second: Square,
    ends: impl Into<Ends>,
) -> Result<TourCount, CountError> {
    Ok(TourCounter::by_move(board, start, second, ends)?.finish())
}

/// [`count_tours`] from a start, or [`count_tours_by_move`], as a resumable stepper, so a
/// page can show its progress and cancel it (by dropping it): each
/// [`advance`](TourCounter::advance) places at most the squares it is given.
///
/// ```
/// use tour_core::{Board, Progress, Square, TourKind, theory::TourCounter};
/// let mut counter = TourCounter::new(&Board::new(5, 5)?, Square::new(0, 0), TourKind::Open)?;
/// assert_eq!(counter.advance(1_000), Progress::Running);
/// assert!(counter.counted().positions <= 1 + 1_000); // the start, then at most 1,000
/// let count = loop {
///     if let Progress::Done(count) = counter.advance(100_000) {
///         break count;
///     }
/// };
/// assert_eq!(count.directed, 304);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct TourCounter {
    enumeration: Enumeration,
    closed: bool,
}

/// The search's stack and tables are left out: they grow with the board.
impl fmt::Debug for TourCounter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TourCounter")
            .field("closed", &self.closed)
            .field("counted", &self.counted())
            .field("finished", &self.enumeration.is_finished())
            .finish_non_exhaustive()
    }
}

impl TourCounter {
    /// A count of the tours from `start` as `ends` asks, not begun.
    ///
    /// ```
    /// use tour_core::{Board, Ends, Square, theory::{count_tours, TourCounter}};
    /// let (board, a1, c3) = (Board::new(5, 5)?, Square::new(4, 0), Square::new(2, 2));
    /// let counter = TourCounter::new(&board, a1, Ends::to(c3))?;
    /// assert_eq!(counter.finish(), count_tours(&board, Some(a1), Ends::to(c3))?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`count_tours`] with a start.
    pub fn new(
        board: &Board,
        start: Square,
        ends: impl Into<Ends>,
    ) -> Result<TourCounter, CountError> {
        let ends = ends.into();
        check_ends(board, Some(start), ends.last())?;
        refuse_large(board)?;
        let closed = ends.kind() == TourKind::Closed;
        Ok(TourCounter {
            enumeration: Enumeration::new(board.clone(), start, ends.last(), closed),
            closed,
        })
    }

    /// A count of the tours from `start` as `ends` asks whose second square is `second`,
    /// not begun: the whole count's search below that move, placement for placement.
    ///
    /// ```
    /// use tour_core::{Board, Square, TourKind, theory::TourCounter};
    /// let board = Board::new(5, 5)?;
    /// let counter = TourCounter::by_move(&board, Square::new(0, 0), Square::new(1, 2), TourKind::Open)?;
    /// assert_eq!(counter.finish().directed, 152); // half of the corner's 304, by symmetry
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`count_tours_by_move`].
    pub fn by_move(
        board: &Board,
        start: Square,
        second: Square,
        ends: impl Into<Ends>,
    ) -> Result<TourCounter, CountError> {
        let ends = ends.into();
        check_ends(board, Some(start), ends.last())?;
        refuse_large(board)?;
        if !first_moves(board, start)?.contains(&second) {
            return Err(CountError::NotAFirstMove { start, second });
        }
        let closed = ends.kind() == TourKind::Closed;
        Ok(TourCounter {
            enumeration: Enumeration::after(board.clone(), start, second, ends.last(), closed),
            closed,
        })
    }

    /// Counts for at most `steps` more placements: `Done` with the count once every tour
    /// is counted (and on every call after), `Running` before.
    pub fn advance(&mut self, steps: u64) -> Progress<TourCount> {
        self.enumeration.advance(steps).map(|()| self.counted())
    }

    /// The tours counted so far and the squares placed (the count, once finished).
    #[must_use]
    pub fn counted(&self) -> TourCount {
        let directed = self.enumeration.tours();
        TourCount {
            directed,
            undirected: if self.closed {
                self.enumeration.cycles()
            } else {
                directed
            },
            positions: self.enumeration.positions(),
        }
    }

    /// Counts to the end.
    #[must_use]
    pub fn finish(mut self) -> TourCount {
        loop {
            if let Progress::Done(count) = self.advance(u64::MAX) {
                return count;
            }
        }
    }
}

/// Counts tours on a thin board (a side of at most four) of any length as `ends` asks, by
/// the column-by-column programme: from `start` when given, with the meanings
/// of [`TourCount`] (`positions` is 0: nothing is placed square by square). A separate
/// entry from [`count_tours`], so a program that only enumerates small boards does not
/// carry the programme.
///
/// ```
/// use tour_core::{Board, Ends, Square, TourKind, theory::count_thin_tours};
/// let board = Board::new(3, 30)?;
/// let (a1, ad3) = (Square::new(0, 0), Square::new(2, 29));
/// assert_eq!(count_thin_tours(&board, Some(a1), Ends::to(ad3))?.directed, 7_839_422_947_812);
/// assert_eq!(count_thin_tours(&Board::new(3, 10)?, None, TourKind::Closed)?.undirected, 16);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`CountError::TooLarge`] when both sides exceed four, [`CountError::TooMany`] when
/// the count overflows a `u64`, [`CountError::StartOffBoard`] or
/// [`CountError::EndOffBoard`] for a square off the board.
pub fn count_thin_tours(
    board: &Board,
    start: Option<Square>,
    ends: impl Into<Ends>,
) -> Result<TourCount, CountError> {
    let ends = ends.into();
    check_ends(board, start, ends.last())?;
    let too_large = || CountError::TooLarge {
        board: board.clone(),
    };
    let thin = crate::thin::ThinBoard::new(board.clone()).map_err(|_| too_large())?;
    let counted = thin.count(start, ends).map_err(|_| too_large())?;
    let too_many = CountError::TooMany {
        board: board.clone(),
    };
    let tours = u64::try_from(counted.tours).map_err(|_| too_many.clone())?;
    if counted.saturated {
        return Err(too_many);
    }
    // The programme counts undirected tours, and with a designated square the tours
    // beginning there: the start, or the last square (a tour read backwards is a tour
    // from it).
    let designated = start.is_some() || ends.last().is_some();
    let (directed, undirected) = match (designated, ends.kind()) {
        (true, TourKind::Open) => (Some(tours), tours),
        (false, TourKind::Open) => (tours.checked_mul(2), tours),
        (true, TourKind::Closed) => (tours.checked_mul(2), tours),
        (false, TourKind::Closed) => (tours.checked_mul(2 * board.area() as u64), tours),
    };
    Ok(TourCount {
        directed: directed.ok_or(too_many)?,
        undirected,
        positions: 0,
    })
}

/// One square of each class of squares the board's symmetries map onto each other, with
/// the class size: tours from symmetric squares are counted once. Every leaper's moves
/// look the same under the rectangle's reflections and rotations; holes keep only the
/// symmetries that map them onto holes.
fn symmetry_classes(board: &Board) -> BTreeMap<Square, u64> {
    let (rows, cols) = (board.rows(), board.cols());
    let image = |symmetry: usize, square: Square| -> Square {
        let (r, c) = (square.row(), square.col());
        let (fr, fc) = (rows - 1 - r, cols - 1 - c);
        let (row, col) = [
            (r, c),
            (fr, c),
            (r, fc),
            (fr, fc),
            (c, r),
            (fc, r),
            (c, fr),
            (fc, fr),
        ][symmetry];
        Square::new(row, col)
    };
    let symmetries: Vec<usize> = (0..if rows == cols { 8 } else { 4 })
        .filter(|&symmetry| {
            board
                .holes()
                .all(|hole| board.is_hole(image(symmetry, hole)))
        })
        .collect();
    let mut classes: BTreeMap<Square, u64> = BTreeMap::new();
    for square in board.squares() {
        let class = symmetries
            .iter()
            .map(|&symmetry| image(symmetry, square))
            .min()
            .unwrap_or(square);
        *classes.entry(class).or_default() += 1;
    }
    classes
}
