//! Puzzle mode's state and its reducer: the puzzle on the board and its solution when
//! known, the student's numbers (by walking or by typing), the undo history, the one
//! message said (a refusal, Check's findings, a hint's deductions), hints taken, the
//! clock, and the engine's work under way. The rules are the core's
//! (`tour_core::puzzle::check`, moves, codes), run here; the engine makes puzzles, finds
//! a shared code's solution and deduces hints ([`PuzzleJob`]), and its answers arrive
//! as actions.

use tour_core::puzzle::{Clue, Deduction, Generated, Level, Problem, Puzzle, check};
use tour_core::{Board, Square, TourKind};
use tour_engine::protocol::NoPuzzle;

/// A puzzle on the board, with what is known of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Posed {
    /// The puzzle: board, open or closed, clues.
    pub puzzle: Puzzle,
    /// Its one solution, once known (a made puzzle brings it; a shared code's is
    /// searched for).
    pub solution: Option<Vec<Square>>,
    /// The level and seed it was made from (a shared code says neither).
    pub made: Option<(Level, u64)>,
}

/// Why a click or a typed number was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// `square` holds the clue `clue`; it takes no other number (`number` was asked, or
    /// none when a digit was typed there).
    Clue {
        /// The clue's square.
        square: Square,
        /// The clue.
        clue: u16,
        /// The number the walk wanted there.
        number: Option<u16>,
    },
    /// The walk's next number is `number`, and `square` is not a move from `from`,
    /// where the walk stands.
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

/// Why a shared puzzle cannot be solved as a puzzle should be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotUnique {
    /// No tour agrees with its clues.
    None,
    /// Two or more do.
    Several,
}

/// The one message puzzle mode shows.
#[derive(Clone, Debug, PartialEq)]
pub enum Said {
    /// A click or key was refused.
    Refused(Refusal),
    /// Check found these problems (the first is shown), and, when none, this many of
    /// the student's `placed` numbers differ from the solution.
    Checked {
        /// Rules broken.
        problems: Vec<Problem>,
        /// The student's numbers that are not the solution's, when no rule is broken.
        wrong: usize,
        /// The student's numbers on the board.
        placed: usize,
    },
    /// A hint: the deductions up to the first that places a number (the exclusions
    /// before it are what make it follow), the placing one last.
    Hint(Vec<Deduction>),
    /// No hint: the numbers placed contradict the solution, so fix them first.
    FixFirst,
    /// A shared puzzle has no solution, or more than one.
    NotUnique(NotUnique),
    /// No puzzle was made, and why.
    NoPuzzle(NoPuzzle),
}

/// What the engine is working on for puzzle mode.
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleJob {
    /// A new puzzle, as the command line makes it for the same values.
    Make {
        /// The board.
        board: Board,
        /// Open or closed.
        kind: TourKind,
        /// The level.
        level: Level,
        /// The seed.
        seed: u64,
    },
    /// The solution of the puzzle on the board (opened from its code).
    Solve(Puzzle),
    /// A hint: the next deductions from this position (the clues and the student's
    /// right numbers).
    Deduce(Puzzle),
}

/// Something in puzzle mode.
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleAction {
    /// The level of the next puzzle.
    Level(Level),
    /// Make a new puzzle from `seed` for the board and tour of the settings.
    New {
        /// The seed.
        seed: u64,
    },
    /// A shared puzzle, by its code, at `at_ms` (page milliseconds).
    Open {
        /// The code.
        code: String,
        /// When.
        at_ms: f64,
    },
    /// A digit typed on `square` (`None`: Backspace or Delete) at `at_ms`.
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
    /// Ask for the next deduction.
    Hint,
    /// The solution was shown.
    Reveal,
    /// The engine made a puzzle (or says why it made none), heard at `at_ms`.
    Made {
        /// The puzzle, or why there is none.
        made: Result<Box<Generated>, NoPuzzle>,
        /// When it arrived.
        at_ms: f64,
    },
    /// The engine found the shared puzzle's solution, or that it has not exactly one.
    Solutions(Result<Vec<Square>, NotUnique>),
    /// The engine's deductions for the hint asked (none placing a number: nothing to
    /// build on).
    Deduced(Vec<Deduction>),
    /// The engine's job ended without an answer.
    Lost,
}

