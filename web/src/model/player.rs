//! [`Player`]: where playback stands in a run (or in its recorded search), and the
//! controls that move it. Watch and compare modes each own one.

use tour_core::{Square, solver::Event};

use super::code::CodeTrace;
use super::timeline::{SearchCursor, View};

/// A playback control, from a button, a key or the timer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Control {
    /// Play if paused, pause if playing; at the end, play again from the start.
    TogglePlay,
    /// One step back (pauses).
    Back,
    /// One step forward (pauses).
    Forward,
    /// Back to the first step (pauses).
    ToStart,
    /// To the last step (pauses).
    ToEnd,
    /// Play again from the first step.
    Restart,
    /// Advance playback by this many steps (the timer's beat).
    Tick(usize),
    /// Show the route or the search.
    SetView(View),
    /// Advance playback by one line of the code panel (the timer's beat at slow speeds
    /// while the panel shows).
    TickLine,
}

/// What is being played: the route's length and, for searches, the recorded events.
#[derive(Clone, Copy, Debug)]
pub struct Track<'a> {
    /// Squares on the longest route played (compare mode plays two in step).
    pub route_len: usize,
    /// The recorded search, if there is one.
    pub events: Option<&'a [Event]>,
    /// The code panel's lines, while it shows and follows this view.
    pub code: Option<&'a CodeTrace>,
}

/// Where playback stands.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Player {
    /// How many squares of the route are shown (1 = only the start; 0 = no run).
    pub shown: usize,
    /// Whether the timer is running.
    pub playing: bool,
    /// Route or search playback.
    pub view: View,
    /// Where the search playback stands, for runs that recorded one.
    pub cursor: Option<SearchCursor>,
    /// The code panel's line (an index into the run's recorded lines).
    pub line: usize,
}

impl Player {
    /// A new run from `start` shown at its first step, playing unless `paused`; with a
    /// recorded search when `searched`.
    pub fn fresh(start: Square, searched: bool, paused: bool) -> Player {
        Player {
            shown: 1,
            playing: !paused,
            view: View::Route,
            cursor: searched.then(|| SearchCursor::new(start)),
            line: 0,
        }
    }

    /// The current step in the current view.
    pub fn position(&self) -> usize {
        match (self.view, &self.cursor) {
            (View::Search, Some(cursor)) => cursor.position(),
            _ => self.shown,
        }
    }

    /// The last step in the current view.
    pub fn length(&self, track: Track<'_>) -> usize {
        match (self.view, track.events) {
            (View::Search, Some(events)) => events.len(),
            _ => track.route_len,
        }
    }

    /// Whether the whole run is shown (and, with the code panel, its last line).
    pub fn at_end(&self, track: Track<'_>) -> bool {
        if track
            .code
            .is_some_and(|code| self.line + 1 < code.lines.len())
        {
            return false;
        }
        self.position() >= self.length(track)
    }

    /// Whether playback stands at its first step (and, with the code panel, its first
    /// line).
    pub fn at_start(&self, track: Track<'_>) -> bool {
        if track.code.is_some() && self.line > 0 {
            return false;
        }
        let _ = track;
        self.position() <= self.first_position()
    }

    /// The first step: the start square alone (route) or no event yet (search).
    pub fn first_position(&self) -> usize {
        match self.view {
            View::Search => 0,
            View::Route => 1,
        }
    }

    /// Applies a control; nothing happens without a run.
    pub fn apply(self, control: Control, track: Track<'_>) -> Player {
        if track.route_len == 0 {
            return self;
        }
        if let Some(code) = track.code {
            return self.apply_lines(control, track, code);
        }
        self.apply_moves(control, track)
    }

    /// Applies a control step by step in the current view.
    fn apply_moves(mut self, control: Control, track: Track<'_>) -> Player {
        match control {
            Control::TogglePlay if self.at_end(track) => {
                self.playing = true;
                self.seek(0, track)
            }
            Control::TogglePlay => {
                self.playing = !self.playing;
                self
            }
            Control::Back => {
                let target = self.position().saturating_sub(1);
                self.pause_at(target, track)
            }
            Control::Forward => {
                let target = self.position() + 1;
                self.pause_at(target, track)
            }
            Control::ToStart => self.pause_at(0, track),
            Control::ToEnd => self.pause_at(usize::MAX, track),
            Control::Restart => {
                self.playing = true;
                self.seek(0, track)
            }
            Control::Tick(steps) if self.playing => {
                let target = self.position().saturating_add(steps.max(1));
                self.seek(target, track)
            }
            Control::Tick(_) => self,
            Control::SetView(View::Search) if self.cursor.is_none() => self,
            Control::SetView(view) => {
                self.view = view;
                self.playing = false;
                self
            }
            Control::TickLine => self,
        }
    }

