//! Editing a board's shape: removing and restoring squares, and
//! the presets that teach something.

use tour_core::{Board, Square, text::parse_holes};

/// `board` with `square` removed, or restored if it was a hole; `None` when removing it
/// would leave no square.
pub fn toggled_hole(board: &Board, square: Square) -> Option<Board> {
    let holes = board
        .holes()
        .filter(|&hole| hole != square)
        .chain((!board.is_hole(square)).then_some(square));
    board
        .rectangle()
        .with_holes(holes)
        .ok()
        .map(|shaped| shaped.with_leaper(board.leaper()))
}

/// A board worth showing a class, by its stable id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShapePreset {
    /// 8 x 8 without its centre 2 x 2: still a closed tour.
    CentreRemoved,
    /// A plus: 9 x 9 without its four 3 x 3 corners.
    Plus,
    /// 10 x 10 without its four corners.
    NoCorners,
    /// The seeds' board, 8 x 8 whole, for reference.
    Seeds,
}

impl ShapePreset {
    /// Every preset, in the order the panel lists them.
    pub const ALL: [ShapePreset; 4] = [
        ShapePreset::CentreRemoved,
        ShapePreset::Plus,
        ShapePreset::NoCorners,
        ShapePreset::Seeds,
    ];

    /// Its id, for the DOM and tests.
    pub const fn id(self) -> &'static str {
        match self {
            ShapePreset::CentreRemoved => "centre-removed",
            ShapePreset::Plus => "plus",
            ShapePreset::NoCorners => "no-corners",
            ShapePreset::Seeds => "seeds",
        }
    }

    /// The board, toured by `leaper`'s board's piece.
    pub fn board(self, piece: &Board) -> Board {
        let (rows, cols, holes) = match self {
            ShapePreset::CentreRemoved => (8, 8, "d4:e5"),
            ShapePreset::Plus => (9, 9, "a1:c3,g1:i3,a7:c9,g7:i9"),
            ShapePreset::NoCorners => (10, 10, "a1,j1,a10,j10"),
            ShapePreset::Seeds => (8, 8, ""),
        };
        let whole = Board::new(rows, cols).unwrap_or(Board::CHESS);
        parse_holes(holes, &whole)
            .ok()
            .and_then(|holes| whole.clone().with_holes(holes).ok())
            .unwrap_or(whole)
            .with_leaper(piece.leaper())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_square_toggles_and_the_last_one_stays() {
        let board = Board::new(1, 2).unwrap();
        let a1 = Square::new(0, 0);
        let holed = toggled_hole(&board, a1).unwrap();
        assert!(holed.is_hole(a1) && holed.square_count() == 1);
        assert_eq!(toggled_hole(&holed, a1), Some(board));
        assert_eq!(toggled_hole(&holed, Square::new(0, 1)), None);
    }

    #[test]
    fn presets_have_their_holes() {
        let counts = ShapePreset::ALL.map(|preset| preset.board(&Board::CHESS).hole_count());
        assert_eq!(counts, [4, 36, 4, 0]);
    }
}
