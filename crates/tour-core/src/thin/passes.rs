//! Forward and backward passes over the columns, on sets of frontier states.
//!
//! `F_c`, the states reachable after column `c`, depends only on `F_{c-1}` and on which
//! squares of column `c` are designated ends; `B_c`, the states after column `c` from
//! which the rest of the board can be finished, only on `B_{c+1}` (and `F_c`, to which
//! it is restricted, so only states ever reached are expanded). Sets are numbered once
//! and every step is remembered by the numbers it joined, so along a stretch of columns
//! without designated ends the sets soon repeat and each further column is one look-up:
//! a pass over 1,000 columns costs the few dozen distinct sets near the board's ends.

use std::collections::HashMap;

use super::table::{Arc, Table};

/// The number of a set of states.
pub(crate) type SetId = u32;

/// The passes' sets, remembered steps and scratch space, over one table.
pub(crate) struct Passes<'t> {
    table: &'t mut Table,
    sets: Vec<Vec<u32>>,
    /// Set numbers by the sets.
    ids: HashMap<Vec<u32>, SetId>,
    /// Remembered steps, keyed by the numbers and masks they joined.
    forward_memo: HashMap<(SetId, u8), SetId>,
    union_memo: HashMap<(SetId, SetId, u8, u8), SetId>,
    backward_memo: HashMap<(SetId, u8, SetId), SetId>,
    rows_memo: HashMap<(SetId, u8, u8, SetId), u8>,
    stamps: Vec<u32>,
    stamp: u32,
    arcs: Vec<Arc>,
}

impl<'t> Passes<'t> {
    pub(crate) fn new(table: &'t mut Table) -> Passes<'t> {
        Passes {
            table,
            sets: Vec::new(),
            ids: HashMap::new(),
            forward_memo: HashMap::new(),
            union_memo: HashMap::new(),
            backward_memo: HashMap::new(),
            rows_memo: HashMap::new(),
            stamps: Vec::new(),
            stamp: 0,
            arcs: Vec::new(),
        }
    }

    /// The table the passes walk.
    pub(crate) fn table(&mut self) -> &mut Table {
        self.table
    }

    /// The states of set `id`, in increasing order.
    pub(crate) fn set(&self, id: SetId) -> &[u32] {
        &self.sets[id as usize]
    }

    /// The number of a set (sorted and deduplicated here).
    pub(crate) fn intern(&mut self, mut states: Vec<u32>) -> SetId {
        states.sort_unstable();
        states.dedup();
        if let Some(&id) = self.ids.get(&states) {
            return id;
        }
        let id = SetId::try_from(self.sets.len()).unwrap_or(SetId::MAX);
        self.ids.insert(states.clone(), id);
        self.sets.push(states);
        id
    }

    /// The set holding only the state before the first column.
    pub(crate) fn initial(&mut self) -> SetId {
        let initial = self.table.initial();
        self.intern(vec![initial])
    }

    /// Starts a new marking; `marked` then answers for the states given to `mark`.
    fn new_marks(&mut self) {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.stamps.fill(0);
            self.stamp = 1;
        }
        if self.stamps.len() < self.table.len() {
            self.stamps.resize(self.table.len(), 0);
        }
    }

    fn mark(&mut self, s: u32) -> bool {
        let s = s as usize;
        if s >= self.stamps.len() {
            self.stamps.resize(s + 1, 0);
        }
        let fresh = self.stamps[s] != self.stamp;
        self.stamps[s] = self.stamp;
        fresh
    }

    /// Starts a new marking holding exactly the states of set `id`.
    fn mark_only(&mut self, id: SetId) {
        self.new_marks();
        let targets = std::mem::take(&mut self.sets[id as usize]);
        for &t in &targets {
            self.mark(t);
        }
        self.sets[id as usize] = targets;
    }

    fn marked(&self, s: u32) -> bool {
        self.stamps.get(s as usize) == Some(&self.stamp)
    }

    /// Collects the successors of every state of `from` through a column with designated
    /// rows `pattern` into `out` (each state once, by the current marking).
    fn gather(&mut self, from: SetId, pattern: u8, out: &mut Vec<u32>) {
        let states = std::mem::take(&mut self.sets[from as usize]);
        for &s in &states {
            let mut arcs = std::mem::take(&mut self.arcs);
            self.table.successors(s, pattern, &mut arcs);
            for &(t, _) in &arcs {
                if self.mark(t) {
                    out.push(t);
                }
            }
            self.arcs = arcs;
        }
        self.sets[from as usize] = states;
    }

