//! The page's weight, printed in three groups (gzip -9, what a host without brotli sends,
//! and brotli beside it):
//!
//! * **before the first click is answered**: `index.html` and everything it has the
//!   browser fetch while the page starts (its scripts, stylesheets, preloads, icons) and
//!   what those scripts load (the wasm glue and the wasm);
//! * **the engine**: the Web Worker's loader, glue and WebAssembly (`tour-engine*`),
//!   fetched when work first needs them or the page is idle after its first tour;
//! * **the rest**: everything fetched later or on demand ([`when_asked`]), the service
//!   worker and the offline copy it installs, the manifest and its icons, language
//!   tables, the embedding example.
//!
//! Bytes are not the page's budget: the visitor's wait is, measured by
//! `npm run bench:load`. The one limit here, [`WHOLE_LIMIT`] on the whole build, guards
//! against an accident (a debug build, an asset committed by mistake). Each file is
//! listed with its sizes (files of other types, images, as they are), then the wasm
//! broken down by crate (`wasm_parts`).

use std::fs;
use std::path::{Path, PathBuf};

use crate::command::{Failure, step};
use crate::hashed::plain;
use crate::page_files::{ENGINE, FILES};
use crate::precompress::{TYPES, brotli_lengths, gzip, len, len_of};

/// The most, gzipped, of the whole build: a guard against accidents, far above what the
/// build weighs.
pub const WHOLE_LIMIT: u64 = 1024 * 1024;

/// `<link rel=…>` values whose files the browser fetches while the page starts
/// (`manifest` is fetched only when asked for, `prefetch` for later).
const EARLY_LINKS: [&str; 4] = ["stylesheet", "modulepreload", "preload", "icon"];

/// Whether a start-up script fetches `name` (as written, before a hash of its content
/// went into its name: `hashed`) only when the address asks for what it serves, which
/// the app otherwise fetches when that is first asked for or when it is idle once its
/// first run is on screen: the engine's files, which first-board.js fetches for a link
/// whose work runs there at once (a puzzle, a survey, the start shading), and the files
/// the app fetches by name (`web/src/tasks/files/names.rs`), which first-board.js lists
/// by this build's names without fetching them (the Chinese tables, fetched when a
/// language asks for one). A visit whose link asks for none fetches them after the
/// first click (tests/engine checks it in a browser).
fn when_asked(name: &str) -> bool {
    FILES.contains(&name) || ENGINE.contains(&name)
}

/// One file's sizes.
struct Sized {
    name: String,
    gzip: u64,
    brotli: u64,
    compressed: bool,
}

/// Prints what the page in `dist` weighs, group by group; fails when the whole build
/// weighs more than [`WHOLE_LIMIT`] gzipped, or carries the test build's trigger.
pub fn check(dist: &Path) -> Result<(), Failure> {
    step(
        "page weight (gzip -9; brotli beside it): before the first click is answered, and the rest",
    );
    let files = all_files(dist)?;
    let first = fetched_first(dist, &files)?;
    let sized = measure(dist, &files)?;
    let (early, later): (Vec<&Sized>, Vec<&Sized>) =
        sized.iter().partition(|file| first.contains(&file.name));
    let (engine, later): (Vec<&Sized>, Vec<&Sized>) =
        later.into_iter().partition(|file| is_engine(&file.name));
    println!(
        "fetched before the first click is answered (index.html and what it loads as the \
         page starts):"
    );
    let early_total = print_group(&early);
    println!(
        "the engine, fetched when work first needs it or the page is idle after its first \
         tour (its loader, glue and WebAssembly):"
    );
    let engine_total = print_group(&engine);
    println!(
        "fetched later or on demand (the service worker and its offline copy, the manifest and icons, language tables, the embedding example):"
    );
    let later_total = print_group(&later);
    let whole = early_total + engine_total + later_total;
    println!("{whole:>9}  the whole build, gzipped (limit {WHOLE_LIMIT})");
    crate::wasm_parts::print(&crate::root(), dist);
    println!(
        "\nbefore the first click: {early_total} bytes gzipped; the engine: {engine_total}; \
         the whole build: {whole} (limit {WHOLE_LIMIT})"
    );
    let trigger = crate::test_build::carrying(dist)?;
    if !trigger.is_empty() {
        return Err(Failure(format!(
            "the test build's trigger (\"{}\") is in {}: {}; build the release with              `cargo xtask build`, never with the feature test-panic",
            crate::test_build::MARKER,
            dist.display(),
            trigger.join(", ")
        )));
    }
    if whole > WHOLE_LIMIT {
        return Err(Failure(format!(
            "the whole build weighs {whole} bytes gzipped, over the {WHOLE_LIMIT}-byte limit"
        )));
    }
    Ok(())
}

