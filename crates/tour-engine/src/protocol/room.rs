//! Puzzle mode's room: the puzzle, the student's numbers and every sentence about them
//! live in the engine, so a visitor who never opens a puzzle downloads none of it. The
//! page forwards what a person does ([`RoomAction`]) with the room's last state
//! ([`RoomState`], words the page keeps without reading) and shows what comes back
//! ([`RoomView`]): the numbers to draw, the squares to outline, the status line, the
//! message, the labels of the panel, all in the language asked for.
//!
//! ```
//! use tour_core::{Board, Square, TourKind, puzzle::Level};
//! use tour_engine::protocol::{Job, Report, RoomAction, RoomLang, RoomState};
//! use tour_engine::run::run_to_end;
//!
//! let board = Board::new(6, 6)?;
//! let new = RoomAction::New { kind: TourKind::Open, level: Level::Easy, seed: 7 };
//! let job = Job::Room { board: board.clone(), state: RoomState::default(), action: new, lang: RoomLang::En, at_ms: 0 };
//! // The room's last word (a long search first says it is under way).
//! let last = |job| run_to_end(job).into_iter().filter_map(|report| match report {
//!     Report::Room { state, view } => Some((state, view)),
//!     _ => None,
//! }).last().unwrap();
//! let (state, view) = last(job);
//! assert_eq!(view.code.as_deref(), Some("Kqiy0IAw4VTloAWBgzHiQT1"));
//! assert_eq!(view.numbers.iter().filter(|n| n.clue).count(), 12);
//!
//! // 1 goes anywhere free; the room numbers the square clicked.
//! let free = board.squares().find(|&s| !view.numbers.iter().any(|n| n.square == s)).unwrap();
//! let job = Job::Room { board, state, action: RoomAction::Choose(free), lang: RoomLang::En, at_ms: 10 };
//! let (_, view) = last(job);
//! assert!(view.numbers.iter().any(|n| n.square == free && n.number == 1 && !n.clue));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use tour_core::puzzle::Level;
use tour_core::{Board, Square, TourKind};

use super::ProtocolError;
use super::codec::{self, Wire};
use super::words::{Reader, Writer};

/// The room's state as the engine wrote it: the page keeps it and sends it back with
/// the next action, and never reads it (the default is a room with no puzzle yet, at
/// the easy level).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoomState(pub(crate) Vec<u32>);

/// The language the room words its view in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RoomLang {
    /// English.
    #[default]
    En,
    /// Traditional Chinese.
    ZhHant,
    /// Simplified Chinese.
    ZhHans,
}

/// What a person did in puzzle mode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoomAction {
    /// Nothing: word the room again (the mode opened, the language changed).
    Show,
    /// A new puzzle for the job's board, `kind` and `level`, made from `seed`, as the
    /// command line makes it.
    New {
        /// Open or closed.
        kind: TourKind,
        /// The level.
        level: Level,
        /// The seed.
        seed: u64,
    },
    /// A shared puzzle, by its code; its solution is searched for.
    Open(String),
    /// A click (or Enter) on a square: the walk's next number goes there.
    Choose(Square),
    /// A digit typed on a square, or a clearing key (`None`).
    Type {
        /// The square.
        square: Square,
        /// The digit.
        digit: Option<u8>,
    },
    /// Take back the last change.
    Undo,
    /// Remove the student's numbers.
    Clear,
    /// Say what breaks a rule.
    Check,
    /// The next deduction.
    Hint,
    /// The solution was shown.
    Reveal,
}

/// A number on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Numbered {
    /// The square.
    pub square: Square,
    /// Its number.
    pub number: u16,
    /// Whether it is a clue (else the student's).
    pub clue: bool,
}

/// The panel's labels, in [`Label`]'s order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Labels(Vec<String>);

