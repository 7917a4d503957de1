//! Playback controls: play/pause, step, jump, replay and speed.
//!
//! Buttons carry `data-action` so embedders and tests can drive them without relying
//! on their (translatable) text.

use std::rc::Rc;

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::state::{Action, AppState, Phase, SPEED_RANGE};

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
}

/// The control bar.
#[component]
pub fn Controls(props: &ControlsProps) -> Html {
    let state = &props.state;
    let phase = state.phase();
    let has_run = phase != Phase::Idle;
    let at_start = state.shown <= 1;
    let at_end = state
        .playback
        .as_ref()
        .is_none_or(|playback| state.shown >= playback.len());
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
    let (play_icon, play_text, play_title) = match phase {
        Phase::Playing => (icons::PAUSE, "Pause", "Pause (Space)"),
        Phase::Done | Phase::Stuck => (icons::PLAY, "Replay", "Play again from the start (Space)"),
        _ => (icons::PLAY, "Play", "Play (Space)"),
    };
    let on_speed = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |event: InputEvent| {
            let input: HtmlInputElement = event.target_unchecked_into();
            if let Ok(speed) = input.value().parse::<u32>() {
                dispatch.emit(Action::SetSpeed(speed));
            }
        })
    };
    html! {
        <div class="controls" role="toolbar" aria-label="Playback">
            <div class="buttons">
                { button(Action::ToStart, "start", icons::TO_START, "", "Jump to the start (Home)", !has_run || at_start) }
                { button(Action::Back, "back", icons::BACK, "", "Step back (←)", !has_run || at_start) }
                { button(Action::TogglePlay, "play", play_icon, play_text, play_title, !has_run) }
                { button(Action::Forward, "forward", icons::FORWARD, "", "Step forward (→)", !has_run || at_end) }
                { button(Action::ToEnd, "end", icons::TO_END, "", "Jump to the end (End)", !has_run || at_end) }
                { button(Action::Restart, "restart", icons::RESTART, "", "Replay from move 1 (R)", !has_run) }
            </div>
            <label class="speed">
                <span>{ "Speed" }</span>
                <input type="range" data-control="speed"
                    min={SPEED_RANGE.start().to_string()} max={SPEED_RANGE.end().to_string()}
                    value={state.speed.to_string()} oninput={on_speed} />
                <output>{ format!("{} moves/s", state.speed) }</output>
            </label>
        </div>
    }
}
