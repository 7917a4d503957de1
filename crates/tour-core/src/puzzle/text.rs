//! A puzzle as plain text: the numbered board in the seeds' layout, blanks where the
//! student writes.

use crate::text::HOLE_MARK;

use super::Puzzle;

/// How [`puzzle_board`] prints a square without a clue.
///
/// ```
/// use tour_core::{Board, Square, TourKind, puzzle::{puzzle_board, Clue, Puzzle, BLANK_MARK}};
/// let puzzle = Puzzle::new(Board::new(1, 2)?, TourKind::Open, [Clue::new(Square::new(0, 0), 1)])?;
/// assert_eq!(puzzle_board(&puzzle, None), format!("  1  {BLANK_MARK}\n"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub const BLANK_MARK: &str = ".";

/// The puzzle as the seeds print boards: top row first, each clue right-aligned in a
/// field of width 3 (`%3d`; width 4 on boards of 100 squares or more, so numbers never
/// touch), [`BLANK_MARK`] where a number is to be found, [`HOLE_MARK`] for a hole. With
/// `solution` (the squares in tour order) every number is printed: the answer key.
///
/// ```
/// use tour_core::{Board, Square, TourKind, puzzle::{puzzle_board, Clue, Puzzle}};
/// let clues = [Clue::new(Square::new(0, 0), 1), Clue::new(Square::new(2, 1), 2)];
/// let puzzle = Puzzle::new(Board::new(3, 4)?, TourKind::Open, clues)?;
/// assert_eq!(puzzle_board(&puzzle, None), "  1  .  .  .\n  .  .  .  .\n  .  2  .  .\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn puzzle_board(puzzle: &Puzzle, solution: Option<&[crate::square::Square]>) -> String {
    let board = puzzle.board();
    let width = crate::text::column_width(usize::from(puzzle.numbers()));
    let cols = usize::from(board.cols());
    let mut numbers = vec![None; board.area()];
    for clue in puzzle.clues() {
        if let Some(index) = board.index(clue.square) {
            numbers[index] = Some(clue.number);
        }
    }
    if let Some(solution) = solution {
        for (square, number) in solution.iter().zip(1u16..) {
            if let Some(index) = board.index(*square) {
                numbers[index] = Some(number);
            }
        }
    }
    let mut out = String::with_capacity(board.area() * width + usize::from(board.rows()));
    for (index, square) in board.cells().enumerate() {
        let mark = match numbers[index] {
            _ if board.is_hole(square) => HOLE_MARK.to_owned(),
            Some(number) => number.to_string(),
            None => BLANK_MARK.to_owned(),
        };
        out.push_str(&format!("{mark:>width$}"));
        if index % cols + 1 == cols {
            out.push('\n');
        }
    }
    out
}
