//! The mode switch in the page header: watch an algorithm, play yourself, or compare two
//! algorithms. Buttons carry `data-mode`.

use yew::prelude::*;

use crate::model::{Action, Mode, SVG_MAX_SIDE, SettingsAction};
use crate::view::context::Ctx;
use crate::view::hooks::{control, testid};

/// A row of toggle buttons, one per mode; on a board too `large` for play and compare,
/// those two are off (and [`too_large_note`] says why).
pub fn mode_switch(ctx: &Ctx, current: Mode, large: bool) -> Html {
    let t = ctx.texts();
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

/// Why play and compare are off on a large board. Disabled buttons cannot be focused and
/// titles do not show on touch screens, so the reason is said in the page.
pub fn too_large_note(ctx: &Ctx, large: bool) -> Html {
    if !large {
        return Html::default();
    }
    html! { <p class="hint" data-testid={testid::MODE_HINT}>{ ctx.texts().too_large(&SVG_MAX_SIDE) }</p> }
}
