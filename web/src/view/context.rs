//! What every component may reach without props: where actions go, the commands that
//! start work, and the interface language. The first two never change, so sharing them
//! by context re-renders nothing; the language changes rarely, and every component that
//! shows words re-renders when it does.

use tour_core::Square;
use yew::prelude::*;

use crate::model::{Action, Lang};
use crate::text::{self, Texts};

/// Where actions go (stable for the app's lifetime).
#[derive(Clone, PartialEq)]
pub struct Dispatch(pub Callback<Action>);

/// The commands that start or stop work in the task slots (stable for the app's
/// lifetime; they read the state current when they are called).
#[derive(Clone, PartialEq)]
pub struct Commands {
    /// A square was chosen: solve from it, compare from it, or (in play mode) move there.
    pub choose: Callback<Square>,
    /// Survey every start.
    pub survey: Callback<()>,
    /// Ask for a hint (play mode).
    pub hint: Callback<()>,
    /// Stop the running solve, survey or hint.
    pub cancel: Callback<()>,
}

/// The dispatcher.
#[hook]
pub fn use_dispatch() -> Callback<Action> {
    use_context::<Dispatch>().map(|d| d.0).unwrap_or_default()
}

/// The commands.
#[hook]
pub fn use_commands() -> Commands {
    use_context::<Commands>().unwrap_or_else(|| Commands {
        choose: Callback::noop(),
        survey: Callback::noop(),
        hint: Callback::noop(),
        cancel: Callback::noop(),
    })
}

/// The interface language.
#[hook]
pub fn use_lang() -> Lang {
    use_context::<Lang>().unwrap_or_default()
}

/// The interface language's texts.
#[hook]
pub fn use_texts() -> &'static Texts {
    text::texts(use_lang())
}
