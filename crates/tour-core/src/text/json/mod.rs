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

use serde::ser::{Serialize, SerializeSeq, SerializeStruct, Serializer};

use crate::holes::holes_text;
use crate::names::file_name;
use crate::route::{Route, TourKind};
use crate::solver::Stats;
use crate::square::Square;
use crate::study::{Magic, Properties};

mod read;

pub use read::{JsonError, read_run_json};

/// A run as its JSON document (the module's table lists the keys): the route, what made
/// it and how it ended, with what the solver was given and counted
/// ([`SearchFacts`]), the last square asked for and a complete tour's facts when they
/// are known. It is [`Serialize`]; [`Display`](fmt::Display) and [`RunJson::write`] write
/// it compactly through serde_json, with no newline.
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
    /// Whether the route's names are left out of the list under `route`, for
    /// [`RunJson::write`] to write them itself.
    names_apart: bool,
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
            names_apart: false,
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
        // Every key but the route's names goes through serde_json; the names are written
        // here, a chunk at a time. Through serde_json (a `serialize_str` a square) the
        // CLI's 1000x1000 JSON took 50 to 57 ms as a whole process, over its 50 ms
        // target; this way 34 to 38 (`perf stat -r 30 knights-tour solve --board
        // 1000x1000 --start a1 --closed --format json`).
        let rest = RunJson {
            names_apart: true,
            ..*self
        };
        let rest = serde_json::to_string(&rest).map_err(|_| fmt::Error)?;
        // Only the key can be `,"route":[]`: in a string value the quotes are escaped.
        let (before, after) = rest.split_once(EMPTY_ROUTE).ok_or(fmt::Error)?;
        let board = self.route.board();
        out.write_str(before)?;
        out.write_str(",\"route\":")?;
        Names::new(board.rows(), board.cols()).write_list(out, self.route.squares())?;
        out.write_str(after)
    }
}

/// The route's key and an empty list, as serde_json writes them.
const EMPTY_ROUTE: &str = ",\"route\":[]";

impl Serialize for RunJson<'_> {
    // Long: one line a key, in the document's (alphabetical) order, so the order reads off.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let route = self.route;
        let board = route.board();
        let names = Names::new(board.rows(), board.cols());
        let squares = route.squares();
        let complete = self.status == "complete";
        let search = self.search;
        let shaped = !board.is_plain();
        let start = route.start();
        let stuck = squares.last().filter(|_| self.status == "stuck");
        let mut object = serializer.serialize_struct("RunJson", 27)?;
        object.serialize_field("algorithm", self.algorithm)?;
        if let Some(search) = search {
            object.serialize_field("best", &search.stats.best)?;
            object.serialize_field("budget", &search.budget)?;
        }
        let closed = complete && route.tour_kind() == Some(TourKind::Closed);
        object.serialize_field("closed", &closed)?;
        object.serialize_field("cols", &board.cols())?;
        object.serialize_field("complete", &complete)?;
        if let Some(search) = search {
            object.serialize_field("elapsed_ms", &milliseconds(search.elapsed))?;
        }
        if let Some(end) = self.end {
            object.serialize_field("end", &names.of(end))?;
        }
        if shaped {
            let holes = (board.hole_count() > 0).then(|| holes_text(&board));
            object.serialize_field("holes", &holes)?;
            object.serialize_field("leaper", &board.leaper().to_string())?;
        }
        if let Some(search) = search {
            object.serialize_field("order", &search.order)?;
            object.serialize_field("placed", &search.stats.placed)?;
        }
        if let Some(facts) = self.properties {
            object.serialize_field("properties", &PropertiesJson::new(facts))?;
        }
        if let Some(search) = search {
            object.serialize_field("restarts", &search.stats.restarts)?;
            object.serialize_field("retreats", &search.stats.retreats)?;
        }
        let listed = if self.names_apart { &[] } else { squares };
        let route = RouteNames {
            names: &names,
            squares: listed,
        };
        object.serialize_field("route", &route)?;
        object.serialize_field("rows", &board.rows())?;
        if let Some(search) = search {
            object.serialize_field("seed", &search.seed)?;
        }
        object.serialize_field("start", &names.of(start))?;
        let seed = format!("{},{}", start.row(), start.col());
        object.serialize_field("start_seed", &seed)?;
        object.serialize_field("status", self.status)?;
        object.serialize_field("stuck_at", &stuck.map(|&square| names.of(square)))?;
        if let Some(search) = search {
            object.serialize_field("tries", &search.tries)?;
        }
        object.serialize_field("visited", &squares.len())?;
        object.end()
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
        out.write_str(&serde_json::to_string(self).map_err(|_| fmt::Error)?)
    }
}

