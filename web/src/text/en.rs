//! English.

use tour_core::Algorithm;

use super::{Named, Shortcut, Texts};
use crate::address::Param;
use crate::model::{Filter, GalleryTour, Mode, SeedOrder, Theme};
use tour_core::study::Transform;

/// The English texts.
pub(super) const TEXTS: Texts = Texts {
    title: "Knight's Tour",
    tagline: "Click a square to choose where the {piece} starts, then watch it try to visit every square exactly once.",
    language: "Language",
    theme: "Theme",
    idle_prompt: "Click a square (or focus one and press Enter) to choose the start.",
    engine_loading: "Loading the search engine… Cancel stops it.",
    how_it_works: "How it works",
    keyboard: "Keyboard",
    a_settings: "Settings",
    a_presets: "Board presets",
    a_dismiss: "Dismiss",
    a_view: "What to play",
    a_playback: "Playback",
    play: "Play",
    pause: "Pause",
    replay: "Replay",
    play_title: "Play (Space)",
    pause_title: "Pause (Space)",
    replay_title: "Play again from the start (Space)",
    cancel: "Cancel",
    cancel_title: "Stop (Esc)",
    route: "Route",
    search: "Search",
    to_start_title: "Jump to the start (Home)",
    back_title: "Step back (←)",
    forward_title: "Step forward (→)",
    to_end_title: "Jump to the end (End)",
    restart_title: "Replay from move 1 (R)",
    speed: "Speed",
    rows: "Rows",
    columns: "Columns",
    set_board: "Set board",
    algorithm: "Algorithm",
    move_order: "Move order",
    closed_label: "Closed tour (ends a knight's move from the start)",
    starts_button: "Where can a tour start?",
    degrees_button: "Onward counts on every square",
    mode_label: "Mode",
    ends_title: "Start and finish",
    finish_on: "Finish on…",
    clear_end: "Any last square",
    pick_end_prompt: "Click the square the tour should finish on (shift-click chooses one at any time).",
    starts_legend_end: "Ringed squares start a tour that finishes on the chosen last square; dimmed squares do not.",
    closed_dropped: "Closed tour is unticked: a tour that finishes on a chosen square is open.",
    stat_board: "Board",
    stat_start: "Start",
    stat_result: "Result",
    stat_placed: "Placed",
    stat_taken_back: "Taken back",
    stat_tries: "Tries",
    stat_search_step: "Search step",
    stat_depth: "Depth",
    stat_shown: "Shown",
    stat_tours: "Tours",
    stat_solve_time: "Solve time",
    open: "open",
    closed: "closed",
    result_budget: "budget exhausted",
    result_no_tour: "no tour from this square",
    result_undecided: "undecided",
    survey_title: "All starts",
    survey_hint: "Run the chosen algorithm from every square (as seed 004 does) and colour each square by how its run ended.",
    survey_button: "Survey every start",
    show_heatmap: "Show heatmap",
    hide_heatmap: "Show the run",
    starts_run: "Starts run",
    time: "Time",
    tally_open: "Open tours",
    tally_closed: "Closed tours",
    tally_stuck: "Stuck",
    tally_budget: "Budget exhausted",
    tally_no_tour: "No tour",
    tally_tries: "Out of tries",
    tally_undecided: "Undecided",
    legend_label: "Heatmap legend",
    legend_open: "open tour",
    legend_closed: "closed tour",
    legend_stuck: "stuck after that many moves, with one square more visited",
    legend_budget: "budget exhausted",
    legend_no_tour: "no tour exists",
    legend_tries: "random walk out of tries",
    legend_undecided: "undecided: the search stopped at its budget",
    large_note: "Surveys and start shading work on boards up to 50 × 50, where every square is drawn.",
    starts_legend_open: "A tour can start on the squares with a green ring; dimmed squares start none (click one to read why).",
    starts_legend_closed: "A closed tour can start on the squares with a green ring; dimmed squares start none (click one to read why).",
    why_title: "Why this move",
    chosen_mark: " ← chosen",
    unit_onward: "onward moves",
    unit_table: "table value",
    tie_and: " and ",
    why_done: "Every square is visited: no move left to explain.",
    reason_parity: "the board has an odd number of squares, and every knight move changes colour, so a tour must start on the corners' colour; this square has the other colour",
    reason_both_odd: "both sides are odd, so one colour has more squares; a closed tour alternates colours and cannot cover them (Schwenk's theorem, condition a)",
    reason_thin: "no tour exists on this board: open tours need 1×1, 3×4, 3×n with n ≥ 7, 4×n with n ≥ 5, or both sides at least 5",
    reason_end_is_start: "a tour's last square is not its first: it visits every other square in between",
    reason_ends_same_colour: "the board has an even number of squares, so a tour makes an odd number of moves and ends on the other colour; these two squares have the same colour",
    reason_end_minority: "the board has an odd number of squares, so a tour starts and ends on the corners' colour; the last square asked for has the other colour",
    reason_inner_row: "on a board four squares wide an open tour's ends lie in the two outer rows; this square is in an inner row",
    reason_end_inner_row: "on a board four squares wide an open tour's ends lie in the two outer rows; the last square asked for is in an inner row",
    reason_no_completion: "following every way a tour can cross the board column by column finds no such tour",
    side_rows: "rows",
    side_cols: "columns",
    walk_visited: "was already visited",
    walk_hole: "is a hole, not a square of the board",
    walk_end_too_soon: "is the last square (end=), and other squares are still unvisited",
    flag_values: "1 or 0",
    needs_start: "URL parameter autoplay=1 needs start=SQUARE (for example start=g3); click a square to begin.",
    reason_closed_no_end: "closed=1 asks for a closed tour, which returns to its start and has no last square to choose",
    list_sep: ", ",
    share: "Share",
    share_title: "Link and embed code for what is on screen",
    share_link: "Link to exactly this view",
    share_embed: "Embed on a web page (iframe)",
    copied: "Copied",
    close: "Close",
    copy_link: "Copy link",
    copy_embed: "Copy embed code",
    copy_failed: "Copying was refused; select the text and press Ctrl+C.",
    imp_empty: "there is no move list, numbered board or JSON to read",
    import_title: "Import",
    import_hint: "Paste a move list (a1 b3 c5 …), a numbered board (rows of move numbers, 0 for unvisited squares) or a run's JSON.",
    import_button: "Show on the board",
    export_title: "Export",
    about_title: "About this tour",
    gallery_title: "Gallery of famous tours",
    // The study room: About this tour and the gallery.
    st_closed: "Closed: the last square is a knight's move from the first, so the route is a cycle.",
    st_open: "Open: the last square is not a knight's move from the first.",
    st_show_sums: "Show the sums",
    st_hide_sums: "Hide the sums",
    st_no_symmetry: "No symmetry: no turn or reflection of the board carries the route onto itself.",
    st_show_pair: "Show the paired move",
    st_not_bisected: "Not bisected: the first half of the route does not fill half the board.",
    st_quadrisected: "Quadrisected: each quarter of the route fills one quarter of the board.",
    st_uncrossed: "Uncrossed: the route's line never crosses itself.",
    st_filter: "Show only",
    st_source: "Source:",
    st_show: "Show on the board",
    st_none_left: "No tour in the gallery has all of these.",
    st_semi_magic: "Semi-magic: every row and every column adds up to {n}.",
    st_magic: "Magic: every row, every column and both long diagonals add up to {n}.",
    st_not_magic: "Not magic: the rows add up to between {low} and {high}.",
    st_symmetric: "Symmetric: {name} carries the route onto itself.",
    st_paired: "Move {a} and its image, move {b}, are drawn on the board.",
    st_bisected_top_bottom: "Bisected: squares 1 to {n} fill the top or the bottom half.",
    st_bisected_left_right: "Bisected: squares 1 to {n} fill the left or the right half.",
    st_crossings: "The route's line crosses itself at {n} {n|point|points}.",
    st_by: "{author}, {when}",
    st_circa: "c. {year}",
    st_when: "{year} · {rows}×{cols}",
    st_unknown: "The gallery has no tour called “{id}”. Choose one below.",
    st_transform: Named::Match(st_transform),
    st_filter_name: Named::Match(st_filter_name),
    tour_title: Named::Match(gallery_tour_title),
    tour_why: Named::Match(gallery_tour_why),
    tour_author: Named::Match(gallery_tour_author),
    tour_note: Named::Match(gallery_tour_note),
    engine_failed: "The search engine stopped on an error, and this work with it. Try again.",
    // The board drawn before the app runs, and what the page says after it starts.
    first_loading: "Loading the solver…",
    first_kept: "Loading the solver… {sq} is chosen: the app answers it as soon as it is ready.",
    first_failed: "The solver could not be loaded. Reload the page to try again.",
    after_panic: "The page stopped on an error. This link reopens what was on screen:",
    after_reload: "Reload",
    after_offline: "Offline use is unavailable in this browser.",
    copy_board: "Copy numbered board",
    copy_moves: "Copy move list",
    dl_board: "Download numbered board (.txt)",
    dl_moves: "Download move list (.txt)",
    dl_json: "Download JSON",
    dl_svg: "Download SVG",
    dl_png: "Download PNG",
    imported: "imported",
    keys_arrows: "Arrows",
    keys_arrows_help: " move between squares; ",
    keys_enter_help: " starts from the focused square, or plays and pauses the run from it",
    play_tagline: "Move the knight yourself: visit every square exactly once, one knight's move at a time.",
    play_prompt: "Your turn: click any square (or focus one and press Enter) to place the {piece}.",
    play_how_to: "Click a square (or focus it and press Enter) to place the knight, then move it one knight's move at a time to squares it has not visited. Visit them all to complete a tour; finish a knight's move from the start for a closed one. Stuck? Undo, go back to any earlier move, or ask for a hint: it names a move from which a whole tour still exists, or says why none can. Warnsdorff's advice: go where the fewest onward moves remain (turn on the onward counts to see them).",
    undo: "Undo",
    undo_title: "Take back the last move (U)",
    hint: "Hint",
    hint_title: "Find a move from which a whole tour still exists (H)",
    start_over: "Start over",
    legal: "Show legal moves",
    moves_title: "Your moves",
    stat_moves: "Moves",
    stat_time: "Time",
    stat_take_backs: "Take-backs",
    hint_start: "Any square can be the start; the ringed squares can start a tour.",
    hint_searching: "Looking for a move that still leads to a tour…",
    play_keys_enter: " places or moves the {piece} on the focused square",
    play_keys_help: "U or Backspace undo, H hint",
    compare_with: "Compare with",
    compare_prompt: "Click a square on either board: both algorithms start there and play in step.",

    per_second: "{n} per second",
    speed_title: "{min} to {max} {max|step|steps} per second",
    truncated: "The search view shows its first {n} {n|step|steps}.",
    board_value: "{rows} × {cols} ({n} {n|square|squares})",
    start_value: "{sq} (the teaching texts' {seed}: row, column from 0 at the top left)",
    algo_value: "{algo} · order {order}",
    of_value: "{k} of {n}",
    shown_value: "{k} of {n} {n|square|squares}",
    result_complete: "complete tour ({kind})",
    result_stuck: "stuck at {at} after {n} {n|square|squares}",
    result_tries: "no tour; longest walk {n} {n|square|squares}",
    count_open: "{n} open {n|tour starts|tours start} from {sq}",
    count_closed: "{n} closed {n|tour passes|tours pass} through {sq}",
    size_hint: "Rows and columns from 1 to {max}.",
    end_value: "Last square: {sq}",
    end_dropped: "Closed tour let go of the last square {sq}: a closed tour ends one move from its start.",
    end_needs_fast: "Only fast aims for the last square; {algo} follows its own rule.",
    starts_unknown: "Dashed squares are undecided: the search from each stopped at its budget of {budget} {budget|placement|placements}.",
    starts_all_unknown: "Every square is dashed: no rule decides where the {piece} can start a tour on this board, and the search from each square stopped at its budget of {budget} {budget|placement|placements}.",
    starts_large: "The start shading draws every square, so it needs a board no larger than {max} × {max}; this one is {board}.",
    sq_end: "{label}, the last square",
    complete: "Tour complete: {area}/{area} ({kind})",
    stuck: "Stuck after {moves} {moves|move|moves} at {at}: no unvisited square is a knight's move away ({len}/{area} {area|square|squares} visited)",
    playing: "Playing: move {k} of {n}, {piece} on {at}",
    paused: "Paused: move {k} of {n}, {piece} on {at}",
    solving: "Solving from {start} with {algo}… {placed} {placed|placement|placements} so far, {depth} {depth|square|squares} deep. Cancel stops it.",
    solving_longer: "The quick search from {start} found no answer; searching longer in the engine… {placed} {placed|placement|placements} so far, {depth} {depth|square|squares} deep. Cancel stops it.",
    search_longer: "Search longer: up to {budget} {budget|placement|placements}",
    surveying: "Surveying every start with {algo}… {done} of {total} {total|start|starts} done. Cancel stops it.",
    search_playing: "Playing the search: step {k} of {n}, {depth} {depth|square|squares} deep ({placed} placed, {back} taken back)",
    search_paused: "Paused the search: step {k} of {n}, {depth} {depth|square|squares} deep ({placed} placed, {back} taken back)",
    budget: "Budget exhausted after {placed} {placed|placement|placements}: the search stopped with {len}/{area} {area|square|squares} on its route",
    no_tour: "No tour from {start}: the search tried every route ({placed} {placed|placement|placements}, {back} taken back) and none covers the {board} board",
    tries: "No tour in {tries} {tries|try|tries}: the longest random walk covered {len}/{area} {area|square|squares}",
    impossible: "No tour from {start}: {why}.",
    undecided: "Undecided from {start}: no rule settles this square, and the search stopped at its budget of {placed} {placed|placement|placements} before finding a tour or ruling one out. Nothing is proved either way",
    undecided_exists: "A tour from {start} exists (a theorem or rule says so), but the search stopped at its budget of {placed} {placed|placement|placements} before finding one",
    imported_path: "A {piece}'s path of {len} of {area} {area|square|squares}, not a whole tour",
    cancelled: "Cancelled the search from {start} after {placed} {placed|placement|placements}. Click a square to start again.",
    survey_cancelled: "Cancelled the survey after {done} of {total} {total|start|starts}; the heatmap shows those.",
    refused_start: "Cannot solve from {start}: it is not a square of the {board} board.",
    refused_invalid: "Internal error: the solver produced a route the validator rejects ({why}), so it is not shown.",
    refused_end: "Cannot finish on {end}: it is not a square of the {board} board.",
    refused_end_fast: "Only fast can aim for a chosen last square; {algo} follows its own rule. Choose fast or clear the last square.",
    compare_result: "{algo}: {result}",
    compare_line: "{first} · {second}",
    compare_playing: "Playing — {sides}",
    compare_paused: "Paused — {sides}",
    compare_moving: "move {k} of {n}, {piece} on {at}",
    result_impossible: "no tour from {start}: {why}",
    survey_summary: "Survey of {scope}: {complete} {complete|gives|give} a tour ({open} open, {closed} closed).{failures}{undecided} {time}. Click a square to play its run.",
    scope_all: "{n} {n|start|starts}",
    scope_partial: "{n} of {total} {total|start|starts} (unfinished)",
    fails_few: " Fails from {list}.",
    fails_many: " Fails from {n} {n|start|starts}, including {list}.",
    undecided_few: " Undecided from {list}: the search stopped at its budget.",
    undecided_many: " Undecided from {n} {n|start|starts}, including {list}: the search stopped at its budget.",
    dur_ms: "{n} ms",
    dur_s: "{n} s",
    why_intro: "From {from} the {piece} can go to:",
    onward: "{n} {n|onward move|onward moves}",
    table_value: "table value {n}",
    candidate: "{name}: {what}",
    only_one: "{sq} is the only unvisited square a knight's move away.",
    tie: "Tie between {list} at {what}: {sq} comes first in the {order} move order.",
    fewest: "{sq} has the fewest {unit} ({score}), so the {piece} goes there: squares with few ways out are visited before they become dead ends.",
    dead_end: "Dead end at {at}: every knight move from there lands on a visited square, and the rule never goes back. {n} {n|square|squares} (outlined) can no longer be reached.",
    reason_narrow: "a board {side} {side|square|squares} wide has no closed tour (Schwenk's theorem, condition b)",
    reason_three: "3 × {long} has no closed tour (Schwenk's theorem, condition c)",
    reason_exhausted: "every way of going on from there was tried ({positions} {positions|move|moves} in all), and none visits every square",
    e_board_range: "board {side} must be between {min} and {max}, got {value}",
    e_board_malformed: "board size \"{text}\" is not ROWSxCOLS (for example 8x8 or 9x10); each side between {min} and {max}",
    e_square_malformed: "square \"{text}\" is neither an algebraic name (like e4) nor seed coordinates row,col (like 5,6)",
    e_square_off: "square \"{text}\" is not on the {board} board: files run {first}..{last}, ranks 1..{rows}; seed coordinates 0..{max_row},0..{max_col}",
    square_hole: "{sq} is a hole, not a square of the board",
    notice_value: "URL parameter {name}=\"{text}\" must be {accepted}. {fallback}",
    notice_why: "URL parameter {name}=\"{text}\": {why}. {fallback}",
    notice_unknown: "Unknown URL parameter \"{key}\" was ignored; the app understands {known}.",
    notice_only_in: "URL parameter {name}=\"{text}\" applies only with mode={mode}; ignoring it.",
    notice_walk: "URL parameter walk: move {k} (\"{text}\") {why}; keeping the moves before it ({kept}).",
    start_not_walk: "URL parameter start=\"{text}\": the walk (walk=) starts on {sq}; following the walk.",
    walk_not_square: "is not a square of the board ({why})",
    walk_not_move: "is not a knight's move from {from}",
    too_large: "Play, compare and puzzle modes need a board no larger than {max} × {max}.",
    two_sentences: "{first} {second}",
    range: "a whole number from {min} to {max}",
    at_least: "a whole number from {min} up",
    or_list: "{list} or {last}",
    lang_unavailable: "The {lang} texts could not be loaded, so the page stayed in {kept}.",
    imp_ragged: "row {row} has a different number of entries ({found}) from the first row ({expected})",
    imp_repeated: "move {n} appears twice",
    imp_missing: "move {n} is missing, though later moves are there",
    imp_not_square: "entry {k}: {why}",
    imp_off: "move {k} is off the board",
    imp_revisit: "move {k}: {sq} was already visited at move {first}",
    imp_not_move: "move {k}: {from} to {to} is not a knight's move",
    imp_incomplete: "the route visits {visited} of {area} {area|square|squares}",
    imp_intro: "Not imported: {why}.",
    imp_json_at: "the JSON breaks off or is malformed at line {line}, column {column}",
    imp_json_missing: "the JSON has no \"{field}\"",
    imp_json_field: "the JSON's \"{field}\" cannot be read: a value of the wrong kind, or the key given twice",
    sq_move: "{name}, move {step}",
    sq_knight: "{name}, {piece} here, move {step}",
    sq_legal: "{label}, legal move",
    sq_can_start: "{label}, can start a tour",
    sq_no_start: "{label}, no tour starts here",
    sq_undecided: "{label}, undecided",
    sq_survey: "{name}: {result}",
    board_label: "{board} board; use the arrow keys to move between squares and Enter to start",
    board_label_compare: "{board} board; use the arrow keys to move between squares and Enter to start · {algo}",
    large_label: "{board} board drawn as one route; click a square, or use the arrow keys and Enter, to choose the start",
    play_moving: "{k}/{n} {n|square|squares} visited; {piece} on {at}; legal moves: {moves}.",
    play_complete: "You did it! A tour of every square ({area}, {kind}) in {time}.",
    play_dead_end: "Dead end at {at}: no unvisited square is a knight's move away; unvisited squares left: {left}. Undo, or go back to an earlier move.",
    not_a_move: "{to} is not a knight's move from {from}.",
    visited: "{sq} was already visited (move {k}).",
    on_walk: "{sq} is on your walk (move {k}), so it stays: take the walk back to before it to remove it.",
    end_too_soon: "{sq} is the last square: visit it last.",
    go_back: "Go back to move {k} ({sq})",
    hint_move: "Try {sq}: a tour can still be completed from there.",
    hint_move_closed: "Try {sq}: a closed tour can still be completed from there.",
    lost: "No tour can be completed from here: {why}. Undo to an earlier move.",
    lost_back_to: "No tour can be completed from here: {why}. Undo to move {k}: from there a tour can still be completed.",
    lost_start_over: "No tour can be completed from here: {why}. No tour starts from this first square at all: start over from another square.",
    lost_dead_end: "the {piece} on {sq} has no unvisited square a move away",
    lost_cut: "{sq} can no longer be reached, since every square a knight's move from it has been visited",
    lost_no_way_back: "a closed tour must end a knight's move from {sq}, and every such square has been visited",
    lost_two_ends: "{a} and {b} each have one way in and none out, so both would have to be the last square",
    lost_exhausted: "every way of going on from here was tried ({positions} {positions|move|moves} in all), and none visits every square",
    hint_unknown: "Undecided: the search stopped at its budget of {positions} {positions|move|moves} tried without finding a way on. Nothing is proved: a tour may still be possible from here.",

    // The code panel.
    code_title: "Code",
    code_toggle: "Show the code",
    code_follow_search: "The code follows the search, every placement and retreat.",
    code_show_search: "Follow the search",
    code_truncated: "The panel follows the first {n} {n|line|lines} of this run.",
    code_warnsdorff: [
        "Put the {piece} on the start square: move 1.",
        "While some square is unvisited:",
        "For each move, in move order, to an unvisited square:",
        "Count the unvisited squares one move on from it.",
        "Keep it if its count is below the best so far (a tie keeps the earlier).",
        "If there was no such square: stuck, stop.",
        "Move to the square kept: the next move.",
        "Every square visited: a tour.",
    ],
    code_accessibility: [
        "Fill the table with each square's number of moves; put the {piece} on the start: move 1.",
        "While some square is unvisited:",
        "For each move, in move order, to an unvisited square:",
        "Look up its table value.",
        "Keep it if the value is below the best so far (a tie keeps the earlier).",
        "Lower its table value by one.",
        "If there was no such square: stuck, stop.",
        "Move to the square kept: the next move.",
        "Every square visited: a tour.",
    ],
    code_random: [
        "Put the {piece} on the start square: try 1.",
        "Repeat:",
        "Draw a direction at random; from it, take the first direction (round the move order) that reaches an unvisited square.",
        "Move there.",
        "If none does, this try ends; remember it if it is the longest.",
        "Tries left: start again from the start square.",
        "No tries left: show the longest walk, stop.",
        "Every square visited: a tour, stop.",
    ],
    code_backtrack: [
        "Put the {piece} on the start square: depth 1.",
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
    code_fast: [
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
    v_onward: "From {from}: {sq} has {n} unvisited onward {n|square|squares}.",
    v_table: "From {from}: {sq} has table value {n}.",
    v_first: "{sq} is the first candidate: kept ({n}).",
    v_lower: "{n} < {best} ({best_sq}): {sq} is kept.",
    v_tie: "{n} = {best}: a tie, so {best_sq} stays (earlier in move order).",
    v_higher: "{n} > {best}: {best_sq} stays.",
    v_lowered: "{sq}'s table value is now {n}.",
    v_move: "Move {n}: {sq}.",
    v_stuck: "No unvisited square is a move from {sq}: stuck with {n} {n|square|squares} visited.",
    v_complete: "Every square visited: {n} in all.",
    v_draw: "Direction {d} drawn (counting in move order).",
    v_dead_end: "Try {t} ends with {n} {n|square|squares}; the longest so far has {best}.",
    v_restart: "Try {t} begins from the start square.",
    v_out_of_tries: "No tries left: the longest walk has {best} {best|square|squares}.",
    v_list: "From {sq} (depth {d}): {moves}.",
    v_list_none: "From {sq} (depth {d}): no move to an unvisited square.",
    v_try: "Place {sq}: depth {d}.",
    v_retreat: "Take {sq} back: depth {d}.",
    v_budget: "{n} {n|placement|placements}: the budget is spent.",
    v_no_tour: "Every move from the start was tried: no tour starts here.",
    v_theorem_yes: "A theorem says a tour of this kind exists.",
    v_theorem_no: "A theorem rules it out (the reason is in the status line above).",
    v_theorem_open: "No theorem decides; the next line will.",
    v_thin: "Column by column.",
    v_construct: "Tiles and joins.",
    v_search: "Exact search.",
    v_impossible: "No tour of this kind exists.",
    v_undecided: "The budget ran out before the search decided.",
    v_playing: "Playing the tour: move {n} of {of}.",
    v_tiles: "{n} {n|tile|tiles}: {rows} {rows|row|rows} by {cols} {cols|column|columns}.",
    v_corridor: "A corridor of tiles from the start to the last square, already one path of {n} {n|square|squares}.",
    v_tile_tour: "Tile {k} of {n} ({h}×{w}): its own closed tour.",
    v_tile_path: "Tile {k} of {n} ({h}×{w}): an open tour from the start.",
    v_join: "Tile {k} joins tile {j}: out {out}; in {put_in}.",
    v_walk: "The joined tour, walked from {sq}.",
    open_choices: "Still to try",
    open_depth: "depth {d}: {moves}",
    nothing_left: "nothing",
    attempt_state: "Try {t} · longest walk so far {best}",

    // Holes and other pieces.
    reason_single: "the board has a single square: it is an open tour by itself, but a closed tour needs a move back to its start",
    e_no_squares: "every square is a hole; a board needs at least one square",
    reason_isolated: "{sq} has no move to any other square, so no tour can reach or leave it",
    reason_lattice: "both of the {piece}'s steps are multiples of {step}, so it only reaches squares whose row and column distances from the start are multiples of {step}; {sq} is not one",
    reason_other_colour: "every move of the {piece} keeps the square's colour, so it never reaches {sq}, which has the other colour",
    reason_disconnected: "no sequence of moves leads from the start to {sq}: the holes cut the board into parts the {piece} cannot cross between",
    reason_all_lattice: "both of the {piece}'s steps are multiples of {step}, so from any square it only reaches squares whose row and column distances from it are multiples of {step}",
    reason_all_other_colour: "every move of the {piece} keeps the square's colour, so from any square it never reaches the squares of the other colour",
    reason_all_disconnected: "the holes cut the board into parts the {piece} cannot cross between",
    board_no_tour: "No square of this board starts a {piece}'s tour: {why}.",
    board_no_closed_tour: "No square of this board starts a closed tour of the {piece}: {why}.",
    reason_dead_end_closed: "{sq} has only one move, but a closed tour enters and leaves every square",
    reason_three_dead_ends: "{a}, {b} and {c} each have only one move, so each would have to be an end of the tour, and a tour has two ends",
    reason_dead_ends_not_start: "{a} and {b} each have only one move, so they must be the tour's two ends, and the start is neither",
    reason_dead_end_not_end: "{sq} has only one move, so it must be an end of the tour, and it is neither the start nor the last square asked for",
    reason_uneven: "every move changes the piece's colour, so a tour alternates colours; the board has {larger} {larger|square|squares} of one colour and {smaller} of the other, more than one apart",
    reason_unequal: "a closed tour alternates the piece's two colours around a cycle, so it needs as many of each; the board has {larger} and {smaller}",
    reason_start_smaller: "every move changes the piece's colour, and the board has {larger} {larger|square|squares} of one colour and {smaller} of the other, so a tour starts on the larger; this square has the other colour",
    reason_end_same_colour: "every move changes the piece's colour, and the board has {each} {each|square|squares} of each, so a tour ends on the colour it did not start on; these two squares have the same colour",
    reason_end_smaller: "every move changes the piece's colour, and the board has {larger} {larger|square|squares} of one colour and {smaller} of the other, so a tour starts and ends on the larger; the last square asked for has the other colour",
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
    editing_prompt: "Editing the board: click a square to remove it, or a removed square to put it back (drag to do several). Turn off Edit board to choose a start again.",
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
    piece_knight: "knight",
    piece_camel: "camel",
    piece_zebra: "zebra",
    piece_giraffe: "giraffe",
    piece_leaper: "({p},{q})-leaper",
    a_hole: "{sq}: a hole; click to put it back",
    closed_label_any: "Closed tour (ends one move from the start)",
    stuck_any: "Stuck after {moves} {moves|move|moves} at {at}: no unvisited square is one move of the {piece} away ({len}/{area} {area|square|squares} visited)",
    only_one_any: "{sq} is the only unvisited square one move of the {piece} away.",
    dead_end_any: "Dead end at {at}: every move of the {piece} from there lands on a visited square, and the rule never goes back. {n} {n|square|squares} (outlined) can no longer be reached.",
    play_dead_end_any: "Dead end at {at}: no unvisited square is one move of the {piece} away; unvisited squares left: {left}. Undo, or go back to an earlier move.",
    not_a_move_any: "{to} is not one move of the {piece} from {from}.",
    lost_cut_any: "{sq} can no longer be reached, since every square one move of the {piece} from it has been visited",
    lost_no_way_back_any: "a closed tour must end one move of the {piece} from {sq}, and every such square has been visited",
    walk_not_move_any: "is not one move of the {piece} from {from}",
    imp_not_move_any: "move {k}: {from} to {to} is not a move of the {piece}",
    play_tagline_any: "Move the {piece} yourself: visit every square exactly once, one move at a time.",
    play_how_to_any: "Click a square (or focus it and press Enter) to place the {piece}, then move it one move at a time to squares it has not visited. Visit them all to complete a tour; finish one move from the start for a closed one. Stuck? Undo, go back to any earlier move, or ask for a hint: it names a move from which a whole tour still exists, or says why none can. Warnsdorff's advice: go where the fewest onward moves remain (turn on the onward counts to see them).",

    algorithm_about: Named::Match(algorithm_about),
    order_about: Named::Match(order_about),
    mode_name: Named::Match(mode_name),
    theme_name: Named::Match(theme_name),
    shortcut_does: Named::Match(shortcut_does),
    e_puzzle_code: "it is not a puzzle's code: a character may be mistyped or cut off",
    share_result: "Share result",
    stat_hints: "Hints",
    result_play: "A knight's tour of {board} ({kind}) in {time} with {hints} {hints|hint|hints}.",
    fallback: Named::Match(fallback),
    // Puzzle mode
    pz_level: "Level",
    pz_new: "New puzzle",
    pz_new_title: "Make a new puzzle for this board, tour and level",
    pz_undo_title: "Take back the last number (U)",
    pz_clear: "Clear",
    pz_clear_title: "Remove every number of yours (the clues stay)",
    pz_check: "Check",
    pz_check_title: "Say what breaks a rule, without giving the answer",
    pz_hint_title: "The next deduction from the numbers placed (H)",
    pz_solution: "Show solution",
    pz_solution_title: "Step through the solution in Watch mode",
    pz_making: "Making a puzzle with one solution…",
    pz_solving: "Working out this puzzle's solution…",
    pz_idle: "Choose a level and press New puzzle, or open a puzzle's link.",
    pz_how: "Walk: click the square for the next number, as in Play (a clue's square is clicked like any other). Or type: focus a square with the arrow keys and type its number; Backspace clears it. The bold numbers are the clues.",
    pz_keys: "Arrow keys move between squares; a digit writes on the square (type 1 then 4 for 14); Backspace or Delete clears it; Enter walks there; U undoes; H asks for a hint.",
    pz_fix_first: "Some of your numbers are not where the solution has them, so no hint can build on them: Check, Undo or Clear first.",
    pz_none_unique: "No tour agrees with this puzzle's clues: it has no solution.",
    pz_several: "More than one tour agrees with these clues, so this puzzle has no single answer.",
    pz_not_found: "No puzzle of this level was found for this board: try another level, or New puzzle again.",
    pz_all_right: "Every number of yours is right so far.",
    pz_empty_check: "Nothing to check yet: place a number first.",
    pz_shown: "You have seen the solution; New puzzle makes another.",
    pz_easy: "Easy",
    pz_medium: "Medium",
    pz_hard: "Hard",
    pz_ruled_out: " (Squares and numbers ruled out by earlier steps are left out.)",
    pz_no_tour_open: "No tour exists on this board, so there is no puzzle to make.",
    pz_no_tour_closed: "No closed tour exists on this board, so there is no closed puzzle to make: untick Closed.",
    pz_tagline: "Fill in the tour: every number from 1 to the last stands a {piece} move from the number before it.",
    pz_status: "{placed} of {total} numbers placed. The walk's next number: {next}.",
    pz_status_end: "{placed} of {total} numbers placed.",
    pz_solved: "Solved in {time}, with {hints} {hints|hint|hints} ({level}).",
    pz_solved_shared: "Solved in {time}, with {hints} {hints|hint|hints}.",
    pz_too_large: "Puzzles go up to 12 × 12; this board is {board}.",
    pz_code: "Puzzle code: {code}",
    pz_about: "Puzzle code: {code} · Level {level}, seed {seed}",
    pz_refused_clue: "{sq} holds the clue {clue}; it takes no other number ({n} goes elsewhere).",
    pz_refused_clue_typed: "{sq} holds the clue {clue}; it takes no other number.",
    pz_refused_not_move: "{n} cannot go on {sq}: it is not a {piece} move from {from}, where the walk stands.",
    pz_refused_elsewhere: "{n} is already on {sq}: click that square to walk on.",
    pz_refused_taken: "{sq} already holds your {n}: Undo, or focus it and press Backspace.",
    pz_refused_too_large: "Numbers go from 1 to {max}; {n} is too large.",
    pz_check_not_move: "{n} on {sq} is not a {piece} move from {p} on {psq}.",
    pz_check_twice: "{n} is written twice, on {a} and on {b}.",
    pz_check_range: "{n} on {sq} is not a number of this puzzle (1 to {max}).",
    pz_check_on_clue: "{sq} holds the clue {clue}, not {n}.",
    pz_check_off: "{sq} is not a square of this board.",
    pz_check_more: "{n} more {n|problem|problems} after this one.",
    pz_check_wrong: "No rule is broken, but {n} of your {placed} {placed|number is|numbers are} not where the solution has {n|it|them}.",
    pz_between: "{n} must be on {sq}: it is the only empty square a {piece} move from both {a} on {asq} and {b} on {bsq}.",
    pz_neighbour: "{n} must be on {sq}: {f} on {fsq} has only two usable neighbours, {o} on {osq} and {sq}.",
    pz_neighbour_end: "{n} must be on {sq}: {f} on {fsq} is an end of the tour, and {sq} is its only empty neighbour.",
    pz_only_square_two: "{n} must be on {sq}: it is the only empty square {am} {am|move|moves} from {a} on {asq} and {bm} {bm|move|moves} from {b} on {bsq}, over empty squares.",
    pz_only_square_one: "{n} must be on {sq}: it is the only empty square {am} {am|move|moves} from {a} on {asq}, over empty squares.",
    pz_only_square_none: "{n} must be on {sq}: it is the only empty square left that it can reach.",
    pz_only_number: "{sq} must hold {n}: every other missing number is too far from its placed neighbours to stand there.",
    pz_pair: "{f} on {fsq} has only two usable neighbours, {s1} and {s2}: they hold {a} and {b}, in some order.",
    pz_cut_square: "{n} cannot be on {sq}: then {cut} would be cut off, with no missing number able to reach it.",
    pz_cut_number: "{n} cannot be on {sq}: then {m} would have no square left within reach.",
    pz_guess: "No deduction is left, only a guess: try {n} on {sq}, one of {k} squares left for it.",
    pz_refuted: "{n} is not on {sq}: trying it there leads to a contradiction.",
    pz_result: "Knight's tour puzzle {board} ({level}) solved in {time} with {hints} {hints|hint|hints}. Puzzle code: {code}",
    pz_result_shared: "Knight's tour puzzle {board} solved in {time} with {hints} {hints|hint|hints}. Puzzle code: {code}",
};

fn algorithm_about(algorithm: Algorithm) -> &'static str {
    match algorithm {
        Algorithm::Fast => {
            "Always right: decides by theorem (colour parity, Schwenk's conditions) whether a tour can start here and explains why not; builds large tours by joining small tiles' tours; crosses boards three or four squares wide column by column, exactly; searches small boards exhaustively."
        }
        Algorithm::Warnsdorff => {
            "Warnsdorff's rule (1823): always move to the square with the fewest onward moves; on a tie, the first square in the move order wins. It never backtracks, so it can get stuck. Source: seeds 000 and 001 (Algorithm Gossip)."
        }
        Algorithm::Accessibility => {
            "Accessibility heuristic: a table of how many squares can reach each square (for the knight on 8×8: corners 2, centre 8), lowered as squares are visited; go to the lowest. Source: seed 003 (the Deitel exercise)."
        }
        Algorithm::Random => {
            "Random walk: pick a random direction (the next free one if it is blocked) until stuck; start over, up to 10,000 tries, and keep the longest walk. Source: seed 003."
        }
        Algorithm::Backtrack => {
            "Plain backtracking: try moves in order, go back when stuck. Correct but far too slow for 8×8, so it stops after 10,000,000 placements. Source: seed 002."
        }
        Algorithm::BacktrackEdge => {
            "Backtracking that tries squares nearest a corner first (edge score). Finds the 8×8 tour from a8 after 111,995 placements. Source: seed 002 (iThome)."
        }
        Algorithm::BacktrackWarnsdorff => {
            "Backtracking ordered by Warnsdorff's count: fewest onward moves first, and back up when stuck. Source: the reader's comment under seed 002."
        }
    }
}

fn order_about(order: SeedOrder) -> &'static str {
    match order {
        SeedOrder::Gossip => "gossip: clockwise from up-right (seeds 000, 001)",
        SeedOrder::Deitel => "deitel: anticlockwise from right-up (seeds 003, 004)",
        SeedOrder::Ithome => "ithome: down-right first (seed 002)",
        SeedOrder::IthomeReader => "ithome-reader: the reader's comment on seed 002",
    }
}

fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::Watch => "Watch",
        Mode::Play => "Play",
        Mode::Compare => "Compare",
        Mode::Puzzle => "Puzzle",
    }
}

fn theme_name(theme: Theme) -> &'static str {
    match theme {
        Theme::System => "System",
        Theme::Light => "Light",
        Theme::Dark => "Dark",
    }
}

fn shortcut_does(shortcut: Shortcut) -> &'static str {
    match shortcut {
        Shortcut::PlayPause => "play or pause",
        Shortcut::StepBack => "step back",
        Shortcut::StepForward => "step forward",
        Shortcut::Jump => "jump to start / end",
        Shortcut::Replay => "replay",
        Shortcut::Speed => "speed",
    }
}

/// What the app does instead of a bad value (`{default}`: the parameter's default).
fn fallback(param: Param) -> &'static str {
    match param {
        Param::Board => "Showing {default} instead.",
        Param::Holes => "Showing the board without holes.",
        Param::Leaper => "Using the knight.",
        Param::Mode => "Showing watch mode.",
        Param::Algo => "Using {default}.",
        Param::Order => "Using the algorithm's own order.",
        Param::Vs => "Comparing with {default}.",
        Param::Closed => "Looking for any tour.",
        Param::End => "Finishing anywhere.",
        Param::Speed => "Using {default}.",
        Param::Start => "Click a square to choose the start.",
        Param::Walk => "Keeping the moves before it.",
        Param::Survey => "Not surveying automatically.",
        Param::Seed => "Using a fresh seed.",
        Param::Autoplay => "Not playing automatically.",
        Param::Step => "Showing the run from its start.",
        Param::Degrees | Param::Starts | Param::Embed => "Leaving it off.",
        Param::Lang => "Using the browser's language.",
        Param::Theme => "Following the system.",
        Param::Code => "Leaving it off.",
        Param::Level => "Using easy.",
        Param::PuzzleSeed | Param::Puzzle => "Press New puzzle for another.",
        Param::Tour => "Choose a tour from the gallery.",
        Param::Controls => "Leaving them on.",
    }
}

