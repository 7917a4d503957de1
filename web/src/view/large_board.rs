//! Boards too large for one SVG element per square (more than
//! [`SVG_MAX_SIDE`](crate::state::SVG_MAX_SIDE) a side, up to 1000 x 1000): the route is
//! drawn on a canvas, one segment per move, and only the moves added since the last frame
//! are drawn, so playback stays cheap however long the route. The knight, the start and
//! the keyboard focus sit on a small SVG overlay.
//!
//! Hooks: the `<canvas>` has `data-rows`, `data-cols`, `data-mode="large"` and
//! `data-shown` (squares drawn so far); it takes clicks, arrow keys and Enter.

use std::rc::Rc;

use tour_core::{Board, Square};
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, KeyboardEvent};
use yew::prelude::*;

use crate::keys;
use crate::state::{Action, AppState, Playback, Theme};
use crate::strings;

/// Canvas width in pixels; the height follows the board's proportions.
const CANVAS_WIDTH: f64 = 1600.0;

/// Properties of [`LargeBoard`].
#[derive(Properties, Clone, PartialEq)]
pub struct LargeBoardProps {
    /// The app state to draw.
    pub state: Rc<AppState>,
    /// Where actions go.
    pub dispatch: Callback<Action>,
    /// Called with the square a person chose as the start.
    pub on_choose: Callback<Square>,
}

/// What the canvas already shows, so the next frame draws only what is new.
#[derive(Default)]
struct Drawn {
    board: Option<Board>,
    run: Option<*const Playback>,
    theme: Option<Theme>,
    squares: usize,
}

/// The canvas's colours, read from the page's CSS (the theme's `--light-sq`, `--dark-sq`
/// and `--path`, resolved by the browser), so the canvas follows the theme like the SVG.
struct Palette {
    light: String,
    dark: String,
    path: String,
}

impl Palette {
    /// The CSS gives the canvas `background-color`, `caret-color` and `color` from the
    /// theme's variables; the light theme's values if the page cannot be asked.
    fn of(canvas: &HtmlCanvasElement) -> Palette {
        let style =
            web_sys::window().and_then(|window| window.get_computed_style(canvas).ok().flatten());
        let read = |property: &str, fallback: &str| {
            style
                .as_ref()
                .and_then(|style| style.get_property_value(property).ok())
                .filter(|value| !value.is_empty())
                .unwrap_or_else(|| fallback.to_owned())
        };
        Palette {
            light: read("background-color", "#f0d9b5"),
            dark: read("caret-color", "#d2ae84"),
            path: read("color", "#1e3a8a"),
        }
    }
}

/// The canvas board.
#[component]
pub fn LargeBoard(props: &LargeBoardProps) -> Html {
    let state = &props.state;
    let board = state.board;
    let canvas = use_node_ref();
    let drawn = use_mut_ref(Drawn::default);
    let cell = CANVAS_WIDTH / f64::from(board.cols());
    let height = (cell * f64::from(board.rows())).round();
    {
        let (canvas, drawn) = (canvas.clone(), drawn.clone());
        let playback = state.playback.clone();
        let shown = state.shown.min(playback.as_ref().map_or(0, |p| p.len()));
        let theme = state.theme;
        let key = (board, playback.as_ref().map(Rc::as_ptr), shown, theme);
        use_effect_with(key, move |_| {
            if let Some((element, context)) = context(&canvas) {
                let mut drawn = drawn.borrow_mut();
                if drawn.theme != Some(theme) {
                    // Colours changed: everything is drawn again.
                    *drawn = Drawn {
                        theme: Some(theme),
                        ..Drawn::default()
                    };
                }
                let palette = Palette::of(&element);
                paint(
                    &context,
                    &palette,
                    board,
                    playback.as_deref(),
                    shown,
                    &mut drawn,
                );
            }
        });
    }
    let onclick = {
        let (on_choose, dispatch) = (props.on_choose.clone(), props.dispatch.clone());
        Callback::from(move |event: MouseEvent| {
            let Some(target) = event
                .target()
                .and_then(|t| t.dyn_into::<HtmlCanvasElement>().ok())
            else {
                return;
            };
            let (width, height) = (
                f64::from(target.client_width()),
                f64::from(target.client_height()),
            );
            if width <= 0.0 || height <= 0.0 {
                return;
            }
            let col = f64::from(event.offset_x()) / width * f64::from(board.cols());
            let row = f64::from(event.offset_y()) / height * f64::from(board.rows());
            // Clamped into the board, so the conversions are exact.
            let square = Square::new(
                (row.max(0.0) as u16).min(board.rows() - 1),
                (col.max(0.0) as u16).min(board.cols() - 1),
            );
            dispatch.emit(Action::Focus(square));
            on_choose.emit(square);
        })
    };
    let onkeydown = {
        let (on_choose, dispatch, focus) =
            (props.on_choose.clone(), props.dispatch.clone(), state.focus);
        Callback::from(move |event: KeyboardEvent| {
            let key = event.key();
            if keys::chooses(&key) {
                event.prevent_default();
                event.stop_propagation();
                on_choose.emit(focus);
            } else if let Some(action) = keys::on_square(&key) {
                event.prevent_default();
                event.stop_propagation();
                dispatch.emit(action);
            }
        })
    };
    let shown = state.shown_path();
    let marker = (f64::from(board.cols()) / 60.0).max(0.6);
    let dot = |square: Square, class: &'static str| {
        html! {
            <circle class={class} cx={(f64::from(square.col()) + 0.5).to_string()}
                cy={(f64::from(square.row()) + 0.5).to_string()} r={marker.to_string()} />
        }
    };
    let focus = state.focus;
    html! {
        <div class="large-board">
            <canvas ref={canvas} width={CANVAS_WIDTH.to_string()} height={height.to_string()}
                data-rows={board.rows().to_string()} data-cols={board.cols().to_string()}
                data-mode="large" data-shown={shown.len().to_string()} tabindex="0"
                role="application" aria-label={strings::large_board_label(state.lang, board)}
                {onclick} {onkeydown} />
            <svg class="large-overlay" viewBox={format!("0 0 {} {}", board.cols(), board.rows())}
                preserveAspectRatio="none" aria-hidden="true">
                <rect class="large-focus" x={focus.col().to_string()} y={focus.row().to_string()}
                    width="1" height="1" />
                { for shown.first().map(|&s| dot(s, "large-start")) }
                { for shown.last().map(|&s| dot(s, "large-knight")) }
            </svg>
        </div>
    }
}

