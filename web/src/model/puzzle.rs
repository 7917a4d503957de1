//! Puzzle mode's data on the page: the level chosen, and the room the engine keeps (its
//! state as the engine wrote it, and its view: the numbers, the words, what applies).
//! The rules and the words are the engine's (`tour_engine::protocol::room`), so a
//! visitor who never opens a puzzle downloads none of them; the page forwards each
//! action in turn, one room job at a time, and shows the view that comes back.

use tour_core::puzzle::Level;
use tour_engine::protocol::{RoomAction, RoomState, RoomView};

use super::shared::Shared;

/// Something in puzzle mode.
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleAction {
    /// The level of the next puzzle.
    Level(Level),
    /// A person's action, for the room.
    Ask(RoomAction),
    /// The room answered: its state and view.
    Heard(RoomState, Shared<RoomView>),
    /// The room's job ended (answered, or lost).
    Ended,
}

/// Puzzle mode's state on the page.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleState {
    /// The level new puzzles are made at.
    pub level: Level,
    /// The room's state, as its last answer gave it.
    pub room: RoomState,
    /// What the room's last answer showed.
    pub view: Option<Shared<RoomView>>,
    /// The action the room is working on (sent with the job).
    pub sending: Option<RoomAction>,
    /// Actions waiting for the room, in order.
    pub waiting: Vec<RoomAction>,
}

impl Default for PuzzleState {
    fn default() -> PuzzleState {
        PuzzleState {
            level: Level::Easy,
            room: RoomState::default(),
            view: None,
            sending: None,
            waiting: Vec::new(),
        }
    }
}

impl PuzzleState {
    /// Whether a puzzle is on the board.
    pub fn posed(&self) -> bool {
        self.view.as_ref().is_some_and(|view| view.board.is_some())
    }

    /// Whether the puzzle on the board is solved.
    pub fn solved(&self) -> bool {
        self.view
            .as_ref()
            .is_some_and(|view| view.finished.is_some())
    }

    /// Whether the room is making a puzzle or opening a shared one.
    pub fn making(&self) -> bool {
        let long =
            |action: &RoomAction| matches!(action, RoomAction::New { .. } | RoomAction::Open(_));
        self.sending.iter().chain(&self.waiting).any(long)
    }

    /// Queues `action` behind the one the room is working on; returns whether the room
    /// is free to take it now (then it is the one [`Self::sending`]). A new puzzle drops
    /// whatever waited for the old one.
    pub fn queue(&mut self, action: RoomAction) -> bool {
        if matches!(action, RoomAction::New { .. } | RoomAction::Open(_)) {
            self.waiting.clear();
        }
        self.waiting.push(action);
        self.sending.is_none() && self.next()
    }

    /// The room with the action it was working on waiting again, first in line: its job
    /// was stopped (the mode changed), and it goes again when the mode comes back.
    pub fn paused(mut self) -> PuzzleState {
        if let Some(action) = self.sending.take() {
            self.waiting.insert(0, action);
        }
        self
    }

    /// Takes the next waiting action as the one to send; returns whether there was one.
    pub fn next(&mut self) -> bool {
        self.sending = (!self.waiting.is_empty()).then(|| self.waiting.remove(0));
        self.sending.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tour_core::{Square, TourKind};

    #[test]
    fn actions_wait_their_turn_and_a_new_puzzle_drops_the_rest() {
        let mut state = PuzzleState::default();
        assert!(state.queue(RoomAction::Choose(Square::new(0, 0))));
        assert!(!state.queue(RoomAction::Undo));
        assert!(!state.queue(RoomAction::Check));
        assert_eq!(state.waiting.len(), 2);
        assert!(state.next());
        assert_eq!(state.sending, Some(RoomAction::Undo));
        let new = RoomAction::New {
            kind: TourKind::Open,
            seed: 1,
        };
        assert!(!state.queue(new.clone()));
        assert_eq!(state.waiting, [new]);
        assert!(state.making());
    }
}
