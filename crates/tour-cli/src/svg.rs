//! The drawing shared by the printable pages (`puzzle --format svg`, `gallery --format
//! svg`): an A4-wide SVG document, a board's squares and outline, text in a square, and
//! words wrapped and escaped for SVG.

use std::fmt::Write as _;

use tour_core::Board;

/// Page width in CSS pixels (A4 at 96 per inch) and its margin.
pub const PAGE: f64 = 794.0;
pub const MARGIN: f64 = 40.0;

/// Text safe inside SVG.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// `text` in lines of at most `width` characters, broken between words (a word longer
/// than the width, such as a run of Chinese, stands on a line of its own).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_owned()),
        }
    }
    lines
}

/// The board's squares at `origin`, each of side `cell`, in the two colours of the
/// board (holes grey), thin grey lines between them.
pub fn squares(out: &mut String, board: &Board, (x0, y0): (f64, f64), cell: f64) {
    for square in board.cells() {
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
    }
}

/// The board's outline at `origin`.
pub fn outline(out: &mut String, board: &Board, (x0, y0): (f64, f64), cell: f64) {
    let (width, height) = (
        cell * f64::from(board.cols()),
        cell * f64::from(board.rows()),
    );
    let _ = writeln!(
        out,
        r##"<rect x="{x0}" y="{y0}" width="{width}" height="{height}" fill="none" stroke="#000000" stroke-width="2"/>"##
    );
}

/// How [`mark`] writes a square's text.
#[derive(Clone, Copy, Debug)]
pub struct Mark {
    /// Font size in pixels.
    pub size: f64,
    /// Fill colour.
    pub colour: &'static str,
    /// Bold (a puzzle's clues).
    pub bold: bool,
}

/// `text` centred on (`x`, `y`).
pub fn mark(out: &mut String, (x, y): (f64, f64), text: &str, style: Mark) {
    let Mark { size, colour, bold } = style;
    let weight = if bold { r#" font-weight="bold""# } else { "" };
    let _ = writeln!(
        out,
        r#"<text x="{x}" y="{y}" font-size="{size}" text-anchor="middle" dominant-baseline="central" fill="{colour}"{weight}>{}</text>"#,
        escape(text)
    );
}

/// A line of text from (`x`, `y`), its baseline there.
pub fn line(out: &mut String, (x, y): (f64, f64), size: f64, bold: bool, text: &str) {
    let weight = if bold { r#" font-weight="bold""# } else { "" };
    let _ = writeln!(
        out,
        r#"<text x="{x}" y="{y}" font-size="{size}"{weight}>{}</text>"#,
        escape(text)
    );
}

/// `body` as one SVG document `height` pixels high, on white.
pub fn document(body: &str, height: f64) -> String {
    let height = height.ceil();
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{PAGE}\" height=\"{height}\" \
         viewBox=\"0 0 {PAGE} {height}\" font-family=\"sans-serif\">\n\
         <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n{body}</svg>\n"
    )
}

#[cfg(test)]
mod tests {
    use super::{escape, wrap};

    #[test]
    fn wraps_between_words() {
        assert_eq!(wrap("one two three four", 9), ["one two", "three", "four"]);
    }

    #[test]
    fn escapes_markup() {
        assert_eq!(escape("a<b & c>d"), "a&lt;b &amp; c&gt;d");
    }
}
