//! The room's words, in the three languages the page speaks: every sentence of puzzle
//! mode, worded from the room's facts when a view is made, so a language switch rewords
//! what is shown. Templates name their values `{name}` ([`tour_core::text::fill`]); a
//! test holds every language to English's placeholders.

/// One language's words.
#[derive(Debug)]
pub(super) struct Words {
    /// A template of `{piece}`.
    pub(super) puzzle_tagline: &'static str,
    /// A fixed text.
    pub(super) puzzle_level: &'static str,
    /// A fixed text.
    pub(super) puzzle_new: &'static str,
    /// A fixed text.
    pub(super) puzzle_new_title: &'static str,
    /// A fixed text.
    pub(super) puzzle_check: &'static str,
    /// A fixed text.
    pub(super) puzzle_check_title: &'static str,
    /// A fixed text.
    pub(super) puzzle_clear: &'static str,
    /// A fixed text.
    pub(super) puzzle_clear_title: &'static str,
    /// A fixed text.
    pub(super) puzzle_solution: &'static str,
    /// A fixed text.
    pub(super) puzzle_solution_title: &'static str,
    /// A fixed text.
    pub(super) puzzle_making: &'static str,
    /// A fixed text.
    pub(super) puzzle_solving: &'static str,
    /// A fixed text.
    pub(super) puzzle_idle: &'static str,
    /// A fixed text.
    pub(super) puzzle_how: &'static str,
    /// A fixed text.
    pub(super) puzzle_fix_first: &'static str,
    /// A fixed text.
    pub(super) puzzle_none_unique: &'static str,
    /// A fixed text.
    pub(super) puzzle_several: &'static str,
    /// A fixed text.
    pub(super) puzzle_not_found: &'static str,
    /// A fixed text.
    pub(super) puzzle_all_right: &'static str,
    /// A fixed text.
    pub(super) puzzle_empty_check: &'static str,
    /// A fixed text.
    pub(super) puzzle_shown: &'static str,
    /// A template of `{placed}`, `{total}`, `{next}`.
    pub(super) puzzle_status: &'static str,
    /// A template of `{placed}`, `{total}`.
    pub(super) puzzle_status_end: &'static str,
    /// A template of `{time}`, `{hints}`, `{level}`.
    pub(super) puzzle_solved: &'static str,
    /// A template of `{board}`.
    pub(super) puzzle_too_large: &'static str,
    /// A template of `{code}`.
    pub(super) puzzle_code: &'static str,
    /// A template of `{level}`, `{seed}`.
    pub(super) puzzle_about: &'static str,
    /// A template of `{sq}`, `{clue}`, `{n}`.
    pub(super) refused_clue: &'static str,
    /// A template of `{sq}`, `{clue}`.
    pub(super) refused_clue_typed: &'static str,
    /// A template of `{n}`, `{sq}`, `{from}`, `{piece}`.
    pub(super) refused_not_move: &'static str,
    /// A template of `{n}`, `{sq}`.
    pub(super) refused_elsewhere: &'static str,
    /// A template of `{sq}`, `{n}`.
    pub(super) refused_taken: &'static str,
    /// A template of `{n}`, `{max}`.
    pub(super) refused_too_large: &'static str,
    /// A template of `{n}`, `{sq}`, `{p}`, `{psq}`, `{piece}`.
    pub(super) check_not_move: &'static str,
    /// A template of `{n}`, `{a}`, `{b}`.
    pub(super) check_twice: &'static str,
    /// A template of `{n}`, `{sq}`, `{max}`.
    pub(super) check_range: &'static str,
    /// A template of `{sq}`, `{n}`, `{clue}`.
    pub(super) check_on_clue: &'static str,
    /// A template of `{sq}`.
    pub(super) check_off: &'static str,
    /// A template of `{n}`.
    pub(super) check_more: &'static str,
    /// A template of `{n}`, `{placed}`.
    pub(super) check_wrong: &'static str,
    /// A template of `{n}`, `{sq}`, `{a}`, `{asq}`, `{b}`, `{bsq}`, `{piece}`.
    pub(super) ded_between: &'static str,
    /// A template of `{n}`, `{sq}`, `{f}`, `{fsq}`, `{o}`, `{osq}`.
    pub(super) ded_neighbour: &'static str,
    /// A template of `{n}`, `{sq}`, `{f}`, `{fsq}`.
    pub(super) ded_neighbour_end: &'static str,
    /// A template of `{n}`, `{sq}`, `{a}`, `{asq}`, `{am}`, `{b}`, `{bsq}`, `{bm}`.
    pub(super) ded_only_square_two: &'static str,
    /// A template of `{n}`, `{sq}`, `{a}`, `{asq}`, `{am}`.
    pub(super) ded_only_square_one: &'static str,
    /// A template of `{sq}`, `{n}`.
    pub(super) ded_only_number: &'static str,
    /// A fixed text.
    pub(super) ded_ruled_out: &'static str,
    /// A template of `{f}`, `{fsq}`, `{s1}`, `{s2}`, `{a}`, `{b}`.
    pub(super) ded_pair: &'static str,
    /// A template of `{n}`, `{sq}`, `{cut}`.
    pub(super) ded_cut_square: &'static str,
    /// A template of `{n}`, `{sq}`, `{m}`.
    pub(super) ded_cut_number: &'static str,
    /// A template of `{n}`, `{sq}`, `{k}`.
    pub(super) ded_guess: &'static str,
    /// A template of `{n}`, `{sq}`.
    pub(super) ded_refuted: &'static str,
    /// A template of `{n}`, `{sq}`.
    pub(super) ded_only_square_none: &'static str,
    /// A fixed text.
    pub(super) puzzle_keys: &'static str,
    /// A fixed text.
    pub(super) undo: &'static str,
    /// A fixed text.
    pub(super) undo_title: &'static str,
    /// A fixed text.
    pub(super) hint: &'static str,
    /// A fixed text.
    pub(super) hint_title: &'static str,
    /// A fixed text.
    pub(super) level_easy: &'static str,
    /// A fixed text.
    pub(super) level_medium: &'static str,
    /// A fixed text.
    pub(super) level_hard: &'static str,
    /// A fixed text.
    pub(super) piece_knight: &'static str,
    /// A fixed text.
    pub(super) piece_camel: &'static str,
    /// A fixed text.
    pub(super) piece_zebra: &'static str,
    /// A fixed text.
    pub(super) piece_giraffe: &'static str,
    /// A template of `{p}`, `{q}`.
    pub(super) piece_leaper: &'static str,
    /// A template of `{board}`, `{level}`, `{time}`, `{hints}`, `{code}`.
    pub(super) result_puzzle: &'static str,
    /// A fixed text.
    pub(super) share_result: &'static str,
    /// A fixed text.
    pub(super) copied: &'static str,
    /// A fixed text.
    pub(super) copy_failed: &'static str,
    /// A fixed text.
    pub(super) no_tour_open: &'static str,
    /// A fixed text.
    pub(super) no_tour_closed: &'static str,
}

