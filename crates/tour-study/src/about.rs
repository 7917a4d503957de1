//! "About this tour": what holds of a tour, as the list the page shows, and the marks the
//! room draws on the page's board (the sums at its edges, a move and its pair).

use tour_core::study::{Halves, Magic, Properties, Transform};
use tour_core::{Board, Route, Square, TourKind};

use crate::geometry;
use crate::html::{Html, escape};
use crate::words::{Words, fill};

/// The list of what holds of `route`, each fact a line; `sums_shown` says whether the sums
/// are on the board (the button then hides them), `pair` which symmetry's pairing is.
#[must_use]
pub fn facts(
    words: &Words,
    route: &Route,
    facts: &Properties,
    sums_shown: bool,
    pair: Option<usize>,
) -> String {
    let mut html = Html::default();
    html.open("ul", &[("class", "facts")]);
    let kind = match facts.kind() {
        TourKind::Closed => ("closed", words.closed),
        TourKind::Open => ("open", words.open),
    };
    html.fact(kind.0, kind.1);
    magic(&mut html, words, facts, sums_shown);
    symmetry(&mut html, words, facts, pair);
    let half = route.len() / 2;
    let (id, text) = match facts.bisected() {
        Some(Halves::LeftRight) => ("bisected", words.bisected_left_right),
        Some(_) => ("bisected", words.bisected_top_bottom),
        None => ("not-bisected", words.not_bisected),
    };
    html.fact(id, &fill(text, &half.to_string(), "", ""));
    if facts.quadrisected() {
        html.fact("quadrisected", words.quadrisected);
    }
    let crossings = facts.crossings();
    let text = match crossings {
        0 => words.uncrossed.to_owned(),
        1 => fill(words.crossing, "1", "", ""),
        n => fill(words.crossings, &n.to_string(), "", ""),
    };
    html.fact(
        if crossings == 0 {
            "uncrossed"
        } else {
            "crossings"
        },
        &text,
    );
    html.close("ul");
    html.into_string()
}

/// The magic sums' line, with the button that shows them on the board.
fn magic(html: &mut Html, words: &Words, facts: &Properties, sums_shown: bool) {
    let sums = facts.sums();
    let (id, text) = match (sums.magic(), sums.row_sum()) {
        (Magic::Magic, Some(sum)) => ("magic", fill(words.magic, &sum.to_string(), "", "")),
        (Magic::SemiMagic, Some(sum)) => (
            "semi-magic",
            fill(words.semi_magic, &sum.to_string(), "", ""),
        ),
        _ => {
            let low = sums.rows().iter().min().copied().unwrap_or(0);
            let high = sums.rows().iter().max().copied().unwrap_or(0);
            (
                "not-magic",
                fill(words.not_magic, "", &low.to_string(), &high.to_string()),
            )
        }
    };
    html.open("li", &[("data-fact", id)]);
    html.text(&text);
    let label = if sums_shown {
        words.hide_sums
    } else {
        words.show_sums
    };
    html.button(&[("data-show", "sums")], label);
    html.close("li");
}

/// One line per symmetry that holds, each with the button that shows a move's pair.
fn symmetry(html: &mut Html, words: &Words, facts: &Properties, pair: Option<usize>) {
    let symmetries = facts.symmetries();
    if symmetries.is_empty() {
        html.fact("no-symmetry", words.no_symmetry);
        return;
    }
    for (index, symmetry) in symmetries.iter().enumerate() {
        let name = transform_name(words, symmetry.transform());
        html.open("li", &[("data-fact", symmetry.transform().id())]);
        html.text(&fill(words.symmetric, name, "", ""));
        let which = format!("pair-{index}");
        let pressed = if pair == Some(index) { "true" } else { "false" };
        html.button(
            &[("data-show", &which), ("aria-pressed", pressed)],
            words.show_pair,
        );
        html.close("li");
    }
}

/// A symmetry's name in `words`.
fn transform_name(words: &Words, transform: Transform) -> &'static str {
    let index = Transform::ALL.iter().position(|t| *t == transform);
    index.map_or("", |index| words.transforms[index])
}

/// Where the page's board draws a square, in its SVG units, widened for the sums.
const CELL: u64 = geometry::CELL as u64;
const LABEL: u64 = geometry::LABEL as u64;

/// The centre of `square` on the page's board.
fn centre(square: Square) -> (u32, u32) {
    geometry::centre(square)
}

