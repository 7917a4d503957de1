//! The study room's words in the page's three languages. Templates hold `{n}`, `{a}`,
//! `{b}` where [`fill`] puts the numbers; the page's own catalogue never carries them, so
//! they weigh nothing until a person asks for the room.

use tour_core::gallery::Lang;

/// Every text the study room shows.
#[derive(Debug)]
pub struct Words {
    /// A closed tour.
    pub closed: &'static str,
    /// An open tour.
    pub open: &'static str,
    /// Rows and columns add up alike (`{n}`: the sum).
    pub semi_magic: &'static str,
    /// Rows, columns and both long diagonals add up alike (`{n}`).
    pub magic: &'static str,
    /// Not semi-magic: the rows' sums run from `{a}` to `{b}`.
    pub not_magic: &'static str,
    /// The button that shows the sums at the board's edges.
    pub show_sums: &'static str,
    /// The button that hides them.
    pub hide_sums: &'static str,
    /// Unchanged by a symmetry (`{n}`: its name).
    pub symmetric: &'static str,
    /// No symmetry of the board carries the route onto itself.
    pub no_symmetry: &'static str,
    /// The button that shows the move paired with the current one.
    pub show_pair: &'static str,
    /// The pairing shown: move `{a}` and its image, move `{b}`.
    pub paired: &'static str,
    /// The names of the symmetries, in `Transform::ALL`'s order.
    pub transforms: [&'static str; 6],
    /// Bisected into top and bottom halves (`{n}`: the first half's last number).
    pub bisected_top_bottom: &'static str,
    /// Bisected into left and right halves.
    pub bisected_left_right: &'static str,
    /// Not bisected.
    pub not_bisected: &'static str,
    /// Each quarter of the numbers fills one quadrant.
    pub quadrisected: &'static str,
    /// No crossing.
    pub uncrossed: &'static str,
    /// `{n}` crossings (one).
    pub crossing: &'static str,
    /// `{n}` crossings (more).
    pub crossings: &'static str,
    /// The gallery's filter, before its choices.
    pub filter: &'static str,
    /// The filter's choices: closed, semi-magic, symmetric, bisected.
    pub filters: [&'static str; 4],
    /// An entry's line under its title (`{a}`: the author, `{b}`: the year and board).
    pub by: &'static str,
    /// A year known only roughly (`{n}`).
    pub circa: &'static str,
    /// Before an entry's source.
    pub source: &'static str,
    /// The button that puts a tour on the board.
    pub show: &'static str,
    /// A link named a tour the gallery does not hold (`{n}`: the name).
    pub unknown: &'static str,
    /// No entry has every property chosen.
    pub none_left: &'static str,
}

const EN: Words = Words {
    closed: "Closed: the last square is a knight's move from the first, so the route is a cycle.",
    open: "Open: the last square is not a knight's move from the first.",
    semi_magic: "Semi-magic: every row and every column adds up to {n}.",
    magic: "Magic: every row, every column and both long diagonals add up to {n}.",
    not_magic: "Not magic: the rows add up to between {a} and {b}.",
    show_sums: "Show the sums",
    hide_sums: "Hide the sums",
    symmetric: "Symmetric: {n} carries the route onto itself.",
    no_symmetry: "No symmetry: no turn or reflection of the board carries the route onto itself.",
    show_pair: "Show the paired move",
    paired: "Move {a} and its image, move {b}, are drawn on the board.",
    transforms: [
        "a half-turn",
        "a quarter-turn",
        "the mirror between left and right",
        "the mirror between top and bottom",
        "the mirror in the diagonal from the top left",
        "the mirror in the diagonal from the top right",
    ],
    bisected_top_bottom: "Bisected: squares 1 to {n} fill the top or the bottom half.",
    bisected_left_right: "Bisected: squares 1 to {n} fill the left or the right half.",
    not_bisected: "Not bisected: the first half of the route does not fill half the board.",
    quadrisected: "Quadrisected: each quarter of the route fills one quarter of the board.",
    uncrossed: "Uncrossed: the route's line never crosses itself.",
    crossing: "The route's line crosses itself at {n} point.",
    crossings: "The route's line crosses itself at {n} points.",
    filter: "Show only",
    filters: ["closed", "semi-magic", "symmetric", "bisected"],
    by: "{a}, {b}",
    circa: "c. {n}",
    source: "Source:",
    show: "Show on the board",
    unknown: "The gallery has no tour called “{n}”. Choose one below.",
    none_left: "No tour in the gallery has all of these.",
};

const ZH_HANT: Words = Words {
    closed: "封閉：最後一格與第一格相距一步馬步，路線首尾相接成環。",
    open: "開放：最後一格與第一格不相距一步馬步。",
    semi_magic: "半幻方：每一列、每一行的數字和都是 {n}。",
    magic: "幻方：每一列、每一行和兩條長對角線的數字和都是 {n}。",
    not_magic: "不是幻方：各列的和在 {a} 與 {b} 之間。",
    show_sums: "顯示各行列的和",
    hide_sums: "隱藏各行列的和",
    symmetric: "對稱：{n}後，路線與原來重合。",
    no_symmetry: "沒有對稱：棋盤無論旋轉或翻轉，路線都不會與原來重合。",
    show_pair: "顯示配對的一步",
    paired: "棋盤上畫出了第 {a} 步和它的像，第 {b} 步。",
    transforms: [
        "旋轉半圈",
        "旋轉四分之一圈",
        "左右翻轉",
        "上下翻轉",
        "沿左上到右下的對角線翻轉",
        "沿右上到左下的對角線翻轉",
    ],
    bisected_top_bottom: "二分：第 1 到 {n} 格恰好填滿上半或下半棋盤。",
    bisected_left_right: "二分：第 1 到 {n} 格恰好填滿左半或右半棋盤。",
    not_bisected: "不是二分：路線的前一半沒有填滿半個棋盤。",
    quadrisected: "四分：路線的每四分之一恰好填滿棋盤的一個象限。",
    uncrossed: "無交叉：路線的連線從不自我交叉。",
    crossing: "路線的連線自我交叉於 {n} 個點。",
    crossings: "路線的連線自我交叉於 {n} 個點。",
    filter: "只顯示",
    filters: ["封閉", "半幻方", "對稱", "二分"],
    by: "{a}，{b}",
    circa: "約 {n} 年",
    source: "出處：",
    show: "在棋盤上顯示",
    unknown: "名局中沒有叫「{n}」的巡邏，請從下面選一個。",
    none_left: "名局中沒有同時具備這些性質的巡邏。",
};

const ZH_HANS: Words = Words {
    closed: "闭合：最后一格与第一格相距一步马步，路线首尾相接成环。",
    open: "开放：最后一格与第一格不相距一步马步。",
    semi_magic: "半幻方：每一行、每一列的数字和都是 {n}。",
    magic: "幻方：每一行、每一列和两条长对角线的数字和都是 {n}。",
    not_magic: "不是幻方：各行的和在 {a} 与 {b} 之间。",
    show_sums: "显示各行列的和",
    hide_sums: "隐藏各行列的和",
    symmetric: "对称：{n}后，路线与原来重合。",
    no_symmetry: "没有对称：棋盘无论旋转或翻转，路线都不会与原来重合。",
    show_pair: "显示配对的一步",
    paired: "棋盘上画出了第 {a} 步和它的像，第 {b} 步。",
    transforms: [
        "旋转半圈",
        "旋转四分之一圈",
        "左右翻转",
        "上下翻转",
        "沿左上到右下的对角线翻转",
        "沿右上到左下的对角线翻转",
    ],
    bisected_top_bottom: "二分：第 1 到 {n} 格恰好填满上半或下半棋盘。",
    bisected_left_right: "二分：第 1 到 {n} 格恰好填满左半或右半棋盘。",
    not_bisected: "不是二分：路线的前一半没有填满半个棋盘。",
    quadrisected: "四分：路线的每四分之一恰好填满棋盘的一个象限。",
    uncrossed: "无交叉：路线的连线从不自我交叉。",
    crossing: "路线的连线自我交叉于 {n} 个点。",
    crossings: "路线的连线自我交叉于 {n} 个点。",
    filter: "只显示",
    filters: ["闭合", "半幻方", "对称", "二分"],
    by: "{a}，{b}",
    circa: "约 {n} 年",
    source: "出处：",
    show: "在棋盘上显示",
    unknown: "名局中没有叫“{n}”的巡游，请从下面选一个。",
    none_left: "名局中没有同时具备这些性质的巡游。",
};

/// The words of `lang`.
#[must_use]
pub fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::En => &EN,
        Lang::ZhHant => &ZH_HANT,
        Lang::ZhHans => &ZH_HANS,
    }
}

/// `template` with `{n}`, `{a}` and `{b}` replaced by `n`, `a` and `b`.
#[must_use]
pub fn fill(template: &str, n: &str, a: &str, b: &str) -> String {
    template
        .replace("{n}", n)
        .replace("{a}", a)
        .replace("{b}", b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_fills_the_same_places() {
        let places = |words: &Words| {
            let all = [
                words.semi_magic,
                words.magic,
                words.not_magic,
                words.symmetric,
                words.paired,
                words.bisected_top_bottom,
                words.bisected_left_right,
                words.crossing,
                words.crossings,
                words.by,
                words.circa,
                words.unknown,
            ];
            all.map(|text| ["{n}", "{a}", "{b}"].map(|place| text.contains(place)))
        };
        for lang in Lang::ALL {
            assert_eq!(places(words(lang)), places(&EN), "{lang:?}");
        }
    }

    #[test]
    fn fill_puts_each_value_in_its_place() {
        assert_eq!(fill("{a} to {b} of {n}", "3", "1", "2"), "1 to 2 of 3");
    }
}
