//! The Knight's Tour browser app: a Yew front end over `tour-core`, compiled to
//! WebAssembly by trunk. See ARCHITECTURE.md for how a click becomes an animation.
#![forbid(unsafe_code)]

mod app;
mod clipboard;
mod comparing;
mod embed;
mod export;
mod geometry;
mod hinting;
mod i18n;
mod keys;
mod link;
mod play;
mod solving;
mod starts;
mod state;
mod strings;
mod surveying;
mod tasks;
mod timeline;
mod url;
mod view;

fn main() {
    yew::Renderer::<app::App>::new().render();
}
