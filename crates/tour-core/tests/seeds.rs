//! The seed texts' programs, reproduced exactly: same boards printed, same failures.
//!
//! The fixtures are the seed programs' own output (compiled from the texts and run), so
//! these tests compare every board, not just a summary.

use tour_core::{Algorithm, Board, MoveOrder, Square, Status, TourKind, numbered_board};

/// Seed 000's C program, `travel(board, step(5, 6))`, prints this board.
const SEED_000_FROM_5_6: &str = " 56 11 58 31 54 13 18 33
 47 30 55 12 59 32 53 14
 10 57 48 63 50 17 34 19
 29 46 41 60 39 62 15 52
 42  9 64 49 16 51 20 35
 25 28 45 40 61 38  1  4
  8 43 26 23  6  3 36 21
 27 24  7 44 37 22  5  2
";

struct Expected {
    start: Square,
    complete: bool,
    board: String,
}

fn parse_fixture(text: &str) -> Vec<Expected> {
    let mut runs = Vec::new();
    let mut lines = text.lines().filter(|line| !line.starts_with('#'));
    while let Some(header) = lines.next() {
        let mut words = header.split_whitespace().skip(1);
        let start = Square::parse(words.next().unwrap(), Board::CHESS).unwrap();
        let complete = words.next() == Some("complete");
        let board: String = lines
            .by_ref()
            .take(8)
            .map(|line| format!("{line}\n"))
            .collect();
        runs.push(Expected {
            start,
            complete,
            board,
        });
    }
    runs
}

fn check_against_fixture(fixture: &str, order: MoveOrder, stuck_only_at: Square) {
    let expected = parse_fixture(fixture);
    assert_eq!(expected.len(), 64);
    for run in expected {
        let actual = Algorithm::Warnsdorff
            .solve(Board::CHESS, run.start, order)
            .unwrap();
        assert_eq!(
            numbered_board(actual.route()),
            run.board,
            "{order} from {}",
            run.start.seed_coords()
        );
        assert!(actual.status().is_finished());
        assert_eq!(
            matches!(actual.status(), Status::Complete(_)),
            run.complete,
            "{order} from {}",
            run.start.seed_coords()
        );
        assert_eq!(!run.complete, run.start == stuck_only_at);
    }
}

#[test]
fn seed_000_prints_its_board_from_5_6() {
    let run = Algorithm::Warnsdorff
        .solve(Board::CHESS, Square::new(5, 6), MoveOrder::GOSSIP)
        .unwrap();
    assert_eq!(numbered_board(run.route()), SEED_000_FROM_5_6);
    assert_eq!(run.status(), Status::Complete(TourKind::Open));
}

#[test]
fn seed_001_gossip_order_matches_every_start_and_fails_only_from_e3() {
    check_against_fixture(
        include_str!("fixtures/seed001_gossip_8x8.txt"),
        MoveOrder::GOSSIP,
        Square::new(5, 4),
    );
}

#[test]
fn seed_004_deitel_order_matches_every_start_and_fails_only_from_c5() {
    check_against_fixture(
        include_str!("fixtures/seed004_deitel_8x8.txt"),
        MoveOrder::DEITEL,
        Square::new(3, 2),
    );
}

#[test]
fn e3_is_the_gossip_stuck_square_in_algebraic_too() {
    let e3 = Square::parse("e3", Board::CHESS).unwrap();
    let run = Algorithm::Warnsdorff
        .solve(Board::CHESS, e3, MoveOrder::GOSSIP)
        .unwrap();
    let Status::Stuck { at } = run.status() else {
        panic!("expected stuck, got {:?}", run.status());
    };
    assert_eq!(run.path().len(), 60);
    assert_eq!(run.path().last(), Some(&at));
}
