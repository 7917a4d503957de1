//! After trunk: the last squeeze of what a visitor downloads. wasm-opt runs to a fixed
//! point (`-Oz --converge`, where trunk runs one `-Oz`), terser minifies wasm-bindgen's
//! JavaScript glue and the service worker's registration (trunk minifies only the page
//! and the stylesheet), and the page's `integrity` hashes are brought up to date.

use std::fs;
use std::path::{Path, PathBuf};

use crate::command::{Failure, output, run, step};
use crate::root;

/// The wasm features rustc's output uses, for wasm-opt.
const WASM_FEATURES: [&str; 5] = [
    "--enable-bulk-memory",
    "--enable-nontrapping-float-to-int",
    "--enable-sign-ext",
    "--enable-mutable-globals",
    "--enable-reference-types",
];

/// Shrinks the release build in `dist`.
pub fn finish(dist: &Path) -> Result<(), Failure> {
    step("shrinking the build (wasm-opt to a fixed point, terser on the JavaScript)");
    let tools = root().join("tests").join("node_modules").join(".bin");
    let mut changed = Vec::new();
    for path in files(dist, "_bg.wasm")? {
        let text = path.display().to_string();
        let mut args = vec!["-Oz", "--converge", &text, "-o", &text];
        args.extend(WASM_FEATURES);
        run(&tools.join("wasm-opt").display().to_string(), &args, dist, &[])?;
        changed.push(path);
    }
    // The service worker keeps its placeholders for the file list (offline.rs fills
    // them in); the example page is not the app's.
    for path in files(dist, ".js")?.into_iter().filter(|path| {
        let name = name_of(path);
        name != "sw.js" && !name.starts_with("embed-example")
    }) {
        let text = path.display().to_string();
        let args = ["--module", "--compress", "--mangle", "--output", &text, "--", &text];
        run(&tools.join("terser").display().to_string(), &args, dist, &[])?;
        changed.push(path);
    }
    let html_path = dist.join("index.html");
    let mut html = fs::read_to_string(&html_path)
        .map_err(|error| Failure(format!("reading dist/index.html: {error}")))?;
    for path in &changed {
        html = with_integrity(&html, &name_of(path), &sha384(path)?);
    }
    fs::write(&html_path, html).map_err(|error| Failure(format!("writing dist/index.html: {error}")))
}

/// The files in `dist` whose names end with `suffix`.
fn files(dist: &Path, suffix: &str) -> Result<Vec<PathBuf>, Failure> {
    let entries =
        fs::read_dir(dist).map_err(|error| Failure(format!("listing dist: {error}")))?;
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

/// `html` with the `integrity` attribute of the element that names `file` set to
/// `sha384-<digest>` (elements without one are left as they are).
fn with_integrity(html: &str, file: &str, digest: &str) -> String {
    let Some(at) = html.find(&format!("./{file}")) else {
        return html.to_owned();
    };
    let start = html[..at].rfind('<').unwrap_or(0);
    let end = at + html[at..].find('>').unwrap_or(html.len() - at);
    let tag = &html[start..end];
    let Some(attribute) = tag.find("integrity=") else {
        return html.to_owned();
    };
    let value_start = start + attribute + "integrity=".len();
    let quoted = html[value_start..].starts_with('"');
    let value_end = if quoted {
        value_start + 1 + html[value_start + 1..].find('"').unwrap_or(0) + 1
    } else {
        value_start + html[value_start..end].find([' ', '>']).unwrap_or(end - value_start)
    };
    format!(
        "{}integrity=\"sha384-{digest}\"{}",
        &html[..start + attribute],
        &html[value_end..]
    )
}

#[cfg(test)]
mod tests {
    use super::with_integrity;

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
    }
}
