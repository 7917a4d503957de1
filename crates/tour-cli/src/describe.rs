//! Words and IDs for how runs ended, shared by `solve` and `survey`.

use tour_core::{Board, Stats, Status};

pub use tour_core::thousands as count;

/// `n` with thousands separators and `noun`, plural unless `n` is 1: `1 placement`,
/// `1,000 placements`.
pub fn counted(n: u64, noun: &str) -> String {
    let plural = if n == 1 { "" } else { "s" };
    format!("{} {noun}{plural}", count(n))
}

/// Milliseconds since `began`, rounded to the microsecond so JSON shows `0.023`, not
/// `0.023064000000000002`.
pub fn elapsed_ms(began: std::time::Instant) -> f64 {
    (began.elapsed().as_secs_f64() * 1_000_000.0).round() / 1000.0
}

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
             ({}/{} squares)",
            count(visited.saturating_sub(1) as u64),
            at.algebraic(board),
            count(visited as u64),
            count(area as u64)
        ),
        Status::BudgetExhausted => format!(
            "budget exhausted after {} ({visited}/{area} squares on the route)",
            counted(stats.placed, "placement")
        ),
        Status::NoTour => format!(
            "no tour exists from this square (the search finished after {})",
            counted(stats.placed, "placement")
        ),
        Status::TriesExhausted => format!(
            "no tour in {}; the longest walk covered {visited}/{area} squares",
            if stats.restarts == 1 {
                "1 try".to_owned()
            } else {
                format!("{} tries", count(stats.restarts))
            }
        ),
        Status::Impossible(why) => format!("no tour from this square: {why}"),
        Status::Undecided => format!(
            "unknown: no theorem decides and the exact search stopped after {} \
             (raise --budget)",
            counted(stats.placed, "placement")
        ),
        _ => "unfinished".to_owned(),
    }
}
