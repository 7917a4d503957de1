//! `tour_exists` against exhaustive search on every board up to 8 x 8, every start,
//! open and closed: a "yes" must come with a tour the search finds, a "no" must never
//! meet a tour.

use tour_core::{
    Board, Impossibility, SearchOutcome, Square, Verdict, Wanted, search_tour, tour_exists,
    validate_path, validate_tour,
};

const BUDGET: u64 = 2_000_000;
const CROSS_CHECK_BUDGET: u64 = 50_000;

#[test]
fn theory_and_exhaustive_search_agree_on_every_board_up_to_8x8() {
    let mut searched_no = 0;
    for rows in 1..=8u16 {
        for cols in 1..=8u16 {
            let board = Board::new(rows, cols).unwrap();
            for start in board.squares() {
                for wanted in [Wanted::Open, Wanted::Closed] {
                    check(board, start, wanted, &mut searched_no);
                }
            }
        }
    }
    assert!(searched_no > 0, "some answers come from finished searches");
}

fn check(board: Board, start: Square, wanted: Wanted, searched_no: &mut u32) {
    let closed = wanted == Wanted::Closed;
    let verdict = tour_exists(board, start, wanted, BUDGET);
    // A "no" from a theorem is only cross-checked, with a smaller budget.
    let budget = match verdict {
        Verdict::Impossible(Impossibility::Exhausted { .. }) | Verdict::Exists { .. } => BUDGET,
        _ => CROSS_CHECK_BUDGET,
    };
    let search = search_tour(board, start, closed, budget);
    let case = format!("{board} from {} ({})", start.seed_coords(), wanted.as_str());
    let options = tour_core::Options {
        closed,
        budget: BUDGET,
        ..tour_core::Options::default()
    };
    let fast = tour_core::Algorithm::Fast
        .solve_with(board, start, &options)
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
            let kind = validate_tour(board, &route).unwrap();
            if closed {
                assert_eq!(kind, tour_core::TourKind::Closed, "{case}");
            }
        }
        Verdict::Impossible(why) => {
            assert!(
                !matches!(search, SearchOutcome::Found(_)),
                "{case}: said no ({why}) but the search found a tour"
            );
            if matches!(why, Impossibility::Exhausted { .. }) {
                *searched_no += 1;
            }
        }
        Verdict::Unknown { .. } => panic!("{case}: unknown on a small board"),
    }
}

#[test]
fn found_routes_are_knight_paths_from_the_start() {
    let board = Board::new(3, 7).unwrap();
    for start in board.squares() {
        if let SearchOutcome::Found(route) = search_tour(board, start, false, BUDGET) {
            assert!(validate_path(board, &route).is_ok());
            assert_eq!(route.len(), 21);
        }
    }
}
