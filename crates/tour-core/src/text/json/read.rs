//! Reading a run's JSON back: the whole text checked as JSON (no recursion, so no depth
//! is too deep), the board's keys and the route read, every other key's value skipped,
//! and the route passed through the validator.

use std::borrow::Cow;
use std::fmt;

use crate::board::{Board, BoardError, Side};
use crate::holes::{HolesError, parse_holes};
use crate::leaper::{Leaper, LeaperError};
use crate::route::Route;
use crate::square::Square;
use crate::text::ImportError;

/// A key of a run's document. Spelled as an alias so serde's derive reads it through
/// [`JsonError::FIELDS`] instead of borrowing it from the input (serde-rs/serde#2665).
type Key = &'static str;

/// What is wrong with a text that should be a run's JSON document, before its board and
/// route are read. Problems with the board, a square or the route itself are
/// [`ImportError`]'s other variants, as for every text [`read_route`](crate::text::read_route)
/// reads.
///
/// ```
/// use tour_core::text::{read_run_json, ImportError, JsonError};
///
/// let refused = |text| match read_run_json(text) {
///     Err(ImportError::Json(error)) => error,
///     other => panic!("{other:?}"),
/// };
/// assert_eq!(refused(r#"{"rows":8,"cols":8}"#), JsonError::Missing { field: "route" });
/// assert_eq!(refused(r#"{"rows":"8"}"#), JsonError::Wrong { field: "rows" });
/// assert_eq!(refused("{\n  \"rows\": 8,,"), JsonError::Unexpected { line: 2, column: 13 });
/// assert!(matches!(refused(r#"{"rows":8,"cols":8,"leaper":"rook","route":[]}"#), JsonError::Leaper(_)));
/// ```
// Exhaustive, as ImportError is: the app words each variant.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum JsonError {
    /// The text stops being a JSON object at line `line`, column `column` (both from 1;
    /// columns count characters): a character JSON does not allow there, the end of the
    /// text inside the object, or anything after it.
    Unexpected {
        /// The line, from 1.
        line: usize,
        /// The character in the line, from 1.
        column: usize,
    },
    /// The document has no `field` (every run's document has `rows`, `cols` and `route`).
    Missing {
        /// The key.
        #[cfg_attr(feature = "serde", serde(deserialize_with = "wire::json_field"))]
        field: Key,
    },
    /// The document has `field` twice.
    Repeated {
        /// The key.
        #[cfg_attr(feature = "serde", serde(deserialize_with = "wire::json_field"))]
        field: Key,
    },
    /// `field` holds the wrong kind of value: `rows` and `cols` take whole numbers,
    /// `holes` a string or `null`, `leaper` a string, `route` a list of strings.
    Wrong {
        /// The key.
        #[cfg_attr(feature = "serde", serde(deserialize_with = "wire::json_field"))]
        field: Key,
    },
    /// `holes` is not a list of the board's squares.
    Holes(HolesError),
    /// `leaper` names no leaper.
    Leaper(LeaperError),
}

