//! Making a puzzle from a seed: a tour, then its clues removed in the seed's order while
//! the solution stays unique and the level holds.
//!
//! Everything is counted in steps of the searches underneath, never in time, and every
//! random choice comes from a [`SplitMix64`] drawn from the seed and the attempt: a seed
//! gives the same puzzle on every platform, however the work is sliced, and each attempt
//! (a tour and its cutting) can be made alone, in any order or in parallel.

mod tour;

use std::fmt;

use crate::board::Board;
use crate::names::Naming;
use crate::progress::Progress;
use crate::route::{TourKind, validate_tour};
use crate::solver::{Fast, Solver, Status};
use crate::square::Square;
use crate::theory::{Impossibility, closed_tour_exists, decided_by_theory, open_tour_exists};

use super::cells::Cells;
use super::count::SolutionCounter;
use super::reason::Reasoner;
use super::{Clue, Level, Puzzle, PuzzleError, check_size};
use crate::rng::SplitMix64;
use tour::{TourSearch, Walked};

/// Placements the seeded tour search may make per square of the board before it tries
/// another start.
const TOUR_BUDGET_PER_SQUARE: u64 = 64;

/// Starts the seeded tour search tries before `fast` builds the tour.
const TOUR_STARTS: u32 = 8;

/// Placements `fast`'s exact search may make when the seeded search gave up.
const FAST_BUDGET: u64 = 20_000_000;

/// States the solution counter may examine to prove one clue's removal keeps the
/// solution unique (hard puzzles); a removal it cannot prove within them is not made.
/// Near-minimal puzzles on 8 x 8 occasionally need hundreds of thousands of states, so
/// this trades a clue or two for a generation that stays within its time.
const COUNT_BUDGET: u64 = 3_000;

/// Reasoning steps per square allowed to solve a puzzle at its level.
const REASON_BUDGET_PER_SQUARE: u64 = 40;

/// Reasoning steps per square allowed to count a hard puzzle's guesses.
const GUESS_BUDGET_PER_SQUARE: u64 = 400;

/// The most guesses a hard puzzle may need: more would be a search, not a puzzle.
///
/// ```
/// use tour_core::{Board, TourKind, puzzle::{generate_puzzle, Level, MAX_GUESSES}};
/// let made = generate_puzzle(&Board::CHESS, TourKind::Open, Level::Hard, 9)?;
/// assert!((1..=MAX_GUESSES).contains(&made.guesses));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub const MAX_GUESSES: u32 = 4;

/// Attempts (tours tried, each cut down to a puzzle) before [`Generator::new`] gives up
/// on a level.
///
/// ```
/// use tour_core::{Board, TourKind, puzzle::{generate_puzzle, GenerateError, Level, MAX_ATTEMPTS}};
/// // The one-square board's puzzle is its one clue, which no deduction is needed for.
/// let made = generate_puzzle(&Board::new(1, 1)?, TourKind::Open, Level::Medium, 1);
/// assert_eq!(made, Err(GenerateError::LevelNotReached { level: Level::Medium, attempts: MAX_ATTEMPTS }));
/// # Ok::<(), tour_core::BoardError>(())
/// ```
pub const MAX_ATTEMPTS: u32 = 12;

/// Multiplies the attempt's index into the seed of attempts after the first: an odd
/// constant (Steele, Lea and Flood's second SplitMix gamma), so distinct indices give
/// distinct seeds.
const ATTEMPT_GAMMA: u64 = 0xD1B5_4A32_D192_ED03;

/// The random numbers of attempt `attempt` from `seed`: attempt 0 draws from SplitMix64
/// started at the seed itself; attempt k > 0 from SplitMix64 started at the first number
/// SplitMix64 draws when started at `seed ^ (k * 0xD1B5_4A32_D192_ED03)` (wrapping), so
/// no attempt's numbers depend on another's.
fn attempt_rng(seed: u64, attempt: u32) -> SplitMix64 {
    if attempt == 0 {
        return SplitMix64::new(seed);
    }
    let mixed = seed ^ u64::from(attempt).wrapping_mul(ATTEMPT_GAMMA);
    SplitMix64::new(SplitMix64::new(mixed).next_u64())
}

