//! The state every stepper shares: the route walked so far, which squares it covers,
//! where the run stands and its counters. Each stepper owns one [`Walk`] and adds only
//! its own rule, so the [`Solver`](super::Solver) accessors are written once, here.

use std::fmt;

use crate::board::Board;
use crate::route::TourKind;
use crate::square::Square;

use super::{SolveError, Stats, Status};

/// A solver's walk: the route so far (start first, never empty), the status and the
/// counters. Which squares are free is each solver's own business (most keep a copy of
/// the board's padded cells, `crate::grid`).
///
/// Every [`Solver`](super::Solver) shows its state through one, so `board`, `path`,
/// `status` and `stats` read the same way for every algorithm.
///
/// ```
/// use tour_core::{Algorithm, Board, MoveOrder, Solver, Square, Status};
/// let mut solver = Algorithm::Warnsdorff.solver(Board::CHESS, Square::new(5, 6), MoveOrder::GOSSIP)?;
/// let _ = solver.advance(10);
/// let walk = solver.walk();
/// assert_eq!(walk.path()[0], Square::new(5, 6));
/// assert_eq!(walk.status(), Status::Running);
/// assert_eq!(walk.stats().placed, 11);
/// # Ok::<(), tour_core::SolveError>(())
/// ```
#[derive(Clone)]
pub struct Walk {
    board: Board,
    /// The squares a tour visits, so completion is one comparison.
    squares: usize,
    path: Vec<Square>,
    status: Status,
    stats: Stats,
}

impl Walk {
    /// A walk standing on `start` (placement 1): complete at once on a 1 x 1 board.
    ///
    /// # Errors
    /// [`SolveError::StartOffBoard`] if `start` is not on `board`, [`SolveError::StartOnHole`]
    /// if it is one of its holes.
    pub(crate) fn new(board: Board, start: Square) -> Result<Walk, SolveError> {
        SolveError::check_start(&board, start)?;
        let mut path = Vec::with_capacity(board.area().min(1 << 16));
        path.push(start);
        let status = if board.square_count() == 1 {
            Status::Complete(TourKind::Open)
        } else {
            Status::Running
        };
        Ok(Walk {
            squares: board.square_count(),
            board,
            path,
            status,
            stats: Stats {
                placed: 1,
                ..Stats::default()
            },
        })
    }

    /// The board being toured.
    #[must_use]
    pub fn board(&self) -> Board {
        self.board.clone()
    }

    /// The route so far, start first.
    #[must_use]
    pub fn path(&self) -> &[Square] {
        &self.path
    }

    /// Where the run stands.
    #[must_use]
    pub fn status(&self) -> Status {
        self.status
    }

    /// The counters so far.
    #[must_use]
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// The square the knight stands on.
    pub(crate) fn current(&self) -> Square {
        // The start is never taken back, so the path always has a last square.
        self.path.last().copied().unwrap_or(Square::new(0, 0))
    }

    /// Moves the knight to `square` (a free square on the board) and counts the
    /// placement; a walk that now covers the board is complete.
    #[inline(always)]
    pub(crate) fn place(&mut self, square: Square) {
        self.path.push(square);
        self.stats.placed += 1;
        if self.path.len() == self.squares {
            self.status = Status::Complete(kind_of(&self.board, &self.path));
        }
    }

    /// Starts over from the start square, counting it as a placement and a new try.
    pub(crate) fn restart(&mut self) {
        let start = self.path[0];
        self.path.clear();
        self.stats.restarts += 1;
        self.place(start);
    }

    /// Puts `path` (a route from the same start) in place of the walk so far.
    pub(crate) fn replace_path(&mut self, path: Vec<Square>) {
        self.path = path;
    }

    /// Brings the route in line with a search's own stack: keeps the first `keep`
    /// squares and appends `rest`. The counters and status are the caller's to set.
    pub(crate) fn rewrite(&mut self, keep: usize, rest: impl Iterator<Item = Square>) {
        self.path.truncate(keep);
        self.path.extend(rest);
    }

    /// Records how the run ended (or `Running` again).
    pub(crate) fn set_status(&mut self, status: Status) {
        self.status = status;
    }

    /// The counters, for the steppers that keep more than placements and retreats.
    pub(crate) fn stats_mut(&mut self) -> &mut Stats {
        &mut self.stats
    }
}

/// Summarised: a million-square walk prints as its length and ends, not every square.
impl fmt::Debug for Walk {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Walk")
            .field("board", &self.board)
            .field("len", &self.path.len())
            .field("start", &self.path.first())
            .field("current", &self.path.last())
            .field("status", &self.status)
            .field("stats", &self.stats)
            .finish_non_exhaustive()
    }
}

/// Open or closed, for a path that covers the board.
pub(crate) fn kind_of(board: &Board, path: &[Square]) -> TourKind {
    match (path.first(), path.last()) {
        (Some(&first), Some(&last)) if board.is_move(first, last) => TourKind::Closed,
        _ => TourKind::Open,
    }
}