    /// `F_c` from `F_{c-1}`: every state one column on.
    pub(crate) fn forward(&mut self, from: SetId, pattern: u8) -> SetId {
        let memo = (from, pattern);
        if let Some(&id) = self.forward_memo.get(&memo) {
            return id;
        }
        self.new_marks();
        let mut out = Vec::new();
        self.gather(from, pattern, &mut out);
        let id = self.intern(out);
        self.forward_memo.insert(memo, id);
        id
    }

    /// The states one column on from `placed` (a designated end already placed), or from
    /// `unplaced` with one more designated end placed on a row of `free`.
    pub(crate) fn forward_placing(
        &mut self,
        placed: SetId,
        unplaced: SetId,
        pattern: u8,
        free: u8,
    ) -> SetId {
        let memo = (placed, unplaced, pattern, free);
        if let Some(&id) = self.union_memo.get(&memo) {
            return id;
        }
        self.new_marks();
        let mut out = Vec::new();
        self.gather(placed, pattern, &mut out);
        for row in 0..8 {
            if free & (1 << row) != 0 {
                self.gather(unplaced, pattern | (1 << row), &mut out);
            }
        }
        let id = self.intern(out);
        self.union_memo.insert(memo, id);
        id
    }

    /// `B_{c-1}` from `B_c`: the states of `F_{c-1}` with a successor in `B_c`.
    pub(crate) fn backward(&mut self, reached: SetId, pattern: u8, finishable: SetId) -> SetId {
        let memo = (reached, pattern, finishable);
        if let Some(&id) = self.backward_memo.get(&memo) {
            return id;
        }
        self.mark_only(finishable);
        let states = std::mem::take(&mut self.sets[reached as usize]);
        let mut out = Vec::new();
        let mut arcs = std::mem::take(&mut self.arcs);
        for &s in &states {
            self.table.successors(s, pattern, &mut arcs);
            if arcs.iter().any(|&(t, _)| self.marked(t)) {
                out.push(s);
            }
        }
        self.arcs = arcs;
        self.sets[reached as usize] = states;
        let id = self.intern(out);
        self.backward_memo.insert(memo, id);
        id
    }

    /// The states of `reached` that finish a tour after the last column.
    pub(crate) fn accepting(&mut self, reached: SetId) -> SetId {
        let out: Vec<u32> = self.sets[reached as usize]
            .iter()
            .copied()
            .filter(|&s| self.table.accepting(s))
            .collect();
        self.intern(out)
    }

    /// The rows of `free` on which a designated end placed in this column leads from a
    /// state of `unplaced` into `finishable`.
    pub(crate) fn placeable_rows(
        &mut self,
        unplaced: SetId,
        pattern: u8,
        free: u8,
        finishable: SetId,
    ) -> u8 {
        let memo = (unplaced, pattern, free, finishable);
        if let Some(&rows) = self.rows_memo.get(&memo) {
            return rows;
        }
        self.mark_only(finishable);
        let states = std::mem::take(&mut self.sets[unplaced as usize]);
        let mut rows = 0u8;
        let mut arcs = std::mem::take(&mut self.arcs);
        for row in 0..8u8 {
            if free & (1 << row) == 0 {
                continue;
            }
            for &s in &states {
                self.table.successors(s, pattern | (1 << row), &mut arcs);
                if arcs.iter().any(|&(t, _)| self.marked(t)) {
                    rows |= 1 << row;
                    break;
                }
            }
        }
        self.arcs = arcs;
        self.sets[unplaced as usize] = states;
        self.rows_memo.insert(memo, rows);
        rows
    }

    /// `F_c` for every column of `program` (the designated rows of each column);
    /// `result[0]` is the set before the first column, `result[c + 1]` after column `c`.
    pub(crate) fn forward_all(&mut self, program: &[u8]) -> Vec<SetId> {
        let mut sets = Vec::with_capacity(program.len() + 1);
        let mut current = self.initial();
        sets.push(current);
        for &pattern in program {
            current = self.forward(current, pattern);
            sets.push(current);
        }
        sets
    }

    /// `B_c` for every column, restricted to `reached` (from [`forward_all`]), indexed
    /// the same way: `result[0]` holds the initial state exactly when a tour exists.
    pub(crate) fn backward_all(&mut self, program: &[u8], reached: &[SetId]) -> Vec<SetId> {
        let n = program.len();
        let mut sets = vec![0; n + 1];
        let mut current = self.accepting(reached[n]);
        sets[n] = current;
        for c in (0..n).rev() {
            current = self.backward(reached[c], program[c], current);
            sets[c] = current;
        }
        sets
    }
}
