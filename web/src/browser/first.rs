//! The board the page shows before the app runs: `web/static/first-board.js` draws the
//! link's board into a copy of the page marked `data-first-page`, whose squares can be
//! chosen while the WebAssembly loads. The app reads what the person did there once, as
//! it starts, and removes that copy when its own page is on screen.

use web_sys::Element;

/// What the person did on the board shown before the app ran.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FirstBoard {
    /// The board it drew, as `RxC`.
    pub size: String,
    /// The last square chosen there (a click, Enter or Space), by name.
    pub chosen: Option<String>,
    /// The square holding keyboard focus, by name.
    pub focused: Option<String>,
}

/// The copy of the page shown before the app ran, while it is there.
fn first_page() -> Option<Element> {
    let document = web_sys::window()?.document()?;
    document.query_selector("[data-first-page]").ok().flatten()
}

/// What happened on the first board, if the page showed one.
pub fn read() -> Option<FirstBoard> {
    let page = first_page()?;
    let size = page
        .query_selector("[data-first-board]")
        .ok()
        .flatten()?
        .get_attribute("data-first-board")?;
    let focused = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.active_element())
        .filter(|active| active.closest("[data-first-page]").ok().flatten().is_some())
        .and_then(|active| active.get_attribute("data-first-square"));
    Some(FirstBoard {
        size,
        chosen: page.get_attribute("data-chosen"),
        focused,
    })
}

/// Removes the copy of the page: the app's own is on screen.
pub fn remove() {
    if let Some(page) = first_page() {
        page.remove();
    }
}

/// A root element for the app at the end of the page: mounting the app empties its root,
/// and the page shown before it must stay until the app has read it.
pub fn app_root() -> Option<Element> {
    let document = web_sys::window()?.document()?;
    let root = document.create_element("div").ok()?;
    document.body()?.append_with_node_1(&root).ok()?;
    Some(root)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use crate::model::Lang;
    use crate::text::{tables, texts};

    /// The script that draws the first board, as the build copies it.
    const SCRIPT: &str = include_str!("../../static/first-board.js");

    /// Each word the script carries and the catalogue entry it repeats (`entry.variant`
    /// for a per-variant name), so the page reads the same before and after the app runs.
    const SHARED: [(&str, &str); 21] = [
        ("title", "title"),
        ("tagline", "tagline"),
        ("play", "play_tagline"),
        ("play_any", "play_tagline_any"),
        ("pieces.0", "piece_knight"),
        ("pieces.1", "piece_camel"),
        ("pieces.2", "piece_zebra"),
        ("pieces.3", "piece_giraffe"),
        ("pieces.4", "piece_leaper"),
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

    /// The script's own words: what the page says only while the WebAssembly loads.
    const OWN: [&str; 3] = ["loading", "kept", "failed"];

    /// The quoted text `text` starts with, and what follows it.
    fn quoted(text: &str) -> Option<(&str, &str)> {
        let quote = text.chars().next().filter(|c| matches!(c, '\'' | '"'))?;
        let end = text[1..].find(quote)? + 1;
        Some((&text[1..end], &text[end + 1..]))
    }

    /// The words of one language's table in the script: `key: 'text'`, and a list
    /// `key: ['a', 'b']` as `key.0`, `key.1`.
    fn words(mut table: &str) -> BTreeMap<String, String> {
        let mut words = BTreeMap::new();
        while let Some(colon) = table.find(": ") {
            let before = &table[..colon];
            let key = before
                .rsplit(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .next()
                .unwrap_or_default();
            table = &table[colon + 2..];
            if let Some(list) = table.strip_prefix('[') {
                let mut index = 0;
                let mut rest = list.trim_start();
                while let Some((word, after)) = quoted(rest) {
                    words.insert(format!("{key}.{index}"), word.to_owned());
                    index += 1;
                    rest = after.trim_start_matches([',', ' ']);
                }
                table = rest;
            } else if let Some((word, after)) = quoted(table) {
                words.insert(key.to_owned(), word.to_owned());
                table = after;
            }
        }
        words
    }

    /// `lang`'s table in the script.
    fn script_table(lang: Lang) -> &'static str {
        let opening = match lang {
            Lang::En => "    en: {".to_owned(),
            other => format!("    '{}': {{", other.tag()),
        };
        let start = SCRIPT
            .find(&opening)
            .expect("the script has a table per language");
        let table = &SCRIPT[start + opening.len()..];
        &table[..table.find("\n    },").expect("the table ends")]
    }

    #[test]
    fn the_first_board_says_what_the_app_says_in_every_language() {
        for lang in Lang::ALL {
            let catalogue: serde_json::Value =
                serde_json::from_str(&tables::json(texts(lang), None)).unwrap();
            let script = words(script_table(lang));
            for (key, entry) in SHARED {
                let wanted = entry
                    .split('.')
                    .fold(&catalogue, |value, part| &value[part]);
                assert_eq!(
                    script.get(key).map(String::as_str),
                    wanted.as_str(),
                    "{lang:?}: first-board.js's {key} and the catalogue's {entry}"
                );
            }
            for key in script.keys() {
                assert!(
                    SHARED.iter().any(|(shared, _)| shared == key) || OWN.contains(&key.as_str()),
                    "{lang:?}: first-board.js's {key} is neither the catalogue's nor its own"
                );
            }
        }
    }
}
