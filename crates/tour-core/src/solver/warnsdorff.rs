//! Warnsdorff's rule (1823), exactly as seeds 000 and 001 run it.
//!
//! From the current square, list the unvisited squares a knight's move away, in move
//! order. Count each one's unvisited onward squares. Move to the first candidate with the
//! strictly smallest count. Never go back; with no candidate, the run is stuck.

use crate::board::Board;
use crate::moves::MoveOrder;
use crate::square::Square;

use super::decision::{Decision, DecisionBuilder};
use super::occupancy::{Occupancy, kind_of};
use super::{Event, Solver, Stats, Status};

/// Warnsdorff's rule as a resumable stepper.
///
/// ```
/// use tour_core::{Board, MoveOrder, Solver, Square, Status, Warnsdorff};
///
/// // Seed 001: from seed square (5,4), e3, the gossip order gets stuck.
/// let mut run = Warnsdorff::new(Board::CHESS, Square::new(5, 4), MoveOrder::GOSSIP);
/// let first = run.step_with_reason().expect("e3 has onward moves");
/// assert_eq!(first.from, Square::new(5, 4));
/// assert!(matches!(run.advance(u64::MAX), Status::Stuck { .. }));
/// ```
#[derive(Clone, Debug)]
pub struct Warnsdorff {
    order: MoveOrder,
    occupancy: Occupancy,
    path: Vec<Square>,
    status: Status,
}

impl Warnsdorff {
    /// A run from `start`, which has already been placed as move 1.
    ///
    /// A start off the board gives a run that is stuck on it at once; use
    /// [`Algorithm::solver`](crate::Algorithm::solver) for a checked start.
    pub fn new(board: Board, start: Square, order: MoveOrder) -> Warnsdorff {
        let mut occupancy = Occupancy::new(board);
        occupancy.take(start);
        let mut run = Warnsdorff {
            order,
            occupancy,
            path: vec![start],
            status: Status::Running,
        };
        run.settle();
        run
    }

    /// The move order that breaks ties.
    pub fn order(&self) -> MoveOrder {
        self.order
    }

    /// Takes one move and says why, or returns `None` when the run has finished.
    pub fn step_with_reason(&mut self) -> Option<Decision> {
        if self.status.is_finished() {
            return None;
        }
        let decision = self.decide()?;
        let chosen = decision.chosen().square;
        self.occupancy.take(chosen);
        self.path.push(chosen);
        self.settle();
        Some(decision)
    }

    /// The decision the rule would take now, without taking it.
    pub fn decide(&self) -> Option<Decision> {
        let from = *self.path.last()?;
        let mut decision = DecisionBuilder::new(from);
        for square in self.occupancy.free_moves(from, &self.order) {
            // Strictly fewer wins, so on a tie the earlier candidate in move order stays.
            decision.offer(square, self.occupancy.onward(square, &self.order));
        }
        decision.finish()
    }

    /// Updates the status after the path changed.
    fn settle(&mut self) {
        let Some(&last) = self.path.last() else {
            return;
        };
        let board = self.occupancy.board();
        self.status = if !board.contains(last) {
            Status::Stuck { at: last }
        } else if self.path.len() == board.area() {
            Status::Complete(kind_of(&self.path))
        } else if self
            .occupancy
            .free_moves(last, &self.order)
            .next()
            .is_none()
        {
            Status::Stuck { at: last }
        } else {
            Status::Running
        };
    }
}

impl Solver for Warnsdorff {
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
