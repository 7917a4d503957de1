//! `knights-tour algorithms`: what each ID means, for teachers writing handouts.

use std::fmt::Write;

use tour_core::{Algorithm, MoveOrder};

/// One line per algorithm and one per move order.
pub fn text() -> String {
    let mut out = String::from("Algorithms (--algo):\n");
    for algorithm in Algorithm::ALL {
        let _ = writeln!(
            out,
            "  {:<22} {} [default order: {}]",
            algorithm.id(),
            summary(algorithm),
            algorithm.default_order()
        );
    }
    out.push_str("\nMove orders (--order), (d_row, d_col) with rows counted from the top:\n");
    for order in MoveOrder::ALL {
        let offsets: Vec<String> = order
            .offsets()
            .iter()
            .map(|offset| format!("({},{})", offset.d_row(), offset.d_col()))
            .collect();
        let _ = writeln!(out, "  {:<15} {}", order.name(), offsets.join(" "));
    }
    out
}

fn summary(algorithm: Algorithm) -> &'static str {
    match algorithm {
        Algorithm::Fast => {
            "always right: theorems, linear-time construction, exact search (--closed, --budget)"
        }
        Algorithm::Warnsdorff => {
            "fewest onward moves, first in order on ties (seeds 000, 001, 004)"
        }
        Algorithm::Accessibility => "seed 003's accessibility table, lowest first",
        Algorithm::Random => "seed 003's random walk with restarts (--tries, --seed)",
        Algorithm::Backtrack => "plain depth-first backtracking, seed 002 (--budget)",
        Algorithm::BacktrackEdge => {
            "backtracking, squares nearest a corner first, seed 002 (--budget)"
        }
        Algorithm::BacktrackWarnsdorff => {
            "backtracking by onward-move count, the reader's comment on seed 002 (--budget)"
        }
    }
}
