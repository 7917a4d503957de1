//! After trunk: the last squeeze of what a visitor downloads. On the page's module,
//! wasm-opt runs to a fixed point (`-Oz --converge`, where trunk runs one `-Oz`, then
//! again after flattening the control flow) and the wasm's imports get short names
//! (`imports`); terser minifies wasm-bindgen's JavaScript glue, the engine's loader and
//! the first board's script, and the stylesheets trunk copies as written
//! (`later.css`) lose their comments and spare whitespace (trunk minifies only the page
//! and the stylesheet it links); and the page's `integrity` hashes are brought up to date. The engine
//! (`tour-engine*`) is built for speed, not size: trunk's `wasm-opt -O3` is its last
//! pass, and its glue, a classic script whose global `wasm_bindgen` the loader calls,
//! is minified with its top-level names kept.

use std::fs;
use std::path::{Path, PathBuf};

use crate::command::{Failure, output, run, step};
use crate::root;

/// The wasm features rustc's output uses, for wasm-opt.
const WASM_FEATURES: [&str; 6] = [
    "--enable-bulk-memory",
    "--enable-nontrapping-float-to-int",
    "--enable-sign-ext",
    "--enable-mutable-globals",
    "--enable-reference-types",
    "--enable-multivalue",
];

/// Shrinks the release build in `dist`.
pub fn finish(dist: &Path) -> Result<(), Failure> {
    step("shrinking the build (wasm-opt to a fixed point, terser on the JavaScript)");
    let tools = root().join("tests").join("node_modules").join(".bin");
    let mut changed = Vec::new();
    for path in page_modules(dist)? {
        // A second round after flattening and re-relooping the control flow finds a few
        // hundred bytes more than `-Oz` alone.
        let passes = [
            "-Oz",
            "--converge",
            "--flatten",
            "--rereloop",
            "-Oz",
            "--converge",
        ];
        wasm_opt(&tools, &path, &passes)?;
        changed.push(path);
    }
    // The service worker keeps its placeholders for the file list (offline.rs fills
    // them in); the example page is not the app's.
    for path in files(dist, ".js")?.into_iter().filter(|path| {
        let name = name_of(path);
        name != "sw.js" && !name.starts_with("embed-example")
    }) {
        minify_js(&path, !is_engine(&path))?;
        changed.push(path);
    }
    for path in files(dist, ".css")?
        .into_iter()
        .filter(|path| !name_of(path).starts_with("embed-example"))
    {
        let read = fs::read_to_string(&path);
        let css = read.map_err(|error| Failure(format!("reading {}: {error}", path.display())))?;
        fs::write(&path, minify_css(&css))
            .map_err(|error| Failure(format!("writing {}: {error}", path.display())))?;
        changed.push(path);
    }
    shorten_imports(dist)?;
    // With the short import names in place one more round finds a few hundred bytes:
    // the names' new order changes how wasm-opt numbers and lays out the functions.
    // `--low-memory-unused` lets it fold constant addresses into loads and stores: rustc
    // places data and the stack from 1 MiB up, so the first kilobyte is never used.
    for path in page_modules(dist)? {
        wasm_opt(
            &tools,
            &path,
            &["-Oz", "--monomorphize", "--low-memory-unused", "-Oz"],
        )?;
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

/// Runs wasm-opt's `passes` on the module at `path`, in place.
fn wasm_opt(tools: &Path, path: &Path, passes: &[&str]) -> Result<(), Failure> {
    let text = path.display().to_string();
    let mut args = passes.to_vec();
    args.extend(["-o", &text, &text]);
    args.extend(WASM_FEATURES);
    let dist = path.parent().unwrap_or(path);
    run(
        &tools.join("wasm-opt").display().to_string(),
        &args,
        dist,
        &[],
    )
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

/// `css` without its comments, each run of whitespace one space, and none beside `{`,
/// `}`, `;` or `,` (where CSS never needs one); quoted strings are kept as written.
fn minify_css(css: &str) -> String {
    let mut out = String::with_capacity(css.len());
    let mut chars = css.chars().peekable();
    let mut space = false;
    let tight = |c: char| matches!(c, '{' | '}' | ';' | ',');
    while let Some(c) = chars.next() {
        if c == '/' && chars.peek() == Some(&'*') {
            chars.next();
            let mut last = ' ';
            for c in chars.by_ref() {
                if last == '*' && c == '/' {
                    break;
                }
                last = c;
            }
            space = true;
            continue;
        }
        if c.is_whitespace() {
            space = true;
            continue;
        }
        if space && !out.is_empty() && !out.ends_with(tight) && !tight(c) {
            out.push(' ');
        }
        space = false;
        out.push(c);
        if c == '"' || c == '\'' {
            let mut escaped = false;
            for inner in chars.by_ref() {
                out.push(inner);
                if inner == c && !escaped {
                    break;
                }
                escaped = inner == '\\' && !escaped;
            }
        }
    }
    out
}

/// Whether `path` is one of the engine's files (its glue, loader or WebAssembly).
fn is_engine(path: &Path) -> bool {
    name_of(path).starts_with("tour-engine")
}

/// The page's WebAssembly modules in `dist` (the engine's left out).
fn page_modules(dist: &Path) -> Result<Vec<PathBuf>, Failure> {
    let mut modules = files(dist, "_bg.wasm")?;
    modules.retain(|path| !is_engine(path));
    Ok(modules)
}

/// Gives the wasm's imports from its JavaScript glue short names, in both files
/// (`imports`).
fn shorten_imports(dist: &Path) -> Result<(), Failure> {
    let read_error = |path: &Path, error: std::io::Error| {
        Failure(format!("reading {}: {error}", path.display()))
    };
    for wasm_path in page_modules(dist)? {
        let glue_name = name_of(&wasm_path).replace("_bg.wasm", ".js");
        let glue_path = dist.join(&glue_name);
        let wasm = fs::read(&wasm_path).map_err(|error| read_error(&wasm_path, error))?;
        let glue = fs::read_to_string(&glue_path).map_err(|error| read_error(&glue_path, error))?;
        let (wasm, glue) = crate::imports::shorten(&wasm, &glue)?;
        fs::write(&wasm_path, wasm)
            .and_then(|()| fs::write(&glue_path, glue))
            .map_err(|error| Failure(format!("writing {glue_name} and its wasm: {error}")))?;
    }
    Ok(())
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
    use super::{minify_css, with_cors_stylesheet, with_integrity};

    #[test]
    fn stylesheets_lose_comments_and_spare_whitespace_only() {
        let css = "/* the survey */\n.sq.heat-open rect,\n  .swatch > b {\n  fill: var(--a); /* why */\n  width: calc(100% - 2rem);\n}\n\
                   a[title=\"x  ;  y\"] :hover { content: '{ \\' }'; }\n";
        let minified = minify_css(css);
        assert_eq!(
            minified,
            ".sq.heat-open rect,.swatch > b{fill: var(--a);width: calc(100% - 2rem);}\
             a[title=\"x  ;  y\"] :hover{content: '{ \\' }';}"
        );
        assert_eq!(minify_css(&minified), minified);
    }

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
