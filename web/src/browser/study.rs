//! The study room: `crates/tour-study`, a module of its own that says what makes a tour
//! special, shows the gallery of famous tours, builds the Export buttons' documents and
//! reads what is pasted into Import. Its script (`tour-study-loader.js`) is added the
//! first time a person opens "About this tour", the gallery, Export or Import, or a link
//! names a gallery tour, so no visitor pays for it before the first click. The room
//! draws into the elements the page hands it; the page keeps the route and playback. A
//! route the room hands back comes as the engine's protocol words (`Wire`), read here
//! through the page's own validator.

use std::cell::RefCell;

use js_sys::{Function, Promise, Reflect, Uint32Array};
use tour_core::text::ImportError;
use tour_core::{Board, Route};
use tour_engine::protocol::{Reader, Wire, Writer};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::tasks::files;

/// The global promise of the room's exports its loader sets (the loader's file:
/// [`files::STUDY_LOADER`]).
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
    let _ = script.set_attribute("src", &files::named(files::STUDY_LOADER));
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

/// Reads `text`, pasted into Import with `board` shown: in a worker of the room's where
/// the browser starts one (a million squares take the room seconds, which the page must
/// not wait for), else in the room here (the loader's `tourStudyRead`); `then` gets the
/// room's answer (see [`imported`]), or `None` when the room cannot be loaded.
pub fn read_paste(text: JsValue, board: &Board, then: impl FnOnce(Option<JsValue>) + 'static) {
    let board = board_words(board);
    with_room(move |room| {
        let Some(room) = room else {
            return then(None);
        };
        let read = Reflect::get(&js_sys::global(), &"tourStudyRead".into())
            .ok()
            .and_then(|read| read.dyn_into::<Function>().ok())
            .and_then(|read| read.call2(&JsValue::NULL, &text, &board).ok())
            .and_then(|answer| answer.dyn_into::<Promise>().ok());
        match read {
            Some(promise) => wasm_bindgen_futures::spawn_local(async move {
                then(wasm_bindgen_futures::JsFuture::from(promise).await.ok());
            }),
            None => then(Some(call(&room, "read_paste", &[&text, &board]))),
        }
    });
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

/// A value as the room reads it: its words, as a `Uint32Array`.
fn words(value: &impl Wire) -> JsValue {
    let mut writer = Writer::default();
    value.put(&mut writer);
    Uint32Array::from(writer.finish().as_slice()).into()
}

/// A board as the room reads it.
fn board_words(board: &Board) -> JsValue {
    words(board)
}

/// A route as the room reads it.
pub fn route_words(route: &Route) -> JsValue {
    words(route)
}

/// What the room answered in words (a `Uint32Array`), read back as `T`: `None` for
/// anything else, or words that are not one.
fn read<T: Wire>(answer: &JsValue) -> Option<T> {
    let words = answer.dyn_ref::<Uint32Array>()?.to_vec();
    T::take(&mut Reader::new(&words)).ok()
}

/// A route the room handed back, checked by the page's validator.
pub fn route(answer: &JsValue) -> Option<Route> {
    read(answer)
}

/// A pasted text as the room read it: the route, checked by the page's validator, or
/// what is wrong with the text.
pub fn imported(answer: &JsValue) -> Option<Result<Route, ImportError>> {
    read(answer)
}
