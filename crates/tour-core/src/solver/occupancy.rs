//! Which squares are taken: the one piece of bookkeeping every solver shares.

use crate::board::Board;
use crate::moves::MoveOrder;
use crate::square::Square;

/// How a greedy walk stands before its first move: stuck on a start off the board,
/// complete on a 1 x 1 board, otherwise running.
pub(crate) fn opening_status(board: Board, start: Square) -> crate::solver::Status {
    use crate::solver::Status;
    if !board.contains(start) {
        Status::Stuck { at: start }
    } else if board.area() == 1 {
        Status::Complete(crate::route::TourKind::Open)
    } else {
        Status::Running
    }
}

/// Visited squares of one board, by dense index.
#[derive(Clone, Debug)]
pub(crate) struct Occupancy {
    board: Board,
    taken: Vec<bool>,
}

impl Occupancy {
    pub(crate) fn new(board: Board) -> Self {
        Occupancy {
            board,
            taken: vec![false; board.area()],
        }
    }

    pub(crate) fn board(&self) -> Board {
        self.board
    }

    /// Whether `square` is on the board and not yet visited.
    pub(crate) fn is_free(&self, square: Square) -> bool {
        self.board.index(square).is_some_and(|i| !self.taken[i])
    }

    pub(crate) fn take(&mut self, square: Square) {
        if let Some(i) = self.board.index(square) {
            self.taken[i] = true;
        }
    }

    pub(crate) fn free(&mut self, square: Square) {
        if let Some(i) = self.board.index(square) {
            self.taken[i] = false;
        }
    }

    pub(crate) fn clear(&mut self) {
        self.taken.fill(false);
    }

    /// Unvisited squares a knight's move from `from`, in `order`.
    pub(crate) fn free_moves<'a>(
        &'a self,
        from: Square,
        order: &'a MoveOrder,
    ) -> impl Iterator<Item = Square> + 'a {
        self.board
            .knight_moves(from, order)
            .filter(|&square| self.is_free(square))
    }

    /// How many unvisited squares are a knight's move from `from` (Warnsdorff's count).
    pub(crate) fn onward(&self, from: Square, order: &MoveOrder) -> u8 {
        // At most eight, so the conversion cannot saturate.
        u8::try_from(self.free_moves(from, order).count()).unwrap_or(u8::MAX)
    }
}

/// Open or closed, for a path that covers the board.
pub(crate) fn kind_of(path: &[Square]) -> crate::TourKind {
    match (path.first(), path.last()) {
        (Some(&first), Some(&last)) if Board::is_knight_move(first, last) => {
            crate::TourKind::Closed
        }
        _ => crate::TourKind::Open,
    }
}
