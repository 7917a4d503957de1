//! Boards with holes and other leapers: `tour_exists` (any last square or a chosen one) and `fast`
//! against an exhaustive search written independently here, on every leaper with steps
//! up to 3 and on random hole patterns; and the facts the theory names.

use tour_core::{
    Board, Ends, Leaper, Progress, Solver, Square, Status, TourKind,
    route::validate_tour,
    solver::Fast,
    theory::{Impossibility, Verdict, tour_exists},
};

const BUDGET: u64 = 50_000_000;

/// Exhaustive search for a Hamiltonian path over the board's squares (holes excluded),
/// with its own adjacency by bit masks. Its only pruning: every unvisited square must
/// stay reachable from the piece through unvisited squares.
struct Oracle {
    board: Board,
    adj: Vec<u64>,
    squares: u64,
}

impl Oracle {
    fn new(board: &Board) -> Oracle {
        assert!(board.area() <= 64);
        let leaper = board.leaper();
        let bit = |s: Square| 1u64 << board.index(s).unwrap();
        let squares = board.squares().fold(0, |m, s| m | bit(s));
        let adj = board
            .cells()
            .map(|s| {
                board
                    .squares()
                    .filter(|&t| board.contains(s) && leaper.is_move(s, t))
                    .fold(0u64, |m, t| m | bit(t))
            })
            .collect();
        Oracle {
            board: board.clone(),
            adj,
            squares,
        }
    }

    fn connected(&self, visited: u64, cur: usize) -> bool {
        let free = self.squares & !visited;
        let mut reach = 1u64 << cur;
        loop {
            let mut grown = reach;
            let mut rest = reach;
            while rest != 0 {
                let v = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                grown |= self.adj[v] & free;
            }
            if grown == reach {
                return free & !reach == 0;
            }
            reach = grown;
        }
    }

    fn walk(
        &self,
        visited: u64,
        cur: usize,
        start: usize,
        end: Option<usize>,
        closed: bool,
    ) -> bool {
        if visited == self.squares {
            return end.is_none_or(|e| e == cur) && (!closed || self.adj[cur] & 1 << start != 0);
        }
        if end == Some(cur) || !self.connected(visited, cur) {
            return false;
        }
        let mut next = self.adj[cur] & !visited;
        while next != 0 {
            let v = next.trailing_zeros() as usize;
            next &= next - 1;
            if self.walk(visited | 1 << v, v, start, end, closed) {
                return true;
            }
        }
        false
    }

    fn tour(&self, start: Square, end: Option<Square>, closed: bool) -> bool {
        let s = self.board.index(start).unwrap();
        let e = end.map(|e| self.board.index(e).unwrap());
        if end == Some(start) {
            return self.squares.count_ones() == 1;
        }
        if closed && self.squares.count_ones() == 1 {
            return false;
        }
        self.walk(1 << s, s, s, e, closed)
    }
}

/// A repeatable pseudo-random sequence (SplitMix64).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) % n
    }
}

/// `fast` from `start` (to `end`): a validated tour exactly when the oracle has one.
fn fast_agrees(
    board: &Board,
    start: Square,
    end: Option<Square>,
    wanted: TourKind,
    expected: bool,
) {
    let ends = end.map_or(Ends::from(wanted), Ends::to);
    let mut fast = Fast::new(board.clone(), start, ends, BUDGET).unwrap();
    while let Progress::Running = fast.advance(1 << 20) {}
    let context = format!("{board:?} {start:?} -> {end:?} {wanted:?}");
    match fast.status() {
        Status::Complete(kind) => {
            assert!(expected, "fast found a tour the oracle has not: {context}");
            assert_eq!(validate_tour(board, fast.path()), Ok(kind), "{context}");
            assert_eq!(fast.path()[0], start);
            if let Some(end) = end {
                assert_eq!(fast.path().last(), Some(&end), "{context}");
            }
            if wanted == TourKind::Closed {
                assert_eq!(kind, tour_core::TourKind::Closed, "{context}");
            }
        }
        Status::Impossible(why) => assert!(!expected, "fast said no ({why}): {context}"),
        other => panic!("fast ended {other:?}: {context}"),
    }
}

