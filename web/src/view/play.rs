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

use crate::model::{Action, Hint, Overlays, PlayAction, PlayState, SettingsAction};
use crate::tasks::now_ms;
use crate::text::{self, Texts};
use crate::view::ShareResult;
use crate::view::context::{Ctx, use_ctx};
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
        Hint::Lost { .. } => "lost",
        Hint::Unknown { .. } => "unknown",
    }
}

/// The play-mode panel.
#[component]
pub fn PlayPanel(props: &PlayProps) -> Html {
    let ctx = use_ctx();
    let (t, lang, dispatch) = (ctx.texts(), ctx.lang, ctx.dispatch.clone());
    let (board, play) = (props.board.clone(), &props.play);
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
            dispatch.emit(Action::Settings(SettingsAction::Overlays(Overlays {
                degrees: !overlays.degrees,
                ..overlays
            })))
        })
    };
    let hint = play.hint.map(|hint| {
        html! {
            <p class={format!("hint hint-{}", hint_kind(hint))} data-testid={testid::HINT}
                data-hint={hint_kind(hint)}>
                { text::hint(lang, board.clone(), hint, props.closed) }
            </p>
        }
    });
    let refused = play.refused.map(|refusal| {
        html! {
            <p class="refused" data-testid={testid::REFUSED} role="alert">{ text::refusal(lang, board.clone(), refusal) }</p>
        }
    });
    html! {
        <section class="play-panel" data-testid={testid::PLAY}>
            <dl class="play-counters">
                <div><dt>{ t.stat_moves }</dt><dd data-testid={testid::PLAY_MOVES}>{ format!("{}/{}", play.walk.len(), board.square_count()) }</dd></div>
                <div><dt>{ t.stat_time }</dt><dd data-testid={testid::PLAY_TIME}>{ text::clock(play.elapsed_ms(now_ms())) }</dd></div>
                <div><dt>{ t.stat_take_backs }</dt><dd>{ play.take_backs }</dd></div>
                <div><dt>{ t.stat_hints }</dt><dd>{ play.hints }</dd></div>
            </dl>
            if let Some(result) = text::play_result(lang, board.clone(), play) {
                <ShareResult text={result} />
            }
            { play_buttons(&ctx, play, board.clone()) }
            // Refusals and hints come right under the buttons, in sight with the board.
            { for refused }
            // The live region is always there, so screen readers announce what appears in it.
            <div class="hint-region" role="status">{ for hint }</div>
            <label class="check">
                <input type="checkbox" data-control={control::LEGAL} checked={play.show_legal} onchange={on_legal} />
                <span>{ t.legal }</span>
            </label>
            <button type="button" data-action={action::DEGREES} aria-pressed={props.overlays.degrees.to_string()} onclick={on_degrees}>
                { t.degrees_button }
            </button>
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
        let name = square.algebraic(&board);
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

/// Undo, Hint and Start over. They stay focusable when they do not apply
/// (aria-disabled, not disabled), so keyboard focus is not thrown to the top of the page
/// after the last undo.
fn play_buttons(ctx: &Ctx, play: &PlayState, board: Board) -> Html {
    let t = ctx.texts();
    let undo_to = dispatch_undo(ctx.dispatch.clone());
    let len = play.walk.len();
    let searching = play.hint == Some(Hint::Searching);
    let finished = play.ended_ms.is_some() && len == board.square_count();
    let hint = ctx.commands.hint.clone();
    let on_hint = Callback::from(move |_: MouseEvent| {
        if !searching {
            hint.emit(());
        }
    });
    html! {
        <div class="buttons">
            <button type="button" data-action={action::UNDO} title={t.undo_title} aria-disabled={(len == 0).to_string()}
                onclick={undo_to.reform(move |_| len.saturating_sub(1))}>{ t.undo }</button>
            <button type="button" data-action={action::HINT} title={t.hint_title}
                aria-disabled={(finished || searching).to_string()} onclick={on_hint}>{ t.hint }</button>
            <button type="button" data-action={action::START_OVER} aria-disabled={(len == 0).to_string()}
                onclick={undo_to.reform(|_| 0)}>{ t.start_over }</button>
        </div>
    }
}
