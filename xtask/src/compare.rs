//! `cargo xtask compare-jgrapht`: JGraphT's ParberryKnightTour (Debian's
//! libjgrapht-java) and `knights-tour bench` on the same machine, best of 3 each.

use std::process::Command;

use crate::command::{Failure, output, run, step};
use crate::root;

/// Debian's jars, where libjgrapht-java puts them.
const JARS: [&str; 4] = [
    "/usr/share/java/jgrapht-demo.jar",
    "/usr/share/java/jgrapht-core.jar",
    "/usr/share/java/jheaps.jar",
    "/usr/share/java/fastutil.jar",
];

/// Square boards Parberry's construction accepts (even sides).
const SIDES: [u16; 3] = [100, 500, 1000];

/// Installs what is missing, builds both programs, and prints the timings and ratios.
pub fn jgrapht() -> Result<(), Failure> {
    step("compare with JGraphT's ParberryKnightTour");
    if output("javac", &["-version"]).is_none() || !std::path::Path::new(JARS[0]).exists() {
        crate::setup::apt_install(&["default-jdk-headless", "libjgrapht-java"])?;
    }
    let root = root();
    let classes = crate::target_dir().join("jgrapht");
    let classes_arg = classes.display().to_string();
    let source = root.join("xtask").join("java").join("ParberryTiming.java");
    let source_arg = source.display().to_string();
    run(
        "javac",
        &["-cp", &JARS.join(":"), "-d", &classes_arg, &source_arg],
        &root,
        &[],
    )?;
    run(
        "cargo",
        &["build", "--release", "-p", "tour-cli"],
        &root,
        &[],
    )?;
    let classpath = format!("{classes_arg}:{}", JARS.join(":"));
    let cli = crate::target_dir().join("release").join("knights-tour");
    println!(
        "{:>11}  {:>14}  {:>14}  {:>7}",
        "board", "JGraphT (ms)", "fast (ms)", "ratio"
    );
    for side in SIDES {
        let n = side.to_string();
        let java =
            timing(Command::new("java").args(["-cp", &classpath, "ParberryTiming", &n, &n, "3"]))?;
        let board = format!("{side}x{side}");
        let ours = timing(Command::new(&cli).args([
            "bench", "--board", &board, "--start", "a1", "--closed", "--runs", "3",
        ]))?;
        println!(
            "{board:>11}  {java:>14.1}  {ours:>14.1}  {:>6.0}x",
            java / ours.max(0.001)
        );
    }
    println!("(both closed tours; JGraphT in-process after JVM start, ours solver plus validator)");
    Ok(())
}

/// Runs a timing program and reads the milliseconds it prints first (both programs
/// print "milliseconds squares ...").
fn timing(command: &mut Command) -> Result<f64, Failure> {
    let result = command
        .output()
        .map_err(|error| Failure(format!("could not run {command:?}: {error}")))?;
    if !result.status.success() {
        return Err(Failure(format!(
            "{command:?} failed: {}",
            String::from_utf8_lossy(&result.stderr)
        )));
    }
    let text = String::from_utf8_lossy(&result.stdout);
    text.split_whitespace()
        .next()
        .and_then(|word| word.parse().ok())
        .ok_or_else(|| Failure(format!("no timing in {text:?}")))
}
