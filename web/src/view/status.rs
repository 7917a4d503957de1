//! The status line, `[data-testid="status"]`: one sentence about what is on the board.

use yew::prelude::*;

use crate::model::Phase;
use crate::view::hooks::testid;

/// Properties of [`StatusLine`].
#[derive(Properties, Clone, PartialEq)]
pub struct StatusProps {
    /// The sentence, worded by the text layer in the current language.
    pub line: AttrValue,
    /// The phase (its class colours the line).
    pub phase: Phase,
    /// Whether screen readers hear every change: only at speeds a listener can follow;
    /// faster playback would flood a screen reader, so it hears the outcome instead.
    pub live: bool,
}

/// The status line.
#[component]
pub fn StatusLine(props: &StatusProps) -> Html {
    let live = if props.live { "polite" } else { "off" };
    html! {
        <p class={classes!("status", props.phase.id())} data-testid={testid::STATUS} aria-live={live} role="status">
            { props.line.clone() }
        </p>
    }
}
