//! Which squares can start a tour, for the board's shading: the core's theorems decide
//! almost every board at once; thin boards get a short exhaustive search per square.

use tour_core::{Board, Verdict, Wanted, tour_exists};

/// Placements the search may make per square before the square is shown as undecided.
const PER_SQUARE_BUDGET: u64 = 20_000;

/// What the shading says about one square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartKind {
    /// A tour starts here.
    Yes,
    /// No tour starts here.
    No,
    /// Not decided within the budget.
    Unknown,
}

impl StartKind {
    /// The `data-start` attribute value.
    pub const fn as_str(self) -> &'static str {
        match self {
            StartKind::Yes => "yes",
            StartKind::No => "no",
            StartKind::Unknown => "unknown",
        }
    }
}

/// One answer per square, by dense index.
pub fn start_kinds(board: Board, closed: bool) -> Vec<StartKind> {
    let wanted = Wanted::closed(closed);
    board
        .squares()
        .map(
            |square| match tour_exists(board, square, wanted, PER_SQUARE_BUDGET) {
                Verdict::Exists { .. } => StartKind::Yes,
                Verdict::Impossible(_) => StartKind::No,
                Verdict::Unknown { .. } => StartKind::Unknown,
            },
        )
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odd_boards_shade_the_minority_colour_and_thin_boards_are_searched() {
        let five = start_kinds(Board::new(5, 5).unwrap(), false);
        assert_eq!(five.iter().filter(|&&k| k == StartKind::Yes).count(), 13);
        let closed = start_kinds(Board::new(5, 5).unwrap(), true);
        assert!(closed.iter().all(|&k| k == StartKind::No));
        let thin = start_kinds(Board::new(3, 4).unwrap(), false);
        assert!(thin.contains(&StartKind::Yes) && thin.contains(&StartKind::No));
    }
}
