//! The command line's grammar: subcommands, flags, and parsers that name the accepted range.

use crate::lang::Lang;
use clap::{Args, Parser, Subcommand, ValueEnum};
use tour_core::puzzle::Level;
use tour_core::{Algorithm, Board, Leaper, MoveOrder, text::parse_holes};

use crate::InputError;

/// Solve, print and survey knight's tours, exactly as the seed texts' programs do.
#[derive(Parser, Debug)]
#[command(
    name = "knights-tour",
    version,
    after_help = "Examples:\n  \
        knights-tour solve --board 8x8 --start 5,6 --algo warnsdorff --order gossip   # seed 000's board\n  \
        knights-tour solve --board 1000x1000 --start a1 --closed --format json > tour.json\n  \
        knights-tour exists --board 3x8                                               # which squares start a tour\n  \
        knights-tour count --board 6x6 --closed                                       # 9,862 closed tours\n  \
        knights-tour puzzle --board 8x8 --level medium --seed 7 --count 6 --format svg > sheet.svg\n  \
        knights-tour solve --start g3 --format json\n  \
        knights-tour survey --board 8x8 --algo warnsdorff --order deitel              # seed 004: only c5 fails\n  \
        knights-tour gallery beverley-1848 --format svg > beverley.svg\n  \
        knights-tour algorithms\n\n\
        Exit status: 0 a complete tour (every start, for survey; every answer yes, for \
        exists; at least one tour counted, for count; puzzles made), 2 a run without a \
        tour (its partial result still printed), 1 bad input."
)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run one algorithm from one start square and print the route.
    Solve(SolveArgs),
    /// Run one algorithm from every start square and print how each run ended.
    Survey(SurveyArgs),
    /// Say whether a tour exists (from a square, or which squares can start one), and why.
    Exists(ExistsArgs),
    /// Count tours exactly: by enumeration up to 36 squares, column by column on whole
    /// boards up to 4 wide while the count fits in 64 bits.
    Count(CountArgs),
    /// Make knight's tour puzzles (clues to complete, one solution) for worksheets.
    Puzzle(PuzzleArgs),
    /// Famous knight's tours from their sources: list them, or print one.
    Gallery(GalleryArgs),
    /// List the algorithms and move orders.
    Algorithms,
    /// Time one solve (best of several runs), for comparisons on the same machine.
    Bench(BenchArgs),
}

/// Settings shared by `solve` and `survey`.
#[derive(Args, Debug)]
pub struct RunArgs {
    /// Board size, ROWSxCOLS, each side 1 to 1000.
    #[arg(long, default_value = "8x8", value_name = "RxC", value_parser = parse_board)]
    pub board: Board,
    #[command(flatten)]
    pub shape: ShapeArgs,
    /// Algorithm ID (see `knights-tour algorithms`).
    #[arg(long, default_value = "fast", value_name = "ID", value_parser = parse_algorithm)]
    pub algo: Algorithm,
    /// Ask `fast` for a closed tour (one that ends a knight's move from its start).
    #[arg(long)]
    pub closed: bool,
    /// Move order ID: gossip, deitel, ithome, ithome-reader [default: the algorithm's own].
    #[arg(long, value_name = "ID", value_parser = parse_order)]
    pub order: Option<MoveOrder>,
    /// Placements `fast`'s exact search (where no theorem or construction decides) and the
    /// backtracking algorithms may make, at least 1 [default: 10000000].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub budget: Option<u64>,
    /// Tries of the random walk, 1 to 4294967295 [default: 10000].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub tries: Option<u32>,
    /// Seed of the random walk, for a repeatable run [default: a fresh one, reported].
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub seed: Option<u64>,
}

/// The board's holes and its piece; `main` folds them into the command's `--board`
/// before the command runs, so every command sees one [`Board`].
#[derive(Args, Debug)]
pub struct ShapeArgs {
    /// Squares removed from the board: algebraic names and blocks, separated by commas
    /// (an empty entry is refused), for example d4,e4,d5,e5 or d4:e5 (the block between
    /// two corners); none by default.
    #[arg(
        long,
        value_name = "SQUARES",
        default_value = "",
        hide_default_value = true,
        allow_hyphen_values = true
    )]
    pub holes: String,
    /// The piece that tours the board: knight, camel (1,3), zebra (2,3), giraffe (1,4), or
    /// P,Q for any (p,q)-leaper with steps 0 to 7, not both 0.
    #[arg(long, value_name = "PIECE", default_value = "knight", value_parser = parse_leaper)]
    pub leaper: Leaper,
}

