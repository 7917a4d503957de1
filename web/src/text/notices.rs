//! Problems found in a link, worded.

use super::{square_error, texts};
use crate::address::{Notice, Param, Problem, WalkProblem, params};
use crate::model::Lang;

/// A link problem, in the interface language.
pub fn notice(lang: Lang, notice: &Notice) -> String {
    let t = texts(lang);
    let (name, text) = (&notice.name, &notice.text);
    let fallback = notice
        .param
        .map(|param| fallback(lang, param))
        .unwrap_or_default();
    match &notice.problem {
        Problem::UnknownParam => t.notice_unknown(name, &params::names().join(t.list_sep)),
        Problem::NotOneOf(ids) => t.notice_value(name, text, &or_list(lang, ids), &fallback),
        Problem::NotInRange { min, max } => {
            t.notice_value(name, text, &t.range(min, max), &fallback)
        }
        Problem::AtLeast { min } => t.notice_value(name, text, &t.at_least(min), &fallback),
        Problem::NotAFlag => t.notice_value(name, text, &t.flag_values, &fallback),
        Problem::Board(why) => t.notice_why(name, text, &super::board_error(lang, why), &fallback),
        Problem::Square(why) => t.notice_why(name, text, &square_error(lang, why), &fallback),
        Problem::Hole(square) => t.notice_why(name, text, &t.square_hole(square), &fallback),
        Problem::EndIsStart => t.notice_why(name, text, &t.reason_end_is_start, &fallback),
        Problem::Holes(why) => {
            let why = t.e_holes(&why.entry(), &square_error(lang, why.error()));
            t.notice_why(name, text, &why, &fallback)
        }
        Problem::Leaper => t.notice_why(name, text, &super::leaper_error(lang), &fallback),
        Problem::PuzzleCode => t.notice_why(name, text, &t.e_puzzle_code, &fallback),
        Problem::Walk { k, entry, why } => {
            let why = match why {
                WalkProblem::NotASquare(why) => t.walk_not_square(&square_error(lang, why)),
                WalkProblem::NotAMove { from, board } => not_a_move(lang, board, *from),
                WalkProblem::Visited => t.walk_visited.to_owned(),
                WalkProblem::Hole => t.walk_hole.to_owned(),
                WalkProblem::EndTooSoon => t.walk_end_too_soon.to_owned(),
            };
            let (k, kept) = (
                tour_core::text::grouped(*k),
                tour_core::text::grouped(k - 1),
            );
            t.notice_walk(&k, entry, &why, &kept)
        }
        Problem::NeedsStart => t.needs_start.to_owned(),
        Problem::OnlyIn(mode) => t.notice_only_in(name, text, &mode.id()),
        Problem::WalkStartsElsewhere(first) => t.start_not_walk(text, first),
        Problem::ClosedHasNoEnd => t.notice_why(name, text, &t.reason_closed_no_end, &fallback),
        // Whichever parameter asked for the mode, the page shows watch mode instead.
        Problem::TooLarge { max } => {
            t.two_sentences(&t.too_large(max), &self::fallback(lang, Param::Mode))
        }
        Problem::Unavailable { lang, kept } => t.lang_unavailable(&lang.name(), &kept.name()),
    }
}

/// A step of `walk=` that the board's piece cannot make from `from`.
fn not_a_move(lang: Lang, board: &tour_core::Board, from: tour_core::Square) -> String {
    let from = from.algebraic(board);
    let t = texts(lang);
    if super::any_piece(board) {
        return t.walk_not_move_any(&from, &super::piece_name(lang, board));
    }
    t.walk_not_move(&from)
}

/// What the app does instead of `param`'s bad value.
fn fallback(lang: Lang, param: Param) -> String {
    let default = param.def().default;
    // The board's default as the app writes a size (8×8), not as a link spells it.
    let default = match param {
        Param::Board => default.replace('x', "×"),
        _ => default.to_owned(),
    };
    texts(lang).fallback(param, &default)
}

