//! Everything that can happen to the state, grouped by the part of the state it concerns.
//!
//! Each group is its own enum, matched by its own reducer with no catch-all arm, so a new
//! action does not compile until every place that must handle it does (`cargo xtask tidy`
//! checks that the model's matches on these enums have no `_ =>` arm).

use tour_core::{Algorithm, Board, SolveError, Square};

use super::asked::EngineState;
use super::play::PlayAction;
use super::player::Control;
use super::puzzle::PuzzleAction;
use super::report::ImportProblem;
use super::settings::{Lang, Mode, Overlays, SeedOrder, Theme};
use super::shared::Shared;
use super::solved::{Progress, Solved};
use super::study::StudyAction;
use super::survey::{StartShading, SurveyResult};
use super::watch::Counted;

/// Everything that can happen to the state, by concern.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// A square was chosen (a click, a tap): what that means (a run, a move,
    /// a hole toggled, the last square) is the reducer's to decide.
    Choose {
        /// The square.
        square: Square,
        /// A fresh seed for the random walk, should the choice start one.
        seed: u64,
        /// When, in page milliseconds (play mode's clock).
        at_ms: f64,
    },
    /// Enter or Space on the focused square: plays or pauses the run shown when it
    /// starts there, else the same as [`Action::Choose`].
    Press {
        /// The square.
        square: Square,
        /// A fresh seed for the random walk, should the press start one.
        seed: u64,
        /// When, in page milliseconds (play mode's clock).
        at_ms: f64,
    },
    /// A setting, the mode or a board tool changed.
    Settings(SettingsAction),
    /// The keyboard focus on the board moved.
    Focus(FocusAction),
    /// Work in the slots (solving, comparing, surveying, shading, counting) reported.
    Work(WorkAction),
    /// A pasted route arrived, or was refused.
    Import(ImportAction),
    /// Something in play mode.
    Play(PlayAction),
    /// Something in puzzle mode.
    Puzzle(PuzzleAction),
    /// The study room: About's marks, the gallery's filter.
    Study(StudyAction),
    /// A playback control, applied to the mode's player.
    Control(Control),
}

/// A change of the settings every mode shares, of the mode, or of a board tool.
#[derive(Clone, Debug, PartialEq)]
pub enum SettingsAction {
    /// Show another board; clears every run.
    Board(Board),
    /// Use another algorithm for new runs; clears every run.
    Algorithm(Algorithm),
    /// Use another move order for new runs; clears every run.
    Order(SeedOrder),
    /// Compare against another algorithm; clears every run.
    Second(Algorithm),
    /// Look for closed tours only; clears every run (in play mode only the hint).
    Closed(bool),
    /// Finish tours on this square (or anywhere); clears every run (in play mode only
    /// the hint). A last square and closed tours exclude each other.
    End(Option<Square>),
    /// Arm (or disarm) "Finish on…": the next square chosen becomes the last square.
    PickEnd(bool),
    /// Turn "Edit board" on or off: squares chosen are removed or restored.
    Edit(bool),
    /// "Edit board" pressed this square at `at_ms` (page clock): remove it, or restore
    /// it if it is a hole; in play mode a square of the walk stays, with the reason.
    EditSquare {
        /// The square pressed.
        square: Square,
        /// When, in page milliseconds (play mode's clock stops if the walk ends).
        at_ms: f64,
    },
    /// Set moves per second (clamped to [`super::SPEED_RANGE`]).
    Speed(u32),
    /// Switch the overlays.
    Overlays(Overlays),
    /// Speak another language.
    Lang(Lang),
    /// Use another colour theme.
    Theme(Theme),
    /// Watch, play or compare.
    Mode(Mode),
}

/// The keyboard focus on the board (a roving tabindex).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum FocusAction {
    /// Move it by rows and columns, staying on the board.
    Move(i32, i32),
    /// Put it on this square (pointer or programmatic).
    To(Square),
}

/// Progress and results of the work in the slots.
#[derive(Clone, Debug, PartialEq)]
pub enum WorkAction {
    /// A solve from this square began, or has got this far.
    Solving(Progress),
    /// A finished, validated solve (watch mode).
    Solved(Shared<Solved>),
    /// Both runs of a comparison, finished and validated.
    Compared(Shared<Solved>, Shared<Solved>),
    /// The core refused a solve, or the route it produced.
    Refused(SolveError),
    /// Search `fast`'s undecided run again, longer ([`super::AppState::longer_budget`]).
    SearchLonger,
    /// Survey every start (with this seed for the random walk).
    Survey {
        /// The random walk's seed.
        seed: u64,
    },
    /// The engine loads, runs, or could not start.
    Engine(EngineState),
    /// Stop the work a person waits for (a solve, comparison, survey or hint), saying
    /// how far it got.
    Cancel,
    /// Survey progress, or the finished survey.
    Surveyed(Shared<SurveyResult>),
    /// Show the survey heatmap (`true`) or the run (`false`) on the board.
    ShowHeatmap(bool),
    /// The start shading so far.
    StartsShaded(Shared<StartShading>),
    /// The tour count of the run shown.
    Counted(Counted),
    /// The engine stopped on an error (a panic ends only its job) or could not be
    /// reached, before the work a person waits for was done.
    Failed,
}

/// A route pasted into the import box.
#[derive(Clone, Debug, PartialEq)]
pub enum ImportAction {
    /// Validated: shown on its own board, paused at its start.
    Imported(Shared<Solved>),
    /// Refused, with the squares that show why.
    Failed(ImportProblem),
}
