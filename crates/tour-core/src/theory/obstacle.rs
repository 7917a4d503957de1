//! Why a walk can no longer become a tour, in terms a student can check on the board.
//!
//! These are the exact search's pruning rules said aloud: every unvisited square needs
//! a way in and a way out (only the tour's last square does without the way out), and a
//! closed tour needs a way back to the start. When one of them fails the walk is lost,
//! however the knight goes on; when none does, only a search can tell.

use crate::board::Board;
use crate::moves::MoveOrder;
use crate::route::{Ends, TourKind, validate_path};
use crate::square::Square;

/// A reason no tour continues a walk, naming the squares that show it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Obstacle {
    /// The knight, on `at`, has no unvisited square a move away.
    DeadEnd {
        /// The knight's square.
        at: Square,
    },
    /// `square` is unvisited, but every square a knight's move from it has been visited
    /// and the knight is not next to it: nothing can ever enter it.
    Cut {
        /// The square that can no longer be reached.
        square: Square,
    },
    /// A closed tour must end a move from the start, and every square a move from
    /// `start` has been visited.
    NoWayBack {
        /// The walk's first square.
        start: Square,
    },
    /// `first` and `second` each have one way in and none out, so each would have to be
    /// the tour's last square.
    TwoEnds {
        /// One of the two squares.
        first: Square,
        /// The other.
        second: Square,
    },
}

/// The first [`Obstacle`] that stops `walk` from becoming a tour of `board` with the
/// asked-for `ends`, or `None` when none of the rules rules it out (a search decides
/// then), when the walk is already a tour, or when `walk` is empty or not a knight's path.
/// The rules are about ways in and out of squares, so a chosen last square adds none:
/// whether the walk can still end there is the search's to decide.
///
/// ```
/// use tour_core::{Board, Square, TourKind, theory::{obstacle, Obstacle}};
/// let board = Board::new(5, 5)?;
/// // a5 (the top-left corner) can be entered only from b3 and c4; after a walk through both, it is cut off.
/// let walk = [Square::new(2, 1), Square::new(0, 2), Square::new(1, 0), Square::new(3, 1), Square::new(1, 2), Square::new(3, 3)];
/// assert_eq!(obstacle(&board, &walk, TourKind::Open), Some(Obstacle::Cut { square: Square::new(0, 0) }));
/// assert_eq!(obstacle(&board, &walk[..1], TourKind::Open), None);
/// # Ok::<(), tour_core::BoardError>(())
/// ```
#[must_use]
pub fn obstacle(board: &Board, walk: &[Square], ends: impl Into<Ends>) -> Option<Obstacle> {
    let wanted = ends.into().kind();
    let (&start, &at) = (walk.first()?, walk.last()?);
    validate_path(board, walk).ok()?;
    if walk.len() == board.square_count() {
        return None;
    }
    let mut visited = vec![false; board.area()];
    for &square in walk {
        visited[board.index(square)?] = true;
    }
    let unvisited = |square: &Square| board.index(*square).is_some_and(|i| !visited[i]);
    let moves = |square: Square| board.moves(square, &MoveOrder::GOSSIP);
    if !moves(at).any(|next| unvisited(&next)) {
        return Some(Obstacle::DeadEnd { at });
    }
    // Ways into each unvisited square: its unvisited neighbours, and the knight.
    let ways = |square: Square| {
        moves(square).filter(unvisited).count() + usize::from(board.is_move(at, square))
    };
    let open: Vec<Square> = board.squares().filter(unvisited).collect();
    if let Some(&square) = open.iter().find(|&&square| ways(square) == 0) {
        return Some(Obstacle::Cut { square });
    }
    if wanted == TourKind::Closed && !moves(start).any(|next| unvisited(&next)) {
        return Some(Obstacle::NoWayBack { start });
    }
    let mut ends = open.iter().filter(|&&square| ways(square) == 1);
    match (ends.next(), ends.next()) {
        (Some(&first), Some(&second)) if open.len() > 1 => {
            Some(Obstacle::TwoEnds { first, second })
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::theory::{SearchOutcome, complete_route};

    fn squares(board: Board, names: &[&str]) -> Vec<Square> {
        names
            .iter()
            .map(|name| Square::parse(name, &board.clone()).expect("on the board"))
            .collect()
    }

    #[test]
    fn a_knight_with_nowhere_to_go_is_at_a_dead_end() {
        let board = Board::new(3, 3).unwrap();
        let walk = squares(
            board.clone(),
            &["a1", "b3", "c1", "a2", "c3", "b1", "a3", "c2", "a1"],
        );
        // Not a path (a1 twice): no verdict.
        assert_eq!(obstacle(&board.clone(), &walk, TourKind::Open), None);
        let walk = &walk[..8];
        assert_eq!(
            obstacle(&board.clone(), walk, TourKind::Open),
            Some(Obstacle::DeadEnd {
                at: Square::parse("c2", &board).unwrap()
            })
        );
    }

    #[test]
    fn every_obstacle_is_confirmed_by_exhaustive_search() {
        // Greedy walks from every 5x5 and 6x6 square, stopped at every length: whenever a
        // rule names an obstacle, no completion exists.
        for side in [5, 6] {
            let board = Board::new(side, side).unwrap();
            for start in board.clone().squares() {
                let mut walk = vec![start];
                while let Some(next) = board
                    .clone()
                    .moves(*walk.last().unwrap(), &MoveOrder::GOSSIP)
                    .find(|square| !walk.contains(square))
                {
                    walk.push(next);
                    for wanted in [TourKind::Open, TourKind::Closed] {
                        if obstacle(&board.clone(), &walk, wanted).is_some() {
                            let outcome = complete_route(board.clone(), &walk, wanted, 10_000_000);
                            assert!(
                                matches!(outcome, Ok(SearchOutcome::Exhausted { .. })),
                                "{walk:?}"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn a_closed_tour_needs_a_way_back() {
        let board = Board::new(5, 5).unwrap();
        // a5's two neighbours, c4 and b3, both visited; a5 is the start.
        let walk = squares(
            board.clone(),
            &["a5", "c4", "e3", "d1", "b2", "a4", "c5", "b3"],
        );
        assert_eq!(
            obstacle(&board.clone(), &walk, TourKind::Closed),
            Some(Obstacle::NoWayBack { start: walk[0] })
        );
        assert_ne!(
            obstacle(&board, &walk, TourKind::Open),
            Some(Obstacle::NoWayBack { start: walk[0] })
        );
    }
}
