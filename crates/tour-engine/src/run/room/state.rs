//! The room's state: the puzzle on the board, the student's numbers (by walking or by
//! typing), the one message said, hints and clock, and the rules that change it. Pure
//! state; the room's job ([`super::RoomRun`]) makes puzzles, finds solutions and hints.

use crate::protocol::NoPuzzle;
use tour_core::Square;
use tour_core::puzzle::{Clue, Deduction, Level, Problem, Puzzle, check};

/// A puzzle on the board, with what is known of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Posed {
    /// The puzzle: board, open or closed, clues.
    pub puzzle: Puzzle,
    /// Its one solution, once known (a made puzzle brings it; a shared code's is
    /// searched for).
    pub solution: Option<Vec<Square>>,
    /// The level it was made at (a shared code does not say).
    pub level: Option<Level>,
    /// The seed it was made from (a shared code does not say).
    pub seed: Option<u64>,
}

/// Why a click or a typed number was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// `square` holds the clue `clue`; it takes no other number (`number` was asked).
    Clue {
        /// The clue's square.
        square: Square,
        /// The clue.
        clue: u16,
        /// The number the student wanted there.
        number: u16,
    },
    /// The walk's next number is `number`, and `square` is not a knight's move from
    /// `from`, where the walk stands.
    NotAMove {
        /// The number wanted.
        number: u16,
        /// The square clicked.
        square: Square,
        /// The walk's square.
        from: Square,
    },
    /// The walk's next number, `number`, already stands on `on`: click that square.
    Elsewhere {
        /// The number.
        number: u16,
        /// Its square.
        on: Square,
    },
    /// `square` already holds the student's `held`.
    Taken {
        /// The square.
        square: Square,
        /// Its number.
        held: u16,
    },
    /// Numbers go from 1 to `max`.
    TooLarge {
        /// The number typed.
        number: u16,
        /// The last number.
        max: u16,
    },
}

impl Refusal {
    /// The square the refusal is about.
    pub fn square(self) -> Option<Square> {
        match self {
            Refusal::Clue { square, .. }
            | Refusal::NotAMove { square, .. }
            | Refusal::Taken { square, .. } => Some(square),
            Refusal::Elsewhere { on, .. } => Some(on),
            Refusal::TooLarge { .. } => None,
        }
    }
}

/// The one message puzzle mode shows.
#[derive(Clone, Debug, PartialEq)]
pub enum Said {
    /// A click or key was refused.
    Refused(Refusal),
    /// Check found these problems (first shown), and this many numbers that break no
    /// rule but differ from the solution.
    Checked {
        /// Rules broken.
        problems: Vec<Problem>,
        /// The student's numbers that are not the solution's, when no rule is broken.
        wrong: usize,
        /// The student's numbers on the board.
        placed: usize,
    },
    /// A hint: the deductions up to the first that places a number (the exclusions
    /// before it are what make it follow), last the placing one.
    Hint(Vec<Deduction>),
    /// No hint: the numbers placed already contradict the solution, so fix them first.
    FixFirst,
    /// The puzzle is solved.
    Solved,
    /// A shared puzzle has no solution, or more than one.
    NotUnique(NotUnique),
    /// No puzzle was made, and why.
    NoPuzzle(NoPuzzle),
}

/// Why a shared puzzle cannot be solved as a puzzle should be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotUnique {
    /// No tour agrees with its clues.
    None,
    /// Two or more do.
    Several,
}

/// Something in puzzle mode.
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleAction {
    /// The engine made no puzzle, and why.
    NoPuzzle(NoPuzzle),
    /// A puzzle to solve arrived (made, or opened from a code), at `at_ms`.
    Posed(Box<Posed>, f64),
    /// A shared puzzle's solution was searched for.
    Solutions(Result<Vec<Square>, NotUnique>),
    /// A typed digit on `square` (`None`: Backspace or Delete) at `at_ms`.
    Type {
        /// The square.
        square: Square,
        /// The digit, or none to clear.
        digit: Option<u8>,
        /// When, in page milliseconds.
        at_ms: f64,
    },
    /// Take back the last change.
    Undo,
    /// Remove every number of the student's.
    Clear,
    /// Check the numbers against the rules.
    Check,
    /// The engine's next deduction (none: the position is complete or contradicts).
    Deduced(Option<Vec<Deduction>>),
    /// The solution was shown.
    Revealed,
}

