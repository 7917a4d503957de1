//! Words and IDs for how runs ended, shared by `solve` and `survey`.

use tour_core::{Board, Stats, Status};

pub use tour_core::thousands as count;

/// How one run ended, in words: `tour complete, 64/64 (open)`.
pub fn ending(board: Board, status: Status, visited: usize, stats: Stats) -> String {
    let area = board.area();
    match status {
        Status::Complete(kind) => {
            let area = count(area as u64);
            format!("tour complete, {area}/{area} ({kind})")
        }
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
        Status::Impossible(why) => format!("no tour from this square: {why}"),
        Status::Undecided => format!(
            "unknown: no theorem decides and the exact search stopped after {} placements \
             (raise --budget)",
            count(stats.placed)
        ),
        _ => "unfinished".to_owned(),
    }
}
