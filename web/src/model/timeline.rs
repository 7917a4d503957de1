//! What a board plays back ([`View`]: the route, or the search that found it), a position
//! in a recorded search, and the route as it stood there.
//!
//! A backtracking search is recorded as a list of events (place a square, take one
//! back). Playing the search means moving a cursor along that list; every event can be
//! undone from the event alone, so stepping back is as cheap as stepping forward.

use tour_core::{Square, solver::Event};

/// What the board plays back: the final route, or the search that found it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum View {
    /// The route, one move per step.
    #[default]
    Route,
    /// Every placement and retreat of a backtracking search, in order.
    Search,
}

impl View {
    /// The `data-view` value of its button.
    pub const fn id(self) -> &'static str {
        match self {
            View::Route => "route",
            View::Search => "search",
        }
    }
}

/// Where the search playback stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchCursor {
    start: Square,
    position: usize,
    path: Vec<Square>,
    placed: u64,
    retreated: u64,
}

impl SearchCursor {
    /// Before the first event: only the start square is placed.
    pub fn new(start: Square) -> Self {
        SearchCursor {
            start,
            position: 0,
            path: vec![start],
            placed: 1,
            retreated: 0,
        }
    }

    /// Events applied so far.
    pub fn position(&self) -> usize {
        self.position
    }

    /// The route at this point of the search, start first.
    pub fn path(&self) -> &[Square] {
        &self.path
    }

    /// Squares placed so far, the start included.
    pub fn placed(&self) -> u64 {
        self.placed
    }

    /// Squares taken back so far.
    pub fn retreated(&self) -> u64 {
        self.retreated
    }

    /// Moves to `target` (clamped to the events there are).
    pub fn seek(&mut self, events: &[Event], target: usize) {
        let target = target.min(events.len());
        while self.position < target {
            self.apply(events[self.position]);
            self.position += 1;
        }
        while self.position > target {
            let event = events[self.position - 1];
            if !self.undo(event) {
                // A restart forgets the walk before it: replay from the beginning.
                *self = SearchCursor::new(self.start);
                self.seek(events, target);
                return;
            }
            self.position -= 1;
        }
    }

    fn apply(&mut self, event: Event) {
        match event {
            Event::Placed(square) => {
                self.path.push(square);
                self.placed += 1;
            }
            Event::Retreated(_) => {
                self.path.pop();
                self.retreated += 1;
            }
            Event::Restarted => {
                self.path.clear();
                self.path.push(self.start);
                self.placed += 1;
            }
        }
    }

    /// Undoes `event`; `false` when it cannot be undone locally.
    fn undo(&mut self, event: Event) -> bool {
        match event {
            Event::Placed(_) => {
                self.path.pop();
                self.placed -= 1;
                true
            }
            Event::Retreated(square) => {
                self.path.push(square);
                self.retreated -= 1;
                true
            }
            Event::Restarted => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tour_core::{Algorithm, Board, Options};

    fn record(rows: u16, cols: u16) -> (Square, Vec<Event>) {
        let board = Board::new(rows, cols).unwrap();
        let start = Square::new(0, 0);
        let mut search = Algorithm::Backtrack
            .solver_with(board, start, &Options::default())
            .unwrap();
        let mut events = Vec::new();
        while let Some(event) = search.step() {
            events.push(event);
        }
        (start, events)
    }

    #[test]
    fn seeking_back_and_forth_matches_a_fresh_replay() {
        let (start, events) = record(3, 4);
        let mut cursor = SearchCursor::new(start);
        for target in [events.len(), 5, 17, 0, events.len() / 2, 3] {
            cursor.seek(&events, target);
            let mut fresh = SearchCursor::new(start);
            fresh.seek(&events, target);
            assert_eq!(cursor, fresh, "at {target}");
        }
    }

    #[test]
    fn counters_follow_the_events() {
        let (start, events) = record(3, 4);
        let mut cursor = SearchCursor::new(start);
        cursor.seek(&events, events.len());
        let retreats = events
            .iter()
            .filter(|e| matches!(e, Event::Retreated(_)))
            .count();
        assert_eq!(cursor.retreated(), retreats as u64);
        assert_eq!(cursor.placed(), 1 + (events.len() - retreats) as u64);
        assert_eq!(
            cursor.path().len(),
            12,
            "3x4 has an open tour from a corner"
        );
    }

    #[test]
    fn restarts_are_replayed_when_stepping_back_over_them() {
        let start = Square::new(0, 0);
        let events = [
            Event::Placed(Square::new(1, 2)),
            Event::Restarted,
            Event::Placed(Square::new(2, 1)),
        ];
        let mut cursor = SearchCursor::new(start);
        cursor.seek(&events, 3);
        assert_eq!(cursor.path(), [start, Square::new(2, 1)]);
        cursor.seek(&events, 1);
        assert_eq!(cursor.path(), [start, Square::new(1, 2)]);
    }
}
