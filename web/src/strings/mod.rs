//! Every sentence the app shows, in one place, so a translation replaces one module.

use tour_core::{
    Algorithm, Board, BoardError, Decision, Impossibility, MoveOrder, Run, Square, SquareError,
    Status, SurveyEntry, Tally, TourKind,
};

use crate::i18n::{self, Lang, fill};
use crate::state::{AppState, Mode, Phase, Progress, SurveyResult, View};
use crate::state::{DEFAULT_SPEED, SPEED_RANGE};
use crate::url::{Notice, WalkProblem};

mod play;

pub use play::{clock, hint, play_status, play_too_large, refusal, square_label_with_marks};
pub use tour_core::thousands as count;

/// The status line: what is on the board right now, in plain words.
///
/// Complete: `Tour complete: 64/64 (open)`. Stuck: `Stuck after 59 moves at a4: no
/// unvisited square is a knight's move away (60/64 squares visited)`.
pub fn status_line(state: &AppState) -> String {
    let board = state.board;
    let ui = i18n::ui(state.lang);
    if state.mode == Mode::Play {
        return play_status(state);
    }
    if let Some(progress) = state.solving {
        return fill(
            ui.solving,
            &[
                ("start", &progress.start.algebraic(board)),
                ("algo", &state.algorithm),
                ("steps", &count(progress.steps)),
                ("depth", &progress.depth),
            ],
        );
    }
    if let (true, Some(survey)) = (state.surveying, &state.survey) {
        return surveying(state.lang, survey);
    }
    if let Some(survey) = state.heatmap()
        && (state.message.is_none() || survey.finished)
    {
        return survey_summary(state.lang, survey);
    }
    let Some(playback) = &state.playback else {
        return match &state.message {
            Some(message) => message.clone(),
            None if state.mode == Mode::Compare => ui.play_mode.compare_prompt.into(),
            None => ui.idle_prompt.into(),
        };
    };
    let phase = state.phase();
    if let (true, Some(second)) = (
        matches!(phase, Phase::Done | Phase::Stuck),
        &state.second_playback,
    ) {
        let result = |algorithm: Algorithm, run: &Run| {
            format!("{algorithm}: {}", result(state.lang, board, run))
        };
        return format!(
            "{} · {}",
            result(state.algorithm, &playback.run),
            result(state.second, &second.run)
        );
    }
    if matches!(phase, Phase::Done | Phase::Stuck) {
        return outcome(state.lang, board, &playback.run);
    }
    let playing = phase == Phase::Playing;
    let knight = state
        .knight()
        .map(|square| square.algebraic(board))
        .unwrap_or_default();
    match (state.view, &state.cursor) {
        (View::Search, Some(cursor)) => fill(
            if playing {
                ui.search_playing
            } else {
                ui.search_paused
            },
            &[
                ("k", &count(cursor.position() as u64)),
                ("n", &count(state.length() as u64)),
                ("depth", &cursor.path().len()),
                ("placed", &count(cursor.placed())),
                ("back", &count(cursor.retreated())),
            ],
        ),
        _ => fill(
            if playing { ui.playing } else { ui.paused },
            &[("k", &state.shown), ("n", &playback.len()), ("at", &knight)],
        ),
    }
}

/// `open` or `closed` in the interface language.
pub(crate) fn kind_word(lang: Lang, kind: TourKind) -> &'static str {
    match kind {
        TourKind::Closed => i18n::ui(lang).closed,
        TourKind::Open => i18n::ui(lang).open,
    }
}

/// Why no tour exists, in the interface language.
pub fn reason(lang: Lang, why: Impossibility) -> String {
    let ui = i18n::ui(lang);
    match why {
        Impossibility::MinorityColour => ui.reason_parity.to_owned(),
        Impossibility::BothSidesOdd => ui.reason_both_odd.to_owned(),
        Impossibility::NarrowBoard { side } => fill(ui.reason_narrow, &[("side", &side)]),
        Impossibility::ThreeByFourSixEight { long } => fill(ui.reason_three, &[("long", &long)]),
        Impossibility::TooThin => ui.reason_thin.to_owned(),
        Impossibility::Exhausted { positions } => {
            fill(ui.reason_exhausted, &[("positions", &count(positions))])
        }
        other => other.to_string(),
    }
}

