//! Compare mode's panel: the second algorithm, and both runs' numbers side by side.
//!
//! Hooks: the select `data-control="second"`; the table `data-testid="compare-stats"`,
//! whose cells carry `data-side="first|second"` and, on the result row,
//! `data-outcome` (as the app root's).

use std::rc::Rc;

use tour_core::Algorithm;
use yew::prelude::*;

use crate::i18n::{self, fill};
use crate::state::{Action, AppState, Playback, Side};
use crate::strings;
use crate::view::PanelProps;

/// The second algorithm's picker and the side-by-side numbers.
#[component]
pub fn ComparePanel(props: &PanelProps) -> Html {
    let state = &props.state;
    let ui = i18n::ui(state.lang);
    let on_second = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            if let Ok(algorithm) = Algorithm::named(&select.value()) {
                dispatch.emit(Action::SetSecond(algorithm));
            }
        })
    };
    let runs = state.playback.as_ref().zip(state.second_playback.as_ref());
    html! {
        <section class="compare-panel" data-testid="compare">
            <label class="algo">
                <span>{ ui.play_mode.compare_with }</span>
                <select data-control="second" onchange={on_second}>
                    { for Algorithm::ALL.iter().map(|algorithm| html! {
                        <option value={algorithm.id()} selected={*algorithm == state.second}>{ algorithm.id() }</option>
                    }) }
                </select>
            </label>
            <p class="algo-description">{ strings::algorithm_description(state.lang, state.second) }</p>
            if let Some((first, second)) = runs {
                { numbers(state, [first, second]) }
            }
        </section>
    }
}

/// The table of both runs' numbers.
fn numbers(state: &AppState, runs: [&Rc<Playback>; 2]) -> Html {
    let (board, lang) = (state.board, state.lang);
    let ui = i18n::ui(lang);
    let sides = [Side::First, Side::Second];
    let row = |label: &'static str, value: &dyn Fn(&Playback) -> String| {
        html! {
            <tr>
                <th scope="row">{ label }</th>
                { for sides.iter().zip(runs).map(|(side, run)| html! { <td data-side={side.id()}>{ value(run) }</td> }) }
            </tr>
        }
    };
    let results = sides.iter().zip(runs).map(|(side, run)| {
        html! {
            <td data-side={side.id()} data-outcome={run.run.status().id()}>
                { strings::result(lang, board, &run.run) }
            </td>
        }
    });
    html! {
        <table class="compare-stats" data-testid="compare-stats">
            <thead>
                <tr>
                    <td></td>
                    <th scope="col" data-side="first">{ state.algorithm.id() }</th>
                    <th scope="col" data-side="second">{ state.second.id() }</th>
                </tr>
            </thead>
            <tbody>
                <tr><th scope="row">{ ui.stat_result }</th>{ for results }</tr>
                { row(ui.stat_shown, &|run| fill(ui.shown_value, &[
                    ("k", &strings::count(state.shown.min(run.len()) as u64)),
                    ("n", &strings::count(run.len() as u64)),
                ])) }
                { row(ui.stat_placed, &|run| strings::count(run.run.stats().placed)) }
                { row(ui.stat_taken_back, &|run| strings::count(run.run.stats().retreats)) }
                { row(ui.stat_solve_time, &|run| format!("{:.1} ms", run.solve_ms)) }
            </tbody>
        </table>
    }
}
