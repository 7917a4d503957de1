//! A hint for the student's walk: a theorem when no tour starts from its first square, a
//! rule every tour obeys when the walk already breaks one, else the exact search for a
//! completion. When no tour can be completed, the search goes on backwards: the longest
//! start of the walk from which one still can, so the page can say how far to undo.

use tour_core::theory::{Completion, SearchOutcome, decided_by_theory, obstacle};
use tour_core::{Board, Ends, Square};

use super::Work;
use crate::protocol::{Hinted, Report};

/// The search for a completion, then, when the walk is lost, for the longest start of it
/// that is not.
pub(super) struct HintRun {
    board: Board,
    walk: Vec<Square>,
    ends: Ends,
    /// The search running: for the whole walk, then for its first `kept` squares.
    completion: Option<Completion>,
    /// The hint, until it is reported.
    answer: Option<Hinted>,
    /// Whether the hint was reported.
    told: bool,
    /// While searching back: the squares kept in the search running.
    kept: Option<usize>,
    /// Placements left for searching back.
    left: u64,
    /// How the search back ended, once it has: the squares to keep (0: none), or
    /// nothing found within the budget.
    back_to: Option<Option<u32>>,
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
        let completion = settled
            .is_none()
            .then(|| Completion::new(board.clone(), walk, ends, budget).ok())
            .flatten();
        let mut run = HintRun {
            board,
            walk: walk.to_vec(),
            ends,
            completion,
            answer: None,
            told: false,
            kept: None,
            left: budget,
            back_to: None,
        };
        run.answered(settled);
        run
    }

    /// Records the hint; a walk that is lost, though its start is not, is searched back.
    fn answered(&mut self, answer: Option<Hinted>) {
        let Some(answer) = answer else {
            return;
        };
        let lost = matches!(
            answer,
            Hinted::Obstacle(_) | Hinted::Searched(SearchOutcome::Exhausted { .. })
        );
        self.answer = Some(answer);
        if lost && self.walk.len() > 1 {
            self.search_back_from(self.walk.len() - 1);
        } else {
            self.back_to = Some(None);
        }
    }

    /// Searches the walk's first `kept` squares, or fewer: the longest start of the walk
    /// that breaks no rule is searched next.
    fn search_back_from(&mut self, kept: usize) {
        let kind = self.ends.kind();
        let next = (1..=kept)
            .rev()
            .find(|&kept| obstacle(&self.board, &self.walk[..kept], kind).is_none());
        self.completion = next.and_then(|kept| {
            Completion::new(self.board.clone(), &self.walk[..kept], self.ends, self.left).ok()
        });
        self.kept = next;
        if next.is_none() {
            // Every start of the walk breaks a rule, its first square alone included.
            self.back_to = Some(Some(0));
        } else if self.completion.is_none() {
            self.back_to = Some(None);
        }
    }

    /// The search back ran `steps` more placements and came to `outcome`, if any.
    fn searched_back(&mut self, outcome: Option<SearchOutcome>, kept: usize) {
        match outcome {
            None => {}
            Some(SearchOutcome::Found(_)) => {
                self.back_to = Some(u32::try_from(kept).ok());
            }
            Some(SearchOutcome::Exhausted { positions }) if kept > 1 => {
                self.left = self.left.saturating_sub(positions);
                self.search_back_from(kept - 1);
            }
            // Not even from the first square alone.
            Some(SearchOutcome::Exhausted { .. }) => self.back_to = Some(Some(0)),
            Some(SearchOutcome::OutOfBudget { .. }) => self.back_to = Some(None),
        }
    }
}

impl Work for HintRun {
    fn advance(&mut self, steps: u64) -> bool {
        let outcome = match &mut self.completion {
            Some(completion) => completion.advance(steps).done(),
            // A walk that is no knight's path continues to nothing.
            None if self.answer.is_none() && !self.told => {
                Some(SearchOutcome::Exhausted { positions: 0 })
            }
            None => None,
        };
        match self.kept {
            Some(kept) if self.back_to.is_none() => self.searched_back(outcome, kept),
            _ if self.answer.is_none() && !self.told => {
                self.answered(outcome.map(Hinted::Searched))
            }
            _ => {}
        }
        self.back_to.is_some() && (self.answer.is_some() || self.told)
    }

    fn reports(&mut self, finished: bool, _busy_ms: f64) -> Vec<Report> {
        // The hint is heard as soon as it is known; how far to undo follows.
        let mut reports: Vec<Report> = self.answer.take().map(Report::Hinted).into_iter().collect();
        self.told |= !reports.is_empty();
        if finished && let Some(Some(kept)) = self.back_to {
            reports.push(Report::BackTo(kept));
            // Said once.
            self.back_to = Some(None);
        }
        reports
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

    #[test]
    fn a_lost_walk_is_searched_back_to_the_longest_start_that_still_completes() {
        let five = Board::new(5, 5).expect("a board");
        let names = [
            "a5", "c4", "e5", "d3", "e1", "c2", "d4", "e2", "c1", "a2", "b4", "d5", "e3", "d1",
            "b2", "a4", "c5", "e4", "d2",
        ];
        let walk: Vec<Square> = names
            .iter()
            .map(|name| Square::parse(name, &five).expect("a square"))
            .collect();
        let job = Job::Hint {
            board: five.clone(),
            walk: walk.clone(),
            ends: Ends::OPEN,
            budget: 1_000_000,
        };
        let reports = run_to_end(job);
        assert!(matches!(
            reports.first(),
            Some(Report::Hinted(Hinted::Searched(
                SearchOutcome::Exhausted { .. }
            )))
        ));
        let Some(Report::BackTo(kept)) = reports.get(1) else {
            panic!("how far to undo: {reports:?}")
        };
        let kept = *kept as usize;
        let completes = |len: usize| {
            let mut search =
                Completion::new(five.clone(), &walk[..len], Ends::OPEN, u64::MAX).expect("a path");
            matches!(
                search.advance(u64::MAX).done(),
                Some(SearchOutcome::Found(_))
            )
        };
        assert!(
            completes(kept),
            "a tour from the walk's first {kept} squares"
        );
        assert!(
            ((kept + 1)..walk.len()).all(|len| !completes(len)),
            "and from no longer start of it"
        );
        assert_eq!(reports.last(), Some(&Report::Finished));
    }
}
