//! A gallery of famous knight's tours, each as its source prints it, with who made it,
//! when, where a reader can see it, and why it matters, in English (the page and the
//! command line word the tours in their own languages).
//!
//! Every route is stored as the numbered board its source prints and read with
//! [`read_route`], so it passes the validator each time it is asked for; a test reads
//! every entry and checks what each one states (closed or open, semi-magic, magic,
//! symmetric under a half-turn, filled half by half) against what
//! [`crate::study::Properties`] finds in the route.
//!
//! ```
//! use tour_core::gallery;
//! use tour_core::TourKind;
//!
//! let beverley = gallery::find("beverley-1848")?;
//! assert_eq!((beverley.year(), beverley.board()), (1848, (8, 8)));
//! assert_eq!(beverley.title(), "Beverley's semi-magic tour");
//! let route = beverley.route()?;
//! assert_eq!(route.len(), 64);
//! assert_eq!(route.tour_kind(), Some(TourKind::Open));
//! assert!(gallery::find("nobody-1999").is_err());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::fmt;

use crate::board::Board;
use crate::route::{Route, TourKind};
use crate::study::Halves;
use crate::text::{ImportError, read_route};

mod tours;

/// What an entry's sources say of its tour; a test holds each to the route.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Stated {
    /// Closed (re-entrant: the last square a knight's move from the first) or open.
    pub kind: TourKind,
    /// Every row adds up to one sum and every column to one sum.
    pub semi_magic: bool,
    /// Semi-magic with both long diagonals adding up to the same sum too.
    pub magic: bool,
    /// The board turned through a half-turn carries the route onto itself (read
    /// forwards or backwards).
    pub half_turn: bool,
    /// The half of the board the first half of the numbers fills, where a source says the
    /// tour was made or walked half by half (Euler's method); `None` for the others, none
    /// of which is.
    pub bisected: Option<Halves>,
}

/// One tour of the gallery. Its fields are read through the methods; the route is read
/// from the stored numbered board each time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    id: &'static str,
    author: &'static str,
    year: u16,
    circa: bool,
    rows: u16,
    cols: u16,
    board: &'static str,
    source: &'static str,
    url: &'static str,
    note: Option<&'static str>,
    title: &'static str,
    why: &'static str,
    stated: Stated,
}

impl Entry {
    /// The short URL-safe name (`beverley-1848`), used in links as `tour=<id>`.
    #[must_use]
    pub const fn id(&self) -> &'static str {
        self.id
    }

    /// Who made the tour, as the sources name them.
    #[must_use]
    pub const fn author(&self) -> &'static str {
        self.author
    }

    /// The year the tour was made or first published ([`Entry::circa`] when only
    /// approximate).
    #[must_use]
    pub const fn year(&self) -> u16 {
        self.year
    }

    /// Whether [`Entry::year`] is only approximate (a manuscript dated to its century).
    #[must_use]
    pub const fn circa(&self) -> bool {
        self.circa
    }

    /// The board, rows by columns.
    #[must_use]
    pub const fn board(&self) -> (u16, u16) {
        (self.rows, self.cols)
    }

    /// The numbered board as stored: the source's numbers, top row first.
    #[must_use]
    pub const fn numbers(&self) -> &'static str {
        self.board
    }

    /// Where the tour was published and where a reader can see it.
    #[must_use]
    pub const fn source(&self) -> &'static str {
        self.source
    }

    /// The page the route was read from.
    #[must_use]
    pub const fn url(&self) -> &'static str {
        self.url
    }

    /// Where sources disagree, or what else a reader should know of the source.
    #[must_use]
    pub const fn note(&self) -> Option<&'static str> {
        self.note
    }

    /// The tour's title, in English.
    #[must_use]
    pub const fn title(&self) -> &'static str {
        self.title
    }

    /// One sentence, in English, on why the tour matters.
    #[must_use]
    pub const fn why(&self) -> &'static str {
        self.why
    }

    /// What the sources say of the tour: closed or open, semi-magic, magic, symmetric
    /// under a half-turn, filled half by half.
    ///
    /// ```
    /// use tour_core::gallery;
    /// use tour_core::study::{Halves, Properties};
    ///
    /// let euler = gallery::find("euler-1759-halves")?;
    /// assert_eq!(euler.stated().bisected, Some(Halves::TopBottom));
    /// assert_eq!(Properties::of(&euler.route()?)?.bisected(), euler.stated().bisected);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub const fn stated(&self) -> Stated {
        self.stated
    }

    /// The route, read from the stored numbered board and validated.
    ///
    /// ```
    /// let rudrata = tour_core::gallery::find("rudrata")?;
    /// assert_eq!(rudrata.route()?.board().rows(), 4);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// The [`ImportError`] [`read_route`] gives; a test reads every entry, so none does.
    pub fn route(&self) -> Result<Route, ImportError> {
        // A numbered board is read on its own size; the board passed gives the knight.
        read_route(&Board::CHESS, self.board)
    }
}

/// Every entry, oldest first.
///
/// ```
/// let ids: Vec<&str> = tour_core::gallery::all().iter().map(|e| e.id()).collect();
/// assert!(ids.contains(&"euler-1759-halves"));
/// ```
#[must_use]
pub fn all() -> &'static [Entry] {
    &tours::TOURS
}

/// The entry called `id`.
///
/// ```
/// let error = tour_core::gallery::find("euler").unwrap_err();
/// assert_eq!(error.id(), "euler");
/// assert!(error.to_string().contains("beverley-1848"));
/// ```
///
/// # Errors
/// [`UnknownTour`] when no entry has that id.
pub fn find(id: &str) -> Result<&'static Entry, UnknownTour> {
    all()
        .iter()
        .find(|entry| entry.id == id)
        .ok_or_else(|| UnknownTour { id: id.to_owned() })
}

/// An id no gallery entry has; its message lists the ids there are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownTour {
    id: String,
}

impl UnknownTour {
    /// The id asked for.
    #[must_use]
    pub fn id(&self) -> &str {
        &self.id
    }
}

impl fmt::Display for UnknownTour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "no tour in the gallery is called \"{}\"; the ids are ",
            self.id
        )?;
        for (i, entry) in all().iter().enumerate() {
            let comma = if i == 0 { "" } else { ", " };
            write!(f, "{comma}{}", entry.id)?;
        }
        Ok(())
    }
}

impl std::error::Error for UnknownTour {}

#[cfg(test)]
mod tests;
