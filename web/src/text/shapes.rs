//! The sentences only boards with holes or other pieces need (the `shapes` feature):
//! the reasons the graph rules give, and the errors about holes. Kept apart from the
//! catalogue so a build without the feature carries none of them.

use std::fmt::Display;

use tour_core::{Board, BoardError, Impossibility, SolveError, Square};

use super::{fill, number};
use crate::model::Lang;

/// One language's sentences.
pub struct ShapeTexts {
    pub reason_single: &'static str,
    pub e_no_squares: &'static str,
    pub reason_isolated: &'static str,
    pub reason_lattice: &'static str,
    pub reason_other_colour: &'static str,
    pub reason_disconnected: &'static str,
    pub reason_dead_end_closed: &'static str,
    pub reason_three_dead_ends: &'static str,
    pub reason_dead_ends_not_start: &'static str,
    pub reason_dead_end_not_end: &'static str,
    pub reason_uneven: &'static str,
    pub reason_unequal: &'static str,
    pub reason_start_smaller: &'static str,
    pub reason_end_same_colour: &'static str,
    pub reason_end_smaller: &'static str,
    pub refused_start_hole: &'static str,
    pub refused_end_hole: &'static str,
    pub imp_hole: &'static str,
    pub e_hole_off: &'static str,
    pub e_holes: &'static str,
    pub e_leaper: &'static str,
    pub piece: &'static str,
    pub custom_piece: &'static str,
    pub steps: &'static str,
    pub set_steps: &'static str,
    pub edit_board: &'static str,
    pub edit_hint: &'static str,
    pub shape_presets: &'static str,
    pub preset_centre: &'static str,
    pub preset_plus: &'static str,
    pub preset_corners: &'static str,
    pub preset_seeds: &'static str,
    pub clear_holes: &'static str,
    pub knight: &'static str,
    pub camel: &'static str,
    pub zebra: &'static str,
    pub giraffe: &'static str,
    pub a_hole: &'static str,
    pub closed_label_any: &'static str,
    pub stuck_any: &'static str,
    pub why_intro_any: &'static str,
    pub only_one_any: &'static str,
    pub dead_end_any: &'static str,
    pub play_dead_end_any: &'static str,
    pub walk_not_move_any: &'static str,
    pub imp_not_move_any: &'static str,
    pub play_tagline_any: &'static str,
    pub play_how_to_any: &'static str,
}

