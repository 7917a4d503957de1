//! A corridor of tiles from the start's tile to the chosen last square's tile, for tours
//! "from here to there" on large boards.
//!
//! The tile-and-join construction keeps the two ends of an open route where they are:
//! a join threads a tile's cycle into the middle of the route. So a route from `start`
//! to `end` needs only a first piece that already runs from `start` to `end`; every
//! other tile's cycle is then joined into it as usual. That piece is a corridor: the
//! tiles from the start's tile along its tile row to the end's tile column, then along
//! that column to the end's tile, each crossed by a path of the tile from an entry
//! square to an exit square a knight's move from the next tile's entry. Each crossing
//! comes from the exact search with both ends fixed (cached, since a straight corridor
//! of equal tiles repeats the same crossing), trying exits nearest the next tile first
//! and backing up when a later tile cannot be crossed.
//!
//! When start and end share a tile and that tile has no path between them, the tile and
//! a neighbour are searched as one rectangle.

use crate::board::Board;
use crate::moves::MoveOrder;
use crate::progress::Progress;
use crate::search::Phase;
use crate::search::both_ways::Search;
use crate::square::Square;

/// Placements the exact search may make for one crossing of one tile. Crossings that
/// exist are found in a few hundred; the budget only bounds a hopeless pair of ends.
const CROSSING_BUDGET: u64 = 200_000;

/// Placements for the whole corridor, so a board where no corridor is found still
/// answers quickly ("unknown" rather than a long wait).
const CORRIDOR_BUDGET: u64 = 20_000_000;

/// Placements for the path between two squares of one tile and its neighbour.
const MERGED_BUDGET: u64 = 2_000_000;

/// A tile as the construction cuts it: top-left corner and size.
pub(super) type Rect = (u16, u16, u16, u16);

/// One piece of the corridor: the tiles it covers and its path, in board squares.
pub(super) struct Piece {
    pub(super) tiles: Vec<usize>,
    pub(super) path: Vec<Square>,
}

/// The corridor's pieces from `start` to `end`, in order, or `None` if no corridor was
/// found within the budget. `tiles` are the construction's tiles in reading order,
/// `tile_cols` of them to a row.
pub(super) fn corridor(
    tiles: &[Rect],
    tile_cols: usize,
    tile_of: impl Fn(Square) -> usize,
    start: Square,
    end: Square,
) -> Option<Vec<Piece>> {
    let (first, last) = (tile_of(start), tile_of(end));
    let mut crossings = Crossings::default();
    if first == last {
        return same_tile(tiles, tile_cols, first, start, end, &mut crossings);
    }
    let order = tile_order(first, last, tile_cols);
    let rects: Vec<Rect> = order.iter().map(|&t| tiles[t]).collect();
    let paths = crossings.chain(&rects, start, end)?;
    Some(
        order
            .into_iter()
            .zip(paths)
            .map(|(tile, path)| Piece {
                tiles: vec![tile],
                path,
            })
            .collect(),
    )
}

/// The tiles from `first` along its tile row to `last`'s tile column, then along that
/// column to `last`.
fn tile_order(first: usize, last: usize, tile_cols: usize) -> Vec<usize> {
    let (row, mut col) = (first / tile_cols, first % tile_cols);
    let (last_row, last_col) = (last / tile_cols, last % tile_cols);
    let mut order = vec![first];
    while col != last_col {
        col = if col < last_col { col + 1 } else { col - 1 };
        order.push(row * tile_cols + col);
    }
    let mut row = row;
    while row != last_row {
        row = if row < last_row { row + 1 } else { row - 1 };
        order.push(row * tile_cols + col);
    }
    order
}

