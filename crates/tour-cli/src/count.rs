//! `knights-tour count`: exact numbers of tours, by enumeration or, on thin boards, by
//! the column-by-column programme.

use std::time::Instant;

use serde_json::json;
use tour_core::{
    Board, Ends, Square, TourKind,
    text::{Naming, Plural, counted, grouped},
    theory::{CountError, MAX_COUNT_AREA, TourCount, count_thin_tours, count_tours},
    thin::ThinBoard,
};

use crate::args::{CountArgs, TextFormat};
use crate::out::emit;
use crate::out::note;
use crate::print::add_shape;
use crate::settings::{naming, start_square, tour_ends};
use crate::{InputError, Outcome};

/// Counts and prints; bad sizes and squares are input errors.
pub fn run(args: &CountArgs) -> Result<Outcome, InputError> {
    let board = args.board.clone();
    let start = match &args.start {
        Some(text) => Some(start_square(text, board.clone())?),
        None => None,
    };
    let ends = tour_ends(args.closed, &args.end, board.clone())?;
    let began = Instant::now();
    let by_columns = board.square_count() > MAX_COUNT_AREA && ThinBoard::is_thin(board.clone());
    let count = if by_columns {
        count_thin_tours(&board, start, ends)
    } else {
        count_tours(&board, start, ends)
    }
    .map_err(|error| match error {
        // A start or end on a hole: the message names the square.
        CountError::OnHole { .. } => InputError(error.to_string()),
        _ => InputError(format!("--board: {error}")),
    })?;
    let elapsed_ms = began.elapsed().as_secs_f64() * 1000.0;
    let text = match args.format {
        TextFormat::Json => format!("{}\n", to_json(&board, start, ends, &count, elapsed_ms)),
        TextFormat::Text => {
            let naming = naming(args.start.as_deref(), &args.end);
            sentence(&board, naming, start, ends, &count) + "\n"
        }
    };
    emit(&text);
    if by_columns {
        note!("counted column by column: {elapsed_ms:.1} ms");
    } else {
        note!(
            "counted by enumeration: {}, {elapsed_ms:.1} ms",
            counted(count.positions, "position", "positions")
        );
    }
    Ok(if count.directed > 0 {
        Outcome::Tour
    } else {
        Outcome::NoTour
    })
}

/// The count in a sentence, its nouns and verbs agreeing with the numbers:
/// `304 directed open tours of 5x5 start from a1 (304 undirected routes have a1 as an end)`,
/// `1 open tour of 1x1 …`.
fn sentence(
    board: &Board,
    naming: Naming,
    start: Option<Square>,
    ends: Ends,
    count: &TourCount,
) -> String {
    let name = |square: Square| naming.name(square, board);
    let (directed, undirected) = (count.directed, count.undirected);
    // The verb agrees with its count: "1 open tour runs", "16 open tours run".
    let verb = |n: u64, one: &'static str, other: &'static str| Plural::of(n).pick(one, other);
    let tours = |n: u64, kind: &str| {
        let noun = Plural::of(n).pick("tour", "tours");
        format!("{} {kind} {noun} of {board}", grouped(n))
    };
    match (start, ends.last(), ends.kind()) {
        (Some(s), Some(e), _) => format!(
            "{} {} from {} to {}",
            tours(directed, "open"),
            verb(directed, "runs", "run"),
            name(s),
            name(e)
        ),
        (None, Some(e), _) => format!(
            "{} {} on {name} (the tours from {name}, read backwards)",
            tours(directed, "open"),
            verb(directed, "ends", "end"),
            name = name(e)
        ),
        (Some(s), None, TourKind::Open) => format!(
            "{} {} from {name} ({} {} {name} as an end)",
            tours(directed, "directed open"),
            verb(directed, "starts", "start"),
            counted(undirected, "undirected route", "undirected routes"),
            verb(undirected, "has", "have"),
            name = name(s)
        ),
        (Some(s), None, TourKind::Closed) => format!(
            "{} {} through {} ({} {} there)",
            tours(undirected, "closed"),
            verb(undirected, "passes", "pass"),
            name(s),
            counted(directed, "directed tour", "directed tours"),
            verb(directed, "starts", "start")
        ),
        (None, None, _) => format!(
            "{} ({} undirected)",
            tours(directed, &format!("directed {}", ends.kind().as_str())),
            grouped(undirected)
        ),
    }
}

/// The count as one JSON object.
fn to_json(
    board: &Board,
    start: Option<Square>,
    ends: Ends,
    count: &TourCount,
    elapsed_ms: f64,
) -> serde_json::Value {
    let mut header = json!({
        "rows": board.rows(),
        "cols": board.cols(),
        "closed": ends.kind() == TourKind::Closed,
        "start": start.map(|s| s.algebraic(board)),
        "end": ends.last().map(|e| e.algebraic(board)),
        "directed": count.directed,
        "undirected": count.undirected,
        "positions": count.positions,
        "elapsed_ms": elapsed_ms,
    });
    add_shape(&mut header, board);
    header
}
