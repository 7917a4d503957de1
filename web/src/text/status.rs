//! The status line and the words for how runs, surveys and decisions went.

use tour_core::{
    Board, Run, Status, TourKind, solver::Decision, survey::SurveyEntry, text::grouped,
    theory::no_start_has_tour,
};

use super::{board_size, report, texts};
use crate::model::{
    AppState, Counted, Lang, Mode, Phase, Report, SeedOrder, Side, SurveyResult, View, Work,
};

/// The status line: what is on the board right now, in plain words, in `lang`.
///
/// Complete: `Tour complete: 64/64 (open)`. Stuck: `Stuck after 59 moves at a4: no
/// unvisited square is a knight's move away (60/64 squares visited)`.
pub fn status_line(lang: Lang, state: &AppState) -> String {
    let board = state.board();
    let t = texts(lang);
    // While editing, a click removes or restores a square in every mode.
    if state.editing() {
        return t.editing_prompt.to_owned();
    }
    // The engine's failure is said in every mode, until the next work or move.
    if let Some(failed @ Report::EngineFailed) = state.report() {
        return report(lang, board, failed);
    }
    if state.mode() == Mode::Play {
        return super::play_status(lang, board, state.play());
    }
    if state.waiting_for_engine() {
        return t.engine_loading.to_owned();
    }
    if state.mode() == Mode::Puzzle {
        return super::puzzle_status(lang, state.puzzle());
    }
    if let Some(progress) = state.solving() {
        let start = progress.start.algebraic(&board);
        let (placed, depth) = (grouped(progress.placed), grouped(progress.depth));
        let longer = state.asked().map(|asked| asked.work);
        if let Some(Work::Solve { longer: 1.., .. }) = longer {
            return t.solving_longer(&start, &placed, &depth);
        }
        return t.solving(&start, &progress.algorithm, &placed, &depth);
    }
    if let (true, Some(survey)) = (state.watch().surveying, &state.watch().survey) {
        return t.surveying(
            &survey.algorithm,
            &grouped(survey.entries.len()),
            &grouped(survey.board.square_count()),
        );
    }
    if let Some(survey) = state.heatmap()
        && (state.report().is_none() || survey.finished)
    {
        return survey_summary(lang, survey);
    }
    let Some(first) = state.run(Side::First) else {
        let ends = state.settings().ends;
        return match state.report() {
            Some(fact) => report(lang, board, fact),
            // A class need not click square after square to learn the board's answer.
            None => match no_start_has_tour(&board, ends) {
                Some(why) => super::board_no_tour(lang, &board, why),
                None if state.mode() == Mode::Compare => t.compare_prompt.to_owned(),
                None => t.idle_prompt.to_owned(),
            },
        };
    };
    let phase = state.phase();
    if state.mode() == Mode::Compare {
        return compare_status(lang, state, phase);
    }
    // A "no" is the answer at once, wherever the code panel's line stands: there is
    // nothing to play but the start, and an embed without controls never reaches the
    // last line.
    let answered = matches!(first.run.status(), Status::Impossible(_));
    if phase.ended() || answered {
        let start = first.start();
        // Whether a theorem or rule already says a tour exists, so that a search that
        // ran out of budget is not described as undecided by theory.
        let known = tour_core::theory::decided_by_theory(&board, start, first.ends) == Some(Ok(()));
        return outcome(lang, board, &first.run, known);
    }
    playback_line(lang, state, phase == Phase::Playing)
}

/// Compare mode: each board's own state, `fast: no tour from b5: … · warnsdorff: move 8
/// of 24, knight on c3`, after `Playing —` or `Paused —` until both are shown to their
/// end.
fn compare_status(lang: Lang, state: &AppState, phase: Phase) -> String {
    let t = texts(lang);
    let [first, second] = Side::BOTH.map(|side| {
        let algorithm = match side {
            Side::First => state.settings().algorithm,
            Side::Second => state.settings().second,
        };
        t.compare_result(&algorithm, &compare_side(lang, state, side))
    });
    let sides = t.compare_line(&first, &second);
    match phase {
        Phase::Playing => t.compare_playing(&sides),
        Phase::Paused => t.compare_paused(&sides),
        _ => sides,
    }
}

