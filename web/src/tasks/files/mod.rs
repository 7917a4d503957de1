//! The files the page fetches by name, and the names this build gave them. `cargo xtask
//! build` puts a hash of each file's content in its name (`lang-zh-Hans-0123abcd.json`), so no
//! cache serves an old table or engine beside a new page. The native build writes
//! [`FILES`] into `first-board.js`, which runs before the app (`self.tourFiles`), and
//! `cargo xtask build` rewrites each name there to the file's new name. A build without
//! the hashes (`trunk serve`) lists them as they are.

// Each build uses part of the list: the engine's files are for the native writer and the
// build's tools (the page fetches only the pool, which fetches the rest), a file's place
// in the list for the page, which reads the build's names there.
#[allow(dead_code)]
mod names;

pub use names::File;
#[cfg(not(target_arch = "wasm32"))]
pub use names::{ENGINE, FILES};

use crate::model::Lang;

/// `lang`'s language table; none for English, which the page carries.
pub const fn table(lang: Lang) -> Option<File> {
    match lang {
        Lang::En => None,
        Lang::ZhHant => Some(File::ZhHantTable),
        Lang::ZhHans => Some(File::ZhHansTable),
    }
}

/// The build's name of `file` beside the page: the name `first-board.js` lists in its
/// place, else the name as written.
pub fn named(file: File) -> String {
    #[cfg(target_arch = "wasm32")]
    {
        use js_sys::Reflect;
        let files = Reflect::get(&js_sys::global(), &"tourFiles".into());
        if let Some(name) = files
            .and_then(|files| Reflect::get(&files, &(file.index() as u32).into()))
            .ok()
            .and_then(|name| name.as_string())
        {
            return name;
        }
    }
    file.name().to_owned()
}
