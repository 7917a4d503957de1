//! Invariants of puzzles over random boards, kinds, levels and seeds: a generated
//! puzzle's one solution is the tour it was cut from, and every puzzle's code reads back
//! to the same puzzle.

use proptest::prelude::*;
use tour_core::{
    Board, Leaper, Square, TourKind,
    puzzle::{Clue, GenerateError, Level, Puzzle, Solutions, count_solutions, generate_puzzle},
};

fn level() -> impl Strategy<Value = Level> {
    prop::sample::select(Level::ALL.to_vec())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn a_generated_puzzle_has_one_solution_the_tour_it_was_cut_from(
        rows in 5u16..=7,
        cols in 5u16..=7,
        closed in any::<bool>(),
        level in level(),
        seed in any::<u64>(),
    ) {
        let board = Board::new(rows, cols).unwrap();
        let kind = TourKind::closed(closed);
        let made = match generate_puzzle(&board, kind, level, seed) {
            Ok(made) => made,
            // Boards with both sides odd have no closed tour.
            Err(GenerateError::NoTour { .. }) if closed && rows % 2 == 1 && cols % 2 == 1 => {
                return Ok(());
            }
            Err(error) => return Err(TestCaseError::fail(error.to_string())),
        };
        prop_assert!(made.puzzle.is_solution(&made.solution));
        prop_assert_eq!(count_solutions(&made.puzzle), Solutions::Unique(made.solution.clone()));
        prop_assert_eq!(Puzzle::from_code(&made.puzzle.code()), Ok(made.puzzle.clone()));
    }

    #[test]
    fn every_puzzle_code_reads_back(
        rows in 1u16..=12,
        cols in 1u16..=12,
        closed in any::<bool>(),
        steps in (0u8..=7, 0u8..=7),
        holes in prop::collection::vec(any::<u16>(), 0..20),
        clues_given in prop::collection::vec((any::<u16>(), any::<u16>()), 1..40),
    ) {
        let mut board = Board::new(rows, cols).unwrap();
        if let Ok(leaper) = Leaper::new(steps.0, steps.1) {
            board = board.with_leaper(leaper);
        }
        let area = usize::from(rows) * usize::from(cols);
        let square = |i: u16| {
            let i = usize::from(i) % area;
            Square::new((i / usize::from(cols)) as u16, (i % usize::from(cols)) as u16)
        };
        if let Ok(holed) = board.clone().with_holes(holes.iter().map(|&i| square(i))) {
            board = holed;
        }
        let squares: Vec<Square> = board.squares().collect();
        let count = squares.len() as u16;
        let mut clues: Vec<Clue> = Vec::new();
        for &(at, number) in &clues_given {
            let clue = Clue::new(squares[usize::from(at) % squares.len()], number % count + 1);
            if clues.iter().all(|c| c.square != clue.square && c.number != clue.number) {
                clues.push(clue);
            }
        }
        let puzzle = Puzzle::new(board, TourKind::closed(closed), clues).unwrap();
        let code = puzzle.code();
        prop_assert!(code.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
        prop_assert_eq!(Puzzle::from_code(&code), Ok(puzzle));
    }
}
