//! The messages between the page and the engine: the [`Job`]s the page asks for, and the
//! [`Report`]s the engine sends back while and when it works.
//!
//! Every message is serde-derived and travels as [`postcard`]'s compact bytes
//! ([`Message`]), in a buffer transferred to the worker and back, not copied. Each goes
//! in an envelope the pool reads instead of the message: the job's number (the page
//! numbers its jobs, so a report of a job since replaced is recognised and dropped) and,
//! on reports, whether the job is done. Reading a message back never panics: whatever
//! the bytes, the result is the message or a [`ProtocolError`]; boards, leapers and
//! routes are built again through the core's checks on the way in.
//!
//! The engine posts its reports in batches, one message holding the reports of one
//! moment (a result and the end of its job together), and `{ready: true, reports: []}`
//! once it has started, so the page knows it can take work. On the page's own thread, an envelope
//! without a job's bytes stops that job (a worker is terminated instead).
//!
//! ```
//! use tour_core::{Board, Ends};
//! use tour_engine::protocol::{Job, Message, Report, Share};
//!
//! let job = Job::Shade { board: Board::CHESS, ends: Ends::OPEN, budget: 20_000, share: Share::WHOLE };
//! let bytes = job.encode();
//! assert_eq!(Job::decode(&bytes)?, job);
//! assert_eq!(Report::decode(&Report::Finished.encode())?, Report::Finished);
//! assert!(Job::decode(&bytes[..bytes.len() - 1]).is_err());
//! # Ok::<(), tour_engine::protocol::ProtocolError>(())
//! ```

pub mod envelope;
mod puzzle;
mod squares;

use std::fmt;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use tour_core::puzzle::{Clue, Deduction, Level};
use tour_core::survey::SurveyEntry;
use tour_core::text::ImportError;
use tour_core::theory::{Impossibility, Obstacle, SearchOutcome, TourCount};
use tour_core::{
    Algorithm, Board, Ends, Options, Route, RouteError, SolveError, Square, Status, TourKind,
    solver::Stats,
};

pub use puzzle::{Attempts, Made, NoPuzzle, PuzzleSolutions};

/// Work the page hands to the engine. Jobs that spread over several workers carry their
/// share: which part of the starts, squares or first moves this worker takes (the
/// engine deals them, so the page needs no list of its own), or its attempts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Job {
    /// Run `algorithm` from each start of `share` (a survey, or a share of one).
    Survey {
        /// The board, its holes and piece.
        board: Board,
        /// The algorithm every start runs.
        algorithm: Algorithm,
        /// Its settings (order, budget, tries, seed, ends).
        options: Options,
        /// Which of the board's squares are this worker's starts.
        share: Share,
    },
    /// Decide for each square of `share` whether a tour with these `ends` starts there,
    /// each search within `budget` placements (the start shading).
    Shade {
        /// The board.
        board: Board,
        /// The tour asked for.
        ends: Ends,
        /// Placements each square's search may make before it is left undecided.
        budget: u64,
        /// Which of the board's squares this worker decides.
        share: Share,
    },
    /// Count the tours from `start` whose first move is one of `share`.
    Count {
        /// The board.
        board: Board,
        /// Where every tour counted starts.
        start: Square,
        /// The tours counted.
        ends: Ends,
        /// Which of the start's first moves ([`first_moves`](tour_core::theory::first_moves))
        /// this worker counts after.
        share: Share,
    },
    /// Look for a completion of `walk` to a tour, within `budget` placements (a hint).
    Hint {
        /// The board.
        board: Board,
        /// The walk so far, start first.
        #[serde(with = "squares")]
        walk: Vec<Square>,
        /// The tour the walk should become.
        ends: Ends,
        /// Placements the search may make.
        budget: u64,
    },
    /// Solve from `start`, recording nothing on the way.
    Solve {
        /// The board.
        board: Board,
        /// The algorithm.
        algorithm: Algorithm,
        /// Its settings.
        options: Options,
        /// The start square.
        start: Square,
    },
    /// Make this share of the attempts of
    /// [`generate_puzzle`](tour_core::puzzle::generate_puzzle): each of `attempts` in
    /// turn, each reported as it ends ([`Report::Generated`]), stopping after the first
    /// that does not give another level, since no later attempt of the share can then
    /// decide the generation. [`Attempts`] merges the shares' reports.
    Generate {
        /// The board, its holes and piece.
        board: Board,
        /// Open or closed.
        kind: TourKind,
        /// The level asked for.
        level: Level,
        /// The seed.
        seed: u64,
        /// The attempts' indices (of `0..`[`MAX_ATTEMPTS`](tour_core::puzzle::MAX_ATTEMPTS)),
        /// in the order to make them.
        attempts: Vec<u32>,
    },
    /// Find the solutions of the puzzle on `board` with these `clues` (a shared code's):
    /// the core's [`SolutionCounter`](tour_core::puzzle::SolutionCounter), which stops at
    /// the second; the answer comes back as [`Report::Solutions`].
    Solutions {
        /// The puzzle's board.
        board: Board,
        /// Open or closed.
        kind: TourKind,
        /// Its clues.
        clues: Vec<Clue>,
    },
    /// A hint: the [`Reasoner`](tour_core::puzzle::Reasoner)'s deductions from the
    /// position on `board` with these `clues` (the puzzle's and the student's right
    /// numbers), up to the first that places a number, as [`Report::Deduced`].
    Deduce {
        /// The puzzle's board.
        board: Board,
        /// Open or closed.
        kind: TourKind,
        /// The numbers placed.
        clues: Vec<Clue>,
    },
    /// Read `text`, pasted into the page's Import with `board` shown (a move list on it,
    /// a numbered board or a run's JSON: [`read_route`](tour_core::text::read_route)),
    /// as [`Report::Imported`]: a million-square paste takes seconds to read, which the
    /// page's thread must not wait for.
    Import {
        /// The board the page shows: a move list is read on it.
        board: Board,
        /// The pasted text.
        text: String,
    },
}