const EN: ShapeTexts = ShapeTexts {
    reason_single: "the board has a single square: it is an open tour by itself, but a closed tour needs a move back to its start",
    e_no_squares: "every square is a hole; a board needs at least one square",
    reason_isolated: "{sq} has no move to any other square, so no tour can reach or leave it",
    reason_lattice: "both of this piece's steps are multiples of {step}, so it only reaches squares a multiple of {step} rows and columns away from the start; {sq} is not one",
    reason_other_colour: "every move of this piece keeps the square's colour, so it never reaches {sq}, which has the other colour",
    reason_disconnected: "no sequence of moves leads from the start to {sq}: the holes cut the board into parts the piece cannot cross between",
    reason_dead_end_closed: "{sq} has only one move, but a closed tour enters and leaves every square",
    reason_three_dead_ends: "{a}, {b} and {c} each have only one move, so each would have to be an end of the tour, and a tour has two ends",
    reason_dead_ends_not_start: "{a} and {b} each have only one move, so they must be the tour's two ends, and the start is neither",
    reason_dead_end_not_end: "{sq} has only one move, so it must be an end of the tour, and it is neither the start nor the last square asked for",
    reason_uneven: "every move changes the piece's colour, so a tour alternates colours; the board has {larger} squares of one colour and {smaller} of the other, more than one apart",
    reason_unequal: "a closed tour alternates the piece's two colours around a cycle, so it needs as many of each; the board has {larger} and {smaller}",
    reason_start_smaller: "every move changes the piece's colour, and the board has {larger} squares of one colour and {smaller} of the other, so a tour starts on the larger; this square has the other colour",
    reason_end_same_colour: "every move changes the piece's colour, and the board has {each} squares of each, so a tour ends on the colour it did not start on; these two squares have the same colour",
    reason_end_smaller: "every move changes the piece's colour, and the board has {larger} squares of one colour and {smaller} of the other, so a tour starts and ends on the larger; the last square asked for has the other colour",
    refused_start_hole: "Cannot solve from {start}: it is a hole, not a square of the board.",
    refused_end_hole: "Cannot finish on {end}: it is a hole, not a square of the board.",
    imp_hole: "move {k}: {sq} is a hole",
    e_hole_off: "hole {sq} is not on the {board} board",
    e_holes: "hole \"{entry}\": {why}; holes are square names like d4 or blocks like c3:f6, separated by commas",
    e_leaper: "the piece must be knight, camel, zebra, giraffe or P,Q (two steps from 0 to {max}, not both 0, like 1,3)",
    piece: "Piece",
    custom_piece: "(p,q)-leaper…",
    steps: "Steps p,q",
    set_steps: "Set",
    edit_board: "Edit board",
    edit_hint: "Click or drag over squares to remove them or put them back; the board keeps its size.",
    shape_presets: "Boards to try",
    preset_centre: "8×8 without its centre",
    preset_plus: "Plus (9×9 without its corners)",
    preset_corners: "10×10 without its corners",
    preset_seeds: "The seeds' 8×8",
    clear_holes: "Put every square back",
    knight: "knight (1,2)",
    camel: "camel (1,3)",
    zebra: "zebra (2,3)",
    giraffe: "giraffe (1,4)",
    a_hole: "{sq}: a hole; click to put it back",
    closed_label_any: "Closed tour (ends one move from the start)",
    stuck_any: "Stuck after {moves} moves at {at}: no unvisited square is one move of the piece away ({len}/{area} squares visited)",
    why_intro_any: "From {from} the piece can go to:",
    only_one_any: "{sq} is the only unvisited square one move of the piece away.",
    dead_end_any: "Dead end at {at}: every move of the piece from there lands on a visited square, and the rule never goes back. {n} squares (outlined) can no longer be reached.",
    play_dead_end_any: "Dead end at {at}: no unvisited square is one move of the piece away; unvisited squares left: {left}. Undo, or go back to an earlier move.",
    walk_not_move_any: "is not one move of the piece from {from}",
    imp_not_move_any: "move {k}: {from} to {to} is not a move of the piece",
    play_tagline_any: "Move the piece yourself: visit every square exactly once, one move at a time.",
    play_how_to_any: "Click a square (or focus it and press Enter) to place the piece, then move it one move at a time to squares it has not visited. Visit them all to complete a tour; finish one move from the start for a closed one. Stuck? Undo, go back to any earlier move, or ask for a hint: it names a move from which a whole tour still exists, or says why none can. Warnsdorff's advice: go where the fewest onward moves remain (turn on the onward counts to see them).",
};

