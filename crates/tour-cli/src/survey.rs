//! `knights-tour survey`: one algorithm from every start square (seed 004).

use std::io::{self, Write};
use std::time::Instant;

use serde_json::json;
use tour_core::{
    Board, Status,
    survey::{Survey, SurveyEntry, Tally},
    text::{Plural, SURVEY_LEGEND, counted, grouped, survey_board},
};

use crate::args::{SurveyArgs, SurveyFormat};
use crate::describe::{elapsed_ms, list};
use crate::out::{Stdout, emit, note, stream};
use crate::print::{add_shape, write_json_object};
use crate::settings::{Settings, resolve, uses_budget};
use crate::{InputError, Outcome};

/// Board area above which a survey warns that it may be slow: a 100 x 100 survey takes
/// about a second with `fast` and ten with `warnsdorff`; 1000 x 1000 would take hours.
const LARGE_SURVEY: usize = 10_000;

/// Runs the survey, prints the grid or JSON, and the tally on stderr.
pub fn run(args: &SurveyArgs) -> Result<Outcome, InputError> {
    let board = args.run.board.clone();
    let settings = resolve(&args.run);
    if board.square_count() > LARGE_SURVEY {
        note!(
            "note: surveying all {} starts of {board} runs {} once per square; this can \
             take a long time (Ctrl-C stops it)",
            grouped(board.square_count()),
            args.run.algo
        );
    }
    let began = Instant::now();
    // Every run's route is validated inside the survey; a route that fails is a solver
    // bug reported as an error, never printed.
    let entries = Survey::run(board.clone(), args.run.algo, settings.options)
        .map_err(|error| InputError(error.to_string()))?;
    let elapsed_ms = elapsed_ms(began);
    let tally = Tally::of(&entries);

    match args.format {
        SurveyFormat::Board => {
            emit(&survey_board(&board, &entries));
            note!("{SURVEY_LEGEND}");
        }
        SurveyFormat::Json => {
            let header = to_json(args, &settings, &tally, elapsed_ms);
            stream(|out| {
                write_json_object(out, &header, "starts", |out| {
                    json_starts(out, board, &entries)
                })?;
                out.write_all(b"\n")
            });
        }
    }
    note!("{}", summary(args, &settings, &entries, &tally, elapsed_ms));
    Ok(if tally.complete() == entries.len() {
        Outcome::Tour
    } else {
        Outcome::NoTour
    })
}

/// `8x8 warnsdorff (order gossip): 63 of 64 starts give a tour (59 open, 4 closed); 1 stuck (from e3); 1.2 ms`
fn summary(
    args: &SurveyArgs,
    settings: &Settings,
    entries: &[SurveyEntry],
    tally: &Tally,
    elapsed_ms: f64,
) -> String {
    let board = args.run.board.clone();
    let algorithm = match args.run.algo {
        // Move orders mean nothing to fast.
        tour_core::Algorithm::Fast => "fast".to_owned(),
        other => format!("{other} (order {})", settings.order),
    };
    let mut line = format!(
        "{board} {algorithm}: {} of {} {} a tour ({} open, {} closed)",
        grouped(tally.complete()),
        counted(entries.len(), "start", "starts"),
        // The verb agrees with the starts that give one: "1 of 64 starts gives a tour".
        Plural::of(tally.complete() as u64).pick("gives", "give"),
        grouped(tally.open),
        grouped(tally.closed)
    );
    for (n, what) in [
        (tally.stuck, "stuck"),
        (tally.budget_exhausted, "budget exhausted"),
        (tally.no_tour, "no tour"),
        (tally.undecided, "undecided (raise --budget)"),
        (tally.tries_exhausted, "out of tries"),
    ] {
        if n > 0 {
            line.push_str(&format!("; {} {what}", grouped(n)));
        }
    }
    let failed: Vec<String> = entries
        .iter()
        .filter(|entry| !entry.status.is_complete())
        .take(16)
        .map(|entry| entry.start.algebraic(&board))
        .collect();
    if !failed.is_empty() {
        let total = entries.len().saturating_sub(tally.complete());
        line.push_str(&format!(" (from {})", list(failed, total)));
    }
    if settings.seed_drawn {
        line.push_str(&format!(
            "; seed {} (repeat with --seed)",
            settings.options.seed
        ));
    }
    line.push_str(&format!("; {elapsed_ms:.1} ms"));
    line
}

/// Every field of the JSON output; `starts` is a `null` placeholder for the streamed
/// array ([`json_starts`]).
fn to_json(
    args: &SurveyArgs,
    settings: &Settings,
    tally: &Tally,
    elapsed_ms: f64,
) -> serde_json::Value {
    let board = &args.run.board;
    let mut header = json!({
        "rows": board.rows(),
        "cols": board.cols(),
        "algorithm": args.run.algo.id(),
        "order": (args.run.algo != tour_core::Algorithm::Fast).then(|| settings.order.name()),
        "budget": uses_budget(args.run.algo).then_some(settings.options.budget),
        "seed": (args.run.algo == tour_core::Algorithm::Random).then_some(settings.options.seed),
        "elapsed_ms": elapsed_ms,
        "tally": {
            "open": tally.open,
            "closed": tally.closed,
            "stuck": tally.stuck,
            "budget_exhausted": tally.budget_exhausted,
            "no_tour": tally.no_tour,
            "undecided": tally.undecided,
            "tries_exhausted": tally.tries_exhausted,
        },
        "starts": null,
    });
    add_shape(&mut header, board);
    header
}

/// The `starts` array, one entry's object at a time (never all of them as values).
fn json_starts(out: &mut Stdout, board: Board, entries: &[SurveyEntry]) -> io::Result<()> {
    out.write_all(b"[")?;
    for (i, entry) in entries.iter().enumerate() {
        if i > 0 {
            out.write_all(b",")?;
        }
        let stuck_at = match entry.status {
            Status::Stuck { at } => Some(at.algebraic(&board)),
            _ => None,
        };
        let start = json!({
            "start": entry.start.algebraic(&board),
            "start_seed": entry.start.seed_coords(),
            "status": entry.status.id(),
            "closed": matches!(entry.status, Status::Complete(tour_core::TourKind::Closed)),
            "moves": entry.moves(),
            "visited": entry.visited,
            "stuck_at": stuck_at,
            "placed": entry.stats.placed,
            "retreats": entry.stats.retreats,
        });
        serde_json::to_writer(&mut *out, &start)?;
    }
    out.write_all(b"]")
}
