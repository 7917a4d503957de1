//! The language tables the page loads on demand (`lang-zh-Hant.json`,
//! `lang-zh-Hans.json`): written by the app itself, built natively (`tour-web DIR`), from
//! the same Rust tables the compiler checks complete. Before `offline`, so the service
//! worker caches them with the rest of the build.

use std::path::Path;

use crate::command::{Failure, run, step};
use crate::root;

/// Writes the tables into `dist`.
pub fn write(dist: &Path) -> Result<(), Failure> {
    step("writing the language tables the page loads on demand (tour-web, natively)");
    let dir = dist.display().to_string();
    run(
        "cargo",
        &["run", "--quiet", "--package", "tour-web", "--", &dir],
        &root(),
        &[],
    )
}