/// A label of the panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label {
    /// The mode's tagline.
    Tagline,
    /// "Level".
    Level,
    /// New puzzle, and its title.
    New,
    /// New puzzle's title.
    NewTitle,
    /// Undo.
    Undo,
    /// Undo's title.
    UndoTitle,
    /// Clear.
    Clear,
    /// Clear's title.
    ClearTitle,
    /// Check.
    Check,
    /// Check's title.
    CheckTitle,
    /// Hint.
    Hint,
    /// Hint's title.
    HintTitle,
    /// Show solution.
    Solution,
    /// Show solution's title.
    SolutionTitle,
    /// How to fill in.
    How,
    /// The keys.
    Keys,
    /// Easy.
    Easy,
    /// Medium.
    Medium,
    /// Hard.
    Hard,
}

impl Label {
    /// Every label, in the order a [`Labels`] holds them.
    pub const ALL: [Label; 19] = [
        Label::Tagline,
        Label::Level,
        Label::New,
        Label::NewTitle,
        Label::Undo,
        Label::UndoTitle,
        Label::Clear,
        Label::ClearTitle,
        Label::Check,
        Label::CheckTitle,
        Label::Hint,
        Label::HintTitle,
        Label::Solution,
        Label::SolutionTitle,
        Label::How,
        Label::Keys,
        Label::Easy,
        Label::Medium,
        Label::Hard,
    ];

    /// The label naming `level`.
    #[must_use]
    pub const fn of_level(level: Level) -> Label {
        match level {
            Level::Easy => Label::Easy,
            Level::Medium => Label::Medium,
            Level::Hard => Label::Hard,
        }
    }
}

impl Labels {
    /// The labels, in [`Label::ALL`]'s order.
    #[must_use]
    pub fn new(texts: Vec<String>) -> Labels {
        Labels(texts)
    }

    /// The text of `label` (empty if the room sent none).
    #[must_use]
    pub fn get(&self, label: Label) -> &str {
        let index = Label::ALL.iter().position(|&each| each == label);
        index
            .and_then(|index| self.0.get(index))
            .map_or("", String::as_str)
    }
}

/// What the message is, for the page's look and hooks (`data-said`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaidKind {
    /// A click or key was refused.
    Refused,
    /// What Check found.
    Checked,
    /// A hint's deduction.
    Hint,
    /// A hint where only a guess is left.
    Guess,
    /// The student's numbers must be fixed before a hint.
    FixFirst,
    /// A shared puzzle without one solution.
    NotUnique,
    /// No puzzle was made.
    NoPuzzle,
}

impl SaidKind {
    const ALL: [SaidKind; 7] = [
        SaidKind::Refused,
        SaidKind::Checked,
        SaidKind::Hint,
        SaidKind::Guess,
        SaidKind::FixFirst,
        SaidKind::NotUnique,
        SaidKind::NoPuzzle,
    ];

    /// Its `data-said` value.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            SaidKind::Refused => "refused",
            SaidKind::Checked => "checked",
            SaidKind::Hint => "hint",
            SaidKind::Guess => "guess",
            SaidKind::FixFirst => "fix-first",
            SaidKind::NotUnique => "not-unique",
            SaidKind::NoPuzzle => "no-puzzle",
        }
    }
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

/// What the page shows of the room.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoomView {
    /// The panel's labels.
    pub labels: Labels,
    /// The status line.
    pub status: String,
    /// The message, and what it is.
    pub said: Option<(SaidKind, String)>,
    /// Every number on the board.
    pub numbers: Vec<Numbered>,
    /// The squares the message points at.
    pub outlined: Vec<Square>,
    /// The puzzle's board and tour, when one is posed.
    pub board: Option<(Board, TourKind)>,
    /// The puzzle's code.
    pub code: Option<String>,
    /// The code line: the code, and the level and seed it was made from.
    pub about: Option<String>,
    /// The walk's length (the numbers reached click by click).
    pub walked: u16,
    /// The solution, once known (to step through in watch mode).
    pub solution: Option<Vec<Square>>,
    /// The puzzle solved, when it is.
    pub finished: Option<Finished>,
    /// A solved puzzle as text to share.
    pub result: Option<String>,
    /// Which of Undo, Clear, Check and Hint apply (bits 0 to 3).
    pub can: u32,
}