/// A state to undo to.
#[derive(Clone, Debug, PartialEq, Default)]
struct Snapshot {
    entries: Vec<Clue>,
    walked: u16,
}

/// A solved puzzle: how long it took, the hints taken, and its level (none for a
/// puzzle opened from its code).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Finished {
    /// Milliseconds from the puzzle's arrival to its last number.
    pub time_ms: u64,
    /// Hints taken.
    pub hints: u32,
    /// Its level.
    pub level: Option<Level>,
}

/// Puzzle mode's state.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleState {
    /// The level new puzzles are made at.
    pub level: Level,
    /// The puzzle on the board.
    pub posed: Option<Posed>,
    /// The student's own numbers.
    pub entries: Vec<Clue>,
    /// How far the walk has come: the numbers `1..=walked` were reached click by click.
    pub walked: u16,
    history: Vec<Snapshot>,
    /// The message shown.
    pub said: Option<Said>,
    /// Hints taken.
    pub hints: u32,
    /// When the puzzle arrived (page milliseconds).
    pub started_ms: f64,
    /// When it was solved.
    pub solved_ms: Option<f64>,
    /// Whether the solution was shown.
    pub revealed: bool,
    /// What the engine is working on.
    pub job: Option<PuzzleJob>,
    /// A hint asked while the engine made or solved the puzzle: it follows.
    pub hint_waiting: bool,
}

