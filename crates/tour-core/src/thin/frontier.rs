//! The frontier of the column-by-column programme: what the last two columns look like
//! to the columns still to come, and how adding one column changes it.
//!
//! The board is read as a strip `width` rows high (1 to 4) and `length` columns long. A
//! knight's move spans at most two columns, so once column `c` has been added (with every
//! move between it and the two columns before it decided), column `c - 2` can gain no
//! more moves. The state after column `c` therefore describes columns `c - 1` and `c`
//! only, one cell per square:
//!
//! * [`UNVISITED`]: no move yet; may take two.
//! * [`MARKED`]: a designated end (the start or the chosen last square) with no move yet;
//!   may take exactly one. Once it has its move it is [`DONE`].
//! * [`DONE`]: needs no more moves (two, or one for a designated end).
//! * a label (from [`FIRST_LABEL`]): a loose end, one move so far, of the path fragment
//!   with that label. A label seen twice is a fragment with both ends loose in the
//!   window; seen once, its other end has already become one of the tour's two ends
//!   (left the window with a single move, or is a designated end).
//!
//! Fragments that lost both loose ends are finished: that is allowed once, when the
//! fragment is the whole tour, and the state becomes [`COMPLETE`] (which takes no further
//! column). Labels are renumbered by first appearance, so equal frontiers have equal codes.

/// A square with no move yet.
pub(crate) const UNVISITED: u8 = 0;
/// A designated end with no move yet.
pub(crate) const MARKED: u8 = 1;
/// A square that needs no more moves.
pub(crate) const DONE: u8 = 2;
/// The first fragment label.
pub(crate) const FIRST_LABEL: u8 = 3;

/// The code of the state in which the whole board is one finished path or cycle.
pub(crate) const COMPLETE: u32 = u32::MAX;

/// Bits per cell in a state code.
const CELL_BITS: u32 = 4;

/// The largest width the programme handles.
pub(crate) const MAX_WIDTH: usize = 4;

/// Cells in the working window of a step: the two frontier columns and the new one.
const WORK: usize = 3 * MAX_WIDTH;

/// One move a new column may make back into the window: `(new cell, old cell)`, both
/// indices into the working window (`slot * width + row`, slot 2 the new column).
type Edge = (u8, u8);

/// The moves of one strip width, and which of them each step may choose.
#[derive(Clone, Debug)]
pub(crate) struct Geometry {
    width: usize,
    edges: Vec<Edge>,
    /// Per edge: the old cells (slot 0) that take no move after this edge, so a
    /// square still unvisited there is lost and the branch can stop.
    settled_after: Vec<Vec<u8>>,
}

impl Geometry {
    /// The moves between a new column and the two before it, in a strip `width` high.
    pub(crate) fn new(width: usize) -> Geometry {
        let width = width.clamp(1, MAX_WIDTH);
        let mut edges = Vec::new();
        // Small integers only: rows and slots are below 4.
        let cell = |slot: usize, row: usize| u8::try_from(slot * width + row).unwrap_or(0);
        for row in 0..width {
            for (slot, d_row) in [(1usize, -2i32), (1, 2), (0, -1), (0, 1)] {
                let other = i32::try_from(row).unwrap_or(0) + d_row;
                if let Ok(other) = usize::try_from(other)
                    && other < width
                {
                    edges.push((cell(2, row), cell(slot, other)));
                }
            }
        }
        // Moves into the oldest column first, so a square there that cannot be finished
        // stops the branch as early as possible.
        edges.sort_by_key(|&(a, b)| (b >= cell(1, 0), b, a));
        let mut settled_after = vec![Vec::new(); edges.len()];
        for row in 0..width {
            let old = cell(0, row);
            let last = edges.iter().rposition(|&(_, b)| b == old);
            if let Some(last) = last {
                settled_after[last].push(old);
            }
        }
        Geometry {
            width,
            edges,
            settled_after,
        }
    }

