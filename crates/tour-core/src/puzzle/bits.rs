//! A fixed-size bit set wide enough for every square or number of a puzzle board.

use std::fmt;

/// Words in a [`Bits`]: 192 bits, above the 144 squares of the largest puzzle board and
/// its numbers 1 to 144 (bit 0 unused for numbers).
const WORDS: usize = 3;

/// The most bits a [`Bits`] holds.
pub(crate) const CAPACITY: usize = WORDS * 64;

/// A set of small integers (cells or numbers), copied by value.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub(crate) struct Bits([u64; WORDS]);

impl Bits {
    /// The empty set.
    pub(crate) const EMPTY: Bits = Bits([0; WORDS]);

    /// `lo..=hi`, or the empty set when `lo > hi`; both below [`CAPACITY`].
    pub(crate) fn range(lo: usize, hi: usize) -> Bits {
        let mut bits = Bits::EMPTY;
        if lo > hi || lo >= CAPACITY {
            return bits;
        }
        let hi = hi.min(CAPACITY - 1);
        for (word, value) in bits.0.iter_mut().enumerate() {
            let (start, end) = (word * 64, word * 64 + 63);
            if hi < start || lo > end {
                continue;
            }
            let from = lo.max(start) - start;
            let to = hi.min(end) - start;
            let upper = if to == 63 {
                u64::MAX
            } else {
                (1u64 << (to + 1)) - 1
            };
            *value = upper & !((1u64 << from) - 1);
        }
        bits
    }

    /// Every other integer of `lo..=hi`, starting at `lo`: the numbers of one colour.
    pub(crate) fn stride(lo: usize, hi: usize) -> Bits {
        const EVEN: u64 = 0x5555_5555_5555_5555;
        let parity = if lo.is_multiple_of(2) { EVEN } else { !EVEN };
        let mut bits = Bits::range(lo, hi);
        for value in &mut bits.0 {
            *value &= parity;
        }
        bits
    }

    /// Adds `i`.
    pub(crate) fn insert(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }

    /// Removes `i`.
    pub(crate) fn remove(&mut self, i: usize) {
        self.0[i / 64] &= !(1 << (i % 64));
    }

    /// Whether `i` is in the set.
    pub(crate) fn contains(self, i: usize) -> bool {
        i < CAPACITY && self.0[i / 64] & (1 << (i % 64)) != 0
    }

    /// How many integers the set holds.
    pub(crate) fn len(self) -> usize {
        self.0.iter().map(|word| word.count_ones() as usize).sum()
    }

    /// Whether the set is empty.
    pub(crate) fn is_empty(self) -> bool {
        self.0.iter().all(|&word| word == 0)
    }

    /// The smallest member.
    pub(crate) fn first(self) -> Option<usize> {
        self.0
            .iter()
            .enumerate()
            .find(|(_, word)| **word != 0)
            .map(|(i, word)| i * 64 + word.trailing_zeros() as usize)
    }

    /// The members, smallest first.
    pub(crate) fn iter(self) -> impl Iterator<Item = usize> {
        self.0.into_iter().enumerate().flat_map(|(i, mut word)| {
            std::iter::from_fn(move || {
                (word != 0).then(|| {
                    let bit = word.trailing_zeros() as usize;
                    word &= word - 1;
                    i * 64 + bit
                })
            })
        })
    }

    /// Members of both.
    pub(crate) fn and(self, other: Bits) -> Bits {
        Bits(std::array::from_fn(|i| self.0[i] & other.0[i]))
    }

    /// Members of either.
    pub(crate) fn or(self, other: Bits) -> Bits {
        Bits(std::array::from_fn(|i| self.0[i] | other.0[i]))
    }

    /// Members of `self` not in `other`.
    pub(crate) fn minus(self, other: Bits) -> Bits {
        Bits(std::array::from_fn(|i| self.0[i] & !other.0[i]))
    }

    /// `{i + 1 : i in self}` (the top bit falls off).
    pub(crate) fn shifted_up(self) -> Bits {
        let w = self.0;
        Bits([
            w[0] << 1,
            (w[1] << 1) | (w[0] >> 63),
            (w[2] << 1) | (w[1] >> 63),
        ])
    }

    /// `{i - 1 : i in self, i > 0}`.
    pub(crate) fn shifted_down(self) -> Bits {
        let w = self.0;
        Bits([
            (w[0] >> 1) | (w[1] << 63),
            (w[1] >> 1) | (w[2] << 63),
            w[2] >> 1,
        ])
    }

    /// Whether the two sets share a member.
    pub(crate) fn meets(self, other: Bits) -> bool {
        !self.and(other).is_empty()
    }
}

impl FromIterator<usize> for Bits {
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> Bits {
        let mut bits = Bits::EMPTY;
        for i in iter {
            bits.insert(i);
        }
        bits
    }
}

impl fmt::Debug for Bits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_cross_words() {
        let bits = Bits::range(60, 130);
        assert_eq!(bits.len(), 71);
        assert_eq!(bits.first(), Some(60));
        assert!(bits.contains(127) && bits.contains(128) && !bits.contains(131));
        assert!(Bits::range(5, 4).is_empty());
        assert_eq!(Bits::range(0, 191).len(), 192);
    }

    #[test]
    fn strides_keep_one_parity() {
        let odd: Vec<usize> = Bits::stride(61, 67).iter().collect();
        assert_eq!(odd, [61, 63, 65, 67]);
        let even: Vec<usize> = Bits::stride(2, 7).iter().collect();
        assert_eq!(even, [2, 4, 6]);
    }

    #[test]
    fn shifts_carry_across_words() {
        let bits: Bits = [0, 63, 127, 150].into_iter().collect();
        assert_eq!(
            bits.shifted_up().iter().collect::<Vec<_>>(),
            [1, 64, 128, 151]
        );
        assert_eq!(
            bits.shifted_down().iter().collect::<Vec<_>>(),
            [62, 126, 149]
        );
    }

    #[test]
    fn set_operations() {
        let a: Bits = [1, 70, 140].into_iter().collect();
        let b: Bits = [70, 3].into_iter().collect();
        assert_eq!(a.and(b).iter().collect::<Vec<_>>(), [70]);
        assert_eq!(a.or(b).len(), 4);
        assert_eq!(a.minus(b).iter().collect::<Vec<_>>(), [1, 140]);
        assert!(a.meets(b));
    }
}
