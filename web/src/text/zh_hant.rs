//! 繁體中文 (Traditional Chinese).

use tour_core::Algorithm;

use super::{Named, Shortcut, Texts};
use crate::address::Param;
use crate::model::{Filter, GalleryTour, Mode, SeedOrder, Theme};
use tour_core::study::Transform;

/// The Traditional Chinese texts.
pub(super) const TEXTS: Texts = Texts {
    title: "騎士巡邏",
    tagline: "點選一格作為{piece}的起點，看它能否把每一格都恰好走過一次。",
    language: "語言",
    theme: "主題",
    idle_prompt: "點選一格（或用方向鍵移到一格再按 Enter）作為起點。",
    engine_loading: "正在載入搜尋引擎… 按「取消」可停止。",
    how_it_works: "原理說明",
    keyboard: "鍵盤操作",
    a_settings: "設定",
    a_presets: "常用棋盤",
    a_dismiss: "關閉",
    a_view: "播放內容",
    a_playback: "播放控制",
    play: "播放",
    pause: "暫停",
    replay: "重播",
    play_title: "播放（空白鍵）",
    pause_title: "暫停（空白鍵）",
    replay_title: "從頭再播一次（空白鍵）",
    cancel: "取消",
    cancel_title: "停止（Esc）",
    route: "路線",
    search: "搜尋過程",
    to_start_title: "跳到開頭（Home）",
    back_title: "上一步（←）",
    forward_title: "下一步（→）",
    to_end_title: "跳到結尾（End）",
    restart_title: "從第 1 步重播（R）",
    speed: "速度",
    rows: "列數",
    columns: "行數",
    set_board: "設定棋盤",
    algorithm: "演算法",
    move_order: "走法順序",
    closed_label: "封閉巡邏（終點與起點相差一步馬步）",
    starts_button: "哪些格子可以當起點？",
    degrees_button: "在每一格顯示出路數",
    mode_label: "模式",
    ends_title: "起點與終點",
    finish_on: "指定終點…",
    clear_end: "不指定終點",
    pick_end_prompt: "請點選巡邏要結束的格子（隨時按住 Shift 點選也可以）。",
    starts_legend_end: "有圈的格子可以開始一條在指定終點結束的巡邏；變暗的格子不行。",
    closed_dropped: "已取消勾選封閉巡邏：在指定格子結束的巡邏是開放巡邏。",
    stat_board: "棋盤",
    stat_start: "起點",
    stat_result: "結果",
    stat_placed: "放置次數",
    stat_taken_back: "退回次數",
    stat_tries: "嘗試次數",
    stat_search_step: "搜尋步驟",
    stat_depth: "深度",
    stat_shown: "已顯示",
    stat_tours: "巡邏數",
    stat_solve_time: "計算時間",
    open: "開放",
    closed: "封閉",
    result_budget: "預算用完",
    result_no_tour: "從這一格出發沒有巡邏",
    result_undecided: "未能判定",
    survey_title: "所有起點",
    survey_hint: "從每一格各跑一次所選的演算法（如種子 004 的做法），並依結果為每一格上色。",
    survey_button: "測試所有起點",
    show_heatmap: "顯示熱度圖",
    hide_heatmap: "顯示路線",
    starts_run: "已測試起點",
    time: "時間",
    tally_open: "開放巡邏",
    tally_closed: "封閉巡邏",
    tally_stuck: "卡住",
    tally_budget: "預算用完",
    tally_no_tour: "沒有巡邏",
    tally_tries: "嘗試次數用完",
    tally_undecided: "未能判定",
    legend_label: "熱度圖圖例",
    legend_open: "開放巡邏",
    legend_closed: "封閉巡邏",
    legend_stuck: "走了這麼多步後卡住（走過的格子比步數多一）",
    legend_budget: "預算用完",
    legend_no_tour: "沒有巡邏",
    legend_tries: "隨機走法用完嘗試次數",
    legend_undecided: "未能判定：搜尋在預算用完時停止",
    large_note: "測試所有起點與起點標示只適用於 50×50 以內、每一格都畫出來的棋盤。",
    starts_legend_open: "有綠框的格子可以作為巡邏的起點；變暗的格子不行（點選可看原因）。",
    starts_legend_closed: "有綠框的格子可以作為封閉巡邏的起點；變暗的格子不行（點選可看原因）。",
    why_title: "為什麼走這一步",
    chosen_mark: "　← 選中",
    unit_onward: "出路數",
    unit_table: "表值",
    tie_and: "與",
    why_done: "每一格都走過了：沒有下一步要說明。",
    reason_parity: "棋盤的格數是奇數，而每個馬步都會換顏色，所以巡邏必須從角落的顏色出發；這一格是另一種顏色",
    reason_both_odd: "兩邊都是奇數，所以某一種顏色的格子比較多；封閉巡邏顏色交替，無法走遍（Schwenk 定理，條件 a）",
    reason_thin: "這個棋盤沒有任何巡邏：開放巡邏需要 1×1、3×4、3×n（n ≥ 7）、4×n（n ≥ 5），或兩邊都至少 5",
    reason_end_is_start: "巡邏的最後一格不是第一格：中間要走過其他每一格",
    reason_ends_same_colour: "棋盤的格數是偶數，所以巡邏走奇數步，終點與起點顏色不同；這兩格顏色相同",
    reason_end_minority: "棋盤的格數是奇數，所以巡邏的起點和終點都是角落的顏色；指定的最後一格是另一種顏色",
    reason_inner_row: "在四格寬的棋盤上，開放巡邏的兩端都在外側兩列；這一格在內側的列",
    reason_end_inner_row: "在四格寬的棋盤上，開放巡邏的兩端都在外側兩列；指定的最後一格在內側的列",
    reason_no_completion: "逐行追蹤巡邏穿過棋盤的每一種方式，找不到這樣的巡邏",
    side_rows: "列數",
    side_cols: "行數",
    walk_visited: "已經走過了",
    walk_hole: "是洞，不是棋盤上的格子",
    walk_end_too_soon: "是指定的最後一格（end=），但還有其他格子沒走過",
    flag_values: "1 或 0",
    needs_start: "網址參數 autoplay=1 需要 start=格子（例如 start=g3）；請點選一格開始。",
    reason_closed_no_end: "closed=1 要求封閉巡邏，它會回到起點，沒有可指定的最後一格",
    list_sep: "、",
    share: "分享",
    share_title: "目前畫面的連結與嵌入碼",
    share_link: "正好連到這個畫面的連結",
    share_embed: "嵌入網頁（iframe）",
    copied: "已複製",
    close: "關閉",
    copy_link: "複製連結",
    copy_embed: "複製嵌入碼",
    copy_failed: "瀏覽器拒絕複製；請選取文字後按 Ctrl+C。",
    imp_empty: "沒有可讀取的走法列表、編號棋盤或 JSON",
    import_title: "匯入",
    import_hint: "貼上走法列表（a1 b3 c5 …）、編號棋盤（每列是步數，0 表示沒走過的格子）或一次執行的 JSON。",
    import_button: "顯示在棋盤上",
    export_title: "匯出",
    about_title: "這條巡邏的特點",
    gallery_title: "名局：歷史上著名的巡邏",
    // The study room: About this tour and the gallery.
    st_closed: "封閉：最後一格與第一格相距一步馬步，路線首尾相接成環。",
    st_open: "開放：最後一格與第一格不相距一步馬步。",
    st_show_sums: "顯示各行列的和",
    st_hide_sums: "隱藏各行列的和",
    st_no_symmetry: "沒有對稱：棋盤無論旋轉或翻轉，路線都不會與原來重合。",
    st_show_pair: "顯示配對的一步",
    st_not_bisected: "不是二分：路線的前一半沒有填滿半個棋盤。",
    st_quadrisected: "四分：路線的每四分之一恰好填滿棋盤的一個象限。",
    st_uncrossed: "無交叉：路線的連線從不自我交叉。",
    st_filter: "只顯示",
    st_source: "出處：",
    st_show: "在棋盤上顯示",
    st_none_left: "名局中沒有同時具備這些性質的巡邏。",
    st_semi_magic: "半幻方：每一列、每一行的數字和都是 {n}。",
    st_magic: "幻方：每一列、每一行和兩條長對角線的數字和都是 {n}。",
    st_not_magic: "不是幻方：各列的和在 {low} 與 {high} 之間。",
    st_symmetric: "對稱：{name}後，路線與原來重合。",
    st_paired: "棋盤上畫出了第 {a} 步和它的像，第 {b} 步。",
    st_bisected_top_bottom: "二分：第 1 到 {n} 格恰好填滿上半或下半棋盤。",
    st_bisected_left_right: "二分：第 1 到 {n} 格恰好填滿左半或右半棋盤。",
    st_crossings: "路線的連線自我交叉於 {n} 個點。",
    st_by: "{author}，{when}",
    st_circa: "約 {year} 年",
    st_when: "{year} · {rows}×{cols}",
    st_unknown: "名局中沒有叫「{id}」的巡邏，請從下面選一個。",
    st_transform: Named::Match(st_transform),
    st_filter_name: Named::Match(st_filter_name),
    tour_title: Named::Match(gallery_tour_title),
    tour_why: Named::Match(gallery_tour_why),
    tour_author: Named::Match(gallery_tour_author),
    tour_note: Named::Match(gallery_tour_note),
    engine_failed: "搜尋引擎發生錯誤而停止，這項工作也隨之中止。請再試一次。",
    // The board drawn before the app runs, and what the page says after it starts.
    first_loading: "正在載入求解器…",
    first_kept: "正在載入求解器…已選 {sq}：程式一準備好就會回應。",
    first_failed: "無法載入求解器。請重新載入頁面再試一次。",
    after_panic: "頁面因錯誤而停止。這個連結會重新開啟剛才的畫面：",
    after_reload: "重新載入",
    after_offline: "此瀏覽器無法離線使用本程式。",
    copy_board: "複製編號棋盤",
    copy_moves: "複製走法列表",
    dl_board: "下載編號棋盤（.txt）",
    dl_moves: "下載走法列表（.txt）",
    dl_json: "下載 JSON",
    dl_svg: "下載 SVG",
    dl_png: "下載 PNG",
    imported: "已匯入",
    keys_arrows: "方向鍵",
    keys_arrows_help: " 在格子間移動；",
    keys_enter_help: " 從選中的格子開始；路線已從這格出發時，播放或暫停",
    play_tagline: "自己移動騎士：每次走一個馬步，每一格恰好走過一次。",
    play_prompt: "輪到你了：點選任一格（或用方向鍵移到一格再按 Enter）放下{piece}。",
    play_how_to: "點選一格（或用方向鍵移到一格再按 Enter）放下騎士，然後每次走一個馬步，只能走到還沒走過的格子。走遍所有格子就完成巡邏；最後一格與起點相隔一個馬步就是封閉巡邏。卡住了？可以悔棋、回到任何較早的一步，或按「提示」：它會指出一步仍能完成整條巡邏的走法，或說明為什麼已經不可能。Warnsdorff 的建議：走向出路最少的格子（打開「在每一格顯示出路數」即可看到）。",
    undo: "悔棋",
    undo_title: "收回上一步（U）",
    hint: "提示",
    hint_title: "找一步仍能完成整條巡邏的走法（H）",
    start_over: "重新開始",
    legal: "顯示合法走法",
    moves_title: "你的走法",
    stat_moves: "步數",
    stat_time: "時間",
    stat_take_backs: "悔棋次數",
    hint_start: "任何一格都可以當起點；有綠框的格子可以開始一條巡邏。",
    hint_searching: "正在尋找仍能完成巡邏的走法……",
    play_keys_enter: "：把{piece}放到或移到選定的格子",
    play_keys_help: "U／Backspace 悔棋、H 提示",
    compare_with: "比較對象",
    compare_prompt: "點選任一棋盤上的一格：兩種演算法都從那裡出發，同步播放。",
    per_second: "每秒 {n} 步",
    speed_title: "每秒 {min} 到 {max} 步",
    truncated: "搜尋過程只顯示前 {n} 步。",
    board_value: "{rows} × {cols}（{n} 格）",
    start_value: "{sq}（教材的座標 {seed}：列、行，從左上角的 0 數起）",
    algo_value: "{algo} · 順序 {order}",
    of_value: "{k} / {n}",
    shown_value: "{k} / {n} 格",
    result_complete: "完整巡邏（{kind}）",
    result_stuck: "走了 {n} 格後在 {at} 卡住",
    result_tries: "沒有巡邏；最長走了 {n} 格",
    count_open: "從 {sq} 出發有 {n} 條開放巡邏",
    count_closed: "有 {n} 條封閉巡邏經過 {sq}",
    size_hint: "列數與行數為 1 到 {max}。",
    end_value: "終點：{sq}",
    end_dropped: "勾選封閉巡邏後，已放開最後一格 {sq}：封閉巡邏結束在離起點一步之處。",
    end_needs_fast: "只有 fast 會以指定的格子結束；{algo} 依照自己的規則走。",
    starts_unknown: "虛線框的格子未能判定：從每一格出發的搜尋都在用完放置 {budget} 次的預算時停止。",
    starts_all_unknown: "每一格都是虛線框：沒有規則能判定{piece}在這個棋盤上可以從哪裡開始巡邏，而從每一格出發的搜尋都在用完放置 {budget} 次的預算時停止。",
    starts_large: "起點標示要畫出每一格，所以棋盤不能超過 {max} × {max} 格；這個棋盤是 {board}。",
    sq_end: "{label}，終點",
    complete: "巡邏完成：{area}/{area}（{kind}）",
    stuck: "走了 {moves} 步後在 {at} 卡住：馬步範圍內已沒有未走過的格子（走過 {len}/{area} 格）",
    playing: "播放中：第 {k} 步，共 {n} 步，{piece}在 {at}",
    paused: "已暫停：第 {k} 步，共 {n} 步，{piece}在 {at}",
    solving: "正在以 {algo} 從 {start} 求解… 已放置 {placed} 次，深度 {depth} 格。按「取消」可停止。",
    solving_longer: "從 {start} 的快速搜尋未找到答案，正在以引擎搜尋更久… 已放置 {placed} 次，深度 {depth} 格。按「取消」可停止。",
    search_longer: "搜尋更久：最多放置 {budget} 次",
    surveying: "正在以 {algo} 測試所有起點… 已完成 {done}/{total} 個起點。按「取消」可停止。",
    search_playing: "播放搜尋過程：第 {k} 步，共 {n} 步，深度 {depth} 格（放置 {placed} 次，退回 {back} 次）",
    search_paused: "搜尋過程已暫停：第 {k} 步，共 {n} 步，深度 {depth} 格（放置 {placed} 次，退回 {back} 次）",
    budget: "放置 {placed} 次後用完預算：搜尋停止時路線上有 {len}/{area} 格",
    no_tour: "從 {start} 出發沒有巡邏：搜尋試過所有路線（放置 {placed} 次，退回 {back} 次），沒有一條走遍 {board} 棋盤",
    tries: "嘗試 {tries} 次都沒有巡邏：最長的隨機走法走過 {len}/{area} 格",
    impossible: "從 {start} 出發沒有巡邏：{why}。",
    undecided: "從 {start} 出發尚無定論：沒有規則能判定這一格，而搜尋在用完 {placed} 次放置的預算時停止，既沒找到巡邏，也沒排除巡邏。兩種情況都還沒有證明",
    undecided_exists: "從 {start} 出發的巡邏存在（有定理或規則可證），但搜尋在用完 {placed} 次放置的預算時停止，尚未找到",
    imported_path: "一條走過 {len}/{area} 格的{piece}路徑，不是完整巡邏",
    cancelled: "已取消從 {start} 的搜尋（放置了 {placed} 次）。點選一格重新開始。",
    survey_cancelled: "已取消測試（完成 {done}/{total} 個起點）；熱度圖顯示已完成的部分。",
    refused_start: "無法從 {start} 求解：它不是 {board} 棋盤上的格子。",
    refused_invalid: "內部錯誤：求解器產生了驗證器不接受的路線（{why}），因此不顯示。",
    refused_end: "無法以 {end} 結束：它不是 {board} 棋盤上的格子。",
    refused_end_fast: "只有 fast 能以指定的格子結束；{algo} 依照自己的規則走。請選 fast，或清除最後一格。",
    compare_result: "{algo}：{result}",
    compare_line: "{first} · {second}",
    compare_playing: "播放中——{sides}",
    compare_paused: "已暫停——{sides}",
    compare_moving: "第 {k} 步，共 {n} 步，{piece}在 {at}",
    result_impossible: "從 {start} 出發沒有巡邏：{why}",
    survey_summary: "測試了 {scope}：{complete} 個有巡邏（開放 {open}、封閉 {closed}）。{failures}{undecided}{time}。點選一格播放該起點的過程。",
    scope_all: "{n} 個起點",
    scope_partial: "{n}/{total} 個起點（未完成）",
    fails_few: "從 {list} 出發失敗。",
    fails_many: "從 {n} 個起點出發失敗，包括 {list}。",
    undecided_few: "從 {list} 出發未能判定：搜尋在預算用完時停止。",
    undecided_many: "從 {n} 個起點出發未能判定，包括 {list}：搜尋在預算用完時停止。",
    dur_ms: "{n} 毫秒",
    dur_s: "{n} 秒",
    why_intro: "{piece}從 {from} 可以走到：",
    onward: "{n} 條出路",
    table_value: "表值 {n}",
    candidate: "{name}：{what}",
    only_one: "{sq} 是馬步範圍內唯一未走過的格子。",
    tie: "{list} 同為 {what}：在 {order} 走法順序中 {sq} 排在前面。",
    fewest: "{sq} 的{unit}最少（{score}），所以{piece}走到那裡：出路少的格子要先走，免得之後變成死路。",
    dead_end: "在 {at} 走進死路：從那裡出發的每個馬步都落在走過的格子上，而這個規則不會回頭。還有 {n} 格（有外框）再也到不了。",
    reason_narrow: "寬 {side} 格的棋盤沒有封閉巡邏（Schwenk 定理，條件 b）",
    reason_three: "3×{long} 沒有封閉巡邏（Schwenk 定理，條件 c）",
    reason_exhausted: "從那裡繼續的每一種走法都試過了（共 {positions} 步），沒有一種能走遍所有格子",
    e_board_range: "棋盤的{side}必須在 {min} 到 {max} 之間，收到的是 {value}",
    e_board_malformed: "棋盤大小「{text}」不是「列數x行數」的格式（例如 8x8 或 9x10）；每邊在 {min} 到 {max} 之間",
    e_square_malformed: "格子「{text}」既不是代數記法（例如 e4），也不是種子座標 列,行（例如 5,6）",
    e_square_off: "格子「{text}」不在 {board} 棋盤上：直行是 {first}..{last}，橫列是 1..{rows}；種子座標是 0..{max_row},0..{max_col}",
    square_hole: "{sq} 是洞，不是棋盤上的格子",
    notice_value: "網址參數 {name}=\"{text}\" 必須是 {accepted}。{fallback}",
    notice_why: "網址參數 {name}=\"{text}\"：{why}。{fallback}",
    notice_unknown: "網址參數「{key}」無法辨識，已忽略；可用的參數有 {known}。",
    notice_only_in: "網址參數 {name}=\"{text}\" 只在 mode={mode} 時有效，已忽略。",
    notice_walk: "網址參數 walk：第 {k} 步（\"{text}\"）{why}；保留它之前的 {kept} 步。",
    start_not_walk: "網址參數 start=\"{text}\"：走法（walk=）從 {sq} 開始，依走法進行。",
    walk_not_square: "不是棋盤上的格子（{why}）",
    walk_not_move: "不是從 {from} 出發的馬步",
    too_large: "自己走、比較和謎題模式需要不超過 {max} × {max} 格的棋盤。",
    two_sentences: "{first}{second}",
    range: "{min} 到 {max} 之間的整數",
    at_least: "從 {min} 起的整數",
    or_list: "{list} 或 {last}",
    lang_unavailable: "無法載入{lang}的文字，頁面維持{kept}。",
    imp_ragged: "第 {row} 列有 {found} 個數字，第一列有 {expected} 個",
    imp_repeated: "第 {n} 步出現了兩次",
    imp_missing: "缺少第 {n} 步，但後面的步數還在",
    imp_not_square: "第 {k} 項：{why}",
    imp_off: "第 {k} 步不在棋盤上",
    imp_revisit: "第 {k} 步：{sq} 已在第 {first} 步走過",
    imp_not_move: "第 {k} 步：從 {from} 到 {to} 不是馬步",
    imp_incomplete: "路線只走過 {visited}/{area} 格",
    imp_intro: "無法匯入：{why}。",
    imp_json_at: "JSON 在第 {line} 行第 {column} 個字元處中斷或格式錯誤",
    imp_json_missing: "JSON 裡沒有「{field}」",
    imp_json_field: "無法讀取 JSON 的「{field}」：值的類型不對，或這個鍵出現了兩次",
    sq_move: "{name}，第 {step} 步",
    sq_knight: "{name}，{piece}在此，第 {step} 步",
    sq_legal: "{label}，合法走法",
    sq_can_start: "{label}，可以作為巡邏的起點",
    sq_no_start: "{label}，不能作為巡邏的起點",
    sq_undecided: "{label}，未能判定",
    sq_survey: "{name}：{result}",
    board_label: "{board} 棋盤；用方向鍵在格子間移動，按 Enter 開始",
    board_label_compare: "{board} 棋盤；用方向鍵在格子間移動，按 Enter 開始 · {algo}",
    large_label: "{board} 棋盤，路線畫成一條線；點選一格，或用方向鍵與 Enter 選擇起點",
    play_moving: "已走 {k}/{n} 格；{piece}在 {at}，有 {moves} 個合法走法。",
    play_complete: "成功了！你用 {time} 走完全部 {area} 格，是一條{kind}巡邏！",
    play_dead_end: "在 {at} 走進死路：馬步範圍內已沒有未走過的格子，還有 {left} 格沒走到。請悔棋，或回到較早的一步。",
    not_a_move: "{to} 不是從 {from} 出發的馬步。",
    visited: "{sq} 已經走過了（第 {k} 步）。",
    on_walk: "{sq} 在你走過的路線上（第 {k} 步），所以保留：要移除它，請先退回到它之前。",
    end_too_soon: "{sq} 是終點：要最後才走到。",
    go_back: "回到第 {k} 步（{sq}）",
    hint_move: "試試 {sq}：從那裡仍能完成巡邏。",
    hint_move_closed: "試試 {sq}：從那裡仍能完成封閉巡邏。",
    lost: "從這裡已無法完成巡邏：{why}。請悔棋回到較早的一步。",
    lost_back_to: "從這裡已無法完成巡邏：{why}。悔棋到第 {k} 步：從那裡仍能完成巡邏。",
    lost_start_over: "從這裡已無法完成巡邏：{why}。從這個起點根本沒有巡邏：請從另一格重新開始。",
    lost_dead_end: "在 {sq} 的{piece}一步範圍內已沒有未走過的格子",
    lost_cut: "{sq} 再也走不到了，因為所有與它相隔一個馬步的格子都已走過",
    lost_no_way_back: "封閉巡邏必須停在距 {sq} 一個馬步的格子，而這些格子都已走過",
    lost_two_ends: "{a} 和 {b} 都只剩一條進路、沒有出路，兩格都得是最後一格",
    lost_exhausted: "從這裡繼續的每一種走法都試過了（共 {positions} 步），沒有一種能走遍所有格子",
    hint_unknown: "尚無定論：搜尋在用完 {positions} 步的預算時停止，沒找到能繼續的走法。什麼也沒有證明：從這裡仍可能完成巡邏。",

    // The code panel.
    code_title: "程式碼",
    code_toggle: "顯示程式碼",
    code_follow_search: "程式碼跟著搜尋走：每一次放置與退回。",
    code_show_search: "跟著搜尋",
    code_truncated: "此面板只跟隨這次執行的前 {n} 行。",
    code_warnsdorff: [
        "把{piece}放在起點：第 1 步。",
        "當還有未走過的格子：",
        "依走法順序，對每一步可到的未走格：",
        "數出從它再走一步可到的未走格數。",
        "若數目小於目前最佳就保留它（平手保留較早者）。",
        "若一格也沒有：卡住，停止。",
        "走到保留的那一格：下一步。",
        "每一格都走過：完成巡邏。",
    ],
    code_accessibility: [
        "把每格的走法數填入表中；把{piece}放在起點：第 1 步。",
        "當還有未走過的格子：",
        "依走法順序，對每一步可到的未走格：",
        "查出它在表中的值。",
        "若值小於目前最佳就保留它（平手保留較早者）。",
        "把它在表中的值減一。",
        "若一格也沒有：卡住，停止。",
        "走到保留的那一格：下一步。",
        "每一格都走過：完成巡邏。",
    ],
    code_random: [
        "把{piece}放在起點：第 1 次嘗試。",
        "重複：",
        "隨機抽一個方向；從它起（依走法順序循環）取第一個能到未走格的方向。",
        "走過去。",
        "若都不行，這次嘗試結束；若是最長的就記下來。",
        "還有嘗試次數：從起點重新開始。",
        "沒有嘗試次數了：顯示最長的路線，停止。",
        "每一格都走過：完成巡邏，停止。",
    ],
    code_backtrack: [
        "把{piece}放在起點：深度 1。",
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
    code_fast: [
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
    v_theorem_no: "定理排除了它（原因見上方的狀態列）。",
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
    v_join: "第 {k} 塊接到第 {j} 塊：拿掉 {out}；放入 {put_in}。",
    v_walk: "從 {sq} 沿著接好的巡邏走一遍。",
    open_choices: "尚待嘗試",
    open_depth: "深度 {d}：{moves}",
    nothing_left: "無",
    attempt_state: "第 {t} 次嘗試 · 目前最長 {best} 格",

    // Holes and other pieces.
    reason_single: "棋盤只有一格：它本身就是開放巡邏，但封閉巡邏需要一步回到起點",
    e_no_squares: "每一格都是洞；棋盤至少要留一格",
    reason_isolated: "{sq} 沒有任何一步能走到其他格，所以巡邏無法進出這一格",
    reason_lattice: "{piece}的兩個步長都是 {step} 的倍數，所以從起點只能到達列、行相差 {step} 的倍數的格子；{sq} 不是",
    reason_other_colour: "{piece}每一步都保持格子的顏色，所以永遠到不了另一種顏色的 {sq}",
    reason_disconnected: "從起點沒有任何一連串的步能到達 {sq}：洞把棋盤切成{piece}無法跨越的幾塊",
    reason_all_lattice: "{piece}的兩個步長都是 {step} 的倍數，所以從任何一格都只能到達列、行相差 {step} 的倍數的格子",
    reason_all_other_colour: "{piece}每一步都保持格子的顏色，所以從任何一格出發都永遠到不了另一種顏色的格子",
    reason_all_disconnected: "洞把棋盤切成{piece}無法跨越的幾塊",
    board_no_tour: "這個棋盤上沒有任何一格能開始{piece}的巡邏：{why}。",
    board_no_closed_tour: "這個棋盤上沒有任何一格能開始{piece}的封閉巡邏：{why}。",
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
    e_leaper: "棋子必須是 knight（騎士）、camel（駱駝）、zebra（斑馬）、giraffe（長頸鹿）或 P,Q（兩個 0 到 {max} 的步長，不能都是 0，例如 1,3）",
    piece: "棋子",
    custom_piece: "(p,q) 跳子…",
    steps: "步長 p,q",
    set_steps: "設定",
    edit_board: "編輯棋盤",
    edit_hint: "點選或拖過格子來移除或放回；棋盤大小不變。",
    editing_prompt: "正在編輯棋盤：點選一格會移除它，點選已移除的格子會把它放回（拖過可一次處理好幾格）。關閉「編輯棋盤」後才能再選起點。",
    shape_presets: "試試這些棋盤",
    preset_centre: "去掉中央的 8×8",
    preset_plus: "十字形（去掉四角的 9×9）",
    preset_corners: "去掉四個角的 10×10",
    preset_seeds: "範例文章的 8×8",
    clear_holes: "放回所有格子",
    knight: "騎士 (1,2)",
    camel: "駱駝 (1,3)",
    zebra: "斑馬 (2,3)",
    giraffe: "長頸鹿 (1,4)",
    piece_knight: "騎士",
    piece_camel: "駱駝",
    piece_zebra: "斑馬",
    piece_giraffe: "長頸鹿",
    piece_leaper: "({p},{q}) 跳子",
    a_hole: "{sq}：洞；點選可放回",
    closed_label_any: "封閉巡邏（終點與起點相差一步）",
    stuck_any: "走了 {moves} 步後在 {at} 卡住：{piece}一步能到的格子都已走過（走過 {len}/{area} 格）",
    only_one_any: "{sq} 是{piece}一步範圍內唯一未走過的格子。",
    dead_end_any: "在 {at} 走進死路：{piece}從那裡出發的每一步都落在走過的格子上，而這個規則不會回頭。還有 {n} 格（有外框）再也到不了。",
    play_dead_end_any: "在 {at} 走進死路：{piece}一步範圍內已沒有未走過的格子，還有 {left} 格沒走到。請悔棋，或回到較早的一步。",
    not_a_move_any: "{to} 不是{piece}從 {from} 出發的一步。",
    lost_cut_any: "{sq} 再也走不到了，因為{piece}一步能到它的格子都已走過",
    lost_no_way_back_any: "封閉巡邏必須停在{piece}從 {sq} 一步能到的格子，而這些格子都已走過",
    walk_not_move_any: "不是{piece}從 {from} 出發的一步",
    imp_not_move_any: "第 {k} 步：從 {from} 到 {to} 不是{piece}的一步",
    play_tagline_any: "自己移動{piece}：每次走一步，每一格恰好走過一次。",
    play_how_to_any: "點選一格（或用方向鍵移到一格再按 Enter）放下{piece}，然後每次走一步，只能走到還沒走過的格子。走遍所有格子就完成巡邏；最後一格與起點相隔一步就是封閉巡邏。卡住了？可以悔棋、回到任何較早的一步，或按「提示」：它會指出一步仍能完成整條巡邏的走法，或說明為什麼已經不可能。Warnsdorff 的建議：走向出路最少的格子（打開「在每一格顯示出路數」即可看到）。",

    algorithm_about: Named::Match(algorithm_about),
    order_about: Named::Match(order_about),
    mode_name: Named::Match(mode_name),
    theme_name: Named::Match(theme_name),
    shortcut_does: Named::Match(shortcut_does),
    e_puzzle_code: "這不是謎題代碼：可能有字元打錯或缺失",
    share_result: "分享成績",
    stat_hints: "提示次數",
    result_play: "在 {board} 上走完騎士巡邏（{kind}），用時 {time}，提示 {hints} 次。",
    fallback: Named::Match(fallback),
    // Puzzle mode
    pz_level: "難度",
    pz_new: "新謎題",
    pz_new_title: "按目前棋盤、巡邏與難度出一道新謎題",
    pz_undo_title: "收回上一個數字（U）",
    pz_clear: "清除",
    pz_clear_title: "清除你填寫的所有數字（提示數字保留）",
    pz_check: "檢查",
    pz_check_title: "指出違反規則之處，但不透露答案",
    pz_hint_title: "根據已填的數字給出下一步推理（H）",
    pz_solution: "顯示答案",
    pz_solution_title: "在觀看模式中逐步查看答案",
    pz_making: "正在出一道只有唯一解的謎題…",
    pz_solving: "正在求出這道謎題的答案…",
    pz_idle: "選擇難度後按「新謎題」，或打開一道謎題的連結。",
    pz_how: "走法一：像「自己走」一樣，點擊下一個數字所在的格子（走到提示數字時也點擊它的格子）。走法二：用方向鍵移到一格，直接輸入數字；按 Backspace 清除。粗體數字是提示。",
    pz_keys: "方向鍵在格子間移動；數字鍵在格子裡填數（先按 1 再按 4 即為 14）；Backspace 或 Delete 清除；Enter 走到該格；U 悔棋；H 請求提示。",
    pz_fix_first: "你填的數字中有些與答案不符，提示無法以此為基礎：請先檢查、悔棋或清除。",
    pz_none_unique: "沒有任何巡邏符合這道謎題的提示：它無解。",
    pz_several: "不止一條巡邏符合這些提示，所以這道謎題沒有唯一答案。",
    pz_not_found: "在這個棋盤上沒找到這個難度的謎題：換個難度，或再按一次「新謎題」。",
    pz_all_right: "到目前為止，你填的數字都對。",
    pz_empty_check: "還沒有可檢查的：先填一個數字。",
    pz_shown: "你已看過答案；按「新謎題」再出一道。",
    pz_easy: "簡單",
    pz_medium: "中等",
    pz_hard: "困難",
    pz_ruled_out: "（之前步驟排除的格子和數字不計。）",
    pz_no_tour_open: "這個棋盤上沒有巡邏，所以出不了謎題。",
    pz_no_tour_closed: "這個棋盤上沒有封閉巡邏，所以出不了封閉謎題：請取消勾選「封閉」。",
    pz_tagline: "填出整條巡邏：從 1 到最後，每個數字都與前一個數字相隔一個{piece}步。",
    pz_status: "已填 {placed}/{total} 個數字。下一步要走的數字：{next}。",
    pz_status_end: "已填 {placed}/{total} 個數字。",
    pz_solved: "完成！用時 {time}，用了 {hints} 次提示（{level}）。",
    pz_solved_shared: "完成！用時 {time}，用了 {hints} 次提示。",
    pz_too_large: "謎題最大為 12 × 12；這個棋盤是 {board}。",
    pz_code: "謎題代碼：{code}",
    pz_about: "謎題代碼：{code} · 難度 {level}，種子 {seed}",
    pz_refused_clue: "{sq} 是提示數字 {clue}，不能填其他數字（{n} 應在別處）。",
    pz_refused_clue_typed: "{sq} 是提示數字 {clue}，不能填其他數字。",
    pz_refused_not_move: "{n} 不能放在 {sq}：它與目前所在的 {from} 不相隔一個{piece}步。",
    pz_refused_elsewhere: "{n} 已經在 {sq}：點擊那一格繼續走。",
    pz_refused_taken: "{sq} 已經填了你的 {n}：可以悔棋，或移到該格按 Backspace。",
    pz_refused_too_large: "數字範圍是 1 到 {max}；{n} 太大了。",
    pz_check_not_move: "{sq} 上的 {n} 與 {psq} 上的 {p} 不相隔一個{piece}步。",
    pz_check_twice: "{n} 填了兩次：在 {a} 和 {b}。",
    pz_check_range: "{sq} 上的 {n} 不在這道謎題的範圍內（1 到 {max}）。",
    pz_check_on_clue: "{sq} 是提示數字 {clue}，不是 {n}。",
    pz_check_off: "{sq} 不是這個棋盤上的格子。",
    pz_check_more: "此外還有 {n} 處問題。",
    pz_check_wrong: "沒有違反規則，但你填的 {placed} 個數字中有 {n} 個與答案不符。",
    pz_between: "{n} 必須在 {sq}：它是唯一同時與 {asq} 上的 {a} 和 {bsq} 上的 {b} 相隔一個{piece}步的空格。",
    pz_neighbour: "{n} 必須在 {sq}：{fsq} 上的 {f} 只有兩個可用的相鄰格，{osq} 上的 {o} 和 {sq}。",
    pz_neighbour_end: "{n} 必須在 {sq}：{fsq} 上的 {f} 是巡邏的一端，而 {sq} 是它唯一的空相鄰格。",
    pz_only_square_two: "{n} 必須在 {sq}：只經過空格時，它是唯一與 {asq} 上的 {a} 相隔 {am} 步、與 {bsq} 上的 {b} 相隔 {bm} 步的空格。",
    pz_only_square_one: "{n} 必須在 {sq}：只經過空格時，它是唯一與 {asq} 上的 {a} 相隔 {am} 步的空格。",
    pz_only_square_none: "{n} 必須在 {sq}：它是唯一還能到達的空格。",
    pz_only_number: "{sq} 必須填 {n}：其他缺少的數字都離它們已填的前後數字太遠，無法放在這裡。",
    pz_pair: "{fsq} 上的 {f} 只有兩個可用的相鄰格 {s1} 和 {s2}：它們以某種順序填 {a} 和 {b}。",
    pz_cut_square: "{n} 不能在 {sq}：否則 {cut} 會被隔斷，沒有缺少的數字能到達它。",
    pz_cut_number: "{n} 不能在 {sq}：否則 {m} 將沒有能到達的格子。",
    pz_guess: "已經沒有可推理的，只能猜：試著把 {n} 放在 {sq}（它還剩 {k} 個可能的格子）。",
    pz_refuted: "{n} 不在 {sq}：試放在那裡會導致矛盾。",
    pz_result: "騎士巡邏謎題 {board}（{level}）完成，用時 {time}，提示 {hints} 次。謎題代碼：{code}",
    pz_result_shared: "騎士巡邏謎題 {board} 完成，用時 {time}，提示 {hints} 次。謎題代碼：{code}",
};

fn algorithm_about(algorithm: Algorithm) -> &'static str {
    match algorithm {
        Algorithm::Fast => {
            "永遠正確：先用定理（顏色奇偶、Schwenk 條件）判斷這一格能否作為起點，不能時說明原因；大棋盤由小塊的巡邏拼接而成；三或四格寬的窄棋盤逐欄精確求解；小棋盤以窮舉搜尋判定。"
        }
        Algorithm::Warnsdorff => {
            "Warnsdorff 法則（1823）：每次都走向出路最少的格子；出路數相同時，走法順序中較前者優先。它不會回頭，所以可能卡住。出處：種子 000 與 001（Algorithm Gossip）。"
        }
        Algorithm::Accessibility => {
            "可達性啟發法：一張記錄每格可由幾格到達的表（8×8 上的騎士：角落 2、中央 8），隨著格子被走過而遞減，走向數值最小者。出處：種子 003（Deitel 習題）。"
        }
        Algorithm::Random => {
            "隨機走法：隨機選一個方向（被擋住就換下一個空的方向）直到卡住；重來，最多 10,000 次，保留最長的一次。出處：種子 003。"
        }
        Algorithm::Backtrack => {
            "單純回溯：依順序嘗試走法，卡住就退回。正確但對 8×8 太慢，所以放置 10,000,000 次後停止。出處：種子 002。"
        }
        Algorithm::BacktrackEdge => {
            "優先嘗試最靠近角落的格子（邊緣分數）的回溯法。從 a8 出發，放置 111,995 次後找到 8×8 的巡邏。出處：種子 002（iThome）。"
        }
        Algorithm::BacktrackWarnsdorff => {
            "依 Warnsdorff 出路數排序的回溯法：出路最少者優先，卡住就退回。出處：種子 002 下方讀者的留言。"
        }
    }
}

fn order_about(seedorder: SeedOrder) -> &'static str {
    match seedorder {
        SeedOrder::Gossip => "gossip：從右上方起順時針（種子 000、001）",
        SeedOrder::Deitel => "deitel：從右上方起逆時針（種子 003、004）",
        SeedOrder::Ithome => "ithome：右下方優先（種子 002）",
        SeedOrder::IthomeReader => "ithome-reader：種子 002 讀者留言中的順序",
    }
}

fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::Watch => "觀看",
        Mode::Play => "自己走",
        Mode::Compare => "比較",
        Mode::Puzzle => "謎題",
    }
}

fn theme_name(theme: Theme) -> &'static str {
    match theme {
        Theme::System => "跟隨系統",
        Theme::Light => "淺色",
        Theme::Dark => "深色",
    }
}

fn shortcut_does(shortcut: Shortcut) -> &'static str {
    match shortcut {
        Shortcut::PlayPause => "播放或暫停",
        Shortcut::StepBack => "上一步",
        Shortcut::StepForward => "下一步",
        Shortcut::Jump => "跳到開頭／結尾",
        Shortcut::Replay => "重播",
        Shortcut::Speed => "速度",
    }
}

/// What the app does instead of a bad value (`{default}`: the parameter's default).
fn fallback(param: Param) -> &'static str {
    match param {
        Param::Board => "改為顯示 {default}。",
        Param::Holes => "改為顯示沒有洞的棋盤。",
        Param::Leaper => "改用騎士。",
        Param::Mode => "改為觀看模式。",
        Param::Algo => "改用 {default}。",
        Param::Order => "改用演算法本身的順序。",
        Param::Vs => "改為與 {default} 比較。",
        Param::Closed => "改找任何巡邏。",
        Param::End => "改為在任何一格結束。",
        Param::Speed => "改用 {default}。",
        Param::Start => "請點選一格作為起點。",
        Param::Walk => "保留它之前的步數。",
        Param::Survey => "不自動測試所有起點。",
        Param::Seed => "改用新的隨機種子。",
        Param::Autoplay => "不自動播放。",
        Param::Step => "改從頭顯示。",
        Param::Degrees | Param::Starts | Param::Embed => "維持關閉。",
        Param::Lang => "改用瀏覽器的語言。",
        Param::Theme => "改為跟隨系統。",
        Param::Code => "維持關閉。",
        Param::Level => "改用簡單。",
        Param::PuzzleSeed | Param::Puzzle => "可按「新謎題」另出一道。",
        Param::Tour => "請從名局中選一條巡邏。",
        Param::Controls => "維持顯示。",
    }
}

