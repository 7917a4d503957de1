//! The Knight's Tour browser app: a Yew front end over `tour-core`, compiled to
//! WebAssembly by trunk. See ARCHITECTURE.md for how a click becomes an animation.
//!
//! Layers, each importing only those listed before it: `model` (the state and its
//! reducer), `tasks` (long work in slices), `address` (links), `text` (every word, in
//! three languages), `browser` (calls into the page), `view` (components), `app` (the
//! root that wires them).
#![forbid(unsafe_code)]

mod address;
mod app;
mod browser;
mod model;
mod tasks;
mod text;
mod view;

/// Talc instead of the default dlmalloc: smaller in the page (about 3 KB gzipped) and
/// faster; only for the browser build, whose WebAssembly runs on one thread.
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// Starts the app in a task of its own, so that the task that compiled and started the
/// WebAssembly does not also carry the first render.
fn main() {
    gloo_timers::callback::Timeout::new(0, || {
        match browser::first::app_root() {
            Some(root) => yew::Renderer::<app::App>::with_root(root).render(),
            None => yew::Renderer::<app::App>::new().render(),
        };
    })
    .forget();
}
