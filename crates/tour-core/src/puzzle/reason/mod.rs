//! Solving the way a person does: one named deduction at a time, guessing only where
//! deduction stops.

mod deduction;
mod rules;

use std::collections::VecDeque;

use crate::progress::Progress;
use crate::square::Square;

use super::bits::Bits;
use super::cells::Cells;
use super::grid::{Contradiction, Grid};
use super::{Level, Puzzle};

pub use deduction::{Conclusion, Deduction, DeductionText, Reach, Starved};

/// How a reasoning ended.
///
/// ```
/// use tour_core::{Board, Square, TourKind, puzzle::{Clue, Level, Puzzle, Reasoner, ReasoningEnd}};
/// // One clue leaves the easy deductions nothing to go on.
/// let puzzle = Puzzle::new(Board::new(5, 5)?, TourKind::Open, [Clue::new(Square::new(2, 2), 13)])?;
/// let end = Reasoner::new(&puzzle, Level::Easy).run().end;
/// assert_eq!(end, ReasoningEnd::Stuck);
/// assert!(!end.is_solved());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReasoningEnd {
    /// Every number placed: the squares in tour order.
    Solved(Vec<Square>),
    /// No deduction of the level applies, and the level allows no guess.
    Stuck,
    /// The clues contradict each other: no solution.
    NoSolution,
}

impl ReasoningEnd {
    /// Whether the reasoning reached the solution.
    #[must_use]
    pub fn is_solved(&self) -> bool {
        matches!(self, Self::Solved(_))
    }
}

/// A finished reasoning: the chain of deductions and how it ended.
///
/// ```
/// use tour_core::{Board, Square, TourKind, puzzle::{Clue, Level, Puzzle, Reasoner, ReasoningEnd}};
/// let tour = [(0, 0), (1, 2), (0, 4), (2, 3), (4, 4), (3, 2), (4, 0), (2, 1), (0, 2), (1, 4),
///     (3, 3), (4, 1), (2, 0), (0, 1), (1, 3), (3, 4), (4, 2), (3, 0), (1, 1), (0, 3), (2, 4),
///     (4, 3), (3, 1), (1, 0), (2, 2)].map(|(r, c)| Square::new(r, c));
/// // Every other number given: each missing one lies between two placed neighbours.
/// let clues = tour.iter().zip(1..).filter(|(_, n)| n % 2 == 1).map(|(&s, n)| Clue::new(s, n));
/// let puzzle = Puzzle::new(Board::new(5, 5)?, TourKind::Open, clues)?;
/// let reasoning = Reasoner::new(&puzzle, Level::Easy).run();
/// assert_eq!(reasoning.end, ReasoningEnd::Solved(tour.to_vec()));
/// assert_eq!(reasoning.guesses, 0);
/// assert_eq!(reasoning.deductions.len(), 12);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reasoning {
    /// The deductions in order. A guess that failed is left out with what followed it,
    /// replaced by its [`Deduction::Refuted`]; so on a puzzle with one solution every
    /// deduction in the chain is true of it.
    pub deductions: Vec<Deduction>,
    /// Guesses made, the refuted ones included.
    pub guesses: u32,
    /// How it ended.
    pub end: ReasoningEnd,
}

/// The squares left for a number, each tried in turn with deductions alone.
#[derive(Clone, Debug)]
struct Round {
    number: u16,
    cells: Vec<usize>,
    /// The square being tried.
    next: usize,
}

/// A guess being followed: the position before it, the chain's length then, the round
/// of trials it belongs to, and whether it is one of those trials (deductions only,
/// given up when they stop) or a guess committed to (further guesses allowed).
#[derive(Clone, Debug)]
struct Trial {
    before: Grid,
    chain: usize,
    round: Round,
    committed: bool,
}

impl Trial {
    fn number(&self) -> u16 {
        self.round.number
    }

    fn cell(&self) -> usize {
        self.round.cells[self.round.next]
    }
}