/// How a finished run ended, in one sentence.
pub fn outcome(lang: Lang, board: Board, run: &Run) -> String {
    let ui = i18n::ui(lang);
    let area = board.area();
    let len = run.path().len();
    let stats = run.stats();
    let start = run.route().start().algebraic(board);
    match run.status() {
        Status::Complete(kind) => fill(
            ui.complete,
            &[("area", &area), ("kind", &kind_word(lang, kind))],
        ),
        Status::Stuck { at } => fill(
            ui.stuck,
            &[
                ("moves", &len.saturating_sub(1)),
                ("at", &at.algebraic(board)),
                ("len", &len),
                ("area", &area),
            ],
        ),
        Status::BudgetExhausted => fill(
            ui.budget,
            &[
                ("placed", &count(stats.placed)),
                ("len", &len),
                ("area", &area),
            ],
        ),
        Status::NoTour => fill(
            ui.no_tour,
            &[
                ("start", &start),
                ("placed", &count(stats.placed)),
                ("back", &count(stats.retreats)),
                ("board", &board),
            ],
        ),
        Status::TriesExhausted => fill(
            ui.tries,
            &[
                ("tries", &count(stats.restarts)),
                ("len", &len),
                ("area", &area),
            ],
        ),
        Status::Impossible(why) => fill(
            ui.impossible,
            &[("start", &start), ("why", &reason(lang, why))],
        ),
        Status::Undecided => fill(
            ui.undecided,
            &[("start", &start), ("placed", &count(stats.placed))],
        ),
        // Only an imported path that could go on is still "running" when shown.
        Status::Running => fill(ui.link.imported_path, &[("len", &len), ("area", &area)]),
        _ => String::new(),
    }
}

/// The message after Cancel stopped a solve.
pub fn cancelled(lang: Lang, board: Board, progress: Progress) -> String {
    fill(
        i18n::ui(lang).cancelled,
        &[
            ("start", &progress.start.algebraic(board)),
            ("steps", &count(progress.steps)),
        ],
    )
}

/// The message after Cancel stopped a survey.
pub fn survey_cancelled(lang: Lang, survey: &SurveyResult) -> String {
    fill(
        i18n::ui(lang).survey_cancelled,
        &[
            ("done", &survey.entries.len()),
            ("total", &survey.board.area()),
        ],
    )
}

/// The status line while a survey runs.
pub fn surveying(lang: Lang, survey: &SurveyResult) -> String {
    fill(
        i18n::ui(lang).surveying,
        &[
            ("algo", &survey.algorithm),
            ("done", &survey.entries.len()),
            ("total", &survey.board.area()),
        ],
    )
}

/// One sentence summing up a survey: how many starts give a tour, and which fail.
pub fn survey_summary(lang: Lang, survey: &SurveyResult) -> String {
    let ui = i18n::ui(lang);
    let tally = survey.tally();
    let run = survey.entries.len();
    let failed: Vec<String> = survey
        .entries
        .iter()
        .filter(|entry| !entry.status.is_complete())
        .map(|entry| entry.start.algebraic(survey.board))
        .collect();
    let failures = match failed.len() {
        0 => String::new(),
        1..=8 => fill(ui.fails_few, &[("list", &failed.join(", "))]),
        n => fill(
            ui.fails_many,
            &[("n", &n), ("list", &failed[..8].join(", "))],
        ),
    };
    let scope = if survey.finished {
        fill(ui.scope_all, &[("n", &run)])
    } else {
        fill(
            ui.scope_partial,
            &[("n", &run), ("total", &survey.board.area())],
        )
    };
    fill(
        ui.survey_summary,
        &[
            ("scope", &scope),
            ("complete", &tally.complete()),
            ("open", &tally.open),
            ("closed", &tally.closed),
            ("failures", &failures),
            ("ms", &format!("{:.0}", survey.elapsed_ms)),
        ],
    )
}

/// What a heatmap cell says about its start, for its accessible name and tooltip.
pub fn survey_cell(lang: Lang, board: Board, entry: &SurveyEntry) -> String {
    let ui = i18n::ui(lang);
    match entry.status {
        Status::Complete(kind) => fill(ui.result_complete, &[("kind", &kind_word(lang, kind))]),
        Status::Stuck { at } => fill(
            ui.result_stuck,
            &[("at", &at.algebraic(board)), ("n", &entry.visited)],
        ),
        Status::BudgetExhausted => ui.result_budget.to_owned(),
        Status::NoTour | Status::Impossible(_) => ui.result_no_tour.to_owned(),
        Status::Undecided => ui.result_undecided.to_owned(),
        Status::TriesExhausted => fill(ui.result_tries, &[("n", &entry.visited)]),
        _ => String::new(),
    }
}

