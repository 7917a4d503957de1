//! After trunk: terser minifies wasm-bindgen's JavaScript glue, the engine's loader and
//! the first board's script (trunk minifies only the page and the stylesheet it links;
//! its own wasm-opt has already run on every module), and the page's `integrity` hashes
//! are brought up to date. The engine's glue, a classic script whose global
//! `wasm_bindgen` the loader calls, is minified with its top-level names kept.

use std::fs;
use std::path::{Path, PathBuf};

use crate::command::{Failure, output, run, step};
use crate::root;

/// Shrinks the release build in `dist`.
pub fn finish(dist: &Path) -> Result<(), Failure> {
    step("minifying the build's JavaScript (terser)");
    let mut changed = Vec::new();
    // The service worker keeps its placeholders for the file list (offline.rs fills
    // them in); the example page is not the app's.
    for path in files(dist, ".js")?.into_iter().filter(|path| {
        let name = name_of(path);
        name != "sw.js" && !name.starts_with("embed-example")
    }) {
        minify_js(&path, !is_engine(&path))?;
        changed.push(path);
    }
    let html_path = dist.join("index.html");
    let mut html = fs::read_to_string(&html_path)
        .map_err(|error| Failure(format!("reading dist/index.html: {error}")))?;
    for path in &changed {
        html = with_integrity(&html, &name_of(path), &sha384(path)?);
    }
    let html = with_cors_stylesheet(&html);
    fs::write(&html_path, html)
        .map_err(|error| Failure(format!("writing dist/index.html: {error}")))
}

/// Minifies a JavaScript file in place with terser (from tests/'s npm packages): a module,
/// whose top-level names are its own, or a classic script (`module` false), whose
/// top-level names are kept (the engine's glue declares the global its loader calls).
pub fn minify_js(path: &Path, module: bool) -> Result<(), Failure> {
    let terser = root()
        .join("tests")
        .join("node_modules")
        .join(".bin")
        .join("terser");
    let text = path.display().to_string();
    let mut args = vec!["--compress", "--mangle", "--output", &text, "--", &text];
    if module {
        args.insert(0, "--module");
    }
    let dir = path.parent().unwrap_or(path);
    run(&terser.display().to_string(), &args, dir, &[])
}

/// Whether `path` is one of the engine's files (its glue, loader or WebAssembly).
fn is_engine(path: &Path) -> bool {
    name_of(path).starts_with("tour-engine")
}

/// The files in `dist` whose names end with `suffix`.
fn files(dist: &Path, suffix: &str) -> Result<Vec<PathBuf>, Failure> {
    let entries = fs::read_dir(dist).map_err(|error| Failure(format!("listing dist: {error}")))?;
    let mut found: Vec<PathBuf> = entries
        .filter_map(|entry| Some(entry.ok()?.path()))
        .filter(|path| name_of(path).ends_with(suffix))
        .collect();
    found.sort();
    Ok(found)
}

/// A file's name.
fn name_of(path: &Path) -> String {
    path.file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// The file's SHA-384 in base64, as `integrity` attributes write it (from Node.js, which
/// the build already needs).
fn sha384(path: &Path) -> Result<String, Failure> {
    let script = "const c=require('crypto'),f=require('fs');\
                  process.stdout.write(c.createHash('sha384').update(f.readFileSync(process.argv[1])).digest('base64'))";
    let path = path.display().to_string();
    output("node", &["-e", script, &path])
        .ok_or_else(|| Failure(format!("cannot hash {path} with node")))
}

/// `html` with the `integrity` attribute of every element that names `file` set to
/// `sha384-<digest>` (elements without one, like the start-up script that imports the
/// file, are left as they are).
fn with_integrity(html: &str, file: &str, digest: &str) -> String {
    let needle = format!("./{file}");
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(at) = rest.find(&needle) {
        let start = rest[..at].rfind('<').unwrap_or(0);
        let end = at + rest[at..].find('>').unwrap_or(rest.len() - at);
        let tag = &rest[start..end];
        match tag.find("integrity=") {
            Some(attribute) => {
                let value_start = start + attribute + "integrity=".len();
                let value_end = if rest[value_start..].starts_with('"') {
                    value_start + 1 + rest[value_start + 1..end].find('"').map_or(0, |i| i + 1)
                } else {
                    value_start
                        + rest[value_start..end]
                            .find(' ')
                            .unwrap_or(end - value_start)
                };
                out.push_str(&rest[..start + attribute]);
                out.push_str(&format!("integrity=\"sha384-{digest}\""));
                out.push_str(&rest[value_end..end]);
            }
            None => out.push_str(&rest[..end]),
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// `html` with `crossorigin` on its stylesheet links: a page in a sandboxed frame has an
/// opaque origin, and a stylesheet with `integrity` loads there only when fetched with
/// CORS (the server then sends `Access-Control-Allow-Origin`, as for the scripts).
fn with_cors_stylesheet(html: &str) -> String {
    let mut out = String::with_capacity(html.len() + 16);
    let mut rest = html;
    while let Some(at) = rest.find("<link ") {
        let end = at + rest[at..].find('>').unwrap_or(rest.len() - at);
        let tag = &rest[at..end];
        out.push_str(&rest[..at]);
        if tag.contains("stylesheet") && !tag.contains("crossorigin") {
            out.push_str("<link crossorigin ");
            out.push_str(&tag["<link ".len()..]);
        } else {
            out.push_str(tag);
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::{with_cors_stylesheet, with_integrity};

    #[test]
    fn stylesheets_are_fetched_with_cors() {
        let html =
            "<link href=./a.css integrity=sha384-x rel=stylesheet><link href=./i.svg rel=icon>";
        assert_eq!(
            with_cors_stylesheet(html),
            "<link crossorigin href=./a.css integrity=sha384-x rel=stylesheet><link href=./i.svg rel=icon>"
        );
        let done = with_cors_stylesheet(html);
        assert_eq!(with_cors_stylesheet(&done), done);
    }

    #[test]
    fn the_integrity_of_the_named_file_is_replaced_quoted_or_not() {
        let html = "<link href=./a.css integrity=sha384-old rel=stylesheet>\
                    <link crossorigin href=./a.js integrity=sha384-OLD rel=modulepreload>";
        let out = with_integrity(html, "a.js", "NEW");
        assert_eq!(
            out,
            "<link href=./a.css integrity=sha384-old rel=stylesheet>\
             <link crossorigin href=./a.js integrity=\"sha384-NEW\" rel=modulepreload>"
        );
        let quoted = "<link href=\"./a.js\" integrity=\"sha384-x\" rel=preload>";
        assert_eq!(
            with_integrity(quoted, "a.js", "y"),
            "<link href=\"./a.js\" integrity=\"sha384-y\" rel=preload>"
        );
        assert_eq!(with_integrity(html, "b.js", "z"), html);
        let imported = "<script type=module>import init from './a.js';</script>\
                        <link href=./a.js integrity=sha384-OLD rel=modulepreload>";
        assert_eq!(
            with_integrity(imported, "a.js", "NEW"),
            "<script type=module>import init from './a.js';</script>\
             <link href=./a.js integrity=\"sha384-NEW\" rel=modulepreload>"
        );
    }
}
