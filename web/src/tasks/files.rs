//! The files the page fetches by name, and the names this build gave them. `cargo xtask
//! build` puts a hash of each file's content in its name (`lang-zh-Hans-0123abcd.json`), so no
//! cache serves an old table or engine beside a new page. `first-board.js`, which runs
//! before the app, lists [`FILES`] in the same order, and the build rewrites each name in
//! its list to the file's new name (`self.tourFiles`). A build without the hashes
//! (`trunk serve`) lists them as they are.

use crate::model::Lang;

/// Every file the page fetches by name, as written before the build names it, in the
/// order `first-board.js` lists them (a test holds the two lists equal).
pub const FILES: [&str; 3] = [
    "lang-zh-Hant.json",
    "lang-zh-Hans.json",
    "tour-engine-pool.js",
];

/// The engine's pool of workers.
pub const ENGINE_POOL: usize = 2;

/// `lang`'s language table; none for English, which the page carries.
pub const fn table(lang: Lang) -> Option<usize> {
    match lang {
        Lang::En => None,
        Lang::ZhHant => Some(0),
        Lang::ZhHans => Some(1),
    }
}

/// The build's name of `FILES[file]` beside the page: the name `first-board.js` lists,
/// else the name as written.
pub fn named(file: usize) -> String {
    #[cfg(target_arch = "wasm32")]
    {
        use js_sys::Reflect;
        let files = Reflect::get(&js_sys::global(), &"tourFiles".into());
        if let Some(name) = files
            .and_then(|files| Reflect::get(&files, &(file as u32).into()))
            .ok()
            .and_then(|name| name.as_string())
        {
            return name;
        }
    }
    FILES[file].to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_board_lists_the_files_in_this_order() {
        let script = include_str!("../../static/first-board.js");
        let start = script.find("self.tourFiles = [").unwrap() + "self.tourFiles = ".len();
        let end = start + script[start..].find(']').unwrap() + 1;
        let listed: Vec<String> =
            serde_json::from_str(&script[start..end].replace('\'', "\"")).unwrap();
        assert_eq!(listed, FILES);
        assert_eq!(FILES[ENGINE_POOL], "tour-engine-pool.js");
    }
}
