//! A count from a start split by first move: the parts add up to the whole count, and the
//! stepper counts the same in slices as in one go.

mod common;

use proptest::prelude::*;
use tour_core::{
    Board, Ends, Leaper, Progress, Square, TourKind,
    theory::{
        CountError, MAX_COUNT_AREA, TourCount, TourCounter, count_tours, count_tours_by_move,
        first_moves,
    },
};

/// The parts over every first move, added up, with the start placed once.
fn added_parts(board: &Board, start: Square, ends: Ends) -> TourCount {
    let mut sum = TourCount {
        directed: 0,
        undirected: 0,
        positions: 1,
    };
    for second in first_moves(board, start).unwrap() {
        let part = count_tours_by_move(board, start, second, ends).unwrap();
        sum.directed += part.directed;
        sum.undirected += part.undirected;
        sum.positions += part.positions;
    }
    sum
}

fn assert_parts_add_up(board: &Board, start: Square, ends: Ends) -> TourCount {
    let whole = count_tours(board, Some(start), ends).unwrap();
    assert_eq!(
        added_parts(board, start, ends),
        whole,
        "{board} {start:?} {ends:?}"
    );
    whole
}

#[test]
fn five_by_five_open_counts_add_up_over_first_moves() {
    let board = Board::new(5, 5).unwrap();
    for (start, tours) in [((0, 0), 304), ((2, 2), 64), ((0, 2), 56), ((0, 1), 0)] {
        let start = Square::new(start.0, start.1);
        assert_eq!(
            assert_parts_add_up(&board, start, Ends::OPEN).directed,
            tours
        );
    }
}

#[test]
fn six_by_six_closed_counts_add_up_over_first_moves() {
    let board = Board::new(6, 6).unwrap();
    for (row, col) in [(0, 0), (1, 2), (2, 3)] {
        let whole = assert_parts_add_up(&board, Square::new(row, col), Ends::CLOSED);
        // Every cycle passes through every square, once in each direction (A001230).
        assert_eq!((whole.directed, whole.undirected), (2 * 9862, 9862));
    }
}

#[test]
fn counts_to_a_chosen_last_square_add_up_over_first_moves() {
    let board = Board::new(5, 6).unwrap();
    let start = Square::new(0, 0);
    let mut total = 0;
    for end in board.squares() {
        total += assert_parts_add_up(&board, start, Ends::to(end)).directed;
    }
    // Every open tour from the start ends somewhere.
    assert_eq!(
        total,
        count_tours(&board, Some(start), Ends::OPEN)
            .unwrap()
            .directed
    );
    assert!(total > 0);
}

#[test]
fn a_cycle_of_two_squares_is_no_undirected_tour_in_either_count() {
    let board = Board::new(1, 2)
        .unwrap()
        .with_leaper(Leaper::new(0, 1).unwrap());
    let whole = assert_parts_add_up(&board, Square::new(0, 0), Ends::CLOSED);
    assert_eq!((whole.directed, whole.undirected), (1, 0));
}

#[test]
fn a_one_square_board_has_no_first_move() {
    let board = Board::new(1, 1).unwrap();
    assert!(first_moves(&board, Square::new(0, 0)).unwrap().is_empty());
    let whole = count_tours(&board, Some(Square::new(0, 0)), TourKind::Open).unwrap();
    assert_eq!((whole.directed, whole.positions), (1, 1));
}

#[test]
fn the_counter_counts_the_same_in_slices_and_never_places_more_than_asked() {
    let board = Board::new(5, 5).unwrap();
    let (start, second) = (Square::new(2, 2), Square::new(0, 1));
    for slice in [1, 7, 1_000] {
        for mut counter in [
            TourCounter::new(&board, start, TourKind::Open).unwrap(),
            TourCounter::by_move(&board, start, second, TourKind::Open).unwrap(),
        ] {
            let mut placed = counter.counted().positions;
            let count = loop {
                let progress = counter.advance(slice);
                let now = counter.counted().positions;
                assert!(
                    now - placed <= slice,
                    "{now} after {placed} in a slice of {slice}"
                );
                placed = now;
                if let Progress::Done(count) = progress {
                    break count;
                }
            };
            assert_eq!(counter.advance(slice), Progress::Done(count));
            assert_eq!(count, counter.finish());
        }
    }
    let whole = TourCounter::new(&board, start, TourKind::Open)
        .unwrap()
        .finish();
    assert_eq!(
        whole,
        count_tours(&board, Some(start), TourKind::Open).unwrap()
    );
}

#[test]
fn a_second_square_that_is_no_first_move_is_refused() {
    let board = Board::new(5, 5)
        .unwrap()
        .with_holes([Square::new(1, 2)])
        .unwrap();
    let start = Square::new(0, 0);
    for second in [
        Square::new(1, 2),
        Square::new(1, 1),
        start,
        Square::new(9, 9),
    ] {
        assert_eq!(
            count_tours_by_move(&board, start, second, TourKind::Open),
            Err(CountError::NotAFirstMove { start, second })
        );
    }
    assert_eq!(first_moves(&board, start).unwrap(), [Square::new(2, 1)]);
    assert!(matches!(
        count_tours_by_move(&board, Square::new(5, 0), Square::new(3, 1), TourKind::Open),
        Err(CountError::StartOffBoard { .. })
    ));
    let large = Board::new(7, 7).unwrap();
    assert!(large.square_count() > MAX_COUNT_AREA);
    assert!(matches!(
        TourCounter::by_move(&large, start, Square::new(1, 2), TourKind::Open),
        Err(CountError::TooLarge { .. })
    ));
}

/// A board up to 5 x 5 with random holes and a random leaper with steps up to 3, one of
/// its squares as the start, and the tour asked for.
fn board_start_and_ends() -> impl Strategy<Value = (Board, Square, Ends)> {
    (
        1u16..=5,
        1u16..=5,
        any::<u64>(),
        0u8..=3,
        1u8..=3,
        0usize..3,
        any::<usize>(),
    )
        .prop_filter_map(
            "a leaper and a square left",
            |(rows, cols, mask, p, q, kind, pick)| {
                let board = Board::new(rows, cols).ok()?;
                let holes = common::holes_from(&board, mask);
                let board = board
                    .with_holes(holes)
                    .ok()?
                    .with_leaper(Leaper::new(p, q).ok()?);
                let squares: Vec<Square> = board.squares().collect();
                let start = *squares.get(pick % squares.len().max(1))?;
                let ends = match kind {
                    0 => Ends::OPEN,
                    1 => Ends::CLOSED,
                    _ => Ends::to(squares[pick / 7 % squares.len()]),
                };
                Some((board, start, ends))
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Open, closed and to a chosen last square, on any small board: the parts over the
    /// start's first moves add up to the count from the start.
    #[test]
    fn parts_over_first_moves_add_up_to_the_count((board, start, ends) in board_start_and_ends()) {
        let whole = count_tours(&board, Some(start), ends).unwrap();
        // A one-square board's tour has no second square; on every other board a start
        // without a move has no tour, and no parts.
        if board.square_count() > 1 {
            prop_assert_eq!(added_parts(&board, start, ends), whole);
        }
    }
}
