//! Knight move offsets and the named move orders of the seed texts.
//!
//! Move order matters: every seed breaks ties by "the first candidate in my order", so the
//! same rule gives different tours, and fails from different squares, under each order.

use std::fmt;
use std::str::FromStr;

use crate::leaper::Leaper;

/// One knight move as `(d_row, d_col)`: rows grow down the page, columns to the right.
///
/// ```
/// use tour_core::{Board, Square, moves::Offset};
/// let down_right = Offset::new(2, 1);
/// assert!(down_right.is_knight_move());
/// assert!(!Offset::new(1, 1).is_knight_move());
/// assert_eq!(Board::CHESS.offset(Square::new(0, 0), down_right), Some(Square::new(2, 1)));
/// assert_eq!(Board::CHESS.offset(Square::new(7, 0), down_right), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Offset {
    d_row: i8,
    d_col: i8,
}

impl Offset {
    /// An offset of `d_row` rows (down is positive) and `d_col` columns.
    #[must_use]
    pub const fn new(d_row: i8, d_col: i8) -> Offset {
        Offset { d_row, d_col }
    }

    /// Rows moved; negative is up the page.
    #[must_use]
    pub const fn d_row(self) -> i8 {
        self.d_row
    }

    /// Columns moved; negative is to the left.
    #[must_use]
    pub const fn d_col(self) -> i8 {
        self.d_col
    }

    /// Whether this is one of the eight knight moves.
    ///
    /// ```
    /// use tour_core::moves::Offset;
    /// assert!(Offset::new(-2, 1).is_knight_move());
    /// assert!(!Offset::new(2, 2).is_knight_move());
    /// ```
    #[must_use]
    pub const fn is_knight_move(self) -> bool {
        let (r, c) = (self.d_row.unsigned_abs(), self.d_col.unsigned_abs());
        (r == 1 && c == 2) || (r == 2 && c == 1)
    }
}

/// The eight knight moves in the order a solver tries them.
///
/// The seeds' orders are constants; [`MoveOrder::named`] looks them up by their public IDs.
///
/// ```
/// use tour_core::{MoveOrder, moves::Offset};
/// let order = MoveOrder::named("gossip")?;
/// assert_eq!(order.offsets()[0], Offset::new(-2, 1));
/// assert_eq!(order.name(), "gossip");
/// # Ok::<(), tour_core::UnknownOrder>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveOrder {
    name: &'static str,
    offsets: [Offset; 8],
    // How many of `offsets` are moves: 4 for leapers like (0,q) and (p,p), else 8.
    len: u8,
    leaper: Leaper,
}

const fn o(d_row: i8, d_col: i8) -> Offset {
    Offset::new(d_row, d_col)
}

impl MoveOrder {
    /// Seeds 000 and 001 (Warnsdorff, "Algorithm Gossip"):
    /// (-2,1) (-1,2) (1,2) (2,1) (2,-1) (1,-2) (-1,-2) (-2,-1), clockwise from up-right.
    pub const GOSSIP: MoveOrder = MoveOrder {
        name: "gossip",
        offsets: [
            o(-2, 1),
            o(-1, 2),
            o(1, 2),
            o(2, 1),
            o(2, -1),
            o(1, -2),
            o(-1, -2),
            o(-2, -1),
        ],
        len: 8,
        leaper: Leaper::KNIGHT,
    };

    /// Seeds 003 and 004 (the Deitel textbook exercise's `horizontal`/`vertical` arrays):
    /// (-1,2) (-2,1) (-2,-1) (-1,-2) (1,-2) (2,-1) (2,1) (1,2), anticlockwise from right-up.
    pub const DEITEL: MoveOrder = MoveOrder {
        name: "deitel",
        offsets: [
            o(-1, 2),
            o(-2, 1),
            o(-2, -1),
            o(-1, -2),
            o(1, -2),
            o(2, -1),
            o(2, 1),
            o(1, 2),
        ],
        len: 8,
        leaper: Leaper::KNIGHT,
    };

    /// Seed 002 (the iThome article's `dirs`):
    /// (1,2) (2,1) (-1,2) (-2,1) (1,-2) (2,-1) (-1,-2) (-2,-1).
    pub const ITHOME: MoveOrder = MoveOrder {
        name: "ithome",
        offsets: [
            o(1, 2),
            o(2, 1),
            o(-1, 2),
            o(-2, 1),
            o(1, -2),
            o(2, -1),
            o(-1, -2),
            o(-2, -1),
        ],
        len: 8,
        leaper: Leaper::KNIGHT,
    };

    /// The reader's comment under seed 002 (rex1206's `next_possible`):
    /// (1,2) (1,-2) (-1,2) (-1,-2) (2,1) (2,-1) (-2,1) (-2,-1).
    pub const ITHOME_READER: MoveOrder = MoveOrder {
        name: "ithome-reader",
        offsets: [
            o(1, 2),
            o(1, -2),
            o(-1, 2),
            o(-1, -2),
            o(2, 1),
            o(2, -1),
            o(-2, 1),
            o(-2, -1),
        ],
        len: 8,
        leaper: Leaper::KNIGHT,
    };

    /// Every named order, in the order the UI lists them.
    pub const ALL: [MoveOrder; 4] = [
        Self::GOSSIP,
        Self::DEITEL,
        Self::ITHOME,
        Self::ITHOME_READER,
    ];

