//! Leapers: the knight and its relatives, pieces that jump `p` squares one way and `q` the
//! other (the knight is the (1,2)-leaper, the camel (1,3), the zebra (2,3), the giraffe
//! (1,4)).
//!
//! Every leaper's graph is bipartite, so the colour-count theorems hold for all of them
//! with the right two colours ([`Leaper::colour`]): divide out `g = gcd(p, q)` (a leaper
//! only ever reaches squares whose row and column differ from its own by multiples of
//! `g`); of what is left, `p' + q'` odd changes the chessboard colour at every move, and
//! `p'`, `q'` both odd change the row's parity at every move.

use std::fmt;

use crate::square::Square;

/// The largest `q` a [`Leaper`] may have. Seven keeps every move within an 8 x 8 board.
pub const MAX_LEAP: u8 = 7;

/// A (p,q)-leaper: from a square it jumps `p` rows and `q` columns, or `q` rows and `p`
/// columns, in any direction. `0 <= p <= q <=` [`MAX_LEAP`], not (0,0).
///
/// ```
/// use tour_core::Leaper;
/// assert_eq!(Leaper::default(), Leaper::KNIGHT);
/// assert_eq!("camel".parse::<Leaper>()?, Leaper::new(1, 3)?);
/// assert_eq!("3,2".parse::<Leaper>()?, Leaper::ZEBRA);
/// assert_eq!(Leaper::new(0, 1)?.move_count(), 4);
/// assert!(Leaper::new(0, 0).is_err());
/// # Ok::<(), tour_core::LeaperError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(into = "wire::LeaperParts", try_from = "wire::LeaperParts")
)]
pub struct Leaper {
    p: u8,
    q: u8,
}

/// Why a leaper was refused.
///
/// ```
/// use tour_core::{Leaper, LeaperError};
/// assert_eq!(Leaper::new(0, 0), Err(LeaperError::Null));
/// assert!(matches!("horse".parse::<Leaper>(), Err(LeaperError::Malformed(_))));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum LeaperError {
    /// (0,0) does not move.
    Null,
    /// A step is larger than [`MAX_LEAP`].
    TooLong {
        /// The larger of the two steps given.
        step: u64,
    },
    /// Neither a name nor `P,Q`.
    Malformed(String),
}

impl fmt::Display for LeaperError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Null => f.write_str("a (0,0)-leaper never moves; p and q cannot both be 0"),
            Self::TooLong { step } => {
                write!(
                    f,
                    "a leaper's steps must be between 0 and {MAX_LEAP}, got {step}"
                )
            }
            Self::Malformed(text) => write!(
                f,
                "piece \"{text}\" is not knight, camel, zebra, giraffe or P,Q \
                 (two numbers 0..{MAX_LEAP}, not both 0, like 1,3)"
            ),
        }
    }
}

impl std::error::Error for LeaperError {}

/// The named leapers, in the order menus list them.
const NAMED: [(&str, Leaper); 4] = [
    ("knight", Leaper::KNIGHT),
    ("camel", Leaper::CAMEL),
    ("zebra", Leaper::ZEBRA),
    ("giraffe", Leaper::GIRAFFE),
];

impl Leaper {
    /// The knight, (1,2): the default piece.
    pub const KNIGHT: Leaper = Leaper { p: 1, q: 2 };
    /// The camel, (1,3): it never changes colour.
    pub const CAMEL: Leaper = Leaper { p: 1, q: 3 };
    /// The zebra, (2,3).
    pub const ZEBRA: Leaper = Leaper { p: 2, q: 3 };
    /// The giraffe, (1,4).
    pub const GIRAFFE: Leaper = Leaper { p: 1, q: 4 };

    /// The leaper with steps `a` and `b`, in either order.
    ///
    /// # Errors
    /// [`LeaperError::Null`] for (0,0), [`LeaperError::TooLong`] for a step over
    /// [`MAX_LEAP`].
    pub fn new(a: u8, b: u8) -> Result<Leaper, LeaperError> {
        let (p, q) = if a <= b { (a, b) } else { (b, a) };
        if q > MAX_LEAP {
            return Err(LeaperError::TooLong { step: u64::from(q) });
        }
        if q == 0 {
            return Err(LeaperError::Null);
        }
        Ok(Leaper { p, q })
    }