/// Start and end in one tile: a path of the tile between them, or else of the tile and
/// one neighbour together, or else of the tile with a larger budget (a board that is one
/// tile has no neighbour, and every pair the colours allow may still have a path).
fn same_tile(
    tiles: &[Rect],
    tile_cols: usize,
    tile: usize,
    start: Square,
    end: Square,
    crossings: &mut Crossings,
) -> Option<Vec<Piece>> {
    if let Some(path) = crossings.cross(tiles[tile], start, end, CROSSING_BUDGET) {
        return Some(vec![Piece {
            tiles: vec![tile],
            path,
        }]);
    }
    let (row, col) = (tile / tile_cols, tile % tile_cols);
    let rows = tiles.len() / tile_cols;
    let neighbours = [
        (col + 1 < tile_cols).then(|| tile + 1),
        (row + 1 < rows).then(|| tile + tile_cols),
        col.checked_sub(1).map(|_| tile - 1),
        row.checked_sub(1).map(|_| tile - tile_cols),
    ];
    let merged = neighbours.into_iter().flatten().find_map(|other| {
        let rect = union(tiles[tile], tiles[other]);
        let path = crossings.cross(rect, start, end, MERGED_BUDGET)?;
        Some(vec![Piece {
            tiles: vec![tile, other],
            path,
        }])
    });
    merged.or_else(|| {
        let path = crossings.cross(tiles[tile], start, end, MERGED_BUDGET)?;
        Some(vec![Piece {
            tiles: vec![tile],
            path,
        }])
    })
}

/// The rectangle covering two neighbouring tiles.
fn union(a: Rect, b: Rect) -> Rect {
    let top = a.0.min(b.0);
    let left = a.1.min(b.1);
    let bottom = (a.0 + a.2).max(b.0 + b.2);
    let right = (a.1 + a.3).max(b.1 + b.3);
    (top, left, bottom - top, right - left)
}

/// A crossing's tile size (rows, columns), local entry and exit, and search budget.
type CrossingKey = (u16, u16, Square, Square, u64);

/// Tile crossings found so far, by tile size and local entry and exit, and the
/// placements spent on them.
#[derive(Default)]
struct Crossings {
    /// By tile size, local ends and budget (a search that ran out of a small budget may
    /// succeed with a larger one). A corridor asks for a few dozen distinct crossings at
    /// most, so a list searched in order is enough (and keeps hashing code out of the
    /// browser build).
    found: Vec<(CrossingKey, Option<Vec<Square>>)>,
    spent: u64,
}

impl Crossings {
    /// Paths crossing `rects` in turn, the first from `start`, the last to `end`, each
    /// ending a knight's move from where the next begins.
    fn chain(&mut self, rects: &[Rect], start: Square, end: Square) -> Option<Vec<Vec<Square>>> {
        let mut paths = Vec::with_capacity(rects.len());
        if self.extend(rects, start, end, &mut paths) {
            Some(paths)
        } else {
            None
        }
    }

    /// Crosses `rects[paths.len()..]` from `entry`, pushing each crossing; backs up (pops
    /// what it pushed) and returns false when no way through is found.
    fn extend(
        &mut self,
        rects: &[Rect],
        entry: Square,
        end: Square,
        paths: &mut Vec<Vec<Square>>,
    ) -> bool {
        let here = rects[paths.len()];
        let Some(&next) = rects.get(paths.len() + 1) else {
            return match self.cross(here, entry, end, CROSSING_BUDGET) {
                Some(path) => {
                    paths.push(path);
                    true
                }
                None => false,
            };
        };
        for (exit, next_entry) in exits(here, next, entry) {
            if self.spent > CORRIDOR_BUDGET {
                return false;
            }
            let Some(path) = self.cross(here, entry, exit, CROSSING_BUDGET) else {
                continue;
            };
            paths.push(path);
            if self.extend(rects, next_entry, end, paths) {
                return true;
            }
            paths.pop();
        }
        false
    }

