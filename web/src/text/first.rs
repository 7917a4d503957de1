//! The words of the board the page draws before the app runs (`web/static/first-board.js`),
//! written into that script from the catalogue, so both say the same in every language,
//! with the algorithms' IDs compare mode's captions name; and the words of what the page
//! says only after it starts (`web/static/after-start.js`: a panic, no offline copy).
//! Natively, `tour-web DIR` fills the copies of both scripts in DIR ([`fill`],
//! [`fill_after_start`]); the first holds [`WORDS`] where its table goes and
//! [`ALGORITHMS`] where the IDs go, the second [`AFTER_START_WORDS`].
//!
//! Each table is one object, a language per tag (`en`, `zh-Hant`, `zh-Hans`), each the
//! words under the script's own short keys. The first board's: the catalogue's entries
//! in [`SHARED`] (a per-variant name as `entry.variant`, the pieces as one list), and
//! the few sentences only it says while the WebAssembly loads ([`own`]). The words said
//! after the start are the script's own ([`after_start`]): the app never says them, so
//! the language tables do not carry them.

use std::path::{Path, PathBuf};

use super::catalogue::Entry;
use super::tables::string;
use super::texts;
use crate::model::Lang;

/// What the script holds where its table of words goes.
pub const WORDS: &str = "{/* the catalogue's words */}";

/// What the script holds where the algorithms' IDs go.
pub const ALGORITHMS: &str = "[/* the algorithms' IDs */]";

/// What `after-start.js` holds where its table of words goes.
pub const AFTER_START_WORDS: &str = "{/* the words said after the start */}";

/// The script's file, as trunk copies it beside the page.
const SCRIPT: &str = "first-board.js";

/// The file of what the page says after it starts, as trunk copies it.
const AFTER_START: &str = "after-start.js";

/// Each word the script says and the catalogue entry it is (`entry.variant` for a
/// per-variant name).
pub const SHARED: [(&str, &str); 16] = [
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

/// What only the first board's script says while the app loads: the status line, the
/// status once a square is chosen there (`{sq}`), and the status when the app cannot
/// load.
pub fn own(lang: Lang) -> [(&'static str, &'static str); 3] {
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
        ],
        Lang::ZhHant => [
            ("loading", "正在載入求解器…"),
            ("kept", "正在載入求解器…已選 {sq}：程式一準備好就會回應。"),
            ("failed", "無法載入求解器。請重新載入頁面再試一次。"),
        ],
        Lang::ZhHans => [
            ("loading", "正在加载求解器…"),
            ("kept", "正在加载求解器…已选 {sq}：程序一准备好就会响应。"),
            ("failed", "无法加载求解器。请重新加载页面再试一次。"),
        ],
    }
}

/// What `after-start.js` says: a panic in the app, over the board (web/src/browser/panic.rs),
/// with its Reload button; and the quiet line under the app when the browser cannot keep
/// the offline copy (no service worker, storage refused or full, a file that failed).
pub fn after_start(lang: Lang) -> [(&'static str, &'static str); 3] {
    match lang {
        Lang::En => [
            (
                "panic",
                "The page stopped on an error. This link reopens what was on screen:",
            ),
            ("reload", "Reload"),
            ("offline", "Offline use is unavailable in this browser."),
        ],
        Lang::ZhHant => [
            ("panic", "頁面因錯誤而停止。這個連結會重新開啟剛才的畫面："),
            ("reload", "重新載入"),
            ("offline", "此瀏覽器無法離線使用本程式。"),
        ],
        Lang::ZhHans => [
            ("panic", "页面因错误而停止。这个链接会重新打开刚才的画面："),
            ("reload", "重新加载"),
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

/// `after-start.js`'s table of every language, as a JavaScript object literal (and JSON).
pub fn after_start_table() -> String {
    let languages: Vec<String> = Lang::ALL
        .into_iter()
        .map(|lang| {
            let words: Vec<String> = after_start(lang)
                .iter()
                .map(|(key, text)| format!("{}:{}", string(key), string(text)))
                .collect();
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

/// `after-start.js` with its table in place of [`AFTER_START_WORDS`]; `None` when it
/// lacks it.
pub fn fill_after_start(script: &str) -> Option<String> {
    script
        .contains(AFTER_START_WORDS)
        .then(|| script.replacen(AFTER_START_WORDS, &after_start_table(), 1))
}

/// Fills the copies of both scripts in `dir`, those there are; the files written.
pub fn write(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut written = Vec::new();
    type Fill = fn(&str) -> Option<String>;
    let scripts: [(&str, Fill, &str); 2] = [
        (SCRIPT, fill, "its words and algorithms"),
        (AFTER_START, fill_after_start, "its words"),
    ];
    for (name, fill, what) in scripts {
        let path = dir.join(name);
        let script = match std::fs::read_to_string(&path) {
            Ok(script) => script,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => continue,
            Err(error) => return Err(error),
        };
        let filled = fill(&script).ok_or_else(|| {
            std::io::Error::other(format!("{} has no place for {what}", path.display()))
        })?;
        std::fs::write(&path, filled)?;
        written.push(path);
    }
    Ok(written)
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

    #[test]
    fn the_words_said_after_the_start_fill_their_one_place_in_every_language() {
        let script = include_str!("../../static/after-start.js");
        assert_eq!(script.matches(AFTER_START_WORDS).count(), 1);
        let filled = fill_after_start(script).unwrap();
        assert!(filled.contains(&format!("const WORDS = {};", after_start_table())));
        assert_eq!(fill_after_start(&filled), None);
        let table: Value = serde_json::from_str(&after_start_table()).unwrap();
        for lang in Lang::ALL {
            let keys: Vec<&str> = after_start(lang).iter().map(|(key, _)| *key).collect();
            assert_eq!(keys, ["panic", "reload", "offline"], "{lang:?}");
            for (key, text) in after_start(lang) {
                assert_eq!(
                    table[lang.tag()][key].as_str(),
                    Some(text),
                    "{lang:?}: {key}"
                );
            }
        }
    }
}