impl ShapeArgs {
    /// `board` with these holes and this piece; the error names the flag.
    pub fn apply(&self, board: &mut Board) -> Result<(), InputError> {
        let holes = parse_holes(&self.holes, board)
            .map_err(|error| InputError(format!("--holes: {error}")))?;
        *board = board
            .clone()
            .with_holes(holes)
            .map_err(|error| InputError(format!("--holes: {error}")))?
            .with_leaper(self.leaper);
        Ok(())
    }
}

/// The square a tour must finish on, shared by `solve`, `exists` and `count`.
#[derive(Args, Debug)]
pub struct EndArg {
    /// Last square: open tours that end here (algebraic or "x,y"; not with --closed):
    /// `solve` builds one, `exists` says whether one exists, `count` counts them.
    #[arg(
        long,
        value_name = "SQUARE",
        allow_hyphen_values = true,
        conflicts_with = "closed"
    )]
    pub end: Option<String>,
}

/// `knights-tour solve`.
#[derive(Args, Debug)]
pub struct SolveArgs {
    /// Start square: algebraic (g3) or the seeds' "x,y" (row from the top, column from
    /// the left, 0-based; 5,6 is g3 on 8x8).
    // Hyphen values reach the square parser, so `--start -1,2` is told it is off the board.
    #[arg(long, value_name = "SQUARE", allow_hyphen_values = true)]
    pub start: String,
    /// Shared settings.
    #[command(flatten)]
    pub run: RunArgs,
    /// The last square.
    #[command(flatten)]
    pub end: EndArg,
    /// Output: the numbered board (seed 000's layout), the squares one per line, or JSON.
    /// A complete tour's facts go with the board (on stderr) and into the JSON; `moves`
    /// prints the route and the one-line summary only.
    #[arg(long, value_enum, default_value_t = SolveFormat::Board)]
    pub format: SolveFormat,
}

/// `knights-tour survey`.
#[derive(Args, Debug)]
pub struct SurveyArgs {
    /// Shared settings.
    #[command(flatten)]
    pub run: RunArgs,
    /// Output: a grid of marks, one per start square, or JSON.
    #[arg(long, value_enum, default_value_t = SurveyFormat::Board)]
    pub format: SurveyFormat,
}

/// `knights-tour bench`.
#[derive(Args, Debug)]
pub struct BenchArgs {
    /// Start square (algebraic or the seeds' "x,y").
    #[arg(
        long,
        value_name = "SQUARE",
        default_value = "a1",
        allow_hyphen_values = true
    )]
    pub start: String,
    /// Shared settings.
    #[command(flatten)]
    pub run: RunArgs,
    /// How many times to solve; the best time is printed (1 to 1000).
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub runs: u32,
}

/// `knights-tour exists`.
#[derive(Args, Debug)]
pub struct ExistsArgs {
    /// Board size, ROWSxCOLS, each side 1 to 1000.
    #[arg(long, default_value = "8x8", value_name = "RxC", value_parser = parse_board)]
    pub board: Board,
    #[command(flatten)]
    pub shape: ShapeArgs,
    /// Start square (algebraic or the seeds' "x,y"); without it, every square is
    /// answered (a grid).
    #[arg(long, value_name = "SQUARE", allow_hyphen_values = true)]
    pub start: Option<String>,
    /// Closed tours only.
    #[arg(long)]
    pub closed: bool,
    /// The last square: answers whether a tour from the start ends there (without
    /// --start, the grid of squares from which one does).
    #[command(flatten)]
    pub end: EndArg,
    /// Placements the exact search may make per square where no theorem decides.
    #[arg(long, default_value_t = tour_core::solver::DEFAULT_BUDGET, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub budget: u64,
    /// Output: sentences (a grid without --start) or JSON.
    #[arg(long, value_enum, default_value_t = TextFormat::Text)]
    pub format: TextFormat,
}

/// `knights-tour count`.
#[derive(Args, Debug)]
pub struct CountArgs {
    /// Board size, ROWSxCOLS: at most 36 squares (holes and other pieces too), or a whole
    /// board at most 4 wide toured by the knight, counted column by column while the
    /// count fits in 64 bits (every open tour: up to 3x38 and 4x28).
    #[arg(long, value_name = "RxC", value_parser = parse_board)]
    pub board: Board,
    #[command(flatten)]
    pub shape: ShapeArgs,
    /// Count only tours from this square (algebraic or the seeds' "x,y").
    #[arg(long, value_name = "SQUARE", allow_hyphen_values = true)]
    pub start: Option<String>,
    /// Closed tours only.
    #[arg(long)]
    pub closed: bool,
    /// Count only open tours that end on this square (from --start, or from anywhere).
    #[command(flatten)]
    pub end: EndArg,
    /// Output: sentences or JSON.
    #[arg(long, value_enum, default_value_t = TextFormat::Text)]
    pub format: TextFormat,
}

