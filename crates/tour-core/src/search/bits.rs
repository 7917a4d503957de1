//! The exact search's walk on a bitboard (boards of up to 128 squares): the free
//! squares are one word, and every count the pruning rule reads is worked out from it.
//!
//! A free square's possible route neighbours are its free neighbours, plus the knight's
//! square if it touches it. When the knight moves from `c` to `n`, only `c`'s free
//! neighbours lose one (they no longer touch the knight; none of them touches `n`, as the
//! piece's graph is bipartite), so whether one is left with none (fatal) or one is a
//! mask test each, with no count kept per square. The number of squares left with one
//! is kept per placement and restored on the way back.

use crate::bits::Word;
use crate::graph::KnightGraph;
use crate::square::Square;

use super::dfs::{Frame, Walker};

/// The squares left with a single possible route neighbour (each would have to be the
/// route's last square), and how many of them do not touch the start.
#[derive(Clone, Copy, Debug, Default)]
struct Ones {
    ones: u32,
    off_start: u32,
}

pub(super) struct BitWalk<W> {
    /// Per square, its neighbours.
    near: Vec<W>,
    /// Per square, its neighbours in move order, padded with the square itself.
    order: Vec<[u8; 8]>,
    squares: Vec<Square>,
    /// The squares a tour visits.
    square_count: usize,
    start: u8,
    /// The start's neighbours.
    touches_start: W,
    end: Option<u8>,
    closed: bool,
    free: W,
    counts: Ones,
    route: Vec<u8>,
    /// The counts before each placement, to restore on the way back.
    saved: Vec<Ones>,
    positions: u64,
}

impl<W: Word> BitWalk<W> {
    /// `None` when the rectangle has more than `W::BITS` squares.
    pub(super) fn new(
        graph: &KnightGraph,
        start: u32,
        end: Option<u32>,
        closed: bool,
    ) -> Option<Self> {
        let n = graph.len();
        if n > W::BITS {
            return None;
        }
        // Below W::BITS <= 128.
        let index = |v: u32| v as u8;
        let mut near = Vec::with_capacity(n);
        let mut order = Vec::with_capacity(n);
        let mut free = W::ZERO;
        for v in 0..n as u32 {
            let mut list = [index(v); 8];
            let mut set = W::ZERO;
            if !graph.is_hole(v) {
                free = free | W::bit(index(v));
            }
            for (slot, &next) in list.iter_mut().zip(graph.neighbours(v)) {
                *slot = index(next);
                set = set | W::bit(index(next));
            }
            near.push(set);
            order.push(list);
        }
        let start = index(start);
        let mut walk = BitWalk {
            touches_start: near[usize::from(start)],
            near,
            order,
            squares: (0..n as u32).map(|v| graph.square(v)).collect(),
            square_count: graph.square_count(),
            start,
            end: end.map(index),
            closed,
            free: free & !W::bit(start),
            counts: Ones::default(),
            route: Vec::with_capacity(graph.square_count()),
            saved: Vec::with_capacity(graph.square_count()),
            positions: 1,
        };
        walk.route.push(start);
        walk.counts = walk.count_ones();
        Some(walk)
    }

    fn current(&self) -> u8 {
        self.route.last().copied().unwrap_or(self.start)
    }

    /// Possible route neighbours of free square `v` with the knight on `at`, from 0 to
    /// 2 (2 standing for "two or more").
    #[inline(always)]
    fn avail_upto_2(&self, v: u8, at: u8, free: W) -> u8 {
        let x = self.near[usize::from(v)] & free;
        let touches = u8::from(self.near[usize::from(at)].has(v));
        let many = if x == W::ZERO {
            0
        } else if x.is_single() {
            1
        } else {
            2
        };
        (many + touches).min(2)
    }

    /// The squares with one possible route neighbour, counted afresh (at the start).
    fn count_ones(&self) -> Ones {
        let mut counts = Ones::default();
        for v in 0..self.squares.len() as u8 {
            if self.free.has(v) && self.avail_upto_2(v, self.start, self.free) == 1 {
                counts.ones += 1;
                counts.off_start += u32::from(!self.touches_start.has(v));
            }
        }
        counts
    }