const ZH_HANT: ShapeTexts = ShapeTexts {
    reason_single: "棋盤只有一格：它本身就是開放巡邏，但封閉巡邏需要一步回到起點",
    e_no_squares: "每一格都是洞；棋盤至少要留一格",
    reason_isolated: "{sq} 沒有任何一步能走到其他格，所以巡邏無法進出這一格",
    reason_lattice: "這個棋子的兩個步長都是 {step} 的倍數，所以從起點只能到達列、行相差 {step} 的倍數的格子；{sq} 不是",
    reason_other_colour: "這個棋子每一步都保持格子的顏色，所以永遠到不了另一種顏色的 {sq}",
    reason_disconnected: "從起點沒有任何一連串的步能到達 {sq}：洞把棋盤切成棋子無法跨越的幾塊",
    reason_dead_end_closed: "{sq} 只有一步可走，但封閉巡邏要進出每一格",
    reason_three_dead_ends: "{a}、{b}、{c} 都只有一步可走，所以每一格都必須是巡邏的端點，而巡邏只有兩個端點",
    reason_dead_ends_not_start: "{a} 和 {b} 都只有一步可走，所以它們必須是巡邏的兩端，而起點兩者都不是",
    reason_dead_end_not_end: "{sq} 只有一步可走，所以它必須是巡邏的端點，但它既不是起點，也不是指定的最後一格",
    reason_uneven: "棋子每一步都換顏色，所以巡邏顏色交替；棋盤上一種顏色有 {larger} 格，另一種有 {smaller} 格，相差超過一",
    reason_unequal: "封閉巡邏繞一圈交替棋子的兩種顏色，所以兩種顏色要一樣多；棋盤上是 {larger} 格和 {smaller} 格",
    reason_start_smaller: "棋子每一步都換顏色，棋盤上一種顏色有 {larger} 格，另一種有 {smaller} 格，所以巡邏從較多的顏色出發；這一格是另一種顏色",
    reason_end_same_colour: "棋子每一步都換顏色，棋盤上兩種顏色各有 {each} 格，所以巡邏的終點顏色與起點不同；這兩格顏色相同",
    reason_end_smaller: "棋子每一步都換顏色，棋盤上一種顏色有 {larger} 格，另一種有 {smaller} 格，所以巡邏的起點和終點都是較多的顏色；指定的最後一格是另一種顏色",
    refused_start_hole: "無法從 {start} 求解：它是洞，不是棋盤上的格子。",
    refused_end_hole: "無法以 {end} 結束：它是洞，不是棋盤上的格子。",
    imp_hole: "第 {k} 步：{sq} 是洞",
    e_hole_off: "洞 {sq} 不在 {board} 棋盤上",
    e_holes: "洞「{entry}」：{why}；洞要寫成格子名稱（如 d4）或區塊（如 c3:f6），以逗號分隔",
    e_leaper: "棋子必須是 knight（馬）、camel（駱駝）、zebra（斑馬）、giraffe（長頸鹿）或 P,Q（兩個 0 到 {max} 的步長，不能都是 0，例如 1,3）",
    piece: "棋子",
    custom_piece: "(p,q) 跳子…",
    steps: "步長 p,q",
    set_steps: "設定",
    edit_board: "編輯棋盤",
    edit_hint: "點選或拖過格子來移除或放回；棋盤大小不變。",
    shape_presets: "試試這些棋盤",
    preset_centre: "去掉中央的 8×8",
    preset_plus: "十字形（去掉四角的 9×9）",
    preset_corners: "去掉四個角的 10×10",
    preset_seeds: "範例文章的 8×8",
    clear_holes: "放回所有格子",
    knight: "馬 (1,2)",
    camel: "駱駝 (1,3)",
    zebra: "斑馬 (2,3)",
    giraffe: "長頸鹿 (1,4)",
    a_hole: "{sq}：洞；點選可放回",
    closed_label_any: "封閉巡邏（終點與起點相差一步）",
    stuck_any: "走了 {moves} 步後在 {at} 卡住：棋子一步能到的格子都已走過（走過 {len}/{area} 格）",
    why_intro_any: "棋子從 {from} 可以走到：",
    only_one_any: "{sq} 是棋子一步範圍內唯一未走過的格子。",
    dead_end_any: "在 {at} 走進死路：從那裡出發的每一步都落在走過的格子上，而這個規則不會回頭。還有 {n} 格（有外框）再也到不了。",
    play_dead_end_any: "在 {at} 走進死路：棋子一步範圍內已沒有未走過的格子，還有 {left} 格沒走到。請悔棋，或回到較早的一步。",
    walk_not_move_any: "不是棋子從 {from} 出發的一步",
    imp_not_move_any: "第 {k} 步：從 {from} 到 {to} 不是棋子的一步",
    play_tagline_any: "自己移動棋子：每次走一步，每一格恰好走過一次。",
    play_how_to_any: "點選一格（或用方向鍵移到一格再按 Enter）放下棋子，然後每次走一步，只能走到還沒走過的格子。走遍所有格子就完成巡邏；最後一格與起點相隔一步就是封閉巡邏。卡住了？可以悔棋、回到任何較早的一步，或按「提示」：它會指出一步仍能完成整條巡邏的走法，或說明為什麼已經不可能。Warnsdorff 的建議：走向出路最少的格子（打開「在每一格顯示出路數」即可看到）。",
};

