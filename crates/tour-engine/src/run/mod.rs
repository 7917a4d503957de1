//! The engine's side of every job: a [`Running`] job takes steps and gives reports, the
//! same natively (tests, the command line's figures) and in a worker.
//!
//! A step is the unit of the core's stepper underneath (a placement, a greedy move, a
//! start decided), so the worker's loop can read the clock between batches and report
//! as it goes, and a page running the engine on its own thread can stop between slices.

mod count;
mod generate;
mod hint;
mod import;
mod puzzle;
mod shade;
mod solve;
mod survey;

use tour_core::theory::first_moves;

use crate::protocol::{Job, Report};

/// One kind of job's work.
trait Work {
    /// Takes at most `steps` steps; returns whether the job has finished.
    fn advance(&mut self, steps: u64) -> bool;

    /// What the page should hear now: what was found since the last call (every result
    /// once finished), or how far the work has got; `busy_ms` is the time the job has
    /// worked so far, by the clock of whoever runs it.
    fn reports(&mut self, finished: bool, busy_ms: f64) -> Vec<Report>;
}

/// A job being run.
pub struct Running {
    work: Box<dyn Work>,
    finished: bool,
    told_finished: bool,
}

impl std::fmt::Debug for Running {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Running")
            .field("finished", &self.finished)
            .finish_non_exhaustive()
    }
}

impl Running {
    /// Starts `job`; nothing runs until [`Running::advance`].
    #[must_use]
    pub fn new(job: Job) -> Running {
        let work: Box<dyn Work> = match job {
            Job::Survey {
                board,
                algorithm,
                options,
                share,
            } => {
                let starts = share.of(&board.squares().collect::<Vec<_>>());
                Box::new(survey::SurveyRun::new(board, algorithm, options, starts))
            }
            Job::Shade {
                board,
                ends,
                budget,
                share,
            } => {
                let squares = share.of(&board.squares().collect::<Vec<_>>());
                Box::new(shade::ShadeRun::new(board, ends, budget, squares))
            }
            Job::Count {
                board,
                start,
                ends,
                share,
            } => {
                // A start the core refuses has no first moves: nothing is counted.
                let moves = first_moves(&board, start).unwrap_or_default();
                Box::new(count::CountRun::new(board, start, ends, share.of(&moves)))
            }
            Job::Hint {
                board,
                walk,
                ends,
                budget,
            } => Box::new(hint::HintRun::new(board, &walk, ends, budget)),
            Job::Solve {
                board,
                algorithm,
                options,
                start,
            } => Box::new(solve::SolveRun::new(board, algorithm, &options, start)),
            Job::Generate {
                board,
                kind,
                level,
                seed,
                attempts,
            } => Box::new(generate::GenerateRun::new(
                board, kind, level, seed, attempts,
            )),
            Job::Solutions { board, kind, clues } => {
                Box::new(puzzle::SolutionsRun::new(board, kind, clues))
            }
            Job::Deduce { board, kind, clues } => {
                Box::new(puzzle::DeduceRun::new(board, kind, clues))
            }
            Job::Import { board, text } => Box::new(import::ImportRun::new(board, text)),
        };
        Running {
            work,
            finished: false,
            told_finished: false,
        }
    }

    /// Takes at most `steps` steps; returns whether the job has finished.
    pub fn advance(&mut self, steps: u64) -> bool {
        if !self.finished {
            self.finished = self.work.advance(steps);
        }
        self.finished
    }

    /// Whether the job has finished.
    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// What the page should hear now; once the job has finished, its last results and
    /// then [`Report::Finished`] (once). `busy_ms` is the time spent in
    /// [`Running::advance`] so far, by the caller's clock (a solve reports it).
    pub fn reports(&mut self, busy_ms: f64) -> Vec<Report> {
        if self.told_finished {
            return Vec::new();
        }
        let mut reports = self.work.reports(self.finished, busy_ms);
        if self.finished {
            reports.push(Report::Finished);
            self.told_finished = true;
        }
        reports
    }
}

/// Runs `job` to the end in one go and returns every report it made (tests and
/// benchmarks).
#[must_use]
pub fn run_to_end(job: Job) -> Vec<Report> {
    let mut running = Running::new(job);
    let mut reports = Vec::new();
    while !running.advance(1 << 20) {
        reports.extend(running.reports(0.0));
    }
    reports.extend(running.reports(0.0));
    reports
}