/// The reasoning solver, a resumable stepper: each step makes one deduction (or guess).
/// It uses the deductions of its [`Level`]: `Easy` the first two
/// ([`Deduction::Between`], [`Deduction::OnlyNeighbour`]), `Medium` all of them,
/// `Hard` all of them and guesses.
///
/// Where no deduction applies, a `Hard` reasoning guesses as a person would: it takes
/// the missing number with the fewest squares left and tries each square in turn,
/// following deductions alone. A trial that ends in a contradiction refutes its square
/// ([`Deduction::Refuted`]) and reasoning goes on from there; one that reaches the
/// solution ends it. Only when every trial stops without either does it commit to the
/// first square and guess again from there, backing up if that fails.
///
/// ```
/// use tour_core::{Board, Square, TourKind, puzzle::{Clue, Deduction, Level, Puzzle, Reasoner}};
/// let board = Board::new(5, 5)?;
/// let at = |name: &str| Square::parse(name, &board).unwrap();
/// // 5 must be a move from both 4 on d3 and 6 on c2: b4 and e1 are, but b4 holds 19.
/// let clues = [Clue::new(at("d3"), 4), Clue::new(at("c2"), 6), Clue::new(at("b4"), 19)];
/// let puzzle = Puzzle::new(board.clone(), TourKind::Open, clues)?;
/// let mut reasoner = Reasoner::new(&puzzle, Level::Easy);
/// let first = reasoner.step().expect("a deduction");
/// assert_eq!(first, Deduction::Between {
///     number: 5,
///     square: at("e1"),
///     before: Clue::new(at("d3"), 4),
///     after: Clue::new(at("c2"), 6),
/// });
/// assert_eq!(reasoner.number_at(at("e1")), Some(5));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct Reasoner {
    cells: Cells,
    level: Level,
    grid: Grid,
    trials: Vec<Trial>,
    chain: Vec<Deduction>,
    /// Cut-offs found by one sweep, applied one per step.
    pending: VecDeque<Deduction>,
    guesses: u32,
    steps: u64,
    end: Option<ReasoningEnd>,
}

impl Reasoner {
    /// A reasoning over `puzzle` with the deductions of `level`.
    #[must_use]
    pub fn new(puzzle: &Puzzle, level: Level) -> Reasoner {
        let cells = Cells::new(puzzle.board());
        let grid = Grid::new(puzzle, &cells);
        Reasoner {
            cells,
            level,
            grid,
            trials: Vec::new(),
            chain: Vec::new(),
            pending: VecDeque::new(),
            guesses: 0,
            steps: 0,
            end: None,
        }
    }

    /// The deductions so far (a failed guess's line already replaced by its refutation).
    #[must_use]
    pub fn deductions(&self) -> &[Deduction] {
        &self.chain
    }