const ZH_HANS: ShapeTexts = ShapeTexts {
    reason_single: "棋盘只有一格：它本身就是开放巡游，但闭合巡游需要一步回到起点",
    e_no_squares: "每一格都是洞；棋盘至少要留一格",
    reason_isolated: "{sq} 没有任何一步能走到其他格，所以巡游无法进出这一格",
    reason_lattice: "这个棋子的两个步长都是 {step} 的倍数，所以从起点只能到达行、列相差 {step} 的倍数的格子；{sq} 不是",
    reason_other_colour: "这个棋子每一步都保持格子的颜色，所以永远到不了另一种颜色的 {sq}",
    reason_disconnected: "从起点没有任何一连串的步能到达 {sq}：洞把棋盘切成棋子无法跨越的几块",
    reason_dead_end_closed: "{sq} 只有一步可走，但闭合巡游要进出每一格",
    reason_three_dead_ends: "{a}、{b}、{c} 都只有一步可走，所以每一格都必须是巡游的端点，而巡游只有两个端点",
    reason_dead_ends_not_start: "{a} 和 {b} 都只有一步可走，所以它们必须是巡游的两端，而起点两者都不是",
    reason_dead_end_not_end: "{sq} 只有一步可走，所以它必须是巡游的端点，但它既不是起点，也不是指定的最后一格",
    reason_uneven: "棋子每一步都换颜色，所以巡游颜色交替；棋盘上一种颜色有 {larger} 格，另一种有 {smaller} 格，相差超过一",
    reason_unequal: "闭合巡游绕一圈交替棋子的两种颜色，所以两种颜色要一样多；棋盘上是 {larger} 格和 {smaller} 格",
    reason_start_smaller: "棋子每一步都换颜色，棋盘上一种颜色有 {larger} 格，另一种有 {smaller} 格，所以巡游从较多的颜色出发；这一格是另一种颜色",
    reason_end_same_colour: "棋子每一步都换颜色，棋盘上两种颜色各有 {each} 格，所以巡游的终点颜色与起点不同；这两格颜色相同",
    reason_end_smaller: "棋子每一步都换颜色，棋盘上一种颜色有 {larger} 格，另一种有 {smaller} 格，所以巡游的起点和终点都是较多的颜色；指定的最后一格是另一种颜色",
    refused_start_hole: "无法从 {start} 求解：它是洞，不是棋盘上的格子。",
    refused_end_hole: "无法以 {end} 结束：它是洞，不是棋盘上的格子。",
    imp_hole: "第 {k} 步：{sq} 是洞",
    e_hole_off: "洞 {sq} 不在 {board} 棋盘上",
    e_holes: "洞“{entry}”：{why}；洞要写成格子名称（如 d4）或区块（如 c3:f6），以逗号分隔",
    e_leaper: "棋子必须是 knight（马）、camel（骆驼）、zebra（斑马）、giraffe（长颈鹿）或 P,Q（两个 0 到 {max} 的步长，不能都是 0，例如 1,3）",
    piece: "棋子",
    custom_piece: "(p,q) 跳子…",
    steps: "步长 p,q",
    set_steps: "设定",
    edit_board: "编辑棋盘",
    edit_hint: "点选或拖过格子来移除或放回；棋盘大小不变。",
    shape_presets: "试试这些棋盘",
    preset_centre: "去掉中央的 8×8",
    preset_plus: "十字形（去掉四角的 9×9）",
    preset_corners: "去掉四个角的 10×10",
    preset_seeds: "范例文章的 8×8",
    clear_holes: "放回所有格子",
    knight: "马 (1,2)",
    camel: "骆驼 (1,3)",
    zebra: "斑马 (2,3)",
    giraffe: "长颈鹿 (1,4)",
    a_hole: "{sq}：洞；点选可放回",
    closed_label_any: "闭合巡游（终点与起点相差一步）",
    stuck_any: "走了 {moves} 步后在 {at} 卡住：棋子一步能到的格子都已走过（走过 {len}/{area} 格）",
    why_intro_any: "棋子从 {from} 可以走到：",
    only_one_any: "{sq} 是棋子一步范围内唯一未走过的格子。",
    dead_end_any: "在 {at} 走进死路：从那里出发的每一步都落在走过的格子上，而这个规则不会回头。还有 {n} 格（有外框）再也到不了。",
    play_dead_end_any: "在 {at} 走进死路：棋子一步范围内已没有未走过的格子，还有 {left} 格没走到。请悔棋，或回到较早的一步。",
    walk_not_move_any: "不是棋子从 {from} 出发的一步",
    imp_not_move_any: "第 {k} 步：从 {from} 到 {to} 不是棋子的一步",
    play_tagline_any: "自己移动棋子：每次走一步，每一格恰好走过一次。",
    play_how_to_any: "点击一格（或用方向键移到一格再按 Enter）放下棋子，然后每次走一步，只能走到还没走过的格子。走遍所有格子就完成巡游；最后一格与起点相隔一步就是闭合巡游。卡住了？可以悔棋、回到任何较早的一步，或按“提示”：它会指出一步仍能完成整条巡游的走法，或说明为什么已经不可能。Warnsdorff 的建议：走向出路最少的格子（打开“在每一格显示出路数”即可看到）。",
};