impl Serialize for PropertiesJson<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let facts = self.facts;
        let sums = facts.sums();
        let magic = sums.magic();
        let symmetries: Vec<&str> = facts
            .symmetries()
            .iter()
            .map(|symmetry| symmetry.transform().id())
            .collect();
        let mut object = serializer.serialize_struct("PropertiesJson", 10)?;
        object.serialize_field("bisected", &facts.bisected().map(|halves| halves.id()))?;
        object.serialize_field("closed", &(facts.kind() == TourKind::Closed))?;
        object.serialize_field("column_sums", sums.columns())?;
        object.serialize_field("crossings", &facts.crossings())?;
        object.serialize_field("diagonal_sums", &sums.diagonals())?;
        object.serialize_field("magic", &(magic == Magic::Magic))?;
        object.serialize_field("quadrisected", &facts.quadrisected())?;
        object.serialize_field("row_sums", sums.rows())?;
        object.serialize_field("semi_magic", &(magic != Magic::Not))?;
        object.serialize_field("symmetries", &symmetries)?;
        object.end()
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

    /// Appends `square`'s algebraic name to `name`.
    fn push(&self, name: &mut String, square: Square) {
        let file = self.files.get(usize::from(square.col()));
        let rank = self.ranks.get(usize::from(square.row()));
        name.push_str(file.map_or("", String::as_str));
        name.push_str(rank.map_or("", String::as_str));
    }

    /// `square`'s algebraic name.
    fn of(&self, square: Square) -> String {
        let mut name = String::new();
        self.push(&mut name, square);
        name
    }

    /// Writes `squares` as a JSON list of names (a board's names need no escapes).
    fn write_list<W: Write>(&self, out: &mut W, squares: &[Square]) -> fmt::Result {
        let mut chunk = String::with_capacity(CHUNK.min(squares.len() * 8) + 16);
        chunk.push('[');
        for (i, &square) in squares.iter().enumerate() {
            if i > 0 {
                chunk.push(',');
            }
            chunk.push('"');
            self.push(&mut chunk, square);
            chunk.push('"');
            if chunk.len() >= CHUNK {
                out.write_str(&chunk)?;
                chunk.clear();
            }
        }
        chunk.push(']');
        out.write_str(&chunk)
    }
}

/// Route names are gathered this many bytes at a time before they are written: a
/// million squares go out in a few hundred writes.
const CHUNK: usize = 1 << 14;

/// A route's squares as the list of their names.
struct RouteNames<'a> {
    names: &'a Names,
    squares: &'a [Square],
}

impl Serialize for RouteNames<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // One name at a time in one buffer: a million names make no string each.
        let mut list = serializer.serialize_seq(Some(self.squares.len()))?;
        let mut name = String::with_capacity(8);
        for &square in self.squares {
            name.clear();
            self.names.push(&mut name, square);
            list.serialize_element(name.as_str())?;
        }
        list.end()
    }
}

/// `elapsed` in milliseconds rounded to the microsecond: serde_json writes the shortest
/// decimal with a point that reads back as it (`0.02`, `3.0`, `1234.567`).
fn milliseconds(elapsed: Duration) -> f64 {
    let micros = elapsed
        .as_secs()
        .saturating_mul(1_000_000)
        .saturating_add(u64::from((elapsed.subsec_nanos() + 500) / 1000));
    // Exact below 2^53 microseconds (285 years).
    #[allow(clippy::cast_precision_loss)]
    let micros = micros as f64;
    micros / 1000.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(elapsed: Duration) -> String {
        serde_json::to_string(&milliseconds(elapsed)).unwrap()
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
        let route = Route::new(
            crate::board::Board::new(1, 1).unwrap(),
            vec![Square::new(0, 0)],
        )
        .unwrap();
        let text = RunJson::new(&route, "a\"b\\c\nd\u{1}é\u{7f}", "running").to_string();
        assert!(
            text.starts_with("{\"algorithm\":\"a\\\"b\\\\c\\nd\\u0001é\u{7f}\","),
            "{text}"
        );
    }

    #[test]
    fn the_written_text_is_what_serde_json_writes_of_the_document() {
        let board = crate::board::Board::new(5, 5)
            .unwrap()
            .with_holes([Square::new(2, 2)])
            .unwrap();
        let route = Route::new(board, vec![Square::new(0, 0), Square::new(1, 2)]).unwrap();
        let search = SearchFacts {
            order: Some("gossip"),
            seed: Some(7),
            ..SearchFacts::default()
        };
        for algorithm in ["warnsdorff", ",\"route\":[]", "\\,\"route\":[]"] {
            let json = RunJson::new(&route, algorithm, "running")
                .search(&search)
                .end(Some(Square::new(4, 4)));
            assert_eq!(json.to_string(), serde_json::to_string(&json).unwrap());
        }
    }
}
