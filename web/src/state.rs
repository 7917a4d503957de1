//! The app's one state and its reducer: which board, which run, how far playback is.
//!
//! Everything here is plain Rust with no browser calls, so the whole playback logic is
//! unit-tested natively (`cargo test -p tour-web`). Components only read this state and
//! dispatch [`Action`]s; the timer in `app.rs` dispatches [`Action::Tick`].

use std::rc::Rc;

use tour_core::{Algorithm, Board, MoveOrder, Run, Square, Status};
use yew::Reducible;

/// Playback speeds the app accepts, in moves per second.
pub const SPEED_RANGE: std::ops::RangeInclusive<u32> = 1..=60;

/// Moves per second when nothing else is asked for.
pub const DEFAULT_SPEED: u32 = 4;

/// The largest board side the app draws. The core handles 1000 x 1000, but an SVG with
/// one element per square stops being responsive well before that.
pub const APP_MAX_SIDE: u16 = 50;

/// What the app root reports in `data-state`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// No start square chosen yet.
    Idle,
    /// The timer is advancing the playback.
    Playing,
    /// Playback stopped before the end of the route.
    Paused,
    /// The whole route is shown and it is a complete tour.
    Done,
    /// The whole route is shown and the knight got stuck.
    Stuck,
}

impl Phase {
    /// The `data-state` attribute value.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Idle => "idle",
            Self::Playing => "playing",
            Self::Paused => "paused",
            Self::Done => "done",
            Self::Stuck => "stuck",
        }
    }
}

/// A solved run, ready to play back. Shared by `Rc` so re-renders never copy the route.
#[derive(Debug, PartialEq)]
pub struct Playback {
    /// The validated run from the core.
    pub run: Run,
    /// Move number (1-based) of each square by dense board index, 0 if never visited.
    pub numbering: Vec<u32>,
    /// How long the solver took, in milliseconds (measured by the caller).
    pub solve_ms: f64,
}

impl Playback {
    /// Squares on the route.
    pub fn len(&self) -> usize {
        self.run.path().len()
    }
}

/// The whole app state.
#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    /// The board being shown.
    pub board: Board,
    /// The algorithm used for new runs.
    pub algorithm: Algorithm,
    /// The move order used for new runs.
    pub order: MoveOrder,
    /// The current run, if a start has been chosen.
    pub playback: Option<Rc<Playback>>,
    /// How many squares of the route are shown (1 = only the start).
    pub shown: usize,
    /// Whether the timer is running.
    pub playing: bool,
    /// Moves per second.
    pub speed: u32,
    /// The square that holds keyboard focus (roving tabindex).
    pub focus: Square,
    /// Whether the last focus change came from the keyboard, so the view moves DOM focus.
    pub focus_from_keyboard: bool,
    /// Problems found in the URL, shown once at the top.
    pub notices: Vec<String>,
    /// Why the last solve request failed, if it did (a solver bug; shown, never hidden).
    pub error: Option<String>,
}

/// Everything that can happen to the state.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Solve from this square and start playing.
    Choose(Square),
    /// A finished solve (dispatched by the view after timing the core).
    Solved(Rc<Playback>),
    /// A solve that failed; the message is shown.
    Failed(String),
    /// Play if paused, pause if playing; at the end, play again from the start.
    TogglePlay,
    /// One move back (pauses).
    Back,
    /// One move forward (pauses).
    Forward,
    /// Show only the start square (pauses).
    ToStart,
    /// Show the whole route (pauses).
    ToEnd,
    /// Play the current route again from its first move.
    Restart,
    /// Set moves per second (clamped to [`SPEED_RANGE`]).
    SetSpeed(u32),
    /// Advance playback by this many moves (the timer's beat).
    Tick(usize),
    /// Move keyboard focus by rows and columns, staying on the board.
    MoveFocus(i32, i32),
    /// Focus this square (pointer or programmatic).
    Focus(Square),
    /// Show another board; clears the run.
    SetBoard(Board),
    /// Use another move order for new runs; clears the run.
    SetOrder(MoveOrder),
    /// Dismiss the URL notices.
    DismissNotices,
}

impl AppState {
    /// A fresh state on `board` with nothing chosen.
    pub fn new(board: Board, algorithm: Algorithm, order: MoveOrder, speed: u32) -> Self {
        AppState {
            board,
            algorithm,
            order,
            playback: None,
            shown: 0,
            playing: false,
            speed: clamp_speed(speed),
            focus: Square::new(board.rows().saturating_sub(1), 0),
            focus_from_keyboard: false,
            notices: Vec::new(),
            error: None,
        }
    }