    /// The deductions no pending guess stands behind: those made outside every trial,
    /// or the whole chain once solved. On a puzzle with one solution each is true of it,
    /// so these are what a hint may show (a trial's own steps may yet be refuted).
    ///
    /// ```
    /// use tour_core::{Board, TourKind, puzzle::{generate_puzzle, Level, Reasoner}};
    /// let made = generate_puzzle(&Board::new(6, 6)?, TourKind::Open, Level::Hard, 2)?;
    /// let mut reasoner = Reasoner::new(&made.puzzle, Level::Hard);
    /// while reasoner.settled().len() < 5 && reasoner.step().is_some() {}
    /// assert!(reasoner.settled().iter().all(|d| d.conclusion().holds(&made.solution)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn settled(&self) -> &[Deduction] {
        match self.trials.first() {
            Some(trial) if self.end.is_none() => &self.chain[..trial.chain],
            _ => &self.chain,
        }
    }

    /// Guesses so far.
    #[must_use]
    pub fn guesses(&self) -> u32 {
        self.guesses
    }

    /// Steps taken: the unit of [`Reasoner::advance`].
    #[must_use]
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// The number on `square` in the current position (a clue, a deduction or a guess).
    #[must_use]
    pub fn number_at(&self, square: Square) -> Option<u16> {
        self.cells
            .cell(square)
            .and_then(|cell| self.grid.number_on(cell))
    }

    /// Makes the next deduction (or guess, or refutation of a guess) and returns it;
    /// `None` once the reasoning has ended.
    pub fn step(&mut self) -> Option<Deduction> {
        if self.end.is_some() {
            return None;
        }
        self.steps += 1;
        if self.grid.is_complete() {
            if self.grid.is_tour(&self.cells) {
                self.end = Some(ReasoningEnd::Solved(self.grid.route(&self.cells)));
                return None;
            }
            return self.contradiction();
        }
        match self.find() {
            Ok(Some(deduction)) => {
                self.apply(&deduction);
                self.chain.push(deduction.clone());
                Some(deduction)
            }
            Ok(None) if self.level == Level::Hard => self.guess(),
            Ok(None) => {
                self.end = Some(ReasoningEnd::Stuck);
                None
            }
            Err(Contradiction) => self.contradiction(),
        }
    }

    /// Takes at most `steps` steps: `Done` with the reasoning once it has ended.
    pub fn advance(&mut self, steps: u64) -> Progress<Reasoning> {
        for _ in 0..steps {
            if self.end.is_some() {
                break;
            }
            let _ = self.step();
        }
        match &self.end {
            Some(end) => Progress::Done(Reasoning {
                deductions: self.chain.clone(),
                guesses: self.guesses,
                end: end.clone(),
            }),
            None => Progress::Running,
        }
    }

    /// Reasons to the end.
    #[must_use]
    pub fn run(mut self) -> Reasoning {
        loop {
            if let Progress::Done(reasoning) = self.advance(u64::MAX) {
                return reasoning;
            }
        }
    }

    /// The first deduction of the level that applies, the simplest kinds first.
    fn find(&mut self) -> Result<Option<Deduction>, Contradiction> {
        if let Some(found) = rules::between(&self.cells, &self.grid)? {
            return Ok(Some(found));
        }
        if let Some(found) = rules::only_neighbour(&self.cells, &self.grid)? {
            return Ok(Some(found));
        }
        if self.level == Level::Easy {
            return Ok(None);
        }
        let marks = self.grid.marks(&self.cells, false)?;
        if let Some(found) = rules::only_square(&self.cells, &self.grid, &marks)? {
            return Ok(Some(found));
        }
        if let Some(found) = rules::only_number(&self.cells, &self.grid, &marks)? {
            return Ok(Some(found));
        }
        if let Some(found) = rules::pair(&self.cells, &self.grid, &marks)? {
            return Ok(Some(found));
        }
        if self.pending.is_empty() {
            self.pending = rules::cut_offs(&self.cells, &self.grid, &marks).into();
        }
        while let Some(found) = self.pending.pop_front() {
            if self.still_news(&found) {
                return Ok(Some(found));
            }
        }
        Ok(None)
    }

    /// Whether a cut-off found earlier still rules something out.
    fn still_news(&self, deduction: &Deduction) -> bool {
        let Deduction::CutOff { number, square, .. } = *deduction else {
            return true;
        };
        self.cells.cell(square).is_some_and(|cell| {
            self.grid.number_on(cell).is_none()
                && self.grid.cell_of(number).is_none()
                && !self.grid.ruled(cell).contains(usize::from(number))
        })
    }

    /// Puts a deduction's conclusion into the position.
    fn apply(&mut self, deduction: &Deduction) {
        let cell = |square: Square| self.cells.cell(square);
        match deduction.conclusion() {
            Conclusion::Place { square, number } => {
                if let Some(cell) = cell(square) {
                    self.grid.place(number, cell);
                }
            }
            Conclusion::Exclude { square, number } => {
                if let Some(cell) = cell(square) {
                    let mut one = Bits::EMPTY;
                    one.insert(usize::from(number));
                    self.grid.rule_out(cell, one);
                }
            }
            Conclusion::Pair { squares, numbers } => {
                let kept: Bits = numbers.iter().map(|&n| usize::from(n)).collect();
                let others = Bits::range(1, usize::from(self.grid.numbers())).minus(kept);
                for square in squares {
                    if let Some(cell) = cell(square) {
                        self.grid.rule_out(cell, others);
                    }
                }
            }
        }
    }

    /// No deduction applies: outside a trial, starts a round of trials; inside one,
    /// gives the trial up and tries the next square, or commits to the round's first
    /// square once every trial has stopped.
    fn guess(&mut self) -> Option<Deduction> {
        if let Some(trial) = self.trials.pop_if(|trial| !trial.committed) {
            self.grid = trial.before.clone();
            self.chain.truncate(trial.chain);
            let mut round = trial.round;
            round.next += 1;
            if round.next < round.cells.len() {
                return self.try_square(round, false);
            }
            round.next = 0;
            return self.try_square(round, true);
        }
        let Ok(marks) = self.grid.marks(&self.cells, false) else {
            return self.contradiction();
        };
        let choice = (1..=self.grid.numbers())
            .filter(|&number| self.grid.cell_of(number).is_none())
            .min_by_key(|&number| marks.by_number[usize::from(number)].len());
        let Some(number) = choice else {
            return self.contradiction();
        };
        let cells: Vec<usize> = marks.by_number[usize::from(number)].iter().collect();
        if cells.is_empty() {
            return self.contradiction();
        }
        self.try_square(
            Round {
                number,
                cells,
                next: 0,
            },
            false,
        )
    }

    /// Puts the round's number on its current square, as a trial or committed.
    fn try_square(&mut self, round: Round, committed: bool) -> Option<Deduction> {
        let trial = Trial {
            before: self.grid.clone(),
            chain: self.chain.len(),
            round,
            committed,
        };
        let deduction = Deduction::Guess {
            number: trial.number(),
            square: self.cells.square(trial.cell()),
            options: trial.round.cells.len() as u16,
        };
        self.trials.push(trial);
        self.pending.clear();
        self.guesses += 1;
        self.apply(&deduction);
        self.chain.push(deduction.clone());
        Some(deduction)
    }

    /// The position is impossible: the last guess was wrong (refute it), or, with no
    /// guess to take back, the puzzle has no solution.
    fn contradiction(&mut self) -> Option<Deduction> {
        self.pending.clear();
        let Some(trial) = self.trials.pop() else {
            self.end = Some(ReasoningEnd::NoSolution);
            return None;
        };
        let deduction = Deduction::Refuted {
            number: trial.number(),
            square: self.cells.square(trial.cell()),
        };
        self.grid = trial.before;
        self.chain.truncate(trial.chain);
        self.apply(&deduction);
        self.chain.push(deduction.clone());
        Some(deduction)
    }
}

