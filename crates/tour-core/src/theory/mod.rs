//! When a knight's tour exists: the theorems, and exact search where they are silent.
//!
//! * Closed tours (Schwenk 1991): an m x n board, m <= n, has one unless m and n are both
//!   odd, m is 1, 2 or 4, or m = 3 and n is 4, 6 or 8. A closed tour can be rotated to
//!   start anywhere, so on those boards every square starts one.
//! * Open tours (Cull and De Curtins 1978; Conrad et al. 1994): exist on 1 x 1, 3 x 4,
//!   3 x n for n >= 7, 4 x n for n >= 5, and every board with both sides >= 5.
//! * Start squares: every knight move changes colour, so on a board of odd area a tour
//!   starts on the corners' colour (the majority). On boards with both sides >= 5 that is
//!   the only restriction; thin boards (3 x n, 4 x n) have more: on 4 x n an open tour's
//!   ends lie in the outer rows (Flye Sainte-Marie 1877), and the rules of
//!   `thin/RULES.md`, which the column-by-column programme of [`crate::thin`] checks for
//!   every n the product accepts, say which squares start one.
//! * Chosen ends: the colour rule, the outer rows of 4 x n, and for n x n with n >= 6
//!   Conrad, Hindrichs, Morsy and Wegener (1994); on thin boards the programme decides
//!   every pair exactly, elsewhere construction and exact search.
//!
//! The 1 x 1 board: its one square is an open tour; it has no closed tour, since a closed
//! tour needs a knight's move from the last square back to the first.
//!
#![doc = include_str!("ENDS.md")]

mod count;

mod graph_rules;
mod obstacle;
mod programme;
mod thin_rules;

use std::fmt;

use crate::board::Board;
use crate::error::{SolveError, on_board};
use crate::names::Naming;
use crate::route::{Ends, TourKind};
use crate::square::Square;
use crate::words::{counted, grouped};

pub use crate::search::{Completion, SearchOutcome, complete_route, search_tour};
pub use count::{
    CountError, MAX_COUNT_AREA, TourCount, TourCounter, count_thin_tours, count_tours,
    count_tours_by_move, first_moves,
};
pub use obstacle::{Obstacle, obstacle};

