//! Puzzle mode's panel: the room (the engine) sends it as markup, in the language of the
//! moment (the level and New puzzle, Undo, Clear, Check, Hint, Show solution, Share
//! result, the code line, how to fill in), and the message for the live region; the
//! page answers its buttons by their `data-action`, one listener for the panel. (A plain
//! function under the page's context: it keeps no state, and the room keeps the words.)
//!
//! Hooks (the room's markup; docs/embedding.md): buttons
//! `data-action="new-puzzle|undo|clear|check|hint|show-solution|share-result"` with
//! `aria-disabled`, the select `data-control="level"`, the panel `data-testid="puzzle"`
//! (`data-code` once a puzzle is shown), the message `data-testid="puzzle-said"` with
//! `data-said`, the code line `data-testid="puzzle-code"`.

use tour_core::puzzle::Level;
use tour_core::{Route, Run, TourKind};
use tour_engine::protocol::{RoomAction, RoomView};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlSelectElement};
use yew::prelude::*;

use crate::browser::clipboard;
use crate::model::{Action, ImportAction, PuzzleAction, PuzzleState, Shared, Solved};
use crate::tasks::fresh_seed;
use crate::view::context::Ctx;
use crate::view::hooks::{action, control, testid};
use crate::view::result::share_sheet;

/// Seeds a new puzzle draws from: short enough to read out and type in again.
const SEEDS: u64 = 100_000;

/// What a press of the button `action` asks for, when it is one of the room's.
fn asked(action: &str, kind: TourKind) -> Option<RoomAction> {
    Some(match action {
        action::NEW_PUZZLE => RoomAction::New {
            kind,
            seed: fresh_seed() % SEEDS,
        },
        action::UNDO => RoomAction::Undo,
        action::CLEAR => RoomAction::Clear,
        action::CHECK => RoomAction::Check,
        action::HINT => RoomAction::Hint,
        _ => return None,
    })
}

/// The panel (empty until the room has answered once).
pub fn puzzle_panel(ctx: &Ctx, puzzle: &PuzzleState, kind: TourKind) -> Html {
    let Some(view) = puzzle.view.clone() else {
        return html! { <section class="puzzle-panel" data-testid={testid::PUZZLE} /> };
    };
    let dispatch = ctx.dispatch.clone();
    let onclick = {
        let view = view.clone();
        Callback::from(move |event: MouseEvent| {
            let button = event
                .target()
                .and_then(|target| target.dyn_into::<Element>().ok())
                .and_then(|target| target.closest("[data-action]").ok().flatten());
            let Some(button) = button else {
                return;
            };
            if button.get_attribute("aria-disabled").as_deref() == Some("true") {
                return;
            }
            let action = button.get_attribute("data-action").unwrap_or_default();
            match action.as_str() {
                action::SHOW_SOLUTION => show_solution(&dispatch, &view),
                action::SHARE_RESULT => share(&button, view.result.as_deref().unwrap_or_default()),
                other => {
                    if let Some(room) = asked(other, kind) {
                        dispatch.emit(Action::Puzzle(PuzzleAction::Ask(room)));
                    }
                }
            }
        })
    };
    let onchange = {
        let dispatch = ctx.dispatch.clone();
        Callback::from(move |event: Event| {
            let Some(select) = event.target_dyn_into::<HtmlSelectElement>() else {
                return;
            };
            if select.get_attribute("data-control").as_deref() == Some(control::LEVEL)
                && let Ok(level) = Level::named(&select.value())
            {
                dispatch.emit(Action::Puzzle(PuzzleAction::Level(level)));
            }
        })
    };
    let raw = |markup: &str| Html::from_html_unchecked(AttrValue::from(markup.to_owned()));
    html! {
        <section class="puzzle-panel" data-testid={testid::PUZZLE} data-code={view.code.clone()} {onclick} {onchange}>
            <div>{ raw(&view.top) }</div>
            // The live region stays while its message changes, so screen readers say each.
            <div class="hint-region" role="status">{ raw(&view.said) }</div>
            <div>{ raw(&view.bottom) }</div>
        </section>
    }
}

/// Share result: the share sheet, or the clipboard, and what became of it beside the
/// button (its words are the room's, on the status element).
fn share(button: &Element, text: &str) {
    if share_sheet(text) {
        return;
    }
    let status = button.next_element_sibling();
    clipboard::copy(text, move |ok| {
        if let Some(status) = status {
            let said = status.get_attribute(if ok { "data-copied" } else { "data-failed" });
            status.set_text_content(said.as_deref());
        }
    });
}

/// Show solution: the solution, checked by the validator, stepped through in watch mode
/// with the usual controls (the puzzle waits in its mode to come back to).
fn show_solution(dispatch: &Callback<Action>, view: &RoomView) {
    let route = view
        .solution
        .clone()
        .zip(view.board.clone())
        .and_then(|(squares, (board, _))| Route::new(board, squares).ok());
    let Some(route) = route else {
        return;
    };
    dispatch.emit(Action::Puzzle(PuzzleAction::Ask(RoomAction::Reveal)));
    let solved = Solved::imported(Run::from_route(route));
    dispatch.emit(Action::Import(ImportAction::Imported(Shared::new(solved))));
}
