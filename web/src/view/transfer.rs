//! Export and import: the current route as a numbered board, a move list, JSON, SVG or
//! PNG (copied or downloaded), and a pasted route read back by the core.
//!
//! Hooks: `data-testid="export"` with buttons `data-action="copy-board|copy-moves|
//! download-board|download-moves|download-json|download-svg|download-png"`;
//! `data-testid="import"` with `data-control="import-text"`, `data-action="import"` and
//! the refusal `data-testid="import-error"`.

use tour_core::{Board, Route, Run, Square, text::read_route};
use wasm_bindgen::JsCast;
use web_sys::{HtmlAnchorElement, HtmlCanvasElement, HtmlImageElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::browser::clipboard;
use crate::model::{Action, ImportAction, ImportProblem, Origin, Shared, Solved, is_large};
use crate::text::{self, Texts};
use crate::view::context::use_ctx;
use crate::view::export_text;
use crate::view::hooks::{action, control, testid};

/// What the Export buttons export.
#[derive(Clone, Debug, PartialEq)]
pub enum Exportable {
    /// The run shown.
    Run(Shared<Solved>),
    /// Play mode's walk.
    Walk(Vec<Square>),
}

impl Exportable {
    /// The route as a validated run; built only when an export button is pressed, since
    /// a route can hold a million squares.
    fn run(&self, board: Board) -> Option<Run> {
        match self {
            Exportable::Run(solved) => Some(solved.run.clone()),
            Exportable::Walk(walk) => Route::new(board, walk.clone()).ok().map(Run::from_route),
        }
    }

    /// The last square the run was asked to finish on, for the JSON export.
    fn end(&self) -> Option<Square> {
        match self {
            Exportable::Run(solved) => solved.end,
            Exportable::Walk(_) => None,
        }
    }

    /// The `algorithm` field of the JSON export.
    fn source(&self) -> &'static str {
        match self {
            Exportable::Run(solved) => match solved.origin {
                Origin::Solved { algorithm, .. } => algorithm.id(),
                Origin::Imported => "imported",
            },
            Exportable::Walk(_) => "play",
        }
    }
}

/// One of the export buttons.
#[derive(Clone, Copy, PartialEq)]
enum Export {
    CopyBoard,
    CopyMoves,
    Board,
    Moves,
    Json,
    Svg,
    Png,
}

impl Export {
    const ALL: [Export; 7] = [
        Export::CopyBoard,
        Export::CopyMoves,
        Export::Board,
        Export::Moves,
        Export::Json,
        Export::Svg,
        Export::Png,
    ];

    /// The button's `data-action`.
    fn id(self) -> &'static str {
        match self {
            Export::CopyBoard => action::COPY_BOARD,
            Export::CopyMoves => action::COPY_MOVES,
            Export::Board => action::DOWNLOAD_BOARD,
            Export::Moves => action::DOWNLOAD_MOVES,
            Export::Json => action::DOWNLOAD_JSON,
            Export::Svg => action::DOWNLOAD_SVG,
            Export::Png => action::DOWNLOAD_PNG,
        }
    }

    fn label(self, t: &Texts) -> &'static str {
        match self {
            Export::CopyBoard => t.copy_board,
            Export::CopyMoves => t.copy_moves,
            Export::Board => t.dl_board,
            Export::Moves => t.dl_moves,
            Export::Json => t.dl_json,
            Export::Svg => t.dl_svg,
            Export::Png => t.dl_png,
        }
    }

    /// Whether the button is offered: drawings only of boards the SVG view draws, since
    /// larger ones would be too big to be useful.
    fn offered(self, board: Board) -> bool {
        !matches!(self, Export::Svg | Export::Png) || !is_large(board)
    }

    /// Does the export; `copied` hears whether a copy reached the clipboard.
    fn run(self, board: Board, what: &Exportable, copied: impl FnOnce(bool) + 'static) {
        let Some(run) = what.run(board.clone()) else {
            return;
        };
        let route = run.route();
        let base = format!("knights-tour-{}x{}", board.rows(), board.cols());
        match self {
            Export::CopyBoard => clipboard::copy(&export_text::board_text(route), copied),
            Export::CopyMoves => clipboard::copy(&export_text::moves_text(route), copied),
            Export::Board => save_text(
                &export_text::board_text(route),
                &format!("{base}.txt"),
                "text/plain",
            ),
            Export::Moves => save_text(
                &export_text::moves_text(route),
                &format!("{base}-moves.txt"),
                "text/plain",
            ),
            Export::Json => save_text(
                &export_text::json(&run, what.source(), what.end()),
                &format!("{base}.json"),
                "application/json",
            ),
            Export::Svg => save_text(
                &export_text::svg(route),
                &format!("{base}.svg"),
                "image/svg+xml",
            ),
            Export::Png => save_png(export_text::svg(route), format!("{base}.png")),
        }
    }
}