/// The sums as SVG text over the board's labels: each row's at its left, each column's
/// below it, each sized to fit its space.
#[must_use]
pub fn sums_marks(board: &Board, facts: &Properties) -> String {
    let sums = facts.sums();
    let mut svg = String::new();
    let size = |room: u64, sum: u64| (room * 17 / 10 / digits(sum)).min(18);
    for (row, sum) in sums.rows().iter().enumerate() {
        let y = row as u64 * CELL + CELL / 2;
        let font = size(LABEL, *sum);
        svg.push_str(&format!(
            "<text class=\"study-sum\" x=\"{}\" y=\"{y}\" font-size=\"{font}\" text-anchor=\"middle\" dominant-baseline=\"central\">{sum}</text>",
            LABEL / 2
        ));
    }
    let bottom = u64::from(board.rows()) * CELL + LABEL / 2;
    for (col, sum) in sums.columns().iter().enumerate() {
        let x = LABEL + col as u64 * CELL + CELL / 2;
        let font = size(CELL, *sum);
        svg.push_str(&format!(
            "<text class=\"study-sum\" x=\"{x}\" y=\"{bottom}\" font-size=\"{font}\" text-anchor=\"middle\" dominant-baseline=\"central\">{sum}</text>"
        ));
    }
    svg
}

/// The numbers of the route's squares past the first `shown`, faint, in the page's own
/// style: the sums add up the whole tour, so with them the board shows every number,
/// not only those playback has reached.
#[must_use]
pub fn rest_numbers(route: &Route, shown: usize) -> String {
    let mut svg = String::new();
    for (number, &square) in route.squares().iter().enumerate().skip(shown) {
        let (x, y) = centre(square);
        svg.push_str(&format!(
            "<text class=\"num study-rest\" x=\"{x}\" y=\"{y}\">{}</text>",
            number + 1
        ));
    }
    svg
}

/// How many decimal digits `n` has.
fn digits(n: u64) -> u64 {
    u64::from(n.checked_ilog10().unwrap_or(0)) + 1
}

/// Move `number` (from square `number` to the next; the closing move is `N`) of `route`
/// and its pair under `facts`' symmetry `which`, as SVG lines with their numbers, and
/// the sentence that says so; `None` when there is no such symmetry or move.
#[must_use]
pub fn pair_marks(
    words: &Words,
    route: &Route,
    facts: &Properties,
    which: usize,
    number: u32,
) -> Option<(String, String)> {
    let symmetry = facts.symmetries().get(which)?;
    let image = symmetry.paired_move(number)?;
    let line = |number: u32, class: &str| -> Option<String> {
        let squares = route.squares();
        let from = *squares.get(usize::try_from(number).ok()? - 1)?;
        let to = squares[usize::try_from(number).ok()? % squares.len()];
        let ((x1, y1), (x2, y2)) = (centre(from), centre(to));
        Some(format!(
            "<line class=\"{class}\" x1=\"{x1}\" y1=\"{y1}\" x2=\"{x2}\" y2=\"{y2}\" />"
        ))
    };
    let svg = format!(
        "{}{}",
        line(number, "study-move")?,
        line(image, "study-pair")?
    );
    let said = fill(words.paired, "", &number.to_string(), &image.to_string());
    Some((svg, escape(&said)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::words;
    use tour_core::gallery::Lang;

    fn beverley() -> (Route, Properties) {
        let route = tour_core::gallery::find("beverley-1848")
            .ok()
            .and_then(|entry| entry.route().ok())
            .expect("Beverley's tour is in the gallery");
        let facts = Properties::of(&route).expect("a whole tour");
        (route, facts)
    }

    #[test]
    fn a_semi_magic_tour_says_its_sum_and_offers_to_show_it() {
        let (_, facts) = beverley();
        let html = facts_html(&facts);
        assert!(html.contains("data-fact=\"semi-magic\""), "{html}");
        assert!(html.contains("260"), "{html}");
        assert!(html.contains("data-show=\"sums\""), "{html}");
    }

    fn facts_html(facts: &Properties) -> String {
        let (route, _) = beverley();
        super::facts(words(Lang::En), &route, facts, false, None)
    }

    #[test]
    fn the_sums_are_drawn_once_per_row_and_column() {
        let (route, facts) = beverley();
        let marks = sums_marks(&route.board(), &facts);
        assert_eq!(marks.matches(">260</text>").count(), 16, "{marks}");
    }

    #[test]
    fn the_numbers_past_those_shown_are_drawn_faintly() {
        let (route, _) = beverley();
        let rest = rest_numbers(&route, 60);
        assert_eq!(rest.matches("study-rest").count(), 4, "{rest}");
        assert!(
            rest.contains(">61</text>") && rest.contains(">64</text>"),
            "{rest}"
        );
        assert!(rest_numbers(&route, 64).is_empty());
    }

    #[test]
    fn digits_counts_decimal_places() {
        assert_eq!([0, 9, 10, 260, 1000].map(digits), [1, 1, 2, 3, 4]);
    }
}