/// Each gallery tour's title.
fn gallery_tour_title(tour: GalleryTour) -> &'static str {
    match tour {
        GalleryTour::Rudrata => "樓陀羅的半盤巡邏",
        GalleryTour::EulerHalfBoard => "歐拉的半盤巡邏",
        GalleryTour::EulerHalves => "歐拉的兩半巡邏",
        GalleryTour::EulerReentrant => "歐拉反轉一段的巡邏",
        GalleryTour::EulerGardner => "加德納書中的歐拉對稱巡邏",
        GalleryTour::Seed000Warnsdorff => "從 g3 出發的 Warnsdorff 法則（種子 000）",
        GalleryTour::Gouraud => "古勞德供背誦的巡邏",
        GalleryTour::Beverley => "貝弗利的半魔方陣巡邏",
        GalleryTour::Dudeney => "杜德尼的封閉半魔方陣巡邏",
        GalleryTour::Seed002Chess => "從角落出發的回溯（種子 002）",
        GalleryTour::Seed002Large => "回溯法的 9×10 巡邏（種子 002）",
        GalleryTour::Kumar => "庫馬爾的 4×14 近魔方陣巡邏",
    }
}

/// Why each gallery tour matters, in one sentence.
fn gallery_tour_why(tour: GalleryTour) -> &'static str {
    match tour {
        GalleryTour::Rudrata => {
            "已知最古老的騎士巡邏，藏在一首梵文詩裡：按騎士走過的順序讀它的音節，讀出的仍是同一首詩。"
        }
        GalleryTour::EulerHalfBoard => {
            "歐拉的第一步：先單獨走完半個棋盤，好讓它的複本能接到另一半。"
        }
        GalleryTour::EulerHalves => {
            "兩個半盤巡邏接成一條封閉巡邏，中心對稱的兩格永遠相差 32：這條巡邏是按方法構造的，不是靠嘗試找到的。"
        }
        GalleryTour::EulerReentrant => {
            "把路線的一段倒過來走，終點就換了位置：這是歐拉把一條巡邏變成另一條的規則，至今仍用來把開放巡邏接成封閉巡邏。"
        }
        GalleryTour::EulerGardner => {
            "通俗書籍當作歐拉作品刊出的封閉巡邏：先走下半盤，棋盤轉半圈後路線不變。"
        }
        GalleryTour::Seed000Warnsdorff => {
            "每一步都走向出路最少的格子，不必回頭就走遍全盤：這是 Warnsdorff 在 1823 年提出的規則。"
        }
        GalleryTour::Gouraud => {
            "刊在一本記憶術書中的封閉巡邏，供人背熟後蒙眼表演，遠在有人用計算找巡邏之前。"
        }
        GalleryTour::Beverley => "第一條每一列、每一行的和都是 260 的騎士巡邏。",
        GalleryTour::Dudeney => {
            "既是封閉巡邏又是半魔方陣，兩條對角線與 260 各差 4；杜德尼懷疑完全的魔方陣巡邏並不存在，2003 年的電腦搜尋確實一條也沒找到。"
        }
        GalleryTour::Seed002Chess => {
            "教學文章的回溯法改成先試最靠邊的格子後找到的巡邏；原本單純的回溯跑了很久也沒有結果。"
        }
        GalleryTour::Seed002Large => {
            "文章中先試邊緣的回溯法解出的最大棋盤：同一個方法從西洋棋盤用到了長方形棋盤。"
        }
        GalleryTour::Kumar => {
            "在不存在魔方陣巡邏的棋盤上，每一行的和仍都是 114，每一列與 399 最多只差 4。"
        }
    }
}

