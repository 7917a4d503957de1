//! The grammar of counts that every sentence about a tour shares: numbers grouped by
//! thousands (`6,637,920`) and English's choice between a noun's two forms (`1 square`,
//! `2 squares`). The core's own sentences use it, and so do the command line and the
//! app, so a count reads the same wherever it is printed.
//!
//! ```
//! use tour_core::text::{Plural, counted, grouped};
//!
//! assert_eq!(grouped(6_637_920_u64).to_string(), "6,637,920");
//! assert_eq!(counted(1_u64, "square", "squares").to_string(), "1 square");
//! assert_eq!(counted(1_000_usize, "square", "squares").to_string(), "1,000 squares");
//! assert_eq!(Plural::of(1).pick("tour starts", "tours start"), "tour starts");
//! ```

use std::fmt;

/// A count written with a comma between each group of three digits: `111,995`.
///
/// ```
/// use tour_core::text::Grouped;
/// assert_eq!(Grouped(0).to_string(), "0");
/// assert_eq!(Grouped(999).to_string(), "999");
/// assert_eq!(Grouped(1000).to_string(), "1,000");
/// assert_eq!(Grouped(u64::MAX).to_string(), "18,446,744,073,709,551,615");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Grouped(pub u64);

impl fmt::Display for Grouped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // At most 20 digits and 6 commas; written into a small buffer, no allocation.
        let mut digits = [0u8; 20];
        let mut n = self.0;
        let mut len = 0;
        loop {
            digits[len] = b'0' + (n % 10) as u8;
            len += 1;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        let mut out = [0u8; 26];
        let mut at = 0;
        for i in (0..len).rev() {
            out[at] = digits[i];
            at += 1;
            if i > 0 && i % 3 == 0 {
                out[at] = b',';
                at += 1;
            }
        }
        // ASCII digits and commas only.
        f.write_str(std::str::from_utf8(&out[..at]).unwrap_or_default())
    }
}

impl From<u64> for Grouped {
    fn from(n: u64) -> Grouped {
        Grouped(n)
    }
}

impl From<u32> for Grouped {
    fn from(n: u32) -> Grouped {
        Grouped(u64::from(n))
    }
}

impl From<u16> for Grouped {
    fn from(n: u16) -> Grouped {
        Grouped(u64::from(n))
    }
}

impl From<usize> for Grouped {
    /// Every count a `usize` holds here fits a `u64`; a larger one would print as
    /// `u64::MAX`.
    fn from(n: usize) -> Grouped {
        Grouped(u64::try_from(n).unwrap_or(u64::MAX))
    }
}

/// `n` grouped by thousands.
///
/// ```
/// assert_eq!(tour_core::text::grouped(3_188_735_u64).to_string(), "3,188,735");
/// ```
#[must_use]
pub fn grouped(n: impl Into<Grouped>) -> Grouped {
    n.into()
}

/// Which of a noun's two forms English gives a count: the singular for exactly one,
/// the plural for every other count, zero included (`0 tours`).
///
/// ```
/// use tour_core::text::Plural;
/// assert_eq!(Plural::of(0), Plural::Other);
/// assert_eq!(Plural::of(1), Plural::One);
/// assert_eq!(Plural::of_written("1"), Plural::One);
/// assert_eq!(Plural::of_written("1,001"), Plural::Other);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Plural {
    /// Exactly one: `1 square`.
    One,
    /// Any other count: `0 squares`, `2 squares`.
    Other,
}

impl Plural {
    /// The form for `n`.
    #[must_use]
    pub const fn of(n: u64) -> Plural {
        if n == 1 { Plural::One } else { Plural::Other }
    }

    /// The form for a count already written out (grouped or not): only `1` is one.
    /// Templates that receive their counts as text choose with this.
    #[must_use]
    pub fn of_written(text: &str) -> Plural {
        if text.trim() == "1" {
            Plural::One
        } else {
            Plural::Other
        }
    }

    /// `one` or `other`, whichever this form is.
    #[must_use]
    pub const fn pick<'a>(self, one: &'a str, other: &'a str) -> &'a str {
        match self {
            Plural::One => one,
            Plural::Other => other,
        }
    }
}