    /// The moves of a step, by bit of the step's move mask: `(new row, old column
    /// offset 1 or 2, old row)`.
    pub(crate) fn moves(&self, mask: u16) -> impl Iterator<Item = (usize, usize, usize)> + '_ {
        let w = self.width;
        self.edges
            .iter()
            .enumerate()
            .filter(move |&(i, _)| mask & (1 << i) != 0)
            .map(move |(_, &(a, b))| {
                let (a, b) = (usize::from(a), usize::from(b));
                (a - 2 * w, 2 - b / w, b % w)
            })
    }

    /// The state before the first column: two virtual columns of finished squares.
    pub(crate) fn initial(&self) -> u32 {
        encode(&[DONE; 2 * MAX_WIDTH][..2 * self.width])
    }

    /// Whether the board is finished when `code` is the state after its last column.
    pub(crate) fn accepts(&self, code: u32, closed: bool) -> bool {
        if code == COMPLETE {
            return true;
        }
        if closed {
            return false;
        }
        let cells = decode(code, 2 * self.width);
        let mut label = None;
        for &cell in &cells {
            match cell {
                UNVISITED | MARKED => return false,
                DONE => {}
                l => match label {
                    None => label = Some(l),
                    Some(seen) if seen == l => {}
                    Some(_) => return false,
                },
            }
        }
        label.is_some()
    }

    /// Every state one column on from `code`, with the moves chosen (a mask over this
    /// geometry's edges), when the new column's designated ends are the rows in
    /// `marked` (bit per row). Closed asks for a cycle: no square may end with one move.
    pub(crate) fn step(&self, code: u32, marked: u8, closed: bool, out: &mut Vec<(u32, u16)>) {
        if code == COMPLETE {
            return;
        }
        let w = self.width;
        let mut work = [DONE; WORK];
        work[..2 * w].copy_from_slice(&decode(code, 2 * w)[..2 * w]);
        for row in 0..w {
            work[2 * w + row] = if marked & (1 << row) != 0 {
                MARKED
            } else {
                UNVISITED
            };
        }
        let mut walk = Walk {
            geometry: self,
            closed,
            out,
        };
        walk.choose(0, work, 0, false);
    }
}

/// The depth-first choice of a step's moves, edge by edge.
struct Walk<'a> {
    geometry: &'a Geometry,
    closed: bool,
    out: &'a mut Vec<(u32, u16)>,
}

impl Walk<'_> {
    fn choose(&mut self, edge: usize, work: [u8; WORK], mask: u16, complete: bool) {
        let g = self.geometry;
        if edge == g.edges.len() {
            self.leave(work, mask, complete);
            return;
        }
        let settled = &g.settled_after[edge];
        let lost = |work: &[u8; WORK]| {
            settled
                .iter()
                .any(|&c| matches!(work[usize::from(c)], UNVISITED | MARKED))
        };
        if !lost(&work) {
            self.choose(edge + 1, work, mask, complete);
        }
        if complete {
            // Nothing may join a finished tour.
            return;
        }
        let (a, b) = g.edges[edge];
        let cells = 3 * g.width;
        if let Some((next, completes)) =
            join(work, cells, usize::from(a), usize::from(b), self.closed)
            && !lost(&next)
        {
            self.choose(edge + 1, next, mask | (1 << edge), completes);
        }
    }

    /// Column `c - 2` leaves the window: each of its squares must be finished, or become
    /// one of the tour's two ends.
    fn leave(&mut self, mut work: [u8; WORK], mask: u16, mut complete: bool) {
        let w = self.geometry.width;
        let cells = 3 * w;
        for i in 0..w {
            let cell = work[i];
            work[i] = DONE;
            match cell {
                UNVISITED | MARKED => return,
                DONE => {}
                label => {
                    if self.closed {
                        return;
                    }
                    if !work[..cells].contains(&label) {
                        // Its other end is already an end of the tour: the fragment is
                        // finished, which only the whole tour may be.
                        if complete || work[..cells].iter().any(|&c| c != DONE) {
                            return;
                        }
                        complete = true;
                    }
                }
            }
        }
        if complete {
            self.out.push((COMPLETE, mask));
            return;
        }
        let frontier = &work[w..cells];
        if !self.closed && singletons(frontier) > 2 {
            return;
        }
        self.out.push((canonical(frontier), mask));
    }
}

