//! The one list of the files the page and its first board fetch by name. It has no
//! dependencies, so the build's tools read it too (`xtask/src/size.rs` and
//! `xtask/src/hashed.rs` include this file), and the native build writes it into
//! `first-board.js` (`web/src/text/tables.rs`): every other place takes the names
//! from here.

/// Every file the app fetches by name, as written before the build puts a hash in its
/// name: the Chinese tables, then the engine's pool.
pub const FILES: [&str; 3] = [
    "lang-zh-Hant.json",
    "lang-zh-Hans.json",
    "tour-engine-pool.js",
];

/// The engine's pool in [`FILES`].
pub const ENGINE_POOL: usize = 2;

/// The files the engine's pool fetches in turn (its worker's loader, the engine's glue
/// and WebAssembly), which the first board fetches beside the pool for a link whose
/// work runs in the engine at once.
pub const ENGINE: [&str; 3] = [
    "tour-engine-loader.js",
    "tour-engine.js",
    "tour-engine_bg.wasm",
];
