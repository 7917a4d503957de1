//! The all-starts survey panel: run it, read its tally, switch the heatmap on and off;
//! and the heatmap's key, which the page shows under the status line.

use tour_core::{
    Status,
    survey::Tally,
    text::{grouped, survey_mark},
};
use yew::prelude::*;

use crate::model::{Action, Shared, SurveyResult, WorkAction};
use crate::text::{self, Texts};
use crate::view::context::use_ctx;
use crate::view::hooks::{action, testid};

/// What [`SurveyPanel`] shows.
#[derive(Properties, PartialEq)]
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

/// One way a run can end: its mark and CSS class on the heatmap, its meaning in the
/// legend, its tally row, and how many starts ended so.
struct Outcome {
    mark: String,
    class: &'static str,
    meaning: &'static str,
    label: &'static str,
    count: usize,
}

/// Every way a run can end, in the tally's order; a stuck run's mark is `stuck`, a
/// number on the board.
fn outcomes(t: &Texts, tally: &Tally, stuck: String) -> [Outcome; 7] {
    let outcome = |mark: &str, class, meaning, label, count| Outcome {
        mark: mark.to_owned(),
        class,
        meaning,
        label,
        count,
    };
    [
        outcome("o", "open", t.legend_open, t.tally_open, tally.open),
        outcome("C", "closed", t.legend_closed, t.tally_closed, tally.closed),
        Outcome {
            mark: stuck,
            ..outcome("", "stuck", t.legend_stuck, t.tally_stuck, tally.stuck)
        },
        outcome(
            "B",
            "budget-exhausted",
            t.legend_budget,
            t.tally_budget,
            tally.budget_exhausted,
        ),
        outcome(
            "X",
            "no-tour",
            t.legend_no_tour,
            t.tally_no_tour,
            tally.no_tour,
        ),
        outcome(
            "?",
            "unknown",
            t.legend_undecided,
            t.tally_undecided,
            tally.undecided,
        ),
        outcome(
            "R",
            "tries-exhausted",
            t.legend_tries,
            t.tally_tries,
            tally.tries_exhausted,
        ),
    ]
}

/// The outcomes some start of `survey` has: the legend and the tally name only those.
/// The legend's stuck mark is one the board shows (the first surveyed), so the
/// key never shows a number that is nowhere on the board.
fn shown(t: &Texts, survey: &SurveyResult) -> Vec<Outcome> {
    let stuck = survey
        .entries
        .iter()
        .find(|entry| matches!(entry.status, Status::Stuck { .. }))
        .map(survey_mark)
        .unwrap_or_default();
    outcomes(t, &survey.tally(), stuck)
        .into_iter()
        .filter(|outcome| outcome.count > 0)
        .collect()
}

/// Properties of [`HeatmapLegend`].
#[derive(Properties, PartialEq)]
pub struct LegendProps {
    /// The survey the board shows as a heatmap.
    pub survey: Shared<SurveyResult>,
}

/// What each mark on the heatmap of the survey means, for the marks the board shows. It
/// goes with the status line rather than the survey's panel further down, so the board,
/// its summary and its key are read together.
#[component]
pub fn HeatmapLegend(props: &LegendProps) -> Html {
    let ctx = use_ctx();
    let (t, survey) = (ctx.texts(), &*props.survey);
    html! {
        <ul class="legend" aria-label={t.legend_label} data-testid={testid::HEATMAP_LEGEND}>
            { for shown(t, survey).into_iter().map(|outcome| html! {
                <li><span class={format!("swatch heat-{}", outcome.class)}>{ outcome.mark }</span>{ outcome.meaning }</li>
            }) }
        </ul>
    }
}

/// Survey every start square (seed 004) and show the result as a heatmap.
#[component]
pub fn SurveyPanel(props: &SurveyProps) -> Html {
    let ctx = use_ctx();
    let t = ctx.texts();
    let start = ctx.commands.survey.reform(|_: MouseEvent| ());
    let survey = props.survey.as_deref();
    let toggle = survey.filter(|_| !props.running).map(|_| {
        let shown = props.heatmap;
        let onclick = ctx
            .dispatch
            .reform(move |_: MouseEvent| Action::Work(WorkAction::ShowHeatmap(!shown)));
        html! {
            <button type="button" data-action={action::HEATMAP} aria-pressed={shown.to_string()} {onclick}>
                { if shown { t.hide_heatmap } else { t.show_heatmap } }
            </button>
        }
    });
    let shown: Vec<Outcome> = survey.map_or_else(Vec::new, |survey| shown(t, survey));
    let tally = survey.map(|survey| {
        let row = |label: &'static str, value: String| html! { <><dt>{ label }</dt><dd>{ value }</dd></> };
        let counts = shown.iter().map(|outcome| row(outcome.label, grouped(outcome.count).to_string()));
        html! {
            <dl class="stats" data-testid={testid::SURVEY_TALLY}>
                { row(t.starts_run, t.of_value(&grouped(survey.entries.len()), &grouped(survey.board.square_count()))) }
                { for counts }
                { row(t.time, text::duration(ctx.lang, survey.elapsed_ms)) }
            </dl>
        }
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
        </section>
    }
}
