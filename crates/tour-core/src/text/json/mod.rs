//! A run as JSON: one document, which `knights-tour solve --format json` and the page's
//! Export both write with [`RunJson`], and which [`read_run_json`] (and so
//! [`read_route`](super::read_route), the page's Import) reads back into a validated
//! [`Route`].
//!
//! The document is one compact object, its keys in alphabetical order:
//!
//! | key | value | written |
//! |---|---|---|
//! | `algorithm` | the algorithm's ID (or what made the route: the page writes `imported`, `play`) | always |
//! | `best` | the random walk's longest walk | with [`SearchFacts`] |
//! | `budget` | placements allowed, or `null` | with [`SearchFacts`] |
//! | `closed` | whether the run is a complete closed tour | always |
//! | `cols` | columns | always |
//! | `complete` | whether the run is a complete tour | always |
//! | `elapsed_ms` | milliseconds, to the microsecond | with [`SearchFacts`] |
//! | `end` | the last square asked for | when one was asked for |
//! | `holes` | the holes in `--holes` form ([`holes_text`]), or `null` | boards with holes or another piece |
//! | `leaper` | the piece (`knight`, `zebra`, `2,5`) | boards with holes or another piece |
//! | `order` | the move order's name, or `null` | with [`SearchFacts`] |
//! | `placed` | squares placed | with [`SearchFacts`] |
//! | `properties` | a complete tour's facts ([`PropertiesJson`]) | when given |
//! | `restarts`, `retreats` | the solver's counters | with [`SearchFacts`] |
//! | `route` | the squares in order, algebraic names | always |
//! | `rows` | rows | always |
//! | `seed` | the random walk's seed, or `null` | with [`SearchFacts`] |
//! | `start`, `start_seed` | the first square, algebraic and as seed coordinates `row,col` | always |
//! | `status` | how the run ended, as [`Status::id`](crate::solver::Status::id) names it | always |
//! | `stuck_at` | the square a stuck run ended on, or `null` | always |
//! | `tries` | the random walk's tries, or `null` | with [`SearchFacts`] |
//! | `visited` | squares on the route | always |
//!
//! A reader needs only `rows`, `cols`, `route`, and on shaped boards `holes` and `leaper`:
//! everything else follows from the route or describes how it was found.
//!
//! ```
//! use tour_core::text::{RunJson, read_run_json};
//! use tour_core::{Algorithm, Board, MoveOrder, Square};
//!
//! let run = Algorithm::Warnsdorff.solve(Board::new(5, 5)?, Square::new(0, 0), MoveOrder::GOSSIP)?;
//! let json = RunJson::new(run.route(), "warnsdorff", run.status().id()).to_string();
//! assert!(json.starts_with(r#"{"algorithm":"warnsdorff","closed":false,"cols":5,"#));
//! assert_eq!(&read_run_json(&json)?, run.route());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt::{self, Write};
use std::time::Duration;

use crate::holes::holes_text;
use crate::names::file_name;
use crate::route::{Route, TourKind};
use crate::solver::Stats;
use crate::square::Square;
use crate::study::{Magic, Properties};

mod read;

pub use read::{JsonError, read_run_json};

/// Route names are gathered this many bytes at a time before they are written: a
/// million squares go out in a few hundred writes.
const CHUNK: usize = 1 << 14;

/// A run as its JSON document (the module's table lists the keys): the route, what made
/// it and how it ended, with what the solver was given and counted
/// ([`SearchFacts`]), the last square asked for and a complete tour's facts when they
/// are known. [`Display`](fmt::Display) and [`RunJson::write`] write it compactly, with
/// no newline.
///
/// ```
/// use tour_core::text::RunJson;
/// use tour_core::{Board, Route, Square};
///
/// let route = Route::new(Board::new(3, 4)?, vec![Square::new(0, 0), Square::new(1, 2)])?;
/// assert_eq!(
///     RunJson::new(&route, "imported", "running").to_string(),
///     r#"{"algorithm":"imported","closed":false,"cols":4,"complete":false,"route":["a3","c2"],"rows":3,"start":"a3","start_seed":"0,0","status":"running","stuck_at":null,"visited":2}"#
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug)]
#[must_use]
pub struct RunJson<'a> {
    route: &'a Route,
    algorithm: &'a str,
    status: &'a str,
    end: Option<Square>,
    search: Option<&'a SearchFacts<'a>>,
    properties: Option<&'a Properties>,
}

