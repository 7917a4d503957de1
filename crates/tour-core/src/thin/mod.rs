//! Exact answers on thin boards (a side of at most four squares: 3 x n, 4 x n and their
//! transposes, n up to 1000), in time linear in the board's length.
//!
//! The board is read as a strip of columns along its long side and crossed column by
//! column. A knight's move spans at most two columns, so what the rest of the board needs
//! to know about the part already crossed is the *frontier*: for each square of the last
//! two columns, whether it is unvisited, finished, or a loose end of a path fragment (and
//! which fragment). Adding a column means choosing its moves back into the frontier;
//! a square may never take a third move, a designated end (the start, or a chosen last
//! square) never a second, fragments may not close into a cycle unless that cycle is the
//! whole closed tour, and at most two squares may end with a single move. The frontiers
//! reachable from the empty board (`F_c`) and those from which the board can still be
//! finished (`B_c`) are computed column by column; a tour exists exactly when the two
//! meet, and following the recorded moves gives one.
//!
//! Along a stretch of columns without designated ends the sets of frontiers repeat after
//! a few dozen columns, so every further column costs one look-up: deciding, building a
//! tour, and answering for every square of the board at once (one forward and one
//! backward pass, with a designated end tried in each column) all take time linear in
//! the length, and counting tours takes one pass over the columns.
//!
//! The rules the programme implies (ends of an open tour on 4 x n lie in the outer rows;
//! which squares of 3 x n start a tour), with what is proved and what only checked:
//!
#![doc = include_str!("RULES.md")]
//!
//! ```
//! use tour_core::{Board, Square, TourKind, route::validate_tour, thin::{ThinBoard, ThinTour}};
//!
//! let thin = ThinBoard::new(Board::new(4, 1000)?)?;
//! let start = Square::new(0, 417);
//! let ThinTour::Found(route) = thin.tour(start, TourKind::Open)? else {
//!     panic!("4 x 1000 has open tours from its outer rows");
//! };
//! assert_eq!(route.start(), start);
//! assert_eq!(validate_tour(&thin.board(), route.squares()), Ok(TourKind::Open));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod frontier;
mod passes;
mod reason;
mod table;

use std::fmt;

use crate::board::Board;
use crate::route::{Ends, Route, TourKind, validate_tour};
use crate::square::Square;

use frontier::MAX_WIDTH;
use passes::{Passes, SetId};
use table::Table;

pub use reason::ThinReason;

/// Why a thin-board question could not be asked.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ThinError {
    /// Both sides of the board are longer than four squares.
    NotThin {
        /// The board given.
        board: Board,
    },
    /// The board has holes or another piece than the knight: the programme covers whole
    /// rectangles toured by the knight.
    NotPlain {
        /// The board given.
        board: Board,
    },
    /// A square asked about is not on the board.
    OffBoard {
        /// The square given.
        square: Square,
        /// The board.
        board: Board,
    },
}

impl fmt::Display for ThinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotThin { board } => write!(
                f,
                "{board} is not a thin board: one side must be at most {MAX_WIDTH} squares"
            ),
            Self::NotPlain { board } => write!(
                f,
                "the column-by-column programme covers whole {board} boards toured by the knight, \
                 not boards with holes or other pieces"
            ),
            Self::OffBoard { square, board } => write!(
                f,
                "square {} is not on the {board} board",
                square.seed_coords()
            ),
        }
    }
}

impl std::error::Error for ThinError {}

/// Whether a tour with the asked-for ends exists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ThinVerdict {
    /// At least one tour exists.
    Exists,
    /// None exists, and why.
    Impossible(ThinReason),
}

impl ThinVerdict {
    /// Whether a tour exists.
    ///
    /// ```
    /// assert!(tour_core::thin::ThinVerdict::Exists.exists());
    /// ```
    #[must_use]
    pub const fn exists(self) -> bool {
        matches!(self, ThinVerdict::Exists)
    }
}

/// A tour, or why there is none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ThinTour {
    /// A tour that passed the validator, starting (and ending) where asked.
    Found(Route),
    /// No tour exists with the asked-for ends.
    Impossible(ThinReason),
}

