//! Play mode's hint when no rule settles the walk: the core's exact search for a
//! completion, within a budget, in the engine.

use tour_engine::protocol::{Job, Report};

use super::EngineWork;
use crate::model::{Action, HINT_BUDGET, PlayAction, Settings, searched_hint, tour_ends};

/// A hint search in progress.
pub struct HintWork {
    len: usize,
    shares: Vec<Job>,
}

impl HintWork {
    /// A search continuing play mode's `walk` to the tour the settings ask for.
    pub fn new(settings: &Settings, walk: &[tour_core::Square]) -> HintWork {
        HintWork {
            len: walk.len(),
            shares: vec![Job::Hint {
                board: settings.board.clone(),
                walk: walk.to_vec(),
                ends: tour_ends(settings.closed, settings.end),
                budget: HINT_BUDGET,
            }],
        }
    }
}

impl EngineWork for HintWork {
    fn shares(&mut self) -> Vec<Job> {
        std::mem::take(&mut self.shares)
    }

    fn first(&self) -> Option<Action> {
        Some(Action::Play(PlayAction::Hinting(self.len)))
    }

    fn heard(&mut self, _share: usize, report: Report) -> Option<Action> {
        match report {
            Report::Hinted(outcome) => Some(Action::Play(PlayAction::Hinted(
                self.len,
                searched_hint(outcome, self.len),
            ))),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Hint;
    use crate::tasks::tests::run_in_engine;
    use tour_core::theory::{Completion, SearchOutcome};
    use tour_core::{Board, Square};

    fn squares(board: &Board, names: &[&str]) -> Vec<Square> {
        names
            .iter()
            .map(|n| Square::parse(n, board).unwrap())
            .collect()
    }

    #[test]
    fn a_found_tour_suggests_its_next_square() {
        let settings = Settings::default();
        let walk = squares(&settings.board, &["a1", "b3"]);
        let actions = run_in_engine(HintWork::new(&settings, &walk));
        assert_eq!(actions[0], Action::Play(PlayAction::Hinting(2)));
        let Some(Action::Play(PlayAction::Hinted(2, Hint::Move(next)))) = actions.last() else {
            panic!("a hint: {actions:?}")
        };
        assert!(Board::is_knight_move(walk[1], *next));
    }

    #[test]
    fn a_hint_leads_towards_the_chosen_last_square() {
        let board = Board::new(5, 5).unwrap();
        let centre = Square::new(2, 2);
        let settings = Settings {
            board: board.clone(),
            end: Some(centre),
            ..Settings::default()
        };
        let mut walk = squares(&board, &["a1"]);
        let actions = run_in_engine(HintWork::new(&settings, &walk));
        let Some(Action::Play(PlayAction::Hinted(1, Hint::Move(next)))) = actions.last().cloned()
        else {
            panic!("a hint: {actions:?}")
        };
        walk.push(next);
        let mut continued =
            Completion::new(board, &walk, tour_core::Ends::to(centre), u64::MAX).unwrap();
        assert!(matches!(
            continued.advance(u64::MAX).done(),
            Some(SearchOutcome::Found(_))
        ));
    }
}
