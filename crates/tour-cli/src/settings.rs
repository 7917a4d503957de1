//! Turns the shared flags into core [`Options`], with notes about flags that do not apply.

use tour_core::{
    Algorithm, Board, Ends, MoveOrder, Options, Square, SquareError, TourKind,
    solver::{DEFAULT_BUDGET, DEFAULT_TRIES},
    text::Naming,
};

use crate::InputError;
use crate::args::{EndArg, RunArgs};
use crate::out::note;

/// Everything a run needs beyond board and start.
pub struct Settings {
    /// The core's options (order always set).
    pub options: Options,
    /// The move order used.
    pub order: MoveOrder,
    /// Whether the seed was drawn rather than given (so it is worth reporting).
    pub seed_drawn: bool,
}

/// Reads `--start` on `board`; the error names the flag, the value and the board's range,
/// or says the square is a hole.
pub fn start_square(text: &str, board: Board) -> Result<Square, InputError> {
    square_flag("--start", text, &board)
}

/// Reads `--end` on `board`, if given; the error names the flag like `--start`'s.
fn end_square(end: &EndArg, board: Board) -> Result<Option<Square>, InputError> {
    end.end
        .as_deref()
        .map(|text| square_flag("--end", text, &board))
        .transpose()
}

/// The tour asked for by `--closed` and `--end` on `board`: closed, open, or open to the
/// `--end` square (the argument parser refuses the two together).
pub fn tour_ends(closed: bool, end: &EndArg, board: Board) -> Result<Ends, InputError> {
    Ok(end_square(end, board)?.map_or(TourKind::closed(closed).into(), Ends::to))
}

fn square_flag(flag: &str, text: &str, board: &Board) -> Result<Square, InputError> {
    let square = Square::parse(text, board).map_err(|error| match error {
        // The name alone is wrong: say which names this board has too.
        SquareError::Malformed(_) => InputError(format!(
            "{flag}: {error} (on the {board} board: {}; {})",
            Naming::Algebraic.range(board),
            Naming::Seed.range(board)
        )),
        SquareError::OffBoard { .. } => InputError(format!("{flag}: {error}")),
    })?;
    if board.is_hole(square) {
        return Err(InputError(format!(
            "{flag}: {} is a hole (a removed square, see --holes), not a square of the board",
            Naming::of(text).name(square, board)
        )));
    }
    Ok(square)
}

/// How the output names squares: the way the user wrote the first square flag given
/// (`--start`, else `--end`), seed coordinates for `x,y` and algebraic names otherwise;
/// algebraic when none was given.
pub fn naming(start: Option<&str>, end: &EndArg) -> Naming {
    start
        .or(end.end.as_deref())
        .map_or(Naming::Algebraic, Naming::of)
}

/// Resolves the flags; prints a note on stderr for each flag the algorithm ignores.
pub fn resolve(args: &RunArgs) -> Settings {
    let algorithm = args.algo;
    let order = args.order.unwrap_or(algorithm.default_order());
    let random = algorithm == Algorithm::Random;
    let fast = algorithm == Algorithm::Fast;
    if args.budget.is_some() && !uses_budget(algorithm) {
        note!(
            "note: --budget applies to fast and the backtracking algorithms only; \
             {algorithm} ignores it"
        );
    }
    if args.order.is_some() && fast {
        note!("note: --order does not apply to fast, which uses no move order; ignored");
    }
    if args.closed && !fast {
        note!(
            "note: --closed applies to fast only; {algorithm} ignores it (its summary still \
             says whether the tour it finds is closed)"
        );
    }
    for (flag, given) in [
        ("--tries", args.tries.is_some()),
        ("--seed", args.seed.is_some()),
    ] {
        if given && !random {
            note!("note: {flag} applies to the random walk only; {algorithm} ignores it");
        }
    }
    let seed_drawn = random && args.seed.is_none();
    let seed = args
        .seed
        .unwrap_or_else(|| if random { fresh_seed() } else { 0 });
    Settings {
        options: Options {
            order: Some(order),
            budget: args.budget.unwrap_or(DEFAULT_BUDGET),
            tries: args.tries.unwrap_or(DEFAULT_TRIES),
            seed,
            ends: TourKind::closed(args.closed).into(),
        },
        order,
        seed_drawn,
    }
}

/// Whether `algorithm` reads `--budget`: the backtracking searches, and `fast` for its
/// exact search on boards no theorem decides.
pub fn uses_budget(algorithm: Algorithm) -> bool {
    algorithm.backtracks() || algorithm == Algorithm::Fast
}

/// A seed from the operating system; a fixed one if it cannot provide any.
fn fresh_seed() -> u64 {
    getrandom::u64().unwrap_or(0x5EED)
}