/// What a solver was given and what it counted: the keys of a run's JSON that only a
/// search has (`order`, `budget`, `tries`, `seed`, `placed`, `retreats`, `restarts`,
/// `best`, `elapsed_ms`). `None` is written as `null`: a setting the algorithm does not
/// use.
///
/// ```
/// use std::time::Duration;
/// use tour_core::solver::Stats;
/// use tour_core::text::{RunJson, SearchFacts};
/// use tour_core::{Board, Route, Square};
///
/// let route = Route::new(Board::new(1, 1)?, vec![Square::new(0, 0)])?;
/// let search = SearchFacts {
///     order: None,
///     stats: Stats { placed: 1, ..Stats::default() },
///     budget: Some(10_000_000),
///     tries: None,
///     seed: None,
///     elapsed: Duration::from_micros(20),
/// };
/// let json = RunJson::new(&route, "fast", "complete").search(&search).to_string();
/// assert!(json.contains(r#""budget":10000000,"closed":false,"cols":1,"complete":true,"elapsed_ms":0.02,"#));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchFacts<'a> {
    /// The move order's name; `None` for an algorithm without one (`fast`).
    pub order: Option<&'a str>,
    /// The solver's counters.
    pub stats: Stats,
    /// The placement budget, for the algorithms that have one.
    pub budget: Option<u64>,
    /// The random walk's tries.
    pub tries: Option<u64>,
    /// The random walk's seed.
    pub seed: Option<u64>,
    /// How long the run took, written in milliseconds to the microsecond.
    pub elapsed: Duration,
}

