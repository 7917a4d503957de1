//! Compare mode's solve: two algorithms from the same start, stepped in turns as one
//! job, each timed on its own, both validated before they are shown.

use tour_core::{Algorithm, Run, SolveError, Solver, Square};

use super::{Job, now_ms};
use crate::model::{Action, Progress, Settings, Shared, Side, Solved, WorkAction};

/// One side of the comparison while it runs.
struct Contender {
    solver: Box<dyn Solver>,
    algorithm: Algorithm,
    order: tour_core::MoveOrder,
    finished: bool,
    busy_ms: f64,
    /// The last square this side aims for (fast only).
    end: Option<Square>,
}

impl Contender {
    fn new(
        settings: &Settings,
        algorithm: Algorithm,
        start: Square,
        seed: u64,
    ) -> Result<Contender, SolveError> {
        let options = settings.solve_options(algorithm, seed);
        let order = options.order.unwrap_or_else(|| algorithm.default_order());
        Ok(Contender {
            solver: algorithm.solver_with(settings.board.clone(), start, &options)?,
            algorithm,
            order,
            finished: false,
            busy_ms: 0.0,
            end: options.ends.last(),
        })
    }

    /// Takes up to `steps` steps on the solver's own loop (nothing is recorded here),
    /// timing itself.
    fn work(&mut self, steps: u32) {
        let began = now_ms();
        self.finished = self.solver.advance(u64::from(steps)).is_done();
        self.busy_ms += now_ms() - began;
    }

    /// The validated run.
    fn solved(&mut self, seed: u64) -> Result<Shared<Solved>, SolveError> {
        let run = Run::complete(self.solver.as_mut(), 0)?;
        let mut solved = Solved::new(run, self.algorithm, self.order, seed);
        solved.solve_ms = self.busy_ms;
        solved.end = self.end;
        Ok(Shared::new(solved))
    }
}

/// Both solves in progress.
pub struct CompareJob {
    contenders: [Contender; 2],
    start: Square,
    seed: u64,
}

impl CompareJob {
    /// Solves from `start` with the settings' algorithm and its second one.
    ///
    /// # Errors
    /// The core's refusal of either (a start off the board).
    pub fn new(settings: &Settings, start: Square, seed: u64) -> Result<Self, SolveError> {
        let contender = |side: Side| {
            let algorithm = match side {
                Side::First => settings.algorithm,
                Side::Second => settings.second,
            };
            Contender::new(settings, algorithm, start, seed)
        };
        Ok(CompareJob {
            contenders: [contender(Side::First)?, contender(Side::Second)?],
            start,
            seed,
        })
    }
}

impl Job for CompareJob {
    fn advance(&mut self, steps: u32) -> bool {
        // Turns alternate batch by batch, so neither side waits for the other to end.
        for contender in self.contenders.iter_mut().filter(|c| !c.finished) {
            contender.work(steps);
        }
        self.contenders.iter().all(|c| c.finished)
    }

    fn report(&mut self, finished: bool, _busy_ms: f64) -> Option<Action> {
        if !finished {
            // The side still working, so the progress line names what it counts.
            let working = self.contenders.iter().find(|c| !c.finished);
            let working = working.unwrap_or(&self.contenders[0]);
            return Some(Action::Work(WorkAction::Solving(Progress {
                start: self.start,
                algorithm: working.algorithm,
                placed: working.solver.stats().placed,
                depth: working.solver.depth(),
            })));
        }
        let [first, second] = &mut self.contenders;
        Some(match (first.solved(self.seed), second.solved(self.seed)) {
            (Ok(first), Ok(second)) => Action::Work(WorkAction::Compared(first, second)),
            (Err(error), _) | (_, Err(error)) => Action::Work(WorkAction::Refused(error)),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tasks::tests::run_to_end;
    use tour_core::Board;

    #[test]
    fn both_sides_finish_validated_with_their_own_orders() {
        let settings = Settings {
            algorithm: Algorithm::Warnsdorff,
            second: Algorithm::Fast,
            ..Settings::default()
        };
        let e3 = Square::parse("e3", &Board::CHESS).unwrap();
        let reports = run_to_end(CompareJob::new(&settings, e3, 0).unwrap());
        let Some(Action::Work(WorkAction::Compared(first, second))) = reports.last() else {
            panic!("both runs: {reports:?}")
        };
        assert_eq!(first.len(), 60, "warnsdorff gets stuck from e3");
        assert!(second.run.status().is_complete());
    }
}
