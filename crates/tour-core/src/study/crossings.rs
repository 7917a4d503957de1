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
//!
//! Every cell sees the same few shapes of segment, moved along: when a piece's segments
//! can meet a cell in at most eight ways (the knight's eight, the wazir's two), a cell's
//! crossings depend only on which of them the route draws. Those are counted once for
//! all 256 sets, and the route is read in one pass that marks each cell's set in a byte
//! ([`Pattern`]): about 30 times faster than comparing the segments cell by cell on a
//! million squares (`cargo bench -p tour-core --bench study`). Other pieces are counted
//! cell by cell.

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
    let cells = Cells::new(board);
    let by_pattern = Pattern::new(board, &cells).and_then(|pattern| pattern.count(squares, kind));
    by_pattern.unwrap_or_else(|| by_cells(&cells, squares, kind))
}

/// The crossings found by comparing the segments listed in each cell, pair by pair.
pub(super) fn by_cells(cells: &Cells, squares: &[Square], kind: TourKind) -> u64 {
    let segments = Segments { squares, kind };
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

/// The ways a piece's segments can meet a cell, at most eight, each a bit of a byte; the
/// crossings in a cell for each byte; and, for each move of the piece from each place in
/// a cell, the cells its segment is listed in and its bit there.
pub(super) struct Pattern {
    /// A cell's side, as in [`Cells`].
    side: usize,
    /// Cells across and in all: cell `(column, row)` is `row * across + column`.
    across: usize,
    cells: usize,
    /// The longest step: move `(dx, dy)` is keyed by [`Pattern::key`].
    q: i64,
    /// By move key and the place of the square it leaves in its cell (`side * side`
    /// places): where its segment is listed.
    reach: Vec<Reach>,
    /// The distinct crossing points inside a cell, for each set of segments drawn.
    crossings: [u8; 256],
    /// By coordinate along either side, its cell and its place in the cell: a look-up
    /// where two divisions per square would cost more than the rest of the pass.
    axis: Vec<(usize, usize)>,
}

/// The cells one segment is listed in, as offsets from the cell of the square it is
/// drawn from, each with the segment's bit in that cell's byte. A segment spans at most
/// three cells each way.
#[derive(Clone, Copy, Default)]
struct Reach {
    listed: [(isize, u8); 9],
    len: usize,
}

impl Pattern {
    /// The pattern of `board`'s piece on `cells`; `None` when its segments meet a cell
    /// in more than eight ways.
    pub(super) fn new(board: &Board, cells: &Cells) -> Option<Pattern> {
        let (p, q) = (i64::from(board.leaper().p()), i64::from(board.leaper().q()));
        let side = cells.side;
        // Each undirected orientation once, drawn downwards (or rightwards when level).
        let mut directions: Vec<(i64, i64)> = [(p, q), (q, p)]
            .into_iter()
            .flat_map(|(a, b)| [(a, b), (-a, b), (a, -b), (-a, -b)])
            .filter(|&(dx, dy)| dy > 0 || (dy == 0 && dx > 0))
            .collect();
        directions.sort_unstable();
        directions.dedup();
        // A cell far enough from the board's corner that every segment meeting it starts
        // and ends at positive coordinates, where [`Cells::span`] reads it as on a board.
        let home = 2 * q + 2;
        let origin = home * side;
        let mut segments: Vec<Segment> = Vec::new();
        for &(dx, dy) in &directions {
            for y in origin - q - side..=origin + side + q {
                for x in origin - q - side..=origin + side + q {
                    let lists = |(first, last): (usize, usize)| {
                        usize::try_from(home).is_ok_and(|home| (first..=last).contains(&home))
                    };
                    if lists(cells.span(x, x + dx)) && lists(cells.span(y, y + dy)) {
                        segments.push([(x, y), (x + dx, y + dy)]);
                    }
                }
            }
        }
        if segments.len() > 8 {
            return None;
        }
        let side_u = usize::try_from(side).ok()?;
        let width = usize::try_from(2 * q + 1).ok()?;
        let across = i64::try_from(cells.across).ok()?;
        let mut reach = vec![Reach::default(); width * width * side_u * side_u];
        for (bit, &[start, end]) in (0u8..).zip(&segments) {
            // Drawn from either end.
            for (from, to) in [(start, end), (end, start)] {
                let key = Self::key(q, (to.0 - from.0, to.1 - from.1))?;
                let place = from.1.rem_euclid(side) * side + from.0.rem_euclid(side);
                let offset =
                    (home - from.1.div_euclid(side)) * across + (home - from.0.div_euclid(side));
                let slot = reach.get_mut(key * side_u * side_u + usize::try_from(place).ok()?)?;
                *slot.listed.get_mut(slot.len)? = (isize::try_from(offset).ok()?, 1 << bit);
                slot.len += 1;
            }
        }
        Some(Pattern {
            side: side_u,
            across: cells.across,
            cells: cells.count(),
            q,
            reach,
            crossings: Self::table(&segments, origin, side),
            axis: (0..usize::from(board.rows().max(board.cols())))
                .map(|v| (v / side_u, v % side_u))
                .collect(),
        })
    }

    /// Where move `(dx, dy)` is among the `(2q + 1)^2` steps of at most `q` each way.
    fn key(q: i64, (dx, dy): (i64, i64)) -> Option<usize> {
        let width = 2 * q + 1;
        let (x, y) = (dx + q, dy + q);
        let inside = (0..width).contains(&x) && (0..width).contains(&y);
        inside
            .then(|| usize::try_from(y * width + x).ok())
            .flatten()
    }

    /// For each set of `segments` drawn (a bit each), the distinct points inside the
    /// cell at `origin` (side `side`) where two of them cross.
    fn table(segments: &[Segment], origin: i64, side: i64) -> [u8; 256] {
        let inside = |(x, y, d): Point| {
            let within = |v: i64| origin * d <= v && v < (origin + side) * d;
            within(x) && within(y)
        };
        // Each point with the pairs (as two bits) crossing there.
        let mut points: Vec<(Point, u8)> = Vec::new();
        for (a, &first) in segments.iter().enumerate() {
            for (b, &second) in segments.iter().enumerate().skip(a + 1) {
                if let Some(point) = crossing(first, second).filter(|&point| inside(point)) {
                    points.push((point, (1 << a) | (1 << b)));
                }
            }
        }
        points.sort_unstable();
        let mut table = [0u8; 256];
        for (drawn, count) in (0u8..=255).zip(table.iter_mut()) {
            let mut seen: Option<Point> = None;
            for &(point, pair) in &points {
                if drawn & pair == pair && seen != Some(point) {
                    *count += 1;
                    seen = Some(point);
                }
            }
        }
        table
    }

    /// The crossings of the tour `squares`, or `None` if two consecutive squares are not
    /// a move of the piece (never, for a validated route).
    fn count(&self, squares: &[Square], kind: TourKind) -> Option<u64> {
        let mut drawn = vec![0u8; self.cells];
        let closing = match (kind, squares.first(), squares.last()) {
            (TourKind::Closed, Some(&first), Some(&last)) if squares.len() > 1 => {
                Some([last, first])
            }
            _ => None,
        };
        let moves = squares
            .windows(2)
            .filter_map(|pair| <[Square; 2]>::try_from(pair).ok());
        let places = self.side * self.side;
        for [from, to] in moves.chain(closing) {
            let (x, y) = (usize::from(from.col()), usize::from(from.row()));
            let step = (
                i64::from(to.col()) - i64::from(from.col()),
                i64::from(to.row()) - i64::from(from.row()),
            );
            let (&(column, x), &(row, y)) = (self.axis.get(x)?, self.axis.get(y)?);
            let place = y * self.side + x;
            let reach = self.reach.get(Self::key(self.q, step)? * places + place)?;
            let cell = row * self.across + column;
            for &(offset, bit) in reach.listed.get(..reach.len)? {
                if let Some(set) = drawn.get_mut(cell.wrapping_add_signed(offset)) {
                    *set |= bit;
                }
            }
        }
        let crossings = drawn
            .iter()
            .map(|&set| u64::from(self.crossings[usize::from(set)]));
        Some(crossings.sum())
    }
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
pub(super) struct Cells {
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
    pub(super) fn new(board: &Board) -> Cells {
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