/// The next hint for `puzzle` (with whatever a student has filled in added as clues):
/// the first deduction of a reasoning with guesses that no pending guess stands behind
/// (see [`Reasoner::settled`]); `None` when the puzzle is complete or has no solution.
/// It reasons at most `steps` steps (a hard position may need a few hundred), and gives
/// `None` too when they run out first.
///
/// Where no deduction applies, the hint is what the guessing settled: a
/// [`Deduction::Refuted`] (a number that is not on a square), or a [`Deduction::Guess`]
/// when the guess tried first, followed by deductions, reached the solution (so on a
/// puzzle with one solution it is right).
///
/// ```
/// use tour_core::{Board, TourKind, puzzle::{generate_puzzle, hint, Level}};
/// let made = generate_puzzle(&Board::CHESS, TourKind::Open, Level::Medium, 1)?;
/// let first = hint(&made.puzzle, 10_000).expect("an unsolved puzzle has a next step");
/// assert!(first.conclusion().holds(&made.solution));
/// println!("{}", first.on(made.puzzle.board()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn hint(puzzle: &Puzzle, steps: u64) -> Option<Deduction> {
    let mut reasoner = Reasoner::new(puzzle, Level::Hard);
    for _ in 0..steps {
        if let Some(first) = reasoner.settled().first() {
            return Some(first.clone());
        }
        if reasoner.step().is_none() {
            // Ended: solved by a guess's trial (whose chain, guess first, is now
            // settled), already complete, or with no solution (nothing settled).
            return reasoner.settled().first().cloned();
        }
    }
    None
}

/// How hard a puzzle is, as the [`Reasoner`] finds it.
///
/// ```
/// use tour_core::{Board, TourKind, puzzle::{generate_puzzle, grade, Level}};
/// let made = generate_puzzle(&Board::new(6, 6)?, TourKind::Open, Level::Medium, 3)?;
/// let graded = grade(&made.puzzle).expect("a solution");
/// assert_eq!(graded.level, Level::Medium);
/// assert_eq!(graded.guesses, 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grade {
    /// The easiest level whose deductions solve it.
    pub level: Level,
    /// Guesses the reasoning needed (0 below [`Level::Hard`]).
    pub guesses: u32,
    /// The chain of deductions at that level.
    pub deductions: Vec<Deduction>,
    /// The solution the reasoning reached.
    pub solution: Vec<Square>,
}

/// Grades `puzzle`: easy if the first two deductions solve it, medium if all do without
/// a guess, else hard with the guesses counted; `None` if it has no solution. The
/// reasoning assumes one solution (check with [`count_solutions`](super::count_solutions)).
///
/// ```
/// use tour_core::{Board, TourKind, puzzle::{generate_puzzle, grade, Level}};
/// let made = generate_puzzle(&Board::new(6, 6)?, TourKind::Closed, Level::Hard, 5)?;
/// let graded = grade(&made.puzzle).expect("a solution");
/// assert_eq!((graded.level, graded.solution), (Level::Hard, made.solution));
/// assert!(graded.guesses >= 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn grade(puzzle: &Puzzle) -> Option<Grade> {
    Level::ALL.into_iter().find_map(|level| {
        let reasoning = Reasoner::new(puzzle, level).run();
        match reasoning.end {
            ReasoningEnd::Solved(solution) => Some(Some(Grade {
                level,
                guesses: reasoning.guesses,
                deductions: reasoning.deductions,
                solution,
            })),
            ReasoningEnd::NoSolution => Some(None),
            ReasoningEnd::Stuck => None,
        }
    })?
}