/// What a hint comes to: a theorem or a broken rule at once, else the search's end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Hinted {
    /// No tour starts from the walk's first square, and why.
    Theorem(Impossibility),
    /// The walk already breaks a rule every tour obeys.
    Obstacle(Obstacle),
    /// How the search for a completion ended.
    Searched(SearchOutcome),
}

/// Why the core refused a job: a [`SolveError`] without the board, which the page sent
/// with the job and puts back ([`Refusal::error`]).
///
/// ```
/// use tour_core::{Board, SolveError, Square};
/// use tour_engine::protocol::Refusal;
/// let board = Board::new(5, 5)?.with_holes([Square::new(0, 0)])?;
/// let error = SolveError::StartOnHole { start: Square::new(0, 0) };
/// assert_eq!(Refusal::of(&error).error(&board), error);
/// # Ok::<(), tour_core::BoardError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refusal {
    /// The start square is off the board or on a hole.
    Start(Square),
    /// The chosen last square is off the board or on a hole.
    End(Square),
    /// Only `fast` aims for a chosen last square.
    EndNeedsFast(Algorithm),
    /// A solver produced a route the validator rejects.
    Route(RouteError),
}

impl Refusal {
    /// `error` without its board.
    #[must_use]
    pub fn of(error: &SolveError) -> Refusal {
        match error {
            SolveError::StartOffBoard { start, .. } | SolveError::StartOnHole { start } => {
                Refusal::Start(*start)
            }
            SolveError::EndOffBoard { end, .. } | SolveError::EndOnHole { end } => {
                Refusal::End(*end)
            }
            SolveError::EndNeedsFast { algorithm } => Refusal::EndNeedsFast(*algorithm),
            SolveError::InvalidRoute(error) => Refusal::Route(error.clone()),
        }
    }

    /// The error again, on `board` (the job's): a square off it, or on one of its holes.
    #[must_use]
    pub fn error(self, board: &Board) -> SolveError {
        match self {
            Refusal::Start(start) if board.is_hole(start) => SolveError::StartOnHole { start },
            Refusal::Start(start) => SolveError::StartOffBoard {
                start,
                board: board.clone(),
            },
            Refusal::End(end) if board.is_hole(end) => SolveError::EndOnHole { end },
            Refusal::End(end) => SolveError::EndOffBoard {
                end,
                board: board.clone(),
            },
            Refusal::EndNeedsFast(algorithm) => SolveError::EndNeedsFast { algorithm },
            Refusal::Route(error) => SolveError::InvalidRoute(error),
        }
    }
}

/// One worker's part of a list dealt as cards are: the items whose position leaves
/// `part` over when divided by `parts` (neighbouring squares, which often cost alike, go
/// to different workers).
///
/// ```
/// use tour_engine::protocol::Share;
/// let share = Share { part: 1, parts: 3 };
/// assert_eq!(share.of(&['a', 'b', 'c', 'd', 'e']), ['b', 'e']);
/// assert!(Share { part: 3, parts: 3 }.of(&[1, 2, 3]).is_empty());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Share {
    /// This worker's part, from 0.
    pub part: u32,
    /// How many parts the list is dealt into (0 is taken as 1).
    pub parts: u32,
}