    /// Applies a control line by line while the code panel shows: stepping and the slow
    /// beat move one line, the rest move as without it and show the last line run there.
    fn apply_lines(mut self, control: Control, track: Track<'_>, code: &CodeTrace) -> Player {
        use super::code::{next, prev};
        let offset = code.offset();
        let events = self.position().saturating_sub(offset);
        let last_line = code.lines.len().saturating_sub(1);
        let (line, target) = match control {
            Control::Forward => {
                self.playing = false;
                next(&code.at, self.line, events)
            }
            Control::Back => {
                self.playing = false;
                prev(&code.at, self.line, events)
            }
            Control::TickLine if self.playing => next(&code.at, self.line, events),
            Control::TickLine => return self,
            Control::ToStart => {
                self.playing = false;
                (0, 0)
            }
            Control::Restart => {
                self.playing = true;
                (0, 0)
            }
            Control::TogglePlay if self.at_end(track) => {
                self.playing = true;
                (0, 0)
            }
            // The rest move by squares, as without the panel.
            Control::TogglePlay | Control::ToEnd | Control::Tick(_) | Control::SetView(_) => {
                return self.apply_moves(control, track);
            }
        };
        let length = self.length(track);
        let target = (target + offset).clamp(self.first_position(), length);
        let playing = self.playing && (target < length || line < last_line);
        let mut player = self.seek(target, track);
        player.line = line.min(last_line);
        player.playing = playing;
        player
    }

    /// Pauses at `target`.
    fn pause_at(mut self, target: usize, track: Track<'_>) -> Player {
        self.playing = false;
        self.seek(target, track)
    }

    /// Moves playback to `target` in the current view, clamped to the run; stops the
    /// timer at the end. Nothing happens without a run.
    pub fn seek(mut self, target: usize, track: Track<'_>) -> Player {
        if track.route_len == 0 {
            return self;
        }
        let length = self.length(track);
        let target = target.clamp(self.first_position(), length);
        match (self.view, self.cursor.as_mut(), track.events) {
            (View::Search, Some(cursor), Some(events)) => cursor.seek(events, target),
            _ => self.shown = target,
        }
        if let Some(code) = track.code {
            // At the first step, the first line; elsewhere the last line run up to it.
            self.line = if target <= self.first_position() {
                0
            } else {
                super::code::line_at(&code.at, target.saturating_sub(code.offset()))
            };
        }
        if target >= length {
            self.playing = false;
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn track(route_len: usize) -> Track<'static> {
        Track {
            route_len,
            events: None,
            code: None,
        }
    }

    #[test]
    fn stepping_pauses_and_stays_in_range() {
        let route = track(64);
        let player = Player::fresh(Square::new(0, 0), false, false);
        let player = player
            .apply(Control::Back, route)
            .apply(Control::Back, route);
        assert_eq!(player.shown, 1, "never below the start square");
        assert!(!player.playing);
        let player = player.apply(Control::Forward, route);
        assert_eq!(player.shown, 2);
        let player = player
            .apply(Control::ToEnd, route)
            .apply(Control::Forward, route);
        assert_eq!(player.shown, 64, "never past the end");
        assert_eq!(player.apply(Control::ToStart, route).shown, 1);
    }

    #[test]
    fn play_at_the_end_replays_and_ticks_stop_at_the_end() {
        let route = track(10);
        let player = Player::fresh(Square::new(0, 0), false, false);
        let player = (0..20).fold(player, |p, _| p.apply(Control::Tick(1), route));
        assert_eq!(player.shown, 10);
        assert!(!player.playing);
        let player = player.apply(Control::TogglePlay, route);
        assert_eq!((player.shown, player.playing), (1, true));
        let paused = player.apply(Control::TogglePlay, route);
        assert_eq!(paused.clone().apply(Control::Tick(5), route).shown, 1);
        assert!(paused.apply(Control::Restart, route).playing);
    }

    #[test]
    fn without_a_run_or_a_search_controls_do_nothing() {
        let idle = Player::default();
        for control in [Control::TogglePlay, Control::Restart, Control::Tick(3)] {
            assert_eq!(idle.clone().apply(control, track(0)), idle);
        }
        assert_eq!(idle.clone().seek(5, track(0)), idle);
        let greedy = Player::fresh(Square::new(0, 0), false, true);
        let same = greedy
            .clone()
            .apply(Control::SetView(View::Search), track(64));
        assert_eq!(same.view, View::Route, "no recorded search to show");
    }
}
