//! The app's one state and its reducer: the settings every mode shares, each mode's own
//! data (watch, play, compare), and the facts the status line words.
//!
//! Everything here is plain Rust with no browser calls, so the whole app logic is
//! unit-tested natively (`cargo test -p tour-web`). The state holds facts, never
//! sentences: the text layer words them at render time in the current language.
//! Components read the state and dispatch [`Action`]s; the timer dispatches
//! [`Control::Tick`], and the tasks (`crate::tasks`) dispatch progress and results.

mod action;
mod asked;
mod code;
mod compare;
mod play;
mod player;
mod puzzle;
mod report;
mod settings;
mod shape;
mod shared;
mod solved;
mod study;
mod survey;
mod timeline;
mod watch;

use std::rc::Rc;

use tour_core::puzzle::Level;
use tour_core::theory::decided_by_theory;
use tour_core::{Algorithm, Board, Ends, Square, Status, TourKind};
use yew::Reducible;

pub use action::{Action, FocusAction, ImportAction, SettingsAction, WorkAction};
pub use asked::{Asked, CountWanted, EngineState, EngineWay, Findings, Work};
pub use code::{CodeTrace, LINE_SPEED_MAX};
pub use compare::Compare;
pub use play::{Hint, Lost, PlayAction, PlayState, Refusal, Standing, searched_hint};
pub use player::{Control, Player, Track};
pub use puzzle::{NotUnique, PuzzleAction, PuzzleJob, PuzzleState, Refusal as PuzzleRefusal, Said};
pub use report::{ImportProblem, Report};
pub use settings::{
    DEFAULT_SPEED, ENGINE_EXACT_BUDGET, Embed, HINT_BUDGET, Lang, LetGo, MAX_LONGER, Mode,
    Overlays, SPEED_RANGE, SVG_MAX_SIDE, SeedOrder, Settings, Side, Theme, clamp_speed,
    engine_budget, is_large,
};
pub use shape::{ShapePreset, toggled_hole};
pub use shared::Shared;
pub use solved::{Origin, Progress, SearchRecord, Solved};
pub use study::{Filter, GalleryTour, Studied, StudyAction, StudyState};
pub use survey::{ShadingShown, StartKind, StartShading, SurveyResult};
pub use timeline::View;
pub use watch::{Counted, Watch};

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
    pub const fn id(self) -> &'static str {
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

    /// Whether a run is shown to its end.
    pub const fn ended(self) -> bool {
        matches!(self, Self::Done | Self::Stuck)
    }
}

/// The keyboard focus on the board (a roving tabindex).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Focus {
    /// The square that holds it.
    pub square: Square,
    /// Whether the last change came from the keyboard, so the view moves DOM focus.
    pub from_keyboard: bool,
}

impl Focus {
    /// The focus after `action` on `board`: moved within the board, or put on a square
    /// of it.
    fn apply(self, board: &Board, action: FocusAction) -> Focus {
        match action {
            FocusAction::Move(d_row, d_col) => {
                let row = clamp_axis(self.square.row(), d_row, board.rows());
                let col = clamp_axis(self.square.col(), d_col, board.cols());
                Focus {
                    square: Square::new(row, col),
                    from_keyboard: true,
                }
            }
            FocusAction::To(square) if board.contains(square) => Focus {
                square,
                from_keyboard: false,
            },
            FocusAction::To(_) => self,
        }
    }
}

/// What a link asked for the first run it starts: to show it paused, at a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Pending {
    /// Show the next run paused at its first step instead of playing it (a link with
    /// `start` but without `autoplay=1`).
    pub paused: bool,
    /// Show the next run paused at this step (a link's `step=`).
    pub step: Option<usize>,
}

/// What a link asks of the page as it opens, beside its settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Opening {
    /// The mode to open in.
    pub mode: Mode,
    /// What the first run is to show.
    pub pending: Pending,
    /// The level new puzzles are made at, when not the default (easy).
    pub level: Option<Level>,
    /// Where the keyboard focus starts, if not on the board's first square.
    pub focus: Option<Focus>,
}

/// The whole app state. Only the model writes it (through [`AppState::apply`]); the
/// rest of the app reads it through the accessors below.
#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    /// What every mode shares.
    settings: Settings,
    /// Watching, playing or comparing.
    mode: Mode,
    /// Watch mode's run, survey and playback.
    watch: Watch,
    /// The student's walk in play mode.
    play: PlayState,
    /// Compare mode's two runs and their playback.
    compare: Compare,
    /// Puzzle mode's puzzle and the student's numbers.
    puzzle: PuzzleState,
    /// A solve in progress (watch or compare mode).
    solving: Option<Progress>,
    /// Why the last solve or survey left nothing to show, if it did.
    report: Option<Report>,
    /// Why the last pasted route was not imported, with the squares that show it.
    import_problem: Option<ImportProblem>,
    /// The start shading, as far as it has been worked out.
    starts: Option<Shared<StartShading>>,
    /// The keyboard focus on the board.
    focus: Focus,
    /// What a link asked of the first run.
    pending: Pending,
    /// Whether the next square chosen sets the last square ("Finish on…") instead of
    /// starting there.
    picking_end: bool,
    /// Whether a square chosen is removed or restored ("Edit board") instead of solved
    /// from.
    editing: bool,
    /// The work a person waits for, as asked: the app's client runs it.
    asked: Option<Asked>,
    /// The serial number of the last work asked for.
    serial: u32,
    /// Whether the engine can take work, and how it runs.
    engine: EngineState,
    /// What the last change of the tour's ends let go of, said beside the control.
    let_go: Option<LetGo>,
    /// The study room: the tour About read, its marks, the gallery's filter.
    study: StudyState,
}

