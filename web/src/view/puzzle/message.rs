//! The puzzle's one message: a refusal, what Check found, a hint's deductions, or why
//! there is no puzzle, worded from its data in the language of the moment.

use tour_core::Board;
use yew::prelude::*;

use crate::model::Said;
use crate::text;
use crate::view::context::use_ctx;
use crate::view::hooks::testid;

/// Properties of [`PuzzleMessage`].
#[derive(Properties, Clone, PartialEq)]
pub struct MessageProps {
    /// The message, if any.
    pub said: Option<Said>,
    /// The board its squares are named on.
    pub board: Board,
}

/// The message (nothing when there is none).
#[component]
pub fn PuzzleMessage(props: &MessageProps) -> Html {
    let ctx = use_ctx();
    let Some(said) = &props.said else {
        return html! {};
    };
    let kind = text::said_kind(said);
    html! {
        <p class={classes!("said", kind)} data-testid={testid::PUZZLE_SAID} data-said={kind}>
            { text::said(ctx.lang, &props.board, said) }
        </p>
    }
}