/// `knights-tour gallery`.
#[derive(Args, Debug)]
pub struct GalleryArgs {
    /// The tour to print (see the list without it), for example beverley-1848.
    #[arg(value_name = "ID")]
    pub id: Option<String>,
    /// Output: the story and the numbered board, JSON (the fields and the route), or a
    /// printable SVG page of the route (one tour only).
    #[arg(long, value_enum, default_value_t = GalleryFormat::Text)]
    pub format: GalleryFormat,
    /// Language of the titles and sentences: en, zh-Hant or zh-Hans.
    #[arg(long, value_name = "LANG", default_value = "en", value_parser = parse_lang)]
    pub lang: Lang,
}

/// How `gallery` prints.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GalleryFormat {
    /// Plain text: the list, or the story and the numbered board.
    Text,
    /// JSON: every entry's fields, or one entry's with its route.
    Json,
    /// A printable SVG page of one tour.
    Svg,
}

/// Output of `exists` and `count`.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextFormat {
    /// Plain sentences.
    Text,
    /// One JSON object.
    Json,
}

/// `knights-tour puzzle`.
#[derive(Args, Debug)]
pub struct PuzzleArgs {
    /// Board size, ROWSxCOLS, each side 1 to 12.
    #[arg(long, default_value = "8x8", value_name = "RxC", value_parser = parse_board)]
    pub board: Board,
    #[command(flatten)]
    pub shape: ShapeArgs,
    /// Level: easy (the two simplest deductions solve it), medium (every named
    /// deduction, no guess) or hard (1 to 4 guesses).
    #[arg(long, default_value = "easy", value_name = "LEVEL", value_parser = parse_level)]
    pub level: Level,
    /// Seed, 0 to 18446744073709551615: the same seed gives the same puzzle on every
    /// machine; with --count, puzzle i (from 0) uses seed + i [default: drawn, reported].
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// How many puzzles, 1 to 100 (seeds seed, seed + 1, ...).
    #[arg(long, default_value_t = 1, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=100))]
    pub count: u32,
    /// Closed tours: the last square a knight's move from the first.
    #[arg(long)]
    pub closed: bool,
    /// Output: the numbered board with blanks, JSON, or an SVG worksheet to print.
    #[arg(long, value_enum, default_value_t = PuzzleFormat::Text)]
    pub format: PuzzleFormat,
    /// Print the solutions too (the answer key).
    #[arg(long)]
    pub answers: bool,
    /// Print this puzzle instead of making one: a puzzle code, as the text's "code" line
    /// and the JSON's "code" give it.
    #[arg(
        long,
        value_name = "CODE",
        conflicts_with_all = ["seed", "count", "closed", "level"]
    )]
    pub code: Option<String>,
}

/// How `puzzle` prints its puzzles.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleFormat {
    /// Each puzzle's heading and numbered board, `.` for a blank, `#` for a hole.
    Text,
    /// One JSON object per puzzle (a list when --count is above 1).
    Json,
    /// One SVG worksheet with every puzzle (and, with --answers, the answer key).
    Svg,
}

/// How `solve` prints its run.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolveFormat {
    /// The numbered board, top rank first, `%3d` (wider once numbers have three
    /// digits), 0 for unvisited squares.
    Board,
    /// Algebraic squares in route order, one per line (the tour's facts are not
    /// computed).
    Moves,
    /// One JSON object.
    Json,
}

/// How `survey` prints its result.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SurveyFormat {
    /// A grid of marks, top rank first (legend on stderr).
    Board,
    /// One JSON object.
    Json,
}

fn parse_board(text: &str) -> Result<Board, String> {
    text.parse::<Board>().map_err(|error| error.to_string())
}

fn parse_algorithm(text: &str) -> Result<Algorithm, String> {
    Algorithm::named(text).map_err(|error| error.to_string())
}

fn parse_leaper(text: &str) -> Result<Leaper, String> {
    text.parse::<Leaper>().map_err(|error| error.to_string())
}

fn parse_order(text: &str) -> Result<MoveOrder, String> {
    MoveOrder::named(text).map_err(|error| error.to_string())
}

fn parse_lang(text: &str) -> Result<Lang, String> {
    Lang::from_tag(text).ok_or_else(|| format!("\"{text}\" is not one of en, zh-Hant, zh-Hans"))
}

fn parse_level(text: &str) -> Result<Level, String> {
    Level::named(text).map_err(|error| error.to_string())
}