/// A snapshot to undo to.
#[derive(Clone, Debug, PartialEq, Default)]
pub(super) struct Snapshot {
    pub(super) entries: Vec<Clue>,
    pub(super) walked: u16,
}

/// Puzzle mode's state.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleState {
    /// The puzzle on the board.
    pub posed: Option<Posed>,
    /// The student's own numbers.
    pub entries: Vec<Clue>,
    /// How far the walk has come: the numbers `1..=walked` were reached click by click.
    pub walked: u16,
    pub(super) history: Vec<Snapshot>,
    /// The message shown.
    pub said: Option<Said>,
    /// Hints taken.
    pub hints: u32,
    /// When the puzzle arrived, and when it was solved (page milliseconds).
    pub started_ms: f64,
    /// When it was solved.
    pub solved_ms: Option<f64>,
    /// Whether the solution was shown.
    pub revealed: bool,
}

impl Default for PuzzleState {
    fn default() -> PuzzleState {
        PuzzleState {
            posed: None,
            entries: Vec::new(),
            walked: 0,
            history: Vec::new(),
            said: None,
            hints: 0,
            started_ms: 0.0,
            solved_ms: None,
            revealed: false,
        }
    }
}

impl PuzzleState {
    /// The puzzle shown, if any.
    pub fn puzzle(&self) -> Option<&Puzzle> {
        self.posed.as_ref().map(|posed| &posed.puzzle)
    }

    /// The number on `square` and whether it is a clue.
    pub fn number_at(&self, square: Square) -> Option<(u16, bool)> {
        let puzzle = self.puzzle()?;
        if let Some(clue) = puzzle.number_at(square) {
            return Some((clue, true));
        }
        let entry = self.entries.iter().find(|entry| entry.square == square)?;
        Some((entry.number, false))
    }

    /// The square holding `number`, a clue's or the student's (the first, if typed twice).
    pub fn square_of(&self, number: u16) -> Option<Square> {
        let puzzle = self.puzzle()?;
        puzzle
            .clues()
            .iter()
            .chain(&self.entries)
            .find(|clue| clue.number == number)
            .map(|clue| clue.square)
    }

    /// The number the walk places next.
    pub fn next(&self) -> u16 {
        self.walked + 1
    }

    /// Whether the puzzle is solved.
    pub fn solved(&self) -> bool {
        self.solved_ms.is_some()
    }

    /// The student's numbers that break no rule and agree with the solution, with the
    /// clues: what a hint may build on. `None` when a number of the student's contradicts
    /// the solution (or, with no solution known yet, breaks a rule).
    pub fn hint_clues(&self) -> Option<Vec<Clue>> {
        let posed = self.posed.as_ref()?;
        let right = |entry: &Clue| match &posed.solution {
            Some(solution) => solution.get(usize::from(entry.number) - 1) == Some(&entry.square),
            None => true,
        };
        if !self.entries.iter().all(right) || !check(&posed.puzzle, &self.as_pairs()).is_empty() {
            return None;
        }
        let mut clues = posed.puzzle.clues().to_vec();
        clues.extend(self.entries.iter().copied());
        Some(clues)
    }

    /// The student's numbers as the core's checker takes them.
    fn as_pairs(&self) -> Vec<(Square, u16)> {
        self.entries
            .iter()
            .map(|entry| (entry.square, entry.number))
            .collect()
    }

    /// The squares the message points at: a hint's, a problem's, a refusal's.
    pub fn outlined(&self) -> Vec<Square> {
        match &self.said {
            Some(Said::Hint(steps)) => steps.last().map(deduction_squares).unwrap_or_default(),
            Some(Said::Checked { problems, .. }) => {
                problems.first().map(problem_squares).unwrap_or_default()
            }
            Some(Said::Refused(refusal)) => refusal.square().into_iter().collect(),
            _ => Vec::new(),
        }
    }

