//! A student's fill-in checked against the rules alone: numbers a move apart in order,
//! each number once, on the board, and the clues kept. Nothing here knows the answer,
//! so a front end can point out what is wrong without giving the solution away.

use std::collections::BTreeMap;

use crate::square::Square;

use super::Puzzle;

/// One rule a fill-in breaks (see [`check`]).
///
/// ```
/// use tour_core::{Board, Square, TourKind, puzzle::{check, Clue, Problem, Puzzle}};
/// let puzzle = Puzzle::new(Board::new(5, 5)?, TourKind::Open, [Clue::new(Square::new(0, 0), 1)])?;
/// let problems = check(&puzzle, &[(Square::new(0, 1), 2)]);
/// assert_eq!(problems, [Problem::NotAMove {
///     number: 2,
///     square: Square::new(0, 1),
///     previous: 1,
///     previous_square: Square::new(0, 0),
/// }]);
/// assert_eq!(problems[0].number(), Some(2));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Problem {
    /// `number` stands on `square`, which is not a move of the board's piece from
    /// `previous_square`, where the number before it stands (a clue or an entry). In a
    /// closed puzzle 1 comes after the last number, so `number` may be 1 and `previous`
    /// the last.
    NotAMove {
        /// The later number.
        number: u16,
        /// Its square.
        square: Square,
        /// The number before it in the tour.
        previous: u16,
        /// That number's square.
        previous_square: Square,
    },
    /// `number` stands on two squares (clues or entries), in board order (row by row
    /// from the top). A number on three squares gives two problems, the first square
    /// paired with each of the others.
    Twice {
        /// The number.
        number: u16,
        /// Two of its squares, in board order.
        squares: [Square; 2],
    },
    /// An entry's `number` is 0 or above `max`, the puzzle's last number.
    OutOfRange {
        /// The number entered.
        number: u16,
        /// Its square.
        square: Square,
        /// The largest number ([`Puzzle::numbers`]).
        max: u16,
    },
    /// An entry on a clue's square, with a number other than the clue's.
    OnClue {
        /// The clue's square.
        square: Square,
        /// The number entered.
        number: u16,
        /// The clue's number.
        clue: u16,
    },
    /// An entry on a square the board does not have: outside the rectangle, or a hole.
    OffBoard {
        /// The square.
        square: Square,
    },
}

impl Problem {
    /// The number the problem is about (the later one for [`Problem::NotAMove`]), `None`
    /// for [`Problem::OffBoard`].
    ///
    /// ```
    /// use tour_core::{Square, puzzle::Problem};
    /// let twice = Problem::Twice { number: 7, squares: [Square::new(0, 0), Square::new(1, 2)] };
    /// assert_eq!(twice.number(), Some(7));
    /// assert_eq!(Problem::OffBoard { square: Square::new(9, 9) }.number(), None);
    /// ```
    #[must_use]
    pub const fn number(&self) -> Option<u16> {
        match *self {
            Self::NotAMove { number, .. }
            | Self::Twice { number, .. }
            | Self::OutOfRange { number, .. }
            | Self::OnClue { number, .. } => Some(number),
            Self::OffBoard { .. } => None,
        }
    }

    /// The square the problem is on (the first of the two for [`Problem::Twice`]; the
    /// later number's for [`Problem::NotAMove`]).
    ///
    /// ```
    /// use tour_core::{Square, puzzle::Problem};
    /// let on_clue = Problem::OnClue { square: Square::new(2, 2), number: 4, clue: 13 };
    /// assert_eq!(on_clue.square(), Square::new(2, 2));
    /// ```
    #[must_use]
    pub const fn square(&self) -> Square {
        match *self {
            Self::NotAMove { square, .. }
            | Self::OutOfRange { square, .. }
            | Self::OnClue { square, .. }
            | Self::OffBoard { square } => square,
            Self::Twice { squares, .. } => squares[0],
        }
    }

    /// The order [`check`] lists problems in: off the board first, then by number, then
    /// by square, then by kind and the remaining fields.
    fn key(&self) -> (bool, u16, Square, u8, Square) {
        let (kind, other) = match *self {
            Self::OffBoard { square } => (0, square),
            Self::OutOfRange { square, .. } => (1, square),
            Self::OnClue { square, .. } => (2, square),
            Self::Twice { squares, .. } => (3, squares[1]),
            Self::NotAMove {
                previous_square, ..
            } => (4, previous_square),
        };
        let number = self.number();
        (
            number.is_some(),
            number.unwrap_or(0),
            self.square(),
            kind,
            other,
        )
    }
}

