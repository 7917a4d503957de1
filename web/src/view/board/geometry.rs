//! Where things go on the page's SVG board, in SVG user units: the board, the study
//! marks on it and the exported drawing are all placed by these.
//!
//! One square is [`CELL`] units wide whatever the board size; the `viewBox` scales the
//! whole drawing to the space the page gives it, so no layout code needs pixels. Every
//! coordinate is a whole number, so writing one never needs float formatting.

use tour_core::{Board, Square};

/// Side of one square.
pub const CELL: u32 = 60;

/// Room left of the board for rank numbers and below it for file letters.
pub const LABEL: u32 = 26;

/// The `viewBox` attribute for `board`.
pub fn view_box(board: Board) -> String {
    let (width, height) = size(board);
    format!("0 0 {width} {height}")
}

/// Width and height of the whole drawing, labels included.
pub fn size(board: Board) -> (u32, u32) {
    (
        LABEL + u32::from(board.cols()) * CELL,
        u32::from(board.rows()) * CELL + LABEL,
    )
}

/// Top-left corner of a square.
pub fn corner(square: Square) -> (u32, u32) {
    (
        LABEL + u32::from(square.col()) * CELL,
        u32::from(square.row()) * CELL,
    )
}

/// Centre of a square.
pub fn centre(square: Square) -> (u32, u32) {
    let (x, y) = corner(square);
    (x + CELL / 2, y + CELL / 2)
}

/// The `points` attribute of a polyline through the centres of `path`.
pub fn polyline(path: &[Square]) -> String {
    use std::fmt::Write;
    let mut points = String::with_capacity(path.len() * 10);
    for square in path {
        let (x, y) = centre(*square);
        if !points.is_empty() {
            points.push(' ');
        }
        // Writing into a String cannot fail.
        let _ = write!(points, "{x},{y}");
    }
    points
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_sit_left_and_below() {
        let board = Board::new(2, 3).unwrap();
        assert_eq!(view_box(board), "0 0 206 146");
        assert_eq!(corner(Square::new(0, 0)), (26, 0));
        assert_eq!(centre(Square::new(1, 2)), (176, 90));
        assert_eq!(
            polyline(&[Square::new(0, 0), Square::new(1, 2)]),
            "56,30 176,90"
        );
    }
}