/// Each gallery tour's title.
fn gallery_tour_title(tour: GalleryTour) -> &'static str {
    match tour {
        GalleryTour::Rudrata => "Rudrata's half-board tour",
        GalleryTour::EulerHalfBoard => "Euler's half-board tour",
        GalleryTour::EulerHalves => "Euler's tour in two halves",
        GalleryTour::EulerReentrant => "Euler's tour with a stretch reversed",
        GalleryTour::EulerGardner => "Euler's symmetric tour, as Gardner shows it",
        GalleryTour::Seed000Warnsdorff => "Warnsdorff's rule from g3 (seed 000)",
        GalleryTour::Gouraud => "Gouraud's tour to learn by heart",
        GalleryTour::Beverley => "Beverley's semi-magic tour",
        GalleryTour::Dudeney => "Dudeney's closed semi-magic tour",
        GalleryTour::Seed002Chess => "Backtracking from the corner (seed 002)",
        GalleryTour::Seed002Large => "A 9x10 tour by backtracking (seed 002)",
        GalleryTour::Kumar => "Kumar's near-magic tour of 4x14",
    }
}

/// Why each gallery tour matters, in one sentence.
fn gallery_tour_why(tour: GalleryTour) -> &'static str {
    match tour {
        GalleryTour::Rudrata => {
            "The oldest knight's tour known, hidden in a Sanskrit verse that reads the same when its syllables are taken in the knight's order."
        }
        GalleryTour::EulerHalfBoard => {
            "Euler's first step: half the board toured on its own, so that a copy of it can be fitted to the other half."
        }
        GalleryTour::EulerHalves => {
            "Two half-board tours joined into one closed tour, opposite squares always 32 apart: a tour made by a method, not found by trial."
        }
        GalleryTour::EulerReentrant => {
            "Walking part of a route backwards moves its end: Euler's rule for turning one tour into another, still the way open tours are closed."
        }
        GalleryTour::EulerGardner => {
            "The closed tour popular books show as Euler's: the lower half first, and the same after a half-turn of the board."
        }
        GalleryTour::Seed000Warnsdorff => {
            "Always moving to the square with the fewest onward moves tours the board without ever going back, as Warnsdorff proposed in 1823."
        }
        GalleryTour::Gouraud => {
            "Printed in a book of memory training, a closed tour to recite blindfold as a feat, long before tours were computed."
        }
        GalleryTour::Beverley => {
            "The first knight's tour whose every row and every column adds up to 260."
        }
        GalleryTour::Dudeney => {
            "Closed as well as semi-magic, with diagonals 4 from 260 each way; Dudeney doubted a fully magic tour exists, and a computer search in 2003 found none."
        }
        GalleryTour::Seed002Chess => {
            "What the teaching text's backtracking finds once it tries the squares nearest the edge first, after plain backtracking ran without end."
        }
        GalleryTour::Seed002Large => {
            "The largest board the text's edge-first backtracking solved, the same method carried from the chessboard to rectangles."
        }
        GalleryTour::Kumar => {
            "On a board where no magic tour exists, every column still adds up to 114 and no row misses 399 by more than 4."
        }
    }
}