    /// A path covering `rect` from `from` to `to` (board squares), by exact search.
    fn cross(&mut self, rect: Rect, from: Square, to: Square, budget: u64) -> Option<Vec<Square>> {
        let (top, left, h, w) = rect;
        let local = |s: Square| Square::new(s.row() - top, s.col() - left);
        let key = (h, w, local(from), local(to), budget);
        let cached = self.found.iter().find(|(known, _)| *known == key);
        let path = match cached {
            Some((_, path)) => path.clone(),
            None => {
                let tile = Board::new(h, w).ok()?;
                // From both ends at once: one direction is often far quicker.
                let mut search = Search::new(tile, key.2, Some(key.3), false, budget);
                let phase = loop {
                    if let Progress::Done(phase) = search.advance(1 << 12) {
                        break Progress::Done(phase);
                    }
                };
                self.spent += search.positions();
                let path = (phase == Progress::Done(Phase::Found)).then(|| search.route());
                self.found.push((key, path.clone()));
                path
            }
        };
        path.map(|path| {
            path.into_iter()
                .map(|s| Square::new(s.row() + top, s.col() + left))
                .collect()
        })
    }
}

/// Where a crossing of `here` entered at `entry` may end, with the square of `next` it
/// then moves to: exits nearest the shared border first, of the colour a path of `here`
/// from `entry` can end on.
fn exits(here: Rect, next: Rect, entry: Square) -> Vec<(Square, Square)> {
    let (top, left, h, w) = here;
    let odd_area = (h * w) % 2 == 1;
    let parity = |s: Square| (s.row() + s.col()) % 2;
    let inside = |s: Square, (t, l, h, w): Rect| {
        (t..t + h).contains(&s.row()) && (l..l + w).contains(&s.col())
    };
    // Distance from the border with `next`, so exits near it are tried first.
    let distance = |s: Square| -> u16 {
        if next.0 > top {
            top + h - 1 - s.row()
        } else if next.0 < top {
            s.row() - top
        } else if next.1 > left {
            left + w - 1 - s.col()
        } else {
            s.col() - left
        }
    };
    let wanted_parity = if odd_area {
        parity(entry)
    } else {
        1 - parity(entry)
    };
    let mut found = Vec::new();
    for nearest in [0, 1] {
        for r in top..top + h {
            for c in left..left + w {
                let exit = Square::new(r, c);
                if exit == entry || parity(exit) != wanted_parity || distance(exit) != nearest {
                    continue;
                }
                for target in knight_targets(exit).filter(|&target| inside(target, next)) {
                    found.push((exit, target));
                }
            }
        }
    }
    found
}

