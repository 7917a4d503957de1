//! The language tables the page loads: every language, written as JSON from its
//! compiled-in texts, one file each ([`table_file`]). English's completes the
//! part of English the page carries, so it holds only the entries the page does not
//! carry ([`en::FIRST`](super::en::FIRST) leaves them [`LATER`](super::en::LATER)). Natively,
//! `tour-web DIR` writes them into DIR; `cargo xtask build` runs it for `dist/`.
//!
//! A table is one object: a fixed text or template under its catalogue name, a
//! pseudocode as an array of its lines, a per-variant name as an object under the
//! variants' keys.

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

/// `texts` as one JSON object without the entries `carried` holds alike, with no space
/// between its tokens: a visitor downloads every byte.
pub fn json(texts: &Texts, carried: Option<&Texts>) -> String {
    let carried = carried.map(Texts::entries).unwrap_or_default();
    let entries: Vec<String> = texts
        .entries()
        .into_iter()
        .filter(|entry| !carried.contains(entry))
        .map(|(key, entry)| {
            let value = match entry {
                Entry::Text(text) => string(text),
                Entry::Lines(lines) => {
                    let lines: Vec<String> = lines.into_iter().map(string).collect();
                    format!("[{}]", lines.join(","))
                }
                Entry::Names(names) => {
                    let names: Vec<String> = names
                        .into_iter()
                        .map(|(key, name)| format!("{}:{}", string(key), string(name)))
                        .collect();
                    format!("{{{}}}", names.join(","))
                }
            };
            format!("{}:{value}", string(key))
        })
        .collect();
    format!("{{{}}}", entries.join(","))
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

    #[test]
    fn every_loaded_table_reads_back_as_the_texts_it_was_written_from() {
        for lang in loaded_languages() {
            let written = json(texts(lang), carried(lang));
            let value: serde_json::Value = serde_json::from_str(&written).unwrap();
            let source = |key: &str, sub: Option<&str>| {
                let entry = value.get(key)?;
                let entry = match sub {
                    Some(sub) => match sub.parse::<usize>() {
                        Ok(index) if entry.is_array() => entry.get(index)?,
                        _ => entry.get(sub)?,
                    },
                    None => entry,
                };
                Some(&*entry.as_str()?.to_owned().leak())
            };
            let english = lang == Lang::En;
            let loaded = Texts::load(&source, &super::super::en::FIRST, english).unwrap();
            assert!(loaded.entries() == texts(lang).entries(), "{lang:?}");
            assert_eq!(loaded.fixed(), texts(lang).fixed());
            assert_eq!(loaded.templates(), texts(lang).templates());
            // A table missing an entry is refused, naming it.
            let without_title = |key: &str, sub: Option<&str>| match key {
                "title" => None,
                _ => source(key, sub),
            };
            let refused = Texts::load(&without_title, &super::super::en::FIRST, english);
            assert_eq!(refused.err(), (!english).then_some("title"));
        }
        // English's table leaves out what the page carries, and nothing else.
        let english = json(texts(Lang::En), carried(Lang::En));
        let value: serde_json::Value = serde_json::from_str(&english).unwrap();
        assert!(value.get("title").is_none() && value.get("imp_intro").is_some());
        assert!(value.get("algorithm_about").is_none() && value.get("code_fast").is_some());
        // A table missing a text the page does not carry is refused, English's too.
        let without_intro = |key: &str, _: Option<&str>| (key != "imp_intro").then_some("x");
        assert_eq!(
            Texts::load(&without_intro, &super::super::en::FIRST, true).err(),
            Some("imp_intro")
        );
    }
}
