//! After trunk: a hash of its content in the name of every file the build copies as it is,
//! so no cache ever serves an old file beside a new build.
//!
//! Trunk names the page's WebAssembly, its glue, the stylesheet and the icon by their
//! content; the files it copies as they are (the language tables the post_build hook
//! writes, `first-board.js`, the engine's glue, WebAssembly and
//! scripts, the manifest and its icons, the embedding example's script
//! and styles) keep theirs. A host that caches them (GitHub Pages sends `max-age=600`
//! on everything), or a service worker of the last version, could then serve an old
//! table or engine beside a new page. Here each becomes `name-<hash>.ext` (eight hex
//! digits of its content's FNV-1a hash; `name-<hash>_bg.wasm` for WebAssembly, as trunk
//! names the page's), and every quoted reference to it in the build's HTML, scripts and
//! manifest is rewritten, a file's references before its own hash is taken, so a change
//! anywhere renames every file that names it.
//!
//! Three files keep their names: `index.html` and `embed-example.html`, the pages people
//! link to, and `sw.js`, whose address is the service worker's identity (browsers
//! check it for updates past the HTTP cache). The page's WebAssembly cannot be rewritten,
//! and names the files it fetches (the tables, the engine's pool) as
//! written: `first-board.js` lists them in the same order (the native build writes
//! `web/src/tasks/files/names.rs`'s list there), so its list holds this build's names,
//! which the page reads.

use std::fs;
use std::path::Path;

use crate::command::{Failure, step};
use crate::offline::fnv;

/// The files that keep their names: pages people link to, and the service worker.
const KEPT: [&str; 3] = ["index.html", "embed-example.html", "sw.js"];

/// Families of files loaded together, which share one hash (of all their contents): the
/// engine's pool, loaders, glue and WebAssembly, and the language
/// tables, written together from one catalogue. A page names a family's files with one
/// hash, a few bytes where each its own would cost about eight gzipped.
const FAMILIES: [&str; 2] = ["tour-engine", "lang-"];

/// The extensions of the files whose references are rewritten.
const TEXT: [&str; 4] = ["html", "js", "css", "webmanifest"];

/// How many hex digits of the content's hash a name carries.
const DIGITS: usize = 8;

/// Renames the files of `dist` that are not named by their content yet, rewriting every
/// reference to them.
pub fn finish(dist: &Path) -> Result<(), Failure> {
    step("a hash of its content in the name of every file copied as it is");
    let mut names: Vec<String> = fs::read_dir(dist)
        .map_err(|e| Failure(format!("listing dist: {e}")))?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| dist.join(name).is_file())
        .collect();
    names.sort();
    // Each file to rename on its own, or with its family.
    let mut pending: Vec<Vec<String>> = Vec::new();
    for name in names.iter().filter(|name| renamed(name)) {
        match pending
            .iter_mut()
            .find(|unit| family(&unit[0]) == family(name))
        {
            Some(unit) => unit.push(name.clone()),
            None => pending.push(vec![name.clone()]),
        }
    }
    let mut done: Vec<(String, String)> = Vec::new();
    while !pending.is_empty() {
        let unit = pending.remove(next_ready(dist, &pending)?);
        let renames = rename(dist, &unit, &done)?;
        done.extend(renames);
    }
    // The files that keep their names; those named by their content must name none.
    for name in names.iter().filter(|name| !renamed(name) && is_text(name)) {
        let bytes = read(dist, name)?;
        let rewritten = with_names(name, bytes.clone(), &done);
        if rewritten == bytes {
            continue;
        }
        if !KEPT.contains(&name.as_str()) {
            return Err(Failure(format!(
                "dist/{name}, named after its content, names a file copied as it is; it \
                 would need another name"
            )));
        }
        fs::write(dist.join(name), rewritten)
            .map_err(|e| Failure(format!("writing dist/{name}: {e}")))?;
    }
    for (old, new) in &done {
        println!("{old} -> {new}");
    }
    Ok(())
}

/// The bytes of `dist/name`.
fn read(dist: &Path, name: &str) -> Result<Vec<u8>, Failure> {
    fs::read(dist.join(name)).map_err(|e| Failure(format!("reading dist/{name}: {e}")))
}

/// The first of `pending` (files, or a family) that names no other pending file: it can
/// take its final name.
fn next_ready(dist: &Path, pending: &[Vec<String>]) -> Result<usize, Failure> {
    for (at, unit) in pending.iter().enumerate() {
        let mut names_pending = false;
        for name in unit.iter().filter(|name| is_text(name)) {
            let text = String::from_utf8_lossy(&read(dist, name)?).into_owned();
            names_pending |= pending
                .iter()
                .flatten()
                .any(|other| !unit.contains(other) && names_file(&text, other));
        }
        if !names_pending {
            return Ok(at);
        }
    }
    Err(Failure(format!(
        "these files name each other in a circle, so none can be named by its content: {}",
        pending.concat().join(", ")
    )))
}

