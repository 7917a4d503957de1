//! Seed 003's brute force: a random-direction walk, restarted until it covers the board
//! or the tries run out, keeping the longest walk.
//!
//! Each move picks a direction at random; if that square is off the board or visited, the
//! following directions are tried in cyclic move order, and the first free one is taken.
//! The seed's C `rand()` is replaced by SplitMix64, so a run is repeatable from its seed
//! on every platform.

use std::fmt;

use crate::board::Board;
use crate::grid::{Cells, Grid, Steps};
use crate::moves::MoveOrder;
use crate::rng::SplitMix64;
use crate::square::Square;

#[cfg(feature = "trace")]
use super::trace::{self, Line};
use super::walk::Walk;
use super::{Event, SolveError, Solver, Status};

/// A direction 0..8 drawn from `rng`; the top bits are the best mixed.
fn direction(rng: &mut SplitMix64) -> usize {
    usize::try_from(rng.next_u64() >> 61).unwrap_or(0)
}

/// The random walk with restarts, as a resumable stepper.
///
/// ```
/// use tour_core::{Board, MoveOrder, Progress, Solver, Square, Status, solver::RandomWalk};
/// let mut walk = RandomWalk::new(Board::new(5, 5)?, Square::new(0, 0), MoveOrder::DEITEL, 10_000, 42)?;
/// let status = walk.advance(u64::MAX);
/// assert!(matches!(status, Progress::Done(Status::Complete(_) | Status::TriesExhausted)));
/// assert!(walk.tries() >= 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct RandomWalk {
    order: MoveOrder,
    steps: Steps,
    /// Which squares the current try has visited, by padded cell.
    cells: Cells,
    /// The cells of a try that has only just started, to start over from.
    fresh: Cells,
    /// The knight's cell, and the start's.
    at: usize,
    start_cell: usize,
    /// The current try; once the tries run out, the longest walk found.
    walk: Walk,
    /// The longest finished try so far (the current one may be longer).
    best: Vec<Square>,
    max_tries: u32,
    seed: u64,
    rng: SplitMix64,
    /// The direction drawn on the last step, for its trace.
    drawn: u8,
}

impl RandomWalk {
    /// A walk from `start` with at most `max_tries` tries (at least one), repeatable
    /// from `seed`.
    ///
    /// # Errors
    /// [`SolveError::StartOffBoard`] if `start` is not on `board`, [`SolveError::StartOnHole`]
    /// if it is one of its holes.
    pub fn new(
        board: Board,
        start: Square,
        order: MoveOrder,
        max_tries: u32,
        seed: u64,
    ) -> Result<Self, SolveError> {
        let mut walk = Walk::new(board.clone(), start)?;
        let stats = walk.stats_mut();
        stats.restarts = 1;
        stats.best = 1;
        let grid = Grid::new(&board);
        let order = board.own_order(order);
        let steps = grid.steps(&order);
        let at = grid.cell(start);
        let mut fresh = grid.fresh(&board);
        fresh.take(at, &steps);
        Ok(RandomWalk {
            order,
            steps,
            cells: fresh.clone(),
            fresh,
            at,
            start_cell: at,
            walk,
            best: vec![start],
            max_tries: max_tries.max(1),
            seed,
            rng: SplitMix64::new(seed),
            drawn: 0,
        })
    }

    /// Tries started so far, the current one included.
    #[must_use]
    pub fn tries(&self) -> u32 {
        u32::try_from(self.walk.stats().restarts).unwrap_or(u32::MAX)
    }

    /// The seed the walk was started from.
    #[must_use]
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The longest walk so far.
    #[must_use]
    pub fn best(&self) -> &[Square] {
        let current = self.walk.path();
        if current.len() > self.best.len() {
            current
        } else {
            &self.best
        }
    }

    /// Draws a direction and takes the first free square from it on, cyclically.
    fn next_square(&mut self, from: Square) -> Option<Square> {
        let moves = self.steps.len;
        let first = direction(&mut self.rng);
        self.drawn = u8::try_from(first).unwrap_or(0);
        let k = (0..moves).map(|k| (first + k) % moves).find(|&k| {
            self.cells
                .is_free(self.at.wrapping_add_signed(self.steps.cell[k]))
        })?;
        self.at = self.at.wrapping_add_signed(self.steps.cell[k]);
        self.cells.take(self.at, &self.steps);
        Some(self.steps.target(from, k))
    }
}

/// The longest walk is left out: it can hold a square per square of the board.
impl fmt::Debug for RandomWalk {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RandomWalk")
            .field("order", &self.order)
            .field("walk", &self.walk)
            .field("best_len", &self.best.len())
            .field("max_tries", &self.max_tries)
            .field("seed", &self.seed)
            .finish_non_exhaustive()
    }
}

impl Solver for RandomWalk {
    /// The current try while running; the longest walk once finished.
    fn walk(&self) -> &Walk {
        &self.walk
    }

    fn step(&mut self) -> Option<Event> {
        if self.walk.status().is_finished() {
            return None;
        }
        let from = self.walk.current();
        if let Some(square) = self.next_square(from) {
            self.walk.place(square);
            let len = self.walk.path().len() as u64;
            let stats = self.walk.stats_mut();
            stats.best = stats.best.max(len);
            return Some(Event::Placed(square));
        }
        // Dead end: keep the walk if it is the longest, then start over or give up.
        if self.walk.path().len() > self.best.len() {
            self.best = self.walk.path().to_vec();
        }
        if self.tries() >= self.max_tries {
            // The result is the longest walk, not the last one.
            self.walk.replace_path(std::mem::take(&mut self.best));
            self.walk.set_status(Status::TriesExhausted);
            return None;
        }
        self.walk.restart();
        self.cells.0.copy_from_slice(&self.fresh.0);
        self.at = self.start_cell;
        Some(Event::Restarted)
    }

    #[cfg(feature = "trace")]
    fn step_traced(&mut self, lines: &mut Vec<Line>) -> Option<Event> {
        if self.walk.status().is_finished() {
            return None;
        }
        let attempt = self.tries();
        let length = trace::count(self.walk.path());
        let best = length.max(trace::count(&self.best));
        let event = self.step();
        lines.push(Line::Draw {
            direction: self.drawn,
        });
        match event {
            Some(Event::Placed(to)) => lines.push(Line::Move {
                to,
                number: trace::count(self.walk.path()),
            }),
            _ => lines.push(Line::DeadEnd {
                attempt,
                length,
                best,
            }),
        }
        if event == Some(Event::Restarted) {
            lines.push(Line::Restart {
                attempt: self.tries(),
            });
        }
        trace::ending(&self.walk, lines);
        event
    }
}
