//! `knights-tour exists`: yes, no or unknown, with the reason, from one square or all.

use std::borrow::Cow;
use std::io::{self, Write};

use serde_json::json;
use tour_core::{
    Board, Ends, Square, TourKind,
    text::{Naming, Plural, counted, grouped},
    theory::{Impossibility, Verdict, tour_exists},
    thin::ThinBoard,
};

use crate::args::{ExistsArgs, TextFormat};
use crate::describe::list;
use crate::out::{Stdout, emit, note, stream};
use crate::print::{Chunked, SquareNames, add_shape, write_json_object};
use crate::settings::{naming, start_square, tour_ends};
use crate::{InputError, Outcome};

/// Answers for one square, or prints the grid of which squares can start a tour. Every
/// verdict is written as soon as it is found, so a 1000 x 1000 grid never holds a
/// million answers (or a million JSON values) at once.
pub fn run(args: &ExistsArgs) -> Result<Outcome, InputError> {
    let board = args.board.clone();
    let one = match &args.start {
        Some(text) => Some(start_square(text, board.clone())?),
        None => None,
    };
    let ends = tour_ends(args.closed, &args.end, board.clone())?;
    let words = Words {
        board: board.clone(),
        ends,
        naming: naming(args.start.as_deref(), &args.end),
    };
    // On a thin board one forward and one backward pass answer for every start at once.
    let thin_grid = match (one, ends.last()) {
        (None, Some(end)) => ThinBoard::new(board.clone())
            .ok()
            .and_then(|thin| thin.starts(Ends::to(end)).ok()),
        _ => None,
    };
    let verdict = |start| {
        if let Some(verdict) = thin_grid.as_ref().and_then(|map| map.verdict(start)) {
            return Verdict::from(verdict);
        }
        tour_exists(&board, start, ends, args.budget)
            // Never taken: the start and end were parsed against the board and the grid
            // asks about the board's own squares, so both are always on it.
            .unwrap_or(Verdict::Unknown { positions: 0 })
    };
    let mut tally = Tally::default();
    match (args.format, one) {
        (TextFormat::Text, Some(start)) => {
            let answer = verdict(start);
            tally.add(start, &answer);
            emit(&format!("{}\n", words.sentence(start, &answer)));
        }
        (TextFormat::Text, None) => {
            stream(|out| grid(out, board.clone(), verdict, &mut tally));
            note!("{}", words.grid_summary(&tally));
        }
        (TextFormat::Json, _) => {
            let mut header = json!({
                "rows": board.rows(),
                "cols": board.cols(),
                "closed": ends.kind() == TourKind::Closed,
                "starts": null,
            });
            add_shape(&mut header, &board);
            if let (Some(end), Some(object)) = (ends.last(), header.as_object_mut()) {
                object.insert("end".to_owned(), end.algebraic(&board).into());
            }
            stream(|out| {
                write_json_object(out, &header, "starts", |out| {
                    json_starts(out, &words, one, verdict, &mut tally)
                })?;
                out.write_all(b"\n")
            });
        }
    }
    Ok(if tally.yes == tally.squares {
        Outcome::Tour
    } else {
        Outcome::NoTour
    })
}

/// What the answers so far add up to.
#[derive(Default)]
struct Tally {
    /// Squares answered.
    squares: usize,
    /// Squares a tour starts from.
    yes: usize,
    /// Squares neither a theorem nor the search decided.
    unknown: usize,
    /// The squares no tour starts from (the first few), and why for the first.
    no: Vec<Square>,
    /// Why no tour starts from the first of `no`.
    first_why: Option<Impossibility>,
    /// How many squares no tour starts from.
    no_count: usize,
}

/// How many of the squares no tour starts from the grid's summary names.
const NAMED_NO: usize = 8;

impl Tally {
    fn add(&mut self, start: Square, verdict: &Verdict) {
        self.squares += 1;
        match verdict {
            Verdict::Exists { .. } => self.yes += 1,
            Verdict::Unknown { .. } => self.unknown += 1,
            Verdict::Impossible(why) => {
                self.no_count += 1;
                if self.no.len() < NAMED_NO {
                    self.no.push(start);
                }
                self.first_why.get_or_insert(*why);
            }
        }
    }
}

/// "an open", "a closed".
fn article(wanted: TourKind) -> &'static str {
    match wanted {
        TourKind::Open => "an",
        TourKind::Closed => "a",
    }
}

/// What every sentence of one `exists` call shares: the board, the tour asked for, and
/// how squares are named.
struct Words {
    board: Board,
    ends: Ends,
    naming: Naming,
}

impl Words {
    fn name(&self, square: Square) -> String {
        self.naming.name(square, &self.board)
    }

    /// A square in a list: seed coordinates in parentheses, so `(0,0), (0,2)` never
    /// reads as four numbers.
    fn listed(&self, square: Square) -> String {
        match self.naming {
            Naming::Algebraic => self.name(square),
            Naming::Seed => format!("({})", self.name(square)),
        }
    }

