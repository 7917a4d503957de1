//! Puzzle mode's panel: the level and New puzzle, Undo, Clear, Check, Hint and Show
//! solution, the one message (a refusal, Check's finding, a hint's deduction), the
//! puzzle's code and seed (so a teacher can give the same puzzle again), and how to fill
//! in. Every word comes from the room (the engine), in the language of the moment.
//!
//! Hooks: buttons `data-action="new-puzzle|undo|clear|check|hint|show-solution"`, the
//! select `data-control="level"`, the panel `data-testid="puzzle"` (with `data-code`
//! once a puzzle is shown), the message `data-testid="puzzle-said"` with `data-said`
//! (`refused`, `checked`, `hint`, `guess`, `fix-first`, `not-unique`, `no-puzzle`), the
//! code line `data-testid="puzzle-code"`.

use tour_core::puzzle::Level;
use tour_core::{Route, Run, TourKind};
use tour_engine::protocol::{Label, RoomAction, RoomView};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::model::{Action, ImportAction, PuzzleAction, PuzzleState, Shared, Solved};
use crate::tasks::fresh_seed;
use crate::view::ShareResult;
use crate::view::context::use_ctx;
use crate::view::hooks::{action, control, testid};

/// Properties of [`PuzzlePanel`].
#[derive(Properties, Clone, PartialEq)]
pub struct PuzzleProps {
    /// The level, the room and its view.
    pub puzzle: PuzzleState,
    /// Whether new puzzles are closed tours.
    pub closed: bool,
}

/// Seeds a new puzzle draws from: short enough to read out and type in again.
const SEEDS: u64 = 100_000;

/// The puzzle-mode panel (empty until the room has answered once).
#[component]
pub fn PuzzlePanel(props: &PuzzleProps) -> Html {
    let ctx = use_ctx();
    let dispatch = &ctx.dispatch;
    let puzzle = &props.puzzle;
    let Some(view) = puzzle.view.clone() else {
        return html! { <section class="puzzle-panel" data-testid={testid::PUZZLE} /> };
    };
    let label = |label: Label| view.labels.get(label).to_owned();
    let ask = |room: RoomAction| {
        dispatch.reform(move |_: MouseEvent| Action::Puzzle(PuzzleAction::Ask(room.clone())))
    };
    let on_level = dispatch.reform(|event: Event| {
        let select: HtmlSelectElement = event.target_unchecked_into();
        Action::Puzzle(PuzzleAction::Level(
            Level::named(&select.value()).unwrap_or(Level::Easy),
        ))
    });
    let (level, kind) = (puzzle.level, TourKind::closed(props.closed));
    let on_new = dispatch.reform(move |_: MouseEvent| {
        let seed = fresh_seed() % SEEDS;
        Action::Puzzle(PuzzleAction::Ask(RoomAction::New { kind, level, seed }))
    });
    let levels = Level::ALL.iter().map(|&each| {
        html! { <option value={each.id()} selected={each == level}>{ label(Label::of_level(each)) }</option> }
    });
    let said = view.said.as_ref().map(|(kind, text)| {
        html! { <p class={classes!("said", kind.id())} data-testid={testid::PUZZLE_SAID} data-said={kind.id()}>{ text.clone() }</p> }
    });
    let button = |id: &'static str,
                  name: Label,
                  title: Label,
                  applies: bool,
                  onclick: Callback<MouseEvent>| {
        html! {
            <button type="button" data-action={id} title={label(title)} aria-disabled={(!applies).to_string()} {onclick}>
                { label(name) }
            </button>
        }
    };
    let posed = view.board.is_some();
    html! {
        <section class="puzzle-panel" data-testid={testid::PUZZLE} data-code={view.code.clone()}>
            <div class="buttons">
                <label class="level">
                    <span>{ label(Label::Level) }</span>
                    <select data-control={control::LEVEL} onchange={on_level}>{ for levels }</select>
                </label>
                { button(action::NEW_PUZZLE, Label::New, Label::NewTitle, !puzzle.making(), on_new) }
            </div>
            if posed {
                <div class="buttons">
                    { button(action::UNDO, Label::Undo, Label::UndoTitle, view.can(RoomView::UNDO), ask(RoomAction::Undo)) }
                    { button(action::CLEAR, Label::Clear, Label::ClearTitle, view.can(RoomView::CLEAR), ask(RoomAction::Clear)) }
                    { button(action::CHECK, Label::Check, Label::CheckTitle, view.can(RoomView::CHECK), ask(RoomAction::Check)) }
                    { button(action::HINT, Label::Hint, Label::HintTitle, view.can(RoomView::HINT), ask(RoomAction::Hint)) }
                    { button(action::SHOW_SOLUTION, Label::Solution, Label::SolutionTitle, view.solution.is_some(), show_solution(dispatch, &view)) }
                </div>
            }
            // The live region is always there, so screen readers announce what appears in it.
            <div class="hint-region" role="status">{ for said }</div>
            if let Some(result) = view.result.clone() {
                <ShareResult text={result} />
            }
            if let Some(about) = view.about.clone() {
                <p class="puzzle-code" data-testid={testid::PUZZLE_CODE}>{ about }</p>
            }
            <p class="keys-help">{ label(Label::How) }</p>
            <p class="keys-help">{ label(Label::Keys) }</p>
        </section>
    }
}

/// Show solution: the solution, checked by the validator, stepped through in watch
/// mode with the usual controls (the puzzle waits in its mode to come back to).
fn show_solution(dispatch: &Callback<Action>, view: &RoomView) -> Callback<MouseEvent> {
    let route = view
        .solution
        .clone()
        .zip(view.board.clone())
        .and_then(|(squares, (board, _))| Route::new(board, squares).ok());
    let dispatch = dispatch.clone();
    Callback::from(move |_: MouseEvent| {
        let Some(route) = route.clone() else {
            return;
        };
        dispatch.emit(Action::Puzzle(PuzzleAction::Ask(RoomAction::Reveal)));
        let solved = Solved::imported(Run::from_route(route));
        dispatch.emit(Action::Import(ImportAction::Imported(Shared::new(solved))));
    })
}
