//! Tours that fill the board half by half, or quadrant by quadrant.

use crate::board::Board;
use crate::square::Square;

/// How a bisected tour splits the board: its first half of numbers fills one half of
/// the board and the second half the other.
///
/// ```
/// use tour_core::study::Halves;
/// assert_eq!(Halves::TopBottom.id(), "top-bottom");
/// assert_eq!(Halves::LeftRight.id(), "left-right");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Halves {
    /// The top half (the first `rows / 2` rows) and the bottom half.
    TopBottom,
    /// The left half (the first `cols / 2` columns) and the right half.
    LeftRight,
}

impl Halves {
    /// `"top-bottom"` or `"left-right"`, for machine-readable output.
    ///
    /// ```
    /// assert_eq!(tour_core::study::Halves::LeftRight.id(), "left-right");
    /// ```
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::TopBottom => "top-bottom",
            Self::LeftRight => "left-right",
        }
    }
}

/// Which split, if any, the tour `squares` fills half by half.
pub(super) fn bisected(board: &Board, squares: &[Square]) -> Option<Halves> {
    let (rows, cols) = (board.rows(), board.cols());
    let bottom = |square: Square| usize::from(square.row() >= rows / 2);
    let right = |square: Square| usize::from(square.col() >= cols / 2);
    if rows % 2 == 0 && fills_in_turn(squares, 2, bottom) {
        return Some(Halves::TopBottom);
    }
    if cols % 2 == 0 && fills_in_turn(squares, 2, right) {
        return Some(Halves::LeftRight);
    }
    None
}

/// Whether each quarter of the tour `squares` fills one quadrant (both sides even).
pub(super) fn quadrisected(board: &Board, squares: &[Square]) -> bool {
    let (rows, cols) = (board.rows(), board.cols());
    let quadrant = |square: Square| {
        2 * usize::from(square.row() >= rows / 2) + usize::from(square.col() >= cols / 2)
    };
    rows % 2 == 0 && cols % 2 == 0 && fills_in_turn(squares, 4, quadrant)
}

/// Whether the route, cut into `parts` equal runs (squares `1..=N/parts`, ...), puts
/// each run in a region of its own: every square of a run in one region (`region`, from
/// `0` to `parts - 1`), and no two runs in the same one. The runs then fill their
/// regions exactly, since between them they visit every square. Stops at the first
/// square out of its run's region.
fn fills_in_turn(squares: &[Square], parts: usize, region: impl Fn(Square) -> usize) -> bool {
    if squares.is_empty() || !squares.len().is_multiple_of(parts) {
        return false;
    }
    let mut regions = Vec::with_capacity(parts);
    for run in squares.chunks(squares.len() / parts) {
        let Some(&first) = run.first() else {
            return false;
        };
        let here = region(first);
        if regions.contains(&here) || !run.iter().all(|&square| region(square) == here) {
            return false;
        }
        regions.push(here);
    }
    true
}
