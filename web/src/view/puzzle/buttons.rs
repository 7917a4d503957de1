//! The puzzle's buttons: Undo, Clear, Check, Hint and Show solution, each marked
//! `aria-disabled` where it does not apply (it stays in the tab order, and says so).

use tour_core::{Route, Run};
use yew::prelude::*;

use crate::model::{Action, ImportAction, PuzzleAction, Shared, Solved};
use crate::view::context::use_ctx;
use crate::view::hooks::action;

/// Properties of [`PuzzleButtons`].
#[derive(Properties, Clone, PartialEq)]
pub struct ButtonsProps {
    /// Whether a change can be taken back.
    pub undo: bool,
    /// Whether the student has numbers to clear.
    pub clear: bool,
    /// Whether the puzzle is solved (Check and Hint no longer apply).
    pub done: bool,
    /// The solution, checked by the validator, once known.
    pub solution: Option<Route>,
}

/// One button: its hook, its title, whether it applies, its name, and what a press
/// dispatches.
fn button(
    hook: &'static str,
    title: &'static str,
    applies: bool,
    name: &'static str,
    press: Callback<()>,
) -> Html {
    let onclick = Callback::from(move |_: MouseEvent| {
        if applies {
            press.emit(());
        }
    });
    html! {
        <button type="button" data-action={hook} {title} aria-disabled={(!applies).to_string()} {onclick}>
            { name }
        </button>
    }
}

/// The buttons.
#[component]
pub fn PuzzleButtons(props: &ButtonsProps) -> Html {
    let ctx = use_ctx();
    let t = ctx.texts();
    let send = |action: PuzzleAction| {
        let dispatch = ctx.dispatch.clone();
        Callback::from(move |()| dispatch.emit(Action::Puzzle(action.clone())))
    };
    // Show solution: the solution stepped through in watch mode with the usual
    // controls (the puzzle waits in its mode to come back to).
    let show = {
        let (dispatch, solution) = (ctx.dispatch.clone(), props.solution.clone());
        Callback::from(move |()| {
            if let Some(route) = solution.clone() {
                dispatch.emit(Action::Puzzle(PuzzleAction::Reveal));
                let solved = Solved::imported(Run::from_route(route));
                dispatch.emit(Action::Import(ImportAction::Imported(Shared::new(solved))));
            }
        })
    };
    let live = !props.done;
    html! {
        <div class="buttons">
            { button(action::UNDO, t.pz_undo_title, props.undo, t.undo, send(PuzzleAction::Undo)) }
            { button(action::CLEAR, t.pz_clear_title, props.clear, t.pz_clear, send(PuzzleAction::Clear)) }
            { button(action::CHECK, t.pz_check_title, live, t.pz_check, send(PuzzleAction::Check)) }
            { button(action::HINT, t.pz_hint_title, live, t.hint, send(PuzzleAction::Hint)) }
            { button(action::SHOW_SOLUTION, t.pz_solution_title, props.solution.is_some(), t.pz_solution, show) }
        </div>
    }
}
