//! Reading the joined route off the links: from the start, square after square.
//!
//! Following `next` one square at a time is a chain of dependent reads, each waiting for
//! the last. But most of the route runs along a tile's own tour, which is known: the
//! walk reads such a run off the tour (the tile's pattern) and only checks each link
//! against it, reads that do not wait for one another, until a link leaves the pattern
//! (a join, the corridor's route, the end). The route is the links' either way.

use crate::square::Square;

use super::{Joiner, NONE};

/// A tour linked into tiles of one size, in tile coordinates.
pub(super) struct Pattern {
    /// The tour's squares, in the tile.
    local: Vec<Square>,
    /// Each square's index offset from the tile's top-left corner on the board.
    offsets: Vec<u32>,
    /// Each square's place in the tour, by `row * width + col` in the tile.
    place: Vec<u32>,
    width: u16,
    closed: bool,
}

impl Joiner {
    /// The pattern of tile `t`'s tour `local`: one shared by every tile of its size (the
    /// closed tours), or its own (the start tile's path).
    pub(super) fn pattern(&mut self, t: usize, local: &[Square], closed: bool) -> u32 {
        let (_, _, h, w) = self.tiles[t];
        let known = self.patterns.iter().position(|pattern| {
            pattern.closed
                && closed
                && pattern.width == w
                && pattern.local.len() == usize::from(h) * usize::from(w)
        });
        if let Some(known) = known {
            return known as u32;
        }
        let cols = u32::from(self.board.cols());
        let mut place = vec![0; local.len()];
        for (i, s) in local.iter().enumerate() {
            place[usize::from(s.row()) * usize::from(w) + usize::from(s.col())] = i as u32;
        }
        self.patterns.push(Pattern {
            local: local.to_vec(),
            offsets: local
                .iter()
                .map(|s| u32::from(s.row()) * cols + u32::from(s.col()))
                .collect(),
            place,
            width: w,
            closed,
        });
        (self.patterns.len() - 1) as u32
    }

    /// The square before `c` in tile `t`'s own tour (`NONE` before a path's first), for
    /// a tile not joined yet.
    pub(super) fn before_in_tile(&self, t: usize, c: u32) -> u32 {
        let Some(pattern) = self.patterns.get(self.pattern_of[t] as usize) else {
            return NONE;
        };
        let (origin, i) = self.place_in(t, pattern, self.square(c));
        match i.checked_sub(1) {
            Some(before) => origin + pattern.offsets[before],
            None if pattern.closed => origin + pattern.offsets[pattern.local.len() - 1],
            None => NONE,
        }
    }

    /// Turns tile `t` (not joined yet) round: each square links to the one before it in
    /// the tile's tour.
    pub(super) fn reverse_tile(&mut self, t: usize) {
        let Some(pattern) = self.patterns.get(self.pattern_of[t] as usize) else {
            return;
        };
        let (top, left, _, _) = self.tiles[t];
        let origin = u32::from(top) * u32::from(self.board.cols()) + u32::from(left);
        let n = pattern.offsets.len();
        for i in 0..n {
            let before = match i.checked_sub(1) {
                Some(before) => origin + pattern.offsets[before],
                None if pattern.closed => origin + pattern.offsets[n - 1],
                None => NONE,
            };
            self.next[(origin + pattern.offsets[i]) as usize] = before;
        }
    }

    /// Tile `t`'s top-left index on the board, and the place of `square` (in the tile) in
    /// its pattern.
    fn place_in(&self, t: usize, pattern: &Pattern, square: Square) -> (u32, usize) {
        let (top, left, _, _) = self.tiles[t];
        let origin = u32::from(top) * u32::from(self.board.cols()) + u32::from(left);
        let local = usize::from(square.row() - top) * usize::from(pattern.width)
            + usize::from(square.col() - left);
        (origin, pattern.place[local] as usize)
    }

    /// Follows the links from `at` for about `stretch` squares, adding them to `route`:
    /// the whole route once it covers the board or the links end.
    pub(super) fn walk(
        &self,
        route: &mut Vec<Square>,
        at: &mut u32,
        stretch: usize,
    ) -> Option<Vec<Square>> {
        let area = self.board.area();
        let stop = (route.len() + stretch).min(area);
        while route.len() < stop && *at != NONE {
            *at = self.run_from(*at, route, stop);
        }
        (route.len() == area || *at == NONE).then(|| std::mem::take(route))
    }

    /// Adds `at` and the squares after it that follow its tile's pattern (until `stop`
    /// squares are in the route); returns the link after the last square added.
    fn run_from(&self, at: u32, route: &mut Vec<Square>, stop: usize) -> u32 {
        let square = self.square(at);
        let next = self.next[at as usize];
        let t = self.tile_of(square);
        let Some(pattern) = self.patterns.get(self.pattern_of[t] as usize) else {
            route.push(square);
            return next;
        };
        let (top, left, _, _) = self.tiles[t];
        let (origin, mut i) = self.place_in(t, pattern, square);
        let n = pattern.local.len();
        let after = |i: usize| if i + 1 == n { 0 } else { i + 1 };
        let before = |i: usize| if i == 0 { n - 1 } else { i - 1 };
        let cell = |i: usize| origin + pattern.offsets[i];
        let forwards = next == cell(after(i));
        if !forwards && next != cell(before(i)) {
            route.push(square);
            return next;
        }
        loop {
            let s = pattern.local[i];
            route.push(Square::new(top + s.row(), left + s.col()));
            let link = self.next[cell(i) as usize];
            let j = if forwards { after(i) } else { before(i) };
            if link != cell(j) || route.len() >= stop {
                return link;
            }
            i = j;
        }
    }
}
