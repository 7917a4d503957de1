//! Seed 003's accessibility heuristic: a table of how many squares can reach each
//! square, decremented as the knight moves, and a move to the lowest value.
//!
//! The details that make it differ from Warnsdorff's rule are kept exactly: the table
//! starts as each square's full knight-move count (corners 2, centre 8 on 8 x 8), a
//! candidate's value is compared *before* it is decremented, and every free neighbour of
//! the knight's square is decremented whether or not it is chosen.

use std::fmt;

use crate::board::Board;
use crate::grid::{Cells, Grid, Steps};
use crate::moves::MoveOrder;
use crate::square::Square;

use super::decision::{Decision, DecisionBuilder};
#[cfg(feature = "trace")]
use super::trace::{self, Line};
use super::walk::Walk;
use super::{Event, SolveError, Solver, Status};

/// The accessibility heuristic as a resumable stepper.
///
/// ```
/// use tour_core::{Board, MoveOrder, Progress, Solver, Square, Status, solver::Accessibility};
/// let mut run = Accessibility::new(Board::CHESS, Square::new(0, 0), MoveOrder::DEITEL)?;
/// assert_eq!(run.access(Square::new(0, 0)), 2);
/// assert!(matches!(run.advance(u64::MAX), Progress::Done(Status::Complete(_))));
/// # Ok::<(), tour_core::SolveError>(())
/// ```
#[derive(Clone)]
pub struct Accessibility {
    order: MoveOrder,
    grid: Grid,
    steps: Steps,
    /// Which squares are free, by padded cell.
    cells: Cells,
    /// The table by padded cell.
    access: Vec<i16>,
    /// The knight's cell.
    at: usize,
    walk: Walk,
}

impl Accessibility {
    /// A run from `start`, placed as move 1, with the table filled for an empty board.
    ///
    /// # Errors
    /// [`SolveError::StartOffBoard`] if `start` is not on `board`, [`SolveError::StartOnHole`]
    /// if it is one of its holes.
    pub fn new(board: Board, start: Square, order: MoveOrder) -> Result<Self, SolveError> {
        let walk = Walk::new(board.clone(), start)?;
        let grid = Grid::new(&board);
        let order = board.own_order(order);
        let steps = grid.steps(&order);
        let mut cells = grid.fresh(&board);
        // Every square's full count of moves: its degree on the empty board.
        let access = cells.0.iter().map(|&degree| i16::from(degree)).collect();
        let at = grid.cell(start);
        cells.take(at, &steps);
        Ok(Accessibility {
            order,
            grid,
            steps,
            cells,
            access,
            at,
            walk,
        })
    }

    /// The table's current value for `square` (0 off the board).
    #[must_use]
    pub fn access(&self, square: Square) -> i16 {
        if self.walk.board().contains(square) {
            self.access[self.grid.cell(square)]
        } else {
            0
        }
    }

    /// Takes one move and says why (candidates with their table values before this
    /// step's decrement), or `None` when finished.
    pub fn step_with_reason(&mut self) -> Option<Decision> {
        if self.walk.status().is_finished() {
            return None;
        }
        let from = self.walk.current();
        let mut decision = DecisionBuilder::new(from);
        let mut chosen = (i16::MAX, 0);
        for k in 0..self.steps.len {
            let cell = self.at.wrapping_add_signed(self.steps.cell[k]);
            if !self.cells.is_free(cell) {
                continue;
            }
            let value = self.access[cell];
            decision.offer(self.steps.target(from, k), value);
            // Strictly lower wins, as the decision's own rule.
            if value < chosen.0 {
                chosen = (value, cell);
            }
            self.access[cell] -= 1;
        }
        let Some(decision) = decision.finish() else {
            self.walk.set_status(Status::Stuck { at: from });
            return None;
        };
        self.at = chosen.1;
        self.cells.take(self.at, &self.steps);
        self.walk.place(decision.chosen().square);
        Some(decision)
    }
}

/// The table is left out: it has one entry per square.
impl fmt::Debug for Accessibility {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Accessibility")
            .field("order", &self.order)
            .field("at", &self.grid.square(self.at))
            .field("walk", &self.walk)
            .finish_non_exhaustive()
    }
}

impl Solver for Accessibility {
    fn walk(&self) -> &Walk {
        &self.walk
    }

    fn step(&mut self) -> Option<Event> {
        self.step_with_reason()
            .map(|decision| Event::Placed(decision.chosen().square))
    }

    /// The table finds a dead end one step late, as seed 003 does: the step that finds
    /// no candidate records the end and no move.
    #[cfg(feature = "trace")]
    fn step_traced(&mut self, lines: &mut Vec<Line>) -> Option<Event> {
        if self.walk.status().is_finished() {
            return None;
        }
        let Some(decision) = self.step_with_reason() else {
            trace::ending(&self.walk, lines);
            return None;
        };
        Some(trace::greedy(&decision, true, &self.walk, lines))
    }
}