    /// The smaller step.
    #[must_use]
    pub const fn p(self) -> u8 {
        self.p
    }

    /// The larger step.
    #[must_use]
    pub const fn q(self) -> u8 {
        self.q
    }

    /// Whether this is the knight.
    #[must_use]
    pub const fn is_knight(self) -> bool {
        self.p == 1 && self.q == 2
    }

    /// Its common name (`"knight"`, `"camel"`, `"zebra"`, `"giraffe"`), if it has one.
    ///
    /// ```
    /// assert_eq!(tour_core::Leaper::GIRAFFE.name(), Some("giraffe"));
    /// assert_eq!(tour_core::Leaper::new(2, 5).unwrap().name(), None);
    /// ```
    #[must_use]
    pub fn name(self) -> Option<&'static str> {
        NAMED
            .iter()
            .find(|(_, leaper)| *leaper == self)
            .map(|(name, _)| *name)
    }

    /// The named leapers, knight first.
    pub fn named() -> impl Iterator<Item = (&'static str, Leaper)> {
        NAMED.into_iter()
    }

    /// How many moves it has from the middle of a large board: 4 when `p` is 0 or
    /// `p == q`, else 8.
    #[must_use]
    pub const fn move_count(self) -> usize {
        if self.p == 0 || self.p == self.q {
            4
        } else {
            8
        }
    }

    /// Whether `a` and `b` are one move apart.
    ///
    /// ```
    /// use tour_core::{Leaper, Square};
    /// assert!(Leaper::CAMEL.is_move(Square::new(0, 0), Square::new(3, 1)));
    /// assert!(!Leaper::CAMEL.is_move(Square::new(0, 0), Square::new(2, 1)));
    /// ```
    #[must_use]
    pub fn is_move(self, a: Square, b: Square) -> bool {
        let dr = a.row().abs_diff(b.row());
        let dc = a.col().abs_diff(b.col());
        let (p, q) = (u16::from(self.p), u16::from(self.q));
        (dr == p && dc == q) || (dr == q && dc == p)
    }

    /// The greatest common divisor of its steps: it reaches only squares whose row and
    /// column differ from its own by multiples of this.
    #[must_use]
    pub const fn lattice(self) -> u8 {
        let (mut a, mut b) = (self.p, self.q);
        while a != 0 {
            let r = b % a;
            b = a;
            a = r;
        }
        b
    }

    /// Whether every move keeps the chessboard colour (`p + q` even).
    #[must_use]
    pub const fn keeps_colour(self) -> bool {
        (self.p + self.q).is_multiple_of(2)
    }

    /// The side of the two-colouring its moves always cross: `false` or `true`, and every
    /// move changes it (so the leaper's graph is bipartite, with these as the two sides).
    ///
    /// ```
    /// use tour_core::{Leaper, Square};
    /// let (a, b) = (Square::new(0, 0), Square::new(3, 1));
    /// assert_ne!(Leaper::CAMEL.colour(a), Leaper::CAMEL.colour(b));
    /// assert_eq!(Leaper::KNIGHT.colour(a), Leaper::KNIGHT.colour(Square::new(1, 1)));
    /// ```
    #[must_use]
    pub fn colour(self, square: Square) -> bool {
        let g = u16::from(self.lattice());
        let (row, col) = (square.row() / g, square.col() / g);
        let (p, q) = (self.p / self.lattice(), self.q / self.lattice());
        if (p + q) % 2 == 1 {
            (row + col) % 2 == 1
        } else {
            row % 2 == 1
        }
    }
}

impl Default for Leaper {
    fn default() -> Leaper {
        Leaper::KNIGHT
    }
}