/// The result row of the stats panel.
pub fn result(lang: Lang, board: Board, run: &Run) -> String {
    let ui = i18n::ui(lang);
    let len = run.path().len();
    match run.status() {
        Status::Complete(kind) => fill(ui.result_complete, &[("kind", &kind_word(lang, kind))]),
        Status::Stuck { at } => fill(
            ui.result_stuck,
            &[("at", &at.algebraic(board)), ("n", &len)],
        ),
        Status::BudgetExhausted => ui.result_budget.to_owned(),
        Status::NoTour | Status::Impossible(_) => ui.result_no_tour.to_owned(),
        Status::TriesExhausted => fill(ui.result_tries, &[("n", &len)]),
        Status::Undecided => ui.result_undecided.to_owned(),
        _ => String::new(),
    }
}

/// `From g3 the knight can go to:`
pub fn decision_intro(lang: Lang, board: Board, from: Square) -> String {
    fill(
        i18n::ui(lang).why_intro,
        &[("from", &from.algebraic(board))],
    )
}

/// `f5: 2 onward moves ← chosen`; the table's value for the accessibility rule.
pub fn candidate_line(lang: Lang, name: &str, score: i16, table: bool, picked: bool) -> String {
    let ui = i18n::ui(lang);
    let what = match (table, score) {
        (true, _) => fill(ui.table_value, &[("n", &score)]),
        (false, 1) => ui.onward_one.to_owned(),
        (false, _) => fill(ui.onward_many, &[("n", &score)]),
    };
    let mark = if picked { ui.chosen_mark } else { "" };
    format!("{name}: {what}{mark}")
}

/// Why the chosen square won: the lowest score, and how a tie went.
pub fn decision_reason(
    lang: Lang,
    board: Board,
    decision: &Decision,
    order: MoveOrder,
    table: bool,
) -> String {
    let ui = i18n::ui(lang);
    let chosen = decision.chosen();
    let name = chosen.square.algebraic(board);
    let unit = if table { ui.unit_table } else { ui.unit_onward };
    let tied: Vec<String> = decision.tied().map(|c| c.square.algebraic(board)).collect();
    if decision.candidates().len() == 1 {
        return fill(ui.only_one, &[("sq", &name)]);
    }
    if tied.len() > 1 {
        fill(
            ui.tie,
            &[
                ("list", &tied.join(ui.tie_and)),
                ("score", &chosen.score),
                ("unit", &unit),
                ("sq", &name),
                ("order", &order),
            ],
        )
    } else {
        fill(
            ui.fewest,
            &[("sq", &name), ("unit", &unit), ("score", &chosen.score)],
        )
    }
}

/// Why a greedy run ended without a tour.
pub fn dead_end(lang: Lang, board: Board, run: &Run) -> String {
    let Status::Stuck { at } = run.status() else {
        return String::new();
    };
    let unreached = board.area() - run.path().len();
    fill(
        i18n::ui(lang).dead_end,
        &[("at", &at.algebraic(board)), ("n", &unreached)],
    )
}

/// What the start shading means.
pub fn starts_legend(lang: Lang, closed: bool) -> &'static str {
    let ui = i18n::ui(lang);
    if closed {
        ui.starts_legend_closed
    } else {
        ui.starts_legend_open
    }
}

/// Largest boards whose tours the stats count exactly from the start square (open and
/// closed), so the count appears at once.
pub const COUNT_MAX_AREA: (usize, usize) = (25, 36);

/// `304 open tours start from a1`, for small boards.
pub fn tour_count(lang: Lang, board: Board, start: Square, closed: bool) -> Option<String> {
    let limit = if closed {
        COUNT_MAX_AREA.1
    } else {
        COUNT_MAX_AREA.0
    };
    if board.area() > limit {
        return None;
    }
    let ui = i18n::ui(lang);
    let counted =
        tour_core::count_tours(board, Some(start), tour_core::Wanted::closed(closed)).ok()?;
    let name = start.algebraic(board);
    Some(if closed {
        fill(
            ui.count_closed,
            &[("n", &count(counted.undirected)), ("sq", &name)],
        )
    } else {
        fill(
            ui.count_open,
            &[("n", &count(counted.directed)), ("sq", &name)],
        )
    })
}

