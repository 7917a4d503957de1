//! Test data the puzzle modules share.

use crate::square::Square;

/// A 5 x 5 open tour from a corner, as (row, column) in order: 1 on a5, 2 on c4, 3 on
/// e5, ...
pub const FIVE_BY_FIVE: [(u16, u16); 25] = [
    (0, 0),
    (1, 2),
    (0, 4),
    (2, 3),
    (4, 4),
    (3, 2),
    (4, 0),
    (2, 1),
    (0, 2),
    (1, 4),
    (3, 3),
    (4, 1),
    (2, 0),
    (0, 1),
    (1, 3),
    (3, 4),
    (4, 2),
    (3, 0),
    (1, 1),
    (0, 3),
    (2, 4),
    (4, 3),
    (3, 1),
    (1, 0),
    (2, 2),
];

/// [`FIVE_BY_FIVE`]'s squares in order.
pub fn five_by_five() -> Vec<Square> {
    FIVE_BY_FIVE
        .map(|(row, col)| Square::new(row, col))
        .to_vec()
}
