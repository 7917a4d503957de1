//! The facts of hand-made and searched tours, against independent checks written here.

use std::collections::BTreeSet;

use super::{Halves, Magic, Properties, Transform};
use crate::board::Board;
use crate::leaper::Leaper;
use crate::route::{Route, TourKind, validate_tour};
use crate::square::Square;

/// A route from its numbered board, top row first (0 for a hole).
fn numbered(board: Board, rows: &[&[u32]]) -> Route {
    let mut squares: Vec<(u32, Square)> = Vec::new();
    for (row, numbers) in (0u16..).zip(rows) {
        for (col, &number) in (0u16..).zip(numbers.iter()) {
            if number > 0 {
                squares.push((number, Square::new(row, col)));
            }
        }
    }
    squares.sort_unstable();
    Route::new(
        board,
        squares.into_iter().map(|(_, square)| square).collect(),
    )
    .expect("a path")
}

fn route(board: Board, squares: &[(u16, u16)]) -> Route {
    let squares = squares.iter().map(|&(r, c)| Square::new(r, c)).collect();
    Route::new(board, squares).expect("a path")
}

/// Beverley's semi-magic tour (1848), top row first.
const BEVERLEY: [[u32; 8]; 8] = [
    [1, 30, 47, 52, 5, 28, 43, 54],
    [48, 51, 2, 29, 44, 53, 6, 27],
    [31, 46, 49, 4, 25, 8, 55, 42],
    [50, 3, 32, 45, 56, 41, 26, 7],
    [33, 62, 15, 20, 9, 24, 39, 58],
    [16, 19, 34, 61, 40, 57, 10, 23],
    [63, 14, 17, 36, 21, 12, 59, 38],
    [18, 35, 64, 13, 60, 37, 22, 11],
];

/// Euler's closed tour (1759) whose two halves are one board-half each, turned into
/// each other by a half-turn.
const EULER: [[u32; 8]; 8] = [
    [58, 43, 60, 37, 52, 41, 62, 35],
    [49, 46, 57, 42, 61, 36, 53, 40],
    [44, 59, 48, 51, 38, 55, 34, 63],
    [47, 50, 45, 56, 33, 64, 39, 54],
    [22, 7, 32, 1, 24, 13, 18, 15],
    [31, 2, 23, 6, 19, 16, 27, 12],
    [8, 21, 4, 29, 10, 25, 14, 17],
    [3, 30, 9, 20, 5, 28, 11, 26],
];

fn rows_of(grid: &[[u32; 8]; 8]) -> Vec<&[u32]> {
    grid.iter().map(|row| &row[..]).collect()
}

#[test]
fn beverleys_tour_is_semi_magic_and_nothing_more() {
    let tour = numbered(Board::CHESS, &rows_of(&BEVERLEY));
    assert_eq!(
        validate_tour(&Board::CHESS, tour.squares()),
        Ok(TourKind::Open)
    );
    let facts = Properties::of(&tour).unwrap();
    let sums = facts.sums();
    assert_eq!(sums.rows(), [260; 8]);
    assert_eq!(sums.columns(), [260; 8]);
    assert_eq!(sums.diagonals(), Some([282, 210]));
    assert_eq!(sums.magic(), Magic::SemiMagic);
    assert_eq!((sums.row_sum(), sums.column_sum()), (Some(260), Some(260)));
    assert_eq!(facts.kind(), TourKind::Open);
    assert_eq!(facts.symmetries(), []);
    assert_eq!(facts.bisected(), None);
    assert!(!facts.quadrisected());
}

#[test]
fn eulers_tour_is_bisected_and_unchanged_by_a_half_turn() {
    let tour = numbered(Board::CHESS, &rows_of(&EULER));
    assert_eq!(
        validate_tour(&Board::CHESS, tour.squares()),
        Ok(TourKind::Closed)
    );
    let facts = Properties::of(&tour).unwrap();
    assert_eq!(facts.kind(), TourKind::Closed);
    assert_eq!(facts.bisected(), Some(Halves::TopBottom));
    let [half_turn] = facts.symmetries() else {
        panic!("one symmetry: {:?}", facts.symmetries());
    };
    assert_eq!(half_turn.transform(), Transform::HalfTurn);
    assert!(!half_turn.reverses());
    for k in 1..=64 {
        assert_eq!(half_turn.paired_square(k), Some((k + 31) % 64 + 1));
        assert_eq!(half_turn.paired_move(k), Some((k + 31) % 64 + 1));
    }
    assert_eq!(half_turn.paired_square(0), None);
    assert_eq!(half_turn.paired_move(65), None);
    assert_eq!(facts.sums().magic(), Magic::Not);
}