/// The survey tally's rows: label and count.
pub fn tally_rows(lang: Lang, tally: &Tally) -> [(&'static str, usize); 6] {
    let ui = i18n::ui(lang);
    [
        (ui.tally_open, tally.open),
        (ui.tally_closed, tally.closed),
        (ui.tally_stuck, tally.stuck),
        (ui.tally_budget, tally.budget_exhausted),
        (ui.tally_no_tour, tally.no_tour),
        (ui.tally_tries, tally.tries_exhausted),
    ]
}

/// The heatmap's legend: mark, CSS class and meaning.
pub fn survey_legend(lang: Lang) -> [(&'static str, &'static str, &'static str); 6] {
    let ui = i18n::ui(lang);
    [
        ("o", "open", ui.legend_open),
        ("C", "closed", ui.legend_closed),
        ("59", "stuck", ui.legend_stuck),
        ("B", "budget-exhausted", ui.legend_budget),
        ("X", "no-tour", ui.legend_no_tour),
        ("R", "tries-exhausted", ui.legend_tries),
    ]
}

/// One line saying what an algorithm does and where it comes from.
pub fn algorithm_description(lang: Lang, algorithm: Algorithm) -> &'static str {
    Algorithm::ALL
        .iter()
        .position(|a| *a == algorithm)
        .and_then(|i| i18n::ui(lang).algorithms.get(i))
        .copied()
        .unwrap_or("")
}

/// One line describing a move order.
pub fn order_description(lang: Lang, order: MoveOrder) -> &'static str {
    MoveOrder::ALL
        .iter()
        .position(|o| *o == order)
        .and_then(|i| i18n::ui(lang).orders.get(i))
        .copied()
        .unwrap_or("")
}

/// A URL problem, in the interface language.
pub fn notice(lang: Lang, notice: &Notice) -> String {
    let ui = i18n::ui(lang);
    match notice {
        Notice::UnknownParam(key) => fill(
            ui.n_unknown,
            &[("key", key), ("known", &crate::url::KNOWN.join(", "))],
        ),
        Notice::Board(text, why) => fill(
            ui.n_board,
            &[("text", text), ("why", &board_error(lang, why))],
        ),
        Notice::Algo(text) => {
            let ids: Vec<&str> = Algorithm::ALL.iter().map(|a| a.id()).collect();
            fill(
                ui.n_algo,
                &[
                    ("text", text),
                    ("ids", &ids.join(", ")),
                    ("default", &Algorithm::Fast),
                ],
            )
        }
        Notice::Order(text) => {
            let ids: Vec<&str> = MoveOrder::ALL.iter().map(|o| o.name()).collect();
            fill(ui.n_order, &[("text", text), ("ids", &ids.join(", "))])
        }
        Notice::Speed(text) => fill(
            ui.n_speed,
            &[
                ("text", text),
                ("min", SPEED_RANGE.start()),
                ("max", SPEED_RANGE.end()),
                ("default", &DEFAULT_SPEED),
            ],
        ),
        Notice::Flag(name, text) => {
            let fallback = match *name {
                "autoplay" => ui.fb_autoplay,
                "survey" => ui.fb_survey,
                "closed" => ui.fb_closed,
                "controls" => ui.link.fb_on,
                _ => ui.link.fb_off,
            };
            fill(
                ui.n_flag,
                &[("name", name), ("text", text), ("fallback", &fallback)],
            )
        }
        Notice::Lang(text) => fill(ui.n_lang, &[("text", text)]),
        Notice::Start(why) => fill(ui.n_start, &[("why", &square_error(lang, why))]),
        Notice::AutoplayNeedsStart => ui.n_autoplay_start.to_owned(),
        Notice::Mode(text) => fill(ui.play_mode.n_mode, &[("text", text)]),
        Notice::PlayTooLarge => play_too_large(lang),
        Notice::Step(text) => fill(ui.link.n_step, &[("text", text)]),
        Notice::Seed(text) => fill(ui.link.n_seed, &[("text", text)]),
        Notice::Theme(text) => fill(ui.link.n_theme, &[("text", text)]),
        Notice::Walk { k, text, problem } => {
            let why = match problem {
                WalkProblem::NotASquare(why) => fill(
                    ui.link.walk_not_square,
                    &[("why", &square_error(lang, why))],
                ),
                WalkProblem::NotAMove(from) => fill(ui.link.walk_not_move, &[("from", from)]),
                WalkProblem::Visited => ui.link.walk_visited.to_owned(),
            };
            fill(
                ui.link.n_walk,
                &[("k", k), ("text", text), ("why", &why), ("kept", &(k - 1))],
            )
        }
        Notice::Vs(text) => {
            let ids: Vec<&str> = Algorithm::ALL.iter().map(|a| a.id()).collect();
            fill(
                ui.play_mode.n_vs,
                &[
                    ("text", text),
                    ("ids", &ids.join(", ")),
                    ("default", &Algorithm::Warnsdorff),
                ],
            )
        }
    }
}

