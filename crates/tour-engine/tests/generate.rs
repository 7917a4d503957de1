//! Puzzles made by workers sharing the attempts: whatever the split, the merged outcome
//! is the command line's (`generate_puzzle`), puzzle code and all.
#![cfg(feature = "runner")]

use tour_core::puzzle::{
    GenerateError, Generated, Level, MAX_ATTEMPTS, PuzzleError, generate_puzzle,
};
use tour_core::theory::Impossibility;
use tour_core::{Board, Square, TourKind};
use tour_engine::protocol::{Attempts, Job, Made, Message, NoPuzzle, Report};
use tour_engine::run::{Running, run_to_end};

/// The worker counts every generation is split over.
const WORKERS: [usize; 4] = [1, 2, 3, 8];

/// A job as a worker gets it: through its bytes.
fn job(board: &Board, kind: TourKind, level: Level, seed: u64, attempts: Vec<u32>) -> Job {
    let job = Job::Generate {
        board: board.clone(),
        kind,
        level,
        seed,
        attempts,
    };
    let read = Job::decode(&job.encode()).expect("the job reads back");
    assert_eq!(read, job);
    read
}

/// The attempts' outcomes one worker reports for `share`, read back from their bytes,
/// checked to come in the share's order and to stop at the first that decides.
fn outcomes(
    board: &Board,
    kind: TourKind,
    level: Level,
    seed: u64,
    share: &[u32],
) -> Vec<(u32, Result<Made, NoPuzzle>)> {
    let reports = run_to_end(job(board, kind, level, seed, share.to_vec()));
    assert_eq!(reports.last(), Some(&Report::Finished));
    let heard: Vec<_> = reports
        .iter()
        .filter_map(|report| match Report::decode(&report.encode()) {
            Ok(Report::Generated { attempt, outcome }) => Some((attempt, outcome)),
            Ok(Report::Working { .. } | Report::Finished) => None,
            other => panic!("unexpected report {other:?}"),
        })
        .collect();
    let indices: Vec<u32> = heard.iter().map(|&(attempt, _)| attempt).collect();
    assert_eq!(indices, share[..indices.len()], "in the share's order");
    let (last, before) = heard.split_last().expect("at least one attempt reported");
    assert!(
        before
            .iter()
            .all(|(_, outcome)| *outcome == Err(NoPuzzle::OtherLevel))
    );
    if heard.len() < share.len() {
        assert_ne!(
            last.1,
            Err(NoPuzzle::OtherLevel),
            "stopped only when decided"
        );
    }
    heard
}

/// The generation split over `workers` workers, their reports heard last worker first.
fn in_workers(
    board: &Board,
    kind: TourKind,
    level: Level,
    seed: u64,
    workers: usize,
) -> Result<Generated, GenerateError> {
    let heard: Vec<_> = Attempts::shares(workers)
        .iter()
        .map(|share| outcomes(board, kind, level, seed, share))
        .collect();
    let mut attempts = Attempts::new(board.clone(), level);
    for (attempt, outcome) in heard.iter().skip(1).rev().flatten() {
        attempts.hear(*attempt, outcome.clone());
    }
    // Attempt 0 is the first worker's: nothing is decided without it.
    assert_eq!(attempts.result(), None);
    for (attempt, outcome) in &heard[0] {
        attempts.hear(*attempt, outcome.clone());
    }
    attempts
        .result()
        .expect("every worker finished: the attempts decide")
}

/// Every split of the generation gives the command line's outcome.
fn same_as_command_line(board: &Board, kind: TourKind, level: Level, seed: u64) {
    let alone = generate_puzzle(board, kind, level, seed);
    for workers in WORKERS {
        let merged = in_workers(board, kind, level, seed, workers);
        let what = format!("{board} {kind:?} {level} seed {seed}, {workers} workers");
        assert_eq!(merged, alone, "{what}");
        if let (Ok(merged), Ok(alone)) = (&merged, &alone) {
            assert_eq!(merged.puzzle.code(), alone.puzzle.code(), "{what}");
        }
    }
}

fn every_level(side: u16, kind: TourKind, seeds: std::ops::RangeInclusive<u64>) {
    let board = Board::new(side, side).expect("a board");
    for level in Level::ALL {
        for seed in seeds.clone() {
            same_as_command_line(&board, kind, level, seed);
        }
    }
}

#[test]
fn six_by_six_open_as_the_command_line() {
    every_level(6, TourKind::Open, 1..=4);
}

#[test]
fn six_by_six_closed_as_the_command_line() {
    every_level(6, TourKind::Closed, 1..=4);
}

#[test]
fn eight_by_eight_open_as_the_command_line() {
    every_level(8, TourKind::Open, 1..=3);
}

#[test]
fn eight_by_eight_closed_as_the_command_line() {
    every_level(8, TourKind::Closed, 1..=3);
}

#[test]
fn a_first_attempt_of_another_level_is_passed_over() {
    let cases = [
        (5, TourKind::Open, [3, 8].as_slice()),
        (8, TourKind::Closed, [1, 4, 9].as_slice()),
    ];
    for (side, kind, seeds) in cases {
        let board = Board::new(side, side).expect("a board");
        for &seed in seeds {
            let first = outcomes(&board, kind, Level::Hard, seed, &[0]);
            assert_eq!(first, [(0, Err(NoPuzzle::OtherLevel))], "seed {seed}");
            same_as_command_line(&board, kind, Level::Hard, seed);
        }
    }
}

