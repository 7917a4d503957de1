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

/// Properties of [`Transfer`].
#[derive(Properties, Clone, PartialEq)]
pub struct TransferProps {
    /// The app state.
    pub state: Rc<AppState>,
    /// Where actions go.
    pub dispatch: Callback<Action>,
}

/// The route on screen as a validated run: the run shown, or play mode's walk.
fn current_run(state: &AppState) -> Option<Run> {
    if state.mode == Mode::Play {
        let route = Route::new(state.board, state.play.walk.clone()).ok()?;
        return Some(Run::from_route(route));
    }
    state.playback.as_ref().map(|playback| playback.run.clone())
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
pub fn Transfer(props: &TransferProps) -> Html {
    let state = &props.state;
    let ui = &i18n::ui(state.lang).link;
    let text = use_node_ref();
    let copied = use_state(|| None::<bool>);
    let run = current_run(state);
    // Drawings of boards the SVG view does not draw would be too large to be useful.
    let drawable = !crate::state::is_large(state.board);
    let base = format!("knights-tour-{}x{}", state.board.rows(), state.board.cols());
    let algorithm = match &state.playback {
        _ if state.mode == Mode::Play => "play".to_owned(),
        Some(playback) if playback.imported => "imported".to_owned(),
        _ => state.algorithm.id().to_owned(),
    };
    let exports = run.map(|run| {
        let route = run.route().clone();
        let button = |id: &'static str, label: &'static str, act: Box<dyn Fn()>| {
            let onclick = Callback::from(move |_: MouseEvent| act());
            html! { <button type="button" data-action={id} {onclick}>{ label }</button> }
        };
        let (r1, r2, r3, r4, r5, r6) = (
            route.clone(),
            route.clone(),
            route.clone(),
            route.clone(),
            route.clone(),
            route,
        );
        let (b1, b2, b3, b4) = (base.clone(), base.clone(), base.clone(), base.clone());
        let copy = {
            let copied = copied.clone();
            move |text: String| {
                let copied = copied.clone();
                crate::clipboard::copy(&text, move |ok| copied.set(Some(ok)));
            }
        };
        let (copy1, copy2) = (copy.clone(), copy);
        let status = match *copied {
            Some(true) => ui.copied,
            Some(false) => ui.copy_failed,
            None => "",
        };
        let json = export::json(&run, &algorithm);
        html! {
            <details class="transfer" data-testid="export">
                <summary>{ ui.export_title }</summary>
                <div class="buttons">
                    { button("copy-board", ui.copy_board, Box::new(move || copy1(export::board_text(&r1)))) }
                    { button("copy-moves", ui.copy_moves, Box::new(move || copy2(export::moves_text(&r2)))) }
                    { button("download-board", ui.dl_board, Box::new(move || save_text(&export::board_text(&r3), &format!("{b1}.txt"), "text/plain"))) }
                    { button("download-moves", ui.dl_moves, Box::new(move || save_text(&export::moves_text(&r4), &format!("{b2}-moves.txt"), "text/plain"))) }
                    { button("download-json", ui.dl_json, Box::new(move || save_text(&json, &format!("{b3}.json"), "application/json"))) }
                    if drawable {
                        { button("download-svg", ui.dl_svg, Box::new(move || save_text(&export::svg(&r5), &format!("{b4}.svg"), "image/svg+xml"))) }
                        { button("download-png", ui.dl_png, Box::new(move || save_png(export::svg(&r6), format!("{base}.png")))) }
                    }
                </div>
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
