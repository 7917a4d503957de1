//! Tours that fill the board half by half, or quadrant by quadrant.

use crate::board::Board;

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

/// Which split, if any, the tour numbered `numbering` fills half by half.
pub(super) fn bisected(board: &Board, numbering: &[u32]) -> Option<Halves> {
    let (rows, cols) = (usize::from(board.rows()), usize::from(board.cols()));
    let bottom = |index: usize| usize::from(index / cols >= rows / 2);
    let right = |index: usize| usize::from(index % cols >= cols / 2);
    if rows % 2 == 0 && fills_in_turn(numbering, 2, bottom) {
        return Some(Halves::TopBottom);
    }
    if cols % 2 == 0 && fills_in_turn(numbering, 2, right) {
        return Some(Halves::LeftRight);
    }
    None
}

/// Whether each quarter of the numbers fills one quadrant (both sides even).
pub(super) fn quadrisected(board: &Board, numbering: &[u32]) -> bool {
    let (rows, cols) = (usize::from(board.rows()), usize::from(board.cols()));
    let quadrant = |index: usize| {
        2 * usize::from(index / cols >= rows / 2) + usize::from(index % cols >= cols / 2)
    };
    rows % 2 == 0 && cols % 2 == 0 && fills_in_turn(numbering, 4, quadrant)
}

/// Whether the numbers, cut into `parts` equal runs (`1..=N/parts`, ...), put each run
/// in a region of its own: every square of a run in one region (`region`, from `0` to
/// `parts - 1`, of a dense index), and no two runs in the same one. The runs then fill
/// their regions exactly, since between them they number every square.
fn fills_in_turn(numbering: &[u32], parts: usize, region: impl Fn(usize) -> usize) -> bool {
    let numbered = numbering.iter().filter(|&&number| number > 0).count();
    if numbered == 0 || numbered % parts != 0 {
        return false;
    }
    let run = numbered / parts;
    // The region each run is in, once its first square is seen.
    let mut regions = vec![usize::MAX; parts];
    for (index, &number) in numbering.iter().enumerate() {
        let Some(i) = usize::try_from(number).ok().and_then(|n| n.checked_sub(1)) else {
            continue;
        };
        let part = (i / run).min(parts - 1);
        let here = region(index);
        if regions[part] == usize::MAX {
            regions[part] = here;
        } else if regions[part] != here {
            return false;
        }
    }
    (0..parts).all(|a| (a + 1..parts).all(|b| regions[a] != regions[b]))
}