fn context(canvas: &NodeRef) -> Option<(HtmlCanvasElement, CanvasRenderingContext2d)> {
    let element = canvas.cast::<HtmlCanvasElement>()?;
    let context = element
        .get_context("2d")
        .ok()
        .flatten()?
        .dyn_into::<CanvasRenderingContext2d>()
        .ok()?;
    Some((element, context))
}

/// Brings the canvas to `shown` squares of the route: only new moves when playback went
/// forward, everything again when the run or board changed or playback went back.
fn paint(
    context: &CanvasRenderingContext2d,
    palette: &Palette,
    board: Board,
    playback: Option<&Playback>,
    shown: usize,
    drawn: &mut Drawn,
) {
    let canvas_height = CANVAS_WIDTH / f64::from(board.cols()) * f64::from(board.rows());
    let run = playback.map(|p| p as *const Playback);
    let fresh = drawn.board != Some(board) || drawn.run != run || shown < drawn.squares;
    if fresh {
        context.set_fill_style_str(&palette.light);
        context.fill_rect(0.0, 0.0, CANVAS_WIDTH, canvas_height);
        checker(context, board, &palette.dark);
        *drawn = Drawn {
            board: Some(board),
            run,
            theme: drawn.theme,
            squares: 0,
        };
    }
    let Some(playback) = playback else {
        return;
    };
    let path = &playback.run.path()[..shown];
    if path.len() <= drawn.squares.max(1) {
        drawn.squares = drawn.squares.max(path.len());
        return;
    }
    let cell = CANVAS_WIDTH / f64::from(board.cols());
    let centre = |s: Square| {
        (
            (f64::from(s.col()) + 0.5) * cell,
            (f64::from(s.row()) + 0.5) * cell,
        )
    };
    context.set_stroke_style_str(&palette.path);
    context.set_line_width((cell * 0.18).max(0.6));
    context.set_line_cap("round");
    context.set_line_join("round");
    context.begin_path();
    let from = drawn.squares.saturating_sub(1);
    let (x, y) = centre(path[from]);
    context.move_to(x, y);
    for &square in &path[from + 1..] {
        let (x, y) = centre(square);
        context.line_to(x, y);
    }
    context.stroke();
    drawn.squares = path.len();
}

/// The checkered squares, when they are at least 3 pixels wide.
fn checker(context: &CanvasRenderingContext2d, board: Board, dark: &str) {
    let cell = CANVAS_WIDTH / f64::from(board.cols());
    if cell < 3.0 {
        return;
    }
    context.set_fill_style_str(dark);
    for row in 0..board.rows() {
        for col in 0..board.cols() {
            if (row + col) % 2 == 1 {
                context.fill_rect(f64::from(col) * cell, f64::from(row) * cell, cell, cell);
            }
        }
    }
}