/// Adds the move `a`-`b` to the working window, or `None` if a square would take a move
/// too many or the move would close a cycle that is not the whole tour. The flag says
/// whether the move finished the tour.
fn join(
    mut work: [u8; WORK],
    cells: usize,
    a: usize,
    b: usize,
    closed: bool,
) -> Option<([u8; WORK], bool)> {
    let (x, y) = (work[a], work[b]);
    if x == DONE || y == DONE {
        return None;
    }
    let mut finished = false;
    match (x, y) {
        (UNVISITED, UNVISITED) => {
            let fresh = fresh_label(&work[..cells]);
            work[a] = fresh;
            work[b] = fresh;
        }
        (UNVISITED, MARKED) | (MARKED, UNVISITED) => {
            let fresh = fresh_label(&work[..cells]);
            work[a] = if x == UNVISITED { fresh } else { DONE };
            work[b] = if y == UNVISITED { fresh } else { DONE };
        }
        (UNVISITED, label) | (label, UNVISITED) => {
            work[a] = if x == UNVISITED { label } else { DONE };
            work[b] = if y == UNVISITED { label } else { DONE };
        }
        (MARKED, MARKED) => {
            work[a] = DONE;
            work[b] = DONE;
            finished = true;
        }
        (MARKED, label) | (label, MARKED) => {
            work[a] = DONE;
            work[b] = DONE;
            finished = !work[..cells].contains(&label);
        }
        (p, q) if p == q => {
            if !closed {
                return None;
            }
            work[a] = DONE;
            work[b] = DONE;
            finished = true;
        }
        (p, q) => {
            work[a] = DONE;
            work[b] = DONE;
            let mut remaining = false;
            for cell in &mut work[..cells] {
                if *cell == q {
                    *cell = p;
                }
                remaining |= *cell == p;
            }
            finished = !remaining;
        }
    }
    if finished && work[..cells].iter().any(|&c| c != DONE) {
        return None;
    }
    Some((work, finished))
}

/// A label no cell of `cells` uses (there are at most 12 cells and 13 labels).
fn fresh_label(cells: &[u8]) -> u8 {
    (FIRST_LABEL..=15)
        .find(|l| !cells.contains(l))
        .unwrap_or(15)
}

/// Labels seen exactly once: fragments one of whose ends is already an end of the tour.
pub(crate) fn singletons(cells: &[u8]) -> usize {
    cells
        .iter()
        .filter(|&&c| c >= FIRST_LABEL && cells.iter().filter(|&&d| d == c).count() == 1)
        .count()
}

/// The code of a frontier with labels renumbered by first appearance.
fn canonical(cells: &[u8]) -> u32 {
    let mut map = [0u8; 16];
    let mut next = FIRST_LABEL;
    let mut out = [DONE; 2 * MAX_WIDTH];
    for (o, &c) in out.iter_mut().zip(cells) {
        *o = if c >= FIRST_LABEL {
            let slot = &mut map[usize::from(c)];
            if *slot == 0 {
                *slot = next;
                next += 1;
            }
            *slot
        } else {
            c
        };
    }
    encode(&out[..cells.len()])
}

/// Packs cells, four bits each, first cell lowest.
pub(crate) fn encode(cells: &[u8]) -> u32 {
    cells
        .iter()
        .rev()
        .fold(0, |code, &c| (code << CELL_BITS) | u32::from(c & 0xF))
}

/// Unpacks `n` cells.
pub(crate) fn decode(code: u32, n: usize) -> [u8; 2 * MAX_WIDTH] {
    let mut cells = [DONE; 2 * MAX_WIDTH];
    for (i, cell) in cells.iter_mut().enumerate().take(n) {
        // Four bits per cell, so the value fits a byte.
        *cell = u8::try_from((code >> (CELL_BITS * u32::try_from(i).unwrap_or(0))) & 0xF)
            .unwrap_or(DONE);
    }
    cells
}
