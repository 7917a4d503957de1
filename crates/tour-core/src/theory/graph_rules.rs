//! What decides a tour on any board, holes and other leapers included, before any search:
//! the rules that read the graph of squares and moves.
//!
//! * A tour visits every square, so every square must be reachable from the start
//!   (a leaper whose steps share a factor `g` reaches only squares a multiple of `g`
//!   rows and columns away; one with `p + q` even never changes colour).
//! * A square with no move cannot be entered or left. A square with one move must be an
//!   end of an open tour, so at most two squares have one move, and for a closed tour of
//!   more than two squares none does.
//! * Every leaper's graph is bipartite ([`Leaper::colour`](crate::Leaper::colour)): a
//!   tour alternates the two colours, so an open tour needs their counts to differ by at
//!   most one and starts (and ends) on the larger, and a closed tour needs them equal.
//!
//! Where these rules are silent the exact search decides.

use crate::board::Board;
use crate::moves::MoveOrder;
use crate::route::TourKind;
use crate::square::Square;

use super::Impossibility;

/// The verdict of the graph rules for a tour from `start` (to `end`, if given, which
/// makes it open): `Some(Err)` with the first rule that fails, `None` when none does
/// (only a search can tell). Both squares are squares of the board (checked by callers).
pub(crate) fn decided(
    board: &Board,
    start: Square,
    end: Option<Square>,
    wanted: TourKind,
) -> Option<Result<(), Impossibility>> {
    let closed = wanted == TourKind::Closed && end.is_none();
    let squares = board.square_count();
    if squares == 1 {
        return Some(if closed {
            Err(Impossibility::SingleSquare)
        } else {
            Ok(())
        });
    }
    if end == Some(start) {
        return Some(Err(Impossibility::EndIsStart));
    }
    let degree = |square: Square| board.moves(square, &MoveOrder::GOSSIP).count();
    if let Some(square) = board.squares().find(|&square| degree(square) == 0) {
        return Some(Err(Impossibility::Isolated { square }));
    }
    if let Some(square) = unreachable(board, start) {
        return Some(Err(why_unreachable(board, start, square)));
    }
    if let Some(why) = dead_ends(board, start, end, closed, degree) {
        return Some(Err(why));
    }
    colour_counts(board, start, end, closed).map(Err)
}

/// The first square (in board order) no sequence of moves reaches from `start`.
fn unreachable(board: &Board, start: Square) -> Option<Square> {
    let mut seen = vec![false; board.area()];
    let mut stack = vec![start];
    seen[board.index(start)?] = true;
    while let Some(square) = stack.pop() {
        for next in board.moves(square, &MoveOrder::GOSSIP) {
            if let Some(i) = board.index(next).filter(|&i| !seen[i]) {
                seen[i] = true;
                stack.push(next);
            }
        }
    }
    board
        .squares()
        .find(|&square| board.index(square).is_some_and(|i| !seen[i]))
}

/// The most specific reason `square` cannot be reached from `start`.
fn why_unreachable(board: &Board, start: Square, square: Square) -> Impossibility {
    let leaper = board.leaper();
    let step = leaper.lattice();
    let apart = |a: u16, b: u16| !a.abs_diff(b).is_multiple_of(u16::from(step));
    if step > 1 && (apart(start.row(), square.row()) || apart(start.col(), square.col())) {
        return Impossibility::OffLattice { square, step };
    }
    if leaper.keeps_colour() && start.is_corner_colour() != square.is_corner_colour() {
        return Impossibility::OtherColour { square };
    }
    Impossibility::Disconnected { square }
}

/// The rules for squares with a single move.
fn dead_ends(
    board: &Board,
    start: Square,
    end: Option<Square>,
    closed: bool,
    degree: impl Fn(Square) -> usize,
) -> Option<Impossibility> {
    let mut ones = board.squares().filter(|&square| degree(square) == 1);
    let first = ones.next()?;
    // Two squares a move apart are a closed tour by the validator's definition (the
    // last square is a move from the first), though each has one move.
    if closed && board.square_count() > 2 {
        return Some(Impossibility::DeadEndClosed { square: first });
    }
    let all: Vec<Square> = std::iter::once(first).chain(ones).collect();
    if let [a, b, c, ..] = all[..] {
        return Some(Impossibility::ThreeDeadEnds { squares: [a, b, c] });
    }
    if let Some(end) = end {
        return all
            .iter()
            .find(|&&square| square != start && square != end)
            .map(|&square| Impossibility::DeadEndNotEnd { square });
    }
    match all[..] {
        [a, b] if a != start && b != start => Some(Impossibility::DeadEndsNotStart {
            first: a,
            second: b,
        }),
        _ => None,
    }
}

/// The colour-count rules of a bipartite graph.
fn colour_counts(
    board: &Board,
    start: Square,
    end: Option<Square>,
    closed: bool,
) -> Option<Impossibility> {
    let leaper = board.leaper();
    let start_colour = leaper.colour(start);
    let same = board
        .squares()
        .filter(|&square| leaper.colour(square) == start_colour)
        .count();
    let other = board.square_count() - same;
    let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
    let (larger, smaller) = (count(same.max(other)), count(same.min(other)));
    if closed {
        return (same != other).then_some(Impossibility::UnequalColours { larger, smaller });
    }
    if larger - smaller > 1 {
        return Some(Impossibility::UnevenColours { larger, smaller });
    }
    if same < other {
        return Some(Impossibility::StartOnSmallerColour { larger, smaller });
    }
    let end = end?;
    let end_same = leaper.colour(end) == start_colour;
    if same == other && end_same {
        return Some(Impossibility::EndSameColourAsStart { each: larger });
    }
    if same > other && !end_same {
        return Some(Impossibility::EndOnSmallerColour { larger, smaller });
    }
    None
}
