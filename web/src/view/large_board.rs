//! Boards too large for one SVG element per square (more than
//! [`SVG_MAX_SIDE`](crate::model::SVG_MAX_SIDE) a side, up to 1000 x 1000): the route is
//! drawn on a canvas, one segment per move, and only the moves added since the last frame
//! are drawn, so playback stays cheap however long the route. The knight, the start and
//! the keyboard focus sit on a small SVG overlay.
//!
//! Hooks: the `<canvas>` has `data-rows`, `data-cols`, `data-mode="large"` and
//! `data-shown` (squares drawn so far); it takes clicks, arrow keys and Enter.

use tour_core::{Board, Square};
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, KeyboardEvent};
use yew::prelude::*;

use crate::model::{Action, FocusAction, SettingsAction, Shared, Solved, Theme};
use crate::view::context::use_ctx;
use crate::view::keys;

/// Canvas width in pixels; the height follows the board's proportions.
const CANVAS_PIXELS: u32 = 1600;

/// [`CANVAS_PIXELS`] for drawing.
const CANVAS_WIDTH: f64 = CANVAS_PIXELS as f64;

/// Properties of [`LargeBoard`].
#[derive(Properties, Clone, PartialEq)]
pub struct LargeBoardProps {
    /// The board.
    pub board: Board,
    /// The run shown, if any.
    pub run: Option<Shared<Solved>>,
    /// How many of its squares are shown.
    pub shown: usize,
    /// The theme (the canvas takes its colours from it).
    pub theme: Theme,
    /// The square holding keyboard focus.
    pub focus: Square,
}

