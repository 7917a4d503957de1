//! The magic sums: the numbers of each row, each column and each long diagonal added up.

use crate::board::Board;
use crate::square::Square;

/// How magic a tour's numbering is.
///
/// ```
/// use tour_core::study::Magic;
/// assert_ne!(Magic::SemiMagic, Magic::Magic);
/// assert_eq!(Magic::SemiMagic.id(), "semi-magic");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Magic {
    /// Some rows, or some columns, add up to different sums.
    Not,
    /// Every row adds up to one sum and every column to one sum.
    SemiMagic,
    /// Semi-magic on a square board, with the rows, the columns and both long
    /// diagonals all adding up to the same sum.
    Magic,
}

impl Magic {
    /// `"not"`, `"semi-magic"` or `"magic"`, for machine-readable output.
    ///
    /// ```
    /// assert_eq!(tour_core::study::Magic::Magic.id(), "magic");
    /// ```
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Not => "not",
            Self::SemiMagic => "semi-magic",
            Self::Magic => "magic",
        }
    }
}

/// The sums of a tour's numbers by row, by column and, on square boards, along the two
/// long diagonals. Holes add nothing.
///
/// ```
/// use tour_core::study::{Magic, Properties};
/// use tour_core::{Board, Route, Square};
/// // 1 x 1: one number, trivially magic.
/// let route = Route::new(Board::new(1, 1)?, vec![Square::new(0, 0)])?;
/// let facts = Properties::of(&route)?;
/// let sums = facts.sums();
/// assert_eq!((sums.rows(), sums.columns(), sums.diagonals()), (&[1][..], &[1][..], Some([1, 1])));
/// assert_eq!((sums.magic(), sums.row_sum(), sums.column_sum()), (Magic::Magic, Some(1), Some(1)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sums {
    rows: Vec<u64>,
    columns: Vec<u64>,
    diagonals: Option<[u64; 2]>,
}

impl Sums {
    /// The sums of the numbers of `squares`, numbered `1..=N` in route order, on `board`:
    /// one pass over the route, each number added to its row, its column and the long
    /// diagonals it lies on.
    pub(super) fn of(board: &Board, squares: &[Square]) -> Sums {
        let (rows, cols) = (usize::from(board.rows()), usize::from(board.cols()));
        let mut row_sums = vec![0u64; rows];
        let mut column_sums = vec![0u64; cols];
        let (mut main, mut anti) = (0u64, 0u64);
        let last = cols.saturating_sub(1);
        for (number, &square) in (1u64..).zip(squares) {
            let (row, col) = (usize::from(square.row()), usize::from(square.col()));
            // A validated route's squares are on its board; the checks cost nothing here.
            if let Some(sum) = row_sums.get_mut(row) {
                *sum += number;
            }
            if let Some(sum) = column_sums.get_mut(col) {
                *sum += number;
            }
            main += if row == col { number } else { 0 };
            anti += if row + col == last { number } else { 0 };
        }
        Sums {
            rows: row_sums,
            columns: column_sums,
            diagonals: (rows == cols).then_some([main, anti]),
        }
    }

    /// Each row's sum, the top row first.
    ///
    /// ```
    /// use tour_core::study::Properties;
    /// use tour_core::{Board, Square, TourKind};
    /// let route = tour_core::tour(&Board::new(4, 5)?, Square::new(0, 0), TourKind::Open)?;
    /// assert_eq!(Properties::of(&route)?.sums().rows().iter().sum::<u64>(), 20 * 21 / 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn rows(&self) -> &[u64] {
        &self.rows
    }

    /// Each column's sum, the left column first.
    ///
    /// ```
    /// use tour_core::study::Properties;
    /// use tour_core::{Board, Square, TourKind};
    /// let route = tour_core::tour(&Board::new(4, 5)?, Square::new(0, 0), TourKind::Open)?;
    /// assert_eq!(Properties::of(&route)?.sums().columns().len(), 5);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn columns(&self) -> &[u64] {
        &self.columns
    }

    /// On a square board, the sums along the diagonal from the top left to the bottom
    /// right, then from the top right to the bottom left; `None` on other boards.
    ///
    /// ```
    /// use tour_core::study::Properties;
    /// use tour_core::{Board, Square, TourKind};
    /// let route = tour_core::tour(&Board::new(4, 5)?, Square::new(0, 0), TourKind::Open)?;
    /// assert_eq!(Properties::of(&route)?.sums().diagonals(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn diagonals(&self) -> Option<[u64; 2]> {
        self.diagonals
    }

    /// The one sum of every row, when all rows add up alike.
    ///
    /// ```
    /// use tour_core::study::Properties;
    /// use tour_core::{Board, Square, TourKind};
    /// let route = tour_core::tour(&Board::new(1, 1)?, Square::new(0, 0), TourKind::Open)?;
    /// assert_eq!(Properties::of(&route)?.sums().row_sum(), Some(1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn row_sum(&self) -> Option<u64> {
        common(&self.rows)
    }

    /// The one sum of every column, when all columns add up alike.
    ///
    /// ```
    /// use tour_core::study::Properties;
    /// use tour_core::{Board, Square, TourKind};
    /// let route = tour_core::tour(&Board::new(3, 4)?, Square::new(0, 0), TourKind::Open)?;
    /// let sums = Properties::of(&route)?.sums().clone();
    /// assert_eq!(sums.column_sum().is_some(), sums.columns().iter().all(|&s| s == sums.columns()[0]));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn column_sum(&self) -> Option<u64> {
        common(&self.columns)
    }

    /// Not, semi-magic or magic.
    ///
    /// ```
    /// use tour_core::study::{Magic, Properties};
    /// use tour_core::{Board, Square, TourKind};
    /// let route = tour_core::tour(&Board::new(5, 5)?, Square::new(0, 0), TourKind::Open)?;
    /// assert_eq!(Properties::of(&route)?.sums().magic(), Magic::Not); // this one is not
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn magic(&self) -> Magic {
        let (Some(rows), Some(columns)) = (self.row_sum(), self.column_sum()) else {
            return Magic::Not;
        };
        match self.diagonals {
            Some([a, b]) if a == rows && b == rows && columns == rows => Magic::Magic,
            _ => Magic::SemiMagic,
        }
    }
}

/// The value every entry shares, if they all share one.
fn common(sums: &[u64]) -> Option<u64> {
    let first = *sums.first()?;
    sums.iter().all(|&sum| sum == first).then_some(first)
}
