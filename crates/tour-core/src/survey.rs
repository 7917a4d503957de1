//! The all-starts survey of seed 004: run one algorithm from every square of a board and
//! record how each run ended.
//!
//! Like the solvers, a [`Survey`] is a resumable stepper: the command line runs it to the
//! end in one call, the browser runs it in slices and paints a heatmap as entries arrive.
//!
//! A survey may also run a chosen list of starts ([`Survey::of_starts`]), so several
//! workers can each run a share ([`share`]) and their entries, sorted by start, are the
//! whole survey's: every run depends only on the board, the algorithm, the options and
//! its start (the random walk is seeded afresh from [`Options::seed`] at every start).

use std::fmt;
use std::num::NonZeroUsize;

use crate::board::Board;
use crate::progress::Progress;
use crate::route::TourKind;
use crate::solver::{Algorithm, Options, Run, SolveError, Solver, Stats, Status};
use crate::square::Square;

/// How the run from one start square ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SurveyEntry {
    /// The start square.
    pub start: Square,
    /// The run's final status (never [`Status::Running`]).
    pub status: Status,
    /// Squares on the final (validated) route, the start included.
    pub visited: usize,
    /// The solver's counters.
    pub stats: Stats,
}

impl SurveyEntry {
    /// Knight moves on the final route: one fewer than the squares visited.
    #[must_use]
    pub fn moves(&self) -> usize {
        self.visited.saturating_sub(1)
    }

    fn from_run(start: Square, run: &Run) -> SurveyEntry {
        SurveyEntry {
            start,
            status: run.status(),
            visited: run.path().len(),
            stats: run.stats(),
        }
    }
}

/// How many starts ended each way.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Complete open tours.
    pub open: usize,
    /// Complete closed tours.
    pub closed: usize,
    /// Rules that never backtrack and reached a dead end.
    pub stuck: usize,
    /// Searches that used their whole placement budget.
    pub budget_exhausted: usize,
    /// Starts from which no tour exists (proved by search or theorem).
    pub no_tour: usize,
    /// Starts `fast` could not decide within its budget.
    pub undecided: usize,
    /// Random walks that used all their tries.
    pub tries_exhausted: usize,
}

impl Tally {
    /// Counts the outcomes of `entries`.
    ///
    /// ```
    /// use tour_core::{Algorithm, Board, Options, survey::{Survey, Tally}};
    /// let entries = Survey::run(Board::new(5, 5)?, Algorithm::Fast, Options::default())?;
    /// let tally = Tally::of(&entries);
    /// // 5 x 5 has open tours from the 13 squares of the corners' colour only.
    /// assert_eq!((tally.complete(), tally.no_tour), (13, 12));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn of(entries: &[SurveyEntry]) -> Tally {
        let mut tally = Tally::default();
        for entry in entries {
            match entry.status {
                Status::Complete(TourKind::Open) => tally.open += 1,
                Status::Complete(TourKind::Closed) => tally.closed += 1,
                Status::Stuck { .. } => tally.stuck += 1,
                Status::BudgetExhausted => tally.budget_exhausted += 1,
                Status::NoTour | Status::Impossible(_) => tally.no_tour += 1,
                Status::Undecided => tally.undecided += 1,
                Status::TriesExhausted => tally.tries_exhausted += 1,
                // Entries are recorded only for finished runs.
                _ => {}
            }
        }
        tally
    }

    /// Complete tours, open and closed.
    #[must_use]
    pub fn complete(&self) -> usize {
        self.open + self.closed
    }
}

/// One algorithm run from every start square in turn, row 0 first, left to right (the
/// order seed 004 loops in).
///
/// ```
/// use tour_core::{Algorithm, Board, Options, Square, Status, survey::{Survey, Tally}};
///
/// let options = Options { order: Some(tour_core::MoveOrder::GOSSIP), ..Options::default() };
/// let entries = Survey::run(Board::CHESS, Algorithm::Warnsdorff, options)?;
/// assert_eq!(entries.len(), 64);
/// let failed: Vec<_> = entries.iter().filter(|e| !e.status.is_complete()).collect();
/// assert_eq!(failed.len(), 1);
/// assert_eq!(failed[0].start, Square::new(5, 4)); // e3, as seed 001 says
/// assert_eq!(Tally::of(&entries).complete(), 63);
/// # Ok::<(), tour_core::SolveError>(())
/// ```
pub struct Survey {
    board: Board,
    algorithm: Algorithm,
    options: Options,
    starts: Starts,
    current: Option<Box<dyn Solver>>,
    entries: Vec<SurveyEntry>,
    /// Where the next start is: for the whole board the dense index of the square after
    /// the last start run (holes are skipped), for a list its position.
    next: usize,
}

