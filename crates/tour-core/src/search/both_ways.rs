//! The exact search for a tour, run from both ends at once when the last square is
//! chosen.
//!
//! A tour from s to t read backwards is a tour from t to s, so a search from either end
//! settles the question, but how long each takes differs wildly: on 8 x 8, f5 to c7 takes
//! more than ten million placements forwards and 64 backwards. The two searches take
//! turns, a slice each, sharing the budget, and the first to finish answers: a tour found
//! either way, or an exhausted search, which proves there is none either way.

use crate::board::Board;
use crate::progress::Progress;
use crate::square::Square;

use super::{ExactSearch, Phase};

/// One search, or two from opposite ends taking turns.
pub(crate) struct Search {
    forward: ExactSearch,
    /// From the chosen last square back to the start, when there is one.
    backward: Option<ExactSearch>,
    /// Whether the backward search takes the next slice.
    backward_next: bool,
    /// How each search stopped, once it has (`[forward, backward]`).
    stopped: [Option<Phase>; 2],
}

impl Search {
    /// A search for a tour from `start` (to `end`, if given; else closed or open) that
    /// places at most `budget` squares in all.
    pub(crate) fn new(
        board: Board,
        start: Square,
        end: Option<Square>,
        closed: bool,
        budget: u64,
    ) -> Search {
        let Some(end) = end else {
            return Search {
                forward: ExactSearch::between(board, start, None, closed, budget),
                backward: None,
                backward_next: false,
                stopped: [None, None],
            };
        };
        let half = budget / 2;
        Search {
            forward: ExactSearch::between(board.clone(), start, Some(end), false, budget - half),
            backward: Some(ExactSearch::between(board, end, Some(start), false, half)),
            backward_next: false,
            stopped: [None, None],
        }
    }

    /// Squares placed so far by both searches.
    pub(crate) fn positions(&self) -> u64 {
        let backward = self.backward.as_ref().map_or(0, ExactSearch::positions);
        self.forward.positions().saturating_add(backward)
    }

    /// Squares on the route being tried: the deeper of the two searches' routes.
    pub(crate) fn depth(&self) -> usize {
        let backward = self.backward.as_ref().map_or(0, ExactSearch::depth);
        self.forward.depth().max(backward)
    }

    /// The tour found, start first.
    pub(crate) fn route(&self) -> Vec<Square> {
        match (&self.backward, self.stopped) {
            (Some(backward), [_, Some(Phase::Found)]) => {
                let mut route = backward.route();
                route.reverse();
                route
            }
            _ => self.forward.route(),
        }
    }

    /// Searches for about `steps` more placements (one search's slice).
    pub(crate) fn advance(&mut self, steps: u64) -> Progress<Phase> {
        let use_backward = match (&self.backward, self.stopped) {
            (None, _) | (_, [_, Some(_)]) => false,
            (Some(_), [Some(_), None]) => true,
            (Some(_), [None, None]) => self.backward_next,
        };
        self.backward_next = !use_backward;
        let (search, slot) = match (use_backward, self.backward.as_mut()) {
            (true, Some(backward)) => (backward, 1),
            _ => (&mut self.forward, 0),
        };
        let Progress::Done(phase) = search.advance(steps) else {
            return Progress::Running;
        };
        self.stopped[slot] = Some(phase);
        match phase {
            Phase::Found | Phase::Exhausted => Progress::Done(phase),
            // Out of budget: the other search, if any is still going, goes on alone.
            Phase::OutOfBudget => {
                let other_going = self.backward.is_some() && self.stopped[1 - slot].is_none();
                if other_going {
                    Progress::Running
                } else {
                    Progress::Done(Phase::OutOfBudget)
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(search: &mut Search) -> Phase {
        loop {
            if let Progress::Done(phase) = search.advance(64) {
                return phase;
            }
        }
    }

    #[test]
    fn the_easy_direction_answers_for_the_hard_one() {
        // f5 -> c7 on 8 x 8: more than ten million placements forwards, 64 backwards.
        let (start, end) = (Square::new(3, 5), Square::new(1, 2));
        let mut search = Search::new(Board::CHESS, start, Some(end), false, 1_000_000);
        assert_eq!(run(&mut search), Phase::Found);
        let route = search.route();
        assert_eq!((route[0], route[63]), (start, end));
        assert!(crate::route::validate_tour(&Board::CHESS, &route).is_ok());
        assert!(search.positions() < 1_000);
    }

    #[test]
    fn an_exhausted_search_either_way_proves_no_tour_and_budgets_are_shared() {
        let board = Board::new(5, 5).unwrap();
        let (corner, edge) = (Square::new(0, 0), Square::new(0, 1));
        assert_eq!(
            run(&mut Search::new(board, corner, Some(edge), false, u64::MAX)),
            Phase::Exhausted
        );
        let (start, end) = (Square::new(3, 5), Square::new(1, 2));
        let mut tiny = Search::new(Board::CHESS, start, Some(end), false, 10);
        assert_eq!(run(&mut tiny), Phase::OutOfBudget);
        assert_eq!(tiny.positions(), 10);
    }
}
