//! Conventions enforced as checks, in rust-analyzer's tidy style: the README's tables
//! say what the code's own tables say, the web app's layers import only downwards and
//! name their DOM hooks once, and long functions give a reason.
//!
//! `cargo xtask tidy` prints every problem; `cargo xtask test` runs it before the other
//! tests; each check is also a unit test, so `cargo test -p xtask` enforces them.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::command::{Failure, step};
use crate::root;

/// Functions longer than this must say why, in a comment starting `// Long:` on the line
/// before them (or before their attributes).
const MAX_FN_LINES: usize = 80;

/// The web app's layers, lowest first: each may import only from those before it.
const LAYERS: [&str; 7] = [
    "model", "tasks", "address", "text", "browser", "view", "app",
];

/// Runs every check and reports every problem.
pub fn check() -> Result<(), Failure> {
    step("tidy (README tables, web layers, DOM hooks, function lengths)");
    let mut problems = Vec::new();
    for (name, check) in CHECKS {
        if let Err(found) = check() {
            problems.extend(
                found
                    .into_iter()
                    .map(|problem| format!("{name}: {problem}")),
            );
        }
    }
    if problems.is_empty() {
        println!("ok: tidy");
        return Ok(());
    }
    for problem in &problems {
        eprintln!("tidy: {problem}");
    }
    Err(Failure(format!("{} tidy problem(s)", problems.len())))
}

/// A check: `Ok`, or the problems it found.
type Check = fn() -> Result<(), Vec<String>>;

/// Every check, by name.
const CHECKS: [(&str, Check); 6] = [
    ("URL parameters", url_parameters),
    ("DOM hooks", dom_hooks),
    ("CLI flags", cli_flags),
    ("web layers", web_layers),
    ("hook literals", hook_literals),
    ("function lengths", function_lengths),
];

/// A file of the repository as text.
fn read(path: &str) -> Result<String, Vec<String>> {
    fs::read_to_string(root().join(path))
        .map_err(|error| vec![format!("cannot read {path}: {error}")])
}

/// The section of `text` under the heading `heading` (up to the next heading of the
/// same or a higher level).
fn section<'a>(text: &'a str, heading: &str) -> Option<&'a str> {
    let start = text.find(heading)?;
    let level = heading.chars().take_while(|&c| c == '#').count();
    let body = &text[start + heading.len()..];
    let end = body
        .match_indices('\n')
        .map(|(i, _)| i + 1)
        .find(|&i| {
            let hashes = body[i..].chars().take_while(|&c| c == '#').count();
            hashes > 0 && hashes <= level && body[i..].chars().nth(hashes) == Some(' ')
        })
        .unwrap_or(body.len());
    Some(&body[..end])
}

/// The rows of the Markdown tables in `text`, as cells (header and separator rows
/// left out).
fn table_rows(text: &str) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    let mut in_table = false;
    for line in text.lines() {
        let line = line.trim();
        if !line.starts_with('|') {
            in_table = false;
            continue;
        }
        let cells: Vec<String> = line
            .trim_matches('|')
            .split('|')
            .map(|cell| cell.trim().to_owned())
            .collect();
        if !in_table {
            in_table = true; // the header row
            continue;
        }
        if cells
            .iter()
            .all(|cell| cell.chars().all(|c| c == '-' || c == ':'))
        {
            continue;
        }
        rows.push(cells);
    }
    rows
}

/// The words in backticks in `text`.
fn backticked(text: &str) -> Vec<String> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_owned)
        .collect()
}

/// Problems comparing what the README lists with what the code defines.
fn compare(what: &str, readme: &BTreeSet<String>, code: &BTreeSet<String>) -> Vec<String> {
    let mut problems = Vec::new();
    for missing in code.difference(readme) {
        problems.push(format!(
            "{what} `{missing}` is in the code but not in the README"
        ));
    }
    for stale in readme.difference(code) {
        problems.push(format!(
            "{what} `{stale}` is in the README but not in the code"
        ));
    }
    problems
}