    /// Applies one action at `at_ms` (page milliseconds).
    pub fn apply(mut self, action: PuzzleAction) -> PuzzleState {
        match action {
            PuzzleAction::Posed(posed, at_ms) => {
                self = PuzzleState {
                    posed: Some(*posed),
                    started_ms: at_ms,
                    ..PuzzleState::default()
                };
            }
            PuzzleAction::Solutions(found) => match (found, self.posed.as_mut()) {
                (Ok(solution), Some(posed)) => posed.solution = Some(solution),
                (Err(why), _) => self.said = Some(Said::NotUnique(why)),
                (Ok(_), None) => {}
            },
            PuzzleAction::Type {
                square,
                digit,
                at_ms,
            } => self.typed(square, digit, at_ms),
            PuzzleAction::Undo => {
                if let Some(last) = self.history.pop() {
                    self.entries = last.entries;
                    self.walked = last.walked;
                    self.said = None;
                }
            }
            PuzzleAction::Clear => {
                if !self.entries.is_empty() || self.walked > 0 {
                    self.remember();
                    self.entries.clear();
                    self.walked = 0;
                }
                self.said = None;
            }
            PuzzleAction::Check => self.said = Some(self.checked()),
            PuzzleAction::Deduced(deduction) => {
                self.hints += 1;
                self.said = Some(match deduction {
                    Some(steps) if !steps.is_empty() => Said::Hint(steps),
                    _ => Said::FixFirst,
                });
            }
            PuzzleAction::Revealed => self.revealed = true,
            PuzzleAction::NoPuzzle(why) => self.said = Some(Said::NoPuzzle(why)),
        }
        self
    }

    /// A click on `square` at `at_ms`: the walk's next number goes there, or passes
    /// through the clue or number already there; anything else is refused with why.
    pub fn choose(mut self, square: Square, at_ms: f64) -> PuzzleState {
        let Some(puzzle) = self.puzzle() else {
            return self;
        };
        if self.solved() || !puzzle.board().contains(square) {
            return self;
        }
        let number = self.next();
        let from = self
            .walked
            .checked_sub(1)
            .and_then(|_| self.square_of(self.walked));
        let refusal = match (self.number_at(square), self.square_of(number)) {
            (Some((held, _)), _) if held == number => None,
            (Some((clue, true)), _) => Some(Refusal::Clue {
                square,
                clue,
                number,
            }),
            (Some((held, false)), _) => Some(Refusal::Taken { square, held }),
            (None, Some(on)) => Some(Refusal::Elsewhere { number, on }),
            (None, None) => None,
        };
        let refusal = refusal.or_else(|| {
            let from = from?;
            (!puzzle.board().is_move(from, square)).then_some(Refusal::NotAMove {
                number,
                square,
                from,
            })
        });
        if let Some(refusal) = refusal {
            self.said = Some(Said::Refused(refusal));
            return self;
        }
        self.remember();
        if self.number_at(square).is_none() {
            self.entries.push(Clue::new(square, number));
        }
        self.walked = number;
        self.said = None;
        self.finish(at_ms)
    }

    /// A typed digit (or a clearing key) on `square`.
    fn typed(&mut self, square: Square, digit: Option<u8>, at_ms: f64) {
        let Some(puzzle) = self.puzzle() else {
            return;
        };
        if self.solved() || !puzzle.board().contains(square) || puzzle.board().is_hole(square) {
            return;
        }
        let max = puzzle.numbers();
        let held = self.number_at(square);
        if let Some((clue, true)) = held {
            // A digit typed is not yet the number meant: the refusal names the clue alone.
            self.said = Some(Said::Refused(Refusal::Clue {
                square,
                clue,
                number: 0,
            }));
            return;
        }
        let old = held.map(|(number, _)| number);
        let new = match (digit, old) {
            (None, _) => None,
            (Some(digit), Some(old)) if old * 10 + u16::from(digit) <= max => {
                Some(old * 10 + u16::from(digit))
            }
            (Some(0), _) => None,
            (Some(digit), _) => Some(u16::from(digit)),
        };
        if new == old {
            return;
        }
        if let Some(number) = new.filter(|&number| number > max) {
            self.said = Some(Said::Refused(Refusal::TooLarge { number, max }));
            return;
        }
        self.remember();
        self.entries.retain(|entry| entry.square != square);
        if let Some(number) = new {
            self.entries.push(Clue::new(square, number));
        }
        // The walk keeps only the numbers still standing where it put them.
        self.walked = (1..=self.walked)
            .take_while(|&number| self.square_of(number).is_some())
            .last()
            .unwrap_or(0);
        self.said = None;
        let done = std::mem::take(self).finish(at_ms);
        *self = done;
    }

