//! The open-start rules of `RULES.md` in code: which squares of a 3 x n or 4 x n board
//! start an open tour, answered at once, without crossing the board column by column.

use crate::board::Board;
use crate::square::Square;

use super::{ThinBoard, ThinReason};

/// Whether an open tour starts on `start`: `Some(Ok(()))` yes, `Some(Err(_))` no and
/// why, `None` when the board is not 3 x n or 4 x n with n at least its width (narrower
/// and shorter boards have no open tour at all but the 1 x 1 one, which the caller
/// decides) or `start` is off it.
///
/// The 4 x n rule is a theorem (an open tour's ends lie in the outer rows) together with
/// the programme's finding that every outer square starts one for 5 <= n <= 1000; the
/// 3 x n rule is the colour rule, Schwenk's closed tours and three short boards, again
/// compared square by square with the programme for every n up to 1000
/// (`derive_rules` in `tests/thin.rs`).
pub(crate) fn open_start(board: Board, start: Square) -> Option<Result<(), ThinReason>> {
    let thin = ThinBoard::new(board).ok()?;
    if !board.contains(start) {
        return None;
    }
    let (width, n) = (thin.width(), thin.length());
    let (row, col) = thin.to_strip(start);
    let corner_colour = (row + col) % 2 == 0;
    let yes_if = |starts: bool, otherwise: ThinReason| {
        if starts { Ok(()) } else { Err(otherwise) }
    };
    Some(match (width, n) {
        (4, 5..) => yes_if(row == 0 || row == 3, ThinReason::StartInnerRow),
        (3, 4) => yes_if(col == 0 || col == 3, ThinReason::NoCompletion),
        (3, 7) if !corner_colour => Err(ThinReason::MinorityColour),
        (3, 7) => yes_if((row, col) != (1, 3), ThinReason::NoCompletion),
        (3, 8) => yes_if(
            !(row == 1 && (col == 2 || col == 5)),
            ThinReason::NoCompletion,
        ),
        (3, 9..) if n % 2 == 1 => yes_if(corner_colour, ThinReason::MinorityColour),
        (3, 10..) => Ok(()),
        (3 | 4, _) => Err(ThinReason::NoTourOnBoard),
        _ => return None,
    })
}