impl ThinTour {
    /// The route, if one was found.
    ///
    /// ```
    /// use tour_core::{Board, Square, TourKind, thin::ThinBoard};
    /// let thin = ThinBoard::new(Board::new(3, 4)?)?;
    /// assert!(thin.tour(Square::new(0, 0), TourKind::Open)?.route().is_some());
    /// assert!(thin.tour(Square::new(0, 1), TourKind::Open)?.route().is_none());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn route(&self) -> Option<&Route> {
        match self {
            ThinTour::Found(route) => Some(route),
            ThinTour::Impossible(_) => None,
        }
    }

    /// The verdict without the route.
    #[must_use]
    pub fn verdict(&self) -> ThinVerdict {
        match self {
            ThinTour::Found(_) => ThinVerdict::Exists,
            ThinTour::Impossible(why) => ThinVerdict::Impossible(*why),
        }
    }
}

/// A number of tours, exact unless it outgrew `u128`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ThinCount {
    /// The number (`u128::MAX` when saturated).
    pub tours: u128,
    /// Whether the true number is larger than `u128` can hold (long 4 x n boards).
    pub saturated: bool,
}

/// The verdict for every square of a board, as a start (see [`ThinBoard::starts`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartMap {
    board: Board,
    verdicts: Vec<ThinVerdict>,
}

impl StartMap {
    /// The board.
    #[must_use]
    pub fn board(&self) -> Board {
        self.board.clone()
    }

    /// The verdict for `start`, or `None` when it is off the board.
    ///
    /// ```
    /// use tour_core::{Board, Square, TourKind, thin::{ThinBoard, ThinReason, ThinVerdict}};
    /// let map = ThinBoard::new(Board::new(3, 4)?)?.starts(TourKind::Open)?;
    /// assert_eq!(map.verdict(Square::new(0, 0)), Some(ThinVerdict::Exists));
    /// assert_eq!(map.verdict(Square::new(5, 0)), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn verdict(&self, start: Square) -> Option<ThinVerdict> {
        self.board.index(start).map(|i| self.verdicts[i])
    }

    /// The squares that start a tour, row by row.
    pub fn starts(&self) -> impl Iterator<Item = Square> + '_ {
        self.board
            .squares()
            .zip(&self.verdicts)
            .filter(|(_, v)| v.exists())
            .map(|(s, _)| s)
    }

    /// Every square with its verdict, row by row.
    pub fn iter(&self) -> impl Iterator<Item = (Square, ThinVerdict)> + '_ {
        self.board.squares().zip(self.verdicts.iter().copied())
    }
}

/// A board with a side of at most four squares, read as a strip of columns along its
/// long side; the entry point of the thin-board programme.
///
/// ```
/// use tour_core::{Board, thin::{ThinBoard, ThinError}};
/// let thin = ThinBoard::new(Board::new(1000, 3)?)?;
/// assert_eq!(thin.board(), &Board::new(1000, 3)?);
/// assert!(matches!(ThinBoard::new(Board::new(5, 5)?), Err(ThinError::NotThin { .. })));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ThinBoard {
    board: Board,
    /// Whether the strip's rows are the board's columns (the board is taller than wide).
    transposed: bool,
}

impl ThinBoard {
    /// The thin board `board`, or [`ThinError::NotThin`] when both sides exceed four.
    pub fn new(board: Board) -> Result<ThinBoard, ThinError> {
        let (rows, cols) = (usize::from(board.rows()), usize::from(board.cols()));
        if rows.min(cols) > MAX_WIDTH {
            return Err(ThinError::NotThin { board });
        }
        if !board.is_plain() {
            return Err(ThinError::NotPlain { board });
        }
        Ok(ThinBoard {
            board,
            transposed: rows > cols,
        })
    }

    /// Whether `board` is thin: a side of at most four squares.
    ///
    /// ```
    /// use tour_core::{Board, thin::ThinBoard};
    /// assert!(ThinBoard::is_thin(Board::new(7, 4)?));
    /// assert!(!ThinBoard::is_thin(Board::CHESS));
    /// # Ok::<(), tour_core::BoardError>(())
    /// ```
    #[must_use]
    pub fn is_thin(board: Board) -> bool {
        ThinBoard::new(board).is_ok()
    }

    /// The board.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Rows of the strip: the shorter side.
    fn width(&self) -> usize {
        usize::from(if self.transposed {
            self.board.cols()
        } else {
            self.board.rows()
        })
    }

    /// Columns of the strip: the longer side.
    fn length(&self) -> usize {
        self.board.area() / self.width()
    }

    /// A board square as `(strip row, strip column)`.
    fn to_strip(&self, square: Square) -> (usize, usize) {
        let (r, c) = (usize::from(square.row()), usize::from(square.col()));
        if self.transposed { (c, r) } else { (r, c) }
    }

