//! 简体中文 (Simplified Chinese).

use tour_core::Algorithm;

use super::{Named, Shortcut, Texts};
use crate::address::Param;
use crate::model::{Filter, GalleryTour, Mode, SeedOrder, Theme};
use tour_core::study::Transform;

/// The Simplified Chinese texts.
pub(super) const TEXTS: Texts = Texts {
    title: "骑士巡游",
    tagline: "点击一格作为{piece}的起点，看它能否把每一格都恰好走过一次。",
    language: "语言",
    theme: "主题",
    idle_prompt: "点击一格（或用方向键移到一格再按 Enter）作为起点。",
    engine_loading: "正在加载搜索引擎… 按“取消”可停止。",
    how_it_works: "原理说明",
    keyboard: "键盘操作",
    a_settings: "设置",
    a_presets: "常用棋盘",
    a_dismiss: "关闭",
    a_view: "播放内容",
    a_playback: "播放控制",
    play: "播放",
    pause: "暂停",
    replay: "重播",
    play_title: "播放（空格键）",
    pause_title: "暂停（空格键）",
    replay_title: "从头再播一次（空格键）",
    cancel: "取消",
    cancel_title: "停止（Esc）",
    route: "路线",
    search: "搜索过程",
    to_start_title: "跳到开头（Home）",
    back_title: "上一步（←）",
    forward_title: "下一步（→）",
    to_end_title: "跳到结尾（End）",
    restart_title: "从第 1 步重播（R）",
    speed: "速度",
    rows: "行数",
    columns: "列数",
    set_board: "设置棋盘",
    algorithm: "算法",
    move_order: "走法顺序",
    closed_label: "闭合巡游（终点与起点相差一个马步）",
    starts_button: "哪些格子可以作为起点？",
    degrees_button: "在每一格显示出路数",
    mode_label: "模式",
    ends_title: "起点与终点",
    finish_on: "指定终点…",
    clear_end: "不指定终点",
    pick_end_prompt: "请点击巡游要结束的格子（随时按住 Shift 点击也可以）。",
    starts_legend_end: "有圈的格子可以开始一条在指定终点结束的巡游；变暗的格子不行。",
    closed_dropped: "已取消勾选闭合巡游：在指定格子结束的巡游是开放巡游。",
    stat_board: "棋盘",
    stat_start: "起点",
    stat_result: "结果",
    stat_placed: "放置次数",
    stat_taken_back: "回退次数",
    stat_tries: "尝试次数",
    stat_search_step: "搜索步骤",
    stat_depth: "深度",
    stat_shown: "已显示",
    stat_tours: "巡游数",
    stat_solve_time: "计算时间",
    open: "开放",
    closed: "闭合",
    result_budget: "预算用完",
    result_no_tour: "从这一格出发没有巡游",
    result_undecided: "未能判定",
    survey_title: "所有起点",
    survey_hint: "从每一格各运行一次所选的算法（如种子 004 的做法），并按结果为每一格着色。",
    survey_button: "测试所有起点",
    show_heatmap: "显示热力图",
    hide_heatmap: "显示路线",
    starts_run: "已测试起点",
    time: "时间",
    tally_open: "开放巡游",
    tally_closed: "闭合巡游",
    tally_stuck: "卡住",
    tally_budget: "预算用完",
    tally_no_tour: "没有巡游",
    tally_tries: "尝试次数用完",
    tally_undecided: "未能判定",
    legend_label: "热力图图例",
    legend_open: "开放巡游",
    legend_closed: "闭合巡游",
    legend_stuck: "走了这么多步后卡住（走过的格子比步数多一）",
    legend_budget: "预算用完",
    legend_no_tour: "没有巡游",
    legend_tries: "随机走法用完尝试次数",
    legend_undecided: "未能判定：搜索在预算用完时停止",
    large_note: "测试所有起点与起点标示只适用于 50×50 以内、每一格都画出来的棋盘。",
    starts_legend_open: "有绿框的格子可以作为巡游的起点；变暗的格子不行（点击可看原因）。",
    starts_legend_closed: "有绿框的格子可以作为闭合巡游的起点；变暗的格子不行（点击可看原因）。",
    why_title: "为什么走这一步",
    chosen_mark: "　← 选中",
    unit_onward: "出路数",
    unit_table: "表值",
    tie_and: "与",
    why_done: "每一格都走过了：没有下一步要说明。",
    reason_parity: "棋盘的格数是奇数，而每个马步都会换颜色，所以巡游必须从角落的颜色出发；这一格是另一种颜色",
    reason_both_odd: "两边都是奇数，所以某一种颜色的格子比较多；闭合巡游颜色交替，无法走遍（Schwenk 定理，条件 a）",
    reason_thin: "这个棋盘没有任何巡游：开放巡游需要 1×1、3×4、3×n（n ≥ 7）、4×n（n ≥ 5），或两边都至少 5",
    reason_end_is_start: "巡游的最后一格不是第一格：中间要走过其他每一格",
    reason_ends_same_colour: "棋盘的格数是偶数，所以巡游走奇数步，终点与起点颜色不同；这两格颜色相同",
    reason_end_minority: "棋盘的格数是奇数，所以巡游的起点和终点都是角落的颜色；指定的最后一格是另一种颜色",
    reason_inner_row: "在四格宽的棋盘上，开放巡游的两端都在外侧两行；这一格在内侧的行",
    reason_end_inner_row: "在四格宽的棋盘上，开放巡游的两端都在外侧两行；指定的最后一格在内侧的行",
    reason_no_completion: "逐列追踪巡游穿过棋盘的每一种方式，找不到这样的巡游",
    side_rows: "行数",
    side_cols: "列数",
    walk_visited: "已经走过了",
    walk_hole: "是洞，不是棋盘上的格子",
    walk_end_too_soon: "是指定的最后一格（end=），但还有其他格子没走过",
    flag_values: "1 或 0",
    needs_start: "网址参数 autoplay=1 需要 start=格子（例如 start=g3）；请点击一格开始。",
    reason_closed_no_end: "closed=1 要求封闭巡游，它会回到起点，没有可指定的最后一格",
    list_sep: "、",
    share: "分享",
    share_title: "当前画面的链接与嵌入代码",
    share_link: "正好链接到这个画面的网址",
    share_embed: "嵌入网页（iframe）",
    copied: "已复制",
    close: "关闭",
    copy_link: "复制链接",
    copy_embed: "复制嵌入代码",
    copy_failed: "浏览器拒绝复制；请选中文字后按 Ctrl+C。",
    imp_empty: "没有可读取的走法列表、编号棋盘或 JSON",
    import_title: "导入",
    import_hint: "粘贴走法列表（a1 b3 c5 …）、编号棋盘（每行是步数，0 表示没走过的格子）或一次运行的 JSON。",
    import_button: "显示在棋盘上",
    export_title: "导出",
    about_title: "这条巡游的特点",
    gallery_title: "名局：历史上著名的巡游",
    // The study room: About this tour and the gallery.
    st_closed: "闭合：最后一格与第一格相距一步马步，路线首尾相接成环。",
    st_open: "开放：最后一格与第一格不相距一步马步。",
    st_show_sums: "显示各行列的和",
    st_hide_sums: "隐藏各行列的和",
    st_no_symmetry: "没有对称：棋盘无论旋转或翻转，路线都不会与原来重合。",
    st_show_pair: "显示配对的一步",
    st_not_bisected: "不是二分：路线的前一半没有填满半个棋盘。",
    st_quadrisected: "四分：路线的每四分之一恰好填满棋盘的一个象限。",
    st_uncrossed: "无交叉：路线的连线从不自我交叉。",
    st_filter: "只显示",
    st_source: "出处：",
    st_show: "在棋盘上显示",
    st_none_left: "名局中没有同时具备这些性质的巡游。",
    st_semi_magic: "半幻方：每一行、每一列的数字和都是 {n}。",
    st_magic: "幻方：每一行、每一列和两条长对角线的数字和都是 {n}。",
    st_not_magic: "不是幻方：各行的和在 {low} 与 {high} 之间。",
    st_symmetric: "对称：{name}后，路线与原来重合。",
    st_paired: "棋盘上画出了第 {a} 步和它的像，第 {b} 步。",
    st_bisected_top_bottom: "二分：第 1 到 {n} 格恰好填满上半或下半棋盘。",
    st_bisected_left_right: "二分：第 1 到 {n} 格恰好填满左半或右半棋盘。",
    st_crossings: "路线的连线自我交叉于 {n} 个点。",
    st_by: "{author}，{when}",
    st_circa: "约 {year} 年",
    st_when: "{year} · {rows}×{cols}",
    st_unknown: "名局中没有叫“{id}”的巡游，请从下面选一个。",
    st_transform: Named::Match(st_transform),
    st_filter_name: Named::Match(st_filter_name),
    tour_title: Named::Match(gallery_tour_title),
    tour_why: Named::Match(gallery_tour_why),
    tour_author: Named::Match(gallery_tour_author),
    tour_note: Named::Match(gallery_tour_note),
    engine_failed: "搜索引擎发生错误而停止，这项工作也随之中止。请再试一次。",
    // The board drawn before the app runs, and what the page says after it starts.
    first_loading: "正在加载求解器…",
    first_kept: "正在加载求解器…已选 {sq}：程序一准备好就会响应。",
    first_failed: "无法加载求解器。请重新加载页面再试一次。",
    after_panic: "页面因错误而停止。这个链接会重新打开刚才的画面：",
    after_reload: "重新加载",
    after_offline: "此浏览器无法离线使用本程序。",
    copy_board: "复制编号棋盘",
    copy_moves: "复制走法列表",
    dl_board: "下载编号棋盘（.txt）",
    dl_moves: "下载走法列表（.txt）",
    dl_json: "下载 JSON",
    dl_svg: "下载 SVG",
    dl_png: "下载 PNG",
    imported: "已导入",
    keys_arrows: "方向键",
    keys_arrows_help: " 在格子间移动；",
    keys_enter_help: " 从选中的格子开始；路线已从这格出发时，播放或暂停",
    play_tagline: "自己移动骑士：每次走一个马步，每一格恰好走过一次。",
    play_prompt: "轮到你了：点击任一格（或用方向键移到一格再按 Enter）放下{piece}。",
    play_how_to: "点击一格（或用方向键移到一格再按 Enter）放下骑士，然后每次走一个马步，只能走到还没走过的格子。走遍所有格子就完成巡游；最后一格与起点相隔一个马步就是闭合巡游。卡住了？可以悔棋、回到任何较早的一步，或按“提示”：它会指出一步仍能完成整条巡游的走法，或说明为什么已经不可能。Warnsdorff 的建议：走向出路最少的格子（打开“在每一格显示出路数”即可看到）。",
    undo: "悔棋",
    undo_title: "收回上一步（U）",
    hint: "提示",
    hint_title: "找一步仍能完成整条巡游的走法（H）",
    start_over: "重新开始",
    legal: "显示合法走法",
    moves_title: "你的走法",
    stat_moves: "步数",
    stat_time: "时间",
    stat_take_backs: "悔棋次数",
    hint_start: "任何一格都可以当起点；有绿框的格子可以开始一条巡游。",
    hint_searching: "正在寻找仍能完成巡游的走法……",
    play_keys_enter: "：把{piece}放到或移到选定的格子",
    play_keys_help: "U／Backspace 悔棋、H 提示",
    compare_with: "比较对象",
    compare_prompt: "点击任一棋盘上的一格：两种算法都从那里出发，同步播放。",
    per_second: "每秒 {n} 步",
    speed_title: "每秒 {min} 到 {max} 步",
    truncated: "搜索过程只显示前 {n} 步。",
    board_value: "{rows} × {cols}（{n} 格）",
    start_value: "{sq}（教材的坐标 {seed}：行、列，从左上角的 0 数起）",
    algo_value: "{algo} · 顺序 {order}",
    of_value: "{k} / {n}",
    shown_value: "{k} / {n} 格",
    result_complete: "完整巡游（{kind}）",
    result_stuck: "走了 {n} 格后在 {at} 卡住",
    result_tries: "没有巡游；最长走了 {n} 格",
    count_open: "从 {sq} 出发有 {n} 条开放巡游",
    count_closed: "有 {n} 条闭合巡游经过 {sq}",
    size_hint: "行数与列数为 1 到 {max}。",
    end_value: "终点：{sq}",
    end_dropped: "勾选闭合巡游后，已放开最后一格 {sq}：闭合巡游结束在离起点一步之处。",
    end_needs_fast: "只有 fast 会以指定的格子结束；{algo} 按照自己的规则走。",
    starts_unknown: "虚线框的格子未能判定：从每一格出发的搜索都在用完放置 {budget} 次的预算时停止。",
    starts_all_unknown: "每一格都是虚线框：没有规则能判定{piece}在这个棋盘上可以从哪里开始巡游，而从每一格出发的搜索都在用完放置 {budget} 次的预算时停止。",
    starts_large: "起点标示要画出每一格，所以棋盘不能超过 {max} × {max} 格；这个棋盘是 {board}。",
    sq_end: "{label}，终点",
    complete: "巡游完成：{area}/{area}（{kind}）",
    stuck: "走了 {moves} 步后在 {at} 卡住：马步范围内已没有未走过的格子（走过 {len}/{area} 格）",
    playing: "播放中：第 {k} 步，共 {n} 步，{piece}在 {at}",
    paused: "已暂停：第 {k} 步，共 {n} 步，{piece}在 {at}",
    solving: "正在以 {algo} 从 {start} 求解… 已放置 {placed} 次，深度 {depth} 格。按“取消”可停止。",
    solving_longer: "从 {start} 的快速搜索未找到答案，正在用引擎搜索更久… 已放置 {placed} 次，深度 {depth} 格。按“取消”可停止。",
    search_longer: "搜索更久：最多放置 {budget} 次",
    surveying: "正在以 {algo} 测试所有起点… 已完成 {done}/{total} 个起点。按“取消”可停止。",
    search_playing: "播放搜索过程：第 {k} 步，共 {n} 步，深度 {depth} 格（放置 {placed} 次，回退 {back} 次）",
    search_paused: "搜索过程已暂停：第 {k} 步，共 {n} 步，深度 {depth} 格（放置 {placed} 次，回退 {back} 次）",
    budget: "放置 {placed} 次后用完预算：搜索停止时路线上有 {len}/{area} 格",
    no_tour: "从 {start} 出发没有巡游：搜索试过所有路线（放置 {placed} 次，回退 {back} 次），没有一条走遍 {board} 棋盘",
    tries: "尝试 {tries} 次都没有巡游：最长的随机走法走过 {len}/{area} 格",
    impossible: "从 {start} 出发没有巡游：{why}。",
    undecided: "从 {start} 出发尚无定论：没有规则能判定这一格，而搜索在用完 {placed} 次放置的预算时停止，既没找到巡游，也没排除巡游。两种情况都还没有证明",
    undecided_exists: "从 {start} 出发的巡游存在（有定理或规则可证），但搜索在用完 {placed} 次放置的预算时停止，尚未找到",
    imported_path: "一条走过 {len}/{area} 格的{piece}路径，不是完整巡游",
    cancelled: "已取消从 {start} 的搜索（放置了 {placed} 次）。点击一格重新开始。",
    survey_cancelled: "已取消测试（完成 {done}/{total} 个起点）；热力图显示已完成的部分。",
    refused_start: "无法从 {start} 求解：它不是 {board} 棋盘上的格子。",
    refused_invalid: "内部错误：求解器产生了验证器不接受的路线（{why}），因此不显示。",
    refused_end: "无法以 {end} 结束：它不是 {board} 棋盘上的格子。",
    refused_end_fast: "只有 fast 能以指定的格子结束；{algo} 按照自己的规则走。请选 fast，或清除最后一格。",
    compare_result: "{algo}：{result}",
    compare_line: "{first} · {second}",
    compare_playing: "播放中——{sides}",
    compare_paused: "已暂停——{sides}",
    compare_moving: "第 {k} 步，共 {n} 步，{piece}在 {at}",
    result_impossible: "从 {start} 出发没有巡游：{why}",
    survey_summary: "测试了 {scope}：{complete} 个有巡游（开放 {open}、闭合 {closed}）。{failures}{undecided}{time}。点击一格播放该起点的过程。",
    scope_all: "{n} 个起点",
    scope_partial: "{n}/{total} 个起点（未完成）",
    fails_few: "从 {list} 出发失败。",
    fails_many: "从 {n} 个起点出发失败，包括 {list}。",
    undecided_few: "从 {list} 出发未能判定：搜索在预算用完时停止。",
    undecided_many: "从 {n} 个起点出发未能判定，包括 {list}：搜索在预算用完时停止。",
    dur_ms: "{n} 毫秒",
    dur_s: "{n} 秒",
    why_intro: "{piece}从 {from} 可以走到：",
    onward: "{n} 条出路",
    table_value: "表值 {n}",
    candidate: "{name}：{what}",
    only_one: "{sq} 是马步范围内唯一未走过的格子。",
    tie: "{list} 同为 {what}：在 {order} 走法顺序中 {sq} 排在前面。",
    fewest: "{sq} 的{unit}最少（{score}），所以{piece}走到那里：出路少的格子要先走，免得之后变成死路。",
    dead_end: "在 {at} 走进死路：从那里出发的每个马步都落在走过的格子上，而这个规则不会回头。还有 {n} 格（有外框）再也到不了。",
    reason_narrow: "宽 {side} 格的棋盘没有闭合巡游（Schwenk 定理，条件 b）",
    reason_three: "3×{long} 没有闭合巡游（Schwenk 定理，条件 c）",
    reason_exhausted: "从那里继续的每一种走法都试过了（共 {positions} 步），没有一种能走遍所有格子",
    e_board_range: "棋盘的{side}必须在 {min} 到 {max} 之间，收到的是 {value}",
    e_board_malformed: "棋盘大小“{text}”不是“行数x列数”的格式（例如 8x8 或 9x10）；每边在 {min} 到 {max} 之间",
    e_square_malformed: "格子“{text}”既不是代数记法（例如 e4），也不是种子坐标 行,列（例如 5,6）",
    e_square_off: "格子“{text}”不在 {board} 棋盘上：纵列是 {first}..{last}，横行是 1..{rows}；种子坐标是 0..{max_row},0..{max_col}",
    square_hole: "{sq} 是洞，不是棋盘上的格子",
    notice_value: "网址参数 {name}=\"{text}\" 必须是 {accepted}。{fallback}",
    notice_why: "网址参数 {name}=\"{text}\"：{why}。{fallback}",
    notice_unknown: "网址参数“{key}”无法识别，已忽略；可用的参数有 {known}。",
    notice_only_in: "网址参数 {name}=\"{text}\" 只在 mode={mode} 时有效，已忽略。",
    notice_walk: "网址参数 walk：第 {k} 步（\"{text}\"）{why}；保留它之前的 {kept} 步。",
    start_not_walk: "网址参数 start=\"{text}\"：走法（walk=）从 {sq} 开始，按走法进行。",
    walk_not_square: "不是棋盘上的格子（{why}）",
    walk_not_move: "不是从 {from} 出发的马步",
    too_large: "自己走、比较和谜题模式需要不超过 {max} × {max} 格的棋盘。",
    two_sentences: "{first}{second}",
    range: "{min} 到 {max} 之间的整数",
    at_least: "从 {min} 起的整数",
    or_list: "{list} 或 {last}",
    lang_unavailable: "无法加载{lang}的文字，页面保持{kept}。",
    imp_ragged: "第 {row} 行有 {found} 个数字，第一行有 {expected} 个",
    imp_repeated: "第 {n} 步出现了两次",
    imp_missing: "缺少第 {n} 步，但后面的步数还在",
    imp_not_square: "第 {k} 项：{why}",
    imp_off: "第 {k} 步不在棋盘上",
    imp_revisit: "第 {k} 步：{sq} 已在第 {first} 步走过",
    imp_not_move: "第 {k} 步：从 {from} 到 {to} 不是马步",
    imp_incomplete: "路线只走过 {visited}/{area} 格",
    imp_intro: "无法导入：{why}。",
    imp_json_at: "JSON 在第 {line} 行第 {column} 个字符处中断或格式错误",
    imp_json_missing: "JSON 里没有“{field}”",
    imp_json_field: "无法读取 JSON 的“{field}”：值的类型不对，或这个键出现了两次",
    sq_move: "{name}，第 {step} 步",
    sq_knight: "{name}，{piece}在此，第 {step} 步",
    sq_legal: "{label}，合法走法",
    sq_can_start: "{label}，可以作为巡游的起点",
    sq_no_start: "{label}，不能作为巡游的起点",
    sq_undecided: "{label}，未能判定",
    sq_survey: "{name}：{result}",
    board_label: "{board} 棋盘；用方向键在格子间移动，按 Enter 开始",
    board_label_compare: "{board} 棋盘；用方向键在格子间移动，按 Enter 开始 · {algo}",
    large_label: "{board} 棋盘，路线画成一条线；点击一格，或用方向键与 Enter 选择起点",
    play_moving: "已走 {k}/{n} 格；{piece}在 {at}，有 {moves} 种合法走法。",
    play_complete: "成功了！你用 {time} 走完全部 {area} 格，是一条{kind}巡游！",
    play_dead_end: "在 {at} 走进死路：马步范围内已没有未走过的格子，还有 {left} 格没走到。请悔棋，或回到较早的一步。",
    not_a_move: "{to} 不是从 {from} 出发的马步。",
    visited: "{sq} 已经走过了（第 {k} 步）。",
    on_walk: "{sq} 在你走过的路线上（第 {k} 步），所以保留：要移除它，请先退回到它之前。",
    end_too_soon: "{sq} 是终点：要最后才走到。",
    go_back: "回到第 {k} 步（{sq}）",
    hint_move: "试试 {sq}：从那里仍能完成巡游。",
    hint_move_closed: "试试 {sq}：从那里仍能完成闭合巡游。",
    lost: "从这里已无法完成巡游：{why}。请悔棋回到较早的一步。",
    lost_back_to: "从这里已无法完成巡游：{why}。悔棋到第 {k} 步：从那里仍能完成巡游。",
    lost_start_over: "从这里已无法完成巡游：{why}。从这个起点根本没有巡游：请从另一格重新开始。",
    lost_dead_end: "在 {sq} 的{piece}一步范围内已没有未走过的格子",
    lost_cut: "{sq} 再也走不到了，因为所有与它相隔一个马步的格子都已走过",
    lost_no_way_back: "闭合巡游必须停在距 {sq} 一个马步的格子，而这些格子都已走过",
    lost_two_ends: "{a} 和 {b} 都只剩一条进路、没有出路，两格都得是最后一格",
    lost_exhausted: "从这里继续的每一种走法都试过了（共 {positions} 步），没有一种能走遍所有格子",
    hint_unknown: "尚无定论：搜索在用完 {positions} 步的预算时停止，没找到能继续的走法。什么也没有证明：从这里仍可能完成巡游。",

    // The code panel.
    code_title: "代码",
    code_toggle: "显示代码",
    code_follow_search: "代码跟着搜索走：每一次放置与退回。",
    code_show_search: "跟着搜索",
    code_truncated: "此面板只跟随这次运行的前 {n} 行。",
    code_warnsdorff: [
        "把{piece}放在起点：第 1 步。",
        "当还有未走过的格子：",
        "按走法顺序，对每一步可到的未走格：",
        "数出从它再走一步可到的未走格数。",
        "若数目小于目前最佳就保留它（平手保留较早者）。",
        "若一格也没有：卡住，停止。",
        "走到保留的那一格：下一步。",
        "每一格都走过：完成巡游。",
    ],
    code_accessibility: [
        "把每格的走法数填入表中；把{piece}放在起点：第 1 步。",
        "当还有未走过的格子：",
        "按走法顺序，对每一步可到的未走格：",
        "查出它在表中的值。",
        "若值小于目前最佳就保留它（平手保留较早者）。",
        "把它在表中的值减一。",
        "若一格也没有：卡住，停止。",
        "走到保留的那一格：下一步。",
        "每一格都走过：完成巡游。",
    ],
    code_random: [
        "把{piece}放在起点：第 1 次尝试。",
        "重复：",
        "随机抽一个方向；从它起（按走法顺序循环）取第一个能到未走格的方向。",
        "走过去。",
        "若都不行，这次尝试结束；若是最长的就记下来。",
        "还有尝试次数：从起点重新开始。",
        "没有尝试次数了：显示最长的路线，停止。",
        "每一格都走过：完成巡游，停止。",
    ],
    code_backtrack: [
        "把{piece}放在起点：深度 1。",
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
    code_fast: [
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
    v_theorem_no: "定理排除了它（原因见上方的状态栏）。",
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
    v_join: "第 {k} 块接到第 {j} 块：拿掉 {out}；放入 {put_in}。",
    v_walk: "从 {sq} 沿着接好的巡游走一遍。",
    open_choices: "尚待尝试",
    open_depth: "深度 {d}：{moves}",
    nothing_left: "无",
    attempt_state: "第 {t} 次尝试 · 目前最长 {best} 格",

    // Holes and other pieces.
    reason_single: "棋盘只有一格：它本身就是开放巡游，但闭合巡游需要一步回到起点",
    e_no_squares: "每一格都是洞；棋盘至少要留一格",
    reason_isolated: "{sq} 没有任何一步能走到其他格，所以巡游无法进出这一格",
    reason_lattice: "{piece}的两个步长都是 {step} 的倍数，所以从起点只能到达行、列相差 {step} 的倍数的格子；{sq} 不是",
    reason_other_colour: "{piece}每一步都保持格子的颜色，所以永远到不了另一种颜色的 {sq}",
    reason_disconnected: "从起点没有任何一连串的步能到达 {sq}：洞把棋盘切成{piece}无法跨越的几块",
    reason_all_lattice: "{piece}的两个步长都是 {step} 的倍数，所以从任何一格都只能到达行、列相差 {step} 的倍数的格子",
    reason_all_other_colour: "{piece}每一步都保持格子的颜色，所以从任何一格出发都永远到不了另一种颜色的格子",
    reason_all_disconnected: "洞把棋盘切成{piece}无法跨越的几块",
    board_no_tour: "这个棋盘上没有任何一格能开始{piece}的巡游：{why}。",
    board_no_closed_tour: "这个棋盘上没有任何一格能开始{piece}的闭合巡游：{why}。",
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
    e_leaper: "棋子必须是 knight（骑士）、camel（骆驼）、zebra（斑马）、giraffe（长颈鹿）或 P,Q（两个 0 到 {max} 的步长，不能都是 0，例如 1,3）",
    piece: "棋子",
    custom_piece: "(p,q) 跳子…",
    steps: "步长 p,q",
    set_steps: "设定",
    edit_board: "编辑棋盘",
    edit_hint: "点选或拖过格子来移除或放回；棋盘大小不变。",
    editing_prompt: "正在编辑棋盘：点击一格会移除它，点击已移除的格子会把它放回（拖过可一次处理好几格）。关闭“编辑棋盘”后才能再选起点。",
    shape_presets: "试试这些棋盘",
    preset_centre: "去掉中央的 8×8",
    preset_plus: "十字形（去掉四角的 9×9）",
    preset_corners: "去掉四个角的 10×10",
    preset_seeds: "范例文章的 8×8",
    clear_holes: "放回所有格子",
    knight: "骑士 (1,2)",
    camel: "骆驼 (1,3)",
    zebra: "斑马 (2,3)",
    giraffe: "长颈鹿 (1,4)",
    piece_knight: "骑士",
    piece_camel: "骆驼",
    piece_zebra: "斑马",
    piece_giraffe: "长颈鹿",
    piece_leaper: "({p},{q}) 跳子",
    a_hole: "{sq}：洞；点选可放回",
    closed_label_any: "闭合巡游（终点与起点相差一步）",
    stuck_any: "走了 {moves} 步后在 {at} 卡住：{piece}一步能到的格子都已走过（走过 {len}/{area} 格）",
    only_one_any: "{sq} 是{piece}一步范围内唯一未走过的格子。",
    dead_end_any: "在 {at} 走进死路：{piece}从那里出发的每一步都落在走过的格子上，而这个规则不会回头。还有 {n} 格（有外框）再也到不了。",
    play_dead_end_any: "在 {at} 走进死路：{piece}一步范围内已没有未走过的格子，还有 {left} 格没走到。请悔棋，或回到较早的一步。",
    not_a_move_any: "{to} 不是{piece}从 {from} 出发的一步。",
    lost_cut_any: "{sq} 再也走不到了，因为{piece}一步能到它的格子都已走过",
    lost_no_way_back_any: "闭合巡游必须停在{piece}从 {sq} 一步能到的格子，而这些格子都已走过",
    walk_not_move_any: "不是{piece}从 {from} 出发的一步",
    imp_not_move_any: "第 {k} 步：从 {from} 到 {to} 不是{piece}的一步",
    play_tagline_any: "自己移动{piece}：每次走一步，每一格恰好走过一次。",
    play_how_to_any: "点击一格（或用方向键移到一格再按 Enter）放下{piece}，然后每次走一步，只能走到还没走过的格子。走遍所有格子就完成巡游；最后一格与起点相隔一步就是闭合巡游。卡住了？可以悔棋、回到任何较早的一步，或按“提示”：它会指出一步仍能完成整条巡游的走法，或说明为什么已经不可能。Warnsdorff 的建议：走向出路最少的格子（打开“在每一格显示出路数”即可看到）。",

    algorithm_about: Named::Match(algorithm_about),
    order_about: Named::Match(order_about),
    mode_name: Named::Match(mode_name),
    theme_name: Named::Match(theme_name),
    shortcut_does: Named::Match(shortcut_does),
    e_puzzle_code: "这不是谜题代码：可能有字符打错或缺失",
    share_result: "分享成绩",
    stat_hints: "提示次数",
    result_play: "在 {board} 上走完骑士巡游（{kind}），用时 {time}，提示 {hints} 次。",
    fallback: Named::Match(fallback),
    // Puzzle mode
    pz_level: "难度",
    pz_new: "新谜题",
    pz_new_title: "按当前棋盘、巡游与难度出一道新谜题",
    pz_undo_title: "收回上一个数字（U）",
    pz_clear: "清除",
    pz_clear_title: "清除你填写的所有数字（提示数字保留）",
    pz_check: "检查",
    pz_check_title: "指出违反规则之处，但不透露答案",
    pz_hint_title: "根据已填的数字给出下一步推理（H）",
    pz_solution: "显示答案",
    pz_solution_title: "在观看模式中逐步查看答案",
    pz_making: "正在出一道只有唯一解的谜题…",
    pz_solving: "正在求出这道谜题的答案…",
    pz_idle: "选择难度后按“新谜题”，或打开一道谜题的链接。",
    pz_how: "走法一：像“自己走”一样，点击下一个数字所在的格子（走到提示数字时也点击它的格子）。走法二：用方向键移到一格，直接输入数字；按 Backspace 清除。粗体数字是提示。",
    pz_keys: "方向键在格子间移动；数字键在格子里填数（先按 1 再按 4 即为 14）；Backspace 或 Delete 清除；Enter 走到该格；U 悔棋；H 请求提示。",
    pz_fix_first: "你填的数字中有些与答案不符，提示无法以此为基础：请先检查、悔棋或清除。",
    pz_none_unique: "没有任何巡游符合这道谜题的提示：它无解。",
    pz_several: "不止一条巡游符合这些提示，所以这道谜题没有唯一答案。",
    pz_not_found: "在这个棋盘上没找到这个难度的谜题：换个难度，或再按一次“新谜题”。",
    pz_all_right: "到目前为止，你填的数字都对。",
    pz_empty_check: "还没有可检查的：先填一个数字。",
    pz_shown: "你已看过答案；按“新谜题”再出一道。",
    pz_easy: "简单",
    pz_medium: "中等",
    pz_hard: "困难",
    pz_ruled_out: "（之前步骤排除的格子和数字不计。）",
    pz_no_tour_open: "这个棋盘上没有巡游，所以出不了谜题。",
    pz_no_tour_closed: "这个棋盘上没有闭合巡游，所以出不了闭合谜题：请取消勾选“闭合”。",
    pz_tagline: "填出整条巡游：从 1 到最后，每个数字都与前一个数字相隔一个{piece}步。",
    pz_status: "已填 {placed}/{total} 个数字。下一步要走的数字：{next}。",
    pz_status_end: "已填 {placed}/{total} 个数字。",
    pz_solved: "完成！用时 {time}，用了 {hints} 次提示（{level}）。",
    pz_solved_shared: "完成！用时 {time}，用了 {hints} 次提示。",
    pz_too_large: "谜题最大为 12 × 12；这个棋盘是 {board}。",
    pz_code: "谜题代码：{code}",
    pz_about: "谜题代码：{code} · 难度 {level}，种子 {seed}",
    pz_refused_clue: "{sq} 是提示数字 {clue}，不能填其他数字（{n} 应在别处）。",
    pz_refused_clue_typed: "{sq} 是提示数字 {clue}，不能填其他数字。",
    pz_refused_not_move: "{n} 不能放在 {sq}：它与目前所在的 {from} 不相隔一个{piece}步。",
    pz_refused_elsewhere: "{n} 已经在 {sq}：点击那一格继续走。",
    pz_refused_taken: "{sq} 已经填了你的 {n}：可以悔棋，或移到该格按 Backspace。",
    pz_refused_too_large: "数字范围是 1 到 {max}；{n} 太大了。",
    pz_check_not_move: "{sq} 上的 {n} 与 {psq} 上的 {p} 不相隔一个{piece}步。",
    pz_check_twice: "{n} 填了两次：在 {a} 和 {b}。",
    pz_check_range: "{sq} 上的 {n} 不在这道谜题的范围内（1 到 {max}）。",
    pz_check_on_clue: "{sq} 是提示数字 {clue}，不是 {n}。",
    pz_check_off: "{sq} 不是这个棋盘上的格子。",
    pz_check_more: "此外还有 {n} 处问题。",
    pz_check_wrong: "没有违反规则，但你填的 {placed} 个数字中有 {n} 个与答案不符。",
    pz_between: "{n} 必须在 {sq}：它是唯一同时与 {asq} 上的 {a} 和 {bsq} 上的 {b} 相隔一个{piece}步的空格。",
    pz_neighbour: "{n} 必须在 {sq}：{fsq} 上的 {f} 只有两个可用的相邻格，{osq} 上的 {o} 和 {sq}。",
    pz_neighbour_end: "{n} 必须在 {sq}：{fsq} 上的 {f} 是巡游的一端，而 {sq} 是它唯一的空相邻格。",
    pz_only_square_two: "{n} 必须在 {sq}：只经过空格时，它是唯一与 {asq} 上的 {a} 相隔 {am} 步、与 {bsq} 上的 {b} 相隔 {bm} 步的空格。",
    pz_only_square_one: "{n} 必须在 {sq}：只经过空格时，它是唯一与 {asq} 上的 {a} 相隔 {am} 步的空格。",
    pz_only_square_none: "{n} 必须在 {sq}：它是唯一还能到达的空格。",
    pz_only_number: "{sq} 必须填 {n}：其他缺少的数字都离它们已填的前后数字太远，无法放在这里。",
    pz_pair: "{fsq} 上的 {f} 只有两个可用的相邻格 {s1} 和 {s2}：它们以某种顺序填 {a} 和 {b}。",
    pz_cut_square: "{n} 不能在 {sq}：否则 {cut} 会被隔断，没有缺少的数字能到达它。",
    pz_cut_number: "{n} 不能在 {sq}：否则 {m} 将没有能到达的格子。",
    pz_guess: "已经没有可推理的，只能猜：试着把 {n} 放在 {sq}（它还剩 {k} 个可能的格子）。",
    pz_refuted: "{n} 不在 {sq}：试放在那里会导致矛盾。",
    pz_result: "骑士巡游谜题 {board}（{level}）完成，用时 {time}，提示 {hints} 次。谜题代码：{code}",
    pz_result_shared: "骑士巡游谜题 {board} 完成，用时 {time}，提示 {hints} 次。谜题代码：{code}",
};

fn algorithm_about(algorithm: Algorithm) -> &'static str {
    match algorithm {
        Algorithm::Fast => {
            "永远正确：先用定理（颜色奇偶、Schwenk 条件）判断这一格能否作为起点，不能时说明原因；大棋盘由小块的巡游拼接而成；三或四格宽的窄棋盘逐列精确求解；小棋盘用穷举搜索判定。"
        }
        Algorithm::Warnsdorff => {
            "Warnsdorff 规则（1823）：每次都走向出路最少的格子；出路数相同时，走法顺序中靠前者优先。它不会回头，所以可能卡住。出处：种子 000 与 001（Algorithm Gossip）。"
        }
        Algorithm::Accessibility => {
            "可达性启发法：一张记录每格可由几格到达的表（8×8 上的骑士：角落 2、中央 8），随着格子被走过而递减，走向数值最小者。出处：种子 003（Deitel 习题）。"
        }
        Algorithm::Random => {
            "随机走法：随机选一个方向（被挡住就换下一个空的方向）直到卡住；重来，最多 10,000 次，保留最长的一次。出处：种子 003。"
        }
        Algorithm::Backtrack => {
            "简单回溯：按顺序尝试走法，卡住就回退。正确但对 8×8 太慢，所以放置 10,000,000 次后停止。出处：种子 002。"
        }
        Algorithm::BacktrackEdge => {
            "优先尝试最靠近角落的格子（边缘分数）的回溯法。从 a8 出发，放置 111,995 次后找到 8×8 的巡游。出处：种子 002（iThome）。"
        }
        Algorithm::BacktrackWarnsdorff => {
            "按 Warnsdorff 出路数排序的回溯法：出路最少者优先，卡住就回退。出处：种子 002 下方读者的评论。"
        }
    }
}

fn order_about(seedorder: SeedOrder) -> &'static str {
    match seedorder {
        SeedOrder::Gossip => "gossip：从右上方起顺时针（种子 000、001）",
        SeedOrder::Deitel => "deitel：从右上方起逆时针（种子 003、004）",
        SeedOrder::Ithome => "ithome：右下方优先（种子 002）",
        SeedOrder::IthomeReader => "ithome-reader：种子 002 读者评论中的顺序",
    }
}

fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::Watch => "观看",
        Mode::Play => "自己走",
        Mode::Compare => "比较",
        Mode::Puzzle => "谜题",
    }
}

fn theme_name(theme: Theme) -> &'static str {
    match theme {
        Theme::System => "跟随系统",
        Theme::Light => "浅色",
        Theme::Dark => "深色",
    }
}

fn shortcut_does(shortcut: Shortcut) -> &'static str {
    match shortcut {
        Shortcut::PlayPause => "播放或暂停",
        Shortcut::StepBack => "上一步",
        Shortcut::StepForward => "下一步",
        Shortcut::Jump => "跳到开头／结尾",
        Shortcut::Replay => "重播",
        Shortcut::Speed => "速度",
    }
}

/// What the app does instead of a bad value (`{default}`: the parameter's default).
fn fallback(param: Param) -> &'static str {
    match param {
        Param::Board => "改为显示 {default}。",
        Param::Holes => "改为显示没有洞的棋盘。",
        Param::Leaper => "改用骑士。",
        Param::Mode => "改为观看模式。",
        Param::Algo => "改用 {default}。",
        Param::Order => "改用算法本身的顺序。",
        Param::Vs => "改为与 {default} 比较。",
        Param::Closed => "改找任何巡游。",
        Param::End => "改为在任何一格结束。",
        Param::Speed => "改用 {default}。",
        Param::Start => "请点击一格作为起点。",
        Param::Walk => "保留它之前的步数。",
        Param::Survey => "不自动测试所有起点。",
        Param::Seed => "改用新的随机种子。",
        Param::Autoplay => "不自动播放。",
        Param::Step => "改从头显示。",
        Param::Degrees | Param::Starts | Param::Embed => "保持关闭。",
        Param::Lang => "改用浏览器的语言。",
        Param::Theme => "改为跟随系统。",
        Param::Code => "保持关闭。",
        Param::Level => "改用简单。",
        Param::PuzzleSeed | Param::Puzzle => "可按“新谜题”另出一道。",
        Param::Tour => "请从名局中选一条巡游。",
        Param::Controls => "保持显示。",
    }
}