/// The squares a knight's move from `square`, on any board (those that fall off the
/// board's top or left are left out; the caller checks the rest).
fn knight_targets(square: Square) -> impl Iterator<Item = Square> {
    MoveOrder::GOSSIP
        .offsets()
        .iter()
        .filter_map(move |offset| {
            let row = square.row().checked_add_signed(i16::from(offset.d_row()))?;
            let col = square.col().checked_add_signed(i16::from(offset.d_col()))?;
            Some(Square::new(row, col))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_corridor_runs_along_the_row_then_down_the_column() {
        // A 4 x 5 grid of tiles: from tile (0, 1) to tile (3, 4).
        assert_eq!(tile_order(1, 19, 5), vec![1, 2, 3, 4, 9, 14, 19]);
        assert_eq!(tile_order(19, 1, 5), vec![19, 18, 17, 16, 11, 6, 1]);
        assert_eq!(tile_order(7, 7, 5), vec![7]);
    }

    #[test]
    fn exits_face_the_next_tile_and_have_the_right_colour() {
        let here = (0, 0, 6, 6);
        let next = (0, 6, 6, 6);
        let entry = Square::new(0, 0);
        let exits = exits(here, next, entry);
        assert!(!exits.is_empty());
        for (exit, target) in exits {
            assert!(exit.col() >= 4, "{exit:?}");
            assert_eq!((exit.row() + exit.col()) % 2, 1);
            assert!(target.col() >= 6 && Board::is_knight_move(exit, target));
        }
    }
}

#[cfg(test)]
mod construction_tests {
    use crate::board::Board;
    use crate::construct::Construction;
    use crate::progress::Progress;
    use crate::route::validate_path;
    use crate::square::Square;

    fn build(board: Board, start: Square, end: Square) -> Option<Vec<Square>> {
        let mut construction = Construction::between(board, start, end)?;
        loop {
            if let Progress::Done(route) = construction.advance(100_000) {
                return route;
            }
        }
    }

    fn check(board: Board, start: Square, end: Square) {
        let route = build(board.clone(), start, end)
            .unwrap_or_else(|| panic!("{board}: no route from {start:?} to {end:?}"));
        assert_eq!(route.len(), board.area(), "{board} {start:?} {end:?}");
        assert!(
            validate_path(&board.clone(), &route).is_ok(),
            "{board} {start:?} {end:?}"
        );
        assert_eq!(route.first(), Some(&start));
        assert_eq!(route.last(), Some(&end));
    }

    /// A small deterministic generator, so the sample is the same on every run.
    fn next(state: &mut u64) -> u64 {
        *state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        *state >> 33
    }

    #[test]
    fn routes_join_any_two_allowed_squares_of_boards_from_6_to_60() {
        let mut state = 7;
        for rows in 6..=60u16 {
            for cols in (rows..=60).step_by(5) {
                let board = Board::new(rows, cols).unwrap();
                let odd = board.area() % 2 == 1;
                let mut pairs = 0;
                while pairs < 12 {
                    let r = |state: &mut u64, n: u16| (next(state) % u64::from(n)) as u16;
                    let start = Square::new(r(&mut state, rows), r(&mut state, cols));
                    let end = Square::new(r(&mut state, rows), r(&mut state, cols));
                    let allowed = if odd {
                        start.is_corner_colour() && end.is_corner_colour()
                    } else {
                        start.is_corner_colour() != end.is_corner_colour()
                    };
                    if start == end || !allowed {
                        continue;
                    }
                    check(board.clone(), start, end);
                    pairs += 1;
                }
            }
        }
    }

    #[test]
    fn corners_and_neighbours_on_a_large_board() {
        let board = Board::new(1000, 1000).unwrap();
        check(board.clone(), Square::new(0, 0), Square::new(999, 0));
        check(board.clone(), Square::new(0, 0), Square::new(0, 1));
        check(board, Square::new(500, 500), Square::new(501, 502));
        let odd = Board::new(999, 999).unwrap();
        check(odd.clone(), Square::new(0, 0), Square::new(998, 998));
        check(odd, Square::new(500, 500), Square::new(0, 2));
    }

    #[test]
    fn ends_of_the_wrong_colours_are_refused() {
        let board = Board::new(8, 8).unwrap();
        assert!(Construction::between(board, Square::new(0, 0), Square::new(0, 2)).is_none());
        let odd = Board::new(9, 9).unwrap();
        assert!(Construction::between(odd, Square::new(0, 0), Square::new(0, 1)).is_none());
    }

    /// The construction joins every pair the colour rule allows on every board from
    /// 6 x 6 to 10 x 10 (each tile crossed by the exact search from both ends at once),
    /// so `fast` needs no fallback search there.
    #[test]
    fn every_allowed_pair_of_boards_from_6_to_10_is_built() {
        for rows in 6..=10u16 {
            for cols in rows..=10 {
                let board = Board::new(rows, cols).unwrap();
                let odd = board.area() % 2 == 1;
                for start in board.clone().squares() {
                    for end in board.squares() {
                        let allowed = start != end
                            && if odd {
                                start.is_corner_colour() && end.is_corner_colour()
                            } else {
                                start.is_corner_colour() != end.is_corner_colour()
                            };
                        if allowed {
                            check(board.clone(), start, end);
                        }
                    }
                }
            }
        }
    }
}
