//! A survey, or one worker's share of one: the algorithm from each start in turn.

use tour_core::survey::SurveyEntry;
use tour_core::{Algorithm, Board, Options, Run, SolveError, Solver, Square};

use super::Work;
use crate::protocol::Report;

/// The starts still to run, the run in progress and the entries not yet reported.
pub(super) struct SurveyRun {
    board: Board,
    algorithm: Algorithm,
    options: Options,
    starts: std::vec::IntoIter<Square>,
    current: Option<(Square, Box<dyn Solver>)>,
    entries: Vec<SurveyEntry>,
    failed: Option<SolveError>,
}

impl SurveyRun {
    pub(super) fn new(
        board: Board,
        algorithm: Algorithm,
        options: Options,
        starts: Vec<Square>,
    ) -> SurveyRun {
        SurveyRun {
            board,
            algorithm,
            options,
            starts: starts.into_iter(),
            current: None,
            entries: Vec::new(),
            failed: None,
        }
    }

    fn step(&mut self, steps: u64) -> Result<bool, SolveError> {
        let mut left = steps;
        loop {
            let (start, solver) = match &mut self.current {
                Some(current) => current,
                None => {
                    let Some(start) = self.starts.next() else {
                        return Ok(true);
                    };
                    let solver =
                        self.algorithm
                            .solver_with(self.board.clone(), start, &self.options)?;
                    self.current.insert((start, solver))
                }
            };
            let before = solver.stats();
            if solver.advance(left).is_running() {
                return Ok(false);
            }
            let after = solver.stats();
            let used = (after.placed + after.retreats + after.restarts)
                - (before.placed + before.retreats + before.restarts);
            let run = Run::complete(solver.as_mut(), 0)?;
            self.entries.push(SurveyEntry {
                start: *start,
                status: run.status(),
                visited: run.path().len(),
                stats: run.stats(),
            });
            self.current = None;
            left -= used.min(left);
            if left == 0 {
                return Ok(self.starts.len() == 0);
            }
        }
    }
}

impl Work for SurveyRun {
    fn advance(&mut self, steps: u64) -> bool {
        match self.step(steps) {
            Ok(finished) => finished,
            Err(error) => {
                self.failed = Some(error);
                true
            }
        }
    }

    fn reports(&mut self, _finished: bool) -> Vec<Report> {
        let mut reports = Vec::new();
        if !self.entries.is_empty() {
            reports.push(Report::Surveyed(std::mem::take(&mut self.entries)));
        }
        reports.extend(self.failed.take().map(Report::Refused));
        reports
    }
}
