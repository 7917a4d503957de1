//! Exact tour counts: by exhaustive enumeration on boards small enough to finish, and by
//! the column-by-column programme on thin boards of any length.

use std::collections::BTreeMap;
use std::fmt;

use crate::board::Board;
use crate::route::{Ends, TourKind};
use crate::search::count_from;
use crate::square::Square;

/// The largest board (in squares) [`count_tours`] enumerates. 6 x 6 open, the largest
/// published count at this size, takes seconds natively; larger boards take hours.
/// Thin boards (a side of 3 or 4) of any length are counted by `count_thin_tours` (the
/// `thin` feature).
pub const MAX_COUNT_AREA: usize = 36;

/// Exact numbers of tours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TourCount {
    /// Directed tours: a route and its reverse count twice. From a given start: the
    /// routes beginning there. For closed tours without a start: every (cycle, start,
    /// direction).
    pub directed: u64,
    /// Undirected tours. Open, from a start: routes with that square as one end (equal to
    /// `directed`); open, whole board: `directed / 2`. Closed: the cycles (through the
    /// start, which every cycle passes).
    pub undirected: u64,
    /// Squares placed by the enumeration.
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
        (_, None) => count_any_last(board, start, ends.kind()),
        (None, Some(end)) => count_any_last(board, Some(end), TourKind::Open),
        (Some(start), Some(end)) => count_between(board, start, end),
    }
}

/// [`count_tours`] for any last square.
fn count_any_last(
    board: &Board,
    start: Option<Square>,
    wanted: TourKind,
) -> Result<TourCount, CountError> {
    if board.square_count() > MAX_COUNT_AREA {
        return Err(CountError::TooLarge {
            board: board.clone(),
        });
    }
    let closed = wanted == TourKind::Closed;
    let count =
        |from: Square| count_from(board.clone(), from, None, closed, u64::MAX).unwrap_or((0, 0));
    Ok(match (start, wanted) {
        (Some(start), TourKind::Open) => {
            let (tours, positions) = count(start);
            TourCount {
                directed: tours,
                undirected: tours,
                positions,
            }
        }
        (Some(start), TourKind::Closed) => {
            let (tours, positions) = count(start);
            TourCount {
                directed: tours,
                undirected: tours / 2,
                positions,
            }
        }
        (None, TourKind::Open) => {
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
        (None, TourKind::Closed) => {
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

/// [`count_tours`] for open tours from `start` that end on `end`.
fn count_between(board: &Board, start: Square, end: Square) -> Result<TourCount, CountError> {
    if board.square_count() > MAX_COUNT_AREA {
        return Err(CountError::TooLarge {
            board: board.clone(),
        });
    }
    let (tours, positions) =
        count_from(board.clone(), start, Some(end), false, u64::MAX).unwrap_or((0, 0));
    Ok(TourCount {
        directed: tours,
        undirected: tours,
        positions,
    })
}

#[cfg(feature = "thin")]
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
    let (end, wanted) = (ends.last(), ends.kind());
    check_ends(board, start, end)?;
    // Tours ending on a square, read backwards, are the tours from it.
    let (start, end) = match (start, end) {
        (None, Some(end)) if wanted == TourKind::Open => (Some(end), None),
        ends => ends,
    };
    let too_large = || CountError::TooLarge {
        board: board.clone(),
    };
    let thin = crate::thin::ThinBoard::new(board.clone()).map_err(|_| too_large())?;
    let counted = thin.count(start, end, wanted).map_err(|_| too_large())?;
    let too_many = CountError::TooMany {
        board: board.clone(),
    };
    let tours = u64::try_from(counted.tours).map_err(|_| too_many.clone())?;
    if counted.saturated {
        return Err(too_many);
    }
    // The programme counts undirected tours, and from a designated start the tours
    // beginning there.
    let (directed, undirected) = match (start, wanted) {
        (Some(_), TourKind::Open) => (Some(tours), tours),
        (None, TourKind::Open) => (tours.checked_mul(2), tours),
        (Some(_), TourKind::Closed) => (tours.checked_mul(2), tours),
        (None, TourKind::Closed) => (tours.checked_mul(2 * board.area() as u64), tours),
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
