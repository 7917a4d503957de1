//! The short path to a first tour: one call from a board and a start to a validated
//! route, by `fast`.

use std::fmt;

use crate::board::Board;
use crate::error::SolveError;
use crate::route::{Ends, Route};
use crate::solver::{Algorithm, Options, Status};
use crate::square::Square;
use crate::theory::Impossibility;

/// A tour of `board` from `start`, open or closed (a [`TourKind`](crate::TourKind)) or
/// open to a chosen last square ([`Ends::to`]), by the always-right `fast` with its
/// default budget, validated.
///
/// `fast` decides every start of every whole rectangle toured by the knight at once (a
/// theorem, the thin-board programme, or the construction), so there only
/// [`TourError::Impossible`] comes back instead of a route; on boards with holes or
/// another leaper its exact search may run out of budget ([`TourError::Undecided`]).
/// For control over the solving (another algorithm, a budget, steps in slices) see [`Algorithm::solve_with`] and [`Solver`](crate::Solver).
///
/// ```
/// use tour_core::{Board, Ends, Square, TourKind, TourError};
///
/// let board: Board = "5x5".parse()?;
/// let route = tour_core::tour(&board, Square::parse("c3", &board)?, TourKind::Open)?;
/// assert_eq!(route.len(), 25);
/// // A closed tour needs an even number of squares.
/// let refused = tour_core::tour(&board, Square::parse("c3", &board)?, TourKind::Closed);
/// assert!(matches!(refused, Err(TourError::Impossible(_))));
/// // An open tour that finishes on a chosen square.
/// let centre = Square::parse("c3", &board)?;
/// let to_centre = tour_core::tour(&board, Square::parse("a1", &board)?, Ends::to(centre))?;
/// assert_eq!(to_centre.squares().last(), Some(&centre));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`TourError::Refused`] for a start or last square off the board or on a hole,
/// [`TourError::Impossible`] with the reason when no such tour starts there,
/// [`TourError::Undecided`] when the exact search ran out of budget.
pub fn tour(board: &Board, start: Square, ends: impl Into<Ends>) -> Result<Route, TourError> {
    let options = Options {
        ends: ends.into(),
        ..Options::default()
    };
    let run = Algorithm::Fast
        .solve_with(board.clone(), start, &options)
        .map_err(TourError::Refused)?;
    match run.status() {
        Status::Complete(_) => Ok(run.into_route()),
        Status::Impossible(why) => Err(TourError::Impossible(why)),
        _ => Err(TourError::Undecided),
    }
}

/// Why [`tour`] gave no route.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum TourError {
    /// The start is not a square of the board (off it, or a hole).
    Refused(SolveError),
    /// No tour of the kind asked for starts there, and why (a theorem, a rule of the
    /// board's shape, or a finished exact search).
    Impossible(Impossibility),
    /// The exact search used its budget without deciding.
    Undecided,
}

impl fmt::Display for TourError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Refused(error) => error.fmt(f),
            Self::Impossible(why) => write!(f, "no such tour: {why}"),
            Self::Undecided => {
                f.write_str("undecided: the exact search used its budget without finishing")
            }
        }
    }
}

impl std::error::Error for TourError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Refused(error) => Some(error),
            _ => None,
        }
    }
}