    /// The phase shown in `data-state`.
    pub fn phase(&self) -> Phase {
        let Some(playback) = &self.playback else {
            return Phase::Idle;
        };
        if self.shown < playback.len() {
            if self.playing {
                Phase::Playing
            } else {
                Phase::Paused
            }
        } else {
            match playback.run.status() {
                Status::Complete(_) => Phase::Done,
                _ => Phase::Stuck,
            }
        }
    }

    /// The squares shown so far, start first.
    pub fn shown_path(&self) -> &[Square] {
        match &self.playback {
            Some(playback) => &playback.run.path()[..self.shown.min(playback.len())],
            None => &[],
        }
    }

    /// The knight's current square, if a run is shown.
    pub fn knight(&self) -> Option<Square> {
        self.shown_path().last().copied()
    }

    fn with_shown(mut self, shown: usize) -> Self {
        let len = self.playback.as_ref().map_or(0, |p| p.len());
        self.shown = shown.clamp(usize::from(len > 0), len);
        if self.shown >= len {
            self.playing = false;
        }
        self
    }

    /// Applies one action. Pure: the same state and action always give the same result.
    pub fn apply(mut self, action: Action) -> Self {
        let len = self.playback.as_ref().map_or(0, |p| p.len());
        match action {
            // The view solves (it times the call); choosing just records the focus.
            Action::Choose(square) => {
                self.focus = square;
                self.error = None;
                self
            }
            Action::Solved(playback) => {
                self.focus = playback.run.route().start();
                self.playback = Some(playback);
                self.shown = 1;
                self.playing = true;
                self.error = None;
                self.with_shown(1)
            }
            Action::Failed(message) => {
                self.playback = None;
                self.playing = false;
                self.shown = 0;
                self.error = Some(message);
                self
            }
            Action::TogglePlay if len > 0 => {
                if self.shown >= len {
                    self.shown = 1;
                    self.playing = true;
                } else {
                    self.playing = !self.playing;
                }
                self
            }
            Action::Back => {
                self.playing = false;
                let shown = self.shown.saturating_sub(1);
                self.with_shown(shown)
            }
            Action::Forward => {
                self.playing = false;
                let shown = self.shown + 1;
                self.with_shown(shown)
            }
            Action::ToStart => {
                self.playing = false;
                self.with_shown(1)
            }
            Action::ToEnd => {
                self.playing = false;
                self.with_shown(len)
            }
            Action::Restart if len > 0 => {
                self.playing = true;
                self.with_shown(1)
            }
            Action::SetSpeed(speed) => {
                self.speed = clamp_speed(speed);
                self
            }
            Action::Tick(moves) if self.playing => {
                let shown = self.shown.saturating_add(moves.max(1));
                self.with_shown(shown)
            }
            Action::MoveFocus(d_row, d_col) => {
                let row = clamp_axis(self.focus.row(), d_row, self.board.rows());
                let col = clamp_axis(self.focus.col(), d_col, self.board.cols());
                self.focus = Square::new(row, col);
                self.focus_from_keyboard = true;
                self
            }
            Action::Focus(square) if self.board.contains(square) => {
                self.focus = square;
                self.focus_from_keyboard = false;
                self
            }
            Action::SetBoard(board) => {
                let fresh = AppState::new(board, self.algorithm, self.order, self.speed);
                AppState {
                    notices: self.notices,
                    ..fresh
                }
            }
            Action::SetOrder(order) => {
                let fresh = AppState::new(self.board, self.algorithm, order, self.speed);
                AppState {
                    notices: self.notices,
                    focus: self.focus,
                    ..fresh
                }
            }
            Action::DismissNotices => {
                self.notices.clear();
                self
            }
            // Playback actions without a run, ticks while paused, focus off the board.
            Action::TogglePlay | Action::Restart | Action::Tick(_) | Action::Focus(_) => self,
        }
    }
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        Rc::new((*self).clone().apply(action))
    }
}

/// Clamps a speed into [`SPEED_RANGE`].
pub fn clamp_speed(speed: u32) -> u32 {
    speed.clamp(*SPEED_RANGE.start(), *SPEED_RANGE.end())
}

fn clamp_axis(value: u16, delta: i32, len: u16) -> u16 {
    let moved = (i32::from(value) + delta).clamp(0, i32::from(len) - 1);
    u16::try_from(moved).unwrap_or(0)
}