/// Gives `unit` (a file, or a family) the hash of its contents once the files it names
/// are renamed (`done`); the renames (old name, new name).
fn rename(
    dist: &Path,
    unit: &[String],
    done: &[(String, String)],
) -> Result<Vec<(String, String)>, Failure> {
    let mut contents = Vec::new();
    for name in unit {
        contents.push(with_names(name, read(dist, name)?, done));
    }
    // The hash covers the family's names of each other as written, which its new names
    // then replace.
    let hash = hash_of(
        unit.iter()
            .map(String::as_str)
            .zip(contents.iter().map(Vec::as_slice)),
    );
    let renames: Vec<(String, String)> = unit
        .iter()
        .map(|name| (name.clone(), with_hash(name, &hash)))
        .collect();
    for ((name, new), bytes) in renames.iter().zip(contents) {
        fs::write(dist.join(new), with_names(name, bytes, &renames))
            .and_then(|()| fs::remove_file(dist.join(name)))
            .map_err(|e| Failure(format!("renaming dist/{name} to {new}: {e}")))?;
    }
    Ok(renames)
}

/// The family `name` belongs to ([`FAMILIES`]), or its own name.
fn family(name: &str) -> &str {
    FAMILIES
        .iter()
        .find(|family| name.starts_with(**family))
        .map_or(name, |family| family)
}

/// Whether `name` gets a hash: not one of [`KEPT`], and not named by its content yet.
fn renamed(name: &str) -> bool {
    !KEPT.contains(&name) && !has_trunk_hash(name)
}

/// The names trunk gives the files it names by their content (`style-<hash>.css`,
/// `tour-web-<hash>.js`, `tour-web-<hash>_bg.wasm`), and the offline step's
/// `boot-<hash>.js`.
const CONTENT_NAMED: [&str; 3] = ["style-", "tour-web-", "boot-"];

/// Whether `name` is named after its content already ([`CONTENT_NAMED`]). Trunk writes
/// its 64-bit hash without leading zeros, so one build in sixteen has fifteen digits or
/// fewer: the hash is told by where it stands, not by its length.
fn has_trunk_hash(name: &str) -> bool {
    CONTENT_NAMED.iter().any(|prefix| {
        name.strip_prefix(prefix)
            .and_then(|rest| rest.split(['_', '.']).next())
            .is_some_and(|hash| {
                (1..=16).contains(&hash.len()) && hash.bytes().all(|b| b.is_ascii_hexdigit())
            })
    })
}

/// Whether references in `name` are rewritten.
fn is_text(name: &str) -> bool {
    Path::new(name)
        .extension()
        .and_then(|ext| ext.to_str())
        .is_some_and(|ext| TEXT.contains(&ext))
}

/// `bytes` of the file `name` with every reference of `renames` (old name, new name)
/// rewritten, when it is a text file.
fn with_names(name: &str, bytes: Vec<u8>, renames: &[(String, String)]) -> Vec<u8> {
    if !is_text(name) {
        return bytes;
    }
    let Ok(mut text) = String::from_utf8(bytes.clone()) else {
        return bytes;
    };
    for (old, new) in renames {
        text = rewritten(&text, old, new);
    }
    text.into_bytes()
}

/// The hash of files' names and contents, as [`DIGITS`] hex digits (FNV-1a, folded).
fn hash_of<'a>(files: impl Iterator<Item = (&'a str, &'a [u8])>) -> String {
    let mut all = Vec::new();
    for (name, bytes) in files {
        all.extend_from_slice(name.as_bytes());
        all.push(0);
        all.extend_from_slice(bytes);
    }
    let hash = fnv(&all);
    format!("{:0DIGITS$x}", (hash ^ (hash >> 32)) & 0xffff_ffff)
}

/// `name` with `hash` before its extension, or before the `_bg` wasm-bindgen gives a
/// module's WebAssembly, as trunk names the page's: `lang-zh-Hans.json` to `lang-zh-Hans-0123abcd.json`,
/// `tour-engine_bg.wasm` to `tour-engine-0123abcd_bg.wasm` (so the glue, loaded from
/// `tour-engine-0123abcd.js`, finds it beside itself by its own name).
fn with_hash(name: &str, hash: &str) -> String {
    let end = name
        .find("_bg.")
        .or_else(|| name.rfind('.'))
        .unwrap_or(name.len());
    format!("{}-{hash}{}", &name[..end], &name[end..])
}