impl JsonError {
    /// Every key a [`JsonError`] can name: the keys [`read_run_json`] reads.
    ///
    /// ```
    /// use tour_core::text::JsonError;
    /// assert_eq!(JsonError::FIELDS, ["rows", "cols", "holes", "leaper", "route"]);
    /// ```
    pub const FIELDS: [&'static str; 5] = [ROWS, COLS, HOLES, LEAPER, ROUTE];
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Unexpected { line, column } => {
                write!(
                    f,
                    "the JSON cannot be read past line {line}, column {column}"
                )
            }
            Self::Missing { field } => write!(f, "the JSON has no \"{field}\""),
            Self::Repeated { field } => write!(f, "the JSON has \"{field}\" twice"),
            Self::Wrong { field } => {
                let kind = match *field {
                    ROWS | COLS => "a whole number",
                    HOLES => "a string of holes or null",
                    ROUTE => "a list of square names",
                    _ => "a string",
                };
                write!(f, "the JSON's \"{field}\" is not {kind}")
            }
            Self::Holes(error) => write!(f, "{error}"),
            Self::Leaper(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for JsonError {}

const ROWS: &str = "rows";
const COLS: &str = "cols";
const HOLES: &str = "holes";
const LEAPER: &str = "leaper";
const ROUTE: &str = "route";

/// The keys the reader reads.
const KEYS: [&str; 5] = JsonError::FIELDS;

/// Reads a run's JSON document (what [`RunJson`](super::RunJson) writes, so what
/// `knights-tour solve --format json`, `knights-tour gallery ID --format json` and the
/// page's Export write) into a validated route: the board from `rows`, `cols`, `holes`
/// (absent or `null`: none) and `leaper` (absent: the knight), the squares from `route`.
/// Other keys are read as JSON and otherwise left alone: the route says the rest.
///
/// ```
/// use tour_core::text::{read_run_json, ImportError, JsonError};
/// use tour_core::{Leaper, Square};
///
/// let route = read_run_json(r#"{"cols":5,"leaper":"zebra","route":["a1","c4"],"rows":5}"#)?;
/// assert_eq!(route.board().leaper(), Leaper::ZEBRA);
/// assert_eq!(route.squares(), [Square::new(4, 0), Square::new(1, 2)]);
///
/// let cut = read_run_json("{\"rows\": 8,\n \"cols\": 8, \"route\": [\"a1\"");
/// assert_eq!(cut, Err(ImportError::Json(JsonError::Unexpected { line: 2, column: 27 })));
/// # Ok::<(), ImportError>(())
/// ```
///
/// # Errors
/// [`ImportError::Json`] when the text is not a JSON object with the board's keys and
/// a list of strings under `route`; [`ImportError::Board`] for a size no board has (or
/// holes that leave no square), [`ImportError::NotASquare`] for an entry of `route`
/// that names no square of the board, and [`ImportError::Route`] for squares the
/// validator refuses (the bad move's position inside).
pub fn read_run_json(text: &str) -> Result<Route, ImportError> {
    let json = ImportError::Json;
    let fields = Fields::read(text).map_err(json)?;
    let side = |value: Option<u64>, field, side| {
        let value = value.ok_or(json(JsonError::Missing { field }))?;
        u16::try_from(value)
            .map_err(|_| ImportError::Board(BoardError::SideOutOfRange { side, value }))
    };
    let rows = side(fields.rows, ROWS, Side::Rows)?;
    let cols = side(fields.cols, COLS, Side::Columns)?;
    let names = fields
        .route
        .ok_or(json(JsonError::Missing { field: ROUTE }))?;
    let mut board = Board::new(rows, cols).map_err(ImportError::Board)?;
    if let Some(leaper) = fields.leaper {
        let leaper: Leaper = decode(leaper)
            .parse()
            .map_err(|error| json(JsonError::Leaper(error)))?;
        board = board.with_leaper(leaper);
    }
    if let Some(holes) = fields.holes {
        let holes =
            parse_holes(&decode(holes), &board).map_err(|error| json(JsonError::Holes(error)))?;
        board = board.with_holes(holes).map_err(ImportError::Board)?;
    }
    let mut squares = Vec::with_capacity(names.len());
    for (i, name) in names.into_iter().enumerate() {
        let square =
            Square::parse(&decode(name), &board).map_err(|error| ImportError::NotASquare {
                position: i + 1,
                error,
            })?;
        squares.push(square);
    }
    Route::new(board.clone(), squares).map_err(|error| ImportError::Route { board, error })
}

/// The keys the reader reads, as the document holds them: numbers, and strings with
/// their escapes undecoded.
#[derive(Default)]
struct Fields<'a> {
    rows: Option<u64>,
    cols: Option<u64>,
    /// `None` too for `"holes": null`.
    holes: Option<&'a str>,
    leaper: Option<&'a str>,
    route: Option<Vec<&'a str>>,
}

impl<'a> Fields<'a> {
    /// Reads the whole text as one JSON object, keeping the keys it reads.
    fn read(text: &'a str) -> Result<Fields<'a>, JsonError> {
        let mut scanner = Scanner::new(text);
        let mut fields = Fields::default();
        let mut seen = [false; KEYS.len()];
        scanner.space();
        scanner.eat(b'{')?;
        scanner.space();
        let mut more = !scanner.take(b'}');
        while more {
            let key = decode(scanner.key()?);
            match KEYS.iter().position(|name| *name == key) {
                Some(index) => {
                    if std::mem::replace(&mut seen[index], true) {
                        return Err(JsonError::Repeated { field: KEYS[index] });
                    }
                    if !fields.value(&mut scanner, index)? {
                        return Err(JsonError::Wrong { field: KEYS[index] });
                    }
                }
                None => scanner.skip()?,
            }
            more = scanner.next_entry(b'}')?;
        }
        scanner.space();
        if scanner.peek().is_some() {
            return Err(scanner.unexpected());
        }
        Ok(fields)
    }

    /// Reads the value of key `index` of [`KEYS`], the scanner at its start: whether it
    /// is of the kind the key takes.
    fn value(&mut self, scanner: &mut Scanner<'a>, index: usize) -> Result<bool, JsonError> {
        let kind = scanner.peek();
        Ok(match (index, kind) {
            (0 | 1, Some(b'-' | b'0'..=b'9')) => {
                let value = scanner.number()?;
                *(if index == 0 {
                    &mut self.rows
                } else {
                    &mut self.cols
                }) = value;
                value.is_some()
            }
            (2 | 3, Some(b'"')) => {
                let text = Some(scanner.string()?);
                *(if index == 2 {
                    &mut self.holes
                } else {
                    &mut self.leaper
                }) = text;
                true
            }
            (4, Some(b'[')) => {
                let mut names = Vec::new();
                let mut more = scanner.list_start()?;
                while more && scanner.peek() == Some(b'"') {
                    names.push(scanner.string()?);
                    more = scanner.next_entry(b']')?;
                }
                self.route = Some(names);
                !more
            }
            _ => {
                scanner.skip()?;
                index == 2 && kind == Some(b'n')
            }
        })
    }
}

/// A place in a text read as JSON.
struct Scanner<'a> {
    text: &'a str,
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Scanner<'a> {
    fn new(text: &'a str) -> Scanner<'a> {
        Scanner {
            text,
            bytes: text.as_bytes(),
            at: 0,
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    /// Skips JSON's white space.
    fn space(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.peek() {
            self.at += 1;
        }
    }

    /// Steps over `byte`, or names what is there instead.
    fn eat(&mut self, byte: u8) -> Result<(), JsonError> {
        if self.peek() == Some(byte) {
            self.at += 1;
            Ok(())
        } else {
            Err(self.unexpected())
        }
    }

    /// The problem at the scanner's place, by line and column.
    fn unexpected(&self) -> JsonError {
        let (mut line, mut column) = (1, 1);
        for &byte in self.bytes.iter().take(self.at) {
            if byte == b'\n' {
                (line, column) = (line + 1, 1);
            } else if byte & 0xC0 != 0x80 {
                // A character's first byte: UTF-8's continuation bytes are 10xxxxxx.
                column += 1;
            }
        }
        JsonError::Unexpected { line, column }
    }

    /// A string's text between its quotes, escapes undecoded; the scanner at its opening
    /// quote, then after its closing one.
    fn string(&mut self) -> Result<&'a str, JsonError> {
        self.eat(b'"')?;
        let start = self.at;
        loop {
            match self.peek() {
                Some(b'"') => break,
                Some(b'\\') => {
                    self.at += 1;
                    match self.peek() {
                        Some(b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't') => {}
                        Some(b'u') => {
                            for _ in 0..4 {
                                self.at += 1;
                                if !self.peek().is_some_and(|b| b.is_ascii_hexdigit()) {
                                    return Err(self.unexpected());
                                }
                            }
                        }
                        _ => return Err(self.unexpected()),
                    }
                }
                None | Some(0..=0x1f) => return Err(self.unexpected()),
                Some(_) => {}
            }
            self.at += 1;
        }
        // Both ends are quotes, so both are characters' boundaries.
        let raw = self.text.get(start..self.at).unwrap_or_default();
        self.at += 1;
        Ok(raw)
    }

    /// An object's key and its colon, the scanner at the key.
    fn key(&mut self) -> Result<&'a str, JsonError> {
        let key = self.string()?;
        self.space();
        self.eat(b':')?;
        self.space();
        Ok(key)
    }

    /// A number; its value when it is a whole number written without a sign, fraction or
    /// exponent (beyond `u64`, `u64::MAX`).
    fn number(&mut self) -> Result<Option<u64>, JsonError> {
        let negative = self.peek() == Some(b'-');
        if negative {
            self.at += 1;
        }
        let start = self.at;
        match self.peek() {
            Some(b'0') => self.at += 1,
            Some(b'1'..=b'9') => self.digits(),
            _ => return Err(self.unexpected()),
        }
        let whole = self.bytes.get(start..self.at).unwrap_or_default();
        let mut plain = !negative;
        if self.peek() == Some(b'.') {
            self.at += 1;
            self.some_digits()?;
            plain = false;
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.at += 1;
            if let Some(b'+' | b'-') = self.peek() {
                self.at += 1;
            }
            self.some_digits()?;
            plain = false;
        }
        Ok(plain.then(|| {
            whole.iter().fold(0_u64, |value, digit| {
                value
                    .saturating_mul(10)
                    .saturating_add(u64::from(digit - b'0'))
            })
        }))
    }

    fn digits(&mut self) {
        while self.peek().is_some_and(|b| b.is_ascii_digit()) {
            self.at += 1;
        }
    }

    /// One digit or more.
    fn some_digits(&mut self) -> Result<(), JsonError> {
        if !self.peek().is_some_and(|b| b.is_ascii_digit()) {
            return Err(self.unexpected());
        }
        self.digits();
        Ok(())
    }

    /// Steps over `byte` if it is next: whether it was.
    fn take(&mut self, byte: u8) -> bool {
        let next = self.peek() == Some(byte);
        if next {
            self.at += 1;
        }
        next
    }

    /// A list's opening bracket: whether an entry follows (`false`: the list is empty
    /// and closed).
    fn list_start(&mut self) -> Result<bool, JsonError> {
        self.eat(b'[')?;
        self.space();
        Ok(!self.take(b']'))
    }

    /// After an entry of a list or object: whether another follows, or (`false`) the
    /// list or object closed with `close`.
    fn next_entry(&mut self, close: u8) -> Result<bool, JsonError> {
        self.space();
        if self.take(b',') {
            self.space();
            Ok(true)
        } else if self.take(close) {
            Ok(false)
        } else {
            Err(self.unexpected())
        }
    }

    /// Steps over one value of any kind, the scanner at its start. Lists and objects
    /// inside it are followed with a stack on the heap, not by recursion.
    fn skip(&mut self) -> Result<(), JsonError> {
        // For each list or object the value is inside: whether it is an object.
        let mut open: Vec<bool> = Vec::new();
        loop {
            match self.peek() {
                Some(b'{') => {
                    self.at += 1;
                    self.space();
                    if !self.take(b'}') {
                        open.push(true);
                        self.key()?;
                        continue;
                    }
                }
                Some(b'[') => {
                    if self.list_start()? {
                        open.push(false);
                        continue;
                    }
                }
                Some(b'"') => {
                    self.string()?;
                }
                Some(b'-' | b'0'..=b'9') => {
                    self.number()?;
                }
                Some(b't') => self.word("true")?,
                Some(b'f') => self.word("false")?,
                Some(b'n') => self.word("null")?,
                _ => return Err(self.unexpected()),
            }
            // A value ended: close what it ends, up to the next entry.
            loop {
                let Some(&object) = open.last() else {
                    return Ok(());
                };
                if self.next_entry(if object { b'}' } else { b']' })? {
                    if object {
                        self.key()?;
                    }
                    break;
                }
                open.pop();
            }
        }
    }

    /// The literal `word`.
    fn word(&mut self, word: &str) -> Result<(), JsonError> {
        for &byte in word.as_bytes() {
            self.eat(byte)?;
        }
        Ok(())
    }
}

/// A string's text with its escapes decoded; borrowed when it has none. An escape of a
/// UTF-16 surrogate (half of a character beyond U+FFFF) reads as U+FFFD: no square name,
/// piece or list of holes has such a character, so the value is refused either way.
fn decode(raw: &str) -> Cow<'_, str> {
    if !raw.contains('\\') {
        return Cow::Borrowed(raw);
    }
    let mut text = String::with_capacity(raw.len());
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        text.push(match c {
            '\\' => match chars.next() {
                Some('u') => {
                    let hex = |unit, digit: char| unit * 16 + digit.to_digit(16).unwrap_or(0);
                    let unit = chars.by_ref().take(4).fold(0, hex);
                    char::from_u32(unit).unwrap_or(char::REPLACEMENT_CHARACTER)
                }
                Some('b') => '\u{8}',
                Some('f') => '\u{c}',
                Some('n') => '\n',
                Some('r') => '\r',
                Some('t') => '\t',
                Some(other) => other,
                None => break,
            },
            c => c,
        });
    }
    Cow::Owned(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wrong(text: &str) -> JsonError {
        match read_run_json(text) {
            Err(ImportError::Json(error)) => error,
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn escapes_decode_as_json_means_them() {
        assert_eq!(decode("a1"), "a1");
        assert_eq!(decode(r"\u0061\u0031"), "a1");
        assert_eq!(decode(r#"\"\\\/\b\f\n\r\t"#), "\"\\/\u{8}\u{c}\n\r\t");
        assert_eq!(decode(r"\u00e9 \ud83d\ude00"), "é \u{fffd}\u{fffd}");
    }

    #[test]
    fn escaped_keys_and_names_read_as_their_text() {
        let route = read_run_json(r#"{"\u0072ows":3,"cols":4,"route":["\u0061\u0033","c2"]}"#);
        assert_eq!(route.map(|route| route.len()), Ok(2));
    }

    #[test]
    fn each_problem_is_named() {
        assert_eq!(wrong("[1]"), JsonError::Unexpected { line: 1, column: 1 });
        assert_eq!(
            wrong(r#"{"rows":8,"cols":8,"route":[]} x"#),
            JsonError::Unexpected {
                line: 1,
                column: 32
            }
        );
        assert_eq!(
            wrong("{\"rows\":8,\n\"é\":tru}"),
            JsonError::Unexpected { line: 2, column: 8 }
        );
        assert_eq!(
            wrong(r#"{"rows":8,"cols":8}"#),
            JsonError::Missing { field: ROUTE }
        );
        assert_eq!(
            wrong(r#"{"rows":8,"rows":8}"#),
            JsonError::Repeated { field: ROWS }
        );
        for text in [
            r#"{"rows":8.0}"#,
            r#"{"rows":-8}"#,
            r#"{"cols":"8"}"#,
            r#"{"holes":3}"#,
            r#"{"leaper":null}"#,
            r#"{"route":"a1 b3"}"#,
            r#"{"route":["a1",7]}"#,
        ] {
            assert!(matches!(wrong(text), JsonError::Wrong { .. }), "{text}");
        }
        assert!(matches!(
            wrong(r#"{"rows":8,"cols":8,"holes":"z9","route":["a1"]}"#),
            JsonError::Holes(_)
        ));
        assert!(matches!(
            wrong(r#"{"rows":8,"cols":8,"leaper":"rook","route":["a1"]}"#),
            JsonError::Leaper(_)
        ));
        assert!(matches!(
            read_run_json(r#"{"rows":70000,"cols":8,"route":["a1"]}"#),
            Err(ImportError::Board(BoardError::SideOutOfRange {
                side: Side::Rows,
                value: 70_000
            }))
        ));
        assert!(matches!(
            read_run_json(r#"{"rows":8,"cols":8,"route":["a1","b3","z9"]}"#),
            Err(ImportError::NotASquare { position: 3, .. })
        ));
    }

    #[test]
    fn other_keys_may_hold_anything_however_deep() {
        let deep = "[".repeat(100_000) + &"]".repeat(100_000);
        let text = format!(
            r#"{{"x":{deep},"y":{{"a":[1,-2.5e+3,true,false,null,{{}}],"b":"\u00e9"}},"rows":1,"cols":1,"route":["a1"]}}"#
        );
        assert_eq!(read_run_json(&text).map(|route| route.len()), Ok(1));
        let unclosed = "{\"x\":".to_owned() + &"[{\"a\":".repeat(100_000);
        assert!(matches!(wrong(&unclosed), JsonError::Unexpected { .. }));
    }
}

#[cfg(feature = "serde")]
mod wire {
    //! Serde (feature `serde`): the value travels as its parts and is built again through
    //! the constructor that checks them.
    use serde::{Deserialize, Deserializer};

    use super::JsonError;

    /// A key a [`JsonError`] names, read back as the one of [`JsonError::FIELDS`] it is.
    pub(crate) fn json_field<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<&'static str, D::Error> {
        let name = String::deserialize(deserializer)?;
        JsonError::FIELDS
            .into_iter()
            .find(|field| *field == name)
            .ok_or_else(|| serde::de::Error::unknown_variant(&name, &JsonError::FIELDS))
    }
}
