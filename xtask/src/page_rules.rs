//! The page's rules, enforced: the page (web/) renders and words the UI and nothing
//! else does. Markup is made by Yew's `html!`, never written as strings or injected;
//! only the page touches the page's DOM; the page has one `Lang`; the engine returns
//! data, so no sentence is written in its source.

use std::fs;
use std::path::{Path, PathBuf};

use crate::literals::string_literals;
use crate::root;
use crate::sources::{rust_files, without_tests};

/// The sources the page's rules read: the page, the engine and the core. The command
/// line (crates/tour-cli) is left out: its SVG and its English are its output formats.
const PAGE_AND_DATA: [&str; 3] = ["web/src", "crates/tour-engine/src", "crates/tour-core/src"];

/// The page's rules.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Rule {
    Markup,
    Dom,
    Sentences,
}

/// The files a rule allows, each with the reason.
const ALLOWED: [(Rule, &str, &str); 5] = [
    (
        Rule::Markup,
        "web/src/view/share.rs",
        "the embed snippet is text a teacher copies into their own page, shown as text",
    ),
    (
        Rule::Markup,
        "web/src/view/study/documents.rs",
        "the exported SVG is a file a visitor downloads, a document, not UI on the page",
    ),
    (
        Rule::Dom,
        "web/static/tour-engine-pool.js",
        "without workers, each engine runs in a hidden frame of its own, which shows nothing",
    ),
    (
        Rule::Sentences,
        "crates/tour-engine/src/protocol/mod.rs",
        "the decoding errors' Display is for the console; the page words a failed job itself",
    ),
    (
        Rule::Sentences,
        "crates/tour-engine/src/bin/tour-engine/main.rs",
        "the native binary's one line says it runs only in a browser",
    ),
];

/// Whether `rule` allows `file` (a path from the repository's root).
fn allowed(rule: Rule, file: &str) -> bool {
    ALLOWED
        .iter()
        .any(|(allowed_rule, path, _)| *allowed_rule == rule && *path == file)
}

/// Calls that put a string into the DOM as markup.
const INJECTIONS_RS: [&str; 4] = [
    "from_html_unchecked",
    "set_inner_html",
    "set_outer_html",
    "insert_adjacent_html",
];

/// The same in the page's JavaScript.
const INJECTIONS_JS: [&str; 4] = [
    "innerHTML",
    "outerHTML",
    "insertAdjacentHTML",
    "document.write",
];

/// web-sys features that reach a page's document; no crate but the page enables them.
const DOM_FEATURES: [&str; 8] = [
    "\"Document\"",
    "\"Element\"",
    "\"HtmlElement\"",
    "\"Node\"",
    "\"SvgElement\"",
    "\"MutationObserver\"",
    "\"HtmlDivElement\"",
    "\"DomTokenList\"",
];

/// Markup rules: no markup as a string literal, no injection call, in the page, the
/// engine and the core (Rust), and no injection in the page's scripts.
pub fn markup_strings() -> Result<(), Vec<String>> {
    let mut problems = Vec::new();
    for dir in PAGE_AND_DATA {
        for path in rust_files(&root().join(dir)) {
            if is_test_file(&path) {
                continue;
            }
            let file = shown(&path);
            let text = fs::read_to_string(&path).unwrap_or_default();
            let code = without_tests(&text);
            if !allowed(Rule::Markup, &file) {
                for literal in string_literals(code) {
                    if let Some(tag) = markup_tag(&literal.text) {
                        problems.push(format!(
                            "{file}:{}: markup written as a string (`{tag}`); draw it with html!",
                            literal.line
                        ));
                    }
                }
            }
            problems.extend(calls(&file, code, &INJECTIONS_RS, "//"));
        }
    }
    for path in scripts() {
        let text = fs::read_to_string(&path).unwrap_or_default();
        problems.extend(calls(&shown(&path), &text, &INJECTIONS_JS, "//"));
    }
    problems.extend(stale(Rule::Markup));
    result(problems)
}

/// DOM rules: no crate but the page enables web-sys's document features, and the
/// engine's scripts never touch `document`.
pub fn dom_only_in_the_page() -> Result<(), Vec<String>> {
    let mut problems = Vec::new();
    for manifest in crate_manifests() {
        let text = fs::read_to_string(&manifest).unwrap_or_default();
        for feature in DOM_FEATURES {
            if text.contains(feature) {
                problems.push(format!(
                    "{}: enables web-sys's {feature}: only the page (web/) touches the page's DOM",
                    shown(&manifest)
                ));
            }
        }
    }
    for path in scripts() {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if !name.starts_with("tour-engine") || allowed(Rule::Dom, &shown(&path)) {
            continue;
        }
        let text = fs::read_to_string(&path).unwrap_or_default();
        problems.extend(calls(&shown(&path), &text, &["document."], "//"));
    }
    problems.extend(stale(Rule::Dom));
    result(problems)
}

/// One language type: the page's `Lang`, declared once across the page, the engine and
/// the core.
pub fn one_lang() -> Result<(), Vec<String>> {
    let mut declared = Vec::new();
    for dir in PAGE_AND_DATA {
        for path in rust_files(&root().join(dir)) {
            let text = fs::read_to_string(&path).unwrap_or_default();
            for (number, line) in text.lines().enumerate() {
                let Some(rest) = line
                    .trim_start()
                    .strip_prefix("pub enum ")
                    .or_else(|| line.trim_start().strip_prefix("enum "))
                else {
                    continue;
                };
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if name.ends_with("Lang") {
                    declared.push(format!("{}:{}: enum {name}", shown(&path), number + 1));
                }
            }
        }
    }
    if declared.len() == 1 {
        Ok(())
    } else {
        Err(vec![format!(
            "the page, the engine and the core declare {} language enums ({}); the page's \
             `Lang` is the one",
            declared.len(),
            declared.join(", ")
        )])
    }
}