/// Why a pasted route was refused, in the interface language.
pub fn import_problem(lang: Lang, problem: &crate::state::ImportProblem) -> String {
    use tour_core::{ImportError, RouteError};
    let ui = &i18n::ui(lang).link;
    let name = |square: &Square| square.algebraic(problem.board);
    let why = match &problem.error {
        ImportError::Empty => ui.imp_empty.to_owned(),
        ImportError::RaggedRow {
            row,
            expected,
            found,
        } => fill(
            ui.imp_ragged,
            &[("row", row), ("found", found), ("expected", expected)],
        ),
        ImportError::Board(error) => board_error(lang, error),
        ImportError::RepeatedNumber { number } => fill(ui.imp_repeated, &[("n", number)]),
        ImportError::MissingNumber { number } => fill(ui.imp_missing, &[("n", number)]),
        ImportError::NotASquare { position, error } => fill(
            ui.imp_not_square,
            &[("k", position), ("why", &square_error(lang, error))],
        ),
        ImportError::Route {
            error: RouteError::OffBoard { position, .. },
            ..
        } => fill(ui.imp_off, &[("k", &(position + 1))]),
        ImportError::Route {
            error:
                RouteError::Repeated {
                    position,
                    first,
                    square,
                },
            ..
        } => fill(
            ui.imp_revisit,
            &[
                ("k", &(position + 1)),
                ("sq", &name(square)),
                ("first", &(first + 1)),
            ],
        ),
        ImportError::Route {
            error: RouteError::NotKnightMove { position, from, to },
            ..
        } => fill(
            ui.imp_not_move,
            &[
                ("k", &(position + 1)),
                ("from", &name(from)),
                ("to", &name(to)),
            ],
        ),
        ImportError::Route { error, .. } => error.to_string(),
    };
    fill(ui.imp_intro, &[("why", &why)])
}

/// Why a board size was refused, in the interface language.
pub fn board_error(lang: Lang, error: &BoardError) -> String {
    let ui = i18n::ui(lang);
    let (min, max) = (tour_core::MIN_SIDE, tour_core::MAX_SIDE);
    match error {
        BoardError::SideOutOfRange { side, value } => {
            let side = if *side == "rows" {
                ui.side_rows
            } else {
                ui.side_cols
            };
            fill(
                ui.e_board_range,
                &[
                    ("side", &side),
                    ("min", &min),
                    ("max", &max),
                    ("value", value),
                ],
            )
        }
        BoardError::Malformed(text) => fill(
            ui.e_board_malformed,
            &[("text", text), ("min", &min), ("max", &max)],
        ),
    }
}

/// Why a square name was refused, in the interface language.
pub fn square_error(lang: Lang, error: &SquareError) -> String {
    let ui = i18n::ui(lang);
    match error {
        SquareError::Malformed(text) => fill(ui.e_square_malformed, &[("text", text)]),
        SquareError::OffBoard { text, board } => fill(
            ui.e_square_off,
            &[
                ("text", text),
                ("board", board),
                ("first", &tour_core::file_name(0)),
                ("last", &tour_core::file_name(board.cols() - 1)),
                ("rows", &board.rows()),
                ("max_row", &(board.rows() - 1)),
                ("max_col", &(board.cols() - 1)),
            ],
        ),
    }
}

