//! Which squares can start a tour, for the board's shading ("Where can a tour
//! start?", or, with a last square chosen, "from where can a tour finish there?"): the
//! core's theorems decide almost every board at once; the construction and a short
//! exhaustive search answer the rest square by square.

use tour_core::{
    Board, Square,
    theory::{Verdict, tour_exists},
};

use super::Job;
use crate::model::{Action, Shared, StartKind, StartShading, WorkAction, tour_ends};

/// Placements the search may make per square before the square is shown as undecided.
pub const PER_SQUARE_BUDGET: u64 = 20_000;

/// The shading in progress.
pub struct StartsJob {
    shading: StartShading,
}

impl StartsJob {
    /// Shades `board` for open (or closed) tours, or for tours finishing on `end`.
    pub fn new(board: Board, closed: bool, end: Option<Square>) -> Self {
        StartsJob {
            shading: StartShading {
                board: board.clone(),
                closed,
                end,
                kinds: Vec::with_capacity(board.area()),
            },
        }
    }
}

impl Job for StartsJob {
    fn advance(&mut self, steps: u32) -> bool {
        let shading = &mut self.shading;
        let ends = tour_ends(shading.closed, shading.end);
        for _ in 0..steps {
            let Some(square) = shading.board.square_at(shading.kinds.len()) else {
                return true;
            };
            if shading.board.is_hole(square) {
                // Not drawn; kept so the answers stay indexed by square.
                shading.kinds.push(StartKind::No);
                continue;
            }
            let verdict = tour_exists(&shading.board, square, ends, PER_SQUARE_BUDGET);
            let kind = match verdict {
                Ok(Verdict::Exists { .. }) => StartKind::Yes,
                Ok(Verdict::Impossible(_)) => StartKind::No,
                // An end off the board decides nothing either way.
                Ok(Verdict::Unknown { .. }) | Err(_) => StartKind::Unknown,
            };
            shading.kinds.push(kind);
        }
        shading.kinds.len() == shading.board.area()
    }

    fn report(&mut self, _finished: bool, _busy_ms: f64) -> Option<Action> {
        Some(Action::Work(WorkAction::StartsShaded(Shared::new(
            self.shading.clone(),
        ))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tasks::tests::run_to_end;

    fn shade(rows: u16, cols: u16, closed: bool) -> Vec<StartKind> {
        let board = Board::new(rows, cols).unwrap();
        match run_to_end(StartsJob::new(board, closed, None)).pop() {
            Some(Action::Work(WorkAction::StartsShaded(shading))) => shading.kinds.clone(),
            other => panic!("a shading: {other:?}"),
        }
    }

    #[test]
    fn odd_boards_shade_the_minority_colour_and_thin_boards_are_searched() {
        let five = shade(5, 5, false);
        assert_eq!(five.iter().filter(|&&k| k == StartKind::Yes).count(), 13);
        assert!(shade(5, 5, true).iter().all(|&k| k == StartKind::No));
        let thin = shade(3, 4, false);
        assert!(thin.contains(&StartKind::Yes) && thin.contains(&StartKind::No));
    }

    #[test]
    fn with_a_last_square_only_starts_of_the_other_colour_that_reach_it_are_shaded() {
        let board = Board::new(6, 6).unwrap();
        let end = Square::new(0, 0);
        let Some(Action::Work(WorkAction::StartsShaded(shading))) =
            run_to_end(StartsJob::new(board.clone(), false, Some(end))).pop()
        else {
            panic!("a shading");
        };
        for square in board.squares() {
            let kind = shading.kind(board.index(square).unwrap());
            let expected = square.is_corner_colour() != end.is_corner_colour();
            assert_eq!(kind == Some(StartKind::Yes), expected, "{square:?}");
        }
    }
}