/// English.
pub(super) const EN: Words = Words {
    puzzle_tagline: "Fill in the tour: every number from 1 to the last stands a {piece} move from the number before it.",
    puzzle_level: "Level",
    puzzle_new: "New puzzle",
    puzzle_new_title: "Make a new puzzle for this board, tour and level",
    puzzle_check: "Check",
    puzzle_check_title: "Say what breaks a rule, without giving the answer",
    puzzle_clear: "Clear",
    puzzle_clear_title: "Remove every number of yours (the clues stay)",
    puzzle_solution: "Show solution",
    puzzle_solution_title: "Step through the solution in Watch mode",
    puzzle_making: "Making a puzzle with one solution…",
    puzzle_solving: "Working out this puzzle's solution…",
    puzzle_idle: "Choose a level and press New puzzle, or open a puzzle's link.",
    puzzle_how: "Walk: click the square for the next number, as in Play (a clue's square is clicked like any other). Or type: focus a square with the arrow keys and type its number; Backspace clears it. The bold numbers are the clues.",
    puzzle_fix_first: "Some of your numbers are not where the solution has them, so no hint can build on them: Check, Undo or Clear first.",
    puzzle_none_unique: "No tour agrees with this puzzle's clues: it has no solution.",
    puzzle_several: "More than one tour agrees with these clues, so this puzzle has no single answer.",
    puzzle_not_found: "No puzzle of this level was found for this board: try another level, or New puzzle again.",
    puzzle_all_right: "Every number of yours is right so far.",
    puzzle_empty_check: "Nothing to check yet: place a number first.",
    puzzle_shown: "You have seen the solution; New puzzle makes another.",
    puzzle_status: "{placed} of {total} numbers placed. The walk's next number: {next}.",
    puzzle_status_end: "{placed} of {total} numbers placed.",
    puzzle_solved: "Solved in {time}, with {hints} {hints|hint|hints} ({level}).",
    puzzle_too_large: "Puzzles go up to 12 x 12; this board is {board}.",
    puzzle_code: "Puzzle code: {code}",
    puzzle_about: "Level {level}, seed {seed}",
    refused_clue: "{sq} holds the clue {clue}; it takes no other number ({n} goes elsewhere).",
    refused_clue_typed: "{sq} holds the clue {clue}; it takes no other number.",
    refused_not_move: "{n} cannot go on {sq}: it is not a {piece} move from {from}, where the walk stands.",
    refused_elsewhere: "{n} is already on {sq}: click that square to walk on.",
    refused_taken: "{sq} already holds your {n}: Undo, or focus it and press Backspace.",
    refused_too_large: "Numbers go from 1 to {max}; {n} is too large.",
    check_not_move: "{n} on {sq} is not a {piece} move from {p} on {psq}.",
    check_twice: "{n} is written twice, on {a} and on {b}.",
    check_range: "{n} on {sq} is not a number of this puzzle (1 to {max}).",
    check_on_clue: "{sq} holds the clue {clue}, not {n}.",
    check_off: "{sq} is not a square of this board.",
    check_more: "{n} more {n|problem|problems} after this one.",
    check_wrong: "No rule is broken, but {n} of your {placed} {placed|number is|numbers are} not where the solution has {n|it|them}.",
    ded_between: "{n} must be on {sq}: it is the only empty square a {piece} move from both {a} on {asq} and {b} on {bsq}.",
    ded_neighbour: "{n} must be on {sq}: {f} on {fsq} has only two usable neighbours, {o} on {osq} and {sq}.",
    ded_neighbour_end: "{n} must be on {sq}: {f} on {fsq} is an end of the tour, and {sq} is its only empty neighbour.",
    ded_only_square_two: "{n} must be on {sq}: it is the only empty square {am} {am|move|moves} from {a} on {asq} and {bm} {bm|move|moves} from {b} on {bsq}, over empty squares.",
    ded_only_square_one: "{n} must be on {sq}: it is the only empty square {am} {am|move|moves} from {a} on {asq}, over empty squares.",
    ded_only_number: "{sq} must hold {n}: every other missing number is too far from its placed neighbours to stand there.",
    ded_ruled_out: " (Squares and numbers ruled out by earlier steps are left out.)",
    ded_pair: "{f} on {fsq} has only two usable neighbours, {s1} and {s2}: they hold {a} and {b}, in some order.",
    ded_cut_square: "{n} cannot be on {sq}: then {cut} would be cut off, with no missing number able to reach it.",
    ded_cut_number: "{n} cannot be on {sq}: then {m} would have no square left within reach.",
    ded_guess: "No deduction is left, only a guess: try {n} on {sq}, one of {k} squares left for it.",
    ded_refuted: "{n} is not on {sq}: trying it there leads to a contradiction.",
    ded_only_square_none: "{n} must be on {sq}: it is the only empty square left that it can reach.",
    puzzle_keys: "Arrow keys move between squares; a digit writes on the square (type 1 then 4 for 14); Backspace or Delete clears it; Enter walks there; U undoes; H asks for a hint.",
    undo: "Undo",
    undo_title: "Take back the last number (U)",
    hint: "Hint",
    hint_title: "The next deduction from the numbers placed (H)",
    level_easy: "Easy",
    level_medium: "Medium",
    level_hard: "Hard",
    piece_knight: "knight",
    piece_camel: "camel",
    piece_zebra: "zebra",
    piece_giraffe: "giraffe",
    piece_leaper: "({p},{q})-leaper",
    result_puzzle: "Knight's tour puzzle {board} ({level}) solved in {time} with {hints} {hints|hint|hints}. Puzzle code: {code}",
    share_result: "Share result",
    copied: "Copied",
    copy_failed: "Copying was refused; select the text and press Ctrl+C.",
    no_tour_open: "No tour exists on this board, so there is no puzzle to make.",
    no_tour_closed: "No closed tour exists on this board, so there is no closed puzzle to make: untick Closed.",
};

