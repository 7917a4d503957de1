//! Precompressed copies for static hosts: beside every text or wasm file of the build,
//! `NAME.br` (brotli at its highest quality, from Node.js's zlib) and `NAME.gz` (`gzip -9`),
//! so a host that serves precompressed files (or the load benchmark's server) sends the
//! smallest encoding the browser accepts without compressing on the fly.
//!
//! The copies are the last files written: the page's `integrity` hashes and the service
//! worker's file list are final by then, and the service worker never lists a copy (the
//! browser asks for `NAME` and the host picks the encoding). A copy that would not be
//! smaller than its file is not written.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::command::{Failure, output, step};

/// The file types that get precompressed copies: text and WebAssembly (images are
/// compressed already).
pub const TYPES: [&str; 7] = ["html", "js", "wasm", "css", "json", "svg", "webmanifest"];

/// Brotli at quality 11 with the largest window, from Node.js's zlib: prints each
/// compressed length (0 when not written), one a line. `argv`: `write` or `measure`,
/// then the files.
const BROTLI: &str = "\
const z=require('zlib'),f=require('fs');\
const [write,...files]=process.argv.slice(1);\
for(const file of files){\
const text=!file.endsWith('.wasm'),data=f.readFileSync(file);\
const out=z.brotliCompressSync(data,{params:{\
[z.constants.BROTLI_PARAM_QUALITY]:z.constants.BROTLI_MAX_QUALITY,\
[z.constants.BROTLI_PARAM_LGWIN]:z.constants.BROTLI_MAX_WINDOW_BITS,\
[z.constants.BROTLI_PARAM_MODE]:text?z.constants.BROTLI_MODE_TEXT:z.constants.BROTLI_MODE_GENERIC,\
[z.constants.BROTLI_PARAM_SIZE_HINT]:data.length}});\
if(write==='write'&&out.length<data.length)f.writeFileSync(file+'.br',out);\
console.log(out.length)}";

/// Writes `.br` and `.gz` beside every file of [`TYPES`] in `dist` (and its folders).
pub fn finish(dist: &Path) -> Result<(), Failure> {
    step("precompressing the build (.br: brotli -q 11, .gz: gzip -9) for static hosts");
    let files = compressible(dist)?;
    let brotli = brotli_lengths(&files, true)?;
    let (mut plain_total, mut br_total, mut gz_total) = (0, 0, 0);
    for (file, br) in files.iter().zip(brotli) {
        let plain = len_of(file)?;
        let gz = gzip(file)?;
        let gz_len = len(&gz);
        if gz_len < plain {
            fs::write(with_suffix(file, "gz"), &gz)
                .map_err(|e| Failure(format!("writing {}.gz: {e}", file.display())))?;
        }
        plain_total += plain;
        br_total += br.min(plain);
        gz_total += gz_len.min(plain);
    }
    println!(
        "{} files: {plain_total} bytes, {gz_total} as served gzipped, {br_total} as served \
         with brotli",
        files.len()
    );
    service_worker_lists_no_copy(dist)
}

/// The files of `dist` (and its folders) with a type of [`TYPES`], sorted.
pub fn compressible(dist: &Path) -> Result<Vec<PathBuf>, Failure> {
    let mut found = Vec::new();
    let mut folders = vec![dist.to_path_buf()];
    while let Some(folder) = folders.pop() {
        let entries = fs::read_dir(&folder).map_err(|e| {
            Failure(format!(
                "cannot read {} ({e}); run `cargo xtask build` first",
                folder.display()
            ))
        })?;
        for entry in entries.filter_map(Result::ok) {
            let path = entry.path();
            if path.is_dir() {
                folders.push(path);
            } else if has_type(&path) {
                found.push(path);
            }
        }
    }
    found.sort();
    Ok(found)
}

/// Whether `path` is of one of [`TYPES`] (so never a `.br` or `.gz` copy).
fn has_type(path: &Path) -> bool {
    path.extension()
        .and_then(|ext| ext.to_str())
        .is_some_and(|ext| TYPES.contains(&ext))
}

/// `file` gzipped at level 9, without a name or time stamp in the header (so a build
/// gives the same bytes every time).
pub fn gzip(file: &Path) -> Result<Vec<u8>, Failure> {
    let out = Command::new("gzip")
        .args(["-9", "-n", "-c"])
        .arg(file)
        .output()
        .map_err(|error| Failure(format!("could not run gzip: {error}")))?;
    if !out.status.success() {
        return Err(Failure(format!("gzip failed on {}", file.display())));
    }
    Ok(out.stdout)
}

/// The brotli length of each of `files` (quality 11); `write` also writes the `.br`
/// copies that are smaller than their files.
pub fn brotli_lengths(files: &[PathBuf], write: bool) -> Result<Vec<u64>, Failure> {
    if files.is_empty() {
        return Ok(Vec::new());
    }
    let mut args = vec![
        "-e".to_owned(),
        BROTLI.to_owned(),
        if write { "write" } else { "measure" }.to_owned(),
    ];
    args.extend(files.iter().map(|file| file.display().to_string()));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let printed = output("node", &args)
        .ok_or_else(|| Failure("could not compress with brotli (node's zlib)".to_owned()))?;
    let lengths: Vec<u64> = printed
        .lines()
        .map(|line| line.trim().parse().unwrap_or(u64::MAX))
        .collect();
    if lengths.len() != files.len() || lengths.contains(&u64::MAX) {
        return Err(Failure(format!(
            "node's brotli printed {} lengths for {} files",
            lengths.len(),
            files.len()
        )));
    }
    Ok(lengths)
}

/// The service worker caches what the page asks for by name; a `.br` or `.gz` copy in
/// its list would be downloaded on install for nothing.
fn service_worker_lists_no_copy(dist: &Path) -> Result<(), Failure> {
    let Ok(sw) = fs::read_to_string(dist.join("sw.js")) else {
        return Ok(());
    };
    let copy = [".br\"", ".gz\"", ".br'", ".gz'"]
        .iter()
        .find(|suffix| sw.contains(*suffix));
    match copy {
        Some(suffix) => Err(Failure(format!(
            "dist/sw.js lists a precompressed copy (a name ending {}); it must list only the \
             files the page asks for",
            &suffix[..3]
        ))),
        None => Ok(()),
    }
}

/// `file` with `.suffix` appended to its name (`a.js` → `a.js.gz`).
fn with_suffix(file: &Path, suffix: &str) -> PathBuf {
    let mut name = file.as_os_str().to_owned();
    name.push(".");
    name.push(suffix);
    PathBuf::from(name)
}

/// A file's length in bytes.
pub fn len_of(file: &Path) -> Result<u64, Failure> {
    fs::metadata(file)
        .map(|meta| meta.len())
        .map_err(|e| Failure(format!("reading {}: {e}", file.display())))
}

/// A length as a u64 (a usize always fits on the machines this runs on).
pub fn len(bytes: &[u8]) -> u64 {
    u64::try_from(bytes.len()).unwrap_or(u64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_text_and_wasm_get_copies() {
        for name in [
            "index.html",
            "a_bg.wasm",
            "sw.js",
            "zh-hant.json",
            "manifest.webmanifest",
            "favicon.svg",
            "style.css",
        ] {
            assert!(has_type(Path::new(name)), "{name}");
        }
        for name in ["icon-192.png", "a.js.gz", "a.wasm.br", "README"] {
            assert!(!has_type(Path::new(name)), "{name}");
        }
        assert_eq!(
            with_suffix(Path::new("dist/a.js"), "br"),
            Path::new("dist/a.js.br")
        );
    }
}