impl AppState {
    /// A fresh state with these settings and nothing chosen.
    pub fn new(settings: Settings) -> Self {
        AppState {
            settings: settings.clone(),
            mode: Mode::Watch,
            watch: Watch::default(),
            play: PlayState::default(),
            compare: Compare::default(),
            puzzle: PuzzleState::default(),
            solving: None,
            report: None,
            import_problem: None,
            starts: None,
            focus: Focus {
                square: settings.first_focus(),
                from_keyboard: false,
            },
            pending: Pending::default(),
            picking_end: false,
            editing: false,
            asked: None,
            serial: 0,
            engine: EngineState::Loading,
            let_go: None,
            study: StudyState::default(),
        }
    }

    /// The state a page opens with: `settings`, and what its link asked beyond them.
    pub fn opened(settings: Settings, opening: Opening) -> Self {
        let mut state = AppState::new(settings);
        state.mode = opening.mode;
        state.pending = opening.pending;
        if let Some(level) = opening.level {
            state.puzzle.level = level;
        }
        if let Some(focus) = opening.focus {
            state.focus = focus;
        }
        state
    }

    /// What every mode shares.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Watching, playing, comparing or a puzzle.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// Watch mode's run, survey and playback.
    pub fn watch(&self) -> &Watch {
        &self.watch
    }

    /// The student's walk in play mode.
    pub fn play(&self) -> &PlayState {
        &self.play
    }

    /// Compare mode's two runs and their playback.
    pub fn compare(&self) -> &Compare {
        &self.compare
    }

    /// Puzzle mode's puzzle, the student's numbers and the level.
    pub fn puzzle(&self) -> &PuzzleState {
        &self.puzzle
    }

    /// A solve in progress (watch or compare mode).
    pub fn solving(&self) -> Option<Progress> {
        self.solving
    }

    /// Why the last solve or survey left nothing to show, if it did.
    pub fn report(&self) -> Option<&Report> {
        self.report.as_ref()
    }

    /// Why the last pasted route was not imported, with the squares that show it.
    pub fn import_problem(&self) -> Option<&ImportProblem> {
        self.import_problem.as_ref()
    }

    /// The study room's state (the gallery's filter and what a link missed).
    pub fn study(&self) -> &StudyState {
        &self.study
    }

    /// The whole tour About can read: watch mode's complete run on a board drawn square
    /// by square.
    pub fn studied_run(&self) -> Option<&Shared<Solved>> {
        let drawn = self.mode == Mode::Watch && !is_large(self.board());
        let run = self.run(Side::First).filter(|_| drawn)?;
        matches!(run.run.status(), tour_core::Status::Complete(_)).then_some(run)
    }

    /// The tour About read, with its facts and marks, while it is the one on the board.
    pub fn studied(&self) -> Option<&Studied> {
        self.study.of(self.studied_run())
    }

    /// The start shading as far as it has been worked out, whether or not it is shown
    /// ([`Self::shading`]).
    pub fn starts(&self) -> Option<&Shared<StartShading>> {
        self.starts.as_ref()
    }

    /// The keyboard focus on the board.
    pub fn focus(&self) -> Focus {
        self.focus
    }

    /// Whether the next square chosen sets the last square ("Finish on…").
    pub fn picking_end(&self) -> bool {
        self.picking_end
    }

    /// Whether a square chosen is removed or restored ("Edit board").
    pub fn editing(&self) -> bool {
        self.editing
    }

    /// The work a person waits for, as asked.
    pub fn asked(&self) -> Option<&Asked> {
        self.asked.as_ref()
    }

    /// Whether the engine can take work, and how it runs.
    pub fn engine(&self) -> EngineState {
        self.engine
    }

    /// What the last change of the tour's ends let go of.
    pub fn let_go(&self) -> Option<LetGo> {
        self.let_go
    }

    /// The board shown.
    pub fn board(&self) -> Board {
        self.settings.board.clone()
    }

    /// The phase shown in `data-state`.
    pub fn phase(&self) -> Phase {
        if self.mode == Mode::Puzzle {
            return match (self.puzzle.posed.is_some(), self.puzzle.solved()) {
                (_, true) => Phase::Done,
                _ if self.puzzle.making() => Phase::Solving,
                (true, false) => Phase::Moving,
                (false, false) => Phase::Idle,
            };
        }
        if self.mode == Mode::Play {
            return match self.play.standing() {
                Standing::Empty => Phase::Idle,
                Standing::Moving => Phase::Moving,
                Standing::DeadEnd => Phase::Stuck,
                Standing::Complete(_) => Phase::Done,
            };
        }
        if self.solving.is_some() {
            return Phase::Solving;
        }
        if self.mode == Mode::Watch && self.watch.surveying {
            return Phase::Surveying;
        }
        let Some(first) = self.run(Side::First) else {
            return Phase::Idle;
        };
        let player = self.player();
        match (player.at_end(self.track()), player.playing) {
            (false, true) => Phase::Playing,
            (false, false) => Phase::Paused,
            (true, _) if first.run.status().is_complete() => Phase::Done,
            (true, _) => Phase::Stuck,
        }
    }

    /// The player of the mode (play mode has none; its walk is the position).
    pub fn player(&self) -> &Player {
        match self.mode {
            Mode::Compare => &self.compare.player,
            Mode::Watch | Mode::Play | Mode::Puzzle => &self.watch.player,
        }
    }

