//! The board's shape and piece, in the settings' board group: the piece select with a
//! custom (p,q)-leaper, "Edit board" to remove and restore squares, presets that teach
//! something, and putting every square back.

use tour_core::{Board, Leaper};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::model::{Action, SettingsAction, ShapePreset};
use crate::text::{self, Texts};
use crate::view::context::use_ctx;
use crate::view::hooks::{action, control, testid};

/// The select's value for a leaper without a name.
const CUSTOM: &str = "custom";

#[derive(Properties, Clone, PartialEq)]
pub struct ShapeProps {
    /// The board shown (its holes and piece).
    pub board: Board,
    /// Whether "Edit board" is on.
    pub editing: bool,
}

fn piece_label(t: &Texts, leaper: Leaper) -> &'static str {
    match leaper.name() {
        Some("camel") => t.camel,
        Some("zebra") => t.zebra,
        Some("giraffe") => t.giraffe,
        _ => t.knight,
    }
}

fn preset_label(t: &Texts, preset: ShapePreset) -> &'static str {
    match preset {
        ShapePreset::CentreRemoved => t.preset_centre,
        ShapePreset::Plus => t.preset_plus,
        ShapePreset::NoCorners => t.preset_corners,
        ShapePreset::Seeds => t.preset_seeds,
    }
}

// Long: one panel, its four callbacks and its markup, each used once.
#[component]
pub fn ShapePanel(props: &ShapeProps) -> Html {
    let ctx = use_ctx();
    let (lang, dispatch) = (ctx.lang, ctx.dispatch.clone());
    let t = text::texts(lang);
    let board = props.board.clone();
    let leaper = board.leaper();
    let custom = use_state(|| leaper.name().is_none());
    let steps_ref = use_node_ref();
    let steps_error = use_state(|| false);
    let on_piece = {
        let (board, dispatch, custom) = (board.clone(), dispatch.clone(), custom.clone());
        Callback::from(move |event: Event| {
            let select: HtmlSelectElement = event.target_unchecked_into();
            let value = select.value();
            custom.set(value == CUSTOM);
            if let Ok(leaper) = value.parse::<Leaper>() {
                dispatch.emit(Action::Settings(SettingsAction::Board(
                    board.clone().with_leaper(leaper),
                )));
            }
        })
    };
    let on_steps = {
        let (board, dispatch) = (board.clone(), dispatch.clone());
        let (steps_ref, steps_error) = (steps_ref.clone(), steps_error.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let text = steps_ref
                .cast::<HtmlInputElement>()
                .map(|input| input.value())
                .unwrap_or_default();
            match text.parse::<Leaper>() {
                Ok(leaper) => {
                    steps_error.set(false);
                    dispatch.emit(Action::Settings(SettingsAction::Board(
                        board.clone().with_leaper(leaper),
                    )));
                }
                Err(_) => steps_error.set(true),
            }
        })
    };
    let on_edit = dispatch.reform({
        let editing = props.editing;
        move |_: MouseEvent| Action::Settings(SettingsAction::Edit(!editing))
    });
    let on_clear = {
        let (board, dispatch) = (board.clone(), dispatch.clone());
        Callback::from(move |_: MouseEvent| {
            dispatch.emit(Action::Settings(SettingsAction::Board(
                board.rectangle().with_leaper(board.leaper()),
            )));
        })
    };
    let presets = ShapePreset::ALL.map(|preset| {
        let (board, dispatch) = (board.clone(), dispatch.clone());
        let onclick = Callback::from(move |_: MouseEvent| {
            dispatch.emit(Action::Settings(SettingsAction::Board(
                preset.board(&board),
            )))
        });
        html! {
            <button type="button" class="preset" data-preset={preset.id()} {onclick}>
                { preset_label(t, preset) }
            </button>
        }
    });
    let options = Leaper::named().map(|(name, named)| {
        html! { <option value={name} selected={!*custom && named == leaper}>{ piece_label(t, named) }</option> }
    });
    html! {
        <div class="shape">
            <label class="piece">
                <span>{ t.piece }</span>
                <select data-control={control::LEAPER} onchange={on_piece}>
                    { for options }
                    <option value={CUSTOM} selected={*custom}>{ t.custom_piece }</option>
                </select>
            </label>
            if *custom {
                <form class="steps" onsubmit={on_steps}>
                    <label>{ t.steps }
                        <input ref={steps_ref} data-control={control::LEAPER_STEPS} type="text" inputmode="numeric"
                            value={format!("{},{}", leaper.p(), leaper.q())} size="5" />
                    </label>
                    <button type="submit" data-action={action::SET_LEAPER}>{ t.set_steps }</button>
                </form>
                if *steps_error {
                    <p class="error" role="alert" data-testid={testid::LEAPER_ERROR}>{ text::leaper_error(lang) }</p>
                }
            }
            <button type="button" class="edit-board" data-action={action::EDIT_BOARD}
                aria-pressed={props.editing.to_string()} onclick={on_edit}>
                { t.edit_board }
            </button>
            if props.editing {
                <p class="hint">{ t.edit_hint }</p>
                <div class="presets" role="group" aria-label={t.shape_presets} data-testid={testid::SHAPE_PRESETS}>
                    { for presets }
                </div>
                <button type="button" data-action={action::CLEAR_HOLES} disabled={board.hole_count() == 0}
                    onclick={on_clear}>{ t.clear_holes }</button>
            }
        </div>
    }
}
