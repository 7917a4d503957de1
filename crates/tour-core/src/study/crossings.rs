//! Where the drawn route crosses itself, counted exactly and in time linear in its
//! length.
//!
//! Each segment joins the centres of two squares (at whole coordinates, column across
//! and row down) and spans a box no larger than the piece's longest step. The plane is
//! cut into square cells about half that step wide; every segment is listed in the cells
//! its inside can reach, so two segments that cross are listed together in the cell
//! holding their crossing, and only segments listed together are compared. Each
//! crossing is counted in its own cell alone, so three segments through one point are
//! one crossing however the cells cut them.

use crate::board::Board;
use crate::route::TourKind;
use crate::square::Square;

/// A segment's two ends, `(x, y)` = (column, row) of each centre.
type Segment = [(i64, i64); 2];

/// A crossing point, `(x, y)` as `(x / d, y / d)` in lowest terms with `d > 0`.
type Point = (i64, i64, i64);

/// The number of distinct points where the tour `squares` (closed as `kind` says)
/// crosses itself.
pub(super) fn count(board: &Board, squares: &[Square], kind: TourKind) -> u64 {
    let segments = Segments { squares, kind };
    let cells = Cells::new(board);
    let listed = cells.list(&segments);
    let mut points: Vec<Point> = Vec::new();
    let mut total = 0u64;
    for cell in 0..cells.count() {
        let here = listed.segments(cell);
        points.clear();
        for (a, &first) in here.iter().enumerate() {
            for &second in &here[a + 1..] {
                if let Some(point) = crossing(segments.get(first), segments.get(second))
                    && cells.of(point) == Some(cell)
                {
                    points.push(point);
                }
            }
        }
        points.sort_unstable();
        points.dedup();
        total += points.len() as u64;
    }
    total
}

/// The route's segments, read off its squares when asked (a million of them stored
/// would cost 32 MB): each move, and the closing move of a closed tour.
struct Segments<'a> {
    squares: &'a [Square],
    kind: TourKind,
}

impl Segments<'_> {
    fn len(&self) -> usize {
        let moves = self.squares.len().saturating_sub(1);
        match self.kind {
            TourKind::Closed => moves + 1,
            TourKind::Open => moves,
        }
    }

    /// Segment `number`: from square `number` to the next, the last one back to the
    /// first.
    fn get(&self, number: u32) -> Segment {
        let centre = |square: Square| (i64::from(square.col()), i64::from(square.row()));
        let from = number as usize;
        let to = (from + 1) % self.squares.len();
        [centre(self.squares[from]), centre(self.squares[to])]
    }
}

/// The point where segments `a` and `b` cross, inside both: `None` when they miss,
/// touch at an end, or lie along one line.
pub(super) fn crossing(a: Segment, b: Segment) -> Option<Point> {
    let [p, q] = a;
    let [r, s] = b;
    let side = |o: (i64, i64), u: (i64, i64), v: (i64, i64)| {
        (u.0 - o.0) * (v.1 - o.1) - (u.1 - o.1) * (v.0 - o.0)
    };
    let (r_side, s_side) = (side(p, q, r), side(p, q, s));
    let (p_side, q_side) = (side(r, s, p), side(r, s, q));
    // Strictly either side of each other's line: no end on the other segment, no overlap.
    if r_side.signum() * s_side.signum() >= 0 || p_side.signum() * q_side.signum() >= 0 {
        return None;
    }
    // Along p -> q at t = p_side / (p_side - q_side).
    let mut d = p_side - q_side;
    let mut x = p.0 * d + (q.0 - p.0) * p_side;
    let mut y = p.1 * d + (q.1 - p.1) * p_side;
    if d < 0 {
        (d, x, y) = (-d, -x, -y);
    }
    let g = gcd(gcd(x.unsigned_abs(), y.unsigned_abs()), d.unsigned_abs());
    // `g` divides `d`, a difference of two small cross products: it fits.
    let g = i64::try_from(g).unwrap_or(1).max(1);
    Some((x / g, y / g, d / g))
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The grid of cells over the board.
struct Cells {
    /// A cell's side, in squares.
    side: i64,
    /// Cells across and down.
    across: usize,
    down: usize,
}

/// The segments listed in each cell, cell by cell.
struct Listed {
    /// Where each cell's list starts in `segments`; one more entry than cells.
    starts: Vec<u32>,
    segments: Vec<u32>,
}

impl Listed {
    fn segments(&self, cell: usize) -> &[u32] {
        let (from, to) = (self.starts[cell], self.starts[cell + 1]);
        &self.segments[from as usize..to as usize]
    }
}

impl Cells {
    fn new(board: &Board) -> Cells {
        // About half the longest step: a segment reaches at most three cells each way,
        // and a cell meets the segments of few squares.
        let side = (i64::from(board.leaper().q()) + 1) / 2;
        let side = side.max(1);
        let cells = |length: u16| usize::from(length).div_ceil(side as usize);
        Cells {
            side,
            across: cells(board.cols()),
            down: cells(board.rows()),
        }
    }

    fn count(&self) -> usize {
        self.across * self.down
    }

    /// The cell holding `point`; `None` off the grid (never, for a board's segments).
    fn of(&self, (x, y, d): Point) -> Option<usize> {
        let column = usize::try_from(x.div_euclid(d * self.side)).ok()?;
        let row = usize::try_from(y.div_euclid(d * self.side)).ok()?;
        (column < self.across && row < self.down).then(|| row * self.across + column)
    }

    /// The cells, as `(first, last)` along one axis, that points strictly inside a
    /// segment from `a` to `b` on that axis can fall in: up to just short of the far end
    /// when the segment moves along the axis.
    fn span(&self, a: i64, b: i64) -> (usize, usize) {
        let (low, high) = (a.min(b), a.max(b));
        let first = low / self.side;
        let last = if high > low {
            (high - 1) / self.side
        } else {
            first
        };
        // Coordinates of squares on the board: never negative.
        (
            usize::try_from(first).unwrap_or(0),
            usize::try_from(last).unwrap_or(0),
        )
    }

    /// Every segment listed in the cells its inside can reach, by counting sort.
    fn list(&self, segments: &Segments<'_>) -> Listed {
        let each = |segment: Segment, visit: &mut dyn FnMut(usize)| {
            let [(x0, y0), (x1, y1)] = segment;
            let (left, right) = self.span(x0, x1);
            let (top, bottom) = self.span(y0, y1);
            for row in top..=bottom.min(self.down - 1) {
                for column in left..=right.min(self.across - 1) {
                    visit(row * self.across + column);
                }
            }
        };
        let mut starts = vec![0u32; self.count() + 1];
        // Segment numbers fit a u32: a board has at most a million squares.
        let numbers = 0..segments.len() as u32;
        for number in numbers.clone() {
            each(segments.get(number), &mut |cell| starts[cell + 1] += 1);
        }
        for cell in 0..self.count() {
            starts[cell + 1] += starts[cell];
        }
        let mut filled = starts.clone();
        let mut listed = vec![0u32; starts[self.count()] as usize];
        for number in numbers {
            each(segments.get(number), &mut |cell| {
                listed[filled[cell] as usize] = number;
                filled[cell] += 1;
            });
        }
        Listed {
            starts,
            segments: listed,
        }
    }
}