    /// With a chosen last square: it still has a route neighbour, and no other square is
    /// left with only one (that square would have to be last).
    #[inline(always)]
    fn end_still_last(&self, at: u8, free: W, ones: u32) -> bool {
        let Some(end) = self.end else {
            return true;
        };
        let avail = self.avail_upto_2(end, at, free);
        avail > 0 && ones == u32::from(avail == 1)
    }

    /// The rule for a route that does not cover the board yet, with the knight moved
    /// from `from` to `at`, leaving `free`; the new counts, or `None` when it is broken.
    #[inline(always)]
    fn rule(&self, from: u8, at: u8, free: W) -> Option<Ones> {
        if self.end == Some(at) {
            // The chosen last square, entered before the end.
            return None;
        }
        // `from`'s free neighbours lose it: none may be left with no neighbour, and
        // those left with one join the count.
        let mut stranded = false;
        let mut counts = self.counts;
        for &w in &self.order[usize::from(from)] {
            let lost = free.has(w);
            let x = self.near[usize::from(w)] & free;
            stranded |= lost && x == W::ZERO;
            let one = lost && x.is_single();
            counts.ones += u32::from(one);
            counts.off_start += u32::from(one && !self.touches_start.has(w));
        }
        // The square entered no longer counts; it had one neighbour if it has no way on.
        if self.near[usize::from(at)] & free == W::ZERO {
            counts.ones -= 1;
            counts.off_start -= u32::from(!self.touches_start.has(at));
        }
        if stranded || counts.ones > 1 || !self.end_still_last(at, free, counts.ones) {
            return None;
        }
        if self.closed && (counts.off_start > 0 || self.touches_start & free == W::ZERO) {
            return None;
        }
        // The next square must be reachable at all.
        (self.near[usize::from(at)] & free != W::ZERO).then_some(counts)
    }
}

impl<W: Word> Walker for BitWalk<W> {
    type Ix = u8;

    #[inline(always)]
    fn try_advance(&mut self, next: u8) -> bool {
        let from = self.current();
        let free = self.free & !W::bit(next);
        let counts = if self.route.len() + 1 == self.square_count {
            let closes = !self.closed || self.touches_start.has(next);
            (closes && self.end.is_none_or(|end| end == next)).then_some(Ones::default())
        } else {
            self.rule(from, next, free)
        };
        let Some(counts) = counts else {
            return false;
        };
        self.saved.push(self.counts);
        self.counts = counts;
        self.free = free;
        self.route.push(next);
        self.positions += 1;
        true
    }

    #[inline(always)]
    fn retreat(&mut self) {
        if let (Some(last), Some(counts)) = (self.route.pop(), self.saved.pop()) {
            self.free = self.free | W::bit(last);
            self.counts = counts;
        }
    }

    #[inline(always)]
    fn fill(&self, frame: &mut Frame<u8>) {
        let free = self.free;
        for &w in &self.order[usize::from(self.current())] {
            frame.push_if(w, free.has(w));
        }
        // Every candidate touches the knight, so its free neighbours order it.
        frame.sort_by(|w| (self.near[usize::from(w)] & free).ones() as u8);
    }

    fn is_complete(&self) -> bool {
        self.route.len() == self.square_count
    }

    fn viable(&self) -> bool {
        let at = self.current();
        (!self.closed || self.touches_start.has(at)) && self.end.is_none_or(|end| end == at)
    }

    fn hopeless(&self) -> bool {
        let isolated = (0..self.squares.len() as u8)
            .any(|v| self.free.has(v) && self.avail_upto_2(v, self.start, self.free) == 0);
        isolated
            || self.counts.ones > 1
            || !self.end_still_last(self.start, self.free, self.counts.ones)
            || (self.closed && self.counts.off_start > 0)
    }

    fn positions(&self) -> u64 {
        self.positions
    }

    fn depth(&self) -> usize {
        self.route.len()
    }

    fn route(&self) -> Vec<Square> {
        self.route
            .iter()
            .map(|&v| self.squares[usize::from(v)])
            .collect()
    }

    fn square_at(&self, depth: usize) -> Option<Square> {
        let v = *self.route.get(depth)?;
        self.squares.get(usize::from(v)).copied()
    }

    fn index(&self, square: Square) -> u8 {
        self.squares.iter().position(|&s| s == square).unwrap_or(0) as u8
    }
}
