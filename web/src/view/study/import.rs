//! Import: a pasted route read back (a move list on the board shown, a numbered board or
//! a run's JSON), short texts on the page and long ones in the engine
//! ([`crate::tasks::import`]); a refusal names what is wrong.
//!
//! Hooks: `data-testid="import"` with `data-control="import-text"`, `data-action="import"`
//! and the refusal `data-testid="import-error"`.

use tour_core::Board;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use crate::model::ImportProblem;
use crate::text;
use crate::view::context::use_ctx;
use crate::view::hooks::{action, control, testid};

/// Properties of [`Import`].
#[derive(Properties, Clone, PartialEq)]
pub struct ImportProps {
    /// The board shown: a move list is read on it.
    pub board: Board,
    /// Why the last paste was refused, if it was.
    pub problem: Option<ImportProblem>,
}

/// The Import panel.
#[component]
pub fn Import(props: &ImportProps) -> Html {
    let ctx = use_ctx();
    let (t, lang) = (ctx.texts(), ctx.lang);
    let text_area = use_node_ref();
    let on_import = {
        let (text_area, board, import) = (
            text_area.clone(),
            props.board.clone(),
            ctx.commands.import.clone(),
        );
        Callback::from(move |_: MouseEvent| {
            if let Some(area) = text_area.cast::<HtmlTextAreaElement>() {
                import.emit((area.value(), board.clone()));
            }
        })
    };
    html! {
        <details class="transfer" data-testid={testid::IMPORT} open={props.problem.is_some()}>
            <summary>{ t.import_title }</summary>
            <label>
                <span>{ t.import_hint }</span>
                <textarea ref={text_area} rows="5" data-control={control::IMPORT_TEXT} spellcheck="false" />
            </label>
            <button type="button" data-action={action::IMPORT} onclick={on_import}>{ t.import_button }</button>
            if let Some(problem) = &props.problem {
                <p class="error" role="alert" data-testid={testid::IMPORT_ERROR}>{ text::import_problem(lang, problem) }</p>
            }
        </details>
    }
}