    fn remember(&mut self) {
        self.history.push(Snapshot {
            entries: self.entries.clone(),
            walked: self.walked,
        });
    }

    /// Marks the puzzle solved at `at_ms` when every number stands and they make the
    /// tour (the core's validator decides).
    fn finish(mut self, at_ms: f64) -> PuzzleState {
        let Some(puzzle) = self.puzzle() else {
            return self;
        };
        let max = puzzle.numbers();
        let squares: Option<Vec<Square>> = (1..=max).map(|n| self.square_of(n)).collect();
        let placed = puzzle.clues().len() + self.entries.len();
        if placed == usize::from(max) && squares.is_some_and(|squares| puzzle.is_solution(&squares))
        {
            self.solved_ms = Some(at_ms);
            self.said = Some(Said::Solved);
        }
        self
    }

    /// What Check says.
    fn checked(&self) -> Said {
        let Some(posed) = &self.posed else {
            return Said::Checked {
                problems: Vec::new(),
                wrong: 0,
                placed: 0,
            };
        };
        let problems = check(&posed.puzzle, &self.as_pairs());
        let wrong = match (&posed.solution, problems.is_empty()) {
            (Some(solution), true) => self
                .entries
                .iter()
                .filter(|entry| solution.get(usize::from(entry.number) - 1) != Some(&entry.square))
                .count(),
            _ => 0,
        };
        Said::Checked {
            problems,
            wrong,
            placed: self.entries.len(),
        }
    }
}

/// The squares a deduction uses.
pub fn deduction_squares(deduction: &Deduction) -> Vec<Square> {
    let clue = |clue: &Clue| clue.square;
    match deduction {
        Deduction::Between {
            square,
            before,
            after,
            ..
        } => vec![*square, before.square, after.square],
        Deduction::OnlyNeighbour {
            square,
            from,
            other,
            ..
        } => [Some(*square), Some(from.square), other.as_ref().map(clue)]
            .into_iter()
            .flatten()
            .collect(),
        Deduction::OnlySquare {
            square,
            before,
            after,
            ..
        } => [
            Some(*square),
            before.map(|r| r.clue.square),
            after.map(|r| r.clue.square),
        ]
        .into_iter()
        .flatten()
        .collect(),
        Deduction::Pair { from, squares, .. } => vec![from.square, squares[0], squares[1]],
        Deduction::OnlyNumber { square, .. }
        | Deduction::CutOff { square, .. }
        | Deduction::Guess { square, .. }
        | Deduction::Refuted { square, .. } => vec![*square],
    }
}

