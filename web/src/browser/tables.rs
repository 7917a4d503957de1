//! The language tables the page does not carry: fetched from beside the page when first
//! needed (from the service worker's cache once it has them), parsed by the browser's
//! own JSON parser, and handed to the text layer by key.

use js_sys::{Array, JSON, Object, Promise};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::Response;

use crate::model::Lang;
use crate::tasks::files;
use crate::text::{self, Entry};

/// Fetches `lang`'s table and loads it: the request goes out at once, and the future
/// is `false` if the fetch or the parse failed, or the text layer refused the table
/// (an entry missing, of another kind, or not in the catalogue).
pub fn load(lang: Lang) -> impl Future<Output = bool> {
    let request = files::table(lang)
        .map(files::named)
        .and_then(|file| Some(web_sys::window()?.fetch_with_str(&file)));
    async move {
        let Some(request) = request else {
            return false;
        };
        let Ok(table) = parsed(request).await else {
            return false;
        };
        let Some(entries) = entries(&table) else {
            return false;
        };
        text::load(lang, entries).is_ok()
    }
}

/// An object's properties, each key with its value.
fn properties(value: &JsValue) -> Option<Vec<(String, JsValue)>> {
    let object = value.dyn_ref::<Object>()?;
    Object::entries(object)
        .iter()
        .map(|pair| {
            let pair: Array = pair.dyn_into().ok()?;
            Some((pair.get(0).as_string()?, pair.get(1)))
        })
        .collect()
}

/// A table's entries: a string is a text, an array a pseudocode's lines, an object a
/// name per variant; `None` for anything else in it.
fn entries(table: &JsValue) -> Option<Vec<(String, Entry)>> {
    properties(table)?
        .into_iter()
        .map(|(key, value)| {
            let entry = if let Some(text) = value.as_string() {
                Entry::Text(text)
            } else if let Some(lines) = value.dyn_ref::<Array>() {
                Entry::Lines(
                    lines
                        .iter()
                        .map(|line| line.as_string())
                        .collect::<Option<_>>()?,
                )
            } else {
                let names = properties(&value)?.into_iter();
                Entry::Names(
                    names
                        .map(|(k, name)| Some((k, name.as_string()?)))
                        .collect::<Option<_>>()?,
                )
            };
            Some((key, entry))
        })
        .collect()
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
