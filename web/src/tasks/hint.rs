//! Play mode's hint, in the engine: a theorem when no tour starts from the walk's first
//! square, a rule every tour obeys when the walk breaks one, else the core's exact search
//! for a completion within a budget.

use tour_engine::protocol::{Hinted, Job, Report};

use super::EngineWork;
use crate::model::{
    Action, HINT_BUDGET, Hint, Lost, PlayAction, Settings, searched_hint, tour_ends,
};

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
            Report::Hinted(answer) => {
                let hint = match answer {
                    Hinted::Theorem(why) => Hint::Lost(Lost::Theorem(why)),
                    Hinted::Obstacle(obstacle) => Hint::Lost(Lost::Obstacle(obstacle)),
                    Hinted::Searched(outcome) => searched_hint(outcome, self.len),
                };
                Some(Action::Play(PlayAction::Hinted(self.len, hint)))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
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
