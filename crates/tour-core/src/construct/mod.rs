//! Tours of large boards in linear time: cut the board into tiles 5 to 13 squares a side,
//! tour each tile, and join the tiles' tours one at a time across shared borders.
//!
//! Every tile with an even side gets a closed tour (found once per tile size by the exact
//! search). A board of even area is all such tiles, and the joined result is one closed
//! tour, which can start anywhere. A board with both sides odd gets exactly one tile with
//! both sides odd, placed over the start square; it gets an open tour from the start, and
//! the closed tours of the other tiles are spliced into it.
//!
//! The join (a 2-opt move): the route so far has a move x -> y near the border, the
//! tile's cycle a move c -> d, with x a knight's move from d and c one from y. Replacing
//! the two moves by x -> d and c -> y threads the whole tile cycle into the route. If only
//! the reverse of the tile's cycle fits, the tile (not yet joined, so small) is reversed.

mod split;

use std::collections::{HashMap, VecDeque};

use crate::board::Board;
use crate::moves::MoveOrder;
use crate::square::Square;
use crate::theory::{SearchOutcome, Wanted, search_tour};

/// Placement budget for touring one tile; every tile size used finds its tour in far
/// fewer.
const TILE_BUDGET: u64 = 5_000_000;

const NONE: u32 = u32::MAX;

/// How the board is cut: tile lengths along each side, and the tile the route starts in.
struct Tiling {
    rows: Vec<u16>,
    cols: Vec<u16>,
    /// Tile (row part, col part) holding the start, toured open when the board is odd.
    seed: (usize, usize),
    seed_is_path: bool,
}

impl Tiling {
    fn new(board: Board, start: Square, wanted: Wanted) -> Option<Tiling> {
        let (r, c) = (board.rows(), board.cols());
        if r.min(c) < 5 {
            return None;
        }
        let (rows, cols, seed_parts) = if board.area().is_multiple_of(2) {
            let (rows, cols) = if c % 2 == 0 {
                (split::any(r)?, split::even(c)?)
            } else {
                (split::even(r)?, split::any(c)?)
            };
            (rows, cols, None)
        } else {
            if wanted == Wanted::Closed || !start.is_corner_colour() {
                return None;
            }
            let (rows, odd_row) = split::odd_around(r, start.row())?;
            let (cols, odd_col) = split::odd_around(c, start.col())?;
            (rows, cols, Some((odd_row, odd_col)))
        };
        let seed = seed_parts
            .unwrap_or_else(|| (part_of(&rows, start.row()), part_of(&cols, start.col())));
        Some(Tiling {
            rows,
            cols,
            seed,
            seed_is_path: seed_parts.is_some(),
        })
    }
}

/// Which part a position falls in.
fn part_of(parts: &[u16], at: u16) -> usize {
    let mut end = 0;
    for (i, &len) in parts.iter().enumerate() {
        end += len;
        if at < end {
            return i;
        }
    }
    parts.len() - 1
}

/// A tour of `board` from `start` (closed whenever the board's area is even), or `None`
/// when the board is outside what the construction covers (a side below 5, or a closed
/// tour on an odd board, or a minority-colour start).
pub(crate) fn construct(board: Board, start: Square, wanted: Wanted) -> Option<Vec<Square>> {
    if !board.contains(start) {
        return None;
    }
    let tiling = Tiling::new(board, start, wanted)?;
    let mut joiner = Joiner::new(board, &tiling, start)?;
    joiner.join_all(&tiling)?;
    Some(joiner.route(start))
}

/// The tiles' tours as successor/predecessor links over the whole board, joined one by one.
struct Joiner {
    board: Board,
    next: Vec<u32>,
    prev: Vec<u32>,
    /// Tile row of every board row, and tile column of every board column.
    row_part: Vec<u32>,
    col_part: Vec<u32>,
    /// Top-left corner and size of every tile.
    tiles: Vec<(u16, u16, u16, u16)>,
    tile_cols: usize,
}

impl Joiner {
    fn new(board: Board, tiling: &Tiling, start: Square) -> Option<Joiner> {
        let area = board.area();
        let mut joiner = Joiner {
            board,
            next: vec![NONE; area],
            prev: vec![NONE; area],
            row_part: parts_by_position(&tiling.rows),
            col_part: parts_by_position(&tiling.cols),
            tiles: Vec::with_capacity(tiling.rows.len() * tiling.cols.len()),
            tile_cols: tiling.cols.len(),
        };
        let mut cycles: HashMap<(u16, u16), Vec<Square>> = HashMap::new();
        let mut top = 0;
        for (i, &h) in tiling.rows.iter().enumerate() {
            let mut left = 0;
            for (j, &w) in tiling.cols.iter().enumerate() {
                joiner.tiles.push((top, left, h, w));
                let is_path = tiling.seed_is_path && (i, j) == tiling.seed;
                let path;
                let local = if is_path {
                    let from = Square::new(start.row() - top, start.col() - left);
                    path = tile_tour(h, w, from, false)?;
                    &path
                } else {
                    match cycles.entry((h, w)) {
                        std::collections::hash_map::Entry::Occupied(entry) => &*entry.into_mut(),
                        std::collections::hash_map::Entry::Vacant(entry) => {
                            &*entry.insert(tile_tour(h, w, Square::new(0, 0), true)?)
                        }
                    }
                };
                let cols = usize::from(board.cols());
                let origin = usize::from(top) * cols + usize::from(left);
                let global = |s: &Square| {
                    // Below the board's area (at most a million), so it fits in u32.
                    (origin + usize::from(s.row()) * cols + usize::from(s.col())) as u32
                };
                joiner.link_route(local.iter().map(global), !is_path);
                left += w;
            }
            top += h;
        }
        Some(joiner)
    }

