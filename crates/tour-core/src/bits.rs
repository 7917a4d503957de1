//! Bitboards: one bit per square of a board of up to 64 (`u64`) or 128 (`u128`)
//! squares, by dense index, for the searches on small boards (the seeds' backtracking,
//! the exact search and the counts); larger boards are searched on the padded cells and
//! adjacency lists.

use std::fmt::Debug;
use std::ops::{BitAnd, BitOr, Not};

/// `u64` or `u128`: one bit per square of the rectangle, by dense index.
pub(crate) trait Word:
    Copy + Debug + Default + Eq + BitAnd<Output = Self> + BitOr<Output = Self> + Not<Output = Self>
{
    const BITS: usize;
    const ZERO: Self;
    fn bit(i: u8) -> Self;
    fn ones(self) -> u32;
    /// The index of the lowest set bit (of a non-zero word).
    fn lowest(self) -> u8;
    /// Whether exactly one bit is set.
    fn is_single(self) -> bool;
    /// Whether bit `i` is set.
    fn has(self, i: u8) -> bool;
}

macro_rules! word {
    ($t:ty) => {
        impl Word for $t {
            const BITS: usize = <$t>::BITS as usize;
            const ZERO: Self = 0;
            #[inline(always)]
            fn bit(i: u8) -> Self {
                1 << i
            }
            #[inline(always)]
            fn ones(self) -> u32 {
                self.count_ones()
            }
            #[inline(always)]
            fn lowest(self) -> u8 {
                self.trailing_zeros() as u8
            }
            #[inline(always)]
            fn is_single(self) -> bool {
                self != 0 && self & self.wrapping_sub(1) == 0
            }
            #[inline(always)]
            fn has(self, i: u8) -> bool {
                (self >> i) & 1 != 0
            }
        }
    };
}

word!(u64);
word!(u128);