/// Prints a group's files, largest first, and its totals; returns the gzip total.
fn print_group(files: &[&Sized]) -> u64 {
    let mut files = files.to_vec();
    files.sort_by_key(|file| std::cmp::Reverse(file.gzip));
    println!("{:>9}  {:>9}  file", "gzip -9", "brotli");
    for file in &files {
        let note = if file.compressed { "" } else { " (as is)" };
        println!("{:>9}  {:>9}  {}{note}", file.gzip, file.brotli, file.name);
    }
    let gzip: u64 = files.iter().map(|file| file.gzip).sum();
    let brotli: u64 = files.iter().map(|file| file.brotli).sum();
    println!("{gzip:>9}  {brotli:>9}  total of {} files\n", files.len());
    gzip
}

/// The build's files (names relative to `dist`, `/` between folders), without the
/// precompressed copies, sorted.
fn all_files(dist: &Path) -> Result<Vec<String>, Failure> {
    let mut found = Vec::new();
    let mut folders = vec![dist.to_path_buf()];
    while let Some(folder) = folders.pop() {
        let entries = fs::read_dir(&folder).map_err(|error| {
            Failure(format!(
                "cannot read {} ({error}); run `cargo xtask build` first",
                folder.display()
            ))
        })?;
        for path in entries.filter_map(|entry| Some(entry.ok()?.path())) {
            if path.is_dir() {
                folders.push(path);
            } else if !is_copy(&path) {
                let name = path.strip_prefix(dist).unwrap_or(&path);
                found.push(name.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    found.sort();
    if !found.iter().any(|name| name == "index.html") {
        return Err(Failure(format!("no index.html in {}", dist.display())));
    }
    Ok(found)
}

/// Whether `path` is a precompressed copy of another file of the build.
fn is_copy(path: &Path) -> bool {
    ["br", "gz"]
        .iter()
        .any(|ext| path.extension().is_some_and(|e| e == *ext) && path.with_extension("").is_file())
}

/// Each file's gzip -9 and brotli sizes (files of other types as they are).
fn measure(dist: &Path, files: &[String]) -> Result<Vec<Sized>, Failure> {
    let paths: Vec<PathBuf> = files.iter().map(|name| dist.join(name)).collect();
    let compressible: Vec<PathBuf> = paths
        .iter()
        .filter(|path| has_type(path))
        .cloned()
        .collect();
    let mut brotli = brotli_lengths(&compressible, false)?.into_iter();
    let mut sized = Vec::new();
    for (name, path) in files.iter().zip(&paths) {
        let compressed = has_type(path);
        let (gzip, brotli) = if compressed {
            (len(&gzip(path)?), brotli.next().unwrap_or(u64::MAX))
        } else {
            (len_of(path)?, len_of(path)?)
        };
        sized.push(Sized {
            name: name.clone(),
            gzip,
            brotli,
            compressed,
        });
    }
    Ok(sized)
}

/// Whether `name` is one of the engine's files.
fn is_engine(name: &str) -> bool {
    name.starts_with("tour-engine")
}

fn has_type(path: &Path) -> bool {
    path.extension()
        .and_then(|ext| ext.to_str())
        .is_some_and(|ext| TYPES.contains(&ext))
}

/// The files of `files` the page fetches as it starts: `index.html`, the files its
/// `<script src>` and early `<link href>` name, and the files those scripts name (their
/// imports, the wasm the start-up script loads), except the service worker a script
/// registers, modules imported with `import()` (fetched when needed) and the files of
/// [`when_asked`].
fn fetched_first(dist: &Path, files: &[String]) -> Result<Vec<String>, Failure> {
    let read = |name: &str| {
        fs::read_to_string(dist.join(name))
            .map_err(|error| Failure(format!("reading dist/{name}: {error}")))
    };
    let html = read("index.html")?;
    let mut first = vec!["index.html".to_owned()];
    for reference in early_references(&html) {
        if let Some(name) = in_build(&reference, files)
            && !first.contains(&name)
        {
            first.push(name);
        }
    }
    let mut at = 0;
    while at < first.len() {
        if Path::new(&first[at])
            .extension()
            .is_some_and(|ext| ext == "js")
        {
            let script = read(&first[at])?;
            let at_once = |name: &&String| !when_asked(&plain(name));
            for name in files
                .iter()
                .filter(at_once)
                .filter(|name| loads(&script, name))
            {
                if !first.contains(name) {
                    first.push(name.clone());
                }
            }
        }
        at += 1;
    }
    Ok(first)
}

/// `reference` (`./a.js`, `a.js?v=1`) as the name of one of `files`.
fn in_build(reference: &str, files: &[String]) -> Option<String> {
    let name = reference.split(['?', '#']).next().unwrap_or_default();
    let name = name.trim_start_matches("./").trim_start_matches('/');
    files.iter().find(|file| *file == name).cloned()
}

/// Whether `script` names `file` in a string it loads at once: quoted, and not as the
/// argument of `register(` (a service worker) or `import(` (loaded when needed).
fn loads(script: &str, file: &str) -> bool {
    ["'", "\"", "`"].iter().any(|quote| {
        [
            format!("{quote}./{file}{quote}"),
            format!("{quote}{file}{quote}"),
        ]
        .iter()
        .any(|needle| {
            script.match_indices(needle.as_str()).any(|(at, _)| {
                let before = script[..at].trim_end();
                !before.ends_with("register(") && !before.ends_with("import(")
            })
        })
    })
}

/// The `src` of each `<script>` and the `href` of each `<link>` whose `rel` is one of
/// [`EARLY_LINKS`], in `html` (attributes quoted or not, as minifiers leave them).
fn early_references(html: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (tag, wanted) in [("<script", "src"), ("<link", "href")] {
        for (at, _) in html.match_indices(tag) {
            let end = html[at..].find('>').map_or(html.len(), |end| at + end);
            let attributes = attributes(&html[at + tag.len()..end]);
            let value = |name: &str| {
                attributes
                    .iter()
                    .find(|(key, _)| key.eq_ignore_ascii_case(name))
                    .map(|(_, value)| value.clone())
            };
            let early = tag == "<script"
                || value("rel").is_some_and(|rel| {
                    rel.split_ascii_whitespace()
                        .any(|rel| EARLY_LINKS.iter().any(|e| rel.eq_ignore_ascii_case(e)))
                });
            if let Some(reference) = value(wanted).filter(|_| early) {
                found.push(reference);
            }
        }
    }
    found
}

/// A tag's attributes as (name, value) pairs; a bare attribute has an empty value.
fn attributes(text: &str) -> Vec<(String, String)> {
    let mut pairs = Vec::new();
    let mut rest = text.trim_start();
    while !rest.is_empty() && !rest.starts_with('/') {
        let name_len = rest
            .find(|c: char| c.is_whitespace() || c == '=' || c == '/')
            .unwrap_or(rest.len());
        let name = rest[..name_len].to_owned();
        rest = &rest[name_len..];
        let mut value = String::new();
        if let Some(after) = rest.strip_prefix('=') {
            let (text, next) = match after.chars().next() {
                Some(quote @ ('"' | '\'')) => {
                    let close = after[1..].find(quote).map_or(after.len(), |i| i + 1);
                    (&after[1..close], after.get(close + 1..).unwrap_or(""))
                }
                _ => {
                    let end = after.find(char::is_whitespace).unwrap_or(after.len());
                    (&after[..end], &after[end..])
                }
            };
            value = text.to_owned();
            rest = next;
        }
        if name.is_empty() {
            break;
        }
        pairs.push((name, value));
        rest = rest.trim_start();
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_names_what_it_fetches_as_it_starts() {
        let html = "<title>x</title><script type=\"module\" src=\"./boot-1.js\"></script>\
                    <link crossorigin href=./style.css integrity=sha384-x rel=stylesheet>\
                    <link href=./favicon.svg rel=icon><link href=./manifest.webmanifest rel=manifest>\
                    <script src=./register-sw.js type=module></script>\
                    <link href='./app.js' rel=modulepreload><link as=fetch href=./app_bg.wasm rel=preload>\
                    <link href=./later.json rel=prefetch>";
        assert_eq!(
            early_references(html),
            [
                "./boot-1.js",
                "./register-sw.js",
                "./style.css",
                "./favicon.svg",
                "./app.js",
                "./app_bg.wasm"
            ]
        );
        assert_eq!(
            attributes(" a=1 b='two words' c d=\"x\"/"),
            [
                ("a".to_owned(), "1".to_owned()),
                ("b".to_owned(), "two words".to_owned()),
                ("c".to_owned(), String::new()),
                ("d".to_owned(), "x".to_owned())
            ]
        );
    }

    #[test]
    fn scripts_load_what_they_import_but_not_a_service_worker() {
        let boot = "import init from './app.js';\nawait init({ module_or_path: './app_bg.wasm' });";
        assert!(loads(boot, "app.js"));
        assert!(loads(boot, "app_bg.wasm"));
        assert!(!loads(boot, "app"));
        let register = "navigator.serviceWorker.register('./sw.js').catch(() => {});";
        assert!(!loads(register, "sw.js"));
        assert!(!loads("const t = await import(\"./zh.js\");", "zh.js"));
        let files = ["a.js".to_owned(), "index.html".to_owned()];
        assert_eq!(in_build("./a.js?v=2", &files), Some("a.js".to_owned()));
        assert_eq!(in_build("b.js", &files), None);
    }
}