/// Saves `data` (a URL) as a file called `name`.
fn save(data: &str, name: &str) {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    let Some(link) = document
        .create_element("a")
        .ok()
        .and_then(|element| element.dyn_into::<HtmlAnchorElement>().ok())
    else {
        return;
    };
    link.set_href(data);
    link.set_download(name);
    link.click();
}

/// Saves `text` as a file.
fn save_text(text: &str, name: &str, mime: &str) {
    let encoded: String = js_sys::encode_uri_component(text).into();
    save(&format!("data:{mime};charset=utf-8,{encoded}"), name);
}

/// Rasterises the SVG drawing into a PNG (twice the drawing's size) and saves it.
fn save_png(svg: String, name: String) {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    let Ok(image) = HtmlImageElement::new() else {
        return;
    };
    let encoded: String = js_sys::encode_uri_component(&svg).into();
    let loaded = image.clone();
    let onload = wasm_bindgen::closure::Closure::once_into_js(move || {
        let canvas = document
            .create_element("canvas")
            .ok()
            .and_then(|element| element.dyn_into::<HtmlCanvasElement>().ok());
        let Some(canvas) = canvas else {
            return;
        };
        let (width, height) = (loaded.natural_width() * 2, loaded.natural_height() * 2);
        canvas.set_width(width);
        canvas.set_height(height);
        let context = canvas
            .get_context("2d")
            .ok()
            .flatten()
            .and_then(|context| context.dyn_into::<web_sys::CanvasRenderingContext2d>().ok());
        if let Some(context) = context {
            let (w, h) = (f64::from(width), f64::from(height));
            // Drawing a loaded image cannot fail.
            let _ =
                context.draw_image_with_html_image_element_and_dw_and_dh(&loaded, 0.0, 0.0, w, h);
            if let Ok(url) = canvas.to_data_url() {
                save(&url, &name);
            }
        }
    });
    image.set_onload(Some(onload.unchecked_ref()));
    image.set_src(&format!("data:image/svg+xml;charset=utf-8,{encoded}"));
}

/// Properties of [`Transfer`].
#[derive(Properties, Clone, PartialEq)]
pub struct TransferProps {
    /// The board.
    pub board: Board,
    /// What there is to export, if anything.
    pub exportable: Option<Exportable>,
    /// Why the last paste was refused, if it was.
    pub problem: Option<ImportProblem>,
}

/// The export and import panel.
#[component]
pub fn Transfer(props: &TransferProps) -> Html {
    let ctx = use_ctx();
    let (t, lang, dispatch) = (ctx.texts(), ctx.lang, ctx.dispatch.clone());
    let text_area = use_node_ref();
    let copied = use_state(|| None::<bool>);
    let status = match *copied {
        Some(true) => t.copied,
        Some(false) => t.copy_failed,
        None => "",
    };
    let board = props.board.clone();
    let exports = props.exportable.as_ref().map(|what| {
        let buttons = Export::ALL
            .into_iter()
            .filter(|export| export.offered(board.clone()))
            .map(|export| {
                let (what, copied, board) = (what.clone(), copied.clone(), board.clone());
                let onclick = Callback::from(move |_: MouseEvent| {
                    let copied = copied.clone();
                    export.run(board.clone(), &what, move |ok| copied.set(Some(ok)));
                });
                html! { <button type="button" data-action={export.id()} {onclick}>{ export.label(t) }</button> }
            });
        html! {
            <details class="transfer" data-testid={testid::EXPORT}>
                <summary onclick={later_styles()}>{ t.export_title }</summary>
                <div class="buttons">{ for buttons }</div>
                <p class="copied" role="status">{ status }</p>
            </details>
        }
    });
    let on_import = {
        let text_area = text_area.clone();
        Callback::from(move |_: MouseEvent| {
            let Some(area) = text_area.cast::<HtmlTextAreaElement>() else {
                return;
            };
            dispatch.emit(match read_route(&board, &area.value()) {
                Ok(route) => Action::Import(ImportAction::Imported(Shared::new(Solved::imported(
                    Run::from_route(route),
                )))),
                Err(error) => Action::Import(ImportAction::Failed(ImportProblem::new(
                    error,
                    board.clone(),
                ))),
            });
        })
    };
    html! {
        <>
            { for exports }
            <details class="transfer" data-testid={testid::IMPORT} open={props.problem.is_some()}>
                <summary onclick={later_styles()}>{ t.import_title }</summary>
                <label>
                    <span>{ t.import_hint }</span>
                    <textarea ref={text_area} rows="5" data-control={control::IMPORT_TEXT} spellcheck="false" />
                </label>
                <button type="button" data-action={action::IMPORT} onclick={on_import}>{ t.import_button }</button>
                if let Some(problem) = &props.problem {
                    <p class="error" role="alert" data-testid={testid::IMPORT_ERROR}>{ text::import_problem(lang, problem) }</p>
                }
            </details>
        </>
    }
}

/// Opening export or import fetches their styles (later.css), if the page has not yet.
fn later_styles() -> Callback<MouseEvent> {
    Callback::from(|_: MouseEvent| crate::browser::page::add_later_styles())
}
