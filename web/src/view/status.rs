//! The status line, `[data-testid="status"]`: one sentence about what is on the board.

use yew::prelude::*;

use crate::model::Phase;
use crate::view::hooks::testid;

/// The status line: `line` worded by the text layer in the current language. Screen
/// readers hear every change only when `live` (at speeds a listener can follow; faster
/// playback would flood a screen reader, so it hears the outcome instead).
pub fn status_line(line: String, phase: Phase, live: bool) -> Html {
    let live = if live { "polite" } else { "off" };
    html! {
        <p class={format!("status {}", phase.id())} data-testid={testid::STATUS} aria-live={live} role="status">
            { line }
        </p>
    }
}