/// Why no puzzle was made.
///
/// ```
/// use tour_core::{Board, TourKind, puzzle::{generate_puzzle, GenerateError, Level}, theory::Impossibility};
/// let error = generate_puzzle(&Board::new(5, 5)?, TourKind::Closed, Level::Easy, 1).unwrap_err();
/// assert_eq!(error, GenerateError::NoTour { kind: TourKind::Closed, reason: Impossibility::BothSidesOdd });
/// # Ok::<(), tour_core::BoardError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum GenerateError {
    /// The board is larger than puzzles allow.
    Puzzle(PuzzleError),
    /// The board has no tour of the kind asked for, and why.
    NoTour {
        /// The tour asked for.
        kind: TourKind,
        /// The theorem or rule that rules it out.
        reason: Impossibility,
    },
    /// No tour was found within the searches' budgets (only boards with holes or other
    /// pieces, where no rule decides, can end so).
    TourNotFound,
    /// Every tour tried gave a puzzle of another level (small boards have few hard
    /// puzzles, or none).
    LevelNotReached {
        /// The level asked for.
        level: Level,
        /// Tours tried.
        attempts: u32,
    },
}

impl GenerateError {
    /// The sentence, with the squares in a [`NoTour`](GenerateError::NoTour) reason named
    /// on `board` as `naming` says (the command line names them as the user wrote them;
    /// `Display` uses the seeds' coordinates).
    ///
    /// ```
    /// use tour_core::{Board, Square, TourKind, puzzle::{generate_puzzle, Level}, text::Naming};
    /// // Without b3 and c2, a1 has no move.
    /// let board = Board::new(6, 6)?.with_holes([Square::new(3, 1), Square::new(4, 2)])?;
    /// let error = generate_puzzle(&board, TourKind::Open, Level::Easy, 1).unwrap_err();
    /// assert_eq!(
    ///     error.named(&board, Naming::Algebraic),
    ///     "no open tour exists on this board: a1 has no move to any other square, so no tour can reach or leave it"
    /// );
    /// assert!(error.to_string().contains("square 5,0 has no move"));
    /// # Ok::<(), tour_core::BoardError>(())
    /// ```
    #[must_use]
    pub fn named(&self, board: &Board, naming: Naming) -> String {
        match self {
            Self::NoTour { kind, reason } if *reason != Impossibility::TooThin => {
                no_tour(*kind, reason.named(board, naming))
            }
            _ => self.to_string(),
        }
    }
}

/// The sentence for a board without the tour asked for.
fn no_tour(kind: TourKind, reason: impl fmt::Display) -> String {
    format!("no {} tour exists on this board: {reason}", kind.as_str())
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Puzzle(error) => error.fmt(f),
            // This reason already says that no tour of any kind exists.
            Self::NoTour {
                reason: Impossibility::TooThin,
                ..
            } => write!(f, "{}", Impossibility::TooThin),
            Self::NoTour { kind, reason } => f.write_str(&no_tour(*kind, reason)),
            Self::TourNotFound => f.write_str(
                "no tour of this board was found within the search's budget to make a puzzle from",
            ),
            Self::LevelNotReached { level, attempts: 1 } => write!(
                f,
                "the one tour tried gave no {level} puzzle on this board; try another seed or \
                 level"
            ),
            Self::LevelNotReached { level, attempts } => write!(
                f,
                "none of {attempts} tours gave a {level} puzzle on this board; try another \
                 seed or level"
            ),
        }
    }
}

impl std::error::Error for GenerateError {}

impl From<PuzzleError> for GenerateError {
    fn from(error: PuzzleError) -> GenerateError {
        GenerateError::Puzzle(error)
    }
}

