//! One step of reasoning as data: what it concludes, from which squares and numbers, and
//! an English sentence for it.

use std::fmt;

use crate::board::Board;
use crate::square::Square;
use crate::words::counted;

use super::super::Clue;

/// A placed number and how many moves away another number stands from it in the tour.
///
/// ```
/// use tour_core::{Square, puzzle::{Clue, Reach}};
/// let reach = Reach { clue: Clue::new(Square::new(5, 2), 21), moves: 2 };
/// assert_eq!(reach.moves, 2);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Reach {
    /// The placed number and its square.
    pub clue: Clue,
    /// The moves between it and the number deduced: the difference of the numbers.
    pub moves: u16,
}

/// What a cut-off choice would leave with nowhere to go.
///
/// ```
/// use tour_core::{Board, Square, puzzle::{Deduction, Starved}};
/// let board = Board::new(5, 5)?;
/// let at = |name| Square::parse(name, &board).unwrap();
/// let step = Deduction::CutOff { number: 5, square: at("a5"), starved: Starved::Number(3) };
/// assert_eq!(
///     step.on(&board).to_string(),
///     "5 cannot be on a5: then 3 would have no square it could reach in the right number of moves"
/// );
/// # Ok::<(), tour_core::BoardError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Starved {
    /// An empty square no missing number could reach in the right number of moves.
    Square(Square),
    /// A missing number with no square left within reach.
    Number(u16),
}

/// One deduction: a conclusion a student can check on the board, with the squares and
/// numbers it rests on. Front ends word them; [`Deduction::on`] gives an English
/// sentence.
///
/// [`Level::Easy`](crate::puzzle::Level::Easy) puzzles need only the first two kinds,
/// [`Level::Medium`](crate::puzzle::Level::Medium) ones all but the guesses.
///
/// ```
/// use tour_core::{Board, Square, puzzle::{Clue, Deduction}};
/// let board = Board::CHESS;
/// let at = |name: &str| Square::parse(name, &board).unwrap();
/// let step = Deduction::Between {
///     number: 13,
///     square: at("f4"),
///     before: Clue::new(at("d3"), 12),
///     after: Clue::new(at("g6"), 14),
/// };
/// assert_eq!(
///     step.on(&board).to_string(),
///     "13 must be on f4: it is the only empty square a knight's move from both 12 on d3 and 14 on g6"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Deduction {
    /// `number` goes on `square`: the only empty square a move from both of its tour
    /// neighbours, already placed.
    Between {
        /// The number placed.
        number: u16,
        /// Its square.
        square: Square,
        /// The number before it in the tour, placed.
        before: Clue,
        /// The number after it, placed.
        after: Clue,
    },
    /// The square of `from` has only as many usable neighbours (empty, or holding a
    /// number beside `from`'s in the tour) as it needs, so `number`, missing beside it,
    /// goes on the empty one. An open tour's first and last squares need one neighbour,
    /// every other square two.
    OnlyNeighbour {
        /// The number placed.
        number: u16,
        /// Its square.
        square: Square,
        /// The placed number whose neighbours are fixed.
        from: Clue,
        /// `from`'s other tour neighbour, already placed (none at an open tour's end).
        other: Option<Clue>,
    },
    /// Distance: `number` can stand only on `square`, the one empty square its nearest
    /// placed numbers before and after it can reach in exactly the moves between them,
    /// moving over empty squares (the colour follows from the count), less squares ruled
    /// out earlier.
    OnlySquare {
        /// The number placed.
        number: u16,
        /// Its square.
        square: Square,
        /// The nearest placed number before it (none before an open tour's first clue).
        before: Option<Reach>,
        /// The nearest placed number after it (none after an open tour's last clue).
        after: Option<Reach>,
        /// Whether earlier deductions ruled out squares for it.
        ruled_out: bool,
    },
    /// Distance: `square` can hold only `number`; every other missing number is too far
    /// (in moves over empty squares, with their colour) from its nearest placed numbers,
    /// or was ruled out earlier.
    OnlyNumber {
        /// The square.
        square: Square,
        /// The number it holds.
        number: u16,
        /// Whether earlier deductions ruled out numbers here.
        ruled_out: bool,
    },
    /// The square of `from`, whose two tour neighbours are both missing, has only two
    /// usable neighbours (empty squares that could hold one of them): they hold the two
    /// numbers, in some order, and nothing else.
    Pair {
        /// The placed number.
        from: Clue,
        /// Its two usable neighbours.
        squares: [Square; 2],
        /// The numbers before and after it.
        numbers: [u16; 2],
    },
    /// `number` cannot stand on `square`: that would leave `starved` with nowhere to go.
    CutOff {
        /// The number ruled out.
        number: u16,
        /// The square.
        square: Square,
        /// What would be cut off.
        starved: Starved,
    },
    /// No deduction applies: try `number` on `square`, one of `options` squares left for
    /// it. In a finished chain every guess kept was right.
    Guess {
        /// The number tried.
        number: u16,
        /// The square tried.
        square: Square,
        /// How many squares were left for it.
        options: u16,
    },
    /// A guess that led to a contradiction: `number` is not on `square`.
    Refuted {
        /// The number.
        number: u16,
        /// The square.
        square: Square,
    },
}