    /// The board square at a strip position (both within the board).
    fn square_at_strip(&self, row: usize, col: usize) -> Square {
        let (r, c) = if self.transposed {
            (col, row)
        } else {
            (row, col)
        };
        // Both are below the board's sides, which are at most MAX_SIDE.
        Square::new(
            u16::try_from(r).unwrap_or(u16::MAX),
            u16::try_from(c).unwrap_or(u16::MAX),
        )
    }

    fn check(&self, square: Square) -> Result<(), ThinError> {
        if self.board.contains(square) {
            Ok(())
        } else {
            Err(ThinError::OffBoard {
                square,
                board: self.board.clone(),
            })
        }
    }

    /// Per strip column, the rows of designated ends in it.
    fn program(&self, ends: &[Square]) -> Vec<u8> {
        let mut program = vec![0u8; self.length()];
        for &end in ends {
            let (row, col) = self.to_strip(end);
            program[col] |= 1 << row;
        }
        program
    }

    /// Whether a tour from `start` exists with the asked-for `ends`: open (to a chosen last
    /// square, if one is given) or closed. A closed tour passes through every square, so
    /// it exists from every square or from none.
    ///
    /// ```
    /// use tour_core::{Board, Square, TourKind, thin::{ThinBoard, ThinReason, ThinVerdict}};
    /// let thin = ThinBoard::new(Board::new(3, 10)?)?;
    /// assert_eq!(thin.decide(Square::new(1, 4), TourKind::Closed)?, ThinVerdict::Exists);
    /// let narrow = ThinBoard::new(Board::new(3, 8)?)?;
    /// assert_eq!(
    ///     narrow.decide(Square::new(0, 0), TourKind::Closed)?,
    ///     ThinVerdict::Impossible(ThinReason::NoTourOnBoard)
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`ThinError::OffBoard`] when `start` or the chosen last square is not on the board.
    pub fn decide(&self, start: Square, ends: impl Into<Ends>) -> Result<ThinVerdict, ThinError> {
        let ends = ends.into();
        self.check_ends(start, ends)?;
        if let Some(why) = self.ruled_out(start, ends) {
            return Ok(ThinVerdict::Impossible(why));
        }
        if self.board.area() == 1 {
            return Ok(ThinVerdict::Exists);
        }
        let (closed, designated) = self.designation(start, ends);
        let program = self.program(&designated);
        let exists = Table::with(self.width(), closed, |table| {
            let mut passes = Passes::new(table);
            let reached = passes.forward_all(&program);
            let last = passes.accepting(reached[program.len()]);
            !passes.set(last).is_empty()
        });
        Ok(if exists {
            ThinVerdict::Exists
        } else {
            ThinVerdict::Impossible(self.reason(start, ends))
        })
    }

    /// A validated tour from `start` with the asked-for `ends`, or why there is none. A
    /// closed tour starts at `start` and its last square is a knight's move from it.
    ///
    /// ```
    /// use tour_core::{Board, Ends, Square, TourKind, thin::{ThinBoard, ThinTour}};
    /// let thin = ThinBoard::new(Board::new(3, 12)?)?;
    /// let (start, end) = (Square::new(0, 0), Square::new(2, 11));
    /// let ThinTour::Found(route) = thin.tour(start, Ends::to(end))? else {
    ///     panic!("3 x 12 has a tour between opposite corners");
    /// };
    /// assert_eq!((route.start(), route.squares()[35]), (start, end));
    ///
    /// let ThinTour::Found(cycle) = thin.tour(Square::new(1, 5), TourKind::Closed)? else {
    ///     panic!("3 x 12 has closed tours");
    /// };
    /// assert_eq!(cycle.tour_kind(), Some(TourKind::Closed));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`ThinError::OffBoard`] when `start` or the chosen last square is not on the board.
    pub fn tour(&self, start: Square, ends: impl Into<Ends>) -> Result<ThinTour, ThinError> {
        let ends = ends.into();
        self.check_ends(start, ends)?;
        if let Some(why) = self.ruled_out(start, ends) {
            return Ok(ThinTour::Impossible(why));
        }
        let squares = if self.board.area() == 1 {
            Some(vec![start])
        } else {
            let (closed, designated) = self.designation(start, ends);
            let program = self.program(&designated);
            let moves = Table::with(self.width(), closed, |table| {
                let mut passes = Passes::new(table);
                walk(&mut passes, &program)
            });
            moves.and_then(|moves| self.follow(&moves, start))
        };
        let Some(squares) = squares else {
            return Ok(ThinTour::Impossible(self.reason(start, ends)));
        };
        // The programme is exact, so a route that fails here would be a defect; it is
        // reported as no tour rather than shown.
        let valid = validate_tour(&self.board, &squares).is_ok()
            && ends.last().is_none_or(|end| squares.last() == Some(&end))
            && (ends.kind() == TourKind::Open
                || squares.len() > 1
                    && Board::is_knight_move(squares[0], squares[squares.len() - 1]));
        match Route::new(self.board.clone(), squares) {
            Ok(route) if valid => Ok(ThinTour::Found(route)),
            _ => Ok(ThinTour::Impossible(ThinReason::NoCompletion)),
        }
    }

    /// The verdict for every square of the board as the start of a tour with the
    /// asked-for `ends`, from one forward and one backward pass rather than one search per
    /// square.
    ///
    /// ```
    /// use tour_core::{Board, Ends, Square, TourKind, thin::{ThinBoard, ThinReason, ThinVerdict}};
    /// let thin = ThinBoard::new(Board::new(4, 5)?)?;
    /// let map = thin.starts(TourKind::Open)?;
    /// assert_eq!(map.verdict(Square::new(0, 0)), Some(ThinVerdict::Exists));
    /// assert_eq!(
    ///     map.verdict(Square::new(2, 2)),
    ///     Some(ThinVerdict::Impossible(ThinReason::StartInnerRow))
    /// );
    /// // Which squares start a tour ending on a given square:
    /// let to_corner = thin.starts(Ends::to(Square::new(0, 0)))?;
    /// assert!(to_corner.starts().all(|s| s.row() == 0 || s.row() == 3));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`ThinError::OffBoard`] when the chosen last square is not on the board.
    pub fn starts(&self, ends: impl Into<Ends>) -> Result<StartMap, ThinError> {
        let ends = ends.into();
        if let Some(end) = ends.last() {
            self.check(end)?;
        }
        let area = self.board.area();
        let mut verdicts = vec![ThinVerdict::Impossible(ThinReason::NoCompletion); area];
        if area == 1 {
            let start = Square::new(0, 0);
            verdicts[0] = self.decide(start, ends)?;
        } else if ends.kind() == TourKind::Closed {
            // A closed tour passes every square: it starts on all of them or on none.
            if self.board_has_tour(TourKind::Closed) {
                verdicts.fill(ThinVerdict::Exists);
            }
        } else {
            let designated: Vec<Square> = ends.last().into_iter().collect();
            let program = self.program(&designated);
            let rows = Table::with(self.width(), false, |table| {
                let mut passes = Passes::new(table);
                placeable(&mut passes, &program, self.width())
            });
            for (col, &mask) in rows.iter().enumerate() {
                for row in 0..self.width() {
                    if mask & (1 << row) != 0 {
                        let square = self.square_at_strip(row, col);
                        if let Some(i) = self.board.index(square) {
                            verdicts[i] = ThinVerdict::Exists;
                        }
                    }
                }
            }
        }
        let mut board_has_none = None;
        for (square, verdict) in self.board.squares().zip(verdicts.iter_mut()) {
            if !verdict.exists() {
                let none = *board_has_none.get_or_insert_with(|| !self.board_has_tour(ends.kind()));
                *verdict = ThinVerdict::Impossible(if none {
                    ThinReason::NoTourOnBoard
                } else {
                    self.rule(square, ends).unwrap_or(ThinReason::NoCompletion)
                });
            }
        }
        Ok(StartMap {
            board: self.board.clone(),
            verdicts,
        })
    }

    /// Counts tours with the asked-for `ends`, from `start` when given. Open, no start
    /// and no last square: undirected paths (each tour and its reverse once; directed
    /// tours are twice this). Open from a start: the tours beginning there (and ending on
    /// the chosen last square, if any); open to a last square alone: the tours ending
    /// there. Closed: undirected cycles (with a start, the same: every cycle passes it).
    ///
    /// ```
    /// use tour_core::{Board, Ends, Square, TourKind, thin::ThinBoard};
    /// let thin = ThinBoard::new(Board::new(3, 4)?)?;
    /// assert_eq!(thin.count(None, TourKind::Open)?.tours, 8); // 16 directed (A118067)
    /// let corner = Square::new(0, 0);
    /// assert_eq!(thin.count(Some(corner), TourKind::Open)?.tours, 2);
    /// assert_eq!(thin.count(None, Ends::to(corner))?.tours, 2);
    /// let ten = ThinBoard::new(Board::new(3, 10)?)?;
    /// assert_eq!(ten.count(None, TourKind::Closed)?.tours, 16); // A070030
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`ThinError::OffBoard`] when `start` or the chosen last square is not on the board.
    pub fn count(
        &self,
        start: Option<Square>,
        ends: impl Into<Ends>,
    ) -> Result<ThinCount, ThinError> {
        let ends = ends.into();
        let end = ends.last();
        for square in start.iter().chain(end.iter()) {
            self.check(*square)?;
        }
        if self.board.area() == 1 {
            let one = ends.kind() == TourKind::Open && end.is_none_or(|e| Some(e) == start);
            return Ok(ThinCount {
                tours: u128::from(one),
                saturated: false,
            });
        }
        let (closed, designated) = match (start, end) {
            _ if ends.kind() == TourKind::Closed => (true, Vec::new()),
            (Some(s), Some(e)) if s == e => {
                return Ok(ThinCount {
                    tours: 0,
                    saturated: false,
                });
            }
            // Tours ending on a square, read backwards, are the tours starting there.
            (start, end) => (false, start.into_iter().chain(end).collect()),
        };
        let program = self.program(&designated);
        Ok(Table::with(self.width(), closed, |table| {
            count_paths(table, &program)
        }))
    }

    /// Whether any tour of the kind exists on the board.
    fn board_has_tour(&self, wanted: TourKind) -> bool {
        if self.board.area() == 1 {
            return wanted == TourKind::Open;
        }
        let program = vec![0u8; self.length()];
        Table::with(self.width(), wanted == TourKind::Closed, |table| {
            let mut passes = Passes::new(table);
            let reached = passes.forward_all(&program);
            let last = passes.accepting(reached[program.len()]);
            !passes.set(last).is_empty()
        })
    }

    /// Both squares of a question are on the board.
    fn check_ends(&self, start: Square, ends: Ends) -> Result<(), ThinError> {
        self.check(start)?;
        ends.last().map_or(Ok(()), |end| self.check(end))
    }

    /// The table kind and the designated ends for a question.
    fn designation(&self, start: Square, ends: Ends) -> (bool, Vec<Square>) {
        match ends.last() {
            None if ends.kind() == TourKind::Closed => (true, Vec::new()),
            last => (false, std::iter::once(start).chain(last).collect()),
        }
    }

    /// A theorem that rules the question out before any column is crossed.
    fn ruled_out(&self, start: Square, ends: Ends) -> Option<ThinReason> {
        if self.board.area() == 1 {
            return (ends.kind() == TourKind::Closed || ends.last().is_some_and(|e| e != start))
                .then_some(ThinReason::NoTourOnBoard);
        }
        // A rule settles the question; the reason given is still the most general one.
        self.rule(start, ends).map(|_| self.reason(start, ends))
    }

    /// The most general reason that applies when the programme found no tour.
    fn reason(&self, start: Square, ends: Ends) -> ThinReason {
        if !self.board_has_tour(ends.kind()) {
            return ThinReason::NoTourOnBoard;
        }
        self.rule(start, ends).unwrap_or(ThinReason::NoCompletion)
    }

    /// The proved rules about an open tour's ends: colour, then 4 x n's outer rows.
    fn rule(&self, start: Square, ends: Ends) -> Option<ThinReason> {
        if ends.kind() == TourKind::Closed {
            return None;
        }
        let end = ends.last();
        if let Some(why) = reason::colour_reason(self.board.clone(), start, end) {
            return Some(why);
        }
        let width = self.width();
        let inner = |square: Square| {
            let (row, _) = self.to_strip(square);
            width == 4 && (row == 1 || row == 2)
        };
        if inner(start) {
            return Some(ThinReason::StartInnerRow);
        }
        if end.is_some_and(inner) {
            return Some(ThinReason::EndInnerRow);
        }
        None
    }

    /// The squares in tour order, from the moves chosen in each column, starting at
    /// `start`; `None` if they do not form one path or cycle through every square.
    fn follow(&self, moves: &[u16], start: Square) -> Option<Vec<Square>> {
        let (width, length) = (self.width(), self.length());
        let cells = width * length;
        const NONE: usize = usize::MAX;
        let mut links = vec![[NONE; 2]; cells];
        let geometry = frontier::Geometry::new(width);
        let mut link = |a: usize, b: usize| -> Option<()> {
            let slot = links[a].iter().position(|&x| x == NONE)?;
            links[a][slot] = b;
            Some(())
        };
        for (col, &mask) in moves.iter().enumerate() {
            for (row, back, old_row) in geometry.moves(mask) {
                let old_col = col.checked_sub(back)?;
                let (a, b) = (col * width + row, old_col * width + old_row);
                link(a, b)?;
                link(b, a)?;
            }
        }
        let (row, col) = self.to_strip(start);
        let mut route = Vec::with_capacity(cells);
        let (mut previous, mut current) = (NONE, col * width + row);
        for _ in 0..cells {
            route.push(self.square_at_strip(current % width, current / width));
            let [a, b] = links[current];
            let next = if a != previous { a } else { b };
            if next == NONE {
                break;
            }
            previous = current;
            current = next;
        }
        (route.len() == cells).then_some(route)
    }
}