impl<'a> RunJson<'a> {
    /// The document of `route`, made by `algorithm` (its ID, or what else made the route)
    /// and ended as `status` says ([`Status::id`](crate::solver::Status::id): `complete`
    /// makes `complete` true, and `closed` when the route is a closed tour; `stuck`
    /// names the route's last square in `stuck_at`).
    ///
    /// ```
    /// use tour_core::text::RunJson;
    /// use tour_core::{Algorithm, Board, MoveOrder, Square};
    ///
    /// let run = Algorithm::Warnsdorff.solve(Board::CHESS, Square::new(5, 4), MoveOrder::GOSSIP)?;
    /// let json = RunJson::new(run.route(), "warnsdorff", run.status().id()).to_string();
    /// assert!(json.contains(r#""status":"stuck","stuck_at":"a4","visited":60}"#));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(route: &'a Route, algorithm: &'a str, status: &'a str) -> RunJson<'a> {
        RunJson {
            route,
            algorithm,
            status,
            end: None,
            search: None,
            properties: None,
        }
    }

    /// The last square the run was asked to finish on (the key `end`, left out without).
    ///
    /// ```
    /// use tour_core::text::RunJson;
    /// use tour_core::{Board, Ends, Square};
    ///
    /// let board = Board::new(5, 5)?;
    /// let last = Square::parse("c3", &board)?;
    /// let route = tour_core::tour(&board, Square::new(4, 0), Ends::to(last))?;
    /// let json = RunJson::new(&route, "fast", "complete").end(Some(last)).to_string();
    /// assert!(json.contains(r#""complete":true,"end":"c3","route":["a1","#));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn end(mut self, end: Option<Square>) -> RunJson<'a> {
        self.end = end;
        self
    }

    /// What the solver was given and counted.
    ///
    /// ```
    /// use tour_core::text::{RunJson, SearchFacts};
    /// use tour_core::{Algorithm, Board, MoveOrder, Square};
    ///
    /// let run = Algorithm::Warnsdorff.solve(Board::new(5, 5)?, Square::new(0, 0), MoveOrder::GOSSIP)?;
    /// let search = SearchFacts { order: Some("gossip"), stats: run.stats(), ..SearchFacts::default() };
    /// let json = RunJson::new(run.route(), "warnsdorff", run.status().id()).search(&search).to_string();
    /// assert!(json.contains(&format!(r#""order":"gossip","placed":{},"#, run.stats().placed)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn search(mut self, search: &'a SearchFacts<'a>) -> RunJson<'a> {
        self.search = Some(search);
        self
    }

    /// A complete tour's facts (the key `properties`).
    ///
    /// ```
    /// use tour_core::study::Properties;
    /// use tour_core::text::RunJson;
    /// use tour_core::{Board, Square, TourKind};
    ///
    /// let route = tour_core::tour(&Board::new(6, 6)?, Square::new(0, 0), TourKind::Closed)?;
    /// let facts = Properties::of(&route)?;
    /// let json = RunJson::new(&route, "fast", "complete").properties(&facts).to_string();
    /// assert!(json.contains(r#""closed":true,"cols":6,"complete":true,"properties":{"bisected":"#));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn properties(mut self, facts: &'a Properties) -> RunJson<'a> {
        self.properties = Some(facts);
        self
    }

    /// Writes the document to `out`.
    ///
    /// ```
    /// use tour_core::text::RunJson;
    /// use tour_core::{Board, Route, Square};
    ///
    /// let board = Board::CHESS.with_holes([Square::new(0, 0)])?;
    /// let route = Route::new(board, vec![Square::new(7, 0)])?;
    /// let mut json = String::new();
    /// RunJson::new(&route, "imported", "running").write(&mut json)?;
    /// assert!(json.contains(r#""holes":"a8","leaper":"knight","route":["a1"]"#));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// Whatever `out` returns; writing into a `String` never fails.
    pub fn write<W: Write>(&self, out: &mut W) -> fmt::Result {
        let route = self.route;
        let board = route.board();
        let names = Names::new(board.rows(), board.cols());
        let squares = route.squares();
        let complete = self.status == "complete";
        let closed = complete && route.tour_kind() == Some(TourKind::Closed);
        out.write_str("{\"algorithm\":")?;
        string(out, self.algorithm)?;
        if let Some(search) = self.search {
            write!(out, ",\"best\":{},\"budget\":", search.stats.best)?;
            number_or_null(out, search.budget)?;
        }
        write!(
            out,
            ",\"closed\":{closed},\"cols\":{},\"complete\":{complete}",
            board.cols()
        )?;
        if let Some(search) = self.search {
            out.write_str(",\"elapsed_ms\":")?;
            milliseconds(out, search.elapsed)?;
        }
        if let Some(end) = self.end {
            out.write_str(",\"end\":")?;
            names.write(out, Some(end))?;
        }
        if !board.is_plain() {
            out.write_str(",\"holes\":")?;
            if board.hole_count() > 0 {
                string(out, &holes_text(&board))?;
            } else {
                out.write_str("null")?;
            }
            write!(out, ",\"leaper\":\"{}\"", board.leaper())?;
        }
        if let Some(search) = self.search {
            out.write_str(",\"order\":")?;
            match search.order {
                Some(order) => string(out, order)?,
                None => out.write_str("null")?,
            }
            write!(out, ",\"placed\":{}", search.stats.placed)?;
        }
        if let Some(facts) = self.properties {
            out.write_str(",\"properties\":")?;
            PropertiesJson::new(facts).write(out)?;
        }
        if let Some(search) = self.search {
            let Stats {
                restarts, retreats, ..
            } = search.stats;
            write!(out, ",\"restarts\":{restarts},\"retreats\":{retreats}")?;
        }
        out.write_str(",\"route\":")?;
        names.write_list(out, squares)?;
        write!(out, ",\"rows\":{}", board.rows())?;
        if let Some(search) = self.search {
            out.write_str(",\"seed\":")?;
            number_or_null(out, search.seed)?;
        }
        let start = route.start();
        out.write_str(",\"start\":")?;
        names.write(out, Some(start))?;
        write!(
            out,
            ",\"start_seed\":\"{},{}\",\"status\":",
            start.row(),
            start.col()
        )?;
        string(out, self.status)?;
        out.write_str(",\"stuck_at\":")?;
        let stuck = squares.last().filter(|_| self.status == "stuck");
        names.write(out, stuck.copied())?;
        if let Some(search) = self.search {
            out.write_str(",\"tries\":")?;
            number_or_null(out, search.tries)?;
        }
        write!(out, ",\"visited\":{}}}", squares.len())
    }
}

impl fmt::Display for RunJson<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f)
    }
}

