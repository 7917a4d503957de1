//! The messages between the page and the engine: the [`Job`]s the page asks for, and the
//! [`Report`]s the engine sends back while and when it works.
//!
//! Every message is a list of 32-bit words ([`words`]): the job's number first (the page
//! numbers its jobs, so a report of a job since replaced is recognised and dropped), then
//! the message's tag and its fields. The page transfers the words' buffer to a worker and
//! back, so a million-square route crosses without being copied or parsed. Reading a
//! message back never panics: whatever the words, the result is the message or a
//! [`ProtocolError`] naming what is wrong.
//!
//! The engine posts its reports in batches, one message holding the words of the reports
//! of one moment (a result and the end of its job together), and one empty batch once it
//! has started, so the page knows it can take work. On the page's own thread, a message
//! of a job's number alone stops that job (a worker is terminated instead).
//!
//! ```
//! use tour_core::{Board, Ends};
//! use tour_engine::protocol::{Job, Message, Report, Share};
//!
//! let job = Job::Shade { board: Board::CHESS, ends: Ends::OPEN, budget: 20_000, share: Share::WHOLE };
//! let words = job.encode(7);
//! assert_eq!(Job::decode(&words)?, (7, job));
//! assert_eq!(Report::decode(&Report::Finished.encode(7))?, (7, Report::Finished));
//! # Ok::<(), tour_engine::protocol::ProtocolError>(())
//! ```

pub(crate) mod codec;
mod import;
mod puzzle;
mod words;

use std::fmt;

use tour_core::puzzle::{Clue, Deduction, Level};
use tour_core::survey::SurveyEntry;
use tour_core::text::ImportError;
use tour_core::theory::{Impossibility, Obstacle, SearchOutcome, TourCount};
use tour_core::{
    Algorithm, Board, Ends, Options, Route, RouteError, SolveError, Square, Status, TourKind,
    solver::Stats,
};

pub use codec::Wire;
pub use puzzle::{Attempts, Made, NoPuzzle, PuzzleSolutions};
pub use words::{Reader, Writer};

/// Test builds only (feature `test-panic`): the tag word of a job that makes the engine
/// panic on receiving it, so the browser tests see a panic end only its job.
#[cfg(feature = "test-panic")]
pub const TEST_PANIC: u32 = 0x7e57_9a1c;

/// Work the page hands to the engine. Jobs that spread over several workers carry their
/// share: which part of the starts, squares or first moves this worker takes (the
/// engine deals them, so the page needs no list of its own), or its attempts.
#[derive(Clone, Debug, PartialEq, Eq)]
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hinted {
    /// No tour starts from the walk's first square, and why.
    Theorem(Impossibility),
    /// The walk already breaks a rule every tour obeys.
    Obstacle(Obstacle),
    /// How the search for a completion ended.
    Searched(SearchOutcome),
}

impl Wire for Hinted {
    fn put(&self, writer: &mut Writer) {
        match self {
            Hinted::Theorem(why) => {
                writer.u32(0);
                why.put(writer);
            }
            Hinted::Obstacle(obstacle) => {
                writer.u32(1);
                obstacle.put(writer);
            }
            Hinted::Searched(outcome) => {
                writer.u32(2);
                outcome.put(writer);
            }
        }
    }

    fn take(reader: &mut Reader<'_>) -> Result<Hinted, ProtocolError> {
        Ok(match codec::tag(reader, "hint", 3)? {
            0 => Hinted::Theorem(Impossibility::take(reader)?),
            1 => Hinted::Obstacle(Obstacle::take(reader)?),
            _ => Hinted::Searched(SearchOutcome::take(reader)?),
        })
    }
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
#[derive(Clone, Debug, PartialEq, Eq)]
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

impl Wire for Refusal {
    fn put(&self, writer: &mut Writer) {
        match self {
            Refusal::Start(square) => {
                writer.u32(0).square(*square);
            }
            Refusal::End(square) => {
                writer.u32(1).square(*square);
            }
            Refusal::EndNeedsFast(algorithm) => {
                writer.u32(2);
                algorithm.put(writer);
            }
            Refusal::Route(error) => {
                writer.u32(3);
                error.put(writer);
            }
        }
    }