/// No sentence in the source of a crate below the page other than the core and the
/// command line (which keep their own English for the command line): such crates
/// return data and the page words it.
pub fn no_sentences_in_data_crates() -> Result<(), Vec<String>> {
    let mut problems = Vec::new();
    for dir in data_crates() {
        for path in rust_files(&dir.join("src")) {
            if is_test_file(&path) || allowed(Rule::Sentences, &shown(&path)) {
                continue;
            }
            let text = fs::read_to_string(&path).unwrap_or_default();
            let code = without_tests(&text);
            let lines: Vec<&str> = code.lines().collect();
            for literal in string_literals(code) {
                let line = lines.get(literal.line - 1).copied().unwrap_or("");
                if is_sentence(&literal.text) && !for_developers(line) {
                    problems.push(format!(
                        "{}:{}: a sentence (\"{}\"); return data and word it in web/src/text",
                        shown(&path),
                        literal.line,
                        literal.text
                    ));
                }
            }
        }
    }
    problems.extend(stale(Rule::Sentences));
    result(problems)
}

/// Whether a line's literal is a message for developers (a panic's), which no visitor
/// reads as the page's words.
fn for_developers(line: &str) -> bool {
    ["panic!(", ".expect(", "unreachable!(", "debug_assert"]
        .iter()
        .any(|call| line.contains(call))
}

/// The allowances of `rule` naming a file that is not there.
fn stale(rule: Rule) -> Vec<String> {
    ALLOWED
        .iter()
        .filter(|(allowed_rule, path, _)| *allowed_rule == rule && !root().join(path).exists())
        .map(|(_, path, _)| format!("{path} is allowed but not there; remove its allowance"))
        .collect()
}

/// The crates the sentence rule reads: every crate under crates/ but the core and the
/// command line.
fn data_crates() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = fs::read_dir(root().join("crates"))
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.is_dir() && !path.ends_with("tour-core") && !path.ends_with("tour-cli"))
        .collect();
    dirs.sort();
    dirs
}

/// Whether a literal reads as a sentence: four or more words of letters. Messages for
/// developers (`expect`, `debug_assert`) are shorter or name code, and `{}` templates
/// count only their words.
fn is_sentence(text: &str) -> bool {
    let words = text
        .split_whitespace()
        .filter(|word| {
            let word = word.trim_matches(|c: char| ",.;:!?()'\"".contains(c));
            word.len() > 1 && word.chars().all(char::is_alphabetic)
        })
        .count();
    words >= 4
}

/// The first tag a literal's text opens or closes (`<div`, `</p`), if any.
fn markup_tag(text: &str) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    (0..chars.len()).find_map(|i| {
        if chars[i] != '<' {
            return None;
        }
        let from = i + 1 + usize::from(chars.get(i + 1) == Some(&'/'));
        let name: String = chars[from..]
            .iter()
            .take_while(|c| c.is_ascii_alphanumeric() || **c == '-')
            .collect();
        let after = chars.get(from + name.len());
        let opens_tag = name.chars().next().is_some_and(|c| c.is_ascii_lowercase())
            && matches!(after, Some(' ' | '>' | '/') | None);
        opens_tag.then(|| chars[i..from + name.len()].iter().collect())
    })
}

/// The lines of `text` (outside `comment` lines) that name one of `names`.
fn calls(file: &str, text: &str, names: &[&str], comment: &str) -> Vec<String> {
    let mut problems = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let code = line.trim_start();
        if code.starts_with(comment) || code.starts_with('*') {
            continue;
        }
        for name in names {
            if code.contains(name) {
                problems.push(format!(
                    "{file}:{}: `{name}` writes into the page's DOM; only Yew draws the page",
                    number + 1
                ));
            }
        }
    }
    problems
}

/// The page's own scripts (web/static/*.js).
fn scripts() -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = fs::read_dir(root().join("web/static"))
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "js"))
        .collect();
    found.sort();
    found
}

/// Every crate's manifest but the page's.
fn crate_manifests() -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = fs::read_dir(root().join("crates"))
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .map(|entry| entry.path().join("Cargo.toml"))
        .filter(|path| path.exists())
        .collect();
    found.push(root().join("xtask/Cargo.toml"));
    found.sort();
    found
}

/// Whether a file holds only tests (its rules are the tests').
fn is_test_file(path: &Path) -> bool {
    path.file_name().is_some_and(|name| name == "tests.rs")
        || path.components().any(|part| part.as_os_str() == "tests")
}

/// A path as the problems name it: from the repository's root.
fn shown(path: &Path) -> String {
    path.strip_prefix(root())
        .unwrap_or(path)
        .display()
        .to_string()
}

fn result(problems: Vec<String>) -> Result<(), Vec<String>> {
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_is_a_tag_not_a_comparison() {
        assert_eq!(markup_tag("<div class=\"x\">"), Some("<div".into()));
        assert_eq!(markup_tag("a </p>"), Some("</p".into()));
        assert_eq!(markup_tag("<svg"), Some("<svg".into()));
        assert_eq!(markup_tag("rows < 1000"), None);
        assert_eq!(markup_tag("parse::<Board>"), None);
        assert_eq!(markup_tag("<=").as_deref(), None);
    }

    #[test]
    fn sentences_are_four_words_or_more() {
        assert!(is_sentence("The tour is closed."));
        assert!(is_sentence("{count} squares are left to visit"));
        assert!(!is_sentence("job tag"));
        assert!(!is_sentence("tour-engine: worker {} failed"));
    }
}