impl Default for PuzzleState {
    fn default() -> PuzzleState {
        PuzzleState {
            level: Level::Easy,
            posed: None,
            entries: Vec::new(),
            walked: 0,
            history: Vec::new(),
            said: None,
            hints: 0,
            started_ms: 0.0,
            solved_ms: None,
            revealed: false,
            job: None,
            hint_waiting: false,
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

    /// Every number on the board: each square, its number, and whether it is a clue.
    pub fn numbers(&self) -> Vec<(Square, u16, bool)> {
        let clues = self.puzzle().map_or(&[][..], Puzzle::clues);
        let clues = clues.iter().map(|clue| (clue.square, clue.number, true));
        let entries = self.entries.iter();
        clues
            .chain(entries.map(|entry| (entry.square, entry.number, false)))
            .collect()
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

    /// Whether the engine is making a puzzle or finding a shared one's solution.
    pub fn making(&self) -> bool {
        matches!(self.job, Some(PuzzleJob::Make { .. } | PuzzleJob::Solve(_)))
    }

    /// Whether the engine is making a new puzzle.
    pub fn making_new(&self) -> bool {
        matches!(self.job, Some(PuzzleJob::Make { .. }))
    }

    /// Whether a change can be taken back.
    pub fn can_undo(&self) -> bool {
        !self.history.is_empty() && !self.solved()
    }

    /// The solved puzzle's time, hints and level.
    pub fn finished(&self) -> Option<Finished> {
        let solved_ms = self.solved_ms?;
        Some(Finished {
            // Whole milliseconds of a puzzle's time: never negative.
            time_ms: (solved_ms - self.started_ms).max(0.0).round() as u64,
            hints: self.hints,
            level: self.posed.as_ref()?.made.map(|(level, _)| level),
        })
    }

    /// The squares of the tour as the student filled it in, when every number stands.
    pub fn filled(&self) -> Option<Vec<Square>> {
        let puzzle = self.puzzle()?;
        (1..=puzzle.numbers()).map(|n| self.square_of(n)).collect()
    }

    /// The student's numbers that break no rule and agree with the solution, with the
    /// clues: the position a hint builds on. `None` when a number of the student's
    /// contradicts the solution (or, with no solution known yet, breaks a rule).
    pub fn hint_position(&self) -> Option<Puzzle> {
        let posed = self.posed.as_ref()?;
        let right = |entry: &Clue| match &posed.solution {
            Some(solution) => solution.get(usize::from(entry.number) - 1) == Some(&entry.square),
            None => true,
        };
        if !self.entries.iter().all(right) || !check(&posed.puzzle, &self.as_pairs()).is_empty() {
            return None;
        }
        posed.puzzle.with_clues(self.entries.iter().copied()).ok()
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
            Some(Said::FixFirst | Said::NotUnique(_) | Said::NoPuzzle(_)) | None => Vec::new(),
        }
    }

    /// Applies one action on `board` with the tour `kind` (the settings'); the engine's
    /// work it asks for is [`Self::job`].
    pub fn apply(mut self, action: PuzzleAction, board: &Board, kind: TourKind) -> PuzzleState {
        match action {
            PuzzleAction::Level(level) => self.level = level,
            PuzzleAction::New { seed } => {
                self.hint_waiting = false;
                self.job = Some(PuzzleJob::Make {
                    board: board.clone(),
                    kind,
                    level: self.level,
                    seed,
                });
            }
            PuzzleAction::Open { code, at_ms } => match Puzzle::from_code(&code) {
                Ok(puzzle) => {
                    self = self.posed(puzzle.clone(), None, None, at_ms);
                    self.job = Some(PuzzleJob::Solve(puzzle));
                }
                Err(_) => self.said = Some(Said::NoPuzzle(NoPuzzle::TourNotFound)),
            },
            PuzzleAction::Type {
                square,
                digit,
                at_ms,
            } => self.typed(square, digit, at_ms),
            PuzzleAction::Undo => {
                if !self.solved()
                    && let Some(last) = self.history.pop()
                {
                    self.entries = last.entries;
                    self.walked = last.walked;
                    self.said = None;
                }
            }
            PuzzleAction::Clear => {
                if (!self.entries.is_empty() || self.walked > 0) && !self.solved() {
                    self.remember();
                    self.entries.clear();
                    self.walked = 0;
                }
                self.said = None;
            }
            PuzzleAction::Check => self.said = self.checked(),
            PuzzleAction::Hint => self = self.hint(),
            PuzzleAction::Reveal => self.revealed = self.posed.is_some(),
            PuzzleAction::Made { made, at_ms } => self = self.made(made, at_ms),
            PuzzleAction::Solutions(found) => self = self.found(found),
            PuzzleAction::Deduced(steps) => self = self.deduced(steps),
            PuzzleAction::Lost => {
                self.job = None;
                self.hint_waiting = false;
            }
        }
        self
    }

    /// The engine's new puzzle (or why it made none), heard at `at_ms`.
    fn made(mut self, made: Result<Box<Generated>, NoPuzzle>, at_ms: f64) -> PuzzleState {
        self.job = None;
        match made {
            Ok(made) => {
                let made = *made;
                let level_seed = Some((made.level, made.seed));
                self = self.posed(made.puzzle, Some(made.solution), level_seed, at_ms);
            }
            Err(why) => self.said = Some(Said::NoPuzzle(why)),
        }
        self.waiting_hint()
    }

    /// The shared puzzle's solution, or that it has not exactly one.
    fn found(mut self, found: Result<Vec<Square>, NotUnique>) -> PuzzleState {
        self.job = None;
        match (found, self.posed.as_mut()) {
            (Ok(solution), Some(posed)) => posed.solution = Some(solution),
            (Err(why), _) => self.said = Some(Said::NotUnique(why)),
            (Ok(_), None) => {}
        }
        self.waiting_hint()
    }

    /// A hint's deductions (none placing a number: nothing to build on).
    fn deduced(mut self, steps: Vec<Deduction>) -> PuzzleState {
        self.job = None;
        if self.posed.is_some() && !self.solved() {
            self.hints += 1;
            self.said = Some(if steps.is_empty() {
                Said::FixFirst
            } else {
                Said::Hint(steps)
            });
        }
        self
    }

    /// `puzzle` arriving at `at_ms`, with its solution, level and seed when it was made
    /// here: the student starts afresh on it (the level chosen stays).
    fn posed(
        self,
        puzzle: Puzzle,
        solution: Option<Vec<Square>>,
        made: Option<(Level, u64)>,
        at_ms: f64,
    ) -> PuzzleState {
        PuzzleState {
            level: self.level,
            posed: Some(Posed {
                puzzle,
                solution,
                made,
            }),
            started_ms: at_ms,
            hint_waiting: self.hint_waiting,
            ..PuzzleState::default()
        }
    }

    /// Hint: the engine's search for the next deduction from the clues and the
    /// student's right numbers, or at once the word that the student's numbers must be
    /// fixed first. Asked while the engine makes or solves the puzzle, it follows.
    fn hint(mut self) -> PuzzleState {
        if self.making() {
            self.hint_waiting = true;
            return self;
        }
        if self.posed.is_none() || self.solved() {
            return self;
        }
        match self.hint_position() {
            Some(position) => self.job = Some(PuzzleJob::Deduce(position)),
            None => {
                self.hints += 1;
                self.said = Some(Said::FixFirst);
            }
        }
        self
    }

    /// The hint asked while the engine worked, now that it is done.
    fn waiting_hint(mut self) -> PuzzleState {
        if !std::mem::take(&mut self.hint_waiting) {
            return self;
        }
        self.hint()
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
                number: Some(number),
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

    /// A typed digit (or a clearing key) on `square`: the digit goes after the number
    /// there while it stays in range.
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
                number: None,
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
        *self = std::mem::take(self).finish(at_ms);
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
        let placed = puzzle.clues().len() + self.entries.len();
        let whole = placed == usize::from(puzzle.numbers());
        if whole
            && self
                .filled()
                .is_some_and(|squares| puzzle.is_solution(&squares))
        {
            self.solved_ms = Some(at_ms);
            self.said = None;
            self.job = None;
            self.hint_waiting = false;
        }
        self
    }

    /// What Check says (nothing before a puzzle is posed).
    fn checked(&self) -> Option<Said> {
        let posed = self.posed.as_ref()?;
        let problems = check(&posed.puzzle, &self.as_pairs());
        let wrong = match (&posed.solution, problems.is_empty()) {
            (Some(solution), true) => self
                .entries
                .iter()
                .filter(|entry| solution.get(usize::from(entry.number) - 1) != Some(&entry.square))
                .count(),
            _ => 0,
        };
        Some(Said::Checked {
            problems,
            wrong,
            placed: self.entries.len(),
        })
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
            before.map(|reach| reach.clue.square),
            after.map(|reach| reach.clue.square),
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

    fn six() -> Board {
        Board::new(6, 6).unwrap()
    }

    /// A state after `action` on the 6x6 board.
    fn after(state: PuzzleState, action: PuzzleAction) -> PuzzleState {
        state.apply(action, &six(), TourKind::Open)
    }

    /// A made 6x6 easy puzzle, posed at time 0.
    fn posed() -> (PuzzleState, Vec<Square>) {
        let made = generate_puzzle(&six(), TourKind::Open, Level::Easy, 7).unwrap();
        let solution = made.solution.clone();
        let state = after(PuzzleState::default(), PuzzleAction::New { seed: 7 });
        assert_eq!(
            state.job,
            Some(PuzzleJob::Make {
                board: six(),
                kind: TourKind::Open,
                level: Level::Easy,
                seed: 7
            })
        );
        assert!(state.making());
        let made = PuzzleAction::Made {
            made: Ok(Box::new(made)),
            at_ms: 0.0,
        };
        let state = after(state, made);
        assert_eq!(state.job, None);
        (state, solution)
    }

    /// Types `number` on `square`, digit by digit.
    fn type_number(mut state: PuzzleState, square: Square, number: u16) -> PuzzleState {
        for digit in number.to_string().bytes() {
            let typed = PuzzleAction::Type {
                square,
                digit: Some(digit - b'0'),
                at_ms: 5_000.0,
            };
            state = after(state, typed);
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
        assert_eq!(state.said, None);
        let clues = state.puzzle().unwrap().clues().len();
        assert_eq!(state.entries.len() + clues, solution.len());
        let finished = state.finished().unwrap();
        assert_eq!(finished.time_ms, 35_000);
        assert_eq!(finished.level, Some(Level::Easy));
        assert_eq!(state.filled(), Some(solution));
        assert!(!state.can_undo(), "a solved puzzle stays solved");
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
                number: None
            }))
        );
        assert_eq!(state.outlined(), [clue.square]);
        // Walking: a clue's square for another number is refused too.
        let state = state.choose(solution[0], 0.0);
        if clue.number != 2 {
            let refused = state.clone().choose(clue.square, 0.0);
            assert!(matches!(
                refused.said,
                Some(Said::Refused(Refusal::Clue {
                    number: Some(2),
                    ..
                }))
            ));
            assert_eq!(refused.walked, state.walked);
        }
    }

