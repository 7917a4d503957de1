//! Reading a run's JSON back: the whole text read as JSON by serde_json, the board's
//! keys and the route kept, every other key's value skipped, and the route passed
//! through the validator.

use std::borrow::Cow;
use std::cell::Cell;
use std::fmt;

use serde::de::{self, Deserialize, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};

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
        let leaper: Leaper = leaper
            .parse()
            .map_err(|error| json(JsonError::Leaper(error)))?;
        board = board.with_leaper(leaper);
    }
    if let Some(holes) = fields.holes {
        let holes = parse_holes(&holes, &board).map_err(|error| json(JsonError::Holes(error)))?;
        board = board.with_holes(holes).map_err(ImportError::Board)?;
    }
    let mut squares = Vec::with_capacity(names.len());
    for (i, name) in names.into_iter().enumerate() {
        let square = Square::parse(&name, &board).map_err(|error| ImportError::NotASquare {
            position: i + 1,
            error,
        })?;
        squares.push(square);
    }
    Route::new(board.clone(), squares).map_err(|error| ImportError::Route { board, error })
}

/// The keys the reader reads, as the document holds them.
#[derive(Default)]
struct Fields<'a> {
    rows: Option<u64>,
    cols: Option<u64>,
    /// `None` too for `"holes": null`.
    holes: Option<Cow<'a, str>>,
    leaper: Option<Cow<'a, str>>,
    route: Option<Vec<Cow<'a, str>>>,
}

impl<'a> Fields<'a> {
    /// Reads the whole text as one JSON object, keeping the keys it reads.
    fn read(text: &'a str) -> Result<Fields<'a>, JsonError> {
        let refused = Cell::new(None);
        let mut reader = serde_json::Deserializer::from_str(text);
        let fields = reader.deserialize_map(Document { refused: &refused });
        fields
            .and_then(|fields| reader.end().map(|()| fields))
            .map_err(|error| refused.take().unwrap_or_else(|| unexpected(text, &error)))
    }
}

/// Where serde_json stopped reading `text`, with the column counted in characters (it
/// counts bytes), and one past the end when the text stops too soon.
fn unexpected(text: &str, error: &serde_json::Error) -> JsonError {
    let line = error.line().max(1);
    let bytes = error.column();
    let in_line = text.split('\n').nth(line - 1).unwrap_or_default();
    let before = in_line
        .char_indices()
        .take_while(|(at, _)| *at < bytes)
        .count();
    let column = if error.is_eof() { before + 1 } else { before };
    JsonError::Unexpected {
        line,
        column: column.max(1),
    }
}

/// The document's visitor. A problem with a key it reads is put in `refused` and ends
/// the reading, so serde_json's own error then only says where it stopped.
struct Document<'s> {
    refused: &'s Cell<Option<JsonError>>,
}

impl Document<'_> {
    fn refuse<E: de::Error>(&self, error: JsonError) -> E {
        self.refused.set(Some(error));
        E::custom("refused")
    }
}

impl<'de> Visitor<'de> for Document<'_> {
    type Value = Fields<'de>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a run's JSON document")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Fields<'de>, A::Error> {
        let mut fields = Fields::default();
        let mut seen = [false; KEYS.len()];
        while let Some(Value::Text(key)) = map.next_key::<Value<'de>>()? {
            let Some(index) = KEYS.iter().position(|name| *name == key) else {
                map.next_value::<IgnoredAny>()?;
                continue;
            };
            let field = KEYS[index];
            if std::mem::replace(&mut seen[index], true) {
                return Err(self.refuse(JsonError::Repeated { field }));
            }
            match (field, map.next_value::<Value<'de>>()?) {
                (ROWS, Value::Whole(rows)) => fields.rows = Some(rows),
                (COLS, Value::Whole(cols)) => fields.cols = Some(cols),
                (HOLES, Value::Null) => {}
                (HOLES, Value::Text(holes)) => fields.holes = Some(holes),
                (LEAPER, Value::Text(leaper)) => fields.leaper = Some(leaper),
                (ROUTE, Value::Texts(names)) => fields.route = Some(names),
                _ => return Err(self.refuse(JsonError::Wrong { field })),
            }
        }
        Ok(fields)
    }
}

/// A value as the reader tells kinds apart: a whole number, a string (borrowed from the
/// text when it has no escapes), a list of strings, `null`, or anything else.
enum Value<'a> {
    Whole(u64),
    Text(Cow<'a, str>),
    Texts(Vec<Cow<'a, str>>),
    Null,
    Other,
}

impl<'de> Deserialize<'de> for Value<'de> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(Kinds)
    }
}

/// The visitor of [`Value`].
struct Kinds;

impl<'de> Visitor<'de> for Kinds {
    type Value = Value<'de>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_u64<E>(self, value: u64) -> Result<Value<'de>, E> {
        Ok(Value::Whole(value))
    }

    fn visit_i64<E>(self, value: i64) -> Result<Value<'de>, E> {
        Ok(u64::try_from(value).map_or(Value::Other, Value::Whole))
    }

    fn visit_f64<E>(self, _: f64) -> Result<Value<'de>, E> {
        Ok(Value::Other)
    }

    fn visit_bool<E>(self, _: bool) -> Result<Value<'de>, E> {
        Ok(Value::Other)
    }

    fn visit_unit<E>(self) -> Result<Value<'de>, E> {
        Ok(Value::Null)
    }

    fn visit_borrowed_str<E>(self, text: &'de str) -> Result<Value<'de>, E> {
        Ok(Value::Text(Cow::Borrowed(text)))
    }

    fn visit_str<E>(self, text: &str) -> Result<Value<'de>, E> {
        Ok(Value::Text(Cow::Owned(text.to_owned())))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value<'de>, A::Error> {
        // Read to its end either way, so a problem further on is said where it is.
        let mut texts = Some(Vec::with_capacity(seq.size_hint().unwrap_or(0)));
        while let Some(entry) = seq.next_element::<Value<'de>>()? {
            match (&mut texts, entry) {
                (Some(list), Value::Text(text)) => list.push(text),
                _ => texts = None,
            }
        }
        Ok(texts.map_or(Value::Other, Value::Texts))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value<'de>, A::Error> {
        while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Ok(Value::Other)
    }
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
        // serde_json skips a value without recursion.
        let deep = "[".repeat(100_000) + &"]".repeat(100_000);
        let text = format!(
            r#"{{"x":{deep},"y":{{"a":[1,-2.5e+3,true,false,null,{{}}],"b":"\u00e9"}},"rows":1,"cols":1,"route":["a1"]}}"#
        );
        assert_eq!(read_run_json(&text).map(|route| route.len()), Ok(1));
        let unclosed = "{\"x\":".to_owned() + &"[{\"a\":".repeat(100_000);
        assert!(matches!(wrong(&unclosed), JsonError::Unexpected { .. }));
    }

    #[test]
    fn too_deep_a_value_under_a_key_the_reader_reads_is_refused_with_its_place() {
        let deep = format!(
            "{{\"rows\":{}{}}}",
            "[".repeat(100_000),
            "]".repeat(100_000)
        );
        assert_eq!(
            wrong(&deep),
            JsonError::Unexpected {
                line: 1,
                column: 135
            }
        );
    }

    #[test]
    fn a_problem_after_a_bad_list_is_said_where_it_is() {
        assert_eq!(
            wrong(r#"{"route":["a1",7,]}"#),
            JsonError::Unexpected {
                line: 1,
                column: 18
            }
        );
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
