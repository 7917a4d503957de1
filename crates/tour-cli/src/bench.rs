//! `knights-tour bench`: best-of-N time of one solve (solver plus validator), for
//! comparing with other programs on the same machine.

use std::time::Instant;

use tour_core::{
    Status,
    text::{Naming, counted},
};

use crate::args::BenchArgs;
use crate::out::note;
use crate::settings::resolve;
use crate::settings::start_square;
use crate::{InputError, Outcome};

/// Solves `runs` times and prints `best_ms squares status` on stdout.
pub fn run(args: &BenchArgs) -> Result<Outcome, InputError> {
    let board = &args.run.board;
    let start = start_square(&args.start, board.clone())?;
    let settings = resolve(&args.run);
    let mut best = f64::INFINITY;
    let mut last = None;
    for _ in 0..args.runs {
        let began = Instant::now();
        let run = args
            .run
            .algo
            .solve_with(board.clone(), start, &settings.options)
            .map_err(|error| InputError(error.to_string()))?;
        best = best.min(began.elapsed().as_secs_f64() * 1000.0);
        last = Some(run);
    }
    let Some(run) = last else {
        return Err(InputError("--runs must be at least 1".to_owned()));
    };
    crate::out::emit(&format!(
        "{best:.3} {} {}\n",
        run.path().len(),
        run.status().id()
    ));
    note!(
        "{} on {board} from {}: best of {} {best:.3} ms (solver and validator)",
        args.run.algo,
        Naming::of(&args.start).name(start, board),
        counted(args.runs, "run", "runs")
    );
    Ok(if matches!(run.status(), Status::Complete(_)) {
        Outcome::Tour
    } else {
        Outcome::NoTour
    })
}
