//! The bytes of one engine job, for the browser benchmark (`tests/engine-bench.mjs`),
//! which hands them to the page's pool of engine workers as the page hands its own jobs,
//! and the reading of the reports that come back, so no JavaScript reads or writes the
//! protocol. It prints [`Job::encode`](Message::encode) as a JSON array:
//!
//! ```text
//! cargo run --release -p tour-engine --example job_bytes -- solve 8x8 a1 backtrack 10000000
//! cargo run --release -p tour-engine --example job_bytes -- solve 1000x1000 qa417 fast closed
//! cargo run --release -p tour-engine --example job_bytes -- solve 8x8 a1 fast 20000000 giraffe
//! cargo run --release -p tour-engine --example job_bytes -- count 6x6 a1 closed PART PARTS
//! cargo run --release -p tour-engine --example job_bytes -- generate 8x8 open hard SEED ATTEMPT...
//! cargo run --release -p tour-engine --example job_bytes -- generate 8x8 open hard SEED share PART PARTS
//! cargo run --release -p tour-engine --example job_bytes -- hint 8x8 a1,c2 open 4000000 [LEAPER]
//! cargo run --release -p tour-engine --example job_bytes -- --read REPORTS.json
//! ```
//!
//! A solve's words after its algorithm are any of a budget, `open` or `closed`, and a
//! leaper (`giraffe`, `2,3`); `share PART PARTS` takes the attempts
//! [`Attempts::shares`] deals to worker PART of PARTS. With `--native` first, the job
//! also runs here to its end ([`run_to_end`], the worker's code natively) and the output
//! is `{"bytes": [...], "ms": MS}`, MS its wall time. `--read FILE` takes a JSON array of
//! reports' bytes and prints what the benchmark reads of each, in the same order: its
//! kind, and for a solve its status, placements, route length and time, for a count its
//! tours and positions, for a hint how its search ended, and for a generation's attempt
//! whether it made the puzzle or one of another level.

use std::error::Error;
use std::time::Instant;

use tour_core::theory::SearchOutcome;
use tour_core::{Algorithm, Board, Ends, Leaper, Options, Square, Status, TourKind};
use tour_engine::protocol::{Attempts, Hinted, Job, Message, NoPuzzle, Report, Share};
use tour_engine::run::run_to_end;

type Result<T> = std::result::Result<T, Box<dyn Error>>;

/// `open` or `closed`.
fn kind(word: &str) -> Result<TourKind> {
    match word {
        "open" | "closed" => Ok(TourKind::closed(word == "closed")),
        _ => Err(format!("\"{word}\": say open or closed").into()),
    }
}

/// The job the words name.
fn job(words: &[String]) -> Result<Job> {
    let word = |i: usize| words.get(i).map(String::as_str).ok_or("too few words");
    let board: Board = word(1)?.parse()?;
    Ok(match word(0)? {
        "solve" => {
            let (mut board, mut options) = (board, Options::default());
            for extra in words.iter().skip(4) {
                if let Ok(budget) = extra.parse() {
                    options.budget = budget;
                } else if let Ok(kind) = kind(extra) {
                    options.ends = Ends::from(kind);
                } else {
                    board = board.with_leaper(extra.parse::<Leaper>()?);
                }
            }
            Job::Solve {
                start: Square::parse(word(2)?, &board)?,
                algorithm: word(3)?.parse::<Algorithm>()?,
                board,
                options,
            }
        }
        "count" => Job::Count {
            start: Square::parse(word(2)?, &board)?,
            ends: Ends::from(kind(word(3)?)?),
            share: Share {
                part: word(4)?.parse()?,
                parts: word(5)?.parse()?,
            },
            board,
        },
        "generate" => {
            let attempts = if word(5)? == "share" {
                let (part, parts): (usize, usize) = (word(6)?.parse()?, word(7)?.parse()?);
                let shares = Attempts::shares(parts);
                shares.get(part).ok_or("no such share")?.clone()
            } else {
                words[5..]
                    .iter()
                    .map(|n| n.parse())
                    .collect::<std::result::Result<_, _>>()?
            };
            Job::Generate {
                kind: kind(word(2)?)?,
                level: word(3)?.parse()?,
                seed: word(4)?.parse()?,
                attempts,
                board,
            }
        }
        "hint" => {
            let board = match words.get(5) {
                Some(leaper) => board.with_leaper(leaper.parse::<Leaper>()?),
                None => board,
            };
            let walk = word(2)?.split(',').map(|name| Square::parse(name, &board));
            Job::Hint {
                walk: walk.collect::<std::result::Result<_, _>>()?,
                ends: Ends::from(kind(word(3)?)?),
                budget: word(4)?.parse()?,
                board,
            }
        }
        other => {
            let jobs = "solve, count, generate or hint";
            return Err(format!("no job \"{other}\": {jobs}").into());
        }
    })
}

