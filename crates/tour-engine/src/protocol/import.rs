//! A route and what is wrong with a pasted text, as words: how the engine hands the
//! page a route it read from a paste ([`Report::Imported`](super::Report::Imported)), or the
//! [`ImportError`] that refused the paste, with everything inside it. The page reads the
//! route back through its own validator ([`Route::take`] is [`Route::new`]) and words
//! the error in its language.
//!
//! ```
//! use tour_core::{Board, text::{read_route, ImportError}};
//! use tour_engine::protocol::{Reader, Wire, Writer};
//!
//! let read = read_route(&Board::CHESS, r#"{"rows":8,"cols":8,"route":["a1","b4"]}"#);
//! let mut writer = Writer::default();
//! read.put(&mut writer);
//! let words = writer.finish();
//! let again = <Result<tour_core::Route, ImportError>>::take(&mut Reader::new(&words))?;
//! assert_eq!(again, read);
//! # Ok::<(), tour_engine::protocol::ProtocolError>(())
//! ```

use tour_core::board::Side;
use tour_core::text::{HolesError, ImportError, JsonError};
use tour_core::{Board, BoardError, LeaperError, Route, RouteError, SquareError};

use super::ProtocolError;
use super::codec::{Wire, tag};
use super::words::{Reader, Writer};

/// The board, then the squares.
impl Wire for Route {
    fn put(&self, writer: &mut Writer) {
        self.board().put(writer);
        writer.squares(self.squares());
    }

    fn take(reader: &mut Reader<'_>) -> Result<Route, ProtocolError> {
        let board = Board::take(reader)?;
        Route::new(board, reader.squares()?).map_err(|_| ProtocolError::Invalid("route"))
    }
}

impl Wire for ImportError {
    fn put(&self, writer: &mut Writer) {
        match self {
            ImportError::Empty => {
                writer.u32(0);
            }
            ImportError::Json(error) => {
                writer.u32(1);
                error.put(writer);
            }
            ImportError::RaggedRow {
                row,
                expected,
                found,
            } => {
                writer.u32(2).count(*row).count(*expected).count(*found);
            }
            ImportError::Board(error) => {
                writer.u32(3);
                error.put(writer);
            }
            ImportError::RepeatedNumber { number } => {
                writer.u32(4).u64(*number);
            }
            ImportError::MissingNumber { number } => {
                writer.u32(5).u64(*number);
            }
            ImportError::NotASquare { position, error } => {
                writer.u32(6).count(*position);
                error.put(writer);
            }
            ImportError::Route { board, error } => {
                writer.u32(7);
                board.put(writer);
                error.put(writer);
            }
        }
    }

    fn take(reader: &mut Reader<'_>) -> Result<ImportError, ProtocolError> {
        let r = reader;
        Ok(match tag(r, "import error", 8)? {
            0 => ImportError::Empty,
            1 => ImportError::Json(JsonError::take(r)?),
            2 => ImportError::RaggedRow {
                row: r.count()?,
                expected: r.count()?,
                found: r.count()?,
            },
            3 => ImportError::Board(BoardError::take(r)?),
            4 => ImportError::RepeatedNumber { number: r.u64()? },
            5 => ImportError::MissingNumber { number: r.u64()? },
            6 => ImportError::NotASquare {
                position: r.count()?,
                error: SquareError::take(r)?,
            },
            _ => ImportError::Route {
                board: Board::take(r)?,
                error: RouteError::take(r)?,
            },
        })
    }
}

/// A key the error names, by its place in [`JsonError::FIELDS`].
fn put_field(field: &str, writer: &mut Writer) {
    let index = JsonError::FIELDS.iter().position(|known| *known == field);
    writer.count(index.unwrap_or(usize::MAX));
}

