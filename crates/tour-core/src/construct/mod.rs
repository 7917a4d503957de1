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
//!
//! A join keeps the route's two ends, so a tour that must end on a chosen square starts
//! from a corridor of tiles already running from the start to that square (`ends`); the
//! other tiles join it as usual.

mod ends;
mod split;
#[cfg(feature = "trace")]
mod steps;
mod walk;

use std::collections::VecDeque;

use crate::board::Board;
use crate::moves::MoveOrder;
use crate::progress::Progress;
use crate::route::TourKind;
use crate::search::{SearchOutcome, search_tour};
use crate::square::Square;

#[cfg(feature = "trace")]
pub use steps::BuildStep;

/// Placement budget for touring one tile; every tile size used finds its tour in far
/// fewer.
const TILE_BUDGET: u64 = 5_000_000;

const NONE: u32 = u32::MAX;

/// A way to cut one side into tile lengths (`split::any`, `split::wide`, `split::even`).
type Cut = fn(u16) -> Option<Vec<u16>>;

/// How the board is cut: tile lengths along each side, and the tile the route starts in.
struct Tiling {
    rows: Vec<u16>,
    cols: Vec<u16>,
    /// Tile (row part, col part) holding the start, toured open when the board is odd.
    seed: (usize, usize),
    seed_is_path: bool,
}

impl Tiling {
    fn new(board: Board, start: Square, wanted: TourKind) -> Option<Tiling> {
        Tiling::cut(board, start, wanted, split::any, 5, Apart::No)
    }

    /// Tilings for a route between two chosen squares, to try in turn: no tile side of
    /// 5 where the board allows (paths with both ends fixed are scarce on 5-row tiles),
    /// first as usual, then, if both squares fall in one tile, with a cut between their
    /// rows, then between their columns (a corridor of two tiles is far more often
    /// possible than a path inside one).
    fn for_ends(board: Board, start: Square, end: Square) -> Vec<Tiling> {
        let (any, shortest_odd): (Cut, u16) = if board.rows().min(board.cols()) < 6 {
            (split::any, 5)
        } else {
            (split::wide, 7)
        };
        let usual = Tiling::cut(
            board.clone(),
            start,
            TourKind::Open,
            any,
            shortest_odd,
            Apart::No,
        );
        let same_tile = usual
            .as_ref()
            .is_none_or(|tiling| tiling.same_tile(start, end));
        let mut tilings: Vec<Tiling> = usual.into_iter().collect();
        if same_tile {
            for apart in [Apart::Rows(end.row()), Apart::Cols(end.col())] {
                tilings.extend(Tiling::cut(
                    board.clone(),
                    start,
                    TourKind::Open,
                    any,
                    shortest_odd,
                    apart,
                ));
            }
        }
        tilings
    }

    /// Whether two squares fall in one tile.
    fn same_tile(&self, a: Square, b: Square) -> bool {
        part_of(&self.rows, a.row()) == part_of(&self.rows, b.row())
            && part_of(&self.cols, a.col()) == part_of(&self.cols, b.col())
    }

