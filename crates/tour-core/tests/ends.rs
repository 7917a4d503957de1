//! Tours that end on a chosen square, checked against a plain exhaustive search that
//! shares no code with the library's pruned one.

use tour_core::{Board, SearchOutcome, Square, search_tour_between, validate_path};

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
    for start in board.squares() {
        let ends = ends_from(board, start);
        for end in board.squares() {
            let outcome = search_tour_between(board, start, end, u64::MAX).unwrap();
            let expected = ends[board.index(end).unwrap()];
            match outcome {
                SearchOutcome::Found(route) => {
                    assert!(
                        expected,
                        "{board}: a tour {start:?} -> {end:?} the brute force lacks"
                    );
                    assert!(validate_path(board, &route).is_ok());
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
