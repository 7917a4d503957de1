//! Warnsdorff's rule (1823), exactly as seeds 000 and 001 run it.
//!
//! From the current square, list the unvisited squares a knight's move away, in move
//! order. Count each one's unvisited onward squares. Move to the first candidate with the
//! strictly smallest count. Never go back; with no candidate, the run is stuck.

use crate::board::Board;
use crate::moves::MoveOrder;
use crate::route::TourKind;
use crate::square::Square;

use super::{Solver, Stats, Status};

/// One candidate square at a decision, with its number of unvisited onward squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The square the knight could move to.
    pub square: Square,
    /// Unvisited squares a knight's move from `square`, counted before moving there.
    pub onward: u8,
}

/// What Warnsdorff's rule saw and chose at one step: the material for "why this move".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The square the knight moved from.
    pub from: Square,
    candidates: [Candidate; 8],
    len: u8,
    chosen: u8,
}

impl Decision {
    /// The candidates in move order.
    pub fn candidates(&self) -> &[Candidate] {
        &self.candidates[..usize::from(self.len)]
    }

    /// The candidate the rule chose.
    pub fn chosen(&self) -> Candidate {
        self.candidates[usize::from(self.chosen)]
    }

    /// The candidates that tied with the chosen one (the chosen one first), which the
    /// move order decided between.
    pub fn tied(&self) -> impl Iterator<Item = Candidate> + '_ {
        let best = self.chosen().onward;
        self.candidates()
            .iter()
            .copied()
            .filter(move |c| c.onward == best)
    }
}

/// Warnsdorff's rule as a resumable stepper.
///
/// ```
/// use tour_core::{Board, MoveOrder, Solver, Square, Status, Warnsdorff};
///
/// // Seed 001: from seed square (5,4), e3, the gossip order gets stuck.
/// let mut run = Warnsdorff::new(Board::CHESS, Square::new(5, 4), MoveOrder::GOSSIP);
/// let first = run.step().expect("e3 has onward moves");
/// assert_eq!(first.from, Square::new(5, 4));
/// assert!(matches!(run.advance(u64::MAX), Status::Stuck { .. }));
/// ```
#[derive(Clone, Debug)]
pub struct Warnsdorff {
    board: Board,
    order: MoveOrder,
    visited: Vec<bool>,
    path: Vec<Square>,
    status: Status,
}

impl Warnsdorff {
    /// A run from `start`, which has already been placed as move 1.
    ///
    /// A start off the board gives a run that is stuck on it at once; use
    /// [`Algorithm::solver`](crate::Algorithm::solver) for a checked start.
    pub fn new(board: Board, start: Square, order: MoveOrder) -> Warnsdorff {
        let mut visited = vec![false; board.area()];
        let status = match board.index(start) {
            Some(index) => {
                visited[index] = true;
                Status::Running
            }
            None => Status::Stuck { at: start },
        };
        let mut run = Warnsdorff {
            board,
            order,
            visited,
            path: vec![start],
            status,
        };
        run.settle();
        run
    }

    /// The move order that breaks ties.
    pub fn order(&self) -> MoveOrder {
        self.order
    }

    /// Takes one move and says why, or returns `None` when the run has finished.
    pub fn step(&mut self) -> Option<Decision> {
        if self.status.is_finished() {
            return None;
        }
        let decision = self.decide()?;
        let chosen = decision.chosen().square;
        if let Some(index) = self.board.index(chosen) {
            self.visited[index] = true;
        }
        self.path.push(chosen);
        self.settle();
        Some(decision)
    }

    /// The decision the rule would take now, without taking it.
    pub fn decide(&self) -> Option<Decision> {
        let from = *self.path.last()?;
        let mut decision = Decision {
            from,
            candidates: [Candidate {
                square: from,
                onward: 0,
            }; 8],
            len: 0,
            chosen: 0,
        };
        for square in self.free_moves(from) {
            let onward = u8::try_from(self.free_moves(square).count()).unwrap_or(u8::MAX);
            let slot = usize::from(decision.len);
            decision.candidates[slot] = Candidate { square, onward };
            // Strictly fewer: on a tie the earlier candidate in move order stays chosen.
            if onward < decision.candidates[usize::from(decision.chosen)].onward {
                decision.chosen = decision.len;
            }
            decision.len += 1;
        }
        (decision.len > 0).then_some(decision)
    }

    /// Unvisited squares a knight's move from `from`, in move order.
    fn free_moves(&self, from: Square) -> impl Iterator<Item = Square> + '_ {
        self.board
            .knight_moves(from, &self.order)
            .filter(|&square| self.board.index(square).is_some_and(|i| !self.visited[i]))
    }

    /// Updates the status after the path changed.
    fn settle(&mut self) {
        if self.status.is_finished() {
            return;
        }
        let Some(&last) = self.path.last() else {
            return;
        };
        self.status = if self.path.len() == self.board.area() {
            let closed = Board::is_knight_move(self.path[0], last);
            Status::Complete(if closed {
                TourKind::Closed
            } else {
                TourKind::Open
            })
        } else if self.free_moves(last).next().is_none() {
            Status::Stuck { at: last }
        } else {
            Status::Running
        };
    }
}

impl Solver for Warnsdorff {
    fn board(&self) -> Board {
        self.board
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
            retreats: 0,
        }
    }

    fn advance(&mut self, max_steps: u64) -> Status {
        for _ in 0..max_steps {
            if self.step().is_none() {
                break;
            }
        }
        self.status
    }
}
