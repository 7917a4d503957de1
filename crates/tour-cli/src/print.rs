//! Large outputs written straight to a buffered writer, byte for byte what the core's
//! `String` builders and `serde_json` print, but without a `String` per square: a
//! million-square route goes out in a few milliseconds and a few kilobytes of buffer.

use std::io::{self, Write};

use serde_json::Value;
use tour_core::{Board, Route, Square, file_name};

/// Every file's and every rank's name on one board, worked out once, so a square's
/// algebraic name is two copies (what [`Square::algebraic`] prints, without allocating).
pub struct SquareNames {
    /// `a`, `b`, ... by column.
    files: Vec<Box<[u8]>>,
    /// The rank numbers by row from the top: `rows`, ..., `1`.
    ranks: Vec<Box<[u8]>>,
}

impl SquareNames {
    /// The names on `board`.
    pub fn new(board: Board) -> SquareNames {
        let files = (0..board.cols())
            .map(|col| file_name(col).into_bytes().into_boxed_slice())
            .collect();
        let ranks = (0..board.rows())
            .map(|row| {
                let mut digits = Vec::with_capacity(4);
                let _ = write_padded(&mut digits, u64::from(board.rows() - row), 0);
                digits.into_boxed_slice()
            })
            .collect();
        SquareNames { files, ranks }
    }

    /// Writes `square`'s algebraic name (`g3`).
    pub fn write(&self, out: &mut impl Write, square: Square) -> io::Result<()> {
        let file = &self.files[usize::from(square.col())];
        let rank = &self.ranks[usize::from(square.row())];
        out.write_all(file)?;
        out.write_all(rank)
    }
}

/// Writes `n` right-aligned in a field of `width` (wider if it needs more digits), as
/// `format!("{n:>width$}")` does.
pub fn write_padded(out: &mut impl Write, mut n: u64, width: usize) -> io::Result<()> {
    // u64::MAX has 20 digits; wider fields than the buffer are not needed here.
    let mut buf = [b' '; 24];
    let mut at = buf.len();
    loop {
        at -= 1;
        buf[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    let from = at.min(buf.len().saturating_sub(width));
    out.write_all(&buf[from..])
}

/// The route one square per line (`--format moves`).
pub fn write_moves(out: &mut impl Write, route: &Route) -> io::Result<()> {
    let names = SquareNames::new(route.board());
    for &square in route.squares() {
        names.write(out, square)?;
        out.write_all(b"\n")?;
    }
    Ok(())
}

/// The route as a JSON array of algebraic names, as `serde_json` writes
/// `route.algebraic()`: `["a1","c2",...]` (names are letters and digits, nothing to escape).
pub fn write_json_route(out: &mut impl Write, route: &Route) -> io::Result<()> {
    let names = SquareNames::new(route.board());
    out.write_all(b"[")?;
    for (i, &square) in route.squares().iter().enumerate() {
        out.write_all(if i == 0 { b"\"" } else { b",\"" })?;
        names.write(out, square)?;
        out.write_all(b"\"")?;
    }
    out.write_all(b"]")
}

/// The numbered board, exactly as [`tour_core::numbered_board`] prints it: top row first,
/// each move number right-aligned in a field of 3, 0 for unvisited squares.
pub fn write_numbered_board(out: &mut impl Write, route: &Route) -> io::Result<()> {
    let cols = usize::from(route.board().cols());
    for row in route.numbering().chunks(cols) {
        for &number in row {
            write_padded(out, u64::from(number), 3)?;
        }
        out.write_all(b"\n")?;
    }
    Ok(())
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
            let names = SquareNames::new(board);
            for square in board.squares().step_by(7) {
                let written = text(|out| names.write(out, square));
                assert_eq!(written, square.algebraic(board));
            }
        }
    }

    #[test]
    fn padded_numbers_match_format() {
        for n in [
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
        ] {
            for width in [0, 1, 3, 7] {
                assert_eq!(
                    text(|out| write_padded(out, n, width)),
                    format!("{n:>width$}")
                );
            }
        }
    }

    #[test]
    fn route_outputs_match_the_cores_strings() {
        let board = Board::new(5, 6).unwrap();
        let start = Square::parse("a1", board).unwrap();
        let run = tour_core::Algorithm::Warnsdorff
            .solve(board, start, tour_core::MoveOrder::GOSSIP)
            .unwrap();
        let route = run.route();
        assert_eq!(
            text(|out| write_numbered_board(out, route)),
            tour_core::numbered_board(route)
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