/// Why no tour exists, in terms a student can check.
///
/// `Display` gives a plain English sentence (counts grouped, nouns agreeing with them,
/// squares by the seeds' coordinates); [`Impossibility::named`] names the squares on a
/// board, algebraically or by coordinates. Front ends that speak other languages word
/// the variants themselves.
///
/// ```
/// use tour_core::theory::Impossibility;
/// let why = Impossibility::Exhausted { positions: 111_995 };
/// assert_eq!(why.to_string(), "exhaustive search finished: 111,995 positions, none completes a tour");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Impossibility {
    /// The board has an odd number of squares, so a tour starts and ends on the corners'
    /// colour; this square has the other colour.
    MinorityColour,
    /// Schwenk (a): both sides odd, so the board has more squares of one colour and a
    /// cycle, which alternates colours, cannot cover it.
    BothSidesOdd,
    /// Schwenk (b): the shorter side is 1, 2 or 4.
    NarrowBoard {
        /// The shorter side.
        side: u16,
    },
    /// Schwenk (c): 3 x 4, 3 x 6 and 3 x 8 have no closed tour.
    ThreeByFourSixEight {
        /// The longer side.
        long: u16,
    },
    /// The board is too thin for any tour (1 x n, 2 x n, 3 x n with n not 4 and below 7,
    /// 4 x 4).
    TooThin,
    /// A tour asked to end where it starts: its two ends are different squares (only
    /// the 1 x 1 board's tour starts and ends on one square).
    EndIsStart,
    /// The board has an even number of squares, so a tour makes an odd number of moves
    /// and its two ends have different colours; these two have the same.
    EndsSameColour,
    /// The board has an odd number of squares, so both ends of a tour have the corners'
    /// colour; the chosen last square has the other.
    EndMinorityColour,
    /// On a board four squares wide an open tour's two ends lie in the outer rows (Flye
    /// Sainte-Marie 1877); the start is in an inner row.
    StartInnerRow,
    /// The same rule for the chosen last square: it is in an inner row of a 4 x n board.
    EndInnerRow,
    /// On a board three or four squares wide, the column-by-column programme, which
    /// follows every way a tour can cross each pair of columns, finds no tour with these
    /// ends (the exceptions of `thin/RULES.md`).
    NoCompletion,
    /// The board has one square: an open tour by itself, but no closed one.
    SingleSquare,
    /// A square with no move at all: no tour enters or leaves it.
    Isolated {
        /// The square.
        square: Square,
    },
    /// The piece's steps share the factor `step`, so it never reaches `square`.
    OffLattice {
        /// A square it cannot reach from the start.
        square: Square,
        /// The common factor of its two steps.
        step: u8,
    },
    /// The piece never changes colour (`p + q` even), and `square` has the other colour.
    OtherColour {
        /// A square of the other colour.
        square: Square,
    },
    /// No sequence of moves leads from the start to `square`.
    Disconnected {
        /// A square it cannot reach.
        square: Square,
    },
    /// A closed tour enters and leaves every square; `square` has one move.
    DeadEndClosed {
        /// The square with a single move.
        square: Square,
    },
    /// Three squares with a single move each: each would have to end the tour.
    ThreeDeadEnds {
        /// The first three such squares, in board order.
        squares: [Square; 3],
    },
    /// The two squares with a single move must be the tour's ends, and the start is
    /// neither.
    DeadEndsNotStart {
        /// The first of them.
        first: Square,
        /// The second.
        second: Square,
    },
    /// A square with a single move must be an end, and is neither the start nor the last
    /// square asked for.
    DeadEndNotEnd {
        /// The square.
        square: Square,
    },
    /// The two colours of the piece's squares differ by more than one, so no open tour
    /// can alternate them.
    UnevenColours {
        /// Squares of the more common colour.
        larger: u32,
        /// Squares of the other.
        smaller: u32,
    },
    /// A closed tour alternates colours around a cycle, so it needs as many of each.
    UnequalColours {
        /// Squares of the more common colour.
        larger: u32,
        /// Squares of the other.
        smaller: u32,
    },
    /// One colour has one square more, so a tour starts on it; the start has the other.
    StartOnSmallerColour {
        /// Squares of the more common colour.
        larger: u32,
        /// Squares of the other.
        smaller: u32,
    },
    /// The colours have equal counts, so a tour ends on the colour it did not start on.
    EndSameColourAsStart {
        /// Squares of each colour.
        each: u32,
    },
    /// One colour has one square more, so a tour ends on it; the last square asked for
    /// has the other.
    EndOnSmallerColour {
        /// Squares of the more common colour.
        larger: u32,
        /// Squares of the other.
        smaller: u32,
    },
    /// Exhaustive search from this square finished without a tour.
    Exhausted {
        /// Squares placed during the search.
        positions: u64,
    },
}

impl fmt::Display for Impossibility {
    /// The sentence with squares named by the seeds' coordinates (`square 0,0`), which
    /// need no board; [`Impossibility::named`] names them on a board.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Seed coordinates read the same on every board, so any board serves.
        self.named(&Board::CHESS, Naming::Seed).fmt(f)
    }
}

/// An [`Impossibility`]'s sentence with its squares named on a board, as
/// [`Impossibility::named`] makes it.
#[derive(Clone, Copy, Debug)]
pub struct NamedReason<'a> {
    why: Impossibility,
    board: &'a Board,
    naming: Naming,
}

impl Impossibility {
    /// Whether the reason holds whatever the start: a fact about the board, the piece
    /// and the tour's kind or last square, not about the square chosen. A page can then
    /// say once that no square starts a tour, instead of answering square by square.
    ///
    /// ```
    /// use tour_core::{Board, Square, theory::Impossibility};
    /// // The camel keeps its colour: no start reaches the other colour's squares.
    /// assert!(Impossibility::OtherColour { square: Square::new(0, 0) }.for_every_start());
    /// assert!(Impossibility::BothSidesOdd.for_every_start());
    /// // On 5x5 a tour starts on the corners' colour: only the other squares fail.
    /// assert!(!Impossibility::MinorityColour.for_every_start());
    /// assert!(!Impossibility::Exhausted { positions: 103 }.for_every_start());
    /// ```
    #[must_use]
    pub const fn for_every_start(self) -> bool {
        match self {
            Self::BothSidesOdd
            | Self::NarrowBoard { .. }
            | Self::ThreeByFourSixEight { .. }
            | Self::TooThin
            | Self::EndMinorityColour
            | Self::EndInnerRow
            | Self::SingleSquare
            | Self::Isolated { .. }
            | Self::OffLattice { .. }
            | Self::OtherColour { .. }
            | Self::Disconnected { .. }
            | Self::DeadEndClosed { .. }
            | Self::ThreeDeadEnds { .. }
            | Self::UnevenColours { .. }
            | Self::UnequalColours { .. }
            | Self::EndOnSmallerColour { .. } => true,
            Self::MinorityColour
            | Self::EndIsStart
            | Self::EndsSameColour
            | Self::StartInnerRow
            | Self::NoCompletion
            | Self::DeadEndsNotStart { .. }
            | Self::DeadEndNotEnd { .. }
            | Self::StartOnSmallerColour { .. }
            | Self::EndSameColourAsStart { .. }
            | Self::Exhausted { .. } => false,
        }
    }

