//! The work the state asks for. The reducer records it as facts; the app's one client
//! (`tasks::Client`) starts what is newly asked, stops what is no longer asked, and turns
//! the work's reports into actions. No component or effect decides what a click means.

use tour_core::{Board, Ends, Square, TourKind};

/// The work a person waits for (Cancel stops it), numbered so that asking again for the
/// same thing runs it again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Asked {
    /// Increases with every request.
    pub serial: u32,
    /// What is asked.
    pub work: Work,
}

/// What a person can wait for. The board, the algorithms and the tour's ends are the
/// settings current when it is asked: a change of them asks anew or stops the work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Work {
    /// A run from `start` (watch mode); `seed` drives the random walk.
    Solve {
        /// The start square.
        start: Square,
        /// The random walk's seed.
        seed: u64,
        /// 0 for a first search; from 1, `fast`'s exact search again in the engine with
        /// a budget ten times the last ([`engine_budget`](super::engine_budget)), after
        /// the last stopped at its budget (the first time at once, then when asked).
        longer: u8,
    },
    /// Both algorithms from `start` (compare mode).
    Compare {
        /// The start square.
        start: Square,
        /// The random walk's seed.
        seed: u64,
    },
    /// The algorithm from every start (watch mode).
    Survey {
        /// The random walk's seed, shared by every start so a cell replays its run.
        seed: u64,
    },
    /// A move from which play mode's walk can still become a tour.
    Hint,
    /// Puzzle mode's work in the engine: a new puzzle, a shared one's solution, or a
    /// hint's deductions ([`PuzzleState::job`](super::PuzzleState::job)).
    Puzzle,
}

impl Work {
    /// The seed the random walk uses.
    pub const fn seed(self) -> u64 {
        match self {
            Work::Solve { seed, .. } | Work::Compare { seed, .. } | Work::Survey { seed } => seed,
            Work::Hint | Work::Puzzle => 0,
        }
    }
}

/// Findings worked out in the background whenever the state wants them, which never
/// stand in the way of the work a person waits for.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Findings {
    /// The start shading of this board for tours with these ends.
    pub shading: Option<(Board, Ends)>,
    /// The tours from the run shown.
    pub count: Option<CountWanted>,
}

/// A count of the tours from a run's start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountWanted {
    /// The run's identity, so the count is shown only with it.
    pub run: usize,
    /// The board.
    pub board: Board,
    /// The run's start.
    pub start: Square,
    /// Open or closed tours.
    pub kind: TourKind,
}

/// Whether the engine can take work.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum EngineState {
    /// Not running yet: it starts when work first needs it, or when the page is idle
    /// after its first tour.
    #[default]
    Loading,
    /// Running, this way.
    Ready(EngineWay),
    /// No way of running it worked: work that needs it cannot be done.
    Lost,
}

impl EngineState {
    /// The app root's `data-engine`: `workers`, `blob-workers`, `page` or `lost` (none
    /// while it loads).
    pub const fn id(self) -> Option<&'static str> {
        match self {
            EngineState::Loading => None,
            EngineState::Ready(way) => Some(way.id()),
            EngineState::Lost => Some("lost"),
        }
    }
}

/// How the engine runs, once it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineWay {
    /// Web Workers started from the engine's loader beside the page.
    Workers,
    /// Web Workers made from a blob that loads the engine by its address (a sandboxed
    /// frame, whose opaque origin may not start a worker from the page's server).
    BlobWorkers,
    /// The page's own thread, in slices (a browser that blocks workers).
    OnPage,
}

impl EngineWay {
    /// Its `data-engine` value.
    pub const fn id(self) -> &'static str {
        match self {
            EngineWay::Workers => "workers",
            EngineWay::BlobWorkers => "blob-workers",
            EngineWay::OnPage => "page",
        }
    }
}
