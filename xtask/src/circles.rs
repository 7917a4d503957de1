//! No import circles between sibling modules, in every crate of the workspace.
//!
//! The layer and floor checks keep the top of the web app and of the core pointing
//! downwards; this one looks inside each directory: when `a` imports from `b` and `b`
//! (directly or round other siblings) imports from `a`, neither can be read, tested or
//! moved without the other. A child importing its own parent's items is not a circle
//! between siblings and is allowed.
//!
//! Paths are read from the source text: `use` trees (braces expanded) and `crate::`,
//! `super::` and `self::` paths anywhere else, each resolved from the file's own module.
//! Test modules and test-only files are left out, as tests may reach anywhere.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

use crate::root;
use crate::sources::{rust_files, without_tests};

/// The source roots of the workspace's crates.
const CRATE_ROOTS: [&str; 5] = [
    "crates/tour-core/src",
    "crates/tour-cli/src",
    "crates/tour-engine/src",
    "web/src",
    "xtask/src",
];

/// A module path from the crate root, one name per segment.
type ModulePath = Vec<String>;

/// One import from a sibling: where it is written and what it names.
#[derive(Clone, Debug)]
struct Use {
    at: String,
    path: String,
}

/// Every import circle between sibling modules, one problem per circle.
pub fn check() -> Result<(), Vec<String>> {
    let mut problems = Vec::new();
    for crate_root in CRATE_ROOTS {
        problems.extend(circles_in(&root().join(crate_root)));
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

/// The circles of one crate.
fn circles_in(src: &Path) -> Vec<String> {
    // (parent module, from sibling, to sibling) -> the first import that makes the edge.
    let mut edges: BTreeMap<(ModulePath, String, String), Use> = BTreeMap::new();
    for file in rust_files(src) {
        // Test-only files may reach anywhere.
        if file.file_name().is_some_and(|name| name == "tests.rs") {
            continue;
        }
        let Some(module) = module_of(&file, src) else {
            continue;
        };
        let text = fs::read_to_string(&file).unwrap_or_default();
        let shown = file
            .strip_prefix(root())
            .unwrap_or(&file)
            .display()
            .to_string();
        for (line, path) in paths(without_tests(&text)) {
            let Some(target) = resolve(&module, &path) else {
                continue;
            };
            let common = module
                .iter()
                .zip(&target)
                .take_while(|(a, b)| a == b)
                .count();
            let (Some(from), Some(to)) = (module.get(common), target.get(common)) else {
                continue;
            };
            let parent = module[..common].to_vec();
            if !is_module(src, &parent, to) {
                continue;
            }
            edges
                .entry((parent, from.clone(), to.clone()))
                .or_insert_with(|| Use {
                    at: format!("{shown}:{line}"),
                    path: path.join("::"),
                });
        }
    }
    let mut by_parent: BTreeMap<ModulePath, BTreeMap<String, Vec<(String, Use)>>> = BTreeMap::new();
    for ((parent, from, to), used) in edges {
        by_parent
            .entry(parent)
            .or_default()
            .entry(from)
            .or_default()
            .push((to, used));
    }
    let mut problems = Vec::new();
    for (parent, graph) in &by_parent {
        for circle in circles(graph) {
            let name = if parent.is_empty() {
                src.strip_prefix(root())
                    .unwrap_or(src)
                    .display()
                    .to_string()
            } else {
                parent.join("::")
            };
            let steps: Vec<String> = circle
                .iter()
                .map(|(from, to, used)| format!("{from} -> {to} ({}: {})", used.at, used.path))
                .collect();
            problems.push(format!(
                "{name}: an import circle between sibling modules: {}",
                steps.join("; ")
            ));
        }
    }
    problems
}

/// One circle per strongly connected group of more than one module, found by walking
/// from its smallest member: each step `(from, to, the import)`.
fn circles(graph: &BTreeMap<String, Vec<(String, Use)>>) -> Vec<Vec<(String, String, Use)>> {
    let reaches = |from: &str| -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.to_owned()];
        while let Some(node) = stack.pop() {
            for (to, _) in graph.get(&node).into_iter().flatten() {
                if seen.insert(to.clone()) {
                    stack.push(to.clone());
                }
            }
        }
        seen
    };
    let mut reported: BTreeSet<String> = BTreeSet::new();
    let mut found = Vec::new();
    for start in graph.keys() {
        if reported.contains(start) || !reaches(start).contains(start) {
            continue;
        }
        // The shortest way back to `start`, breadth first.
        let mut came_from: BTreeMap<String, (String, Use)> = BTreeMap::new();
        let mut queue = std::collections::VecDeque::from([start.clone()]);
        'search: while let Some(node) = queue.pop_front() {
            for (to, used) in graph.get(&node).into_iter().flatten() {
                if to == start {
                    came_from.insert(start.clone(), (node.clone(), used.clone()));
                    break 'search;
                }
                if !came_from.contains_key(to) {
                    came_from.insert(to.clone(), (node.clone(), used.clone()));
                    queue.push_back(to.clone());
                }
            }
        }
        let mut steps = Vec::new();
        let mut at = start.clone();
        while let Some((from, used)) = came_from.get(&at) {
            steps.push((from.clone(), at.clone(), used.clone()));
            at = from.clone();
            if at == *start {
                break;
            }
        }
        steps.reverse();
        reported.extend(steps.iter().map(|(from, _, _)| from.clone()));
        found.push(steps);
    }
    found
}