    #[test]
    fn a_number_too_large_is_refused_and_a_digit_extends_a_number() {
        let (state, solution) = posed();
        let free = solution
            .iter()
            .copied()
            .find(|&square| state.number_at(square).is_none())
            .unwrap();
        let state = type_number(state, free, 3);
        let state = type_number(state, free, 1);
        assert_eq!(state.number_at(free), Some((31, false)));
        // 31 then 9 would be 319: a fresh 9 instead.
        let state = type_number(state, free, 9);
        assert_eq!(state.number_at(free), Some((9, false)));
        let cleared = after(
            state.clone(),
            PuzzleAction::Type {
                square: free,
                digit: None,
                at_ms: 0.0,
            },
        );
        assert_eq!(cleared.number_at(free), None);
        // 3 then 7 would be 37, past the last number: a fresh 7 instead.
        let (state, _) = posed();
        assert_eq!(
            type_number(state, free, 37).number_at(free),
            Some((7, false))
        );
    }

    #[test]
    fn a_square_that_is_not_a_move_is_refused_and_undo_takes_back() {
        let (state, solution) = posed();
        let state = state.choose(solution[0], 0.0);
        assert!(state.can_undo());
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
            Some(Said::Refused(
                Refusal::NotAMove { number: 2, .. } | Refusal::Elsewhere { number: 2, .. }
            ))
        ));
        let undone = after(state, PuzzleAction::Undo);
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
        let checked = after(state, PuzzleAction::Check);
        let Some(Said::Checked { problems, .. }) = &checked.said else {
            panic!("{:?}", checked.said)
        };
        assert!(
            matches!(problems[0], Problem::NotAMove { .. }),
            "{problems:?}"
        );
        assert_eq!(checked.outlined().len(), 2);
        assert!(
            checked.hint_position().is_none(),
            "no hint builds on a broken rule"
        );
        // A hint then says to fix the numbers first, at once.
        let hinted = after(checked, PuzzleAction::Hint);
        assert_eq!(hinted.said, Some(Said::FixFirst));
        assert_eq!((hinted.hints, hinted.job.clone()), (1, None));

        // A right number and a wrong one that break no rule: one is off the solution.
        let (state, solution) = posed();
        let state = state.choose(solution[0], 0.0);
        let checked = after(state, PuzzleAction::Check);
        assert_eq!(
            checked.said,
            Some(Said::Checked {
                problems: Vec::new(),
                wrong: 0,
                placed: 1
            })
        );
    }

    #[test]
    fn clear_keeps_the_clues_and_can_be_undone() {
        let (state, solution) = posed();
        let state = state.choose(solution[0], 0.0);
        let entries = state.entries.clone();
        let cleared = after(state, PuzzleAction::Clear);
        assert!(cleared.entries.is_empty());
        let clue = cleared.puzzle().unwrap().clues()[0].square;
        assert_eq!(cleared.number_at(clue).map(|n| n.1), Some(true));
        assert_eq!(after(cleared, PuzzleAction::Undo).entries, entries);
    }

    #[test]
    fn a_hint_asks_the_engine_for_the_position_and_says_its_deductions() {
        let (state, solution) = posed();
        let state = state.choose(solution[0], 0.0);
        let asked = after(state, PuzzleAction::Hint);
        let Some(PuzzleJob::Deduce(position)) = &asked.job else {
            panic!("{:?}", asked.job)
        };
        assert_eq!(position.number_at(solution[0]), Some(1));
        let step = Deduction::Refuted {
            number: 3,
            square: solution[5],
        };
        let hinted = after(asked.clone(), PuzzleAction::Deduced(vec![step.clone()]));
        assert_eq!(hinted.said, Some(Said::Hint(vec![step])));
        assert_eq!((hinted.hints, hinted.job.clone()), (1, None));
        assert_eq!(hinted.outlined(), [solution[5]]);
        // No deduction placing a number: nothing to build on.
        let none = after(asked, PuzzleAction::Deduced(Vec::new()));
        assert_eq!(none.said, Some(Said::FixFirst));
    }

    #[test]
    fn a_shared_code_is_posed_at_once_and_its_solution_follows_with_a_hint_asked_meanwhile() {
        let (made, solution) = posed();
        let code = made.puzzle().unwrap().code();
        let opened = after(
            PuzzleState::default(),
            PuzzleAction::Open { code, at_ms: 100.0 },
        );
        assert_eq!(opened.puzzle(), made.puzzle());
        assert!(opened.making());
        assert_eq!(opened.started_ms, 100.0);
        let waiting = after(opened, PuzzleAction::Hint);
        assert!(waiting.hint_waiting);
        let found = after(waiting, PuzzleAction::Solutions(Ok(solution.clone())));
        assert_eq!(found.posed.as_ref().unwrap().solution, Some(solution));
        assert!(matches!(found.job, Some(PuzzleJob::Deduce(_))));
        assert!(!found.hint_waiting);

        let several = after(found, PuzzleAction::Solutions(Err(NotUnique::Several)));
        assert_eq!(several.said, Some(Said::NotUnique(NotUnique::Several)));
        let bad = PuzzleAction::Open {
            code: "nonsense".to_owned(),
            at_ms: 0.0,
        };
        let bad = after(PuzzleState::default(), bad);
        assert_eq!(bad.said, Some(Said::NoPuzzle(NoPuzzle::TourNotFound)));
    }

    #[test]
    fn no_puzzle_made_is_said_and_the_level_stays() {
        let state = after(PuzzleState::default(), PuzzleAction::Level(Level::Hard));
        let state = after(state, PuzzleAction::New { seed: 1 });
        let none = PuzzleAction::Made {
            made: Err(NoPuzzle::TourNotFound),
            at_ms: 0.0,
        };
        let state = after(state, none);
        assert_eq!(state.said, Some(Said::NoPuzzle(NoPuzzle::TourNotFound)));
        assert_eq!((state.level, state.job.clone()), (Level::Hard, None));
        let (state, _) = posed();
        let revealed = after(state, PuzzleAction::Reveal);
        assert!(revealed.revealed);
        let lost = after(
            after(revealed, PuzzleAction::New { seed: 2 }),
            PuzzleAction::Lost,
        );
        assert_eq!(lost.job, None);
    }
}
