//! Depth-first backtracking, as seed 002 and its reader's comment write it, made
//! iterative so it can be paused after any placement or retreat.
//!
//! At each square the free neighbours are listed in move order, then (for the two
//! improved versions) stably sorted: by "edge score", the distance to the two nearest
//! borders, so corners come first (the article); or by the number of free onward squares
//! (the reader's comment). The list is fixed when the square is entered, as the recursive
//! programs fix it, so the search visits nodes in exactly their order.

use std::fmt;

use crate::board::Board;
use crate::moves::MoveOrder;
use crate::square::Square;

#[cfg(feature = "trace")]
use super::trace::{self, Choices, Line};
use super::walk::Walk;
use super::{Event, SolveError, Solver, Status};

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

/// The candidates from one square of the walk, and the next to try.
#[derive(Clone, Copy, Debug)]
struct Frame {
    candidates: [Square; 8],
    len: u8,
    next: u8,
}

/// Backtracking search as a resumable stepper, with a budget of placements.
///
/// ```
/// use tour_core::{Backtrack, Board, MoveOrder, Preference, Progress, Solver, Square, Status};
/// // Seed 002: the corner-first search finds the article's 8x8 tour after 111,995 placements.
/// let mut search = Backtrack::new(Board::CHESS, Square::new(0, 0), MoveOrder::ITHOME, Preference::Edge, 1_000_000)?;
/// assert!(matches!(search.advance(u64::MAX), Progress::Done(Status::Complete(_))));
/// assert_eq!(search.stats().placed, 111_995);
/// # Ok::<(), tour_core::SolveError>(())
/// ```
#[derive(Clone)]
pub struct Backtrack {
    order: MoveOrder,
    preference: Preference,
    /// One frame per square of the walk, the start's first.
    stack: Vec<Frame>,
    budget: u64,
    walk: Walk,
}

impl Backtrack {
    /// A search from `start` (placement 1) that stops after `budget` placements (at
    /// least one, the start).
    ///
    /// # Errors
    /// [`SolveError::StartOffBoard`] if `start` is not on `board`, [`SolveError::StartOnHole`]
    /// if it is one of its holes.
    pub fn new(
        board: Board,
        start: Square,
        order: MoveOrder,
        preference: Preference,
        budget: u64,
    ) -> Result<Self, SolveError> {
        let mut search = Backtrack {
            order: board.own_order(order),
            preference,
            stack: Vec::with_capacity(board.area().min(1 << 16)),
            budget: budget.max(1),
            walk: Walk::new(board, start)?,
        };
        let frame = search.frame(start);
        search.stack.push(frame);
        Ok(search)
    }

    /// How many squares deep the search is (the route length so far).
    #[must_use]
    pub fn depth(&self) -> usize {
        self.walk.path().len()
    }

    fn place(&mut self, square: Square) {
        self.walk.place(square);
        let frame = self.frame(square);
        self.stack.push(frame);
    }

    /// The candidates from `square`, listed and ordered as the seed programs do.
    fn frame(&self, square: Square) -> Frame {
        let mut candidates = [square; 8];
        let mut len = 0;
        for next in self.walk.free_moves(square, &self.order) {
            candidates[len] = next;
            len += 1;
        }
        let board = self.walk.board();
        let list = &mut candidates[..len];
        // `sort_by_key` is stable, like Python's `sorted`: ties keep move order.
        match self.preference {
            Preference::MoveOrder => {}
            Preference::Edge => list.sort_by_key(|&s| edge_score(&board, s)),
            Preference::Warnsdorff => list.sort_by_key(|&s| self.walk.onward(s, &self.order)),
        }
        Frame {
            candidates,
            len: u8::try_from(len).unwrap_or(8),
            next: 0,
        }
    }
}

/// The stack is left out: it holds a frame per square of the route.
impl fmt::Debug for Backtrack {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Backtrack")
            .field("order", &self.order)
            .field("preference", &self.preference)
            .field("budget", &self.budget)
            .field("walk", &self.walk)
            .finish_non_exhaustive()
    }
}

/// Seed 002's "edge score": distance to the nearest top/bottom border plus distance to
/// the nearest left/right border; 0 in a corner.
///
/// ```
/// use tour_core::{edge_score, Board, Square};
/// let board = Board::CHESS;
/// assert_eq!(edge_score(&board, Square::parse("h1", &board)?), 0);
/// assert_eq!(edge_score(&board, Square::parse("g3", &board)?), 3);
/// # Ok::<(), tour_core::SquareError>(())
/// ```
#[must_use]
pub fn edge_score(board: &Board, square: Square) -> u16 {
    let (r, c) = (square.row(), square.col());
    let from_top_or_bottom = r.min(board.rows().saturating_sub(1).saturating_sub(r));
    let from_left_or_right = c.min(board.cols().saturating_sub(1).saturating_sub(c));
    from_top_or_bottom + from_left_or_right
}

impl Solver for Backtrack {
    fn walk(&self) -> &Walk {
        &self.walk
    }

    fn step(&mut self) -> Option<Event> {
        if self.walk.status().is_finished() {
            return None;
        }
        let top = self.stack.last_mut()?;
        if top.next < top.len {
            if self.walk.stats().placed >= self.budget {
                self.walk.set_status(Status::BudgetExhausted);
                return None;
            }
            let next = top.candidates[usize::from(top.next)];
            top.next += 1;
            self.place(next);
            return Some(Event::Placed(next));
        }
        // Every candidate from this square failed: take it back.
        if self.stack.len() == 1 {
            self.walk.set_status(Status::NoTour);
            return None;
        }
        self.stack.pop();
        let square = self.walk.retreat()?;
        Some(Event::Retreated(square))
    }

    #[cfg(feature = "trace")]
    fn trace_start(&self, lines: &mut Vec<Line>) {
        let at = self.walk.path()[0];
        lines.push(Line::Start { at });
        self.trace_list(at, lines);
        trace::ending(&self.walk, lines);
    }

    /// Every line's values are read from the state after the step: the square placed
    /// and the list made for it, or the square taken back.
    #[cfg(feature = "trace")]
    fn step_traced(&mut self, lines: &mut Vec<Line>) -> Option<Event> {
        if self.walk.status().is_finished() {
            return None;
        }
        let event = self.step();
        let depth = trace::count(self.walk.path());
        match event {
            Some(Event::Placed(square)) => {
                lines.push(Line::Try { square, depth });
                self.trace_list(square, lines);
            }
            Some(Event::Retreated(square)) => lines.push(Line::Retreat { square, depth }),
            Some(Event::Restarted) | None => {}
        }
        trace::ending(&self.walk, lines);
        event
    }
}

#[cfg(feature = "trace")]
impl Backtrack {
    /// The list of moves from `at`, the newest square, as its frame holds them.
    fn trace_list(&self, at: Square, lines: &mut Vec<Line>) {
        if let Some(frame) = self.stack.last() {
            lines.push(Line::List {
                at,
                options: Choices::new(frame.candidates, frame.len),
                depth: trace::count(self.walk.path()),
            });
        }
    }
}
