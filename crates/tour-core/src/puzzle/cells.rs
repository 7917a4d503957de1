//! A puzzle board's squares numbered densely (holes left out), their moves, and the
//! number of moves between every two of them.

use crate::board::Board;
use crate::moves::MoveOrder;
use crate::square::Square;

use super::bits::Bits;

/// A distance for squares no sequence of moves connects.
pub(crate) const FAR: u8 = u8::MAX;

/// The most squares a puzzle board has: 12 x 12.
pub(crate) const MAX_CELLS: usize = 144;

/// Moves from one cell to every cell, [`FAR`] where none lead (or beyond a limit).
pub(crate) type Distances = [u8; MAX_CELLS];

/// The squares of a board of at most 144 squares as cells `0..len`, in board order.
#[derive(Clone)]
pub(crate) struct Cells {
    board: Board,
    squares: Vec<Square>,
    /// Cell of each square of the rectangle by dense index; `None` for holes.
    ids: Vec<Option<u8>>,
    /// Each cell's moves, in the gossip order carried over to the board's piece.
    moves: Vec<Vec<u8>>,
    /// Moves between every two cells (`len * len`), [`FAR`] where none lead.
    distance: Vec<u8>,
}

impl std::fmt::Debug for Cells {
    /// The board and the number of cells; never the table of distances.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Cells")
            .field("board", &self.board)
            .field("cells", &self.len())
            .finish()
    }
}

impl Cells {
    /// The cells of `board`, which has at most [`super::MAX_PUZZLE_SIDE`] squares a side.
    pub(crate) fn new(board: &Board) -> Cells {
        let squares: Vec<Square> = board.squares().collect();
        let mut ids = vec![None; board.area()];
        for (cell, &square) in squares.iter().enumerate() {
            if let Some(index) = board.index(square) {
                ids[index] = u8::try_from(cell).ok();
            }
        }
        let id = |square: Square| board.index(square).and_then(|index| ids[index]);
        let moves: Vec<Vec<u8>> = squares
            .iter()
            .map(|&square| {
                board
                    .moves(square, &MoveOrder::GOSSIP)
                    .filter_map(id)
                    .collect()
            })
            .collect();
        let mut cells = Cells {
            board: board.clone(),
            squares,
            ids,
            moves,
            distance: Vec::new(),
        };
        let (len, all) = (cells.len(), (0..cells.len()).collect());
        cells.distance = (0..len)
            .flat_map(|from| cells.walk(from, all, u16::MAX).into_iter().take(len))
            .collect();
        cells
    }

    /// How many cells (the board's squares).
    pub(crate) fn len(&self) -> usize {
        self.squares.len()
    }

    /// The square of `cell`.
    pub(crate) fn square(&self, cell: usize) -> Square {
        self.squares[cell]
    }

    /// The cell of `square`, if it is a square of the board.
    pub(crate) fn cell(&self, square: Square) -> Option<usize> {
        self.board
            .index(square)
            .and_then(|index| self.ids[index])
            .map(usize::from)
    }

    /// The cells one move from `cell`.
    pub(crate) fn moves(&self, cell: usize) -> &[u8] {
        &self.moves[cell]
    }

    /// The fewest moves from `a` to `b` over the whole board, [`FAR`] if none lead.
    pub(crate) fn distance(&self, a: usize, b: usize) -> u8 {
        self.distance[a * self.len() + b]
    }

    /// Whether `a` and `b` are one move apart.
    pub(crate) fn is_move(&self, a: usize, b: usize) -> bool {
        self.distance(a, b) == 1
    }

    /// The fewest moves from `from` to every cell (the first [`Cells::len`] entries),
    /// passing only through cells of `open` (the end may lie outside it; `from` itself
    /// need not be in it) and going no further than `limit` moves; [`FAR`] where none
    /// lead. It allocates nothing: the reasoning walks from every gap's ends each round.
    pub(crate) fn walk(&self, from: usize, open: Bits, limit: u16) -> Distances {
        let mut distance = [FAR; MAX_CELLS];
        let mut queue = [0u8; MAX_CELLS];
        let (mut head, mut tail) = (0, 1);
        distance[from] = 0;
        queue[0] = from as u8;
        while head < tail {
            let cell = usize::from(queue[head]);
            head += 1;
            let next = distance[cell] + 1;
            if u16::from(next) > limit {
                break;
            }
            for &to in self.moves(cell) {
                let to = usize::from(to);
                if distance[to] == FAR {
                    distance[to] = next;
                    if open.contains(to) {
                        queue[tail] = to as u8;
                        tail += 1;
                    }
                }
            }
        }
        distance
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corner_to_corner_of_the_chessboard_takes_six_moves() {
        let cells = Cells::new(&Board::CHESS);
        let (a8, h1) = (
            cells.cell(Square::new(0, 0)).unwrap(),
            cells.cell(Square::new(7, 7)).unwrap(),
        );
        assert_eq!(cells.distance(a8, h1), 6);
        assert_eq!(cells.moves(a8).len(), 2);
        // Diagonally adjacent squares are two moves apart.
        let b7 = cells.cell(Square::new(1, 1)).unwrap();
        assert_eq!(cells.distance(a8, b7), 4);
    }

    #[test]
    fn holes_are_not_cells_and_blocked_routes_are_far() {
        let board = Board::new(3, 3).unwrap();
        let cells = Cells::new(&board);
        let centre = cells.cell(Square::new(1, 1)).unwrap();
        assert!(cells.moves(centre).is_empty());
        assert_eq!(cells.distance(0, centre), FAR);
        let holed = Board::new(3, 4)
            .unwrap()
            .with_holes([Square::new(1, 1)])
            .unwrap();
        let cells = Cells::new(&holed);
        assert_eq!(cells.len(), 11);
        assert_eq!(cells.cell(Square::new(1, 1)), None);
        // Through nothing, only the first step is reached.
        let near = cells.walk(0, Bits::EMPTY, u16::MAX);
        assert!(near.iter().all(|&d| d <= 1 || d == FAR));
        let all: Bits = (0..cells.len()).collect();
        let walked = cells.walk(0, all, 2);
        for (cell, &walked) in walked.iter().enumerate().take(cells.len()) {
            let full = cells.distance(0, cell);
            assert_eq!(walked, if full <= 2 { full } else { FAR });
        }
    }
}
