//! Depth-first backtracking, as seed 002 and its reader's comment write it, made
//! iterative so it can be paused after any placement or retreat.
//!
//! At each square the free neighbours are listed in move order, then (for the two
//! improved versions) stably sorted: by "edge score", the distance to the two nearest
//! borders, so corners come first (the article); or by the number of free onward squares
//! (the reader's comment). The list is fixed when the square is entered, as the recursive
//! programs fix it, so the search visits nodes in exactly their order.

mod engine;
mod space;

use std::fmt;

use crate::board::Board;
use crate::moves::MoveOrder;
use crate::square::Square;

#[cfg(feature = "trace")]
use super::trace::{self, Choices, Line};
use super::walk::Walk;
use super::{Event, Progress, SolveError, Solver, Status};
use engine::Search;
use space::Bits;
use space::Wide;

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

/// The search on the representation that suits the board's size.
#[derive(Clone, Debug)]
enum Engine {
    /// Up to 64 squares: one `u64` of visited squares. The bitboards are kept beside the
    /// cells because a speed benchmark asks for them: on the cells alone seed 002's
    /// searches (benches/solvers.rs) ran 2.5 to 4 times as long (`backtrack-edge/9x10`
    /// 20.0 against 7.9 ms, `backtrack/8x8/a1/10M` 617 against 152 ms).
    Bits64(Search<Bits<u64>>),
    /// Up to 128 squares: one `u128`.
    Bits128(Search<Bits<u128>>),
    /// Any size: the padded cells.
    Wide(Search<Wide>),
}

/// Runs `$body` on whichever search the engine holds, as `$search`.
macro_rules! with_search {
    ($engine:expr, $search:ident => $body:expr) => {
        match $engine {
            Engine::Bits64($search) => $body,
            Engine::Bits128($search) => $body,
            Engine::Wide($search) => $body,
        }
    };
}

impl Engine {
    fn new(
        board: &Board,
        start: Square,
        order: &MoveOrder,
        preference: Preference,
        budget: u64,
    ) -> Engine {
        let squares = board.square_count();
        if let Some((bits, taken)) = Bits::<u64>::new(board, order, preference) {
            let start = bits.index(start);
            return Engine::Bits64(Search::new(bits, taken, start, preference, budget, squares));
        }
        if let Some((bits, taken)) = Bits::<u128>::new(board, order, preference) {
            let start = bits.index(start);
            return Engine::Bits128(Search::new(bits, taken, start, preference, budget, squares));
        }
        let (wide, cells) = Wide::new(board, order, preference);
        let start = wide.index(start);
        Engine::Wide(Search::new(wide, cells, start, preference, budget, squares))
    }
}

/// Backtracking search as a resumable stepper, with a budget of placements.
///
/// ```
/// use tour_core::{Board, MoveOrder, Progress, Solver, Square, Status, solver::{Backtrack, Preference}};
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
    budget: u64,
    engine: Engine,
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
        let walk = Walk::new(board.clone(), start)?;
        let order = board.own_order(order);
        Ok(Backtrack {
            engine: Engine::new(&board, start, &order, preference, budget),
            order,
            preference,
            budget: budget.max(1),
            walk,
        })
    }

    fn progress(&self) -> Progress<Status> {
        match self.walk.status() {
            Status::Running => Progress::Running,
            finished => Progress::Done(finished),
        }
    }

    /// How many squares deep the search is (the route length so far).
    #[must_use]
    pub fn depth(&self) -> usize {
        self.walk.path().len()
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
/// use tour_core::{Board, Square, solver::edge_score};
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
        with_search!(&mut self.engine, search => search.step(&mut self.walk))
    }

    /// Searches without events: the walk is brought in line once, at the end.
    fn advance(&mut self, steps: u64) -> Progress<Status> {
        with_search!(&mut self.engine, search => search.run(steps, &mut self.walk, &mut ()));
        self.progress()
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
        if let Some((squares, len)) = with_search!(&self.engine, search => search.top_list()) {
            lines.push(Line::List {
                at,
                options: Choices::new(squares, len),
                depth: trace::count(self.walk.path()),
            });
        }
    }
}