/// The name a file had before [`finish`] gave it a hash: `lang-zh-Hans-0123abcd.json` to
/// `lang-zh-Hans.json`, `tour-engine-0123abcd_bg.wasm` to `tour-engine_bg.wasm` (any other name
/// as it is).
pub fn plain(name: &str) -> String {
    let end = name
        .find("_bg.")
        .or_else(|| name.rfind('.'))
        .unwrap_or(name.len());
    match end.checked_sub(DIGITS + 1) {
        Some(dash)
            if name[dash..].starts_with('-')
                && name[dash + 1..end].bytes().all(|b| b.is_ascii_hexdigit()) =>
        {
            format!("{}{}", &name[..dash], &name[end..])
        }
        _ => name.to_owned(),
    }
}

/// Where `text` names the file `name`: quoted (`'lang-en.json'`, `"./lang-en.json"`, in
/// backticks) or as an unquoted HTML attribute's value (`src=./first-board.js>`, as
/// minifiers leave it); the byte offsets of each occurrence of `name` in one.
fn references(text: &str, name: &str) -> Vec<usize> {
    text.match_indices(name)
        .map(|(at, _)| at)
        .filter(|&at| {
            let before = text[..at].strip_suffix("./").unwrap_or(&text[..at]);
            let after = &text[at + name.len()..];
            match before.chars().next_back() {
                Some(quote @ ('"' | '\'' | '`')) => after.starts_with(quote),
                Some('=') => after
                    .chars()
                    .next()
                    .is_some_and(|c| c.is_whitespace() || c == '>'),
                _ => false,
            }
        })
        .collect()
}

/// Whether `text` names the file `name` ([`references`]).
fn names_file(text: &str, name: &str) -> bool {
    !references(text, name).is_empty()
}

