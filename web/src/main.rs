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

fn main() {
    yew::Renderer::<app::App>::new().render();
}