    /// Why the verdict holds, in words. On a board three or four squares wide a "yes"
    /// comes from the rules of `thin/RULES.md` (checked by the programme, not all of them
    /// proved) or from the programme itself, so it is not called a theorem or a search
    /// there.
    fn reason(&self, verdict: &Verdict) -> Cow<'static, str> {
        let thin = ThinBoard::is_thin(self.board.clone());
        match verdict {
            Verdict::Exists { route: Some(_) } if thin => "built column by column".into(),
            // With a last square the grid comes from one pass of the programme, no rule.
            Verdict::Exists { route: None } if thin && self.ends.last().is_some() => {
                "decided column by column".into()
            }
            Verdict::Exists { route: None } if thin => {
                "by the rules for boards three or four squares wide".into()
            }
            Verdict::Exists { route: Some(_) } => "one was found".into(),
            Verdict::Exists { route: None } => "by theorem".into(),
            Verdict::Impossible(why) => why.named(&self.board, self.naming).to_string().into(),
            Verdict::Unknown { positions } => format!(
                "no theorem decides and the exact search stopped after {} (raise --budget)",
                counted(*positions, "placement", "placements")
            )
            .into(),
        }
    }

    /// `a8`, or with a last square `a8 and ends at h1`.
    fn ends(&self, start: Square) -> String {
        match self.ends.last() {
            Some(end) => format!("{} and ends at {}", self.name(start), self.name(end)),
            None => self.name(start),
        }
    }

    /// `yes: an open tour of 8x8 starts at a1 (by theorem)`, or with a last square
    /// `yes: an open tour of 8x8 starts at a1 and ends at h8 (…)`.
    fn sentence(&self, start: Square, verdict: &Verdict) -> String {
        let (board, kind) = (&self.board, self.ends.kind().as_str());
        let ends = self.ends(start);
        match verdict {
            Verdict::Exists { .. } => format!(
                "yes: {} {kind} tour of {board} starts at {ends} ({})",
                article(self.ends.kind()),
                self.reason(verdict)
            ),
            Verdict::Impossible(_) => format!(
                "no: no {kind} tour of {board} starts at {ends}: {}",
                self.reason(verdict)
            ),
            Verdict::Unknown { .. } => format!("unknown: {}", self.reason(verdict)),
        }
    }

    /// The grid's legend and what it adds up to: `Y = an open tour starts here, . = none
    /// does; 22 of 24 squares start one; c2 and f2 start none (c2: …)`.
    fn grid_summary(&self, tally: &Tally) -> String {
        let (wanted, kind) = (self.ends.kind(), self.ends.kind().as_str());
        let ending = self.ends.last().map_or(String::new(), |end| {
            format!(" and ends at {}", self.name(end))
        });
        let unknown = if tally.unknown > 0 {
            ", ? = unknown"
        } else {
            ""
        };
        let mut line = format!(
            "Y = {} {kind} tour starts here{ending}, . = none does{unknown}; {} of {} {} one",
            article(wanted),
            grouped(tally.yes),
            counted(self.board.square_count(), "square", "squares"),
            Plural::of(tally.yes as u64).pick("starts", "start"),
        );
        if tally.unknown > 0 {
            line.push_str(&format!(", {} undecided", grouped(tally.unknown)));
        }
        // The squares without a tour, and the first one's reason as an example a student
        // can read.
        if let (Some(first), Some(why)) = (tally.no.first(), tally.first_why) {
            let names = tally.no.iter().map(|&s| self.listed(s)).collect();
            let list = list(names, tally.no_count);
            let verb = Plural::of(tally.no_count as u64).pick("starts", "start");
            line.push_str(&format!(
                "; {list} {verb} none ({}: {})",
                self.name(*first),
                why.named(&self.board, self.naming)
            ));
        }
        line
    }
}

/// One mark per square, top rank first: `Y` a tour starts here, `.` none does, `?` unknown,
/// `#` a hole; marks separated by spaces.
fn grid(
    out: &mut Stdout,
    board: Board,
    verdict: impl Fn(Square) -> Verdict,
    tally: &mut Tally,
) -> io::Result<()> {
    let cols = usize::from(board.cols());
    let mut out = Chunked::new(out);
    for (i, start) in board.cells().enumerate() {
        if board.is_hole(start) {
            out.byte(b'#');
        } else {
            let answer = verdict(start);
            tally.add(start, &answer);
            out.byte(match answer {
                Verdict::Exists { .. } => b'Y',
                Verdict::Impossible(_) => b'.',
                Verdict::Unknown { .. } => b'?',
            });
        }
        out.byte(if (i + 1) % cols == 0 { b'\n' } else { b' ' });
        out.end_piece()?;
    }
    out.finish()
}

/// The `starts` array: one object per square (`one`, or every square top rank first),
/// keys in `serde_json`'s order (alphabetical), as `json!` printed them.
fn json_starts(
    out: &mut Stdout,
    words: &Words,
    one: Option<Square>,
    verdict: impl Fn(Square) -> Verdict,
    tally: &mut Tally,
) -> io::Result<()> {
    let board = &words.board;
    let names = SquareNames::new(board.clone());
    let mut starts =
        one.into_iter().chain(
            board
                .squares()
                .take(if one.is_some() { 0 } else { usize::MAX }),
        );
    out.write_all(b"[")?;
    let mut first = true;
    for start in starts.by_ref() {
        let answer = verdict(start);
        tally.add(start, &answer);
        out.write_all(if first { b"{" } else { b",{" })?;
        first = false;
        write!(out, "\"exists\":\"{}\",\"reason\":", answer.as_str())?;
        serde_json::to_writer(&mut *out, &words.reason(&answer))?;
        out.write_all(b",\"start\":\"")?;
        names.write(out, start)?;
        write!(
            out,
            "\",\"start_seed\":\"{},{}\"}}",
            start.row(),
            start.col()
        )?;
    }
    out.write_all(b"]")
}