/// The module a file defines: `a/b.rs` and `a/b/mod.rs` are `a::b`; the crate's
/// `lib.rs` and `main.rs` are the root. Binaries under `bin/` are crates of their own,
/// which import the library by name, so they are left out.
fn module_of(file: &Path, src: &Path) -> Option<ModulePath> {
    let relative = file.strip_prefix(src).ok()?;
    let mut parts: ModulePath = relative
        .components()
        .map(|part| {
            part.as_os_str()
                .to_string_lossy()
                .trim_end_matches(".rs")
                .to_owned()
        })
        .collect();
    if parts.first().is_some_and(|first| first == "bin") {
        return None;
    }
    if parts.len() == 1 && (parts[0] == "lib" || parts[0] == "main") {
        return Some(Vec::new());
    }
    if parts.last().is_some_and(|last| last == "mod") {
        parts.pop();
    }
    Some(parts)
}

/// Whether `name` is a module in `parent`'s directory (not an item of the parent).
fn is_module(src: &Path, parent: &[String], name: &str) -> bool {
    let dir = parent
        .iter()
        .fold(src.to_path_buf(), |dir, part| dir.join(part));
    dir.join(format!("{name}.rs")).is_file() || dir.join(name).join("mod.rs").is_file()
}

/// The module paths `text` names, each with the line it starts on: every path of each
/// `use` tree, and each `crate::`/`super::`/`self::` path elsewhere.
fn paths(text: &str) -> Vec<(usize, Vec<String>)> {
    let code: String = text
        .lines()
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n");
    let line_of = |at: usize| code[..at].matches('\n').count() + 1;
    let mut found = Vec::new();
    let mut covered = Vec::new();
    let is_ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    for (at, _) in code.match_indices("use ") {
        if code[..at].ends_with(is_ident) {
            continue;
        }
        let Some(length) = code[at..].find(';') else {
            continue;
        };
        // `a as b` becomes `a@b`, then every space goes.
        let tree = code[at + 4..at + length]
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .replace(" as ", "@")
            .replace(' ', "");
        covered.push(at..at + length);
        for path in expand(&tree) {
            found.push((line_of(at), path));
        }
    }
    for start in ["crate::", "super::", "self::"] {
        for (at, _) in code.match_indices(start) {
            if covered.iter().any(|range| range.contains(&at))
                || code[..at].ends_with(|c: char| is_ident(c) || c == '$' || c == ':')
            {
                continue;
            }
            let span: String = code[at..]
                .chars()
                .take_while(|&c| is_ident(c) || c == ':')
                .collect();
            let path: Vec<String> = span
                .split("::")
                .take_while(|part| !part.is_empty())
                .map(str::to_owned)
                .collect();
            found.push((line_of(at), path));
        }
    }
    found
}

