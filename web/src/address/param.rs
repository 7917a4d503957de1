//! One parameter of a link, as data: which it is ([`Param`]), how it is read and written
//! ([`ParamDef`]), what can be wrong with its value ([`Problem`]), and the [`Address`]
//! every parameter reads into. The table of them all is `params`; the text layer words
//! the problems in the interface language.

use tour_core::{Board, BoardError, Square, SquareError};

use crate::model::{AppState, Lang, Mode, Settings};

/// What a link asks for, with defaults where it says nothing or something invalid.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Address {
    /// The settings (its `lang` stays the default; see [`Address::lang`]).
    pub settings: Settings,
    /// `lang=`: the interface language; `None` follows the browser.
    pub lang: Option<Lang>,
    /// `mode=`: watch, play or compare; in play mode `start` places the knight.
    pub mode: Mode,
    /// `start=`: the square to solve from at once.
    pub start: Option<Square>,
    /// `autoplay=1`: play the run from `start` at once.
    pub autoplay: bool,
    /// `survey=1`: run the all-starts survey at once (when there is no `start`).
    pub survey: bool,
    /// `step=`: show the run paused at this move (with `start`).
    pub step: Option<usize>,
    /// `seed=`: the random walk's seed, so a shared link replays the same run.
    pub seed: Option<u64>,
    /// `walk=`: play mode's moves so far (the first is the start).
    pub walk: Vec<Square>,
    /// `level=`: puzzle mode's level, when not the default (easy).
    pub level: Option<tour_core::puzzle::Level>,
    /// `puzzle-seed=`: the puzzle to make, as the command line makes it for this seed.
    pub puzzle_seed: Option<u64>,
    /// `puzzle=`: the code of the puzzle to solve (checked as it is read).
    pub puzzle: Option<String>,
    /// `tour=`: the gallery tour to show (the study room checks the name).
    pub tour: Option<std::rc::Rc<str>>,
}

/// A parameter the app understands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Param {
    /// `board=RxC`.
    Board,
    /// `holes=d4:e5,a1`, squares removed from the board.
    Holes,
    /// `leaper=camel|zebra|giraffe|P,Q`, the piece.
    Leaper,
    /// `mode=watch|play|compare`.
    Mode,
    /// `algo=ID`.
    Algo,
    /// `order=ID`.
    Order,
    /// `vs=ID`, compare mode's second algorithm.
    Vs,
    /// `closed=1`.
    Closed,
    /// `end=SQ`, the square tours must finish on.
    End,
    /// `speed=N` moves per second.
    Speed,
    /// `start=SQ`.
    Start,
    /// `walk=a1,b3,…`, play mode's moves.
    Walk,
    /// `survey=1`.
    Survey,
    /// `seed=N`, the random walk's seed.
    Seed,
    /// `autoplay=1`.
    Autoplay,
    /// `step=N`.
    Step,
    /// `degrees=1`, the onward-count overlay.
    Degrees,
    /// `starts=1`, the start shading.
    Starts,
    /// `lang=TAG`.
    Lang,
    /// `theme=system|light|dark`.
    Theme,
    /// `embed=1`.
    Embed,
    /// `controls=0`, an embed without its compact controls.
    Controls,
    /// `code=1`, the code panel.
    Code,
    /// `level=easy|medium|hard`, puzzle mode's level.
    Level,
    /// `puzzle-seed=N`, the seed of the puzzle to make (as the command line makes it).
    PuzzleSeed,
    /// `puzzle=CODE`, a puzzle's compact code.
    Puzzle,
    /// `tour=ID`, a tour of the gallery.
    Tour,
}

/// How one parameter is read and written.
#[derive(Clone, Copy)]
pub struct ParamDef {
    /// Which parameter.
    pub param: Param,
    /// Its name in a link.
    pub name: &'static str,
    /// Its default as a link would write it (empty: none, or the browser's choice).
    pub default: &'static str,
    /// Reads a value into the address, or says what is wrong with it.
    pub read: fn(&str, &mut Address) -> Result<(), Problem>,
    /// What the link writes for the state on screen (`None`: leave it out).
    pub write: fn(&AppState) -> Option<String>,
}

/// Why a move of `walk=` was dropped.
#[derive(Clone, Debug, PartialEq)]
pub enum WalkProblem {
    /// Not a square of the board.
    NotASquare(SquareError),
    /// Not a knight's move from the square before it.
    NotAMove {
        /// The square before it.
        from: Square,
        /// The board the walk is on (square names depend on it).
        board: Board,
    },
    /// A square already on the walk.
    Visited,
    /// A hole of the board.
    Hole,
    /// The chosen last square, before every other square is on the walk.
    EndTooSoon,
}

/// What is wrong with a parameter's value.
#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    /// The parameter is not one the app knows.
    UnknownParam,
    /// Not one of these values.
    NotOneOf(Vec<&'static str>),
    /// Not a whole number from `min` to `max`.
    NotInRange {
        /// The smallest accepted.
        min: u64,
        /// The largest accepted.
        max: u64,
    },
    /// Not a whole number of at least `min`.
    AtLeast {
        /// The smallest accepted.
        min: u64,
    },
    /// Not `1` or `0`.
    NotAFlag,
    /// Not a board size the app draws.
    Board(BoardError),
    /// Not a square of the board.
    Square(SquareError),
    /// A hole of the board, named as the board names it.
    Hole(String),
    /// The last square asked for is the start: a tour of more than one square ends
    /// elsewhere.
    EndIsStart,
    /// Not a list of holes on the board.
    Holes(tour_core::text::HolesError),
    /// Not a leaper's name or `P,Q` (the sentence names them all).
    Leaper,
    /// Not a puzzle's code (mistyped, cut short, or for a board puzzles do not take).
    PuzzleCode,
    /// Move `k` (1-based) of the walk cannot be played; the moves before it are kept.
    Walk {
        /// Its place on the walk.
        k: usize,
        /// The move as written (clipped).
        entry: String,
        /// What is wrong with it.
        why: WalkProblem,
    },
    /// `autoplay=1` without a start square.
    NeedsStart,
    /// A parameter that only this mode uses, given with another mode.
    OnlyIn(Mode),
    /// Play mode's `start=` where `walk=` starts on another square (named): the walk wins.
    WalkStartsElsewhere(String),
    /// A last square together with `closed=1`: a closed tour returns to its start.
    ClosedHasNoEnd,
    /// Play or compare mode on a board too large to draw square by square.
    TooLarge {
        /// The largest side those modes draw.
        max: u16,
    },
    /// A language's table could not be fetched (the page is offline and never cached
    /// it, or the file is missing), so the page kept the language it showed.
    Unavailable {
        /// The language asked for.
        lang: Lang,
        /// The language the page kept.
        kept: Lang,
    },
}
