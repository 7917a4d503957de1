//! Play mode's panel: undo, hint, start over, the legal-move toggle, the counters and
//! clock, and the move list, where any move can be gone back to.
//!
//! Hooks: buttons `data-action="undo|hint|start-over"`, the toggle
//! `data-control="legal"`, the hint `data-testid="hint"` with `data-hint` (`start`,
//! `searching`, `move`, `lost`, `unknown`), the refusal `data-testid="refused"`, the
//! counters `data-testid="play-moves"` and `data-testid="play-time"`, and the move list's
//! buttons `data-move` (the move number they go back to).

use std::rc::Rc;

use gloo_timers::callback::Interval;
use yew::prelude::*;

use crate::i18n::{self, fill};
use crate::play::{Hint, PlayAction};
use crate::state::{Action, AppState};
use crate::strings;
use crate::tasks::now_ms;

/// Properties of [`PlayPanel`].
#[derive(Properties, Clone, PartialEq)]
pub struct PlayProps {
    /// The app state.
    pub state: Rc<AppState>,
    /// Where actions go.
    pub dispatch: Callback<Action>,
    /// Asks for a hint.
    pub on_hint: Callback<()>,
}

/// The `data-hint` value of a hint.
fn hint_kind(hint: Hint) -> &'static str {
    match hint {
        Hint::ChooseStart => "start",
        Hint::Searching => "searching",
        Hint::Move(_) => "move",
        Hint::Lost(_) => "lost",
        Hint::Unknown { .. } => "unknown",
    }
}

/// The play-mode panel.
#[component]
pub fn PlayPanel(props: &PlayProps) -> Html {
    let state = &props.state;
    let (board, play) = (state.board, &state.play);
    let ui = &i18n::ui(state.lang).play_mode;
    // The clock re-renders this panel once a second while it runs.
    let tick = use_state(|| 0u32);
    {
        let tick = tick.clone();
        use_effect_with(play.clock_running(), move |&running| {
            let interval = running.then(|| Interval::new(1000, move || tick.set(*tick + 1)));
            move || drop(interval)
        });
    }
    let len = play.walk.len();
    let undo_to = |len: usize| {
        let dispatch = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Action::Play(PlayAction::UndoTo(len))))
    };
    // These buttons stay focusable when they do not apply (aria-disabled, not disabled),
    // so keyboard focus is not thrown to the top of the page after the last undo.
    let searching = play.hint == Some(Hint::Searching);
    let on_hint = {
        let on_hint = props.on_hint.clone();
        Callback::from(move |_: MouseEvent| {
            if !searching {
                on_hint.emit(());
            }
        })
    };
    let on_legal = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |event: Event| {
            let input: web_sys::HtmlInputElement = event.target_unchecked_into();
            dispatch.emit(Action::Play(PlayAction::ShowLegal(input.checked())));
        })
    };
    let on_degrees = {
        let (dispatch, shown) = (props.dispatch.clone(), state.show_degrees);
        Callback::from(move |_: MouseEvent| dispatch.emit(Action::ShowDegrees(!shown)))
    };
    let finished = play.ended_ms.is_some() && len == board.area();
    let hint = play.hint.map(|hint| {
        html! {
            <p class={classes!("hint", format!("hint-{}", hint_kind(hint)))} data-testid="hint"
                data-hint={hint_kind(hint)}>
                { strings::hint(state.lang, board, hint, state.closed) }
            </p>
        }
    });
    let refused = play.refused.map(|refusal| {
        html! {
            <p class="refused" data-testid="refused" role="alert">{ strings::refusal(state.lang, board, refusal) }</p>
        }
    });
    let moves = play.walk.iter().enumerate().map(|(i, square)| {
        let number = i + 1;
        let name = square.algebraic(board);
        let label = fill(ui.go_back, &[("k", &number), ("sq", &name)]);
        let current = number == len;
        html! {
            <li key={number}>
                // The visible "12. e4" is the name (voice control says what it sees); the
                // title tells what a click does. The current move stays focusable.
                <button type="button" data-move={number.to_string()} title={label}
                    aria-current={current.then_some("step")} onclick={undo_to(number)}>
                    { format!("{number}. {name}") }
                </button>
            </li>
        }
    });
    html! {
        <section class="play-panel" data-testid="play">
            <dl class="play-counters">
                <div><dt>{ ui.stat_moves }</dt><dd data-testid="play-moves">{ format!("{len}/{}", board.area()) }</dd></div>
                <div><dt>{ ui.stat_time }</dt><dd data-testid="play-time">{ strings::clock(play.elapsed_ms(now_ms())) }</dd></div>
                <div><dt>{ ui.stat_take_backs }</dt><dd>{ play.take_backs }</dd></div>
            </dl>
            <div class="buttons">
                <button type="button" data-action="undo" title={ui.undo_title} aria-disabled={(len == 0).to_string()}
                    onclick={undo_to(len.saturating_sub(1))}>{ ui.undo }</button>
                <button type="button" data-action="hint" title={ui.hint_title}
                    aria-disabled={(finished || play.hint == Some(Hint::Searching)).to_string()} onclick={on_hint}>{ ui.hint }</button>
                <button type="button" data-action="start-over" aria-disabled={(len == 0).to_string()}
                    onclick={undo_to(0)}>{ ui.start_over }</button>
            </div>
            <label class="check">
                <input type="checkbox" data-control="legal" checked={play.show_legal} onchange={on_legal} />
                <span>{ ui.legal }</span>
            </label>
            <button type="button" data-action="degrees" aria-pressed={state.show_degrees.to_string()} onclick={on_degrees}>
                { i18n::ui(state.lang).degrees_button }
            </button>
            { for refused }
            // The live region is always there, so screen readers announce what appears in it.
            <div class="hint-region" role="status">{ for hint }</div>
            if len > 0 {
                <h2 class="moves-title">{ ui.moves_title }</h2>
                <ol class="move-list">{ for moves }</ol>
            }
            <p class="keys-help">{ ui.keys_help }</p>
        </section>
    }
}
