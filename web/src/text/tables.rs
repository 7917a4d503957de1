//! The language tables the page loads: every language, written as JSON from its
//! compiled-in texts, one file each ([`table_file`]). English's completes the
//! part of English the page carries, so it holds only the entries the page does not
//! carry ([`en::FIRST`](super::en::FIRST) leaves them [`LATER`](super::en::LATER)). Natively,
//! `tour-web DIR` writes them into DIR; `cargo xtask build` runs it for `dist/`.
//!
//! A table is one array, an item per catalogue entry in [`Texts::entries`]'s order: a
//! fixed text or template as a string, a pseudocode as an array of its lines, a
//! per-variant name as an array in the variants' order, and `0` for an entry English's
//! table leaves out. It names no keys (they would be a quarter of its bytes, and the
//! page would carry them too): the page and its tables come from one build, whose hashes
//! in the files' names keep them together, and the page refuses a table of another
//! length.

use std::fmt::Write;
use std::path::{Path, PathBuf};

use super::catalogue::Entry;
use super::{Texts, texts};
use crate::model::Lang;
use crate::tasks::files;

/// The file of `lang`'s table (`lang-zh-Hant.json`, `lang-en.json`), as written before a
/// release build puts a hash of its content in its name ([`files`]).
pub fn table_file(lang: Lang) -> &'static str {
    files::FILES[files::table(lang)]
}

/// The languages the page loads (all of English only with its table).
pub fn loaded_languages() -> impl Iterator<Item = Lang> {
    Lang::ALL.into_iter()
}

/// Writes every loaded language's table into `dir`; the files written.
pub fn write(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    loaded_languages()
        .map(|lang| {
            let path = dir.join(table_file(lang));
            std::fs::write(&path, json(texts(lang), carried(lang)))?;
            Ok(path)
        })
        .collect()
}

/// What the page carries of `lang`: English's first texts.
pub fn carried(lang: Lang) -> Option<&'static Texts> {
    (lang == Lang::En).then_some(&super::en::FIRST)
}

/// `texts` as one JSON array, `0` for each entry `carried` holds alike, with no space
/// between its tokens: a visitor downloads every byte.
pub fn json(texts: &Texts, carried: Option<&Texts>) -> String {
    let carried = carried.map(Texts::entries).unwrap_or_default();
    let strings = |items: Vec<&str>| {
        let items: Vec<String> = items.into_iter().map(string).collect();
        format!("[{}]", items.join(","))
    };
    let entries: Vec<String> = texts
        .entries()
        .into_iter()
        .map(|entry| {
            if carried.contains(&entry) {
                return "0".to_owned();
            }
            match entry.1 {
                Entry::Text(text) => string(text),
                Entry::Lines(lines) => strings(lines),
                Entry::Names(names) => strings(names.into_iter().map(|(_, name)| name).collect()),
            }
        })
        .collect();
    format!("[{}]", entries.join(","))
}

/// `text` as a JSON string: quotes, backslashes and control characters escaped, the
/// rest as it is (UTF-8).
pub(super) fn string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if u32::from(c) < 0x20 => {
                // Writing into a String cannot fail.
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_escaped_for_json() {
        assert_eq!(
            string("a \"b\" \\ 騎士\n\t"),
            "\"a \\\"b\\\" \\\\ 騎士\\n\\u0009\""
        );
    }

    /// The entry of `texts` at `at`, by its catalogue name.
    fn place(name: &str) -> usize {
        let entries = texts(Lang::En).entries();
        entries.iter().position(|(key, _)| *key == name).unwrap()
    }

    #[test]
    fn every_loaded_table_reads_back_as_the_texts_it_was_written_from() {
        for lang in loaded_languages() {
            let written = json(texts(lang), carried(lang));
            let value: serde_json::Value = serde_json::from_str(&written).unwrap();
            assert_eq!(value.as_array().unwrap().len(), Texts::ENTRIES, "{lang:?}");
            let source = |at: usize, sub: Option<usize>| {
                let entry = value.get(at)?;
                let entry = match sub {
                    Some(sub) => entry.get(sub)?,
                    None => entry,
                };
                Some(&*entry.as_str()?.to_owned().leak())
            };
            let english = lang == Lang::En;
            let loaded = Texts::load(&source, &super::super::en::FIRST, english).unwrap();
            assert!(loaded.entries() == texts(lang).entries(), "{lang:?}");
            assert_eq!(loaded.fixed(), texts(lang).fixed());
            assert_eq!(loaded.templates(), texts(lang).templates());
            // A table missing an entry is refused, naming its place.
            let title = place("title");
            let without_title = |at: usize, sub: Option<usize>| match at == title {
                true => None,
                false => source(at, sub),
            };
            let refused = Texts::load(&without_title, &super::super::en::FIRST, english);
            assert_eq!(refused.err(), (!english).then_some(title));
        }
        // English's table leaves out what the page carries, and nothing else.
        let english = json(texts(Lang::En), carried(Lang::En));
        let value: serde_json::Value = serde_json::from_str(&english).unwrap();
        assert_eq!(value[place("title")], 0);
        assert!(value[place("imp_intro")].is_string());
        assert_eq!(value[place("algorithm_about")], 0);
        assert!(value[place("code_fast")].is_array());
        // A table missing a text the page does not carry is refused, English's too.
        let intro = place("imp_intro");
        let without_intro = |at: usize, _: Option<usize>| (at != intro).then_some("x");
        assert_eq!(
            Texts::load(&without_intro, &super::super::en::FIRST, true).err(),
            Some(intro)
        );
    }
}
