//! The words of the board the page draws before the app runs (`web/static/first-board.js`),
//! written into that script from the catalogue, so both say the same in every language,
//! with the algorithms' IDs compare mode's captions name. Natively, `tour-web DIR` fills
//! the copy of the script in DIR ([`fill`]); the script holds [`WORDS`] where its table
//! goes and [`ALGORITHMS`] where the IDs go.
//!
//! The table is one object, a language per tag (`en`, `zh-Hant`, `zh-Hans`), each the
//! words under the script's own short keys: the catalogue's entries in [`SHARED`] (a
//! per-variant name as `entry.variant`, the pieces as one list), and the few sentences
//! only the script says, while the WebAssembly loads and when the offline copy cannot be
//! kept ([`own`]).

use std::path::{Path, PathBuf};

use super::catalogue::Entry;
use super::tables::string;
use super::texts;
use crate::model::Lang;

/// What the script holds where its table of words goes.
pub const WORDS: &str = "{/* the catalogue's words */}";

/// What the script holds where the algorithms' IDs go.
pub const ALGORITHMS: &str = "[/* the algorithms' IDs */]";

/// The script's file, as trunk copies it beside the page.
const SCRIPT: &str = "first-board.js";

/// Each word the script says and the catalogue entry it is (`entry.variant` for a
/// per-variant name).
pub const SHARED: [(&str, &str); 18] = [
    ("title", "title"),
    ("tagline", "tagline"),
    ("play", "play_tagline"),
    ("play_any", "play_tagline_any"),
    ("mode", "mode_label"),
    ("watch", "mode_name.watch"),
    ("play_mode", "mode_name.play"),
    ("compare", "mode_name.compare"),
    ("puzzle", "mode_name.puzzle"),
    ("share", "share"),
    ("theme", "theme"),
    ("language", "language"),
    ("system", "theme_name.system"),
    ("light", "theme_name.light"),
    ("dark", "theme_name.dark"),
    ("board", "board_label"),
    // A panic in the app, said over the board (web/src/browser/panic.rs).
    ("panic", "page_failed"),
    ("reload", "reload"),
];

/// The pieces the taglines name, in the script's order (knight, camel, zebra, giraffe,
/// then any other leaper by its steps).
pub const PIECES: [&str; 5] = [
    "piece_knight",
    "piece_camel",
    "piece_zebra",
    "piece_giraffe",
    "piece_leaper",
];

/// What only the first board's script says: while the app loads, the status line, the
/// status once a square is chosen there (`{sq}`), and the status when the app cannot
/// load; once the app runs, the quiet line under it when the browser cannot keep the
/// offline copy (no service worker, storage refused or full, a file that failed).
pub fn own(lang: Lang) -> [(&'static str, &'static str); 4] {
    match lang {
        Lang::En => [
            ("loading", "Loading the solver…"),
            (
                "kept",
                "Loading the solver… {sq} is chosen: the app answers it as soon as it is ready.",
            ),
            (
                "failed",
                "The solver could not be loaded. Reload the page to try again.",
            ),
            ("offline", "Offline use is unavailable in this browser."),
        ],
        Lang::ZhHant => [
            ("loading", "正在載入求解器…"),
            ("kept", "正在載入求解器…已選 {sq}：程式一準備好就會回應。"),
            ("failed", "無法載入求解器。請重新載入頁面再試一次。"),
            ("offline", "此瀏覽器無法離線使用本程式。"),
        ],
        Lang::ZhHans => [
            ("loading", "正在加载求解器…"),
            ("kept", "正在加载求解器…已选 {sq}：程序一准备好就会响应。"),
            ("failed", "无法加载求解器。请重新加载页面再试一次。"),
            ("offline", "此浏览器无法离线使用本程序。"),
        ],
    }
}

/// The catalogue's text under `name` (`entry.variant` for a per-variant name) in `lang`.
pub fn catalogue_word(lang: Lang, name: &str) -> Option<&'static str> {
    let (key, variant) = match name.split_once('.') {
        Some((key, variant)) => (key, Some(variant)),
        None => (name, None),
    };
    let entries = texts(lang).entries();
    let (_, entry) = entries.into_iter().find(|(each, _)| *each == key)?;
    match (entry, variant) {
        (Entry::Text(text), None) => Some(text),
        (Entry::Names(names), Some(variant)) => names
            .into_iter()
            .find(|(each, _)| *each == variant)
            .map(|(_, name)| name),
        _ => None,
    }
}

