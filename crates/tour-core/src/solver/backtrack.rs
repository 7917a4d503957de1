//! Depth-first backtracking, as seed 002 and its reader's comment write it, made
//! iterative so it can be paused after any placement or retreat.
//!
//! At each square the free neighbours are listed in move order, then (for the two
//! improved versions) stably sorted: by "edge score", the distance to the two nearest
//! borders, so corners come first (the article); or by the number of free onward squares
//! (the reader's comment). The list is fixed when the square is entered, as the recursive
//! programs fix it, so the search visits nodes in exactly their order.

use crate::board::Board;
use crate::moves::MoveOrder;
use crate::square::Square;

use super::occupancy::{Occupancy, kind_of};
use super::{Event, Solver, Stats, Status};

/// How the candidates at each square are ordered before they are tried.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Preference {
    /// Move order only (seed 002's first program).
    MoveOrder,
    /// Nearest a corner first: `min(r, R-1-r) + min(c, C-1-c)`, stable (seed 002).
    Edge,
    /// Fewest free onward squares first, stable (the reader's comment on seed 002).
    Warnsdorff,
}

/// One square on the search stack with the candidates still to try from it.
#[derive(Clone, Copy, Debug)]
struct Frame {
    square: Square,
    candidates: [Square; 8],
    len: u8,
    next: u8,
}

/// Backtracking search as a resumable stepper, with a budget of placements.
///
/// ```
/// use tour_core::{Backtrack, Board, MoveOrder, Preference, Solver, Square, Status};
/// // Seed 002: the corner-first search finds the article's 8x8 tour after 111,995 placements.
/// let mut search = Backtrack::new(Board::CHESS, Square::new(0, 0), MoveOrder::ITHOME, Preference::Edge, 1_000_000);
/// assert!(matches!(search.advance(u64::MAX), Status::Complete(_)));
/// assert_eq!(search.stats().placed, 111_995);
/// ```
#[derive(Clone, Debug)]
pub struct Backtrack {
    order: MoveOrder,
    preference: Preference,
    occupancy: Occupancy,
    stack: Vec<Frame>,
    path: Vec<Square>,
    budget: u64,
    stats: Stats,
    status: Status,
}

impl Backtrack {
    /// A search from `start` (placement 1) that stops after `budget` placements.
    pub fn new(
        board: Board,
        start: Square,
        order: MoveOrder,
        preference: Preference,
        budget: u64,
    ) -> Self {
        let mut search = Backtrack {
            order,
            preference,
            occupancy: Occupancy::new(board),
            stack: Vec::with_capacity(board.area()),
            path: Vec::with_capacity(board.area()),
            budget: budget.max(1),
            stats: Stats::default(),
            status: Status::Running,
        };
        if board.contains(start) {
            search.place(start);
        } else {
            search.path.push(start);
            search.status = Status::Stuck { at: start };
        }
        search
    }

    /// How many squares deep the search is (the route length so far).
    pub fn depth(&self) -> usize {
        self.path.len()
    }

    fn place(&mut self, square: Square) {
        self.occupancy.take(square);
        self.path.push(square);
        self.stats.placed += 1;
        let frame = self.frame(square);
        self.stack.push(frame);
        if self.path.len() == self.occupancy.board().area() {
            self.status = Status::Complete(kind_of(&self.path));
        }
    }

    /// The candidates from `square`, listed and ordered as the seed programs do.
    fn frame(&self, square: Square) -> Frame {
        let mut candidates = [square; 8];
        let mut len = 0;
        for next in self.occupancy.free_moves(square, &self.order) {
            candidates[len] = next;
            len += 1;
        }
        let board = self.occupancy.board();
        let list = &mut candidates[..len];
        // `sort_by_key` is stable, like Python's `sorted`: ties keep move order.
        match self.preference {
            Preference::MoveOrder => {}
            Preference::Edge => list.sort_by_key(|&s| edge_score(board, s)),
            Preference::Warnsdorff => list.sort_by_key(|&s| self.occupancy.onward(s, &self.order)),
        }
        Frame {
            square,
            candidates,
            len: u8::try_from(len).unwrap_or(8),
            next: 0,
        }
    }
}

/// Seed 002's "edge score": distance to the nearest top/bottom border plus distance to
/// the nearest left/right border; 0 in a corner.
///
/// ```
/// use tour_core::{edge_score, Board, Square};
/// let board = Board::CHESS;
/// assert_eq!(edge_score(board, Square::parse("h1", board)?), 0);
/// assert_eq!(edge_score(board, Square::parse("g3", board)?), 3);
/// # Ok::<(), tour_core::SquareError>(())
/// ```
pub fn edge_score(board: Board, square: Square) -> u16 {
    let (r, c) = (square.row(), square.col());
    let from_top_or_bottom = r.min(board.rows().saturating_sub(1).saturating_sub(r));
    let from_left_or_right = c.min(board.cols().saturating_sub(1).saturating_sub(c));
    from_top_or_bottom + from_left_or_right
}

impl Solver for Backtrack {
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
        self.stats
    }

    fn step(&mut self) -> Option<Event> {
        if self.status.is_finished() {
            return None;
        }
        let top = self.stack.last_mut()?;
        if top.next < top.len {
            if self.stats.placed >= self.budget {
                self.status = Status::BudgetExhausted;
                return None;
            }
            let next = top.candidates[usize::from(top.next)];
            top.next += 1;
            self.place(next);
            return Some(Event::Placed(next));
        }
        // Every candidate from this square failed: take it back.
        if self.stack.len() == 1 {
            self.status = Status::NoTour;
            return None;
        }
        let frame = self.stack.pop()?;
        self.path.pop();
        self.occupancy.free(frame.square);
        self.stats.retreats += 1;
        Some(Event::Retreated(frame.square))
    }
}
