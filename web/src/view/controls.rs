//! Playback controls: play/pause, step, jump, replay and speed.
//!
//! Buttons carry `data-action` so embedders and tests can drive them without relying
//! on their (translatable) text.

use std::rc::Rc;

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::state::{Action, AppState, Phase, SPEED_RANGE, View};

/// Icon outlines on a 24 x 24 grid, drawn inline so the page loads no icon font.
mod icons {
    pub const TO_START: &str = "M5 5h2.5v14H5zM19 5v14L8.5 12z";
    pub const BACK: &str = "M17 5v14L6 12z";
    pub const PLAY: &str = "M7 5v14l12-7z";
    pub const PAUSE: &str = "M6.5 5h4v14h-4zM13.5 5h4v14h-4z";
    pub const FORWARD: &str = "M7 5v14l11-7z";
    pub const TO_END: &str = "M5 5v14l10.5-7zM16.5 5H19v14h-2.5z";
    pub const RESTART: &str = "M12 4V1L7 5.5 12 10V6.5a5.5 5.5 0 1 1-5.5 5.5H4a8 8 0 1 0 8-8z";
}

/// Properties of [`Controls`].
#[derive(Properties, Clone, PartialEq)]
pub struct ControlsProps {
    /// The app state.
    pub state: Rc<AppState>,
    /// Where actions go.
    pub dispatch: Callback<Action>,
    /// Stops a running solve.
    pub on_cancel: Callback<()>,
}

/// The speed slider is logarithmic (1 to 1000 steps per second in 300 notches), so
/// slow teaching speeds and fast search replays both get fine control.
pub fn slider_to_speed(notch: u32) -> u32 {
    let speed = 10f64.powf(f64::from(notch.min(300)) / 100.0).round();
    // At most 1000, so the conversion is exact.
    crate::state::clamp_speed(speed as u32)
}

/// The notch that shows `speed`.
pub fn speed_to_slider(speed: u32) -> u32 {
    let notch = (f64::from(speed.max(1)).log10() * 100.0).round();
    // log10(1000) * 100 = 300, so this fits.
    notch.clamp(0.0, 300.0) as u32
}

/// The control bar.
#[component]
pub fn Controls(props: &ControlsProps) -> Html {
    let state = &props.state;
    let phase = state.phase();
    let has_run = state.playback.is_some();
    let at_start = state.position() <= usize::from(state.view == View::Route);
    let at_end = state.position() >= state.length();
    let button = |action: Action,
                  id: &'static str,
                  icon: &'static str,
                  text: &'static str,
                  title: &'static str,
                  disabled: bool| {
        let dispatch = props.dispatch.clone();
        html! {
            <button type="button" data-action={id} {title} aria-label={title} {disabled}
                onclick={Callback::from(move |_: MouseEvent| dispatch.emit(action.clone()))}>
                <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d={icon} /></svg>
                if !text.is_empty() { <span>{ text }</span> }
            </button>
        }
    };
    let ui = crate::i18n::ui(state.lang);
    let (play_icon, play_text, play_title) = match phase {
        Phase::Playing => (icons::PAUSE, ui.pause, ui.pause_title),
        Phase::Done | Phase::Stuck => (icons::PLAY, ui.replay, ui.replay_title),
        _ => (icons::PLAY, ui.play, ui.play_title),
    };
    let on_speed = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |event: InputEvent| {
            let input: HtmlInputElement = event.target_unchecked_into();
            if let Ok(notch) = input.value().parse::<u32>() {
                dispatch.emit(Action::SetSpeed(slider_to_speed(notch)));
            }
        })
    };
    let cancel = matches!(phase, Phase::Solving | Phase::Surveying).then(|| {
        let on_cancel = props.on_cancel.clone();
        html! {
            <button type="button" class="cancel" data-action="cancel" title={ui.cancel_title}
                onclick={Callback::from(move |_: MouseEvent| on_cancel.emit(()))}>{ ui.cancel }</button>
        }
    });
    let views = state.cursor.is_some().then(|| {
        let choice = |view: View, label: &'static str| {
            let dispatch = props.dispatch.clone();
            let id = match view { View::Route => "route", View::Search => "search" };
            html! {
                <button type="button" data-view={id} aria-pressed={(state.view == view).to_string()}
                    onclick={Callback::from(move |_: MouseEvent| dispatch.emit(Action::SetView(view)))}>{ label }</button>
            }
        };
        let truncated = state
            .playback
            .as_ref()
            .and_then(|p| p.search.as_ref())
            .is_some_and(|record| record.truncated);
        html! {
            <div class="views" role="group" aria-label={ui.a_view} data-control="view">
                { choice(View::Route, ui.route) }
                { choice(View::Search, ui.search) }
                if truncated && state.view == View::Search {
                    <p class="hint">{ crate::i18n::fill(ui.truncated, &[("n", &crate::strings::count(crate::solving::MAX_RECORDED_EVENTS as u64))]) }</p>
                }
            </div>
        }
    });
    html! {
        <div class="controls" role="toolbar" aria-label={ui.a_playback}>
            { for cancel }
            { for views }
            <div class="buttons">
                { button(Action::ToStart, "start", icons::TO_START, "", ui.to_start_title, !has_run || at_start) }
                { button(Action::Back, "back", icons::BACK, "", ui.back_title, !has_run || at_start) }
                { button(Action::TogglePlay, "play", play_icon, play_text, play_title, !has_run) }
                { button(Action::Forward, "forward", icons::FORWARD, "", ui.forward_title, !has_run || at_end) }
                { button(Action::ToEnd, "end", icons::TO_END, "", ui.to_end_title, !has_run || at_end) }
                { button(Action::Restart, "restart", icons::RESTART, "", ui.restart_title, !has_run) }
            </div>
            <label class="speed">
                <span>{ ui.speed }</span>
                <input type="range" data-control="speed" min="0" max="300"
                    value={speed_to_slider(state.speed).to_string()} oninput={on_speed}
                    aria-valuetext={crate::i18n::fill(ui.per_second, &[("n", &state.speed)])}
                    data-speed={state.speed.to_string()}
                    title={crate::i18n::fill(ui.speed_title, &[("min", SPEED_RANGE.start()), ("max", SPEED_RANGE.end())])} />
                <output>{ format!("{}/s", state.speed) }</output>
            </label>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slider_covers_one_to_a_thousand_and_round_trips() {
        assert_eq!(slider_to_speed(0), 1);
        assert_eq!(slider_to_speed(300), 1000);
        assert_eq!(slider_to_speed(9999), 1000);
        for speed in [1, 2, 4, 10, 60, 100, 1000] {
            assert_eq!(slider_to_speed(speed_to_slider(speed)), speed);
        }
    }
}
