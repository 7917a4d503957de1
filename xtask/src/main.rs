//! Project automation, in the rust-analyzer `xtask` style: `cargo xtask <task>`.
//!
//! Every task installs what is missing first (checking versions, so a warm machine skips
//! the installs), then does its job. Only the standard library: the tasks shell out to
//! cargo, rustup, trunk, npm, node and gzip.

mod circles;
mod command;
mod compare;
mod file_list;
mod fuzz;
mod hashed;
mod literals;
mod offline;
// The files the page fetches by name, listed once for the page and for the build,
// which reads the lists it checks.
#[allow(dead_code)]
#[path = "../../web/src/tasks/files/names.rs"]
mod page_files;
mod page_rules;
mod precompress;
mod setup;
mod shrink;
mod size;
mod sources;
mod test_build;
mod tidy;
mod wasm_parts;
mod wasm_reader;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use command::{Failure, run, step};

/// What `cargo xtask --help` prints.
const HELP: &str = "\
cargo xtask <task>

Tasks:
  setup   install what is missing (wasm32 target, trunk, wasm-bindgen-cli, npm packages,
          Chromium), checking versions first
  build   setup, then the release build of the app into dist/ (trunk's hook adds the
          language tables the page loads on demand, lang-*.json), a hash of its
          content in the name of every file but the pages and sw.js, with .br and .gz
          copies of its text and wasm files for static hosts
  build-test
          setup, then the test build into dist-test/: the release build with the page's
          and the engine's feature test-panic, whose address parameter sets off a panic
          (tests/panic.spec.mjs), never shipped
  serve   setup, then serve the app at http://127.0.0.1:8080
  size    page weight of dist/ (gzip -9, brotli beside it): what the page fetches before
          it answers the first click (fails above 256 KiB) and the whole build with what
          is fetched later or on demand (fails above 320 KiB); the wasm by crate;
          fails if the test build's trigger (test-panic) is in dist/
  tidy    the docs' tables against the code's (URL parameters, DOM hooks, CLI flags),
          links between the docs, the web app's layers, hook names, function lengths
  test    setup, then every check CI runs: fmt, tidy, clippy (native, every feature
          combination of tour-core, wasm32), cargo test, release build, test build,
          page weight, browser tests in Chromium
  fuzz [CASES]
          every parser of outside text fuzzed long: the parsers' property tests in a
          release build, CASES cases each (1,000,000 unless given), the total reported
  compare-jgrapht
          time JGraphT's ParberryKnightTour (Debian's libjgrapht-java) and fast on the
          same machine and print the ratio
";

/// Runs the task named by the first argument; any failure exits non-zero.
fn main() -> ExitCode {
    let task = std::env::args().nth(1).unwrap_or_default();
    let result = match task.as_str() {
        "setup" => setup::all(),
        "build" => setup::all().and_then(|()| build()),
        "build-test" => setup::all().and_then(|()| test_build::build(trunk)),
        "serve" => setup::all().and_then(|()| serve()),
        "size" => size::check(&root().join("dist")),
        "tidy" => tidy::check(),
        "test" => test(),
        "compare-jgrapht" => compare::jgrapht(),
        "fuzz" => fuzz::run_all(std::env::args().nth(2)),
        "" | "help" | "-h" | "--help" => {
            print!("{HELP}");
            Ok(())
        }
        other => Err(Failure(format!(
            "unknown task \"{other}\"; the tasks are setup, build, build-test, serve, size, \
             tidy, test, fuzz, compare-jgrapht \
             (cargo xtask --help)"
        ))),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure(message)) => {
            eprintln!("xtask: {message}");
            ExitCode::FAILURE
        }
    }
}

/// The workspace root (this crate's parent directory).
pub fn root() -> PathBuf {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().map_or(manifest.clone(), PathBuf::from)
}

/// Cargo's target folder: `CARGO_TARGET_DIR`, else the workspace's own.
pub fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root().join("target"), PathBuf::from)
}

/// `PATH` with the npm tools of `tests/` (binaryen's `wasm-opt`) first, for trunk.
fn path_with_npm_tools() -> String {
    let tools = root().join("tests").join("node_modules").join(".bin");
    let path = std::env::var("PATH").unwrap_or_default();
    format!("{}:{path}", tools.display())
}

