//! One connection to the engine: a Web Worker, or a message port to the engine running on
//! the page's own thread where no worker can start. Three ways are tried in turn, each
//! only after the one before it failed:
//!
//! 1. a worker from the engine's loader beside the page (`tour-engine-loader.js`);
//! 2. a worker made from a blob that loads the engine by its full address: a sandboxed
//!    frame (an opaque origin) refuses the first way, and its blob worker then fetches
//!    the engine with CORS;
//! 3. the engine's script and WebAssembly loaded into the page itself, serving one port
//!    of a message channel in slices (a browser that blocks workers).

use crate::model::EngineWay;
use js_sys::{Array, Uint32Array};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Blob, BlobPropertyBag, MessageChannel, MessageEvent, MessagePort, Url, Worker};

/// The engine's worker loader, its glue and its WebAssembly, beside the page.
const LOADER: &str = "tour-engine-loader.js";
const GLUE: &str = "tour-engine.js";
const ON_PAGE: &str = "tour-engine-on-page.js";
const WASM: &str = "tour-engine_bg.wasm";

/// A connection to the engine.
pub enum Link {
    /// A worker (terminated to stop its job).
    Worker(Worker),
    /// A port to the engine on the page's own thread (told to stop a job).
    Port(MessagePort),
}

impl Link {
    /// Posts `words`, transferring their buffer.
    pub fn post(&self, words: &[u32]) {
        let array = Uint32Array::from(words);
        let transfer = Array::of1(&array.buffer());
        let _ = match self {
            Link::Worker(worker) => worker.post_message_with_transfer(&array, &transfer),
            Link::Port(port) => port.post_message_with_transferable(&array, &transfer),
        };
    }

    /// Stops whatever the worker runs, for good.
    pub fn terminate(&self) {
        match self {
            Link::Worker(worker) => worker.terminate(),
            Link::Port(port) => port.close(),
        }
    }

    /// Whether a job is stopped by terminating the link (else by a stop message).
    pub fn is_worker(&self) -> bool {
        matches!(self, Link::Worker(_))
    }
}

/// `name`'s full address, beside the page.
fn beside_page(name: &str) -> Option<String> {
    let base = web_sys::window()?.document()?.base_uri().ok()??;
    Url::new_with_base(name, &base).ok().map(|url| url.href())
}

/// A connection made `way`, whose messages (and errors) go to `on_message`; a load that
/// fails later posts a string. `None` when the browser refuses it at once.
pub fn open(way: EngineWay, on_message: &js_sys::Function) -> Option<Link> {
    let worker = match way {
        EngineWay::Workers => Worker::new(LOADER).ok()?,
        EngineWay::BlobWorkers => {
            let (glue, wasm) = (beside_page(GLUE)?, beside_page(WASM)?);
            // Full addresses have their double quotes percent-encoded.
            let source = format!(
                "importScripts(\"{glue}\");wasm_bindgen({{module_or_path:\"{wasm}\"}})\
                 .catch(()=>postMessage(\"failed\"))"
            );
            let parts = Array::of1(&JsValue::from_str(&source));
            let options = BlobPropertyBag::new();
            options.set_type("text/javascript");
            let blob = Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
            let url = Url::create_object_url_with_blob(&blob).ok()?;
            let worker = Worker::new(&url);
            let _ = Url::revoke_object_url(&url);
            worker.ok()?
        }
        EngineWay::OnPage => return on_page(on_message),
    };
    worker.set_onmessage(Some(on_message));
    worker.set_onerror(Some(on_message));
    Some(Link::Worker(worker))
}

/// The engine on the page's own thread: its glue and `tour-engine-on-page.js` loaded as
/// scripts, in that order, the second serving the other port of a channel whose first
/// port is returned; a load that fails posts a string on it.
fn on_page(on_message: &js_sys::Function) -> Option<Link> {
    let window = web_sys::window()?;
    let document = window.document()?;
    let channel = MessageChannel::new().ok()?;
    let port = channel.port1();
    port.set_onmessage(Some(on_message));
    js_sys::Reflect::set(&window, &"tourEnginePort".into(), &channel.port2()).ok()?;
    for src in [GLUE, ON_PAGE] {
        let script: web_sys::HtmlScriptElement =
            document.create_element("script").ok()?.dyn_into().ok()?;
        // Run in the order added, the glue first.
        script.set_async(false);
        script.set_src(src);
        document.body()?.append_child(&script).ok()?;
    }
    Some(Link::Port(port))
}

/// The words a message from the engine carries, or `None` when it says the engine could
/// not start (a load that failed, a worker's error).
pub fn words(event: &JsValue) -> Option<Vec<u32>> {
    let event: &MessageEvent = event.dyn_ref()?;
    event
        .data()
        .dyn_into::<Uint32Array>()
        .ok()
        .map(|array| array.to_vec())
}
