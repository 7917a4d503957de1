//! The one list of the files the page and its first board fetch by name. It has no
//! dependencies, so the build's tools read it too (`xtask/src/size.rs` and
//! `xtask/src/hashed.rs` include this file), and the native build writes it into
//! `first-board.js` (`web/src/text/tables.rs`): every other place takes the names
//! from here.

/// A file the app fetches by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum File {
    /// The Traditional Chinese table.
    ZhHantTable,
    /// The Simplified Chinese table.
    ZhHansTable,
    /// The engine's pool, which fetches the rest of the engine ([`ENGINE`]).
    EnginePool,
}

impl File {
    /// Every file, in the order of [`FILES`].
    pub const ALL: [File; 3] = [File::ZhHantTable, File::ZhHansTable, File::EnginePool];

    /// The file's name as written, before the build puts a hash in it.
    pub const fn name(self) -> &'static str {
        match self {
            File::ZhHantTable => "lang-zh-Hant.json",
            File::ZhHansTable => "lang-zh-Hans.json",
            File::EnginePool => "tour-engine-pool.js",
        }
    }

    /// Its place in [`FILES`], and so in the list `first-board.js` holds.
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// Every file's name, in the order of [`File::ALL`]: the list `first-board.js` holds, in
/// which the build writes each file's hashed name.
pub const FILES: [&str; File::ALL.len()] = {
    let mut names = [""; File::ALL.len()];
    let mut i = 0;
    while i < names.len() {
        names[i] = File::ALL[i].name();
        i += 1;
    }
    names
};

/// The files the engine's pool fetches in turn (its worker's loader, the engine's glue
/// and WebAssembly), which the first board fetches beside the pool for a link whose
/// work runs in the engine at once.
pub const ENGINE: [&str; 3] = [
    "tour-engine-loader.js",
    "tour-engine.js",
    "tour-engine_bg.wasm",
];
