//! The app's one state and its reducer: which board, which run, how far playback is.
//!
//! Everything here is plain Rust with no browser calls, so the whole playback logic is
//! unit-tested natively (`cargo test -p tour-web`). Components only read this state and
//! dispatch [`Action`]s; the timer in `app.rs` dispatches [`Action::Tick`], and the
//! solver job in `solving.rs` dispatches progress and the finished run.

use std::rc::Rc;

use tour_core::{Algorithm, Board, Decision, Event, MoveOrder, Run, Square, SurveyEntry, Tally};
use yew::Reducible;

use crate::play::Standing;
use crate::timeline::SearchCursor;

/// Playback speeds the app accepts, in moves (or search steps) per second.
pub const SPEED_RANGE: std::ops::RangeInclusive<u32> = 1..=1000;

/// Placements a search may make in the app: the seeds' searches need at most 266,247,
/// and `fast`'s exact search settles every thin board the app draws well within it.
pub const APP_BUDGET: u64 = tour_core::DEFAULT_BUDGET;

/// Moves per second when nothing else is asked for.
pub const DEFAULT_SPEED: u32 = 4;

/// The largest board side the app draws: all the core handles.
pub const APP_MAX_SIDE: u16 = tour_core::MAX_SIDE;

/// The largest side drawn as SVG with one element per square (numbers, heatmap, start
/// shading); larger boards are drawn on a canvas (`view::large_board`).
pub const SVG_MAX_SIDE: u16 = 50;

/// Whether `board` is drawn on the canvas rather than as SVG squares.
pub fn is_large(board: Board) -> bool {
    board.rows() > SVG_MAX_SIDE || board.cols() > SVG_MAX_SIDE
}

/// What the app root reports in `data-state`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// No run to show yet.
    Idle,
    /// The solver is still working (the page stays responsive; Cancel stops it).
    Solving,
    /// The all-starts survey is still working (Cancel stops it).
    Surveying,
    /// The timer is advancing the playback.
    Playing,
    /// Playback stopped before the end.
    Paused,
    /// The whole route is shown and it is a complete tour.
    Done,
    /// The whole run is shown and it ended without a tour (stuck, out of budget, no tour,
    /// out of tries); in play mode, the student's knight is at a dead end.
    Stuck,
    /// Play mode: the student's knight is on the board with moves left.
    Moving,
}

impl Phase {
    /// The `data-state` attribute value.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Idle => "idle",
            Self::Solving => "solving",
            Self::Surveying => "surveying",
            Self::Playing => "playing",
            Self::Paused => "paused",
            Self::Done => "done",
            Self::Stuck => "stuck",
            Self::Moving => "moving",
        }
    }
}

/// The colour theme.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    /// Follow the system's light or dark setting.
    System,
    /// Light, whatever the system says.
    Light,
    /// Dark, whatever the system says.
    Dark,
}

impl Theme {
    /// Every theme, in the switcher's order.
    pub const ALL: [Theme; 3] = [Theme::System, Theme::Light, Theme::Dark];

    /// The `data-theme` value on the page root (`system` sets none).
    pub const fn id(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }
}

/// What the app is for at the moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    /// Choose a start and watch an algorithm's run.
    #[default]
    Watch,
    /// Move the knight yourself.
    Play,
    /// Two algorithms from the same start, side by side, playing in step.
    Compare,
}

impl Mode {
    /// Every mode, in the switcher's order.
    pub const ALL: [Mode; 3] = [Mode::Watch, Mode::Play, Mode::Compare];

    /// The `mode=` value in the URL and the switcher's `data-mode`.
    pub const fn id(self) -> &'static str {
        match self {
            Mode::Watch => "watch",
            Mode::Play => "play",
            Mode::Compare => "compare",
        }
    }

    /// Reads a `mode=` value.
    pub fn named(id: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|mode| mode.id() == id)
    }

    /// Whether the mode draws every square (so it needs a board the SVG draws).
    pub const fn needs_squares(self) -> bool {
        !matches!(self, Mode::Watch)
    }
}

/// One of the two boards of compare mode (`First` is the only board elsewhere).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Side {
    /// The main board: the algorithm chosen in the settings.
    #[default]
    First,
    /// Compare mode's second board.
    Second,
}

impl Side {
    /// The `data-side` value.
    pub const fn id(self) -> &'static str {
        match self {
            Side::First => "first",
            Side::Second => "second",
        }
    }
}

/// What the board plays back: the final route, or the search that found it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    /// The route, one move per step.
    Route,
    /// Every placement and retreat of a backtracking search, in order.
    Search,
}

/// The events of a search, as far as they were recorded.
#[derive(Debug, PartialEq)]
pub struct SearchRecord {
    /// Placements and retreats in order.
    pub events: Vec<Event>,
    /// Whether the search took more steps than were recorded.
    pub truncated: bool,
}

