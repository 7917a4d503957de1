//! `knights-tour exists`: yes, no or unknown, with the reason, from one square or all.

use serde_json::json;
use tour_core::{Board, Square, Verdict, Wanted, tour_exists};

use crate::args::{ExistsArgs, TextFormat};
use crate::describe::count;
use crate::out::emit;
use crate::out::note;
use crate::settings::start_square;
use crate::{InputError, Outcome};

/// Answers for one square, or prints the grid of which squares can start a tour.
pub fn run(args: &ExistsArgs) -> Result<Outcome, InputError> {
    let board = args.board;
    let wanted = Wanted::closed(args.closed);
    let starts: Vec<Square> = match &args.start {
        Some(text) => vec![start_square(text, board)?],
        None => board.squares().collect(),
    };
    let verdicts: Vec<(Square, Verdict)> = starts
        .into_iter()
        .map(|start| (start, tour_exists(board, start, wanted, args.budget)))
        .collect();
    let text = match (args.format, args.start.is_some()) {
        (TextFormat::Json, _) => format!("{}\n", to_json(board, wanted, &verdicts)),
        (TextFormat::Text, true) => {
            let (start, verdict) = &verdicts[0];
            format!("{}\n", sentence(board, *start, wanted, verdict))
        }
        (TextFormat::Text, false) => grid(board, &verdicts),
    };
    emit(&text);
    if args.start.is_none() && args.format == TextFormat::Text {
        note!("{}", grid_summary(board, wanted, &verdicts));
    }
    Ok(
        if verdicts
            .iter()
            .all(|(_, v)| matches!(v, Verdict::Exists { .. }))
        {
            Outcome::Tour
        } else {
            Outcome::NoTour
        },
    )
}

/// "an open", "a closed".
fn article(wanted: Wanted) -> &'static str {
    match wanted {
        Wanted::Open => "an",
        Wanted::Closed => "a",
    }
}

fn reason(verdict: &Verdict) -> String {
    match verdict {
        Verdict::Exists { route: Some(_) } => "the exact search found one".to_owned(),
        Verdict::Exists { route: None } => "by theorem".to_owned(),
        Verdict::Impossible(why) => why.to_string(),
        Verdict::Unknown { positions } => format!(
            "no theorem decides and the exact search stopped after {} placements (raise --budget)",
            count(*positions)
        ),
    }
}

/// `yes: an open tour of 8x8 starts at a1 (by theorem)`.
fn sentence(board: Board, start: Square, wanted: Wanted, verdict: &Verdict) -> String {
    let name = start.algebraic(board);
    let kind = wanted.as_str();
    match verdict {
        Verdict::Exists { .. } => format!(
            "yes: {} {kind} tour of {board} starts at {name} ({})",
            article(wanted),
            reason(verdict)
        ),
        Verdict::Impossible(_) => format!(
            "no: no {kind} tour of {board} starts at {name}: {}",
            reason(verdict)
        ),
        Verdict::Unknown { .. } => format!("unknown: {}", reason(verdict)),
    }
}

/// One mark per square, top rank first: `Y` a tour starts here, `.` none does, `?` unknown.
fn grid(board: Board, verdicts: &[(Square, Verdict)]) -> String {
    let cols = usize::from(board.cols());
    let mut out = String::with_capacity(verdicts.len() * 2 + usize::from(board.rows()));
    for row in verdicts.chunks(cols) {
        let marks: Vec<&str> = row
            .iter()
            .map(|(_, verdict)| match verdict {
                Verdict::Exists { .. } => "Y",
                Verdict::Impossible(_) => ".",
                Verdict::Unknown { .. } => "?",
            })
            .collect();
        out.push_str(&marks.join(" "));
        out.push('\n');
    }
    out
}

fn grid_summary(board: Board, wanted: Wanted, verdicts: &[(Square, Verdict)]) -> String {
    let yes = verdicts
        .iter()
        .filter(|(_, v)| matches!(v, Verdict::Exists { .. }))
        .count();
    let unknown = verdicts
        .iter()
        .filter(|(_, v)| matches!(v, Verdict::Unknown { .. }))
        .count();
    let mut line = format!(
        "Y = {} {} tour starts here, . = none does, ? = unknown; {yes} of {} squares start one",
        article(wanted),
        wanted.as_str(),
        board.area()
    );
    if unknown > 0 {
        line.push_str(&format!(", {unknown} undecided"));
    }
    // The first reason for "no", as an example a student can read.
    if let Some((start, verdict)) = verdicts
        .iter()
        .find(|(_, v)| matches!(v, Verdict::Impossible(_)))
    {
        line.push_str(&format!(
            "; from {}: {}",
            start.algebraic(board),
            reason(verdict)
        ));
    }
    line
}

fn to_json(board: Board, wanted: Wanted, verdicts: &[(Square, Verdict)]) -> serde_json::Value {
    let starts: Vec<serde_json::Value> = verdicts
        .iter()
        .map(|(start, verdict)| {
            json!({
                "start": start.algebraic(board),
                "start_seed": start.seed_coords(),
                "exists": verdict.as_str(),
                "reason": reason(verdict),
            })
        })
        .collect();
    json!({
        "rows": board.rows(),
        "cols": board.cols(),
        "closed": wanted == Wanted::Closed,
        "starts": starts,
    })
}