pub fn texts(lang: Lang) -> &'static ShapeTexts {
    match lang {
        Lang::En => &EN,
        Lang::ZhHant => &ZH_HANT,
        Lang::ZhHans => &ZH_HANS,
    }
}

/// Why no tour exists, for the reasons the graph rules give; empty for any other.
pub fn reason(lang: Lang, board: &Board, why: Impossibility) -> String {
    let t = texts(lang);
    let name = |square: Square| square.algebraic(board);
    let count = |n: u32| number(u64::from(n));
    let one = |template: &str, square: Square| fill(template, &[("sq", &name(square))]);
    let sizes = |template: &str, larger: u32, smaller: u32| {
        fill(
            template,
            &[("larger", &count(larger)), ("smaller", &count(smaller))],
        )
    };
    match why {
        Impossibility::SingleSquare => t.reason_single.to_owned(),
        Impossibility::Isolated { square } => one(t.reason_isolated, square),
        Impossibility::OffLattice { square, step } => fill(
            t.reason_lattice,
            &[("step", &step as &dyn Display), ("sq", &name(square))],
        ),
        Impossibility::OtherColour { square } => one(t.reason_other_colour, square),
        Impossibility::Disconnected { square } => one(t.reason_disconnected, square),
        Impossibility::DeadEndClosed { square } => one(t.reason_dead_end_closed, square),
        Impossibility::ThreeDeadEnds { squares: [a, b, c] } => fill(
            t.reason_three_dead_ends,
            &[("a", &name(a)), ("b", &name(b)), ("c", &name(c))],
        ),
        Impossibility::DeadEndsNotStart { first, second } => fill(
            t.reason_dead_ends_not_start,
            &[("a", &name(first)), ("b", &name(second))],
        ),
        Impossibility::DeadEndNotEnd { square } => one(t.reason_dead_end_not_end, square),
        Impossibility::UnevenColours { larger, smaller } => sizes(t.reason_uneven, larger, smaller),
        Impossibility::UnequalColours { larger, smaller } => {
            sizes(t.reason_unequal, larger, smaller)
        }
        Impossibility::StartOnSmallerColour { larger, smaller } => {
            sizes(t.reason_start_smaller, larger, smaller)
        }
        Impossibility::EndSameColourAsStart { each } => {
            fill(t.reason_end_same_colour, &[("each", &count(each))])
        }
        Impossibility::EndOnSmallerColour { larger, smaller } => {
            sizes(t.reason_end_smaller, larger, smaller)
        }
        _ => String::new(),
    }
}

/// A start or last square on a hole; empty for any other refusal.
pub fn refusal(lang: Lang, board: &Board, error: &SolveError) -> String {
    let t = texts(lang);
    match error {
        SolveError::StartOnHole { start } => {
            fill(t.refused_start_hole, &[("start", &start.algebraic(board))])
        }
        SolveError::EndOnHole { end } => {
            fill(t.refused_end_hole, &[("end", &end.algebraic(board))])
        }
        _ => String::new(),
    }
}

/// A route through a hole, counting moves from 1.
pub fn route_on_hole(lang: Lang, board: &Board, position: usize, square: Square) -> String {
    fill(
        texts(lang).imp_hole,
        &[("k", &(position + 1)), ("sq", &square.algebraic(board))],
    )
}

/// A bad entry of a holes list, with what is wrong with it.
pub fn holes_error(lang: Lang, entry: &str, why: &str) -> String {
    fill(texts(lang).e_holes, &[("entry", &entry), ("why", &why)])
}

/// The sentences that name the knight, for another piece: `None` on the knight's boards,
/// where the catalogue's words stand.
pub fn for_piece(lang: Lang, board: &Board) -> Option<&'static ShapeTexts> {
    (!board.leaper().is_knight()).then(|| texts(lang))
}

/// A hole's label for screen readers in edit mode.
pub fn hole_label(lang: Lang, name: &str) -> String {
    fill(texts(lang).a_hole, &[("sq", &name)])
}

/// A piece that is not a leaper's name or `P,Q`.
pub fn leaper_error(lang: Lang) -> String {
    fill(texts(lang).e_leaper, &[("max", &tour_core::MAX_LEAP)])
}

