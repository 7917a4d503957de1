//! Telling a host page what an embedded board is doing, with `postMessage`.
//!
//! Each message is an object `{ source: "knights-tour", event, step, length, board,
//! start, end, algorithm, outcome }` (`end`: the chosen last square, or `null`), where `event` is `started` (a new run or walk is on the
//! board), `step` (the shown step changed), `done` (a complete tour is shown to its end)
//! or `stuck` (a run without a tour is shown to its end, or a walk reached a dead end).
//! Messages go to the parent window only, and only when there is one: the app never
//! navigates or scripts its host.
//!
//! When a puzzle is solved, `{ source: "knights-tour", event: "puzzle-solved", time_ms,
//! hints, level }` follows the `done` message (`level`: `easy`, `medium`, `hard`, or
//! `null` for a puzzle opened from its code).
//!
//! With `embed=fit`, `{ source: "knights-tour", event: "size", height }` also says how
//! tall the page is (CSS pixels, rounded up) whenever that changes, so the host can give
//! the frame exactly that height and nothing of the board or its panel is cut off (the
//! stylesheet then sizes nothing by the frame's height, which would shrink the board
//! with every message).

use std::cell::Cell;

use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;
use wasm_bindgen::closure::Closure;
use web_sys::{ResizeObserver, Window};

use crate::model::{AppState, Mode, Phase, Shared, Side, Standing};

/// What the host has been told about, compared from render to render.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The run's identity (its address), or the walk's start in play mode.
    pub run: Option<usize>,
    /// The step shown.
    pub step: usize,
    /// The phase.
    pub phase: Phase,
}

impl Progress {
    /// Where `state` stands.
    pub fn of(state: &AppState) -> Progress {
        let run = if state.mode() == Mode::Puzzle {
            // A puzzle is known by its code.
            let code = state.puzzle().puzzle().map(tour_core::puzzle::Puzzle::code);
            code.map(|code| {
                code.bytes().fold(0usize, |hash, byte| {
                    hash.wrapping_mul(31) ^ usize::from(byte)
                })
            })
        } else if state.mode() == Mode::Play {
            state
                .play()
                .walk
                .first()
                .map(|square| usize::from(square.row()) << 16 | usize::from(square.col()))
        } else {
            state.run(Side::First).map(Shared::id)
        };
        Progress {
            run,
            step: state.position(),
            phase: state.phase(),
        }
    }
}

/// The events to send when progress goes from `before` to `now`.
pub fn events(before: Option<Progress>, now: Progress) -> Vec<&'static str> {
    let mut events = Vec::new();
    if now.run.is_none() {
        return events;
    }
    let same_run = before.is_some_and(|before| before.run == now.run);
    if !same_run {
        events.push("started");
    }
    if !same_run || before.is_some_and(|before| before.step != now.step) {
        events.push("step");
    }
    let ended = |phase: Phase| matches!(phase, Phase::Done | Phase::Stuck);
    if ended(now.phase) && !(same_run && before.is_some_and(|before| before.phase == now.phase)) {
        events.push(if now.phase == Phase::Done {
            "done"
        } else {
            "stuck"
        });
    }
    events
}

/// How the run on screen ended (`complete`, `stuck`, …), or how the student's walk
/// stands in play mode (`complete`, `stuck`); `None` while it goes on.
pub fn outcome(state: &AppState) -> Option<&'static str> {
    if state.mode() == Mode::Puzzle {
        return state.puzzle().solved().then_some("complete");
    }
    if state.mode() == Mode::Play {
        return match state.play().standing() {
            Standing::Complete(_) => Some("complete"),
            Standing::DeadEnd => Some("stuck"),
            Standing::Empty | Standing::Moving => None,
        };
    }
    state.run(Side::First).map(|run| run.run.status().id())
}

/// A solved puzzle's time in milliseconds, hints taken and level, in puzzle mode.
fn puzzle_solved(state: &AppState) -> Option<(f64, u32, Option<&'static str>)> {
    let finished = state
        .puzzle()
        .finished()
        .filter(|_| state.mode() == Mode::Puzzle)?;
    // Whole milliseconds, far below 2^53: exact as a JavaScript number.
    Some((
        finished.time_ms as f64,
        finished.hints,
        finished.level.map(|level| level.id()),
    ))
}

/// What a message tells the host about the state on screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    step: usize,
    length: usize,
    board: String,
    start: Option<String>,
    end: Option<String>,
    algorithm: &'static str,
    outcome: Option<&'static str>,
    /// A solved puzzle's time, hints and level.
    solved: Option<(f64, u32, Option<&'static str>)>,
}

