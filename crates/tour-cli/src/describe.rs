//! Words for how runs ended, shared by `solve` and `survey`, and lists of squares, shared
//! by `survey` and `exists`: counts grouped and their nouns agreeing with them (the
//! core's grammar), squares named as the user wrote them.

use tour_core::{
    Board, Square, Status,
    solver::Stats,
    text::{Naming, counted, grouped},
};

/// Milliseconds since `began`, rounded to the microsecond so JSON shows `0.023`, not
/// `0.023064000000000002`.
pub fn elapsed_ms(began: std::time::Instant) -> f64 {
    milliseconds(began.elapsed())
}

/// `elapsed` in milliseconds, rounded to the microsecond.
pub fn milliseconds(elapsed: std::time::Duration) -> f64 {
    (elapsed.as_secs_f64() * 1_000_000.0).round() / 1000.0
}

/// The names given, joined as English lists them, and how many of `total` they leave
/// out: `c2 and f2`, `a8, b8, c8 and 54 more`.
pub fn list(mut names: Vec<String>, total: usize) -> String {
    if total > names.len() {
        names.push(format!("{} more", grouped(total - names.len())));
    }
    let last = names.pop().unwrap_or_default();
    if names.is_empty() {
        last
    } else {
        format!("{} and {last}", names.join(", "))
    }
}

/// `visited/area squares`, the noun agreeing with the area.
fn fraction(visited: usize, area: usize) -> String {
    format!(
        "{}/{}",
        grouped(visited),
        counted(area, "square", "squares")
    )
}

/// How one run ended, in words: `tour complete, 64/64 (open)`, or with a chosen last
/// square `end`, `tour complete, 64/64 (open, ends on h8)`; squares named by `naming`.
pub fn ending(
    board: Board,
    status: Status,
    visited: usize,
    stats: Stats,
    naming: Naming,
    end: Option<Square>,
) -> String {
    let area = board.square_count();
    let placements = counted(stats.placed, "placement", "placements");
    let end = end.map(|end| naming.name(end, &board));
    match status {
        Status::Complete(kind) => {
            let area = grouped(area);
            match end {
                Some(end) => format!("tour complete, {area}/{area} ({kind}, ends on {end})"),
                None => format!("tour complete, {area}/{area} ({kind})"),
            }
        }
        Status::Stuck { at } => format!(
            "stuck after {} at {}: no unvisited square is one move away ({})",
            counted(visited.saturating_sub(1), "move", "moves"),
            naming.name(at, &board),
            fraction(visited, area)
        ),
        Status::BudgetExhausted => format!(
            "budget exhausted after {placements} ({} on the route)",
            fraction(visited, area)
        ),
        Status::NoTour => {
            format!("no tour exists from this square (the search finished after {placements})")
        }
        Status::TriesExhausted => format!(
            "no tour in {}; the longest walk covered {}",
            counted(stats.restarts, "try", "tries"),
            fraction(visited, area)
        ),
        Status::Impossible(why) => match end {
            Some(end) => format!(
                "no tour from this square ends on {end}: {}",
                why.named(&board, naming)
            ),
            None => format!("no tour from this square: {}", why.named(&board, naming)),
        },
        Status::Undecided => format!(
            "unknown: no theorem decides and the exact search stopped after {placements} \
             (raise --budget)"
        ),
        _ => "unfinished".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tour_core::theory::Impossibility;

    #[test]
    fn lists_join_with_and_and_count_what_they_leave_out() {
        let names = |n: &[&str]| n.iter().map(|&name| name.to_owned()).collect::<Vec<_>>();
        assert_eq!(list(names(&["c2"]), 1), "c2");
        assert_eq!(list(names(&["c2", "f2"]), 2), "c2 and f2");
        assert_eq!(list(names(&["a", "b", "c"]), 3), "a, b and c");
        assert_eq!(list(names(&["a", "b"]), 1_002), "a, b and 1,000 more");
        assert_eq!(list(names(&[]), 0), "");
    }

    #[test]
    fn counts_are_grouped_and_agree_and_squares_follow_the_naming() {
        let board = Board::CHESS;
        let stats = Stats {
            placed: 1,
            restarts: 1,
            ..Stats::default()
        };
        let stuck = Status::Stuck {
            at: Square::new(4, 0),
        };
        assert_eq!(
            ending(board.clone(), stuck, 2, stats, Naming::Algebraic, None),
            "stuck after 1 move at a4: no unvisited square is one move away (2/64 squares)"
        );
        assert!(ending(board.clone(), stuck, 2, stats, Naming::Seed, None).contains(" at 4,0:"));
        let tries = ending(
            board.clone(),
            Status::TriesExhausted,
            60,
            stats,
            Naming::Seed,
            None,
        );
        assert!(tries.starts_with("no tour in 1 try;"), "{tries}");
        let searched = Status::Impossible(Impossibility::Exhausted {
            positions: 1_234_567,
        });
        assert_eq!(
            ending(board, searched, 1, stats, Naming::Algebraic, None),
            "no tour from this square: exhaustive search finished: 1,234,567 positions, none \
             completes a tour"
        );
    }

    #[test]
    fn a_chosen_last_square_is_named_in_the_ending() {
        let board = Board::new(6, 6).unwrap();
        let (stats, end) = (Stats::default(), Some(Square::new(0, 5)));
        let open = Status::Complete(tour_core::TourKind::Open);
        assert_eq!(
            ending(board.clone(), open, 36, stats, Naming::Algebraic, end),
            "tour complete, 36/36 (open, ends on f6)"
        );
        let colour = Status::Impossible(Impossibility::EndsSameColour);
        assert!(
            ending(board, colour, 1, stats, Naming::Seed, end)
                .starts_with("no tour from this square ends on 0,5: "),
        );
    }
}
