//! The files the page fetches by name, and the names this build gave them. `cargo xtask
//! build` puts a hash of each file's content in its name (`later-0123abcd.css`), so no
//! cache serves an old table or engine beside a new page. `first-board.js`, which runs
//! before the app, lists [`FILES`] in the same order, and the build rewrites each name in
//! its list to the file's new name (`self.tourFiles`). A build without the hashes
//! (`trunk serve`) lists them as they are.

use crate::model::Lang;

/// Every file the page fetches by name, as written before the build names it, in the
/// order `first-board.js` lists them (a test holds the two lists equal).
pub const FILES: [&str; 5] = [
    "later.css",
    "lang-en.json",
    "lang-zh-Hant.json",
    "lang-zh-Hans.json",
    "tour-engine-pool.js",
];

/// The stylesheet of what is asked for after the first click.
pub const LATER_STYLES: usize = 0;

/// The engine's pool of workers.
pub const ENGINE_POOL: usize = 4;

/// `lang`'s language table.
pub const fn table(lang: Lang) -> usize {
    match lang {
        Lang::En => 1,
        Lang::ZhHant => 2,
        Lang::ZhHans => 3,
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
        let tables: Vec<&str> = Lang::ALL.iter().map(|&lang| FILES[table(lang)]).collect();
        assert_eq!(
            tables,
            ["lang-en.json", "lang-zh-Hant.json", "lang-zh-Hans.json"]
        );
        assert_eq!(FILES[LATER_STYLES], "later.css");
        assert_eq!(FILES[ENGINE_POOL], "tour-engine-pool.js");
    }
}
