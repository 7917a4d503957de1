//! The lines of an algorithm's pseudocode as a solver ran them, with the values each
//! worked on: the material for the app's code panel.
//!
//! A solver records its lines while it solves ([`Solver::step_traced`]), so nothing is
//! solved twice to show them. Each [`Line`] names the pseudocode line that ran and
//! carries its values (the candidate scored and its count, the best so far, the list of
//! moves still to try, the try number); the words belong to whoever shows them.
//!
//! [`Solver::step_traced`]: crate::Solver::step_traced

use crate::square::Square;

use super::decision::Candidate;
use super::{Status, Walk};

/// The moves listed from one square of a backtracking search, in the order they will be
/// tried.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choices {
    squares: [Square; 8],
    len: u8,
}

impl Choices {
    pub(crate) fn new(squares: [Square; 8], len: u8) -> Self {
        Choices {
            squares,
            len: len.min(8),
        }
    }

    /// The squares, first to try first.
    #[must_use]
    pub fn squares(&self) -> &[Square] {
        &self.squares[..usize::from(self.len)]
    }
}

/// How `fast` goes about a board once the theorems have not ruled a tour out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// A side of 3 or 4: the column-by-column programme.
    Thin,
    /// Tiles of small boards' closed tours, joined into one.
    Construct,
    /// The exact search, within its budget.
    Search,
}

/// One line of pseudocode as a solver ran it.
///
/// ```
/// use tour_core::{Algorithm, Board, Options, Square, trace::Line};
/// let mut solver = Algorithm::Warnsdorff.solver_with(Board::CHESS, Square::new(0, 0), &Options::default())?;
/// let mut lines = Vec::new();
/// solver.trace_start(&mut lines);
/// solver.step_traced(&mut lines);
/// // a8 has two candidates: each is counted, then kept or not, then the knight moves.
/// assert_eq!(lines.len(), 1 + 2 * 2 + 1);
/// assert!(matches!(lines[0], Line::Start { .. }));
/// assert!(matches!(lines[5], Line::Move { number: 2, .. }));
/// # Ok::<(), tour_core::SolveError>(())
/// ```
// Exhaustive on purpose: a front end that words every line must be told by the compiler
// when a solver gains one, never show it through a catch-all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line {
    /// The piece stands on the start square: move 1 (and the random walk's try 1).
    Start {
        /// The start square.
        at: Square,
    },
    /// A candidate was scored: its unvisited onward squares (Warnsdorff) or its table
    /// value (the accessibility table).
    Score {
        /// The square the piece stands on.
        from: Square,
        /// The candidate and its score.
        candidate: Candidate,
    },
    /// The scored candidate was compared with the best so far: kept when there was none
    /// or its score is strictly lower, so a tie keeps the earlier in move order.
    Keep {
        /// The candidate just scored.
        candidate: Candidate,
        /// The best before it, if any.
        previous: Option<Candidate>,
    },
    /// The accessibility table's value of a candidate was lowered by one, after reading.
    Lower {
        /// The candidate.
        square: Square,
        /// Its value now.
        value: i16,
    },
    /// The piece moved: `number` is the move number of `to` (the start is 1).
    Move {
        /// The square moved to.
        to: Square,
        /// Its move number.
        number: u32,
    },
    /// No unvisited square is a move away: the run ends here.
    Stuck {
        /// The square the piece is stuck on.
        at: Square,
    },
    /// Every square is visited.
    Complete,
    /// The random walk drew a direction (an index into the move order); it then takes
    /// the first direction from there, cyclically, that reaches an unvisited square.
    Draw {
        /// The direction drawn.
        direction: u8,
    },
    /// The random walk's try reached a dead end.
    DeadEnd {
        /// The try's number (the first is 1).
        attempt: u32,
        /// Squares on this try's walk.
        length: u32,
        /// The longest walk so far, this one included.
        best: u32,
    },
    /// The random walk starts over from the start square.
    Restart {
        /// The new try's number.
        attempt: u32,
    },
    /// The random walk used all its tries; the longest walk is the result.
    OutOfTries {
        /// Squares on the longest walk.
        best: u32,
    },
    /// A backtracking search listed the moves from the newest square to unvisited
    /// squares, in the order it will try them.
    List {
        /// The newest square.
        at: Square,
        /// The moves, in trying order.
        options: Choices,
        /// Squares on the route (the recursion depth).
        depth: u32,
    },
    /// A backtracking search placed the next move on its newest square's list.
    Try {
        /// The square placed.
        square: Square,
        /// Squares on the route now.
        depth: u32,
    },
    /// Nothing was left to try from the newest square: it was taken back.
    Retreat {
        /// The square taken back.
        square: Square,
        /// Squares on the route now.
        depth: u32,
    },
    /// The search used its whole budget of placements.
    OutOfBudget {
        /// The budget.
        placed: u64,
    },
    /// Every list from the start was tried: no tour starts here.
    NoTour,
    /// `fast` checked the theorems: `Some(false)` rules a tour out, `Some(true)` says one
    /// exists, `None` leaves it open.
    Theorem {
        /// What they decided.
        decided: Option<bool>,
    },
    /// `fast` chose how to find the tour.
    Method(Method),
    /// No tour of the kind asked for exists (`fast`).
    Impossible,
    /// `fast`'s exact search ran out of budget before deciding.
    Undecided,
    /// A step of `fast`'s construction: the tiling, a tile's own tour, a join, the walk
    /// from the start ([`Solver::build_steps`]`()[step]`).
    ///
    /// [`Solver::build_steps`]: crate::Solver::build_steps
    Build {
        /// Its index among the construction's steps.
        step: u32,
    },
}

