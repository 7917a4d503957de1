//! What the property tests share.

use tour_core::{Board, Square};

/// About one square in eight of `board`, picked by the bits of `mask`: holes for a random
/// board that still has most of its squares.
pub fn holes_from(board: &Board, mask: u64) -> Vec<Square> {
    board
        .cells()
        .enumerate()
        .filter(|(i, _)| mask.rotate_left(*i as u32 * 7) & 0b111 == 0)
        .map(|(_, square)| square)
        .collect()
}