/// What the benchmark reads of one report, as a JSON object.
fn summary(report: &Report) -> String {
    match report {
        Report::Solved {
            status,
            stats,
            route,
            micros,
        } => {
            let closed = *status == Status::Complete(TourKind::Closed);
            format!(
                r#"{{"kind":"solved","status":"{}","closed":{closed},"placed":{},"route":{},"micros":{micros}}}"#,
                variant(status),
                stats.placed,
                route.len()
            )
        }
        Report::Counted { count, .. } => format!(
            r#"{{"kind":"counted","directed":{},"undirected":{},"positions":{}}}"#,
            count.directed, count.undirected, count.positions
        ),
        Report::Hinted(Hinted::Searched(outcome)) => {
            let positions = match outcome {
                SearchOutcome::Found(_) => "null".to_owned(),
                SearchOutcome::Exhausted { positions }
                | SearchOutcome::OutOfBudget { positions } => positions.to_string(),
            };
            let outcome = variant(outcome);
            format!(r#"{{"kind":"hinted","outcome":"{outcome}","positions":{positions}}}"#)
        }
        Report::Hinted(_) => r#"{"kind":"hinted","positions":null}"#.to_owned(),
        Report::Generated { attempt, outcome } => format!(
            r#"{{"kind":"generated","attempt":{attempt},"made":{},"otherLevel":{}}}"#,
            outcome.is_ok(),
            *outcome == Err(NoPuzzle::OtherLevel)
        ),
        Report::Working { .. } => r#"{"kind":"working"}"#.to_owned(),
        Report::Finished => r#"{"kind":"finished"}"#.to_owned(),
        Report::Unreadable => r#"{"kind":"unreadable"}"#.to_owned(),
        Report::Refused(refusal) => format!(r#"{{"kind":"refused","why":"{refusal:?}"}}"#),
        other => format!(r#"{{"kind":"other","report":"{}"}}"#, variant(other)),
    }
}

/// The name of `value`'s variant, from its `Debug`.
fn variant(value: &impl std::fmt::Debug) -> String {
    let debug = format!("{value:?}");
    debug
        .split(['(', ' ', '{'])
        .next()
        .unwrap_or_default()
        .to_owned()
}

/// `--read FILE`: the summaries of the reports whose bytes FILE lists.
fn read(path: &str) -> Result<()> {
    let text = std::fs::read_to_string(path)?;
    let reports: Vec<Vec<u8>> = serde_json::from_str(&text)?;
    let summaries: Vec<String> = reports
        .iter()
        .map(|bytes| match Report::decode(bytes) {
            Ok(report) => summary(&report),
            Err(error) => format!(r#"{{"kind":"unreadable","why":"{error}"}}"#),
        })
        .collect();
    println!("[{}]", summaries.join(","));
    Ok(())
}

fn main() -> Result<()> {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().is_some_and(|first| first == "--read") {
        return read(args.get(1).ok_or("--read FILE")?);
    }
    let native = args.first().is_some_and(|first| first == "--native");
    if native {
        args.remove(0);
    }
    let job = job(&args)?;
    let bytes = format!("{:?}", job.encode()).replace(' ', "");
    if native {
        let began = Instant::now();
        let _ = run_to_end(job);
        let ms = began.elapsed().as_secs_f64() * 1000.0;
        println!("{{\"bytes\":{bytes},\"ms\":{ms}}}");
    } else {
        println!("{bytes}");
    }
    Ok(())
}