/// Traditional Chinese.
pub(super) const ZH_HANT: Words = Words {
    puzzle_tagline: "填出整條巡邏：從 1 到最後，每個數字都與前一個數字相隔一個{piece}步。",
    puzzle_level: "難度",
    puzzle_new: "新謎題",
    puzzle_new_title: "按目前棋盤、巡邏與難度出一道新謎題",
    puzzle_check: "檢查",
    puzzle_check_title: "指出違反規則之處，但不透露答案",
    puzzle_clear: "清除",
    puzzle_clear_title: "清除你填寫的所有數字（提示數字保留）",
    puzzle_solution: "顯示答案",
    puzzle_solution_title: "在觀看模式中逐步查看答案",
    puzzle_making: "正在出一道只有唯一解的謎題…",
    puzzle_solving: "正在求出這道謎題的答案…",
    puzzle_idle: "選擇難度後按「新謎題」，或打開一道謎題的連結。",
    puzzle_how: "走法一：像「自己走」一樣，點擊下一個數字所在的格子（走到提示數字時也點擊它的格子）。走法二：用方向鍵移到一格，直接輸入數字；按 Backspace 清除。粗體數字是提示。",
    puzzle_fix_first: "你填的數字中有些與答案不符，提示無法以此為基礎：請先檢查、悔棋或清除。",
    puzzle_none_unique: "沒有任何巡邏符合這道謎題的提示：它無解。",
    puzzle_several: "不止一條巡邏符合這些提示，所以這道謎題沒有唯一答案。",
    puzzle_not_found: "在這個棋盤上沒找到這個難度的謎題：換個難度，或再按一次「新謎題」。",
    puzzle_all_right: "到目前為止，你填的數字都對。",
    puzzle_empty_check: "還沒有可檢查的：先填一個數字。",
    puzzle_shown: "你已看過答案；按「新謎題」再出一道。",
    puzzle_status: "已填 {placed}/{total} 個數字。下一步要走的數字：{next}。",
    puzzle_status_end: "已填 {placed}/{total} 個數字。",
    puzzle_solved: "完成！用時 {time}，用了 {hints} 次提示（{level}）。",
    puzzle_too_large: "謎題最大為 12 x 12；這個棋盤是 {board}。",
    puzzle_code: "謎題代碼：{code}",
    puzzle_about: "難度 {level}，種子 {seed}",
    refused_clue: "{sq} 是提示數字 {clue}，不能填其他數字（{n} 應在別處）。",
    refused_clue_typed: "{sq} 是提示數字 {clue}，不能填其他數字。",
    refused_not_move: "{n} 不能放在 {sq}：它與目前所在的 {from} 不相隔一個{piece}步。",
    refused_elsewhere: "{n} 已經在 {sq}：點擊那一格繼續走。",
    refused_taken: "{sq} 已經填了你的 {n}：可以悔棋，或移到該格按 Backspace。",
    refused_too_large: "數字範圍是 1 到 {max}；{n} 太大了。",
    check_not_move: "{sq} 上的 {n} 與 {psq} 上的 {p} 不相隔一個{piece}步。",
    check_twice: "{n} 填了兩次：在 {a} 和 {b}。",
    check_range: "{sq} 上的 {n} 不在這道謎題的範圍內（1 到 {max}）。",
    check_on_clue: "{sq} 是提示數字 {clue}，不是 {n}。",
    check_off: "{sq} 不是這個棋盤上的格子。",
    check_more: "此外還有 {n} 處問題。",
    check_wrong: "沒有違反規則，但你填的 {placed} 個數字中有 {n} 個與答案不符。",
    ded_between: "{n} 必須在 {sq}：它是唯一同時與 {asq} 上的 {a} 和 {bsq} 上的 {b} 相隔一個{piece}步的空格。",
    ded_neighbour: "{n} 必須在 {sq}：{fsq} 上的 {f} 只有兩個可用的相鄰格，{osq} 上的 {o} 和 {sq}。",
    ded_neighbour_end: "{n} 必須在 {sq}：{fsq} 上的 {f} 是巡邏的一端，而 {sq} 是它唯一的空相鄰格。",
    ded_only_square_two: "{n} 必須在 {sq}：只經過空格時，它是唯一與 {asq} 上的 {a} 相隔 {am} 步、與 {bsq} 上的 {b} 相隔 {bm} 步的空格。",
    ded_only_square_one: "{n} 必須在 {sq}：只經過空格時，它是唯一與 {asq} 上的 {a} 相隔 {am} 步的空格。",
    ded_only_number: "{sq} 必須填 {n}：其他缺少的數字都離它們已填的前後數字太遠，無法放在這裡。",
    ded_ruled_out: "（之前步驟排除的格子和數字不計。）",
    ded_pair: "{fsq} 上的 {f} 只有兩個可用的相鄰格 {s1} 和 {s2}：它們以某種順序填 {a} 和 {b}。",
    ded_cut_square: "{n} 不能在 {sq}：否則 {cut} 會被隔斷，沒有缺少的數字能到達它。",
    ded_cut_number: "{n} 不能在 {sq}：否則 {m} 將沒有能到達的格子。",
    ded_guess: "已經沒有可推理的，只能猜：試著把 {n} 放在 {sq}（它還剩 {k} 個可能的格子）。",
    ded_refuted: "{n} 不在 {sq}：試放在那裡會導致矛盾。",
    ded_only_square_none: "{n} 必須在 {sq}：它是唯一還能到達的空格。",
    puzzle_keys: "方向鍵在格子間移動；數字鍵在格子裡填數（先按 1 再按 4 即為 14）；Backspace 或 Delete 清除；Enter 走到該格；U 悔棋；H 請求提示。",
    undo: "悔棋",
    undo_title: "收回上一個數字（U）",
    hint: "提示",
    hint_title: "根據已填的數字給出下一步推理（H）",
    level_easy: "簡單",
    level_medium: "中等",
    level_hard: "困難",
    piece_knight: "騎士",
    piece_camel: "駱駝",
    piece_zebra: "斑馬",
    piece_giraffe: "長頸鹿",
    piece_leaper: "({p},{q}) 跳子",
    result_puzzle: "騎士巡邏謎題 {board}（{level}）完成，用時 {time}，提示 {hints} 次。謎題代碼：{code}",
    share_result: "分享成績",
    copied: "已複製",
    copy_failed: "瀏覽器拒絕複製；請選取文字後按 Ctrl+C。",
    no_tour_open: "這個棋盤上沒有巡邏，所以出不了謎題。",
    no_tour_closed: "這個棋盤上沒有封閉巡邏，所以出不了封閉謎題：請取消勾選「封閉」。",
};

