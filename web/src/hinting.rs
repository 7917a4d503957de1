//! The play-mode hint: a rule or theorem when one already settles the walk, otherwise
//! the core's exact search for a completion, run as a sliced [`Task`] within a budget.

use tour_core::{Board, Completion, SearchOutcome, Square, Wanted, decided_by_theory, obstacle};
use yew::Callback;

use crate::play::{Hint, Lost, PlayAction};
use crate::state::Action;
use crate::tasks::{Batch, Task, now_ms};

/// Placements the hint's search may make: a second or two in the browser at most, and far
/// more than finding a completion from a winnable 8x8 position takes.
pub const HINT_BUDGET: u64 = 2_000_000;

/// The hint when no search is needed: before the start is chosen, when no tour starts
/// from the walk's first square, or when a rule every tour obeys is already broken.
pub fn settled_hint(board: Board, walk: &[Square], closed: bool) -> Option<Hint> {
    let Some(&start) = walk.first() else {
        return Some(Hint::ChooseStart);
    };
    let wanted = Wanted::closed(closed);
    if let Some(Err(why)) = decided_by_theory(board, start, wanted) {
        return Some(Hint::Lost(Lost::Theorem(why)));
    }
    obstacle(board, walk, wanted).map(|obstacle| Hint::Lost(Lost::Obstacle(obstacle)))
}

/// The hint a finished search gives for a walk of `len` squares.
pub fn searched_hint(outcome: SearchOutcome, len: usize) -> Hint {
    match outcome {
        SearchOutcome::Found(tour) => match tour.get(len) {
            Some(&next) => Hint::Move(next),
            // The walk is already a tour: nothing left to suggest.
            None => Hint::Lost(Lost::Exhausted { positions: 0 }),
        },
        SearchOutcome::Exhausted { positions } => Hint::Lost(Lost::Exhausted { positions }),
        SearchOutcome::OutOfBudget { positions } => Hint::Unknown { positions },
    }
}

/// A search for a move from which a tour can still be completed.
pub struct HintTask {
    completion: Completion,
    len: usize,
    batch: Batch,
    dispatch: Callback<Action>,
}

impl HintTask {
    /// A search continuing `walk` (closed: to a closed tour).
    pub fn new(board: Board, walk: &[Square], closed: bool, dispatch: Callback<Action>) -> Self {
        dispatch.emit(Action::Play(PlayAction::Hinting(walk.len())));
        HintTask {
            completion: Completion::new(board, walk, closed, HINT_BUDGET),
            len: walk.len(),
            batch: Batch::default(),
            dispatch,
        }
    }
}

impl Task for HintTask {
    fn run_until(&mut self, deadline_ms: f64) -> bool {
        let mut batch_began = now_ms();
        loop {
            if let Some(outcome) = self.completion.advance(u64::from(self.batch.size())) {
                let hint = searched_hint(outcome, self.len);
                self.dispatch
                    .emit(Action::Play(PlayAction::Hinted(self.len, hint)));
                return true;
            }
            let now = now_ms();
            self.batch.took(now - batch_began);
            batch_began = now;
            if now >= deadline_ms {
                return false;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tour_core::{Impossibility, Obstacle, complete_route};

    fn squares(board: Board, names: &[&str]) -> Vec<Square> {
        names
            .iter()
            .map(|n| Square::parse(n, board).unwrap())
            .collect()
    }

    #[test]
    fn theorems_and_broken_rules_answer_without_a_search() {
        let board = Board::new(5, 5).unwrap();
        assert_eq!(settled_hint(board, &[], false), Some(Hint::ChooseStart));
        assert_eq!(
            settled_hint(board, &squares(board, &["b1"]), false),
            Some(Hint::Lost(Lost::Theorem(Impossibility::MinorityColour)))
        );
        assert_eq!(
            settled_hint(board, &squares(board, &["a1"]), true),
            Some(Hint::Lost(Lost::Theorem(Impossibility::BothSidesOdd)))
        );
        let board = Board::new(6, 6).unwrap();
        let walk = squares(board, &["a6", "c5", "e6", "f4", "e2", "c1", "d3", "b4"]);
        assert_eq!(
            settled_hint(board, &walk, true),
            Some(Hint::Lost(Lost::Obstacle(Obstacle::NoWayBack {
                start: walk[0]
            })))
        );
        assert_eq!(settled_hint(board, &walk[..2], false), None);
    }

    #[test]
    fn a_found_tour_suggests_its_next_square() {
        let board = Board::CHESS;
        let walk = squares(board, &["a1", "b3"]);
        let outcome = complete_route(board, &walk, false, HINT_BUDGET);
        let Hint::Move(next) = searched_hint(outcome, walk.len()) else {
            panic!("a1-b3 opens tours");
        };
        assert!(Board::is_knight_move(walk[1], next));
        assert_eq!(
            searched_hint(SearchOutcome::OutOfBudget { positions: 7 }, 2),
            Hint::Unknown { positions: 7 }
        );
    }
}
