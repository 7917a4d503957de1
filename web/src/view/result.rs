//! "Share result": a finished puzzle or walk as text (what was done, the time, the hints,
//! and the numbered board), handed to the device's share sheet where the browser has one
//! (the Web Share API), else copied to the clipboard.
//!
//! Hook: the button `data-action="share-result"`, its outcome in the status beside it.

use wasm_bindgen::JsValue;
use yew::prelude::*;

use crate::browser::clipboard;
use crate::view::context::use_ctx;
use crate::view::hooks::action;

/// Properties of [`ShareResult`].
#[derive(Properties, Clone, PartialEq)]
pub struct ResultProps {
    /// The result, as text.
    pub text: AttrValue,
}

/// Hands `text` to the share sheet; `false` when the browser has none.
pub fn share_sheet(text: &str) -> bool {
    let Some(navigator) = web_sys::window().map(|window| window.navigator()) else {
        return false;
    };
    let Ok(share) = js_sys::Reflect::get(&navigator, &"share".into()) else {
        return false;
    };
    let Some(share) = wasm_bindgen::JsCast::dyn_ref::<js_sys::Function>(&share) else {
        return false;
    };
    let data = js_sys::Object::new();
    // Setting a property on a fresh plain object cannot fail.
    let _ = js_sys::Reflect::set(&data, &"text".into(), &JsValue::from_str(text));
    // A dismissed sheet rejects its promise: nothing to say then.
    share.call1(&navigator, &data).is_ok()
}

/// The button, and what became of the last press.
#[component]
pub fn ShareResult(props: &ResultProps) -> Html {
    let ctx = use_ctx();
    let t = ctx.texts();
    let copied = use_state(|| None::<bool>);
    let onclick = {
        let (text, copied) = (props.text.clone(), copied.clone());
        Callback::from(move |_: MouseEvent| {
            if !share_sheet(&text) {
                let copied = copied.clone();
                clipboard::copy(&text, move |ok| copied.set(Some(ok)));
            }
        })
    };
    let status = match *copied {
        Some(true) => t.copied,
        Some(false) => t.copy_failed,
        None => "",
    };
    html! {
        <div class="share-result">
            <button type="button" data-action={action::SHARE_RESULT} {onclick}>{ t.share_result }</button>
            <span class="copied" role="status">{ status }</span>
        </div>
    }
}