/// Checks a student's `entries` (squares and the numbers written on them, clues left
/// out) against the rules of `puzzle`, without its solution: every rule the clues and
/// entries together break, in a stable order (off-board entries first, then by number,
/// then by square). An empty list means nothing is wrong so far, not that the fill-in
/// is the solution.
///
/// * An entry on a square the board lacks is [`Problem::OffBoard`], one with a number
///   outside `1..=puzzle.numbers()` [`Problem::OutOfRange`], one on a clue's square
///   [`Problem::OnClue`] unless it repeats the clue; such entries are then left out.
/// * A number on two squares is [`Problem::Twice`].
/// * A number a move of the board's piece away from neither square of the number before
///   it is [`Problem::NotAMove`] (each pair of squares, if either is given twice); in a
///   closed puzzle, 1 must also be a move from the last number.
///
/// A square listed in `entries` more than once keeps its last number, as a square the
/// student wrote over does. Any input is checked: nothing panics.
///
/// ```
/// use tour_core::{Board, Square, TourKind, puzzle::{check, Clue, Problem, Puzzle}};
/// let board = Board::new(5, 5)?;
/// let at = |name: &str| Square::parse(name, &board).unwrap();
/// let puzzle = Puzzle::new(board.clone(), TourKind::Open, [Clue::new(at("a5"), 1), Clue::new(at("e5"), 3)])?;
/// // 2 between a5 and e5: c4 is a knight's move from both.
/// assert!(check(&puzzle, &[(at("c4"), 2)]).is_empty());
/// // 3 again, on a square of its own; 26 is past the last number; a5 holds 1.
/// let problems = check(&puzzle, &[(at("c4"), 3), (at("b3"), 26), (at("a5"), 5)]);
/// assert_eq!(problems, [
///     Problem::Twice { number: 3, squares: [at("e5"), at("c4")] },
///     Problem::OnClue { square: at("a5"), number: 5, clue: 1 },
///     Problem::OutOfRange { number: 26, square: at("b3"), max: 25 },
/// ]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn check(puzzle: &Puzzle, entries: &[(Square, u16)]) -> Vec<Problem> {
    let board = puzzle.board();
    let max = puzzle.numbers();
    let mut problems = Vec::new();
    // Each number's squares, clues and entries alike.
    let mut at: Vec<Vec<Square>> = vec![Vec::new(); usize::from(max) + 1];
    for clue in puzzle.clues() {
        if let Some(squares) = at.get_mut(usize::from(clue.number)) {
            squares.push(clue.square);
        }
    }
    let last: BTreeMap<Square, u16> = entries.iter().copied().collect();
    for (square, number) in last {
        if !board.contains(square) {
            problems.push(Problem::OffBoard { square });
        } else if number == 0 || number > max {
            problems.push(Problem::OutOfRange {
                number,
                square,
                max,
            });
        } else if let Some(clue) = puzzle.number_at(square) {
            if clue != number {
                problems.push(Problem::OnClue {
                    square,
                    number,
                    clue,
                });
            }
        } else {
            at[usize::from(number)].push(square);
        }
    }
    for (number, squares) in (0..=max).zip(&mut at) {
        squares.sort();
        if let Some((&first, others)) = squares.split_first() {
            for &other in others {
                problems.push(Problem::Twice {
                    number,
                    squares: [first, other],
                });
            }
        }
    }
    let mut pairs: Vec<(u16, u16)> = (2..=max).map(|number| (number - 1, number)).collect();
    if puzzle.is_closed() && max >= 2 {
        pairs.push((max, 1));
    }
    for (previous, number) in pairs {
        for &square in &at[usize::from(number)] {
            for &previous_square in &at[usize::from(previous)] {
                if !board.is_move(previous_square, square) {
                    problems.push(Problem::NotAMove {
                        number,
                        square,
                        previous,
                        previous_square,
                    });
                }
            }
        }
    }
    problems.sort_by_key(Problem::key);
    problems
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::leaper::Leaper;
    use crate::puzzle::{Clue, Level, generate_puzzle};
    use crate::route::TourKind;
    use proptest::prelude::*;

    use crate::puzzle::fixtures::five_by_five as tour;

    fn puzzle(kind: TourKind, numbers: &[u16]) -> Puzzle {
        let tour = tour();
        let clues = numbers
            .iter()
            .map(|&n| Clue::new(tour[usize::from(n) - 1], n));
        Puzzle::new(Board::new(5, 5).expect("a board"), kind, clues).expect("a puzzle")
    }

    #[test]
    fn the_solution_breaks_no_rule() {
        let puzzle = puzzle(TourKind::Open, &[1, 13, 25]);
        let entries: Vec<(Square, u16)> = tour().into_iter().zip(1..).collect();
        assert_eq!(check(&puzzle, &entries), []);
        assert_eq!(check(&puzzle, &[]), []);
    }

    #[test]
    fn off_board_holes_and_out_of_range_entries_are_named_and_left_out() {
        let board = Board::new(5, 5)
            .and_then(|board| board.with_holes([Square::new(4, 4)]))
            .expect("a board");
        let puzzle = Puzzle::new(board, TourKind::Open, [Clue::new(Square::new(0, 0), 1)])
            .expect("a puzzle");
        let entries = [
            (Square::new(4, 4), 2),
            (Square::new(7, 0), 2),
            (Square::new(u16::MAX, u16::MAX), u16::MAX),
            (Square::new(1, 1), 0),
            (Square::new(1, 2), 25),
        ];
        assert_eq!(
            check(&puzzle, &entries),
            [
                Problem::OffBoard {
                    square: Square::new(4, 4)
                },
                Problem::OffBoard {
                    square: Square::new(7, 0)
                },
                Problem::OffBoard {
                    square: Square::new(u16::MAX, u16::MAX)
                },
                Problem::OutOfRange {
                    number: 0,
                    square: Square::new(1, 1),
                    max: 24
                },
                Problem::OutOfRange {
                    number: 25,
                    square: Square::new(1, 2),
                    max: 24
                },
            ]
        );
    }

    #[test]
    fn a_square_written_over_keeps_its_last_number() {
        let puzzle = puzzle(TourKind::Open, &[1]);
        let tour = tour();
        assert_eq!(check(&puzzle, &[(tour[1], 7), (tour[1], 2)]), []);
        assert_eq!(check(&puzzle, &[(tour[0], 1)]), [], "a clue repeated");
    }

    #[test]
    fn a_closed_puzzle_needs_one_a_move_after_the_last() {
        let tour = tour();
        // The tour ends on c3, no knight's move from a5.
        let open = puzzle(TourKind::Open, &[1, 25]);
        assert_eq!(check(&open, &[]), []);
        let closed = puzzle(TourKind::Closed, &[1, 25]);
        assert_eq!(
            check(&closed, &[]),
            [Problem::NotAMove {
                number: 1,
                square: tour[0],
                previous: 25,
                previous_square: tour[24],
            }]
        );
    }

    #[test]
    fn numbers_on_several_squares_are_each_checked() {
        let puzzle = puzzle(TourKind::Open, &[1]);
        let tour = tour();
        // 2 on its square, on a square a move from a5 (b3) and on one that is not (e1).
        let (b3, e1) = (Square::new(2, 1), Square::new(4, 4));
        let problems = check(&puzzle, &[(tour[1], 2), (b3, 2), (e1, 2)]);
        assert_eq!(
            problems,
            [
                Problem::Twice {
                    number: 2,
                    squares: [tour[1], b3]
                },
                Problem::Twice {
                    number: 2,
                    squares: [tour[1], e1]
                },
                Problem::NotAMove {
                    number: 2,
                    square: e1,
                    previous: 1,
                    previous_square: tour[0]
                },
            ]
        );
    }

    #[test]
    fn the_board_s_piece_decides_what_a_move_is() {
        let board = Board::new(5, 5)
            .expect("a board")
            .with_leaper(Leaper::new(1, 3).expect("the camel"));
        let puzzle = Puzzle::new(board, TourKind::Open, [Clue::new(Square::new(0, 0), 1)])
            .expect("a puzzle");
        assert_eq!(check(&puzzle, &[(Square::new(1, 3), 2)]), []);
        assert_eq!(check(&puzzle, &[(Square::new(1, 2), 2)]).len(), 1);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// A generated puzzle's solution, and any part of it (clues repeated or not),
        /// breaks no rule.
        #[test]
        fn entries_from_the_solution_never_give_problems(
            seed in 0..1_000u64,
            closed in any::<bool>(),
            keep in prop::collection::vec(any::<bool>(), 36),
        ) {
            let board = Board::new(6, 6).expect("a board");
            let made = generate_puzzle(&board, TourKind::closed(closed), Level::Easy, seed);
            let made = made.expect("6 x 6 has open and closed tours");
            let all: Vec<(Square, u16)> = made.solution.iter().copied().zip(1..).collect();
            prop_assert_eq!(check(&made.puzzle, &all), []);
            let some: Vec<(Square, u16)> = all
                .iter()
                .zip(&keep)
                .filter(|&(_, &kept)| kept)
                .map(|(&entry, _)| entry)
                .collect();
            prop_assert_eq!(check(&made.puzzle, &some), []);
        }

        /// Whatever the entries, the check answers, each problem once, in its order.
        #[test]
        fn any_entries_are_checked_without_panicking(
            entries in prop::collection::vec((0..8u16, 0..8u16, 0..40u16), 0..40),
            closed in any::<bool>(),
        ) {
            let puzzle = puzzle(TourKind::closed(closed), &[1, 9, 17]);
            let entries: Vec<(Square, u16)> = entries
                .into_iter()
                .map(|(row, col, number)| (Square::new(row, col), number))
                .collect();
            let problems = check(&puzzle, &entries);
            let keys: Vec<_> = problems.iter().map(Problem::key).collect();
            prop_assert!(keys.windows(2).all(|pair| pair[0] < pair[1]));
        }
    }
}
