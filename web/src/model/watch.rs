//! Watch mode's data: the run on the board, where its playback stands, the all-starts
//! survey and the tour count of the run's start.

use tour_core::{Square, TourKind};

use super::player::{Player, Track};
use super::shared::Shared;
use super::solved::Solved;
use super::survey::SurveyResult;

/// How many tours there are from a run's start, counted after the run was shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counted {
    /// The run the count belongs to (its identity), so a late count is ignored.
    pub run: usize,
    /// The start square counted from.
    pub start: Square,
    /// Which tours were counted: closed (undirected cycles through the start) or open
    /// (directed routes from it).
    pub kind: TourKind,
    /// The count.
    pub tours: u64,
}

/// Watch mode: one algorithm's run.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Watch {
    /// The run shown, if one has been solved or imported.
    pub run: Option<Shared<Solved>>,
    /// Where its playback stands.
    pub player: Player,
    /// The last all-starts survey for the current settings.
    pub survey: Option<Shared<SurveyResult>>,
    /// Whether the survey is still running.
    pub surveying: bool,
    /// Whether the board shows the survey heatmap instead of the run.
    pub show_heatmap: bool,
    /// The number of tours from the run's start, on boards small enough to count.
    pub counted: Option<Counted>,
    /// How many times `fast`'s search went on to give the run shown
    /// ([`super::Work::Solve`]'s `longer`).
    pub longer: u8,
}

impl Watch {
    /// What the player plays.
    pub fn track(&self) -> Track<'_> {
        Track {
            route_len: self.run.as_ref().map_or(0, |run| run.len()),
            events: self.run.as_ref().and_then(|run| run.events()),
            code: None,
        }
    }

    /// The survey to draw as a heatmap, when the board shows one.
    pub fn heatmap(&self) -> Option<&SurveyResult> {
        self.survey.as_deref().filter(|_| self.show_heatmap)
    }

    /// Forgets the run (and its count), keeping the survey.
    pub fn clear_run(&mut self) {
        self.run = None;
        self.longer = 0;
        self.player = Player::default();
        self.counted = None;
    }
}
