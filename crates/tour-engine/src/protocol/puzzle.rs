//! Puzzles in workers: what one attempt of a generation comes to as it travels
//! ([`Made`], [`NoPuzzle`]), the page's merge of the attempts its workers shared
//! ([`Attempts`]) into the outcome [`generate_puzzle`](tour_core::puzzle::generate_puzzle)
//! gives, and what a search for a shared puzzle's solutions found ([`PuzzleSolutions`]).

use tour_core::puzzle::{
    Clue, GenerateError, Generated, Level, MAX_ATTEMPTS, Puzzle, PuzzleError, Solutions,
};
use tour_core::theory::Impossibility;
use tour_core::{Board, Square, TourKind};

use serde::{Deserialize, Serialize};

/// A puzzle an attempt made: [`Generated`] without its board, which the page sent with
/// the job.
///
/// ```
/// use tour_core::{Board, TourKind, puzzle::{generate_puzzle, Level}};
/// use tour_engine::protocol::Made;
/// let board = Board::new(6, 6)?;
/// let generated = generate_puzzle(&board, TourKind::Open, Level::Easy, 7)?;
/// let made = Made::of(&generated);
/// assert_eq!(made.clues, generated.puzzle.clues());
/// assert_eq!(made.generated(&board)?, generated);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Made {
    /// Open or closed.
    pub kind: TourKind,
    /// The clues, by number.
    pub clues: Vec<Clue>,
    /// The one solution, the squares in tour order.
    #[serde(with = "super::squares")]
    pub solution: Vec<Square>,
    /// The puzzle's level.
    pub level: Level,
    /// Guesses the reasoning needs (0 below [`Level::Hard`]).
    pub guesses: u32,
    /// The seed it was made from.
    pub seed: u64,
}

impl Made {
    /// The puzzle of `generated`, to send.
    #[must_use]
    pub fn of(generated: &Generated) -> Made {
        Made {
            kind: generated.puzzle.kind(),
            clues: generated.puzzle.clues().to_vec(),
            solution: generated.solution.clone(),
            level: generated.level,
            guesses: generated.guesses,
            seed: generated.seed,
        }
    }

    /// The generated puzzle again, on `board` (the job's).
    ///
    /// # Errors
    /// The [`PuzzleError`] of [`Puzzle::new`] when the clues do not fit `board` (a board
    /// other than the job's).
    pub fn generated(self, board: &Board) -> Result<Generated, PuzzleError> {
        Ok(Generated {
            puzzle: Puzzle::new(board.clone(), self.kind, self.clues)?,
            solution: self.solution,
            level: self.level,
            guesses: self.guesses,
            seed: self.seed,
        })
    }
}

/// Why an attempt made no puzzle: the [`GenerateError`]s of one attempt, as they travel.
///
/// ```
/// use tour_core::{Board, TourKind, puzzle::{Generator, GenerateError, Level}, theory::Impossibility};
/// use tour_engine::protocol::NoPuzzle;
/// let error = Generator::attempt(&Board::new(5, 5)?, TourKind::Closed, Level::Easy, 1, 0).unwrap_err();
/// let why = NoPuzzle::of(&error);
/// assert_eq!(why, NoPuzzle::NoTour { kind: TourKind::Closed, reason: Impossibility::BothSidesOdd });
/// assert_eq!(why.error(Level::Easy), error);
/// # Ok::<(), tour_core::BoardError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NoPuzzle {
    /// The puzzle made was of another level.
    OtherLevel,
    /// No tour was found within the searches' budgets.
    TourNotFound,
    /// The board has no tour of the kind asked for.
    NoTour {
        /// The tour asked for.
        kind: TourKind,
        /// The theorem or rule that rules it out.
        reason: Impossibility,
    },
    /// The board is larger than puzzles allow.
    TooLarge {
        /// The board's rows.
        rows: u16,
        /// Its columns.
        cols: u16,
    },
}

impl NoPuzzle {
    /// Why one attempt ([`Generator::attempt`](tour_core::puzzle::Generator::attempt))
    /// made no puzzle. A refusal this protocol has no variant for (no attempt gives one:
    /// the core's errors are open to new variants) travels as
    /// [`TourNotFound`](NoPuzzle::TourNotFound), a generation that made nothing.
    #[must_use]
    pub fn of(error: &GenerateError) -> NoPuzzle {
        match *error {
            GenerateError::LevelNotReached { .. } => NoPuzzle::OtherLevel,
            GenerateError::TourNotFound => NoPuzzle::TourNotFound,
            GenerateError::NoTour { kind, reason } => NoPuzzle::NoTour { kind, reason },
            GenerateError::Puzzle(PuzzleError::BoardTooLarge { rows, cols }) => {
                NoPuzzle::TooLarge { rows, cols }
            }
            _ => NoPuzzle::TourNotFound,
        }
    }

    /// The error one attempt of a `level` puzzle gave: [`NoPuzzle::of`] backwards
    /// ([`OtherLevel`](NoPuzzle::OtherLevel) is
    /// [`GenerateError::LevelNotReached`] after one attempt).
    #[must_use]
    pub fn error(self, level: Level) -> GenerateError {
        match self {
            NoPuzzle::OtherLevel => GenerateError::LevelNotReached { level, attempts: 1 },
            NoPuzzle::TourNotFound => GenerateError::TourNotFound,
            NoPuzzle::NoTour { kind, reason } => GenerateError::NoTour { kind, reason },
            NoPuzzle::TooLarge { rows, cols } => {
                GenerateError::Puzzle(PuzzleError::BoardTooLarge { rows, cols })
            }
        }
    }
}