    fn take(reader: &mut Reader<'_>) -> Result<Refusal, ProtocolError> {
        Ok(match codec::tag(reader, "refusal", 4)? {
            0 => Refusal::Start(reader.square()?),
            1 => Refusal::End(reader.square()?),
            2 => Refusal::EndNeedsFast(Algorithm::take(reader)?),
            _ => Refusal::Route(RouteError::take(reader)?),
        })
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// A tour starts there.
    Yes,
    /// No tour starts there (a theorem, or a finished search).
    No,
    /// The search ran out of placements first.
    Unknown,
}

/// What the engine tells the page about a job.
#[derive(Clone, Debug, PartialEq, Eq)]
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
        route: Vec<Square>,
        /// How long the solver worked, in microseconds.
        micros: u64,
    },
    /// What one attempt of a generation came to: a puzzle, or why it made none.
    Generated {
        /// The attempt's index.
        attempt: u32,
        /// The puzzle, or why there is none, read when asked for
        /// ([`Lazy::read`]).
        outcome: Lazy<Result<Made, NoPuzzle>>,
    },
    /// What a [`Job::Solutions`] found.
    Solutions(PuzzleSolutions),
    /// A [`Job::Deduce`]'s deductions, the one placing a number last; none when the
    /// reasoning ends, or its steps run out, without placing one.
    Deduced(Vec<Deduction>),
    /// A [`Job::Import`]'s reading: the route (read back through the validator,
    /// [`Route::new`]) or what is wrong with the text.
    Imported(Result<Route, ImportError>),
    /// The core refused the job.
    Refused(Refusal),
    /// Nothing more will come for this job.
    Finished,
    /// The job's words could not be read (numbered as their first word said, or 0).
    Unreadable,
}

/// A value whose words travel inside a report and are read only when asked for: a page
/// that never asks links none of the code that reads it (the page reads puzzles only in
/// puzzle mode, and its WebAssembly carries what it reads before the first click).
///
/// ```
/// use tour_engine::protocol::{Lazy, NoPuzzle};
/// let lazy = Lazy::new(&NoPuzzle::TourNotFound);
/// assert_eq!(lazy.read(), Ok(NoPuzzle::TourNotFound));
/// # Ok::<(), tour_engine::protocol::ProtocolError>(())
/// ```
pub struct Lazy<T> {
    words: Vec<u32>,
    value: std::marker::PhantomData<fn() -> T>,
}

impl<T: Wire> Lazy<T> {
    /// `value`'s words, to send.
    #[must_use]
    pub fn new(value: &T) -> Lazy<T> {
        let mut writer = Writer::default();
        value.put(&mut writer);
        Lazy {
            words: writer.finish(),
            value: std::marker::PhantomData,
        }
    }

    /// The value, read from its words.
    ///
    /// # Errors
    /// A [`ProtocolError`] naming what is missing or wrong.
    pub fn read(&self) -> Result<T, ProtocolError> {
        let mut reader = Reader::new(&self.words);
        let value = T::take(&mut reader)?;
        reader.end()?;
        Ok(value)
    }
}

impl<T> Clone for Lazy<T> {
    fn clone(&self) -> Lazy<T> {
        Lazy {
            words: self.words.clone(),
            value: std::marker::PhantomData,
        }
    }
}

impl<T> PartialEq for Lazy<T> {
    fn eq(&self, other: &Lazy<T>) -> bool {
        self.words == other.words
    }
}

impl<T> Eq for Lazy<T> {}

impl<T> fmt::Debug for Lazy<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Lazy")
            .field("words", &self.words.len())
            .finish()
    }
}

/// Its words, their length first.
impl<T> Wire for Lazy<T> {
    fn put(&self, writer: &mut Writer) {
        writer.count(self.words.len());
        for &word in &self.words {
            writer.u32(word);
        }
    }

    fn take(reader: &mut Reader<'_>) -> Result<Lazy<T>, ProtocolError> {
        let len = reader.count()?;
        if len > reader.left() {
            return Err(ProtocolError::Truncated);
        }
        let mut words = Vec::with_capacity(len);
        for _ in 0..len {
            words.push(reader.u32()?);
        }
        Ok(Lazy {
            words,
            value: std::marker::PhantomData,
        })
    }
}

/// Why a message could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProtocolError {
    /// The message ended before its last field.
    Truncated,
    /// Words were left after the last field.
    Trailing {
        /// How many.
        extra: usize,
    },
    /// A tag or number no message has.
    Unknown {
        /// What was being read.
        what: &'static str,
        /// The word found.
        value: u32,
    },
    /// A value the core refuses (a board side out of range, a leaper that is none).
    Invalid(&'static str),
}

