//! The start shading: for each square, whether a tour with the asked-for ends starts
//! there (a theorem at once on most boards, else a short search).

use tour_core::theory::{Verdict, tour_exists};
use tour_core::{Board, Ends, Square};

use super::Work;
use crate::protocol::{Answer, Report};

/// The squares still to decide and the answers not yet reported.
pub(super) struct ShadeRun {
    board: Board,
    ends: Ends,
    budget: u64,
    squares: std::vec::IntoIter<Square>,
    answers: Vec<(Square, Answer)>,
}

impl ShadeRun {
    pub(super) fn new(board: Board, ends: Ends, budget: u64, squares: Vec<Square>) -> ShadeRun {
        ShadeRun {
            board,
            ends,
            budget,
            squares: squares.into_iter(),
            answers: Vec::new(),
        }
    }
}

impl Work for ShadeRun {
    /// One step decides one square.
    fn advance(&mut self, steps: u64) -> bool {
        for _ in 0..steps {
            let Some(square) = self.squares.next() else {
                return true;
            };
            let answer = match tour_exists(&self.board, square, self.ends, self.budget) {
                Ok(Verdict::Exists { .. }) => Answer::Yes,
                Ok(Verdict::Impossible(_)) => Answer::No,
                // A square off the board or on a hole decides nothing either way.
                Ok(Verdict::Unknown { .. }) | Err(_) => Answer::Unknown,
            };
            self.answers.push((square, answer));
        }
        self.squares.len() == 0
    }

    fn reports(&mut self, _finished: bool, _busy_ms: f64) -> Vec<Report> {
        if self.answers.is_empty() {
            return Vec::new();
        }
        vec![Report::Shaded(std::mem::take(&mut self.answers))]
    }
}
