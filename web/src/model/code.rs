//! The code panel's data: the pseudocode lines a run recorded as it
//! was solved, where in the playback each one shows, and how the line cursor steps.
//!
//! Positions are counted in the run's events: 0 before the first, `k` once `k` events
//! are applied. A greedy run's events are its moves, so its lines follow the route view
//! (shown squares = events + 1); a search's lines follow the search view, and `fast`'s
//! lines all come before its route plays.

use tour_core::{
    Algorithm,
    trace::{BuildStep, Line},
};

use super::timeline::View;

/// Lines kept for the panel (about 12 MB); a longer run still finishes, and the panel
/// says it follows the beginning only.
pub const MAX_TRACE_LINES: usize = 250_000;

/// Speeds (moves per second) up to which playback with the panel open steps one line per
/// beat; faster, it steps by moves and the panel follows.
pub const LINE_SPEED_MAX: u32 = 10;

/// The lines a run recorded.
#[derive(Debug, PartialEq)]
pub struct CodeTrace {
    /// The lines, in the order they ran.
    pub lines: Vec<Line>,
    /// Each line's position, in events (never decreasing).
    pub at: Vec<u32>,
    /// Whether the run ran more lines than were kept.
    pub truncated: bool,
    /// The view the lines follow.
    pub view: View,
    /// `fast`'s construction, step by step, as its `Line::Build` lines name it.
    pub built: Vec<BuildStep>,
    /// Whether every line comes before the first event (`fast`, whose steps are not
    /// moves).
    before_events: bool,
}

impl CodeTrace {
    /// The lines run before the first step, for `algorithm`.
    pub fn new(algorithm: Algorithm, start: Vec<Line>) -> Self {
        let searched = algorithm.backtracks() || algorithm == Algorithm::Random;
        let mut trace = CodeTrace {
            lines: Vec::new(),
            at: Vec::new(),
            truncated: false,
            view: if searched { View::Search } else { View::Route },
            built: Vec::new(),
            before_events: algorithm == Algorithm::Fast,
        };
        trace.push(0, &start);
        trace
    }

    /// Records the lines of the step that had `events` events before it.
    pub fn record(&mut self, events: usize, lines: &[Line]) {
        let events = if self.before_events { 0 } else { events };
        let mut applied = false;
        for line in lines {
            // The line that applies the event, and every line after it, show the board
            // with the event applied.
            applied |= line.after_event();
            let position = events + usize::from(applied && !self.before_events);
            self.push(position, std::slice::from_ref(line));
        }
    }

    fn push(&mut self, position: usize, lines: &[Line]) {
        for &line in lines {
            if self.lines.len() >= MAX_TRACE_LINES {
                self.truncated = true;
                return;
            }
            self.lines.push(line);
            self.at.push(u32::try_from(position).unwrap_or(u32::MAX));
        }
    }

    /// The player position of event position `events` in [`view`](Self::view).
    pub fn offset(&self) -> usize {
        match self.view {
            View::Route => 1,
            View::Search => 0,
        }
    }
}

/// The line shown at event position `events` when arriving there other than line by
/// line: the last that ran up to it.
pub fn line_at(at: &[u32], events: usize) -> usize {
    at.partition_point(|&a| a as usize <= events)
        .saturating_sub(1)
}

/// One line on from `(line, events)`: the next line when it runs here or on the next
/// event, else the next event with the same line still shown (`fast`'s route).
pub fn next(at: &[u32], line: usize, events: usize) -> (usize, usize) {
    match at.get(line + 1) {
        Some(&next) if next as usize <= events + 1 => (line + 1, events.max(next as usize)),
        _ => (line, events + 1),
    }
}

/// One line back from `(line, events)`: the previous event while past this line's own
/// position, else the previous line where it ran.
pub fn prev(at: &[u32], line: usize, events: usize) -> (usize, usize) {
    let here = at.get(line).map_or(0, |&a| a as usize);
    if events > here {
        return (line, events - 1);
    }
    match line.checked_sub(1) {
        Some(before) => {
            let there = at[before] as usize;
            (before, there.max(events.saturating_sub(1)))
        }
        None => (0, here),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tour_core::{Board, Options, Square};

    fn traced(algorithm: Algorithm, rows: u16, cols: u16) -> CodeTrace {
        let board = Board::new(rows, cols).unwrap();
        let mut solver = algorithm
            .solver_with(
                board,
                Square::new(0, 0),
                &Options {
                    budget: 5_000,
                    tries: 20,
                    ..Options::default()
                },
            )
            .unwrap();
        let mut start = Vec::new();
        solver.trace_start(&mut start);
        let mut trace = CodeTrace::new(algorithm, start);
        let mut events = 0;
        loop {
            let mut lines = Vec::new();
            let event = solver.step_traced(&mut lines);
            trace.record(events, &lines);
            if event.is_none() {
                return trace;
            }
            events += 1;
        }
    }

    /// Every frame of the playback, walked forward.
    fn frames(at: &[u32], last_event: usize) -> Vec<(usize, usize)> {
        let mut frame = (0, at[0] as usize);
        let mut all = vec![frame];
        while frame != (at.len() - 1, last_event) {
            let next = next(at, frame.0, frame.1);
            assert!(next.1 <= last_event, "past the end at {frame:?}");
            frame = next;
            all.push(frame);
        }
        all
    }

    #[test]
    fn stepping_forward_then_back_visits_the_same_frames() {
        for (algorithm, rows, cols) in [
            (Algorithm::Warnsdorff, 5, 5),
            (Algorithm::Backtrack, 3, 4),
            (Algorithm::Random, 4, 4),
            (Algorithm::Fast, 5, 6),
        ] {
            let trace = traced(algorithm, rows, cols);
            let last_event = (*trace.at.last().unwrap() as usize).max(match algorithm {
                Algorithm::Fast => 29,
                _ => 0,
            });
            let forward = frames(&trace.at, last_event);
            let mut back = vec![*forward.last().unwrap()];
            while back.last() != Some(&(0, 0)) {
                let (line, events) = *back.last().unwrap();
                back.push(prev(&trace.at, line, events));
            }
            back.reverse();
            assert_eq!(forward, back, "{algorithm:?}");
            // Each line shows at its own position.
            let shown: std::collections::HashSet<_> = forward.iter().copied().collect();
            for (line, &at) in trace.at.iter().enumerate() {
                assert!(
                    shown.contains(&(line, at as usize)),
                    "{algorithm:?} line {line}"
                );
            }
        }
    }

    #[test]
    fn arriving_elsewhere_shows_the_last_line_run_there() {
        let trace = traced(Algorithm::Warnsdorff, 5, 5);
        assert_eq!(
            line_at(&trace.at, 0),
            trace.at.partition_point(|&a| a == 0) - 1
        );
        let end = *trace.at.last().unwrap() as usize;
        assert_eq!(line_at(&trace.at, end), trace.lines.len() - 1);
        assert!(matches!(
            trace.lines[line_at(&trace.at, end)],
            Line::Complete
        ));
        assert_eq!(trace.offset(), 1);
    }

    #[test]
    fn fast_shows_its_lines_before_the_route() {
        let trace = traced(Algorithm::Fast, 8, 8);
        assert!(trace.at.iter().all(|&a| a == 0));
        assert!(matches!(trace.lines.last(), Some(Line::Complete)));
    }
}