/// Each gallery tour's title.
fn gallery_tour_title(tour: GalleryTour) -> &'static str {
    match tour {
        GalleryTour::Rudrata => "楼陀罗的半盘巡游",
        GalleryTour::EulerHalfBoard => "欧拉的半盘巡游",
        GalleryTour::EulerHalves => "欧拉的两半巡游",
        GalleryTour::EulerReentrant => "欧拉反转一段的巡游",
        GalleryTour::EulerGardner => "加德纳书中的欧拉对称巡游",
        GalleryTour::Seed000Warnsdorff => "从 g3 出发的 Warnsdorff 法则（种子 000）",
        GalleryTour::Gouraud => "古劳德供背诵的巡游",
        GalleryTour::Beverley => "贝弗利的半幻方巡游",
        GalleryTour::Dudeney => "杜德尼的闭合半幻方巡游",
        GalleryTour::Seed002Chess => "从角落出发的回溯（种子 002）",
        GalleryTour::Seed002Large => "回溯法的 9×10 巡游（种子 002）",
        GalleryTour::Kumar => "库马尔的 4×14 近幻方巡游",
    }
}

/// Why each gallery tour matters, in one sentence.
fn gallery_tour_why(tour: GalleryTour) -> &'static str {
    match tour {
        GalleryTour::Rudrata => {
            "已知最古老的骑士巡游，藏在一首梵文诗里：按骑士走过的顺序读它的音节，读出的仍是同一首诗。"
        }
        GalleryTour::EulerHalfBoard => {
            "欧拉的第一步：先单独走完半个棋盘，好让它的副本能接到另一半。"
        }
        GalleryTour::EulerHalves => {
            "两个半盘巡游接成一条闭合巡游，中心对称的两格永远相差 32：这条巡游是按方法构造的，不是靠尝试找到的。"
        }
        GalleryTour::EulerReentrant => {
            "把路线的一段倒过来走，终点就换了位置：这是欧拉把一条巡游变成另一条的规则，至今仍用来把开放巡游接成闭合巡游。"
        }
        GalleryTour::EulerGardner => {
            "通俗书籍当作欧拉作品刊出的闭合巡游：先走下半盘，棋盘转半圈后路线不变。"
        }
        GalleryTour::Seed000Warnsdorff => {
            "每一步都走向出路最少的格子，不必回头就走遍全盘：这是 Warnsdorff 在 1823 年提出的规则。"
        }
        GalleryTour::Gouraud => {
            "刊在一本记忆术书中的闭合巡游，供人背熟后蒙眼表演，远在有人用计算找巡游之前。"
        }
        GalleryTour::Beverley => "第一条每一行、每一列的和都是 260 的骑士巡游。",
        GalleryTour::Dudeney => {
            "既是闭合巡游又是半幻方，两条对角线与 260 各差 4；杜德尼怀疑完全的幻方巡游并不存在，2003 年的计算机搜索确实一条也没找到。"
        }
        GalleryTour::Seed002Chess => {
            "教学文章的回溯法改成先试最靠边的格子后找到的巡游；原本单纯的回溯跑了很久也没有结果。"
        }
        GalleryTour::Seed002Large => {
            "文章中先试边缘的回溯法解出的最大棋盘：同一个方法从国际象棋棋盘用到了长方形棋盘。"
        }
        GalleryTour::Kumar => {
            "在不存在幻方巡游的棋盘上，每一列的和仍都是 114，每一行与 399 最多只差 4。"
        }
    }
}

