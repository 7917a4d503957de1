//! The tour a puzzle is cut from: a depth-first search in Warnsdorff's order with ties
//! broken by the seed, so each seed gives its own tour.

use super::super::bits::Bits;
use super::super::cells::Cells;
use crate::rng::SplitMix64;

/// A square on the route and its untried onward squares, best first.
#[derive(Clone, Copy, Debug)]
struct Frame {
    options: [u8; 8],
    count: u8,
    next: u8,
}

/// What one step of the search came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Walked {
    /// Still searching.
    Running,
    /// A tour, as cells in order.
    Tour(Vec<usize>),
    /// The budget ran out, or the search finished without a tour.
    GaveUp,
}

/// A seeded search for a tour from one start: a resumable stepper, one square placed or
/// taken back per step, giving up after `budget` placements.
#[derive(Clone, Debug)]
pub(crate) struct TourSearch {
    closed: bool,
    start: usize,
    route: Vec<usize>,
    visited: Bits,
    frames: Vec<Frame>,
    placed: u64,
    budget: u64,
    /// One random key per cell, drawn once: ties in the onward count go to the smaller.
    keys: Vec<u64>,
}

impl TourSearch {
    /// A search from `start` on `cells`, its tie-breaks drawn from `rng`.
    pub(crate) fn new(
        cells: &Cells,
        closed: bool,
        start: usize,
        budget: u64,
        rng: &mut SplitMix64,
    ) -> TourSearch {
        let keys = (0..cells.len()).map(|_| rng.next_u64()).collect();
        let mut search = TourSearch {
            closed,
            start,
            route: vec![start],
            visited: Bits::EMPTY,
            frames: Vec::new(),
            placed: 1,
            budget,
            keys,
        };
        search.visited.insert(start);
        let frame = search.frame(cells, start);
        search.frames.push(frame);
        search
    }

    /// The unvisited squares a move from `cell`, fewest onward moves first (ties by the
    /// drawn keys).
    fn frame(&self, cells: &Cells, cell: usize) -> Frame {
        let mut options = [0u8; 8];
        let mut count = 0;
        for &to in cells.moves(cell) {
            if !self.visited.contains(usize::from(to)) {
                options[count] = to;
                count += 1;
            }
        }
        let onward = |to: u8| {
            cells
                .moves(usize::from(to))
                .iter()
                .filter(|&&next| !self.visited.contains(usize::from(next)))
                .count()
        };
        options[..count].sort_by_key(|&to| (onward(to), self.keys[usize::from(to)]));
        Frame {
            options,
            count: count as u8,
            next: 0,
        }
    }

    /// Whether the route so far can still close: the start keeps an unvisited neighbour
    /// until the last square.
    fn can_close(&self, cells: &Cells) -> bool {
        !self.closed
            || self.route.len() == cells.len()
            || cells
                .moves(self.start)
                .iter()
                .any(|&to| !self.visited.contains(usize::from(to)))
    }

    /// One square placed or taken back.
    pub(crate) fn step(&mut self, cells: &Cells) -> Walked {
        if self.route.len() == cells.len() {
            let last = self.route[self.route.len() - 1];
            if !self.closed || cells.is_move(last, self.start) {
                return Walked::Tour(self.route.clone());
            }
            self.back();
            return Walked::Running;
        }
        if self.placed >= self.budget {
            return Walked::GaveUp;
        }
        let Some(frame) = self.frames.last_mut() else {
            return Walked::GaveUp;
        };
        if frame.next == frame.count {
            self.back();
            return if self.frames.is_empty() {
                Walked::GaveUp
            } else {
                Walked::Running
            };
        }
        let to = usize::from(frame.options[usize::from(frame.next)]);
        frame.next += 1;
        self.visited.insert(to);
        self.route.push(to);
        self.placed += 1;
        if self.can_close(cells) {
            let frame = self.frame(cells, to);
            self.frames.push(frame);
        } else {
            self.visited.remove(to);
            self.route.pop();
        }
        Walked::Running
    }

    /// Takes the last square back.
    fn back(&mut self) {
        self.frames.pop();
        if self.route.len() > 1
            && let Some(last) = self.route.pop()
        {
            self.visited.remove(last);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;

    fn tour(rows: u16, cols: u16, closed: bool, seed: u64) -> Vec<usize> {
        let cells = Cells::new(&Board::new(rows, cols).unwrap());
        let mut rng = SplitMix64::new(seed);
        let mut search = TourSearch::new(&cells, closed, 0, 1_000_000, &mut rng);
        loop {
            match search.step(&cells) {
                Walked::Running => {}
                Walked::Tour(route) => return route,
                Walked::GaveUp => panic!("no tour"),
            }
        }
    }

    #[test]
    fn seeds_give_different_valid_tours() {
        let board = Board::CHESS;
        let cells = Cells::new(&board);
        let a = tour(8, 8, false, 1);
        let b = tour(8, 8, false, 2);
        assert_ne!(a, b);
        for route in [&a, &b] {
            let squares: Vec<_> = route.iter().map(|&c| cells.square(c)).collect();
            assert!(crate::route::validate_tour(&board, &squares).is_ok());
        }
        assert_eq!(a, tour(8, 8, false, 1));
    }

    #[test]
    fn closed_tours_close() {
        let cells = Cells::new(&Board::new(6, 6).unwrap());
        let route = tour(6, 6, true, 5);
        assert_eq!(route.len(), 36);
        assert!(cells.is_move(route[0], route[35]));
    }
}
