//! Play mode's panel: undo, hint, start over, the legal-move toggle, the counters and
//! clock, and the move list, where any move can be gone back to.
//!
//! Hooks: buttons `data-action="undo|hint|start-over"`, the toggle
//! `data-control="legal"`, the hint `data-testid="hint"` with `data-hint` (`start`,
//! `searching`, `move`, `lost`, `unknown`), the refusal `data-testid="refused"`, the
//! counters `data-testid="play-moves"` and `data-testid="play-time"`, and the move list's
//! buttons `data-move` (the move number they go back to).

use gloo_timers::callback::Interval;
use tour_core::Board;
use yew::prelude::*;

use crate::model::{Action, Hint, Overlays, PlayAction, PlayState};
use crate::tasks::now_ms;
use crate::text::{self, Texts};
use crate::view::context::{use_commands, use_dispatch, use_lang, use_texts};
use crate::view::hooks::{action, control, testid};

/// Properties of [`PlayPanel`].
#[derive(Properties, Clone, PartialEq)]
pub struct PlayProps {
    /// The board.
    pub board: Board,
    /// The student's walk and what goes with it.
    pub play: PlayState,
    /// Whether the hints aim for a closed tour.
    pub closed: bool,
    /// The overlays (the onward-count toggle lives here too).
    pub overlays: Overlays,
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
    let (t, lang, dispatch) = (use_texts(), use_lang(), use_dispatch());
    let (board, play) = (props.board, &props.play);
    // The clock re-renders this panel once a second while it runs.
    let tick = use_state(|| 0u32);
    {
        let tick = tick.clone();
        use_effect_with(play.clock_running(), move |&running| {
            let interval = running.then(|| Interval::new(1000, move || tick.set(*tick + 1)));
            move || drop(interval)
        });
    }
    let on_legal = {
        let dispatch = dispatch.clone();
        Callback::from(move |event: Event| {
            let input: web_sys::HtmlInputElement = event.target_unchecked_into();
            dispatch.emit(Action::Play(PlayAction::ShowLegal(input.checked())));
        })
    };
    let undo_to = dispatch_undo(dispatch.clone());
    let on_degrees = {
        let overlays = props.overlays;
        Callback::from(move |_: MouseEvent| {
            dispatch.emit(Action::SetOverlays(Overlays {
                degrees: !overlays.degrees,
                ..overlays
            }))
        })
    };
    let hint = play.hint.map(|hint| {
        html! {
            <p class={classes!("hint", format!("hint-{}", hint_kind(hint)))} data-testid={testid::HINT}
                data-hint={hint_kind(hint)}>
                { text::hint(lang, board, hint, props.closed) }
            </p>
        }
    });
    let refused = play.refused.map(|refusal| {
        html! {
            <p class="refused" data-testid={testid::REFUSED} role="alert">{ text::refusal(lang, board, refusal) }</p>
        }
    });
    html! {
        <section class="play-panel" data-testid={testid::PLAY}>
            <dl class="play-counters">
                <div><dt>{ t.stat_moves }</dt><dd data-testid={testid::PLAY_MOVES}>{ format!("{}/{}", play.walk.len(), board.area()) }</dd></div>
                <div><dt>{ t.stat_time }</dt><dd data-testid={testid::PLAY_TIME}>{ text::clock(play.elapsed_ms(now_ms())) }</dd></div>
                <div><dt>{ t.stat_take_backs }</dt><dd>{ play.take_backs }</dd></div>
            </dl>
            <PlayButtons len={play.walk.len()} searching={play.hint == Some(Hint::Searching)}
                finished={play.ended_ms.is_some() && play.walk.len() == board.area()} />
            <label class="check">
                <input type="checkbox" data-control={control::LEGAL} checked={play.show_legal} onchange={on_legal} />
                <span>{ t.legal }</span>
            </label>
            <button type="button" data-action={action::DEGREES} aria-pressed={props.overlays.degrees.to_string()} onclick={on_degrees}>
                { t.degrees_button }
            </button>
            { for refused }
            // The live region is always there, so screen readers announce what appears in it.
            <div class="hint-region" role="status">{ for hint }</div>
            { move_list(t, board, play, &undo_to) }
            <p class="keys-help">{ t.play_keys_help }</p>
        </section>
    }
}

/// A callback that takes the walk back to a length.
fn dispatch_undo(dispatch: Callback<Action>) -> Callback<usize> {
    Callback::from(move |len| dispatch.emit(Action::Play(PlayAction::UndoTo(len))))
}

/// The moves so far; each goes back to itself.
fn move_list(t: &Texts, board: Board, play: &PlayState, undo_to: &Callback<usize>) -> Html {
    let len = play.walk.len();
    if len == 0 {
        return html! {};
    }
    let moves = play.walk.iter().enumerate().map(|(i, square)| {
        let number = i + 1;
        let name = square.algebraic(board);
        let label = t.go_back(&number, &name);
        let current = number == len;
        html! {
            <li key={number}>
                // The visible "12. e4" is the name (voice control says what it sees); the
                // title tells what a click does. The current move stays focusable.
                <button type="button" data-move={number.to_string()} title={label}
                    aria-current={current.then_some("step")} onclick={undo_to.reform(move |_| number)}>
                    { format!("{number}. {name}") }
                </button>
            </li>
        }
    });
    html! {
        <>
            <h2 class="moves-title">{ t.moves_title }</h2>
            <ol class="move-list">{ for moves }</ol>
        </>
    }
}

/// Properties of [`PlayButtons`].
#[derive(Properties, Clone, PartialEq)]
struct ButtonsProps {
    /// Squares on the walk.
    len: usize,
    /// Whether a hint search runs.
    searching: bool,
    /// Whether the walk is a whole tour.
    finished: bool,
}

/// Undo, Hint and Start over. They stay focusable when they do not apply
/// (aria-disabled, not disabled), so keyboard focus is not thrown to the top of the page
/// after the last undo.
#[component]
fn PlayButtons(props: &ButtonsProps) -> Html {
    let (t, commands) = (use_texts(), use_commands());
    let undo_to = dispatch_undo(use_dispatch());
    let len = props.len;
    let searching = props.searching;
    let on_hint = Callback::from(move |_: MouseEvent| {
        if !searching {
            commands.hint.emit(());
        }
    });
    html! {
        <div class="buttons">
            <button type="button" data-action={action::UNDO} title={t.undo_title} aria-disabled={(len == 0).to_string()}
                onclick={undo_to.reform(move |_| len.saturating_sub(1))}>{ t.undo }</button>
            <button type="button" data-action={action::HINT} title={t.hint_title}
                aria-disabled={(props.finished || searching).to_string()} onclick={on_hint}>{ t.hint }</button>
            <button type="button" data-action={action::START_OVER} aria-disabled={(len == 0).to_string()}
                onclick={undo_to.reform(|_| 0)}>{ t.start_over }</button>
        </div>
    }
}