    /// The sentence, naming squares on `board` as `naming` says: `a8`, or `square 0,0`
    /// by the seeds' coordinates. Counts are grouped and their nouns agree with them.
    ///
    /// ```
    /// use tour_core::{Board, Square, text::Naming, theory::Impossibility};
    /// let why = Impossibility::OtherColour { square: Square::new(0, 0) };
    /// let board = Board::CHESS;
    /// assert!(why.named(&board, Naming::Algebraic).to_string().ends_with("never reaches a8, which has the other colour"));
    /// assert!(why.named(&board, Naming::Seed).to_string().contains("never reaches square 0,0,"));
    /// ```
    #[must_use]
    pub fn named(self, board: &Board, naming: Naming) -> NamedReason<'_> {
        NamedReason {
            why: self,
            board,
            naming,
        }
    }
}

impl fmt::Display for NamedReason<'_> {
    // Long: one sentence per reason, in the enum's order, so each is easy to find.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |square: Square| match self.naming {
            Naming::Algebraic => square.algebraic(self.board),
            // A bare `0,0` in a sentence could be read as two numbers.
            Naming::Seed => format!("square {}", square.seed_coords()),
        };
        let squares = |n: u32| counted(n, "square", "squares");
        match &self.why {
            Impossibility::MinorityColour => f.write_str(
                "the board has an odd number of squares, and every knight move changes colour, \
                 so a tour must start on the corners' colour; this square has the other colour",
            ),
            Impossibility::BothSidesOdd => f.write_str(
                "both sides are odd, so one colour has more squares; a closed tour alternates \
                 colours and cannot cover them (Schwenk's theorem, condition a)",
            ),
            Impossibility::NarrowBoard { side } => write!(
                f,
                "a board {} wide has no closed tour (Schwenk's theorem, condition b)",
                counted(*side, "square", "squares")
            ),
            Impossibility::ThreeByFourSixEight { long } => write!(
                f,
                "3 x {long} has no closed tour (Schwenk's theorem, condition c)"
            ),
            Impossibility::TooThin => f.write_str(
                "no tour exists on this board: open tours need 1x1, 3x4, 3xn with n >= 7, \
                 4xn with n >= 5, or both sides at least 5",
            ),
            Impossibility::EndIsStart => f.write_str(
                "a tour's last square is not its first: it visits every other square in between",
            ),
            Impossibility::EndsSameColour => f.write_str(
                "the board has an even number of squares, so a tour makes an odd number of \
                 moves and ends on the other colour; these two squares have the same colour",
            ),
            Impossibility::EndMinorityColour => f.write_str(
                "the board has an odd number of squares, so a tour starts and ends on the \
                 corners' colour; the last square asked for has the other colour",
            ),
            Impossibility::StartInnerRow => f.write_str(
                "on a board four squares wide an open tour's ends lie in the two outer rows; \
                 this square is in an inner row",
            ),
            Impossibility::EndInnerRow => f.write_str(
                "on a board four squares wide an open tour's ends lie in the two outer rows; \
                 the last square asked for is in an inner row",
            ),
            Impossibility::NoCompletion => f.write_str(
                "following every way a tour can cross the board column by column finds no \
                 such tour",
            ),
            Impossibility::SingleSquare => f.write_str(
                "the board has a single square: it is an open tour by itself, but a closed \
                 tour needs a move back to its start",
            ),
            Impossibility::Isolated { square } => write!(
                f,
                "{} has no move to any other square, so no tour can reach or leave it",
                name(*square)
            ),
            Impossibility::OffLattice { square, step } => write!(
                f,
                "both of this piece's steps are multiples of {step}, so it only reaches squares \
                 whose row and column distances from the start are multiples of {step}; {} is \
                 not one",
                name(*square)
            ),
            Impossibility::OtherColour { square } => write!(
                f,
                "every move of this piece keeps the square's colour, so it never reaches {}, \
                 which has the other colour",
                name(*square)
            ),
            Impossibility::Disconnected { square } => write!(
                f,
                "no sequence of moves leads from the start to {}: the board falls apart into \
                 pieces the piece cannot cross between",
                name(*square)
            ),
            Impossibility::DeadEndClosed { square } => write!(
                f,
                "{} has only one move, but a closed tour enters and leaves every square",
                name(*square)
            ),
            Impossibility::ThreeDeadEnds { squares: [a, b, c] } => write!(
                f,
                "{}, {} and {} each have only one move, so each would have to be an end of the \
                 tour, and a tour has two ends",
                name(*a),
                name(*b),
                name(*c)
            ),
            Impossibility::DeadEndsNotStart { first, second } => write!(
                f,
                "{} and {} each have only one move, so they must be the tour's two ends, and \
                 the start is neither",
                name(*first),
                name(*second)
            ),
            Impossibility::DeadEndNotEnd { square } => write!(
                f,
                "{} has only one move, so it must be an end of the tour, and it is neither the \
                 start nor the last square asked for",
                name(*square)
            ),
            Impossibility::UnevenColours { larger, smaller } => write!(
                f,
                "every move changes the piece's colour, so a tour alternates colours; the \
                 board has {} of one colour and {} of the other, more than one apart",
                squares(*larger),
                grouped(*smaller)
            ),
            Impossibility::UnequalColours { larger, smaller } => write!(
                f,
                "a closed tour alternates the piece's two colours around a cycle, so it needs \
                 as many of each; the board has {} and {}",
                grouped(*larger),
                grouped(*smaller)
            ),
            Impossibility::StartOnSmallerColour { larger, smaller } => write!(
                f,
                "every move changes the piece's colour, and the board has {} of one colour \
                 and {} of the other, so a tour starts on the larger; this square has the \
                 other colour",
                squares(*larger),
                grouped(*smaller)
            ),
            Impossibility::EndSameColourAsStart { each } => write!(
                f,
                "every move changes the piece's colour, and the board has {} of each, so a \
                 tour ends on the colour it did not start on; these two squares have the same \
                 colour",
                squares(*each)
            ),
            Impossibility::EndOnSmallerColour { larger, smaller } => write!(
                f,
                "every move changes the piece's colour, and the board has {} of one colour \
                 and {} of the other, so a tour starts and ends on the larger; the last square \
                 asked for has the other colour",
                squares(*larger),
                grouped(*smaller)
            ),
            Impossibility::Exhausted { positions } => write!(
                f,
                "exhaustive search finished: {}, none completes a tour",
                counted(*positions, "position", "positions")
            ),
        }
    }
}

