//! The catalogue as data, for what the page does not carry compiled in: each language
//! but English as one JSON table the page fetches when the language is first asked for
//! ([`table_file`]), and the sections of every language that the scripts running beside
//! the app say, written into their copies ([`SCRIPTS`]). Natively, `tour-web DIR` writes
//! both into DIR ([`write`]); `cargo xtask build` runs it for `dist/`.
//!
//! A table is one object under the catalogue's keys: a fixed text or template as a
//! string, a pseudocode as an array of its lines, a name per variant as an object under
//! the variants' keys (`{"mode_name":{"watch":"觀看",…}}`). The page refuses a table
//! that lacks an entry or has one the catalogue does not declare, naming it
//! ([`Texts::load`]). A script's section is the same object, of the entries it names,
//! under each language's tag (`{"en":{…},"zh-Hant":{…},"zh-Hans":{…}}`).

use std::path::{Path, PathBuf};

use serde_json::{Map, Value};

use super::catalogue::Entry;
use super::{Texts, texts};
use crate::model::Lang;
use crate::tasks::files;

/// The file of `lang`'s table (`lang-zh-Hant.json`), as written before a release build
/// puts a hash of its content in its name ([`files`]); none for English.
pub fn table_file(lang: Lang) -> Option<&'static str> {
    Some(files::table(lang)?.name())
}

/// The languages the page loads: all but English.
pub fn loaded_languages() -> impl Iterator<Item = Lang> {
    Lang::ALL
        .into_iter()
        .filter(|&lang| table_file(lang).is_some())
}

/// A script that says words of the catalogue: its file as trunk copies it beside the
/// page, what it holds where its section goes, and the entries it says.
pub struct Script {
    /// The file beside the page.
    pub file: &'static str,
    /// What the script holds where its section goes, once.
    pub place: &'static str,
    /// The catalogue's entries the script says, by key.
    pub keys: &'static [&'static str],
}

/// The scripts that run beside the app and the catalogue's entries each says.
pub const SCRIPTS: [Script; 2] = [
    // The board drawn before the app runs: its header, switches and tagline (the
    // pieces for play mode's), its board's label and its status line.
    Script {
        file: "first-board.js",
        place: "{/* the catalogue's words */}",
        keys: &[
            "title",
            "tagline",
            "play_tagline",
            "play_tagline_any",
            "mode_label",
            "mode_name",
            "share",
            "theme",
            "theme_name",
            "language",
            "board_label",
            "piece_knight",
            "piece_camel",
            "piece_zebra",
            "piece_giraffe",
            "piece_leaper",
            "first_loading",
            "first_kept",
            "first_failed",
        ],
    },
    // A panic, over the board, and no offline copy.
    Script {
        file: "after-start.js",
        place: "{/* the words said after the start */}",
        keys: &["after_panic", "after_reload", "after_offline"],
    },
];

/// What `first-board.js` holds where the algorithms' IDs go.
pub const ALGORITHMS: &str = "[/* the algorithms' IDs */]";

/// What `first-board.js` holds where the files the app fetches by name go.
pub const FILES: &str = "[/* the files the app fetches by name */]";

/// What `first-board.js` holds where the engine's files go.
pub const ENGINE: &str = "[/* the engine's files */]";

/// One entry as JSON.
fn value(entry: Entry) -> Value {
    match entry {
        Entry::Text(text) => Value::String(text),
        Entry::Lines(lines) => lines.into(),
        Entry::Names(names) => Value::Object(
            names
                .into_iter()
                .map(|(key, name)| (key, Value::String(name)))
                .collect(),
        ),
    }
}

/// `texts` as one JSON object under the catalogue's keys; only the entries in `keys`,
/// if given.
pub fn object(texts: &Texts, keys: Option<&[&str]>) -> Map<String, Value> {
    texts
        .entries()
        .into_iter()
        .filter(|(key, _)| keys.is_none_or(|keys| keys.contains(key)))
        .map(|(key, entry)| (key.to_owned(), value(entry)))
        .collect()
}

/// `lang`'s table, as the page loads it.
pub fn json(lang: Lang) -> String {
    Value::Object(object(texts(lang), None)).to_string()
}