    /// Looks up a named order by its public ID (`gossip`, `deitel`, `ithome`,
    /// `ithome-reader`).
    ///
    /// ```
    /// use tour_core::MoveOrder;
    /// assert_eq!(MoveOrder::named("deitel"), Ok(MoveOrder::DEITEL));
    /// let err = MoveOrder::named("spiral").unwrap_err();
    /// assert!(err.to_string().contains("gossip, deitel, ithome"));
    /// ```
    ///
    /// # Errors
    /// [`UnknownOrder`] if `name` is none of the four (its message lists them).
    pub fn named(name: &str) -> Result<MoveOrder, UnknownOrder> {
        let wanted = name.trim();
        Self::ALL
            .into_iter()
            .find(|order| order.name.eq_ignore_ascii_case(wanted))
            .ok_or_else(|| UnknownOrder(name.to_owned()))
    }

    /// The order's public ID.
    #[must_use]
    pub const fn name(&self) -> &'static str {
        self.name
    }

    /// The eight offsets, first tried first.
    #[must_use]
    pub fn offsets(&self) -> &[Offset] {
        &self.offsets[..usize::from(self.len)]
    }

    /// The leaper whose moves these are.
    #[must_use]
    pub const fn leaper(&self) -> Leaper {
        self.leaper
    }

    /// The same order for another leaper: each knight move `(±1,±2)` becomes `(±p,±q)`
    /// and each `(±2,±1)` becomes `(±q,±p)`, signs kept, and a move met twice (a leaper
    /// with `p = 0` or `p = q` has four) is kept where it first appears. Geometry is kept
    /// too: [`MoveOrder::GOSSIP`], clockwise from up-right for the knight, stays clockwise
    /// from up-right for every leaper.
    ///
    /// ```
    /// use tour_core::{Leaper, MoveOrder, moves::Offset};
    /// let camel = MoveOrder::GOSSIP.for_leaper(Leaper::CAMEL);
    /// assert_eq!(camel.offsets()[0], Offset::new(-3, 1));
    /// let wazir = MoveOrder::GOSSIP.for_leaper(Leaper::new(0, 1).unwrap());
    /// assert_eq!(
    ///     wazir.offsets(),
    ///     [Offset::new(-1, 0), Offset::new(0, 1), Offset::new(1, 0), Offset::new(0, -1)]
    /// );
    /// ```
    #[must_use]
    pub fn for_leaper(&self, leaper: Leaper) -> MoveOrder {
        if leaper == self.leaper {
            return *self;
        }
        // Orders are only ever built from the knight's, so map from those offsets.
        let knight = MoveOrder::ALL
            .into_iter()
            .find(|order| order.name == self.name)
            .unwrap_or(MoveOrder::GOSSIP);
        let (p, q) = (leaper.p() as i8, leaper.q() as i8);
        let mut offsets = [Offset::new(0, 0); 8];
        let mut len = 0;
        for offset in knight.offsets() {
            let (rows, cols) = if offset.d_row().abs() == 1 {
                (p, q)
            } else {
                (q, p)
            };
            let mapped = Offset::new(
                offset.d_row().signum() * rows,
                offset.d_col().signum() * cols,
            );
            if !offsets[..len].contains(&mapped) {
                offsets[len] = mapped;
                len += 1;
            }
        }
        MoveOrder {
            name: self.name,
            offsets,
            len: len as u8,
            leaper,
        }
    }
}

impl fmt::Display for MoveOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)
    }
}

/// A move-order name that is not one of [`MoveOrder::ALL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownOrder(String);

impl UnknownOrder {
    /// The text that named no move order, as given.
    ///
    /// ```
    /// let error = "spiral".parse::<tour_core::MoveOrder>().unwrap_err();
    /// assert_eq!(error.text(), "spiral");
    /// ```
    #[must_use]
    pub fn text(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for UnknownOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<_> = MoveOrder::ALL.iter().map(MoveOrder::name).collect();
        write!(
            f,
            "unknown move order \"{}\"; accepted: {}",
            self.0,
            names.join(", ")
        )
    }
}

impl std::error::Error for UnknownOrder {}

impl FromStr for MoveOrder {
    type Err = UnknownOrder;

    /// [`MoveOrder::named`]: a public ID, any case.
    ///
    /// ```
    /// use tour_core::MoveOrder;
    /// let order: MoveOrder = "deitel".parse()?;
    /// assert_eq!(order, MoveOrder::DEITEL);
    /// # Ok::<(), tour_core::UnknownOrder>(())
    /// ```
    fn from_str(name: &str) -> Result<MoveOrder, UnknownOrder> {
        MoveOrder::named(name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_named_order_is_a_permutation_of_the_eight_knight_moves() {
        for order in MoveOrder::ALL {
            let mut seen = std::collections::HashSet::new();
            for offset in order.offsets() {
                assert!(offset.is_knight_move(), "{order}: {offset:?}");
                assert!(seen.insert(*offset), "{order} repeats {offset:?}");
            }
        }
    }
}

#[cfg(feature = "serde")]
mod wire {
    //! Serde (feature `serde`): the value travels as its parts and is built again through
    //! the constructor that checks them.
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::MoveOrder;

    /// A move order by its public ID ([`MoveOrder::named`]); the solvers carry a knight's
    /// order over to the board's piece themselves.
    impl Serialize for MoveOrder {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            serializer.serialize_str(self.name())
        }
    }

    impl<'de> Deserialize<'de> for MoveOrder {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<MoveOrder, D::Error> {
            let name = String::deserialize(deserializer)?;
            MoveOrder::named(&name).map_err(serde::de::Error::custom)
        }
    }
}