/// The starts a survey runs.
#[derive(Clone, Debug)]
enum Starts {
    /// Every square of the board in board order; not listed, as a board may have a
    /// million.
    Board,
    /// These, in this order.
    Listed(Vec<Square>),
}

/// Summarised: the entries are counted, not listed (a large board has a million).
impl fmt::Debug for Survey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Survey")
            .field("board", &self.board)
            .field("algorithm", &self.algorithm)
            .field("options", &self.options)
            .field("starts", &self.start_count())
            .field("running", &self.current)
            .field("entries", &self.entries.len())
            .finish()
    }
}

impl Survey {
    /// A survey of every square of the board that has not taken a step yet.
    ///
    /// ```
    /// use tour_core::{Algorithm, Board, Options, survey::Survey};
    /// let survey = Survey::new(Board::CHESS, Algorithm::Warnsdorff, Options::default());
    /// assert_eq!((survey.start_count(), survey.entries().len()), (64, 0));
    /// ```
    #[must_use]
    pub fn new(board: Board, algorithm: Algorithm, options: Options) -> Survey {
        Survey {
            entries: Vec::with_capacity(board.square_count()),
            board,
            algorithm,
            options,
            starts: Starts::Board,
            current: None,
            next: 0,
        }
    }

    /// A survey of `starts` alone, in the order given, that has not taken a step yet.
    /// Each entry is exactly the one [`Survey::run`] gives for its start, so the entries
    /// of surveys over the [`share`]s of a board, sorted by start (a [`Square`]'s order
    /// is board order), are the whole survey's.
    ///
    /// ```
    /// use tour_core::{Algorithm, Board, Options, Square, survey::Survey};
    /// let (board, options) = (Board::new(6, 6)?, Options::default());
    /// let corners = vec![Square::new(0, 0), Square::new(5, 5)];
    /// let mut part = Survey::of_starts(board.clone(), Algorithm::Warnsdorff, options, corners)?;
    /// while part.advance(1_000)?.is_running() {}
    /// let whole = Survey::run(board, Algorithm::Warnsdorff, options)?;
    /// assert_eq!(part.entries(), [whole[0], whole[35]]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`SolveError::StartOffBoard`] or [`SolveError::StartOnHole`] for the first start
    /// that is not a square of the board; nothing is run.
    pub fn of_starts(
        board: Board,
        algorithm: Algorithm,
        options: Options,
        starts: Vec<Square>,
    ) -> Result<Survey, SolveError> {
        for &start in &starts {
            SolveError::check_start(&board, start)?;
        }
        Ok(Survey {
            entries: Vec::with_capacity(starts.len()),
            board,
            algorithm,
            options,
            starts: Starts::Listed(starts),
            current: None,
            next: 0,
        })
    }

    /// Runs a whole survey and returns one entry per square, in board order.
    ///
    /// # Errors
    /// [`SolveError::InvalidRoute`] if a solver produced a route the validator rejects
    /// (a solver bug; nothing is reported from such a run).
    pub fn run(
        board: Board,
        algorithm: Algorithm,
        options: Options,
    ) -> Result<Vec<SurveyEntry>, SolveError> {
        let mut survey = Survey::new(board, algorithm, options);
        while survey.advance(u64::MAX)?.is_running() {}
        Ok(survey.entries)
    }

    /// The board surveyed.
    #[must_use]
    pub fn board(&self) -> Board {
        self.board.clone()
    }

    /// The algorithm surveyed.
    #[must_use]
    pub fn algorithm(&self) -> Algorithm {
        self.algorithm
    }

    /// The settings every run uses.
    #[must_use]
    pub fn options(&self) -> Options {
        self.options
    }

    /// The finished runs so far, in board order.
    #[must_use]
    pub fn entries(&self) -> &[SurveyEntry] {
        &self.entries
    }

    /// How many starts the survey runs: every square of the board, or the starts it was
    /// given.
    #[must_use]
    pub fn start_count(&self) -> usize {
        match &self.starts {
            Starts::Board => self.board.square_count(),
            Starts::Listed(starts) => starts.len(),
        }
    }