/// The squares a problem names.
pub fn problem_squares(problem: &Problem) -> Vec<Square> {
    match *problem {
        Problem::NotAMove {
            square,
            previous_square,
            ..
        } => vec![previous_square, square],
        Problem::Twice { squares, .. } => squares.to_vec(),
        Problem::OutOfRange { square, .. }
        | Problem::OnClue { square, .. }
        | Problem::OffBoard { square } => vec![square],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tour_core::puzzle::generate_puzzle;
    use tour_core::{Board, TourKind};

    /// A made 6x6 easy puzzle, posed at time 0.
    fn posed() -> (PuzzleState, Vec<Square>) {
        let made =
            generate_puzzle(&Board::new(6, 6).unwrap(), TourKind::Open, Level::Easy, 7).unwrap();
        let solution = made.solution.clone();
        let state = PuzzleState::default().apply(PuzzleAction::Posed(
            Box::new(Posed {
                puzzle: made.puzzle,
                solution: Some(made.solution),
                level: Some(made.level),
                seed: Some(7),
            }),
            0.0,
        ));
        (state, solution)
    }

    /// Types `number` on `square`, digit by digit.
    fn type_number(mut state: PuzzleState, square: Square, number: u16) -> PuzzleState {
        for digit in number.to_string().bytes() {
            state = state.apply(PuzzleAction::Type {
                square,
                digit: Some(digit - b'0'),
                at_ms: 5_000.0,
            });
        }
        state
    }

    #[test]
    fn walking_the_solution_solves_it_passing_through_the_clues() {
        let (mut state, solution) = posed();
        for (i, &square) in solution.iter().enumerate() {
            state = state.choose(square, 1_000.0 * i as f64);
            assert_eq!(state.walked as usize, i + 1, "{:?}", state.said);
        }
        assert!(state.solved());
        assert_eq!(state.said, Some(Said::Solved));
        let clues = state.puzzle().unwrap().clues().len();
        assert_eq!(state.entries.len() + clues, solution.len());
    }

    #[test]
    fn typing_the_solution_in_any_order_solves_it() {
        let (mut state, solution) = posed();
        for (i, &square) in solution.iter().enumerate().rev() {
            if state.number_at(square).is_none() {
                state = type_number(state, square, i as u16 + 1);
            }
        }
        assert!(state.solved(), "{:?}", state.said);
        assert_eq!(state.solved_ms, Some(5_000.0));
    }

    #[test]
    fn a_clue_takes_only_its_own_number_and_says_why() {
        let (state, solution) = posed();
        let clue = state.puzzle().unwrap().clues()[1];
        let state = type_number(state, clue.square, 3);
        assert_eq!(
            state.said,
            Some(Said::Refused(Refusal::Clue {
                square: clue.square,
                clue: clue.number,
                number: 0
            }))
        );
        // Walking: a clue's square for another number is refused too.
        let first = solution[0];
        let state = state.choose(first, 0.0);
        if clue.number != 2 {
            let refused = state.clone().choose(clue.square, 0.0);
            assert!(matches!(
                refused.said,
                Some(Said::Refused(Refusal::Clue { .. }))
            ));
            assert_eq!(refused.walked, state.walked);
        }
    }

    #[test]
    fn a_square_that_is_not_a_move_is_refused_and_undo_takes_back() {
        let (state, solution) = posed();
        let state = state.choose(solution[0], 0.0);
        let board = state.puzzle().unwrap().board().clone();
        let far = board
            .squares()
            .find(|&square| {
                !board.is_move(solution[0], square)
                    && square != solution[0]
                    && state.number_at(square).is_none()
            })
            .unwrap();
        let refused = state.clone().choose(far, 0.0);
        assert!(matches!(
            refused.said,
            Some(Said::Refused(Refusal::NotAMove { number: 2, .. }))
                | Some(Said::Refused(Refusal::Elsewhere { number: 2, .. }))
        ));
        let undone = state.apply(PuzzleAction::Undo);
        assert_eq!(undone.walked, 0);
        assert!(undone.entries.is_empty());
    }

    #[test]
    fn check_names_a_broken_rule_and_counts_numbers_off_the_solution() {
        let (state, solution) = posed();
        let puzzle = state.puzzle().unwrap().clone();
        // Two free squares that are not a move apart, numbered as neighbours.
        let free: Vec<Square> = solution
            .iter()
            .copied()
            .filter(|&square| puzzle.number_at(square).is_none())
            .collect();
        let (a, b) = free
            .iter()
            .flat_map(|&a| free.iter().map(move |&b| (a, b)))
            .find(|&(a, b)| a != b && !puzzle.board().is_move(a, b))
            .unwrap();
        let missing = (1..=puzzle.numbers())
            .find(|&n| {
                n < puzzle.numbers()
                    && puzzle
                        .clues()
                        .iter()
                        .all(|clue| clue.number != n && clue.number != n + 1)
            })
            .unwrap();
        let state = type_number(type_number(state, a, missing), b, missing + 1);
        let checked = state.apply(PuzzleAction::Check);
        let Some(Said::Checked { problems, .. }) = &checked.said else {
            panic!("{:?}", checked.said)
        };
        assert!(
            matches!(problems[0], Problem::NotAMove { .. }),
            "{problems:?}"
        );
        assert!(
            checked.hint_clues().is_none(),
            "no hint builds on a broken rule"
        );
    }

    #[test]
    fn clear_keeps_the_clues_and_can_be_undone() {
        let (state, solution) = posed();
        let state = state.choose(solution[0], 0.0);
        let entries = state.entries.clone();
        let cleared = state.apply(PuzzleAction::Clear);
        assert!(cleared.entries.is_empty());
        assert_eq!(
            cleared
                .number_at(cleared.puzzle().unwrap().clues()[0].square)
                .map(|n| n.1),
            Some(true)
        );
        assert_eq!(cleared.apply(PuzzleAction::Undo).entries, entries);
    }
}
