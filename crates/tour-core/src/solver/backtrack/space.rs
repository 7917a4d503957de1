//! The search's board representations: a bitboard (`u64` up to 64 squares, `u128` up
//! to 128) with each square's moves listed once in trying order, and the padded cells
//! with free onward counts kept as the search moves, for larger boards.

use crate::bits::Word;
use crate::board::Board;
use crate::grid::{Cells, Grid, Steps, TAKEN};
use crate::moves::MoveOrder;
use crate::square::Square;

use super::engine::{Frame, Space};
use super::{Preference, edge_score};

/// A board of at most `W::BITS` squares as a bitboard; the visited set is the hot state.
#[derive(Clone, Debug)]
pub(super) struct Bits<W> {
    /// Per square, its moves in trying order, the unused slots naming the square itself
    /// (always taken when its list is read), so every list is eight long.
    lists: Vec<[u8; 8]>,
    /// Per square, the squares a move away.
    near: Vec<W>,
    squares: Vec<Square>,
    _word: std::marker::PhantomData<W>,
}

impl<W: Word> Bits<W> {
    /// The space and its visited set (the holes), or `None` when the rectangle has more
    /// than `W::BITS` squares.
    pub(super) fn new(
        board: &Board,
        order: &MoveOrder,
        preference: Preference,
    ) -> Option<(Self, W)> {
        if board.area() > W::BITS {
            return None;
        }
        // Read off the padded grid: the same moves in the same order as the board's.
        let grid = Grid::new(board);
        let (cells, steps) = (grid.fresh(board), grid.steps(order));
        let cols = usize::from(board.cols());
        // Below W::BITS <= 128.
        let index =
            |square: Square| (usize::from(square.row()) * cols + usize::from(square.col())) as u8;
        let squares: Vec<Square> = board.cells().collect();
        let mut taken = W::ZERO;
        let mut lists = Vec::with_capacity(squares.len());
        let mut near = Vec::with_capacity(squares.len());
        for &square in &squares {
            let cell = grid.cell(square);
            let mut list = [index(square); 8];
            let mut keys = [0u16; 8];
            let mut len = 0;
            let mut set = W::ZERO;
            if !cells.is_free(cell) {
                taken = taken | W::bit(index(square));
            }
            for k in (0..steps.len).filter(|&k| {
                cells.is_free(cell.wrapping_add_signed(steps.cell[k])) && cells.is_free(cell)
            }) {
                let next = steps.target(square, k);
                list[len] = index(next);
                keys[len] = edge_score(board, next);
                set = set | W::bit(index(next));
                len += 1;
            }
            if preference == Preference::Edge {
                // Stable, like the seeds' sort: ties keep move order.
                sort_stably(&mut list[..len], &keys[..len]);
            }
            lists.push(list);
            near.push(set);
        }
        let space = Bits {
            lists,
            near,
            squares,
            _word: std::marker::PhantomData,
        };
        Some((space, taken))
    }

    pub(super) fn index(&self, square: Square) -> u8 {
        self.squares.iter().position(|&s| s == square).unwrap_or(0) as u8
    }
}

impl<W: Word> Space for Bits<W> {
    type Ix = u8;
    type Hot = W;

    #[inline(always)]
    fn take(&self, taken: &mut W, v: u8) {
        *taken = *taken | W::bit(v);
    }

    #[inline(always)]
    fn give_back(&self, taken: &mut W, v: u8) {
        *taken = *taken & !W::bit(v);
    }

    /// The square's list with the visited squares squeezed out, without a branch.
    #[inline(always)]
    fn fill(&self, taken: &W, frame: &mut Frame<u8>, preference: Preference) {
        for &next in &self.lists[usize::from(frame.at)] {
            frame.push_if(next, *taken & W::bit(next) == W::ZERO);
        }
        if preference == Preference::Warnsdorff {
            let free = !*taken;
            let len = usize::from(frame.len);
            let mut keys = [0u8; 8];
            for (key, &next) in keys.iter_mut().zip(&frame.moves[..len]) {
                *key = (self.near[usize::from(next)] & free).ones() as u8;
            }
            sort_stably(&mut frame.moves[..len], &keys[..len]);
        }
    }

