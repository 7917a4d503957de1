//! One list of the files the page fetches by name: `web/src/tasks/files/names.rs`. The
//! page, the native writer and the build's tools take the names from there
//! (`first-board.js` gets its lists written in), so no other Rust source of the page or
//! the build spells one, and `first-board.js` holds only the places its lists go.

use std::fs;

use crate::literals::string_literals;
use crate::page_files::{ENGINE, FILES};
use crate::root;
use crate::sources::{rust_files, without_tests};

/// The one list.
const LIST: &str = "web/src/tasks/files/names.rs";

/// The sources that would otherwise name the files.
const READERS: [&str; 2] = ["web/src", "xtask/src"];

/// The script whose lists the native build writes.
const FIRST_BOARD: &str = "web/static/first-board.js";

/// The problems: each name of [`FILES`] or [`ENGINE`] spelt outside [`LIST`] (tests
/// aside, whose fixtures may name files), or in `first-board.js`'s source.
pub fn check() -> Result<(), Vec<String>> {
    let names: Vec<&str> = FILES.iter().chain(&ENGINE).copied().collect();
    let mut problems = Vec::new();
    for dir in READERS {
        for path in rust_files(&root().join(dir)) {
            let shown = path
                .strip_prefix(root())
                .unwrap_or(&path)
                .display()
                .to_string();
            if shown == LIST {
                continue;
            }
            let text = fs::read_to_string(&path).unwrap_or_default();
            for literal in string_literals(without_tests(&text)) {
                if names.contains(&literal.text.as_str()) {
                    problems.push(format!(
                        "{shown}:{}: \"{}\" is named in {LIST}; take it from there",
                        literal.line, literal.text
                    ));
                }
            }
        }
    }
    let script = fs::read_to_string(root().join(FIRST_BOARD)).unwrap_or_default();
    for name in names {
        if script.contains(&format!("'{name}'")) || script.contains(&format!("\"{name}\"")) {
            problems.push(format!(
                "{FIRST_BOARD}: names \"{name}\"; the native build writes its lists from {LIST}"
            ));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}
