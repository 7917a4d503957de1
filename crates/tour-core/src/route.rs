//! Routes and the validator: is this a knight's path, is it a tour, is the tour closed?
//!
//! Everything the product shows or prints passes through [`validate_tour`] or
//! [`validate_path`] first; solvers are never trusted on their word.

use std::fmt;

use crate::board::Board;
use crate::square::Square;

/// Open or closed: the one spelling of both, for a tour asked for and a tour found.
///
/// Asked for, `Open` is any tour (a Hamiltonian path of the piece's graph) and `Closed` a
/// Hamiltonian cycle; found, `Closed` says the last square is a move from the first and
/// `Open` that it is not.
///
/// ```
/// use tour_core::{Algorithm, Board, Options, Square, TourKind, route::validate_tour};
/// let closed = Options { ends: TourKind::Closed.into(), ..Options::default() };
/// let run = Algorithm::Fast.solve_with(Board::new(6, 6)?, Square::new(0, 0), &closed)?;
/// assert_eq!(validate_tour(&run.route().board(), run.path())?, TourKind::Closed);
/// assert_eq!(TourKind::Closed.as_str(), "closed");
/// assert_eq!(TourKind::closed(true), TourKind::Closed);
/// assert_eq!(TourKind::default(), TourKind::Open);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum TourKind {
    /// Asked for: any tour. Found: the last square is *not* a move from the first.
    #[default]
    Open,
    /// The last square is a move from the first (a "re-entrant" tour, a cycle).
    Closed,
}

impl TourKind {
    /// `Closed` when `closed`, else `Open`.
    #[must_use]
    pub const fn closed(closed: bool) -> TourKind {
        if closed {
            TourKind::Closed
        } else {
            TourKind::Open
        }
    }

    /// `"open"` or `"closed"`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Open => "open",
            Self::Closed => "closed",
        }
    }
}

impl fmt::Display for TourKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Which tour is asked for: open (finishing anywhere, or on a chosen last square) or
/// closed. A closed tour returns to its start, so it never has a last square to choose.
///
/// Every function that looks for, decides or counts tours takes one (or a [`TourKind`],
/// which converts into it).
///
/// ```
/// use tour_core::{Ends, Square, TourKind};
/// let h8 = Square::new(0, 7);
/// assert_eq!(Ends::to(h8).kind(), TourKind::Open);
/// assert_eq!(Ends::to(h8).last(), Some(h8));
/// assert_eq!(Ends::CLOSED.last(), None);
/// assert_eq!(Ends::from(TourKind::Closed), Ends::CLOSED);
/// assert_eq!(Ends::default(), Ends::OPEN);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(into = "wire::EndsParts", from = "wire::EndsParts")
)]
pub struct Ends {
    kind: TourKind,
    last: Option<Square>,
}

impl Ends {
    /// An open tour, finishing on any square.
    ///
    /// ```
    /// use tour_core::{TourKind, route::Ends};
    /// assert_eq!((Ends::OPEN.kind(), Ends::OPEN.last()), (TourKind::Open, None));
    /// ```
    pub const OPEN: Ends = Ends {
        kind: TourKind::Open,
        last: None,
    };

    /// A closed tour: its last square is a move from its start.
    ///
    /// ```
    /// use tour_core::{TourKind, route::Ends};
    /// assert_eq!((Ends::CLOSED.kind(), Ends::CLOSED.last()), (TourKind::Closed, None));
    /// ```
    pub const CLOSED: Ends = Ends {
        kind: TourKind::Closed,
        last: None,
    };

    /// An open tour that finishes on `last`.
    ///
    /// ```
    /// use tour_core::{Square, TourKind, route::Ends};
    /// let centre = Square::new(2, 2);
    /// assert_eq!(Ends::to(centre).last(), Some(centre));
    /// assert_eq!(Ends::to(centre).kind(), TourKind::Open);
    /// ```
    #[must_use]
    pub const fn to(last: Square) -> Ends {
        Ends {
            kind: TourKind::Open,
            last: Some(last),
        }
    }

    /// Open or closed.
    ///
    /// ```
    /// use tour_core::{Square, TourKind, route::Ends};
    /// assert_eq!(Ends::CLOSED.kind(), TourKind::Closed);
    /// assert_eq!(Ends::to(Square::new(0, 0)).kind(), TourKind::Open);
    /// ```
    #[must_use]
    pub const fn kind(self) -> TourKind {
        self.kind
    }

