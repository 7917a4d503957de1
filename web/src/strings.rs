//! Every sentence the app shows, in one place, so a translation replaces one module.

use tour_core::{Algorithm, Board, Decision, MoveOrder, Run, Square, Status, SurveyEntry, Tally};

use crate::i18n::{self, Lang, fill};
use crate::state::{AppState, Phase, Progress, SurveyResult, View};

pub use tour_core::thousands as count;

/// The status line: what is on the board right now, in plain words.
///
/// Complete: `Tour complete: 64/64 (open)`. Stuck: `Stuck after 59 moves at a4: no
/// unvisited square is a knight's move away (60/64 squares visited)`.
pub fn status_line(state: &AppState) -> String {
    let board = state.board;
    if let Some(progress) = state.solving {
        return format!(
            "Solving from {} with {}… {} steps so far, {} squares deep. Cancel stops it.",
            progress.start.algebraic(board),
            state.algorithm,
            count(progress.steps),
            progress.depth
        );
    }
    if let (true, Some(survey)) = (state.surveying, &state.survey) {
        return surveying(survey);
    }
    if let Some(survey) = state.heatmap()
        && (state.message.is_none() || survey.finished)
    {
        return survey_summary(survey);
    }
    let ui = i18n::ui(state.lang);
    let Some(playback) = &state.playback else {
        return match &state.message {
            Some(message) => message.clone(),
            None => ui.idle_prompt.into(),
        };
    };
    let phase = state.phase();
    if matches!(phase, Phase::Done | Phase::Stuck) {
        return outcome(state.lang, board, &playback.run);
    }
    let verb = if phase == Phase::Playing {
        "Playing"
    } else {
        "Paused"
    };
    let knight = state
        .knight()
        .map(|square| square.algebraic(board))
        .unwrap_or_default();
    match (state.view, &state.cursor) {
        (View::Search, Some(cursor)) => format!(
            "{verb} the search: step {} of {}, {} squares deep ({} placed, {} taken back)",
            count(cursor.position() as u64),
            count(state.length() as u64),
            cursor.path().len(),
            count(cursor.placed()),
            count(cursor.retreated())
        ),
        _ => fill(
            if phase == Phase::Playing {
                ui.playing
            } else {
                ui.paused
            },
            &[("k", &state.shown), ("n", &playback.len()), ("at", &knight)],
        ),
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
        Status::Complete(kind) => {
            let kind = match kind {
                tour_core::TourKind::Closed => ui.closed,
                _ => ui.open,
            };
            fill(ui.complete, &[("area", &area), ("kind", &kind)])
        }
        Status::Stuck { at } => fill(
            ui.stuck,
            &[
                ("moves", &len.saturating_sub(1)),
                ("at", &at.algebraic(board)),
                ("len", &len),
                ("area", &area),
            ],
        ),
        Status::BudgetExhausted => format!(
            "Budget exhausted after {} placements: the search stopped with {len}/{area} \
             squares on its route",
            count(stats.placed)
        ),
        Status::NoTour => format!(
            "No tour from {start}: the search tried every route ({} placements, {} taken back) \
             and none covers the {board} board",
            count(stats.placed),
            count(stats.retreats)
        ),
        Status::TriesExhausted => format!(
            "No tour in {} tries: the longest random walk covered {len}/{area} squares",
            count(stats.restarts)
        ),
        Status::Impossible(why) => format!("No tour from {start}: {why}."),
        Status::Undecided => format!(
            "Unknown: no theorem decides and the exhaustive search from {start} stopped after \
             {} placements",
            count(stats.placed)
        ),
        _ => "Still running".to_owned(),
    }
}

/// The message after Cancel stopped a solve.
pub fn cancelled(board: Board, progress: Progress) -> String {
    format!(
        "Cancelled the search from {} after {} steps. Click a square to start again.",
        progress.start.algebraic(board),
        count(progress.steps)
    )
}

/// The message after Cancel stopped a survey.
pub fn survey_cancelled(survey: &SurveyResult) -> String {
    format!(
        "Cancelled the survey after {} of {} starts; the heatmap shows those.",
        survey.entries.len(),
        survey.board.area()
    )
}