/// The moves of each column of one tour through the columns of `program`, or `None`.
fn walk(passes: &mut Passes<'_>, program: &[u8]) -> Option<Vec<u16>> {
    let reached = passes.forward_all(program);
    let finishable = passes.backward_all(program, &reached);
    let mut state = passes.table().initial();
    if passes.set(finishable[0]).binary_search(&state).is_err() {
        return None;
    }
    let mut moves = Vec::with_capacity(program.len());
    let mut arcs = Vec::new();
    for (col, &pattern) in program.iter().enumerate() {
        passes.table().successors(state, pattern, &mut arcs);
        let next = finishable[col + 1];
        let &(t, mask) = arcs
            .iter()
            .find(|&&(t, _)| passes.set(next).binary_search(&t).is_ok())?;
        moves.push(mask);
        state = t;
    }
    Some(moves)
}

/// Per column, the rows in which one more designated end (the start) can be placed so
/// that a tour through the columns of `program` exists.
fn placeable(passes: &mut Passes<'_>, program: &[u8], width: usize) -> Vec<u8> {
    let n = program.len();
    let all_rows = u8::try_from((1u32 << width) - 1).unwrap_or(u8::MAX);
    let unplaced = passes.forward_all(program);
    let mut placed: Vec<SetId> = Vec::with_capacity(n + 1);
    let empty = passes.intern(Vec::new());
    placed.push(empty);
    for (col, &pattern) in program.iter().enumerate() {
        let next = passes.forward_placing(placed[col], unplaced[col], pattern, all_rows & !pattern);
        placed.push(next);
    }
    let finishable = passes.backward_all(program, &placed);
    (0..n)
        .map(|col| {
            let pattern = program[col];
            passes.placeable_rows(
                unplaced[col],
                pattern,
                all_rows & !pattern,
                finishable[col + 1],
            )
        })
        .collect()
}