/// A complete tour's facts ([`Properties`]) as the JSON object a run's document holds
/// under `properties`: `bisected` (`"top-bottom"`, `"left-right"` or `null`), `closed`,
/// `column_sums`, `crossings`, `diagonal_sums` (`null` on boards that are not square),
/// `magic`, `quadrisected`, `row_sums`, `semi_magic` and `symmetries` (the turns' and
/// mirrors' IDs), in that order.
///
/// ```
/// use tour_core::gallery;
/// use tour_core::study::Properties;
/// use tour_core::text::PropertiesJson;
///
/// let facts = Properties::of(&gallery::find("beverley-1848")?.route()?)?;
/// let json = PropertiesJson::new(&facts).to_string();
/// assert!(json.contains(r#""row_sums":[260,260,260,260,260,260,260,260],"semi_magic":true"#));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug)]
#[must_use]
pub struct PropertiesJson<'a> {
    facts: &'a Properties,
}

impl<'a> PropertiesJson<'a> {
    /// The object of `facts`.
    ///
    /// ```
    /// use tour_core::study::Properties;
    /// use tour_core::text::PropertiesJson;
    /// use tour_core::{Board, Square, TourKind};
    ///
    /// let route = tour_core::tour(&Board::new(5, 5)?, Square::new(0, 0), TourKind::Open)?;
    /// let json = PropertiesJson::new(&Properties::of(&route)?).to_string();
    /// assert!(json.starts_with(r#"{"bisected":"#) && json.ends_with("]}"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(facts: &'a Properties) -> PropertiesJson<'a> {
        PropertiesJson { facts }
    }

    /// Writes the object to `out`.
    ///
    /// ```
    /// use tour_core::study::Properties;
    /// use tour_core::text::PropertiesJson;
    /// use tour_core::{Board, Square, TourKind};
    ///
    /// let route = tour_core::tour(&Board::new(6, 6)?, Square::new(0, 0), TourKind::Closed)?;
    /// let mut json = String::new();
    /// PropertiesJson::new(&Properties::of(&route)?).write(&mut json)?;
    /// assert!(json.contains(r#""closed":true,"column_sums":["#));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// Whatever `out` returns; writing into a `String` never fails.
    pub fn write<W: Write>(&self, out: &mut W) -> fmt::Result {
        let facts = self.facts;
        let sums = facts.sums();
        let magic = sums.magic();
        out.write_str("{\"bisected\":")?;
        match facts.bisected() {
            Some(halves) => string(out, halves.id())?,
            None => out.write_str("null")?,
        }
        let closed = facts.kind() == TourKind::Closed;
        write!(out, ",\"closed\":{closed},\"column_sums\":")?;
        numbers(out, sums.columns())?;
        write!(
            out,
            ",\"crossings\":{},\"diagonal_sums\":",
            facts.crossings()
        )?;
        match sums.diagonals() {
            Some(diagonals) => numbers(out, &diagonals)?,
            None => out.write_str("null")?,
        }
        write!(
            out,
            ",\"magic\":{},\"quadrisected\":{},\"row_sums\":",
            magic == Magic::Magic,
            facts.quadrisected()
        )?;
        numbers(out, sums.rows())?;
        write!(
            out,
            ",\"semi_magic\":{},\"symmetries\":[",
            magic != Magic::Not
        )?;
        for (i, symmetry) in facts.symmetries().iter().enumerate() {
            if i > 0 {
                out.write_char(',')?;
            }
            string(out, symmetry.transform().id())?;
        }
        out.write_str("]}")
    }
}

impl fmt::Display for PropertiesJson<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f)
    }
}

/// Every file's and every rank's name on one board, worked out once, so a million
/// squares are named without a string each.
struct Names {
    files: Vec<String>,
    /// By row from the top: `rows`, ..., `1`.
    ranks: Vec<String>,
}

impl Names {
    fn new(rows: u16, cols: u16) -> Names {
        Names {
            files: (0..cols).map(file_name).collect(),
            ranks: (0..rows).map(|row| (rows - row).to_string()).collect(),
        }
    }

    /// Appends `square`'s algebraic name in quotes (its board's names need no escapes).
    fn push(&self, text: &mut String, square: Square) {
        let file = self.files.get(usize::from(square.col()));
        let rank = self.ranks.get(usize::from(square.row()));
        text.push('"');
        text.push_str(file.map_or("", String::as_str));
        text.push_str(rank.map_or("", String::as_str));
        text.push('"');
    }

