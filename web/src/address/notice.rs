//! What was wrong with a link (or with loading what it asked for), as data: the text
//! layer words it in the interface language.

use tour_core::{Board, BoardError, Square, SquareError};

use super::params::Param;
use crate::model::{Lang, Mode};

/// Longest piece of a URL quoted back in a notice, in characters.
const MAX_QUOTED: usize = 40;

/// `text`, cut to [`MAX_QUOTED`] characters with an ellipsis, so a pasted essay in a
/// link cannot flood the page.
fn clip(text: &str) -> String {
    match text.char_indices().nth(MAX_QUOTED) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_owned(),
    }
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

/// One problem found in a link.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    /// The parameter, when the app knows it.
    pub param: Option<Param>,
    /// The parameter's name as written (clipped).
    pub name: String,
    /// Its value as written (clipped).
    pub text: String,
    /// What is wrong.
    pub problem: Problem,
}

impl Notice {
    /// A notice about `name=text`, with both quoted pieces clipped.
    pub fn new(param: Option<Param>, name: &str, text: &str, problem: Problem) -> Notice {
        let problem = match problem {
            Problem::Walk { k, entry, why } => Problem::Walk {
                k,
                entry: clip(&entry),
                why,
            },
            other => other,
        };
        Notice {
            param,
            name: clip(name),
            text: clip(text),
            problem,
        }
    }

    /// A notice about one of the app's parameters, given as `text`.
    pub fn about(param: Param, text: &str, problem: Problem) -> Notice {
        Notice::new(Some(param), param.name(), text, problem)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_quotes_are_clipped_with_an_ellipsis() {
        let long = "y".repeat(5000);
        let notice = Notice::new(None, &long, "1", Problem::UnknownParam);
        assert_eq!(notice.name, format!("{}…", "y".repeat(40)));
        assert_eq!(clip("騎士"), "騎士");
    }
}