#[test]
fn a_wazir_round_each_quadrant_is_quadrisected() {
    let board = Board::new(4, 4)
        .unwrap()
        .with_leaper(Leaper::new(0, 1).unwrap());
    let tour = route(
        board,
        &[
            (0, 0),
            (0, 1),
            (1, 1),
            (1, 0),
            (2, 0),
            (3, 0),
            (3, 1),
            (2, 1),
            (2, 2),
            (3, 2),
            (3, 3),
            (2, 3),
            (1, 3),
            (0, 3),
            (0, 2),
            (1, 2),
        ],
    );
    let facts = Properties::of(&tour).unwrap();
    assert!(facts.quadrisected());
    assert_eq!(facts.bisected(), Some(Halves::LeftRight));
    assert_eq!(facts.crossings(), 0);
    assert_eq!(facts.kind(), TourKind::Open);
}

/// Every knight's tour of `board` from every start, by plain depth-first search.
fn every_tour(board: &Board) -> Vec<Vec<Square>> {
    fn extend(board: &Board, path: &mut Vec<Square>, found: &mut Vec<Vec<Square>>) {
        if path.len() == board.square_count() {
            found.push(path.clone());
            return;
        }
        let at = *path.last().expect("a start");
        let next: Vec<Square> = board.moves(at, &crate::moves::MoveOrder::GOSSIP).collect();
        for square in next {
            if !path.contains(&square) {
                path.push(square);
                extend(board, path, found);
                path.pop();
            }
        }
    }
    let mut found = Vec::new();
    for start in board.squares() {
        extend(board, &mut vec![start], &mut found);
    }
    found
}

/// A 10 x 10 knight's tour made of four 5 x 5 tours, one per quadrant, found by search
/// over the 5 x 5 tours moved into each quadrant.
fn quadrisected_ten_by_ten() -> Option<Vec<Square>> {
    let five = every_tour(&Board::new(5, 5).unwrap());
    let shifted = |tour: &[Square], (dr, dc): (u16, u16)| -> Vec<Square> {
        tour.iter()
            .map(|s| Square::new(s.row() + dr, s.col() + dc))
            .collect()
    };
    let corners = [(0, 0), (0, 5), (5, 5), (5, 0)];
    let mut path = shifted(&five[0], corners[0]);
    'first: for first in &five {
        path = shifted(first, corners[0]);
        for second in &five {
            let second = shifted(second, corners[1]);
            if !Board::is_knight_move(path[24], second[0]) {
                continue;
            }
            for third in &five {
                let third = shifted(third, corners[2]);
                if !Board::is_knight_move(second[24], third[0]) {
                    continue;
                }
                for fourth in &five {
                    let fourth = shifted(fourth, corners[3]);
                    if Board::is_knight_move(third[24], fourth[0]) {
                        path.extend(second.iter().chain(&third).chain(&fourth));
                        break 'first;
                    }
                }
            }
        }
    }
    (path.len() == 100).then_some(path)
}

#[test]
fn a_knights_tour_of_ten_by_ten_quadrant_by_quadrant_is_quadrisected() {
    let squares = quadrisected_ten_by_ten().expect("chained 5 x 5 tours");
    let board = Board::new(10, 10).unwrap();
    assert!(validate_tour(&board, &squares).is_ok());
    let facts = Properties::of(&Route::new(board, squares).unwrap()).unwrap();
    assert!(facts.quadrisected());
    // Top left, top right, then the bottom: the top half first.
    assert_eq!(facts.bisected(), Some(Halves::TopBottom));
}

/// No knight's tour of 3 x 4 is uncrossed: its 16 tours (8 each way) cross themselves
/// 20 or 21 times, as an exact count written apart from this crate also finds.
#[test]
fn three_by_four_tours_cross_twenty_or_twenty_one_times() {
    let board = Board::new(3, 4).unwrap();
    let tours = every_tour(&board);
    assert_eq!(tours.len(), 16);
    let counts: BTreeSet<u64> = tours
        .iter()
        .map(|tour| {
            let route = Route::new(board.clone(), tour.clone()).unwrap();
            let crossings = Properties::of(&route).unwrap().crossings();
            assert_eq!(crossings, crossings_by_every_pair(tour, TourKind::Open));
            crossings
        })
        .collect();
    assert_eq!(counts, BTreeSet::from([20, 21]));
}

