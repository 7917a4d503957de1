//! What makes a complete tour special, in words for `solve`'s summary and `gallery`'s
//! text (in English, Traditional or Simplified Chinese): `tour_core::study`'s facts,
//! worded here (the core has no words for them; its `text::PropertiesJson` writes them
//! as JSON).

use crate::lang::Lang;
use tour_core::study::{Halves, Magic, Properties, Sums, Transform};
use tour_core::{TourKind, text::grouped};

/// Up to this many differing sums are listed; more are given as a range.
const LISTED_SUMS: usize = 16;

/// A word or phrase in English, Traditional Chinese and Simplified Chinese, side by side
/// so that a change to one is seen beside the others.
type Term = [&'static str; 3];

const CLOSED: Term = ["closed", "封閉", "闭合"];
const SUMS: Term = ["magic sums", "數字和", "数字和"];
const SYMMETRY: Term = ["symmetry", "對稱", "对称"];
const BISECTED: Term = ["bisected", "分兩半", "分两半"];
const QUADRISECTED: Term = ["quadrisected", "分四塊", "分四块"];
const CROSSINGS: Term = ["crossings", "交叉點", "交叉点"];
// Rows are 列 and columns 行 in Traditional Chinese, the other way round in Simplified,
// as the gallery's sentences have them.
const ROWS: Term = ["rows", "列", "行"];
const COLUMNS: Term = ["columns", "行", "列"];
const DIAGONALS: Term = ["diagonals", "對角線", "对角线"];
/// Between the rows', columns' and diagonals' sums, and between symmetries.
const COMMA: Term = [", ", "，", "，"];
/// Around the verdict after the sums.
const OPEN: Term = [" (", "（", "（"];
const CLOSE: Term = [")", "）", "）"];
/// Before the least and the greatest of many sums.
const FROM: Term = ["from ", "從 ", "从 "];
const TO: Term = [" to ", " 到 ", " 到 "];
const NOT_SEMI_MAGIC: Term = ["not semi-magic", "非半魔方陣", "非半幻方"];
const SEMI_MAGIC: Term = ["semi-magic", "半魔方陣", "半幻方"];
const MAGIC: Term = ["magic", "魔方陣", "幻方"];
const NONE: Term = ["none", "無", "无"];
const HALF_TURN: Term = ["half-turn", "轉半圈", "转半圈"];
const QUARTER_TURN: Term = ["quarter-turn", "轉四分之一圈", "转四分之一圈"];
const LEFT_RIGHT: Term = ["left-right mirror", "左右鏡射", "左右镜像"];
const TOP_BOTTOM: Term = ["top-bottom mirror", "上下鏡射", "上下镜像"];
const MAIN_DIAGONAL: Term = ["main-diagonal mirror", "主對角線鏡射", "主对角线镜像"];
const ANTI_DIAGONAL: Term = ["anti-diagonal mirror", "副對角線鏡射", "副对角线镜像"];
const TOP_BOTTOM_HALVES: Term = ["top/bottom", "上／下", "上／下"];
const LEFT_RIGHT_HALVES: Term = ["left/right", "左／右", "左／右"];
const YES: Term = ["yes", "是", "是"];
const NO: Term = ["no", "否", "否"];

/// `term` in `lang`.
const fn say(term: Term, lang: Lang) -> &'static str {
    let [en, zh_hant, zh_hans] = term;
    match lang {
        Lang::En => en,
        Lang::ZhHant => zh_hant,
        Lang::ZhHans => zh_hans,
    }
}

