//! A small open-addressing hash map from 128-bit keys to 32-bit values, for the
//! programme's numbering of states and sets and its remembered steps.
//!
//! Every key the programme needs (a frontier code, a few set numbers and row masks, or a
//! set's fingerprint) fits in 128 bits, so one table type serves them all. The standard
//! map brings a copy of its table code per key type, and its keyed hashing, into any
//! WebAssembly build that includes the programme: measured in the browser build, the
//! programme cost 18 KB gzipped with the standard maps and sorts and about 8 KB with
//! these (it is still left out of the page, behind the `thin` feature). Natively the
//! standard map was about 1.5 times faster (4 x 1000: 23.5 against 35 ms).

/// Marks a free slot; no value stored is `u32::MAX`.
const FREE: u32 = u32::MAX;

/// Keys packed from up to four 32-bit parts.
pub(crate) fn key(parts: [u32; 4]) -> u128 {
    parts
        .iter()
        .rev()
        .fold(0u128, |packed, &part| (packed << 32) | u128::from(part))
}

/// A map from `u128` keys to `u32` values below `u32::MAX`. A key may hold several
/// values (see [`IdMap::find`]), which fingerprints of longer keys use.
#[derive(Debug, Default)]
pub(crate) struct IdMap {
    keys: Vec<u128>,
    values: Vec<u32>,
    len: usize,
}

impl IdMap {
    /// The slot where the search for `key` begins, in a table of `capacity` slots (a power
    /// of two).
    fn home(key: u128, capacity: usize) -> usize {
        // Truncations on purpose: the two halves are folded, then mixed by a multiply.
        let folded = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
        let mixed = folded.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (mixed >> 32) as usize & (capacity - 1)
    }

    /// The first value stored under `key` that `accept` takes.
    pub(crate) fn find(&self, key: u128, mut accept: impl FnMut(u32) -> bool) -> Option<u32> {
        let capacity = self.values.len();
        if capacity == 0 {
            return None;
        }
        let mut slot = Self::home(key, capacity);
        loop {
            let value = self.values[slot];
            if value == FREE {
                return None;
            }
            if self.keys[slot] == key && accept(value) {
                return Some(value);
            }
            slot = (slot + 1) & (capacity - 1);
        }
    }

    /// The value stored under `key`.
    pub(crate) fn get(&self, key: u128) -> Option<u32> {
        self.find(key, |_| true)
    }

    /// Stores `value` under `key`, beside any values already there.
    pub(crate) fn insert(&mut self, key: u128, value: u32) {
        if value == FREE {
            // Never stored: a lost entry only means the work is done again.
            return;
        }
        if (self.len + 1) * 2 > self.values.len() {
            self.grow();
        }
        Self::place(&mut self.keys, &mut self.values, key, value);
        self.len += 1;
    }

    fn place(keys: &mut [u128], values: &mut [u32], key: u128, value: u32) {
        let capacity = values.len();
        let mut slot = Self::home(key, capacity);
        while values[slot] != FREE {
            slot = (slot + 1) & (capacity - 1);
        }
        keys[slot] = key;
        values[slot] = value;
    }

    /// Doubles the table (at least 16 slots), so it stays at most half full.
    fn grow(&mut self) {
        let capacity = (self.values.len() * 2).max(16);
        let mut keys = vec![0; capacity];
        let mut values = vec![FREE; capacity];
        for (&key, &value) in self.keys.iter().zip(&self.values) {
            if value != FREE {
                Self::place(&mut keys, &mut values, key, value);
            }
        }
        self.keys = keys;
        self.values = values;
    }
}

/// Sorts in place without the standard sorts, whose code the browser build would carry
/// only for the programme (heapsort: no allocation, `n log n` always).
pub(crate) fn sort(items: &mut [u32]) {
    fn sift_down(items: &mut [u32], mut root: usize, end: usize) {
        loop {
            let mut child = 2 * root + 1;
            if child >= end {
                return;
            }
            if child + 1 < end && items[child + 1] > items[child] {
                child += 1;
            }
            if items[root] >= items[child] {
                return;
            }
            items.swap(root, child);
            root = child;
        }
    }
    let n = items.len();
    for root in (0..n / 2).rev() {
        sift_down(items, root, n);
    }
    for end in (1..n).rev() {
        items.swap(0, end);
        sift_down(items, 0, end);
    }
}

/// A 128-bit fingerprint of a list of numbers (two independent multiplicative hashes);
/// equal lists have equal fingerprints, and [`IdMap::find`] checks the lists themselves.
pub(crate) fn fingerprint(items: &[u32]) -> u128 {
    let (mut a, mut b) = (0x243F_6A88_85A3_08D3u64, 0x1319_8A2E_0370_7344u64);
    for &item in items {
        a = (a ^ u64::from(item)).wrapping_mul(0x0000_0100_0000_01B3);
        b = (b.rotate_left(5) ^ u64::from(item)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
    (u128::from(a) << 64) | (u128::from(b) ^ items.len() as u128)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holds_many_values_and_several_under_one_key() {
        let mut map = IdMap::default();
        for i in 0..10_000u32 {
            map.insert(key([i, i % 7, 3, 0]), i);
        }
        for i in 0..10_000u32 {
            assert_eq!(map.get(key([i, i % 7, 3, 0])), Some(i));
        }
        assert_eq!(map.get(key([1, 2, 3, 4])), None);
        map.insert(7, 1);
        map.insert(7, 2);
        assert_eq!(map.find(7, |v| v == 2), Some(2));
        assert_eq!(map.find(7, |v| v == 3), None);
    }

    #[test]
    fn sorts_like_the_standard_sort() {
        let mut seed = 12_345u64;
        for n in [0, 1, 2, 3, 10, 100, 1_000] {
            let mut items: Vec<u32> = (0..n)
                .map(|_| {
                    seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                    (seed >> 40) as u32 % 50
                })
                .collect();
            let mut expected = items.clone();
            expected.sort_unstable();
            sort(&mut items);
            assert_eq!(items, expected);
        }
    }
}
