//! A puzzle part filled in, and what may still go where: the state both the counter and
//! the reasoner work on.
//!
//! The numbers between two placed ones (a gap) stand on squares still empty, so a number
//! `k` of a gap can stand on an empty square only if the square is within `k - low` moves
//! of the gap's lower placed number and `high - k` moves of its upper one, counting moves
//! over empty squares only, and with the colour those counts give (every move changes
//! colour). These marks, less what deductions have ruled out, are what may go where.

use super::Puzzle;
use super::bits::Bits;
use super::cells::{Cells, Distances, FAR};

/// A cell holding no number, or a number on no cell.
pub(crate) const NONE: u8 = u8::MAX;

/// A state with no solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Contradiction;

/// A placed number and its cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Anchor {
    pub(crate) number: u16,
    pub(crate) cell: usize,
}

/// A run of numbers not placed yet, between its placed neighbours in the tour (an open
/// tour's first run has none before, its last none after). Numbers are counted on past
/// the last round a closed tour (`high` may exceed the tour's length).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Gap {
    pub(crate) low: Option<Anchor>,
    pub(crate) high: Option<Anchor>,
    /// The first and last numbers of the run, counted on.
    pub(crate) first: u16,
    pub(crate) last: u16,
}

/// What may go where: for each cell the numbers it may hold, for each number the cells
/// it may stand on, and the gaps they were worked out from.
#[derive(Clone, Debug)]
pub(crate) struct Marks {
    pub(crate) by_cell: Vec<Bits>,
    pub(crate) by_number: Vec<Bits>,
    pub(crate) gaps: Vec<Gap>,
    /// The gap of each number not placed (index into `gaps`).
    pub(crate) gap_of: Vec<u16>,
}

/// Numbers on cells, and what has been ruled out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Grid {
    numbers: u16,
    closed: bool,
    on: Vec<u16>,
    at: Vec<u8>,
    empty: Bits,
    /// Per cell, numbers ruled out beyond what the distances say.
    ruled: Vec<Bits>,
}

impl Grid {
    /// The puzzle's clues on its cells.
    pub(crate) fn new(puzzle: &Puzzle, cells: &Cells) -> Grid {
        let mut grid = Grid {
            numbers: puzzle.numbers(),
            closed: puzzle.is_closed(),
            on: vec![0; cells.len()],
            at: vec![NONE; usize::from(puzzle.numbers()) + 1],
            empty: (0..cells.len()).collect(),
            ruled: vec![Bits::EMPTY; cells.len()],
        };
        for clue in puzzle.clues() {
            if let Some(cell) = cells.cell(clue.square) {
                grid.place(clue.number, cell);
            }
        }
        grid
    }

    /// The largest number.
    pub(crate) fn numbers(&self) -> u16 {
        self.numbers
    }

    /// The number on `cell`, if any.
    pub(crate) fn number_on(&self, cell: usize) -> Option<u16> {
        (self.on[cell] != 0).then_some(self.on[cell])
    }

    /// The cell of `number`, if placed.
    pub(crate) fn cell_of(&self, number: u16) -> Option<usize> {
        let cell = self.at[usize::from(self.wrap(number))];
        (cell != NONE).then_some(usize::from(cell))
    }

    /// The empty cells.
    pub(crate) fn empty(&self) -> Bits {
        self.empty
    }

    /// Numbers ruled out on `cell`.
    pub(crate) fn ruled(&self, cell: usize) -> Bits {
        self.ruled[cell]
    }

    /// Whether every number is placed.
    pub(crate) fn is_complete(&self) -> bool {
        self.empty.is_empty()
    }

    /// Puts `number` on the empty `cell`.
    pub(crate) fn place(&mut self, number: u16, cell: usize) {
        self.on[cell] = number;
        self.at[usize::from(number)] = cell as u8;
        self.empty.remove(cell);
    }

    /// Rules `numbers` out on `cell`; whether that changed anything.
    pub(crate) fn rule_out(&mut self, cell: usize, numbers: Bits) -> bool {
        let before = self.ruled[cell];
        self.ruled[cell] = before.or(numbers);
        self.ruled[cell] != before
    }

    /// A number counted on past the last, brought back into `1..=numbers`.
    pub(crate) fn wrap(&self, number: u16) -> u16 {
        if number > self.numbers {
            number - self.numbers
        } else {
            number
        }
    }

    /// The numbers before and after `number` in the tour (round the cycle if closed).
    pub(crate) fn beside(&self, number: u16) -> [Option<u16>; 2] {
        let n = self.numbers;
        let before = if number > 1 {
            Some(number - 1)
        } else {
            self.closed.then_some(n)
        };
        let after = if number < n {
            Some(number + 1)
        } else {
            self.closed.then_some(1)
        };
        [before, after]
    }

