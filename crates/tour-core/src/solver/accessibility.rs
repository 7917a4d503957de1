//! Seed 003's accessibility heuristic: a table of how many squares can reach each
//! square, decremented as the knight moves, and a move to the lowest value.
//!
//! The details that make it differ from Warnsdorff's rule are kept exactly: the table
//! starts as each square's full knight-move count (corners 2, centre 8 on 8 x 8), a
//! candidate's value is compared *before* it is decremented, and every free neighbour of
//! the knight's square is decremented whether or not it is chosen.

use crate::board::Board;
use crate::moves::MoveOrder;
use crate::square::Square;

use super::decision::{Decision, DecisionBuilder};
use super::occupancy::{Occupancy, kind_of};
use super::{Event, Solver, Stats, Status};

/// The accessibility heuristic as a resumable stepper.
///
/// ```
/// use tour_core::{Accessibility, Board, MoveOrder, Solver, Square, Status};
/// let mut run = Accessibility::new(Board::CHESS, Square::new(0, 0), MoveOrder::DEITEL);
/// assert_eq!(run.access(Square::new(0, 0)), 2);
/// assert!(matches!(run.advance(u64::MAX), Status::Complete(_)));
/// ```
#[derive(Clone, Debug)]
pub struct Accessibility {
    order: MoveOrder,
    occupancy: Occupancy,
    access: Vec<i16>,
    path: Vec<Square>,
    status: Status,
}

impl Accessibility {
    /// A run from `start`, placed as move 1, with the table filled for an empty board.
    pub fn new(board: Board, start: Square, order: MoveOrder) -> Self {
        let access = board
            .squares()
            .map(|square| {
                // At most eight moves, so this never saturates.
                i16::try_from(board.knight_moves(square, &order).count()).unwrap_or(i16::MAX)
            })
            .collect();
        let mut occupancy = Occupancy::new(board);
        occupancy.take(start);
        let status = super::occupancy::opening_status(board, start);
        Accessibility {
            order,
            occupancy,
            access,
            path: vec![start],
            status,
        }
    }

    /// The table's current value for `square` (0 off the board).
    pub fn access(&self, square: Square) -> i16 {
        self.occupancy
            .board()
            .index(square)
            .map_or(0, |i| self.access[i])
    }

    /// Takes one move and says why (candidates with their table values before this
    /// step's decrement), or `None` when finished.
    pub fn step_with_reason(&mut self) -> Option<Decision> {
        if self.status.is_finished() {
            return None;
        }
        let board = self.occupancy.board();
        let from = *self.path.last()?;
        let mut decision = DecisionBuilder::new(from);
        for square in board.knight_moves(from, &self.order) {
            if !self.occupancy.is_free(square) {
                continue;
            }
            let Some(index) = board.index(square) else {
                continue;
            };
            decision.offer(square, self.access[index]);
            self.access[index] -= 1;
        }
        let Some(decision) = decision.finish() else {
            self.status = Status::Stuck { at: from };
            return None;
        };
        let chosen = decision.chosen().square;
        self.occupancy.take(chosen);
        self.path.push(chosen);
        if self.path.len() == board.area() {
            self.status = Status::Complete(kind_of(&self.path));
        }
        Some(decision)
    }
}

impl Solver for Accessibility {
    fn board(&self) -> Board {
        self.occupancy.board()
    }

    fn path(&self) -> &[Square] {
        &self.path
    }

    fn status(&self) -> Status {
        self.status
    }

    fn stats(&self) -> Stats {
        Stats {
            placed: self.path.len() as u64,
            ..Stats::default()
        }
    }

    fn step(&mut self) -> Option<Event> {
        self.step_with_reason()
            .map(|decision| Event::Placed(decision.chosen().square))
    }
}