    /// What the mode's player plays.
    pub fn track(&self) -> Track<'_> {
        match self.mode {
            Mode::Compare => self.compare.track(),
            Mode::Watch | Mode::Play | Mode::Puzzle => self.watch_track(self.watch.player.view),
        }
    }

    /// What watch mode's player plays in `view` (the player may be out of its place).
    fn watch_track(&self, view: View) -> Track<'_> {
        let track = self.watch.track();
        let track = Track {
            code: self.code_for(view),
            ..track
        };
        let _ = view;
        track
    }

    /// The lines the code panel follows: the run's, while the panel shows in watch mode
    /// and the player shows the view they follow.
    pub fn code_trace(&self) -> Option<&CodeTrace> {
        self.code_for(self.watch.player.view)
    }

    /// The lines the code panel follows when the player shows `view`.
    fn code_for(&self, view: View) -> Option<&CodeTrace> {
        if !self.settings.overlays.code || self.mode != Mode::Watch {
            return None;
        }
        let trace = self.watch.run.as_ref()?.trace.as_ref()?;
        (trace.view == view && !trace.lines.is_empty()).then_some(trace)
    }

    /// The player at the same step with the code panel's line brought in line with it,
    /// after the panel or the view changed; a search's lines bring the search view.
    fn follow_code(mut self) -> Self {
        let searched = self.watch.run.as_ref().and_then(|run| run.trace.as_ref());
        let wants_search = searched.is_some_and(|trace| trace.view == View::Search);
        if self.settings.overlays.code && wants_search && self.watch.player.view == View::Route {
            self.watch.player.view = View::Search;
        }
        let player = std::mem::take(&mut self.watch.player);
        let (position, view) = (player.position(), player.view);
        self.watch.player = player.seek(position, self.watch_track(view));
        self
    }

    /// The run drawn on `side` in the current mode.
    pub fn run(&self, side: Side) -> Option<&Shared<Solved>> {
        match (self.mode, side) {
            (Mode::Compare, side) => self.compare.run(side),
            (Mode::Watch, Side::First) => self.watch.run.as_ref(),
            (Mode::Watch, Side::Second) | (Mode::Play | Mode::Puzzle, _) => None,
        }
    }

    /// The current step: the player's, or the length of play mode's walk.
    pub fn position(&self) -> usize {
        match self.mode {
            Mode::Play => self.play.walk.len(),
            Mode::Puzzle => usize::from(self.puzzle.walked),
            Mode::Watch | Mode::Compare => self.player().position(),
        }
    }

    /// The last step: the player's, or every square in play mode.
    pub fn length(&self) -> usize {
        match self.mode {
            Mode::Play | Mode::Puzzle => self.board().square_count(),
            Mode::Watch | Mode::Compare => self.player().length(self.track()),
        }
    }

    /// The squares on `side`'s board at this step, start first.
    pub fn path(&self, side: Side) -> &[Square] {
        match (self.mode, side) {
            (Mode::Play, _) => &self.play.walk,
            (Mode::Puzzle, _) => &[],
            (Mode::Compare, side) => self.compare.path(side),
            (Mode::Watch, Side::Second) => &[],
            (Mode::Watch, Side::First) => {
                let (player, run) = (&self.watch.player, &self.watch.run);
                match (player.view, &player.cursor, run) {
                    (View::Search, Some(cursor), _) => cursor.path(),
                    (_, _, Some(run)) => &run.run.path()[..player.shown.min(run.len())],
                    _ => &[],
                }
            }
        }
    }

    /// Whether `side`'s run (or walk) ended without a tour and is shown to its end.
    pub fn stuck(&self, side: Side) -> bool {
        match (self.mode, side) {
            (Mode::Compare, side) => self.compare.stuck(side),
            (_, Side::First) => self.phase() == Phase::Stuck,
            (_, Side::Second) => false,
        }
    }

    /// The survey to draw as a heatmap, when watch mode's board shows one.
    pub fn heatmap(&self) -> Option<&SurveyResult> {
        self.watch
            .heatmap()
            .filter(|survey| self.mode == Mode::Watch && survey.board == self.board())
    }

    /// The decision the rule takes from the knight's current square (the next move), if
    /// the run records decisions and has a next move.
    pub fn next_decision(&self) -> Option<&tour_core::solver::Decision> {
        let player = &self.watch.player;
        if self.mode != Mode::Watch || player.view != View::Route {
            return None;
        }
        let decisions = self.watch.run.as_ref()?.decisions.as_ref()?;
        decisions.get(player.shown.checked_sub(1)?)
    }

    /// The start shading for the current board and goal, when it is switched on.
    pub fn shading(&self) -> Option<&StartShading> {
        self.starts.as_deref().filter(|shading| {
            self.settings.overlays.starts
                && shading.board == self.board()
                && shading.ends == self.settings.ends
        })
    }

    /// Applies one action. Pure: the same state and action always give the same result.
    /// Each concern has its own reducer; what an action changes beyond its own part of
    /// the state is named in that reducer's arm (a change of what is solved clears every
    /// run, work arriving replaces what was shown).
    pub fn apply(mut self, action: Action) -> Self {
        match action {
            Action::Choose {
                square,
                seed,
                at_ms,
            } => self.choose(square, seed, at_ms),
            Action::Press {
                square,
                seed,
                at_ms,
            } => self.press(square, seed, at_ms),
            Action::Settings(action) => self.set(action),
            Action::Focus(action) => {
                self.focus = self.focus.apply(&self.board(), action);
                self
            }
            Action::Work(action) => self.work(action),
            Action::Import(action) => self.import(action),
            Action::Play(action) => self.play_action(action),
            Action::Puzzle(action) => self.puzzle_action(action),
            Action::Study(action) => {
                let shown = self.studied_run().cloned();
                self.study = self.study.apply(action, shown.as_ref());
                self
            }
            Action::Control(control) => self.control(control),
        }
    }

    /// A change of the settings, the mode or a board tool, and what it reaches beyond
    /// them: a change of what is solved clears every run ([`Self::resolve`]); a change
    /// of the tour's ends does too, except in play mode, where only the goal changes
    /// ([`Self::regoal`]); an edited square changes the board; the overlays and the mode
    /// reach the players; speed, language and theme stay in the settings.
    fn set(mut self, action: SettingsAction) -> Self {
        let settings = self.settings.clone();
        match action {
            SettingsAction::Board(board) => {
                let ends = match settings.ends.last() {
                    Some(end) if !board.contains(end) => Ends::OPEN,
                    _ => settings.ends,
                };
                let settings = Settings {
                    board,
                    ends,
                    ..settings
                };
                self.resolve(settings, false, None)
            }
            SettingsAction::Algorithm(algorithm) => {
                let order = SeedOrder::of(algorithm);
                let settings = Settings {
                    algorithm,
                    order,
                    ..settings
                };
                self.resolve(settings, true, None)
            }
            SettingsAction::Order(order) => {
                self.resolve(Settings { order, ..settings }, true, None)
            }
            SettingsAction::Second(second) => {
                self.resolve(Settings { second, ..settings }, true, None)
            }
            SettingsAction::Closed(closed) => {
                let last = settings.ends.last();
                let let_go = last.filter(|_| closed).map(LetGo::End);
                let ends = match (closed, last) {
                    (true, _) => Ends::CLOSED,
                    (false, Some(last)) => Ends::to(last),
                    (false, None) => Ends::OPEN,
                };
                self.regoal(Settings { ends, ..settings }, let_go)
            }
            SettingsAction::End(end) => {
                let end = end.filter(|&end| settings.board.contains(end));
                let closed = settings.ends == Ends::CLOSED;
                let let_go = (closed && end.is_some()).then_some(LetGo::Closed);
                // Letting go of the last square keeps the tour open or closed.
                let ends = end.map_or(settings.ends.kind().into(), Ends::to);
                self.picking_end = false;
                self.regoal(Settings { ends, ..settings }, let_go)
            }
            SettingsAction::PickEnd(picking) => {
                self.picking_end = picking;
                self
            }
            SettingsAction::Edit(editing) => {
                self.editing = editing;
                self.picking_end = false;
                self
            }
            SettingsAction::EditSquare { square, at_ms } => self.edit_square(square, at_ms),
            SettingsAction::Speed(speed) => {
                self.settings.speed = clamp_speed(speed);
                self
            }
            SettingsAction::Overlays(overlays) => self.overlays(overlays),
            SettingsAction::Lang(lang) => {
                self.settings.lang = lang;
                self
            }
            SettingsAction::Theme(theme) => {
                self.settings.theme = theme;
                self
            }
            SettingsAction::Mode(mode) => self.switch_mode(mode),
        }
    }

    /// A playback control on the mode's player.
    fn control(mut self, control: Control) -> Self {
        match self.mode {
            Mode::Compare => {
                let track = self.compare.track();
                self.compare.player = self.compare.player.apply(control, track);
            }
            Mode::Watch => {
                let player = std::mem::take(&mut self.watch.player);
                let view = player.view;
                self.watch.player = player.apply(control, self.watch_track(view));
                if matches!(control, Control::SetView(_)) {
                    let player = std::mem::take(&mut self.watch.player);
                    let (position, view) = (player.position(), player.view);
                    self.watch.player = player.seek(position, self.watch_track(view));
                }
            }
            // The walk is the position; undo moves it (`PlayAction::UndoTo`).
            Mode::Play | Mode::Puzzle => {}
        }
        self
    }

    /// A change of what is solved (board, algorithm, order, second algorithm, the tour's
    /// ends): every run goes, and the start of the run shown, while it is still a square
    /// of a board of the same size, is solved again; play mode's walk keeps its start.
    fn resolve(mut self, settings: Settings, keep_focus: bool, let_go: Option<LetGo>) -> Self {
        let same_squares = same_rectangle(&self.board(), &settings.board);
        let start = self.shown_start().filter(|_| same_squares);
        // The run solved again keeps its random walk's seed.
        let seed = self.asked.as_ref().map_or_else(
            || {
                self.run(Side::First)
                    .and_then(|run| run.seed())
                    .unwrap_or(0)
            },
            |asked| asked.work.seed(),
        );
        let walk = std::mem::take(&mut self.play);
        let mut fresh = self.reset(settings, keep_focus);
        let board = fresh.board();
        fresh.let_go = let_go;
        match fresh.mode {
            // A piece or holes changed under the walk: its start stays while it is a
            // square (its moves may no longer be moves).
            Mode::Play if same_squares => {
                fresh.play = walk.cut_to_start(board, fresh.settings.ends.last());
            }
            Mode::Play => {}
            // A new board has no puzzle yet.
            Mode::Puzzle => {}
            Mode::Watch | Mode::Compare => {
                if let Some(start) = start.filter(|&start| board.contains(start)) {
                    fresh.ask_run(start, seed);
                }
            }
        }
        fresh
    }

    /// A change of the tour's ends (closed, last square). In play mode the student's
    /// walk stays; only the goal (and so the hint and the legal moves) changes.
    /// Elsewhere it is a change of what is solved.
    fn regoal(mut self, settings: Settings, let_go: Option<LetGo>) -> Self {
        // The next puzzle is made for the tour asked for; the one shown stays.
        if self.mode == Mode::Puzzle {
            self.settings = settings;
            self.let_go = let_go;
            return self;
        }
        if self.mode != Mode::Play {
            return self.resolve(settings, true, let_go);
        }
        let goal = settings.ends.last();
        self.play = std::mem::take(&mut self.play).with_goal(settings.board.clone(), goal);
        self.settings = settings;
        self.play.hint = None;
        self.let_go = let_go;
        self
    }

    /// The start of the run shown or being solved, in watch and compare mode.
    fn shown_start(&self) -> Option<Square> {
        match &self.solving {
            Some(progress) => Some(progress.start),
            None => self.run(Side::First).map(|first| first.start()),
        }
    }

    /// "Edit board" pressed `square`: the board without it (or with it back). In play
    /// mode the walk stays on the new board, and a square of the walk is refused.
    fn edit_square(mut self, square: Square, at_ms: f64) -> Self {
        let Some(board) = toggled_hole(&self.board(), square) else {
            return self;
        };
        if self.mode != Mode::Play {
            return self.set(SettingsAction::Board(board));
        }
        if let Some(step) = self.play.walk.iter().position(|&s| s == square) {
            self.play.refused = Some(Refusal::OnWalk {
                square,
                step: step + 1,
            });
            return self;
        }
        let walk = std::mem::take(&mut self.play);
        let settings = Settings {
            board: board.clone(),
            ..self.settings.clone()
        };
        let mut fresh = self.reset(settings, true);
        let end = fresh.settings.ends.last();
        fresh.play = walk.on_board(board, end, at_ms);
        fresh
    }

    /// A fresh state with new settings, keeping the mode, play mode's legal-move
    /// toggle, a start shading that still applies and (when asked) the keyboard focus.
    fn reset(self, settings: Settings, keep_focus: bool) -> Self {
        let mut fresh = AppState::new(settings.clone());
        fresh.serial = self.serial;
        fresh.engine = self.engine;
        fresh.mode = if is_large(settings.board.clone()) {
            // Play and compare draw every square; canvas boards are watched.
            Mode::Watch
        } else {
            self.mode
        };
        fresh.play.show_legal = self.play.show_legal;
        fresh.puzzle.level = self.puzzle.level;
        // The study room's state answers only to the tour it read, so it can stay.
        fresh.study = self.study;
        // Editing goes on across the board changes it makes.
        fresh.editing = self.editing && !is_large(settings.board.clone());
        fresh.starts = self
            .starts
            .filter(|shading| shading.board == settings.board && shading.ends == settings.ends);
        if keep_focus {
            fresh.focus = self.focus;
        }
        fresh
    }

    /// Other overlays: the start shading hides the heatmap, and the code panel brings
    /// the player's line in step with it.
    fn overlays(mut self, overlays: Overlays) -> Self {
        if overlays.starts && !self.settings.overlays.starts {
            self.watch.show_heatmap = false;
        }
        let code_changed = overlays.code != self.settings.overlays.code;
        self.settings.overlays = overlays;
        if code_changed {
            return self.follow_code();
        }
        self
    }

    /// Watch, play or compare: each mode keeps its own data; running work stops.
    fn switch_mode(mut self, mode: Mode) -> Self {
        if mode == self.mode || mode.needs_squares() && is_large(self.board()) {
            return self;
        }
        self.mode = mode;
        self.watch.player.playing = false;
        self.compare.player.playing = false;
        self.watch.show_heatmap = false;
        // The app cancels the running task on a mode change: nothing is pending, but
        // the puzzle's work waits for the mode to come back.
        let puzzle = self.puzzle.clone();
        self.stop_work();
        self.puzzle = puzzle;
        self.report = None;
        self.resume_puzzle();
        self
    }

    /// Forgets running work and what waited for it: a solve or survey, a link's paused
    /// start and step, a hint search.
    fn stop_work(&mut self) {
        self.asked = None;
        self.solving = None;
        self.watch.surveying = false;
        self.pending = Pending::default();
        if self.play.hint == Some(Hint::Searching) {
            self.play.hint = None;
        }
        self.puzzle.job = None;
        self.puzzle.hint_waiting = false;
    }

    /// Progress and results of the work in the slots.
    fn work(mut self, action: WorkAction) -> Self {
        match action {
            // Progress of a run no longer asked for (cancelled, replaced) is dropped.
            WorkAction::Solving(progress) if self.asked.is_some() => {
                self.solving = Some(progress);
            }
            WorkAction::Solving(_) => {}
            WorkAction::Solved(solved) => self.solved(solved),
            WorkAction::Compared(first, second) => {
                self.asked = None;
                self.focus.square = first.start();
                let player = self.fresh_player(first.start(), false);
                self.compare.runs = Some([first, second]);
                self.compare.player = self.show_pending(player, |state| state.compare.track());
            }
            WorkAction::Refused(error) => {
                self.stop_work();
                self.clear_runs();
                self.report = Some(Report::Refused(error));
            }
            WorkAction::SearchLonger => return self.search_longer(),
            WorkAction::Survey { seed } => {
                self.solving = None;
                let random = self.settings.algorithm == Algorithm::Random;
                self.ask(Work::Survey {
                    seed: if random { seed } else { 0 },
                });
            }
            WorkAction::Engine(engine) => self.engine = engine,
            WorkAction::Cancel => {
                if self.asked.is_some() {
                    self.cancelled();
                }
            }
            WorkAction::Surveyed(survey) => self.surveyed(survey),
            WorkAction::ShowHeatmap(show) => {
                self.watch.show_heatmap = show && self.watch.survey.is_some();
                if self.watch.show_heatmap {
                    self.watch.player.playing = false;
                }
            }
            WorkAction::StartsShaded(shading) => {
                let settings = &self.settings;
                if shading.board == settings.board && shading.ends == settings.ends {
                    self.starts = Some(shading);
                }
            }
            WorkAction::Counted(counted) => {
                let current = self.watch.run.as_ref().map(Shared::id);
                if current == Some(counted.run) {
                    self.watch.counted = Some(counted);
                }
            }
            WorkAction::Failed => {
                self.stop_work();
                self.clear_runs();
                self.report = Some(Report::EngineFailed);
            }
        }
        self
    }

    /// A finished, validated solve: watch mode shows it with a fresh player (on the
    /// search's lines when the code panel follows them).
    fn solved(&mut self, solved: Shared<Solved>) {
        let longer = match self.asked.as_ref().map(|asked| asked.work) {
            Some(Work::Solve { longer, .. }) => longer,
            _ => 0,
        };
        if let Some(Work::Solve {
            start,
            seed,
            longer: 0,
        }) = self.asked.as_ref().map(|asked| asked.work)
            && solved.algorithm() == Some(Algorithm::Fast)
            && solved.run.status() == Status::Undecided
            && self.engine != EngineState::Lost
        {
            // The first search stopped at its budget: the engine searches on.
            self.ask(Work::Solve {
                start,
                seed,
                longer: 1,
            });
            return;
        }
        self.asked = None;
        self.watch.longer = longer;
        self.focus.square = solved.start();
        let mut player = self.fresh_player(solved.start(), solved.search.is_some());
        self.watch.run = Some(solved);
        let trace = self.watch.run.as_ref().and_then(|run| run.trace.as_ref());
        if self.settings.overlays.code && trace.is_some_and(|trace| trace.view == View::Search) {
            player.view = View::Search;
        }
        let view = player.view;
        self.watch.player = self.show_pending(player, move |state| state.watch_track(view));
    }

    /// Survey progress, or the finished survey: shown as a heatmap in place of the run,
    /// unless it surveyed settings since changed.
    fn surveyed(&mut self, survey: Shared<SurveyResult>) {
        let settings = &self.settings;
        let current = (
            settings.board.clone(),
            settings.algorithm,
            settings.order.moves(),
        );
        if (survey.board.clone(), survey.algorithm, survey.order) != current {
            // A late report from a survey of settings since changed.
            return;
        }
        self.settings.overlays.starts = false;
        self.solving = None;
        self.report = None;
        self.watch.clear_run();
        self.watch.surveying = !survey.finished;
        if survey.finished {
            self.asked = None;
        }
        self.watch.survey = Some(survey);
        self.watch.show_heatmap = true;
    }

    /// A solve from `start` begins: whatever was shown goes.
    fn begin_solving(&mut self, start: Square) {
        self.focus.square = start;
        self.import_problem = None;
        self.watch.surveying = false;
        self.watch.show_heatmap = false;
        self.clear_runs();
        self.report = None;
    }

    /// Forgets the runs of watch and compare mode.
    fn clear_runs(&mut self) {
        self.watch.clear_run();
        self.compare = Compare::default();
    }

    /// The player for a run just solved: playing, unless a link asked for it paused.
    fn fresh_player(&mut self, start: Square, searched: bool) -> Player {
        self.solving = None;
        self.report = None;
        let paused = self.pending.paused || self.pending.step.is_some();
        Player::fresh(start, searched, paused)
    }

    /// `player` at the step a link asked for, if it asked; the link's wishes are spent.
    fn show_pending(&mut self, player: Player, track: impl Fn(&AppState) -> Track<'_>) -> Player {
        let step = self.pending.step;
        self.pending = Pending::default();
        let track = track(self);
        match step {
            Some(step) => player.seek(step, track),
            None => player.seek(0, track),
        }
    }

    /// Cancel stopped the running solve or survey: say how far it got.
    fn cancelled(&mut self) {
        let solving = self.solving;
        let surveying = self.watch.surveying;
        self.stop_work();
        if let Some(progress) = solving {
            self.report = Some(Report::Cancelled {
                start: progress.start,
                placed: progress.placed,
            });
        } else if let (true, Some(survey)) = (surveying, &self.watch.survey) {
            self.report = Some(Report::SurveyCancelled {
                done: survey.entries.len(),
                total: survey.board.square_count(),
            });
        }
    }

    /// A square was chosen (clicked, or Enter on it): removed or restored while editing,
    /// the last square while "Finish on…" is armed, a move in play mode, else a run from
    /// it (a comparison in compare mode; on the survey's heatmap, the run the survey saw).
    fn choose(mut self, square: Square, seed: u64, at_ms: f64) -> Self {
        if self.editing {
            return self.set(SettingsAction::EditSquare { square, at_ms });
        }
        // A hole is not a square: nothing starts, ends or is played there.
        if self.board().is_hole(square) || !self.board().contains(square) {
            return self;
        }
        if self.picking_end {
            return self.set(SettingsAction::End(Some(square)));
        }
        if self.mode == Mode::Play {
            return self.play_action(PlayAction::Choose { square, at_ms });
        }
        if self.mode == Mode::Puzzle {
            self.focus.square = square;
            self.puzzle = std::mem::take(&mut self.puzzle).choose(square, at_ms);
            return self;
        }
        let seed = self.heatmap().map_or(seed, |survey| survey.seed);
        self.ask_run(square, seed);
        self
    }

    /// Enter or Space on a focused square: where the run shown (or being solved) starts
    /// there, the key plays or pauses it, as it does anywhere else; a second press must
    /// not start the same run again. Otherwise the same as a click.
    fn press(self, square: Square, seed: u64, at_ms: f64) -> Self {
        let shown_here = !matches!(self.mode, Mode::Play | Mode::Puzzle)
            && !self.editing
            && !self.picking_end
            && self.shown_start() == Some(square);
        if !shown_here {
            return self.choose(square, seed, at_ms);
        }
        if self.solving.is_some() {
            return self;
        }
        self.control(Control::TogglePlay)
    }

    /// The budget a longer search would have, when one can be asked for: the run shown
    /// is `fast`'s, undecided, after fewer than [`MAX_LONGER`] longer searches, and the
    /// engine can run it.
    pub fn longer_budget(&self) -> Option<u64> {
        let run = self.watch.run.as_ref()?;
        let next = self.watch.longer.checked_add(1)?;
        let offered = self.mode == Mode::Watch
            && self.asked.is_none()
            && run.algorithm() == Some(Algorithm::Fast)
            && run.run.status() == Status::Undecided
            && next <= MAX_LONGER
            && self.engine != EngineState::Lost;
        offered.then(|| engine_budget(next))
    }

    /// "Search longer": `fast`'s undecided run searched again in the engine with ten
    /// times the budget ([`Self::longer_budget`]).
    fn search_longer(mut self) -> Self {
        let (Some(_), Some(run)) = (self.longer_budget(), self.watch.run.clone()) else {
            return self;
        };
        let start = run.start();
        self.ask(Work::Solve {
            start,
            seed: 0,
            longer: self.watch.longer + 1,
        });
        self.begin_solving(start);
        self.solving = Some(Progress {
            start,
            algorithm: Algorithm::Fast,
            placed: 0,
            depth: 1,
        });
        self
    }

    /// Asks for a run from `start`: a solve, or a comparison in compare mode. What was
    /// shown goes, and the state says "solving" at once.
    fn ask_run(&mut self, start: Square, seed: u64) {
        let algorithm = self.settings.algorithm;
        let random = algorithm == Algorithm::Random
            || self.mode == Mode::Compare && self.settings.second == Algorithm::Random;
        // Only the random walk draws: every other run is the same whatever the seed.
        let seed = if random { seed } else { 0 };
        self.ask(match self.mode {
            Mode::Compare => Work::Compare { start, seed },
            Mode::Watch | Mode::Play | Mode::Puzzle => Work::Solve {
                start,
                seed,
                longer: 0,
            },
        });
        self.begin_solving(start);
        self.solving = Some(Progress {
            start,
            algorithm,
            placed: 0,
            depth: 1,
        });
    }

    /// Whether `work` runs in the engine, where only its result is shown: surveys,
    /// hints and comparisons always; `fast`'s longer search; `fast` on a whole board a
    /// side of which is at most 4 that no theorem rules out (the column-by-column
    /// programme runs in one step, and its table's first fill held the page's thread for
    /// 225 ms on 4x20, where the engine's worker holds nothing; a page without the engine
    /// runs it itself); and `fast` on a board drawn on the canvas (no code panel) once
    /// the engine is ready. Every other run is solved in the page,
    /// where the step-by-step animation and the code panel record it.
    pub fn in_engine(&self, work: Work) -> bool {
        match work {
            Work::Survey { .. } | Work::Hint | Work::Compare { .. } | Work::Puzzle => true,
            Work::Solve { longer: 1.., .. } => true,
            Work::Solve { start, .. } => {
                let (settings, board) = (&self.settings, self.board());
                let thin = board.is_plain() && board.rows().min(board.cols()) <= 4;
                let ruled_out = matches!(
                    decided_by_theory(&board, start, settings.ends),
                    Some(Err(_))
                );
                let ready = matches!(self.engine, EngineState::Ready(_));
                settings.algorithm == Algorithm::Fast
                    && !ruled_out
                    && (thin || ready && is_large(board))
            }
        }
    }

    /// Whether the work asked waits for the engine to load.
    pub fn waiting_for_engine(&self) -> bool {
        self.engine == EngineState::Loading
            && self
                .asked
                .as_ref()
                .is_some_and(|asked| self.in_engine(asked.work))
    }

    /// Records `work` as asked, numbered after the last.
    fn ask(&mut self, work: Work) {
        self.report = None;
        self.serial = self.serial.wrapping_add(1);
        self.asked = Some(Asked {
            serial: self.serial,
            work,
        });
    }

    /// Play mode's hint: before the start, the start shading is switched on to show
    /// where tours start; after it, the engine's hint is asked for (a theorem, a broken
    /// rule, or a search).
    fn hint(mut self) -> Self {
        // One message at a time: the hint replaces a refusal and its mark.
        self.play.refused = None;
        let (board, first) = (self.board(), self.play.walk.first().copied());
        if self.play.walk.len() == board.square_count() {
            return self;
        }
        self.play.hints += 1;
        match first {
            // Before the start: any square can be it, and the shading shows where tours
            // start.
            None => {
                self.settings.overlays.starts = true;
                self.asked = None;
                self.play.hint = Some(Hint::ChooseStart);
            }
            Some(_) => {
                self.ask(Work::Hint);
                self.play.hint = Some(Hint::Searching);
            }
        }
        self
    }

    /// The findings the state wants worked out in the background: the start shading
    /// while it is on (boards the SVG draws), and the tour count of a complete run on a
    /// board small enough to count.
    pub fn findings(&self) -> Findings {
        let settings = &self.settings;
        let shading = (settings.overlays.starts && !is_large(self.board()))
            .then(|| (self.board(), settings.ends));
        let count = self
            .watch
            .run
            .as_ref()
            .filter(|run| self.mode == Mode::Watch && run.algorithm().is_some())
            .filter(|run| run.run.status().is_complete())
            .map(|run| CountWanted {
                run: run.id(),
                board: self.board(),
                start: run.start(),
                kind: settings.ends.kind(),
            });
        Findings { shading, count }
    }

    /// A pasted route arrived (on its own board, in watch mode, paused at its start),
    /// or was refused.
    fn import(self, action: ImportAction) -> Self {
        match action {
            ImportAction::Imported(solved) => {
                let settings = Settings {
                    board: solved.run.route().board(),
                    ..self.settings
                };
                let puzzle = self.puzzle.clone();
                let mut state = self.reset(settings, false);
                // Show solution leaves the puzzle to come back to.
                state.puzzle = puzzle;
                state.mode = Mode::Watch;
                state.pending.paused = true;
                state.work(WorkAction::Solved(solved))
            }
            ImportAction::Failed(problem) => AppState {
                import_problem: Some(problem),
                ..self
            },
        }
    }

    /// A step of the student's walk, or a hint asked for: at once when a rule or theorem
    /// settles the walk, else the search is asked for.
    fn play_action(mut self, action: PlayAction) -> Self {
        // An engine's failure is said until the next move or hint.
        self.report = None;
        let board = self.board();
        if action == PlayAction::Hint {
            return self.hint();
        }
        // A hint arrived, or the walk the search continues is changing: either way the
        // search is over.
        let ends_hint = matches!(
            action,
            PlayAction::Choose { .. } | PlayAction::UndoTo(_) | PlayAction::Hinted(..)
        );
        if ends_hint
            && self
                .asked
                .as_ref()
                .is_some_and(|asked| asked.work == Work::Hint)
        {
            self.asked = None;
        }
        self.play = self.play.apply(board, self.settings.ends.last(), action);
        if let Some(&at) = self.play.walk.last() {
            self.focus.square = at;
        }
        self
    }
}

