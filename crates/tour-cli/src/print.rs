//! Large outputs written straight to a buffered writer, byte for byte what the core's
//! `String` builders and `serde_json` print, but without a `String` per square: a
//! million-square route goes out in a few milliseconds and a few kilobytes of buffer.

use std::io::{self, Write};

use serde_json::Value;
use tour_core::{
    Board, Route, Square,
    text::{HOLE_MARK, file_name, holes_text, numbered_column_width},
};

/// Bytes gathered in one reused buffer and handed to the writer [`CHUNK`] bytes at a
/// time. Each piece goes in as a small fixed-size copy (no call per piece); after each
/// piece of at most [`ROOM`] bytes, [`Chunked::end_piece`] passes a full buffer on.
pub struct Chunked<'w, W: Write> {
    out: &'w mut W,
    buf: Box<[u8]>,
    len: usize,
}

/// Bytes [`Chunked`] passes on at once.
const CHUNK: usize = 1 << 16;
/// The most one piece may add between two [`Chunked::end_piece`] calls.
const ROOM: usize = 64;

/// `00`, `01`, ... `99`, for writing numbers two digits at a time.
const DIGIT_PAIRS: [u8; 200] = {
    let mut pairs = [0; 200];
    let mut i = 0;
    while i < 100 {
        pairs[2 * i] = b'0' + (i / 10) as u8;
        pairs[2 * i + 1] = b'0' + (i % 10) as u8;
        i += 1;
    }
    pairs
};

impl<'w, W: Write> Chunked<'w, W> {
    /// An empty buffer in front of `out`.
    pub fn new(out: &'w mut W) -> Chunked<'w, W> {
        Chunked {
            out,
            buf: vec![0; CHUNK + ROOM].into_boxed_slice(),
            len: 0,
        }
    }

    /// Appends one byte.
    pub fn byte(&mut self, byte: u8) {
        self.buf[self.len] = byte;
        self.len += 1;
    }

    /// Appends the first `n` (at most 8) bytes of `bytes`, copying all 8.
    fn short(&mut self, bytes: &[u8; 8], n: usize) {
        self.buf[self.len..self.len + 8].copy_from_slice(bytes);
        self.len += n;
    }

    /// Appends `n` right-aligned in a field of `width` (at most 20; wider if it needs
    /// more digits), as `format!("{n:>width$}")` does.
    pub fn number(&mut self, mut n: u64, width: usize) {
        let digits = n.checked_ilog10().map_or(1, |log| log as usize + 1);
        let field = digits.max(width.min(20));
        // Spaces first (one fixed-size copy), then the digits over their end, two at a time.
        self.buf[self.len..self.len + 20].copy_from_slice(&[b' '; 20]);
        self.len += field;
        let mut at = self.len;
        while n >= 10 {
            let pair = (n % 100) as usize * 2;
            let two = &DIGIT_PAIRS[pair..pair + 2];
            n /= 100;
            at -= 2;
            self.buf[at..at + 2].copy_from_slice(two);
        }
        if at > self.len - digits {
            self.buf[at - 1] = b'0' + n as u8;
        }
    }

    /// Ends a piece: passes the buffer on once it holds [`CHUNK`] bytes.
    pub fn end_piece(&mut self) -> io::Result<()> {
        if self.len >= CHUNK {
            self.out.write_all(&self.buf[..self.len])?;
            self.len = 0;
        }
        Ok(())
    }

    /// Passes on what is left.
    pub fn finish(self) -> io::Result<()> {
        self.out.write_all(&self.buf[..self.len])
    }
}

/// Every file's and every rank's name on one board, worked out once, so a square's
/// algebraic name is two 8-byte copies: what [`Square::algebraic`] prints, without
/// allocating.
pub struct SquareNames {
    /// `a`, `b`, ... by column, and their lengths.
    files: Vec<([u8; 8], usize)>,
    /// The rank numbers by row from the top (`rows`, ..., `1`), and their lengths.
    ranks: Vec<([u8; 8], usize)>,
}

/// `text` in 8 bytes (1000 columns need 3 letters, 1000 rows 4 digits).
fn short(text: &str) -> ([u8; 8], usize) {
    let mut bytes = [0; 8];
    let n = text.len().min(8);
    bytes[..n].copy_from_slice(&text.as_bytes()[..n]);
    (bytes, n)
}

impl SquareNames {
    /// The names on `board`.
    pub fn new(board: Board) -> SquareNames {
        SquareNames {
            files: (0..board.cols())
                .map(|col| short(&file_name(col)))
                .collect(),
            ranks: (0..board.rows())
                .map(|row| short(&(board.rows() - row).to_string()))
                .collect(),
        }
    }