/// One board of compare mode: where its piece stands while its route plays, then how
/// its run ended (a "no" with its reason).
fn compare_side(lang: Lang, state: &AppState, side: Side) -> String {
    let (t, board) = (texts(lang), state.board());
    let Some(solved) = state.compare().run(side) else {
        return String::new();
    };
    let path = state.compare().path(side);
    if path.len() < solved.len() {
        let at = path.last().map(|s| s.algebraic(&board)).unwrap_or_default();
        let piece = super::piece_name(lang, &board);
        let (k, n) = (grouped(path.len()), grouped(solved.len()));
        return t.compare_moving(&k, &n, &piece, &at);
    }
    match solved.run.status() {
        Status::Impossible(why) => {
            let start = solved.start().algebraic(&board);
            t.result_impossible(&start, &super::reason(lang, &board, why))
        }
        _ => result(lang, board, &solved.run),
    }
}

/// `Playing: move 5 of 64, knight on c2`, or the search view's counters.
fn playback_line(lang: Lang, state: &AppState, playing: bool) -> String {
    let t = texts(lang);
    let player = state.player();
    match (player.view, &player.cursor) {
        (View::Search, Some(cursor)) => {
            let (k, n) = (grouped(cursor.position()), grouped(state.length()));
            let (placed, back) = (grouped(cursor.placed()), grouped(cursor.retreated()));
            let depth = grouped(cursor.path().len());
            if playing {
                t.search_playing(&k, &n, &depth, &placed, &back)
            } else {
                t.search_paused(&k, &n, &depth, &placed, &back)
            }
        }
        _ => {
            let path = state.path(Side::First);
            let at = path.last().map(|s| s.algebraic(&state.board()));
            let at = at.unwrap_or_default();
            let (k, n) = (grouped(player.shown), grouped(state.length()));
            let piece = super::piece_name(lang, &state.board());
            if playing {
                t.playing(&k, &n, &piece, &at)
            } else {
                t.paused(&k, &n, &piece, &at)
            }
        }
    }
}

/// `open` or `closed` in the interface language.
pub fn kind_word(lang: Lang, kind: TourKind) -> &'static str {
    match kind {
        TourKind::Closed => texts(lang).closed,
        TourKind::Open => texts(lang).open,
    }
}

/// How a finished run ended, in one sentence; `known`: a theorem or rule says a tour
/// exists from its start (and to its last square), whatever the run found.
pub fn outcome(lang: Lang, board: Board, run: &Run, known: bool) -> String {
    let t = texts(lang);
    let (area, len) = (board.square_count(), run.path().len());
    let moves = grouped(len.saturating_sub(1));
    let (area, len) = (grouped(area), grouped(len));
    let stats = run.stats();
    let start = run.route().start().algebraic(&board);
    match run.status() {
        Status::Complete(kind) => t.complete(&area, &kind_word(lang, kind)),
        Status::Stuck { at } => {
            if super::any_piece(&board) {
                let (at, piece) = (at.algebraic(&board), super::piece_name(lang, &board));
                return t.stuck_any(&moves, &at, &len, &area, &piece);
            }
            t.stuck(&moves, &at.algebraic(&board), &len, &area)
        }
        Status::BudgetExhausted => t.budget(&grouped(stats.placed), &len, &area),
        Status::NoTour => t.no_tour(
            &start,
            &grouped(stats.placed),
            &grouped(stats.retreats),
            &board_size(&board),
        ),
        Status::TriesExhausted => t.tries(&grouped(stats.restarts), &len, &area),
        Status::Impossible(why) if why.for_every_start() => super::board_no_tour(lang, &board, why),
        Status::Impossible(why) => t.impossible(&start, &super::reason(lang, &board, why)),
        Status::Undecided if known => t.undecided_exists(&start, &grouped(stats.placed)),
        Status::Undecided => t.undecided(&start, &grouped(stats.placed)),
        // Only an imported path that could go on is still "running" when shown.
        Status::Running => t.imported_path(&super::piece_name(lang, &board), &len, &area),
    }
}

/// The result row of the stats panel and the compare table.
pub fn result(lang: Lang, board: Board, run: &Run) -> String {
    status_result(lang, board, run.status(), run.path().len())
}

/// A heatmap cell's result, for its accessible name and tooltip.
pub fn survey_cell(lang: Lang, board: Board, entry: &SurveyEntry) -> String {
    let t = texts(lang);
    let name = entry.start.algebraic(&board);
    t.sq_survey(
        &name,
        &status_result(lang, board, entry.status, entry.visited),
    )
}

