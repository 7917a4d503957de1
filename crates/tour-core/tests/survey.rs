//! The all-starts survey (seed 004) over the seeds' algorithms and orders.

mod common;

use std::num::NonZeroUsize;

use proptest::prelude::*;
use tour_core::{
    Algorithm, Board, Leaper, MoveOrder, Options, SolveError, Square, Status,
    survey::{Survey, SurveyEntry, Tally, share},
    text::survey_board,
};

fn survey(algorithm: Algorithm, order: MoveOrder) -> Vec<SurveyEntry> {
    let options = Options {
        order: Some(order),
        ..Options::default()
    };
    Survey::run(Board::CHESS, algorithm, options).expect("every route validates")
}

fn failures(entries: &[SurveyEntry]) -> Vec<Square> {
    entries
        .iter()
        .filter(|entry| !entry.status.is_complete())
        .map(|entry| entry.start)
        .collect()
}

#[test]
fn gossip_order_fails_only_from_e3_after_59_moves() {
    let entries = survey(Algorithm::Warnsdorff, MoveOrder::GOSSIP);
    assert_eq!(failures(&entries), [Square::new(5, 4)]);
    let e3 = entries
        .iter()
        .find(|e| e.start == Square::new(5, 4))
        .unwrap();
    assert_eq!(e3.moves(), 59);
    assert_eq!(Tally::of(&entries).complete(), 63);
}

#[test]
fn deitel_order_and_the_accessibility_table_fail_only_from_c5() {
    for algorithm in [Algorithm::Warnsdorff, Algorithm::Accessibility] {
        let entries = survey(algorithm, MoveOrder::DEITEL);
        assert_eq!(failures(&entries), [Square::new(3, 2)], "{algorithm}");
    }
}

#[test]
fn survey_board_marks_the_stuck_start_with_its_move_count() {
    let entries = survey(Algorithm::Warnsdorff, MoveOrder::GOSSIP);
    let text = survey_board(&Board::CHESS, &entries);
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(rows.len(), 8);
    // Row 5 from the top is rank 3; e3 is its fifth mark.
    let marks: Vec<&str> = rows[5].split_whitespace().collect();
    assert_eq!(marks[4], "59");
    assert_eq!(text.matches("59").count(), 1);
}

#[test]
fn slices_of_any_size_give_the_same_survey() {
    let board = Board::new(5, 6).unwrap();
    let whole = Survey::run(board.clone(), Algorithm::Warnsdorff, Options::default()).unwrap();
    for slice in [1, 7, 100] {
        let mut survey = Survey::new(board.clone(), Algorithm::Warnsdorff, Options::default());
        while survey.advance(slice).unwrap().is_running() {}
        assert_eq!(survey.entries(), whole.as_slice());
    }
}

#[test]
fn corner_first_search_proves_no_tour_from_every_start_on_4x4() {
    let board = Board::new(4, 4).unwrap();
    let entries = Survey::run(board, Algorithm::BacktrackEdge, Options::default()).unwrap();
    assert!(entries.iter().all(|e| e.status == Status::NoTour));
}

/// Every share of `parts` surveyed on its own (in slices of `slice` steps), the entries
/// merged and sorted by start.
fn merged_shares(
    board: &Board,
    algorithm: Algorithm,
    options: Options,
    parts: usize,
    slice: u64,
) -> Vec<SurveyEntry> {
    let parts = NonZeroUsize::new(parts).expect("at least one part");
    let mut merged = Vec::new();
    for part in 0..parts.get() {
        let starts = share(board, part, parts);
        let mut survey = Survey::of_starts(board.clone(), algorithm, options, starts.clone())
            .expect("a share holds squares of the board");
        while survey.advance(slice).unwrap().is_running() {}
        assert_eq!(survey.start_count(), starts.len());
        merged.extend_from_slice(survey.entries());
    }
    merged.sort_by_key(|entry| entry.start);
    merged
}

#[test]
fn shares_merged_by_start_are_the_whole_survey() {
    let warnsdorff = Options::default();
    // Small enough that the 8x8 starts which run out of it take milliseconds.
    let backtrack = Options {
        budget: 200_000,
        ..Options::default()
    };
    let random = Options {
        seed: 2_024,
        tries: 50,
        ..Options::default()
    };
    for (rows, cols) in [(6, 6), (8, 8)] {
        let board = Board::new(rows, cols).unwrap();
        for (algorithm, options) in [
            (Algorithm::Warnsdorff, warnsdorff),
            (Algorithm::Backtrack, backtrack),
            (Algorithm::Random, random),
        ] {
            let whole = Survey::run(board.clone(), algorithm, options).unwrap();
            for parts in [2, 3, 8] {
                let merged = merged_shares(&board, algorithm, options, parts, u64::MAX);
                assert_eq!(merged, whole, "{board} {algorithm} in {parts} parts");
            }
        }
    }
}

