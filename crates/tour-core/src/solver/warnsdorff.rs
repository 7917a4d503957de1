//! Warnsdorff's rule (1823), exactly as seeds 000 and 001 run it.
//!
//! From the current square, list the unvisited squares a knight's move away, in move
//! order. Count each one's unvisited onward squares. Move to the first candidate with the
//! strictly smallest count. Never go back; with no candidate, the run is stuck.

use std::fmt;

use crate::board::Board;
use crate::grid::{Cells, Grid, Steps};
use crate::moves::MoveOrder;
use crate::square::Square;

use super::decision::{Decision, DecisionBuilder};
#[cfg(feature = "trace")]
use super::trace::{self, Line};
use super::walk::Walk;
use super::{Event, Progress, SolveError, Solver, Status};

/// Warnsdorff's rule as a resumable stepper.
///
/// ```
/// use tour_core::{Board, MoveOrder, Progress, Solver, Square, Status, solver::Warnsdorff};
///
/// // Seed 001: from seed square (5,4), e3, the gossip order gets stuck.
/// let mut run = Warnsdorff::new(Board::CHESS, Square::new(5, 4), MoveOrder::GOSSIP)?;
/// let first = run.step_with_reason().expect("e3 has onward moves");
/// assert_eq!(first.from, Square::new(5, 4));
/// assert!(matches!(run.advance(u64::MAX), Progress::Done(Status::Stuck { .. })));
/// # Ok::<(), tour_core::SolveError>(())
/// ```
#[derive(Clone)]
pub struct Warnsdorff {
    order: MoveOrder,
    steps: Steps,
    /// The board's padded cells: a free square's value is its free onward squares, kept
    /// as the knight moves, so a candidate's count is one read.
    cells: Cells,
    /// The knight's cell.
    at: usize,
    walk: Walk,
}

impl Warnsdorff {
    /// A run from `start`, which has already been placed as move 1.
    ///
    /// # Errors
    /// [`SolveError::StartOffBoard`] if `start` is not on `board`, [`SolveError::StartOnHole`]
    /// if it is one of its holes.
    pub fn new(board: Board, start: Square, order: MoveOrder) -> Result<Warnsdorff, SolveError> {
        let walk = Walk::new(board.clone(), start)?;
        let grid = Grid::new(&board);
        let order = board.own_order(order);
        let steps = grid.steps(&order);
        let mut cells = grid.fresh(&board);
        let at = grid.cell(start);
        let onward = cells.degree(at);
        cells.take(at, &steps);
        let mut run = Warnsdorff {
            order,
            steps,
            cells,
            at,
            walk,
        };
        // A dead end on the start square is found at once, as the seeds find it.
        if onward == 0 && !run.walk.status().is_finished() {
            run.walk.set_status(Status::Stuck { at: start });
        }
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
        let k = self.chosen_move();
        self.move_to(k);
        Some(decision)
    }

    /// The decision the rule would take now, without taking it (`None` at a dead end).
    #[must_use]
    pub fn decide(&self) -> Option<Decision> {
        let from = self.walk.current();
        let mut decision = DecisionBuilder::new(from);
        for k in 0..self.steps.len {
            let cell = self.at.wrapping_add_signed(self.steps.cell[k]);
            if self.cells.is_free(cell) {
                // Strictly fewer wins, so on a tie the earlier candidate in move order stays.
                decision.offer(self.steps.target(from, k), self.cells.degree(cell));
            }
        }
        decision.finish()
    }

    /// The move the rule takes: the first in move order with the fewest free onward
    /// squares, found without a branch per candidate (a taken cell's key is at least
    /// `TAKEN_MIN << 3`, above every free one's).
    #[inline(always)]
    fn chosen_move(&self) -> usize {
        let cells = &self.cells.0;
        let mut best = u16::MAX;
        for (k, &step) in self.steps.cell.iter().enumerate() {
            let key = u16::from(cells[self.at.wrapping_add_signed(step)]) << 3 | k as u16;
            // Which candidate wins is data, not pattern: a branch would be mispredicted.
            best = std::hint::select_unpredictable(key < best, key, best);
        }
        usize::from(best & 7)
    }

    /// Moves the knight by move `k` (to a free square) and settles the run.
    #[inline(always)]
    fn move_to(&mut self, k: usize) {
        let to = self.at.wrapping_add_signed(self.steps.cell[k]);
        let onward = self.cells.degree(to);
        self.cells.take(to, &self.steps);
        self.at = to;
        self.walk.place(self.steps.target(self.walk.current(), k));
        // A dead end is found as soon as the knight reaches it, as the seeds find it.
        if onward == 0 && !self.walk.status().is_finished() {
            self.walk.set_status(Status::Stuck {
                at: self.walk.current(),
            });
        }
    }
}

/// The cells are left out: one per square of the padded board.
impl fmt::Debug for Warnsdorff {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Warnsdorff")
            .field("order", &self.order)
            .field("walk", &self.walk)
            .finish_non_exhaustive()
    }
}

impl Solver for Warnsdorff {
    fn walk(&self) -> &Walk {
        &self.walk
    }

    fn step(&mut self) -> Option<Event> {
        if self.walk.status().is_finished() {
            return None;
        }
        let _ = self.advance(1);
        Some(Event::Placed(self.walk.current()))
    }

    /// Moves without recording decisions: one read per candidate, one branch-free
    /// choice, eight decrements per move.
    fn advance(&mut self, steps: u64) -> Progress<Status> {
        for _ in 0..steps {
            if self.walk.status().is_finished() {
                break;
            }
            self.move_to(self.chosen_move());
        }
        match self.walk.status() {
            Status::Running => Progress::Running,
            finished => Progress::Done(finished),
        }
    }

    #[cfg(feature = "trace")]
    fn step_traced(&mut self, lines: &mut Vec<Line>) -> Option<Event> {
        let decision = self.step_with_reason()?;
        Some(trace::greedy(&decision, false, &self.walk, lines))
    }
}