    /// The chosen last square of an open tour; `None` for any last square, and always
    /// for a closed tour.
    ///
    /// ```
    /// use tour_core::{Square, route::Ends};
    /// assert_eq!(Ends::OPEN.last(), None);
    /// assert_eq!(Ends::to(Square::new(7, 7)).last(), Some(Square::new(7, 7)));
    /// ```
    #[must_use]
    pub const fn last(self) -> Option<Square> {
        self.last
    }
}

/// Any last square: `Open` is [`Ends::OPEN`], `Closed` is [`Ends::CLOSED`].
///
/// ```
/// use tour_core::{TourKind, route::Ends};
/// assert_eq!(Ends::from(TourKind::Open), Ends::OPEN);
/// ```
impl From<TourKind> for Ends {
    fn from(kind: TourKind) -> Ends {
        Ends { kind, last: None }
    }
}

/// The first thing wrong with a route. Positions are 0-based indices into the route.
// Exhaustive on purpose, unlike the crate's other errors: the app words each variant
// in three languages, and a variant it has no words for must stop it compiling.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum RouteError {
    /// The route has no squares.
    Empty,
    /// The square at `position` is not on the board.
    OffBoard {
        /// Index into the route.
        position: usize,
        /// The offending square.
        square: Square,
    },
    /// The square at `position` was already visited at `first`.
    Repeated {
        /// Index into the route of the second visit.
        position: usize,
        /// Index of the first visit.
        first: usize,
        /// The square visited twice.
        square: Square,
    },
    /// A square of the route is one of the board's holes.
    OnHole {
        /// Position in the route (0-based).
        position: usize,
        /// The square.
        square: Square,
    },
    /// The step into `position` is not a move of the board's piece (the knight unless
    /// the board has another).
    NotKnightMove {
        /// Index into the route of the square reached by the bad step.
        position: usize,
        /// Where the step came from.
        from: Square,
        /// Where it went.
        to: Square,
    },
    /// A valid path that misses squares, so it is not a tour.
    Incomplete {
        /// Squares visited.
        visited: usize,
        /// Squares on the board.
        area: usize,
    },
}

impl fmt::Display for RouteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => f.write_str("the route is empty"),
            Self::OffBoard { position, square } => write!(
                f,
                "move {}: square {} is off the board",
                position + 1,
                square.seed_coords()
            ),
            Self::Repeated {
                position,
                first,
                square,
            } => write!(
                f,
                "move {}: square {} was already visited at move {}",
                position + 1,
                square.seed_coords(),
                first + 1
            ),
            Self::OnHole { position, square } => write!(
                f,
                "move {}: square {} is a hole (a removed square)",
                position + 1,
                square.seed_coords()
            ),
            Self::NotKnightMove { position, from, to } => write!(
                f,
                "move {}: {} to {} is not a move of the board's piece",
                position + 1,
                from.seed_coords(),
                to.seed_coords()
            ),
            Self::Incomplete { visited, area } => write!(
                f,
                "the route visits {} of {}",
                crate::words::grouped(*visited),
                crate::words::counted(*area, "square", "squares")
            ),
        }
    }
}

impl std::error::Error for RouteError {}

/// Checks that `route` is a knight's path on `board`: non-empty, every square on the
/// board and visited once, every step a knight's move. It need not cover the board.
///
/// ```
/// use tour_core::{Board, RouteError, Square, route::validate_path};
/// let board = Board::CHESS;
/// assert_eq!(validate_path(&board, &[Square::new(0, 0), Square::new(2, 1)]), Ok(()));
/// assert!(matches!(
///     validate_path(&board, &[Square::new(0, 0), Square::new(1, 1)]),
///     Err(RouteError::NotKnightMove { position: 1, .. })
/// ));
/// ```
///
/// # Errors
/// The first [`RouteError`]: empty, a square off the board, a square visited twice, or a
/// step that is not a knight's move.
pub fn validate_path(board: &Board, route: &[Square]) -> Result<(), RouteError> {
    if route.is_empty() {
        return Err(RouteError::Empty);
    }
    if board.hole_count() == 0 && is_path_on_rectangle(board, route) {
        return Ok(());
    }
    first_problem(board, route)
}