/// A count and its noun: the count grouped, a space, and the noun in the form the count
/// asks for.
///
/// ```
/// use tour_core::text::counted;
/// assert_eq!(counted(1_u64, "try", "tries").to_string(), "1 try");
/// assert_eq!(counted(10_000_u32, "try", "tries").to_string(), "10,000 tries");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counted<'a> {
    n: Grouped,
    one: &'a str,
    other: &'a str,
}

impl fmt::Display for Counted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let noun = Plural::of(self.n.0).pick(self.one, self.other);
        write!(f, "{} {noun}", self.n)
    }
}

/// `n` with its noun, singular (`one`) or plural (`other`) as `n` asks.
#[must_use]
pub fn counted<'a>(n: impl Into<Grouped>, one: &'a str, other: &'a str) -> Counted<'a> {
    Counted {
        n: n.into(),
        one,
        other,
    }
}

/// Fills a template the way every front end's language tables are written: each
/// `{name}` becomes its value, and each `{name|one|other}` the form English gives
/// `name`'s count ([`Plural::of_written`] chooses), in one pass. A brace that names no
/// value stays as it is, and values are never filled again. Languages without plurals
/// write `{n}` alone; counts are passed [`grouped`], so every language shows `1,000`.
///
/// ```
/// use tour_core::text::fill;
/// assert_eq!(fill("{n} {n|square|squares} from {at}", &[("n", &1), ("at", &"a1")]), "1 square from a1");
/// assert_eq!(fill("{n} {n|move|moves}", &[("n", &"1,000")]), "1,000 moves");
/// assert_eq!(fill("{unknown} {", &[("a", &1)]), "{unknown} {");
/// assert_eq!(fill("{a}", &[("a", &"{b}"), ("b", &2)]), "{b}");
/// ```
#[must_use]
pub fn fill(template: &str, values: &[(&str, &dyn fmt::Display)]) -> String {
    use fmt::Write;
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let value = after.find('}').and_then(|close| {
            let inside = &after[..close];
            let (name, forms) = match inside.split_once('|') {
                Some((name, forms)) => (name, Some(forms.split_once('|')?)),
                None => (inside, None),
            };
            let value = values.iter().find(|(known, _)| *known == name)?.1;
            Some((value, forms, close))
        });
        match value {
            Some((value, None, close)) => {
                // Writing into a String cannot fail.
                let _ = write!(out, "{value}");
                rest = &after[close + 1..];
            }
            Some((value, Some((one, other)), close)) => {
                let count = value.to_string();
                out.push_str(Plural::of_written(&count).pick(one, other));
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// A duration as a clock shows it: `m:ss`, or `h:mm:ss` from an hour (a walk's or a
/// puzzle's time; a negative duration reads as none).
///
/// ```
/// use tour_core::text::clock;
/// assert_eq!(clock(65_400.0), "1:05");
/// assert_eq!(clock(3_725_000.0), "1:02:05");
/// assert_eq!(clock(-5.0), "0:00");
/// ```
#[must_use]
pub fn clock(ms: f64) -> String {
    // Whole seconds of a clock reading: never negative, far below u64::MAX.
    let seconds = (ms / 1000.0).floor().max(0.0) as u64;
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_match_a_plain_rendering_at_every_length() {
        let mut n: u64 = 1;
        for _ in 0..20 {
            for m in [n - 1, n, n + 1, n.saturating_mul(7) / 3] {
                let plain = m.to_string();
                let expected: String = plain
                    .chars()
                    .enumerate()
                    .flat_map(|(i, digit)| {
                        let comma = i > 0 && (plain.len() - i) % 3 == 0;
                        comma.then_some(',').into_iter().chain([digit])
                    })
                    .collect();
                assert_eq!(Grouped(m).to_string(), expected);
            }
            n = n.saturating_mul(10);
        }
    }

    #[test]
    fn only_one_is_singular() {
        for (n, noun) in [(0_u64, "moves"), (1, "move"), (2, "moves"), (1001, "moves")] {
            assert_eq!(
                counted(n, "move", "moves").to_string(),
                format!("{} {noun}", Grouped(n))
            );
        }
        assert_eq!(Plural::of_written(" 1 "), Plural::One);
        assert_eq!(Plural::of_written("01"), Plural::Other);
        assert_eq!(Plural::of_written("one"), Plural::Other);
    }
}