/// A generated puzzle with its solution and how it was made.
///
/// ```
/// use tour_core::{Board, TourKind, puzzle::{generate_puzzle, Level}};
/// let made = generate_puzzle(&Board::new(5, 5)?, TourKind::Open, Level::Easy, 12)?;
/// assert_eq!((made.level, made.seed, made.guesses), (Level::Easy, 12, 0));
/// assert_eq!(made.solution.len(), 25);
/// assert!(made.puzzle.is_solution(&made.solution));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Its one solution, the squares in tour order (the tour it was cut from).
    pub solution: Vec<Square>,
    /// Its level, as [`grade`](super::grade) finds it.
    pub level: Level,
    /// Guesses the reasoning needs (0 below [`Level::Hard`]).
    pub guesses: u32,
    /// The seed it was made from.
    pub seed: u64,
}

/// A check in progress on one candidate puzzle.
#[derive(Debug)]
enum Check {
    /// Solve it with the level's deductions (and at most [`MAX_GUESSES`] guesses); for a
    /// hard puzzle, whose guesses prove nothing, then count its solutions. The cheap
    /// check comes first, so most removals that fail never reach the count.
    Reason(Reasoner, Option<Puzzle>),
    /// Prove the solution unique.
    Count(SolutionCounter),
}

/// Where the generator stands.
#[derive(Debug)]
enum Phase {
    /// Looking for a tour from the `start`-th start.
    Tour { search: TourSearch, start: u32 },
    /// `fast` building a tour after the seeded search gave up.
    Fast(Box<Fast>),
    /// Taking clues away: `order` the numbers in the seed's order, `next` the next to
    /// try, `check` the test of the puzzle without it.
    Removing {
        order: Vec<u16>,
        next: usize,
        check: Option<(Check, u64)>,
    },
    /// Checking the finished puzzle is not easier than asked: `stage` 0 runs the level
    /// below without success, 1 counts a hard puzzle's guesses.
    Final {
        stage: u8,
        check: Reasoner,
        spent: u64,
    },
    /// Finished.
    Done,
}

/// Makes a puzzle of a level from a seed: a resumable stepper, so a browser can make it
/// in slices and cancel it by dropping it.
///
/// It makes up to [`MAX_ATTEMPTS`] attempts in turn, each a seeded tour cut down to a
/// puzzle, and its outcome is that of the first attempt whose outcome is not
/// [`GenerateError::LevelNotReached`] (a puzzle, or why no tour was found), else
/// `LevelNotReached` with `MAX_ATTEMPTS` attempts. Each attempt depends only on the board,
/// the kind, the level, the seed and its index (attempt 0 draws its random numbers from
/// SplitMix64 started at the seed; attempt k > 0 from SplitMix64 started at the first
/// number SplitMix64 draws from `seed ^ (k * 0xD1B5_4A32_D192_ED03)`), so
/// [`Generator::attempt`] makes one alone: workers each making some of the attempts, and
/// taking the outcome of the lowest index that is not `LevelNotReached`, get this
/// generator's puzzle.
///
/// ```
/// use tour_core::{Board, Progress, TourKind, puzzle::{Generator, Level}};
/// let mut generator = Generator::new(&Board::new(6, 6)?, TourKind::Open, Level::Easy, 7)?;
/// let made = loop {
///     if let Progress::Done(made) = generator.advance(500) {
///         break made?;
///     }
/// };
/// assert_eq!(made.level, Level::Easy);
/// assert!(made.puzzle.is_solution(&made.solution));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct Generator {
    board: Board,
    cells: Cells,
    kind: TourKind,
    level: Level,
    seed: u64,
    /// The current attempt's random numbers.
    rng: SplitMix64,
    /// Squares a tour may start from.
    starts: Vec<usize>,
    /// The first attempt made, and the last that may be.
    first: u32,
    last: u32,
    /// The current attempt's index.
    attempt: u32,
    phase: Phase,
    /// The tour being cut, cells in order.
    tour: Vec<usize>,
    /// Which numbers are still clues (index = number).
    kept: Vec<bool>,
    steps: u64,
    result: Option<Result<Generated, GenerateError>>,
}