/// The number of edge sets that form a tour through the columns of `program`.
fn count_paths(table: &mut Table, program: &[u8]) -> ThinCount {
    let mut saturated = false;
    let mut current: Vec<(u32, u128)> = vec![(table.initial(), 1)];
    let mut position: Vec<u32> = Vec::new();
    let mut arcs = Vec::new();
    for &pattern in program {
        let mut next: Vec<(u32, u128)> = Vec::new();
        for &(s, count) in &current {
            table.successors(s, pattern, &mut arcs);
            for &(t, _) in &arcs {
                let t_index = t as usize;
                if position.len() <= t_index {
                    position.resize(t_index + 1, u32::MAX);
                }
                let slot = position[t_index];
                if slot == u32::MAX {
                    position[t_index] = u32::try_from(next.len()).unwrap_or(u32::MAX);
                    next.push((t, count));
                } else {
                    let entry = &mut next[slot as usize].1;
                    *entry = entry.checked_add(count).unwrap_or_else(|| {
                        saturated = true;
                        u128::MAX
                    });
                }
            }
        }
        for &(t, _) in &next {
            position[t as usize] = u32::MAX;
        }
        current = next;
    }
    let mut tours: u128 = 0;
    for &(s, count) in &current {
        if table.accepting(s) {
            tours = tours.checked_add(count).unwrap_or_else(|| {
                saturated = true;
                u128::MAX
            });
        }
    }
    ThinCount { tours, saturated }
}