    /// Writes `square`'s algebraic name (`g3`) to `out`.
    pub fn write(&self, out: &mut impl Write, square: Square) -> io::Result<()> {
        let (file, n) = &self.files[usize::from(square.col())];
        out.write_all(&file[..*n])?;
        let (rank, n) = &self.ranks[usize::from(square.row())];
        out.write_all(&rank[..*n])
    }

    /// Appends `square`'s algebraic name (`g3`).
    pub fn put<W: Write>(&self, out: &mut Chunked<'_, W>, square: Square) {
        let (file, n) = &self.files[usize::from(square.col())];
        out.short(file, *n);
        let (rank, n) = &self.ranks[usize::from(square.row())];
        out.short(rank, *n);
    }
}

/// The route one square per line (`--format moves`).
pub fn write_moves(out: &mut impl Write, route: &Route) -> io::Result<()> {
    let names = SquareNames::new(route.board());
    let mut out = Chunked::new(out);
    for &square in route.squares() {
        names.put(&mut out, square);
        out.byte(b'\n');
        out.end_piece()?;
    }
    out.finish()
}

/// The route as a JSON array of algebraic names, as `serde_json` writes
/// `route.algebraic()`: `["a1","c2",...]` (names are letters and digits, nothing to escape).
pub fn write_json_route(out: &mut impl Write, route: &Route) -> io::Result<()> {
    let names = SquareNames::new(route.board());
    let mut out = Chunked::new(out);
    out.byte(b'[');
    for (i, &square) in route.squares().iter().enumerate() {
        if i > 0 {
            out.byte(b',');
        }
        out.byte(b'"');
        names.put(&mut out, square);
        out.byte(b'"');
        out.end_piece()?;
    }
    out.byte(b']');
    out.finish()
}

/// The numbered board, exactly as [`tour_core::text::numbered_board`] prints it: top row first,
/// each move number right-aligned in a field of 3 (wider once numbers have three digits,
/// [`numbered_column_width`]), 0 for unvisited squares.
pub fn write_numbered_board(out: &mut impl Write, route: &Route) -> io::Result<()> {
    let board = route.board();
    let cols = usize::from(board.cols());
    // At most 8 (a million squares have 7 digits): well within a piece's room.
    let width = numbered_column_width(route);
    let mut out = Chunked::new(out);
    for (row, numbers) in route.numbering().chunks(cols).enumerate() {
        for (col, &number) in numbers.iter().enumerate() {
            // Both below MAX_SIDE: the board's own coordinates.
            let square = Square::new(row as u16, col as u16);
            if board.is_hole(square) {
                for _ in HOLE_MARK.len()..width {
                    out.byte(b' ');
                }
                for &byte in HOLE_MARK.as_bytes() {
                    out.byte(byte);
                }
            } else {
                out.number(u64::from(number), width);
            }
            out.end_piece()?;
        }
        out.byte(b'\n');
    }
    out.finish()
}

/// Adds the board's holes (in `--holes` form, `null` without) and its piece to a JSON
/// header, so a script can rebuild the exact board. A whole board toured by the knight
/// prints as it always has, without the two keys.
pub fn add_shape(header: &mut Value, board: &Board) {
    if board.is_plain() {
        return;
    }
    if let Some(object) = header.as_object_mut() {
        let holes = (board.hole_count() > 0).then(|| holes_text(board));
        object.insert("holes".to_owned(), holes.into());
        object.insert("leaper".to_owned(), board.leaper().to_string().into());
    }
}

/// Writes `object` compactly, as `serde_json::to_writer` would (same keys, same order),
/// except that the value under `key` is written by `value` instead: the small fields go
/// through `serde_json`, the one large array is streamed. `object` holds a placeholder
/// (say `null`) under `key`, so the key keeps its place in the map's order.
pub fn write_json_object<W: Write>(
    out: &mut W,
    object: &Value,
    key: &str,
    value: impl FnOnce(&mut W) -> io::Result<()>,
) -> io::Result<()> {
    let Value::Object(map) = object else {
        return serde_json::to_writer(out, object).map_err(io::Error::from);
    };
    debug_assert!(map.contains_key(key), "{key} has no placeholder");
    let mut value = Some(value);
    out.write_all(b"{")?;
    for (i, (name, field)) in map.iter().enumerate() {
        if i > 0 {
            out.write_all(b",")?;
        }
        serde_json::to_writer(&mut *out, name)?;
        out.write_all(b":")?;
        match value.take_if(|_| name == key) {
            Some(write) => write(out)?,
            None => serde_json::to_writer(&mut *out, field)?,
        }
    }
    out.write_all(b"}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn text(write: impl FnOnce(&mut Vec<u8>) -> io::Result<()>) -> String {
        let mut out = Vec::new();
        write(&mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn names_match_the_cores_on_every_square_of_odd_shaped_boards() {
        for (rows, cols) in [(1, 1), (8, 8), (3, 40), (27, 703), (1000, 1000)] {
            let board = Board::new(rows, cols).unwrap();
            let names = SquareNames::new(board.clone());
            for square in board.squares().step_by(7) {
                let written = text(|out| {
                    let mut out = Chunked::new(out);
                    names.put(&mut out, square);
                    out.finish()
                });
                assert_eq!(written, square.algebraic(&board));
                assert_eq!(text(|out| names.write(out, square)), written);
            }
        }
    }

    #[test]
    fn padded_numbers_match_format() {
        let numbers = [
            0,
            1,
            9,
            10,
            99,
            100,
            999,
            1000,
            123_456,
            1_000_000,
            u64::MAX,
        ];
        for n in numbers {
            for width in [0, 1, 3, 7, 20] {
                let written = text(|out| {
                    let mut out = Chunked::new(out);
                    out.number(n, width);
                    out.finish()
                });
                assert_eq!(written, format!("{n:>width$}"));
            }
        }
    }

    #[test]
    fn long_outputs_cross_many_chunks_intact() {
        let written = text(|out| {
            let mut out = Chunked::new(out);
            for n in 0..100_000 {
                out.number(n, 7);
                out.byte(b'\n');
                out.end_piece()?;
            }
            out.finish()
        });
        let expected: String = (0..100_000).map(|n| format!("{n:>7}\n")).collect();
        assert_eq!(written, expected);
    }

    #[test]
    fn route_outputs_match_the_cores_strings() {
        let board = Board::new(5, 6).unwrap();
        let start = Square::parse("a1", &board).unwrap();
        let run = tour_core::Algorithm::Warnsdorff
            .solve(board, start, tour_core::MoveOrder::GOSSIP)
            .unwrap();
        let route = run.route();
        assert_eq!(
            text(|out| write_numbered_board(out, route)),
            tour_core::text::numbered_board(route)
        );
        assert_eq!(
            text(|out| write_moves(out, route)),
            route.algebraic().join("\n") + "\n"
        );
        assert_eq!(
            text(|out| write_json_route(out, route)),
            serde_json::to_string(&route.algebraic()).unwrap()
        );
    }

    #[test]
    fn a_streamed_field_keeps_its_place_and_the_others_are_unchanged() {
        let whole = json!({"b": [1, 2], "a": "x\"y", "c": null, "route": ["a1", "b3"]});
        let mut holed = whole.clone();
        holed["route"] = Value::Null;
        let written = text(|out| {
            write_json_object(out, &holed, "route", |out| {
                out.write_all(b"[\"a1\",\"b3\"]")
            })
        });
        assert_eq!(written, serde_json::to_string(&whole).unwrap());
    }
}
