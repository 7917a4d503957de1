//! The mode switch: watch an algorithm, play yourself, or compare two algorithms.
//! Buttons carry `data-mode`.

use yew::prelude::*;

use crate::i18n;
use crate::state::{Action, Mode, is_large};
use crate::strings;
use crate::view::PanelProps;

/// A row of toggle buttons, one per mode.
#[component]
pub fn ModeSwitch(props: &PanelProps) -> Html {
    let state = &props.state;
    let ui = &i18n::ui(state.lang).play_mode;
    let large = is_large(state.board);
    let buttons = Mode::ALL.iter().zip(ui.modes).map(|(&mode, name)| {
        let dispatch = props.dispatch.clone();
        let onclick = Callback::from(move |_: MouseEvent| dispatch.emit(Action::SetMode(mode)));
        let unavailable = mode.needs_squares() && large;
        let title = unavailable.then(|| strings::play_too_large(state.lang));
        html! {
            <button type="button" data-mode={mode.id()} aria-pressed={(state.mode == mode).to_string()}
                disabled={unavailable} {title} {onclick}>{ name }</button>
        }
    });
    html! {
        <>
            <div class="modes" role="group" aria-label={ui.mode} data-control="mode">
                { for buttons }
            </div>
            // Disabled buttons cannot be focused and titles do not show on touch screens,
            // so the reason is said in the page.
            if large {
                <p class="hint" data-testid="mode-hint">{ strings::play_too_large(state.lang) }</p>
            }
        </>
    }
}
