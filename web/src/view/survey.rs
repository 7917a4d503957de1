//! The all-starts survey panel: run it, read its summary, switch the heatmap on and off.

use std::rc::Rc;

use yew::prelude::*;

use crate::state::{Action, AppState, Phase};
use crate::strings;

/// Properties of [`SurveyPanel`].
#[derive(Properties, Clone, PartialEq)]
pub struct SurveyProps {
    /// The app state.
    pub state: Rc<AppState>,
    /// Where actions go.
    pub dispatch: Callback<Action>,
    /// Starts a survey with the current settings.
    pub on_survey: Callback<()>,
}

/// Survey every start square (seed 004) and show the result as a heatmap.
#[component]
pub fn SurveyPanel(props: &SurveyProps) -> Html {
    let state = &props.state;
    let running = state.phase() == Phase::Surveying;
    let large = crate::state::is_large(state.board);
    let ui = crate::i18n::ui(state.lang);
    let start = {
        let on_survey = props.on_survey.clone();
        Callback::from(move |_: MouseEvent| on_survey.emit(()))
    };
    let survey = state.survey.as_deref().filter(|s| s.board == state.board);
    let toggle = survey.filter(|_| !running).map(|_| {
        let shown = state.show_heatmap;
        let dispatch = props.dispatch.clone();
        html! {
            <button type="button" data-action="heatmap" aria-pressed={shown.to_string()}
                onclick={Callback::from(move |_: MouseEvent| dispatch.emit(Action::ShowHeatmap(!shown)))}>
                { if shown { ui.hide_heatmap } else { ui.show_heatmap } }
            </button>
        }
    });
    let tally = survey.map(|survey| {
        let row = |label: &'static str, value: String| {
            html! { <><dt>{ label }</dt><dd>{ value }</dd></> }
        };
        let counts = strings::tally_rows(state.lang, &survey.tally())
            .into_iter()
            .filter(|&(_, n)| n > 0)
            .map(|(label, n)| row(label, n.to_string()));
        html! {
            <dl class="stats" data-testid="survey-tally">
                { row(ui.starts_run, crate::i18n::fill(ui.of_value, &[("k", &survey.entries.len()), ("n", &survey.board.area())])) }
                { for counts }
                { row(ui.time, format!("{:.0} ms", survey.elapsed_ms)) }
            </dl>
        }
    });
    let legend = state.heatmap().map(|_| {
        html! {
            <ul class="legend" aria-label={ui.legend_label}>
                { for strings::survey_legend(state.lang).iter().map(|(mark, class, meaning)| html! {
                    <li><span class={classes!("swatch", format!("heat-{class}"))}>{ *mark }</span>{ *meaning }</li>
                }) }
            </ul>
        }
    });
    html! {
        <section class="survey" aria-label={ui.survey_title}>
            <h2>{ ui.survey_title }</h2>
            <p class="hint">{ ui.survey_hint }</p>
            <div class="survey-actions">
                <button type="button" data-action="survey" disabled={running || large} onclick={start}>
                    { ui.survey_button }
                </button>
                { for toggle }
            </div>
            { for tally }
            if large {
                <p class="hint">{ ui.large_note }</p>
            }
            { for legend }
        </section>
    }
}