impl AppState {
    /// Something in puzzle mode: the puzzle's reducer takes it on the settings' board and
    /// tour; a puzzle posed on another board or tour brings them into the settings, and
    /// the engine's work the puzzle wants is asked for (or, once answered, let go).
    fn puzzle_action(mut self, action: PuzzleAction) -> Self {
        match &action {
            PuzzleAction::Level(_) => {}
            // Keys and buttons reach the puzzle only while it is on screen.
            PuzzleAction::New { .. }
            | PuzzleAction::Open { .. }
            | PuzzleAction::Type { .. }
            | PuzzleAction::Undo
            | PuzzleAction::Clear
            | PuzzleAction::Check
            | PuzzleAction::Hint
            | PuzzleAction::Reveal
                if self.mode != Mode::Puzzle =>
            {
                return self;
            }
            PuzzleAction::Type { square, .. } => self.focus.square = *square,
            PuzzleAction::New { .. }
            | PuzzleAction::Open { .. }
            | PuzzleAction::Undo
            | PuzzleAction::Clear
            | PuzzleAction::Check
            | PuzzleAction::Hint
            | PuzzleAction::Reveal => {}
            // The engine answered (or lost the job): its work is done.
            PuzzleAction::Made { .. }
            | PuzzleAction::Solutions(_)
            | PuzzleAction::Deduced(_)
            | PuzzleAction::Lost => {
                if self
                    .asked
                    .as_ref()
                    .is_some_and(|asked| asked.work == Work::Puzzle)
                {
                    self.asked = None;
                }
            }
        }
        let before = self.puzzle.job.clone();
        let (board, kind) = (self.board(), self.settings.ends.kind());
        self.puzzle = std::mem::take(&mut self.puzzle).apply(action, &board, kind);
        let posed = self
            .puzzle
            .puzzle()
            .map(|puzzle| (puzzle.board().clone(), puzzle.kind()));
        if let Some((posed_board, posed_kind)) = posed
            && (posed_board != board || posed_kind != kind)
        {
            self = self.pose_on(posed_board, posed_kind);
        }
        if self.puzzle.job != before {
            self.resume_puzzle();
        }
        self
    }

