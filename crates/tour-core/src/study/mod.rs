//! What makes a tour special: open or closed, its magic sums, its symmetries, whether it
//! fills the board half by half or quarter by quarter, and how often its drawn line
//! crosses itself.
//!
//! [`Properties::of`] studies a complete tour (any board, holes and other leapers
//! included) in time about linear in its length: a 1000 x 1000 tour takes about 8 ms
//! (`cargo bench -p tour-core --bench study`). Squares are numbered `1..=N` in route order, as the numbered board prints
//! them.
//!
//! ```
//! use tour_core::study::{Magic, Properties};
//! use tour_core::{Board, Square, TourKind};
//!
//! let route = tour_core::tour(&Board::CHESS, Square::new(0, 0), TourKind::Closed)?;
//! let facts = Properties::of(&route)?;
//! assert_eq!(facts.kind(), TourKind::Closed);
//! // Every number is in one row: the rows add up to 1 + 2 + ... + 64.
//! assert_eq!(facts.sums().rows().iter().sum::<u64>(), 64 * 65 / 2);
//! assert_ne!(facts.sums().magic(), Magic::Magic);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod crossings;
mod halves;
mod sums;
mod symmetry;
#[cfg(test)]
mod tests;

pub use halves::Halves;
pub use sums::{Magic, Sums};
pub use symmetry::{Symmetry, Transform};

use crate::route::{Route, RouteError, TourKind};

/// The facts about one complete tour that make it special or plain.
///
/// ```
/// use tour_core::study::Properties;
/// use tour_core::{Board, Square, TourKind};
///
/// let route = tour_core::tour(&Board::new(5, 5)?, Square::new(0, 0), TourKind::Open)?;
/// let facts = Properties::of(&route)?;
/// assert_eq!(facts.kind(), TourKind::Open);
/// assert_eq!(facts.bisected(), None); // 25 squares have no half
/// assert!(!facts.quadrisected());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Properties {
    kind: TourKind,
    sums: Sums,
    symmetries: Vec<Symmetry>,
    bisected: Option<Halves>,
    quadrisected: bool,
    crossings: u64,
}

impl Properties {
    /// Studies `route`, which must be a complete tour of its board.
    ///
    /// ```
    /// use tour_core::study::Properties;
    /// use tour_core::{Board, Route, RouteError, Square};
    ///
    /// let part = Route::new(Board::CHESS, vec![Square::new(0, 0), Square::new(2, 1)])?;
    /// assert_eq!(Properties::of(&part), Err(RouteError::Incomplete { visited: 2, area: 64 }));
    /// # Ok::<(), RouteError>(())
    /// ```
    ///
    /// # Errors
    /// [`RouteError::Incomplete`] when the route misses squares of its board.
    pub fn of(route: &Route) -> Result<Properties, RouteError> {
        let board = route.board();
        let kind = route.tour_kind().ok_or(RouteError::Incomplete {
            visited: route.len(),
            area: board.square_count(),
        })?;
        let squares = route.squares();
        Ok(Properties {
            kind,
            sums: Sums::of(&board, squares),
            symmetries: symmetry::of(&board, squares, kind),
            bisected: halves::bisected(&board, squares),
            quadrisected: halves::quadrisected(&board, squares),
            crossings: crossings::count(&board, squares, kind),
        })
    }

