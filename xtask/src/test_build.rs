//! The test build: the release build with the page's and the engine's feature
//! `test-panic`, into `dist-test/`, for the browser tests of a panic
//! (`tests/panic.spec.mjs`). The feature gives the address a parameter, `test-panic=page`
//! or `test-panic=engine`, that sets off a panic in the page or in the engine; the
//! release build in `dist/` leaves it out, and `cargo xtask size` fails if the feature's
//! marker ([`MARKER`]) is found there.
//!
//! The test build is made from a copy of `index.html` ([`TEST_HTML`], beside it, removed
//! afterwards) whose page and engine links carry `data-cargo-features="test-panic"`. Only the offline step follows trunk (the
//! service worker's file list, the start-up script out of the page): the test build is
//! not shrunk or precompressed, which changes no behaviour the tests look at.

use std::fs;
use std::path::Path;

use crate::command::{Failure, step};
use crate::root;

/// The test build's folder, beside `dist/`.
pub const DIST: &str = "dist-test";

/// The copy of `index.html` the test build is made from (gitignored).
const TEST_HTML: &str = "index-test.html";

/// What only a build with the feature carries: the address parameter and the panics'
/// messages all spell it.
pub const MARKER: &str = "test-panic";

/// The Rust assets that take the feature: the page and the engine.
const WITH_FEATURE: [&str; 2] = ["web/Cargo.toml", "crates/tour-engine/Cargo.toml"];

/// The stems of the files the marker must be in after a test build: the page's and the
/// engine's WebAssembly (`<stem>…_bg.wasm`; the page's name carries trunk's hash).
const MARKED: [&str; 2] = ["tour-web", "tour-engine"];

/// `cargo xtask build-test`: the test build into dist-test/.
pub fn build(trunk: impl Fn(&str, &str, &[&str]) -> Result<(), Failure>) -> Result<(), Failure> {
    let root = root();
    let source = fs::read_to_string(root.join("index.html"))
        .map_err(|error| Failure(format!("reading index.html: {error}")))?;
    let html = test_html(&source)?;
    let copy = root.join(TEST_HTML);
    fs::write(&copy, html).map_err(|error| Failure(format!("writing {TEST_HTML}: {error}")))?;
    let built = trunk(
        "test build (feature test-panic, into dist-test/)",
        "build",
        &["--dist", DIST, TEST_HTML],
    );
    let _ = fs::remove_file(&copy);
    built?;
    let dist = root.join(DIST);
    crate::offline::finish(&dist)?;
    step("the test build carries its trigger");
    let carrying = carrying(&dist)?;
    for name in MARKED {
        let wasm = |file: &String| file.starts_with(name) && file.ends_with("_bg.wasm");
        if !carrying.iter().any(wasm) {
            return Err(Failure(format!(
                "{DIST}: no {name}…_bg.wasm holds \"{MARKER}\"; the release build's check \
                 for it would prove nothing"
            )));
        }
    }
    println!("\"{MARKER}\" in {DIST}: {}", carrying.join(", "));
    Ok(())
}

/// `index.html` with the page's and the engine's links asking for the feature.
fn test_html(source: &str) -> Result<String, Failure> {
    let mut html = source.to_owned();
    for manifest in WITH_FEATURE {
        let link = format!(r#"<link data-trunk rel="rust" href="{manifest}""#);
        if html.matches(&link).count() != 1 {
            return Err(Failure(format!(
                "index.html has no single {link} for the test build to give the feature"
            )));
        }
        html = html.replacen(
            &link,
            &format!(r#"{link} data-cargo-features="{MARKER}""#),
            1,
        );
    }
    Ok(html)
}

/// The files of the build in `dist` (precompressed copies aside) that hold [`MARKER`].
pub fn carrying(dist: &Path) -> Result<Vec<String>, Failure> {
    let entries = fs::read_dir(dist)
        .map_err(|error| Failure(format!("cannot read {} ({error})", dist.display())))?;
    let mut found = Vec::new();
    for path in entries.filter_map(|entry| Some(entry.ok()?.path())) {
        let copy = ["br", "gz"]
            .iter()
            .any(|ext| path.extension().is_some_and(|e| e == *ext));
        if copy || !path.is_file() {
            continue;
        }
        let bytes = fs::read(&path)
            .map_err(|error| Failure(format!("reading {}: {error}", path.display())))?;
        if holds(&bytes) {
            let name = path.file_name().unwrap_or_default();
            found.push(name.to_string_lossy().into_owned());
        }
    }
    found.sort();
    Ok(found)
}

/// Whether `bytes` hold [`MARKER`].
fn holds(bytes: &[u8]) -> bool {
    bytes
        .windows(MARKER.len())
        .any(|window| window == MARKER.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_and_the_engine_take_the_feature() {
        let source = fs::read_to_string(root().join("index.html")).unwrap();
        let html = test_html(&source).unwrap();
        for manifest in WITH_FEATURE {
            let link = format!(r#"href="{manifest}" data-cargo-features="test-panic""#);
            assert!(html.contains(&link), "{link}");
        }
        assert_eq!(html.matches("data-cargo-features").count(), 2);
        assert!(test_html("<html></html>").is_err());
    }

    #[test]
    fn the_marker_is_found_anywhere_in_a_file() {
        assert!(holds(b"\0\x01panicked: test-panic: on purpose"));
        assert!(!holds(b"test panic, test_panic, TEST_PANIC"));
        assert!(!MARKER.is_empty());
    }
}