impl Generator {
    /// A generator of a `level` puzzle on `board` (holes and piece included) for an open
    /// or closed tour, from `seed`.
    ///
    /// # Errors
    /// [`GenerateError::Puzzle`] for a board over 12 x 12, [`GenerateError::NoTour`] for a
    /// board with no such tour (the theorem or rule that says so).
    pub fn new(
        board: &Board,
        kind: TourKind,
        level: Level,
        seed: u64,
    ) -> Result<Generator, GenerateError> {
        Generator::attempts_from(board, kind, level, seed, 0, MAX_ATTEMPTS - 1)
    }

    /// A generator that makes attempt `attempt` alone (any index; [`Generator::new`]
    /// makes `0..MAX_ATTEMPTS`): `Done` with the puzzle that attempt gives, exactly as
    /// [`Generator::new`] gives it when every attempt before has given another level;
    /// with [`GenerateError::LevelNotReached`] (one attempt) when it gives another level;
    /// or with [`GenerateError::TourNotFound`] when it finds no tour.
    ///
    /// ```
    /// use tour_core::{Board, TourKind, puzzle::{GenerateError, Generator, Level, MAX_ATTEMPTS, generate_puzzle}};
    /// let (board, kind, level, seed) = (Board::new(6, 6)?, TourKind::Open, Level::Medium, 3);
    /// // What workers would do, each with some of the attempts: the lowest that is not
    /// // another level is the sequential generator's outcome.
    /// let first = (0..MAX_ATTEMPTS)
    ///     .map(|attempt| {
    ///         let mut generator = Generator::attempt(&board, kind, level, seed, attempt)?;
    ///         Ok(loop {
    ///             if let Some(made) = generator.advance(u64::MAX).done() {
    ///                 break made;
    ///             }
    ///         })
    ///     })
    ///     .collect::<Result<Vec<_>, GenerateError>>()?
    ///     .into_iter()
    ///     .find(|made| !matches!(made, Err(GenerateError::LevelNotReached { .. })));
    /// assert_eq!(first, Some(generate_puzzle(&board, kind, level, seed)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`Generator::new`].
    pub fn attempt(
        board: &Board,
        kind: TourKind,
        level: Level,
        seed: u64,
        attempt: u32,
    ) -> Result<Generator, GenerateError> {
        Generator::attempts_from(board, kind, level, seed, attempt, attempt)
    }

    /// A generator making the attempts `first..=last` in turn.
    fn attempts_from(
        board: &Board,
        kind: TourKind,
        level: Level,
        seed: u64,
        first: u32,
        last: u32,
    ) -> Result<Generator, GenerateError> {
        check_size(board)?;
        if board.is_plain() {
            let exists = if kind == TourKind::Closed {
                closed_tour_exists(board)
            } else {
                open_tour_exists(board)
            };
            exists.map_err(|reason| GenerateError::NoTour { kind, reason })?;
        }
        let cells = Cells::new(board);
        let verdicts: Vec<_> = (0..cells.len())
            .map(|cell| decided_by_theory(board, cells.square(cell), kind))
            .collect();
        let starts: Vec<usize> = (0..cells.len())
            .filter(|&cell| !matches!(verdicts[cell], Some(Err(_))))
            .collect();
        if starts.is_empty() {
            let reason = verdicts
                .into_iter()
                .find_map(|verdict| verdict.and_then(Result::err))
                .unwrap_or(Impossibility::TooThin);
            return Err(GenerateError::NoTour { kind, reason });
        }
        let mut generator = Generator {
            board: board.clone(),
            kind,
            level,
            seed,
            rng: attempt_rng(seed, first),
            starts,
            first,
            last,
            attempt: first,
            phase: Phase::Done,
            tour: Vec::new(),
            kept: Vec::new(),
            steps: 0,
            result: None,
            cells,
        };
        generator.phase = generator.next_search(0);
        Ok(generator)
    }