/// Whether a tour exists: yes, no, or unknown (never a wrong "no").
///
/// ```
/// use tour_core::{Board, Ends, Square, TourKind, theory::{tour_exists, Impossibility, Verdict}};
/// let verdict = tour_exists(&Board::new(4, 4)?, Square::new(0, 0), TourKind::Open, 1_000)?;
/// assert_eq!(verdict, Verdict::Impossible(Impossibility::TooThin));
/// assert_eq!(verdict.as_str(), "no");
/// let (start, end) = (Square::new(2, 3), Square::new(2, 2));
/// let tiny_budget = tour_exists(&Board::new(5, 6)?, start, Ends::to(end), 10)?;
/// assert!(matches!(tiny_budget, Verdict::Unknown { positions: 10 }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A tour exists; `route` is one (start first) when the decision came from a search.
    Exists {
        /// A tour found by the search, if one was needed to decide.
        route: Option<Vec<Square>>,
    },
    /// No tour exists, and why.
    Impossible(Impossibility),
    /// Neither a theorem nor a finished search decides (the search ran out of budget).
    Unknown {
        /// Squares placed before the budget ran out.
        positions: u64,
    },
}

impl Verdict {
    /// What a finished exact search says.
    fn searched(outcome: SearchOutcome) -> Verdict {
        match outcome {
            SearchOutcome::Found(route) => Verdict::Exists { route: Some(route) },
            SearchOutcome::Exhausted { positions } => {
                Verdict::Impossible(Impossibility::Exhausted { positions })
            }
            SearchOutcome::OutOfBudget { positions } => Verdict::Unknown { positions },
        }
    }

