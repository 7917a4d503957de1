//! The status line, `[data-testid="status"]`: one sentence about what is on the board.

use yew::prelude::*;

use crate::model::Phase;
use crate::view::hooks::testid;

/// The status line: `line` worded by the text layer in the current language. Screen
/// readers hear every change only when `live` (at speeds a listener can follow; faster
/// playback would flood a screen reader, so it hears the outcome instead). An
/// `undecided` answer (a search stopped at its budget) has a look of its own, apart
/// from the red of a "no": nothing is proved either way.
pub fn status_line(line: String, phase: Phase, live: bool, undecided: bool) -> Html {
    let live = if live { "polite" } else { "off" };
    let class = if undecided {
        format!("status {} undecided", phase.id())
    } else {
        format!("status {}", phase.id())
    };
    html! {
        <p {class} data-testid={testid::STATUS} data-undecided={undecided.then_some("true")} aria-live={live} role="status">
            { line }
        </p>
    }
}
