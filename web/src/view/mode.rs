//! The mode switch in the page header: watch an algorithm, play yourself, or compare two
//! algorithms. Buttons carry `data-mode`.

use yew::prelude::*;

use crate::model::{Action, Mode, SVG_MAX_SIDE, SettingsAction};
use crate::view::context::use_ctx;
use crate::view::hooks::{control, testid};

/// Properties of [`ModeSwitch`].
#[derive(Properties, PartialEq)]
pub struct ModeSwitchProps {
    /// The mode shown.
    pub current: Mode,
    /// Whether the board is too large for play and compare.
    pub large: bool,
}

/// A row of toggle buttons, one per mode; on a board too `large` for play and compare,
/// those two are off (and [`TooLargeNote`] says why).
#[component]
pub fn ModeSwitch(props: &ModeSwitchProps) -> Html {
    let ctx = use_ctx();
    let (t, current, large) = (ctx.texts(), props.current, props.large);
    let too_large = t.too_large(&SVG_MAX_SIDE);
    let buttons = Mode::ALL.iter().map(|&mode| {
        let dispatch = ctx.dispatch.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            dispatch.emit(Action::Settings(SettingsAction::Mode(mode)))
        });
        let unavailable = mode.needs_squares() && large;
        let title = unavailable.then(|| too_large.clone());
        html! {
            <button type="button" data-mode={mode.id()} aria-pressed={(current == mode).to_string()}
                disabled={unavailable} {title} {onclick}>{ t.mode_name(mode) }</button>
        }
    });
    html! {
        <div class="modes" role="group" aria-label={t.mode_label} data-control={control::MODE}>
            { for buttons }
        </div>
    }
}

/// Properties of [`TooLargeNote`].
#[derive(Properties, PartialEq)]
pub struct TooLargeProps {
    /// Whether the board is too large for play and compare.
    pub large: bool,
}

/// Why play and compare are off on a large board. Disabled buttons cannot be focused and
/// titles do not show on touch screens, so the reason is said in the page.
#[component]
pub fn TooLargeNote(props: &TooLargeProps) -> Html {
    let ctx = use_ctx();
    if !props.large {
        return Html::default();
    }
    html! { <p class="hint" data-testid={testid::MODE_HINT}>{ ctx.texts().too_large(&SVG_MAX_SIDE) }</p> }
}
