//! A hint: the exact search for a completion of the student's walk.

use tour_core::theory::{Completion, SearchOutcome};
use tour_core::{Board, Ends, Square};

use super::Work;
use crate::protocol::Report;

/// A completion search in progress.
pub(super) struct HintRun {
    /// `None` when the walk is not a knight's path: nothing continues it.
    completion: Option<Completion>,
    outcome: Option<SearchOutcome>,
    told: bool,
}

impl HintRun {
    pub(super) fn new(board: Board, walk: &[Square], ends: Ends, budget: u64) -> HintRun {
        HintRun {
            completion: Completion::new(board, walk, ends, budget).ok(),
            outcome: None,
            told: false,
        }
    }
}

impl Work for HintRun {
    fn advance(&mut self, steps: u64) -> bool {
        self.outcome = match &mut self.completion {
            Some(completion) => completion.advance(steps).done(),
            None => Some(SearchOutcome::Exhausted { positions: 0 }),
        };
        self.outcome.is_some()
    }

    fn reports(&mut self, finished: bool) -> Vec<Report> {
        match (&self.outcome, finished, self.told) {
            (Some(outcome), true, false) => {
                self.told = true;
                vec![Report::Hinted(outcome.clone())]
            }
            _ => Vec::new(),
        }
    }
}