/// Solves from `start` with the state's algorithm and order; the core validates the
/// route before it is returned. `clock` gives milliseconds (`performance.now()` in the
/// browser), used only to report the solve time.
pub fn solve(state: &AppState, start: Square, clock: impl Fn() -> f64) -> Action {
    let began = clock();
    let result = state.algorithm.solve(state.board, start, state.order);
    let solve_ms = clock() - began;
    match result {
        Ok(run) => {
            let numbering = run.route().numbering();
            Action::Solved(Rc::new(Playback {
                run,
                numbering,
                solve_ms,
            }))
        }
        Err(error) => Action::Failed(error.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tour_core::TourKind;

    fn chess() -> AppState {
        AppState::new(Board::CHESS, Algorithm::Warnsdorff, MoveOrder::GOSSIP, 4)
    }

    fn started(from: &str) -> AppState {
        let state = chess();
        let start = Square::parse(from, Board::CHESS).unwrap();
        let solved = solve(&state, start, || 0.0);
        state.apply(Action::Choose(start)).apply(solved)
    }

    #[test]
    fn idle_until_a_square_is_chosen() {
        assert_eq!(chess().phase(), Phase::Idle);
        assert_eq!(chess().knight(), None);
    }

    #[test]
    fn choosing_plays_from_the_start_square() {
        let state = started("g3");
        assert_eq!(state.phase(), Phase::Playing);
        assert_eq!(state.shown, 1);
        assert_eq!(state.knight(), Some(Square::new(5, 6)));
    }

    #[test]
    fn ticks_run_to_done_and_stop() {
        let mut state = started("g3");
        for _ in 0..100 {
            state = state.apply(Action::Tick(1));
        }
        assert_eq!(state.shown, 64);
        assert_eq!(state.phase(), Phase::Done);
        assert_eq!(
            state.playback.as_ref().unwrap().run.status(),
            Status::Complete(TourKind::Open)
        );
        assert!(!state.playing);
    }

    #[test]
    fn e3_ends_stuck() {
        let state = started("e3").apply(Action::ToEnd);
        assert_eq!(state.phase(), Phase::Stuck);
        assert_eq!(state.shown, 60);
    }

    #[test]
    fn stepping_pauses_and_stays_in_range() {
        let state = started("a1").apply(Action::Back).apply(Action::Back);
        assert_eq!(state.shown, 1, "never below the start square");
        assert_eq!(state.phase(), Phase::Paused);
        let state = state.apply(Action::Forward);
        assert_eq!(state.shown, 2);
        let state = state.apply(Action::ToEnd).apply(Action::Forward);
        assert_eq!(state.shown, 64, "never past the end");
        let state = state.apply(Action::Back);
        assert_eq!(state.phase(), Phase::Paused);
        assert_eq!(state.apply(Action::ToStart).shown, 1);
    }

    #[test]
    fn play_at_the_end_replays_from_the_start() {
        let state = started("a1").apply(Action::ToEnd).apply(Action::TogglePlay);
        assert_eq!(state.shown, 1);
        assert_eq!(state.phase(), Phase::Playing);
        let paused = state.apply(Action::TogglePlay);
        assert_eq!(paused.phase(), Phase::Paused);
        assert_eq!(
            paused.clone().apply(Action::Tick(5)).shown,
            1,
            "paused ignores ticks"
        );
        assert_eq!(paused.apply(Action::Restart).phase(), Phase::Playing);
    }

    #[test]
    fn speed_is_clamped() {
        assert_eq!(chess().apply(Action::SetSpeed(0)).speed, 1);
        assert_eq!(chess().apply(Action::SetSpeed(10_000)).speed, 60);
    }

    #[test]
    fn keyboard_focus_stays_on_the_board() {
        let state = chess();
        assert_eq!(state.focus, Square::parse("a1", Board::CHESS).unwrap());
        let state = state.apply(Action::MoveFocus(1, -1));
        assert_eq!(state.focus, Square::parse("a1", Board::CHESS).unwrap());
        let state = state.apply(Action::MoveFocus(-1, 1));
        assert_eq!(state.focus, Square::parse("b2", Board::CHESS).unwrap());
        assert!(state.focus_from_keyboard);
    }

    #[test]
    fn changing_board_or_order_clears_the_run() {
        let state = started("g3").apply(Action::SetBoard(Board::new(5, 5).unwrap()));
        assert_eq!(state.phase(), Phase::Idle);
        assert_eq!(state.focus, Square::new(4, 0));
        let state = started("g3").apply(Action::SetOrder(MoveOrder::DEITEL));
        assert_eq!(state.phase(), Phase::Idle);
        assert_eq!(state.order, MoveOrder::DEITEL);
    }

    #[test]
    fn playback_actions_without_a_run_do_nothing() {
        for action in [
            Action::TogglePlay,
            Action::Restart,
            Action::Tick(3),
            Action::Back,
            Action::ToEnd,
        ] {
            let state = chess().apply(action.clone());
            assert_eq!(state.phase(), Phase::Idle, "{action:?}");
        }
    }
}
