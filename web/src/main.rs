//! The Knight's Tour browser app: a Yew front end over `tour-core`, compiled to
//! WebAssembly by trunk. See ARCHITECTURE.md for how a click becomes an animation.
//! Built natively, `tour-web DIR` writes the language tables the page loads into DIR,
//! and the first board's words into DIR's copy of `first-board.js` (trunk runs it on
//! every build, into `$TRUNK_STAGING_DIR`; see Trunk.toml).
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

/// In the page: starts the app in a task of its own. Natively: writes the language tables
/// and the scripts' words.
fn main() {
    // Natively there is no page to render into: `tour-web DIR` writes the language
    // tables the page loads into DIR, and fills the scripts there with their words
    // (trunk's hook names its staging directory).
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(dir) = std::env::args_os()
        .nth(1)
        .or_else(|| std::env::var_os("TRUNK_STAGING_DIR"))
    {
        let dir = std::path::Path::new(&dir);
        match text::tables::write(dir) {
            Ok(written) => {
                for path in written {
                    println!("wrote {}", path.display());
                }
                return;
            }
            Err(error) => {
                eprintln!("tour-web: writing the language tables and the scripts' words: {error}");
                std::process::exit(1);
            }
        }
    }
    // A panic from here on is said over the board (browser::panic).
    browser::panic::say_panics();
    // Compiling the WebAssembly and the first render are separate tasks, so neither holds
    // the page long.
    gloo_timers::callback::Timeout::new(0, app::start).forget();
}