/// Who made each gallery tour, as the sources credit it.
fn gallery_tour_author(tour: GalleryTour) -> &'static str {
    match tour {
        GalleryTour::Rudrata => "樓陀羅",
        GalleryTour::EulerHalfBoard => "萊昂哈德·歐拉",
        GalleryTour::EulerHalves => "萊昂哈德·歐拉",
        GalleryTour::EulerReentrant => "萊昂哈德·歐拉",
        GalleryTour::EulerGardner => "萊昂哈德·歐拉（據馬丁·加德納所述）",
        GalleryTour::Seed000Warnsdorff => "H. C. von Warnsdorff（規則）；種子 000 的程式",
        GalleryTour::Gouraud => "弗朗西斯·福韋爾·古勞德（他稱之為歐拉的巡邏）",
        GalleryTour::Beverley => "威廉·貝弗利",
        GalleryTour::Dudeney => "亨利·歐內斯特·杜德尼",
        GalleryTour::Seed002Chess => "iThome 2019 鐵人賽第 29 天（種子 002）",
        GalleryTour::Seed002Large => "iThome 2019 鐵人賽第 29 天（種子 002）",
        GalleryTour::Kumar => "阿瓦尼·庫馬爾",
    }
}

/// What the sources leave open about each gallery tour; empty where nothing is.
fn gallery_tour_note(tour: GalleryTour) -> &'static str {
    match tour {
        GalleryTour::Rudrata => {
            "年代只能確定在 9 世紀。注釋中印出的詩句口訣有一個字母重複、另一個字母缺漏；棋盤上顯示的是更正後的順序。14 世紀吠檀多·德西卡的《足履千頌》第 929–930 頌也印有同樣的編號：https://mukundapriya.blogspot.com/2022/08/chaturanga-turanga-bandham.html"
        }
        GalleryTour::EulerHalfBoard => {
            "下一條巡邏的下半盤，勒讓德把它單獨印出，作為歐拉用來拼接另一半的那一半。"
        }
        GalleryTour::EulerHalves => {
            "上半盤是下半盤的數字加 32 再轉半圈，所以隔著中心相對的兩格相差 32。通俗書籍當作歐拉作品刊出的是另一條對稱封閉巡邏（見下方加德納的那條）。"
        }
        GalleryTour::EulerReentrant => {
            "由歐拉的兩半巡邏改成：第 1 格與第 16 格相隔一步馬步，所以把 1 到 15 這一段倒過來走並重新編號；上半盤不變。"
        }
        GalleryTour::EulerGardner => {
            "這不是勒讓德從歐拉論文中轉述的那條對稱巡邏（見上方歐拉的兩半巡邏）：兩條都是封閉巡邏，轉半圈後都不變，但即使旋轉或翻轉，它們也是不同的巡邏。"
        }
        GalleryTour::Seed000Warnsdorff => {
            "教學文章只印出程式，沒有印出執行結果：這個棋盤是該程式按文章的走法順序從 g3 出發印出的結果。Warnsdorff 本人的原文和他出發的格子都沒有找到。"
        }
        GalleryTour::Gouraud => {
            "書中說這個順序出自歐拉，卻沒有指明是歐拉論文中的哪一幅圖，而且這條巡邏不在勒讓德轉述的三條之中。"
        }
        GalleryTour::Beverley => {
            "所據的網頁把棋盤轉置印出（它的列就是這裡的行），並稱之為歐拉的巡邏；Jelliss 的史料說歐拉沒有做過 8×8 棋盤的魔方陣巡邏，並把貝弗利的巡邏定在 1847 年、發表在 1848 年。兩條對角線的和是 282 與 210。"
        }
        GalleryTour::Dudeney => {
            "兩條對角線的和是 264 與 256。MathWorld 把一條對角線和相同的巡邏歸於 Francony（1882 年），但沒有列出數字，所以無法核對是否就是這一條。"
        }
        GalleryTour::Seed002Chess => {
            "文章還印了一個單純回溯走了 50 步的棋盤；那不是巡邏，所以畫廊沒有收錄。"
        }
        GalleryTour::Seed002Large => "",
        GalleryTour::Kumar => {
            "每一行的和都是 114；每一列的和是 399，或 399 加減 4（百科條目稱之為「近魔方陣」）。"
        }
    }
}

/// The symmetries' names.
fn st_transform(transform: Transform) -> &'static str {
    match transform {
        Transform::HalfTurn => "旋轉半圈",
        Transform::QuarterTurn => "旋轉四分之一圈",
        Transform::LeftRight => "左右翻轉",
        Transform::TopBottom => "上下翻轉",
        Transform::MainDiagonal => "沿左上到右下的對角線翻轉",
        Transform::AntiDiagonal => "沿右上到左下的對角線翻轉",
        // The core names its symmetries as it finds more.
        _ => "棋盤的一種對稱",
    }
}

/// The gallery filter's choices.
fn st_filter_name(filter: Filter) -> &'static str {
    match filter {
        Filter::Closed => "封閉",
        Filter::SemiMagic => "半幻方",
        Filter::Symmetric => "對稱",
        Filter::Bisected => "二分",
    }
}
