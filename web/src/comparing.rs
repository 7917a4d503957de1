//! Compare mode's solve: two algorithms from the same start, stepped in turn as one
//! sliced [`Task`], each timed on its own, both validated before they are shown.

use std::rc::Rc;

use tour_core::{Algorithm, Run, Solver, Square};
use yew::Callback;

use crate::state::{Action, AppState, Playback, Progress};
use crate::tasks::{Batch, Task, now_ms};

/// One side of the comparison while it runs.
struct Contender {
    solver: Box<dyn Solver>,
    seed: u64,
    finished: bool,
    steps: u64,
    busy_ms: f64,
    batch: Batch,
}

impl Contender {
    fn new(
        state: &AppState,
        algorithm: Algorithm,
        start: Square,
        seed: u64,
    ) -> Result<Contender, String> {
        let mut options = state.solve_options(seed);
        if algorithm != state.algorithm {
            // The second algorithm brings its own seed's move order.
            options.order = Some(algorithm.default_order());
        }
        let solver = algorithm
            .solver_with(state.board, start, &options)
            .map_err(|error| error.to_string())?;
        Ok(Contender {
            solver,
            seed,
            finished: false,
            steps: 0,
            busy_ms: 0.0,
            batch: Batch::default(),
        })
    }

    /// Steps for about one batch.
    fn work(&mut self) {
        let began = now_ms();
        for _ in 0..self.batch.size() {
            if self.solver.step().is_none() {
                self.finished = true;
                break;
            }
            self.steps += 1;
        }
        let took = now_ms() - began;
        self.batch.took(took);
        self.busy_ms += took;
    }

    fn playback(&mut self) -> Result<Rc<Playback>, String> {
        let run = Run::complete(self.solver.as_mut(), 0).map_err(|error| error.to_string())?;
        let mut playback = Playback::new(run, self.busy_ms, None);
        playback.seed = self.seed;
        Ok(Rc::new(playback))
    }
}

/// Both solves in progress.
pub struct CompareTask {
    contenders: [Contender; 2],
    start: Square,
    dispatch: Callback<Action>,
}

impl CompareTask {
    /// Solves from `start` with the state's algorithm and its second one, or `None`
    /// (after dispatching [`Action::Failed`]) when the core refuses either.
    pub fn new(
        state: &AppState,
        start: Square,
        seed: u64,
        dispatch: Callback<Action>,
    ) -> Option<CompareTask> {
        let both = Contender::new(state, state.algorithm, start, seed)
            .and_then(|first| Ok([first, Contender::new(state, state.second, start, seed)?]));
        match both {
            Ok(contenders) => {
                dispatch.emit(Action::Solving(Progress {
                    start,
                    steps: 0,
                    depth: 1,
                }));
                Some(CompareTask {
                    contenders,
                    start,
                    dispatch,
                })
            }
            Err(message) => {
                dispatch.emit(Action::Failed(message));
                None
            }
        }
    }
}

impl Task for CompareTask {
    fn run_until(&mut self, deadline_ms: f64) -> bool {
        loop {
            // Turns alternate batch by batch, so neither side waits for the other to end.
            for contender in self.contenders.iter_mut().filter(|c| !c.finished) {
                contender.work();
            }
            if self.contenders.iter().all(|c| c.finished) {
                let [first, second] = &mut self.contenders;
                let action = match (first.playback(), second.playback()) {
                    (Ok(first), Ok(second)) => Action::Compared(first, second),
                    (Err(message), _) | (_, Err(message)) => Action::Failed(message),
                };
                self.dispatch.emit(action);
                return true;
            }
            if now_ms() >= deadline_ms {
                break;
            }
        }
        self.dispatch.emit(Action::Solving(Progress {
            start: self.start,
            steps: self.contenders.iter().map(|c| c.steps).sum(),
            depth: self.contenders[0].solver.path().len(),
        }));
        false
    }
}
