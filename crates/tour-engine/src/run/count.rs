//! Counting the tours from a start, one first move at a time.

use tour_core::theory::count_tours;
use tour_core::{Board, Ends, Square};

use super::Work;
use crate::protocol::Report;

/// The first moves still to count after, and the counts not yet reported.
pub(super) struct CountRun {
    board: Board,
    start: Square,
    ends: Ends,
    moves: std::vec::IntoIter<Square>,
    counted: Vec<Report>,
}

impl CountRun {
    pub(super) fn new(board: Board, start: Square, ends: Ends, moves: Vec<Square>) -> CountRun {
        CountRun {
            board,
            start,
            ends,
            moves: moves.into_iter(),
            counted: Vec::new(),
        }
    }
}

impl Work for CountRun {
    /// One step counts the tours after one first move.
    fn advance(&mut self, steps: u64) -> bool {
        for _ in 0..steps {
            let Some(second) = self.moves.next() else {
                return true;
            };
            // TODO split by first move
            if let Ok(count) = count_tours(&self.board, Some(self.start), self.ends) {
                self.counted.push(Report::Counted { second, count });
            }
        }
        self.moves.len() == 0
    }

    fn reports(&mut self, _finished: bool) -> Vec<Report> {
        std::mem::take(&mut self.counted)
    }
}
