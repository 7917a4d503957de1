//! Words and IDs for how runs ended, shared by `solve` and `survey`.

use tour_core::{Board, Stats, Status};

/// The status ID used in JSON (the same IDs as the app's `data-outcome`).
pub fn status_id(status: Status) -> &'static str {
    match status {
        Status::Complete(_) => "complete",
        Status::Stuck { .. } => "stuck",
        Status::BudgetExhausted => "budget-exhausted",
        Status::NoTour => "no-tour",
        Status::TriesExhausted => "tries-exhausted",
        _ => "running",
    }
}

/// `1234567` as `1,234,567`.
pub fn count(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// How one run ended, in words: `tour complete, 64/64 (open)`.
pub fn ending(board: Board, status: Status, visited: usize, stats: Stats) -> String {
    let area = board.area();
    match status {
        Status::Complete(kind) => format!("tour complete, {area}/{area} ({kind})"),
        Status::Stuck { at } => format!(
            "stuck after {} moves at {}: no unvisited square is a knight's move away \
             ({visited}/{area} squares)",
            visited.saturating_sub(1),
            at.algebraic(board)
        ),
        Status::BudgetExhausted => format!(
            "budget exhausted after {} placements ({visited}/{area} squares on the route)",
            count(stats.placed)
        ),
        Status::NoTour => format!(
            "no tour exists from this square (the search finished after {} placements)",
            count(stats.placed)
        ),
        Status::TriesExhausted => format!(
            "no tour in {} tries; the longest walk covered {visited}/{area} squares",
            count(stats.restarts)
        ),
        _ => "unfinished".to_owned(),
    }
}