impl fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Truncated => f.write_str("the message ended before its last field"),
            Self::Trailing { extra } => write!(f, "{extra} words after the message's last field"),
            Self::Unknown { what, value } => write!(f, "no {what} is numbered {value}"),
            Self::Invalid(what) => write!(f, "the {what} is not one the core accepts"),
        }
    }
}

impl std::error::Error for ProtocolError {}

/// A whole message: a job or a report, numbered by its job.
pub trait Message: Wire {
    /// The message as words, numbered `id`.
    #[must_use]
    fn encode(&self, id: u32) -> Vec<u32> {
        let mut writer = Writer::default();
        writer.u32(id);
        self.put(&mut writer);
        writer.finish()
    }

    /// A message and its job's number back from [`Message::encode`]'s words: the number,
    /// the value, then nothing.
    ///
    /// # Errors
    /// A [`ProtocolError`] naming what is missing or wrong.
    fn decode(words: &[u32]) -> Result<(u32, Self), ProtocolError> {
        let mut reader = Reader::new(words);
        let id = reader.u32()?;
        let value = Self::take(&mut reader)?;
        reader.end()?;
        Ok((id, value))
    }
}

impl Message for Job {}

impl Wire for Job {
    // Long: one arm per job, its tag and then its fields in order.
    fn put(&self, writer: &mut Writer) {
        match self {
            Job::Survey {
                board,
                algorithm,
                options,
                share,
            } => {
                writer.u32(0);
                board.put(writer);
                algorithm.put(writer);
                options.put(writer);
                share.put(writer);
            }
            Job::Shade {
                board,
                ends,
                budget,
                share,
            } => {
                writer.u32(1);
                board.put(writer);
                ends.put(writer);
                writer.u64(*budget);
                share.put(writer);
            }
            Job::Count {
                board,
                start,
                ends,
                share,
            } => {
                writer.u32(2);
                board.put(writer);
                writer.square(*start);
                ends.put(writer);
                share.put(writer);
            }
            Job::Hint {
                board,
                walk,
                ends,
                budget,
            } => {
                writer.u32(3);
                board.put(writer);
                writer.squares(walk);
                ends.put(writer);
                writer.u64(*budget);
            }
            Job::Solve {
                board,
                algorithm,
                options,
                start,
            } => {
                writer.u32(4);
                board.put(writer);
                algorithm.put(writer);
                options.put(writer);
                writer.square(*start);
            }
            Job::Generate {
                board,
                kind,
                level,
                seed,
                attempts,
            } => {
                writer.u32(5);
                board.put(writer);
                kind.put(writer);
                level.put(writer);
                writer.u64(*seed);
                attempts.put(writer);
            }
            Job::Solutions { board, kind, clues } => {
                writer.u32(6);
                board.put(writer);
                kind.put(writer);
                clues.put(writer);
            }
            Job::Deduce { board, kind, clues } => {
                writer.u32(7);
                board.put(writer);
                kind.put(writer);
                clues.put(writer);
            }
            Job::Import { board, text } => {
                writer.u32(8);
                board.put(writer);
                writer.text(text);
            }
        }
    }

    fn take(reader: &mut Reader<'_>) -> Result<Job, ProtocolError> {
        let r = reader;
        let kind = codec::tag(r, "job", 9)?;
        let board = Board::take(r)?;
        Ok(match kind {
            0 => Job::Survey {
                board,
                algorithm: Algorithm::take(r)?,
                options: Options::take(r)?,
                share: Share::take(r)?,
            },
            1 => Job::Shade {
                board,
                ends: Ends::take(r)?,
                budget: r.u64()?,
                share: Share::take(r)?,
            },
            2 => Job::Count {
                board,
                start: r.square()?,
                ends: Ends::take(r)?,
                share: Share::take(r)?,
            },
            3 => Job::Hint {
                board,
                walk: r.squares()?,
                ends: Ends::take(r)?,
                budget: r.u64()?,
            },
            4 => Job::Solve {
                board,
                algorithm: Algorithm::take(r)?,
                options: Options::take(r)?,
                start: r.square()?,
            },
            5 => Job::Generate {
                board,
                kind: TourKind::take(r)?,
                level: Level::take(r)?,
                seed: r.u64()?,
                attempts: Wire::take(r)?,
            },
            6 => Job::Solutions {
                board,
                kind: TourKind::take(r)?,
                clues: Wire::take(r)?,
            },
            7 => Job::Deduce {
                board,
                kind: TourKind::take(r)?,
                clues: Wire::take(r)?,
            },
            _ => Job::Import {
                board,
                text: r.text()?,
            },
        })
    }
}