impl Share {
    /// The whole list, for one worker.
    pub const WHOLE: Share = Share { part: 0, parts: 1 };

    /// This share's items of `items`.
    #[must_use]
    pub fn of<T: Clone>(self, items: &[T]) -> Vec<T> {
        let parts = self.parts.max(1) as usize;
        items
            .iter()
            .skip(self.part as usize)
            .step_by(parts)
            .cloned()
            .collect()
    }
}

/// What one start of the shading came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Answer {
    /// A tour starts there.
    Yes,
    /// No tour starts there (a theorem, or a finished search).
    No,
    /// The search ran out of placements first.
    Unknown,
}

/// What the engine tells the page about a job.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Report {
    /// Still working: `done` units of the job's work so far (placements for a search or
    /// a solve, starts for a survey or a shading, the generator's steps for a
    /// generation) and, for a solve, how deep it is.
    Working {
        /// Work done so far.
        done: u64,
        /// The route's length, or the one the search is trying.
        depth: u32,
    },
    /// Survey entries finished since the last report.
    Surveyed(Vec<SurveyEntry>),
    /// Starts decided since the last report.
    Shaded(Vec<(Square, Answer)>),
    /// The tours after one first move.
    Counted {
        /// The first move's square.
        second: Square,
        /// The tours from the start through it.
        count: TourCount,
    },
    /// What a hint came to.
    Hinted(Hinted),
    /// After a hint that no tour can be completed: how many of the walk's first
    /// squares to keep so that one can, 0 when no tour starts from its first square at
    /// all (the search back used up its budget first: not sent).
    BackTo(u32),
    /// How a solve ended, its counters and its route (the page validates it again before
    /// it shows it).
    Solved {
        /// The solver's final status.
        status: Status,
        /// Its counters.
        stats: Stats,
        /// The route, start first.
        #[serde(with = "squares")]
        route: Vec<Square>,
        /// How long the solver worked, in microseconds.
        micros: u64,
    },
    /// What one attempt of a generation came to: a puzzle, or why it made none.
    Generated {
        /// The attempt's index.
        attempt: u32,
        /// The puzzle, or why there is none.
        outcome: Result<Made, NoPuzzle>,
    },
    /// What a [`Job::Solutions`] found.
    Solutions(PuzzleSolutions),
    /// A [`Job::Deduce`]'s deductions, the one placing a number last; none when the
    /// reasoning ends, or its steps run out, without placing one.
    Deduced(Vec<Deduction>),
    /// A [`Job::Import`]'s reading: the route (read back through the validator,
    /// [`Route::new`]) or what is wrong with the text.
    Imported(#[serde(with = "squares::imported")] Result<Route, ImportError>),
    /// The core refused the job.
    Refused(Refusal),
    /// Nothing more will come for this job.
    Finished,
    /// The job's bytes could not be read ([`ProtocolError`]).
    Unreadable,
}

/// Why a message could not be read: its bytes are not one of this protocol's messages
/// (cut short, bytes left over, a variant no message has, or a value the core refuses,
/// such as a board side out of range, since those are built again through the core's
/// own checks). Postcard says which of these it met, not the core's reason: the page
/// treats every one alike, as a lost share.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProtocolError(postcard::Error);

impl fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unreadable message: {}", self.0)
    }
}

impl std::error::Error for ProtocolError {}

/// A whole message, a job or a report, as bytes ([`postcard`]'s compact form of its
/// serde fields). The job's number travels beside the bytes, in the envelope the pool
/// posts, so the pool reads no message itself.
pub trait Message: Serialize + DeserializeOwned {
    /// The message as bytes.
    #[must_use]
    fn encode(&self) -> Vec<u8> {
        // Writing to a growing vector fails only for a value serde cannot write, and
        // every field of every message can be written.
        postcard::to_allocvec(self).unwrap_or_default()
    }

    /// A message back from [`Message::encode`]'s bytes, with nothing left over.
    ///
    /// # Errors
    /// A [`ProtocolError`] naming what is wrong.
    fn decode(bytes: &[u8]) -> Result<Self, ProtocolError> {
        match postcard::take_from_bytes(bytes) {
            Ok((value, [])) => Ok(value),
            Ok(_) => Err(ProtocolError(postcard::Error::DeserializeBadEncoding)),
            Err(error) => Err(ProtocolError(error)),
        }
    }
}

impl Message for Job {}

impl Message for Report {}

impl Report {
    /// Whether nothing more comes for the job after this report: its worker is free.
    #[must_use]
    pub fn ends_job(&self) -> bool {
        matches!(self, Report::Finished | Report::Unreadable)
    }
}