/// A hole off the board, or no square left; empty for any other board error.
pub fn board_error(lang: Lang, error: &BoardError) -> String {
    let t = texts(lang);
    match error {
        BoardError::HoleOffBoard { square, size } => fill(
            t.e_hole_off,
            &[
                ("sq", &square.seed_coords()),
                ("board", &format!("{}x{}", size.0, size.1)),
            ],
        ),
        BoardError::NoSquaresLeft => t.e_no_squares.to_owned(),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SQUARE: Square = Square::new(0, 0);

    fn every_reason() -> Vec<Impossibility> {
        vec![
            Impossibility::SingleSquare,
            Impossibility::Isolated { square: SQUARE },
            Impossibility::OffLattice {
                square: SQUARE,
                step: 2,
            },
            Impossibility::OtherColour { square: SQUARE },
            Impossibility::Disconnected { square: SQUARE },
            Impossibility::DeadEndClosed { square: SQUARE },
            Impossibility::ThreeDeadEnds {
                squares: [SQUARE; 3],
            },
            Impossibility::DeadEndsNotStart {
                first: SQUARE,
                second: SQUARE,
            },
            Impossibility::DeadEndNotEnd { square: SQUARE },
            Impossibility::UnevenColours {
                larger: 1234,
                smaller: 2,
            },
            Impossibility::UnequalColours {
                larger: 3,
                smaller: 2,
            },
            Impossibility::StartOnSmallerColour {
                larger: 3,
                smaller: 2,
            },
            Impossibility::EndSameColourAsStart { each: 3 },
            Impossibility::EndOnSmallerColour {
                larger: 3,
                smaller: 2,
            },
        ]
    }

    #[test]
    fn every_graph_rule_is_worded_in_every_language_with_its_values() {
        let board = Board::CHESS;
        for lang in [Lang::En, Lang::ZhHant, Lang::ZhHans] {
            for why in every_reason() {
                let text = reason(lang, &board, why);
                assert!(
                    !text.is_empty() && !text.contains('{'),
                    "{lang:?} {why:?}: {text}"
                );
            }
            assert!(reason(lang, &board, every_reason()[1]).contains("a8"));
            assert!(reason(lang, &board, every_reason()[9]).contains("1,234"));
            let refused = refusal(lang, &board, &SolveError::StartOnHole { start: SQUARE });
            assert!(refused.contains("a8"));
            assert!(route_on_hole(lang, &board, 2, SQUARE).contains('3'));
            assert!(!board_error(lang, &BoardError::NoSquaresLeft).is_empty());
        }
    }

    #[test]
    fn sentences_that_name_the_knight_have_a_version_for_any_piece() {
        let camel = Board::CHESS.with_leaper(tour_core::Leaper::CAMEL);
        assert!(for_piece(Lang::En, &Board::CHESS).is_none());
        for lang in [Lang::En, Lang::ZhHant, Lang::ZhHans] {
            let t = for_piece(lang, &camel).unwrap();
            let sentences = [
                t.closed_label_any,
                t.stuck_any,
                t.why_intro_any,
                t.only_one_any,
                t.dead_end_any,
                t.play_dead_end_any,
                t.walk_not_move_any,
                t.imp_not_move_any,
                t.play_tagline_any,
                t.play_how_to_any,
            ];
            for sentence in sentences {
                assert!(
                    !sentence.contains("knight")
                        && !sentence.contains('馬')
                        && !sentence.contains('马')
                );
                let words = sentence.replace(['{', '}'], " ");
                let english = words
                    .split(|c: char| !c.is_ascii_alphabetic())
                    .filter(|word| {
                        // Placeholders, and the two names the Chinese help keeps.
                        ![
                            "moves",
                            "at",
                            "len",
                            "area",
                            "from",
                            "sq",
                            "n",
                            "left",
                            "k",
                            "to",
                            "Warnsdorff",
                            "Enter",
                        ]
                        .contains(word)
                    })
                    .any(|word| word.len() > 2);
                assert_eq!(english, lang == Lang::En, "{lang:?}: {sentence}");
            }
        }
    }

    #[test]
    fn the_chinese_sentences_leave_no_english_words() {
        for lang in [Lang::ZhHant, Lang::ZhHans] {
            for why in every_reason() {
                let text = reason(lang, &Board::CHESS, why);
                let english = text
                    .split(|c: char| !c.is_ascii_alphabetic())
                    .any(|word| word.len() > 2);
                assert!(!english, "{lang:?}: {text}");
            }
        }
    }
}