    /// The placed numbers, in order.
    fn placed(&self) -> impl Iterator<Item = Anchor> + '_ {
        (1..=self.numbers)
            .filter_map(|number| self.cell_of(number).map(|cell| Anchor { number, cell }))
    }

    /// The runs of numbers not placed; `Err` if two consecutive placed numbers are not
    /// a move apart.
    pub(crate) fn gaps(&self, cells: &Cells) -> Result<Vec<Gap>, Contradiction> {
        let placed: Vec<Anchor> = self.placed().collect();
        let (Some(&first), Some(&last)) = (placed.first(), placed.last()) else {
            return Ok(Vec::new());
        };
        let mut gaps = Vec::new();
        if !self.closed && first.number > 1 {
            gaps.push(Gap {
                low: None,
                high: Some(first),
                first: 1,
                last: first.number - 1,
            });
        }
        let mut pairs: Vec<(Anchor, Anchor)> = placed.windows(2).map(|w| (w[0], w[1])).collect();
        if self.closed {
            let around = Anchor {
                number: first.number + self.numbers,
                cell: first.cell,
            };
            pairs.push((last, around));
        }
        for (low, high) in pairs {
            if high.number == low.number + 1 {
                if !cells.is_move(low.cell, high.cell) {
                    return Err(Contradiction);
                }
                continue;
            }
            gaps.push(Gap {
                low: Some(low),
                high: Some(high),
                first: low.number + 1,
                last: high.number - 1,
            });
        }
        if !self.closed && last.number < self.numbers {
            gaps.push(Gap {
                low: Some(last),
                high: None,
                first: last.number + 1,
                last: self.numbers,
            });
        }
        Ok(gaps)
    }

    /// Moves from `anchor` to every cell over empty cells, as far as `gap` needs.
    pub(crate) fn walk(&self, cells: &Cells, gap: &Gap, anchor: Anchor) -> Distances {
        cells.walk(anchor.cell, self.empty, gap.last - gap.first + 2)
    }

    /// The numbers of `gap` an empty cell may hold, given its moves from the gap's two
    /// ends over empty cells ([`FAR`] where unreachable or absent).
    pub(crate) fn gap_numbers(&self, gap: &Gap, from_low: u8, to_high: u8) -> Bits {
        let (lo, hi) = match (gap.low, gap.high) {
            (Some(low), Some(high)) => {
                if from_low == FAR || to_high == FAR {
                    return Bits::EMPTY;
                }
                let lo = low.number + u16::from(from_low);
                let hi = high.number.saturating_sub(u16::from(to_high));
                // The colours the two counts give must agree.
                if hi < lo || (hi - lo) % 2 == 1 {
                    return Bits::EMPTY;
                }
                (lo, hi)
            }
            (Some(low), None) => {
                if from_low == FAR {
                    return Bits::EMPTY;
                }
                (low.number + u16::from(from_low), gap.last)
            }
            (None, Some(high)) => {
                if to_high == FAR {
                    return Bits::EMPTY;
                }
                let hi = high.number.saturating_sub(u16::from(to_high));
                // The smallest number of the right colour.
                (if hi % 2 == 1 { 1 } else { 2 }, hi)
            }
            (None, None) => (gap.first, gap.last),
        };
        let (lo, hi) = (lo.max(gap.first), hi.min(gap.last));
        if lo > hi {
            return Bits::EMPTY;
        }
        if hi <= self.numbers {
            return Bits::stride(usize::from(lo), usize::from(hi));
        }
        (lo..=hi)
            .step_by(2)
            .map(|k| usize::from(self.wrap(k)))
            .collect()
    }

    /// What may go where by distance, less what is ruled out; with `support`, also
    /// only numbers whose tour neighbours may stand on a neighbouring cell (repeated
    /// until nothing changes). `Err` when a cell or a number is left with nowhere.
    pub(crate) fn marks(&self, cells: &Cells, support: bool) -> Result<Marks, Contradiction> {
        let gaps = self.gaps(cells)?;
        let mut by_cell = vec![Bits::EMPTY; cells.len()];
        let mut gap_of = vec![u16::MAX; usize::from(self.numbers) + 1];
        let none = [FAR; super::cells::MAX_CELLS];
        for (index, gap) in gaps.iter().enumerate() {
            for number in gap.first..=gap.last {
                gap_of[usize::from(self.wrap(number))] = index as u16;
            }
            let low = gap.low.map(|anchor| self.walk(cells, gap, anchor));
            let high = gap.high.map(|anchor| self.walk(cells, gap, anchor));
            for cell in self.empty.iter() {
                let from_low = low.as_ref().unwrap_or(&none)[cell];
                let to_high = high.as_ref().unwrap_or(&none)[cell];
                let numbers = self.gap_numbers(gap, from_low, to_high);
                by_cell[cell] = by_cell[cell].or(numbers);
            }
        }
        for cell in self.empty.iter() {
            by_cell[cell] = by_cell[cell].minus(self.ruled[cell]);
        }
        if support {
            self.regions(cells, &gaps, &mut by_cell)?;
            self.support(cells, &mut by_cell);
        }
        let mut by_number = vec![Bits::EMPTY; usize::from(self.numbers) + 1];
        for cell in self.empty.iter() {
            if by_cell[cell].is_empty() {
                return Err(Contradiction);
            }
            for number in by_cell[cell].iter() {
                by_number[number].insert(cell);
            }
        }
        for number in 1..=self.numbers {
            if self.cell_of(number).is_none() && by_number[usize::from(number)].is_empty() {
                return Err(Contradiction);
            }
        }
        Ok(Marks {
            by_cell,
            by_number,
            gaps,
            gap_of,
        })
    }

    /// A gap's numbers stand on empty squares one move apart, so they all lie in one
    /// region of empty squares joined by moves, next to both of the gap's placed ends,
    /// and the region has room for them; and every region's squares are filled by the
    /// gaps that may lie in it. Keeps each gap's numbers to the regions it may lie in.
    fn regions(
        &self,
        cells: &Cells,
        gaps: &[Gap],
        by_cell: &mut [Bits],
    ) -> Result<(), Contradiction> {
        let mut region = [u8::MAX; super::cells::MAX_CELLS];
        let mut members: Vec<Bits> = Vec::new();
        let mut stack = Vec::with_capacity(cells.len());
        for start in self.empty.iter() {
            if region[start] != u8::MAX {
                continue;
            }
            let label = members.len() as u8;
            let mut squares = Bits::EMPTY;
            region[start] = label;
            stack.push(start);
            while let Some(cell) = stack.pop() {
                squares.insert(cell);
                for &to in cells.moves(cell) {
                    let to = usize::from(to);
                    if self.empty.contains(to) && region[to] == u8::MAX {
                        region[to] = label;
                        stack.push(to);
                    }
                }
            }
            members.push(squares);
        }
        let mut room = vec![0usize; members.len()];
        let beside = |anchor: Option<Anchor>| -> Option<Bits> {
            anchor.map(|anchor| {
                cells
                    .moves(anchor.cell)
                    .iter()
                    .map(|&to| usize::from(to))
                    .filter(|&to| self.empty.contains(to))
                    .map(|to| usize::from(region[to]))
                    .collect()
            })
        };
        for gap in gaps {
            let left = usize::from(gap.last - gap.first + 1);
            let near = match (beside(gap.low), beside(gap.high)) {
                (Some(low), Some(high)) => low.and(high),
                (Some(one), None) | (None, Some(one)) => one,
                (None, None) => (0..members.len()).collect(),
            };
            let fits: Bits = near.iter().filter(|&r| members[r].len() >= left).collect();
            if fits.is_empty() {
                return Err(Contradiction);
            }
            let mut allowed = Bits::EMPTY;
            for r in fits.iter() {
                room[r] += left;
                allowed = allowed.or(members[r]);
            }
            let numbers: Bits = (gap.first..=gap.last)
                .map(|k| usize::from(self.wrap(k)))
                .collect();
            for cell in self.empty.minus(allowed).iter() {
                by_cell[cell] = by_cell[cell].minus(numbers);
            }
        }
        if members
            .iter()
            .zip(&room)
            .any(|(squares, &room)| room < squares.len())
        {
            return Err(Contradiction);
        }
        Ok(())
    }

    /// Keeps on each empty cell only numbers whose tour neighbours may stand on cells a
    /// move away, until nothing changes.
    fn support(&self, cells: &Cells, by_cell: &mut [Bits]) {
        let n = usize::from(self.numbers);
        let mut changed = true;
        while changed {
            changed = false;
            for cell in self.empty.iter() {
                let mut near = Bits::EMPTY;
                for &to in cells.moves(cell) {
                    let to = usize::from(to);
                    near = match self.number_on(to) {
                        Some(number) => {
                            let mut with = near;
                            with.insert(usize::from(number));
                            with
                        }
                        None => near.or(by_cell[to]),
                    };
                }
                let mut before = near.shifted_up();
                let mut after = near.shifted_down();
                if self.closed {
                    if near.contains(n) {
                        before.insert(1);
                    }
                    if near.contains(1) {
                        after.insert(n);
                    }
                } else {
                    before.insert(1);
                    after.insert(n);
                }
                let kept = by_cell[cell].and(before).and(after);
                if kept != by_cell[cell] {
                    by_cell[cell] = kept;
                    changed = true;
                }
            }
        }
    }

    /// Whether the filled grid is a tour agreeing with the puzzle's kind.
    pub(crate) fn is_tour(&self, cells: &Cells) -> bool {
        if !self.is_complete() {
            return false;
        }
        let linked = (1..self.numbers).all(|number| {
            match (self.cell_of(number), self.cell_of(number + 1)) {
                (Some(a), Some(b)) => cells.is_move(a, b),
                _ => false,
            }
        });
        let closes = match (self.cell_of(1), self.cell_of(self.numbers)) {
            (Some(a), Some(b)) => cells.is_move(a, b),
            _ => false,
        };
        linked && (!self.closed || closes)
    }

    /// The squares in tour order, once complete.
    pub(crate) fn route(&self, cells: &Cells) -> Vec<crate::square::Square> {
        (1..=self.numbers)
            .filter_map(|number| self.cell_of(number))
            .map(|cell| cells.square(cell))
            .collect()
    }
}
