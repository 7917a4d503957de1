//! A hint for the student's walk: a theorem when no tour starts from its first square, a
//! rule every tour obeys when the walk already breaks one, else the exact search for a
//! completion.

use tour_core::theory::{Completion, decided_by_theory, obstacle};
use tour_core::{Board, Ends, Square};

use super::Work;
use crate::protocol::{Hinted, Report};

/// The search for a completion, or the answer already found.
pub(super) struct HintRun {
    /// `None` once there is an answer, or when the walk is not a knight's path (nothing
    /// continues it).
    completion: Option<Completion>,
    answer: Option<Hinted>,
}

impl HintRun {
    pub(super) fn new(board: Board, walk: &[Square], ends: Ends, budget: u64) -> HintRun {
        let kind = ends.kind();
        let settled = walk.first().and_then(|&start| {
            if let Some(Err(why)) = decided_by_theory(&board, start, kind) {
                return Some(Hinted::Theorem(why));
            }
            obstacle(&board, walk, kind).map(Hinted::Obstacle)
        });
        HintRun {
            completion: settled
                .is_none()
                .then(|| Completion::new(board, walk, ends, budget).ok())
                .flatten(),
            answer: settled,
        }
    }
}

impl Work for HintRun {
    fn advance(&mut self, steps: u64) -> bool {
        if self.answer.is_none() {
            let outcome = match &mut self.completion {
                Some(completion) => completion.advance(steps).done(),
                None => Some(tour_core::theory::SearchOutcome::Exhausted { positions: 0 }),
            };
            self.answer = outcome.map(Hinted::Searched);
        }
        self.answer.is_some()
    }

    fn reports(&mut self, finished: bool, _busy_ms: f64) -> Vec<Report> {
        match self.answer.take() {
            Some(answer) if finished => vec![Report::Hinted(answer)],
            answer => {
                self.answer = answer;
                Vec::new()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::Job;
    use crate::run::run_to_end;
    use tour_core::theory::{Impossibility, Obstacle, SearchOutcome};

    fn hint(board: &Board, names: &[&str], ends: Ends) -> Hinted {
        let walk = names
            .iter()
            .map(|name| Square::parse(name, board).expect("a square"))
            .collect();
        let job = Job::Hint {
            board: board.clone(),
            walk,
            ends,
            budget: 1_000_000,
        };
        run_to_end(job)
            .into_iter()
            .find_map(|report| match report {
                Report::Hinted(answer) => Some(answer),
                _ => None,
            })
            .expect("an answer")
    }

    #[test]
    fn theorems_and_broken_rules_answer_without_a_search() {
        let five = Board::new(5, 5).expect("a board");
        assert_eq!(
            hint(&five, &["b1"], Ends::OPEN),
            Hinted::Theorem(Impossibility::MinorityColour)
        );
        assert_eq!(
            hint(&five, &["a1"], Ends::CLOSED),
            Hinted::Theorem(Impossibility::BothSidesOdd)
        );
        let six = Board::new(6, 6).expect("a board");
        let walk = ["a6", "c5", "e6", "f4", "e2", "c1", "d3", "b4"];
        assert_eq!(
            hint(&six, &walk, Ends::CLOSED),
            Hinted::Obstacle(Obstacle::NoWayBack {
                start: Square::parse("a6", &six).expect("a square")
            })
        );
        assert!(matches!(
            hint(&six, &walk[..2], Ends::OPEN),
            Hinted::Searched(SearchOutcome::Found(_))
        ));
    }
}