/// A solved run, ready to play back. Shared by `Rc` so re-renders never copy the route.
#[derive(Debug, PartialEq)]
pub struct Playback {
    /// The validated run from the core.
    pub run: Run,
    /// How long the solver took, in milliseconds.
    pub solve_ms: f64,
    /// The search itself, for the backtracking algorithms.
    pub search: Option<SearchRecord>,
    /// Why each move was chosen, for the rules that decide by a score (entry `i` chose
    /// square `i + 1`).
    pub decisions: Option<Vec<Decision>>,
    /// The seed the run was solved with (it matters to the random walk only), so a link
    /// can replay it.
    pub seed: u64,
    /// Whether the run was pasted in rather than solved.
    pub imported: bool,
}

impl Playback {
    /// Squares on the route.
    pub fn len(&self) -> usize {
        self.run.path().len()
    }

    /// Builds a playback from a finished run.
    pub fn new(run: Run, solve_ms: f64, search: Option<SearchRecord>) -> Self {
        Playback {
            run,
            solve_ms,
            search,
            decisions: None,
            seed: 0,
            imported: false,
        }
    }
}

/// How far a running solve has got, for the progress line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The start square being solved from.
    pub start: Square,
    /// Steps taken so far.
    pub steps: u64,
    /// Squares on the route right now.
    pub depth: usize,
}

/// An all-starts survey, finished or as far as it has got.
#[derive(Clone, Debug, PartialEq)]
pub struct SurveyResult {
    /// The board surveyed.
    pub board: Board,
    /// The algorithm surveyed.
    pub algorithm: Algorithm,
    /// The move order every run used.
    pub order: MoveOrder,
    /// The random walk's seed, reused when a cell is clicked so it replays the same run.
    pub seed: u64,
    /// One entry per start square run so far, in board order.
    pub entries: Vec<SurveyEntry>,
    /// Whether every start square has been run.
    pub finished: bool,
    /// Time since the survey began, in milliseconds.
    pub elapsed_ms: f64,
}

impl SurveyResult {
    /// How many starts ended each way so far.
    pub fn tally(&self) -> Tally {
        Tally::of(&self.entries)
    }

