//! `tour_exists` against exhaustive search on every board up to 8 x 8, every start,
//! open and closed: a "yes" must come with a tour the search finds, a "no" must never
//! meet a tour.

use tour_core::{
    Board, Square, TourKind,
    route::{validate_path, validate_tour},
    theory::{Impossibility, SearchOutcome, Verdict, search_tour, tour_exists},
};

const BUDGET: u64 = 2_000_000;
const CROSS_CHECK_BUDGET: u64 = 50_000;

#[test]
fn theory_and_exhaustive_search_agree_on_every_board_up_to_8x8() {
    let mut searched_no = 0;
    for rows in 1..=8u16 {
        for cols in 1..=8u16 {
            let board = Board::new(rows, cols).unwrap();
            for start in board.clone().squares() {
                for wanted in [TourKind::Open, TourKind::Closed] {
                    check(board.clone(), start, wanted, &mut searched_no);
                }
            }
        }
    }
    assert!(
        searched_no > 0,
        "some answers are the thin boards' exceptions"
    );
}

fn check(board: Board, start: Square, wanted: TourKind, searched_no: &mut u32) {
    let closed = wanted == TourKind::Closed;
    let verdict = tour_exists(&board, start, wanted, BUDGET).unwrap();
    // A "no" from a theorem is only cross-checked, with a smaller budget.
    let budget = match verdict {
        Verdict::Impossible(Impossibility::NoCompletion) | Verdict::Exists { .. } => BUDGET,
        _ => CROSS_CHECK_BUDGET,
    };
    let search = search_tour(&board, start, wanted, budget).unwrap();
    let case = format!("{board} from {} ({})", start.seed_coords(), wanted.as_str());
    let options = tour_core::Options {
        ends: wanted.into(),
        budget: BUDGET,
        ..tour_core::Options::default()
    };
    let fast = tour_core::Algorithm::Fast
        .solve_with(board.clone(), start, &options)
        .unwrap();
    assert_eq!(
        fast.status().is_complete(),
        matches!(verdict, Verdict::Exists { .. }),
        "{case}: fast says {:?}, exists says {verdict:?}",
        fast.status()
    );
    if closed && fast.status().is_complete() {
        assert_eq!(
            fast.status(),
            tour_core::Status::Complete(tour_core::TourKind::Closed)
        );
    }
    match verdict {
        Verdict::Exists { route } => {
            let SearchOutcome::Found(found) = search else {
                panic!("{case}: theory says yes, search says {search:?}");
            };
            let route = route.unwrap_or(found);
            assert_eq!(route[0], start, "{case}");
            let kind = validate_tour(&board, &route).unwrap();
            if closed {
                assert_eq!(kind, tour_core::TourKind::Closed, "{case}");
            }
        }
        Verdict::Impossible(why) => {
            assert!(
                !matches!(search, SearchOutcome::Found(_)),
                "{case}: said no ({why}) but the search found a tour"
            );
            // The exceptions of the thin-board rules must be confirmed by a finished
            // search, not only by the absence of a tour within the smaller budget.
            if why == Impossibility::NoCompletion {
                assert!(
                    matches!(search, SearchOutcome::Exhausted { .. }),
                    "{case}: {search:?}"
                );
                *searched_no += 1;
            }
        }
        Verdict::Unknown { .. } => panic!("{case}: unknown on a small board"),
    }
}

#[test]
fn found_routes_are_knight_paths_from_the_start() {
    let board = Board::new(3, 7).unwrap();
    for start in board.clone().squares() {
        if let Ok(SearchOutcome::Found(route)) = search_tour(&board, start, TourKind::Open, BUDGET)
        {
            assert!(validate_path(&board, &route).is_ok());
            assert_eq!(route.len(), 21);
        }
    }
}

#[test]
fn a_walk_is_completed_exactly_when_some_tour_begins_with_it() {
    use tour_core::theory::complete_route;
    let board = Board::new(5, 5).unwrap();
    // Every two-move opening from the corner: completable iff a counted tour starts so.
    let corner = Square::new(0, 0);
    for first in board.clone().moves(corner, &tour_core::MoveOrder::GOSSIP) {
        for second in board.clone().moves(first, &tour_core::MoveOrder::GOSSIP) {
            if second == corner {
                continue;
            }
            let walk = [corner, first, second];
            match complete_route(board.clone(), &walk, TourKind::Open, BUDGET).unwrap() {
                SearchOutcome::Found(tour) => {
                    assert_eq!(tour[..3], walk);
                    assert!(validate_tour(&board, &tour).is_ok());
                }
                SearchOutcome::Exhausted { .. } => {
                    // No tour starts with these three squares: check by brute force.
                    let starts_so = |t: &[Square]| t[..3] == walk;
                    assert!(
                        !all_tours_from(board.clone(), corner)
                            .iter()
                            .any(|t| starts_so(t))
                    );
                }
                SearchOutcome::OutOfBudget { .. } => panic!("5x5 always finishes"),
            }
        }
    }
    // Not a knight's path: refused, not answered.
    let bad = [corner, Square::new(1, 1)];
    assert!(matches!(
        complete_route(board.clone(), &bad, TourKind::Open, BUDGET),
        Err(tour_core::RouteError::NotKnightMove { position: 1, .. })
    ));
    assert_eq!(
        complete_route(board, &[], TourKind::Open, BUDGET),
        Err(tour_core::RouteError::Empty)
    );
}

/// Every open tour of `board` from `start`, by plain recursion (5 x 5 has 304 from a corner).
fn all_tours_from(board: Board, start: Square) -> Vec<Vec<Square>> {
    fn extend(board: Board, path: &mut Vec<Square>, out: &mut Vec<Vec<Square>>) {
        if path.len() == board.area() {
            out.push(path.clone());
            return;
        }
        let last = *path.last().unwrap();
        for next in board.clone().moves(last, &tour_core::MoveOrder::GOSSIP) {
            if !path.contains(&next) {
                path.push(next);
                extend(board.clone(), path, out);
                path.pop();
            }
        }
    }
    let mut out = Vec::new();
    extend(board, &mut vec![start], &mut out);
    out
}
