//! Keyboard shortcuts, as a pure mapping from key names to actions.

use crate::model::{Action, Control, FocusAction, SettingsAction};

/// What a key does while a board square has focus: arrows move the focus, Enter and
/// Space choose the focused square (`None` here; the square handles choosing).
pub fn on_square(key: &str) -> Option<Action> {
    match key {
        "ArrowUp" => Some(Action::Focus(FocusAction::Move(-1, 0))),
        "ArrowDown" => Some(Action::Focus(FocusAction::Move(1, 0))),
        "ArrowLeft" => Some(Action::Focus(FocusAction::Move(0, -1))),
        "ArrowRight" => Some(Action::Focus(FocusAction::Move(0, 1))),
        "Home" => Some(Action::Focus(FocusAction::Move(0, -1000))),
        "End" => Some(Action::Focus(FocusAction::Move(0, 1000))),
        "PageUp" => Some(Action::Focus(FocusAction::Move(-1000, 0))),
        "PageDown" => Some(Action::Focus(FocusAction::Move(1000, 0))),
        _ => None,
    }
}

/// Whether a key chooses the focused square.
pub fn chooses(key: &str) -> bool {
    matches!(key, "Enter" | " ")
}

/// Playback shortcuts, active anywhere in the app except on squares and form controls.
pub fn playback(key: &str, current_speed: u32) -> Option<Action> {
    match key {
        " " | "k" | "K" => Some(Action::Control(Control::TogglePlay)),
        "ArrowLeft" | "j" | "J" | "," => Some(Action::Control(Control::Back)),
        "ArrowRight" | "l" | "L" | "." => Some(Action::Control(Control::Forward)),
        "Home" => Some(Action::Control(Control::ToStart)),
        "End" => Some(Action::Control(Control::ToEnd)),
        "r" | "R" => Some(Action::Control(Control::Restart)),
        "+" | "=" => Some(Action::Settings(SettingsAction::Speed(
            current_speed.saturating_add(1),
        ))),
        "-" | "_" => Some(Action::Settings(SettingsAction::Speed(
            current_speed.saturating_sub(1),
        ))),
        _ => None,
    }
}

/// What a key does in play mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayKey {
    /// Take back the last move.
    Undo,
    /// Ask for a hint.
    Hint,
}

/// Play-mode shortcuts, active anywhere in the app except in form fields (squares
/// included, since a keyboard player's focus is on the board).
pub fn play(key: &str) -> Option<PlayKey> {
    match key {
        "u" | "U" | "Backspace" => Some(PlayKey::Undo),
        "h" | "H" => Some(PlayKey::Hint),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrows_move_focus_on_squares_and_step_elsewhere() {
        assert_eq!(
            on_square("ArrowRight"),
            Some(Action::Focus(FocusAction::Move(0, 1)))
        );
        assert_eq!(
            playback("ArrowRight", 4),
            Some(Action::Control(Control::Forward))
        );
        assert!(chooses("Enter"));
        assert!(!chooses("a"));
        assert_eq!(
            playback("+", 4),
            Some(Action::Settings(SettingsAction::Speed(5)))
        );
        assert_eq!(
            playback("-", 0),
            Some(Action::Settings(SettingsAction::Speed(0)))
        );
        assert_eq!(playback("x", 4), None);
        assert_eq!(play("Backspace"), Some(PlayKey::Undo));
        assert_eq!(play("h"), Some(PlayKey::Hint));
        assert_eq!(play("k"), None);
    }
}
