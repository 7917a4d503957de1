//! The level new puzzles are made at, and New puzzle.

use tour_core::puzzle::Level;
use yew::prelude::*;

use crate::model::{Action, PuzzleAction};
use crate::tasks::fresh_seed;
use crate::text;
use crate::view::context::use_ctx;
use crate::view::hooks::{action, control};

/// Seeds a new puzzle draws from: short enough to read out and type in again.
const SEEDS: u64 = 100_000;

/// Properties of [`NewPuzzle`].
#[derive(Properties, Clone, PartialEq)]
pub struct NewPuzzleProps {
    /// The level chosen.
    pub level: Level,
    /// Whether a puzzle is being made (New puzzle does not apply meanwhile).
    pub making: bool,
}

/// The level select and New puzzle.
#[component]
pub fn NewPuzzle(props: &NewPuzzleProps) -> Html {
    let ctx = use_ctx();
    let t = ctx.texts();
    let onchange = {
        let dispatch = ctx.dispatch.clone();
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            if let Ok(level) = Level::named(&select.value()) {
                dispatch.emit(Action::Puzzle(PuzzleAction::Level(level)));
            }
        })
    };
    let onclick = {
        let (dispatch, making) = (ctx.dispatch.clone(), props.making);
        Callback::from(move |_: MouseEvent| {
            if !making {
                let seed = fresh_seed() % SEEDS;
                dispatch.emit(Action::Puzzle(PuzzleAction::New { seed }));
            }
        })
    };
    html! {
        <div class="buttons">
            <label class="level">
                <span>{ t.pz_level }</span>
                <select data-control={control::LEVEL} {onchange}>
                    { for Level::ALL.into_iter().map(|level| html! {
                        <option value={level.id()} selected={level == props.level}>
                            { text::level_name(t, level) }
                        </option>
                    }) }
                </select>
            </label>
            <button type="button" data-action={action::NEW_PUZZLE} title={t.pz_new_title}
                aria-disabled={props.making.to_string()} {onclick}>{ t.pz_new }</button>
        </div>
    }
}
