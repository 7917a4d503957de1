//! Export and import: the current route as a numbered board, a move list, JSON, SVG or
//! PNG (copied or downloaded), and a pasted route read back by the core.
//!
//! Hooks: `data-testid="export"` with buttons `data-action="copy-board|copy-moves|
//! download-board|download-moves|download-json|download-svg|download-png"`;
//! `data-testid="import"` with `data-control="import-text"`, `data-action="import"` and
//! the refusal `data-testid="import-error"`.

use std::rc::Rc;

use tour_core::{ImportError, Route, Run, read_route};
use wasm_bindgen::JsCast;
use web_sys::{HtmlAnchorElement, HtmlCanvasElement, HtmlImageElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::export;
use crate::i18n;
use crate::state::{Action, AppState, ImportProblem, Mode, Playback};
use crate::strings;
use crate::view::PanelProps;

/// The route on screen as a validated run: the run shown, or play mode's walk. Built
/// only when an export button is pressed: a route can hold a million squares.
fn current_run(state: &AppState) -> Option<Run> {
    if state.mode == Mode::Play {
        let route = Route::new(state.board, state.play.walk.clone()).ok()?;
        return Some(Run::from_route(route));
    }
    state.playback.as_ref().map(|playback| playback.run.clone())
}

/// Whether there is a route to export.
fn has_route(state: &AppState) -> bool {
    match state.mode {
        Mode::Play => !state.play.walk.is_empty(),
        _ => state.playback.is_some(),
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
            Export::CopyBoard => "copy-board",
            Export::CopyMoves => "copy-moves",
            Export::Board => "download-board",
            Export::Moves => "download-moves",
            Export::Json => "download-json",
            Export::Svg => "download-svg",
            Export::Png => "download-png",
        }
    }

    fn label(self, ui: &i18n::LinkUi) -> &'static str {
        match self {
            Export::CopyBoard => ui.copy_board,
            Export::CopyMoves => ui.copy_moves,
            Export::Board => ui.dl_board,
            Export::Moves => ui.dl_moves,
            Export::Json => ui.dl_json,
            Export::Svg => ui.dl_svg,
            Export::Png => ui.dl_png,
        }
    }

    /// Whether the button is offered: drawings only of boards the SVG view draws, since
    /// larger ones would be too big to be useful.
    fn offered(self, state: &AppState) -> bool {
        !matches!(self, Export::Svg | Export::Png) || !crate::state::is_large(state.board)
    }

    /// Does the export; `copied` hears whether a copy reached the clipboard.
    fn run(self, state: &AppState, copied: impl FnOnce(bool) + 'static) {
        let Some(run) = current_run(state) else {
            return;
        };
        let route = run.route();
        let board = state.board;
        let base = format!("knights-tour-{}x{}", board.rows(), board.cols());
        match self {
            Export::CopyBoard => crate::clipboard::copy(&export::board_text(route), copied),
            Export::CopyMoves => crate::clipboard::copy(&export::moves_text(route), copied),
            Export::Board => save_text(
                &export::board_text(route),
                &format!("{base}.txt"),
                "text/plain",
            ),
            Export::Moves => save_text(
                &export::moves_text(route),
                &format!("{base}-moves.txt"),
                "text/plain",
            ),
            Export::Json => {
                let algorithm = match &state.playback {
                    _ if state.mode == Mode::Play => "play",
                    Some(playback) if playback.imported => "imported",
                    _ => state.algorithm.id(),
                };
                save_text(
                    &export::json(&run, algorithm),
                    &format!("{base}.json"),
                    "application/json",
                );
            }
            Export::Svg => save_text(&export::svg(route), &format!("{base}.svg"), "image/svg+xml"),
            Export::Png => save_png(export::svg(route), format!("{base}.png")),
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

/// The export and import panel.
#[component]
pub fn Transfer(props: &PanelProps) -> Html {
    let state = &props.state;
    let ui = &i18n::ui(state.lang).link;
    let text = use_node_ref();
    let copied = use_state(|| None::<bool>);
    let status = match *copied {
        Some(true) => ui.copied,
        Some(false) => ui.copy_failed,
        None => "",
    };
    let buttons = Export::ALL
        .into_iter()
        .filter(|export| export.offered(state))
        .map(|export| {
            let (state, copied) = (state.clone(), copied.clone());
            let onclick = Callback::from(move |_: MouseEvent| {
                let copied = copied.clone();
                export.run(&state, move |ok| copied.set(Some(ok)));
            });
            html! { <button type="button" data-action={export.id()} {onclick}>{ export.label(ui) }</button> }
        });
    let exports = has_route(state).then(|| {
        html! {
            <details class="transfer" data-testid="export">
                <summary>{ ui.export_title }</summary>
                <div class="buttons">{ for buttons }</div>
                <p class="copied" role="status">{ status }</p>
            </details>
        }
    });
    let on_import = {
        let (text, dispatch, board) = (text.clone(), props.dispatch.clone(), state.board);
        Callback::from(move |_: MouseEvent| {
            let Some(area) = text.cast::<HtmlTextAreaElement>() else {
                return;
            };
            match read_route(board, &area.value()) {
                Ok(route) => {
                    let mut playback = Playback::new(Run::from_route(route), 0.0, None);
                    playback.imported = true;
                    dispatch.emit(Action::Imported(Rc::new(playback)));
                }
                Err(error) => {
                    let board = match &error {
                        ImportError::Route { board, .. } => *board,
                        _ => board,
                    };
                    dispatch.emit(Action::ImportFailed(ImportProblem { error, board }));
                }
            }
        })
    };
    html! {
        <>
            { for exports }
            <details class="transfer" data-testid="import" open={state.import_problem.is_some()}>
                <summary>{ ui.import_title }</summary>
                <label>
                    <span>{ ui.import_hint }</span>
                    <textarea ref={text} rows="5" data-control="import-text" spellcheck="false" />
                </label>
                <button type="button" data-action="import" onclick={on_import}>{ ui.import_button }</button>
                if let Some(problem) = &state.import_problem {
                    <p class="error" role="alert" data-testid="import-error">{ strings::import_problem(state.lang, problem) }</p>
                }
            </details>
        </>
    }
}
