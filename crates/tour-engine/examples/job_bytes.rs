//! The words of one engine job, for the browser benchmark (`tests/engine-bench.mjs`),
//! which hands them to the page's pool of engine workers as the page hands its own jobs,
//! so no JavaScript writes the protocol a second time. It prints
//! [`Job::encode`](Message::encode)`(0)` (the pool fills in the job's number) as a JSON array:
//!
//! ```text
//! cargo run --release -p tour-engine --example job_words -- solve 8x8 a1 backtrack 10000000
//! cargo run --release -p tour-engine --example job_words -- solve 1000x1000 qa417 fast closed
//! cargo run --release -p tour-engine --example job_words -- solve 8x8 a1 fast 20000000 giraffe
//! cargo run --release -p tour-engine --example job_words -- count 6x6 a1 closed PART PARTS
//! cargo run --release -p tour-engine --example job_words -- generate 8x8 open hard SEED ATTEMPT...
//! cargo run --release -p tour-engine --example job_words -- generate 8x8 open hard SEED share PART PARTS
//! cargo run --release -p tour-engine --example job_words -- hint 8x8 a1,c2 open 4000000 [LEAPER]
//! ```
//!
//! A solve's words after its algorithm are any of a budget, `open` or `closed`, and a
//! leaper (`giraffe`, `2,3`); `share PART PARTS` takes the attempts
//! [`Attempts::shares`] deals to worker PART of PARTS. With `--native` first, the job
//! also runs here to its end ([`run_to_end`], the worker's code natively) and the output
//! is `{"words": [...], "ms": MS}`, MS its wall time.

use std::error::Error;
use std::time::Instant;

use tour_core::{Algorithm, Board, Ends, Leaper, Options, Square, TourKind};
use tour_engine::protocol::{Attempts, Job, Message, Share};
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

fn main() -> Result<()> {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let native = args.first().is_some_and(|first| first == "--native");
    if native {
        args.remove(0);
    }
    let job = job(&args)?;
    let words = format!("{:?}", job.encode(0)).replace(' ', "");
    if native {
        let began = Instant::now();
        let _ = run_to_end(job);
        let ms = began.elapsed().as_secs_f64() * 1000.0;
        println!("{{\"words\":{words},\"ms\":{ms}}}");
    } else {
        println!("{words}");
    }
    Ok(())
}