/// `tour_exists` (any last square or a chosen one) and `fast` against the oracle, every start.
fn check_board(board: &Board, with_ends: bool) {
    let oracle = Oracle::new(board);
    for start in board.squares() {
        for wanted in [TourKind::Open, TourKind::Closed] {
            let expected = oracle.tour(start, None, wanted == TourKind::Closed);
            let verdict = tour_exists(board, start, wanted, BUDGET).unwrap();
            assert_eq!(
                matches!(verdict, Verdict::Exists { .. }),
                expected,
                "{board:?} {start:?} {wanted:?}: {verdict:?}"
            );
            assert!(!matches!(verdict, Verdict::Unknown { .. }));
            fast_agrees(board, start, None, wanted, expected);
        }
        if with_ends {
            for end in board.squares() {
                let expected = oracle.tour(start, Some(end), false);
                let verdict = tour_exists(board, start, Ends::to(end), BUDGET).unwrap();
                assert_eq!(
                    matches!(verdict, Verdict::Exists { .. }),
                    expected,
                    "{board:?} {start:?} -> {end:?}: {verdict:?}"
                );
                if start != end {
                    fast_agrees(board, start, Some(end), TourKind::Open, expected);
                }
            }
        }
    }
}

#[test]
fn every_leaper_with_steps_up_to_three_agrees_with_exhaustive_search() {
    for q in 1..=3 {
        for p in 0..=q {
            let leaper = Leaper::new(p, q).unwrap();
            for rows in 1..=5 {
                for cols in rows..=6 {
                    let board = Board::new(rows, cols).unwrap().with_leaper(leaper);
                    check_board(&board, rows * cols <= 12);
                }
            }
        }
    }
}

#[test]
fn random_holes_agree_with_exhaustive_search() {
    let mut rng = Rng(2024);
    let leapers = [
        Leaper::KNIGHT,
        Leaper::KNIGHT,
        Leaper::ZEBRA,
        Leaper::new(0, 1).unwrap(),
    ];
    for case in 0..60 {
        let rows = 3 + rng.below(4) as u16;
        let cols = 3 + rng.below(4) as u16;
        let area = u64::from(rows * cols);
        // At most 30 squares left, so that the searches proving "no" stay short.
        let count = (1 + rng.below(area / 4)).max(area.saturating_sub(30));
        let holes: Vec<Square> = (0..count)
            .map(|_| {
                let i = rng.below(area) as u16;
                Square::new(i / cols, i % cols)
            })
            .collect();
        let Ok(board) = Board::new(rows, cols).unwrap().with_holes(holes) else {
            continue;
        };
        let board = board.with_leaper(leapers[case % leapers.len()]);
        check_board(&board, board.square_count() <= 12);
    }
}

#[test]
fn the_centre_removed_chessboard_has_a_closed_knights_tour() {
    let centre = [(3, 3), (3, 4), (4, 3), (4, 4)].map(|(r, c)| Square::new(r, c));
    let board = Board::CHESS.with_holes(centre).unwrap();
    fast_agrees(&board, Square::new(0, 0), None, TourKind::Closed, true);
}

/// The camel (1,3) never changes colour, so it reaches only half of any full board: it has
/// no tour of the chessboard from any square, and the reason names a square of the
/// other colour.
#[test]
fn a_camel_never_tours_a_chessboard() {
    let board = Board::CHESS.with_leaper(Leaper::CAMEL);
    for start in board.squares() {
        let Verdict::Impossible(Impossibility::OtherColour { square }) =
            tour_exists(&board, start, TourKind::Open, 0).unwrap()
        else {
            panic!("the camel's colour rule decides {start:?}");
        };
        assert_ne!(square.is_corner_colour(), start.is_corner_colour());
    }
}

