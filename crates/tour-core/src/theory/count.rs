//! Exact tour counts by exhaustive enumeration, for boards small enough to finish.

use std::collections::BTreeMap;
use std::fmt;

use crate::board::Board;
use crate::square::Square;
use crate::theory::Wanted;
use crate::theory::exact::count_from;

/// The largest board (in squares) [`count_tours`] enumerates. 6 x 6 open, the largest
/// published count at this size, takes seconds natively; larger boards take hours.
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
pub enum CountError {
    /// The board has more than [`MAX_COUNT_AREA`] squares.
    TooLarge {
        /// The board asked for.
        board: Board,
    },
    /// The start square is not on the board.
    StartOffBoard {
        /// The square asked for.
        start: Square,
        /// The board.
        board: Board,
    },
}

impl fmt::Display for CountError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::TooLarge { board } => write!(
                f,
                "counting enumerates every tour, which is feasible up to {MAX_COUNT_AREA} squares; \
                 {board} has {}",
                board.area()
            ),
            Self::StartOffBoard { start, board } => write!(
                f,
                "start square {} is not on the {board} board",
                start.seed_coords()
            ),
        }
    }
}

impl std::error::Error for CountError {}

/// Counts tours exactly, from `start` or over the whole board.
///
/// ```
/// use tour_core::{count_tours, Board, Square, Wanted};
/// let board = Board::new(5, 5)?;
/// let corner = count_tours(board, Some(Square::new(0, 0)), Wanted::Open)?;
/// assert_eq!(corner.directed, 304); // OEIS A165134
/// let all = count_tours(board, None, Wanted::Open)?;
/// assert_eq!(all.directed, 1728);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`CountError::TooLarge`] above [`MAX_COUNT_AREA`] squares (enumeration would take
/// too long), [`CountError::StartOffBoard`] for a start off the board.
pub fn count_tours(
    board: Board,
    start: Option<Square>,
    wanted: Wanted,
) -> Result<TourCount, CountError> {
    if board.area() > MAX_COUNT_AREA {
        return Err(CountError::TooLarge { board });
    }
    if let Some(start) = start.filter(|&s| !board.contains(s)) {
        return Err(CountError::StartOffBoard { start, board });
    }
    let closed = wanted == Wanted::Closed;
    let count = |from: Square| count_from(board, from, closed, u64::MAX).unwrap_or((0, 0));
    Ok(match (start, wanted) {
        (Some(start), Wanted::Open) => {
            let (tours, positions) = count(start);
            TourCount {
                directed: tours,
                undirected: tours,
                positions,
            }
        }
        (Some(start), Wanted::Closed) => {
            let (tours, positions) = count(start);
            TourCount {
                directed: tours,
                undirected: tours / 2,
                positions,
            }
        }
        (None, Wanted::Open) => {
            let (mut directed, mut positions) = (0, 0);
            for (representative, orbit) in symmetry_classes(board) {
                let (tours, placed) = count(representative);
                directed += tours * orbit;
                positions += placed;
            }
            TourCount {
                directed,
                undirected: if board.area() == 1 { 1 } else { directed / 2 },
                positions,
            }
        }
        (None, Wanted::Closed) => {
            // Every cycle passes through the corner, in two directions.
            let (tours, positions) = count(Square::new(0, 0));
            let cycles = tours / 2;
            TourCount {
                directed: cycles * 2 * board.area() as u64,
                undirected: cycles,
                positions,
            }
        }
    })
}

/// One square of each class of squares the board's symmetries map onto each other, with
/// the class size: tours from symmetric squares are counted once.
fn symmetry_classes(board: Board) -> BTreeMap<Square, u64> {
    let (rows, cols) = (board.rows(), board.cols());
    let mut classes: BTreeMap<Square, u64> = BTreeMap::new();
    for square in board.squares() {
        let (r, c) = (square.row(), square.col());
        let (fr, fc) = (rows - 1 - r, cols - 1 - c);
        let mut images = vec![(r, c), (fr, c), (r, fc), (fr, fc)];
        if rows == cols {
            images.extend([(c, r), (fc, r), (c, fr), (fc, fr)]);
        }
        let (row, col) = images.into_iter().min().unwrap_or((r, c));
        *classes.entry(Square::new(row, col)).or_default() += 1;
    }
    classes
}