/// Who made each gallery tour, as the sources credit it.
fn gallery_tour_author(tour: GalleryTour) -> &'static str {
    match tour {
        GalleryTour::Rudrata => "Rudrata",
        GalleryTour::EulerHalfBoard => "Leonhard Euler",
        GalleryTour::EulerHalves => "Leonhard Euler",
        GalleryTour::EulerReentrant => "Leonhard Euler",
        GalleryTour::EulerGardner => "Leonhard Euler, as Martin Gardner attributes it",
        GalleryTour::Seed000Warnsdorff => {
            "H. C. von Warnsdorff (the rule); the program of seed 000"
        }
        GalleryTour::Gouraud => "Francis Fauvel Gouraud, who calls it Euler's",
        GalleryTour::Beverley => "William Beverley",
        GalleryTour::Dudeney => "Henry Ernest Dudeney",
        GalleryTour::Seed002Chess => "iThome 2019 Ironman series, day 29 (seed 002)",
        GalleryTour::Seed002Large => "iThome 2019 Ironman series, day 29 (seed 002)",
        GalleryTour::Kumar => "Awani Kumar",
    }
}

/// What the sources leave open about each gallery tour; empty where nothing is.
fn gallery_tour_note(tour: GalleryTour) -> &'static str {
    match tour {
        GalleryTour::Rudrata => {
            "Dated only to the 9th century. The commentary's key to the verse, as printed, repeats one letter and lacks another; the board shows it corrected. Vedanta Desika's Paduka Sahasram (14th century, verses 929–930) is printed with the same numbering: https://mukundapriya.blogspot.com/2022/08/chaturanga-turanga-bandham.html"
        }
        GalleryTour::EulerHalfBoard => {
            "The lower half of the next tour, printed on its own by Legendre as the half to which Euler fits the other."
        }
        GalleryTour::EulerHalves => {
            "The upper half is the lower half's numbers plus 32, turned through a half-turn, so squares opposite each other across the centre differ by 32. Popular books show a different symmetric closed tour as Euler's (Gardner's, below)."
        }
        GalleryTour::EulerReentrant => {
            "Made from Euler's two halves: square 1 is a knight's move from 16, so the stretch from 1 to 15 is walked backwards and numbered again; the upper half is unchanged."
        }
        GalleryTour::EulerGardner => {
            "Not the symmetric tour Legendre reports from Euler's paper (Euler's two halves, above): both are closed and the same after a half-turn, but they are different tours, even turned or reflected."
        }
        GalleryTour::Seed000Warnsdorff => {
            "The teaching text prints the program, not its output: this board is what that program prints from g3, in the text's order of moves. Warnsdorff's own text, and the square he starts from, could not be found."
        }
        GalleryTour::Gouraud => {
            "The book calls the sequence Euler's, but names no figure of Euler's paper, and the tour is not one of the three Legendre reports."
        }
        GalleryTour::Beverley => {
            "The page it is read from prints the board transposed (its rows are these columns) and calls it Euler's; Jelliss's history says Euler made no magic tour of the 8×8 board, and dates Beverley's tour to 1847, its publication to 1848. The diagonals add up to 282 and 210."
        }
        GalleryTour::Dudeney => {
            "The diagonals add up to 264 and 256. MathWorld credits a tour with these diagonal sums to Francony (1882) without printing its numbers, so whether it is this tour could not be checked."
        }
        GalleryTour::Seed002Chess => {
            "The text also prints a 50-move board from plain backtracking; it is not a tour, so the gallery leaves it out."
        }
        GalleryTour::Seed002Large => "",
        GalleryTour::Kumar => {
            "Every column adds up to 114; each row to 399, or to 399 plus or minus 4 (\"near-magic\", in the words of the encyclopedia's entry)."
        }
    }
}

/// The symmetries' names.
fn st_transform(transform: Transform) -> &'static str {
    match transform {
        Transform::HalfTurn => "a half-turn",
        Transform::QuarterTurn => "a quarter-turn",
        Transform::LeftRight => "the mirror between left and right",
        Transform::TopBottom => "the mirror between top and bottom",
        Transform::MainDiagonal => "the mirror in the diagonal from the top left",
        Transform::AntiDiagonal => "the mirror in the diagonal from the top right",
        // The core names its symmetries as it finds more.
        _ => "a symmetry of the board",
    }
}

/// The gallery filter's choices.
fn st_filter_name(filter: Filter) -> &'static str {
    match filter {
        Filter::Closed => "closed",
        Filter::SemiMagic => "semi-magic",
        Filter::Symmetric => "symmetric",
        Filter::Bisected => "bisected",
    }
}
