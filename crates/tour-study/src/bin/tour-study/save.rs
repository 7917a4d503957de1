//! The Export buttons' work, done by the room: the page hands over which button, the
//! route (as words, checked by the validator) and the run's outcome; the room builds the
//! document (`tour_study::export`) and copies it or saves it as a file.

use js_sys::Function;
use tour_core::Route;
use tour_study::export;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{CanvasRenderingContext2d, HtmlAnchorElement, HtmlCanvasElement, HtmlImageElement};

use crate::page::read_route;

/// Does export `kind` (a button's `data-action`: `copy-board`, `copy-moves`,
/// `download-board|moves|json|svg|png`) of the route the page describes (as
/// [`read_route`] reads it); `outcome` is the run's status id, `source` the JSON's
/// `algorithm`, `end` the last square asked for as a dense index (negative: none).
/// `copied(ok)` hears whether a copy reached the clipboard.
#[wasm_bindgen]
pub fn export_route(
    kind: &str,
    route: Vec<u32>,
    outcome: &str,
    source: &str,
    end: i32,
    copied: Function,
) {
    let Some(route) = read_route(&route) else {
        let _ = copied.call1(&JsValue::NULL, &false.into());
        return;
    };
    let board = route.board();
    let end = usize::try_from(end)
        .ok()
        .and_then(|end| board.square_at(end));
    let base = format!("knights-tour-{}x{}", board.rows(), board.cols());
    match kind {
        "copy-board" => copy(&export::board_text(&route), copied),
        "copy-moves" => copy(&export::moves_text(&route), copied),
        "download-board" => save_text(
            &export::board_text(&route),
            &format!("{base}.txt"),
            "text/plain",
        ),
        "download-moves" => save_text(
            &export::moves_text(&route),
            &format!("{base}-moves.txt"),
            "text/plain",
        ),
        "download-json" => save_text(
            &export::json(&route, outcome, source, end),
            &format!("{base}.json"),
            "application/json",
        ),
        "download-svg" => save_text(
            &export::svg(&route),
            &format!("{base}.svg"),
            "image/svg+xml",
        ),
        "download-png" => save_png(&route, format!("{base}.png")),
        _ => {}
    }
}

/// Copies `text`; `copied(ok)` hears whether the browser let it.
fn copy(text: &str, copied: Function) {
    let clipboard = web_sys::window().map(|window| window.navigator().clipboard());
    let Some(clipboard) = clipboard else {
        let _ = copied.call1(&JsValue::NULL, &false.into());
        return;
    };
    let said = copied.clone();
    let done = Closure::once(move |_: JsValue| {
        let _ = said.call1(&JsValue::NULL, &true.into());
    });
    let refused = Closure::once(move |_: JsValue| {
        let _ = copied.call1(&JsValue::NULL, &false.into());
    });
    let _ = clipboard.write_text(text).then2(&done, &refused);
    // One of the two runs, once, when the browser answers.
    done.forget();
    refused.forget();
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

/// Rasterises the route's SVG drawing into a PNG (twice the drawing's size) and saves it.
fn save_png(route: &Route, name: String) {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    let Ok(image) = HtmlImageElement::new() else {
        return;
    };
    let encoded: String = js_sys::encode_uri_component(&export::svg(route)).into();
    let loaded = image.clone();
    let onload = Closure::once_into_js(move || {
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
            .and_then(|context| context.dyn_into::<CanvasRenderingContext2d>().ok());
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
