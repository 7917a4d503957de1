//! The code panel's words (the `code` feature): each algorithm's pseudocode, written for
//! this app, and the sentences that show the values a line worked on. Kept apart from the
//! catalogue so a build without the panel carries none of them.
//!
//! Every algorithm's lines are declared once with their stable IDs and indents
//! ([`lines_of`]); each language gives their words in the same order, in an array the
//! compiler sizes, so a language cannot miss a line.

use std::fmt::Display;

use tour_core::{Algorithm, Board, BuildStep, Candidate, Choices, Line, Method, Square};

use super::{fill, number};
use crate::model::Lang;

/// One pseudocode line's stable ID (`data-line`) and indent.
pub type Layout = (&'static str, u8);

const WARNSDORFF: [Layout; 8] = [
    ("start", 0),
    ("loop", 0),
    ("each", 1),
    ("count", 2),
    ("keep", 2),
    ("dead-end", 1),
    ("move", 1),
    ("done", 0),
];

const ACCESSIBILITY: [Layout; 9] = [
    ("start", 0),
    ("loop", 0),
    ("each", 1),
    ("look", 2),
    ("keep", 2),
    ("lower", 2),
    ("dead-end", 1),
    ("move", 1),
    ("done", 0),
];

const RANDOM: [Layout; 8] = [
    ("start", 0),
    ("loop", 0),
    ("draw", 1),
    ("move", 1),
    ("dead-end", 1),
    ("restart", 2),
    ("give-up", 2),
    ("done", 0),
];

const BACKTRACK: [Layout; 8] = [
    ("start", 0),
    ("list", 0),
    ("loop", 0),
    ("budget", 1),
    ("try", 1),
    ("done", 2),
    ("retreat", 1),
    ("no-tour", 2),
];

const FAST: [Layout; 12] = [
    ("start", 0),
    ("theorem", 0),
    ("impossible", 1),
    ("thin", 0),
    ("construct", 0),
    ("tiles", 1),
    ("tile-tour", 1),
    ("join", 1),
    ("walk", 1),
    ("search", 0),
    ("unknown", 1),
    ("done", 0),
];

/// One language's words.
pub struct CodeTexts {
    pub title: &'static str,
    pub toggle: &'static str,
    pub follow_search: &'static str,
    pub show_search: &'static str,
    pub truncated: &'static str,
    pub warnsdorff: [&'static str; 8],
    pub accessibility: [&'static str; 9],
    pub random: [&'static str; 8],
    pub backtrack: [&'static str; 8],
    pub by_move_order: &'static str,
    pub by_edge: &'static str,
    pub by_onward: &'static str,
    pub fast: [&'static str; 12],
    pub v_start: &'static str,
    pub v_start_depth: &'static str,
    pub v_start_try: &'static str,
    pub v_onward: &'static str,
    pub v_table: &'static str,
    pub v_first: &'static str,
    pub v_lower: &'static str,
    pub v_tie: &'static str,
    pub v_higher: &'static str,
    pub v_lowered: &'static str,
    pub v_move: &'static str,
    pub v_stuck: &'static str,
    pub v_complete: &'static str,
    pub v_draw: &'static str,
    pub v_dead_end: &'static str,
    pub v_restart: &'static str,
    pub v_out_of_tries: &'static str,
    pub v_list: &'static str,
    pub v_list_none: &'static str,
    pub v_try: &'static str,
    pub v_retreat: &'static str,
    pub v_budget: &'static str,
    pub v_no_tour: &'static str,
    pub v_theorem_yes: &'static str,
    pub v_theorem_no: &'static str,
    pub v_theorem_open: &'static str,
    pub v_thin: &'static str,
    pub v_construct: &'static str,
    pub v_search: &'static str,
    pub v_impossible: &'static str,
    pub v_undecided: &'static str,
    pub v_playing: &'static str,
    pub v_tiles: &'static str,
    pub v_corridor: &'static str,
    pub v_tile_tour: &'static str,
    pub v_tile_path: &'static str,
    pub v_join: &'static str,
    pub v_walk: &'static str,
    pub open_choices: &'static str,
    pub open_depth: &'static str,
    pub nothing_left: &'static str,
    pub attempt_state: &'static str,
    pub list_separator: &'static str,
}

const EN: CodeTexts = CodeTexts {
    title: "Code",
    toggle: "Show the code",
    follow_search: "The code follows the search, every placement and retreat.",
    show_search: "Follow the search",
    truncated: "The panel follows the first {n} lines of this run.",
    warnsdorff: [
        "Put the knight on the start square: move 1.",
        "While some square is unvisited:",
        "For each move, in move order, to an unvisited square:",
        "Count the unvisited squares one move on from it.",
        "Keep it if its count is below the best so far (a tie keeps the earlier).",
        "If there was no such square: stuck, stop.",
        "Move to the square kept: the next move.",
        "Every square visited: a tour.",
    ],
    accessibility: [
        "Fill the table with each square's number of moves; put the knight on the start: move 1.",
        "While some square is unvisited:",
        "For each move, in move order, to an unvisited square:",
        "Look up its table value.",
        "Keep it if the value is below the best so far (a tie keeps the earlier).",
        "Lower its table value by one.",
        "If there was no such square: stuck, stop.",
        "Move to the square kept: the next move.",
        "Every square visited: a tour.",
    ],
    random: [
        "Put the knight on the start square: try 1.",
        "Repeat:",
        "Draw a direction at random; from it, take the first direction (round the move order) that reaches an unvisited square.",
        "Move there.",
        "If none does, this try ends; remember it if it is the longest.",
        "Tries left: start again from the start square.",
        "No tries left: show the longest walk, stop.",
        "Every square visited: a tour, stop.",
    ],
    backtrack: [
        "Put the knight on the start square: depth 1.",
        "List the moves from the newest square to unvisited squares, {order}.",
        "Repeat:",
        "If the budget of placements is spent: stop, undecided.",
        "If the newest square's list has a move left: place the next one (depth + 1) and list its moves.",
        "Every square placed: a tour, stop.",
        "Otherwise take the newest square back (depth − 1) and go on with the list before it.",
        "The start's list is used up: no tour from here, stop.",
    ],
    by_move_order: "in move order",
    by_edge: "nearest a corner first (edge score; ties in move order)",
    by_onward: "fewest onward moves first (ties in move order)",
    fast: [
        "Take the start square (and the last square, if one was asked for).",
        "Check the theorems: can a tour of this kind start here?",
        "If not: say why, stop.",
        "A side of 3 or 4: build the tour column by column.",
        "A large board: tile it with small boards' closed tours and join the tiles into one:",
        "Cut the board into tiles 5 to 13 squares a side.",
        "Give each tile its own closed tour (on an odd board, the start's tile an open one from the start).",
        "Join each tile to a neighbour already joined: take out one move of each, put in two that cross the border.",
        "Walk the joined tour from the start square.",
        "Otherwise: search every route, within the budget.",
        "Budget spent: undecided, stop.",
        "Check the tour with the validator and play it.",
    ],
    v_start: "Move 1: {sq}.",
    v_start_depth: "Depth 1: {sq}.",
    v_start_try: "Try 1, from {sq}.",
    v_onward: "From {from}: {sq} has {n} unvisited onward squares.",
    v_table: "From {from}: {sq} has table value {n}.",
    v_first: "{sq} is the first candidate: kept ({n}).",
    v_lower: "{n} < {best} ({best_sq}): {sq} is kept.",
    v_tie: "{n} = {best}: a tie, so {best_sq} stays (earlier in move order).",
    v_higher: "{n} > {best}: {best_sq} stays.",
    v_lowered: "{sq}'s table value is now {n}.",
    v_move: "Move {n}: {sq}.",
    v_stuck: "No unvisited square is a move from {sq}: stuck with {n} squares visited.",
    v_complete: "All {n} squares visited.",
    v_draw: "Direction {d} drawn (counting in move order).",
    v_dead_end: "Try {t} ends with {n} squares; the longest so far has {best}.",
    v_restart: "Try {t} begins from the start square.",
    v_out_of_tries: "No tries left: the longest walk has {best} squares.",
    v_list: "From {sq} (depth {d}): {moves}.",
    v_list_none: "From {sq} (depth {d}): no move to an unvisited square.",
    v_try: "Place {sq}: depth {d}.",
    v_retreat: "Take {sq} back: depth {d}.",
    v_budget: "{n} placements: the budget is spent.",
    v_no_tour: "Every move from the start was tried: no tour starts here.",
    v_theorem_yes: "A theorem says a tour of this kind exists.",
    v_theorem_no: "A theorem rules it out (the reason is above the board's controls).",
    v_theorem_open: "No theorem decides; the next line will.",
    v_thin: "Column by column.",
    v_construct: "Tiles and joins.",
    v_search: "Exact search.",
    v_impossible: "No tour of this kind exists.",
    v_undecided: "The budget ran out before the search decided.",
    v_playing: "Playing the tour: move {n} of {of}.",
    v_tiles: "{n} tiles, {rows} rows of them by {cols}.",
    v_corridor: "A corridor of tiles from the start to the last square, already one path of {n} squares.",
    v_tile_tour: "Tile {k} of {n} ({h}×{w}): its own closed tour.",
    v_tile_path: "Tile {k} of {n} ({h}×{w}): an open tour from the start.",
    v_join: "Tile {k} joins tile {j}: out {out}; in {in}.",
    v_walk: "The joined tour, walked from {sq}.",
    open_choices: "Still to try",
    open_depth: "depth {d}: {moves}",
    nothing_left: "nothing",
    attempt_state: "Try {t} · longest walk so far {best}",
    list_separator: ", ",
};

const ZH_HANT: CodeTexts = CodeTexts {
    title: "程式碼",
    toggle: "顯示程式碼",
    follow_search: "程式碼跟著搜尋走：每一次放置與退回。",
    show_search: "跟著搜尋",
    truncated: "此面板只跟隨這次執行的前 {n} 行。",
    warnsdorff: [
        "把騎士放在起點：第 1 步。",
        "當還有未走過的格子：",
        "依走法順序，對每一步可到的未走格：",
        "數出從它再走一步可到的未走格數。",
        "若數目小於目前最佳就保留它（平手保留較早者）。",
        "若一格也沒有：卡住，停止。",
        "走到保留的那一格：下一步。",
        "每一格都走過：完成巡邏。",
    ],
    accessibility: [
        "把每格的走法數填入表中；把騎士放在起點：第 1 步。",
        "當還有未走過的格子：",
        "依走法順序，對每一步可到的未走格：",
        "查出它在表中的值。",
        "若值小於目前最佳就保留它（平手保留較早者）。",
        "把它在表中的值減一。",
        "若一格也沒有：卡住，停止。",
        "走到保留的那一格：下一步。",
        "每一格都走過：完成巡邏。",
    ],
    random: [
        "把騎士放在起點：第 1 次嘗試。",
        "重複：",
        "隨機抽一個方向；從它起（依走法順序循環）取第一個能到未走格的方向。",
        "走過去。",
        "若都不行，這次嘗試結束；若是最長的就記下來。",
        "還有嘗試次數：從起點重新開始。",
        "沒有嘗試次數了：顯示最長的路線，停止。",
        "每一格都走過：完成巡邏，停止。",
    ],
    backtrack: [
        "把騎士放在起點：深度 1。",
        "列出從最新一格到未走格的走法，{order}。",
        "重複：",
        "若放置次數用完預算：停止，未能判定。",
        "若最新一格的清單還有走法：放下下一格（深度 + 1），並列出它的走法。",
        "每一格都放好：完成巡邏，停止。",
        "否則退回最新一格（深度 − 1），繼續前一格的清單。",
        "起點的清單用完：從這裡沒有巡邏，停止。",
    ],
    by_move_order: "依走法順序",
    by_edge: "離角落最近的先（邊緣分數；平手依走法順序）",
    by_onward: "後續走法最少的先（平手依走法順序）",
    fast: [
        "取起點（若有指定，也取終點）。",
        "檢查定理：這種巡邏能從這裡開始嗎？",
        "若不能：說明原因，停止。",
        "一邊是 3 或 4：逐欄建構巡邏。",
        "大棋盤：用小棋盤的封閉巡邏鋪滿，再把各塊接成一條：",
        "把棋盤切成每邊 5 到 13 格的小塊。",
        "給每一塊自己的封閉巡邏（奇數棋盤上，起點所在的塊用從起點出發的開放巡邏）。",
        "把每一塊接到已接好的鄰塊：各拿掉一步，再放入兩步跨過邊界。",
        "從起點沿著接好的巡邏走一遍。",
        "否則：在預算內搜尋所有路線。",
        "預算用完：未能判定，停止。",
        "用驗證器檢查巡邏，然後播放。",
    ],
    v_start: "第 1 步：{sq}。",
    v_start_depth: "深度 1：{sq}。",
    v_start_try: "第 1 次嘗試，從 {sq} 開始。",
    v_onward: "從 {from}：{sq} 有 {n} 個後續未走格。",
    v_table: "從 {from}：{sq} 的表值是 {n}。",
    v_first: "{sq} 是第一個候選：保留（{n}）。",
    v_lower: "{n} < {best}（{best_sq}）：保留 {sq}。",
    v_tie: "{n} = {best}：平手，保留 {best_sq}（走法順序較早）。",
    v_higher: "{n} > {best}：保留 {best_sq}。",
    v_lowered: "{sq} 的表值現在是 {n}。",
    v_move: "第 {n} 步：{sq}。",
    v_stuck: "從 {sq} 一步可到的格子都已走過：走了 {n} 格後卡住。",
    v_complete: "{n} 格全部走過。",
    v_draw: "抽到第 {d} 個方向（依走法順序計）。",
    v_dead_end: "第 {t} 次嘗試走了 {n} 格後結束；目前最長 {best} 格。",
    v_restart: "第 {t} 次嘗試從起點開始。",
    v_out_of_tries: "沒有嘗試次數了：最長的路線有 {best} 格。",
    v_list: "從 {sq}（深度 {d}）：{moves}。",
    v_list_none: "從 {sq}（深度 {d}）：沒有能到未走格的走法。",
    v_try: "放下 {sq}：深度 {d}。",
    v_retreat: "退回 {sq}：深度 {d}。",
    v_budget: "已放置 {n} 次：預算用完。",
    v_no_tour: "起點的每一步都試過了：從這裡沒有巡邏。",
    v_theorem_yes: "定理保證這種巡邏存在。",
    v_theorem_no: "定理排除了它（原因見棋盤控制項上方）。",
    v_theorem_open: "沒有定理能判定；由下一行決定。",
    v_thin: "逐欄建構。",
    v_construct: "鋪塊再接合。",
    v_search: "精確搜尋。",
    v_impossible: "這種巡邏不存在。",
    v_undecided: "搜尋在判定前用完了預算。",
    v_playing: "播放巡邏：第 {n} 步，共 {of} 步。",
    v_tiles: "{n} 塊，{rows} 列乘 {cols} 行。",
    v_corridor: "從起點到終點的一條塊走廊，已是一條 {n} 格的路線。",
    v_tile_tour: "第 {k} 塊（共 {n} 塊，{h}×{w}）：自己的封閉巡邏。",
    v_tile_path: "第 {k} 塊（共 {n} 塊，{h}×{w}）：從起點出發的開放巡邏。",
    v_join: "第 {k} 塊接到第 {j} 塊：拿掉 {out}；放入 {in}。",
    v_walk: "從 {sq} 沿著接好的巡邏走一遍。",
    open_choices: "尚待嘗試",
    open_depth: "深度 {d}：{moves}",
    nothing_left: "無",
    attempt_state: "第 {t} 次嘗試 · 目前最長 {best} 格",
    list_separator: "、",
};

const ZH_HANS: CodeTexts = CodeTexts {
    title: "代码",
    toggle: "显示代码",
    follow_search: "代码跟着搜索走：每一次放置与退回。",
    show_search: "跟着搜索",
    truncated: "此面板只跟随这次运行的前 {n} 行。",
    warnsdorff: [
        "把骑士放在起点：第 1 步。",
        "当还有未走过的格子：",
        "按走法顺序，对每一步可到的未走格：",
        "数出从它再走一步可到的未走格数。",
        "若数目小于目前最佳就保留它（平手保留较早者）。",
        "若一格也没有：卡住，停止。",
        "走到保留的那一格：下一步。",
        "每一格都走过：完成巡游。",
    ],
    accessibility: [
        "把每格的走法数填入表中；把骑士放在起点：第 1 步。",
        "当还有未走过的格子：",
        "按走法顺序，对每一步可到的未走格：",
        "查出它在表中的值。",
        "若值小于目前最佳就保留它（平手保留较早者）。",
        "把它在表中的值减一。",
        "若一格也没有：卡住，停止。",
        "走到保留的那一格：下一步。",
        "每一格都走过：完成巡游。",
    ],
    random: [
        "把骑士放在起点：第 1 次尝试。",
        "重复：",
        "随机抽一个方向；从它起（按走法顺序循环）取第一个能到未走格的方向。",
        "走过去。",
        "若都不行，这次尝试结束；若是最长的就记下来。",
        "还有尝试次数：从起点重新开始。",
        "没有尝试次数了：显示最长的路线，停止。",
        "每一格都走过：完成巡游，停止。",
    ],
    backtrack: [
        "把骑士放在起点：深度 1。",
        "列出从最新一格到未走格的走法，{order}。",
        "重复：",
        "若放置次数用完预算：停止，未能判定。",
        "若最新一格的列表还有走法：放下下一格（深度 + 1），并列出它的走法。",
        "每一格都放好：完成巡游，停止。",
        "否则退回最新一格（深度 − 1），继续前一格的列表。",
        "起点的列表用完：从这里没有巡游，停止。",
    ],
    by_move_order: "按走法顺序",
    by_edge: "离角落最近的先（边缘分数；平手按走法顺序）",
    by_onward: "后续走法最少的先（平手按走法顺序）",
    fast: [
        "取起点（若有指定，也取终点）。",
        "检查定理：这种巡游能从这里开始吗？",
        "若不能：说明原因，停止。",
        "一边是 3 或 4：逐列构造巡游。",
        "大棋盘：用小棋盘的闭合巡游铺满，再把各块接成一条：",
        "把棋盘切成每边 5 到 13 格的小块。",
        "给每一块自己的闭合巡游（奇数棋盘上，起点所在的块用从起点出发的开放巡游）。",
        "把每一块接到已接好的邻块：各拿掉一步，再放入两步跨过边界。",
        "从起点沿着接好的巡游走一遍。",
        "否则：在预算内搜索所有路线。",
        "预算用完：未能判定，停止。",
        "用验证器检查巡游，然后播放。",
    ],
    v_start: "第 1 步：{sq}。",
    v_start_depth: "深度 1：{sq}。",
    v_start_try: "第 1 次尝试，从 {sq} 开始。",
    v_onward: "从 {from}：{sq} 有 {n} 个后续未走格。",
    v_table: "从 {from}：{sq} 的表值是 {n}。",
    v_first: "{sq} 是第一个候选：保留（{n}）。",
    v_lower: "{n} < {best}（{best_sq}）：保留 {sq}。",
    v_tie: "{n} = {best}：平手，保留 {best_sq}（走法顺序较早）。",
    v_higher: "{n} > {best}：保留 {best_sq}。",
    v_lowered: "{sq} 的表值现在是 {n}。",
    v_move: "第 {n} 步：{sq}。",
    v_stuck: "从 {sq} 一步可到的格子都已走过：走了 {n} 格后卡住。",
    v_complete: "{n} 格全部走过。",
    v_draw: "抽到第 {d} 个方向（按走法顺序计）。",
    v_dead_end: "第 {t} 次尝试走了 {n} 格后结束；目前最长 {best} 格。",
    v_restart: "第 {t} 次尝试从起点开始。",
    v_out_of_tries: "没有尝试次数了：最长的路线有 {best} 格。",
    v_list: "从 {sq}（深度 {d}）：{moves}。",
    v_list_none: "从 {sq}（深度 {d}）：没有能到未走格的走法。",
    v_try: "放下 {sq}：深度 {d}。",
    v_retreat: "退回 {sq}：深度 {d}。",
    v_budget: "已放置 {n} 次：预算用完。",
    v_no_tour: "起点的每一步都试过了：从这里没有巡游。",
    v_theorem_yes: "定理保证这种巡游存在。",
    v_theorem_no: "定理排除了它（原因见棋盘控制项上方）。",
    v_theorem_open: "没有定理能判定；由下一行决定。",
    v_thin: "逐列构造。",
    v_construct: "铺块再接合。",
    v_search: "精确搜索。",
    v_impossible: "这种巡游不存在。",
    v_undecided: "搜索在判定前用完了预算。",
    v_playing: "播放巡游：第 {n} 步，共 {of} 步。",
    v_tiles: "{n} 块，{rows} 行乘 {cols} 列。",
    v_corridor: "从起点到终点的一条块走廊，已是一条 {n} 格的路线。",
    v_tile_tour: "第 {k} 块（共 {n} 块，{h}×{w}）：自己的闭合巡游。",
    v_tile_path: "第 {k} 块（共 {n} 块，{h}×{w}）：从起点出发的开放巡游。",
    v_join: "第 {k} 块接到第 {j} 块：拿掉 {out}；放入 {in}。",
    v_walk: "从 {sq} 沿着接好的巡游走一遍。",
    open_choices: "尚待尝试",
    open_depth: "深度 {d}：{moves}",
    nothing_left: "无",
    attempt_state: "第 {t} 次尝试 · 目前最长 {best} 格",
    list_separator: "、",
};

/// The words of `lang`.
pub fn texts(lang: Lang) -> &'static CodeTexts {
    match lang {
        Lang::En => &EN,
        Lang::ZhHant => &ZH_HANT,
        Lang::ZhHans => &ZH_HANS,
    }
}

/// `algorithm`'s pseudocode in `lang`: each line's ID, indent and words.
pub fn lines_of(lang: Lang, algorithm: Algorithm) -> Vec<(Layout, String)> {
    let t = texts(lang);
    let (layout, words): (&[Layout], &[&str]) = match algorithm {
        Algorithm::Warnsdorff => (&WARNSDORFF, &t.warnsdorff),
        Algorithm::Accessibility => (&ACCESSIBILITY, &t.accessibility),
        Algorithm::Random => (&RANDOM, &t.random),
        Algorithm::Backtrack | Algorithm::BacktrackEdge | Algorithm::BacktrackWarnsdorff => {
            (&BACKTRACK, &t.backtrack)
        }
        Algorithm::Fast => (&FAST, &t.fast),
    };
    let order = match algorithm {
        Algorithm::BacktrackEdge => t.by_edge,
        Algorithm::BacktrackWarnsdorff => t.by_onward,
        _ => t.by_move_order,
    };
    layout
        .iter()
        .zip(words)
        .map(|(&layout, words)| (layout, fill(words, &[("order", &order)])))
        .collect()
}

/// The ID of the pseudocode line that `line` ran.
pub fn line_id(line: &Line) -> &'static str {
    match line {
        Line::Start { .. } => "start",
        Line::Score { .. } => "count",
        Line::Keep { .. } => "keep",
        Line::Lower { .. } => "lower",
        Line::Move { .. } => "move",
        Line::Stuck { .. } | Line::DeadEnd { .. } => "dead-end",
        Line::Draw { .. } => "draw",
        Line::Restart { .. } => "restart",
        Line::OutOfTries { .. } => "give-up",
        Line::List { .. } => "list",
        Line::Try { .. } => "try",
        Line::Retreat { .. } => "retreat",
        Line::OutOfBudget { .. } => "budget",
        Line::NoTour => "no-tour",
        Line::Theorem { .. } => "theorem",
        Line::Method(Method::Thin) => "thin",
        Line::Method(Method::Construct) => "construct",
        Line::Method(Method::Search) => "search",
        Line::Impossible => "impossible",
        Line::Undecided => "unknown",
        _ => "done",
    }
}

/// The ID of the line `line` ran as `algorithm` words it (the accessibility table looks a
/// value up where Warnsdorff counts).
pub fn line_id_of(algorithm: Algorithm, line: &Line) -> &'static str {
    match (algorithm, line) {
        (Algorithm::Accessibility, Line::Score { .. }) => "look",
        _ => line_id(line),
    }
}

/// The ID of the pseudocode line a construction step ran.
pub fn build_id(step: &BuildStep) -> &'static str {
    match step {
        BuildStep::Tiles(_) | BuildStep::Corridor(_) => "tiles",
        BuildStep::TileTour { .. } => "tile-tour",
        BuildStep::Join { .. } => "join",
        _ => "walk",
    }
}

/// What a construction step did, in a sentence; `tiles` is the tiling (the first step).
pub fn build_values(lang: Lang, board: &Board, step: &BuildStep, tiles: &[[u16; 4]]) -> String {
    let t = texts(lang);
    let name = |square: &Square| square.algebraic(board);
    let moves = |pairs: &[(Square, Square); 2]| {
        let named: Vec<String> = pairs
            .iter()
            .map(|(a, b)| format!("{}–{}", name(a), name(b)))
            .collect();
        named.join(t.list_separator)
    };
    let n = tiles.len();
    match step {
        BuildStep::Tiles(tiles) => {
            let rows = tiles.iter().filter(|tile| tile[1] == 0).count();
            let cols = tiles.iter().filter(|tile| tile[0] == 0).count();
            fill(
                t.v_tiles,
                &[("n", &tiles.len()), ("rows", &rows), ("cols", &cols)],
            )
        }
        BuildStep::Corridor(route) => fill(t.v_corridor, &[("n", &route.len())]),
        BuildStep::TileTour { tile, closed, .. } => {
            let [_, _, h, w] = tiles.get(*tile).copied().unwrap_or_default();
            let template = if *closed {
                t.v_tile_tour
            } else {
                t.v_tile_path
            };
            fill(
                template,
                &[("k", &(tile + 1)), ("n", &n), ("h", &h), ("w", &w)],
            )
        }
        BuildStep::Join {
            tile,
            onto,
            removed,
            added,
        } => fill(
            t.v_join,
            &[
                ("k", &(tile + 1)),
                ("j", &(onto + 1)),
                ("out", &moves(removed)),
                ("in", &moves(added)),
            ],
        ),
        BuildStep::Walk { start } => fill(t.v_walk, &[("sq", &name(start))]),
    }
}

/// The values `line` worked on, in a sentence; `visited` counts the squares on the route
/// where it ran.
pub fn values(
    lang: Lang,
    algorithm: Algorithm,
    board: &Board,
    line: &Line,
    visited: usize,
) -> String {
    let t = texts(lang);
    let name = |square: Square| square.algebraic(board);
    let say = |template: &str, values: &[(&str, &dyn Display)]| fill(template, values);
    match *line {
        Line::Start { at } => {
            let template = match algorithm {
                Algorithm::Random => t.v_start_try,
                _ if algorithm.backtracks() => t.v_start_depth,
                _ => t.v_start,
            };
            say(template, &[("sq", &name(at))])
        }
        Line::Score { from, candidate } => {
            let template = match algorithm {
                Algorithm::Accessibility => t.v_table,
                _ => t.v_onward,
            };
            say(
                template,
                &[
                    ("from", &name(from)),
                    ("sq", &name(candidate.square)),
                    ("n", &candidate.score),
                ],
            )
        }
        Line::Keep {
            candidate,
            previous,
        } => keep(t, board, candidate, previous),
        Line::Lower { square, value } => say(t.v_lowered, &[("sq", &name(square)), ("n", &value)]),
        Line::Move { to, number: n } => say(t.v_move, &[("sq", &name(to)), ("n", &n)]),
        Line::Stuck { at } => say(t.v_stuck, &[("sq", &name(at)), ("n", &visited)]),
        Line::Complete => say(t.v_complete, &[("n", &board.square_count())]),
        Line::Draw { direction } => say(t.v_draw, &[("d", &(u32::from(direction) + 1))]),
        Line::DeadEnd {
            attempt,
            length,
            best,
        } => say(
            t.v_dead_end,
            &[
                ("t", &number(attempt.into())),
                ("n", &length),
                ("best", &best),
            ],
        ),
        Line::Restart { attempt } => say(t.v_restart, &[("t", &number(attempt.into()))]),
        Line::OutOfTries { best } => say(t.v_out_of_tries, &[("best", &best)]),
        Line::List { at, options, depth } => list(t, board, at, options, depth),
        Line::Try { square, depth } => say(t.v_try, &[("sq", &name(square)), ("d", &depth)]),
        Line::Retreat { square, depth } => {
            say(t.v_retreat, &[("sq", &name(square)), ("d", &depth)])
        }
        Line::OutOfBudget { placed } => say(t.v_budget, &[("n", &number(placed))]),
        Line::NoTour => t.v_no_tour.to_owned(),
        Line::Theorem { .. } | Line::Method(_) | Line::Impossible | Line::Undecided => {
            fast(t, line).to_owned()
        }
        _ => String::new(),
    }
}

/// A candidate kept or not against the best before it.
fn keep(t: &CodeTexts, board: &Board, candidate: Candidate, previous: Option<Candidate>) -> String {
    let sq = candidate.square.algebraic(board);
    let Some(best) = previous else {
        return fill(t.v_first, &[("sq", &sq), ("n", &candidate.score)]);
    };
    let template = match candidate.score.cmp(&best.score) {
        std::cmp::Ordering::Less => t.v_lower,
        std::cmp::Ordering::Equal => t.v_tie,
        std::cmp::Ordering::Greater => t.v_higher,
    };
    fill(
        template,
        &[
            ("sq", &sq),
            ("n", &candidate.score),
            ("best", &best.score),
            ("best_sq", &best.square.algebraic(board)),
        ],
    )
}

/// A search's list of moves from its newest square.
fn list(t: &CodeTexts, board: &Board, at: Square, options: Choices, depth: u32) -> String {
    let moves: Vec<String> = options
        .squares()
        .iter()
        .map(|s| s.algebraic(board))
        .collect();
    let template = if moves.is_empty() {
        t.v_list_none
    } else {
        t.v_list
    };
    fill(
        template,
        &[
            ("sq", &at.algebraic(board)),
            ("d", &depth),
            ("moves", &moves.join(t.list_separator)),
        ],
    )
}

/// `fast`'s theorem, method and verdicts.
fn fast(t: &CodeTexts, line: &Line) -> &'static str {
    match line {
        Line::Theorem {
            decided: Some(true),
        } => t.v_theorem_yes,
        Line::Theorem {
            decided: Some(false),
        } => t.v_theorem_no,
        Line::Theorem { decided: None } => t.v_theorem_open,
        Line::Method(Method::Thin) => t.v_thin,
        Line::Method(Method::Construct) => t.v_construct,
        Line::Method(Method::Search) => t.v_search,
        Line::Impossible => t.v_impossible,
        _ => t.v_undecided,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_words_every_line_of_every_algorithm() {
        for lang in Lang::ALL {
            for algorithm in Algorithm::ALL {
                let lines = lines_of(lang, algorithm);
                assert!(lines.len() >= 8, "{algorithm:?}");
                for ((id, _), words) in &lines {
                    assert!(
                        !words.is_empty() && !words.contains('{'),
                        "{lang:?} {id}: {words}"
                    );
                }
            }
        }
    }

    #[test]
    fn chinese_panels_have_no_english_words() {
        let board = Board::CHESS;
        for lang in [Lang::ZhHant, Lang::ZhHans] {
            for algorithm in Algorithm::ALL {
                for (_, words) in lines_of(lang, algorithm) {
                    assert!(!has_english(&words), "{words}");
                }
            }
            let samples = [
                Line::Complete,
                Line::NoTour,
                Line::Impossible,
                Line::Undecided,
                Line::Theorem { decided: None },
                Line::Restart { attempt: 3 },
            ];
            for line in samples {
                let sentence = values(lang, Algorithm::Random, &board, &line, 5);
                assert!(!has_english(&sentence), "{sentence}");
            }
            let (a, b) = (Square::new(0, 0), Square::new(1, 2));
            let tiles = [[0, 0, 4, 8], [4, 0, 4, 8]];
            let steps = [
                BuildStep::Tiles(tiles.to_vec()),
                BuildStep::Corridor(vec![a, b]),
                BuildStep::TileTour {
                    tile: 1,
                    route: vec![a, b],
                    closed: true,
                },
                BuildStep::Join {
                    tile: 1,
                    onto: 0,
                    removed: [(a, b), (b, a)],
                    added: [(a, b), (b, a)],
                },
                BuildStep::Walk { start: a },
            ];
            for step in &steps {
                let sentence = build_values(lang, &board, step, &tiles);
                assert!(
                    !sentence.is_empty() && !has_english(&sentence),
                    "{sentence}"
                );
            }
        }
    }

    /// Three Latin letters in a row: square names (a1, h8) never have more than one.
    fn has_english(text: &str) -> bool {
        text.as_bytes()
            .windows(3)
            .any(|w| w.iter().all(u8::is_ascii_alphabetic))
    }

    #[test]
    fn each_line_kind_names_a_line_of_its_algorithm() {
        let square = Square::new(0, 0);
        let cases = [
            (Algorithm::Warnsdorff, Line::Start { at: square }),
            (Algorithm::Accessibility, Line::Lower { square, value: 1 }),
            (Algorithm::Random, Line::Draw { direction: 0 }),
            (Algorithm::Backtrack, Line::Retreat { square, depth: 2 }),
            (Algorithm::Fast, Line::Theorem { decided: None }),
        ];
        for (algorithm, line) in cases {
            let id = line_id_of(algorithm, &line);
            let ids: Vec<&str> = lines_of(Lang::En, algorithm)
                .iter()
                .map(|((id, _), _)| *id)
                .collect();
            assert!(ids.contains(&id), "{algorithm:?}: {id} in {ids:?}");
        }
    }
}