/// What a deduction says about the solution.
///
/// ```
/// use tour_core::{Square, puzzle::Conclusion};
/// let solution = [Square::new(0, 0), Square::new(1, 2), Square::new(2, 0)];
/// assert!(Conclusion::Place { square: Square::new(1, 2), number: 2 }.holds(&solution));
/// assert!(!Conclusion::Exclude { square: Square::new(1, 2), number: 2 }.holds(&solution));
/// let pair = Conclusion::Pair { squares: [Square::new(2, 0), Square::new(0, 0)], numbers: [1, 3] };
/// assert!(pair.holds(&solution));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Conclusion {
    /// `number` stands on `square`.
    Place {
        /// The square.
        square: Square,
        /// The number.
        number: u16,
    },
    /// `number` does not stand on `square`.
    Exclude {
        /// The square.
        square: Square,
        /// The number.
        number: u16,
    },
    /// The two squares hold the two numbers, in some order.
    Pair {
        /// The squares.
        squares: [Square; 2],
        /// The numbers.
        numbers: [u16; 2],
    },
}

impl Conclusion {
    /// Whether it is true of `solution` (the squares in tour order).
    #[must_use]
    pub fn holds(&self, solution: &[Square]) -> bool {
        let at = |number: u16| {
            usize::from(number)
                .checked_sub(1)
                .and_then(|index| solution.get(index))
                .copied()
        };
        match *self {
            Self::Place { square, number } => at(number) == Some(square),
            Self::Exclude { square, number } => at(number) != Some(square),
            Self::Pair { squares, numbers } => {
                let held = [at(numbers[0]), at(numbers[1])];
                held == [Some(squares[0]), Some(squares[1])]
                    || held == [Some(squares[1]), Some(squares[0])]
            }
        }
    }
}

impl Deduction {
    /// What it concludes.
    ///
    /// ```
    /// use tour_core::{Square, puzzle::{Conclusion, Deduction}};
    /// let guess = Deduction::Guess { number: 23, square: Square::new(3, 4), options: 3 };
    /// assert_eq!(guess.conclusion(), Conclusion::Place { square: Square::new(3, 4), number: 23 });
    /// ```
    #[must_use]
    pub fn conclusion(&self) -> Conclusion {
        match *self {
            Self::Between { number, square, .. }
            | Self::OnlyNeighbour { number, square, .. }
            | Self::OnlySquare { number, square, .. }
            | Self::OnlyNumber { number, square, .. }
            | Self::Guess { number, square, .. } => Conclusion::Place { square, number },
            Self::CutOff { number, square, .. } | Self::Refuted { number, square } => {
                Conclusion::Exclude { square, number }
            }
            Self::Pair {
                squares, numbers, ..
            } => Conclusion::Pair { squares, numbers },
        }
    }

    /// A stable ID for the kind of deduction, for JSON and front ends' texts:
    /// `between`, `only-neighbour`, `only-square`, `only-number`, `pair`, `cut-off`,
    /// `guess` or `refuted`.
    ///
    /// ```
    /// use tour_core::{Square, puzzle::Deduction};
    /// let refuted = Deduction::Refuted { number: 9, square: Square::new(2, 2) };
    /// assert_eq!(refuted.id(), "refuted");
    /// assert!(refuted.is_guess());
    /// ```
    #[must_use]
    pub const fn id(&self) -> &'static str {
        match self {
            Self::Between { .. } => "between",
            Self::OnlyNeighbour { .. } => "only-neighbour",
            Self::OnlySquare { .. } => "only-square",
            Self::OnlyNumber { .. } => "only-number",
            Self::Pair { .. } => "pair",
            Self::CutOff { .. } => "cut-off",
            Self::Guess { .. } => "guess",
            Self::Refuted { .. } => "refuted",
        }
    }

    /// Whether it is a guess (kept or refuted).
    #[must_use]
    pub const fn is_guess(&self) -> bool {
        matches!(self, Self::Guess { .. } | Self::Refuted { .. })
    }

    /// The deduction in an English sentence, squares named on `board`.
    #[must_use]
    pub fn on<'a>(&'a self, board: &'a Board) -> DeductionText<'a> {
        DeductionText {
            deduction: self,
            board,
        }
    }
}