#[test]
fn tours_without_a_crossing() {
    // One square: nothing drawn.
    let one = route(Board::new(1, 1).unwrap(), &[(0, 0)]);
    assert_eq!(Properties::of(&one).unwrap().crossings(), 0);
    // The wazir up and down the columns of 5 x 5 in turn.
    let board = Board::new(5, 5)
        .unwrap()
        .with_leaper(Leaper::new(0, 1).unwrap());
    let snake: Vec<(u16, u16)> = (0..5)
        .flat_map(|col| {
            (0..5).map(move |row| {
                if col % 2 == 0 {
                    (row, col)
                } else {
                    (4 - row, col)
                }
            })
        })
        .collect();
    let facts = Properties::of(&route(board, &snake)).unwrap();
    assert_eq!(facts.crossings(), 0);
    let symmetries: Vec<Transform> = facts.symmetries().iter().map(|s| s.transform()).collect();
    assert_eq!(symmetries, [Transform::HalfTurn]);
    // Four segments through one point: six pairs cross there, one point.
    let star = [
        [(0, 0), (2, 2)],
        [(0, 2), (2, 0)],
        [(1, 0), (1, 2)],
        [(0, 1), (2, 1)],
    ];
    let points: BTreeSet<_> = (0..4)
        .flat_map(|a| (a + 1..4).map(move |b| (a, b)))
        .filter_map(|(a, b)| super::crossings::crossing(star[a], star[b]))
        .collect();
    assert_eq!(points, BTreeSet::from([(1, 1, 1)]));
}

#[test]
fn every_five_by_five_tour_reports_exactly_its_symmetries() {
    let board = Board::new(5, 5).unwrap();
    let tours = every_tour(&board);
    assert_eq!(tours.len(), 1728);
    let mut symmetric = 0;
    for tour in tours {
        let route = Route::new(board.clone(), tour).unwrap();
        let facts = Properties::of(&route).unwrap();
        assert_symmetries_are_exact(&route, &facts);
        symmetric += usize::from(!facts.symmetries().is_empty());
    }
    // A 5 x 5 tour symmetric under a half-turn has the centre as its middle square.
    assert!(symmetric > 0);
}

/// The route's moves, the closing one of a closed tour among them, as unordered pairs.
fn moves(route: &Route) -> BTreeSet<(Square, Square)> {
    let squares = route.squares();
    let mut pairs: Vec<(Square, Square)> = squares.windows(2).map(|w| (w[0], w[1])).collect();
    if route.tour_kind() == Some(TourKind::Closed) {
        pairs.push((squares[squares.len() - 1], squares[0]));
    }
    pairs
        .into_iter()
        .map(|(a, b)| (a.min(b), a.max(b)))
        .collect()
}

/// Each fitting transform is reported exactly when it maps the holes and the moves onto
/// themselves, and its pairing says where each square goes.
fn assert_symmetries_are_exact(route: &Route, facts: &Properties) {
    let board = route.board();
    let moves = moves(route);
    let numbering = route.numbering();
    for transform in Transform::ALL {
        if !transform.fits(board.rows(), board.cols()) {
            assert!(
                facts
                    .symmetries()
                    .iter()
                    .all(|s| s.transform() != transform)
            );
            continue;
        }
        let image = |s: Square| transform.image(&board, s).unwrap();
        let holes: BTreeSet<Square> = board.holes().collect();
        let holes_kept = holes.iter().all(|&hole| holes.contains(&image(hole)));
        let moved: BTreeSet<(Square, Square)> = moves
            .iter()
            .map(|&(a, b)| (image(a).min(image(b)), image(a).max(image(b))))
            .collect();
        let kept = holes_kept && moved == moves;
        let reported = facts
            .symmetries()
            .iter()
            .find(|s| s.transform() == transform);
        assert_eq!(
            reported.is_some(),
            kept,
            "{transform:?} on {:?}",
            route.squares()
        );
        if let Some(symmetry) = reported {
            for (k, &square) in (1u32..).zip(route.squares()) {
                let target = numbering[board.index(image(square)).unwrap()];
                assert_eq!(symmetry.paired_square(k), Some(target));
            }
        }
    }
}

/// The crossings of every pair of segments, points gathered and counted once.
fn crossings_by_every_pair(squares: &[Square], kind: TourKind) -> u64 {
    let mut segments: Vec<(Square, Square)> = squares.windows(2).map(|w| (w[0], w[1])).collect();
    if kind == TourKind::Closed {
        segments.push((squares[squares.len() - 1], squares[0]));
    }
    let mut points = BTreeSet::new();
    for (i, a) in segments.iter().enumerate() {
        for b in &segments[i + 1..] {
            if let Some(point) = super::crossings::crossing([xy(a.0), xy(a.1)], [xy(b.0), xy(b.1)])
            {
                points.insert(point);
            }
        }
    }
    points.len() as u64
}