    /// The entry for a start square, once it has been run.
    pub fn entry(&self, square: Square) -> Option<&SurveyEntry> {
        // Entries arrive in board order, so a square's index is its position.
        self.board
            .index(square)
            .and_then(|index| self.entries.get(index))
            .filter(|entry| entry.start == square)
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
    /// Whether `fast` looks for closed tours only.
    pub closed: bool,
    /// Whether the board shades the squares a tour can start from.
    pub show_starts: bool,
    /// Whether unvisited squares show their onward-move counts.
    pub show_degrees: bool,
    /// The interface language.
    pub lang: crate::i18n::Lang,
    /// Light, dark, or the system's choice.
    pub theme: Theme,
    /// Watching a run or playing.
    pub mode: Mode,
    /// The student's walk in play mode.
    pub play: crate::play::PlayState,
    /// Compare mode's second algorithm.
    pub second: Algorithm,
    /// Compare mode's second run, played in step with `playback`.
    pub second_playback: Option<Rc<Playback>>,
    /// The current run, if one has been solved.
    pub playback: Option<Rc<Playback>>,
    /// A solve in progress.
    pub solving: Option<Progress>,
    /// Route or search playback.
    pub view: View,
    /// How many squares of the route are shown (1 = only the start).
    pub shown: usize,
    /// Where the search playback stands.
    pub cursor: Option<SearchCursor>,
    /// Whether the timer is running.
    pub playing: bool,
    /// Moves per second.
    pub speed: u32,
    /// The square that holds keyboard focus (roving tabindex).
    pub focus: Square,
    /// Whether the last focus change came from the keyboard, so the view moves DOM focus.
    pub focus_from_keyboard: bool,
    /// Problems found in the URL, shown once at the top.
    pub notices: Vec<crate::url::Notice>,
    /// A message about the last solve that produced no run (failed or cancelled).
    pub message: Option<String>,
    /// Show the next solved run paused at its first step instead of playing it (a link
    /// with `start` but without `autoplay=1`).
    pub pause_next_run: bool,
    /// The last all-starts survey for the current settings.
    pub survey: Option<Rc<SurveyResult>>,
    /// Whether the survey is still running.
    pub surveying: bool,
    /// Whether the board shows the survey heatmap instead of the run.
    pub show_heatmap: bool,
    /// The iframe layout, without page chrome (`embed=1`).
    pub embed: bool,
    /// Whether an embed shows its compact controls (`controls=1`, the default).
    pub controls: bool,
    /// Show the next solved run paused at this step (a link's `step=`).
    pub pending_step: Option<usize>,
    /// Why the last pasted route was not imported, with the squares that show it.
    pub import_problem: Option<ImportProblem>,
}

/// A pasted route that was refused.
#[derive(Clone, Debug, PartialEq)]
pub struct ImportProblem {
    /// What the core found wrong.
    pub error: tour_core::ImportError,
    /// The board the squares of the error are on: a pasted numbered board's own size,
    /// else the board shown (for square names and outlines).
    pub board: Board,
}

impl ImportProblem {
    /// The squares on the board that show the first bad move.
    pub fn squares(&self) -> Vec<Square> {
        use tour_core::{ImportError, RouteError};
        match &self.error {
            ImportError::Route {
                error: RouteError::NotKnightMove { from, to, .. },
                ..
            } => vec![*from, *to],
            ImportError::Route {
                error: RouteError::Repeated { square, .. },
                ..
            } => vec![*square],
            _ => Vec::new(),
        }
    }
}

/// Everything that can happen to the state.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// A solve from this square began.
    Solving(Progress),
    /// A finished solve.
    Solved(Rc<Playback>),
    /// A solve that produced no run; the message is shown.
    Failed(String),
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
    /// Set moves per second (clamped to [`SPEED_RANGE`]).
    SetSpeed(u32),
    /// Advance playback by this many steps (the timer's beat).
    Tick(usize),
    /// Show the route or the search.
    SetView(View),
    /// Move keyboard focus by rows and columns, staying on the board.
    MoveFocus(i32, i32),
    /// Focus this square (pointer or programmatic).
    Focus(Square),
    /// Show another board; clears the run.
    SetBoard(Board),
    /// Use another algorithm for new runs; clears the run.
    SetAlgorithm(Algorithm),
    /// Use another move order for new runs; clears the run.
    SetOrder(MoveOrder),
    /// Look for closed tours only (`fast`); clears the run.
    SetClosed(bool),
    /// Shade the squares a tour can start from, or stop shading them.
    ShowStarts(bool),
    /// Show or hide every unvisited square's onward-move count.
    ShowDegrees(bool),
    /// Speak another language.
    SetLang(crate::i18n::Lang),
    /// Use another colour theme.
    SetTheme(Theme),
    /// Dismiss the URL notices.
    DismissNotices,
    /// The running solve or survey was cancelled.
    Cancelled,
    /// Survey progress, or the finished survey.
    Surveyed(Rc<SurveyResult>),
    /// Show the survey heatmap (`true`) or the run (`false`) on the board.
    ShowHeatmap(bool),
    /// Watch or play.
    SetMode(Mode),
    /// Something in play mode.
    Play(crate::play::PlayAction),
    /// Compare against another algorithm; clears the runs.
    SetSecond(Algorithm),
    /// Both runs of a comparison, finished and validated.
    Compared(Rc<Playback>, Rc<Playback>),
    /// A pasted route, validated: shown on its own board, paused at its start.
    Imported(Rc<Playback>),
    /// A pasted route that was refused.
    ImportFailed(ImportProblem),
}

impl AppState {
    /// A fresh state on `board` with nothing chosen.
    pub fn new(board: Board, algorithm: Algorithm, order: MoveOrder, speed: u32) -> Self {
        AppState {
            board,
            algorithm,
            order,
            closed: false,
            show_starts: false,
            show_degrees: false,
            lang: crate::i18n::Lang::En,
            theme: Theme::System,
            mode: Mode::Watch,
            play: crate::play::PlayState::default(),
            second: Algorithm::Warnsdorff,
            second_playback: None,
            playback: None,
            solving: None,
            view: View::Route,
            shown: 0,
            cursor: None,
            playing: false,
            speed: clamp_speed(speed),
            focus: Square::new(board.rows().saturating_sub(1), 0),
            focus_from_keyboard: false,
            notices: Vec::new(),
            message: None,
            pause_next_run: false,
            survey: None,
            surveying: false,
            show_heatmap: false,
            embed: false,
            controls: true,
            pending_step: None,
            import_problem: None,
        }
    }

    /// The phase shown in `data-state`.
    pub fn phase(&self) -> Phase {
        if self.mode == Mode::Play {
            return match self.play.standing(self.board) {
                Standing::Empty => Phase::Idle,
                Standing::Moving => Phase::Moving,
                Standing::DeadEnd => Phase::Stuck,
                Standing::Complete(_) => Phase::Done,
            };
        }
        if self.solving.is_some() {
            return Phase::Solving;
        }
        if self.surveying {
            return Phase::Surveying;
        }
        let Some(playback) = &self.playback else {
            return Phase::Idle;
        };
        if self.position() < self.length() {
            if self.playing {
                Phase::Playing
            } else {
                Phase::Paused
            }
        } else if playback.run.status().is_complete() {
            Phase::Done
        } else {
            Phase::Stuck
        }
    }

    /// The settings every solve and survey in the app uses; `seed` drives the random walk.
    pub fn solve_options(&self, seed: u64) -> tour_core::Options {
        tour_core::Options {
            order: Some(self.order),
            seed,
            closed: self.closed,
            budget: APP_BUDGET,
            ..tour_core::Options::default()
        }
    }

