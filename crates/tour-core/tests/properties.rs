//! Invariants over random boards, starts, orders and routes.

mod common;

use proptest::prelude::*;
use tour_core::{
    Algorithm, Board, Ends, MoveOrder, Options, RouteError, Square, Status, TourKind,
    route::{validate_path, validate_tour},
};

/// A reference validator written for clarity, not speed, to compare against.
fn is_tour_by_definition(board: Board, route: &[Square]) -> bool {
    let mut all: Vec<Square> = board.squares().collect();
    let mut seen: Vec<Square> = route.to_vec();
    all.sort();
    seen.sort();
    all == seen && route.windows(2).all(|w| Board::is_knight_move(w[0], w[1]))
}

fn board_strategy(max_side: u16) -> impl Strategy<Value = Board> {
    (1..=max_side, 1..=max_side).prop_map(|(r, c)| Board::new(r, c).unwrap())
}

fn board_and_start(max_side: u16) -> impl Strategy<Value = (Board, Square)> {
    board_strategy(max_side).prop_flat_map(|board| {
        (0..board.rows(), 0..board.cols())
            .prop_map(move |(r, c)| (board.clone(), Square::new(r, c)))
    })
}

fn order_strategy() -> impl Strategy<Value = MoveOrder> {
    prop::sample::select(MoveOrder::ALL.to_vec())
}