/// Who made each gallery tour, as the sources credit it.
fn gallery_tour_author(tour: GalleryTour) -> &'static str {
    match tour {
        GalleryTour::Rudrata => "楼陀罗",
        GalleryTour::EulerHalfBoard => "莱昂哈德·欧拉",
        GalleryTour::EulerHalves => "莱昂哈德·欧拉",
        GalleryTour::EulerReentrant => "莱昂哈德·欧拉",
        GalleryTour::EulerGardner => "莱昂哈德·欧拉（据马丁·加德纳所述）",
        GalleryTour::Seed000Warnsdorff => "H. C. von Warnsdorff（规则）；种子 000 的程序",
        GalleryTour::Gouraud => "弗朗西斯·福韦尔·古劳德（他称之为欧拉的巡游）",
        GalleryTour::Beverley => "威廉·贝弗利",
        GalleryTour::Dudeney => "亨利·欧内斯特·杜德尼",
        GalleryTour::Seed002Chess => "iThome 2019 铁人赛第 29 天（种子 002）",
        GalleryTour::Seed002Large => "iThome 2019 铁人赛第 29 天（种子 002）",
        GalleryTour::Kumar => "阿瓦尼·库马尔",
    }
}

/// What the sources leave open about each gallery tour; empty where nothing is.
fn gallery_tour_note(tour: GalleryTour) -> &'static str {
    match tour {
        GalleryTour::Rudrata => {
            "年代只能确定在 9 世纪。注释中印出的诗句口诀有一个字母重复、另一个字母缺漏；棋盘上显示的是更正后的顺序。14 世纪吠檀多·德西卡的《足履千颂》第 929–930 颂也印有同样的编号：https://mukundapriya.blogspot.com/2022/08/chaturanga-turanga-bandham.html"
        }
        GalleryTour::EulerHalfBoard => {
            "下一条巡游的下半盘，勒让德把它单独印出，作为欧拉用来拼接另一半的那一半。"
        }
        GalleryTour::EulerHalves => {
            "上半盘是下半盘的数字加 32 再转半圈，所以隔着中心相对的两格相差 32。通俗书籍当作欧拉作品刊出的是另一条对称闭合巡游（见下方加德纳的那条）。"
        }
        GalleryTour::EulerReentrant => {
            "由欧拉的两半巡游改成：第 1 格与第 16 格相隔一步马步，所以把 1 到 15 这一段倒过来走并重新编号；上半盘不变。"
        }
        GalleryTour::EulerGardner => {
            "这不是勒让德从欧拉论文中转述的那条对称巡游（见上方欧拉的两半巡游）：两条都是闭合巡游，转半圈后都不变，但即使旋转或翻转，它们也是不同的巡游。"
        }
        GalleryTour::Seed000Warnsdorff => {
            "教学文章只印出程序，没有印出运行结果：这个棋盘是该程序按文章的走法顺序从 g3 出发印出的结果。Warnsdorff 本人的原文和他出发的格子都没有找到。"
        }
        GalleryTour::Gouraud => {
            "书中说这个顺序出自欧拉，却没有指明是欧拉论文中的哪一幅图，而且这条巡游不在勒让德转述的三条之中。"
        }
        GalleryTour::Beverley => {
            "所据的网页把棋盘转置印出（它的行就是这里的列），并称之为欧拉的巡游；Jelliss 的史料说欧拉没有做过 8×8 棋盘的幻方巡游，并把贝弗利的巡游定在 1847 年、发表在 1848 年。两条对角线的和是 282 与 210。"
        }
        GalleryTour::Dudeney => {
            "两条对角线的和是 264 与 256。MathWorld 把一条对角线和相同的巡游归于 Francony（1882 年），但没有列出数字，所以无法核对是否就是这一条。"
        }
        GalleryTour::Seed002Chess => {
            "文章还印了一个单纯回溯走了 50 步的棋盘；那不是巡游，所以画廊没有收录。"
        }
        GalleryTour::Seed002Large => "",
        GalleryTour::Kumar => {
            "每一列的和都是 114；每一行的和是 399，或 399 加减 4（百科条目称之为“近幻方”）。"
        }
    }
}

/// The symmetries' names.
fn st_transform(transform: Transform) -> &'static str {
    match transform {
        Transform::HalfTurn => "旋转半圈",
        Transform::QuarterTurn => "旋转四分之一圈",
        Transform::LeftRight => "左右翻转",
        Transform::TopBottom => "上下翻转",
        Transform::MainDiagonal => "沿左上到右下的对角线翻转",
        Transform::AntiDiagonal => "沿右上到左下的对角线翻转",
        // The core names its symmetries as it finds more.
        _ => "棋盘的一种对称",
    }
}

/// The gallery filter's choices.
fn st_filter_name(filter: Filter) -> &'static str {
    match filter {
        Filter::Closed => "闭合",
        Filter::SemiMagic => "半幻方",
        Filter::Symmetric => "对称",
        Filter::Bisected => "二分",
    }
}