/// `cargo xtask build`: the release build into dist/.
fn build() -> Result<(), Failure> {
    trunk("release build (trunk, wasm-opt)", "build", &[])?;
    let dist = root().join("dist");
    wasm_parts::keep(&root(), &dist);
    shrink::finish(&dist)?;
    hashed::finish(&dist)?;
    offline::finish(&dist)?;
    // Last: the copies are of the final files, and the service worker's list is written.
    precompress::finish(&dist)
}

/// `cargo xtask serve`: the release build, served and rebuilt on change.
fn serve() -> Result<(), Failure> {
    trunk(
        "serving at http://127.0.0.1:8080 (Ctrl-C stops)",
        "serve",
        &[],
    )
}

/// Runs `trunk <command> --release [extra]` with npm's `wasm-opt` on PATH.
fn trunk(title: &str, command: &str, extra: &[&str]) -> Result<(), Failure> {
    step(title);
    let args: Vec<&str> = [command, "--release"]
        .iter()
        .chain(extra)
        .copied()
        .collect();
    run("trunk", &args, &root(), &[("PATH", &path_with_npm_tools())])
}

/// `cargo xtask test`: every check CI runs, stopping at the first failure (but for the
/// page's weight, which is reported at once and fails the run after the browser tests).
fn test() -> Result<(), Failure> {
    let root = root();
    setup::all()?;
    step("cargo fmt --check");
    run("cargo", &["fmt", "--all", "--check"], &root, &[])?;
    tidy::check()?;
    clippy(&root, "clippy, native", &["--workspace", "--all-targets"])?;
    for features in CORE_FEATURE_SETS {
        clippy(
            &root,
            &format!("clippy, tour-core with features [{features}] only"),
            &[
                "-p",
                "tour-core",
                "--all-targets",
                "--no-default-features",
                "--features",
                features,
            ],
        )?;
    }
    let wasm = [
        "-p",
        "tour-web",
        "-p",
        "tour-engine",
        "--target",
        "wasm32-unknown-unknown",
    ];
    clippy(&root, "clippy, wasm32 (the app and its engine)", &wasm)?;
    let test_panic = ["--features", "tour-web/test-panic,tour-engine/test-panic"];
    clippy(
        &root,
        "clippy, wasm32 with the test build's feature test-panic",
        &[&wasm[..], &test_panic].concat(),
    )?;
    clippy(
        &root,
        "clippy, tour-engine's protocol alone (what the page links)",
        &[
            "-p",
            "tour-engine",
            "--all-targets",
            "--no-default-features",
        ],
    )?;
    step("cargo test --workspace (unit, property, doc, seed and CLI tests)");
    run("cargo", &["test", "--workspace"], &root, &[])?;
    build()?;
    test_build::build(trunk)?;
    // The weight is checked after the browser tests, so a build over a budget is still
    // seen to work (and the run still fails).
    let weight = size::check(&root.join("dist"));
    browser_tests(&root)?;
    weight?;
    println!("\nxtask: every check passed");
    Ok(())
}

/// tour-core with none of its optional features, and with each alone; the default
/// (`trace`) and `trace` with `serde` are the native workspace run's: a library user may
/// build any of them.
const CORE_FEATURE_SETS: [&str; 3] = ["", "trace", "serde"];

/// `cargo clippy <selection> -- -D warnings`.
fn clippy(root: &Path, title: &str, selection: &[&str]) -> Result<(), Failure> {
    step(title);
    let args: Vec<&str> = ["clippy"]
        .iter()
        .chain(selection)
        .chain(&["--", "-D", "warnings"])
        .copied()
        .collect();
    run("cargo", &args, root, &[])
}

/// The browser tests of the page.
fn browser_tests(root: &Path) -> Result<(), Failure> {
    step("browser tests (npm test: Playwright Test, headless Chromium)");
    let dist = root.join("dist");
    let test_dist = root.join(test_build::DIST);
    run(
        "npm",
        &["test"],
        &root.join("tests"),
        &[
            ("DIST_DIR", &dist.display().to_string()),
            ("TEST_DIST_DIR", &test_dist.display().to_string()),
        ],
    )
}