    /// Steps taken so far: the unit of [`Generator::advance`].
    #[must_use]
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// Clues left in the puzzle being cut (0 while the tour is being found).
    #[must_use]
    pub fn clues(&self) -> usize {
        self.kept.iter().filter(|&&kept| kept).count()
    }

    /// Tours tried so far, the current one included.
    #[must_use]
    pub fn attempts(&self) -> u32 {
        self.attempt - self.first + 1
    }

    /// The index of the attempt in progress (or the last made, once finished): what
    /// [`Generator::attempt`] takes.
    #[must_use]
    pub fn attempt_index(&self) -> u32 {
        self.attempt
    }

    /// Takes at most `steps` steps (each one step of the search or check underneath):
    /// `Done` with the puzzle, or why none was made, once finished.
    pub fn advance(&mut self, steps: u64) -> Progress<Result<Generated, GenerateError>> {
        for _ in 0..steps {
            if self.result.is_some() {
                break;
            }
            self.steps += 1;
            self.step();
        }
        match &self.result {
            Some(result) => Progress::Done(result.clone()),
            None => Progress::Running,
        }
    }

    /// The seeded search from the `start`-th start drawn.
    fn next_search(&mut self, start: u32) -> Phase {
        let cell = self.starts[self.rng.below(self.starts.len())];
        let budget = TOUR_BUDGET_PER_SQUARE * self.cells.len() as u64;
        let closed = self.kind == TourKind::Closed;
        Phase::Tour {
            search: TourSearch::new(&self.cells, closed, cell, budget, &mut self.rng),
            start,
        }
    }

    /// One step of the current phase.
    fn step(&mut self) {
        let phase = std::mem::replace(&mut self.phase, Phase::Done);
        self.phase = match phase {
            Phase::Tour { mut search, start } => match search.step(&self.cells) {
                Walked::Running => Phase::Tour { search, start },
                Walked::Tour(route) => self.cut(route),
                Walked::GaveUp if start + 1 < TOUR_STARTS => self.next_search(start + 1),
                Walked::GaveUp => self.fast(),
            },
            Phase::Fast(mut fast) => match fast.advance(1_000) {
                Progress::Running => Phase::Fast(fast),
                Progress::Done(Status::Complete(_)) => {
                    let route: Vec<usize> = fast
                        .path()
                        .iter()
                        .filter_map(|&square| self.cells.cell(square))
                        .collect();
                    self.cut(route)
                }
                Progress::Done(_) => self.finish(Err(GenerateError::TourNotFound)),
            },
            Phase::Removing { order, next, check } => self.remove(order, next, check),
            Phase::Final {
                stage,
                check,
                spent,
            } => self.final_check(stage, check, spent),
            Phase::Done => Phase::Done,
        };
    }

    /// `fast` from a start drawn from the seed, when the seeded search gave up.
    fn fast(&mut self) -> Phase {
        let cell = self.starts[self.rng.below(self.starts.len())];
        match Fast::new(
            self.board.clone(),
            self.cells.square(cell),
            self.kind,
            FAST_BUDGET,
        ) {
            Ok(fast) => Phase::Fast(Box::new(fast)),
            Err(_) => self.finish(Err(GenerateError::TourNotFound)),
        }
    }

    /// Ends the generation.
    fn finish(&mut self, result: Result<Generated, GenerateError>) -> Phase {
        self.result = Some(result);
        Phase::Done
    }