/// The entries of a table read back as the page reads them (for tests).
#[cfg(test)]
pub fn entries(table: &Value) -> Vec<(String, Entry)> {
    let entry = |value: &Value| match value {
        Value::Array(lines) => Entry::Lines(
            lines
                .iter()
                .map(|line| line.as_str().unwrap().to_owned())
                .collect(),
        ),
        Value::Object(names) => Entry::Names(
            names
                .iter()
                .map(|(key, name)| (key.clone(), name.as_str().unwrap().to_owned()))
                .collect(),
        ),
        text => Entry::Text(text.as_str().unwrap().to_owned()),
    };
    table
        .as_object()
        .unwrap()
        .iter()
        .map(|(key, value)| (key.clone(), entry(value)))
        .collect()
}

/// `script`'s section: its entries in every language, under each language's tag.
pub fn section(script: &Script) -> String {
    let languages: Map<String, Value> = Lang::ALL
        .into_iter()
        .map(|lang| {
            let words = object(texts(lang), Some(script.keys));
            (lang.tag().to_owned(), Value::Object(words))
        })
        .collect();
    Value::Object(languages).to_string()
}

/// Every algorithm's ID, as a JavaScript array literal (and JSON).
pub fn algorithms() -> String {
    let ids: Vec<&str> = tour_core::Algorithm::ALL
        .iter()
        .map(|algorithm| algorithm.id())
        .collect();
    Value::from(ids).to_string()
}

/// The lists `script` holds besides its words, each with its place: in `first-board.js`
/// the algorithms' IDs, the files the app fetches by name ([`files::FILES`]), and the
/// engine's files it fetches for a link whose work runs there at once (the pool first).
fn lists(script: &Script) -> Vec<(&'static str, String)> {
    if script.file != "first-board.js" {
        return Vec::new();
    }
    let engine: Vec<&str> = std::iter::once(files::File::EnginePool.name())
        .chain(files::ENGINE)
        .collect();
    vec![
        (ALGORITHMS, algorithms()),
        (FILES, Value::from(files::FILES.to_vec()).to_string()),
        (ENGINE, Value::from(engine).to_string()),
    ]
}

/// The copy of `script` with its section in its place (and its lists in theirs);
/// `None` when it lacks a place.
pub fn fill_script(script: &Script, text: &str) -> Option<String> {
    let lists = lists(script);
    if !text.contains(script.place) || lists.iter().any(|(place, _)| !text.contains(place)) {
        return None;
    }
    let filled = text.replacen(script.place, &section(script), 1);
    Some(
        lists
            .into_iter()
            .fold(filled, |text, (place, list)| text.replacen(place, &list, 1)),
    )
}

