//! The page-weight check: what a visitor downloads, gzipped.

use std::path::Path;
use std::process::Command;

use crate::command::{Failure, step};

/// The most the page may weigh, gzipped: 200 KB, everything the app page loads.
pub const LIMIT_BYTES: u64 = 200 * 1024;

/// Files in `dist` the app page itself never loads (the embedding example page).
const NOT_THE_PAGE: &str = "embed-example";

/// The file types the page loads.
const PAGE_TYPES: [&str; 4] = ["html", "js", "wasm", "css"];

/// Fails when the page in `dist` weighs more than [`LIMIT_BYTES`] gzipped.
pub fn check(dist: &Path) -> Result<(), Failure> {
    step("page weight (gzip -9 of html + js + wasm + css)");
    let total = measure(dist)?;
    println!("page weight: {total} bytes gzipped (limit {LIMIT_BYTES})");
    if total > LIMIT_BYTES {
        return Err(Failure(format!(
            "the page weighs {total} bytes gzipped, over the {LIMIT_BYTES}-byte limit"
        )));
    }
    Ok(())
}

/// The page in `dist` gzipped, file by file and in total.
pub fn measure(dist: &Path) -> Result<u64, Failure> {
    let entries = std::fs::read_dir(dist).map_err(|error| {
        Failure(format!(
            "cannot read {} ({error}); run `cargo xtask build` first",
            dist.display()
        ))
    })?;
    let mut files: Vec<_> = entries
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| {
            path.extension()
                .and_then(|ext| ext.to_str())
                .is_some_and(|ext| PAGE_TYPES.contains(&ext))
                && !path
                    .file_name()
                    .and_then(|name| name.to_str())
                    .is_some_and(|name| name.starts_with(NOT_THE_PAGE))
        })
        .collect();
    files.sort();
    if files.is_empty() {
        return Err(Failure(format!("no page files in {}", dist.display())));
    }
    let mut total = 0;
    for file in &files {
        let bytes = gzipped_len(file)?;
        println!("{bytes:>9}  {}", file.display());
        total += bytes;
    }
    Ok(total)
}

fn gzipped_len(file: &Path) -> Result<u64, Failure> {
    let output = Command::new("gzip")
        .args(["-9", "-c"])
        .arg(file)
        .output()
        .map_err(|error| Failure(format!("could not run gzip: {error}")))?;
    if !output.status.success() {
        return Err(Failure(format!("gzip failed on {}", file.display())));
    }
    // A usize always fits in a u64 on the machines this runs on.
    Ok(u64::try_from(output.stdout.len()).unwrap_or(u64::MAX))
}