    /// Starts cutting clues from `route`: numbered from a point and in a direction drawn
    /// from the seed where the tour is closed, else in a drawn direction. The route must
    /// pass the validator as a tour of the kind asked for.
    fn cut(&mut self, mut route: Vec<usize>) -> Phase {
        let squares: Vec<Square> = route.iter().map(|&cell| self.cells.square(cell)).collect();
        let valid = match validate_tour(&self.board, &squares) {
            Ok(TourKind::Closed) => true,
            Ok(TourKind::Open) => self.kind == TourKind::Open,
            Err(_) => false,
        };
        if !valid {
            return self.finish(Err(GenerateError::TourNotFound));
        }
        if self.rng.below(2) == 1 {
            route.reverse();
        }
        if self.kind == TourKind::Closed {
            let turn = self.rng.below(route.len());
            route.rotate_left(turn);
        }
        let numbers = route.len();
        self.tour = route;
        self.kept = vec![true; numbers + 1];
        self.kept[0] = false;
        let mut order: Vec<u16> = (1..=numbers as u16).collect();
        self.rng.shuffle(&mut order);
        Phase::Removing {
            order,
            next: 0,
            check: None,
        }
    }

    /// The puzzle of the clues kept, less `without`.
    fn puzzle(&self, without: Option<u16>) -> Result<Puzzle, PuzzleError> {
        let clues = self
            .tour
            .iter()
            .zip(1u16..)
            .filter(|&(_, number)| self.kept[usize::from(number)] && Some(number) != without)
            .map(|(&cell, number)| Clue::new(self.cells.square(cell), number));
        Puzzle::new(self.board.clone(), self.kind, clues)
    }

    /// Reasoning steps allowed for a check of this level.
    fn budget(&self) -> u64 {
        match self.level {
            Level::Hard => GUESS_BUDGET_PER_SQUARE,
            _ => REASON_BUDGET_PER_SQUARE,
        }
        .saturating_mul(self.cells.len() as u64)
    }

    /// One step of removing clues: start the check of the next removal, or advance it.
    fn remove(&mut self, order: Vec<u16>, next: usize, check: Option<(Check, u64)>) -> Phase {
        let Some((mut check, spent)) = check else {
            let Some(&number) = order.get(next) else {
                return self.finish_removing();
            };
            let puzzle = match self.puzzle(Some(number)) {
                Ok(puzzle) => puzzle,
                // The last clue stays: a puzzle needs one.
                Err(_) => {
                    return Phase::Removing {
                        order,
                        next: next + 1,
                        check: None,
                    };
                }
            };
            let reasoner = Reasoner::new(&puzzle, self.level);
            let then = (self.level == Level::Hard).then_some(puzzle);
            let check = Check::Reason(reasoner, then);
            return Phase::Removing {
                order,
                next,
                check: Some((check, 0)),
            };
        };
        let verdict = match &mut check {
            Check::Reason(reasoner, then) => match reasoner.advance(1) {
                _ if reasoner.guesses() > MAX_GUESSES => Some(false),
                Progress::Done(reasoning) => match then.take() {
                    Some(puzzle) if reasoning.end.is_solved() => {
                        let counter = Check::Count(SolutionCounter::new(&puzzle));
                        return Phase::Removing {
                            order,
                            next,
                            check: Some((counter, 0)),
                        };
                    }
                    _ => Some(reasoning.end.is_solved()),
                },
                Progress::Running if spent + 1 >= self.budget() => Some(false),
                Progress::Running => None,
            },
            Check::Count(counter) => match counter.advance(1) {
                Progress::Done(solutions) => Some(solutions.is_unique()),
                Progress::Running if spent + 1 >= COUNT_BUDGET => Some(false),
                Progress::Running => None,
            },
        };
        match verdict {
            None => Phase::Removing {
                order,
                next,
                check: Some((check, spent + 1)),
            },
            Some(passed) => {
                if passed {
                    self.kept[usize::from(order[next])] = false;
                }
                Phase::Removing {
                    order,
                    next: next + 1,
                    check: None,
                }
            }
        }
    }

