//! What makes a solved tour special, in words for the summary and as a JSON object:
//! `tour_core::study`'s facts, worded here (the core has no English for them).

use serde_json::{Value, json};
use tour_core::study::{Halves, Magic, Properties, Sums, Transform};
use tour_core::{TourKind, text::grouped};

/// Up to this many differing sums are listed; more are given as a range.
const LISTED_SUMS: usize = 16;

/// The facts, one per line: `closed: no`, `magic sums: rows 260, columns 260
/// (semi-magic)`, `symmetry: none`, `bisected: no`, `quadrisected: no`, `crossings: 12`.
pub fn lines(facts: &Properties) -> String {
    let closed = yes_no(facts.kind() == TourKind::Closed);
    let symmetry = match facts.symmetries() {
        [] => "none".to_owned(),
        all => all
            .iter()
            .map(|symmetry| transform_words(symmetry.transform()))
            .collect::<Vec<_>>()
            .join(", "),
    };
    let bisected = match facts.bisected() {
        Some(Halves::TopBottom) => "top/bottom",
        Some(Halves::LeftRight) => "left/right",
        Some(_) => "yes",
        None => "no",
    };
    format!(
        "closed: {closed}\nmagic sums: {}\nsymmetry: {symmetry}\nbisected: {bisected}\n\
         quadrisected: {}\ncrossings: {}",
        sums_words(facts.sums()),
        yes_no(facts.quadrisected()),
        grouped(facts.crossings()),
    )
}

/// `rows 260, columns 260 (semi-magic)`, with the diagonals on square boards.
fn sums_words(sums: &Sums) -> String {
    let mut parts = vec![
        format!("rows {}", listed(sums.rows())),
        format!("columns {}", listed(sums.columns())),
    ];
    if let Some(diagonals) = sums.diagonals() {
        parts.push(format!("diagonals {}", listed(&diagonals)));
    }
    let magic = match sums.magic() {
        Magic::Magic => "magic",
        Magic::SemiMagic => "semi-magic",
        _ => "not semi-magic",
    };
    format!("{} ({magic})", parts.join(", "))
}

/// One sum when all agree, each of a few, or the range of many.
fn listed(sums: &[u64]) -> String {
    let (Some(&low), Some(&high)) = (sums.iter().min(), sums.iter().max()) else {
        return String::new();
    };
    if low == high {
        grouped(low).to_string()
    } else if sums.len() <= LISTED_SUMS {
        let each: Vec<String> = sums.iter().map(|&sum| grouped(sum).to_string()).collect();
        each.join(" ")
    } else {
        format!("from {} to {}", grouped(low), grouped(high))
    }
}

fn transform_words(transform: Transform) -> &'static str {
    match transform {
        Transform::HalfTurn => "half-turn",
        Transform::QuarterTurn => "quarter-turn",
        Transform::LeftRight => "left-right mirror",
        Transform::TopBottom => "top-bottom mirror",
        Transform::MainDiagonal => "main-diagonal mirror",
        Transform::AntiDiagonal => "anti-diagonal mirror",
        other => other.id(),
    }
}

fn yes_no(yes: bool) -> &'static str {
    if yes { "yes" } else { "no" }
}

/// The facts as the JSON output's `properties` object.
pub fn json(facts: &Properties) -> Value {
    let sums = facts.sums();
    let magic = sums.magic();
    json!({
        "closed": facts.kind() == TourKind::Closed,
        "semi_magic": magic != Magic::Not,
        "magic": magic == Magic::Magic,
        "row_sums": sums.rows(),
        "column_sums": sums.columns(),
        "diagonal_sums": sums.diagonals(),
        "symmetries": facts.symmetries().iter().map(|s| s.transform().id()).collect::<Vec<_>>(),
        "bisected": facts.bisected().map(Halves::id),
        "quadrisected": facts.quadrisected(),
        "crossings": facts.crossings(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tour_core::{Board, Route, Square};

    /// Beverley's semi-magic tour (1848), top row first.
    const BEVERLEY: [[u32; 8]; 8] = [
        [1, 30, 47, 52, 5, 28, 43, 54],
        [48, 51, 2, 29, 44, 53, 6, 27],
        [31, 46, 49, 4, 25, 8, 55, 42],
        [50, 3, 32, 45, 56, 41, 26, 7],
        [33, 62, 15, 20, 9, 24, 39, 58],
        [16, 19, 34, 61, 40, 57, 10, 23],
        [63, 14, 17, 36, 21, 12, 59, 38],
        [18, 35, 64, 13, 60, 37, 22, 11],
    ];

    fn beverley() -> Properties {
        let mut squares: Vec<(u32, Square)> = Vec::new();
        for (row, numbers) in (0u16..).zip(BEVERLEY) {
            for (col, number) in (0u16..).zip(numbers) {
                squares.push((number, Square::new(row, col)));
            }
        }
        squares.sort_unstable();
        let squares = squares.into_iter().map(|(_, square)| square).collect();
        Properties::of(&Route::new(Board::CHESS, squares).unwrap()).unwrap()
    }

    #[test]
    fn a_semi_magic_tour_in_words_and_json() {
        let facts = beverley();
        let text = lines(&facts);
        assert!(text.starts_with("closed: no\n"), "{text}");
        assert!(
            text.contains("magic sums: rows 260, columns 260, diagonals 282 210 (semi-magic)\n")
        );
        assert!(text.contains("symmetry: none\nbisected: no\nquadrisected: no\ncrossings: "));
        let object = json(&facts);
        assert_eq!(object["semi_magic"], true);
        assert_eq!(object["magic"], false);
        assert_eq!(object["row_sums"], json!(vec![260; 8]));
        assert_eq!(object["diagonal_sums"], json!([282, 210]));
        assert_eq!(object["bisected"], Value::Null);
    }

    #[test]
    fn many_differing_sums_are_given_as_a_range() {
        assert_eq!(listed(&[5; 20]), "5");
        assert_eq!(listed(&[1, 2, 3]), "1 2 3");
        let many: Vec<u64> = (1_000..1_020).collect();
        assert_eq!(listed(&many), "from 1,000 to 1,019");
    }
}
