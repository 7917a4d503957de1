//! `knights-tour solve`: one run from one start square.

use std::io::Write;
use std::time::{Duration, Instant};

use tour_core::{
    Run,
    study::Properties,
    text::{RunJson, SearchFacts, counted, grouped},
};

use crate::args::{SolveArgs, SolveFormat};
use crate::describe::{ending, milliseconds};
use crate::lang::Lang;
use crate::out::{note, stream};
use crate::print::{write_moves, write_numbered_board};
use crate::settings::{Settings, resolve, uses_budget};
use crate::settings::{naming, start_square, tour_ends};
use crate::study;
use crate::{InputError, Outcome};

/// Solves, prints the run in the chosen format, and says how it ended on stderr.
pub fn run(args: &SolveArgs) -> Result<Outcome, InputError> {
    let board = &args.run.board;
    let start = start_square(&args.start, board.clone())?;
    let mut settings = resolve(&args.run);
    settings.options.ends = tour_ends(args.run.closed, &args.end, board.clone())?;
    let began = Instant::now();
    // `solve_with` validates the route before it is returned: nothing unchecked is printed.
    let run = args
        .run
        .algo
        .solve_with(board.clone(), start, &settings.options)
        .map_err(|error| InputError(error.to_string()))?;
    let elapsed = began.elapsed();
    let elapsed_ms = milliseconds(elapsed);

    // Only a complete tour is studied, and only where its facts are printed: `moves` is
    // the route alone, for scripts, and pays for nothing else.
    let route = run.route();
    let facts = match args.format {
        SolveFormat::Board | SolveFormat::Json => Properties::of(route).ok(),
        SolveFormat::Moves => None,
    };
    // Streamed: a million-square route is never one big String.
    stream(|out| match args.format {
        SolveFormat::Board => write_numbered_board(out, route),
        SolveFormat::Moves => write_moves(out, route),
        SolveFormat::Json => {
            let search = search_facts(args, &settings, &run, elapsed);
            let mut json = RunJson::new(route, args.run.algo.id(), run.status().id())
                .search(&search)
                .end(settings.options.ends.last());
            if let Some(facts) = &facts {
                json = json.properties(facts);
            }
            writeln!(out, "{json}")
        }
    });
    note!("{}", summary(args, &settings, &run, elapsed_ms));
    if let Some(facts) = &facts {
        // solve has no --lang: its summary is English.
        note!("{}", study::lines(facts, Lang::En));
    }
    Ok(if run.status().is_complete() {
        Outcome::Tour
    } else {
        Outcome::NoTour
    })
}

/// `warnsdorff (order gossip) from g3 on 8x8: tour complete, 64/64 (open); 64 placements, 0.02 ms`,
/// squares named the way `--start` was written.
fn summary(args: &SolveArgs, settings: &Settings, run: &Run, elapsed_ms: f64) -> String {
    let board = args.run.board.clone();
    let naming = naming(Some(&args.start), &args.end);
    let start = run.route().start();
    let stats = run.stats();
    let algorithm = match args.run.algo {
        // Move orders mean nothing to fast.
        tour_core::Algorithm::Fast => "fast".to_owned(),
        other => format!("{other} (order {})", settings.order),
    };
    let end = settings.options.ends.last();
    let mut line = format!(
        "{algorithm} from {} on {board}: {}; {}",
        naming.name(start, &board),
        ending(
            board.clone(),
            run.status(),
            run.path().len(),
            stats,
            naming,
            end
        ),
        counted(stats.placed, "placement", "placements")
    );
    if args.run.algo.backtracks() {
        line.push_str(&format!(", {} taken back", grouped(stats.retreats)));
    }
    if settings.seed_drawn {
        line.push_str(&format!(
            ", seed {} (repeat with --seed)",
            settings.options.seed
        ));
    }
    line.push_str(&format!(", {elapsed_ms:.2} ms"));
    line
}

/// What the solver was given and counted, for the JSON output.
fn search_facts<'a>(
    args: &SolveArgs,
    settings: &'a Settings,
    run: &Run,
    elapsed: Duration,
) -> SearchFacts<'a> {
    let algorithm = args.run.algo;
    let random = algorithm == tour_core::Algorithm::Random;
    SearchFacts {
        order: (algorithm != tour_core::Algorithm::Fast).then(|| settings.order.name()),
        stats: run.stats(),
        budget: uses_budget(algorithm).then_some(settings.options.budget),
        tries: random.then_some(settings.options.tries.into()),
        seed: random.then_some(settings.options.seed),
        elapsed,
    }
}
