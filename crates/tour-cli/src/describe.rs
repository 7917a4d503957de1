//! Words and IDs for how runs ended, shared by `solve` and `survey`.

use tour_core::{Board, Impossibility, Stats, Status};

/// `n` with thousands separators, as the seed texts quote placement counts: `111,995`.
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

/// Why no tour exists: the core's sentence, with the search's positions counted the
/// way this command line counts everything else.
pub fn impossibility(why: Impossibility) -> String {
    match why {
        Impossibility::Exhausted { positions } => format!(
            "exhaustive search finished: {} positions, none completes a tour",
            count(positions)
        ),
        other => other.to_string(),
    }
}

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
    let area = board.square_count();
    match status {
        Status::Complete(kind) => {
            let area = count(area as u64);
            format!("tour complete, {area}/{area} ({kind})")
        }
        Status::Stuck { at } => format!(
            "stuck after {} moves at {}: no unvisited square is one move away \
             ({}/{} squares)",
            count(visited.saturating_sub(1) as u64),
            at.algebraic(&board),
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
        Status::Impossible(why) => format!("no tour from this square: {}", impossibility(why)),
        Status::Undecided => format!(
            "unknown: no theorem decides and the exact search stopped after {} \
             (raise --budget)",
            counted(stats.placed, "placement")
        ),
        _ => "unfinished".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::{count, impossibility};
    use tour_core::Impossibility;

    #[test]
    fn counts_get_separators_and_so_do_the_searchs_positions() {
        assert_eq!(count(0), "0");
        assert_eq!(count(999), "999");
        assert_eq!(count(111_995), "111,995");
        assert_eq!(count(u64::MAX), "18,446,744,073,709,551,615");
        let why = Impossibility::Exhausted {
            positions: 1_234_567,
        };
        assert_eq!(
            impossibility(why),
            "exhaustive search finished: 1,234,567 positions, none completes a tour"
        );
        let theorem = Impossibility::BothSidesOdd;
        assert_eq!(impossibility(theorem), theorem.to_string());
    }
}
