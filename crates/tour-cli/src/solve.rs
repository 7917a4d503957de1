//! `knights-tour solve`: one run from one start square.

use std::time::Instant;

use std::io::Write;

use serde_json::json;
use tour_core::{
    Ends, Run, Status,
    gallery::Lang,
    study::Properties,
    text::{counted, grouped},
};

use crate::args::{SolveArgs, SolveFormat};
use crate::describe::{elapsed_ms, ending};
use crate::out::{note, stream};
use crate::print::{
    add_shape, write_json_object, write_json_route, write_moves, write_numbered_board,
};
use crate::settings::{Settings, resolve, uses_budget};
use crate::settings::{end_square, naming, start_square};
use crate::study;
use crate::{InputError, Outcome};

/// Solves, prints the run in the chosen format, and says how it ended on stderr.
pub fn run(args: &SolveArgs) -> Result<Outcome, InputError> {
    let board = &args.run.board;
    let start = start_square(&args.start, board.clone())?;
    let mut settings = resolve(&args.run);
    // `--end` with `--closed` is refused by the argument parser.
    if let Some(end) = end_square(&args.end, board.clone())? {
        settings.options.ends = Ends::to(end);
    }
    let began = Instant::now();
    // `solve_with` validates the route before it is returned: nothing unchecked is printed.
    let run = args
        .run
        .algo
        .solve_with(board.clone(), start, &settings.options)
        .map_err(|error| InputError(error.to_string()))?;
    let elapsed_ms = elapsed_ms(began);

    // Only a complete tour is studied; a partial walk prints as it always has.
    let route = run.route();
    let facts = Properties::of(route).ok();
    // Streamed: a million-square route is never one big String.
    stream(|out| match args.format {
        SolveFormat::Board => write_numbered_board(out, route),
        SolveFormat::Moves => write_moves(out, route),
        SolveFormat::Json => {
            let mut header = to_json(args, &settings, &run, elapsed_ms);
            if let (Some(facts), Some(object)) = (&facts, header.as_object_mut()) {
                object.insert("properties".to_owned(), study::json(facts));
            }
            write_json_object(out, &header, "route", |out| write_json_route(out, route))?;
            out.write_all(b"\n")
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

/// Every field of the JSON output; `route` is a `null` placeholder for the streamed array.
fn to_json(args: &SolveArgs, settings: &Settings, run: &Run, elapsed_ms: f64) -> serde_json::Value {
    let board = args.run.board.clone();
    let algorithm = args.run.algo;
    let status = run.status();
    let stats = run.stats();
    let start = run.route().start();
    let stuck_at = match status {
        Status::Stuck { at } => Some(at.algebraic(&board)),
        _ => None,
    };
    let mut json = json!({
        "rows": board.rows(),
        "cols": board.cols(),
        "start": start.algebraic(&board),
        "start_seed": start.seed_coords(),
        "algorithm": algorithm.id(),
        "order": (algorithm != tour_core::Algorithm::Fast).then(|| settings.order.name()),
        "status": status.id(),
        "complete": status.is_complete(),
        "closed": matches!(status, Status::Complete(tour_core::TourKind::Closed)),
        "route": null,
        "visited": run.path().len(),
        "stuck_at": stuck_at,
        "placed": stats.placed,
        "retreats": stats.retreats,
        "restarts": stats.restarts,
        "best": stats.best,
        "budget": uses_budget(algorithm).then_some(settings.options.budget),
        "tries": (algorithm == tour_core::Algorithm::Random).then_some(settings.options.tries),
        "seed": (algorithm == tour_core::Algorithm::Random).then_some(settings.options.seed),
        "elapsed_ms": elapsed_ms,
    });
    add_shape(&mut json, &board);
    // Only a run asked to finish on a square names it, so other runs print as before.
    if let (Some(end), Some(object)) = (settings.options.ends.last(), json.as_object_mut()) {
        object.insert("end".to_owned(), end.algebraic(&board).into());
    }
    json
}