/// A leaper whose steps share a factor reaches a quarter of the board or less.
#[test]
fn leapers_with_a_common_factor_stay_on_their_lattice() {
    for (p, q) in [(0, 2), (2, 2), (2, 4), (3, 6)] {
        let board = Board::new(12, 12)
            .unwrap()
            .with_leaper(Leaper::new(p, q).unwrap());
        let verdict = tour_exists(&board, Square::new(0, 0), TourKind::Open, 0).unwrap();
        assert!(
            matches!(
                verdict,
                Verdict::Impossible(Impossibility::OffLattice { .. })
            ),
            "({p},{q}): {verdict:?}"
        );
    }
}

/// The rules for squares with one move and for colour counts name the squares involved.
/// A 3 x 3 board without its centre is a ring of eight squares the knight visits in a
/// cycle; without a corner too it is a path, whose two ends have one move each.
#[test]
fn dead_ends_and_colour_counts_name_their_squares() {
    let path = Board::new(3, 3)
        .unwrap()
        .with_holes([Square::new(1, 1), Square::new(0, 0)])
        .unwrap();
    let (b2, c1) = (Square::new(1, 2), Square::new(2, 1));
    assert_eq!(
        tour_exists(&path, Square::new(0, 2), TourKind::Open, 0).unwrap(),
        Verdict::Impossible(Impossibility::DeadEndsNotStart {
            first: b2,
            second: c1
        })
    );
    assert_eq!(
        tour_exists(&path, Square::new(0, 1), TourKind::Closed, 0).unwrap(),
        Verdict::Impossible(Impossibility::DeadEndClosed { square: b2 })
    );
    let ring = Board::new(3, 3)
        .unwrap()
        .with_holes([Square::new(1, 1)])
        .unwrap();
    assert!(matches!(
        tour_exists(&ring, Square::new(0, 0), TourKind::Closed, BUDGET).unwrap(),
        Verdict::Exists { .. }
    ));
    // 5 x 5 less its centre and b5: twelve squares of the corners' colour, eleven of the
    // other, so a tour starts on the corners' colour.
    let board = Board::new(5, 5)
        .unwrap()
        .with_holes([Square::new(2, 2), Square::new(0, 1)])
        .unwrap();
    assert_eq!(
        tour_exists(&board, Square::new(1, 0), TourKind::Open, 0).unwrap(),
        Verdict::Impossible(Impossibility::StartOnSmallerColour {
            larger: 12,
            smaller: 11
        })
    );
    assert_eq!(
        tour_exists(&board, Square::new(0, 0), TourKind::Closed, 0).unwrap(),
        Verdict::Impossible(Impossibility::UnequalColours {
            larger: 12,
            smaller: 11
        })
    );
}

/// A start or last square on a hole is its own error, never "off the board" or a "no".
#[test]
fn holes_as_start_or_end_are_named_as_holes() {
    use tour_core::{RouteError, SolveError, theory::Completion};
    let d4 = Square::new(4, 3);
    let board = Board::CHESS.with_holes([d4]).unwrap();
    let a1 = Square::new(7, 0);
    assert_eq!(
        Fast::new(board.clone(), d4, TourKind::Open, 10).unwrap_err(),
        SolveError::StartOnHole { start: d4 }
    );
    assert_eq!(
        Fast::new(board.clone(), a1, Ends::to(d4), 10).unwrap_err(),
        SolveError::EndOnHole { end: d4 }
    );
    assert_eq!(
        tour_exists(&board, a1, Ends::to(d4), 10).unwrap_err(),
        SolveError::EndOnHole { end: d4 }
    );
    assert!(matches!(
        Completion::new(board, &[a1], Ends::to(d4), 10),
        Err(RouteError::OnHole { square, .. }) if square == d4
    ));
}
