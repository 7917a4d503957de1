//! Saving a file the page made (Export's numbered board, move list, JSON, SVG and PNG):
//! a blob with an object URL, clicked as a link's download, then let go.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{
    Blob, BlobPropertyBag, CanvasRenderingContext2d, HtmlAnchorElement, HtmlCanvasElement,
    HtmlImageElement, Url,
};

/// Saves `text` as a file called `name` of type `mime`.
pub fn save_text(text: &str, name: &str, mime: &str) {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = BlobPropertyBag::new();
    options.set_type(&format!("{mime};charset=utf-8"));
    let Ok(blob) = Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = Url::create_object_url_with_blob(&blob) else {
        return;
    };
    save(&url, name);
    // A browser may start the download after the click returns: the URL is let go a
    // minute later, its blob with it.
    gloo_timers::callback::Timeout::new(60_000, move || {
        let _ = Url::revoke_object_url(&url);
    })
    .forget();
}

/// Saves `url` (an object or data URL) as a file called `name`.
fn save(url: &str, name: &str) {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    let link = document
        .create_element("a")
        .ok()
        .and_then(|element| element.dyn_into::<HtmlAnchorElement>().ok());
    if let Some(link) = link {
        link.set_href(url);
        link.set_download(name);
        link.click();
    }
}

/// Rasterises the standalone drawing `svg` at twice its size and saves it as a PNG
/// called `name`.
pub fn save_png(svg: &str, name: String) {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    let Ok(image) = HtmlImageElement::new() else {
        return;
    };
    let encoded: String = js_sys::encode_uri_component(svg).into();
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