    /// The survey to draw as a heatmap, when the board shows one.
    pub fn heatmap(&self) -> Option<&SurveyResult> {
        self.survey
            .as_deref()
            .filter(|survey| self.show_heatmap && survey.board == self.board)
    }

    /// The decision the rule takes from the knight's current square (the next move), if
    /// the run records decisions and has a next move.
    pub fn next_decision(&self) -> Option<&Decision> {
        if self.view != View::Route {
            return None;
        }
        let decisions = self.playback.as_ref()?.decisions.as_ref()?;
        decisions.get(self.shown.checked_sub(1)?)
    }

    /// The recorded search events, if the run has them.
    pub fn events(&self) -> Option<&[Event]> {
        self.playback
            .as_ref()?
            .search
            .as_ref()
            .map(|record| record.events.as_slice())
    }

    /// The current step of the playback in the current view.
    pub fn position(&self) -> usize {
        if self.mode == Mode::Play {
            return self.play.walk.len();
        }
        match (self.view, &self.cursor) {
            (View::Search, Some(cursor)) => cursor.position(),
            _ => self.shown,
        }
    }

    /// The last step of the playback in the current view.
    pub fn length(&self) -> usize {
        if self.mode == Mode::Play {
            return self.board.area();
        }
        match (self.view, self.events()) {
            (View::Search, Some(events)) => events.len(),
            _ => {
                let first = self.playback.as_ref().map_or(0, |p| p.len());
                let second = self.second_playback.as_ref().map_or(0, |p| p.len());
                first.max(second)
            }
        }
    }

    /// The run drawn on `side`.
    pub fn run_on(&self, side: Side) -> Option<&Rc<Playback>> {
        match side {
            Side::First => self.playback.as_ref(),
            Side::Second => self.second_playback.as_ref(),
        }
    }

    /// The squares on `side`'s board at this step, start first.
    pub fn side_path(&self, side: Side) -> &[Square] {
        match side {
            Side::First => self.shown_path(),
            Side::Second => self
                .second_playback
                .as_ref()
                .map_or(&[], |p| &p.run.path()[..self.shown.min(p.len())]),
        }
    }

    /// Whether `side`'s run has ended without a tour and is shown to its end.
    pub fn stuck_on(&self, side: Side) -> bool {
        match (self.mode, side) {
            (Mode::Compare, _) => self.run_on(side).is_some_and(|playback| {
                !playback.run.status().is_complete() && self.shown >= playback.len()
            }),
            (_, Side::First) => self.phase() == Phase::Stuck,
            (_, Side::Second) => false,
        }
    }

    /// The first step: the start square alone (route) or no event yet (search).
    fn first_position(&self) -> usize {
        match self.view {
            View::Search => 0,
            View::Route => usize::from(self.playback.is_some()),
        }
    }

    /// The squares on the board at this step, start first.
    pub fn shown_path(&self) -> &[Square] {
        if self.mode == Mode::Play {
            return &self.play.walk;
        }
        match (self.view, &self.cursor, &self.playback) {
            (View::Search, Some(cursor), _) => cursor.path(),
            (_, _, Some(playback)) => &playback.run.path()[..self.shown.min(playback.len())],
            _ => &[],
        }
    }

    /// The knight's current square, if a run is shown.
    pub fn knight(&self) -> Option<Square> {
        self.shown_path().last().copied()
    }

    /// Moves playback to `target` in the current view, clamped to the run; stops the
    /// timer at the end.
    fn seek(mut self, target: usize) -> Self {
        let length = self.length();
        let target = target.clamp(self.first_position(), length);
        match self.view {
            View::Route => self.shown = target,
            View::Search => {
                let events = self
                    .playback
                    .as_ref()
                    .and_then(|p| p.search.as_ref())
                    .map(|record| record.events.as_slice());
                if let (Some(cursor), Some(events)) = (self.cursor.as_mut(), events) {
                    cursor.seek(events, target);
                }
            }
        }
        if target >= length {
            self.playing = false;
        }
        self
    }

    /// Shows a run just solved from its first step: playing, unless a link asked for it
    /// paused.
    fn show_new_run(mut self) -> Self {
        self.solving = None;
        self.message = None;
        self.playing = !self.pause_next_run;
        self.pause_next_run = false;
        self.shown = 1;
        match self.pending_step.take() {
            Some(step) => {
                self.playing = false;
                self.seek(step)
            }
            None => self.seek(0),
        }
    }

    /// Forgets what waited for work that will not come now (a failed, cancelled or
    /// abandoned solve or hint): a link's paused start and step, and a hint search.
    fn drop_pending(&mut self) {
        self.pause_next_run = false;
        self.pending_step = None;
        if self.play.hint == Some(crate::play::Hint::Searching) {
            self.play.hint = None;
        }
    }

