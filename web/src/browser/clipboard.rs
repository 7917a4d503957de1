//! Copying text, carefully: `navigator.clipboard` exists only in secure contexts (https,
//! localhost), and the browser may refuse; the caller hears which happened.

use wasm_bindgen::JsValue;
use wasm_bindgen::closure::Closure;

/// Copies `text`, then calls `done(true)` if the browser took it or `done(false)` if
/// there is no clipboard here or it refused.
pub fn copy(text: &str, done: impl FnOnce(bool) + 'static) {
    let Some(navigator) = web_sys::window().map(|window| window.navigator()) else {
        return done(false);
    };
    let available = js_sys::Reflect::get(&navigator, &"clipboard".into())
        .is_ok_and(|clipboard| !clipboard.is_undefined());
    if !available {
        return done(false);
    }
    let promise = navigator.clipboard().write_text(text);
    // One of the two callbacks runs; both share the caller's `done`.
    let done = std::rc::Rc::new(std::cell::RefCell::new(Some(done)));
    let (ok, refused) = (done.clone(), done);
    let on_ok = Closure::once(move |_: JsValue| {
        if let Some(done) = ok.borrow_mut().take() {
            done(true);
        }
    });
    let on_refused = Closure::once(move |_: JsValue| {
        if let Some(done) = refused.borrow_mut().take() {
            done(false);
        }
    });
    let _ = promise.then2(&on_ok, &on_refused);
    // The promise settles after this function returns, so the callbacks must outlive it;
    // two small closures per click are left to the browser.
    on_ok.forget();
    on_refused.forget();
}
