//! The knight's graph of a board as compact adjacency lists, for the exact search and
//! the constructions (which work on dense indices, not on `Square`s).

use crate::board::Board;
use crate::moves::MoveOrder;
use crate::square::Square;

/// Every knight move of one board, by dense square index.
#[derive(Clone, Debug)]
pub(crate) struct KnightGraph {
    board: Board,
    /// `offsets[v]..offsets[v + 1]` indexes `targets` for square `v`.
    offsets: Vec<u32>,
    targets: Vec<u32>,
}

impl KnightGraph {
    pub(crate) fn new(board: Board) -> KnightGraph {
        let area = board.area();
        let mut offsets = Vec::with_capacity(area + 1);
        let mut targets = Vec::with_capacity(area * 8);
        offsets.push(0);
        for square in board.cells() {
            // A hole is a vertex with no edges, so dense indices stay the board's.
            let moves = board.moves(square, &MoveOrder::GOSSIP);
            for next in moves.filter(|_| !board.is_hole(square)) {
                // Indices of on-board squares are below area <= 1,000,000, so they fit.
                targets.push(index_u32(&board, next));
            }
            offsets.push(u32::try_from(targets.len()).unwrap_or(u32::MAX));
        }
        KnightGraph {
            board,
            offsets,
            targets,
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.offsets.len() - 1
    }

    /// The number of squares a tour visits: vertices that are not holes.
    pub(crate) fn square_count(&self) -> usize {
        self.board.square_count()
    }

    /// Whether vertex `v` is a hole.
    pub(crate) fn is_hole(&self, v: u32) -> bool {
        self.board
            .square_at(v as usize)
            .is_some_and(|square| self.board.is_hole(square))
    }

    pub(crate) fn neighbours(&self, v: u32) -> &[u32] {
        let v = v as usize;
        &self.targets[self.offsets[v] as usize..self.offsets[v + 1] as usize]
    }

    /// The dense index of a square of the board.
    pub(crate) fn index(&self, square: Square) -> u32 {
        index_u32(&self.board, square)
    }

    pub(crate) fn square(&self, v: u32) -> Square {
        self.board
            .square_at(v as usize)
            .unwrap_or(Square::new(0, 0))
    }
}

/// The dense index of a square known to be on the board, as `u32`.
pub(crate) fn index_u32(board: &Board, square: Square) -> u32 {
    board
        .index(square)
        .and_then(|i| u32::try_from(i).ok())
        .unwrap_or(0)
}
