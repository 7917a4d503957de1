//! "Why this move": the decision behind every move of a greedy run, recorded by
//! replaying the run with the same rule, so the app can show, at any playback step, the
//! candidates, their scores and how a tie was broken.

use crate::board::Board;
use crate::moves::MoveOrder;
use crate::solver::{Accessibility, Algorithm, Decision, Warnsdorff};
use crate::square::Square;

/// The decision taken before each move of `route` (entry `i` chose `route[i + 1]`), for
/// the algorithms that decide by a score: `warnsdorff` (onward moves) and
/// `accessibility` (table values). `None` for the others, or when `route` is not the run
/// this rule produces from its start in `order` (a start off the board included).
///
/// ```
/// use tour_core::{Algorithm, Board, MoveOrder, Square, solver::decisions};
/// let run = Algorithm::Warnsdorff.solve(Board::CHESS, Square::new(5, 6), MoveOrder::GOSSIP)?;
/// let why = decisions(Algorithm::Warnsdorff, Board::CHESS, MoveOrder::GOSSIP, run.path()).unwrap();
/// assert_eq!(why.len(), 63);
/// assert_eq!(why[0].from, Square::new(5, 6));
/// assert_eq!(why[0].chosen().square, run.path()[1]);
/// # Ok::<(), tour_core::SolveError>(())
/// ```
#[must_use]
pub fn decisions(
    algorithm: Algorithm,
    board: Board,
    order: MoveOrder,
    route: &[Square],
) -> Option<Vec<Decision>> {
    let start = *route.first()?;
    let mut step: Box<dyn FnMut() -> Option<Decision>> = match algorithm {
        Algorithm::Warnsdorff => {
            let mut rule = Warnsdorff::new(board, start, order).ok()?;
            Box::new(move || rule.step_with_reason())
        }
        Algorithm::Accessibility => {
            let mut rule = Accessibility::new(board, start, order).ok()?;
            Box::new(move || rule.step_with_reason())
        }
        _ => return None,
    };
    let mut recorded = Vec::with_capacity(route.len().saturating_sub(1));
    for &next in &route[1..] {
        let decision = step()?;
        if decision.chosen().square != next {
            return None;
        }
        recorded.push(decision);
    }
    Some(recorded)
}

/// Unvisited knight moves from each square, given the squares visited so far: the
/// "onward count" Warnsdorff's rule compares, for the degree overlay. Visited squares
/// get `None`.
///
/// ```
/// use tour_core::{Board, Square, solver::onward_counts};
/// let counts = onward_counts(&Board::CHESS, &[Square::new(0, 0)]);
/// assert_eq!(counts[0], None);
/// assert_eq!(counts[1], Some(3)); // b8: a6, c6, d7
/// ```
#[must_use]
pub fn onward_counts(board: &Board, visited: &[Square]) -> Vec<Option<u8>> {
    let mut taken = vec![false; board.area()];
    for &square in visited {
        if let Some(index) = board.index(square) {
            taken[index] = true;
        }
    }
    board
        .cells()
        .enumerate()
        .map(|(index, square)| {
            (!taken[index] && !board.is_hole(square)).then(|| {
                board
                    .moves(square, &MoveOrder::GOSSIP)
                    .filter(|&next| board.index(next).is_some_and(|i| !taken[i]))
                    .count() as u8
            })
        })
        .collect()
}