/// The check for a board without holes, in two passes with no early exit per square
/// (so each vectorises or pipelines): every step a move, then every square inside the
/// rectangle and new. `false` for any problem; [`first_problem`] then names it.
fn is_path_on_rectangle(board: &Board, route: &[Square]) -> bool {
    let leaper = board.leaper();
    let (p, q) = (u16::from(leaper.p()), u16::from(leaper.q()));
    let mut moves = true;
    for pair in route.windows(2) {
        let dr = pair[0].row().abs_diff(pair[1].row());
        let dc = pair[0].col().abs_diff(pair[1].col());
        moves &= (dr == p) & (dc == q) | (dr == q) & (dc == p);
    }
    if !moves {
        return false;
    }
    let (rows, cols) = (board.rows(), board.cols());
    let mut seen = vec![0u64; board.area().div_ceil(64)];
    let mut repeated = 0;
    for &square in route {
        if square.row() >= rows || square.col() >= cols {
            return false;
        }
        let index = usize::from(square.row()) * usize::from(cols) + usize::from(square.col());
        let (word, bit) = (index / 64, 1u64 << (index % 64));
        repeated |= seen[word] & bit;
        seen[word] |= bit;
    }
    repeated == 0
}

/// The first problem with `route`, square by square.
fn first_problem(board: &Board, route: &[Square]) -> Result<(), RouteError> {
    // One bit per square: 125 KB for a million squares, so the check stays in cache.
    let mut seen = vec![0u64; board.area().div_ceil(64)];
    for (position, &square) in route.iter().enumerate() {
        let index = board
            .index(square)
            .ok_or(RouteError::OffBoard { position, square })?;
        if board.is_hole(square) {
            return Err(RouteError::OnHole { position, square });
        }
        let (word, bit) = (index / 64, 1u64 << (index % 64));
        if seen[word] & bit != 0 {
            // Rare: find the first visit only when reporting the error.
            let first = route.iter().position(|&s| s == square).unwrap_or(0);
            return Err(RouteError::Repeated {
                position,
                first,
                square,
            });
        }
        if position > 0 {
            let from = route[position - 1];
            if !board.is_move(from, square) {
                return Err(RouteError::NotKnightMove {
                    position,
                    from,
                    to: square,
                });
            }
        }
        seen[word] |= bit;
    }
    Ok(())
}

/// Checks that `route` is a knight's tour of `board` (a path through every square) and
/// says whether it is open or closed.
///
/// A one-square board's tour is the single square; it counts as [`TourKind::Open`], since
/// a knight cannot return to its own square.
///
/// ```
/// use tour_core::{Algorithm, Board, MoveOrder, Square, TourKind, route::validate_tour};
/// let run = Algorithm::Warnsdorff.solve(Board::CHESS, Square::new(5, 6), MoveOrder::GOSSIP)?;
/// assert_eq!(validate_tour(&Board::CHESS, run.path()), Ok(TourKind::Open));
/// assert!(validate_tour(&Board::CHESS, &run.path()[..10]).is_err());
/// # Ok::<(), tour_core::SolveError>(())
/// ```
///
/// # Errors
/// The first [`RouteError`] of [`validate_path`], or [`RouteError::Incomplete`] if
/// the path misses squares.
pub fn validate_tour(board: &Board, route: &[Square]) -> Result<TourKind, RouteError> {
    validate_path(board, route)?;
    if route.len() != board.square_count() {
        return Err(RouteError::Incomplete {
            visited: route.len(),
            area: board.square_count(),
        });
    }
    Ok(tour_kind(board, route))
}

/// Open or closed, for a route already known to be a tour.
fn tour_kind(board: &Board, route: &[Square]) -> TourKind {
    match (route.first(), route.last()) {
        (Some(&first), Some(&last)) if board.is_move(first, last) => TourKind::Closed,
        _ => TourKind::Open,
    }
}

/// A route on a board: the squares in visiting order, kept together with the board.
///
/// Only [`Route::new`] builds one, after validating the path, so a `Route` is always a
/// legal knight's path; [`Route::tour_kind`] says whether it is also a complete tour.
///
/// ```
/// use tour_core::{Board, Route, Square};
/// let route = Route::new(Board::CHESS, vec![Square::new(0, 0), Square::new(2, 1)])?;
/// assert_eq!(route.len(), 2);
/// assert_eq!(route.tour_kind(), None);
/// # Ok::<(), tour_core::RouteError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "wire::RouteParts"))]
pub struct Route {
    board: Board,
    squares: Vec<Square>,
}

