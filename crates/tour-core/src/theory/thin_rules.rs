//! The open-start rules of `thin/RULES.md` in code: which squares of a 3 x n or 4 x n
//! board start an open tour, answered at once. They need nothing of the column-by-column
//! programme: a rule answers before the programme is asked.

use crate::board::Board;
use crate::square::Square;

use super::Impossibility;

/// Whether an open tour starts on `start`: `Some(Ok(()))` yes, `Some(Err(_))` no and
/// why, `None` when the board's shorter side is not 3 or 4 or `start` is off the board.
///
/// The 4 x n rule is a theorem (an open tour's ends lie in the outer rows, Flye
/// Sainte-Marie 1877) together with the programme's finding that every outer square
/// starts one for 5 <= n <= 1000; the 3 x n rule is the colour rule, Schwenk's closed
/// tours and three short boards, again compared square by square with the programme for
/// every n up to 1000 (`derive_rules` in `tests/thin.rs`).
pub(crate) fn open_start(board: Board, start: Square) -> Option<Result<(), Impossibility>> {
    if !board.contains(start) {
        return None;
    }
    // Read the board as a strip: `width` rows (the shorter side) by `n` columns.
    let (rows, cols) = (board.rows(), board.cols());
    let (width, n, row, col) = if rows <= cols {
        (rows, cols, start.row(), start.col())
    } else {
        (cols, rows, start.col(), start.row())
    };
    let corner_colour = (row + col) % 2 == 0;
    let yes_if = |starts: bool, otherwise: Impossibility| {
        if starts { Ok(()) } else { Err(otherwise) }
    };
    Some(match (width, n) {
        (4, 5..) => yes_if(row == 0 || row == 3, Impossibility::StartInnerRow),
        (3, 4) => yes_if(col == 0 || col == 3, Impossibility::NoCompletion),
        (3, 7) if !corner_colour => Err(Impossibility::MinorityColour),
        (3, 7) => yes_if((row, col) != (1, 3), Impossibility::NoCompletion),
        (3, 8) => yes_if(
            !(row == 1 && (col == 2 || col == 5)),
            Impossibility::NoCompletion,
        ),
        (3, 9..) if n % 2 == 1 => yes_if(corner_colour, Impossibility::MinorityColour),
        (3, 10..) => Ok(()),
        (3 | 4, _) => Err(Impossibility::TooThin),
        _ => return None,
    })
}