#[test]
fn refusals_as_the_command_line() {
    // Without b3 and c2, a1 has no move.
    let holed = Board::new(6, 6)
        .and_then(|board| board.with_holes([Square::new(3, 1), Square::new(4, 2)]))
        .expect("a board");
    let cases = [
        (Board::new(5, 5), TourKind::Closed, Level::Easy),
        (Board::new(13, 8), TourKind::Open, Level::Easy),
        (Ok(holed), TourKind::Open, Level::Medium),
        (Board::new(1, 1), TourKind::Open, Level::Medium),
        (Board::new(4, 4), TourKind::Open, Level::Hard),
    ];
    for (board, kind, level) in cases {
        let board = board.expect("a board");
        assert!(generate_puzzle(&board, kind, level, 1).is_err(), "{board}");
        same_as_command_line(&board, kind, level, 1);
    }
    let board = Board::new(5, 5).expect("a board");
    let refused = in_workers(&board, TourKind::Closed, Level::Easy, 1, 2);
    let reason = Impossibility::BothSidesOdd;
    let kind = TourKind::Closed;
    assert_eq!(refused, Err(GenerateError::NoTour { kind, reason }));
    let large = Board::new(13, 8).expect("a board");
    let refused = in_workers(&large, TourKind::Open, Level::Easy, 1, 3);
    let too_large = PuzzleError::BoardTooLarge { rows: 13, cols: 8 };
    assert_eq!(refused, Err(GenerateError::Puzzle(too_large)));
    let one = Board::new(1, 1).expect("a board");
    let attempts = MAX_ATTEMPTS;
    let level = Level::Medium;
    assert_eq!(
        in_workers(&one, TourKind::Open, level, 1, 8),
        Err(GenerateError::LevelNotReached { level, attempts })
    );
}

#[test]
fn slices_report_as_one_run() {
    let board = Board::CHESS;
    let job = || job(&board, TourKind::Closed, Level::Hard, 4, vec![0, 2, 4]);
    let whole = run_to_end(job());
    let mut running = Running::new(job());
    let mut sliced = Vec::new();
    while !running.advance(997) {
        sliced.extend(running.reports(0.0));
    }
    sliced.extend(running.reports(0.0));
    let progress: Vec<u64> = sliced
        .iter()
        .filter_map(|report| match report {
            Report::Working { done, depth: 0 } => Some(*done),
            _ => None,
        })
        .collect();
    assert!(progress.len() > 10 && progress.is_sorted());
    sliced.retain(|report| !matches!(report, Report::Working { .. }));
    let whole: Vec<_> = whole
        .into_iter()
        .filter(|report| !matches!(report, Report::Working { .. }))
        .collect();
    assert_eq!(sliced, whole);
    // Attempt 0 gives another level, attempt 2 the puzzle, and attempt 4 is not made.
    let read: Vec<_> = sliced
        .iter()
        .map(|report| match report {
            Report::Generated { attempt, outcome } => Some((*attempt, outcome.is_ok())),
            _ => None,
        })
        .collect();
    assert_eq!(read, [Some((0, false)), Some((2, true)), None]);
    assert_eq!(sliced.last(), Some(&Report::Finished));
    assert!(matches!(
        &sliced[0],
        Report::Generated { outcome, .. } if *outcome == Err(NoPuzzle::OtherLevel)
    ));
}

#[test]
fn no_attempts_report_nothing() {
    let job = job(&Board::CHESS, TourKind::Open, Level::Easy, 1, Vec::new());
    assert_eq!(run_to_end(job), [Report::Finished]);
}

#[test]
fn the_merge_waits_for_every_lower_attempt() {
    let board = Board::new(6, 6).expect("a board");
    let made = generate_puzzle(&board, TourKind::Open, Level::Easy, 2).expect("a puzzle");
    let mut attempts = Attempts::new(board, Level::Easy);
    attempts.hear(5, Ok(Made::of(&made)));
    attempts.hear(3, Err(NoPuzzle::TourNotFound));
    attempts.hear(MAX_ATTEMPTS, Err(NoPuzzle::OtherLevel));
    for attempt in 0..3 {
        assert_eq!(attempts.result(), None);
        attempts.hear(attempt, Err(NoPuzzle::OtherLevel));
    }
    assert_eq!(attempts.result(), Some(Err(GenerateError::TourNotFound)));
    // Heard again, an attempt keeps what it first came to.
    attempts.hear(3, Err(NoPuzzle::OtherLevel));
    assert_eq!(attempts.result(), Some(Err(GenerateError::TourNotFound)));

    let mut later = Attempts::new(Board::new(6, 6).expect("a board"), Level::Easy);
    for attempt in 0..5 {
        later.hear(attempt, Err(NoPuzzle::OtherLevel));
    }
    later.hear(5, Ok(Made::of(&made)));
    assert_eq!(later.result(), Some(Ok(made.clone())));

    // Clues that do not fit the board are the core's refusal, as for a puzzle made.
    let mut elsewhere = Attempts::new(Board::new(5, 5).expect("a board"), Level::Easy);
    elsewhere.hear(0, Ok(Made::of(&made)));
    assert!(matches!(
        elsewhere.result(),
        Some(Err(GenerateError::Puzzle(_)))
    ));
}

#[test]
fn shares_deal_every_attempt_once() {
    for workers in 0..=20 {
        let shares = Attempts::shares(workers);
        assert_eq!(shares.len(), workers.clamp(1, MAX_ATTEMPTS as usize));
        assert!(
            shares
                .iter()
                .all(|share| !share.is_empty() && share.is_sorted())
        );
        let mut all: Vec<u32> = shares.concat();
        all.sort_unstable();
        assert_eq!(all, (0..MAX_ATTEMPTS).collect::<Vec<_>>());
    }
}
