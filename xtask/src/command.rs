//! Running other programs and reporting what failed.

use std::path::Path;
use std::process::Command;

/// Why a task stopped, in words for the person at the terminal.
#[derive(Debug)]
pub struct Failure(pub String);

/// Prints a step header so a long run's log shows where it is.
pub fn step(title: &str) {
    println!("\n==> {title}");
}

/// Runs `program` with `args` in `dir` and extra environment, inheriting the terminal;
/// fails unless it exits successfully.
pub fn run(program: &str, args: &[&str], dir: &Path, env: &[(&str, &str)]) -> Result<(), Failure> {
    let status = Command::new(program)
        .args(args)
        .current_dir(dir)
        .envs(env.iter().copied())
        .status()
        .map_err(|error| Failure(format!("could not run {program}: {error}")))?;
    if status.success() {
        Ok(())
    } else {
        Err(Failure(format!(
            "`{program} {}` failed ({status})",
            args.join(" ")
        )))
    }
}

/// The trimmed standard output of a command, or `None` when it cannot run or fails.
pub fn output(program: &str, args: &[&str]) -> Option<String> {
    let output = Command::new(program).args(args).output().ok()?;
    output
        .status
        .success()
        .then(|| String::from_utf8_lossy(&output.stdout).trim().to_owned())
}

/// The standard output of a command run in `dir`, or `None` when it cannot run or fails.
pub fn output_in(program: &str, args: &[&str], dir: &Path) -> Option<String> {
    let output = Command::new(program)
        .args(args)
        .current_dir(dir)
        .output()
        .ok()?;
    output
        .status
        .success()
        .then(|| String::from_utf8_lossy(&output.stdout).into_owned())
}
