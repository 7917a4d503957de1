//! Every public entry point that takes a square refuses one off the board with a typed
//! error (never a panic, never an answer about a square that is not there).

use proptest::prelude::*;
use tour_core::{
    Algorithm, Board, Ends, MoveOrder, Options, RouteError, SolveError, Square, TourKind,
    solver::{Accessibility, Backtrack, Fast, Preference, RandomWalk, Warnsdorff},
    theory::{
        Completion, complete_route, count_tours, decided_by_theory, search_tour, tour_exists,
    },
};

fn off_board(start: Square, board: Board) -> SolveError {
    SolveError::StartOffBoard { start, board }
}

fn check(board: Board, square: Square, inside: Square) {
    let order = MoveOrder::GOSSIP;
    let off = off_board(square, board.clone());
    assert_eq!(
        Warnsdorff::new(board.clone(), square, order).unwrap_err(),
        off
    );
    assert_eq!(
        Accessibility::new(board.clone(), square, order).unwrap_err(),
        off
    );
    assert_eq!(
        RandomWalk::new(board.clone(), square, order, 3, 1).unwrap_err(),
        off
    );
    assert_eq!(
        Backtrack::new(board.clone(), square, order, Preference::Edge, 10).unwrap_err(),
        off
    );
    assert_eq!(
        Fast::new(board.clone(), square, TourKind::Open, 10).unwrap_err(),
        off
    );
    let ending = Fast::new(board.clone(), inside, Ends::to(square), 10);
    assert_eq!(
        ending.unwrap_err(),
        SolveError::EndOffBoard {
            end: square,
            board: board.clone()
        }
    );
    for algorithm in Algorithm::ALL {
        let refused = algorithm.solver_with(board.clone(), square, &Options::default());
        assert_eq!(refused.err(), Some(off.clone()));
    }
    assert_eq!(
        search_tour(&board, square, TourKind::Open, 10).unwrap_err(),
        off
    );
    assert_eq!(
        tour_exists(&board, square, TourKind::Open, 10).unwrap_err(),
        off
    );
    assert_eq!(
        search_tour(&board, inside, Ends::to(square), 10).unwrap_err(),
        SolveError::EndOffBoard {
            end: square,
            board: board.clone()
        }
    );
    assert_eq!(
        tour_exists(&board, square, Ends::to(inside), 10).unwrap_err(),
        off
    );
    assert_eq!(decided_by_theory(&board, square, TourKind::Open), None);
    assert_eq!(decided_by_theory(&board, inside, Ends::to(square)), None);
    assert!(count_tours(&board, Some(square), TourKind::Open).is_err());
    assert!(matches!(
        complete_route(board.clone(), &[square], TourKind::Open, 10),
        Err(RouteError::OffBoard { position: 0, .. })
    ));
    assert!(Completion::new(board.clone(), &[inside, square], TourKind::Open, 10).is_err());
    assert_eq!(
        Completion::new(board, &[], TourKind::Open, 10).unwrap_err(),
        RouteError::Empty
    );
}

#[test]
fn the_square_just_past_each_edge_is_refused() {
    let board = Board::new(5, 6).unwrap();
    let inside = Square::new(0, 0);
    for square in [Square::new(5, 0), Square::new(0, 6), Square::new(5, 6)] {
        check(board.clone(), square, inside);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn any_square_off_any_board_is_refused(
        rows in 1u16..=12,
        cols in 1u16..=12,
        row in 0u16..=u16::MAX,
        col in 0u16..=u16::MAX,
    ) {
        let board = Board::new(rows, cols).unwrap();
        let square = Square::new(row, col);
        prop_assume!(!board.contains(square));
        check(board, square, Square::new(0, 0));
    }
}