    fn square(&self, v: u8) -> Square {
        self.squares[usize::from(v)]
    }

    #[inline(always)]
    fn shallow(&self, taken: &W, v: u8) -> Option<u64> {
        let free = self.near[usize::from(v)] & !*taken;
        if free == W::ZERO {
            return Some(0);
        }
        let after = !(*taken | W::bit(v));
        let mut rest = free;
        let mut leaves = 0;
        while rest != W::ZERO {
            let next = rest.lowest();
            if self.near[usize::from(next)] & after != W::ZERO {
                return None;
            }
            rest = rest & !W::bit(next);
            leaves += 1;
        }
        Some(leaves)
    }
}

/// Orders `moves` (at most eight) by `keys`, ties kept in their order.
#[inline(always)]
fn sort_stably<Ix: Copy, K: Copy + Ord>(moves: &mut [Ix], keys: &[K]) {
    let len = moves.len().min(keys.len()).min(8);
    let (Some(&first), Some(&key)) = (moves.first(), keys.first()) else {
        return;
    };
    let mut pairs = [(key, first); 8];
    for (pair, (&key, &next)) in pairs.iter_mut().zip(keys.iter().zip(moves.iter())) {
        *pair = (key, next);
    }
    pairs[..len].sort_by_key(|&(key, _)| key);
    for (next, &(_, sorted)) in moves.iter_mut().zip(&pairs[..len]) {
        *next = sorted;
    }
}

/// A board of any size as padded cells (the hot state), with free onward counts kept
/// where the Warnsdorff preference reads them.
#[derive(Clone, Debug)]
pub(super) struct Wide {
    board: Board,
    grid: Grid,
    steps: Steps,
    counts: bool,
}

impl Wide {
    pub(super) fn new(board: &Board, order: &MoveOrder, preference: Preference) -> (Self, Cells) {
        let grid = Grid::new(board);
        let space = Wide {
            board: board.clone(),
            steps: grid.steps(order),
            grid,
            counts: preference == Preference::Warnsdorff,
        };
        (space, grid.fresh(board))
    }

    pub(super) fn index(&self, square: Square) -> u32 {
        // The padded layout of a board of at most 1000 x 1000 has fewer than 2^32 cells.
        self.grid.cell(square) as u32
    }
}

impl Space for Wide {
    type Ix = u32;
    type Hot = Cells;

    fn take(&self, cells: &mut Cells, v: u32) {
        if self.counts {
            cells.take(v as usize, &self.steps);
        } else {
            cells.0[v as usize] += TAKEN;
        }
    }

    fn give_back(&self, cells: &mut Cells, v: u32) {
        if self.counts {
            cells.free(v as usize, &self.steps);
        } else {
            cells.0[v as usize] -= TAKEN;
        }
    }

    fn fill(&self, cells: &Cells, frame: &mut Frame<u32>, preference: Preference) {
        for step in self.steps.cell {
            let next = (frame.at as usize).wrapping_add_signed(step);
            frame.push_if(next as u32, cells.is_free(next));
        }
        let len = usize::from(frame.len);
        let mut keys = [0u16; 8];
        for (key, &next) in keys.iter_mut().zip(&frame.moves[..len]) {
            *key = match preference {
                Preference::MoveOrder => 0,
                Preference::Edge => edge_score(&self.board, self.grid.square(next as usize)),
                Preference::Warnsdorff => u16::from(cells.degree(next as usize)),
            };
        }
        if preference != Preference::MoveOrder {
            sort_stably(&mut frame.moves[..len], &keys[..len]);
        }
    }

    fn square(&self, v: u32) -> Square {
        self.grid.square(v as usize)
    }
}
