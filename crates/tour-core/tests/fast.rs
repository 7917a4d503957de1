//! `fast` on every board from 5 x 5 to 40 x 40: a valid tour from every start tested,
//! closed wherever Schwenk's theorem allows one; and "no" only with a reason.

use tour_core::{
    Algorithm, Board, Ends, Options, Square, Status, TourKind, route::validate_tour,
    theory::closed_tour_exists,
};

fn fast(board: Board, start: Square, closed: bool) -> Status {
    let options = Options {
        ends: TourKind::closed(closed).into(),
        ..Options::default()
    };
    let run = Algorithm::Fast
        .solve_with(board.clone(), start, &options)
        .expect("every route fast returns validates");
    if let Status::Complete(kind) = run.status() {
        assert_eq!(run.path()[0], start);
        assert_eq!(validate_tour(&board, run.path()), Ok(kind));
    }
    run.status()
}

/// The four corners and 20 more squares spread deterministically over the board.
fn sample(board: Board) -> Vec<Square> {
    let (r, c) = (board.rows(), board.cols());
    let mut squares = vec![
        Square::new(0, 0),
        Square::new(0, c - 1),
        Square::new(r - 1, 0),
        Square::new(r - 1, c - 1),
    ];
    let area = board.area();
    for k in 0..20usize {
        let index = (k * 7919 + 13) % area;
        squares.extend(board.square_at(index));
    }
    squares
}

#[test]
fn fast_tours_every_board_from_5x5_to_40x40() {
    for rows in 5..=40u16 {
        for cols in 5..=40u16 {
            let board = Board::new(rows, cols).unwrap();
            let closed_possible = closed_tour_exists(&board).is_ok();
            for start in sample(board.clone()) {
                let admissible = board.area().is_multiple_of(2) || start.is_corner_colour();
                let open = fast(board.clone(), start, false);
                if admissible {
                    assert!(
                        open.is_complete(),
                        "{board} from {}: {open:?}",
                        start.seed_coords()
                    );
                } else {
                    assert!(matches!(open, Status::Impossible(_)), "{board}: {open:?}");
                }
                let closed = fast(board.clone(), start, true);
                if closed_possible {
                    assert_eq!(closed, Status::Complete(TourKind::Closed), "{board} closed");
                } else {
                    assert!(
                        matches!(closed, Status::Impossible(_)),
                        "{board}: {closed:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn thin_boards_get_the_programmes_tour_from_every_start_never_unknown() {
    use tour_core::{Progress, Solver, TourKind, solver::Fast, theory::Impossibility};
    for (rows, cols) in [(4, 50), (50, 4), (3, 51), (3, 52), (3, 8), (4, 5)] {
        let board = Board::new(rows, cols).unwrap();
        for start in board.clone().squares() {
            let mut fast = Fast::new(board.clone(), start, TourKind::Open, 0).unwrap();
            let Progress::Done(status) = fast.advance(u64::MAX) else {
                panic!("an unlimited advance finishes");
            };
            let case = format!("{board} from {}", start.seed_coords());
            match status {
                Status::Complete(_) => {
                    assert!(validate_tour(&board, fast.path()).is_ok(), "{case}");
                    assert_eq!(fast.path()[0], start, "{case}");
                }
                Status::Impossible(
                    Impossibility::StartInnerRow
                    | Impossibility::MinorityColour
                    | Impossibility::NoCompletion,
                ) => {}
                other => panic!("{case}: {other:?}"),
            }
        }
    }
}

#[test]
fn undecided_means_the_search_budget_ran_out() {
    use tour_core::{Progress, Solver, solver::Fast};
    // No theorem decides d3 -> c3 on 5 x 6 (it has no tour: a finished search says so),
    // so after the construction gives up the exact search runs, here with a tiny budget.
    let board = Board::new(5, 6).unwrap();
    let (start, end) = (Square::new(2, 3), Square::new(2, 2));
    let mut fast = Fast::new(board, start, Ends::to(end), 10).unwrap();
    assert_eq!(
        fast.advance(1),
        Progress::Running,
        "the first step only starts the search"
    );
    let Progress::Done(status) = fast.advance(u64::MAX) else {
        panic!("an unlimited advance finishes");
    };
    assert_eq!(status, Status::Undecided);
    assert!(fast.stats().placed >= 10);
}
