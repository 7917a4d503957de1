//! Seed 003's brute force: a random-direction walk, restarted until it covers the board
//! or the tries run out, keeping the longest walk.
//!
//! Each move picks a direction at random; if that square is off the board or visited, the
//! following directions are tried in cyclic move order, and the first free one is taken.
//! The seed's C `rand()` is replaced by SplitMix64, so a run is repeatable from its seed
//! on every platform.

use crate::board::Board;
use crate::moves::MoveOrder;
use crate::square::Square;

use super::occupancy::{Occupancy, kind_of};
use super::{Event, Solver, Stats, Status};

/// SplitMix64 (Steele, Lea and Flood 2014): tiny, fast, and the same on every platform.
#[derive(Clone, Debug)]
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A direction 0..8; the top bits are the best mixed.
    fn direction(&mut self) -> usize {
        usize::try_from(self.next() >> 61).unwrap_or(0)
    }
}

/// The random walk with restarts, as a resumable stepper.
///
/// ```
/// use tour_core::{Board, MoveOrder, RandomWalk, Solver, Square, Status};
/// let mut walk = RandomWalk::new(Board::new(5, 5)?, Square::new(0, 0), MoveOrder::DEITEL, 10_000, 42);
/// let status = walk.advance(u64::MAX);
/// assert!(matches!(status, Status::Complete(_) | Status::TriesExhausted));
/// assert!(walk.tries() >= 1);
/// # Ok::<(), tour_core::BoardError>(())
/// ```
#[derive(Clone, Debug)]
pub struct RandomWalk {
    order: MoveOrder,
    occupancy: Occupancy,
    start: Square,
    path: Vec<Square>,
    best: Vec<Square>,
    tries: u32,
    max_tries: u32,
    placed: u64,
    seed: u64,
    rng: SplitMix64,
    status: Status,
}

impl RandomWalk {
    /// A walk from `start` with at most `max_tries` tries (at least one), repeatable
    /// from `seed`.
    pub fn new(board: Board, start: Square, order: MoveOrder, max_tries: u32, seed: u64) -> Self {
        let mut occupancy = Occupancy::new(board);
        occupancy.take(start);
        let status = super::occupancy::opening_status(board, start);
        RandomWalk {
            order,
            occupancy,
            start,
            path: vec![start],
            best: vec![start],
            tries: 1,
            max_tries: max_tries.max(1),
            placed: 1,
            seed,
            rng: SplitMix64(seed),
            status,
        }
    }

    /// Tries started so far, the current one included.
    pub fn tries(&self) -> u32 {
        self.tries
    }

    /// The seed the walk was started from.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The longest walk so far.
    pub fn best(&self) -> &[Square] {
        if self.path.len() > self.best.len() {
            &self.path
        } else {
            &self.best
        }
    }

    fn next_square(&mut self, from: Square) -> Option<Square> {
        let offsets = self.order.offsets();
        let first = self.rng.direction();
        (0..offsets.len())
            .map(|k| offsets[(first + k) % offsets.len()])
            .filter_map(|offset| self.occupancy.board().offset(from, offset))
            .find(|&square| self.occupancy.is_free(square))
    }
}

impl Solver for RandomWalk {
    fn board(&self) -> Board {
        self.occupancy.board()
    }

    /// The current walk while running; the longest walk once finished.
    fn path(&self) -> &[Square] {
        if self.status.is_finished() {
            self.best()
        } else {
            &self.path
        }
    }

    fn status(&self) -> Status {
        self.status
    }

    fn stats(&self) -> Stats {
        Stats {
            placed: self.placed,
            restarts: u64::from(self.tries),
            best: self.best().len() as u64,
            ..Stats::default()
        }
    }

    fn step(&mut self) -> Option<Event> {
        if self.status.is_finished() {
            return None;
        }
        let from = *self.path.last()?;
        if let Some(square) = self.next_square(from) {
            self.occupancy.take(square);
            self.path.push(square);
            self.placed += 1;
            if self.path.len() == self.occupancy.board().area() {
                self.status = Status::Complete(kind_of(&self.path));
            }
            return Some(Event::Placed(square));
        }
        // Dead end: keep the walk if it is the longest, then start over or give up.
        if self.path.len() > self.best.len() {
            self.best = self.path.clone();
        }
        if self.tries >= self.max_tries {
            self.status = Status::TriesExhausted;
            return None;
        }
        self.tries += 1;
        self.occupancy.clear();
        self.occupancy.take(self.start);
        self.path.clear();
        self.path.push(self.start);
        self.placed += 1;
        Some(Event::Restarted)
    }
}
