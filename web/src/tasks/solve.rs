//! Solving from one start square, recording the search for the search view.

use tour_core::{
    Algorithm, Board, Ends, MoveOrder, Run, SolveError, Solver, Square, solver::Event,
};

use super::Job;
use crate::model::{
    Action, Progress, SearchRecord, Settings, Shared, Solved, WorkAction, is_large,
};

/// Search events kept for the search view (about 12 MB); longer searches still finish,
/// and the view says it shows the beginning only.
pub const MAX_RECORDED_EVENTS: usize = 2_000_000;

/// A fresh seed for the random walk from the browser's crypto source.
pub fn fresh_seed() -> u64 {
    getrandom::u64().unwrap_or(0x5EED)
}

/// A solve in progress.
pub struct SolveJob {
    solver: Box<dyn Solver>,
    board: Board,
    algorithm: Algorithm,
    order: MoveOrder,
    start: Square,
    seed: u64,
    /// The tour asked for (only fast aims for a last square).
    ends: Ends,
    record: Option<SearchRecord>,
    steps: u64,
    /// The pseudocode lines run so far, on boards the SVG draws.
    trace: Option<crate::model::CodeTrace>,
    /// One step's lines, reused from step to step.
    lines: Vec<tour_core::trace::Line>,
}

impl SolveJob {
    /// A solve from `start` with the settings' algorithm and order.
    ///
    /// # Errors
    /// The core's refusal (a start off the board).
    pub fn new(settings: &Settings, start: Square, seed: u64) -> Result<SolveJob, SolveError> {
        let algorithm = settings.algorithm;
        let options = settings.solve_options(algorithm, seed);
        let solver = algorithm.solver_with(settings.board.clone(), start, &options)?;
        // The code panel follows a random walk's every try, so it records them too.
        let searched = algorithm.backtracks() || algorithm == Algorithm::Random;
        let trace = (!is_large(settings.board.clone())).then(|| {
            let mut lines = Vec::new();
            solver.trace_start(&mut lines);
            crate::model::CodeTrace::new(algorithm, lines)
        });
        Ok(SolveJob {
            solver,
            board: settings.board.clone(),
            algorithm,
            order: settings.order.moves(),
            start,
            seed,
            ends: options.ends,
            record: searched.then(|| SearchRecord {
                events: Vec::new(),
                truncated: false,
            }),
            steps: 0,
            trace,
            lines: Vec::new(),
        })
    }

    /// One step of the solver, its lines recorded when the code panel may show them.
    fn step(&mut self) -> Option<Event> {
        if let Some(trace) = self.trace.as_mut().filter(|trace| !trace.truncated) {
            self.lines.clear();
            let event = self.solver.step_traced(&mut self.lines);
            trace.record(
                usize::try_from(self.steps).unwrap_or(usize::MAX),
                &self.lines,
            );
            return event;
        }
        self.solver.step()
    }

    /// Whether a step still has lines or an event to keep: while the code panel's lines
    /// or the search view's events are not full.
    fn keeping(&self) -> bool {
        self.trace.as_ref().is_some_and(|trace| !trace.truncated)
            || self.record.as_ref().is_some_and(|record| !record.truncated)
    }

    /// Keeps `event` for the search view, up to [`MAX_RECORDED_EVENTS`].
    fn record(&mut self, event: Event) {
        if let Some(record) = &mut self.record {
            if record.events.len() < MAX_RECORDED_EVENTS {
                record.events.push(event);
            } else {
                record.truncated = true;
            }
        }
    }

    /// Validates the finished run and packs it for playback.
    fn finish(&mut self, busy_ms: f64) -> Action {
        let run = match Run::complete(self.solver.as_mut(), 0) {
            Ok(run) => run,
            Err(error) => return Action::Work(WorkAction::Refused(error)),
        };
        let mut solved = Solved::new(run, self.algorithm, self.order, self.seed);
        solved.solve_ms = busy_ms;
        solved.ends = self.ends;
        solved.search = self.record.take();
        {
            solved.trace = self.trace.take().map(|mut trace| {
                trace.built = self.solver.build_steps().to_vec();
                trace
            });
        }
        // Replaying a greedy run costs one decision per move; boards the SVG draws are
        // small enough to do it at once.
        if !is_large(self.board.clone()) {
            solved.decisions = tour_core::solver::decisions(
                self.algorithm,
                self.board.clone(),
                self.order,
                solved.run.path(),
            );
        }
        Action::Work(WorkAction::Solved(Shared::new(solved)))
    }
}