impl Message {
    /// The facts about `state` a message carries.
    pub fn of(state: &AppState) -> Message {
        let board = state.board();
        Message {
            step: state.position(),
            length: state.length(),
            board: board.to_string(),
            start: state
                .path(Side::First)
                .first()
                .map(|square| square.algebraic(&board)),
            end: state
                .settings()
                .ends
                .last()
                .map(|square| square.algebraic(&board)),
            algorithm: state.settings().algorithm.id(),
            outcome: outcome(state),
            solved: puzzle_solved(state),
        }
    }

    /// Posts `events` to the parent window, if the app is in a frame.
    pub fn send(&self, events: &[&str]) {
        let Some(parent) = parent() else {
            return;
        };
        let name = |square: &Option<String>| square.as_deref().map_or(JsValue::NULL, JsValue::from);
        for &event in events {
            post(
                &parent,
                &[
                    ("event", event.into()),
                    // Counts far below 2^53 are exact as JavaScript numbers.
                    ("step", (self.step as f64).into()),
                    ("length", (self.length as f64).into()),
                    ("board", self.board.as_str().into()),
                    ("start", name(&self.start)),
                    ("end", name(&self.end)),
                    ("algorithm", self.algorithm.into()),
                    ("outcome", self.outcome.into()),
                ],
            );
            if let (Some((time_ms, hints, level)), "done") = (self.solved, event) {
                post(
                    &parent,
                    &[
                        ("event", "puzzle-solved".into()),
                        ("time_ms", time_ms.round().into()),
                        ("hints", hints.into()),
                        ("level", level.into()),
                    ],
                );
            }
        }
    }
}

/// The parent window, when the app is in a frame.
fn parent() -> Option<Window> {
    let window = web_sys::window()?;
    let parent = window.parent().ok()??;
    (JsValue::from(parent.clone()) != JsValue::from(window)).then_some(parent)
}

/// Posts `{ source: "knights-tour", ...fields }` to `parent`.
fn post(parent: &Window, fields: &[(&str, JsValue)]) {
    let message = js_sys::Object::new();
    let source = [("source", JsValue::from_str("knights-tour"))];
    for (key, value) in source.iter().chain(fields) {
        // Setting a property on a fresh plain object cannot fail.
        let _ = js_sys::Reflect::set(&message, &JsValue::from_str(key), value);
    }
    // A closed or detached parent cannot take messages; nothing to do then.
    let _ = parent.post_message(&message, "*");
}

/// Tells the parent window the page's height for as long as the page lives, if the app
/// is in a frame: once now, then on every change (see the module's notes).
pub fn report_size() {
    let Some(parent) = parent() else {
        return;
    };
    let Some(root) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.document_element())
    else {
        return;
    };
    let told = Cell::new(0.0);
    let on_resize = Closure::<dyn FnMut()>::new({
        let root = root.clone();
        move || {
            let height = root.get_bounding_client_rect().height().ceil();
            if height != told.replace(height) {
                post(
                    &parent,
                    &[("event", "size".into()), ("height", height.into())],
                );
            }
        }
    });
    if let Ok(observer) = ResizeObserver::new(on_resize.as_ref().unchecked_ref()) {
        observer.observe(&root);
        // Both live as long as the page: it is never unobserved.
        std::mem::forget(observer);
        on_resize.forget();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(run: usize, step: usize, phase: Phase) -> Progress {
        Progress {
            run: Some(run),
            step,
            phase,
        }
    }

    #[test]
    fn a_run_starts_steps_and_ends_once() {
        assert_eq!(events(None, at(1, 1, Phase::Playing)), ["started", "step"]);
        assert_eq!(
            events(Some(at(1, 1, Phase::Playing)), at(1, 2, Phase::Playing)),
            ["step"]
        );
        assert!(events(Some(at(1, 2, Phase::Playing)), at(1, 2, Phase::Paused)).is_empty());
        assert_eq!(
            events(Some(at(1, 63, Phase::Playing)), at(1, 64, Phase::Done)),
            ["step", "done"]
        );
        assert!(events(Some(at(1, 64, Phase::Done)), at(1, 64, Phase::Done)).is_empty());
        assert_eq!(
            events(Some(at(1, 64, Phase::Done)), at(2, 1, Phase::Stuck)),
            ["started", "step", "stuck"]
        );
        let idle = Progress {
            run: None,
            step: 0,
            phase: Phase::Idle,
        };
        assert!(events(Some(at(1, 3, Phase::Paused)), idle).is_empty());
    }

    #[test]
    fn a_message_names_the_chosen_last_square() {
        use crate::model::Settings;
        use tour_core::{Ends, Square};
        let mut settings = Settings::default();
        assert_eq!(Message::of(&AppState::new(settings.clone())).end, None);
        settings.ends = Ends::to(Square::new(0, 7));
        assert_eq!(
            Message::of(&AppState::new(settings)).end.as_deref(),
            Some("h8")
        );
    }
}