/// What the canvas already shows, so the next frame draws only what is new.
#[derive(Default)]
struct Drawn {
    board: Option<Board>,
    run: Option<usize>,
    theme: Option<Theme>,
    palette: Option<Palette>,
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

/// The square under a click on the canvas.
fn clicked_square(event: &MouseEvent, board: Board) -> Option<Square> {
    let target = event
        .target()
        .and_then(|t| t.dyn_into::<HtmlCanvasElement>().ok())?;
    let size = (target.client_width(), target.client_height());
    square_at_pixel((event.offset_x(), event.offset_y()), size, board)
}

/// The square under pixel `(x, y)` of a canvas `size` pixels wide and high: the one
/// under the pixel's centre, and on the canvas's edge pixels the edge square. Squares
/// narrower than a pixel share pixels; the edges keep the first and the last row and
/// column each under a pixel of its own, so a1 and the bottom rank of 1000x1000 can be
/// clicked however narrow the canvas.
fn square_at_pixel(
    (x, y): (i32, i32),
    (width, height): (i32, i32),
    board: Board,
) -> Option<Square> {
    if width <= 0 || height <= 0 {
        return None;
    }
    let at = |pixel: i32, length: i32, count: u16| {
        if pixel <= 0 {
            return 0;
        }
        if pixel >= length - 1 {
            return count - 1;
        }
        let place = (f64::from(pixel) + 0.5) / f64::from(length) * f64::from(count);
        // Clamped into the board, so the conversion is exact.
        (place as u16).min(count - 1)
    };
    Some(Square::new(
        at(y, height, board.rows()),
        at(x, width, board.cols()),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_edge_square_of_a_board_finer_than_its_pixels_has_a_pixel() {
        let board = Board::new(1000, 1000).unwrap();
        let size = (656, 656);
        // Row 0 is the top rank.
        assert_eq!(
            square_at_pixel((0, 655), size, board.clone()),
            Some(Square::new(999, 0))
        );
        assert_eq!(
            square_at_pixel((655, 0), size, board.clone()),
            Some(Square::new(0, 999))
        );
        assert_eq!(
            square_at_pixel((0, 0), size, board.clone()),
            Some(Square::new(0, 0))
        );
        assert_eq!(
            square_at_pixel((-3, 900), size, board.clone()),
            Some(Square::new(999, 0))
        );
        assert_eq!(square_at_pixel((1, 1), (0, 656), board.clone()), None);
        // A phone's canvas, under half a pixel a square: the edges still have theirs.
        let phone = (371, 371);
        assert_eq!(
            square_at_pixel((0, 370), phone, board.clone()),
            Some(Square::new(999, 0))
        );
        assert_eq!(
            square_at_pixel((370, 0), phone, board),
            Some(Square::new(0, 999))
        );
    }

    #[test]
    fn on_a_board_coarser_than_its_pixels_a_square_is_under_its_own_pixels() {
        let board = Board::new(60, 60).unwrap();
        let size = (600, 600);
        for (pixel, square) in [(0, 0), (9, 0), (10, 1), (599, 59)] {
            let found = square_at_pixel((pixel, pixel), size, board.clone());
            assert_eq!(found, Some(Square::new(square, square)), "{pixel}");
        }
    }
}

/// Brings the canvas up to date after each render that changed what it shows.
#[hook]
fn use_painting(
    canvas: &NodeRef,
    board: Board,
    run: Option<Shared<Solved>>,
    shown: usize,
    theme: Theme,
) {
    let drawn = use_mut_ref(Drawn::default);
    let canvas = canvas.clone();
    use_effect_with(
        (board, run, shown, theme),
        move |(board, run, shown, theme)| {
            if let Some((element, context)) = context(&canvas) {
                let mut drawn = drawn.borrow_mut();
                if drawn.theme != Some(*theme) {
                    // Colours changed: everything is drawn again.
                    *drawn = Drawn {
                        theme: Some(*theme),
                        palette: Some(Palette::of(&element)),
                        ..Drawn::default()
                    };
                }
                paint(&context, (*board).clone(), run.as_ref(), *shown, &mut drawn);
            }
        },
    );
}

/// The canvas board.
#[component]
pub fn LargeBoard(props: &LargeBoardProps) -> Html {
    let board = props.board.clone();
    let ctx = use_ctx();
    let t = ctx.texts();
    let ctx = use_ctx();
    let (commands, dispatch) = (ctx.commands.clone(), ctx.dispatch.clone());
    let canvas = use_node_ref();
    // The canvas keeps the board's proportions, rounded to whole pixels.
    let (rows, cols) = (u32::from(board.rows()), u32::from(board.cols()));
    let height = (CANVAS_PIXELS * rows + cols / 2) / cols;
    let shown = props
        .shown
        .min(props.run.as_ref().map_or(0, |run| run.len()));
    use_painting(
        &canvas,
        board.clone(),
        props.run.clone(),
        shown,
        props.theme,
    );
    let onclick = {
        let (choose, dispatch) = (commands.choose.clone(), dispatch.clone());
        let board = board.clone();
        Callback::from(move |event: MouseEvent| {
            if let Some(square) = clicked_square(&event, board.clone()) {
                dispatch.emit(Action::Focus(FocusAction::To(square)));
                if event.shift_key() {
                    dispatch.emit(Action::Settings(SettingsAction::End(Some(square))));
                } else {
                    choose.emit(square);
                }
            }
        })
    };
    let onkeydown = {
        let (press, focus) = (commands.press.clone(), props.focus);
        Callback::from(move |event: KeyboardEvent| {
            keys::on_board_key(&event, focus, &press, &dispatch);
        })
    };
    let path = props
        .run
        .as_ref()
        .map_or(&[][..], |run| &run.run.path()[..shown]);
    // The overlay counts ten units a square, so every coordinate is a whole number.
    let marker = (cols / 6).max(6);
    let dot = |square: Square, class: &'static str| {
        html! {
            <circle class={class} cx={(u32::from(square.col()) * 10 + 5).to_string()}
                cy={(u32::from(square.row()) * 10 + 5).to_string()} r={marker.to_string()} />
        }
    };
    let focus = props.focus;
    html! {
        <div class="large-board">
            <canvas ref={canvas} width={CANVAS_PIXELS.to_string()} height={height.to_string()}
                data-rows={board.rows().to_string()} data-cols={board.cols().to_string()}
                data-mode="large" data-shown={shown.to_string()} tabindex="0"
                role="application" aria-label={t.large_label(&crate::text::board_size(&board))}
                {onclick} {onkeydown} />
            <svg class="large-overlay" viewBox={format!("0 0 {} {}", cols * 10, rows * 10)}
                preserveAspectRatio="none" aria-hidden="true">
                <rect class="large-focus" x={(u32::from(focus.col()) * 10).to_string()}
                    y={(u32::from(focus.row()) * 10).to_string()} width="10" height="10" />
                { for path.first().map(|&s| dot(s, "large-start")) }
                { for path.last().map(|&s| dot(s, "large-knight")) }
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
    board: Board,
    solved: Option<&Shared<Solved>>,
    shown: usize,
    drawn: &mut Drawn,
) {
    let Some(palette) = drawn.palette.take() else {
        return;
    };
    let canvas_height = CANVAS_WIDTH / f64::from(board.cols()) * f64::from(board.rows());
    let run = solved.map(Shared::id);
    let fresh = drawn.board != Some(board.clone()) || drawn.run != run || shown < drawn.squares;
    if fresh {
        context.set_fill_style_str(&palette.light);
        context.fill_rect(0.0, 0.0, CANVAS_WIDTH, canvas_height);
        checker(context, board.clone(), &palette.dark);
        // Holes are absent squares: the page shows through.
        let cell = CANVAS_WIDTH / f64::from(board.cols());
        for hole in board.holes() {
            let (x, y) = (f64::from(hole.col()) * cell, f64::from(hole.row()) * cell);
            context.clear_rect(x, y, cell, cell);
        }
        drawn.board = Some(board.clone());
        drawn.run = run;
        drawn.squares = 0;
    }
    let path_colour = palette.path.clone();
    drawn.palette = Some(palette);
    let Some(solved) = solved else {
        return;
    };
    let path = &solved.run.path()[..shown];
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
    context.set_stroke_style_str(&path_colour);
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
