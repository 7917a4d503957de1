//! One row of squares: a component of its own, so a playback tick re-renders only the
//! rows whose squares changed.

use std::rc::Rc;

use tour_core::{Board, Status, TourKind, survey::SurveyEntry};
use web_sys::KeyboardEvent;
use yew::prelude::*;

use super::Cell;
use super::geometry::{CELL, corner};

use crate::model::{Action, FocusAction, SettingsAction};
use crate::text::{self, Marks};
use crate::view::context::use_ctx;
use crate::view::keys;

/// Properties of [`SquareRow`].
#[derive(Properties, Clone, PartialEq)]
pub struct RowProps {
    /// The board (square names depend on its height).
    pub board: Board,
    /// "Edit board": holes are drawn so they can be put back, and a press toggles.
    pub editing: bool,
    /// The row's cells, left to right.
    pub cells: Rc<[Cell]>,
}

thread_local! {
    /// The pointer that pressed a square last while editing, and the square it toggled
    /// last: a drag toggles each square it enters once.
    static DRAGGED: std::cell::Cell<Option<(i32, tour_core::Square)>> = const { std::cell::Cell::new(None) };
}

/// The heatmap class of a survey entry (also its `data-survey` value).
pub fn heat_class(entry: &SurveyEntry) -> &'static str {
    match entry.status {
        Status::Complete(TourKind::Open) => "open",
        Status::Complete(TourKind::Closed) => "closed",
        Status::Stuck { .. } => "stuck",
        Status::BudgetExhausted => "budget-exhausted",
        Status::NoTour | Status::Impossible(_) => "no-tour",
        Status::Undecided => "unknown",
        Status::TriesExhausted => "tries-exhausted",
        Status::Running => "running",
    }
}

/// The square's classes: its colour, and what is marked on it.
fn class_list(cell: &Cell, light: bool, heat: Option<&str>) -> String {
    let mut class = String::from(if light { "sq light" } else { "sq dark" });
    let flags = [
        (cell.step > 0, "visited"),
        (cell.knight, "current"),
        (cell.start, "start"),
        (cell.end, "end"),
        (cell.unreached, "unreached"),
        (cell.candidate, "candidate"),
        (cell.chosen, "chosen-next"),
        (cell.legal, "legal"),
        (cell.hinted, "hinted"),
        (cell.culprit, "culprit"),
        (cell.refused, "refused"),
    ];
    for (_, name) in flags.iter().filter(|(on, _)| *on) {
        class.push(' ');
        class.push_str(name);
    }
    if cell.traced {
        class.push_str(" traced");
    }
    if let Some(number) = cell.puzzle {
        class.push(' ');
        class.push_str(number.class());
    }
    if let Some(heat) = heat {
        class.push_str(" heat-");
        class.push_str(heat);
    }
    if let Some(kind) = cell.shading {
        class.push_str(" can-start-");
        class.push_str(kind.id());
    }
    class
}

/// A row of squares.
// Long: one square's callbacks (click, key, press and drag for editing) and markup.
#[component]
pub fn SquareRow(props: &RowProps) -> Html {
    let ctx = use_ctx();
    let (lang, commands, dispatch) = (ctx.lang, ctx.commands.clone(), ctx.dispatch.clone());
    let board = props.board.clone();
    let editing = props.editing;
    // A hole is drawn as no square at all, so the page shows through; while editing it
    // is an outline that can be pressed to put the square back.
    let cells = props
        .cells
        .iter()
        .filter(|cell| editing || !board.is_hole(cell.square));
    let squares = cells.map(|cell| {
        let square = cell.square;
        let hole = board.is_hole(square);
        let name = square.algebraic(&board);
        let heat = cell.survey.as_ref().map(heat_class);
        let class = if hole {
            "sq hole".to_owned()
        } else {
            class_list(cell, square.is_corner_colour(), heat)
        };
        // While editing, a press removes or restores a square, and dragging with the
        // button or finger held does the same to every square entered. Pointer events
        // serve mouse, pen and touch alike; the board's touch-action keeps a drag from
        // scrolling the page.
        let onpointerdown = {
            let choose = commands.choose.clone();
            Callback::from(move |event: PointerEvent| {
                if editing && event.button() == 0 {
                    event.prevent_default();
                    // A touch is captured by the square it began on; let it go, so the
                    // squares the finger crosses hear it enter.
                    if let Some(element) = event.target_dyn_into::<web_sys::Element>() {
                        let _ = element.release_pointer_capture(event.pointer_id());
                    }
                    DRAGGED.set(Some((event.pointer_id(), square)));
                    choose.emit(square);
                }
            })
        };
        let onpointerenter = {
            let choose = commands.choose.clone();
            Callback::from(move |event: PointerEvent| {
                // Only the pointer that pressed drags: a finger enters its square before
                // it presses, and enters it again once its capture is let go.
                let pointer = event.pointer_id();
                let Some((pressed, last)) = DRAGGED.get() else {
                    return;
                };
                if editing && event.buttons() & 1 == 1 && pressed == pointer && last != square {
                    DRAGGED.set(Some((pointer, square)));
                    choose.emit(square);
                }
            })
        };
        let onclick = {
            let (choose, dispatch) = (commands.choose.clone(), dispatch.clone());
            Callback::from(move |event: MouseEvent| {
                if editing {
                    return;
                }
                dispatch.emit(Action::Focus(FocusAction::To(square)));
                if event.shift_key() {
                    dispatch.emit(Action::Settings(SettingsAction::End(Some(square))));
                } else {
                    choose.emit(square);
                }
            })
        };
        let onkeydown = {
            let (press, dispatch) = (commands.press.clone(), dispatch.clone());
            Callback::from(move |event: KeyboardEvent| {
                keys::on_board_key(&event, square, &press, &dispatch);
            })
        };
        let label = match &cell.survey {
            _ if hole => hole_label(lang, &name),
            Some(entry) => text::survey_cell(lang, board.clone(), entry),
            None => {
                let marks = Marks {
                    step: (cell.step > 0).then_some(cell.step),
                    knight: cell.knight,
                    legal: cell.legal,
                    start: cell.shading,
                    end: cell.end,
                };
                text::square_marks(lang, &board, &name, marks)
            }
        };
        let tooltip = cell.survey.is_some().then(|| html! { <title>{ label.clone() }</title> });
        let (x, y) = corner(square);
        html! {
            <g key={name.clone()} {class} data-square={name} data-step={(cell.step > 0).then(|| cell.step.to_string())}
                data-survey={heat} data-start={cell.shading.map(|kind| kind.id())} role="button"
                tabindex={if cell.focus { "0" } else { "-1" }} aria-label={label} {onclick} {onkeydown} {onpointerdown} {onpointerenter}>
                <rect x={x.to_string()} y={y.to_string()} width={CELL.to_string()} height={CELL.to_string()} />
                if cell.legal {
                    <circle class="legal-dot" cx={(x + CELL / 2).to_string()} cy={(y + CELL / 2).to_string()} r={(CELL / 6).to_string()} />
                }
                { for tooltip }
            </g>
        }
    });
    html! { <>{ for squares }</> }
}

/// A hole's label while editing.
fn hole_label(lang: crate::model::Lang, name: &str) -> String {
    text::hole_label(lang, name)
}