/// The accessible name of a square: `e4`, `e4, move 12`, `e4, knight here, move 12`.
pub fn square_label(lang: Lang, name: &str, step: Option<u32>, knight_here: bool) -> String {
    let ui = i18n::ui(lang);
    match (step, knight_here) {
        (Some(step), true) => fill(ui.sq_knight, &[("name", &name), ("step", &step)]),
        (Some(step), false) => fill(ui.sq_move, &[("name", &name), ("step", &step)]),
        (None, _) => name.to_owned(),
    }
}

/// The accessible name of the canvas board.
pub fn large_board_label(lang: Lang, board: Board) -> String {
    fill(i18n::ui(lang).large_label, &[("board", &board)])
}

/// The board-size form's hint.
pub fn board_size_hint(lang: Lang, max: u16) -> String {
    fill(i18n::ui(lang).size_hint, &[("max", &max)])
}

/// The label of the board drawing.
pub fn board_label(lang: Lang, board: Board) -> String {
    fill(i18n::ui(lang).board_label, &[("board", &board)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::Action;
    use crate::state::tests::solved;
    use tour_core::Square;

    fn run_to_end(algorithm: Algorithm, board: Board, from: &str) -> AppState {
        let state = AppState::new(board, algorithm, algorithm.default_order(), 4);
        let start = Square::parse(from, board).unwrap();
        let action = solved(&state, start);
        state.apply(action).apply(Action::ToEnd)
    }

    #[test]
    fn complete_and_stuck_lines_match_the_issue() {
        let chess = Board::CHESS;
        assert_eq!(
            status_line(&run_to_end(Algorithm::Warnsdorff, chess, "g3")),
            "Tour complete: 64/64 (open)"
        );
        assert_eq!(
            status_line(&run_to_end(Algorithm::Warnsdorff, chess, "e3")),
            "Stuck after 59 moves at a4: no unvisited square is a knight's move away \
             (60/64 squares visited)"
        );
    }

    #[test]
    fn fast_explains_a_square_without_a_tour() {
        let line = status_line(&run_to_end(
            Algorithm::Fast,
            Board::new(5, 5).unwrap(),
            "b5",
        ));
        assert!(
            line.starts_with("No tour from b5: the board has an odd number of squares"),
            "{line}"
        );
        let count = tour_count(
            Lang::En,
            Board::new(5, 5).unwrap(),
            Square::new(0, 0),
            false,
        );
        assert_eq!(count.as_deref(), Some("304 open tours start from a5"));
    }

    #[test]
    fn a_tie_is_explained_by_the_move_order() {
        let board = Board::CHESS;
        let order = MoveOrder::GOSSIP;
        let run = Algorithm::Warnsdorff
            .solve(board, Square::new(5, 6), order)
            .unwrap();
        let why = tour_core::decisions(Algorithm::Warnsdorff, board, order, run.path()).unwrap();
        let tie = why
            .iter()
            .find(|d| d.tied().count() > 1)
            .expect("g3's run has a tie");
        let line = decision_reason(Lang::En, board, tie, order, false);
        assert!(line.starts_with("Tie between "), "{line}");
        assert!(
            line.ends_with("comes first in the gossip move order."),
            "{line}"
        );
        let clear = why
            .iter()
            .find(|d| d.tied().count() == 1 && d.candidates().len() > 1)
            .unwrap();
        assert!(
            decision_reason(Lang::En, board, clear, order, false)
                .contains("has the fewest onward moves")
        );
    }

    #[test]
    fn search_outcomes_are_named() {
        let line = status_line(&run_to_end(
            Algorithm::BacktrackEdge,
            Board::new(3, 5).unwrap(),
            "a3",
        ));
        assert_eq!(
            line,
            "No tour from a3: the search tried every route (395 placements, 394 taken back) \
             and none covers the 3x5 board"
        );
    }

    #[test]
    fn playback_line_names_the_move_and_square() {
        let state = run_to_end(Algorithm::Warnsdorff, Board::CHESS, "g3").apply(Action::ToStart);
        assert_eq!(status_line(&state), "Paused: move 1 of 64, knight on g3");
    }

    #[test]
    fn counts_have_thousands_separators() {
        assert_eq!(count(0), "0");
        assert_eq!(count(999), "999");
        assert_eq!(count(1000), "1,000");
        assert_eq!(count(10_000_000), "10,000,000");
    }
}
