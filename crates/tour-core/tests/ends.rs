//! Tours that end on a chosen square: the exact search, `tour_exists` to a chosen last square and `fast`
//! checked against a plain exhaustive search that shares no code with the library's
//! pruned one, on every pair of every board up to 5 x 6, 4 x 7 and 3 x 10; against the
//! exact search on 6 x 6; and against the published theorem on a sample of 7 x 7 and
//! 8 x 8. (3 x n and 4 x n up to n = 10 are in `tests/thin.rs`.)

use tour_core::{
    Board, Ends, Progress, Solver, Square, Status,
    route::{validate_path, validate_tour},
    solver::Fast,
    theory::{SearchOutcome, Verdict, search_tour, tour_exists},
};

/// Every square on which some open tour from `start` ends, by trying every knight's path
/// from `start` (no pruning but the knight's own moves).
fn ends_from(board: Board, start: Square) -> Vec<bool> {
    let n = board.area();
    let index = |s: Square| board.index(s).unwrap();
    let neighbours: Vec<Vec<usize>> = board
        .squares()
        .map(|s| {
            board
                .squares()
                .filter(|&t| Board::is_knight_move(s, t))
                .map(index)
                .collect()
        })
        .collect();
    let mut ends = vec![false; n];
    let mut visited = vec![false; n];
    fn walk(
        at: usize,
        depth: usize,
        n: usize,
        neighbours: &[Vec<usize>],
        visited: &mut [bool],
        ends: &mut [bool],
    ) {
        if depth == n {
            ends[at] = true;
            return;
        }
        for &next in &neighbours[at] {
            if !visited[next] {
                visited[next] = true;
                walk(next, depth + 1, n, neighbours, visited, ends);
                visited[next] = false;
            }
        }
    }
    let s = index(start);
    visited[s] = true;
    walk(s, 1, n, &neighbours, &mut visited, &mut ends);
    ends
}

fn check_every_pair(rows: u16, cols: u16) {
    let board = Board::new(rows, cols).unwrap();
    for start in board.clone().squares() {
        let ends = ends_from(board.clone(), start);
        for end in board.squares() {
            let outcome = search_tour(&board, start, Ends::to(end), u64::MAX).unwrap();
            let expected = ends[board.index(end).unwrap()];
            match outcome {
                SearchOutcome::Found(route) => {
                    assert!(
                        expected,
                        "{board}: a tour {start:?} -> {end:?} the brute force lacks"
                    );
                    assert!(validate_path(&board, &route).is_ok());
                    assert_eq!(route.len(), board.area());
                    assert_eq!((route[0], route[route.len() - 1]), (start, end));
                }
                SearchOutcome::Exhausted { .. } => {
                    assert!(
                        !expected,
                        "{board}: no tour {start:?} -> {end:?}, but there is one"
                    );
                }
                SearchOutcome::OutOfBudget { .. } => unreachable!("no budget was set"),
            }
            agree(board.clone(), start, end, expected);
        }
    }
}

/// `tour_exists` to a chosen last square and `fast` with a last square say what `expected` says; fast's
/// route is validated and ends where asked.
fn agree(board: Board, start: Square, end: Square, expected: bool) {
    let case = format!("{board}: {start:?} -> {end:?}");
    let verdict = tour_exists(&board, start, Ends::to(end), u64::MAX).unwrap();
    match &verdict {
        Verdict::Exists { route } => {
            assert!(expected, "{case}: exists says yes");
            if let Some(route) = route {
                assert!(validate_tour(&board, route).is_ok(), "{case}");
                assert_eq!((route[0], route[route.len() - 1]), (start, end), "{case}");
            }
        }
        Verdict::Impossible(why) => assert!(!expected, "{case}: exists says no ({why})"),
        Verdict::Unknown { .. } => panic!("{case}: unknown without a budget"),
    }
    let mut fast = Fast::new(board.clone(), start, Ends::to(end), u64::MAX).unwrap();
    let Progress::Done(status) = fast.advance(u64::MAX) else {
        panic!("{case}: an unlimited advance finishes");
    };
    if expected {
        assert!(
            matches!(status, Status::Complete(_)),
            "{case}: fast says {status:?}"
        );
        assert!(validate_tour(&board, fast.path()).is_ok(), "{case}");
        assert_eq!(fast.path().last(), Some(&end), "{case}");
    } else {
        assert!(
            matches!(status, Status::Impossible(_)),
            "{case}: fast says {status:?}"
        );
    }
}

/// 6 x 6, every pair: the exact search (checked against every enumerated tour of 6 x 6
/// in `search`'s unit tests) is the oracle, as brute force would take hours.
#[test]
fn every_pair_on_six_by_six_agrees_with_the_exact_search() {
    let board = Board::new(6, 6).unwrap();
    for start in board.clone().squares() {
        for end in board.squares() {
            let found = matches!(
                search_tour(&board, start, Ends::to(end), u64::MAX).unwrap(),
                SearchOutcome::Found(_)
            );
            agree(board.clone(), start, end, found);
        }
    }
}

/// 7 x 7 and 8 x 8: a fixed sample of pairs. Every pair the colour rule allows has a
/// tour (Conrad, Hindrichs, Morsy and Wegener 1994), so fast must build each one.
#[test]
fn a_fixed_sample_of_pairs_on_seven_and_eight_agrees_with_the_theorem() {
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = |below: u16| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        u16::try_from(seed % u64::from(below)).unwrap()
    };
    for n in [7u16, 8] {
        let board = Board::new(n, n).unwrap();
        for _ in 0..60 {
            let start = Square::new(next(n), next(n));
            let end = Square::new(next(n), next(n));
            let allowed = start != end
                && if n % 2 == 1 {
                    start.is_corner_colour() && end.is_corner_colour()
                } else {
                    start.is_corner_colour() != end.is_corner_colour()
                };
            agree(board.clone(), start, end, allowed);
        }
    }
}

#[test]
fn every_pair_on_small_boards_agrees_with_brute_force() {
    for (rows, cols) in [
        (1, 1),
        (1, 2),
        (2, 3),
        (3, 3),
        (3, 4),
        (4, 4),
        (3, 5),
        (3, 6),
        (3, 7),
        (4, 5),
        (5, 5),
        (3, 8),
        (4, 6),
        (5, 6),
        (4, 7),
        (3, 9),
        (3, 10),
    ] {
        check_every_pair(rows, cols);
        check_every_pair(cols, rows);
    }
}
