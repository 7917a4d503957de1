//! The frontiers a strip of one width can show, numbered as they are met, with their
//! successors: the transfer relation the passes walk.
//!
//! Successors are worked out on first use and kept, in one table per width and kind
//! (open or closed) shared by every query, so the first query on a width pays for the
//! frontiers it meets and later ones mostly look them up. A 4-wide strip has about
//! 13,000 frontiers with no designated end, 37,000 with one and 52,000 with two.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};

use super::frontier::{Geometry, MAX_WIDTH};

/// A successor: the next state's number and the moves the step chose.
pub(crate) type Arc = (u32, u16);

/// Successor lists not yet worked out.
const UNKNOWN: (u32, u32) = (u32::MAX, 0);

/// The transfer relation of one strip width and kind.
#[derive(Debug)]
pub(crate) struct Table {
    geometry: Geometry,
    closed: bool,
    codes: Vec<u32>,
    /// State numbers by their frontier codes.
    numbers: HashMap<u32, u32>,
    accepting: Vec<bool>,
    /// Per state and designated row (slot 0: none; slot `1 + r`: row `r` of the new
    /// column is a designated end): where its successors lie in `arcs`.
    spans: Vec<[(u32, u32); 1 + MAX_WIDTH]>,
    arcs: Vec<Arc>,
    scratch: Vec<(u32, u16)>,
}

/// One table per width (1 to 4) and kind.
static TABLES: [Mutex<Option<Table>>; 2 * MAX_WIDTH] = [const { Mutex::new(None) }; 2 * MAX_WIDTH];

impl Table {
    /// Runs `f` on the shared table for `width` (1 to 4) and `closed`.
    pub(crate) fn with<R>(width: usize, closed: bool, f: impl FnOnce(&mut Table) -> R) -> R {
        let width = width.clamp(1, MAX_WIDTH);
        let slot = (width - 1) * 2 + usize::from(closed);
        // A table is only ever extended, and every extension leaves it consistent, so
        // one left behind by a panicking thread is still good.
        let mut guard = TABLES[slot].lock().unwrap_or_else(PoisonError::into_inner);
        let table = guard.get_or_insert_with(|| Table::new(width, closed));
        f(table)
    }

    fn new(width: usize, closed: bool) -> Table {
        let geometry = Geometry::new(width);
        let mut table = Table {
            geometry,
            closed,
            codes: Vec::new(),
            numbers: HashMap::new(),
            accepting: Vec::new(),
            spans: Vec::new(),
            arcs: Vec::new(),
            scratch: Vec::new(),
        };
        let initial = table.geometry.initial();
        table.number(initial);
        table
    }

    /// The number of the state with `code`, numbering it if it is new.
    fn number(&mut self, code: u32) -> u32 {
        if let Some(&n) = self.numbers.get(&code) {
            return n;
        }
        let n = u32::try_from(self.codes.len()).unwrap_or(u32::MAX);
        self.codes.push(code);
        self.numbers.insert(code, n);
        self.accepting
            .push(self.geometry.accepts(code, self.closed));
        self.spans.push([UNKNOWN; 1 + MAX_WIDTH]);
        n
    }

    /// Number of states met so far.
    pub(crate) fn len(&self) -> usize {
        self.codes.len()
    }

    /// The state before the first column (always number 0).
    pub(crate) fn initial(&self) -> u32 {
        0
    }

    /// Whether state `s` after the last column is a finished tour.
    pub(crate) fn accepting(&self, s: u32) -> bool {
        self.accepting.get(s as usize).copied().unwrap_or(false)
    }

    /// Replaces `out` with the successors of `s` through a column whose designated ends
    /// are the rows in `marked` (kept for none or one, worked out afresh for more).
    pub(crate) fn successors(&mut self, s: u32, marked: u8, out: &mut Vec<Arc>) {
        out.clear();
        let Some(&code) = self.codes.get(s as usize) else {
            return;
        };
        let slot = match marked.count_ones() {
            0 => Some(0),
            1 => Some(1 + marked.trailing_zeros() as usize),
            _ => None,
        };
        if let Some(slot) = slot {
            let (start, len) = self.spans[s as usize][slot];
            if start != u32::MAX {
                out.extend_from_slice(&self.arcs[start as usize..(start + len) as usize]);
                return;
            }
        }
        let mut raw = std::mem::take(&mut self.scratch);
        raw.clear();
        self.geometry.step(code, marked, self.closed, &mut raw);
        out.extend(raw.iter().map(|&(code, mask)| (self.number(code), mask)));
        self.scratch = raw;
        if let Some(slot) = slot {
            let start = u32::try_from(self.arcs.len()).unwrap_or(u32::MAX);
            let len = u32::try_from(out.len()).unwrap_or(0);
            self.arcs.extend_from_slice(out);
            self.spans[s as usize][slot] = (start, len);
        }
    }
}