/// Simplified Chinese.
pub(super) const ZH_HANS: Words = Words {
    puzzle_tagline: "填出整条巡游：从 1 到最后，每个数字都与前一个数字相隔一个{piece}步。",
    puzzle_level: "难度",
    puzzle_new: "新谜题",
    puzzle_new_title: "按当前棋盘、巡游与难度出一道新谜题",
    puzzle_check: "检查",
    puzzle_check_title: "指出违反规则之处，但不透露答案",
    puzzle_clear: "清除",
    puzzle_clear_title: "清除你填写的所有数字（提示数字保留）",
    puzzle_solution: "显示答案",
    puzzle_solution_title: "在观看模式中逐步查看答案",
    puzzle_making: "正在出一道只有唯一解的谜题…",
    puzzle_solving: "正在求出这道谜题的答案…",
    puzzle_idle: "选择难度后按“新谜题”，或打开一道谜题的链接。",
    puzzle_how: "走法一：像“自己走”一样，点击下一个数字所在的格子（走到提示数字时也点击它的格子）。走法二：用方向键移到一格，直接输入数字；按 Backspace 清除。粗体数字是提示。",
    puzzle_fix_first: "你填的数字中有些与答案不符，提示无法以此为基础：请先检查、悔棋或清除。",
    puzzle_none_unique: "没有任何巡游符合这道谜题的提示：它无解。",
    puzzle_several: "不止一条巡游符合这些提示，所以这道谜题没有唯一答案。",
    puzzle_not_found: "在这个棋盘上没找到这个难度的谜题：换个难度，或再按一次“新谜题”。",
    puzzle_all_right: "到目前为止，你填的数字都对。",
    puzzle_empty_check: "还没有可检查的：先填一个数字。",
    puzzle_shown: "你已看过答案；按“新谜题”再出一道。",
    puzzle_status: "已填 {placed}/{total} 个数字。下一步要走的数字：{next}。",
    puzzle_status_end: "已填 {placed}/{total} 个数字。",
    puzzle_solved: "完成！用时 {time}，用了 {hints} 次提示（{level}）。",
    puzzle_too_large: "谜题最大为 12 x 12；这个棋盘是 {board}。",
    puzzle_code: "谜题代码：{code}",
    puzzle_about: "难度 {level}，种子 {seed}",
    refused_clue: "{sq} 是提示数字 {clue}，不能填其他数字（{n} 应在别处）。",
    refused_clue_typed: "{sq} 是提示数字 {clue}，不能填其他数字。",
    refused_not_move: "{n} 不能放在 {sq}：它与目前所在的 {from} 不相隔一个{piece}步。",
    refused_elsewhere: "{n} 已经在 {sq}：点击那一格继续走。",
    refused_taken: "{sq} 已经填了你的 {n}：可以悔棋，或移到该格按 Backspace。",
    refused_too_large: "数字范围是 1 到 {max}；{n} 太大了。",
    check_not_move: "{sq} 上的 {n} 与 {psq} 上的 {p} 不相隔一个{piece}步。",
    check_twice: "{n} 填了两次：在 {a} 和 {b}。",
    check_range: "{sq} 上的 {n} 不在这道谜题的范围内（1 到 {max}）。",
    check_on_clue: "{sq} 是提示数字 {clue}，不是 {n}。",
    check_off: "{sq} 不是这个棋盘上的格子。",
    check_more: "此外还有 {n} 处问题。",
    check_wrong: "没有违反规则，但你填的 {placed} 个数字中有 {n} 个与答案不符。",
    ded_between: "{n} 必须在 {sq}：它是唯一同时与 {asq} 上的 {a} 和 {bsq} 上的 {b} 相隔一个{piece}步的空格。",
    ded_neighbour: "{n} 必须在 {sq}：{fsq} 上的 {f} 只有两个可用的相邻格，{osq} 上的 {o} 和 {sq}。",
    ded_neighbour_end: "{n} 必须在 {sq}：{fsq} 上的 {f} 是巡游的一端，而 {sq} 是它唯一的空相邻格。",
    ded_only_square_two: "{n} 必须在 {sq}：只经过空格时，它是唯一与 {asq} 上的 {a} 相隔 {am} 步、与 {bsq} 上的 {b} 相隔 {bm} 步的空格。",
    ded_only_square_one: "{n} 必须在 {sq}：只经过空格时，它是唯一与 {asq} 上的 {a} 相隔 {am} 步的空格。",
    ded_only_number: "{sq} 必须填 {n}：其他缺少的数字都离它们已填的前后数字太远，无法放在这里。",
    ded_ruled_out: "（之前步骤排除的格子和数字不计。）",
    ded_pair: "{fsq} 上的 {f} 只有两个可用的相邻格 {s1} 和 {s2}：它们以某种顺序填 {a} 和 {b}。",
    ded_cut_square: "{n} 不能在 {sq}：否则 {cut} 会被隔断，没有缺少的数字能到达它。",
    ded_cut_number: "{n} 不能在 {sq}：否则 {m} 将没有能到达的格子。",
    ded_guess: "已经没有可推理的，只能猜：试着把 {n} 放在 {sq}（它还剩 {k} 个可能的格子）。",
    ded_refuted: "{n} 不在 {sq}：试放在那里会导致矛盾。",
    ded_only_square_none: "{n} 必须在 {sq}：它是唯一还能到达的空格。",
    puzzle_keys: "方向键在格子间移动；数字键在格子里填数（先按 1 再按 4 即为 14）；Backspace 或 Delete 清除；Enter 走到该格；U 悔棋；H 请求提示。",
    undo: "悔棋",
    undo_title: "收回上一个数字（U）",
    hint: "提示",
    hint_title: "根据已填的数字给出下一步推理（H）",
    level_easy: "简单",
    level_medium: "中等",
    level_hard: "困难",
    piece_knight: "骑士",
    piece_camel: "骆驼",
    piece_zebra: "斑马",
    piece_giraffe: "长颈鹿",
    piece_leaper: "({p},{q}) 跳子",
    result_puzzle: "骑士巡游谜题 {board}（{level}）完成，用时 {time}，提示 {hints} 次。谜题代码：{code}",
    share_result: "分享成绩",
    copied: "已复制",
    copy_failed: "浏览器拒绝复制；请选中文字后按 Ctrl+C。",
    no_tour_open: "这个棋盘上没有巡游，所以出不了谜题。",
    no_tour_closed: "这个棋盘上没有闭合巡游，所以出不了闭合谜题：请取消勾选“闭合”。",
};