impl RoomView {
    /// Undo applies.
    pub const UNDO: u32 = 1;
    /// Clear applies.
    pub const CLEAR: u32 = 2;
    /// Check applies.
    pub const CHECK: u32 = 4;
    /// Hint applies.
    pub const HINT: u32 = 8;

    /// Whether the buttons of `bits` apply.
    #[must_use]
    pub const fn can(&self, bits: u32) -> bool {
        self.can & bits == bits
    }
}

/// A string as its length, then its UTF-8 bytes four to a word.
pub(crate) fn put_text(writer: &mut Writer, text: &str) {
    writer.count(text.len());
    for chunk in text.as_bytes().chunks(4) {
        let mut word = [0u8; 4];
        word[..chunk.len()].copy_from_slice(chunk);
        writer.u32(u32::from_le_bytes(word));
    }
}

/// A string written by [`put_text`].
pub(crate) fn take_text(reader: &mut Reader<'_>) -> Result<String, ProtocolError> {
    let len = reader.count()?;
    let mut bytes = Vec::with_capacity(len.min(1 << 16));
    while bytes.len() < len {
        let word = reader.u32()?.to_le_bytes();
        let take = (len - bytes.len()).min(4);
        bytes.extend_from_slice(&word[..take]);
    }
    String::from_utf8(bytes).map_err(|_| ProtocolError::Invalid("text"))
}

/// An optional value: a flag word, then the value.
pub(crate) fn put_option<T>(writer: &mut Writer, value: Option<&T>, put: impl Fn(&mut Writer, &T)) {
    match value {
        Some(value) => {
            writer.u32(1);
            put(writer, value);
        }
        None => {
            writer.u32(0);
        }
    }
}

/// A value written by [`put_option`].
pub(crate) fn take_option<'r, T>(
    reader: &mut Reader<'r>,
    take: impl Fn(&mut Reader<'r>) -> Result<T, ProtocolError>,
) -> Result<Option<T>, ProtocolError> {
    match codec::tag(reader, "option", 2)? {
        0 => Ok(None),
        _ => take(reader).map(Some),
    }
}

impl Wire for RoomState {
    fn put(&self, writer: &mut Writer) {
        writer.count(self.0.len());
        for &word in &self.0 {
            writer.u32(word);
        }
    }

    fn take(reader: &mut Reader<'_>) -> Result<RoomState, ProtocolError> {
        let len = reader.count()?;
        let mut words = Vec::with_capacity(len.min(1 << 16));
        for _ in 0..len {
            words.push(reader.u32()?);
        }
        Ok(RoomState(words))
    }
}

impl Wire for RoomLang {
    fn put(&self, writer: &mut Writer) {
        writer.u32(match self {
            RoomLang::En => 0,
            RoomLang::ZhHant => 1,
            RoomLang::ZhHans => 2,
        });
    }

    fn take(reader: &mut Reader<'_>) -> Result<RoomLang, ProtocolError> {
        Ok(match codec::tag(reader, "language", 3)? {
            0 => RoomLang::En,
            1 => RoomLang::ZhHant,
            _ => RoomLang::ZhHans,
        })
    }
}

impl Wire for RoomAction {
    fn put(&self, writer: &mut Writer) {
        match self {
            RoomAction::Show => {
                writer.u32(0);
            }
            RoomAction::New { kind, level, seed } => {
                writer.u32(2);
                kind.put(writer);
                level.put(writer);
                writer.u64(*seed);
            }
            RoomAction::Open(code) => {
                writer.u32(3);
                put_text(writer, code);
            }
            RoomAction::Choose(square) => {
                writer.u32(4).square(*square);
            }
            RoomAction::Type { square, digit } => {
                writer.u32(5).square(*square);
                writer.u32(digit.map_or(u32::MAX, u32::from));
            }
            RoomAction::Undo => {
                writer.u32(6);
            }
            RoomAction::Clear => {
                writer.u32(7);
            }
            RoomAction::Check => {
                writer.u32(8);
            }
            RoomAction::Hint => {
                writer.u32(9);
            }
            RoomAction::Reveal => {
                writer.u32(10);
            }
        }
    }

