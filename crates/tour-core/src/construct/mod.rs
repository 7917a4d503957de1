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

use std::collections::hash_map::Entry;
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

/// How far a [`Construction`] has got.
pub(crate) enum Progress {
    /// More work remains.
    Working,
    /// The finished route.
    Built(Vec<Square>),
    /// A tile could not be toured or joined (no tile size in use does this).
    Failed,
}

/// The construction done in slices, so a million-square board never holds the browser's
/// thread for more than a slice: tiles are toured and linked, then joined, then the
/// route is walked, each a bounded amount of work per [`advance`](Construction::advance).
pub(crate) struct Construction {
    joiner: Joiner,
    start: Square,
    seed: usize,
    seed_is_path: bool,
    stage: Stage,
}

enum Stage {
    /// Touring and linking tiles in reading order; tours are shared by tile size.
    Linking {
        next_tile: usize,
        cycles: HashMap<(u16, u16), Vec<Square>>,
    },
    /// Joining tiles breadth first from the seed tile, so each joins a neighbour that is
    /// already part of the route.
    Joining {
        queue: VecDeque<usize>,
        joined: Vec<bool>,
        queued: Vec<bool>,
    },
    /// Following the links from the start.
    Walking {
        route: Vec<Square>,
        at: u32,
    },
    Finished,
}

impl Construction {
    /// A construction of a tour of `board` from `start` (closed whenever the board's area
    /// is even), or `None` when the board is outside what the construction covers (a
    /// side below 5, a closed tour on an odd board, or a minority-colour start).
    pub(crate) fn new(board: Board, start: Square, wanted: Wanted) -> Option<Construction> {
        if !board.contains(start) {
            return None;
        }
        let tiling = Tiling::new(board, start, wanted)?;
        Some(Construction {
            joiner: Joiner::new(board, &tiling),
            start,
            seed: tiling.seed.0 * tiling.cols.len() + tiling.seed.1,
            seed_is_path: tiling.seed_is_path,
            stage: Stage::Linking {
                next_tile: 0,
                cycles: HashMap::new(),
            },
        })
    }

    /// Does at least one unit and roughly `work` squares' worth of construction.
    pub(crate) fn advance(&mut self, work: usize) -> Progress {
        let mut done = 0;
        while done < work {
            match self.work_once() {
                Ok(0) => {}
                Ok(squares) => done += squares,
                Err(progress) => return progress,
            }
        }
        Progress::Working
    }

    /// One unit of work (a tile linked or joined, or a stretch of the walk): the squares
    /// it covered, or how the construction ended.
    fn work_once(&mut self) -> Result<usize, Progress> {
        const WALK_STRETCH: usize = 4096;
        let joiner = &mut self.joiner;
        match &mut self.stage {
            Stage::Linking { next_tile, cycles } => {
                let t = *next_tile;
                let Some(&(top, left, h, w)) = joiner.tiles.get(t) else {
                    self.stage = Stage::joining(joiner, self.seed);
                    return Ok(0);
                };
                *next_tile += 1;
                let is_path = self.seed_is_path && t == self.seed;
                let path;
                let local = if is_path {
                    let from = Square::new(self.start.row() - top, self.start.col() - left);
                    path = tile_tour(h, w, from, false);
                    path.as_ref()
                } else {
                    match cycles.entry((h, w)) {
                        Entry::Occupied(entry) => Some(&*entry.into_mut()),
                        Entry::Vacant(entry) => tile_tour(h, w, Square::new(0, 0), true)
                            .map(|cycle| &*entry.insert(cycle)),
                    }
                };
                let Some(local) = local else {
                    self.stage = Stage::Finished;
                    return Err(Progress::Failed);
                };
                joiner.link_tile(t, local, !is_path);
                Ok(usize::from(h) * usize::from(w))
            }
            Stage::Joining {
                queue,
                joined,
                queued,
            } => {
                let Some(t) = queue.pop_front() else {
                    let area = joiner.board.area();
                    self.stage = Stage::Walking {
                        route: Vec::with_capacity(area),
                        at: joiner.index(self.start),
                    };
                    return Ok(0);
                };
                let partners: Vec<usize> =
                    joiner.neighbour_tiles(t).filter(|&u| joined[u]).collect();
                if !partners.iter().any(|&u| joiner.join(t, u)) {
                    self.stage = Stage::Finished;
                    return Err(Progress::Failed);
                }
                joined[t] = true;
                for u in joiner.neighbour_tiles(t) {
                    if !queued[u] {
                        queued[u] = true;
                        queue.push_back(u);
                    }
                }
                let (_, _, h, w) = joiner.tiles[t];
                Ok(usize::from(h) * usize::from(w))
            }
            Stage::Walking { route, at } => {
                let area = joiner.board.area();
                let stop = (route.len() + WALK_STRETCH).min(area);
                while route.len() < stop && *at != NONE {
                    route.push(joiner.square(*at));
                    *at = joiner.next[*at as usize];
                }
                if route.len() == area || *at == NONE {
                    let route = std::mem::take(route);
                    self.stage = Stage::Finished;
                    return Err(Progress::Built(route));
                }
                Ok(WALK_STRETCH)
            }
            Stage::Finished => Err(Progress::Failed),
        }
    }
}

impl Stage {
    fn joining(joiner: &Joiner, seed: usize) -> Stage {
        let count = joiner.tiles.len();
        let mut joined = vec![false; count];
        let mut queued = vec![false; count];
        joined[seed] = true;
        queued[seed] = true;
        let queue: VecDeque<usize> = joiner.neighbour_tiles(seed).collect();
        for &t in &queue {
            queued[t] = true;
        }
        Stage::Joining {
            queue,
            joined,
            queued,
        }
    }
}

/// The tiles' tours as successor/predecessor links over the whole board, joined one by one.
struct Joiner {
    board: Board,
    next: Vec<u32>,
    prev: Vec<u32>,
    /// Tile row of every board row, and tile column of every board column.
    row_part: Vec<u32>,
    col_part: Vec<u32>,
    /// Top-left corner and size of every tile, in reading order.
    tiles: Vec<(u16, u16, u16, u16)>,
    tile_cols: usize,
}

impl Joiner {
    fn new(board: Board, tiling: &Tiling) -> Joiner {
        let area = board.area();
        let mut tiles = Vec::with_capacity(tiling.rows.len() * tiling.cols.len());
        let mut top = 0;
        for &h in &tiling.rows {
            let mut left = 0;
            for &w in &tiling.cols {
                tiles.push((top, left, h, w));
                left += w;
            }
            top += h;
        }
        Joiner {
            board,
            next: vec![NONE; area],
            prev: vec![NONE; area],
            row_part: parts_by_position(&tiling.rows),
            col_part: parts_by_position(&tiling.cols),
            tiles,
            tile_cols: tiling.cols.len(),
        }
    }

    /// Links tile `t`'s own tour (`local`, in tile coordinates) into the board's links.
    fn link_tile(&mut self, t: usize, local: &[Square], closed: bool) {
        let (top, left, _, _) = self.tiles[t];
        let cols = usize::from(self.board.cols());
        let origin = usize::from(top) * cols + usize::from(left);
        let global = |s: &Square| {
            // Below the board's area (at most a million), so it fits in u32.
            (origin + usize::from(s.row()) * cols + usize::from(s.col())) as u32
        };
        self.link_route(local.iter().map(global), closed);
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
