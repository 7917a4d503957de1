//! Conventions enforced as checks, in rust-analyzer's tidy style: the docs' tables say
//! what the code's own tables say, the pages' links lead somewhere and describe one
//! build, the web app's layers and the core's floors import only downwards, no sibling modules
//! import each other in a circle, the app names
//! its DOM hooks once, the model's matches on its actions name every variant, and long
//! functions give a reason.
//!
//! `cargo xtask tidy` prints every problem; `cargo xtask test` runs it before the other
//! tests; each check is also a unit test, so `cargo test -p xtask` enforces them.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;
use std::process::Command;

use crate::command::{Failure, step};
use crate::root;
use crate::sources::{rust_files, without_tests};

/// Functions longer than this must say why, in a comment starting `// Long:` on the line
/// before them (or before their attributes).
const MAX_FN_LINES: usize = 80;

/// The page and heading of the URL-parameter table.
const URL_PARAMETERS: (&str, &str) = ("docs/embedding.md", "## URL parameters");

/// The page of the DOM-hook tables, each under the heading `### `attribute``.
const DOM_HOOKS: &str = "docs/embedding.md";

/// The page and heading of the CLI flags table.
const CLI_FLAGS: (&str, &str) = ("docs/command-line.md", "## Flags");

/// The pages outside docs/ whose links are checked (with every `docs/*.md`).
const TOP_PAGES: [&str; 2] = ["README.md", "ARCHITECTURE.md"];

/// Words that describe a second build of the app, which no longer exists.
const SECOND_BUILD: [&str; 4] = ["full build", "build-full", "dist-full", "test:full"];

/// The web app's layers, lowest first: each may import only from those before it.
const LAYERS: [&str; 7] = [
    "model", "tasks", "address", "text", "browser", "view", "app",
];

/// Runs every check and reports every problem.
pub fn check() -> Result<(), Failure> {
    step(
        "tidy (docs tables and links, web layers, core floors, import circles, DOM hooks, \
         action matches, function lengths, the page's rules)",
    );
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
const CHECKS: [(&str, Check); 16] = [
    ("URL parameters", url_parameters),
    ("DOM hooks", dom_hooks),
    ("CLI flags", cli_flags),
    ("doc links", doc_links),
    ("one build", one_build),
    ("web layers", web_layers),
    ("core floors", core_floors),
    ("import circles", crate::circles::check),
    ("hook literals", hook_literals),
    ("action matches", action_matches),
    ("function lengths", function_lengths),
    ("markup strings", crate::page_rules::markup_strings),
    (
        "DOM in the page only",
        crate::page_rules::dom_only_in_the_page,
    ),
    ("one Lang", crate::page_rules::one_lang),
    (
        "one list of the files fetched by name",
        crate::file_list::check,
    ),
    (
        "sentences in the page only",
        crate::page_rules::no_sentences_in_data_crates,
    ),
];

/// A file of the repository as text.
fn read(path: &str) -> Result<String, Vec<String>> {
    fs::read_to_string(root().join(path))
        .map_err(|error| vec![format!("cannot read {path}: {error}")])
}

/// The section of `text` under the heading line `heading` (up to the next heading of
/// the same or a higher level).
fn section<'a>(text: &'a str, heading: &str) -> Option<&'a str> {
    let start = text.match_indices(heading).map(|(i, _)| i).find(|&i| {
        let line_start = i == 0 || text[..i].ends_with('\n');
        let rest = &text[i + heading.len()..];
        line_start && (rest.is_empty() || rest.starts_with('\n'))
    })?;
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

/// Problems comparing what the page `doc` lists with what the code defines.
fn compare(
    what: &str,
    doc: &str,
    listed: &BTreeSet<String>,
    code: &BTreeSet<String>,
) -> Vec<String> {
    let mut problems = Vec::new();
    for missing in code.difference(listed) {
        problems.push(format!(
            "{what} `{missing}` is in the code but not in {doc}"
        ));
    }
    for stale in listed.difference(code) {
        problems.push(format!("{what} `{stale}` is in {doc} but not in the code"));
    }
    problems
}

