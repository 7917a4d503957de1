//! "Why this move": the candidates the rule sees from the knight's square, their scores,
//! the one it picks and how a tie is broken; and the onward-count overlay toggle.

use tour_core::{Algorithm, Board, solver::Decision};
use yew::prelude::*;

use crate::model::{Action, Overlays, SeedOrder, SettingsAction, Shared, Solved};
use crate::text;
use crate::view::context::use_ctx;
use crate::view::hooks::{action, testid};

/// What [`WhyPanel`] shows.
#[derive(Properties, PartialEq)]
pub struct WhyProps {
    /// The board.
    pub board: Board,
    /// The run, which recorded its decisions.
    pub run: Shared<Solved>,
    /// The next move's decision, if there is a next move.
    pub decision: Option<Decision>,
    /// Whether the run is shown to its end without a tour.
    pub stuck: bool,
    /// The move order ties are broken by.
    pub order: SeedOrder,
    /// The overlays (the onward-count toggle lives here too).
    pub overlays: Overlays,
}

/// The explanation of the next move, for rules that decide by a score.
#[component]
pub fn WhyPanel(props: &WhyProps) -> Html {
    let ctx = use_ctx();
    let (t, lang) = (ctx.texts(), ctx.lang);
    let board = props.board.clone();
    let table = props.run.algorithm() == Some(Algorithm::Accessibility);
    let reason = |sentence: String| html! { <p data-testid={testid::WHY_REASON}>{ sentence }</p> };
    let body = match &props.decision {
        Some(decision) => {
            let chosen = decision.chosen().square;
            let items = decision.candidates().iter().map(|candidate| {
                let name = candidate.square.algebraic(&board);
                let picked = candidate.square == chosen;
                let what = match (table, candidate.score) {
                    (true, score) => t.table_value(&score),
                    (false, score) => t.onward(&score),
                };
                let mark = if picked { t.chosen_mark } else { "" };
                html! {
                    <li class={picked.then_some("picked")} data-square={name.clone()}
                        data-score={candidate.score.to_string()}>
                        { t.candidate(&name, &what) }{ mark }
                    </li>
                }
            });
            html! {
                <>
                    <p>{ text::why_intro(lang, &board, decision.from) }</p>
                    <ul class="candidates">{ for items }</ul>
                    { reason(text::decision_reason(lang, board, decision, props.order, table)) }
                </>
            }
        }
        None if props.stuck => {
            reason(text::dead_end(lang, board, &props.run.run).unwrap_or_default())
        }
        None => reason(t.why_done.to_owned()),
    };
    let overlays = props.overlays;
    let toggle = ctx.dispatch.reform(move |_: MouseEvent| {
        Action::Settings(SettingsAction::Overlays(Overlays {
            degrees: !overlays.degrees,
            ..overlays
        }))
    });
    html! {
        <section class="why" aria-label={t.why_title} data-testid={testid::WHY} aria-live="polite">
            <h2>{ t.why_title }</h2>
            { body }
            <button type="button" data-action={action::DEGREES} aria-pressed={props.overlays.degrees.to_string()} onclick={toggle}>
                { t.degrees_button }
            </button>
        </section>
    }
}
