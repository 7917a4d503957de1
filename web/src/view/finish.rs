//! "Finish on…": choosing the square a tour must end on. The button arms the next click
//! on the board (or shift-click any square at once); the chosen square carries its own
//! marker, and "Any last square" lets go of it.

use tour_core::{Algorithm, Board, Square};
use yew::prelude::*;

use crate::model::{Action, SettingsAction};
use crate::view::context::use_ctx;
use crate::view::hooks::{action, testid};

/// What "Finish on…" shows.
#[derive(Properties, PartialEq)]
pub struct Finish {
    /// The board (to name the square).
    pub board: Board,
    /// The chosen last square, if any.
    pub end: Option<Square>,
    /// Whether the next click chooses the last square.
    pub picking: bool,
    /// An algorithm on screen that follows its own rule instead of aiming for the last
    /// square (only `fast` aims for it; in play mode it is the person's goal).
    pub ignored_by: Option<Algorithm>,
    /// Whether choosing the last square just unticked Closed tour.
    pub unticked_closed: bool,
}

impl Finish {
    /// The algorithm among `shown` that does not aim for a last square, if any.
    pub fn ignoring(shown: &[Algorithm]) -> Option<Algorithm> {
        shown
            .iter()
            .copied()
            .find(|&algorithm| algorithm != Algorithm::Fast)
    }
}

/// The "Finish on…" toggle, the chosen square, and a note when the algorithm ignores it.
#[component]
pub fn FinishOn(finish: &Finish) -> Html {
    let ctx = use_ctx();
    let t = ctx.texts();
    let picking = finish.picking;
    let on_pick = ctx
        .dispatch
        .reform(move |_: MouseEvent| Action::Settings(SettingsAction::PickEnd(!picking)));
    let on_clear = ctx
        .dispatch
        .reform(|_: MouseEvent| Action::Settings(SettingsAction::End(None)));
    let end = finish.end.map(|end| end.algebraic(&finish.board));
    html! {
        <div class="finish">
            <button type="button" data-action={action::FINISH_ON} aria-pressed={picking.to_string()}
                onclick={on_pick}>
                { t.finish_on }
            </button>
            if let Some(end) = &end {
                <span data-testid={testid::END_SQUARE}>{ t.end_value(end) }</span>
                <button type="button" data-action={action::CLEAR_END} onclick={on_clear}>{ t.clear_end }</button>
            }
            if picking {
                <p class="hint" role="status">{ t.pick_end_prompt }</p>
            }
            if finish.unticked_closed {
                <p class="hint" role="status" data-testid={testid::ENDS_NOTE}>{ t.closed_dropped }</p>
            }
            if let (Some(_), Some(algorithm)) = (&end, finish.ignored_by) {
                <p class="hint" data-testid={testid::END_NOTE}>{ t.end_needs_fast(&algorithm) }</p>
            }
        </div>
    }
}