    /// `"yes"`, `"no"` or `"unknown"`.
    #[must_use]
    pub const fn as_str(&self) -> &'static str {
        match self {
            Verdict::Exists { .. } => "yes",
            Verdict::Impossible(_) => "no",
            Verdict::Unknown { .. } => "unknown",
        }
    }
}

/// The two sides, shorter first.
fn sides(board: &Board) -> (u16, u16) {
    let (r, c) = (board.rows(), board.cols());
    (r.min(c), r.max(c))
}

/// Schwenk's theorem: whether the board has a closed tour, and if not, which condition
/// rules it out.
///
/// ```
/// use tour_core::{Board, theory::{closed_tour_exists, Impossibility}};
/// assert!(closed_tour_exists(&Board::CHESS).is_ok());
/// assert_eq!(closed_tour_exists(&Board::new(5, 5)?), Err(Impossibility::BothSidesOdd));
/// assert_eq!(closed_tour_exists(&Board::new(4, 9)?), Err(Impossibility::NarrowBoard { side: 4 }));
/// assert_eq!(closed_tour_exists(&Board::new(3, 8)?), Err(Impossibility::ThreeByFourSixEight { long: 8 }));
/// assert!(closed_tour_exists(&Board::new(3, 10)?).is_ok());
/// # Ok::<(), tour_core::BoardError>(())
/// ```
///
/// # Errors
/// The [`Impossibility`] (which of Schwenk's conditions) when the board has no closed
/// tour.
pub fn closed_tour_exists(board: &Board) -> Result<(), Impossibility> {
    let (m, n) = sides(board);
    if m % 2 == 1 && n % 2 == 1 {
        return Err(Impossibility::BothSidesOdd);
    }
    if matches!(m, 1 | 2 | 4) {
        return Err(Impossibility::NarrowBoard { side: m });
    }
    if m == 3 && matches!(n, 4 | 6 | 8) {
        return Err(Impossibility::ThreeByFourSixEight { long: n });
    }
    Ok(())
}

/// Whether the board has an open tour (from some square).
///
/// ```
/// use tour_core::{Board, theory::open_tour_exists};
/// assert!(open_tour_exists(&Board::new(3, 4)?).is_ok());
/// assert!(open_tour_exists(&Board::new(3, 5)?).is_err());
/// assert!(open_tour_exists(&Board::new(4, 4)?).is_err());
/// assert!(open_tour_exists(&Board::new(1, 1)?).is_ok());
/// # Ok::<(), tour_core::BoardError>(())
/// ```
///
/// # Errors
/// [`Impossibility::TooThin`] when the board has no open tour from any square.
pub fn open_tour_exists(board: &Board) -> Result<(), Impossibility> {
    let (m, n) = sides(board);
    let exists =
        (m == 1 && n == 1) || (m == 3 && (n == 4 || n >= 7)) || (m == 4 && n >= 5) || m >= 5;
    if exists {
        Ok(())
    } else {
        Err(Impossibility::TooThin)
    }
}