/// `(name, default)` of every entry of the web app's `PARAMS` table, the board shape's
/// and the code panel's included.
fn params_in_code() -> Result<Vec<(String, String)>, Vec<String>> {
    let source = read("web/src/address/params.rs")?
        + &read("web/src/address/shapes.rs")?
        + &read("web/src/address/code.rs")?;
    let quoted = |line: &str, key: &str| {
        line.trim()
            .strip_prefix(key)
            .and_then(|rest| rest.strip_prefix(": \""))
            .and_then(|rest| rest.strip_suffix("\","))
            .map(str::to_owned)
    };
    let lines: Vec<&str> = source.lines().collect();
    let params: Vec<(String, String)> = lines
        .windows(2)
        .filter_map(|pair| Some((quoted(pair[0], "name")?, quoted(pair[1], "default")?)))
        .collect();
    if params.is_empty() {
        return Err(vec![
            "no PARAMS entries found in web/src/address/params.rs".to_owned(),
        ]);
    }
    Ok(params)
}

/// The README's URL-parameter table names every parameter of `PARAMS` (and no other),
/// and its default column shows each default the code has.
fn url_parameters() -> Result<(), Vec<String>> {
    let params = params_in_code()?;
    let readme = read("README.md")?;
    let table = section(&readme, "### URL parameters")
        .ok_or_else(|| vec!["README has no \"### URL parameters\" section".to_owned()])?;
    let rows = table_rows(table);
    let mut listed = BTreeSet::new();
    let mut problems = Vec::new();
    for row in &rows {
        for name in backticked(&row[0]) {
            listed.insert(name.clone());
            let default = params
                .iter()
                .find(|(param, _)| *param == name)
                .map(|(_, d)| d);
            let shown = row.get(2).map(|cell| backticked(cell)).unwrap_or_default();
            if let Some(default) = default.filter(|d| !d.is_empty())
                && !shown.contains(default)
            {
                problems.push(format!(
                    "README's default for `{name}` should show `{default}`"
                ));
            }
        }
    }
    let code: BTreeSet<String> = params.into_iter().map(|(name, _)| name).collect();
    problems.extend(compare("URL parameter", &listed, &code));
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

/// The values defined in one module (`action`, `control`, `testid`) of hooks.rs.
fn hooks_in_code(source: &str, module: &str) -> BTreeSet<String> {
    let Some(start) = source.find(&format!("pub mod {module} {{")) else {
        return BTreeSet::new();
    };
    let body = &source[start..];
    let body = &body[..body.find("\n}").unwrap_or(body.len())];
    body.lines()
        .filter(|line| line.trim_start().starts_with("pub const "))
        .filter_map(|line| line.split('"').nth(1).map(str::to_owned))
        .collect()
}

/// The README's hooks tables list exactly the `data-action`, `data-control` and
/// `data-testid` values the app defines (web/src/view/hooks.rs).
fn dom_hooks() -> Result<(), Vec<String>> {
    let source = read("web/src/view/hooks.rs")?;
    let readme = read("README.md")?;
    let mut problems = Vec::new();
    for (module, attribute) in [
        ("action", "data-action"),
        ("control", "data-control"),
        ("testid", "data-testid"),
    ] {
        let heading = format!("#### `{attribute}`");
        let Some(table) = section(&readme, &heading) else {
            problems.push(format!("README has no \"{heading}\" table"));
            continue;
        };
        let listed: BTreeSet<String> = table_rows(table)
            .iter()
            .flat_map(|row| backticked(&row[0]))
            .collect();
        problems.extend(compare(attribute, &listed, &hooks_in_code(&source, module)));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

/// The `--flags` in `text`.
fn flags(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .filter(|word| word.starts_with("--") && word.len() > 2)
        .filter(|word| !matches!(*word, "--help" | "--version"))
        .map(str::to_owned)
        .collect()
}

/// The CLI's own help for `command`, from the debug build.
fn cli_help(command: &str) -> Result<String, String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let output = Command::new(cargo)
        .args(["run", "--quiet", "-p", "tour-cli", "--", command, "--help"])
        .current_dir(root())
        .output()
        .map_err(|error| format!("cannot run knights-tour {command} --help: {error}"))?;
    if !output.status.success() {
        return Err(format!("knights-tour {command} --help failed"));
    }
    Ok(String::from_utf8_lossy(&output.stdout).into_owned())
}

/// The README's table of CLI flags lists, for each command, exactly the flags the
/// command's `--help` shows.
fn cli_flags() -> Result<(), Vec<String>> {
    let readme = read("README.md")?;
    let table = section(&readme, "### Flags")
        .ok_or_else(|| vec!["README has no \"### Flags\" table".to_owned()])?;
    let mut problems = Vec::new();
    for row in table_rows(table) {
        let Some(command) = backticked(&row[0]).into_iter().next() else {
            continue;
        };
        let listed = flags(row.get(1).map_or("", String::as_str));
        match cli_help(&command) {
            Ok(help) => problems.extend(compare(
                &format!("`{command}` flag"),
                &listed,
                &flags(&help),
            )),
            Err(problem) => problems.push(problem),
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let Ok(entries) = fs::read_dir(dir) else {
        return files;
    };
    for entry in entries.filter_map(Result::ok) {
        let path = entry.path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            files.push(path);
        }
    }
    files.sort();
    files
}

/// `text` without its `#[cfg(test)]` modules (tests may reach across layers).
fn without_tests(text: &str) -> &str {
    text.find("#[cfg(test)]\nmod tests")
        .map_or(text, |end| &text[..end])
}

/// The layer a file of web/src belongs to.
fn layer_of(path: &Path, src: &Path) -> Option<&'static str> {
    let first = path.strip_prefix(src).ok()?.components().next()?;
    let name = first.as_os_str().to_str()?.trim_end_matches(".rs");
    LAYERS.iter().copied().find(|layer| *layer == name)
}

/// The web app's layers import only from lower layers (no cycles).
fn web_layers() -> Result<(), Vec<String>> {
    let src = root().join("web/src");
    let mut problems = Vec::new();
    for path in rust_files(&src) {
        let Some(layer) = layer_of(&path, &src) else {
            continue;
        };
        if path.file_name().is_some_and(|name| name == "tests.rs") {
            continue;
        }
        let rank = LAYERS.iter().position(|l| *l == layer).unwrap_or(0);
        let text = fs::read_to_string(&path).unwrap_or_default();
        for (number, line) in without_tests(&text).lines().enumerate() {
            if line.trim_start().starts_with("//") {
                continue;
            }
            for (i, _) in line.match_indices("crate::") {
                let used = line[i + 7..]
                    .split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
                    .next()
                    .unwrap_or("");
                let used_rank = LAYERS.iter().position(|l| *l == used);
                if used_rank.is_some_and(|used_rank| used_rank > rank) {
                    let file = path.strip_prefix(root()).unwrap_or(&path).display();
                    problems.push(format!(
                        "{file}:{}: the {layer} layer imports from {used}, a layer above it",
                        number + 1
                    ));
                }
            }
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

/// Components name their DOM hooks through web/src/view/hooks.rs, never as literals.
fn hook_literals() -> Result<(), Vec<String>> {
    let src = root().join("web/src");
    let mut problems = Vec::new();
    for path in rust_files(&src) {
        if path.ends_with("view/hooks.rs") {
            continue;
        }
        let text = fs::read_to_string(&path).unwrap_or_default();
        for (number, line) in text.lines().enumerate() {
            let code = line.trim_start();
            if code.starts_with("//") {
                continue;
            }
            for attribute in ["data-action=\"", "data-control=\"", "data-testid=\""] {
                if code.contains(attribute) {
                    let file = path.strip_prefix(root()).unwrap_or(&path).display();
                    problems.push(format!(
                        "{file}:{}: {attribute}…\" is a literal; use view::hooks",
                        number + 1
                    ));
                }
            }
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

/// Functions (and their bodies) longer than [`MAX_FN_LINES`] without a `// Long:`
/// comment saying why.
fn long_functions(text: &str) -> Vec<(usize, String, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let code = line.trim_start();
        let indent = &line[..line.len() - code.len()];
        let is_fn = [
            "fn ",
            "pub fn ",
            "pub(crate) fn ",
            "pub(super) fn ",
            "const fn ",
            "pub const fn ",
        ]
        .iter()
        .any(|start| code.starts_with(start));
        if !is_fn || code.ends_with(';') {
            i += 1;
            continue;
        }
        let close = format!("{indent}}}");
        let end = (i + 1..lines.len())
            .find(|&j| lines[j] == close)
            .unwrap_or(i);
        let length = end + 1 - i;
        let reasoned = (0..i)
            .rev()
            .take_while(|&j| {
                let above = lines[j].trim_start();
                above.starts_with("//") || above.starts_with("#[")
            })
            .any(|j| lines[j].trim_start().starts_with("// Long:"));
        if length > MAX_FN_LINES && !reasoned {
            let name = code.split("fn ").nth(1).unwrap_or(code);
            let name = name.split(['(', '<']).next().unwrap_or(name).to_owned();
            found.push((i + 1, name, length));
        }
        i = end.max(i) + 1;
    }
    found
}

/// No function over [`MAX_FN_LINES`] lines without a reason written beside it.
fn function_lengths() -> Result<(), Vec<String>> {
    let mut problems = Vec::new();
    for dir in ["web/src", "crates", "xtask/src"] {
        for path in rust_files(&root().join(dir)) {
            let text = fs::read_to_string(&path).unwrap_or_default();
            for (line, name, length) in long_functions(&text) {
                let file = path.strip_prefix(root()).unwrap_or(&path).display();
                problems.push(format!(
                    "{file}:{line}: fn {name} is {length} lines (over {MAX_FN_LINES}); \
                     split it, or say why in a `// Long:` comment above it"
                ));
            }
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn assert_tidy(check: Check) {
        if let Err(problems) = check() {
            panic!("{}", problems.join("\n"));
        }
    }

    #[test]
    fn tidy_url_parameters() {
        assert_tidy(url_parameters);
    }

    #[test]
    fn tidy_dom_hooks() {
        assert_tidy(dom_hooks);
    }

    #[test]
    fn tidy_cli_flags() {
        assert_tidy(cli_flags);
    }

    #[test]
    fn tidy_web_layers() {
        assert_tidy(web_layers);
    }

    #[test]
    fn tidy_hook_literals() {
        assert_tidy(hook_literals);
    }

    #[test]
    fn tidy_function_lengths() {
        assert_tidy(function_lengths);
    }

    #[test]
    fn the_helpers_read_markdown_and_rust() {
        let markdown = "## A\n| x | y |\n|---|---|\n| `a`, `b` | 1 |\n## B\ntext";
        let a = section(markdown, "## A").unwrap();
        assert_eq!(table_rows(a), [vec!["`a`, `b`".to_owned(), "1".to_owned()]]);
        assert_eq!(backticked("`a`, `b`"), ["a", "b"]);
        assert_eq!(
            flags("--board RxC [--start SQ] --help"),
            BTreeSet::from(["--board".to_owned(), "--start".to_owned()])
        );
        let long = format!("fn f() {{\n{}}}\n", "    x();\n".repeat(90));
        assert_eq!(long_functions(&long), [(1, "f".to_owned(), 92)]);
        let reasoned = format!("// Long: one table.\n{long}");
        assert!(long_functions(&reasoned).is_empty());
    }
}
