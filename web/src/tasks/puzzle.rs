//! Puzzle mode's room, in the engine: one job per action a person takes, carrying the
//! room's last state and the page's board and language; its answer is the room's new
//! state and view, and its end lets the next action go.

use tour_engine::protocol::{Job, Report, RoomLang};

use super::{EngineWork, now_ms};
use crate::model::{Action, AppState, Lang, PuzzleAction, Shared};

/// The room's language for the page's.
fn room_lang(lang: Lang) -> RoomLang {
    match lang {
        Lang::En => RoomLang::En,
        Lang::ZhHant => RoomLang::ZhHant,
        Lang::ZhHans => RoomLang::ZhHans,
    }
}

/// One action on the room.
pub struct RoomWork {
    shares: Vec<Job>,
}

impl RoomWork {
    /// The job for the action `state` is sending, if it is sending one.
    pub fn new(state: &AppState) -> Option<RoomWork> {
        let action = state.puzzle().sending.clone()?;
        // Page milliseconds, whole: the puzzle's clock.
        let at_ms = now_ms().max(0.0) as u64;
        Some(RoomWork {
            shares: vec![Job::Room {
                board: state.board(),
                level: state.puzzle().level,
                state: state.puzzle().room.clone(),
                action,
                lang: room_lang(state.settings().lang),
                at_ms,
            }],
        })
    }
}

impl EngineWork for RoomWork {
    fn shares(&mut self) -> Vec<Job> {
        std::mem::take(&mut self.shares)
    }

    fn heard(&mut self, _share: usize, report: Report) -> Option<Action> {
        let action = match report {
            Report::Room { state, view } => PuzzleAction::Heard(state, Shared::new(*view)),
            // Answered, or lost: either way the next action may go.
            Report::Finished | Report::Unreadable => PuzzleAction::Ended,
            _ => return None,
        };
        Some(Action::Puzzle(action))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Mode, Settings, SettingsAction};
    use crate::tasks::tests::run_in_engine;
    use tour_core::puzzle::Level;
    use tour_core::{Board, TourKind};
    use tour_engine::protocol::RoomAction;

    /// Puzzle mode on `board`, the room sending `action` (what opening the mode sent
    /// has ended).
    fn sending(board: Board, action: RoomAction) -> AppState {
        AppState::new(Settings {
            board,
            ..Settings::default()
        })
        .apply(Action::Settings(SettingsAction::Mode(Mode::Puzzle)))
        .apply(Action::Puzzle(PuzzleAction::Ended))
        .apply(Action::Puzzle(PuzzleAction::Ask(action)))
    }

    #[test]
    fn a_new_puzzle_is_the_command_line_s_for_the_same_values() {
        let board = Board::new(6, 6).unwrap();
        let new = RoomAction::New {
            kind: TourKind::Open,
            seed: 7,
        };
        let state = sending(board.clone(), new.clone());
        assert_eq!(state.puzzle().level, Level::Easy);
        assert_eq!(state.puzzle().sending, Some(new));
        let actions = run_in_engine(RoomWork::new(&state).unwrap());
        let expected =
            tour_core::puzzle::generate_puzzle(&board, TourKind::Open, Level::Easy, 7).unwrap();
        let Some(Action::Puzzle(PuzzleAction::Heard(_, view))) = actions.iter().rev().nth(1) else {
            panic!("the room's answer, then its end: {actions:?}")
        };
        assert_eq!(view.code, Some(expected.puzzle.code()));
        assert_eq!(view.solution.as_deref(), Some(&expected.solution[..]));
        assert_eq!(actions.last(), Some(&Action::Puzzle(PuzzleAction::Ended)));
    }

    #[test]
    fn the_room_s_markup_carries_the_page_s_hooks() {
        use crate::view::hooks::{action, control, testid};
        let board = Board::new(5, 5).unwrap();
        let new = RoomAction::New {
            kind: TourKind::Open,
            seed: 3,
        };
        let state = sending(board, new);
        let actions = run_in_engine(RoomWork::new(&state).unwrap());
        let state = actions.into_iter().fold(state, AppState::apply);
        let state = state.apply(Action::Puzzle(PuzzleAction::Ask(RoomAction::Check)));
        assert_eq!(state.puzzle().sending, Some(RoomAction::Check));
        let actions = run_in_engine(RoomWork::new(&state).unwrap());
        let Some(Action::Puzzle(PuzzleAction::Heard(_, view))) = actions.iter().rev().nth(1) else {
            panic!("the room's answer: {actions:?}")
        };
        let markup = format!("{}{}{}", view.top, view.said, view.bottom);
        let actions = [
            action::NEW_PUZZLE,
            action::UNDO,
            action::CLEAR,
            action::CHECK,
            action::HINT,
            action::SHOW_SOLUTION,
        ];
        let hooks = actions
            .into_iter()
            .map(|hook| ("data-action", hook))
            .chain([
                ("data-control", control::LEVEL),
                ("data-testid", testid::PUZZLE_SAID),
                ("data-testid", testid::PUZZLE_CODE),
            ]);
        for (name, hook) in hooks {
            assert!(
                markup.contains(&format!(r#"{name}="{hook}""#)),
                "{hook}: {markup}"
            );
        }
    }
}
