//! "Why this move": the candidates the rule sees from the knight's square, their scores,
//! the one it picks and how a tie is broken; and the onward-count overlay toggle.

use std::rc::Rc;

use tour_core::Algorithm;
use yew::prelude::*;

use crate::state::{Action, AppState, Phase};
use crate::strings;

/// Properties of [`WhyPanel`].
#[derive(Properties, Clone, PartialEq)]
pub struct WhyProps {
    /// The app state.
    pub state: Rc<AppState>,
    /// Where actions go.
    pub dispatch: Callback<Action>,
}

/// The explanation of the next move, for rules that decide by a score.
#[component]
pub fn WhyPanel(props: &WhyProps) -> Html {
    let state = &props.state;
    let Some(playback) = &state.playback else {
        return html! {};
    };
    if playback.decisions.is_none() || crate::state::is_large(state.board) {
        return html! {};
    }
    let board = state.board;
    let table = state.algorithm == Algorithm::Accessibility;
    let ui = crate::i18n::ui(state.lang);
    let body = match state.next_decision() {
        Some(decision) => {
            let chosen = decision.chosen().square;
            let items = decision.candidates().iter().map(|candidate| {
                let name = candidate.square.algebraic(board);
                let picked = candidate.square == chosen;
                html! {
                    <li class={classes!(picked.then_some("picked"))} data-square={name.clone()}
                        data-score={candidate.score.to_string()}>
                        { strings::candidate_line(state.lang, &name, candidate.score, table, picked) }
                    </li>
                }
            });
            html! {
                <>
                    <p>{ strings::decision_intro(state.lang, board, decision.from) }</p>
                    <ul class="candidates">{ for items }</ul>
                    <p data-testid="why-reason">{ strings::decision_reason(state.lang, board, decision, state.order, table) }</p>
                </>
            }
        }
        None if state.phase() == Phase::Stuck => {
            html! { <p data-testid="why-reason">{ strings::dead_end(state.lang, board, &playback.run) }</p> }
        }
        None => html! { <p data-testid="why-reason">{ ui.why_done }</p> },
    };
    let toggle = {
        let (dispatch, shown) = (props.dispatch.clone(), state.show_degrees);
        Callback::from(move |_: MouseEvent| dispatch.emit(Action::ShowDegrees(!shown)))
    };
    html! {
        <section class="why" aria-label={ui.why_title} data-testid="why" aria-live="polite">
            <h2>{ ui.why_title }</h2>
            { body }
            <button type="button" data-action="degrees" aria-pressed={state.show_degrees.to_string()} onclick={toggle}>
                { ui.degrees_button }
            </button>
        </section>
    }
}