fn xy(square: Square) -> (i64, i64) {
    (i64::from(square.col()), i64::from(square.row()))
}

#[test]
fn crossing_points_are_exact_and_shared_points_count_once() {
    use super::crossings::crossing;
    // An X: the diagonals of a 2 x 2 box cross at (1, 1).
    assert_eq!(
        crossing([(0, 0), (2, 2)], [(0, 2), (2, 0)]),
        Some((1, 1, 1))
    );
    // Touching at an end, or one end on the other's inside, is no crossing.
    assert_eq!(crossing([(0, 0), (2, 1)], [(2, 1), (0, 2)]), None);
    assert_eq!(crossing([(0, 0), (2, 2)], [(1, 1), (3, 0)]), None);
    // Along one line they overlap, not cross.
    assert_eq!(crossing([(0, 0), (0, 2)], [(0, 1), (0, 3)]), None);
    // Two knight moves meeting halfway, at (3/2, 2/2): the point is kept as fractions.
    assert_eq!(
        crossing([(1, 2), (2, 0)], [(1, 0), (2, 2)]),
        Some((3, 2, 2))
    );
}

/// The sums of the numbered board, added up square by square.
fn sums_by_numbering(route: &Route) -> (Vec<u64>, Vec<u64>, Option<[u64; 2]>) {
    let board = route.board();
    let (rows, cols) = (usize::from(board.rows()), usize::from(board.cols()));
    let numbering = route.numbering();
    let at = |row: usize, col: usize| u64::from(numbering[row * cols + col]);
    let row_sums = (0..rows)
        .map(|r| (0..cols).map(|c| at(r, c)).sum())
        .collect();
    let column_sums = (0..cols)
        .map(|c| (0..rows).map(|r| at(r, c)).sum())
        .collect();
    let diagonals = (rows == cols).then(|| {
        [
            (0..rows).map(|i| at(i, i)).sum(),
            (0..rows).map(|i| at(i, cols - 1 - i)).sum(),
        ]
    });
    (row_sums, column_sums, diagonals)
}

/// Whether the numbers `1..=N/parts`, the next `N/parts`, ... each fill exactly the
/// squares of one region, read off the numbered board.
fn fills_by_numbering(route: &Route, parts: usize, region: impl Fn(Square) -> usize) -> bool {
    let board = route.board();
    let n = route.len();
    if !n.is_multiple_of(parts) {
        return false;
    }
    let mut squares_of_run: Vec<BTreeSet<Square>> = vec![BTreeSet::new(); parts];
    for (i, &square) in route.squares().iter().enumerate() {
        squares_of_run[i / (n / parts)].insert(square);
    }
    let mut regions: Vec<BTreeSet<Square>> = vec![BTreeSet::new(); parts];
    for square in board.squares() {
        regions[region(square)].insert(square);
    }
    let mut used = BTreeSet::new();
    squares_of_run.iter().all(|run| {
        let found = regions.iter().position(|region| region == run);
        found.is_some_and(|at| used.insert(at))
    })
}

/// Every fact against the numbered board and the plain checks above.
fn assert_facts_match_the_numbering(route: &Route) {
    let board = route.board();
    let facts = Properties::of(route).unwrap();
    let sums = facts.sums();
    let (rows, columns, diagonals) = sums_by_numbering(route);
    assert_eq!((sums.rows(), sums.columns()), (&rows[..], &columns[..]));
    assert_eq!(sums.diagonals(), diagonals);
    let (r, c) = (board.rows(), board.cols());
    let bottom = |s: Square| usize::from(s.row() >= r / 2);
    let right = |s: Square| usize::from(s.col() >= c / 2);
    let quadrant = |s: Square| 2 * bottom(s) + right(s);
    let bisected = if r % 2 == 0 && fills_by_numbering(route, 2, bottom) {
        Some(Halves::TopBottom)
    } else if c % 2 == 0 && fills_by_numbering(route, 2, right) {
        Some(Halves::LeftRight)
    } else {
        None
    };
    assert_eq!(facts.bisected(), bisected, "{:?}", route.squares());
    let quadrisected = r % 2 == 0 && c % 2 == 0 && fills_by_numbering(route, 4, quadrant);
    assert_eq!(facts.quadrisected(), quadrisected, "{:?}", route.squares());
    assert_symmetries_are_exact(route, &facts);
    let kind = facts.kind();
    assert_eq!(
        facts.crossings(),
        crossings_by_every_pair(route.squares(), kind)
    );
}

