//! What makes a complete tour special, in words for `solve`'s summary and `gallery`'s
//! text (in English, Traditional or Simplified Chinese) and as a JSON object:
//! `tour_core::study`'s facts, worded here (the core has no words for them).

use serde_json::{Value, json};
use tour_core::gallery::Lang;
use tour_core::study::{Halves, Magic, Properties, Sums, Transform};
use tour_core::{TourKind, text::grouped};

/// Up to this many differing sums are listed; more are given as a range.
const LISTED_SUMS: usize = 16;

/// The words of the facts in one language.
struct Words {
    closed: &'static str,
    sums: &'static str,
    symmetry: &'static str,
    bisected: &'static str,
    quadrisected: &'static str,
    crossings: &'static str,
    rows: &'static str,
    columns: &'static str,
    diagonals: &'static str,
    /// Between the rows', columns' and diagonals' sums.
    comma: &'static str,
    /// Around the verdict after the sums.
    parens: (&'static str, &'static str),
    /// Around a range of many sums.
    range: (&'static str, &'static str),
    not_semi_magic: &'static str,
    semi_magic: &'static str,
    magic: &'static str,
    none: &'static str,
    half_turn: &'static str,
    quarter_turn: &'static str,
    left_right: &'static str,
    top_bottom: &'static str,
    main_diagonal: &'static str,
    anti_diagonal: &'static str,
    top_bottom_halves: &'static str,
    left_right_halves: &'static str,
    yes: &'static str,
    no: &'static str,
}

/// Rows are 列 and columns 行 in Traditional Chinese, the other way round in Simplified,
/// as the gallery's sentences have them.
const fn words(lang: Lang) -> Words {
    match lang {
        Lang::ZhHant => Words {
            closed: "封閉",
            sums: "數字和",
            symmetry: "對稱",
            bisected: "分兩半",
            quadrisected: "分四塊",
            crossings: "交叉點",
            rows: "列",
            columns: "行",
            diagonals: "對角線",
            comma: "，",
            parens: ("（", "）"),
            range: ("從 ", " 到 "),
            not_semi_magic: "非半魔方陣",
            semi_magic: "半魔方陣",
            magic: "魔方陣",
            none: "無",
            half_turn: "轉半圈",
            quarter_turn: "轉四分之一圈",
            left_right: "左右鏡射",
            top_bottom: "上下鏡射",
            main_diagonal: "主對角線鏡射",
            anti_diagonal: "副對角線鏡射",
            top_bottom_halves: "上／下",
            left_right_halves: "左／右",
            yes: "是",
            no: "否",
        },
        Lang::ZhHans => Words {
            closed: "闭合",
            sums: "数字和",
            symmetry: "对称",
            bisected: "分两半",
            quadrisected: "分四块",
            crossings: "交叉点",
            rows: "行",
            columns: "列",
            diagonals: "对角线",
            comma: "，",
            parens: ("（", "）"),
            range: ("从 ", " 到 "),
            not_semi_magic: "非半幻方",
            semi_magic: "半幻方",
            magic: "幻方",
            none: "无",
            half_turn: "转半圈",
            quarter_turn: "转四分之一圈",
            left_right: "左右镜像",
            top_bottom: "上下镜像",
            main_diagonal: "主对角线镜像",
            anti_diagonal: "副对角线镜像",
            top_bottom_halves: "上／下",
            left_right_halves: "左／右",
            yes: "是",
            no: "否",
        },
        Lang::En => Words {
            closed: "closed",
            sums: "magic sums",
            symmetry: "symmetry",
            bisected: "bisected",
            quadrisected: "quadrisected",
            crossings: "crossings",
            rows: "rows",
            columns: "columns",
            diagonals: "diagonals",
            comma: ", ",
            parens: (" (", ")"),
            range: ("from ", " to "),
            not_semi_magic: "not semi-magic",
            semi_magic: "semi-magic",
            magic: "magic",
            none: "none",
            half_turn: "half-turn",
            quarter_turn: "quarter-turn",
            left_right: "left-right mirror",
            top_bottom: "top-bottom mirror",
            main_diagonal: "main-diagonal mirror",
            anti_diagonal: "anti-diagonal mirror",
            top_bottom_halves: "top/bottom",
            left_right_halves: "left/right",
            yes: "yes",
            no: "no",
        },
    }
}