fn take_field(reader: &mut Reader<'_>) -> Result<&'static str, ProtocolError> {
    let count = JsonError::FIELDS.len() as u32;
    Ok(JsonError::FIELDS[tag(reader, "JSON key", count)? as usize])
}

impl Wire for JsonError {
    fn put(&self, writer: &mut Writer) {
        match self {
            JsonError::Unexpected { line, column } => {
                writer.u32(0).count(*line).count(*column);
            }
            JsonError::Missing { field } => put_field(field, writer.u32(1)),
            JsonError::Repeated { field } => put_field(field, writer.u32(2)),
            JsonError::Wrong { field } => put_field(field, writer.u32(3)),
            JsonError::Holes(error) => error.put(writer.u32(4)),
            JsonError::Leaper(error) => error.put(writer.u32(5)),
        }
    }

    fn take(reader: &mut Reader<'_>) -> Result<JsonError, ProtocolError> {
        let r = reader;
        Ok(match tag(r, "JSON error", 6)? {
            0 => JsonError::Unexpected {
                line: r.count()?,
                column: r.count()?,
            },
            1 => JsonError::Missing {
                field: take_field(r)?,
            },
            2 => JsonError::Repeated {
                field: take_field(r)?,
            },
            3 => JsonError::Wrong {
                field: take_field(r)?,
            },
            4 => JsonError::Holes(HolesError::take(r)?),
            _ => JsonError::Leaper(LeaperError::take(r)?),
        })
    }
}

impl Wire for SquareError {
    fn put(&self, writer: &mut Writer) {
        match self {
            SquareError::Malformed(text) => {
                writer.u32(0).text(text);
            }
            SquareError::OffBoard { text, board } => {
                writer.u32(1).text(text);
                board.put(writer);
            }
        }
    }

    fn take(reader: &mut Reader<'_>) -> Result<SquareError, ProtocolError> {
        let r = reader;
        Ok(match tag(r, "square error", 2)? {
            0 => SquareError::Malformed(r.text()?),
            _ => SquareError::OffBoard {
                text: r.text()?,
                board: Board::take(r)?,
            },
        })
    }
}

impl Wire for BoardError {
    fn put(&self, writer: &mut Writer) {
        match self {
            BoardError::SideOutOfRange { side, value } => {
                writer
                    .u32(0)
                    .u32((*side == Side::Columns).into())
                    .u64(*value);
            }
            BoardError::Malformed(text) => {
                writer.u32(1).text(text);
            }
            BoardError::HoleOffBoard { square, size } => {
                let (rows, cols) = *size;
                writer
                    .u32(2)
                    .square(*square)
                    .u32(rows.into())
                    .u32(cols.into());
            }
            BoardError::NoSquaresLeft => {
                writer.u32(3);
            }
        }
    }

    fn take(reader: &mut Reader<'_>) -> Result<BoardError, ProtocolError> {
        let r = reader;
        Ok(match tag(r, "board error", 4)? {
            0 => BoardError::SideOutOfRange {
                side: [Side::Rows, Side::Columns][tag(r, "side", 2)? as usize],
                value: r.u64()?,
            },
            1 => BoardError::Malformed(r.text()?),
            2 => BoardError::HoleOffBoard {
                square: r.square()?,
                size: (
                    super::codec::narrow(r, "board side")?,
                    super::codec::narrow(r, "board side")?,
                ),
            },
            _ => BoardError::NoSquaresLeft,
        })
    }
}

/// The entry, then what is wrong with it.
impl Wire for HolesError {
    fn put(&self, writer: &mut Writer) {
        writer.text(self.entry());
        self.error().put(writer);
    }

    fn take(reader: &mut Reader<'_>) -> Result<HolesError, ProtocolError> {
        let entry = reader.text()?;
        Ok(HolesError::new(entry, SquareError::take(reader)?))
    }
}

impl Wire for LeaperError {
    fn put(&self, writer: &mut Writer) {
        match self {
            LeaperError::Null => {
                writer.u32(0);
            }
            LeaperError::TooLong { step } => {
                writer.u32(1).u64(*step);
            }
            LeaperError::Malformed(text) => {
                writer.u32(2).text(text);
            }
            // A refusal the core adds later travels as its sentence.
            other => {
                writer.u32(2).text(&other.to_string());
            }
        }
    }

    fn take(reader: &mut Reader<'_>) -> Result<LeaperError, ProtocolError> {
        let r = reader;
        Ok(match tag(r, "leaper error", 3)? {
            0 => LeaperError::Null,
            1 => LeaperError::TooLong { step: r.u64()? },
            _ => LeaperError::Malformed(r.text()?),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tour_core::Square;
    use tour_core::text::read_route;

    fn again<T: Wire>(value: &T) -> Result<T, ProtocolError> {
        let mut writer = Writer::default();
        value.put(&mut writer);
        let words = writer.finish();
        let mut reader = Reader::new(&words);
        let value = T::take(&mut reader)?;
        reader.end()?;
        Ok(value)
    }

    #[test]
    fn every_refusal_of_a_paste_reads_back_equal() {
        let chess = Board::CHESS;
        let pastes = [
            " ",
            "1 2\n3",
            "1 0 0\n0 0 1\n0 0 0",
            "1 0 0\n0 0 3\n0 0 0",
            "a1 b3 zz",
            "a1 b3 z9",
            "a1 b3 b4",
            "1 2 0\n0 0 0\n0 0 0",
            "{",
            "{\"rows\":\"8\"}",
            "{\"rows\":8,\"rows\":8}",
            "{\"rows\":8,\"cols\":8}",
            r#"{"rows":8,"cols":8,"holes":"a1,,b2","route":[]}"#,
            r#"{"rows":8,"cols":8,"holes":"a1:z9","route":[]}"#,
            r#"{"rows":8,"cols":8,"leaper":"0,0","route":[]}"#,
            r#"{"rows":8,"cols":8,"leaper":"1,9","route":[]}"#,
            r#"{"rows":8,"cols":8,"leaper":"rook","route":[]}"#,
            r#"{"rows":0,"cols":8,"route":[]}"#,
            r#"{"rows":1,"cols":1,"holes":"a1","route":[]}"#,
            r#"{"rows":3,"cols":3,"leaper":"zebra","holes":"a1","route":["a1"]}"#,
        ];
        for paste in pastes {
            let error = read_route(&chess, paste).expect_err(paste);
            assert_eq!(again(&error), Ok(error), "{paste}");
        }
        let errors = [
            ImportError::Board(BoardError::Malformed("9by9".to_owned())),
            ImportError::Board(BoardError::HoleOffBoard {
                square: Square::new(9, 9),
                size: (8, 8),
            }),
            ImportError::MissingNumber { number: u64::MAX },
        ];
        for error in errors {
            assert_eq!(again(&error), Ok(error.clone()), "{error:?}");
        }
    }

    #[test]
    fn a_route_reads_back_through_the_validator() {
        let board = Board::new(5, 5)
            .unwrap()
            .with_holes([Square::new(2, 2)])
            .unwrap();
        let route = Route::new(board, vec![Square::new(0, 0), Square::new(1, 2)]).unwrap();
        assert_eq!(again(&route), Ok(route.clone()));
        // The same words with the second square moved where no knight goes.
        let mut writer = Writer::default();
        route.board().put(&mut writer);
        writer.squares(&[Square::new(0, 0), Square::new(0, 1)]);
        let words = writer.finish();
        assert_eq!(
            Route::take(&mut Reader::new(&words)),
            Err(ProtocolError::Invalid("route"))
        );
    }
}