/// What the theorems and the thin-board rules say about a tour from `start` as `ends`
/// asks: `Some(Ok(()))` one exists, `Some(Err(_))` none does, `None` they do not decide.
/// Without a chosen last square they decide every start on every board, so `None` comes
/// only for a start off the board.
///
/// With a chosen last square the colour rule decides many pairs: on a board of even area
/// the ends differ in colour, on a board of odd area both have the corners' colour.
/// Beyond it, Conrad, Hindrichs, Morsy and Wegener (Discrete Applied Mathematics 50,
/// 1994) proved that on an n x n board with n >= 6 every pair the colour rule allows has
/// a tour between them. Other boards are left to construction and search (`None`, as for
/// a square off the board).
///
/// ```
/// use tour_core::{Board, Ends, Square, TourKind, theory::{decided_by_theory, Impossibility}};
/// let board = Board::new(5, 5)?;
/// assert_eq!(decided_by_theory(&board, Square::new(0, 0), TourKind::Open), Some(Ok(())));
/// assert_eq!(decided_by_theory(&board, Square::new(0, 1), TourKind::Open), Some(Err(Impossibility::MinorityColour)));
/// assert_eq!(decided_by_theory(&Board::new(3, 5)?, Square::new(0, 0), TourKind::Open), Some(Err(Impossibility::TooThin)));
/// let four = Board::new(4, 30)?;
/// assert_eq!(decided_by_theory(&four, Square::new(0, 7), TourKind::Open), Some(Ok(())));
/// assert_eq!(decided_by_theory(&four, Square::new(2, 7), TourKind::Open), Some(Err(Impossibility::StartInnerRow)));
/// assert_eq!(decided_by_theory(&board, Square::new(7, 7), TourKind::Open), None);
///
/// let (a1, b1, c3) = (Square::new(7, 0), Square::new(7, 1), Square::new(5, 2));
/// assert_eq!(decided_by_theory(&Board::CHESS, a1, Ends::to(b1)), Some(Ok(())));
/// assert_eq!(decided_by_theory(&Board::CHESS, a1, Ends::to(c3)), Some(Err(Impossibility::EndsSameColour)));
/// assert_eq!(decided_by_theory(&Board::new(6, 7)?, a1, Ends::to(b1)), None);
/// # Ok::<(), tour_core::BoardError>(())
/// ```
#[must_use]
pub fn decided_by_theory(
    board: &Board,
    start: Square,
    ends: impl Into<Ends>,
) -> Option<Result<(), Impossibility>> {
    let ends = ends.into();
    match ends.last() {
        Some(end) => decided_between(board, start, end),
        None => decided_from(board, start, ends.kind()),
    }
}

/// A reason no square of `board` starts a tour as `ends` asks, when one holds for every
/// start ([`Impossibility::for_every_start`]): the rules are asked at the board's first
/// square and at the first square of the other colour, so `None` means a tour may start
/// somewhere, never that none does.
///
/// ```
/// use tour_core::{Board, Leaper, Square, TourKind, theory::{Impossibility, no_start_has_tour}};
/// let camel = Board::CHESS.with_leaper(Leaper::CAMEL);
/// assert!(matches!(no_start_has_tour(&camel, TourKind::Open), Some(Impossibility::OtherColour { .. })));
/// assert_eq!(no_start_has_tour(&Board::new(5, 5)?, TourKind::Closed), Some(Impossibility::BothSidesOdd));
/// // 5x5 has open tours from the corners' colour.
/// assert_eq!(no_start_has_tour(&Board::new(5, 5)?, TourKind::Open), None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn no_start_has_tour(board: &Board, ends: impl Into<Ends>) -> Option<Impossibility> {
    let ends = ends.into();
    let mut squares = board.squares();
    let first = squares.next()?;
    let other = squares.find(|square| square.is_corner_colour() != first.is_corner_colour());
    [Some(first), other]
        .into_iter()
        .flatten()
        .find_map(|start| match decided_by_theory(board, start, ends) {
            Some(Err(why)) if why.for_every_start() => Some(why),
            _ => None,
        })
}

/// [`decided_by_theory`] for any last square.
fn decided_from(
    board: &Board,
    start: Square,
    wanted: TourKind,
) -> Option<Result<(), Impossibility>> {
    if !board.contains(start) {
        return None;
    }
    if !board.is_plain() {
        return graph_rules::decided(board, start, None, wanted);
    }
    match wanted {
        TourKind::Closed => Some(closed_tour_exists(board)),
        TourKind::Open => {
            if let Err(why) = open_tour_exists(board) {
                return Some(Err(why));
            }
            if board.area() % 2 == 1 && !start.is_corner_colour() {
                return Some(Err(Impossibility::MinorityColour));
            }
            match thin_rules::open_start(board.clone(), start) {
                Some(decided) => Some(decided),
                // Every board with no side of 3 or 4 and an open tour has both sides at
                // least 5, or is 1 x 1: every start of the right colour begins one.
                None => Some(Ok(())),
            }
        }
    }
}