    /// Asks for the engine's work the puzzle wants, when puzzle mode is on screen (and
    /// lets go of the puzzle's work it no longer wants).
    fn resume_puzzle(&mut self) {
        let asked_puzzle = self
            .asked
            .as_ref()
            .is_some_and(|asked| asked.work == Work::Puzzle);
        match (&self.puzzle.job, self.mode) {
            (Some(_), Mode::Puzzle) => self.ask(Work::Puzzle),
            (None, _) if asked_puzzle => self.asked = None,
            (Some(_) | None, _) => {}
        }
    }

    /// The settings of a puzzle posed on another board or tour: its board and tour; the
    /// puzzle stays.
    fn pose_on(self, board: Board, kind: TourKind) -> Self {
        let settings = Settings {
            board,
            ends: kind.into(),
            ..self.settings.clone()
        };
        let (puzzle, asked, serial) = (self.puzzle.clone(), self.asked.clone(), self.serial);
        let mut fresh = self.reset(settings, false);
        fresh.mode = Mode::Puzzle;
        fresh.puzzle = puzzle;
        fresh.asked = asked;
        fresh.serial = serial;
        fresh
    }
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        Rc::new(Rc::unwrap_or_clone(self).apply(action))
    }
}

/// Whether two boards share their rectangle, so a square of one names the same square of
/// the other (their holes or piece may differ).
fn same_rectangle(a: &Board, b: &Board) -> bool {
    (a.rows(), a.cols()) == (b.rows(), b.cols())
}

/// `value + delta`, kept within `0..len`.
fn clamp_axis(value: u16, delta: i32, len: u16) -> u16 {
    let moved = (i32::from(value) + delta).clamp(0, i32::from(len) - 1);
    u16::try_from(moved).unwrap_or(0)
}

#[cfg(test)]
pub(crate) mod tests;