    /// Applies one action. Pure: the same state and action always give the same result.
    pub fn apply(mut self, action: Action) -> Self {
        let has_run = self.playback.is_some();
        match action {
            Action::Solving(progress) => {
                self.focus = progress.start;
                self.import_problem = None;
                self.surveying = false;
                self.show_heatmap = false;
                self.solving = Some(progress);
                self.playback = None;
                self.second_playback = None;
                self.cursor = None;
                self.playing = false;
                self.shown = 0;
                self.message = None;
                self
            }
            Action::Solved(playback) => {
                self.focus = playback.run.route().start();
                self.cursor = playback
                    .search
                    .as_ref()
                    .map(|_| SearchCursor::new(playback.run.route().start()));
                if self.cursor.is_none() {
                    self.view = View::Route;
                }
                self.playback = Some(playback);
                self.show_new_run()
            }
            Action::Failed(message) => {
                self.drop_pending();
                self.solving = None;
                self.surveying = false;
                self.playback = None;
                self.second_playback = None;
                self.cursor = None;
                self.playing = false;
                self.shown = 0;
                self.message = Some(message);
                self
            }
            Action::TogglePlay if has_run => {
                if self.position() >= self.length() {
                    self.playing = true;
                    self.seek(0)
                } else {
                    self.playing = !self.playing;
                    self
                }
            }
            Action::Back => {
                self.playing = false;
                let target = self.position().saturating_sub(1);
                self.seek(target)
            }
            Action::Forward => {
                self.playing = false;
                let target = self.position() + 1;
                self.seek(target)
            }
            Action::ToStart => {
                self.playing = false;
                self.seek(0)
            }
            Action::ToEnd => {
                self.playing = false;
                self.seek(usize::MAX)
            }
            Action::Restart if has_run => {
                self.playing = true;
                self.seek(0)
            }
            Action::SetSpeed(speed) => {
                self.speed = clamp_speed(speed);
                self
            }
            Action::Tick(steps) if self.playing => {
                let target = self.position().saturating_add(steps.max(1));
                self.seek(target)
            }
            Action::SetView(view) => {
                if view == View::Search && self.cursor.is_none() {
                    return self;
                }
                self.view = view;
                self.playing = false;
                self
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
                let (algorithm, order) = (self.algorithm, self.order);
                let mut state = self.reset(board, algorithm, order, false);
                if is_large(board) {
                    // Play and compare draw every square; canvas boards are watched.
                    state.mode = Mode::Watch;
                }
                state
            }
            Action::SetAlgorithm(algorithm) => {
                let board = self.board;
                self.reset(board, algorithm, algorithm.default_order(), true)
            }
            Action::SetOrder(order) => {
                let (board, algorithm) = (self.board, self.algorithm);
                self.reset(board, algorithm, order, true)
            }
            Action::SetClosed(closed) if self.mode == Mode::Play => {
                // The student's walk stays; only the goal of the hints changes.
                self.closed = closed;
                self.play.hint = None;
                self
            }
            Action::SetClosed(closed) => {
                let (board, algorithm, order) = (self.board, self.algorithm, self.order);
                let mut state = self.reset(board, algorithm, order, true);
                state.closed = closed;
                state
            }
            Action::SetTheme(theme) => {
                self.theme = theme;
                self
            }
            Action::SetLang(lang) => {
                self.lang = lang;
                self
            }
            Action::ShowDegrees(show) => {
                self.show_degrees = show;
                self
            }
            Action::ShowStarts(show) => {
                self.show_starts = show;
                if show {
                    self.show_heatmap = false;
                }
                self
            }
            Action::DismissNotices => {
                self.notices.clear();
                self
            }
            Action::Cancelled => {
                self.drop_pending();
                if let Some(progress) = self.solving.take() {
                    self.message = Some(crate::strings::cancelled(self.lang, self.board, progress));
                } else if self.surveying {
                    self.surveying = false;
                    let lang = self.lang;
                    self.message = self
                        .survey
                        .as_deref()
                        .map(|survey| crate::strings::survey_cancelled(lang, survey));
                }
                self
            }
            Action::Surveyed(survey) => {
                self.show_starts = false;
                let current = (self.board, self.algorithm, self.order);
                if (survey.board, survey.algorithm, survey.order) != current {
                    // A late report from a survey of settings since changed.
                    return self;
                }
                self.surveying = !survey.finished;
                self.survey = Some(survey);
                self.show_heatmap = true;
                self.solving = None;
                self.playback = None;
                self.cursor = None;
                self.view = View::Route;
                self.playing = false;
                self.shown = 0;
                self.message = None;
                self
            }
            Action::SetMode(mode) => {
                if mode.needs_squares() && is_large(self.board) || mode == self.mode {
                    return self;
                }
                if mode == Mode::Compare || self.mode == Mode::Compare {
                    // A run of one mode means nothing in the other.
                    self.playback = None;
                    self.second_playback = None;
                    self.cursor = None;
                    self.view = View::Route;
                    self.shown = 0;
                    self.message = None;
                }
                self.mode = mode;
                self.playing = false;
                self.show_heatmap = false;
                // The app cancels the running task on a mode change; nothing is pending.
                self.solving = None;
                self.surveying = false;
                self.drop_pending();
                self
            }
            Action::SetSecond(algorithm) => {
                let (board, first, order) = (self.board, self.algorithm, self.order);
                let mut state = self.reset(board, first, order, true);
                state.second = algorithm;
                state
            }
            Action::Imported(playback) => {
                let board = playback.run.route().board();
                let (algorithm, order) = (self.algorithm, self.order);
                let mut state = self.reset(board, algorithm, order, false);
                state.mode = Mode::Watch;
                state.focus = playback.run.route().start();
                state.playback = Some(playback);
                state.pause_next_run = true;
                state.show_new_run()
            }
            Action::ImportFailed(problem) => {
                self.import_problem = Some(problem);
                self
            }
            Action::Compared(first, second) => {
                self.focus = first.run.route().start();
                self.playback = Some(first);
                self.second_playback = Some(second);
                self.cursor = None;
                self.view = View::Route;
                self.show_new_run()
            }
            Action::Play(action) => {
                let board = self.board;
                self.play = self.play.apply(board, action);
                if let Some(&at) = self.play.walk.last() {
                    self.focus = at;
                }
                self
            }
            Action::ShowHeatmap(show) => {
                self.show_heatmap = show && self.survey.is_some();
                if self.show_heatmap {
                    self.playing = false;
                }
                self
            }
            // Playback actions without a run, ticks while paused, focus off the board.
            Action::TogglePlay | Action::Restart | Action::Tick(_) | Action::Focus(_) => self,
        }
    }

