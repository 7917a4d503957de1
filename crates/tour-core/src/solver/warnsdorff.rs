//! Warnsdorff's rule (1823), exactly as seeds 000 and 001 run it.
//!
//! From the current square, list the unvisited squares a knight's move away, in move
//! order. Count each one's unvisited onward squares. Move to the first candidate with the
//! strictly smallest count. Never go back; with no candidate, the run is stuck.

use crate::board::Board;
use crate::moves::MoveOrder;
use crate::square::Square;

use super::decision::{Decision, DecisionBuilder};
#[cfg(feature = "trace")]
use super::trace::{self, Line};
use super::walk::Walk;
use super::{Event, SolveError, Solver, Status};

/// Warnsdorff's rule as a resumable stepper.
///
/// ```
/// use tour_core::{Board, MoveOrder, Progress, Solver, Square, Status, Warnsdorff};
///
/// // Seed 001: from seed square (5,4), e3, the gossip order gets stuck.
/// let mut run = Warnsdorff::new(Board::CHESS, Square::new(5, 4), MoveOrder::GOSSIP)?;
/// let first = run.step_with_reason().expect("e3 has onward moves");
/// assert_eq!(first.from, Square::new(5, 4));
/// assert!(matches!(run.advance(u64::MAX), Progress::Done(Status::Stuck { .. })));
/// # Ok::<(), tour_core::SolveError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Warnsdorff {
    order: MoveOrder,
    walk: Walk,
}

impl Warnsdorff {
    /// A run from `start`, which has already been placed as move 1.
    ///
    /// # Errors
    /// [`SolveError::StartOffBoard`] if `start` is not on `board`, [`SolveError::StartOnHole`]
    /// if it is one of its holes.
    pub fn new(board: Board, start: Square, order: MoveOrder) -> Result<Warnsdorff, SolveError> {
        let mut run = Warnsdorff {
            order: board.own_order(order),
            walk: Walk::new(board, start)?,
        };
        run.settle();
        Ok(run)
    }

    /// The move order that breaks ties.
    #[must_use]
    pub fn order(&self) -> MoveOrder {
        self.order
    }

    /// Takes one move and says why, or returns `None` when the run has finished.
    pub fn step_with_reason(&mut self) -> Option<Decision> {
        if self.walk.status().is_finished() {
            return None;
        }
        let decision = self.decide()?;
        self.walk.place(decision.chosen().square);
        self.settle();
        Some(decision)
    }

    /// The decision the rule would take now, without taking it (`None` at a dead end).
    #[must_use]
    pub fn decide(&self) -> Option<Decision> {
        let from = self.walk.current();
        let mut decision = DecisionBuilder::new(from);
        for square in self.walk.free_moves(from, &self.order) {
            // Strictly fewer wins, so on a tie the earlier candidate in move order stays.
            decision.offer(square, self.walk.onward(square, &self.order));
        }
        decision.finish()
    }

    /// Finds a dead end as soon as the knight reaches it, as the seeds do, rather than
    /// on the next step.
    fn settle(&mut self) {
        if self.walk.status().is_finished() {
            return;
        }
        let last = self.walk.current();
        if self.walk.free_moves(last, &self.order).next().is_none() {
            self.walk.set_status(Status::Stuck { at: last });
        }
    }
}

impl Solver for Warnsdorff {
    fn walk(&self) -> &Walk {
        &self.walk
    }

    fn step(&mut self) -> Option<Event> {
        self.step_with_reason()
            .map(|decision| Event::Placed(decision.chosen().square))
    }

    #[cfg(feature = "trace")]
    fn step_traced(&mut self, lines: &mut Vec<Line>) -> Option<Event> {
        let decision = self.step_with_reason()?;
        Some(trace::greedy(&decision, false, &self.walk, lines))
    }
}
