//! Which squares can start a tour, for the board's shading ("Where can a tour
//! start?"): the core's theorems decide almost every board at once; thin boards get a
//! short exhaustive search per square, so the answers arrive square by square.

use tour_core::{Board, Verdict, Wanted, tour_exists};

use super::Job;
use crate::model::{Action, Shared, StartKind, StartShading};

/// Placements the search may make per square before the square is shown as undecided.
const PER_SQUARE_BUDGET: u64 = 20_000;

/// The shading in progress.
pub struct StartsJob {
    shading: StartShading,
}

impl StartsJob {
    /// Shades `board` for open (or closed) tours.
    pub fn new(board: Board, closed: bool) -> Self {
        StartsJob {
            shading: StartShading {
                board,
                closed,
                kinds: Vec::with_capacity(board.area()),
            },
        }
    }
}

impl Job for StartsJob {
    fn advance(&mut self, steps: u32) -> bool {
        let shading = &mut self.shading;
        let wanted = Wanted::closed(shading.closed);
        for _ in 0..steps {
            let Some(square) = shading.board.square_at(shading.kinds.len()) else {
                return true;
            };
            let kind = match tour_exists(shading.board, square, wanted, PER_SQUARE_BUDGET) {
                Verdict::Exists { .. } => StartKind::Yes,
                Verdict::Impossible(_) => StartKind::No,
                Verdict::Unknown { .. } => StartKind::Unknown,
            };
            shading.kinds.push(kind);
        }
        shading.kinds.len() == shading.board.area()
    }

    fn report(&mut self, _finished: bool, _busy_ms: f64) -> Option<Action> {
        Some(Action::StartsShaded(Shared::new(self.shading.clone())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tasks::tests::run_to_end;

    fn shade(rows: u16, cols: u16, closed: bool) -> Vec<StartKind> {
        let board = Board::new(rows, cols).unwrap();
        match run_to_end(StartsJob::new(board, closed)).pop() {
            Some(Action::StartsShaded(shading)) => shading.kinds.clone(),
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
}