/// Writes every loaded language's table into `dir`, and fills the copies of the scripts
/// there (those there are); the files written.
pub fn write(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut written = Vec::new();
    for lang in loaded_languages() {
        let Some(file) = table_file(lang) else {
            continue;
        };
        let path = dir.join(file);
        std::fs::write(&path, json(lang))?;
        written.push(path);
    }
    for script in &SCRIPTS {
        let path = dir.join(script.file);
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => continue,
            Err(error) => return Err(error),
        };
        let filled = fill_script(script, &text).ok_or_else(|| {
            std::io::Error::other(format!("{} has no place for its words", path.display()))
        })?;
        std::fs::write(&path, filled)?;
        written.push(path);
    }
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::super::TableError;
    use super::*;

    /// `lang`'s table as the page reads it.
    fn read(lang: Lang) -> Vec<(String, Entry)> {
        entries(&serde_json::from_str(&json(lang)).unwrap())
    }

    #[test]
    fn every_loaded_table_reads_back_as_the_texts_it_was_written_from() {
        for lang in loaded_languages() {
            let loaded = Texts::load(read(lang)).unwrap();
            assert!(loaded.entries() == texts(lang).entries(), "{lang:?}");
            assert_eq!(loaded.fixed(), texts(lang).fixed());
            assert_eq!(loaded.templates(), texts(lang).templates());
            // English's table, were it written, would read back too.
            let english: Value = Value::Object(object(texts(Lang::En), None));
            assert!(Texts::load(entries(&english)).is_ok());
        }
        assert_eq!(
            loaded_languages().collect::<Vec<_>>(),
            [Lang::ZhHant, Lang::ZhHans]
        );
    }

    #[test]
    fn a_table_with_an_entry_missing_or_unknown_is_refused_by_its_key() {
        let table = read(Lang::ZhHant);
        let without = |key: &str| -> Vec<(String, Entry)> {
            table.iter().filter(|(k, _)| k != key).cloned().collect()
        };
        let refused = |entries| Texts::load(entries).err();
        assert_eq!(
            refused(without("title")),
            Some(TableError::Missing("title".into()))
        );
        let mut extra = table.clone();
        extra.push(("titel".into(), Entry::Text("x".into())));
        assert_eq!(refused(extra), Some(TableError::Unknown("titel".into())));
        // A variant's name and a pseudocode's line, missing or too many.
        let changed = |key: &str, entry: Entry| -> Vec<(String, Entry)> {
            let mut entries = without(key);
            entries.push((key.into(), entry));
            entries
        };
        let names = |pairs: &[(&str, &str)]| {
            Entry::Names(pairs.iter().map(|&(k, v)| (k.into(), v.into())).collect())
        };
        let themes = [("system", "a"), ("light", "b")];
        assert_eq!(
            refused(changed("theme_name", names(&themes))),
            Some(TableError::Missing("theme_name.dark".into()))
        );
        let themes = [("system", "a"), ("light", "b"), ("dark", "c"), ("dim", "d")];
        assert_eq!(
            refused(changed("theme_name", names(&themes))),
            Some(TableError::Unknown("theme_name.dim".into()))
        );
        let lines = |n: usize| Entry::Lines(vec!["x".into(); n]);
        assert_eq!(
            refused(changed("code_fast", lines(11))),
            Some(TableError::Missing("code_fast[11]".into()))
        );
        assert_eq!(
            refused(changed("code_fast", lines(13))),
            Some(TableError::Unknown("code_fast[12]".into()))
        );
        assert_eq!(
            refused(changed("title", lines(1))),
            Some(TableError::Shape("title".into()))
        );
        assert_eq!(
            TableError::Missing("title".into()).to_string(),
            "the table lacks title"
        );
    }

    #[test]
    fn every_language_has_every_key_with_every_placeholder_of_the_english() {
        let keys = |lang: Lang| -> Vec<&str> {
            texts(lang).entries().into_iter().map(|(k, _)| k).collect()
        };
        let english = texts(Lang::En).templates();
        for lang in Lang::ALL {
            assert_eq!(keys(lang), keys(Lang::En), "{lang:?}");
            let mut placeholders = Vec::new();
            for ((name, template, _), (_, english, _)) in
                texts(lang).templates().into_iter().zip(&english)
            {
                let mut theirs = super::super::placeholders(template);
                let mut ours = super::super::placeholders(english);
                for each in [&mut theirs, &mut ours] {
                    each.sort_unstable();
                    each.dedup();
                }
                if !name.contains('[') && theirs != ours {
                    placeholders.push(format!("{lang:?} {name}: {template}"));
                }
            }
            assert!(placeholders.is_empty(), "{}", placeholders.join("\n"));
        }
    }

    #[test]
    fn the_scripts_say_exactly_the_catalogues_entries_in_every_language() {
        for script in &SCRIPTS {
            let section: Value = serde_json::from_str(&section(script)).unwrap();
            for lang in Lang::ALL {
                let words = section[lang.tag()].as_object().unwrap();
                assert_eq!(words.len(), script.keys.len(), "{}", script.file);
                let whole = object(texts(lang), None);
                for key in script.keys {
                    assert_eq!(words.get(*key), whole.get(*key), "{lang:?}: {key}");
                    assert!(words.get(*key).is_some(), "{}: {key}", script.file);
                }
            }
        }
        let ids: Vec<String> = serde_json::from_str(&algorithms()).unwrap();
        let wanted: Vec<&str> = tour_core::Algorithm::ALL
            .iter()
            .map(|algorithm| algorithm.id())
            .collect();
        assert_eq!(ids, wanted);
    }

    #[test]
    fn each_script_has_one_place_for_its_words() {
        let sources = [
            include_str!("../../static/first-board.js"),
            include_str!("../../static/after-start.js"),
        ];
        for (script, source) in SCRIPTS.iter().zip(sources) {
            assert_eq!(source.matches(script.place).count(), 1, "{}", script.file);
            let filled = fill_script(script, source).unwrap();
            assert!(filled.contains(&section(script)), "{}", script.file);
            assert_eq!(fill_script(script, &filled), None, "filled once");
        }
        let first = fill_script(&SCRIPTS[0], sources[0]).unwrap();
        assert!(first.contains(&format!("const ALGORITHMS = {};", algorithms())));
        // The lists as written from web/src/tasks/files/names.rs, not a copy of it.
        let listed = Value::from(files::FILES.to_vec()).to_string();
        assert!(first.contains(&format!("self.tourFiles = {listed};")));
        let engine: Vec<String> = [files::File::EnginePool.name()]
            .into_iter()
            .chain(files::ENGINE)
            .map(|name| format!("{name:?}"))
            .collect();
        assert!(first.contains(&format!("for (const file of [{}])", engine.join(","))));
        assert_eq!(
            files::FILES[files::File::EnginePool.index()],
            "tour-engine-pool.js"
        );
    }
}