    /// Whether every start square has been run.
    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.entries.len() == self.start_count()
    }

    /// The start square of the run in progress (or next to begin), `None` once finished.
    #[must_use]
    pub fn current_start(&self) -> Option<Square> {
        match &self.starts {
            Starts::Board => (self.next..self.board.area())
                .filter_map(|index| self.board.square_at(index))
                .find(|&square| !self.board.is_hole(square)),
            Starts::Listed(starts) => starts.get(self.next).copied(),
        }
    }

    /// Takes at most `steps` solver steps, across as many start squares as they reach:
    /// `Done` with the tally of every start once the survey is finished (and on every
    /// call after), `Running` while starts remain.
    ///
    /// ```
    /// use tour_core::{Algorithm, Board, Options, Progress, survey::Survey};
    /// let mut survey = Survey::new(Board::new(5, 5)?, Algorithm::Warnsdorff, Options::default());
    /// assert_eq!(survey.advance(30)?, Progress::Running);
    /// assert!(survey.entries().len() >= 1);
    /// let tally = loop {
    ///     if let Progress::Done(tally) = survey.advance(100)? {
    ///         break tally;
    ///     }
    /// };
    /// assert_eq!(survey.entries().len(), 25);
    /// assert_eq!(tally.complete() + tally.stuck, 25);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`SolveError::InvalidRoute`] if a solver produced a route the validator rejects.
    pub fn advance(&mut self, steps: u64) -> Result<Progress<Tally>, SolveError> {
        let mut left = steps;
        while let Some(start) = self.current_start() {
            let solver = match &mut self.current {
                Some(solver) => solver,
                None => self.current.insert(self.algorithm.solver_with(
                    self.board.clone(),
                    start,
                    &self.options,
                )?),
            };
            // The solver's own fast path: no events, the walk brought in line once.
            let before = work(solver.stats());
            if solver.advance(left).is_running() {
                return Ok(Progress::Running);
            }
            // Finished within `left` steps: what it used, as its counters tell.
            left -= work(solver.stats()).saturating_sub(before).min(left);
            // Validates the route; the step count is already spent.
            let run = Run::complete(solver.as_mut(), 0)?;
            self.entries.push(SurveyEntry::from_run(start, &run));
            self.next = match self.starts {
                Starts::Board => self.board.index(start).map_or(self.board.area(), |i| i + 1),
                Starts::Listed(_) => self.next + 1,
            };
            self.current = None;
            if left == 0 {
                break;
            }
        }
        Ok(if self.is_finished() {
            Progress::Done(Tally::of(&self.entries))
        } else {
            Progress::Running
        })
    }
}

/// Share `part` of the board's squares when they are dealt into `parts` shares, for
/// [`Survey::of_starts`]: the squares whose position in board order (holes skipped)
/// leaves `part` when divided by `parts`, in board order. Dealt by stride rather than cut
/// into blocks, so the costly starts, which tend to lie together, are spread over the
/// shares. Shares `0..parts` hold every square exactly once; a `part` of `parts` or more
/// is empty.
///
/// ```
/// use std::num::NonZeroUsize;
/// use tour_core::{Board, Square, survey::share};
/// let (board, parts) = (Board::new(2, 4)?, NonZeroUsize::new(3).expect("3 is not zero"));
/// assert_eq!(share(&board, 0, parts), [Square::new(0, 0), Square::new(0, 3), Square::new(1, 2)]);
/// assert_eq!(share(&board, 2, parts), [Square::new(0, 2), Square::new(1, 1)]);
/// let dealt: usize = (0..3).map(|part| share(&board, part, parts).len()).sum();
/// assert_eq!(dealt, 8);
/// # Ok::<(), tour_core::BoardError>(())
/// ```
#[must_use]
pub fn share(board: &Board, part: usize, parts: NonZeroUsize) -> Vec<Square> {
    // No position leaves a remainder of `parts` or more.
    if part >= parts.get() {
        return Vec::new();
    }
    board.squares().skip(part).step_by(parts.get()).collect()
}

/// A solver's steps as its counters tell them: each step places, takes back or starts
/// over (`fast`'s construction counts squares, more than its steps, so a slice only
/// ends sooner).
fn work(stats: Stats) -> u64 {
    stats.placed + stats.retreats + stats.restarts
}