/// `a, b or c` in the interface language.
fn or_list(lang: Lang, items: &[&str]) -> String {
    let t = texts(lang);
    match items.split_last() {
        Some((last, [])) => (*last).to_owned(),
        Some((last, rest)) => t.or_list(&rest.join(t.list_sep), last),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::address::{PARAMS, read};

    fn worded(lang: Lang, query: &[(&str, &str)]) -> Vec<String> {
        let (_, notices) = read(query.iter().copied());
        notices.iter().map(|n| notice(lang, n)).collect()
    }

    #[test]
    fn each_kind_of_problem_is_worded_with_the_parameter_and_what_it_accepts() {
        assert_eq!(
            worded(Lang::En, &[("mode", "Play!")]),
            [
                "URL parameter mode=\"Play!\" must be watch, play, compare or puzzle. Showing watch mode."
            ]
        );
        assert_eq!(
            worded(Lang::En, &[("speed", "0")]),
            ["URL parameter speed=\"0\" must be a whole number from 1 to 1000. Using 4."]
        );
        assert_eq!(
            worded(Lang::En, &[("board", "60x60"), ("mode", "play")]),
            [
                "Play, compare and puzzle modes need a board no larger than 50 × 50. Showing watch mode."
            ]
        );
        assert_eq!(
            worded(Lang::ZhHant, &[("lang", "xx")]),
            ["網址參數 lang=\"xx\" 必須是 en、zh-Hant 或 zh-Hans。改用瀏覽器的語言。"]
        );
        let walk = worded(Lang::En, &[("mode", "play"), ("walk", "a1,b3,a1")]);
        assert_eq!(
            walk,
            [
                "URL parameter walk: move 3 (\"a1\") was already visited; keeping the moves before it (2)."
            ]
        );
    }

    #[test]
    fn a_mode_the_board_is_too_large_for_says_watch_mode_is_shown_whichever_parameter_asked() {
        for query in [
            [("board", "100x1"), ("mode", "play")],
            [("board", "100x1"), ("puzzle-seed", "0")],
        ] {
            assert_eq!(
                worded(Lang::En, &query),
                [
                    "Play, compare and puzzle modes need a board no larger than 50 × 50. Showing watch mode."
                ]
            );
            assert_eq!(
                worded(Lang::ZhHant, &query),
                ["自己走、比較和謎題模式需要不超過 50 × 50 格的棋盤。改為觀看模式。"]
            );
            assert_eq!(
                worded(Lang::ZhHans, &query),
                ["自己走、比较和谜题模式需要不超过 50 × 50 格的棋盘。改为观看模式。"]
            );
        }
    }

    #[test]
    fn squares_a_link_cannot_use_are_worded_with_the_parameter() {
        let hole = worded(
            Lang::En,
            &[("holes", "d4:e5"), ("end", "d4"), ("start", "a1")],
        );
        assert_eq!(
            hole,
            [
                "URL parameter end=\"d4\": d4 is a hole, not a square of the board. Finishing anywhere."
            ]
        );
        let walk = worded(
            Lang::En,
            &[("holes", "b3"), ("mode", "play"), ("walk", "a1,b3,c5")],
        );
        assert_eq!(
            walk,
            [
                "URL parameter walk: move 2 (\"b3\") is a hole, not a square of the board; keeping the moves before it (1)."
            ]
        );
        assert_eq!(
            worded(Lang::ZhHant, &[("mode", "compare"), ("code", "1")]),
            ["網址參數 code=\"1\" 只在 mode=watch 時有效，已忽略。"]
        );
        assert_eq!(
            worded(
                Lang::ZhHans,
                &[("mode", "play"), ("start", "c3"), ("walk", "a1")]
            ),
            ["网址参数 start=\"c3\"：走法（walk=）从 a1 开始，按走法进行。"]
        );
    }

    #[test]
    fn a_long_walk_counts_its_moves_grouped() {
        let board = tour_core::Board::new(40, 40).unwrap();
        let run = tour_core::Algorithm::Fast
            .solve(
                board.clone(),
                tour_core::Square::new(0, 0),
                tour_core::MoveOrder::GOSSIP,
            )
            .unwrap();
        // 1,001 moves of a tour, then its first square again.
        let mut walk: Vec<String> = run.route().squares()[..1001]
            .iter()
            .map(|square| square.algebraic(&board))
            .collect();
        walk.push(walk[0].clone());
        let query = [
            ("board", "40x40"),
            ("mode", "play"),
            ("walk", &walk.join(",")),
        ];
        let first = &walk[0];
        assert_eq!(
            worded(Lang::En, &query),
            [format!(
                "URL parameter walk: move 1,002 (\"{first}\") was already visited; keeping the moves before it (1,001)."
            )]
        );
        let zh = worded(Lang::ZhHant, &query).join("");
        assert!(
            zh.contains("第 1,002 步") && zh.contains("1,001 步"),
            "{zh}"
        );
    }

    #[test]
    fn every_fallback_names_no_placeholder_but_the_default() {
        for lang in Lang::ALL {
            for def in PARAMS {
                let text = fallback(lang, def.param);
                assert!(!text.contains('{'), "{lang:?} {}: {text}", def.name);
            }
        }
    }
}