/// The script's table of every language, as a JavaScript object literal (and JSON).
pub fn table() -> String {
    let languages: Vec<String> = Lang::ALL
        .into_iter()
        .map(|lang| {
            let word = |name: &str| string(catalogue_word(lang, name).unwrap_or_default());
            let mut words: Vec<String> = SHARED
                .iter()
                .map(|(key, name)| format!("{}:{}", string(key), word(name)))
                .collect();
            let pieces: Vec<String> = PIECES.iter().map(|name| word(name)).collect();
            words.push(format!("\"pieces\":[{}]", pieces.join(",")));
            words.extend(
                own(lang)
                    .iter()
                    .map(|(key, text)| format!("{}:{}", string(key), string(text))),
            );
            format!("{}:{{{}}}", string(lang.tag()), words.join(","))
        })
        .collect();
    format!("{{{}}}", languages.join(","))
}

/// Every algorithm's ID, as a JavaScript array literal (and JSON).
pub fn algorithms() -> String {
    let ids: Vec<String> = tour_core::Algorithm::ALL
        .iter()
        .map(|algorithm| string(algorithm.id()))
        .collect();
    format!("[{}]", ids.join(","))
}

/// `script` with its table in place of [`WORDS`] and the IDs in place of [`ALGORITHMS`];
/// `None` when it lacks either.
pub fn fill(script: &str) -> Option<String> {
    (script.contains(WORDS) && script.contains(ALGORITHMS)).then(|| {
        script
            .replacen(WORDS, &table(), 1)
            .replacen(ALGORITHMS, &algorithms(), 1)
    })
}

/// Fills the copy of the script in `dir`, when there is one; the file written.
pub fn write(dir: &Path) -> std::io::Result<Option<PathBuf>> {
    let path = dir.join(SCRIPT);
    let script = match std::fs::read_to_string(&path) {
        Ok(script) => script,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(error) => return Err(error),
    };
    let filled = fill(&script).ok_or_else(|| {
        std::io::Error::other(format!(
            "{} holds no {WORDS} or {ALGORITHMS} to fill",
            path.display()
        ))
    })?;
    std::fs::write(&path, filled)?;
    Ok(Some(path))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    /// The script as the repository holds it.
    const STATIC: &str = include_str!("../../static/first-board.js");

    #[test]
    fn the_first_boards_words_are_exactly_the_catalogues() {
        let table: Value = serde_json::from_str(&table()).unwrap();
        let table = table.as_object().unwrap();
        assert_eq!(table.len(), Lang::ALL.len());
        for lang in Lang::ALL {
            let words = table[lang.tag()].as_object().unwrap();
            let own = own(lang);
            assert_eq!(words.len(), SHARED.len() + 1 + own.len(), "{lang:?}");
            for (key, name) in SHARED {
                let wanted = catalogue_word(lang, name);
                assert!(wanted.is_some(), "the catalogue has {name}");
                assert_eq!(words[key].as_str(), wanted, "{lang:?}: {key} is {name}");
            }
            let pieces: Vec<&str> = PIECES
                .iter()
                .map(|name| catalogue_word(lang, name).unwrap())
                .collect();
            assert_eq!(words["pieces"], serde_json::json!(pieces), "{lang:?}");
            for (key, text) in own {
                assert_eq!(words[key].as_str(), Some(text), "{lang:?}: {key}");
            }
        }
    }

    #[test]
    fn the_first_board_names_every_algorithm() {
        let ids: Vec<String> = serde_json::from_str(&algorithms()).unwrap();
        let wanted: Vec<&str> = tour_core::Algorithm::ALL
            .iter()
            .map(|algorithm| algorithm.id())
            .collect();
        assert_eq!(ids, wanted);
    }

    #[test]
    fn the_script_has_one_place_for_each() {
        assert_eq!(STATIC.matches(WORDS).count(), 1);
        assert_eq!(STATIC.matches(ALGORITHMS).count(), 1);
        let filled = fill(STATIC).unwrap();
        assert!(filled.contains(&format!("const TEXTS = {};", table())));
        assert!(filled.contains(&format!("const ALGORITHMS = {};", algorithms())));
        assert_eq!(fill(&filled), None, "a filled script is not filled again");
    }
}