impl Route {
    /// Validates `squares` as a knight's path on `board`.
    ///
    /// # Errors
    /// The first [`RouteError`] of [`validate_path`].
    pub fn new(board: Board, squares: Vec<Square>) -> Result<Route, RouteError> {
        validate_path(&board, &squares)?;
        Ok(Route { board, squares })
    }

    /// The board the route is on.
    #[must_use]
    pub fn board(&self) -> Board {
        self.board.clone()
    }

    /// The squares, in visiting order.
    #[must_use]
    pub fn squares(&self) -> &[Square] {
        &self.squares
    }

    /// Number of squares visited.
    #[must_use]
    pub fn len(&self) -> usize {
        self.squares.len()
    }

    /// Always `false`: a route has at least its start square. Present for API symmetry.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.squares.is_empty()
    }

    /// The first square.
    #[must_use]
    pub fn start(&self) -> Square {
        self.squares[0]
    }

    /// `Some(kind)` when the route covers the board, `None` when it is partial.
    #[must_use]
    pub fn tour_kind(&self) -> Option<TourKind> {
        (self.squares.len() == self.board.square_count())
            .then(|| tour_kind(&self.board, &self.squares))
    }

    /// The 1-based move number of each square by dense index, 0 where unvisited: the
    /// numbered board the seeds print.
    ///
    /// ```
    /// use tour_core::{Board, Route, Square};
    /// let board = Board::new(3, 3).unwrap();
    /// let route = Route::new(board, vec![Square::new(0, 0), Square::new(1, 2)]).unwrap();
    /// assert_eq!(route.numbering(), [1, 0, 0, 0, 0, 2, 0, 0, 0]);
    /// ```
    #[must_use]
    pub fn numbering(&self) -> Vec<u32> {
        let mut numbers = vec![0; self.board.area()];
        for (number, &square) in (1u32..).zip(&self.squares) {
            if let Some(index) = self.board.index(square) {
                numbers[index] = number;
            }
        }
        numbers
    }

    /// The route's squares in algebraic notation.
    #[must_use]
    pub fn algebraic(&self) -> Vec<String> {
        self.squares
            .iter()
            .map(|square| square.algebraic(&self.board))
            .collect()
    }
}

#[cfg(feature = "serde")]
mod wire {
    //! Serde (feature `serde`): the value travels as its parts and is built again through
    //! the constructor that checks them.
    use serde::{Deserialize, Serialize, Serializer};

    use super::{Ends, Route, RouteError, TourKind};
    use crate::board::Board;
    use crate::square::Square;

    /// A tour's ends as the three kinds there are: a closed tour has no last square of its
    /// own.
    #[derive(Serialize, Deserialize)]
    pub(crate) enum EndsParts {
        Open,
        Closed,
        OpenTo(Square),
    }

    impl From<Ends> for EndsParts {
        fn from(ends: Ends) -> EndsParts {
            match (ends.last(), ends.kind()) {
                (Some(last), _) => EndsParts::OpenTo(last),
                (None, TourKind::Open) => EndsParts::Open,
                (None, TourKind::Closed) => EndsParts::Closed,
            }
        }
    }

    impl From<EndsParts> for Ends {
        fn from(parts: EndsParts) -> Ends {
            match parts {
                EndsParts::Open => Ends::OPEN,
                EndsParts::Closed => Ends::CLOSED,
                EndsParts::OpenTo(last) => Ends::to(last),
            }
        }
    }

    /// A route as its board and squares, read back through the validator.
    #[derive(Deserialize)]
    pub(crate) struct RouteParts {
        board: Board,
        squares: Vec<Square>,
    }

    /// The same fields borrowed, so a million-square route is written without a copy.
    #[derive(Serialize)]
    struct RoutePartsRef<'a> {
        board: &'a Board,
        squares: &'a [Square],
    }

    impl Serialize for Route {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            // A board clones cheaply: its holes are shared.
            let board = self.board();
            RoutePartsRef {
                board: &board,
                squares: self.squares(),
            }
            .serialize(serializer)
        }
    }

    impl TryFrom<RouteParts> for Route {
        type Error = RouteError;

        fn try_from(parts: RouteParts) -> Result<Route, RouteError> {
            Route::new(parts.board, parts.squares)
        }
    }
}
