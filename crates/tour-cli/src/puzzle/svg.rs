//! The printable worksheet: every puzzle's board with its clues and blanks, a line of
//! instructions, and with `--answers` the answer key after them, as one SVG page sized
//! to A4's width.

use std::fmt::Write as _;

use tour_core::puzzle::Puzzle;

use super::{Sheet, heading};

/// Page width in CSS pixels (A4 at 96 per inch) and its margin.
const PAGE: f64 = 794.0;
const MARGIN: f64 = 40.0;
/// Space between two boards.
const GAP: f64 = 30.0;
/// Height of a board's heading above it.
const LABEL: f64 = 26.0;
/// The largest square drawn.
const MAX_CELL: f64 = 48.0;

/// Text safe inside SVG.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

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

/// `text` in lines of at most `width` characters, broken between words.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if line.len() + 1 + word.len() <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_owned()),
        }
    }
    lines
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
            let _ = writeln!(
                out,
                r#"<text x="{x}" y="{}" font-size="13">{}</text>"#,
                y + 16.0,
                escape(&title)
            );
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
    for (index, square) in board.cells().enumerate() {
        let x = x0 + f64::from(square.col()) * cell;
        let y = y0 + f64::from(square.row()) * cell;
        let fill = if board.is_hole(square) {
            "#777777"
        } else if square.is_corner_colour() {
            "#ffffff"
        } else {
            "#e6e6e6"
        };
        let _ = writeln!(
            out,
            r##"<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="{fill}" stroke="#888888" stroke-width="1"/>"##
        );
        let mark = if board.is_hole(square) {
            Some(("#".to_owned(), false, "#ffffff"))
        } else {
            numbers[index].map(|(n, clue)| {
                (
                    n.to_string(),
                    clue,
                    if clue { "#000000" } else { "#555555" },
                )
            })
        };
        if let Some((text, bold, colour)) = mark {
            let weight = if bold { r#" font-weight="bold""# } else { "" };
            let _ = writeln!(
                out,
                r#"<text x="{}" y="{}" font-size="{size}" text-anchor="middle" dominant-baseline="central" fill="{colour}"{weight}>{text}</text>"#,
                x + cell / 2.0,
                y + cell / 2.0
            );
        }
    }
    let (width, height) = (
        cell * f64::from(board.cols()),
        cell * f64::from(board.rows()),
    );
    let _ = writeln!(
        out,
        r##"<rect x="{x0}" y="{y0}" width="{width}" height="{height}" fill="none" stroke="#000000" stroke-width="2"/>"##
    );
}

/// The worksheet as one SVG document.
pub fn worksheet(sheets: &[Sheet], answers: bool) -> String {
    let mut body = String::new();
    let Some(first) = sheets.first() else {
        return String::new();
    };
    let _ = writeln!(
        body,
        r#"<text x="{MARGIN}" y="{}" font-size="22" font-weight="bold">Knight's tour puzzles</text>"#,
        MARGIN + 4.0
    );
    // About 100 characters of 12-pixel sans-serif fill the width between the margins.
    let lines = wrap(&instructions(&first.puzzle), 100);
    let mut y = MARGIN + 28.0;
    for line in &lines {
        let _ = writeln!(
            body,
            r#"<text x="{MARGIN}" y="{y}" font-size="12">{}</text>"#,
            escape(line)
        );
        y += 16.0;
    }
    let columns = if sheets.len() == 1 { 1 } else { 2 };
    let mut y = panels(&mut body, sheets, y + 4.0, columns, false);
    if answers {
        let _ = writeln!(
            body,
            r#"<text x="{MARGIN}" y="{}" font-size="18" font-weight="bold">Answers</text>"#,
            y + 8.0
        );
        y = panels(
            &mut body,
            sheets,
            y + 24.0,
            3.min(sheets.len().max(1)),
            true,
        );
    }
    let height = (y + MARGIN - GAP).ceil();
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{PAGE}\" height=\"{height}\" \
         viewBox=\"0 0 {PAGE} {height}\" font-family=\"sans-serif\">\n\
         <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n{body}</svg>\n"
    )
}

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn wraps_between_words() {
        assert_eq!(wrap("one two three four", 9), ["one two", "three", "four"]);
    }
}