    fn take(reader: &mut Reader<'_>) -> Result<RoomAction, ProtocolError> {
        Ok(match codec::tag(reader, "room action", 11)? {
            0 | 1 => RoomAction::Show,
            2 => RoomAction::New {
                kind: TourKind::take(reader)?,
                level: Level::take(reader)?,
                seed: reader.u64()?,
            },
            3 => RoomAction::Open(take_text(reader)?),
            4 => RoomAction::Choose(reader.square()?),
            5 => {
                let square = reader.square()?;
                let digit = match reader.u32()? {
                    u32::MAX => None,
                    digit @ 0..=9 => u8::try_from(digit).ok(),
                    value => {
                        return Err(ProtocolError::Unknown {
                            what: "digit",
                            value,
                        });
                    }
                };
                RoomAction::Type { square, digit }
            }
            6 => RoomAction::Undo,
            7 => RoomAction::Clear,
            8 => RoomAction::Check,
            9 => RoomAction::Hint,
            _ => RoomAction::Reveal,
        })
    }
}

impl Wire for RoomView {
    fn put(&self, writer: &mut Writer) {
        writer.count(self.labels.0.len());
        for label in &self.labels.0 {
            put_text(writer, label);
        }
        put_text(writer, &self.status);
        put_option(writer, self.said.as_ref(), |writer, (kind, text)| {
            let tag = SaidKind::ALL
                .iter()
                .position(|each| each == kind)
                .unwrap_or(0);
            writer.count(tag);
            put_text(writer, text);
        });
        writer.count(self.numbers.len());
        for numbered in &self.numbers {
            writer
                .square(numbered.square)
                .u32(u32::from(numbered.number))
                .u32(u32::from(numbered.clue));
        }
        writer.squares(&self.outlined);
        put_option(writer, self.board.as_ref(), |writer, (board, kind)| {
            board.put(writer);
            kind.put(writer);
        });
        put_option(writer, self.code.as_ref(), |writer, code| {
            put_text(writer, code)
        });
        put_option(writer, self.about.as_ref(), |writer, about| {
            put_text(writer, about)
        });
        writer.u32(u32::from(self.walked));
        put_option(writer, self.solution.as_ref(), |writer, squares| {
            writer.squares(squares);
        });
        put_option(writer, self.finished.as_ref(), |writer, finished| {
            writer.u64(finished.time_ms).u32(finished.hints);
            put_option(writer, finished.level.as_ref(), |writer, level| {
                level.put(writer)
            });
        });
        put_option(writer, self.result.as_ref(), |writer, result| {
            put_text(writer, result)
        });
        writer.u32(self.can);
    }

    fn take(reader: &mut Reader<'_>) -> Result<RoomView, ProtocolError> {
        let count = reader.count()?;
        let mut labels = Vec::with_capacity(count.min(64));
        for _ in 0..count {
            labels.push(take_text(reader)?);
        }
        let status = take_text(reader)?;
        let said = take_option(reader, |reader| {
            let tag = codec::tag(reader, "message", SaidKind::ALL.len() as u32)?;
            Ok((SaidKind::ALL[tag as usize], take_text(reader)?))
        })?;
        let count = reader.count()?;
        let mut numbers = Vec::with_capacity(count.min(1 << 12));
        for _ in 0..count {
            numbers.push(Numbered {
                square: reader.square()?,
                number: codec::narrow(reader, "number")?,
                clue: codec::tag(reader, "clue", 2)? == 1,
            });
        }
        Ok(RoomView {
            labels: Labels(labels),
            status,
            said,
            numbers,
            outlined: reader.squares()?,
            board: take_option(reader, |reader| {
                Ok((Board::take(reader)?, TourKind::take(reader)?))
            })?,
            code: take_option(reader, take_text)?,
            about: take_option(reader, take_text)?,
            walked: codec::narrow(reader, "walk")?,
            solution: take_option(reader, Reader::squares)?,
            finished: take_option(reader, |reader| {
                Ok(Finished {
                    time_ms: reader.u64()?,
                    hints: reader.u32()?,
                    level: take_option(reader, Level::take)?,
                })
            })?,
            result: take_option(reader, take_text)?,
            can: reader.u32()?,
        })
    }
}