/// The paths of a `use` tree without spaces: `a::{b,c::{d,e}}` is `a::b`, `a::c::d`,
/// `a::c::e`.
fn expand(tree: &str) -> Vec<Vec<String>> {
    let tree = tree.trim_start_matches("::");
    let Some(open) = tree.find('{') else {
        let path = tree.split('@').next().unwrap_or(tree);
        return vec![
            path.split("::")
                .filter(|part| !part.is_empty())
                .map(str::to_owned)
                .collect(),
        ];
    };
    let prefix: Vec<String> = tree[..open]
        .split("::")
        .filter(|part| !part.is_empty())
        .map(str::to_owned)
        .collect();
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let mut parts = Vec::new();
    let (mut depth, mut begun) = (0usize, 0usize);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                parts.push(&inner[begun..i]);
                begun = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[begun..]);
    parts
        .into_iter()
        .filter(|part| !part.is_empty())
        .flat_map(expand)
        .map(|rest| {
            let rest = if rest.first().is_some_and(|first| first == "self") {
                rest[1..].to_vec()
            } else {
                rest
            };
            prefix.iter().cloned().chain(rest).collect()
        })
        .collect()
}

/// `path` as a module path from the crate root, when it starts at `crate`, `super` or
/// `self`; `None` for paths into other crates.
fn resolve(module: &[String], path: &[String]) -> Option<ModulePath> {
    let mut at: ModulePath = match path.first().map(String::as_str) {
        Some("crate") => Vec::new(),
        Some("super" | "self") => module.to_vec(),
        _ => return None,
    };
    let mut rest = path;
    if rest.first().is_some_and(|first| first == "crate") {
        rest = &rest[1..];
    }
    while let Some(first) = rest.first() {
        match first.as_str() {
            "super" => {
                at.pop()?;
            }
            "self" => {}
            _ => break,
        }
        rest = &rest[1..];
    }
    at.extend(rest.iter().cloned());
    Some(at)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(paths: Vec<Vec<String>>) -> Vec<String> {
        paths.into_iter().map(|path| path.join("::")).collect()
    }

    #[test]
    fn use_trees_expand_into_paths() {
        assert_eq!(
            names(expand("super::{code::{self,View},player::Player@P}")),
            ["super::code", "super::code::View", "super::player::Player"]
        );
        assert_eq!(
            names(expand("crate::args::ShapeArgs")),
            ["crate::args::ShapeArgs"]
        );
    }

    #[test]
    fn paths_resolve_from_the_file_s_module() {
        let module: Vec<String> = ["model", "code"].map(str::to_owned).to_vec();
        let path = |text: &str| text.split("::").map(str::to_owned).collect::<Vec<_>>();
        assert_eq!(
            resolve(&module, &path("super::player::View")),
            Some(path("model::player::View"))
        );
        assert_eq!(
            resolve(&module, &path("crate::tasks::x")),
            Some(path("tasks::x"))
        );
        assert_eq!(resolve(&module, &path("tour_core::Board")), None);
    }

    #[test]
    fn a_circle_is_named_with_the_imports_that_make_it() {
        let used = |path: &str| Use {
            at: "f.rs:1".to_owned(),
            path: path.to_owned(),
        };
        let graph = BTreeMap::from([
            ("a".to_owned(), vec![("b".to_owned(), used("super::b::X"))]),
            ("b".to_owned(), vec![("a".to_owned(), used("super::a::Y"))]),
            ("c".to_owned(), vec![("a".to_owned(), used("super::a::Z"))]),
        ]);
        let found = circles(&graph);
        assert_eq!(found.len(), 1);
        let steps: Vec<(String, String)> = found[0]
            .iter()
            .map(|(f, t, _)| (f.clone(), t.clone()))
            .collect();
        assert_eq!(steps, [("a".into(), "b".into()), ("b".into(), "a".into())]);
    }

    #[test]
    fn tidy_import_circles() {
        if let Err(problems) = check() {
            panic!("{}", problems.join("\n"));
        }
    }
}