    /// Writes `square`'s name in quotes, or `null`.
    fn write<W: Write>(&self, out: &mut W, square: Option<Square>) -> fmt::Result {
        let Some(square) = square else {
            return out.write_str("null");
        };
        let mut text = String::new();
        self.push(&mut text, square);
        out.write_str(&text)
    }

    /// Writes `squares` as a list of names.
    fn write_list<W: Write>(&self, out: &mut W, squares: &[Square]) -> fmt::Result {
        let mut chunk = String::with_capacity(CHUNK.min(squares.len() * 8) + 16);
        chunk.push('[');
        for (i, &square) in squares.iter().enumerate() {
            if i > 0 {
                chunk.push(',');
            }
            self.push(&mut chunk, square);
            if chunk.len() >= CHUNK {
                out.write_str(&chunk)?;
                chunk.clear();
            }
        }
        chunk.push(']');
        out.write_str(&chunk)
    }
}

/// Writes `text` as a JSON string: `"` and `\` escaped, and every control character
/// (`\n`, `\t` and the like by their short forms, the rest as `\u00XX`), as serde_json
/// writes strings; everything else as it is.
fn string<W: Write>(out: &mut W, text: &str) -> fmt::Result {
    out.write_char('"')?;
    for c in text.chars() {
        match c {
            '"' => out.write_str("\\\"")?,
            '\\' => out.write_str("\\\\")?,
            '\n' => out.write_str("\\n")?,
            '\r' => out.write_str("\\r")?,
            '\t' => out.write_str("\\t")?,
            '\u{8}' => out.write_str("\\b")?,
            '\u{c}' => out.write_str("\\f")?,
            ..' ' => write!(out, "\\u{:04x}", u32::from(c))?,
            _ => out.write_char(c)?,
        }
    }
    out.write_char('"')
}

/// Writes a number, or `null`.
fn number_or_null<W: Write>(out: &mut W, value: Option<u64>) -> fmt::Result {
    match value {
        Some(value) => write!(out, "{value}"),
        None => out.write_str("null"),
    }
}

/// Writes a list of numbers.
fn numbers<W: Write>(out: &mut W, values: &[u64]) -> fmt::Result {
    out.write_char('[')?;
    for (i, value) in values.iter().enumerate() {
        if i > 0 {
            out.write_char(',')?;
        }
        write!(out, "{value}")?;
    }
    out.write_char(']')
}

/// Writes `elapsed` in milliseconds rounded to the microsecond, as the shortest decimal
/// with a point (`0.02`, `3.0`, `1234.567`): what serde_json writes for that `f64`.
fn milliseconds<W: Write>(out: &mut W, elapsed: Duration) -> fmt::Result {
    let micros = elapsed
        .as_secs()
        .saturating_mul(1_000_000)
        .saturating_add(u64::from((elapsed.subsec_nanos() + 500) / 1000));
    let (whole, part) = (micros / 1000, micros % 1000);
    if part % 100 == 0 {
        write!(out, "{whole}.{}", part / 100)
    } else if part % 10 == 0 {
        write!(out, "{whole}.{:02}", part / 10)
    } else {
        write!(out, "{whole}.{part:03}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(elapsed: Duration) -> String {
        let mut text = String::new();
        milliseconds(&mut text, elapsed).unwrap();
        text
    }

    #[test]
    fn milliseconds_are_the_shortest_decimal_to_the_microsecond() {
        let cases = [
            (0, "0.0"),
            (499, "0.0"),
            (500, "0.001"),
            (20_000, "0.02"),
            (3_000_000, "3.0"),
            (1_234_567_400, "1234.567"),
            (1_230_000_000, "1230.0"),
            (10_100_000, "10.1"),
            (5_000, "0.005"),
        ];
        for (nanos, text) in cases {
            assert_eq!(written(Duration::from_nanos(nanos)), text, "{nanos} ns");
        }
    }

    #[test]
    fn strings_escape_quotes_backslashes_and_control_characters() {
        let mut text = String::new();
        string(&mut text, "a\"b\\c\nd\u{1}é\u{7f}").unwrap();
        assert_eq!(text, "\"a\\\"b\\\\c\\nd\\u0001é\u{7f}\"");
    }
}
