//! Every parser of outside text, fuzzed: board sizes, squares (algebraic and `x,y`),
//! holes (lists and blocks), leapers, move orders, algorithms, imported routes and
//! puzzle codes. Each returns a value or a named refusal, never panics, and what it read,
//! printed, reads back equal.
//!
//! Cases per property follow proptest's `PROPTEST_CASES` (256 by default); `cargo xtask
//! fuzz` runs them long and reports how many cases ran.

mod common;

use proptest::prelude::*;
use tour_core::puzzle::{Clue, Puzzle};
use tour_core::text::{holes_text, numbered_board, parse_holes, read_route};
use tour_core::{Algorithm, Board, Leaper, MoveOrder, Square, TourKind};

/// Text that looks like what people type into each field, mixed with anything at all.
fn soup(alphabet: &'static str, max: usize) -> impl Strategy<Value = String> {
    prop_oneof![
        4 => proptest::string::string_regex(&format!("[{alphabet}]{{0,{max}}}")).unwrap(),
        1 => any::<String>(),
        1 => "\\PC{0,8}",
    ]
}

/// A board of up to `max_side` a side, with random holes and a random leaper.
fn shaped_board(max_side: u16) -> impl Strategy<Value = Board> {
    (1..=max_side, 1..=max_side, any::<u64>(), 0u8..=4, 1u8..=4).prop_map(
        |(rows, cols, mask, p, q)| {
            let board = Board::new(rows, cols).unwrap();
            let holes = common::holes_from(&board, mask);
            let board = board.clone().with_holes(holes).unwrap_or(board);
            board.with_leaper(Leaper::new(p, q).unwrap_or(Leaper::KNIGHT))
        },
    )
}

proptest! {
    #[test]
    fn board_sizes_read_back(text in soup("0-9xX× ,.\\-+", 12)) {
        if let Ok(board) = text.parse::<Board>() {
            prop_assert_eq!(board.to_string().parse::<Board>(), Ok(board));
        }
    }

    #[test]
    fn squares_read_back_in_both_namings(
        board in shaped_board(40),
        text in soup("a-zA-Z0-9 ,\\-", 8),
    ) {
        if let Ok(square) = Square::parse(&text, &board) {
            // A hole is named like any square; whoever reads it says it is a hole.
            prop_assert!(board.contains(square) || board.is_hole(square));
            prop_assert_eq!(Square::parse(&square.algebraic(&board), &board), Ok(square));
            prop_assert_eq!(Square::parse(&square.seed_coords(), &board), Ok(square));
        }
    }

    #[test]
    fn holes_read_back(
        board in shaped_board(30),
        text in soup("a-h0-9:, ", 40),
    ) {
        let plain = Board::new(board.rows(), board.cols()).unwrap();
        if let Ok(holes) = parse_holes(&text, &plain) {
            prop_assert!(holes.iter().all(|&hole| plain.contains(hole)));
            if let Ok(holed) = plain.clone().with_holes(holes.clone()) {
                let mut again = parse_holes(&holes_text(&holed), &plain).unwrap();
                let mut holes = holes;
                holes.sort_unstable();
                holes.dedup();
                again.sort_unstable();
                prop_assert_eq!(again, holes);
            }
        }
    }

    #[test]
    fn leapers_move_orders_and_algorithms_read_back(text in soup("a-z0-9,() \\-", 14)) {
        if let Ok(leaper) = text.parse::<Leaper>() {
            prop_assert_eq!(leaper.to_string().parse::<Leaper>(), Ok(leaper));
        }
        if let Ok(order) = text.parse::<MoveOrder>() {
            prop_assert_eq!(order.to_string().parse::<MoveOrder>(), Ok(order));
        }
        if let Ok(algorithm) = text.parse::<Algorithm>() {
            prop_assert_eq!(algorithm.to_string().parse::<Algorithm>(), Ok(algorithm));
        }
    }

    #[test]
    fn imported_routes_validate_and_read_back(
        board in shaped_board(10),
        text in soup("a-j0-9 ,.#\n\\-", 80),
    ) {
        if let Ok(route) = read_route(&board, &text) {
            // A numbered board brings its own size: the route is on the board it read.
            let read_on = route.board();
            let squares = route.squares().to_vec();
            prop_assert!(tour_core::route::validate_path(&read_on, &squares).is_ok());
            let moves = route.algebraic().join(" ");
            prop_assert_eq!(read_route(&read_on, &moves).map(|r| r.squares().to_vec()), Ok(squares.clone()));
            let numbered = numbered_board(&route);
            prop_assert_eq!(read_route(&read_on, &numbered).map(|r| r.squares().to_vec()), Ok(squares));
        }
    }

    /// A route the board's own moves make, written out and cut or changed anywhere:
    /// read as a route or refused by name.
    #[test]
    fn damaged_routes_are_read_or_refused(
        board in shaped_board(8),
        start in any::<prop::sample::Index>(),
        cut in any::<prop::sample::Index>(),
        noise in "[ -~\n]{0,3}",
    ) {
        let squares: Vec<Square> = board.squares().collect();
        prop_assume!(!squares.is_empty());
        let mut walk = vec![*start.get(&squares)];
        while let Some(next) = board
            .moves(*walk.last().unwrap(), &MoveOrder::GOSSIP)
            .find(|square| !walk.contains(square))
        {
            walk.push(next);
        }
        let text = walk.iter().map(|square| square.algebraic(&board)).collect::<Vec<_>>().join(" ");
        let at = cut.index(text.len() + 1);
        let at = (0..=at).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
        let damaged = format!("{}{noise}{}", &text[..at], &text[at..]);
        if let Ok(route) = read_route(&board, &damaged) {
            prop_assert!(tour_core::route::validate_path(&route.board(), route.squares()).is_ok());
        }
        prop_assert_eq!(read_route(&board, &text).map(|r| r.squares().to_vec()), Ok(walk));
    }

    #[test]
    fn puzzle_codes_are_read_or_refused(text in soup("A-Za-z0-9_\\-", 60)) {
        if let Ok(puzzle) = Puzzle::from_code(&text) {
            prop_assert_eq!(Puzzle::from_code(&puzzle.code()), Ok(puzzle));
        }
    }

    /// Any puzzle the core accepts writes a code that reads back as itself, and the code
    /// changed in one place is read or refused, never a panic.
    #[test]
    fn puzzle_codes_read_back(
        board in shaped_board(12),
        closed in any::<bool>(),
        clues in prop::collection::vec((any::<prop::sample::Index>(), 1u16..=200), 0..12),
        change in any::<prop::sample::Index>(),
        symbol in "[A-Za-z0-9_\\-]",
    ) {
        let squares: Vec<Square> = board.squares().collect();
        prop_assume!(!squares.is_empty());
        let clues = clues.iter().map(|(at, number)| Clue::new(*at.get(&squares), *number));
        let Ok(puzzle) = Puzzle::new(board, TourKind::closed(closed), clues) else {
            return Ok(());
        };
        let code = puzzle.code();
        prop_assert_eq!(Puzzle::from_code(&code), Ok(puzzle));
        let at = change.index(code.len());
        let changed = format!("{}{symbol}{}", &code[..at], &code[at + 1..]);
        let _ = Puzzle::from_code(&changed);
    }
}