/// A short result: `complete tour (open)`, `stuck at a4 after 60 squares`.
fn status_result(lang: Lang, board: Board, status: Status, len: usize) -> String {
    let t = texts(lang);
    match status {
        Status::Complete(kind) => t.result_complete(&kind_word(lang, kind)),
        Status::Stuck { at } => t.result_stuck(&at.algebraic(&board), &grouped(len)),
        Status::BudgetExhausted => t.result_budget.to_owned(),
        Status::NoTour | Status::Impossible(_) => t.result_no_tour.to_owned(),
        Status::TriesExhausted => t.result_tries(&grouped(len)),
        Status::Undecided | Status::Running => t.result_undecided.to_owned(),
    }
}

/// One sentence summing up a survey: how many starts give a tour, and which fail.
pub fn survey_summary(lang: Lang, survey: &SurveyResult) -> String {
    let t = texts(lang);
    let tally = survey.tally();
    let run = survey.entries.len();
    let (undecided, failed): (Vec<&SurveyEntry>, Vec<&SurveyEntry>) = survey
        .entries
        .iter()
        .filter(|entry| !entry.status.is_complete())
        .partition(|entry| matches!(entry.status, Status::Undecided));
    let names = |entries: Vec<&SurveyEntry>| -> Vec<String> {
        entries
            .iter()
            .map(|entry| entry.start.algebraic(&survey.board))
            .collect()
    };
    let (failed, undecided) = (names(failed), names(undecided));
    let failures = match failed.len() {
        0 => String::new(),
        1..=8 => t.fails_few(&failed.join(t.list_sep)),
        n => t.fails_many(&grouped(n), &failed[..8].join(t.list_sep)),
    };
    // A search that stopped at its budget has not failed: it has no answer yet.
    let undecided = match undecided.len() {
        0 => String::new(),
        1..=8 => t.undecided_few(&undecided.join(t.list_sep)),
        n => t.undecided_many(&grouped(n), &undecided[..8].join(t.list_sep)),
    };
    let scope = if survey.finished {
        t.scope_all(&grouped(run))
    } else {
        t.scope_partial(&grouped(run), &grouped(survey.board.square_count()))
    };
    t.survey_summary(
        &scope,
        &grouped(tally.complete()),
        &grouped(tally.open),
        &grouped(tally.closed),
        &failures,
        &undecided,
        &super::duration(lang, survey.elapsed_ms),
    )
}

/// Why the chosen square won: the only one, the lowest score, or how a tie went.
pub fn decision_reason(
    lang: Lang,
    board: Board,
    decision: &Decision,
    order: SeedOrder,
    table: bool,
) -> String {
    let t = texts(lang);
    let chosen = decision.chosen();
    let name = chosen.square.algebraic(&board);
    let unit = if table { t.unit_table } else { t.unit_onward };
    let tied: Vec<String> = decision
        .tied()
        .map(|c| c.square.algebraic(&board))
        .collect();
    let piece = super::piece_name(lang, &board);
    if decision.candidates().len() == 1 {
        if super::any_piece(&board) {
            return t.only_one_any(&name, &piece);
        }
        t.only_one(&name)
    } else if tied.len() > 1 {
        // The tied score with its unit: "1 onward move", "table value 3".
        let what = if table {
            t.table_value(&chosen.score)
        } else {
            t.onward(&chosen.score)
        };
        t.tie(&tied.join(t.tie_and), &what, &name, &order.id())
    } else {
        t.fewest(&name, &unit, &chosen.score, &piece)
    }
}

/// Why a greedy run ended without a tour at `at`, with `unreached` squares left.
pub fn dead_end(lang: Lang, board: Board, run: &Run) -> Option<String> {
    let Status::Stuck { at } = run.status() else {
        return None;
    };
    let unreached = grouped(board.square_count() - run.path().len());
    let (t, at) = (texts(lang), at.algebraic(&board));
    if super::any_piece(&board) {
        let piece = super::piece_name(lang, &board);
        return Some(t.dead_end_any(&at, &unreached, &piece));
    }
    Some(t.dead_end(&at, &unreached))
}

/// `304 open tours start from a1`.
pub fn tour_count(lang: Lang, board: Board, counted: &Counted) -> String {
    let t = texts(lang);
    let (n, sq) = (grouped(counted.tours), counted.start.algebraic(&board));
    match counted.kind {
        TourKind::Open => t.count_open(&n, &sq),
        TourKind::Closed => t.count_closed(&n, &sq),
    }
}

#[cfg(test)]
mod tests;
