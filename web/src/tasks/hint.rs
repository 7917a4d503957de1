//! Play mode's hint, in the engine: a theorem when no tour starts from the walk's first
//! square, a rule every tour obeys when the walk breaks one, else the core's exact search
//! for a completion within a budget.

use tour_engine::protocol::{Hinted, Job, Report};

use super::EngineWork;
use crate::model::{Action, HINT_BUDGET, Hint, Lost, PlayAction, Settings, searched_hint};

/// A hint search in progress.
pub struct HintWork {
    len: usize,
    shares: Vec<Job>,
    /// A hint that the walk is lost, held until the engine has searched back for how far
    /// to undo ([`Report::BackTo`]), so both are said together.
    lost: Option<Lost>,
    back_to: Option<usize>,
}

impl HintWork {
    /// A search continuing play mode's `walk` to the tour the settings ask for.
    pub fn new(settings: &Settings, walk: &[tour_core::Square]) -> HintWork {
        HintWork {
            len: walk.len(),
            shares: vec![Job::Hint {
                board: settings.board.clone(),
                walk: walk.to_vec(),
                ends: settings.ends,
                budget: HINT_BUDGET,
            }],
            lost: None,
            back_to: None,
        }
    }

    fn hinted(&self, hint: Hint) -> Option<Action> {
        Some(Action::Play(PlayAction::Hinted(self.len, hint)))
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
        let hint = match report {
            // No tour starts from the first square: nothing short of starting over helps.
            Report::Hinted(Hinted::Theorem(why)) => Hint::Lost {
                why: Lost::Theorem(why),
                back_to: Some(0),
            },
            Report::Hinted(Hinted::Obstacle(obstacle)) => {
                self.lost = Some(Lost::Obstacle(obstacle));
                return None;
            }
            Report::Hinted(Hinted::Searched(outcome)) => match searched_hint(outcome, self.len) {
                Hint::Lost { why, .. } if self.len > 1 => {
                    self.lost = Some(why);
                    return None;
                }
                hint => hint,
            },
            Report::BackTo(kept) => {
                self.back_to = usize::try_from(kept).ok();
                return None;
            }
            Report::Finished => Hint::Lost {
                why: self.lost.take()?,
                back_to: self.back_to,
            },
            _ => return None,
        };
        self.hinted(hint)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tasks::tests::run_in_engine;
    use tour_core::theory::{Completion, SearchOutcome};
    use tour_core::{Board, Ends, Square};

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
            ends: Ends::to(centre),
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

    #[test]
    fn a_lost_walk_is_said_with_how_far_to_undo() {
        let board = Board::new(5, 5).unwrap();
        let settings = Settings {
            board: board.clone(),
            ..Settings::default()
        };
        let walk = squares(
            &board,
            &[
                "a5", "c4", "e5", "d3", "e1", "c2", "d4", "e2", "c1", "a2", "b4", "d5", "e3", "d1",
                "b2", "a4", "c5", "e4", "d2",
            ],
        );
        let actions = run_in_engine(HintWork::new(&settings, &walk));
        let Some(Action::Play(PlayAction::Hinted(19, Hint::Lost { why, back_to }))) =
            actions.last()
        else {
            panic!("a lost walk: {actions:?}")
        };
        assert!(matches!(why, Lost::Exhausted { .. }));
        assert!(
            back_to.is_some_and(|kept| (1..19).contains(&kept)),
            "{back_to:?}"
        );
        // 6x6 without its centre: no open tour from any square, so none from a1.
        let holed = Board::new(6, 6)
            .unwrap()
            .with_holes(squares(
                &Board::new(6, 6).unwrap(),
                &["c3", "c4", "d3", "d4"],
            ))
            .unwrap();
        let settings = Settings {
            board: holed.clone(),
            ..Settings::default()
        };
        let actions = run_in_engine(HintWork::new(&settings, &squares(&holed, &["a1", "b3"])));
        let Some(Action::Play(PlayAction::Hinted(2, Hint::Lost { back_to, .. }))) = actions.last()
        else {
            panic!("a lost walk: {actions:?}")
        };
        assert_eq!(*back_to, Some(0), "not even a1 alone starts a tour");
    }
}
