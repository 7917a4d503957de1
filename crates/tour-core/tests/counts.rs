//! Exact counts against the published sequences quoted in ../shared/ALGORITHMS.md.

use tour_core::{Board, Square, TourKind, theory::count_tours};

fn board(rows: u16, cols: u16) -> Board {
    Board::new(rows, cols).unwrap()
}

fn open(b: Board) -> tour_core::theory::TourCount {
    count_tours(&b, None, TourKind::Open).unwrap()
}

fn closed(b: Board) -> tour_core::theory::TourCount {
    count_tours(&b, None, TourKind::Closed).unwrap()
}

#[test]
fn five_by_five_open_tours_match_a165134_square_by_square() {
    let b = board(5, 5);
    assert_eq!(open(b.clone()).directed, 1728);
    let from = |r, c| {
        count_tours(&b, Some(Square::new(r, c)), TourKind::Open)
            .unwrap()
            .directed
    };
    assert_eq!(from(0, 0), 304);
    assert_eq!(from(2, 2), 64);
    assert_eq!(from(0, 1), 0);
    assert_eq!(from(0, 2), 56);
}

#[test]
fn three_by_n_directed_open_tours_match_a118067() {
    for (n, expected) in [(4, 16), (7, 104), (8, 792), (9, 1120), (10, 6096)] {
        assert_eq!(open(board(3, n)).directed, expected, "3x{n}");
    }
}

#[test]
fn four_by_n_undirected_open_tours_match_a079137() {
    for (n, expected) in [(5, 82), (6, 744), (7, 6378), (8, 31088)] {
        assert_eq!(open(board(4, n)).undirected, expected, "4x{n}");
    }
}

#[test]
fn three_by_n_undirected_closed_tours_match_a070030() {
    assert_eq!(closed(board(3, 10)).undirected, 16);
    assert_eq!(closed(board(3, 12)).undirected, 176);
}

#[test]
fn six_by_six_closed_tours_match_a001230() {
    assert_eq!(closed(board(6, 6)).undirected, 9862);
}

#[test]
fn boards_without_tours_count_zero_and_large_boards_are_refused() {
    assert_eq!(open(board(4, 4)).directed, 0);
    assert_eq!(closed(board(5, 5)).undirected, 0);
    assert_eq!(open(board(1, 1)).directed, 1);
    assert!(count_tours(&board(7, 7), None, TourKind::Open).is_err());
    assert!(count_tours(&board(5, 5), Some(Square::new(5, 0)), TourKind::Open).is_err());
}

/// 6 x 6 open: 6,637,920 directed tours (A165134), about 5 s.
#[test]
fn six_by_six_open_tours_match_a165134() {
    assert_eq!(open(board(6, 6)).directed, 6_637_920);
}