/// Each template's placeholders, as English writes them.
#[cfg(test)]
pub(super) const PLACEHOLDERS: &[(&str, &[&str])] = &[
    ("puzzle_tagline", &["piece"]),
    ("puzzle_status", &["placed", "total", "next"]),
    ("puzzle_status_end", &["placed", "total"]),
    ("puzzle_solved", &["time", "hints", "level"]),
    ("puzzle_too_large", &["board"]),
    ("puzzle_code", &["code"]),
    ("puzzle_about", &["level", "seed"]),
    ("refused_clue", &["sq", "clue", "n"]),
    ("refused_clue_typed", &["sq", "clue"]),
    ("refused_not_move", &["n", "sq", "from", "piece"]),
    ("refused_elsewhere", &["n", "sq"]),
    ("refused_taken", &["sq", "n"]),
    ("refused_too_large", &["n", "max"]),
    ("check_not_move", &["n", "sq", "p", "psq", "piece"]),
    ("check_twice", &["n", "a", "b"]),
    ("check_range", &["n", "sq", "max"]),
    ("check_on_clue", &["sq", "n", "clue"]),
    ("check_off", &["sq"]),
    ("check_more", &["n"]),
    ("check_wrong", &["n", "placed"]),
    ("ded_between", &["n", "sq", "a", "asq", "b", "bsq", "piece"]),
    ("ded_neighbour", &["n", "sq", "f", "fsq", "o", "osq"]),
    ("ded_neighbour_end", &["n", "sq", "f", "fsq"]),
    (
        "ded_only_square_two",
        &["n", "sq", "a", "asq", "am", "b", "bsq", "bm"],
    ),
    ("ded_only_square_one", &["n", "sq", "a", "asq", "am"]),
    ("ded_only_number", &["sq", "n"]),
    ("ded_pair", &["f", "fsq", "s1", "s2", "a", "b"]),
    ("ded_cut_square", &["n", "sq", "cut"]),
    ("ded_cut_number", &["n", "sq", "m"]),
    ("ded_guess", &["n", "sq", "k"]),
    ("ded_refuted", &["n", "sq"]),
    ("ded_only_square_none", &["n", "sq"]),
    ("piece_leaper", &["p", "q"]),
    (
        "result_puzzle",
        &["board", "level", "time", "hints", "code"],
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// The `{name}`s a text uses, without plural forms.
    fn names(text: &str) -> Vec<&str> {
        let mut names: Vec<&str> = text
            .split('{')
            .skip(1)
            .filter_map(|part| part.split('}').next())
            .map(|inside| inside.split('|').next().unwrap_or(inside))
            .collect();
        names.sort_unstable();
        names.dedup();
        names
    }

    #[test]
    fn every_language_uses_each_template_s_placeholders() {
        for words in [&EN, &ZH_HANT, &ZH_HANS] {
            let debug = format!("{words:?}");
            for (key, wanted) in PLACEHOLDERS {
                let start = debug.find(&format!("{key}: \"")).expect(key) + key.len() + 3;
                let text = &debug[start..];
                let text = &text[..text.find("\", ").unwrap_or(text.len())];
                let mut wanted = wanted.to_vec();
                wanted.sort_unstable();
                assert_eq!(names(text), wanted, "{key}: {text}");
            }
        }
    }
}
