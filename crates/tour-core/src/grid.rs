//! The padded layout the solvers walk on: the board inside a border as wide as the
//! piece's longest step, so a move from any square lands inside the layout and no inner
//! loop checks bounds; border cells and holes start out taken, so no inner loop checks
//! for holes either, and a plain board pays nothing for them. A move order becomes one
//! signed cell step per move.
//!
//! Each cell holds one byte: for a square of the board, how many squares of the board
//! it reaches (its degree, at most 8); for a border cell or a hole, [`TAKEN`]. Solvers
//! keep a copy and update it as they walk (see [`Cells`]): a taken cell is any value
//! from [`TAKEN_MIN`] up, so the number of free onward squares of a free cell is its
//! value, never recounted.

use crate::board::Board;
use crate::moves::MoveOrder;
use crate::square::Square;

/// The value of a taken cell (border, hole, or a square visited) when it is taken.
pub(crate) const TAKEN: u8 = 0xC0;

/// Every value from here up means taken. A taken cell loses one for each neighbour
/// visited after it (at most 8) and, for a four-move leaper, four for itself (see
/// [`Steps`]), so it never falls below this while a degree (at most 8) never reaches it.
pub(crate) const TAKEN_MIN: u8 = 0x80;

/// Where each square lies in the padded layout of one board.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Grid {
    pad: usize,
    width: usize,
    len: usize,
}

/// One move order on one grid: the cell step and the square offset of each move, in
/// order. A leaper with four moves fills the other four with a step of zero, which lands
/// on the (taken) cell itself and is never chosen, so every loop runs over all eight.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Steps {
    pub(crate) cell: [isize; 8],
    pub(crate) row: [i32; 8],
    pub(crate) col: [i32; 8],
    /// How many of the eight are moves.
    pub(crate) len: usize,
}

impl Grid {
    pub(crate) fn new(board: &Board) -> Grid {
        let pad = usize::from(board.leaper().q());
        let (rows, cols) = (usize::from(board.rows()), usize::from(board.cols()));
        let width = cols + 2 * pad;
        Grid {
            pad,
            width,
            len: (rows + 2 * pad) * width,
        }
    }

    /// The cells before any square is visited: each square's degree, [`TAKEN`] on the
    /// border and the holes.
    pub(crate) fn fresh(&self, board: &Board) -> Cells {
        let (rows, cols) = (usize::from(board.rows()), usize::from(board.cols()));
        let mut cells = vec![TAKEN; self.len];
        let lines = (0..rows).map(|row| (row + self.pad) * self.width + self.pad);
        for first in lines.clone() {
            cells[first..first + cols].fill(0);
        }
        if board.hole_count() > 0 {
            for hole in board.holes() {
                cells[self.cell(hole)] = TAKEN;
            }
        }
        // Counted in place: a degree, like the zero before it, is below TAKEN_MIN.
        let steps = self.steps(&board.own_order(MoveOrder::GOSSIP));
        for first in lines {
            for cell in first..first + cols {
                if cells[cell] < TAKEN_MIN {
                    let free = steps.cell.iter().map(|&step| {
                        u8::from(step != 0 && cells[cell.wrapping_add_signed(step)] < TAKEN_MIN)
                    });
                    cells[cell] = free.sum();
                }
            }
        }
        Cells(cells)
    }

    /// The cell of a square of the rectangle.
    pub(crate) fn cell(&self, square: Square) -> usize {
        (usize::from(square.row()) + self.pad) * self.width + usize::from(square.col()) + self.pad
    }

    /// The square of a cell inside the rectangle.
    pub(crate) fn square(&self, cell: usize) -> Square {
        let (row, col) = (cell / self.width - self.pad, cell % self.width - self.pad);
        // Both are below MAX_SIDE.
        Square::new(row as u16, col as u16)
    }

    /// `order` (already the board's piece's) as cell steps and square offsets.
    pub(crate) fn steps(&self, order: &MoveOrder) -> Steps {
        let mut steps = Steps {
            cell: [0; 8],
            row: [0; 8],
            col: [0; 8],
            len: order.offsets().len(),
        };
        for (k, offset) in order.offsets().iter().enumerate() {
            let (row, col) = (isize::from(offset.d_row()), isize::from(offset.d_col()));
            steps.cell[k] = row * self.width as isize + col;
            steps.row[k] = i32::from(offset.d_row());
            steps.col[k] = i32::from(offset.d_col());
        }
        steps
    }
}

impl Steps {
    /// The square `k` moves from `from` (a move known to stay on the board).
    pub(crate) fn target(&self, from: Square, k: usize) -> Square {
        let row = i32::from(from.row()) + self.row[k];
        let col = i32::from(from.col()) + self.col[k];
        // A move that lands on a free cell stays within the board's sides.
        Square::new(row as u16, col as u16)
    }
}

/// A walk's copy of the cells: degrees of free squares, taken cells from
/// [`TAKEN_MIN`] up.
#[derive(Clone, Debug, Default)]
pub(crate) struct Cells(pub(crate) Vec<u8>);

impl Cells {
    /// Whether the cell is a free square.
    #[inline]
    pub(crate) fn is_free(&self, cell: usize) -> bool {
        self.0[cell] < TAKEN_MIN
    }

    /// Free onward squares of a free cell.
    #[inline]
    pub(crate) fn degree(&self, cell: usize) -> u8 {
        self.0[cell]
    }

    /// Takes a free cell: its neighbours each lose a free onward square. Undone exactly
    /// by [`Cells::free`] in reverse order.
    #[inline(always)]
    pub(crate) fn take(&mut self, cell: usize, steps: &Steps) {
        self.0[cell] = self.0[cell].wrapping_add(TAKEN);
        for step in steps.cell {
            let next = cell.wrapping_add_signed(step);
            self.0[next] = self.0[next].wrapping_sub(1);
        }
    }

    /// Gives back the cell taken last.
    #[inline]
    pub(crate) fn free(&mut self, cell: usize, steps: &Steps) {
        for step in steps.cell {
            let next = cell.wrapping_add_signed(step);
            self.0[next] = self.0[next].wrapping_add(1);
        }
        self.0[cell] = self.0[cell].wrapping_sub(TAKEN);
    }
}