/// The facts, one per line: `closed: no`, `magic sums: rows 260, columns 260
/// (semi-magic)`, `symmetry: none`, `bisected: no`, `quadrisected: no`, `crossings: 12`
/// in English; `封閉: 否`, `數字和: 列 260，行 260（半魔方陣）`, ... in Traditional Chinese.
pub fn lines(facts: &Properties, lang: Lang) -> String {
    let words = words(lang);
    let yes_no = |yes: bool| if yes { words.yes } else { words.no };
    let symmetry = match facts.symmetries() {
        [] => words.none.to_owned(),
        all => all
            .iter()
            .map(|symmetry| transform_words(symmetry.transform(), &words))
            .collect::<Vec<_>>()
            .join(words.comma),
    };
    let bisected = match facts.bisected() {
        Some(Halves::TopBottom) => words.top_bottom_halves,
        Some(Halves::LeftRight) => words.left_right_halves,
        Some(_) => words.yes,
        None => words.no,
    };
    format!(
        "{}: {}\n{}: {}\n{}: {symmetry}\n{}: {bisected}\n{}: {}\n{}: {}",
        words.closed,
        yes_no(facts.kind() == TourKind::Closed),
        words.sums,
        sums_words(facts.sums(), &words),
        words.symmetry,
        words.bisected,
        words.quadrisected,
        yes_no(facts.quadrisected()),
        words.crossings,
        grouped(facts.crossings()),
    )
}

/// `rows 260, columns 260 (semi-magic)`, with the diagonals on square boards.
fn sums_words(sums: &Sums, words: &Words) -> String {
    let mut parts = vec![
        format!("{} {}", words.rows, listed(sums.rows(), words)),
        format!("{} {}", words.columns, listed(sums.columns(), words)),
    ];
    if let Some(diagonals) = sums.diagonals() {
        parts.push(format!("{} {}", words.diagonals, listed(&diagonals, words)));
    }
    let magic = match sums.magic() {
        Magic::Magic => words.magic,
        Magic::SemiMagic => words.semi_magic,
        _ => words.not_semi_magic,
    };
    let (open, close) = words.parens;
    format!("{}{open}{magic}{close}", parts.join(words.comma))
}

/// One sum when all agree, each of a few, or the range of many.
fn listed(sums: &[u64], words: &Words) -> String {
    let (Some(&low), Some(&high)) = (sums.iter().min(), sums.iter().max()) else {
        return String::new();
    };
    if low == high {
        grouped(low).to_string()
    } else if sums.len() <= LISTED_SUMS {
        let each: Vec<String> = sums.iter().map(|&sum| grouped(sum).to_string()).collect();
        each.join(" ")
    } else {
        let (from, to) = words.range;
        format!("{from}{}{to}{}", grouped(low), grouped(high))
    }
}

fn transform_words(transform: Transform, words: &Words) -> &'static str {
    match transform {
        Transform::HalfTurn => words.half_turn,
        Transform::QuarterTurn => words.quarter_turn,
        Transform::LeftRight => words.left_right,
        Transform::TopBottom => words.top_bottom,
        Transform::MainDiagonal => words.main_diagonal,
        Transform::AntiDiagonal => words.anti_diagonal,
        other => other.id(),
    }
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
        let text = lines(&facts, Lang::En);
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
    fn the_facts_in_chinese_name_rows_and_columns_as_each_script_does() {
        let facts = beverley();
        let hant = lines(&facts, Lang::ZhHant);
        assert!(hant.starts_with("封閉: 否\n數字和: 列 260，行 260，對角線 282 210（半魔方陣）\n"));
        assert!(hant.contains("對稱: 無\n分兩半: 否\n分四塊: 否\n交叉點: "));
        let hans = lines(&facts, Lang::ZhHans);
        assert!(hans.starts_with("闭合: 否\n数字和: 行 260，列 260，对角线 282 210（半幻方）\n"));
    }

    #[test]
    fn many_differing_sums_are_given_as_a_range() {
        let en = words(Lang::En);
        assert_eq!(listed(&[5; 20], &en), "5");
        assert_eq!(listed(&[1, 2, 3], &en), "1 2 3");
        let many: Vec<u64> = (1_000..1_020).collect();
        assert_eq!(listed(&many, &en), "from 1,000 to 1,019");
        assert_eq!(listed(&many, &words(Lang::ZhHans)), "从 1,000 到 1,019");
    }
}
