//! After trunk: makes the build run under a strict Content-Security-Policy and offline.
//!
//! * Trunk starts the app with an inline `<script type="module">`, which a CSP without
//!   `'unsafe-inline'` blocks; it is moved to `boot-<hash>.js` beside the other assets.
//! * The service worker (`sw.js`) gets the build's file list and a version, so it caches
//!   everything on install (the language tables included) and one visit is enough to
//!   work offline.

use std::fs;
use std::path::Path;

use crate::command::{Failure, step};

/// Post-processes the release build in `dist`.
pub fn finish(dist: &Path) -> Result<(), Failure> {
    step("moving the boot script out of index.html; listing the build for the service worker");
    let read = |name: &str| {
        fs::read_to_string(dist.join(name))
            .map_err(|e| Failure(format!("reading dist/{name}: {e}")))
    };
    let write = |name: &str, text: &str| {
        fs::write(dist.join(name), text).map_err(|e| Failure(format!("writing dist/{name}: {e}")))
    };
    let html = read("index.html")?;
    let Some((html, name, boot)) = external_boot(&html) else {
        return Err(Failure(
            "dist/index.html has no inline start-up script to move out (the strict CSP \
             needs it in a file)"
                .to_owned(),
        ));
    };
    write(&name, &boot)?;
    write("index.html", &html)?;
    let mut files: Vec<String> = fs::read_dir(dist)
        .map_err(|e| Failure(format!("listing dist: {e}")))?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name != "sw.js")
        .collect();
    files.sort();
    // The page fetches these when a language first asks for them, offline too.
    if !files
        .iter()
        .any(|name| name.starts_with("lang-") && name.ends_with(".json"))
    {
        return Err(Failure(
            "dist has no language tables (lang-*.json), which trunk's post_build hook \
             writes (Trunk.toml)"
                .to_owned(),
        ));
    }
    // The version covers contents too: the pages keep their names.
    let mut contents = Vec::new();
    for name in &files {
        contents.extend_from_slice(name.as_bytes());
        contents.extend(
            fs::read(dist.join(name)).map_err(|e| Failure(format!("reading dist/{name}: {e}")))?,
        );
    }
    let sw = read("sw.js")?;
    write("sw.js", &with_assets(&sw, &files, fnv(&contents)))?;
    // Minified once its list is in: the page downloads it on every visit.
    crate::shrink::minify_js(&dist.join("sw.js"), true)
}

/// `html` with its inline module script replaced by a reference to `boot-<hash>.js`,
/// that file's name and its text; `None` when there is no inline script.
fn external_boot(html: &str) -> Option<(String, String, String)> {
    // Trunk writes the tag quoted; its minifier drops the quotes.
    let (start, open) = ["<script type=\"module\">", "<script type=module>"]
        .iter()
        .find_map(|open| Some((html.find(open)?, open.len())))?;
    let body_start = start + open;
    let end = body_start + html[body_start..].find("</script>")?;
    let boot = html[body_start..end].trim().to_owned() + "\n";
    let name = format!("boot-{:016x}.js", fnv(boot.as_bytes()));
    let tag = format!("<script type=\"module\" src=\"./{name}\"></script>");
    let html = format!(
        "{}{tag}{}",
        &html[..start],
        &html[end + "</script>".len()..]
    );
    Some((html, name, boot))
}

/// The service worker with the file list and the build's `version`.
fn with_assets(sw: &str, files: &[String], version: u64) -> String {
    let mut assets = vec!["\"./\"".to_owned()];
    assets.extend(files.iter().map(|name| format!("\"./{name}\"")));
    let version = format!("{version:016x}");
    sw.replace(
        "const ASSETS = [/* filled in by cargo xtask build */];",
        &format!("const ASSETS = [{}];", assets.join(", ")),
    )
    .replace(
        "const VERSION = 'dev';",
        &format!("const VERSION = '{version}';"),
    )
}

/// FNV-1a, 64 bits: a stable content hash for file names (not for security).
pub fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_inline_boot_script_becomes_a_file() {
        let html = "<head>\n<script type=\"module\">\nimport init from './a.js';\n</script>\n<link></head>";
        let (out, name, boot) = external_boot(html).unwrap();
        assert_eq!(boot, "import init from './a.js';\n");
        assert!(name.starts_with("boot-") && name.ends_with(".js"));
        assert_eq!(
            out,
            format!("<head>\n<script type=\"module\" src=\"./{name}\"></script>\n<link></head>")
        );
        assert_eq!(external_boot(&out), None);
        let minified =
            "<title>x</title><script type=module>import init from './a.js';</script><link>";
        let (out, name, _) = external_boot(minified).unwrap();
        assert_eq!(
            out,
            format!("<title>x</title><script type=\"module\" src=\"./{name}\"></script><link>")
        );
    }

    #[test]
    fn the_service_worker_lists_the_build() {
        let sw = "const ASSETS = [/* filled in by cargo xtask build */];\nconst VERSION = 'dev';";
        let out = with_assets(sw, &["a.wasm".to_owned(), "index.html".to_owned()], 42);
        assert!(out.starts_with("const ASSETS = [\"./\", \"./a.wasm\", \"./index.html\"];"));
        assert!(out.ends_with("const VERSION = '000000000000002a';"));
    }
}
