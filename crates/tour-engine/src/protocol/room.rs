//! Puzzle mode's room: the puzzle, the student's numbers and every sentence about them
//! live in the engine, so a visitor who never opens a puzzle downloads none of it. The
//! page forwards what a person does ([`RoomAction`]) with the room's last state
//! ([`RoomState`], words the page keeps without reading) and shows what comes back
//! ([`RoomView`]): the numbers to draw, the squares to outline, the status line, and
//! the panel's markup with the message, all in the language asked for.
//!
//! ```
//! use tour_core::{Board, Square, TourKind, puzzle::Level};
//! use tour_engine::protocol::{Job, Report, RoomAction, RoomLang, RoomState};
//! use tour_engine::run::run_to_end;
//!
//! let board = Board::new(6, 6)?;
//! let new = RoomAction::New { kind: TourKind::Open, seed: 7 };
//! let job = Job::Room { board: board.clone(), level: Level::Easy, state: RoomState::default(), action: new, lang: RoomLang::En, at_ms: 0 };
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
//! let job = Job::Room { board, level: Level::Easy, state, action: RoomAction::Choose(free), lang: RoomLang::En, at_ms: 10 };
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
    /// A new puzzle for the job's board and level and `kind`, made from `seed`, as the
    /// command line makes it.
    New {
        /// Open or closed.
        kind: TourKind,
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
    /// The mode's tagline.
    pub tagline: String,
    /// The status line.
    pub status: String,
    /// The panel's markup above the message: the level, New puzzle and the buttons,
    /// each with its `data-action` ([`run::room`](crate::run) words and escapes it).
    pub top: String,
    /// The message's markup (empty when there is none), for the page's live region.
    pub said: String,
    /// The panel's markup under the message: Share result, the code line, how to fill in.
    pub bottom: String,
    /// Every number on the board.
    pub numbers: Vec<Numbered>,
    /// The squares the message points at.
    pub outlined: Vec<Square>,
    /// The puzzle's board and tour, when one is posed.
    pub board: Option<(Board, TourKind)>,
    /// The puzzle's code.
    pub code: Option<String>,
    /// The walk's length (the numbers reached click by click).
    pub walked: u16,
    /// The solution, once known (to step through in watch mode).
    pub solution: Option<Vec<Square>>,
    /// The puzzle solved, when it is.
    pub finished: Option<Finished>,
    /// A solved puzzle as text to share.
    pub result: Option<String>,
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
            RoomAction::New { kind, seed } => {
                writer.u32(2);
                kind.put(writer);
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
        for text in [
            &self.tagline,
            &self.status,
            &self.top,
            &self.said,
            &self.bottom,
        ] {
            put_text(writer, text);
        }
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
    }

    fn take(reader: &mut Reader<'_>) -> Result<RoomView, ProtocolError> {
        let tagline = take_text(reader)?;
        let status = take_text(reader)?;
        let top = take_text(reader)?;
        let said = take_text(reader)?;
        let bottom = take_text(reader)?;
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
            tagline,
            status,
            top,
            said,
            bottom,
            numbers,
            outlined: reader.squares()?,
            board: take_option(reader, |reader| {
                Ok((Board::take(reader)?, TourKind::take(reader)?))
            })?,
            code: take_option(reader, take_text)?,
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
        })
    }
}