/// `(name, default)` of every entry of `PARAMS`, the web app's one table of URL
/// parameters (web/src/address/params.rs), in its order.
fn params_in_code() -> Result<Vec<(String, String)>, Vec<String>> {
    let path = "web/src/address/params.rs";
    let source = read(path)?;
    let missing = || vec![format!("no PARAMS table found in {path}")];
    let start = source.find("pub const PARAMS").ok_or_else(missing)?;
    let table = &source[start..];
    let table = &table[..table.find("\n];").ok_or_else(missing)?];
    let quoted = |line: &str, key: &str| {
        line.trim()
            .strip_prefix(key)
            .and_then(|rest| rest.strip_prefix(": \""))
            .and_then(|rest| rest.strip_suffix("\","))
            .map(str::to_owned)
    };
    let lines: Vec<&str> = table.lines().collect();
    let params: Vec<(String, String)> = lines
        .windows(2)
        .filter_map(|pair| Some((quoted(pair[0], "name")?, quoted(pair[1], "default")?)))
        .collect();
    if params.is_empty() {
        return Err(missing());
    }
    Ok(params)
}

/// The docs' URL-parameter table names every parameter of `PARAMS` (and no other), and
/// its default column shows each default the code has.
fn url_parameters() -> Result<(), Vec<String>> {
    let params = params_in_code()?;
    let (doc, heading) = URL_PARAMETERS;
    let text = read(doc)?;
    let table = section(&text, heading)
        .ok_or_else(|| vec![format!("{doc} has no \"{heading}\" section")])?;
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
                    "{doc}'s default for `{name}` should show `{default}`"
                ));
            }
        }
    }
    let code: BTreeSet<String> = params.into_iter().map(|(name, _)| name).collect();
    problems.extend(compare("URL parameter", doc, &listed, &code));
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

