//! Why a thin board has no tour from a square: typed, so a front end can word it.

use std::fmt;

use crate::board::Board;
use crate::square::Square;

/// Why no tour with the asked-for ends exists on a thin board, from the most general
/// fact that applies: the board, then colour, then the rule of 4 x n, then the
/// column-by-column programme itself. Every variant is a proof, not a guess: the rules
/// are theorems (see `RULES.md` beside this module) and [`ThinReason::NoCompletion`] is
/// the exact programme's own finding.
///
/// ```
/// use tour_core::{Board, Square, TourKind, thin::{ThinBoard, ThinReason, ThinVerdict}};
/// let thin = ThinBoard::new(Board::new(4, 6)?)?;
/// let inner = Square::new(1, 0);
/// assert_eq!(
///     thin.decide(inner, TourKind::Open)?,
///     ThinVerdict::Impossible(ThinReason::StartInnerRow)
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ThinReason {
    /// The board has no tour of the asked-for kind from any square (for example 3 x 5,
    /// 4 x 4, or a closed tour on any 4 x n).
    NoTourOnBoard,
    /// The board has an odd number of squares, so a tour starts and ends on the corners'
    /// colour; the start has the other colour.
    MinorityColour,
    /// The board has an odd number of squares, so a tour ends on the corners' colour; the
    /// chosen last square has the other colour.
    EndMinorityColour,
    /// The board has an even number of squares, so a tour's two ends have different
    /// colours; the start and the chosen last square have the same colour.
    EndsSameColour,
    /// The chosen last square is the start: a tour's two ends are different squares.
    EndIsStart,
    /// On a 4 x n board both ends of an open tour lie in the outer rows (Flye
    /// Sainte-Marie 1877); the start is in an inner row.
    StartInnerRow,
    /// The same rule for the chosen last square: it is in an inner row of a 4 x n board.
    EndInnerRow,
    /// The exact column-by-column programme, which follows every way a tour can cross
    /// each pair of columns, finds no such tour (from the start, to the chosen last square
    /// if there is one), and no shorter rule applies.
    NoCompletion,
}

impl ThinReason {
    /// A short, stable name for the reason (for machine-readable output).
    ///
    /// ```
    /// assert_eq!(tour_core::thin::ThinReason::StartInnerRow.as_str(), "start-inner-row");
    /// ```
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::NoTourOnBoard => "no-tour-on-board",
            Self::MinorityColour => "minority-colour",
            Self::EndMinorityColour => "end-minority-colour",
            Self::EndsSameColour => "ends-same-colour",
            Self::EndIsStart => "end-is-start",
            Self::StartInnerRow => "start-inner-row",
            Self::EndInnerRow => "end-inner-row",
            Self::NoCompletion => "no-completion",
        }
    }
}

impl fmt::Display for ThinReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::NoTourOnBoard => "this board has no tour of this kind from any square",
            Self::MinorityColour => {
                "the board has an odd number of squares, so a tour starts on the corners' \
                 colour; this square has the other colour"
            }
            Self::EndMinorityColour => {
                "the board has an odd number of squares, so a tour ends on the corners' \
                 colour; the chosen last square has the other colour"
            }
            Self::EndsSameColour => {
                "the board has an even number of squares, so a tour's ends have different \
                 colours; these two have the same"
            }
            Self::EndIsStart => "a tour's last square is not its first",
            Self::StartInnerRow => {
                "on a board four squares wide an open tour's ends lie in the two outer rows; \
                 this square is in an inner row"
            }
            Self::EndInnerRow => {
                "on a board four squares wide an open tour's ends lie in the two outer rows; \
                 the chosen last square is in an inner row"
            }
            Self::NoCompletion => {
                "following every way a tour can cross the board column by column finds no \
                 such tour"
            }
        })
    }
}

/// The colour rules: an odd board's ends have the corners' colour, an even board's ends
/// differ in colour, and the two ends are different squares.
pub(crate) fn colour_reason(
    board: Board,
    start: Square,
    end: Option<Square>,
) -> Option<ThinReason> {
    let odd = board.area() % 2 == 1;
    if odd && !start.is_corner_colour() {
        return Some(ThinReason::MinorityColour);
    }
    let end = end?;
    if end == start {
        return (board.area() != 1).then_some(ThinReason::EndIsStart);
    }
    if odd && !end.is_corner_colour() {
        return Some(ThinReason::EndMinorityColour);
    }
    if !odd && start.is_corner_colour() == end.is_corner_colour() {
        return Some(ThinReason::EndsSameColour);
    }
    None
}