impl fmt::Display for Leaper {
    /// Its name if it has one, else `P,Q`; both forms parse back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.name() {
            Some(name) => f.write_str(name),
            None => write!(f, "{},{}", self.p, self.q),
        }
    }
}

impl std::str::FromStr for Leaper {
    type Err = LeaperError;

    /// A name (`knight`, `camel`, `zebra`, `giraffe`, any case) or two steps `P,Q`
    /// (parentheses and spaces allowed, `(1, 3)`).
    fn from_str(text: &str) -> Result<Leaper, LeaperError> {
        let trimmed = text.trim();
        if let Some((_, leaper)) = NAMED
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(trimmed))
        {
            return Ok(*leaper);
        }
        let malformed = || LeaperError::Malformed(text.to_owned());
        let inner = trimmed
            .strip_prefix('(')
            .and_then(|rest| rest.strip_suffix(')'))
            .unwrap_or(trimmed);
        let (a, b) = inner.split_once(',').ok_or_else(malformed)?;
        let step = |digits: &str| -> Result<u8, LeaperError> {
            let digits = digits.trim();
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return Err(malformed());
            }
            let value = digits.parse::<u64>().unwrap_or(u64::MAX);
            u8::try_from(value)
                .ok()
                .filter(|&v| v <= MAX_LEAP)
                .ok_or(LeaperError::TooLong { step: value })
        };
        Leaper::new(step(a)?, step(b)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_leaper_crosses_its_two_colours_at_every_move() {
        for q in 1..=MAX_LEAP {
            for p in 0..=q {
                let leaper = Leaper::new(p, q).unwrap();
                for row in 0..16 {
                    for col in 0..16 {
                        let a = Square::new(row, col);
                        for (dr, dc) in [(p, q), (q, p)] {
                            for (sr, sc) in [(1i32, 1i32), (1, -1), (-1, 1), (-1, -1)] {
                                let r = i32::from(row) + sr * i32::from(dr);
                                let c = i32::from(col) + sc * i32::from(dc);
                                let (Ok(r), Ok(c)) = (u16::try_from(r), u16::try_from(c)) else {
                                    continue;
                                };
                                let b = Square::new(r, c);
                                assert!(leaper.is_move(a, b));
                                assert_ne!(leaper.colour(a), leaper.colour(b), "{leaper} {a:?}");
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn names_and_numbers_parse_back() {
        for q in 1..=MAX_LEAP {
            for p in 0..=q {
                let leaper = Leaper::new(p, q).unwrap();
                assert_eq!(leaper.to_string().parse::<Leaper>(), Ok(leaper));
            }
        }
        assert_eq!("(2, 3)".parse::<Leaper>(), Ok(Leaper::ZEBRA));
        assert_eq!("Giraffe".parse::<Leaper>(), Ok(Leaper::GIRAFFE));
        assert_eq!(
            "1,9".parse::<Leaper>(),
            Err(LeaperError::TooLong { step: 9 })
        );
        assert_eq!("0,0".parse::<Leaper>(), Err(LeaperError::Null));
        assert!(matches!(
            "1;3".parse::<Leaper>(),
            Err(LeaperError::Malformed(_))
        ));
    }
}

#[cfg(feature = "serde")]
mod wire {
    //! Serde (feature `serde`): the value travels as its parts and is built again through
    //! the constructor that checks them.
    use serde::{Deserialize, Serialize};

    use super::{Leaper, LeaperError};

    /// A leaper as its two steps.
    #[derive(Serialize, Deserialize)]
    pub(crate) struct LeaperParts {
        p: u8,
        q: u8,
    }

    impl From<Leaper> for LeaperParts {
        fn from(leaper: Leaper) -> LeaperParts {
            LeaperParts {
                p: leaper.p(),
                q: leaper.q(),
            }
        }
    }

    impl TryFrom<LeaperParts> for Leaper {
        type Error = LeaperError;

        fn try_from(parts: LeaperParts) -> Result<Leaper, LeaperError> {
            Leaper::new(parts.p, parts.q)
        }
    }
}