/// The status line while a survey runs.
pub fn surveying(survey: &SurveyResult) -> String {
    format!(
        "Surveying every start with {} (order {})… {} of {} starts done. Cancel stops it.",
        survey.algorithm,
        survey.order,
        survey.entries.len(),
        survey.board.area()
    )
}

/// One sentence summing up a survey: how many starts give a tour, and which fail.
pub fn survey_summary(survey: &SurveyResult) -> String {
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
        1..=8 => format!(" Fails from {}.", failed.join(", ")),
        n => format!(
            " Fails from {n} starts, including {}.",
            failed[..8].join(", ")
        ),
    };
    let scope = if survey.finished {
        format!("{run} starts")
    } else {
        format!("{run} of {} starts (unfinished)", survey.board.area())
    };
    format!(
        "Survey of {scope}: {} give a tour ({} open, {} closed).{failures} {:.0} ms. \
         Click a square to play its run.",
        tally.complete(),
        tally.open,
        tally.closed,
        survey.elapsed_ms
    )
}

/// What a heatmap cell says about its start, for its accessible name and tooltip.
pub fn survey_cell(board: Board, entry: &SurveyEntry) -> String {
    let area = board.area();
    match entry.status {
        Status::Complete(kind) => format!("{kind} tour"),
        Status::Stuck { at } => format!(
            "stuck after {} moves at {} ({}/{area})",
            entry.moves(),
            at.algebraic(board),
            entry.visited
        ),
        Status::BudgetExhausted => format!("budget exhausted ({}/{area})", entry.visited),
        Status::NoTour | Status::Impossible(_) => "no tour".to_owned(),
        Status::Undecided => "undecided".to_owned(),
        Status::TriesExhausted => format!("no tour in the tries (best {}/{area})", entry.visited),
        _ => "running".to_owned(),
    }
}

/// The explanation at the end of a complete tour.
pub const WHY_DONE: &str = "Every square is visited: no move left to explain.";

/// `From g3 the knight can go to:`
pub fn decision_intro(board: Board, from: Square) -> String {
    format!("From {} the knight can go to:", from.algebraic(board))
}

/// `f5: 2 onward moves (chosen)`; the table's value for the accessibility rule.
pub fn candidate_line(name: &str, score: i16, table: bool, picked: bool) -> String {
    let what = match (table, score) {
        (true, _) => format!("table value {score}"),
        (false, 1) => "1 onward move".to_owned(),
        (false, _) => format!("{score} onward moves"),
    };
    let mark = if picked { " ← chosen" } else { "" };
    format!("{name}: {what}{mark}")
}

/// Why the chosen square won: the lowest score, and how a tie went.
pub fn decision_reason(board: Board, decision: &Decision, order: MoveOrder, table: bool) -> String {
    let chosen = decision.chosen();
    let name = chosen.square.algebraic(board);
    let unit = if table { "table value" } else { "onward moves" };
    let tied: Vec<String> = decision.tied().map(|c| c.square.algebraic(board)).collect();
    if decision.candidates().len() == 1 {
        return format!("{name} is the only unvisited square a knight's move away.");
    }
    if tied.len() > 1 {
        format!(
            "Tie between {} at {} {unit}: {name} comes first in the {order} move order.",
            tied.join(" and "),
            chosen.score
        )
    } else {
        format!(
            "{name} has the fewest {unit} ({}), so the knight goes there: squares with few \
             ways out are visited before they become dead ends.",
            chosen.score
        )
    }
}

/// Why a greedy run ended without a tour.
pub fn dead_end(board: Board, run: &Run) -> String {
    let Status::Stuck { at } = run.status() else {
        return String::new();
    };
    let unreached = board.area() - run.path().len();
    format!(
        "Dead end at {}: every knight move from there lands on a visited square, and the \
         rule never goes back. {unreached} square{} (outlined) can no longer be reached.",
        at.algebraic(board),
        if unreached == 1 { "" } else { "s" }
    )
}

