//! The construction's steps as it records them for a front end to show (feature
//! `trace`).

use crate::square::Square;

/// One step of `fast`'s tile-and-join construction, recorded for the app to show.
// Exhaustive on purpose, as `Line` is: a front end that words every step must be told by
// the compiler when the construction gains one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildStep {
    /// The board cut into tiles, in reading order: `[top, left, height, width]` each.
    Tiles(Vec<[u16; 4]>),
    /// A corridor of tiles from the start to the chosen last square, already one path.
    Corridor(Vec<Square>),
    /// A tile toured on its own: its route on the board, a cycle when `closed`.
    TileTour {
        /// The tile's index in [`BuildStep::Tiles`].
        tile: usize,
        /// The tile's tour, in board squares.
        route: Vec<Square>,
        /// Whether the tour closes (every tile but an odd start tile).
        closed: bool,
    },
    /// A tile threaded into the route through a neighbour already joined: two moves
    /// removed, two added across their border.
    Join {
        /// The tile joined.
        tile: usize,
        /// The neighbour it joined through.
        onto: usize,
        /// The moves removed: one of the route's, one of the tile's.
        removed: [(Square, Square); 2],
        /// The moves added, each crossing the border.
        added: [(Square, Square); 2],
    },
    /// The joined tour, walked from the start square.
    Walk {
        /// The start square.
        start: Square,
    },
}

impl BuildStep {
    /// A tile's own tour.
    pub(crate) fn tile_tour(tile: usize, route: Vec<Square>, closed: bool) -> Self {
        BuildStep::TileTour {
            tile,
            route,
            closed,
        }
    }

    /// A join that replaced the route's move x -> y and the tile's c -> d by x -> d and
    /// c -> y (`moves` is `[x, y, c, d]`).
    pub(crate) fn join(tile: usize, onto: usize, moves: [Square; 4]) -> Self {
        let [x, y, c, d] = moves;
        BuildStep::Join {
            tile,
            onto,
            removed: [(x, y), (c, d)],
            added: [(x, d), (c, y)],
        }
    }
}