/// A complete tour of `board` (Warnsdorff from some square in some order), when the
/// board is small enough for one to be found quickly.
fn some_tour(board: Board) -> Option<Vec<Square>> {
    board.clone().squares().find_map(|start| {
        MoveOrder::ALL.into_iter().find_map(|order| {
            let run = Algorithm::Warnsdorff
                .solve(board.clone(), start, order)
                .ok()?;
            matches!(run.status(), Status::Complete(_)).then(|| run.path().to_vec())
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn any_text_imports_as_a_valid_route_or_a_named_problem(
        text in "[a-h0-9 ,.\n\\-]{0,60}|\\PC{0,40}",
        (board, _) in board_and_start(12),
    ) {
        if let Ok(route) = tour_core::text::read_route(&board, &text) {
            prop_assert!(tour_core::route::validate_path(&route.board(), route.squares()).is_ok());
        }
    }

    #[test]
    fn every_solver_route_passes_the_validator(
        (board, start) in board_and_start(12),
        order in order_strategy(),
        budget in 1u64..20_000,
        tries in 1u32..20,
        seed in any::<u64>(),
        closed in any::<bool>(),
    ) {
        let options = Options { order: Some(order), budget, tries, seed, ends: TourKind::closed(closed).into() };
        for algorithm in Algorithm::ALL {
            let run = algorithm.solve_with(board.clone(), start, &options).unwrap();
            prop_assert!(validate_path(&board, run.path()).is_ok());
            prop_assert_eq!(run.path()[0], start);
            match run.status() {
                Status::Complete(kind) => {
                    prop_assert_eq!(validate_tour(&board, run.path()), Ok(kind));
                    if algorithm == Algorithm::Fast && closed {
                        prop_assert_eq!(kind, TourKind::Closed);
                    }
                }
                Status::Impossible(_) | Status::Undecided => {
                    prop_assert_eq!(algorithm, Algorithm::Fast);
                    prop_assert_eq!(run.path(), &[start][..]);
                }
                Status::Stuck { at } => {
                    prop_assert_eq!(run.path().last(), Some(&at));
                    prop_assert!(run.path().len() < board.area());
                    // Stuck means stuck: no unvisited square is a knight's move away.
                    let free = board
                        .moves(at, &order)
                        .filter(|s| !run.path().contains(s))
                        .count();
                    prop_assert_eq!(free, 0);
                }
                Status::BudgetExhausted => {
                    prop_assert!(algorithm.backtracks());
                    prop_assert_eq!(run.stats().placed, budget);
                }
                Status::NoTour => {
                    prop_assert!(algorithm.backtracks());
                    prop_assert_eq!(run.path(), &[start][..]);
                }
                Status::TriesExhausted => {
                    prop_assert_eq!(algorithm, Algorithm::Random);
                    prop_assert_eq!(run.stats().restarts, u64::from(tries));
                    prop_assert_eq!(run.stats().best, run.path().len() as u64);
                }
                other => prop_assert!(false, "unfinished: {other:?}"),
            }
        }
    }

    #[test]
    fn the_three_backtracking_orders_agree_on_whether_a_tour_exists(
        (board, start) in board_and_start(5),
    ) {
        let verdicts: Vec<bool> = [Algorithm::Backtrack, Algorithm::BacktrackEdge, Algorithm::BacktrackWarnsdorff]
            .into_iter()
            .map(|algorithm| {
                let run = algorithm.solve_with(board.clone(), start, &Options::default()).unwrap();
                prop_assert!(matches!(run.status(), Status::Complete(_) | Status::NoTour));
                Ok(run.status().is_complete())
            })
            .collect::<Result<_, _>>()?;
        prop_assert!(verdicts.iter().all(|&v| v == verdicts[0]), "{verdicts:?}");
    }

    #[test]
    fn stepping_in_slices_gives_the_same_route_as_one_go(
        (board, start) in board_and_start(10),
        order in order_strategy(),
        slice in 1u64..7,
    ) {
        let options = Options { order: Some(order), budget: 5_000, tries: 5, seed: 1, ends: TourKind::Open.into() };
        for algorithm in Algorithm::ALL {
            let whole = algorithm.solve_with(board.clone(), start, &options).unwrap();
            let mut sliced = algorithm.solver_with(board.clone(), start, &options).unwrap();
            while sliced.advance(slice).is_running() {}
            prop_assert_eq!(sliced.path(), whole.path());
            prop_assert_eq!(sliced.status(), whole.status());
            prop_assert_eq!(sliced.stats(), whole.stats());
        }
    }

    #[test]
    fn validator_agrees_with_the_definition_on_arbitrary_routes(
        board in board_strategy(4),
        raw in prop::collection::vec((0u16..5, 0u16..5), 0..20),
    ) {
        let route: Vec<Square> = raw.into_iter().map(|(r, c)| Square::new(r, c)).collect();
        prop_assert_eq!(validate_tour(&board, &route).is_ok(), is_tour_by_definition(board, &route));
    }

    #[test]
    fn validator_rejects_every_corrupted_tour(
        side in 5u16..9,
        i in any::<prop::sample::Index>(),
        j in any::<prop::sample::Index>(),
    ) {
        let board = Board::new(side, side).unwrap();
        let tour = some_tour(board.clone()).expect("5x5..8x8 have Warnsdorff tours");
        prop_assert!(validate_tour(&board, &tour).is_ok());
        let (a, b) = (i.index(tour.len()), j.index(tour.len()));
        // Swapping two squares keeps the set but breaks a step unless it is a no-op.
        let mut swapped = tour.clone();
        swapped.swap(a, b);
        prop_assert_eq!(validate_tour(&board, &swapped).is_ok(), is_tour_by_definition(board.clone(), &swapped));
        // Repeating a square is always caught, at the later position.
        let mut repeated = tour.clone();
        if a != b {
            let (lo, hi) = (a.min(b), a.max(b));
            repeated[hi] = repeated[lo];
            let is_repeat = matches!(
                validate_tour(&board, &repeated),
                Err(RouteError::Repeated { .. } | RouteError::NotKnightMove { .. })
            );
            prop_assert!(is_repeat);
        }
        // Dropping the last square leaves a valid path that is no tour.
        prop_assert!(validate_path(&board, &tour[..tour.len() - 1]).is_ok());
        let is_incomplete = matches!(
            validate_tour(&board, &tour[..tour.len() - 1]),
            Err(RouteError::Incomplete { .. })
        );
        prop_assert!(is_incomplete);
    }

    #[test]
    fn board_and_square_parsing_never_panic(text in "\\PC{0,12}") {
        if let Ok(board) = text.parse::<Board>() {
            prop_assert!(board.area() >= 1);
        }
        let _ = Square::parse(&text, &Board::CHESS);
        let _ = MoveOrder::named(&text);
        let _ = Algorithm::named(&text);
    }

    #[test]
    fn algebraic_and_seed_names_round_trip((board, square) in board_and_start(1000)) {
        prop_assert_eq!(Square::parse(&square.algebraic(&board), &board), Ok(square));
        prop_assert_eq!(Square::parse(&square.seed_coords(), &board), Ok(square));
    }
}

#[test]
fn closed_tours_are_recognised() {
    // A closed tour of 3x4 does not exist; 6x6 Warnsdorff from a corner is checked
    // against the definition of closed instead of trusting the solver.
    for side in 5..=8 {
        let board = Board::new(side, side).unwrap();
        for start in board.clone().squares() {
            let run = Algorithm::Warnsdorff
                .solve(board.clone(), start, MoveOrder::GOSSIP)
                .unwrap();
            if let Status::Complete(kind) = run.status() {
                let path = run.path();
                let closed = Board::is_knight_move(path[0], path[path.len() - 1]);
                assert_eq!(kind == TourKind::Closed, closed);
            }
        }
    }
}

#[test]
fn one_square_board_is_a_complete_open_tour() {
    let board = Board::new(1, 1).unwrap();
    let run = Algorithm::Warnsdorff
        .solve(board, Square::new(0, 0), MoveOrder::GOSSIP)
        .unwrap();
    assert_eq!(run.status(), Status::Complete(TourKind::Open));
}

#[test]
fn start_off_the_board_is_an_error_not_a_panic() {
    let board = Board::new(3, 3).unwrap();
    assert!(
        Algorithm::Warnsdorff
            .solve(board, Square::new(3, 0), MoveOrder::GOSSIP)
            .is_err()
    );
}

/// A board with both sides from 6 to 60 and two squares on it.
fn board_and_two_squares() -> impl Strategy<Value = (Board, Square, Square)> {
    (6u16..=60, 6u16..=60).prop_flat_map(|(rows, cols)| {
        let board = Board::new(rows, cols).unwrap();
        (0..rows, 0..cols, 0..rows, 0..cols)
            .prop_map(move |(a, b, c, d)| (board.clone(), Square::new(a, b), Square::new(c, d)))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// `fast` with a chosen last square: a validated tour ending there whenever the
    /// colour rule allows the pair, the rule's reason otherwise, never "unknown".
    #[test]
    fn fast_ends_where_asked_or_says_which_rule_forbids_it(
        (board, start, end) in board_and_two_squares(),
    ) {
        let options = Options { ends: Ends::to(end), ..Options::default() };
        let run = Algorithm::Fast.solve_with(board.clone(), start, &options).unwrap();
        let odd = board.area() % 2 == 1;
        let allowed = start != end
            && if odd {
                start.is_corner_colour() && end.is_corner_colour()
            } else {
                start.is_corner_colour() != end.is_corner_colour()
            };
        if allowed {
            // A tour whose last square is a knight's move from its first is also closed.
            prop_assert!(run.status().is_complete(), "{} {:?} {:?}: {:?}", board, start, end, run.status());
            prop_assert_eq!(run.path().first(), Some(&start));
            prop_assert_eq!(run.path().last(), Some(&end));
            prop_assert!(is_tour_by_definition(board, run.path()));
        } else {
            prop_assert!(matches!(run.status(), Status::Impossible(_)), "{:?}", run.status());
        }
    }
}

/// A board up to 8 x 8 with random holes (at least one square left) and a random leaper
/// with steps up to 4, and one of its squares.
fn shaped_board_and_start() -> impl Strategy<Value = (tour_core::Board, Square)> {
    (1u16..=8, 1u16..=8, any::<u64>(), 0u8..=4, 1u8..=4).prop_filter_map(
        "a leaper and a square left",
        |(rows, cols, mask, p, q)| {
            let leaper = tour_core::Leaper::new(p, q).ok()?;
            let board = Board::new(rows, cols).ok()?;
            let holes = common::holes_from(&board, mask);
            let board = board.with_holes(holes).ok()?.with_leaper(leaper);
            let start = board.squares().next()?;
            Some((board, start))
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Every algorithm on a board with holes and any leaper: no panic, a route the
    /// validator accepts from the start, and a completed run is a tour of that board.
    #[test]
    fn every_solver_on_holes_and_leapers_gives_valid_routes(
        (board, start) in shaped_board_and_start(),
        budget in 1u64..20_000,
        closed in any::<bool>(),
    ) {
        let options = Options { budget, tries: 5, ends: TourKind::closed(closed).into(), ..Options::default() };
        for algorithm in Algorithm::ALL {
            let run = algorithm.solve_with(board.clone(), start, &options).unwrap();
            prop_assert!(validate_path(&board, run.path()).is_ok());
            prop_assert_eq!(run.path()[0], start);
            prop_assert!(run.path().iter().all(|&square| !board.is_hole(square)));
            if let Status::Complete(kind) = run.status() {
                prop_assert_eq!(validate_tour(&board, run.path()), Ok(kind));
            }
            // The numbered board reads back as the same route, holes and all.
            let text = tour_core::text::numbered_board(run.route());
            let read = tour_core::text::read_route(&board, &text).unwrap();
            prop_assert_eq!(read.squares(), run.path());
            prop_assert_eq!(read.board().hole_count(), board.hole_count());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// A reason that holds for every start is met at every start: the rules never say
    /// "no square starts a tour" while one square does, and every start is refused.
    #[test]
    fn a_reason_for_every_start_refuses_every_start(
        (board, _) in shaped_board_and_start(),
        closed in any::<bool>(),
    ) {
        let kind = TourKind::closed(closed);
        if let Some(why) = tour_core::theory::no_start_has_tour(&board, kind) {
            prop_assert!(why.for_every_start());
            for start in board.squares() {
                let decided = tour_core::theory::decided_by_theory(&board, start, kind);
                prop_assert!(matches!(decided, Some(Err(_))), "{start:?}: {decided:?}");
                let run = Algorithm::Fast
                    .solve_with(board.clone(), start, &Options { ends: kind.into(), ..Options::default() })
                    .unwrap();
                prop_assert!(!run.status().is_complete());
            }
        }
    }
}
