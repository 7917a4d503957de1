//! Why something cannot be: theorems, the core's typed errors, refused imports, and
//! the reports of work that ended without a run.

use tour_core::{
    Board, BoardError, ImportError, Impossibility, MAX_SIDE, MIN_SIDE, RouteError, Side,
    SolveError, SquareError, file_name,
};

use super::{number, texts};
use crate::model::{ImportProblem, Lang, Report};

/// Why no tour exists, in the interface language, naming squares on `board`.
pub fn reason(lang: Lang, board: &Board, why: Impossibility) -> String {
    let t = texts(lang);
    match why {
        Impossibility::MinorityColour => t.reason_parity.to_owned(),
        Impossibility::BothSidesOdd => t.reason_both_odd.to_owned(),
        Impossibility::NarrowBoard { side } => t.reason_narrow(&side),
        Impossibility::ThreeByFourSixEight { long } => t.reason_three(&long),
        Impossibility::TooThin => t.reason_thin.to_owned(),
        Impossibility::EndIsStart => t.reason_end_is_start.to_owned(),
        Impossibility::EndsSameColour => t.reason_ends_same_colour.to_owned(),
        Impossibility::EndMinorityColour => t.reason_end_minority.to_owned(),
        Impossibility::StartInnerRow => t.reason_inner_row.to_owned(),
        Impossibility::EndInnerRow => t.reason_end_inner_row.to_owned(),
        Impossibility::NoCompletion => t.reason_no_completion.to_owned(),
        Impossibility::Exhausted { positions } => t.reason_exhausted(&number(positions)),
        // Only boards with holes or other pieces meet the graph rules' reasons.
        other => super::shapes::reason(lang, board, other),
    }
}

/// The status line's sentence for work that ended without a run.
pub fn report(lang: Lang, board: Board, report: &Report) -> String {
    let t = texts(lang);
    match report {
        Report::Cancelled { start, steps } => {
            t.cancelled(&start.algebraic(&board), &number(*steps))
        }
        Report::SurveyCancelled { done, total } => t.survey_cancelled(done, total),
        Report::Refused(SolveError::StartOffBoard { start, board }) => {
            t.refused_start(&start.seed_coords(), board)
        }
        Report::Refused(SolveError::EndOffBoard { end, board }) => {
            t.refused_end(&end.seed_coords(), board)
        }
        Report::Refused(
            error @ (SolveError::StartOnHole { .. } | SolveError::EndOnHole { .. }),
        ) => super::shapes::refusal(lang, &board, error),
        Report::Refused(SolveError::EndNeedsFast { algorithm }) => t.refused_end_fast(algorithm),
        Report::Refused(SolveError::EndOfClosedTour) => t.refused_end_closed.to_owned(),
        Report::Refused(SolveError::InvalidRoute(error)) => {
            t.refused_invalid(&route_error(lang, board, error))
        }
    }
}

/// Why a pasted route was refused, in the interface language.
pub fn import_problem(lang: Lang, problem: &ImportProblem) -> String {
    let t = texts(lang);
    let why = match &problem.error {
        ImportError::Empty => t.imp_empty.to_owned(),
        ImportError::RaggedRow {
            row,
            expected,
            found,
        } => t.imp_ragged(row, found, expected),
        ImportError::Board(error) => board_error(lang, error),
        ImportError::RepeatedNumber { number } => t.imp_repeated(number),
        ImportError::MissingNumber { number } => t.imp_missing(number),
        ImportError::NotASquare { position, error } => {
            t.imp_not_square(position, &square_error(lang, error))
        }
        ImportError::Route { error, .. } => route_error(lang, problem.board.clone(), error),
    };
    t.imp_intro(&why)
}

/// What is wrong with a route, counting moves from 1.
fn route_error(lang: Lang, board: Board, error: &RouteError) -> String {
    let t = texts(lang);
    let name = |square: &tour_core::Square| square.algebraic(&board);
    match error {
        RouteError::Empty => t.imp_empty.to_owned(),
        RouteError::OffBoard { position, .. } => t.imp_off(&(position + 1)),
        RouteError::Repeated {
            position,
            first,
            square,
        } => t.imp_revisit(&(position + 1), &name(square), &(first + 1)),
        RouteError::OnHole { position, square } => {
            super::shapes::route_on_hole(lang, &board, *position, *square)
        }
        RouteError::NotKnightMove { position, from, to } => {
            if let Some(piece) = super::shapes::for_piece(lang, &board) {
                let values: [(&str, &dyn std::fmt::Display); 3] = [
                    ("k", &(position + 1)),
                    ("from", &name(from)),
                    ("to", &name(to)),
                ];
                return super::fill(piece.imp_not_move_any, &values);
            }
            t.imp_not_move(&(position + 1), &name(from), &name(to))
        }
        RouteError::Incomplete { visited, area } => t.imp_incomplete(visited, area),
    }
}

/// Why a board size was refused, in the interface language.
pub fn board_error(lang: Lang, error: &BoardError) -> String {
    let t = texts(lang);
    match error {
        BoardError::SideOutOfRange { side, value } => {
            let side = match side {
                Side::Rows => t.side_rows,
                Side::Columns => t.side_cols,
            };
            t.e_board_range(&side, &MIN_SIDE, &MAX_SIDE, value)
        }
        BoardError::Malformed(text) => t.e_board_malformed(text, &MIN_SIDE, &MAX_SIDE),
        BoardError::HoleOffBoard { .. } | BoardError::NoSquaresLeft => {
            super::shapes::board_error(lang, error)
        }
    }
}

/// Why a square name was refused, in the interface language.
pub fn square_error(lang: Lang, error: &SquareError) -> String {
    let t = texts(lang);
    match error {
        SquareError::Malformed(text) => t.e_square_malformed(text),
        SquareError::OffBoard { text, board } => t.e_square_off(
            text,
            board,
            &file_name(0),
            &file_name(board.cols() - 1),
            &board.rows(),
            &(board.rows() - 1),
            &(board.cols() - 1),
        ),
    }
}
