//! `knights-tour count`: exact numbers of tours, by enumeration or, on thin boards, by
//! the column-by-column programme.

use std::time::Instant;

use serde_json::json;
use tour_core::{
    Board, CountError, MAX_COUNT_AREA, Square, ThinBoard, TourCount, Wanted, count_thin_tours,
    count_tours, count_tours_between,
};

use crate::args::{CountArgs, TextFormat};
use crate::describe::count;
use crate::out::emit;
use crate::out::note;
use crate::print::add_shape;
use crate::settings::{end_square, start_square};
use crate::{InputError, Outcome};

/// Counts and prints; bad sizes and squares are input errors.
pub fn run(args: &CountArgs) -> Result<Outcome, InputError> {
    let board = args.board.clone();
    let wanted = Wanted::closed(args.closed);
    let start = match &args.start {
        Some(text) => Some(start_square(text, board.clone())?),
        None => None,
    };
    let end = end_square(&args.end, board.clone())?;
    let began = Instant::now();
    let by_columns = board.square_count() > MAX_COUNT_AREA && ThinBoard::is_thin(board.clone());
    let counted = match end {
        _ if by_columns => count_thin_tours(&board, start, end, wanted),
        Some(end) => count_tours_between(&board, start, end),
        None => count_tours(&board, start, wanted),
    }
    .map_err(|error| match error {
        // A start or end on a hole: the message names the square.
        CountError::OnHole { .. } => InputError(error.to_string()),
        _ => InputError(format!("--board: {error}")),
    })?;
    let elapsed_ms = began.elapsed().as_secs_f64() * 1000.0;
    let kind = wanted.as_str();
    let text = match args.format {
        TextFormat::Json => format!(
            "{}\n",
            to_json(&board, args.closed, (start, end), &counted, elapsed_ms)
        ),
        TextFormat::Text => match (start, end, wanted) {
            (Some(s), Some(e), _) => format!(
                "{} open tours of {board} run from {} to {}\n",
                count(counted.directed),
                s.algebraic(&board),
                e.algebraic(&board)
            ),
            (None, Some(e), _) => format!(
                "{} open tours of {board} end on {name} (the tours from {name}, read backwards)\n",
                count(counted.directed),
                name = e.algebraic(&board)
            ),
            (Some(s), None, Wanted::Open) => format!(
                "{} directed open tours of {board} start from {name} \
                 ({} undirected routes have {name} as an end)\n",
                count(counted.directed),
                count(counted.undirected),
                name = s.algebraic(&board)
            ),
            (Some(s), None, Wanted::Closed) => format!(
                "{} closed tours of {board} pass through {} ({} directed tours start there)\n",
                count(counted.undirected),
                s.algebraic(&board),
                count(counted.directed)
            ),
            (None, None, _) => format!(
                "{} directed {kind} tours of {board} ({} undirected)\n",
                count(counted.directed),
                count(counted.undirected)
            ),
        },
    };
    emit(&text);
    if by_columns {
        note!("counted column by column: {elapsed_ms:.1} ms");
    } else {
        note!(
            "counted by enumeration: {} positions, {elapsed_ms:.1} ms",
            count(counted.positions)
        );
    }
    Ok(if counted.directed > 0 {
        Outcome::Tour
    } else {
        Outcome::NoTour
    })
}

/// The count as one JSON object.
fn to_json(
    board: &Board,
    closed: bool,
    (start, end): (Option<Square>, Option<Square>),
    counted: &TourCount,
    elapsed_ms: f64,
) -> serde_json::Value {
    let mut header = json!({
        "rows": board.rows(),
        "cols": board.cols(),
        "closed": closed,
        "start": start.map(|s| s.algebraic(board)),
        "end": end.map(|e| e.algebraic(board)),
        "directed": counted.directed,
        "undirected": counted.undirected,
        "positions": counted.positions,
        "elapsed_ms": elapsed_ms,
    });
    add_shape(&mut header, board);
    header
}
