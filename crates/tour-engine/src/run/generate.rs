//! A share of a puzzle's generation: its attempts in turn, each the core's generator of
//! that attempt alone, until one decides.

use tour_core::puzzle::{Generator, Level};
use tour_core::{Board, Progress, TourKind};

use super::Work;
use crate::protocol::{Made, NoPuzzle, Report};

/// The share's attempts still to make, the one in progress, and the outcomes not yet
/// reported.
pub(super) struct GenerateRun {
    board: Board,
    kind: TourKind,
    level: Level,
    seed: u64,
    attempts: std::vec::IntoIter<u32>,
    current: Option<(u32, Generator)>,
    heard: Vec<Report>,
    /// Steps over the attempts finished, for progress.
    steps: u64,
}

impl GenerateRun {
    pub(super) fn new(
        board: Board,
        kind: TourKind,
        level: Level,
        seed: u64,
        attempts: Vec<u32>,
    ) -> GenerateRun {
        GenerateRun {
            board,
            kind,
            level,
            seed,
            attempts: attempts.into_iter(),
            current: None,
            heard: Vec::new(),
            steps: 0,
        }
    }

    /// Records what `attempt` came to; returns whether it decides the share (anything
    /// but another level: no later attempt of the share can come before it).
    fn ended(&mut self, attempt: u32, outcome: Result<Made, NoPuzzle>) -> bool {
        let decides = outcome != Err(NoPuzzle::OtherLevel);
        self.heard.push(Report::Generated { attempt, outcome });
        if decides {
            self.attempts = Vec::new().into_iter();
        }
        decides
    }
}

impl Work for GenerateRun {
    /// One step is one step of the generator.
    fn advance(&mut self, steps: u64) -> bool {
        let mut left = steps;
        loop {
            let (attempt, generator) = match &mut self.current {
                Some(current) => (current.0, &mut current.1),
                None => {
                    let Some(attempt) = self.attempts.next() else {
                        return true;
                    };
                    match Generator::attempt(&self.board, self.kind, self.level, self.seed, attempt)
                    {
                        Ok(generator) => {
                            let current = self.current.insert((attempt, generator));
                            (current.0, &mut current.1)
                        }
                        Err(error) => {
                            if self.ended(attempt, Err(NoPuzzle::of(&error))) {
                                return true;
                            }
                            continue;
                        }
                    }
                }
            };
            let before = generator.steps();
            let progress = generator.advance(left);
            let taken = generator.steps() - before;
            left -= taken.min(left);
            let Progress::Done(made) = progress else {
                return false;
            };
            self.steps += generator.steps();
            self.current = None;
            let outcome = made.as_ref().map(Made::of).map_err(NoPuzzle::of);
            if self.ended(attempt, outcome) {
                return true;
            }
            if left == 0 {
                return self.attempts.len() == 0;
            }
        }
    }

    fn reports(&mut self, finished: bool, _busy_ms: f64) -> Vec<Report> {
        let mut reports = std::mem::take(&mut self.heard);
        if !finished && let Some((_, generator)) = &self.current {
            let done = self.steps + generator.steps();
            reports.push(Report::Working { done, depth: 0 });
        }
        reports
    }
}