/// A [`Deduction`] with its board, to print in English (see [`Deduction::on`]).
///
/// ```
/// use tour_core::{Board, Leaper, Square, puzzle::Deduction};
/// let board = Board::new(5, 5)?.with_leaper(Leaper::ZEBRA);
/// let step = Deduction::Guess { number: 7, square: Square::new(0, 4), options: 2 };
/// assert_eq!(step.on(&board).to_string(), "guess: 7 on e5 (one of 2 squares left for it)");
/// # Ok::<(), tour_core::BoardError>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct DeductionText<'a> {
    deduction: &'a Deduction,
    board: &'a Board,
}

impl DeductionText<'_> {
    fn name(&self, square: Square) -> String {
        square.algebraic(self.board)
    }

    fn clue(&self, clue: Clue) -> String {
        format!("{} on {}", clue.number, self.name(clue.square))
    }

    /// "a knight's move", or the board's piece's.
    fn a_move(&self) -> String {
        match self.board.leaper().name() {
            Some(name) => format!("a {name}'s move"),
            None => format!("one {} move", self.board.leaper()),
        }
    }

    fn reaches(&self, before: Option<Reach>, after: Option<Reach>) -> String {
        let moves = |n: u16| counted(n, "move", "moves");
        match (before, after) {
            (Some(b), Some(a)) => format!(
                "in exactly {} from {} and in exactly {} from {}",
                moves(b.moves),
                self.clue(b.clue),
                moves(a.moves),
                self.clue(a.clue)
            ),
            (Some(one), None) | (None, Some(one)) => {
                format!(
                    "in exactly {} from {}",
                    moves(one.moves),
                    self.clue(one.clue)
                )
            }
            (None, None) => "from the placed numbers".to_owned(),
        }
    }
}

impl fmt::Display for DeductionText<'_> {
    // Long: one sentence per kind of deduction, in the enum's order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ruled = |ruled_out: bool| {
            if ruled_out {
                ", apart from those ruled out earlier"
            } else {
                ""
            }
        };
        match *self.deduction {
            Deduction::Between {
                number,
                square,
                before,
                after,
            } => write!(
                f,
                "{number} must be on {}: it is the only empty square {} from both {} and {}",
                self.name(square),
                self.a_move(),
                self.clue(before),
                self.clue(after)
            ),
            Deduction::OnlyNeighbour {
                number,
                square,
                from,
                other,
            } => match other {
                Some(other) => write!(
                    f,
                    "{number} must be on {}: {} has only two usable neighbours (squares {} \
                     away that are empty or hold a number beside {}): {} and {}",
                    self.name(square),
                    self.clue(from),
                    self.a_move(),
                    from.number,
                    self.clue(other),
                    self.name(square)
                ),
                None => write!(
                    f,
                    "{number} must be on {}: {} {} the tour, so it needs one neighbour, and {} \
                     is its only empty square {} away",
                    self.name(square),
                    self.clue(from),
                    if from.number == 1 { "starts" } else { "ends" },
                    self.name(square),
                    self.a_move()
                ),
            },
            Deduction::OnlySquare {
                number,
                square,
                before,
                after,
                ruled_out,
            } => write!(
                f,
                "{number} must be on {}: it is the only empty square reachable {}, passing \
                 only empty squares{}",
                self.name(square),
                self.reaches(before, after),
                ruled(ruled_out)
            ),
            Deduction::OnlyNumber {
                square,
                number,
                ruled_out,
            } => write!(
                f,
                "{} must hold {number}: every other missing number is too far from the \
                 placed numbers before and after it (counting moves over empty squares) to \
                 stand there{}",
                self.name(square),
                ruled(ruled_out)
            ),
            Deduction::Pair {
                from,
                squares,
                numbers,
            } => write!(
                f,
                "{} has only two usable neighbours, {} and {}: they hold {} and {}, in some \
                 order, and nothing else",
                self.clue(from),
                self.name(squares[0]),
                self.name(squares[1]),
                numbers[0],
                numbers[1]
            ),
            Deduction::CutOff {
                number,
                square,
                starved,
            } => match starved {
                Starved::Square(cut) => write!(
                    f,
                    "{number} cannot be on {}: then {} would be cut off, with no missing \
                     number able to reach it in the right number of moves",
                    self.name(square),
                    self.name(cut)
                ),
                Starved::Number(other) => write!(
                    f,
                    "{number} cannot be on {}: then {other} would have no square it could \
                     reach in the right number of moves",
                    self.name(square)
                ),
            },
            Deduction::Guess {
                number,
                square,
                options,
            } => write!(
                f,
                "guess: {number} on {} (one of {options} squares left for it)",
                self.name(square)
            ),
            Deduction::Refuted { number, square } => write!(
                f,
                "{number} is not on {}: guessing it there led to a contradiction",
                self.name(square)
            ),
        }
    }
}