/// What the start shading means.
pub fn starts_legend(closed: bool) -> String {
    let kind = if closed { "A closed tour" } else { "A tour" };
    format!(
        "{kind} can start on the squares with a green ring; dimmed squares start none \
         (click one to read why)."
    )
}

/// Largest boards whose tours the stats count exactly from the start square (open and
/// closed), so the count appears at once.
pub const COUNT_MAX_AREA: (usize, usize) = (25, 36);

/// `304 open tours start from a1`, for small boards.
pub fn tour_count(board: Board, start: tour_core::Square, closed: bool) -> Option<String> {
    let limit = if closed {
        COUNT_MAX_AREA.1
    } else {
        COUNT_MAX_AREA.0
    };
    if board.area() > limit {
        return None;
    }
    let wanted = tour_core::Wanted::closed(closed);
    let counted = tour_core::count_tours(board, Some(start), wanted).ok()?;
    let name = start.algebraic(board);
    Some(if closed {
        format!(
            "{} closed tours pass through {name}",
            count(counted.undirected)
        )
    } else {
        format!("{} open tours start from {name}", count(counted.directed))
    })
}

/// The survey tally's first row.
pub const STARTS_RUN: &str = "Starts run";

/// The survey tally's time row.
pub const SURVEY_TIME: &str = "Time";

/// The survey tally's rows: label and count.
pub fn tally_rows(tally: &Tally) -> [(&'static str, usize); 6] {
    [
        ("Open tours", tally.open),
        ("Closed tours", tally.closed),
        ("Stuck", tally.stuck),
        ("Budget exhausted", tally.budget_exhausted),
        ("No tour", tally.no_tour),
        ("Out of tries", tally.tries_exhausted),
    ]
}

/// The legend's accessible name.
pub const LEGEND_LABEL: &str = "Heatmap legend";

/// The heatmap's legend: mark, CSS class and meaning.
pub const SURVEY_LEGEND: [(&str, &str, &str); 6] = [
    ("o", "open", "open tour"),
    ("C", "closed", "closed tour"),
    ("59", "stuck", "stuck after that many moves"),
    ("B", "budget-exhausted", "budget exhausted"),
    ("X", "no-tour", "no tour exists"),
    ("R", "tries-exhausted", "random walk out of tries"),
];

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
pub fn order_description(order: MoveOrder) -> &'static str {
    match order.name() {
        "gossip" => "gossip: clockwise from up-right (seeds 000, 001)",
        "deitel" => "deitel: anticlockwise from right-up (seeds 003, 004)",
        "ithome" => "ithome: down-right first (seed 002)",
        "ithome-reader" => "ithome-reader: the reader's comment on seed 002",
        _ => "",
    }
}

/// The accessible name of a square: `e4`, `e4, move 12`, `e4, knight here, move 12`.
pub fn square_label(name: &str, step: Option<u32>, knight_here: bool) -> String {
    match (step, knight_here) {
        (Some(step), true) => format!("{name}, knight here, move {step}"),
        (Some(step), false) => format!("{name}, move {step}"),
        (None, _) => name.to_owned(),
    }
}

/// The accessible name of the canvas board.
pub fn large_board_label(board: Board) -> String {
    format!(
        "{board} board drawn as one route; click a square, or use the arrow keys and Enter, \
         to choose the start"
    )
}

/// Why surveys and shading are off on large boards.
pub const LARGE_BOARD_NOTE: &str =
    "Surveys and start shading work on boards up to 50 × 50, where every square is drawn.";

/// The board-size form's hint.
pub fn board_size_hint(max: u16) -> String {
    format!("Rows and columns from 1 to {max}.")
}

/// The label of the board drawing.
pub fn board_label(board: Board) -> String {
    format!("{board} board; use the arrow keys to move between squares and Enter to start")
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
        let count = tour_count(Board::new(5, 5).unwrap(), Square::new(0, 0), false);
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
        let line = decision_reason(board, tie, order, false);
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
            decision_reason(board, clear, order, false).contains("has the fewest onward moves")
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
