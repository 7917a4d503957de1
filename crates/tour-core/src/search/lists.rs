//! The exact search's walk on boards of any size: adjacency lists, and per square how
//! many route neighbours it can still have, kept as the knight moves.

use crate::graph::KnightGraph;
use crate::square::Square;

use super::dfs::{Frame, Walker};

/// [`ListWalk::end`] when any last square will do.
const NO_END: u32 = u32::MAX;

/// The walk's state: the route so far and, per square, how many route neighbours it can
/// still have.
pub(super) struct ListWalk {
    graph: KnightGraph,
    closed: bool,
    start: u32,
    /// The square the route must end on, or [`NO_END`].
    end: u32,
    visited: Vec<bool>,
    /// Unvisited neighbours, plus one if the square touches the knight's current square.
    avail: Vec<u8>,
    touches_start: Vec<bool>,
    counts: Ones,
    /// Unvisited neighbours of the start (a closed tour needs one at the end).
    start_free: u32,
    route: Vec<u32>,
    positions: u64,
}

/// The unvisited squares with one possible route neighbour left: each must be the
/// route's last square.
#[derive(Clone, Copy)]
struct Ones {
    ones: u32,
    /// Of those, how many do not touch the start (fatal for a closed tour).
    off_start: u32,
}

impl Ones {
    /// Keeps the counts in step when a square's count goes from `before` to `after`.
    #[inline(always)]
    fn note(&mut self, off_start: bool, before: u8, after: u8) {
        if before == 1 {
            self.ones -= 1;
            self.off_start -= u32::from(off_start);
        }
        if after == 1 {
            self.ones += 1;
            self.off_start += u32::from(off_start);
        }
    }
}

impl ListWalk {
    pub(super) fn new(graph: KnightGraph, start: u32, end: Option<u32>, closed: bool) -> Self {
        let n = graph.len();
        let mut touches_start = vec![false; n];
        for &w in graph.neighbours(start) {
            touches_start[w as usize] = true;
        }
        let start_free = u32::try_from(graph.neighbours(start).len()).unwrap_or(8);
        let avail = (0..n)
            .map(|v| u8::try_from(graph.neighbours(v as u32).len()).unwrap_or(8))
            .collect();
        // Holes count as visited: never entered, never waiting for a neighbour.
        let mut visited: Vec<bool> = (0..n).map(|v| graph.is_hole(v as u32)).collect();
        // Placing the start: its neighbours lose it as an unvisited neighbour but gain it
        // as the current square, so their counts stay.
        visited[start as usize] = true;
        let mut walk = ListWalk {
            graph,
            closed,
            start,
            end: end.unwrap_or(NO_END),
            visited,
            avail,
            touches_start,
            counts: Ones {
                ones: 0,
                off_start: 0,
            },
            start_free,
            route: Vec::with_capacity(n),
            positions: 1,
        };
        walk.route.push(start);
        for v in 0..n {
            if !walk.visited[v] {
                let off_start = !walk.touches_start[v];
                walk.counts.note(off_start, 0, walk.avail[v]);
            }
        }
        walk
    }

    fn current(&self) -> u32 {
        *self.route.last().unwrap_or(&self.start)
    }

    fn place(&mut self, current: u32, next: u32) {
        let (graph, visited, avail) = (&self.graph, &mut self.visited, &mut self.avail);
        visited[next as usize] = true;
        let touches = &self.touches_start;
        self.counts
            .note(!touches[next as usize], avail[next as usize], 0);
        if touches[next as usize] {
            self.start_free -= 1;
        }
        // The current square's other unvisited neighbours can no longer be entered from it.
        for &w in graph.neighbours(current) {
            if !visited[w as usize] {
                let before = avail[w as usize];
                avail[w as usize] = before - 1;
                self.counts.note(!touches[w as usize], before, before - 1);
            }
        }
        self.route.push(next);
    }

    fn unplace(&mut self, current: u32, next: u32) {
        let (graph, visited, avail) = (&self.graph, &mut self.visited, &mut self.avail);
        let touches = &self.touches_start;
        self.route.pop();
        for &w in graph.neighbours(current) {
            if !visited[w as usize] {
                let before = avail[w as usize];
                avail[w as usize] = before + 1;
                self.counts.note(!touches[w as usize], before, before + 1);
            }
        }
        if touches[next as usize] {
            self.start_free += 1;
        }
        visited[next as usize] = false;
        self.counts
            .note(!touches[next as usize], 0, avail[next as usize]);
    }

    /// With a chosen last square: it still has a route neighbour, and no other square is
    /// left with only one (that square would have to be last).
    fn end_still_last(&self) -> bool {
        if self.end == NO_END {
            return true;
        }
        let end_avail = self.avail[self.end as usize];
        end_avail > 0 && self.counts.ones == u32::from(end_avail == 1)
    }

    /// The pruning rule, for a walk that does not cover the board yet.
    fn viable_partial(&self) -> bool {
        let current = self.current();
        if current == self.end {
            // The chosen last square, entered before the end.
            return false;
        }
        let stranded = self.graph.neighbours(self.route[self.route.len() - 2]);
        // A square that just lost its last possible neighbour.
        if stranded
            .iter()
            .any(|&w| !self.visited[w as usize] && self.avail[w as usize] == 0)
        {
            return false;
        }
        if self.counts.ones > 1 || !self.end_still_last() {
            return false;
        }
        if self.closed && (self.counts.off_start > 0 || self.start_free == 0) {
            return false;
        }
        // The next square must be reachable at all.
        self.graph
            .neighbours(current)
            .iter()
            .any(|&w| !self.visited[w as usize])
    }
}

impl Walker for ListWalk {
    type Ix = u32;

    fn try_advance(&mut self, next: u32) -> bool {
        let current = self.current();
        self.place(current, next);
        let viable = if self.is_complete() {
            self.viable()
        } else {
            self.viable_partial()
        };
        if viable {
            self.positions += 1;
        } else {
            self.unplace(current, next);
        }
        viable
    }

    fn retreat(&mut self) {
        let next = self.route[self.route.len() - 1];
        let current = self.route[self.route.len() - 2];
        self.unplace(current, next);
    }

    fn fill(&self, frame: &mut Frame<u32>) {
        for &w in self.graph.neighbours(self.current()) {
            frame.push_if(w, !self.visited[w as usize]);
        }
        frame.sort_by(|w| self.avail[w as usize]);
    }

    fn is_complete(&self) -> bool {
        self.route.len() == self.graph.square_count()
    }

    fn viable(&self) -> bool {
        (!self.closed || self.touches_start[self.current() as usize])
            && (self.end == NO_END || self.current() == self.end)
    }

    fn hopeless(&self) -> bool {
        let isolated = (0..self.visited.len()).any(|v| !self.visited[v] && self.avail[v] == 0);
        isolated
            || self.counts.ones > 1
            || !self.end_still_last()
            || (self.closed && self.counts.off_start > 0)
    }

    fn positions(&self) -> u64 {
        self.positions
    }

    fn depth(&self) -> usize {
        self.route.len()
    }

    fn route(&self) -> Vec<Square> {
        self.route.iter().map(|&v| self.graph.square(v)).collect()
    }

    fn square_at(&self, depth: usize) -> Option<Square> {
        self.route.get(depth).map(|&v| self.graph.square(v))
    }

    fn index(&self, square: Square) -> u32 {
        self.graph.index(square)
    }
}
