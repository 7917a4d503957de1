//! The files Export makes of a validated route: the numbered board in the seeds' layout,
//! the move list, the run's JSON (the core's, as the command line writes it), and a
//! standalone SVG drawing (the PNG is that drawing rasterised by the browser).
//!
//! The drawing is built as a string, not rendered by Yew: it is a file a person downloads
//! and opens elsewhere, never a part of the page, and it must stand alone (its own
//! colours, no stylesheet), which a copy of the page's live board would not.

use tour_core::{
    Route, Square,
    text::{RunJson, file_name, numbered_board},
};

use crate::view::board::geometry::{self, CELL, LABEL};

/// The numbered board as seed 000 prints it (`%3d`, top row first).
#[must_use]
pub fn board_text(route: &Route) -> String {
    numbered_board(route)
}

/// The move list in algebraic notation, one space between moves (re-importable).
#[must_use]
pub fn moves_text(route: &Route) -> String {
    let mut text = route.algebraic().join(" ");
    text.push('\n');
    text
}

/// The run's JSON document ([`RunJson`], what `knights-tour solve --format json` writes
/// but for the solver's counters and settings and the tour's facts), and a newline:
/// `algorithm` is the algorithm's ID, or what else made the route, `status` the run's
/// (`Status::id`), `end` the last square asked for (left out without).
#[must_use]
pub fn json(route: &Route, status: &str, algorithm: &str, end: Option<Square>) -> String {
    let mut text = String::new();
    // Writing into a String cannot fail.
    let _ = RunJson::new(route, algorithm, status)
        .end(end)
        .write(&mut text);
    text.push('\n');
    text
}

/// Colours of the exported drawing: the light theme's, which print well.
const LIGHT: &str = "#f0d9b5";
const DARK: &str = "#d2ae84";
const VISITED_LIGHT: &str = "#dce7f8";
const VISITED_DARK: &str = "#b3c6e6";
const PATH: &str = "#1e3a8a";
const INK: &str = "#111111";
const START: &str = "#065f46";

/// A standalone SVG of the route as the board shows it: squares, path, move numbers
/// (on boards up to 30 a side, as on screen), rank and file labels, the start ringed.
#[must_use]
pub fn svg(route: &Route) -> String {
    let board = route.board();
    let (width, height) = geometry::size(board.clone());
    let numbering = route.numbering();
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width} {height}\" \
         width=\"{width}\" height=\"{height}\" font-family=\"sans-serif\">\n\
         <rect width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>\n"
    );
    // The numbering is by dense index, so walk every cell; a hole is left undrawn.
    for (square, &number) in board.cells().zip(&numbering) {
        if board.is_hole(square) {
            continue;
        }
        let (x, y) = geometry::corner(square);
        let fill = match (square.is_corner_colour(), number > 0) {
            (true, false) => LIGHT,
            (false, false) => DARK,
            (true, true) => VISITED_LIGHT,
            (false, true) => VISITED_DARK,
        };
        out.push_str(&format!(
            "<rect x=\"{x}\" y=\"{y}\" width=\"{CELL}\" height=\"{CELL}\" fill=\"{fill}\"/>\n"
        ));
    }
    let (sx, sy) = geometry::corner(route.start());
    out.push_str(&format!(
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{START}\" stroke-width=\"4\"/>\n",
        sx + 2,
        sy + 2,
        CELL - 4,
        CELL - 4
    ));
    out.push_str(&format!(
        "<polyline points=\"{}\" fill=\"none\" stroke=\"{PATH}\" stroke-width=\"3\" stroke-linejoin=\"round\" opacity=\"0.8\"/>\n",
        geometry::polyline(route.squares())
    ));
    if board.rows() <= 30 && board.cols() <= 30 {
        for (square, &number) in board.cells().zip(&numbering) {
            if number == 0 {
                continue;
            }
            let (x, y) = geometry::centre(square);
            out.push_str(&format!(
                "<text x=\"{x}\" y=\"{y}\" font-size=\"24\" font-weight=\"700\" fill=\"{INK}\" \
                 stroke=\"#ffffff\" stroke-width=\"4\" stroke-opacity=\"0.7\" paint-order=\"stroke\" \
                 text-anchor=\"middle\" dominant-baseline=\"central\">{number}</text>\n"
            ));
        }
    }
    for row in 0..board.rows() {
        let (_, y) = geometry::centre(tour_core::Square::new(row, 0));
        out.push_str(&format!(
            "<text x=\"{}\" y=\"{y}\" font-size=\"18\" fill=\"#4a4a4a\" text-anchor=\"middle\" dominant-baseline=\"central\">{}</text>\n",
            LABEL / 2,
            board.rows() - row
        ));
    }
    for col in 0..board.cols() {
        let (x, _) = geometry::centre(tour_core::Square::new(0, col));
        out.push_str(&format!(
            "<text x=\"{x}\" y=\"{}\" font-size=\"18\" fill=\"#4a4a4a\" text-anchor=\"middle\" dominant-baseline=\"central\">{}</text>\n",
            u32::from(board.rows()) * CELL + LABEL / 2,
            file_name(col)
        ));
    }
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use tour_core::{Board, text::read_route};

    fn route() -> Route {
        read_route(
            &Board::new(3, 4).unwrap(),
            "a1 c2 a3 b1 d2 b3 c1 a2 c3 d1 b2 d3",
        )
        .unwrap()
    }

    #[test]
    fn text_exports_read_back_as_the_same_route() {
        let route = route();
        assert_eq!(
            read_route(&Board::CHESS, &board_text(&route)).unwrap(),
            route
        );
        assert_eq!(
            read_route(&route.board(), &moves_text(&route)).unwrap(),
            route
        );
        assert_eq!(
            board_text(&route),
            "  3  6  9 12\n  8 11  2  5\n  1  4  7 10\n"
        );
    }

    #[test]
    fn json_is_the_run_document_and_reads_back() {
        let route = route();
        let json = json(&route, "complete", "imported", None);
        assert!(json.starts_with(
            r#"{"algorithm":"imported","closed":false,"cols":4,"complete":true,"route":["a1","c2","a3""#
        ));
        assert!(json.ends_with("\"status\":\"complete\",\"stuck_at\":null,\"visited\":12}\n"));
        assert!(!json.contains("\"end\""));
        assert_eq!(read_route(&Board::CHESS, &json).unwrap(), route);
        let last = *route.squares().last().unwrap();
        let aimed = super::json(&route, "complete", "fast", Some(last));
        assert!(aimed.contains(&format!(",\"end\":\"{}\",", last.algebraic(&route.board()))));
    }

    #[test]
    fn the_svg_draws_every_square_number_and_the_path() {
        let svg = svg(&route());
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert_eq!(svg.matches("<rect x=").count(), 12 + 1);
        assert_eq!(svg.matches("font-size=\"24\"").count(), 12);
        assert_eq!(svg.matches("<polyline").count(), 1);
    }
}
