//! Plain-text output in the seeds' layout.

use crate::route::Route;

/// The numbered board as seed 000's C program prints it: top row first, each square's
/// move number right-aligned in a field of width 3 (`%3d`), 0 for unvisited squares,
/// every row ending in a newline. Numbers wider than the field push the row wider, as
/// `printf` does.
///
/// ```
/// use tour_core::{numbered_board, Board, Route, Square};
/// let board = Board::new(3, 4)?;
/// let route = Route::new(board, vec![Square::new(0, 0), Square::new(1, 2)])?;
/// assert_eq!(numbered_board(&route), "  1  0  0  0\n  0  0  2  0\n  0  0  0  0\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn numbered_board(route: &Route) -> String {
    let cols = usize::from(route.board().cols());
    let numbers = route.numbering();
    let mut out = String::with_capacity(numbers.len() * 3 + usize::from(route.board().rows()));
    for row in numbers.chunks(cols) {
        for number in row {
            out.push_str(&format!("{number:>3}"));
        }
        out.push('\n');
    }
    out
}
