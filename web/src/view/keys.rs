//! Keyboard shortcuts: a pure mapping from key names to actions, which element keeps a
//! key for itself, and the board's own keys.

use tour_core::Square;
use web_sys::KeyboardEvent;
use yew::Callback;

use crate::browser::page::KeyTarget;

use crate::model::{Action, Control, FocusAction, PuzzleAction, SettingsAction};
use crate::tasks::now_ms;

/// What a key does while a board square has focus: arrows move the focus, Enter and
/// Space press the focused square (`None` here; the square handles pressing).
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

/// Whether a key presses the focused square.
pub fn presses(key: &str) -> bool {
    matches!(key, "Enter" | " ")
}

/// Whether a key is Home or End.
fn jumps(key: &str) -> bool {
    matches!(key, "Home" | "End")
}

/// The board's own keys, on a square or on the large board's canvas (`square` is the
/// focused one): arrows, Home, End, PageUp and PageDown move the focus, Enter and Space
/// press the square, and in puzzle mode digits, Backspace and Delete write on it
/// ([`typed`]). Every other key (and Backspace) goes on to the app's shortcuts.
pub fn on_board_key(
    event: &KeyboardEvent,
    square: Square,
    press: &Callback<Square>,
    dispatch: &Callback<Action>,
) {
    let key = event.key();
    if presses(&key) {
        event.prevent_default();
        event.stop_propagation();
        press.emit(square);
    } else if let Some(action) = on_square(&key) {
        event.prevent_default();
        event.stop_propagation();
        dispatch.emit(action);
    } else if let Some(action) = typed(&key, square) {
        // Puzzle mode writes it; play mode's Backspace goes on to undo.
        dispatch.emit(action);
    }
}

/// Whether the element a key went to uses the key itself, so the app's shortcuts leave
/// it alone. Everywhere else the shortcuts work, with the focus on a playback button
/// too.
pub fn kept_by(target: KeyTarget, key: &str) -> bool {
    match target {
        KeyTarget::Field => true,
        KeyTarget::Choice => {
            key.starts_with("Arrow") || key.starts_with("Page") || presses(key) || jumps(key)
        }
        KeyTarget::Button => presses(key),
        KeyTarget::Other => false,
    }
}

/// Playback shortcuts, active anywhere in the app but where [`kept_by`] keeps the key.
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

/// Play-mode shortcuts, active anywhere in the app but where [`kept_by`] keeps the key
/// (squares included, since a keyboard player's focus is on the board).
pub fn play(key: &str) -> Option<PlayKey> {
    match key {
        "u" | "U" | "Backspace" => Some(PlayKey::Undo),
        "h" | "H" => Some(PlayKey::Hint),
        _ => None,
    }
}

/// Puzzle mode's keys anywhere in the app: U undoes and H asks for a hint.
pub fn puzzle(key: &str) -> Option<Action> {
    let action = match key {
        "u" | "U" => PuzzleAction::Undo,
        "h" | "H" => PuzzleAction::Hint,
        _ => return None,
    };
    Some(Action::Puzzle(action))
}

/// What a key typed on `square` writes there in puzzle mode: a digit after the number
/// there (while it stays in range), Backspace or Delete clears it. (Outside puzzle mode
/// the app lets it go.)
pub fn typed(key: &str, square: Square) -> Option<Action> {
    let digit = match key {
        "Backspace" | "Delete" => None,
        _ => Some(key.parse::<u8>().ok().filter(|&digit| digit <= 9)?),
    };
    Some(Action::Puzzle(PuzzleAction::Type {
        square,
        digit,
        at_ms: now_ms(),
    }))
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
        assert!(presses("Enter"));
        assert!(!presses("a"));
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

    #[test]
    fn fields_keep_every_key_buttons_their_press_and_choices_their_arrows() {
        for key in ["k", " ", "ArrowRight", "End", "u"] {
            assert!(kept_by(KeyTarget::Field, key), "{key}");
        }
        for key in [" ", "Enter"] {
            assert!(kept_by(KeyTarget::Button, key), "{key}");
        }
        for key in [
            "k",
            "K",
            "ArrowRight",
            "ArrowLeft",
            "Home",
            "End",
            "r",
            "+",
            "-",
            "h",
            "u",
        ] {
            assert!(!kept_by(KeyTarget::Button, key), "{key}");
            assert!(!kept_by(KeyTarget::Other, key), "{key}");
        }
        assert!(kept_by(KeyTarget::Choice, "ArrowRight"));
        assert!(!kept_by(KeyTarget::Choice, "k"));
        assert!(!kept_by(KeyTarget::Other, " "));
    }
}
