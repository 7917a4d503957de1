//! Playback controls: play/pause, step, jump, replay and speed.
//!
//! Buttons carry `data-action` so embedders and tests can drive them without relying
//! on their (translatable) text.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use tour_core::text::grouped;

use crate::model::{
    Action, Control, Phase, SPEED_RANGE, SettingsAction, View, WorkAction, clamp_speed,
};
use crate::text::Texts;
use crate::view::context::use_ctx;
use crate::view::hooks::{action, control};

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

/// What [`Controls`] shows: where playback stands, as plain values.
#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    /// The phase.
    pub phase: Phase,
    /// Whether there is a run to play.
    pub has_run: bool,
    /// Whether playback is at its first step.
    pub at_start: bool,
    /// Whether playback is at its last step.
    pub at_end: bool,
    /// Moves per second.
    pub speed: u32,
    /// The view shown, when the run recorded a search to switch to.
    pub view: Option<View>,
    /// Whether the recorded search is cut short.
    pub truncated: bool,
    /// The budget of a longer search of `fast`'s undecided run, when the engine can run
    /// one: "Search longer" then comes first.
    pub longer: Option<u64>,
}

/// The speed slider is logarithmic (1 to 1000 steps per second in 300 notches), so
/// slow teaching speeds and fast search replays both get fine control.
pub fn slider_to_speed(notch: u32) -> u32 {
    let speed = 10f64.powf(f64::from(notch.min(300)) / 100.0).round();
    // At most 1000, so the conversion is exact.
    clamp_speed(speed as u32)
}

/// The notch that shows `speed`.
pub fn speed_to_slider(speed: u32) -> u32 {
    let notch = (f64::from(speed.max(1)).log10() * 100.0).round();
    // log10(1000) * 100 = 300, so this fits.
    notch.clamp(0.0, 300.0) as u32
}

/// "Search longer", over the controls of `fast`'s undecided run: the engine searches on
/// with `budget` placements.
fn search_longer(t: &Texts, dispatch: &Callback<Action>, budget: u64) -> Html {
    let onclick = dispatch.reform(|_: MouseEvent| Action::Work(WorkAction::SearchLonger));
    html! {
        <button type="button" class="search-longer" data-action={action::SEARCH_LONGER} {onclick}>
            { t.search_longer(&grouped(budget)) }
        </button>
    }
}

/// The control bar.
#[component]
pub fn Controls(props: &ControlsProps) -> Html {
    let ctx = use_ctx();
    let (t, dispatch, commands) = (ctx.texts(), &ctx.dispatch, &ctx.commands);
    let button = |control: Control,
                  id: &'static str,
                  icon: &'static str,
                  text: &'static str,
                  title: &'static str,
                  disabled: bool| {
        let dispatch = dispatch.clone();
        html! {
            // A button that shows its word is named by it (a voice user says what they
            // see); an icon alone is named by its tooltip.
            <button type="button" data-action={id} {title} aria-label={text.is_empty().then_some(title)} {disabled}
                onclick={Callback::from(move |_: MouseEvent| dispatch.emit(Action::Control(control)))}>
                <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d={icon} /></svg>
                if !text.is_empty() { <span>{ text }</span> }
            </button>
        }
    };
    let (play_icon, play_text, play_title) = match props.phase {
        Phase::Playing => (icons::PAUSE, t.pause, t.pause_title),
        Phase::Done | Phase::Stuck => (icons::PLAY, t.replay, t.replay_title),
        _ => (icons::PLAY, t.play, t.play_title),
    };
    let on_speed = {
        let dispatch = dispatch.clone();
        Callback::from(move |event: InputEvent| {
            let input: HtmlInputElement = event.target_unchecked_into();
            if let Ok(notch) = input.value().parse::<u32>() {
                dispatch.emit(Action::Settings(SettingsAction::Speed(slider_to_speed(
                    notch,
                ))));
            }
        })
    };
    let cancel = matches!(props.phase, Phase::Solving | Phase::Surveying).then(|| {
        let cancel = commands.cancel.clone();
        html! {
            <button type="button" class="cancel" data-action={action::CANCEL} title={t.cancel_title}
                onclick={Callback::from(move |_: MouseEvent| cancel.emit(()))}>{ t.cancel }</button>
        }
    });
    let views = props
        .view
        .map(|shown| views(t, dispatch, shown, props.truncated));
    let (none, start, end) = (!props.has_run, props.at_start, props.at_end);
    // A run of one square (a "no" answered at once) has nothing to play or replay.
    let single = start && end;
    let longer = props
        .longer
        .map(|budget| search_longer(t, dispatch, budget));
    html! {
        <div class="controls" role="toolbar" aria-label={t.a_playback}>
            { for longer }
            { for cancel }
            { for views }
            <div class="buttons">
                { button(Control::ToStart, action::START, icons::TO_START, "", t.to_start_title, none || start) }
                { button(Control::Back, action::BACK, icons::BACK, "", t.back_title, none || start) }
                { button(Control::TogglePlay, action::PLAY, play_icon, if single { "" } else { play_text }, play_title, none || single) }
                { button(Control::Forward, action::FORWARD, icons::FORWARD, "", t.forward_title, none || end) }
                { button(Control::ToEnd, action::END, icons::TO_END, "", t.to_end_title, none || end) }
                { button(Control::Restart, action::RESTART, icons::RESTART, "", t.restart_title, none || single) }
            </div>
            <label class="speed">
                <span>{ t.speed }</span>
                <input type="range" data-control={control::SPEED} min="0" max="300"
                    value={speed_to_slider(props.speed).to_string()} oninput={on_speed}
                    aria-valuetext={t.per_second(&props.speed)}
                    data-speed={props.speed.to_string()}
                    title={t.speed_title(SPEED_RANGE.start(), SPEED_RANGE.end())} />
                <output>{ format!("{}/s", props.speed) }</output>
            </label>
        </div>
    }
}

/// The Route / Search switch, for runs that recorded their search.
fn views(t: &Texts, dispatch: &Callback<Action>, shown: View, truncated: bool) -> Html {
    let choice = |view: View, label: &'static str| {
        let dispatch = dispatch.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            dispatch.emit(Action::Control(Control::SetView(view)));
        });
        html! {
            <button type="button" data-view={view.id()} aria-pressed={(shown == view).to_string()}
                {onclick}>{ label }</button>
        }
    };
    html! {
        <div class="views" role="group" aria-label={t.a_view} data-control={control::VIEW}>
            { choice(View::Route, t.route) }
            { choice(View::Search, t.search) }
            if truncated && shown == View::Search {
                <p class="hint">{ t.truncated(&tour_core::text::grouped(crate::tasks::MAX_RECORDED_EVENTS)) }</p>
            }
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