/// `text` with every reference to `old` naming `new` instead.
fn rewritten(text: &str, old: &str, new: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut from = 0;
    for at in references(text, old) {
        out.push_str(&text[from..at]);
        out.push_str(new);
        from = at + old.len();
    }
    out.push_str(&text[from..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `name` as [`finish`] names a file of its own with `bytes` in it.
    fn hashed(name: &str, bytes: &[u8]) -> String {
        with_hash(name, &hash_of([(name, bytes)].into_iter()))
    }

    #[test]
    fn a_name_changes_with_its_content_and_only_then() {
        let name = hashed("lang-zh-Hant.json", b"{\"title\":\"a\"}");
        assert!(name.starts_with("lang-zh-Hant-") && name.ends_with(".json"));
        assert_eq!(name.len(), "lang-zh-Hant.json".len() + 1 + DIGITS);
        assert_eq!(name, hashed("lang-zh-Hant.json", b"{\"title\":\"a\"}"));
        assert_ne!(name, hashed("lang-zh-Hant.json", b"{\"title\":\"b\"}"));
        assert_eq!(plain(&name), "lang-zh-Hant.json");
        assert_eq!(
            with_hash("tour-engine_bg.wasm", "0123abcd"),
            "tour-engine-0123abcd_bg.wasm"
        );
        assert_eq!(plain("tour-engine-0123abcd_bg.wasm"), "tour-engine_bg.wasm");
        assert_eq!(with_hash("README", "0123abcd"), "README-0123abcd");
        assert_eq!(plain("README-0123abcd"), "README");
        assert_eq!(plain("tour-engine-loader.js"), "tour-engine-loader.js");
        assert_eq!(plain("manifest.webmanifest"), "manifest.webmanifest");
    }

    #[test]
    fn quoted_references_and_bare_attributes_are_rewritten_and_nothing_else() {
        let script = "a('later.css');b(\"./later.css\");c(`later.css`);\
                      d('xlater.css');e('later.css.map');// later.css";
        assert_eq!(
            rewritten(script, "later.css", "later-1.css"),
            "a('later-1.css');b(\"./later-1.css\");c(`later-1.css`);\
             d('xlater.css');e('later.css.map');// later.css"
        );
        let html = "<script src=./first-board.js></script><link href=./m.webmanifest rel=manifest>\
                    <p>first-board.js</p><a href=\"first-board.js\">";
        assert_eq!(
            rewritten(html, "first-board.js", "first-board-2.js"),
            "<script src=./first-board-2.js></script><link href=./m.webmanifest rel=manifest>\
             <p>first-board.js</p><a href=\"first-board-2.js\">"
        );
        assert!(names_file(html, "m.webmanifest"));
        assert!(!names_file(html, "board.js"));
    }

    #[test]
    fn what_keeps_its_name_and_what_shares_a_hash() {
        for name in [
            "index.html",
            "sw.js",
            "embed-example.html",
            "boot-0123456789abcdef.js",
            "style-9d20314f045dedfc.css",
            "tour-web-38002cbc70156509_bg.wasm",
            "tour-web-fd103d091f9eb83_bg.wasm",
            "tour-web-fd103d091f9eb83.js",
        ] {
            assert!(!renamed(name), "{name}");
        }
        for name in [
            "lang-zh-Hant.json",
            "tour-engine_bg.wasm",
            "icon-192.png",
            "first-board.js",
            "style-extra.css",
            "tour-engine-0123456789abcdef.js",
        ] {
            assert!(renamed(name), "{name}");
        }
        assert_eq!(family("tour-engine_bg.wasm"), family("tour-engine-pool.js"));
        assert_ne!(family("tour-engine.js"), family("lang-zh-Hans.json"));
        assert_eq!(family("lang-zh-Hans.json"), family("lang-zh-Hant.json"));
        assert_ne!(family("icon-192.png"), family("icon-512.png"));
    }

    /// The files of `dir`, sorted.
    #[test]
    fn every_file_fetched_by_name_is_built_and_renamed_with_its_family() {
        use crate::page_files::{ENGINE, FILES, File};
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let html = fs::read_to_string(root.join("index.html")).unwrap();
        let pool =
            fs::read_to_string(root.join("web/static").join(File::EnginePool.name())).unwrap();
        for name in FILES.iter().chain(&ENGINE) {
            assert!(renamed(name) && !KEPT.contains(name), "{name}");
            assert!(FAMILIES.contains(&family(name)), "{name}");
            // A script of web/static is copied by index.html; the rest are written by
            // the build (the tables by tour-web's hook, the engine by trunk).
            if root.join("web/static").join(name).exists() {
                let copied = format!("href=\"web/static/{name}\"");
                assert!(html.contains(&copied), "{name}");
            }
        }
        // The pool fetches the rest of the engine by the same names.
        for name in ENGINE {
            assert!(pool.contains(&format!("'{name}'")), "{name}");
        }
        assert!(html.contains("data-bin=\"tour-engine\""));
    }

    fn listed(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        names
    }

    /// Writes a small build into `dist` (emptied first): a page, a script naming a table,
    /// an icon and a family of two, one naming the other and the table.
    fn small_build(dist: &Path, table: &str) {
        let _ = fs::remove_dir_all(dist);
        fs::create_dir_all(dist).unwrap();
        let write = |name: &str, text: &str| fs::write(dist.join(name), text).unwrap();
        write("index.html", "<script src=./first.js></script>");
        write(
            "first.js",
            "preload('lang-zh-Hant.json');preload('tour-engine-pool.js')",
        );
        write(
            "tour-engine-pool.js",
            "new Worker('tour-engine.js');fetch('lang-zh-Hant.json')",
        );
        write("tour-engine.js", "wasm()");
        write("lang-zh-Hant.json", table);
        write("icon.png", "png");
        write("sw.js", "register('./sw.js')");
    }

    #[test]
    fn a_file_is_named_after_the_files_it_names() {
        let dist = std::env::temp_dir().join(format!("xtask-hashed-{}", std::process::id()));
        small_build(&dist, "{\"a\":1}");
        finish(&dist).unwrap();
        let names = listed(&dist);
        let named = |plain_name: &str| names.iter().find(|name| plain(name) == plain_name).unwrap();
        let (first, pool, glue) = (
            named("first.js"),
            named("tour-engine-pool.js"),
            named("tour-engine.js"),
        );
        let (table, icon) = (named("lang-zh-Hant.json"), named("icon.png"));
        assert!(names.contains(&"index.html".to_owned()) && names.contains(&"sw.js".to_owned()));
        assert_eq!(names.len(), 7);
        assert_ne!(table, "lang-zh-Hant.json");
        // A family shares one hash.
        assert_eq!(
            pool[pool.len() - 3 - DIGITS..],
            glue[glue.len() - 3 - DIGITS..]
        );
        let read = |name: &str| fs::read_to_string(dist.join(name)).unwrap();
        assert_eq!(
            read("index.html"),
            format!("<script src=./{first}></script>")
        );
        assert_eq!(read(first), format!("preload('{table}');preload('{pool}')"));
        assert_eq!(read(pool), format!("new Worker('{glue}');fetch('{table}')"));
        assert_eq!(read("sw.js"), "register('./sw.js')");
        // A new table renames the table and every file that names it, and no other.
        small_build(&dist, "{\"a\":2}");
        finish(&dist).unwrap();
        let again = listed(&dist);
        let renamed_again = |name: &String| !again.contains(name);
        assert!(renamed_again(table) && renamed_again(pool) && renamed_again(glue));
        assert!(renamed_again(first));
        assert!(!renamed_again(icon));
        fs::remove_dir_all(&dist).unwrap();
    }
}