    /// Every clue tried: an easy puzzle is done; a medium one must defeat the easy
    /// deductions, a hard one the medium ones.
    fn finish_removing(&mut self) -> Phase {
        let Ok(puzzle) = self.puzzle(None) else {
            return self.retry();
        };
        match self.level {
            Level::Easy => self.done(0),
            Level::Medium => Phase::Final {
                stage: 0,
                check: Reasoner::new(&puzzle, Level::Easy),
                spent: 0,
            },
            Level::Hard => Phase::Final {
                stage: 0,
                check: Reasoner::new(&puzzle, Level::Medium),
                spent: 0,
            },
        }
    }

    /// One step of the final checks.
    fn final_check(&mut self, stage: u8, mut check: Reasoner, spent: u64) -> Phase {
        let budget = match stage {
            0 => REASON_BUDGET_PER_SQUARE,
            _ => GUESS_BUDGET_PER_SQUARE,
        } * self.cells.len() as u64;
        let ended = match check.advance(1) {
            Progress::Done(reasoning) => Some(reasoning),
            Progress::Running if spent + 1 >= budget => None,
            Progress::Running => {
                return Phase::Final {
                    stage,
                    check,
                    spent: spent + 1,
                };
            }
        };
        match (stage, ended) {
            // The level below solved it: too easy, try another tour.
            (0, Some(reasoning)) if reasoning.end.is_solved() => self.retry(),
            (0, _) if self.level == Level::Hard => match self.puzzle(None) {
                Ok(puzzle) => Phase::Final {
                    stage: 1,
                    check: Reasoner::new(&puzzle, Level::Hard),
                    spent: 0,
                },
                Err(_) => self.retry(),
            },
            (0, _) => self.done(0),
            (_, Some(reasoning)) if reasoning.end.is_solved() => self.done(reasoning.guesses),
            // The guesses could not be counted within the budget: not a puzzle to hand
            // out.
            _ => self.retry(),
        }
    }

    /// The next attempt, with its own random numbers, unless every attempt is spent.
    fn retry(&mut self) -> Phase {
        if self.attempt >= self.last {
            let error = GenerateError::LevelNotReached {
                level: self.level,
                attempts: self.attempts(),
            };
            return self.finish(Err(error));
        }
        self.attempt += 1;
        self.rng = attempt_rng(self.seed, self.attempt);
        self.kept.clear();
        self.next_search(0)
    }

    /// The puzzle made.
    fn done(&mut self, guesses: u32) -> Phase {
        let result = self
            .puzzle(None)
            .map_err(GenerateError::from)
            .map(|puzzle| Generated {
                puzzle,
                solution: self
                    .tour
                    .iter()
                    .map(|&cell| self.cells.square(cell))
                    .collect(),
                level: self.level,
                guesses,
                seed: self.seed,
            });
        self.finish(result)
    }
}

/// Makes a `level` puzzle on `board` from `seed` in one go (see [`Generator`]).
///
/// ```
/// use tour_core::{Board, TourKind, puzzle::{count_solutions, generate_puzzle, Level, Solutions}};
/// let made = generate_puzzle(&Board::new(6, 6)?, TourKind::Open, Level::Easy, 7)?;
/// assert_eq!(made, generate_puzzle(&Board::new(6, 6)?, TourKind::Open, Level::Easy, 7)?);
/// assert_eq!(count_solutions(&made.puzzle), Solutions::Unique(made.solution.clone()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// Those of [`Generator::new`], and [`GenerateError::LevelNotReached`] or
/// [`GenerateError::TourNotFound`] when the work gave no puzzle.
pub fn generate_puzzle(
    board: &Board,
    kind: TourKind,
    level: Level,
    seed: u64,
) -> Result<Generated, GenerateError> {
    let mut generator = Generator::new(board, kind, level, seed)?;
    loop {
        if let Progress::Done(result) = generator.advance(u64::MAX) {
            return result;
        }
    }
}