/// [`decided_by_theory`] for an open tour from `start` that ends on `end`.
fn decided_between(board: &Board, start: Square, end: Square) -> Option<Result<(), Impossibility>> {
    on_board(board, start, Some(end)).ok()?;
    if !board.is_plain() {
        return graph_rules::decided(board, start, Some(end), TourKind::Open);
    }
    if let Some(Err(why)) = decided_from(board, start, TourKind::Open) {
        return Some(Err(why));
    }
    if start == end {
        return (board.area() != 1).then_some(Err(Impossibility::EndIsStart));
    }
    let colour = |square: Square| square.is_corner_colour();
    if board.area().is_multiple_of(2) && colour(start) == colour(end) {
        return Some(Err(Impossibility::EndsSameColour));
    }
    if board.area() % 2 == 1 && !colour(end) {
        return Some(Err(Impossibility::EndMinorityColour));
    }
    let (m, n) = sides(board);
    if m == 4
        && thin_rules::open_start(board.clone(), end) == Some(Err(Impossibility::StartInnerRow))
    {
        return Some(Err(Impossibility::EndInnerRow));
    }
    (m == n && m >= 6).then_some(Ok(()))
}

/// Whether a tour starts at `start` as `ends` asks. Without a chosen last square, by
/// theorem, which (with the thin-board rules) decides every start on every board;
/// `budget` is kept for the exact search of callers that want a route as well (see
/// [`search_tour`]). To a chosen last square, by theorem where one applies, by the
/// column-by-column programme on thin boards (always decided there), else by the
/// construction (large boards), else by exhaustive search placing at most `budget`
/// squares. Never answers "no" without a proof.
///
/// ```
/// use tour_core::{Board, Square, TourKind, theory::{tour_exists, Impossibility, Verdict}};
/// let board = Board::new(4, 30)?;
/// assert_eq!(tour_exists(&board, Square::new(0, 11), TourKind::Open, 0)?, Verdict::Exists { route: None });
/// assert_eq!(
///     tour_exists(&board, Square::new(1, 11), TourKind::Open, 0)?,
///     Verdict::Impossible(Impossibility::StartInnerRow)
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// ```
/// use tour_core::{Board, Square, TourKind, theory::{tour_exists, Verdict}};
/// let board = Board::new(3, 4)?;
/// assert!(matches!(tour_exists(&board, Square::new(0, 0), TourKind::Open, 1_000_000)?, Verdict::Exists { .. }));
/// assert!(matches!(tour_exists(&board, Square::new(0, 1), TourKind::Open, 1_000_000)?, Verdict::Impossible(_)));
/// assert!(tour_exists(&board, Square::new(0, 4), TourKind::Open, 1_000_000).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// ```
/// use tour_core::{Board, Ends, Square, theory::{tour_exists, Verdict}};
/// let board = Board::new(5, 5)?;
/// let (corner, centre) = (Square::new(0, 0), Square::new(2, 2));
/// assert!(matches!(tour_exists(&board, corner, Ends::to(centre), 1_000_000)?, Verdict::Exists { .. }));
/// assert!(matches!(tour_exists(&board, corner, Ends::to(Square::new(0, 1)), 1_000_000)?, Verdict::Impossible(_)));
/// assert!(tour_exists(&board, corner, Ends::to(Square::new(5, 5)), 1_000_000).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`SolveError::StartOffBoard`] or [`SolveError::EndOffBoard`] if a square is not on
/// `board`, [`SolveError::StartOnHole`] or [`SolveError::EndOnHole`] if it is one of its
/// holes.
pub fn tour_exists(
    board: &Board,
    start: Square,
    ends: impl Into<Ends>,
    budget: u64,
) -> Result<Verdict, SolveError> {
    let ends = ends.into();
    on_board(board, start, ends.last())?;
    let Some(end) = ends.last() else {
        return Ok(match decided_from(board, start, ends.kind()) {
            Some(Ok(())) => Verdict::Exists { route: None },
            Some(Err(why)) => Verdict::Impossible(why),
            None => Verdict::searched(search_tour(board, start, ends, budget)?),
        });
    };
    match decided_between(board, start, end) {
        Some(Ok(())) => return Ok(Verdict::Exists { route: None }),
        Some(Err(why)) => return Ok(Verdict::Impossible(why)),
        None => {}
    }
    if let Ok(thin) = crate::thin::ThinBoard::new(board.clone()) {
        return Ok(programme::verdict(thin, start, Some(end)));
    }
    if let Some(route) = crate::construct::build_between(board.clone(), start, end) {
        return Ok(Verdict::Exists { route: Some(route) });
    }
    Ok(Verdict::searched(search_tour(board, start, ends, budget)?))
}
