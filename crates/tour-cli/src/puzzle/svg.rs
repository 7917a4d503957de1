//! The printable worksheet: every puzzle's board with its clues and blanks, a line of
//! instructions, and with `--answers` the answer key after them, as one SVG page sized
//! to A4's width.

use tour_core::puzzle::Puzzle;

use super::{Sheet, heading};
use crate::svg::{self, MARGIN, Mark, PAGE, wrap};

/// Space between two boards.
const GAP: f64 = 30.0;
/// Height of a board's heading above it.
const LABEL: f64 = 26.0;
/// The largest square drawn.
const MAX_CELL: f64 = 48.0;

/// The instructions: what to write and which moves join the numbers.
fn instructions(puzzle: &Puzzle) -> String {
    let board = puzzle.board();
    let piece = match board.leaper().name() {
        Some(name) => format!("a {name}'s move"),
        None => format!("one move of the ({}) leaper", board.leaper()),
    };
    let closed = if puzzle.is_closed() {
        format!(", and {} from 1", puzzle.numbers())
    } else {
        String::new()
    };
    let holes = if board.hole_count() > 0 {
        " Squares marked # are not part of the board."
    } else {
        ""
    };
    format!(
        "Write the numbers 1 to {} in the empty squares so that each number is {piece} from \
         the next{closed}.{holes}",
        puzzle.numbers()
    )
}

/// A grid of panels, `columns` across: each sheet's heading and board.
fn panels(out: &mut String, sheets: &[Sheet], top: f64, columns: usize, answers: bool) -> f64 {
    let width = (PAGE - 2.0 * MARGIN - GAP * (columns as f64 - 1.0)) / columns as f64;
    let mut y = top;
    for (row, chunk) in sheets.chunks(columns).enumerate() {
        let mut tallest: f64 = 0.0;
        for (column, sheet) in chunk.iter().enumerate() {
            let index = row * columns + column;
            let x = MARGIN + column as f64 * (width + GAP);
            let board = sheet.puzzle.board();
            let cell = (width / f64::from(board.cols())).min(MAX_CELL).floor();
            let title = if answers {
                format!("Answer {}", index + 1)
            } else {
                heading(index, sheet)
            };
            svg::line(out, (x, y + 16.0), 13.0, false, &title);
            draw_board(out, sheet, (x, y + LABEL), cell, answers);
            tallest = tallest.max(LABEL + cell * f64::from(board.rows()));
        }
        y += tallest + GAP;
    }
    y
}

/// One board at `origin`, squares of side `cell`: clues bold, blanks empty (or, for the
/// answer key, every number, the clues bold).
fn draw_board(out: &mut String, sheet: &Sheet, (x0, y0): (f64, f64), cell: f64, answers: bool) {
    let puzzle = &sheet.puzzle;
    let board = puzzle.board();
    let mut numbers = vec![None; board.area()];
    if answers {
        for (square, number) in sheet.solution.iter().zip(1u16..) {
            if let Some(index) = board.index(*square) {
                numbers[index] = Some((number, false));
            }
        }
    }
    for clue in puzzle.clues() {
        if let Some(index) = board.index(clue.square) {
            numbers[index] = Some((clue.number, true));
        }
    }
    let size = (cell * 0.42).round();
    svg::squares(out, board, (x0, y0), cell);
    for (index, square) in board.cells().enumerate() {
        let centre = (
            x0 + (f64::from(square.col()) + 0.5) * cell,
            y0 + (f64::from(square.row()) + 0.5) * cell,
        );
        let text = if board.is_hole(square) {
            Some(("#".to_owned(), false, "#ffffff"))
        } else {
            numbers[index].map(|(n, clue): (u16, bool)| {
                let colour = if clue { "#000000" } else { "#555555" };
                (n.to_string(), clue, colour)
            })
        };
        if let Some((text, bold, colour)) = text {
            let style = Mark { size, colour, bold };
            svg::mark(out, centre, &text, style);
        }
    }
    svg::outline(out, board, (x0, y0), cell);
}

/// The worksheet as one SVG document.
pub fn worksheet(sheets: &[Sheet], answers: bool) -> String {
    let mut body = String::new();
    let Some(first) = sheets.first() else {
        return String::new();
    };
    svg::line(
        &mut body,
        (MARGIN, MARGIN + 4.0),
        22.0,
        true,
        "Knight's tour puzzles",
    );
    // About 100 characters of 12-pixel sans-serif fill the width between the margins.
    let lines = wrap(&instructions(&first.puzzle), 100);
    let mut y = MARGIN + 28.0;
    for line in &lines {
        svg::line(&mut body, (MARGIN, y), 12.0, false, line);
        y += 16.0;
    }
    let columns = if sheets.len() == 1 { 1 } else { 2 };
    let mut y = panels(&mut body, sheets, y + 4.0, columns, false);
    if answers {
        svg::line(&mut body, (MARGIN, y + 8.0), 18.0, true, "Answers");
        y = panels(
            &mut body,
            sheets,
            y + 24.0,
            3.min(sheets.len().max(1)),
            true,
        );
    }
    svg::document(&body, y + MARGIN - GAP)
}
