//! Compare mode's panel: the second algorithm, and both runs' numbers side by side.
//!
//! Hooks: the select `data-control="second"`; the table `data-testid="compare-stats"`,
//! whose cells carry `data-side="first|second"` and, on the result row,
//! `data-outcome` (as the app root's).

use tour_core::{Algorithm, Board};
use yew::prelude::*;

use crate::model::{Action, Lang, SettingsAction, Shared, Side, Solved};
use tour_core::text::grouped;

use crate::text;
use crate::text::Texts;
use crate::view::context::use_ctx;
use crate::view::hooks::{control, testid};

/// What [`ComparePanel`] shows.
#[derive(Properties, PartialEq)]
pub struct CompareProps {
    /// The board.
    pub board: Board,
    /// The algorithm on the first board.
    pub first: Algorithm,
    /// The algorithm on the second board.
    pub second: Algorithm,
    /// Both runs, once solved.
    pub runs: Option<[Shared<Solved>; 2]>,
    /// Squares shown of each (the shorter run waits at its end).
    pub shown: usize,
}

/// The second algorithm's picker and the side-by-side numbers.
#[component]
pub fn ComparePanel(props: &CompareProps) -> Html {
    let ctx = use_ctx();
    let (t, lang, dispatch) = (ctx.texts(), ctx.lang, ctx.dispatch.clone());
    let on_second = Callback::from(move |event: Event| {
        let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
        if let Ok(algorithm) = Algorithm::named(&select.value()) {
            dispatch.emit(Action::Settings(SettingsAction::Second(algorithm)));
        }
    });
    html! {
        <section class="compare-panel" data-testid={testid::COMPARE}>
            <label class="algo">
                <span>{ t.compare_with }</span>
                <select data-control={control::SECOND} onchange={on_second}>
                    { for Algorithm::ALL.iter().map(|algorithm| html! {
                        <option value={algorithm.id()} selected={*algorithm == props.second}>{ algorithm.id() }</option>
                    }) }
                </select>
            </label>
            <p class="algo-description">{ t.algorithm_about(props.second) }</p>
            if let Some(runs) = &props.runs {
                { compare_table(t, lang, props, runs) }
            }
        </section>
    }
}

/// The table of both runs' numbers.
fn compare_table(t: &Texts, lang: Lang, props: &CompareProps, runs: &[Shared<Solved>; 2]) -> Html {
    let board = &props.board;
    let cells = |value: &dyn Fn(&Solved) -> String| {
        Side::BOTH
            .iter()
            .zip(runs)
            .map(|(side, run)| {
                html! { <td data-side={side.id()}>{ value(run) }</td> }
            })
            .collect::<Html>()
    };
    let row = |label: &'static str, value: &dyn Fn(&Solved) -> String| {
        html! { <tr><th scope="row">{ label }</th>{ cells(value) }</tr> }
    };
    let results = Side::BOTH.iter().zip(runs).map(|(side, run)| {
        html! {
            <td data-side={side.id()} data-outcome={run.run.status().id()}>
                { text::result(lang, board.clone(), &run.run) }
            </td>
        }
    });
    let shown = props.shown;
    html! {
        <table class="compare-stats" data-testid={testid::COMPARE_STATS}>
            <thead>
                <tr>
                    <td></td>
                    <th scope="col" data-side="first">{ props.first.id() }</th>
                    <th scope="col" data-side="second">{ props.second.id() }</th>
                </tr>
            </thead>
            <tbody>
                <tr><th scope="row">{ t.stat_result }</th>{ for results }</tr>
                { row(t.stat_shown, &|run| t.shown_value(&grouped(shown.min(run.len())), &grouped(run.len()))) }
                { row(t.stat_placed, &|run| grouped(run.run.stats().placed).to_string()) }
                { row(t.stat_taken_back, &|run| grouped(run.run.stats().retreats).to_string()) }
                { row(t.stat_solve_time, &|run| text::millis(run.solve_ms)) }
            </tbody>
        </table>
    }
}