#[test]
fn every_wazir_tour_of_four_by_four_open_or_closed_has_the_facts_of_its_numbering() {
    let board = Board::new(4, 4)
        .unwrap()
        .with_leaper(Leaper::new(0, 1).unwrap());
    let tours = every_tour(&board);
    let mut closed = 0;
    for tour in tours {
        let route = Route::new(board.clone(), tour).unwrap();
        closed += usize::from(route.tour_kind() == Some(TourKind::Closed));
        assert_facts_match_the_numbering(&route);
    }
    // Six cycles, each from 16 starts in 2 directions.
    assert_eq!(closed, 6 * 16 * 2);
}

#[test]
fn tours_with_holes_and_famous_tours_have_the_facts_of_their_numbering() {
    let wazir = Leaper::new(0, 1).unwrap();
    for (rows, cols, leaper, holes) in [
        (3, 4, Leaper::KNIGHT, vec![]),
        (4, 4, wazir, vec![(0, 0), (0, 1)]),
        (4, 5, wazir, vec![(1, 2), (2, 2)]),
        (3, 6, wazir, vec![(0, 5)]),
    ] {
        let board = Board::new(rows, cols)
            .unwrap()
            .with_leaper(leaper)
            .with_holes(holes.iter().map(|&(r, c)| Square::new(r, c)))
            .unwrap();
        let tours = every_tour(&board);
        assert!(!tours.is_empty(), "{rows}x{cols}");
        for tour in tours {
            assert_facts_match_the_numbering(&Route::new(board.clone(), tour).unwrap());
        }
    }
    for grid in [&BEVERLEY, &EULER] {
        assert_facts_match_the_numbering(&numbered(Board::CHESS, &rows_of(grid)));
    }
}

/// A walk on `board` from `start`, each step to the unvisited move `choices` picks.
fn walk(board: &Board, start: Square, choices: &[usize]) -> Vec<Square> {
    let mut path = vec![start];
    for &choice in choices {
        let at = *path.last().expect("a start");
        let next: Vec<Square> = board
            .moves(at, &crate::moves::MoveOrder::GOSSIP)
            .filter(|square| !path.contains(square))
            .collect();
        let Some(&square) = next.get(choice % next.len().max(1)) else {
            break;
        };
        path.push(square);
    }
    path
}

#[test]
fn the_knight_and_the_short_leapers_are_counted_by_their_cell_patterns() {
    use super::crossings::{Cells, Pattern};
    for (p, q, patterned) in [(1, 2, true), (0, 1, true), (1, 1, true), (2, 2, true)] {
        let board = Board::new(8, 8)
            .unwrap()
            .with_leaper(Leaper::new(p, q).unwrap());
        let pattern = Pattern::new(&board, &Cells::new(&board));
        assert_eq!(pattern.is_some(), patterned, "({p}, {q})");
    }
    let camel = Board::new(8, 8).unwrap().with_leaper(Leaper::CAMEL);
    assert!(Pattern::new(&camel, &Cells::new(&camel)).is_none());
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(256))]

    /// On any board with any piece, the crossings of a walk, closed when its ends are a
    /// move apart, are those of every pair of its segments, by cell pattern or by cell.
    #[test]
    fn crossings_agree_with_every_pair(
        rows in 1u16..14,
        cols in 1u16..14,
        (p, q) in (0u8..=7, 1u8..=7),
        start in (0u16..14, 0u16..14),
        choices in proptest::collection::vec(0usize..8, 0..120),
    ) {
        let leaper = Leaper::new(p, q).unwrap();
        let board = Board::new(rows, cols).unwrap().with_leaper(leaper);
        let start = Square::new(start.0 % rows, start.1 % cols);
        let squares = walk(&board, start, &choices);
        let ends_meet = squares.len() > 2
            && leaper.is_move(squares[0], squares[squares.len() - 1]);
        for kind in [TourKind::Open, TourKind::Closed] {
            if kind == TourKind::Closed && !ends_meet {
                continue;
            }
            let expected = crossings_by_every_pair(&squares, kind);
            let cells = super::crossings::Cells::new(&board);
            proptest::prop_assert_eq!(super::crossings::count(&board, &squares, kind), expected);
            proptest::prop_assert_eq!(super::crossings::by_cells(&cells, &squares, kind), expected);
        }
    }
}