#[test]
fn shares_deal_every_square_once_by_stride() {
    let board = Board::CHESS.with_holes([Square::new(0, 1)]).unwrap();
    let parts = NonZeroUsize::new(8).unwrap();
    // Position 0 is a8, 1 is c8 (b8 is a hole), 8 is b7: a stride of eight squares.
    assert_eq!(
        share(&board, 0, parts)[..2],
        [Square::new(0, 0), Square::new(1, 1)]
    );
    let mut dealt: Vec<Square> = (0..8).flat_map(|part| share(&board, part, parts)).collect();
    dealt.sort();
    assert_eq!(dealt, board.squares().collect::<Vec<_>>());
    assert!(share(&board, 8, parts).is_empty());
    assert!(share(&board, usize::MAX, NonZeroUsize::MAX).is_empty());
    let one = NonZeroUsize::new(1).unwrap();
    assert_eq!(share(&board, 0, one), board.squares().collect::<Vec<_>>());
}

#[test]
fn a_survey_of_starts_refuses_a_square_off_the_board_or_on_a_hole() {
    let hole = Square::new(2, 2);
    let board = Board::new(5, 5).unwrap().with_holes([hole]).unwrap();
    let survey =
        |starts| Survey::of_starts(board.clone(), Algorithm::Fast, Options::default(), starts);
    let off = Square::new(0, 5);
    assert_eq!(
        survey(vec![Square::new(0, 0), off]).unwrap_err(),
        SolveError::StartOffBoard {
            start: off,
            board: board.clone()
        }
    );
    assert_eq!(
        survey(vec![hole]).unwrap_err(),
        SolveError::StartOnHole { start: hole }
    );
    let mut empty = survey(Vec::new()).unwrap();
    assert_eq!(
        empty.advance(1).unwrap(),
        tour_core::Progress::Done(Tally::default())
    );
    assert!(empty.is_finished() && empty.current_start().is_none());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// On small boards with random holes and leapers, every algorithm's shares, run in
    /// slices and merged by start, are its whole survey.
    #[test]
    fn shares_of_small_boards_merge_into_the_whole_survey(
        (rows, cols) in (1u16..=5, 1u16..=5),
        mask in any::<u64>(),
        (p, q) in (0u8..=3, 1u8..=3),
        algorithm in prop::sample::select(Algorithm::ALL.to_vec()),
        parts in 1usize..=9,
        slice in prop::sample::select(vec![1u64, 13, u64::MAX]),
        seed in any::<u64>(),
    ) {
        let board = Board::new(rows, cols).unwrap();
        let holes = common::holes_from(&board, mask);
        let Ok(board) = board.with_holes(holes) else { return Ok(()) };
        let board = board.with_leaper(Leaper::new(p, q).unwrap());
        let options = Options { budget: 20_000, tries: 20, seed, ..Options::default() };
        let whole = Survey::run(board.clone(), algorithm, options).unwrap();
        prop_assert_eq!(merged_shares(&board, algorithm, options, parts, slice), whole);
    }
}

/// The case that once made a survey's step count go below zero: `fast` on a 5x4 board
/// with three holes and the (2,1) leaper, where the exact search tries more positions
/// than the route it finds has squares.
#[test]
fn a_search_that_tries_more_positions_than_it_keeps_is_surveyed() {
    let board = Board::new(5, 4).unwrap();
    let holes = common::holes_from(&board, 3_346_605_216_611_139_096);
    let board = board
        .with_holes(holes)
        .unwrap()
        .with_leaper(Leaper::new(2, 1).unwrap());
    let options = Options {
        budget: 20_000,
        tries: 20,
        ..Options::default()
    };
    let whole = Survey::run(board.clone(), Algorithm::Fast, options).unwrap();
    assert_eq!(merged_shares(&board, Algorithm::Fast, options, 1, 1), whole);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Every solver's counters only ever go up, step by step: a survey spends its
    /// slices by them.
    #[test]
    fn no_counter_goes_down_while_a_solver_runs(
        (rows, cols) in (1u16..=6, 1u16..=6),
        mask in any::<u64>(),
        (p, q) in (0u8..=3, 1u8..=3),
        algorithm in prop::sample::select(Algorithm::ALL.to_vec()),
        seed in any::<u64>(),
    ) {
        let board = Board::new(rows, cols).unwrap();
        let holes = common::holes_from(&board, mask);
        let Ok(board) = board.with_holes(holes) else { return Ok(()) };
        let board = board.with_leaper(Leaper::new(p, q).unwrap());
        let options = Options { budget: 5_000, tries: 5, seed, ..Options::default() };
        let count = board.squares().count().max(1);
        let Some(start) = board.squares().nth(seed as usize % count) else { return Ok(()) };
        let mut solver = algorithm.solver_with(board, start, &options).unwrap();
        let mut before = solver.stats();
        loop {
            let running = solver.advance(1).is_running();
            let now = solver.stats();
            prop_assert!(now.placed >= before.placed, "{:?} -> {:?}", before, now);
            prop_assert!(now.retreats >= before.retreats, "{:?} -> {:?}", before, now);
            prop_assert!(now.restarts >= before.restarts, "{:?} -> {:?}", before, now);
            before = now;
            if !running {
                break;
            }
        }
    }
}
