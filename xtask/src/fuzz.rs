//! `cargo xtask fuzz [CASES]`: every parser of outside text fuzzed long. The property
//! tests that throw random and damaged text at the parsers (board sizes, squares, holes,
//! leapers, imported routes as text and as a run's JSON, puzzle codes, the engine's
//! messages, the page's links) run in a release build with `CASES` cases each (1,000,000
//! unless given), and the total is reported. CI runs the same tests with their own,
//! smaller case counts.

use crate::command::{Failure, output_in, run, step};
use crate::root;

/// Cases per property when none are given: about seventeen million cases in all, a few
/// minutes on two cores.
const DEFAULT_CASES: u64 = 1_000_000;

/// The property tests that fuzz a parser: package, target (`--test NAME` or `--bin
/// NAME`), and the name filter that picks its fuzzing properties (empty: every test of
/// the target is one).
const TARGETS: [(&str, [&str; 2], &str); 4] = [
    ("tour-core", ["--test", "parsers"], ""),
    ("tour-core", ["--test", "run_json"], "fuzz::"),
    ("tour-engine", ["--test", "protocol"], "any_"),
    ("tour-web", ["--bin", "tour-web"], "address::fuzz::"),
];

/// Runs every fuzzing property with `cases` cases (the first argument after `fuzz`).
pub fn run_all(cases: Option<String>) -> Result<(), Failure> {
    let cases = match cases {
        None => DEFAULT_CASES,
        Some(text) => text
            .parse::<u64>()
            .ok()
            .filter(|&cases| cases > 0)
            .ok_or_else(|| {
                Failure(format!(
                    "fuzz: \"{text}\" is not a number of cases (1 to {})",
                    u64::MAX
                ))
            })?,
    };
    let cases_text = cases.to_string();
    let mut properties = 0u64;
    for (package, target, filter) in TARGETS {
        let mut args = vec![
            "test",
            "--release",
            "-p",
            package,
            target[0],
            target[1],
            "--",
        ];
        if !filter.is_empty() {
            args.push(filter);
        }
        let listed =
            output_in("cargo", &[&args[..], &["--list"]].concat(), &root()).ok_or_else(|| {
                Failure(format!(
                    "fuzz: could not list the tests of {package}/{}",
                    target[1]
                ))
            })?;
        let count = listed
            .lines()
            .filter(|line| line.ends_with(": test"))
            .count() as u64;
        step(&format!(
            "fuzz: {package}/{}, {count} properties x {cases} cases",
            target[1]
        ));
        run("cargo", &args, &root(), &[("PROPTEST_CASES", &cases_text)])?;
        properties += count;
    }
    println!(
        "ok: fuzz: {properties} properties x {cases} cases = {} cases, no failure",
        properties.saturating_mul(cases)
    );
    Ok(())
}