/// The docs' hooks tables list exactly the `data-action`, `data-control` and
/// `data-testid` values the app defines (web/src/view/hooks.rs).
fn dom_hooks() -> Result<(), Vec<String>> {
    let source = read("web/src/view/hooks.rs")?;
    let text = read(DOM_HOOKS)?;
    let mut problems = Vec::new();
    for (module, attribute) in [
        ("action", "data-action"),
        ("control", "data-control"),
        ("testid", "data-testid"),
    ] {
        let heading = format!("### `{attribute}`");
        let Some(table) = section(&text, &heading) else {
            problems.push(format!("{DOM_HOOKS} has no \"{heading}\" table"));
            continue;
        };
        let listed: BTreeSet<String> = table_rows(table)
            .iter()
            .flat_map(|row| backticked(&row[0]))
            .collect();
        problems.extend(compare(
            attribute,
            DOM_HOOKS,
            &listed,
            &hooks_in_code(&source, module),
        ));
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

/// The docs' table of CLI flags lists, for each command, exactly the flags the
/// command's `--help` shows.
fn cli_flags() -> Result<(), Vec<String>> {
    let (doc, heading) = CLI_FLAGS;
    let text = read(doc)?;
    let table =
        section(&text, heading).ok_or_else(|| vec![format!("{doc} has no \"{heading}\" table")])?;
    let mut problems = Vec::new();
    for row in table_rows(table) {
        let Some(command) = backticked(&row[0]).into_iter().next() else {
            continue;
        };
        let listed = flags(row.get(1).map_or("", String::as_str));
        match cli_help(&command) {
            Ok(help) => problems.extend(compare(
                &format!("`{command}` flag"),
                doc,
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

/// The documentation pages, as paths relative to the root: the top pages and every
/// `docs/*.md`.
fn doc_pages() -> Vec<String> {
    let mut pages: Vec<String> = TOP_PAGES.iter().map(|page| (*page).to_owned()).collect();
    let mut docs: Vec<String> = fs::read_dir(root().join("docs"))
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .filter_map(|entry| entry.file_name().into_string().ok())
        .filter(|name| name.ends_with(".md"))
        .map(|name| format!("docs/{name}"))
        .collect();
    docs.sort();
    pages.extend(docs);
    pages
}

/// `text` without its fenced code blocks (each line left empty), which may hold anything.
fn without_fences(text: &str) -> String {
    let mut kept = String::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            kept += line;
        }
        kept.push('\n');
    }
    kept
}

/// `text` without its fenced code blocks and inline code spans.
fn prose(text: &str) -> String {
    without_fences(text)
        .lines()
        .map(|line| line.split('`').step_by(2).collect::<Vec<_>>().join(" ") + "\n")
        .collect()
}

/// The targets of the Markdown links and images in `text` (`[words](target)`), code
/// left out.
fn link_targets(text: &str) -> Vec<String> {
    let prose = prose(text);
    prose
        .match_indices("](")
        .filter_map(|(i, _)| {
            let rest = &prose[i + 2..];
            let end = rest.find([')', ' ', '\n'])?;
            Some(rest[..end].to_owned())
        })
        .collect()
}

/// The anchors of the headings in `text`, as GitHub makes them: lower case, spaces to
/// hyphens, other punctuation dropped, repeats numbered `-1`, `-2`, ….
fn anchors(text: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for line in without_fences(text).lines() {
        let hashes = line.chars().take_while(|&c| c == '#').count();
        if hashes == 0 || line.chars().nth(hashes) != Some(' ') {
            continue;
        }
        let slug: String = line[hashes..]
            .trim()
            .to_lowercase()
            .chars()
            .filter_map(|c| match c {
                ' ' => Some('-'),
                c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
                _ => None,
            })
            .collect();
        let mut unique = slug.clone();
        let mut n = 0;
        while found.contains(&unique) {
            n += 1;
            unique = format!("{slug}-{n}");
        }
        found.insert(unique);
    }
    found
}

/// `path` (relative to the root, `..` resolved) of a link target written in `page`.
fn resolve(page: &str, target: &str) -> String {
    let mut parts: Vec<&str> = page.split('/').collect();
    parts.pop();
    for part in target.split('/') {
        match part {
            "." | "" => {}
            ".." => {
                parts.pop();
            }
            part => parts.push(part),
        }
    }
    parts.join("/")
}

/// Every relative link of the README, ARCHITECTURE.md and docs/*.md leads to a file of
/// the repository, and a link to a heading of a page finds that heading; the README links
/// every page of docs/.
fn doc_links() -> Result<(), Vec<String>> {
    let pages = doc_pages();
    let mut problems = Vec::new();
    let mut linked = BTreeSet::new();
    for page in &pages {
        let text = read(page)?;
        for target in link_targets(&text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (file, anchor) = target.split_once('#').unwrap_or((&target, ""));
            let path = if file.is_empty() {
                page.clone()
            } else {
                resolve(page, file)
            };
            if page == "README.md" {
                linked.insert(path.clone());
            }
            if !root().join(&path).exists() {
                problems.push(format!("{page}: the link to {target} leads nowhere"));
                continue;
            }
            if !anchor.is_empty() && path.ends_with(".md") {
                let heading_found = fs::read_to_string(root().join(&path))
                    .is_ok_and(|target_text| anchors(&target_text).contains(anchor));
                if !heading_found {
                    problems.push(format!("{page}: {path} has no heading #{anchor}"));
                }
            }
        }
    }
    for page in pages.iter().filter(|page| page.starts_with("docs/")) {
        if !linked.contains(page) {
            problems.push(format!("README.md does not link {page}"));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

/// No page speaks of a second, fuller build: one build carries every feature.
fn one_build() -> Result<(), Vec<String>> {
    let mut problems = Vec::new();
    for page in doc_pages() {
        let text = read(&page)?;
        for (number, line) in text.lines().enumerate() {
            let lower = line.to_lowercase();
            for words in SECOND_BUILD.iter().filter(|words| lower.contains(*words)) {
                problems.push(format!(
                    "{page}:{}: \"{words}\": there is one build, with every feature",
                    number + 1
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

/// tour-core's floors, lowest first: a top-level module imports only from the floors
/// below its own, never from its own floor or above (ARCHITECTURE.md draws them).
const CORE_FLOORS: [&[&str]; 14] = [
    &["words", "rng", "bits", "progress"],
    &["square"],
    &["leaper"],
    &["moves"],
    &["board", "algorithm"],
    &["names", "grid", "graph", "route"],
    &["holes", "error", "thin", "study"],
    &["search"],
    &["construct"],
    &["theory"],
    &["solver"],
    &["survey", "front"],
    &["text"],
    &["puzzle", "gallery"],
];

/// The page and heading of the drawing of the core's floors.
const CORE_FLOORS_DOC: (&str, &str) = ("ARCHITECTURE.md", "## tour-core: floors");

/// The floor of a top-level module of tour-core.
fn core_floor(module: &str) -> Option<usize> {
    CORE_FLOORS.iter().position(|floor| floor.contains(&module))
}

/// What `line` names through `crate::`: each top-level module, or the crate root itself
/// (`crate::{...}`, `crate::Item`), which hides the module an item comes from.
fn crate_paths(line: &str) -> Vec<String> {
    line.match_indices("crate::")
        .filter(|(i, _)| {
            // `tour_core::` and `$crate::` are other paths.
            !line[..*i].ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_' || c == '$')
        })
        .map(|(i, _)| {
            line[i + 7..]
                .split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
                .next()
                .unwrap_or("")
                .to_owned()
        })
        .collect()
}

/// tour-core's modules import only from lower floors, and name the module they import
/// from rather than going through the crate root.
fn core_floors() -> Result<(), Vec<String>> {
    let src = root().join("crates/tour-core/src");
    let mut problems = Vec::new();
    for path in rust_files(&src) {
        let Some(first) = path
            .strip_prefix(&src)
            .ok()
            .and_then(|relative| relative.components().next())
            .and_then(|first| first.as_os_str().to_str())
        else {
            continue;
        };
        let module = first.trim_end_matches(".rs");
        let file = path
            .strip_prefix(root())
            .unwrap_or(&path)
            .display()
            .to_string();
        if module == "lib" {
            continue;
        }
        let Some(floor) = core_floor(module) else {
            problems.push(format!(
                "{file}: module {module} is on none of xtask's CORE_FLOORS"
            ));
            continue;
        };
        let text = fs::read_to_string(&path).unwrap_or_default();
        for (number, line) in text.lines().enumerate() {
            if line.trim_start().starts_with("//") {
                continue;
            }
            for used in crate_paths(line) {
                let at = format!("{file}:{}", number + 1);
                match core_floor(&used) {
                    Some(_) if used == module => {}
                    Some(used_floor) if used_floor < floor => {}
                    Some(used_floor) => problems.push(format!(
                        "{at}: {module} (floor {floor}) imports from {used} (floor \
                         {used_floor}); a module imports only from the floors below its own"
                    )),
                    None => problems.push(format!(
                        "{at}: {module} imports crate::{used} through the crate root; name \
                         the module it comes from"
                    )),
                }
            }
        }
    }
    problems.extend(core_floors_drawn().err().unwrap_or_default());
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

/// ARCHITECTURE.md's table of floors lists CORE_FLOORS, top floor first.
fn core_floors_drawn() -> Result<(), Vec<String>> {
    let (page, heading) = CORE_FLOORS_DOC;
    let text = read(page)?;
    let Some(section) = section(&text, heading) else {
        return Err(vec![format!("{page}: no section \"{heading}\"")]);
    };
    let drawn: Vec<Vec<String>> = table_rows(section)
        .iter()
        .filter_map(|row| row.get(1).map(|modules| backticked(modules)))
        .collect();
    let code: Vec<Vec<String>> = CORE_FLOORS
        .iter()
        .rev()
        .map(|floor| floor.iter().map(|m| (*m).to_owned()).collect())
        .collect();
    if drawn == code {
        Ok(())
    } else {
        Err(vec![format!(
            "{page} \"{heading}\" draws the floors {drawn:?}; xtask's CORE_FLOORS, top first, \
             are {code:?}"
        )])
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

/// The action enums of the web app's model: `Action` and each enum a variant of it
/// carries (`Settings(SettingsAction)`, `Control(Control)`…), as declared in `sources`.
fn action_enums(sources: &[String]) -> BTreeSet<String> {
    let declared = |name: &str| {
        let declaration = format!("enum {name} {{");
        sources.iter().any(|text| text.contains(&declaration))
    };
    let mut enums = BTreeSet::new();
    for text in sources {
        let Some(start) = text.find("pub enum Action {") else {
            continue;
        };
        let body = &text[start..];
        let body = &body[..body.find("\n}").unwrap_or(body.len())];
        for line in body.lines().skip(1) {
            let carried = line.trim().split(['(', ')']).nth(1).unwrap_or("");
            if !carried.is_empty() && declared(carried) {
                enums.insert(carried.to_owned());
            }
        }
        enums.insert("Action".to_owned());
    }
    enums
}

/// The line numbers of `match` arms in `text` that catch every other value (`_`, or a
/// lone binding) in a match whose arms name one of `enums`. Reads rustfmt's layout: a
/// match's arms start one indent deeper than the line of its `match`.
fn catch_all_arms(text: &str, enums: &BTreeSet<String>) -> Vec<usize> {
    let lines: Vec<&str> = text.lines().collect();
    let indent_of = |line: &str| line.len() - line.trim_start().len();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let code = line.trim_start();
        let opens_match = !code.starts_with("//")
            && code.ends_with('{')
            && (code.starts_with("match ") || code.contains(" match "));
        if !opens_match {
            continue;
        }
        let arm_indent = indent_of(line) + 4;
        let arms: Vec<(usize, &str)> = lines[i + 1..]
            .iter()
            .enumerate()
            .take_while(|(_, arm)| arm.trim().is_empty() || indent_of(arm) >= arm_indent)
            .filter(|(_, arm)| indent_of(arm) == arm_indent)
            .map(|(j, arm)| (i + 2 + j, arm.trim()))
            .collect();
        let on_actions = arms
            .iter()
            .any(|(_, arm)| enums.iter().any(|name| arm.contains(&format!("{name}::"))));
        for (number, arm) in arms {
            let pattern = arm.split("=>").next().unwrap_or("").trim();
            let pattern = pattern.split(" if ").next().unwrap_or(pattern);
            let lone = pattern
                .trim_start_matches("mut ")
                .chars()
                .all(|c| c == '_' || c.is_ascii_lowercase() || c.is_ascii_digit());
            if on_actions && arm.contains("=>") && !pattern.is_empty() && lone {
                found.push(number);
            }
        }
    }
    found
}

/// The model's matches on its actions name every variant (no `_ =>` arm), so a new
/// action does not compile until every reducer that must handle it does.
fn action_matches() -> Result<(), Vec<String>> {
    let files = rust_files(&root().join("web/src/model"));
    let sources: Vec<String> = files
        .iter()
        .map(|path| fs::read_to_string(path).unwrap_or_default())
        .collect();
    let enums = action_enums(&sources);
    if enums.is_empty() {
        return Err(vec!["no `pub enum Action` in web/src/model".to_owned()]);
    }
    let mut problems = Vec::new();
    for (path, text) in files.iter().zip(&sources) {
        for line in catch_all_arms(text, &enums) {
            let file = path.strip_prefix(root()).unwrap_or(path).display();
            problems.push(format!(
                "{file}:{line}: a catch-all arm in a match on an action; name the variants"
            ));
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
    fn tidy_doc_links() {
        assert_tidy(doc_links);
    }

    #[test]
    fn tidy_one_build() {
        assert_tidy(one_build);
    }

    #[test]
    fn tidy_web_layers() {
        assert_tidy(web_layers);
    }

    #[test]
    fn tidy_core_floors() {
        assert_tidy(core_floors);
    }

    #[test]
    fn tidy_hook_literals() {
        assert_tidy(hook_literals);
    }

    #[test]
    fn tidy_markup_strings() {
        assert_tidy(crate::page_rules::markup_strings);
    }

    #[test]
    fn tidy_dom_in_the_page_only() {
        assert_tidy(crate::page_rules::dom_only_in_the_page);
    }

    #[test]
    fn tidy_one_lang() {
        assert_tidy(crate::page_rules::one_lang);
    }

    #[test]
    fn tidy_one_file_list() {
        assert_tidy(crate::file_list::check);
    }

    #[test]
    fn tidy_sentences_in_the_page_only() {
        assert_tidy(crate::page_rules::no_sentences_in_data_crates);
    }

    #[test]
    fn tidy_action_matches() {
        assert_tidy(action_matches);
    }

    #[test]
    fn the_action_check_finds_catch_alls() {
        let sources = ["pub enum Action {
    Work(WorkAction),
    Mode(Mode),
}
             pub enum WorkAction {
    Done,
}
pub enum Other {
}
"
        .to_owned()];
        let enums = action_enums(&sources);
        assert_eq!(
            enums,
            BTreeSet::from(["Action".to_owned(), "WorkAction".to_owned()])
        );
        let reducer = "fn f(a: WorkAction, m: Mode) {
    match a {
        WorkAction::Done => {
            match m {
                Mode::A => 1,
                _ => 2,
            }
        }
        _ => {}
    }
    let x = match a {
        WorkAction::Done | WorkAction::Late(_) => 1,
        other => 2,
    };
}
";
        assert_eq!(catch_all_arms(reducer, &enums), [9, 13]);
        let named = "match a {
    WorkAction::Done => {}
    WorkAction::Late(n) if n > 1 => {}
    WorkAction::Late(_) => {}
}
";
        assert!(catch_all_arms(named, &enums).is_empty());
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
            crate_paths("use crate::board::Board; crate::MAX; tour_core::x; $crate::y"),
            ["board", "MAX"]
        );
        assert_eq!(
            flags("--board RxC [--start SQ] --help"),
            BTreeSet::from(["--board".to_owned(), "--start".to_owned()])
        );
        let long = format!("fn f() {{\n{}}}\n", "    x();\n".repeat(90));
        assert_eq!(long_functions(&long), [(1, "f".to_owned(), 92)]);
        let reasoned = format!("// Long: one table.\n{long}");
        assert!(long_functions(&reasoned).is_empty());
    }

    #[test]
    fn the_link_helpers_read_pages_as_github_does() {
        let page = "# Title\n## How `fast` works: a *tour*…\n## Title\n```sh\n# not a heading\n```\n\
                    See [a](docs/a.md#x), ![b](images/b.png) and `[c](d.md)`.\n";
        assert_eq!(link_targets(page), ["docs/a.md#x", "images/b.png"]);
        assert_eq!(
            anchors(page),
            BTreeSet::from([
                "title".to_owned(),
                "how-fast-works-a-tour".to_owned(),
                "title-1".to_owned(),
            ])
        );
        assert_eq!(resolve("docs/a.md", "../README.md"), "README.md");
        assert_eq!(resolve("docs/a.md", "images/b.png"), "docs/images/b.png");
        assert_eq!(resolve("README.md", "docs/a.md"), "docs/a.md");
        let readme = "### Flags\n| a |\n#### Flags\n";
        assert_eq!(section(readme, "### Flags"), Some("\n| a |\n#### Flags\n"));
        assert_eq!(section(readme, "## Flags"), None);
    }
}
