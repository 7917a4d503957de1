//! The play-mode hint: a rule or theorem when one already settles the walk, otherwise
//! the core's exact search for a completion, within a budget.

use tour_core::{
    Board, Square, TourKind,
    theory::{Completion, SearchOutcome, decided_by_theory, obstacle},
};

use super::Job;
use crate::model::{Action, HINT_BUDGET, Hint, Lost, PlayAction, tour_ends};

/// The hint when no search is needed: before the start is chosen, when no tour starts
/// from the walk's first square, or when a rule every tour obeys is already broken.
pub fn settled_hint(board: Board, walk: &[Square], closed: bool) -> Option<Hint> {
    let Some(&start) = walk.first() else {
        return Some(Hint::ChooseStart);
    };
    let wanted = TourKind::closed(closed);
    if let Some(Err(why)) = decided_by_theory(&board, start, wanted) {
        return Some(Hint::Lost(Lost::Theorem(why)));
    }
    obstacle(&board, walk, wanted).map(|obstacle| Hint::Lost(Lost::Obstacle(obstacle)))
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
pub struct HintJob {
    /// `None` when the walk is not a knight's path (the play state never holds one).
    completion: Option<Completion>,
    len: usize,
    outcome: Option<SearchOutcome>,
}

impl HintJob {
    /// A search continuing `walk` (closed: to a closed tour; with `end`: to a tour that
    /// finishes there).
    pub fn new(board: Board, walk: &[Square], closed: bool, end: Option<Square>) -> Self {
        let budget = HINT_BUDGET;
        let completion = Completion::new(board, walk, tour_ends(closed, end), budget);
        HintJob {
            completion: completion.ok(),
            len: walk.len(),
            outcome: None,
        }
    }
}

impl Job for HintJob {
    fn advance(&mut self, steps: u32) -> bool {
        self.outcome = match &mut self.completion {
            Some(completion) => completion.advance(u64::from(steps)).done(),
            // Nothing continues a walk that is not a knight's path.
            None => Some(SearchOutcome::Exhausted { positions: 0 }),
        };
        self.outcome.is_some()
    }

    fn report(&mut self, _finished: bool, _busy_ms: f64) -> Option<Action> {
        Some(Action::Play(match self.outcome.take() {
            Some(outcome) => PlayAction::Hinted(self.len, searched_hint(outcome, self.len)),
            None => PlayAction::Hinting(self.len),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tasks::tests::run_to_end;
    use tour_core::theory::{Impossibility, Obstacle};

    fn squares(board: Board, names: &[&str]) -> Vec<Square> {
        names
            .iter()
            .map(|n| Square::parse(n, &board).unwrap())
            .collect()
    }

    #[test]
    fn theorems_and_broken_rules_answer_without_a_search() {
        let board = Board::new(5, 5).unwrap();
        assert_eq!(
            settled_hint(board.clone(), &[], false),
            Some(Hint::ChooseStart)
        );
        assert_eq!(
            settled_hint(board.clone(), &squares(board.clone(), &["b1"]), false),
            Some(Hint::Lost(Lost::Theorem(Impossibility::MinorityColour)))
        );
        assert_eq!(
            settled_hint(board.clone(), &squares(board, &["a1"]), true),
            Some(Hint::Lost(Lost::Theorem(Impossibility::BothSidesOdd)))
        );
        let board = Board::new(6, 6).unwrap();
        let walk = squares(
            board.clone(),
            &["a6", "c5", "e6", "f4", "e2", "c1", "d3", "b4"],
        );
        assert_eq!(
            settled_hint(board.clone(), &walk, true),
            Some(Hint::Lost(Lost::Obstacle(Obstacle::NoWayBack {
                start: walk[0]
            })))
        );
        assert_eq!(settled_hint(board, &walk[..2], false), None);
    }

    #[test]
    fn a_found_tour_suggests_its_next_square_and_a_spent_budget_says_unknown() {
        let board = Board::CHESS;
        let walk = squares(board.clone(), &["a1", "b3"]);
        let reports = run_to_end(HintJob::new(board, &walk, false, None));
        let Some(Action::Play(PlayAction::Hinted(2, Hint::Move(next)))) = reports.last() else {
            panic!("a hint: {reports:?}")
        };
        let next = *next;
        assert!(Board::is_knight_move(walk[1], next));
        assert_eq!(
            searched_hint(SearchOutcome::OutOfBudget { positions: 7 }, 2),
            Hint::Unknown { positions: 7 }
        );
    }

    #[test]
    fn a_hint_leads_towards_the_chosen_last_square() {
        let board = Board::new(5, 5).unwrap();
        let walk = squares(board.clone(), &["a1"]);
        let centre = Square::new(2, 2);
        let reports = run_to_end(HintJob::new(board.clone(), &walk, false, Some(centre)));
        let Some(Action::Play(PlayAction::Hinted(1, Hint::Move(next)))) = reports.last().cloned()
        else {
            panic!("a hint: {reports:?}")
        };
        let mut walk = walk;
        walk.push(next);
        let continued =
            Completion::new(board, &walk, tour_core::Ends::to(centre), u64::MAX).unwrap();
        let mut continued = continued;
        assert!(matches!(
            continued.advance(u64::MAX).done(),
            Some(tour_core::theory::SearchOutcome::Found(_))
        ));
    }
}
