//! The all-starts survey panel: run it, read its tally, switch the heatmap on and off.

use tour_core::Tally;
use yew::prelude::*;

use crate::model::{Action, Shared, SurveyResult};
use crate::text::{self, Texts};
use crate::view::context::use_ctx;
use crate::view::hooks::{action, testid};

/// Properties of [`SurveyPanel`].
#[derive(Properties, Clone, PartialEq)]
pub struct SurveyProps {
    /// The survey of the current settings, if there is one.
    pub survey: Option<Shared<SurveyResult>>,
    /// Whether it is still running.
    pub running: bool,
    /// Whether the board shows its heatmap.
    pub heatmap: bool,
    /// Whether the board is drawn on the canvas (no surveys there).
    pub large: bool,
}

/// The tally's rows: label and count.
fn tally_rows(t: &Texts, tally: &Tally) -> [(&'static str, usize); 6] {
    [
        (t.tally_open, tally.open),
        (t.tally_closed, tally.closed),
        (t.tally_stuck, tally.stuck),
        (t.tally_budget, tally.budget_exhausted),
        (t.tally_no_tour, tally.no_tour),
        (t.tally_tries, tally.tries_exhausted),
    ]
}

/// The heatmap's legend: mark, CSS class and meaning.
fn legend(t: &Texts) -> [(&'static str, &'static str, &'static str); 6] {
    [
        ("o", "open", t.legend_open),
        ("C", "closed", t.legend_closed),
        ("59", "stuck", t.legend_stuck),
        ("B", "budget-exhausted", t.legend_budget),
        ("X", "no-tour", t.legend_no_tour),
        ("R", "tries-exhausted", t.legend_tries),
    ]
}

/// Survey every start square (seed 004) and show the result as a heatmap.
#[component]
pub fn SurveyPanel(props: &SurveyProps) -> Html {
    let ctx = use_ctx();
    let (t, dispatch, commands) = (ctx.texts(), ctx.dispatch.clone(), ctx.commands.clone());
    let start = {
        let survey = commands.survey.clone();
        Callback::from(move |_: MouseEvent| survey.emit(()))
    };
    let survey = props.survey.as_deref();
    let toggle = survey.filter(|_| !props.running).map(|_| {
        let shown = props.heatmap;
        html! {
            <button type="button" data-action={action::HEATMAP} aria-pressed={shown.to_string()}
                onclick={Callback::from(move |_: MouseEvent| dispatch.emit(Action::ShowHeatmap(!shown)))}>
                { if shown { t.hide_heatmap } else { t.show_heatmap } }
            </button>
        }
    });
    let tally = survey.map(|survey| {
        let row = |label: &'static str, value: String| html! { <><dt>{ label }</dt><dd>{ value }</dd></> };
        let counts = tally_rows(t, &survey.tally())
            .into_iter()
            .filter(|&(_, n)| n > 0)
            .map(|(label, n)| row(label, n.to_string()));
        html! {
            <dl class="stats" data-testid={testid::SURVEY_TALLY}>
                { row(t.starts_run, t.of_value(&survey.entries.len(), &survey.board.square_count())) }
                { for counts }
                { row(t.time, format!("{} ms", text::whole_ms(survey.elapsed_ms))) }
            </dl>
        }
    });
    let legend = props.heatmap.then(|| html! {
        <ul class="legend" aria-label={t.legend_label}>
            { for legend(t).iter().map(|(mark, class, meaning)| html! {
                <li><span class={format!("swatch heat-{class}")}>{ *mark }</span>{ *meaning }</li>
            }) }
        </ul>
    });
    html! {
        <section class="survey" aria-label={t.survey_title}>
            <h2>{ t.survey_title }</h2>
            <p class="hint">{ t.survey_hint }</p>
            <div class="survey-actions">
                <button type="button" data-action={action::SURVEY} disabled={props.running || props.large} onclick={start}>
                    { t.survey_button }
                </button>
                { for toggle }
            </div>
            { for tally }
            if props.large {
                <p class="hint">{ t.large_note }</p>
            }
            { for legend }
        </section>
    }
}