#[cfg(test)]
mod script_fill {
    use std::fmt::Display;

    use super::super::{fill, texts};
    use crate::model::Lang;

    /// `first-board.js`'s filler, as the script holds it.
    fn script_filler() -> &'static str {
        let script = include_str!("../../static/first-board.js");
        let start = script.find("const fill = (template, values) => {").unwrap();
        let end = start + script[start..].find("\n  };\n").unwrap() + "\n  };".len();
        &script[start..end]
    }

    /// Each case filled by the script's filler, run by node.
    fn script_fills(cases: &[(String, Vec<(String, String)>)]) -> Vec<String> {
        use std::io::Write;
        let program = format!(
            "{}\nconst cases = JSON.parse(require('fs').readFileSync(0, 'utf8'));\n\
             process.stdout.write(JSON.stringify(cases.map(([t, v]) => fill(t, Object.fromEntries(v)))));",
            script_filler()
        );
        let mut node = std::process::Command::new("node")
            .args(["-e", &program])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("node runs the script's filler (the browser tests need it too)");
        let input = serde_json::to_string(cases).unwrap();
        node.stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        let output = node.wait_with_output().unwrap();
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        serde_json::from_slice(&output.stdout).unwrap()
    }

    #[test]
    fn the_first_boards_filler_follows_the_catalogues_rules() {
        // Every template of every language with each placeholder named, then the rules'
        // own cases: counts one and other, stray and unknown braces, a value holding a
        // brace, a form without its second half.
        let mut cases: Vec<(String, Vec<(String, String)>)> = Vec::new();
        for lang in Lang::ALL {
            for (_, template, declared) in texts(lang).templates() {
                let values = declared
                    .iter()
                    .map(|name| (name.to_string(), format!("<{name}>")));
                cases.push((template.to_owned(), values.collect()));
            }
        }
        let pairs = |values: &[(&str, &str)]| -> Vec<(String, String)> {
            values
                .iter()
                .map(|&(k, v)| (k.to_owned(), v.to_owned()))
                .collect()
        };
        let plural = "{n} {n|square|squares} deep, {k} {k|try|tries|x}";
        for count in ["1", " 1 ", "0", "2", "1,000", "01", ""] {
            cases.push((plural.to_owned(), pairs(&[("n", count), ("k", count)])));
        }
        for (template, values) in [
            ("{a} and {b}, {a}", &[("a", "1"), ("b", "two")][..]),
            ("{unknown} {", &[("a", "1")]),
            ("{a}", &[("a", "{b}"), ("b", "2")]),
            ("{n|square}", &[("n", "1")]),
            ("{m|a|b}", &[("n", "1")]),
            ("{{a}} {a|} {|a|b} }{", &[("a", "1"), ("", "e")]),
            ("{toString} {__proto__} {constructor}", &[("a", "1")]),
            ("騎士 {sq}：{sq|一|多}", &[("sq", "1")]),
        ] {
            cases.push((template.to_owned(), pairs(values)));
        }
        let rust: Vec<String> = cases
            .iter()
            .map(|(template, values)| {
                let values: Vec<(&str, &dyn Display)> = values
                    .iter()
                    .map(|(name, value)| (name.as_str(), value as &dyn Display))
                    .collect();
                fill(template, &values)
            })
            .collect();
        let script = script_fills(&cases);
        assert_eq!(script.len(), rust.len());
        for ((case, ours), theirs) in cases.iter().zip(&rust).zip(&script) {
            assert_eq!(ours, theirs, "{case:?}");
        }
    }
}