/// The attempts of one generation, heard in any order from the workers that share them,
/// and the outcome [`generate_puzzle`](tour_core::puzzle::generate_puzzle) gives for the
/// same board, kind, level and seed once they decide it.
///
/// The sequential generator makes attempts `0..MAX_ATTEMPTS` in turn and ends with the
/// first that does not give another level, so the outcome is that of the lowest attempt
/// that is not [`NoPuzzle::OtherLevel`], known once every attempt below it is heard; when
/// all [`MAX_ATTEMPTS`] give another level, it is [`GenerateError::LevelNotReached`]
/// after `MAX_ATTEMPTS` attempts.
///
/// ```
/// use tour_core::{Board, TourKind, puzzle::{Generator, Level, generate_puzzle}};
/// use tour_engine::protocol::{Attempts, Made, NoPuzzle};
///
/// let (board, kind, level, seed) = (Board::new(6, 6)?, TourKind::Open, Level::Medium, 3);
/// let mut attempts = Attempts::new(board.clone(), level);
/// // Two workers' shares of the attempts, the second's heard first.
/// for share in Attempts::shares(2).into_iter().rev() {
///     for attempt in share {
///         let made = Generator::attempt(&board, kind, level, seed, attempt).and_then(|mut generator| loop {
///             if let Some(made) = generator.advance(u64::MAX).done() {
///                 break made;
///             }
///         });
///         attempts.hear(attempt, made.as_ref().map(Made::of).map_err(NoPuzzle::of));
///     }
/// }
/// assert_eq!(attempts.result(), Some(generate_puzzle(&board, kind, level, seed)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attempts {
    board: Board,
    level: Level,
    /// Each attempt's outcome once heard, by index.
    heard: Vec<Option<Result<Made, NoPuzzle>>>,
}

impl Attempts {
    /// Nothing heard yet of a generation of a `level` puzzle on `board` (the job's).
    #[must_use]
    pub fn new(board: Board, level: Level) -> Attempts {
        Attempts {
            board,
            level,
            heard: vec![None; MAX_ATTEMPTS as usize],
        }
    }

    /// The attempt indices of `workers` workers, dealt in turn (`[0, 2, 4, …]` and
    /// `[1, 3, 5, …]` for two), so the low indices, those most likely to decide, run
    /// first everywhere. Never an empty share: at most [`MAX_ATTEMPTS`] shares, and one
    /// for no workers.
    ///
    /// ```
    /// use tour_engine::protocol::Attempts;
    /// assert_eq!(Attempts::shares(5)[1], [1, 6, 11]);
    /// assert_eq!(Attempts::shares(1)[0].len(), 12);
    /// assert_eq!(Attempts::shares(50).len(), 12);
    /// ```
    #[must_use]
    pub fn shares(workers: usize) -> Vec<Vec<u32>> {
        let workers = workers.clamp(1, MAX_ATTEMPTS as usize);
        (0..workers)
            .map(|worker| (0..MAX_ATTEMPTS).skip(worker).step_by(workers).collect())
            .collect()
    }

    /// Takes in what attempt `attempt` came to. An index outside `0..MAX_ATTEMPTS`, which
    /// the sequential generator never makes, is ignored, and so is an attempt heard
    /// again (an attempt always comes to the same).
    pub fn hear(&mut self, attempt: u32, outcome: Result<Made, NoPuzzle>) {
        if let Some(slot @ None) = self.heard.get_mut(attempt as usize) {
            *slot = Some(outcome);
        }
    }

    /// The generation's outcome once the attempts heard decide it, exactly as
    /// [`generate_puzzle`](tour_core::puzzle::generate_puzzle) gives it; `None` while an
    /// attempt below the lowest decisive one is still to be heard. A puzzle whose clues
    /// do not fit the board is the [`GenerateError::Puzzle`] that refuses it.
    #[must_use]
    pub fn result(&self) -> Option<Result<Generated, GenerateError>> {
        for heard in &self.heard {
            match heard.as_ref()? {
                Err(NoPuzzle::OtherLevel) => {}
                Ok(made) => {
                    return Some(
                        made.clone()
                            .generated(&self.board)
                            .map_err(GenerateError::from),
                    );
                }
                Err(why) => return Some(Err(why.error(self.level))),
            }
        }
        Some(Err(GenerateError::LevelNotReached {
            level: self.level,
            attempts: MAX_ATTEMPTS,
        }))
    }
}

/// What a search for a puzzle's solutions found: [`Solutions`] without the second tour,
/// which the page has no use for.
///
/// ```
/// use tour_core::{Board, Square, TourKind, puzzle::{Clue, Puzzle, count_solutions}};
/// use tour_engine::protocol::PuzzleSolutions;
/// let board = Board::new(5, 5)?;
/// let corner = Puzzle::new(board, TourKind::Open, [Clue::new(Square::new(0, 0), 1)])?;
/// assert_eq!(PuzzleSolutions::of(count_solutions(&corner)), PuzzleSolutions::Several);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PuzzleSolutions {
    /// No tour agrees with the clues.
    None,
    /// Exactly one does: its squares in tour order.
    Unique(#[serde(with = "super::squares")] Vec<Square>),
    /// Two or more do.
    Several,
}

impl PuzzleSolutions {
    /// What `found` says, to send.
    #[must_use]
    pub fn of(found: Solutions) -> PuzzleSolutions {
        match found {
            Solutions::None => PuzzleSolutions::None,
            Solutions::Unique(solution) => PuzzleSolutions::Unique(solution),
            Solutions::Several(..) => PuzzleSolutions::Several,
        }
    }
}
