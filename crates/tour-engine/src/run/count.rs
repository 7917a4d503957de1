//! Counting the tours from a start, one first move at a time.

use tour_core::theory::{TourCount, TourCounter};
use tour_core::{Board, Ends, Progress, Square};

use super::Work;
use crate::protocol::Report;

/// The first moves still to count after, the count in progress, and the counts not yet
/// reported.
pub(super) struct CountRun {
    board: Board,
    start: Square,
    ends: Ends,
    moves: std::vec::IntoIter<Square>,
    current: Option<(Square, TourCounter)>,
    counted: Vec<Report>,
    /// Placements over the first moves finished, for progress.
    placed: u64,
}

impl CountRun {
    pub(super) fn new(board: Board, start: Square, ends: Ends, moves: Vec<Square>) -> CountRun {
        CountRun {
            board,
            start,
            ends,
            moves: moves.into_iter(),
            current: None,
            counted: Vec::new(),
            placed: 0,
        }
    }

    /// The count after the next first move, or `None` when none is left. A move the core
    /// refuses (not a move, a board too large) counts no tour.
    fn next_counter(&mut self) -> Option<(Square, Option<TourCounter>)> {
        let second = self.moves.next()?;
        Some((
            second,
            TourCounter::by_move(&self.board, self.start, second, self.ends).ok(),
        ))
    }
}

impl Work for CountRun {
    /// One step places one square.
    fn advance(&mut self, steps: u64) -> bool {
        let mut left = steps;
        loop {
            let (second, counter) = match &mut self.current {
                Some(current) => (current.0, &mut current.1),
                None => match self.next_counter() {
                    None => return true,
                    Some((second, Some(counter))) => {
                        let current = self.current.insert((second, counter));
                        (current.0, &mut current.1)
                    }
                    Some((second, None)) => {
                        let count = TourCount {
                            directed: 0,
                            undirected: 0,
                            positions: 0,
                        };
                        self.counted.push(Report::Counted { second, count });
                        continue;
                    }
                },
            };
            let before = counter.counted().positions;
            let progress = counter.advance(left);
            left -= (counter.counted().positions - before).min(left);
            match progress {
                Progress::Running => return false,
                Progress::Done(count) => {
                    self.placed += count.positions;
                    self.counted.push(Report::Counted { second, count });
                    self.current = None;
                }
            }
            if left == 0 {
                return self.moves.len() == 0;
            }
        }
    }

    fn reports(&mut self, finished: bool, _busy_ms: f64) -> Vec<Report> {
        let mut reports = std::mem::take(&mut self.counted);
        if !finished && let Some((_, counter)) = &self.current {
            let done = self.placed + counter.counted().positions;
            reports.push(Report::Working { done, depth: 0 });
        }
        reports
    }
}
