//! Why a solve or search request could not start or finish, shared by the searches,
//! the theory and the solvers above them.

use std::fmt;

use crate::algorithm::Algorithm;
use crate::board::Board;
use crate::route::RouteError;
use crate::square::Square;

/// Why a solve request could not produce a run.
///
/// ```
/// use tour_core::{Algorithm, Board, MoveOrder, SolveError, Square};
/// let error = Algorithm::Warnsdorff.solve(Board::CHESS, Square::new(8, 0), MoveOrder::GOSSIP).unwrap_err();
/// assert_eq!(error, SolveError::StartOffBoard { start: Square::new(8, 0), board: Board::CHESS });
/// assert_eq!(error.to_string(), "start square 8,0 is not on the 8x8 board");
/// ```
// Exhaustive on purpose, unlike the crate's other errors: the app words each variant
// in three languages, and a variant it has no words for must stop it compiling.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum SolveError {
    /// The start square is not on the board.
    StartOffBoard {
        /// The requested start.
        start: Square,
        /// The board.
        board: Board,
    },
    /// The chosen last square is not on the board.
    EndOffBoard {
        /// The requested last square.
        end: Square,
        /// The board.
        board: Board,
    },
    /// The start square is one of the board's holes.
    StartOnHole {
        /// The requested start.
        start: Square,
    },
    /// The chosen last square is one of the board's holes.
    EndOnHole {
        /// The requested last square.
        end: Square,
    },
    /// Only `fast` can aim for a chosen last square; the seeds' algorithms follow their
    /// own rules.
    EndNeedsFast {
        /// The algorithm asked.
        algorithm: Algorithm,
    },
    /// The solver produced a route the validator rejects. This is a bug in the solver;
    /// the route is withheld rather than shown.
    InvalidRoute(RouteError),
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::StartOffBoard { start, board } => write!(
                f,
                "start square {} is not on the {board} board",
                start.seed_coords()
            ),
            Self::EndOffBoard { end, board } => write!(
                f,
                "last square {} is not on the {board} board",
                end.seed_coords()
            ),
            Self::StartOnHole { start } => write!(
                f,
                "start square {} is a hole (a removed square)",
                start.seed_coords()
            ),
            Self::EndOnHole { end } => write!(
                f,
                "last square {} is a hole (a removed square)",
                end.seed_coords()
            ),
            Self::EndNeedsFast { algorithm } => write!(
                f,
                "only fast can aim for a chosen last square; {algorithm} follows its own rule"
            ),
            Self::InvalidRoute(error) => {
                write!(
                    f,
                    "internal error: the solver produced an invalid route ({error})"
                )
            }
        }
    }
}

impl std::error::Error for SolveError {}

impl SolveError {
    /// `Ok` when `start` is a square of `board`: inside it and not a hole.
    pub(crate) fn check_start(board: &Board, start: Square) -> Result<(), SolveError> {
        if !board.within(start) {
            Err(SolveError::StartOffBoard {
                start,
                board: board.clone(),
            })
        } else if board.is_hole(start) {
            Err(SolveError::StartOnHole { start })
        } else {
            Ok(())
        }
    }

    /// `Ok` when `end` is a square of `board`.
    pub(crate) fn check_end(board: &Board, end: Square) -> Result<(), SolveError> {
        match Self::check_start(board, end) {
            Err(SolveError::StartOnHole { start }) => Err(SolveError::EndOnHole { end: start }),
            Err(_) => Err(SolveError::EndOffBoard {
                end,
                board: board.clone(),
            }),
            Ok(()) => Ok(()),
        }
    }
}

/// `Ok` when `start`, and `end` if given, are squares of `board`.
pub(crate) fn on_board(
    board: &Board,
    start: Square,
    end: Option<Square>,
) -> Result<(), SolveError> {
    SolveError::check_start(board, start)?;
    end.map_or(Ok(()), |end| SolveError::check_end(board, end))
}