impl Wire for Share {
    fn put(&self, writer: &mut Writer) {
        writer.u32(self.part).u32(self.parts);
    }

    fn take(reader: &mut Reader<'_>) -> Result<Share, ProtocolError> {
        Ok(Share {
            part: reader.u32()?,
            parts: reader.u32()?,
        })
    }
}

impl Wire for Answer {
    fn put(&self, writer: &mut Writer) {
        writer.u32(match self {
            Answer::Yes => 0,
            Answer::No => 1,
            Answer::Unknown => 2,
        });
    }

    fn take(reader: &mut Reader<'_>) -> Result<Answer, ProtocolError> {
        match reader.u32()? {
            0 => Ok(Answer::Yes),
            1 => Ok(Answer::No),
            2 => Ok(Answer::Unknown),
            value => Err(ProtocolError::Unknown {
                what: "answer",
                value,
            }),
        }
    }
}

impl Message for Report {}

impl Wire for Report {
    fn put(&self, writer: &mut Writer) {
        match self {
            Report::Working { done, depth } => {
                writer.u32(0).u64(*done).u32(*depth);
            }
            Report::Surveyed(entries) => {
                writer.u32(1);
                entries.put(writer);
            }
            Report::Shaded(answers) => {
                writer.u32(2).count(answers.len());
                for (square, answer) in answers {
                    writer.square(*square);
                    answer.put(writer);
                }
            }
            Report::Counted { second, count } => {
                writer.u32(3).square(*second);
                count.put(writer);
            }
            Report::Hinted(outcome) => {
                writer.u32(4);
                outcome.put(writer);
            }
            Report::Solved {
                status,
                stats,
                route,
                micros,
            } => {
                writer.u32(5);
                status.put(writer);
                stats.put(writer);
                writer.squares(route).u64(*micros);
            }
            Report::Refused(error) => {
                writer.u32(6);
                error.put(writer);
            }
            Report::Finished => {
                writer.u32(7);
            }
            Report::Unreadable => {
                writer.u32(8);
            }
            Report::Generated { attempt, outcome } => {
                writer.u32(9).u32(*attempt);
                outcome.put(writer);
            }
            Report::BackTo(kept) => {
                writer.u32(10).u32(*kept);
            }
            Report::Solutions(found) => {
                writer.u32(11);
                found.put(writer);
            }
            Report::Deduced(steps) => {
                writer.u32(12);
                steps.put(writer);
            }
            Report::Imported(read) => {
                writer.u32(13);
                read.put(writer);
            }
        }
    }

    fn take(reader: &mut Reader<'_>) -> Result<Report, ProtocolError> {
        let r = reader;
        Ok(match r.u32()? {
            0 => Report::Working {
                done: r.u64()?,
                depth: r.u32()?,
            },
            1 => Report::Surveyed(Wire::take(r)?),
            2 => {
                let len = r.count()?;
                let mut answers = Vec::with_capacity(len.min(r.left()));
                for _ in 0..len {
                    answers.push((r.square()?, Answer::take(r)?));
                }
                Report::Shaded(answers)
            }
            3 => Report::Counted {
                second: r.square()?,
                count: TourCount::take(r)?,
            },
            4 => Report::Hinted(Hinted::take(r)?),
            5 => Report::Solved {
                status: Status::take(r)?,
                stats: Stats::take(r)?,
                route: r.squares()?,
                micros: r.u64()?,
            },
            6 => Report::Refused(Refusal::take(r)?),
            7 => Report::Finished,
            8 => Report::Unreadable,
            9 => Report::Generated {
                attempt: r.u32()?,
                outcome: Wire::take(r)?,
            },
            10 => Report::BackTo(r.u32()?),
            11 => Report::Solutions(PuzzleSolutions::take(r)?),
            12 => Report::Deduced(Wire::take(r)?),
            13 => Report::Imported(Wire::take(r)?),
            value => {
                return Err(ProtocolError::Unknown {
                    what: "report",
                    value,
                });
            }
        })
    }
}