impl Job for SolveJob {
    /// One step at a time while the code panel's lines or the search view's events are
    /// kept; with nothing left to keep, the solver's own loop.
    fn advance(&mut self, steps: u32) -> bool {
        let mut left = u64::from(steps);
        while left > 0 && self.keeping() {
            let Some(event) = self.step() else {
                return true;
            };
            self.steps += 1;
            left -= 1;
            self.record(event);
        }
        if left == 0 {
            return self.solver.status().is_finished();
        }
        let before = work(self.solver.stats());
        let finished = self.solver.advance(left).is_done();
        self.steps += if finished {
            (work(self.solver.stats()) - before).min(left)
        } else {
            left
        };
        finished
    }

    fn report(&mut self, finished: bool, busy_ms: f64) -> Option<Action> {
        Some(if finished {
            self.finish(busy_ms)
        } else {
            Action::Work(WorkAction::Solving(Progress {
                start: self.start,
                algorithm: self.algorithm,
                placed: self.solver.stats().placed,
                depth: self.solver.depth(),
            }))
        })
    }
}

/// A solver's steps as its counters tell them: each places, takes back or starts over.
fn work(stats: tour_core::solver::Stats) -> u64 {
    stats.placed + stats.retreats + stats.restarts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tasks::tests::run_to_end;

    /// Plain backtracking on 8x8 spends its whole budget: its steps one at a time while
    /// the code panel's lines and the search view's events are kept, then the rest on the
    /// solver's own loop; the events are those a step at a time reports.
    #[test]
    fn a_long_search_keeps_the_events_steps_report_and_runs_on_past_the_record() {
        let settings = Settings {
            algorithm: Algorithm::Backtrack,
            order: crate::model::SeedOrder::Ithome,
            ..Settings::default()
        };
        let start = Square::new(7, 0);
        let mut job = SolveJob::new(&settings, start, 0).unwrap();
        while !job.advance(50_000) {}
        let Action::Work(WorkAction::Solved(solved)) = job.finish(0.0) else {
            panic!("a run")
        };
        assert_eq!(solved.run.status(), tour_core::Status::BudgetExhausted);
        assert_eq!(solved.run.stats().placed, tour_core::solver::DEFAULT_BUDGET);
        let search = solved.search.as_ref().unwrap();
        assert!(search.truncated);
        assert_eq!(search.events.len(), MAX_RECORDED_EVENTS);
        let mut stepped = Algorithm::Backtrack
            .solver(Board::CHESS, start, MoveOrder::ITHOME)
            .unwrap();
        let expected: Vec<Event> = std::iter::from_fn(|| stepped.step())
            .take(MAX_RECORDED_EVENTS)
            .collect();
        assert!(
            search.events == expected,
            "the recorded events are the stepped ones"
        );
        assert!(solved.trace.as_ref().is_some_and(|trace| trace.truncated));
    }

    #[test]
    fn a_backtracking_solve_records_its_search_and_a_greedy_one_its_decisions() {
        let settings = Settings {
            board: Board::new(5, 5).unwrap(),
            algorithm: Algorithm::Backtrack,
            order: crate::model::SeedOrder::Ithome,
            ..Settings::default()
        };
        let job = SolveJob::new(&settings, Square::new(0, 0), 0).unwrap();
        let reports = run_to_end(job);
        let Some(Action::Work(WorkAction::Solved(solved))) = reports.last() else {
            panic!("a run: {reports:?}")
        };
        assert!(solved.events().is_some_and(|events| events.len() > 25));
        assert!(matches!(reports[0], Action::Work(WorkAction::Solving(_))));

        let greedy = Settings {
            algorithm: Algorithm::Warnsdorff,
            order: crate::model::SeedOrder::Gossip,
            ..Settings::default()
        };
        let reports = run_to_end(SolveJob::new(&greedy, Square::new(5, 6), 0).unwrap());
        let Some(Action::Work(WorkAction::Solved(solved))) = reports.last() else {
            panic!("a run")
        };
        assert_eq!(solved.decisions.as_ref().map(Vec::len), Some(63));
    }

    #[test]
    fn progress_counts_placements_and_the_depth_of_fast_s_search() {
        // No rule decides the giraffe's tours of 8 x 8: fast searches, 64 placements a
        // step, with the start alone on its path until a tour is found.
        let settings = Settings {
            board: Board::CHESS.with_leaper(tour_core::Leaper::GIRAFFE),
            ..Settings::default()
        };
        let mut job = SolveJob::new(&settings, Square::new(7, 0), 0).unwrap();
        assert!(!job.advance(100));
        let Some(Action::Work(WorkAction::Solving(progress))) = job.report(false, 0.0) else {
            panic!("still solving")
        };
        assert_eq!(progress.algorithm, Algorithm::Fast);
        assert!(progress.placed > 99 * 60, "{progress:?}");
        assert!(progress.depth > 10 && progress.depth <= 64, "{progress:?}");
    }
}
