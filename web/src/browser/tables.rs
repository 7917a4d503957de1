//! The language tables the page does not carry: fetched from beside the page when first
//! needed (from the service worker's cache once it has them), parsed by the browser's
//! own JSON parser, and handed to the text layer.

use js_sys::{Array, JSON, Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::Response;

use crate::model::Lang;
use crate::tasks::files;
use crate::text;

/// Fetches `lang`'s table and loads it: the request goes out at once, and the future
/// is `false` if the fetch, the parse or an entry failed.
pub fn load(lang: Lang) -> impl Future<Output = bool> {
    let file = files::named(files::table(lang));
    let request = web_sys::window().map(|window| window.fetch_with_str(&file));
    async move {
        let Some(request) = request else {
            return false;
        };
        let Ok(table) = parsed(request).await else {
            return false;
        };
        // A table of another build (of another length) is refused whole.
        let Some(table) = table
            .dyn_ref::<Array>()
            .filter(|table| table.length() as usize == text::Texts::ENTRIES)
        else {
            return false;
        };
        let source = |at: usize, sub: Option<usize>| {
            let entry = table.get(at as u32);
            let entry = match sub {
                Some(sub) => Reflect::get_u32(&entry, sub as u32).ok()?,
                None => entry,
            };
            // Once per entry and language: a few kilobytes kept for the visit.
            Some(&*entry.as_string()?.leak())
        };
        text::load(lang, &source).is_ok()
    }
}

/// The table a fetch brings, parsed.
async fn parsed(request: Promise) -> Result<JsValue, JsValue> {
    let response: Response = JsFuture::from(request).await?.dyn_into()?;
    if !response.ok() {
        return Err(JsValue::NULL);
    }
    let body = JsFuture::from(response.text()?).await?;
    JSON::parse(&body.as_string().unwrap_or_default())
}
