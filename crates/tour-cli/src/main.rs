//! `knights-tour`: the command line over tour-core, for scripting, teaching handouts and
//! benchmarks. Results go to stdout, a one-line summary and any notes to stderr.
//!
//! Exit status: 0 a complete tour (every start, for `survey`; every answer yes, for
//! `exists`; at least one tour counted, for `count`; puzzles made), 2 a run without one
//! (its partial result is still printed), 1 bad input.
#![forbid(unsafe_code)]

mod args;
mod bench;
mod count;
mod describe;
mod exists;
mod gallery;
mod lang;
mod list;
mod out;
mod print;
mod puzzle;
mod settings;
mod solve;
mod study;
mod survey;
mod svg;

use std::process::ExitCode;

use clap::Parser;
use clap::error::ErrorKind;

use args::{Cli, Command};
use out::note;

/// How a command ended, as the process exit status.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A complete tour (from every start, for a survey).
    Tour,
    /// A run without a tour: stuck, out of budget or tries, or no tour exists.
    NoTour,
}

/// Bad input, explained; exits with status 1.
#[derive(Debug)]
pub struct InputError(pub String);

/// Applies `--holes` and `--leaper` to the command's board.
fn fold_shape(command: &mut Command) -> Result<(), InputError> {
    match command {
        Command::Solve(args) => args.run.shape.apply(&mut args.run.board),
        Command::Survey(args) => args.run.shape.apply(&mut args.run.board),
        Command::Bench(args) => args.run.shape.apply(&mut args.run.board),
        Command::Exists(args) => args.shape.apply(&mut args.board),
        Command::Count(args) => args.shape.apply(&mut args.board),
        Command::Puzzle(args) => args.shape.apply(&mut args.board),
        Command::Gallery(_) | Command::Algorithms => Ok(()),
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => {
            // Help and version are successes; every usage error is bad input (status 1,
            // where clap alone would use 2, which here means "no tour").
            let asked = matches!(
                error.kind(),
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion
            );
            // Printing can fail only if stdout/stderr are closed; nothing else to do then.
            let _ = error.print();
            return if asked {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            };
        }
    };
    let mut command = cli.command;
    if let Err(InputError(message)) = fold_shape(&mut command) {
        note!("error: {message}");
        return ExitCode::from(1);
    }
    let result = match command {
        Command::Solve(args) => solve::run(&args),
        Command::Survey(args) => survey::run(&args),
        Command::Exists(args) => exists::run(&args),
        Command::Count(args) => count::run(&args),
        Command::Puzzle(args) => puzzle::run(&args),
        Command::Bench(args) => bench::run(&args),
        Command::Gallery(args) => gallery::run(&args),
        Command::Algorithms => {
            out::emit(&list::text());
            Ok(Outcome::Tour)
        }
    };
    match result {
        Ok(Outcome::Tour) => ExitCode::SUCCESS,
        Ok(Outcome::NoTour) => ExitCode::from(2),
        Err(InputError(message)) => {
            note!("error: {message}");
            ExitCode::from(1)
        }
    }
}