    fn index(&self, square: Square) -> u32 {
        crate::graph::index_u32(self.board, square)
    }

    fn link_route(&mut self, squares: impl Iterator<Item = u32>, closed: bool) {
        let (mut first, mut last) = (NONE, NONE);
        for v in squares {
            if last == NONE {
                first = v;
            } else {
                self.next[last as usize] = v;
                self.prev[v as usize] = last;
            }
            last = v;
        }
        if closed && first != NONE {
            self.next[last as usize] = first;
            self.prev[first as usize] = last;
        }
    }

    /// The tile a square belongs to.
    fn tile_of(&self, square: Square) -> usize {
        self.row_part[usize::from(square.row())] as usize * self.tile_cols
            + self.col_part[usize::from(square.col())] as usize
    }

    /// Joins every tile, breadth first from the seed tile, so each tile joins a neighbour
    /// that is already part of the route.
    fn join_all(&mut self, tiling: &Tiling) -> Option<()> {
        let count = self.tiles.len();
        let seed = tiling.seed.0 * self.tile_cols + tiling.seed.1;
        let mut joined = vec![false; count];
        let mut queued = vec![false; count];
        joined[seed] = true;
        queued[seed] = true;
        let mut queue: VecDeque<usize> = self.neighbour_tiles(seed).collect();
        for &t in &queue {
            queued[t] = true;
        }
        while let Some(t) = queue.pop_front() {
            let partners: Vec<usize> = self.neighbour_tiles(t).filter(|&u| joined[u]).collect();
            if !partners.iter().any(|&u| self.join(t, u)) {
                return None;
            }
            joined[t] = true;
            for u in self.neighbour_tiles(t).collect::<Vec<_>>() {
                if !queued[u] {
                    queued[u] = true;
                    queue.push_back(u);
                }
            }
        }
        Some(())
    }

    fn neighbour_tiles(&self, t: usize) -> impl Iterator<Item = usize> + use<> {
        let (cols, rows) = (self.tile_cols, self.tiles.len() / self.tile_cols);
        let (i, j) = (t / cols, t % cols);
        let up = (i > 0).then(|| t - cols);
        let down = (i + 1 < rows).then(|| t + cols);
        let left = (j > 0).then(|| t - 1);
        let right = (j + 1 < cols).then(|| t + 1);
        [up, down, left, right].into_iter().flatten()
    }

    /// Threads tile `t`'s cycle into the route through a move of tile `u` near their
    /// shared border. Returns whether a pair of moves that fit was found.
    fn join(&mut self, t: usize, u: usize) -> bool {
        // The two rows or columns of tile u along its border with tile t.
        let (top, left, h, w) = self.tiles[u];
        let (t_top, t_left, _, _) = self.tiles[t];
        let (rows, cols) = if t_top != top {
            let rows = if t_top > top {
                top + h - 2..top + h
            } else {
                top..top + 2
            };
            (rows, left..left + w)
        } else {
            let cols = if t_left > left {
                left + w - 2..left + w
            } else {
                left..left + 2
            };
            (top..top + h, cols)
        };
        for x_square in rows.flat_map(|r| cols.clone().map(move |c| Square::new(r, c))) {
            let x = self.index(x_square);
            let y = self.next[x as usize];
            if y == NONE {
                continue;
            }
            let y_square = self.square(y);
            for c_square in self.board.knight_moves(y_square, &MoveOrder::GOSSIP) {
                let c = self.index(c_square);
                if self.tile_of(c_square) != t {
                    continue;
                }
                for reversed in [false, true] {
                    let d = if reversed {
                        self.prev[c as usize]
                    } else {
                        self.next[c as usize]
                    };
                    if Board::is_knight_move(x_square, self.square(d)) {
                        if reversed {
                            self.reverse_tile(t);
                        }
                        self.next[x as usize] = d;
                        self.prev[d as usize] = x;
                        self.next[c as usize] = y;
                        self.prev[y as usize] = c;
                        return true;
                    }
                }
            }
        }
        false
    }

    fn reverse_tile(&mut self, t: usize) {
        let (top, left, h, w) = self.tiles[t];
        for r in top..top + h {
            for c in left..left + w {
                let v = self.index(Square::new(r, c)) as usize;
                std::mem::swap(&mut self.next[v], &mut self.prev[v]);
            }
        }
    }

    fn square(&self, v: u32) -> Square {
        self.board
            .square_at(v as usize)
            .unwrap_or(Square::new(0, 0))
    }

    /// The joined route from `start`: around the cycle, or along the path.
    fn route(&self, start: Square) -> Vec<Square> {
        let area = self.board.area();
        let mut route = Vec::with_capacity(area);
        let mut v = self.index(start);
        while route.len() < area && v != NONE {
            route.push(self.square(v));
            v = self.next[v as usize];
        }
        route
    }
}

/// For every position along a side, the number of the part it falls in.
fn parts_by_position(parts: &[u16]) -> Vec<u32> {
    parts
        .iter()
        .enumerate()
        .flat_map(|(i, &len)| std::iter::repeat_n(i as u32, usize::from(len)))
        .collect()
}

/// A tour of an h x w tile from `from` (closed or open), by exact search.
fn tile_tour(h: u16, w: u16, from: Square, closed: bool) -> Option<Vec<Square>> {
    let tile = Board::new(h, w).ok()?;
    match search_tour(tile, from, closed, TILE_BUDGET) {
        SearchOutcome::Found(route) => Some(route),
        _ => None,
    }
}