impl Line {
    /// Whether the line applies its step's event (a square placed, taken back, the walk
    /// restarted): a player shows it, and the lines after it in the same step, with the
    /// event applied, and the lines before it with the board as it was.
    ///
    /// ```
    /// use tour_core::{Square, trace::Line};
    /// assert!(Line::Move { to: Square::new(1, 2), number: 2 }.after_event());
    /// assert!(!Line::Stuck { at: Square::new(1, 2) }.after_event());
    /// ```
    #[must_use]
    pub const fn after_event(&self) -> bool {
        matches!(
            self,
            Self::Move { .. }
                | Self::Try { .. }
                | Self::List { .. }
                | Self::Retreat { .. }
                | Self::Restart { .. }
        )
    }

    /// The square the line works on, if it is about one: for a board to mark.
    ///
    /// ```
    /// use tour_core::{Square, trace::Line};
    /// let square = Square::new(2, 1);
    /// assert_eq!(Line::Retreat { square, depth: 4 }.square(), Some(square));
    /// assert_eq!(Line::Complete.square(), None);
    /// ```
    #[must_use]
    pub const fn square(&self) -> Option<Square> {
        match *self {
            Self::Start { at } | Self::Stuck { at } | Self::List { at, .. } => Some(at),
            Self::Score { candidate, .. } | Self::Keep { candidate, .. } => Some(candidate.square),
            Self::Lower { square, .. }
            | Self::Try { square, .. }
            | Self::Retreat { square, .. } => Some(square),
            Self::Move { to, .. } => Some(to),
            _ => None,
        }
    }
}

/// The lines that say how a run ended, once its status is final.
pub(crate) fn ending(walk: &Walk, lines: &mut Vec<Line>) {
    lines.push(match walk.status() {
        Status::Running => return,
        Status::Complete(_) => Line::Complete,
        Status::Stuck { at } => Line::Stuck { at },
        Status::BudgetExhausted => Line::OutOfBudget {
            placed: walk.stats().placed,
        },
        Status::NoTour => Line::NoTour,
        Status::TriesExhausted => Line::OutOfTries {
            best: u32::try_from(walk.stats().best).unwrap_or(u32::MAX),
        },
        Status::Impossible(_) => Line::Impossible,
        Status::Undecided => Line::Undecided,
    });
}

/// A greedy rule's lines for one decision: each candidate scored, then kept or not, with
/// the accessibility table's decrement after each when `lowered`.
fn decided(decision: &super::Decision, lowered: bool, lines: &mut Vec<Line>) {
    let mut best: Option<Candidate> = None;
    for &candidate in decision.candidates() {
        lines.push(Line::Score {
            from: decision.from,
            candidate,
        });
        lines.push(Line::Keep {
            candidate,
            previous: best,
        });
        if best.is_none_or(|b| candidate.score < b.score) {
            best = Some(candidate);
        }
        if lowered {
            lines.push(Line::Lower {
                square: candidate.square,
                value: candidate.score - 1,
            });
        }
    }
}

/// A greedy rule's lines for one step it took: the decision's lines, the move, and how
/// the run ended if it has; the step's event.
pub(crate) fn greedy(
    decision: &super::Decision,
    lowered: bool,
    walk: &Walk,
    lines: &mut Vec<Line>,
) -> super::Event {
    decided(decision, lowered, lines);
    let to = decision.chosen().square;
    lines.push(Line::Move {
        to,
        number: count(walk.path()),
    });
    ending(walk, lines);
    super::Event::Placed(to)
}

/// Squares on a route, as a line's number.
pub(crate) fn count(path: &[Square]) -> u32 {
    u32::try_from(path.len()).unwrap_or(u32::MAX)
}
