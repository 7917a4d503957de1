//! The commands the components call: each dispatches one action, with what only the
//! browser can give it (a fresh seed for the random walk, the page's clock). What a
//! command means (a run, a move, a hole, a hint settled at once or searched for) is the
//! reducer's to decide, and the client runs what it asks.

use tour_core::Square;
use yew::prelude::*;

use crate::model::{Action, PlayAction, WorkAction};
use crate::tasks::engine::Engine;
use crate::tasks::{fresh_seed, now_ms};
use crate::view::context::Commands;

/// A square was chosen: with `seed` for a random walk it may start (a link's own, or a
/// fresh one).
pub fn choose(square: Square, seed: Option<u64>) -> Action {
    Action::Choose {
        square,
        seed: seed.unwrap_or_else(fresh_seed),
        at_ms: now_ms(),
    }
}

/// Enter or Space on the focused square, with a fresh seed should it start a random walk.
pub fn press(square: Square) -> Action {
    Action::Press {
        square,
        seed: fresh_seed(),
        at_ms: now_ms(),
    }
}

/// Survey every start, with a fresh seed for the random walk.
pub fn survey() -> Action {
    Action::Work(WorkAction::Survey { seed: fresh_seed() })
}

/// The commands as callbacks, for the components.
pub fn commands(dispatch: &Callback<Action>, engine: Engine) -> Commands {
    let send = |make: fn() -> Action| {
        let dispatch = dispatch.clone();
        Callback::from(move |()| dispatch.emit(make()))
    };
    let choose = {
        let dispatch = dispatch.clone();
        Callback::from(move |square: Square| dispatch.emit(choose(square, None)))
    };
    let press = {
        let dispatch = dispatch.clone();
        Callback::from(move |square: Square| dispatch.emit(press(square)))
    };
    Commands {
        choose,
        press,
        survey: send(survey),
        hint: send(|| Action::Play(PlayAction::Hint)),
        cancel: send(|| Action::Work(WorkAction::Cancel)),
        import: {
            let dispatch = dispatch.clone();
            Callback::from(move |(text, board): (String, tour_core::Board)| {
                crate::tasks::import::read_paste(&engine, text, board, dispatch.clone());
            })
        },
    }
}