    /// A fresh state with new settings, keeping the notices, speed and (on the same
    /// board) the keyboard focus.
    fn reset(self, board: Board, algorithm: Algorithm, order: MoveOrder, keep_focus: bool) -> Self {
        let fresh = AppState::new(board, algorithm, order, self.speed);
        AppState {
            notices: self.notices,
            closed: self.closed,
            show_starts: self.show_starts,
            show_degrees: self.show_degrees,
            lang: self.lang,
            theme: self.theme,
            mode: self.mode,
            second: self.second,
            embed: self.embed,
            controls: self.controls,
            play: crate::play::PlayState {
                show_legal: self.play.show_legal,
                ..crate::play::PlayState::default()
            },
            focus: if keep_focus { self.focus } else { fresh.focus },
            ..fresh
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

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use tour_core::{Status, TourKind};

    /// Solves synchronously, recording the search for backtracking algorithms.
    pub(crate) fn solved(state: &AppState, start: Square) -> Action {
        let options = state.solve_options(0);
        let mut solver = state
            .algorithm
            .solver_with(state.board, start, &options)
            .unwrap();
        let mut events = Vec::new();
        while let Some(event) = solver.step() {
            events.push(event);
        }
        let run = Run::complete(solver.as_mut(), 0).unwrap();
        let search = state.algorithm.backtracks().then_some(SearchRecord {
            events,
            truncated: false,
        });
        Action::Solved(Rc::new(Playback::new(run, 0.0, search)))
    }

    fn chess() -> AppState {
        AppState::new(Board::CHESS, Algorithm::Warnsdorff, MoveOrder::GOSSIP, 4)
    }

    fn started_with(state: AppState, from: &str) -> AppState {
        let start = Square::parse(from, state.board).unwrap();
        let action = solved(&state, start);
        state
            .apply(Action::Solving(Progress {
                start,
                steps: 0,
                depth: 1,
            }))
            .apply(action)
    }

    #[test]
    fn cancelling_returns_to_idle_with_a_message() {
        let state = chess()
            .apply(Action::Solving(Progress {
                start: Square::new(0, 0),
                steps: 12_345,
                depth: 3,
            }))
            .apply(Action::Cancelled);
        assert_eq!(state.phase(), Phase::Idle);
        assert!(state.message.as_deref().unwrap().contains("12,345"));
    }

    #[test]
    fn a_link_without_autoplay_shows_the_run_paused_at_its_start() {
        let mut state = chess();
        state.pause_next_run = true;
        let state = started_with(state, "g3");
        assert_eq!(state.phase(), Phase::Paused);
        assert_eq!(state.shown, 1);
        assert!(!state.pause_next_run);
    }

    fn started(from: &str) -> AppState {
        started_with(chess(), from)
    }

    #[test]
    fn idle_until_a_square_is_chosen_and_solving_while_the_solver_runs() {
        assert_eq!(chess().phase(), Phase::Idle);
        assert_eq!(chess().knight(), None);
        let solving = chess().apply(Action::Solving(Progress {
            start: Square::new(0, 0),
            steps: 10,
            depth: 5,
        }));
        assert_eq!(solving.phase(), Phase::Solving);
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
        let status = state.playback.as_ref().unwrap().run.status();
        assert_eq!(status, Status::Complete(TourKind::Open));
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
        assert_eq!(chess().apply(Action::SetSpeed(10_000)).speed, 1000);
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
    fn changing_board_algorithm_or_order_clears_the_run() {
        let state = started("g3").apply(Action::SetBoard(Board::new(5, 5).unwrap()));
        assert_eq!(state.phase(), Phase::Idle);
        assert_eq!(state.focus, Square::new(4, 0));
        let state = started("g3").apply(Action::SetOrder(MoveOrder::DEITEL));
        assert_eq!(state.phase(), Phase::Idle);
        assert_eq!(state.order, MoveOrder::DEITEL);
        let state = started("g3").apply(Action::SetAlgorithm(Algorithm::BacktrackEdge));
        assert_eq!(
            state.order,
            MoveOrder::ITHOME,
            "each algorithm brings its seed's order"
        );
    }

    #[test]
    fn playback_actions_without_a_run_do_nothing() {
        for action in [
            Action::TogglePlay,
            Action::Restart,
            Action::Tick(3),
            Action::Back,
            Action::ToEnd,
            Action::SetView(View::Search),
        ] {
            let state = chess().apply(action.clone());
            assert_eq!(state.phase(), Phase::Idle, "{action:?}");
            assert_eq!(state.view, View::Route, "{action:?}");
        }
    }

    #[test]
    fn a_search_plays_every_placement_and_retreat_then_the_route() {
        let board = Board::new(5, 5).unwrap();
        let state = AppState::new(board, Algorithm::Backtrack, MoveOrder::ITHOME, 4);
        let state = started_with(state, "a5").apply(Action::SetView(View::Search));
        assert_eq!(state.view, View::Search);
        assert_eq!(state.position(), 0);
        assert_eq!(state.shown_path().len(), 1);
        let events = state.events().unwrap().len();
        assert!(events > 25, "the search backtracks on 5x5");
        let end = state.clone().apply(Action::ToEnd);
        assert_eq!(end.phase(), Phase::Done);
        assert_eq!(end.shown_path(), end.playback.as_ref().unwrap().run.path());
        let back = end.apply(Action::Back).apply(Action::Back);
        assert_eq!(back.position(), events - 2);
        assert_eq!(back.phase(), Phase::Paused);
        let route = back.apply(Action::SetView(View::Route));
        assert_eq!(route.view, View::Route);
    }

    #[test]
    fn greedy_runs_have_no_search_view() {
        let state = started("g3").apply(Action::SetView(View::Search));
        assert_eq!(state.view, View::Route);
    }

    #[test]
    fn play_mode_shows_the_walk_and_its_standing() {
        use crate::play::PlayAction;
        let state = chess().apply(Action::SetMode(Mode::Play));
        assert_eq!(state.phase(), Phase::Idle);
        let choose = |name: &str| {
            Action::Play(PlayAction::Choose {
                square: Square::parse(name, Board::CHESS).unwrap(),
                at_ms: 0.0,
            })
        };
        let state = state.apply(choose("a1")).apply(choose("b3"));
        assert_eq!(state.phase(), Phase::Moving);
        assert_eq!(state.shown_path().len(), 2);
        assert_eq!(state.knight(), Square::parse("b3", Board::CHESS).ok());
        let watching = state.clone().apply(Action::SetMode(Mode::Watch));
        assert_eq!(
            watching.phase(),
            Phase::Idle,
            "watch mode shows its own run"
        );
        assert_eq!(
            watching.apply(Action::SetMode(Mode::Play)).play.walk.len(),
            2
        );
        let resized = state.apply(Action::SetBoard(Board::new(6, 6).unwrap()));
        assert!(resized.play.walk.is_empty());
        assert_eq!(resized.mode, Mode::Play);
        let large = resized.apply(Action::SetBoard(Board::new(60, 60).unwrap()));
        assert_eq!(large.mode, Mode::Watch, "canvas boards are watched");
        assert_eq!(large.apply(Action::SetMode(Mode::Play)).mode, Mode::Watch);
    }

    #[test]
    fn closed_tours_in_play_mode_keep_the_walk_and_a_mode_change_leaves_nothing_pending() {
        use crate::play::{Hint, PlayAction};
        let square = Square::parse("a1", Board::CHESS).unwrap();
        let state = chess()
            .apply(Action::SetMode(Mode::Play))
            .apply(Action::Play(PlayAction::Choose { square, at_ms: 0.0 }))
            .apply(Action::Play(PlayAction::Hinting(1)))
            .apply(Action::SetClosed(true));
        assert!(state.closed);
        assert_eq!(state.play.walk, vec![square], "the walk stays");
        assert_eq!(state.play.hint, None, "the hint was for the other goal");

        let mut solving = chess().apply(Action::Solving(Progress {
            start: square,
            steps: 9,
            depth: 3,
        }));
        solving.pending_step = Some(12);
        let moved = solving.apply(Action::SetMode(Mode::Compare));
        assert_eq!(moved.phase(), Phase::Idle, "the cancelled solve is gone");
        assert_eq!(moved.pending_step, None);
        let searching = chess()
            .apply(Action::SetMode(Mode::Play))
            .apply(Action::Play(PlayAction::Choose { square, at_ms: 0.0 }))
            .apply(Action::Play(PlayAction::Hinting(1)));
        assert_eq!(searching.play.hint, Some(Hint::Searching));
        let back = searching
            .apply(Action::SetMode(Mode::Watch))
            .apply(Action::SetMode(Mode::Play));
        assert_eq!(back.play.hint, None, "no search runs after a mode change");
        assert_eq!(back.position(), 1);
        assert_eq!(back.length(), 64);
    }

    #[test]
    fn compare_mode_plays_both_runs_in_step() {
        let state = chess().apply(Action::SetMode(Mode::Compare));
        let e3 = Square::parse("e3", Board::CHESS).unwrap();
        let Action::Solved(first) = solved(&state, e3) else {
            panic!("a run")
        };
        let mut second_state = state.clone();
        second_state.algorithm = Algorithm::Fast;
        let Action::Solved(second) = solved(&second_state, e3) else {
            panic!("a run")
        };
        let state = state.apply(Action::Compared(first, second));
        assert_eq!(state.length(), 64, "the longer run sets the length");
        let state = state.apply(Action::ToEnd);
        assert_eq!(state.side_path(Side::First).len(), 60);
        assert_eq!(state.side_path(Side::Second).len(), 64);
        assert!(state.stuck_on(Side::First) && !state.stuck_on(Side::Second));
        let state = state.apply(Action::ToStart).apply(Action::Forward);
        assert_eq!(state.side_path(Side::First).len(), 2);
        assert_eq!(state.side_path(Side::Second).len(), 2);
        let state = state.apply(Action::SetSecond(Algorithm::Random));
        assert_eq!(state.phase(), Phase::Idle);
        assert!(state.second_playback.is_none());
        assert_eq!(state.second, Algorithm::Random);
        let watching = state.apply(Action::SetMode(Mode::Watch));
        assert_eq!(
            watching.second,
            Algorithm::Random,
            "kept for the next comparison"
        );
    }

    fn surveyed(state: &AppState) -> Rc<SurveyResult> {
        let options = state.solve_options(0);
        let entries = tour_core::Survey::run(state.board, state.algorithm, options).unwrap();
        Rc::new(SurveyResult {
            board: state.board,
            algorithm: state.algorithm,
            order: state.order,
            seed: 0,
            entries,
            finished: true,
            elapsed_ms: 1.0,
        })
    }

    #[test]
    fn a_finished_survey_shows_the_heatmap_until_a_square_is_chosen() {
        let state = started("g3");
        let survey = surveyed(&state);
        let state = state.apply(Action::Surveyed(survey));
        assert_eq!(state.phase(), Phase::Idle);
        let heatmap = state.heatmap().unwrap();
        assert_eq!(heatmap.tally().complete(), 63);
        let e3 = Square::new(5, 4);
        assert!(!heatmap.entry(e3).unwrap().status.is_complete());
        let state = started_with(state, "e3");
        assert!(state.heatmap().is_none());
        assert!(state.survey.is_some(), "the survey stays for the toggle");
        let state = state.apply(Action::ShowHeatmap(true));
        assert!(state.heatmap().is_some());
        assert!(!state.playing);
    }

    #[test]
    fn a_survey_in_progress_can_be_cancelled_and_keeps_its_entries() {
        let state = chess();
        let mut partial = (*surveyed(&state)).clone();
        partial.entries.truncate(10);
        partial.finished = false;
        let state = state.apply(Action::Surveyed(Rc::new(partial)));
        assert_eq!(state.phase(), Phase::Surveying);
        let state = state.apply(Action::Cancelled);
        assert_eq!(state.phase(), Phase::Idle);
        assert!(state.message.as_deref().unwrap().contains("10 of 64"));
        assert_eq!(state.heatmap().unwrap().entries.len(), 10);
    }

    #[test]
    fn a_survey_of_other_settings_is_ignored_and_new_settings_clear_it() {
        let state = chess();
        let survey = surveyed(&state);
        let changed = state.apply(Action::SetOrder(MoveOrder::DEITEL));
        let changed = changed.apply(Action::Surveyed(survey.clone()));
        assert!(changed.survey.is_none());
        let state = chess().apply(Action::Surveyed(survey));
        let state = state.apply(Action::SetBoard(Board::new(6, 6).unwrap()));
        assert!(state.survey.is_none() && state.heatmap().is_none());
    }
}