    /// Cuts the board with `any` for the side whose tile lengths may be odd, and an odd
    /// tile of at least `shortest_odd` (where one fits) around the start of an odd board;
    /// `apart` asks for a cut between the start's row (or column) and another.
    fn cut(
        board: Board,
        start: Square,
        wanted: TourKind,
        any: Cut,
        shortest_odd: u16,
        apart: Apart,
    ) -> Option<Tiling> {
        let (r, c) = (board.rows(), board.cols());
        if r.min(c) < 5 {
            return None;
        }
        let (row_apart, col_apart) = match apart {
            Apart::No => (None, None),
            Apart::Rows(row) => (Some(row), None),
            Apart::Cols(col) => (None, Some(col)),
        };
        let side =
            |n: u16, at: u16, other: Option<u16>, how: fn(u16) -> Option<Vec<u16>>| match other {
                Some(other) => split::apart(n, at, other, how),
                None => how(n),
            };
        let (rows, cols, seed_parts) = if board.area().is_multiple_of(2) {
            let (rows, cols) = if c % 2 == 0 {
                (
                    side(r, start.row(), row_apart, any)?,
                    side(c, start.col(), col_apart, split::even)?,
                )
            } else {
                (
                    side(r, start.row(), row_apart, split::even)?,
                    side(c, start.col(), col_apart, any)?,
                )
            };
            (rows, cols, None)
        } else {
            if wanted == TourKind::Closed || !start.is_corner_colour() {
                return None;
            }
            let (rows, odd_row) = split::odd_around_from(r, start.row(), shortest_odd, row_apart)?;
            let (cols, odd_col) = split::odd_around_from(c, start.col(), shortest_odd, col_apart)?;
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

/// Which of the start's lines a tiling must cut it off from.
#[derive(Clone, Copy)]
enum Apart {
    /// Any tiling.
    No,
    /// A tile border between the start's row and this one.
    Rows(u16),
    /// A tile border between the start's column and this one.
    Cols(u16),
}

/// The whole construction of an open tour from `start` to `end` at once, or `None` where
/// [`Construction::between`] gives up.
pub(crate) fn build_between(board: Board, start: Square, end: Square) -> Option<Vec<Square>> {
    let mut construction = Construction::between(board, start, end)?;
    loop {
        if let Progress::Done(route) = construction.advance(u64::MAX) {
            return route;
        }
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

/// The construction done in slices, so a million-square board never holds the browser's
/// thread for more than a slice: tiles are toured and linked, then joined, then the
/// route is walked, each a bounded amount of work per [`advance`](Construction::advance).
pub(crate) struct Construction {
    joiner: Joiner,
    start: Square,
    seed: usize,
    seed_is_path: bool,
    /// Tiles the joins start from: the seed tile, or a corridor's tiles.
    fixed: Vec<bool>,
    /// Whether the fixed tiles' squares are linked already (a corridor's), so they are
    /// not toured on their own.
    prelinked: bool,
    stage: Stage,
    /// The steps recorded for the app, once [`record`](Construction::record) asked.
    #[cfg(feature = "trace")]
    built: Option<Vec<BuildStep>>,
    /// A corridor's route, for the first recorded step.
    #[cfg(feature = "trace")]
    corridor: Vec<Square>,
}

enum Stage {
    /// Touring and linking tiles in reading order; tours are shared by tile size.
    Linking {
        next_tile: usize,
        cycles: TileCycles,
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
    /// side below 5, a closed tour on an odd board, a minority-colour start, or a board
    /// with holes or another piece than the knight).
    pub(crate) fn new(board: Board, start: Square, wanted: TourKind) -> Option<Construction> {
        if !board.is_plain() || !board.contains(start) {
            return None;
        }
        let tiling = Tiling::new(board.clone(), start, wanted)?;
        let joiner = Joiner::new(board, &tiling);
        let seed = tiling.seed.0 * tiling.cols.len() + tiling.seed.1;
        let mut fixed = vec![false; joiner.tiles.len()];
        fixed[seed] = true;
        Some(Construction {
            joiner,
            start,
            seed,
            seed_is_path: tiling.seed_is_path,
            fixed,
            prelinked: false,
            stage: Stage::Linking {
                next_tile: 0,
                cycles: Vec::new(),
            },
            #[cfg(feature = "trace")]
            built: None,
            #[cfg(feature = "trace")]
            corridor: Vec::new(),
        })
    }

    /// A construction of an open tour of `board` from `start` that ends on `end`, or
    /// `None` when the board is outside what the construction covers (a side below 5,
    /// ends of colours no tour can have, holes or another piece) or no corridor of tiles from `start` to `end`
    /// was found. The corridor is searched here, before the first step: a few tile
    /// searches, cached by tile size and ends.
    pub(crate) fn between(board: Board, start: Square, end: Square) -> Option<Construction> {
        if !board.is_plain() || !board.contains(start) || !board.contains(end) || start == end {
            return None;
        }
        let colour = |s: Square| s.is_corner_colour();
        let ends_allowed = if board.area().is_multiple_of(2) {
            colour(start) != colour(end)
        } else {
            colour(start) && colour(end)
        };
        if !ends_allowed {
            return None;
        }
        let (tiling, mut joiner, pieces) = Tiling::for_ends(board.clone(), start, end)
            .into_iter()
            .find_map(|tiling| {
                let joiner = Joiner::new(board.clone(), &tiling);
                let pieces = ends::corridor(
                    &joiner.tiles,
                    joiner.tile_cols,
                    |square| joiner.tile_of(square),
                    start,
                    end,
                )?;
                Some((tiling, joiner, pieces))
            })?;
        let mut fixed = vec![false; joiner.tiles.len()];
        let route: Vec<Square> = pieces
            .iter()
            .flat_map(|piece| piece.path.iter().copied())
            .collect();
        let indices: Vec<u32> = route.iter().map(|&square| joiner.index(square)).collect();
        joiner.link_route(indices.into_iter(), false);
        for &tile in pieces.iter().flat_map(|piece| piece.tiles.iter()) {
            fixed[tile] = true;
        }
        Some(Construction {
            joiner,
            start,
            seed: tiling.seed.0 * tiling.cols.len() + tiling.seed.1,
            seed_is_path: false,
            fixed,
            prelinked: true,
            stage: Stage::Linking {
                next_tile: 0,
                cycles: Vec::new(),
            },
            #[cfg(feature = "trace")]
            built: None,
            #[cfg(feature = "trace")]
            corridor: route,
        })
    }

    /// Records every step from now on for the app: the tiling (and a corridor) at once,
    /// then each tile's tour, each join and the walk as they happen.
    #[cfg(feature = "trace")]
    pub(crate) fn record(&mut self) {
        let tiles = self
            .joiner
            .tiles
            .iter()
            .map(|&(top, left, h, w)| [top, left, h, w])
            .collect();
        let mut built = vec![BuildStep::Tiles(tiles)];
        if self.prelinked {
            built.push(BuildStep::Corridor(std::mem::take(&mut self.corridor)));
        }
        self.built = Some(built);
    }

    /// The steps recorded since the last call.
    #[cfg(feature = "trace")]
    pub(crate) fn take_built(&mut self) -> Vec<BuildStep> {
        self.built.as_mut().map(std::mem::take).unwrap_or_default()
    }

    #[cfg(feature = "trace")]
    fn note(&mut self, step: BuildStep) {
        if let Some(built) = &mut self.built {
            built.push(step);
        }
    }

    /// Does at least one unit and roughly `steps` squares' worth of construction: `Done`
    /// with the route, or with `None` if a tile could not be toured or joined (no tile
    /// size in use does this).
    pub(crate) fn advance(&mut self, steps: u64) -> Progress<Option<Vec<Square>>> {
        let steps = usize::try_from(steps).unwrap_or(usize::MAX);
        let mut done = 0;
        while done < steps {
            match self.work_once() {
                Ok(0) => {}
                Ok(squares) => done += squares,
                Err(route) => return Progress::Done(route),
            }
        }
        Progress::Running
    }

    /// Tours the next tile in reading order and links its tour in, or moves on to the
    /// joins once every tile is linked.
    fn link_next(&mut self) -> Result<usize, Option<Vec<Square>>> {
        let joiner = &mut self.joiner;
        let Stage::Linking { next_tile, cycles } = &mut self.stage else {
            return Ok(0);
        };
        let t = *next_tile;
        let Some(&(top, left, h, w)) = joiner.tiles.get(t) else {
            self.stage = Stage::joining(joiner, &self.fixed);
            return Ok(0);
        };
        *next_tile += 1;
        let is_path = self.seed_is_path && t == self.seed;
        if self.prelinked && self.fixed[t] {
            // A corridor tile: its squares are linked already.
            return Ok(usize::from(h) * usize::from(w));
        }
        let path;
        let local = if is_path {
            let from = Square::new(self.start.row() - top, self.start.col() - left);
            path = tile_tour(h, w, from, false);
            path.as_ref()
        } else {
            shared_cycle(cycles, h, w)
        };
        let Some(local) = local else {
            self.stage = Stage::Finished;
            return Err(None);
        };
        joiner.link_tile(t, local, !is_path);
        #[cfg(feature = "trace")]
        let route: Vec<Square> = local
            .iter()
            .map(|s| Square::new(top + s.row(), left + s.col()))
            .collect();
        #[cfg(feature = "trace")]
        self.note(BuildStep::tile_tour(t, route, !is_path));
        Ok(usize::from(h) * usize::from(w))
    }

    /// One unit of work (a tile linked or joined, or a stretch of the walk): the squares
    /// it covered, or the end of the construction (the route, or `None` if it failed).
    fn work_once(&mut self) -> Result<usize, Option<Vec<Square>>> {
        const WALK_STRETCH: usize = 4096;
        let joiner = &mut self.joiner;
        match &mut self.stage {
            Stage::Linking { .. } => self.link_next(),
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
                    #[cfg(feature = "trace")]
                    self.note(BuildStep::Walk { start: self.start });
                    return Ok(0);
                };
                let partners: Vec<usize> =
                    joiner.neighbour_tiles(t).filter(|&u| joined[u]).collect();
                let Some((onto, moves)) = partners
                    .iter()
                    .find_map(|&u| joiner.join(t, u).map(|moves| (u, moves)))
                else {
                    self.stage = Stage::Finished;
                    return Err(None);
                };
                joined[t] = true;
                for u in joiner.neighbour_tiles(t) {
                    if !queued[u] {
                        queued[u] = true;
                        queue.push_back(u);
                    }
                }
                let (_, _, h, w) = joiner.tiles[t];
                let _ = (onto, moves);
                #[cfg(feature = "trace")]
                self.note(BuildStep::join(t, onto, moves));
                Ok(usize::from(h) * usize::from(w))
            }
            Stage::Walking { route, at } => match joiner.walk(route, at, WALK_STRETCH) {
                Some(route) => {
                    self.stage = Stage::Finished;
                    Err(Some(route))
                }
                None => Ok(WALK_STRETCH),
            },
            Stage::Finished => Err(None),
        }
    }
}

impl Stage {
    /// Joining, breadth first from the tiles already part of the route.
    fn joining(joiner: &Joiner, fixed: &[bool]) -> Stage {
        let joined = fixed.to_vec();
        let mut queued = fixed.to_vec();
        let mut queue = VecDeque::new();
        for t in (0..fixed.len()).filter(|&t| fixed[t]) {
            for u in joiner.neighbour_tiles(t) {
                if !queued[u] {
                    queued[u] = true;
                    queue.push_back(u);
                }
            }
        }
        Stage::Joining {
            queue,
            joined,
            queued,
        }
    }
}

/// The tiles' tours as successor links over the whole board, joined one by one. A tile
/// not yet joined still runs along its own tour (its pattern), which gives each square's
/// predecessor there without a second array.
struct Joiner {
    board: Board,
    next: Vec<u32>,
    /// Tile row of every board row, and tile column of every board column.
    row_part: Vec<u32>,
    col_part: Vec<u32>,
    /// Top-left corner and size of every tile, in reading order.
    tiles: Vec<(u16, u16, u16, u16)>,
    tile_cols: usize,
    /// The tours linked into tiles, one per tile size (and the start tile's path).
    patterns: Vec<walk::Pattern>,
    /// Each tile's entry in `patterns`, or `NONE` (a corridor's tile, linked as part of
    /// the corridor's route).
    pattern_of: Vec<u32>,
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
            row_part: parts_by_position(&tiling.rows),
            col_part: parts_by_position(&tiling.cols),
            pattern_of: vec![NONE; tiles.len()],
            tiles,
            tile_cols: tiling.cols.len(),
            patterns: Vec::new(),
        }
    }

    /// Links tile `t`'s own tour (`local`, in tile coordinates) into the board's links.
    fn link_tile(&mut self, t: usize, local: &[Square], closed: bool) {
        self.pattern_of[t] = self.pattern(t, local, closed);
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
        crate::graph::index_u32(&self.board, square)
    }

    fn link_route(&mut self, squares: impl Iterator<Item = u32>, closed: bool) {
        let (mut first, mut last) = (NONE, NONE);
        for v in squares {
            if last == NONE {
                first = v;
            } else {
                self.next[last as usize] = v;
            }
            last = v;
        }
        if closed && first != NONE {
            self.next[last as usize] = first;
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
    /// shared border. Returns the squares `[x, y, c, d]` of the two moves replaced
    /// (x -> y of the route, c -> d of the tile, now x -> d and c -> y), or `None` when no
    /// pair of moves fits.
    fn join(&mut self, t: usize, u: usize) -> Option<[Square; 4]> {
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
            let board = self.board.clone();
            for c_square in board.moves(y_square, &MoveOrder::GOSSIP) {
                let c = self.index(c_square);
                if self.tile_of(c_square) != t {
                    continue;
                }
                for reversed in [false, true] {
                    let d = if reversed {
                        self.before_in_tile(t, c)
                    } else {
                        self.next[c as usize]
                    };
                    if Board::is_knight_move(x_square, self.square(d)) {
                        if reversed {
                            self.reverse_tile(t);
                        }
                        self.next[x as usize] = d;
                        self.next[c as usize] = y;
                        return Some([x_square, y_square, c_square, self.square(d)]);
                    }
                }
            }
        }
        None
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

/// The closed tours found so far, by tile size: a board uses at most a dozen sizes, so a
/// list is enough (and keeps hashing code out of the browser build).
type TileCycles = Vec<((u16, u16), Vec<Square>)>;

/// The closed tour of an h x w tile, found once per size and then shared.
fn shared_cycle(cycles: &mut TileCycles, h: u16, w: u16) -> Option<&Vec<Square>> {
    let known = cycles.iter().position(|(size, _)| *size == (h, w));
    let index = match known {
        Some(index) => index,
        None => {
            cycles.push(((h, w), tile_tour(h, w, Square::new(0, 0), true)?));
            cycles.len() - 1
        }
    };
    cycles.get(index).map(|(_, cycle)| cycle)
}

/// A tour of an h x w tile from `from` (closed or open), by exact search.
fn tile_tour(h: u16, w: u16, from: Square, closed: bool) -> Option<Vec<Square>> {
    let tile = Board::new(h, w).ok()?;
    match search_tour(&tile, from, TourKind::closed(closed), TILE_BUDGET) {
        Ok(SearchOutcome::Found(route)) => Some(route),
        _ => None,
    }
}