    /// Open or closed (the last square a move from the first).
    ///
    /// ```
    /// use tour_core::study::Properties;
    /// use tour_core::{Board, Square, TourKind};
    /// let route = tour_core::tour(&Board::new(6, 6)?, Square::new(0, 0), TourKind::Closed)?;
    /// assert_eq!(Properties::of(&route)?.kind(), TourKind::Closed);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn kind(&self) -> TourKind {
        self.kind
    }

    /// The sums of the numbers in each row, each column and, on square boards, the two
    /// long diagonals.
    ///
    /// ```
    /// use tour_core::study::Properties;
    /// use tour_core::{Board, Square, TourKind};
    /// let route = tour_core::tour(&Board::new(3, 4)?, Square::new(0, 0), TourKind::Open)?;
    /// let sums = Properties::of(&route)?.sums().clone();
    /// assert_eq!((sums.rows().len(), sums.columns().len()), (3, 4));
    /// assert_eq!(sums.columns().iter().sum::<u64>(), 78);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn sums(&self) -> &Sums {
        &self.sums
    }

    /// The symmetries of the board's rectangle that leave the route unchanged, in the
    /// order of [`Transform::ALL`].
    ///
    /// ```
    /// use tour_core::study::{Properties, Transform};
    /// use tour_core::{Board, Leaper, Route, Square};
    /// // The wazir down, across, up, across and down: an open snake.
    /// let board = Board::new(2, 3)?.with_leaper(Leaper::new(0, 1)?);
    /// let squares = [(0, 0), (1, 0), (1, 1), (0, 1), (0, 2), (1, 2)];
    /// let route = Route::new(board, squares.map(|(r, c)| Square::new(r, c)).to_vec())?;
    /// let facts = Properties::of(&route)?;
    /// assert_eq!(facts.symmetries().len(), 1);
    /// assert_eq!(facts.symmetries()[0].transform(), Transform::HalfTurn);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn symmetries(&self) -> &[Symmetry] {
        &self.symmetries
    }

    /// Which halves the tour fills one after the other: the numbers `1..=N/2` fill
    /// exactly the top or bottom half (`TopBottom`), or the left or right half
    /// (`LeftRight`); `TopBottom` when both hold. `None` when neither does.
    ///
    /// ```
    /// use tour_core::study::{Halves, Properties};
    /// use tour_core::{Board, Leaper, Route, Square};
    /// // The wazir (one step sideways or up and down) along the top row, then back.
    /// let board = Board::new(2, 3)?.with_leaper(Leaper::new(0, 1)?);
    /// let squares = [(0, 0), (0, 1), (0, 2), (1, 2), (1, 1), (1, 0)];
    /// let route = Route::new(board, squares.map(|(r, c)| Square::new(r, c)).to_vec())?;
    /// assert_eq!(Properties::of(&route)?.bisected(), Some(Halves::TopBottom));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn bisected(&self) -> Option<Halves> {
        self.bisected
    }

    /// Whether each quarter of the numbers (`1..=N/4`, then the next `N/4`, ...) fills
    /// exactly one quadrant of the board (both sides even).
    ///
    /// ```
    /// use tour_core::study::Properties;
    /// use tour_core::{Board, Leaper, Route, Square};
    /// // The wazir round each 2 x 2 quadrant in turn.
    /// let board = Board::new(4, 4)?.with_leaper(Leaper::new(0, 1)?);
    /// let squares = [
    ///     (0, 0), (0, 1), (1, 1), (1, 0), (2, 0), (3, 0), (3, 1), (2, 1),
    ///     (2, 2), (3, 2), (3, 3), (2, 3), (1, 3), (0, 3), (0, 2), (1, 2),
    /// ];
    /// let route = Route::new(board, squares.map(|(r, c)| Square::new(r, c)).to_vec())?;
    /// assert!(Properties::of(&route)?.quadrisected());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn quadrisected(&self) -> bool {
        self.quadrisected
    }

    /// How many points the drawn route crosses itself at: the straight segments between
    /// the centres of consecutive squares (and the closing one of a closed tour), each
    /// point counted once however many segments pass through it. Segments meeting at a
    /// square's centre, or lying along one line, touch rather than cross.
    ///
    /// ```
    /// use tour_core::study::Properties;
    /// use tour_core::{Board, Route, Square};
    /// // A knight's tour of 3 x 4: no tour of that board is drawn with fewer crossings.
    /// let squares = [
    ///     (0, 0), (1, 2), (2, 0), (0, 1), (1, 3), (2, 1),
    ///     (0, 2), (1, 0), (2, 2), (0, 3), (1, 1), (2, 3),
    /// ];
    /// let route = Route::new(Board::new(3, 4)?, squares.map(|(r, c)| Square::new(r, c)).to_vec())?;
    /// assert_eq!(Properties::of(&route)?.crossings(), 20);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn crossings(&self) -> u64 {
        self.crossings
    }
}
