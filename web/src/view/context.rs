//! What every component may reach without props: where actions go, the commands that
//! start work, and the interface language, shared as one context. Dispatch and commands
//! never change; the language (or its loaded tables) changes rarely, and every component
//! that shows words re-renders when it does.

use tour_core::Square;
use yew::prelude::*;

use crate::model::{Action, Lang};
use crate::text::{self, Texts};

/// The commands that start or stop work in the task slots (they read the state current
/// when they are called).
#[derive(Clone, PartialEq)]
pub struct Commands {
    /// A square was chosen: solve from it, compare from it, or (in play mode) move there.
    pub choose: Callback<Square>,
    /// Enter or Space on the focused square: play or pause the run shown from it, or
    /// choose it.
    pub press: Callback<Square>,
    /// Survey every start.
    pub survey: Callback<()>,
    /// Ask for a hint (play mode).
    pub hint: Callback<()>,
    /// Stop the running solve, survey or hint.
    pub cancel: Callback<()>,
    /// Read a pasted text, with the board shown (`tasks::import`).
    pub import: Callback<(String, tour_core::Board)>,
}

/// The app's context.
#[derive(Clone, PartialEq)]
pub struct Ctx {
    /// Where actions go.
    pub dispatch: Callback<Action>,
    /// The commands.
    pub commands: Commands,
    /// The interface language.
    pub lang: Lang,
}

impl Ctx {
    /// The interface language's texts.
    pub fn texts(&self) -> &'static Texts {
        text::texts(self.lang)
    }
}

/// The app's context (a quiet stand-in outside the app, where nothing is dispatched).
#[hook]
pub fn use_ctx() -> Ctx {
    use_context::<Ctx>().unwrap_or_else(|| Ctx {
        dispatch: Callback::noop(),
        commands: Commands {
            choose: Callback::noop(),
            press: Callback::noop(),
            survey: Callback::noop(),
            hint: Callback::noop(),
            cancel: Callback::noop(),
            import: Callback::noop(),
        },
        lang: Lang::default(),
    })
}