/// The facts, one per line: `closed: no`, `magic sums: rows 260, columns 260
/// (semi-magic)`, `symmetry: none`, `bisected: no`, `quadrisected: no`, `crossings: 12`
/// in English; `封閉: 否`, `數字和: 列 260，行 260（半魔方陣）`, ... in Traditional Chinese.
/// `solve` has no `--lang` and prints them in English.
pub fn lines(facts: &Properties, lang: Lang) -> String {
    let yes_no = |yes: bool| say(if yes { YES } else { NO }, lang);
    let symmetry = match facts.symmetries() {
        [] => say(NONE, lang).to_owned(),
        all => all
            .iter()
            .map(|symmetry| say(transform_term(symmetry.transform()), lang))
            .collect::<Vec<_>>()
            .join(say(COMMA, lang)),
    };
    let bisected = match facts.bisected() {
        Some(Halves::TopBottom) => say(TOP_BOTTOM_HALVES, lang),
        Some(Halves::LeftRight) => say(LEFT_RIGHT_HALVES, lang),
        Some(_) => yes_no(true),
        None => yes_no(false),
    };
    let line = |term: Term, value: &str| format!("{}: {value}", say(term, lang));
    [
        line(CLOSED, yes_no(facts.kind() == TourKind::Closed)),
        line(SUMS, &sums_words(facts.sums(), lang)),
        line(SYMMETRY, &symmetry),
        line(BISECTED, bisected),
        line(QUADRISECTED, yes_no(facts.quadrisected())),
        line(CROSSINGS, &grouped(facts.crossings()).to_string()),
    ]
    .join("\n")
}

/// `rows 260, columns 260 (semi-magic)`, with the diagonals on square boards.
fn sums_words(sums: &Sums, lang: Lang) -> String {
    let mut parts = vec![
        format!("{} {}", say(ROWS, lang), listed(sums.rows(), lang)),
        format!("{} {}", say(COLUMNS, lang), listed(sums.columns(), lang)),
    ];
    if let Some(diagonals) = sums.diagonals() {
        parts.push(format!(
            "{} {}",
            say(DIAGONALS, lang),
            listed(&diagonals, lang)
        ));
    }
    let magic = match sums.magic() {
        Magic::Magic => MAGIC,
        Magic::SemiMagic => SEMI_MAGIC,
        _ => NOT_SEMI_MAGIC,
    };
    format!(
        "{}{}{}{}",
        parts.join(say(COMMA, lang)),
        say(OPEN, lang),
        say(magic, lang),
        say(CLOSE, lang)
    )
}

/// One sum when all agree, each of a few, or the range of many.
fn listed(sums: &[u64], lang: Lang) -> String {
    let (Some(&low), Some(&high)) = (sums.iter().min(), sums.iter().max()) else {
        return String::new();
    };
    if low == high {
        grouped(low).to_string()
    } else if sums.len() <= LISTED_SUMS {
        let each: Vec<String> = sums.iter().map(|&sum| grouped(sum).to_string()).collect();
        each.join(" ")
    } else {
        let (from, to) = (say(FROM, lang), say(TO, lang));
        format!("{from}{}{to}{}", grouped(low), grouped(high))
    }
}

/// The words for a turn or mirror; one the core adds later is named by its id in
/// every language until it has words here.
fn transform_term(transform: Transform) -> Term {
    match transform {
        Transform::HalfTurn => HALF_TURN,
        Transform::QuarterTurn => QUARTER_TURN,
        Transform::LeftRight => LEFT_RIGHT,
        Transform::TopBottom => TOP_BOTTOM,
        Transform::MainDiagonal => MAIN_DIAGONAL,
        Transform::AntiDiagonal => ANTI_DIAGONAL,
        other => [other.id(); 3],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Beverley's semi-magic tour (1848), from the gallery.
    fn beverley() -> Properties {
        let route = tour_core::gallery::find("beverley-1848")
            .unwrap()
            .route()
            .unwrap();
        Properties::of(&route).unwrap()
    }

    #[test]
    fn a_semi_magic_tour_in_words() {
        let facts = beverley();
        let text = lines(&facts, Lang::En);
        assert!(text.starts_with("closed: no\n"), "{text}");
        assert!(
            text.contains("magic sums: rows 260, columns 260, diagonals 282 210 (semi-magic)\n")
        );
        assert!(text.contains("symmetry: none\nbisected: no\nquadrisected: no\ncrossings: "));
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
        assert_eq!(listed(&[5; 20], Lang::En), "5");
        assert_eq!(listed(&[1, 2, 3], Lang::En), "1 2 3");
        let many: Vec<u64> = (1_000..1_020).collect();
        assert_eq!(listed(&many, Lang::En), "from 1,000 to 1,019");
        assert_eq!(listed(&many, Lang::ZhHans), "从 1,000 到 1,019");
    }
}
