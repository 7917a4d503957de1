//! What every end-to-end test of the binary does: run it and read what it wrote.
// Each test file uses the part it needs.
#![allow(dead_code)]

use std::process::{Command, Output};

/// Runs the binary with `args`.
pub fn knights_tour(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_knights-tour"))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// Runs the binary with whitespace-separated arguments.
pub fn knights_tour_line(args: &str) -> Output {
    knights_tour(&args.split_whitespace().collect::<Vec<_>>())
}

/// What the run wrote to stdout.
pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

/// What the run wrote to stderr.
pub fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}
