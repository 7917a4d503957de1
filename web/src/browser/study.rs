//! The study room: `crates/tour-study`, a module of its own that says what makes a tour
//! special and shows the gallery of famous tours. Its script (`tour-study-loader.js`)
//! is added the first time a person opens "About this tour" or the gallery, or a link
//! names a gallery tour, so no visitor pays for it before the first click. The room
//! draws into the elements the page hands it; the page keeps the route and playback.

use std::cell::RefCell;

use js_sys::{Function, Promise, Reflect, Uint32Array};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// The room's loader beside the page, and the global promise of its exports it sets.
const SCRIPT: &str = "tour-study-loader.js";
const GLOBAL: &str = "tourStudy";

/// What is waiting for the room, and the room once it is there.
#[derive(Default)]
enum Room {
    #[default]
    Unasked,
    Loading(Vec<Box<dyn FnOnce(Option<JsValue>)>>),
    Ready(JsValue),
    Failed,
}

thread_local! {
    static ROOM: RefCell<Room> = RefCell::default();
}

/// Runs `then` with the room's exports once they are loaded, or with `None` when the
/// room cannot be loaded (offline before it was ever cached, a host without it).
pub fn with_room(then: impl FnOnce(Option<JsValue>) + 'static) {
    let mut then: Option<Box<dyn FnOnce(Option<JsValue>)>> = Some(Box::new(then));
    let (ready, first) = ROOM.with_borrow_mut(|room| match room {
        Room::Ready(exports) => (Some(Some(exports.clone())), false),
        Room::Failed => (Some(None), false),
        Room::Loading(waiting) => {
            waiting.extend(then.take());
            (None, false)
        }
        Room::Unasked => {
            *room = Room::Loading(then.take().into_iter().collect());
            (None, true)
        }
    });
    // Outside the borrow: `then` may ask for the room again, and a failed load settles
    // it at once.
    if let (Some(exports), Some(then)) = (ready, then) {
        then(exports);
    } else if first {
        load();
    }
}

/// Adds the loader's script; its promise settles the room.
fn load() {
    let document = web_sys::window().and_then(|window| window.document());
    let script = document
        .as_ref()
        .and_then(|d| d.create_element("script").ok());
    let (Some(script), Some(body)) = (script, document.and_then(|d| d.body())) else {
        return settle(None);
    };
    let loaded = Closure::once_into_js(|| {
        let promise = Reflect::get(&js_sys::global(), &GLOBAL.into())
            .ok()
            .and_then(|value| value.dyn_into::<Promise>().ok());
        let Some(promise) = promise else {
            return settle(None);
        };
        wasm_bindgen_futures::spawn_local(async move {
            settle(wasm_bindgen_futures::JsFuture::from(promise).await.ok());
        });
    });
    let _ = Reflect::set(&script, &"onload".into(), &loaded);
    let _ = Reflect::set(&script, &"onerror".into(), &loaded);
    let _ = script.set_attribute("src", SCRIPT);
    let _ = body.append_child(&script);
}

/// The room arrived (or could not): everything that waited for it runs.
fn settle(exports: Option<JsValue>) {
    let waiting = ROOM.with_borrow_mut(|room| {
        let next = match &exports {
            Some(exports) => Room::Ready(exports.clone()),
            None => Room::Failed,
        };
        match std::mem::replace(room, next) {
            Room::Loading(waiting) => waiting,
            Room::Unasked | Room::Ready(_) | Room::Failed => Vec::new(),
        }
    });
    for then in waiting {
        then(exports.clone());
    }
}

/// Calls the room's export `name` with `args`; its answer, or `undefined`.
pub fn call(room: &JsValue, name: &str, args: &[&JsValue]) -> JsValue {
    let method = Reflect::get(room, &name.into()).and_then(|m| m.dyn_into::<Function>());
    let Ok(method) = method else {
        return JsValue::UNDEFINED;
    };
    let args: js_sys::Array = args.iter().copied().collect();
    method
        .apply(&JsValue::NULL, &args)
        .unwrap_or(JsValue::UNDEFINED)
}

/// A route's squares as the room reads them: dense indices on its board.
pub fn indices(indices: &[u32]) -> JsValue {
    Uint32Array::from(indices).into()
}
