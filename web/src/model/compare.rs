//! Compare mode's data: two runs from the same start, played in step by one player.

use tour_core::Square;

use super::player::{Player, Track};
use super::settings::Side;
use super::shared::Shared;
use super::solved::Solved;

/// Compare mode: the settings' algorithm on the first board, the second algorithm on
/// the other.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Compare {
    /// Both runs, once both are solved and validated.
    pub runs: Option<[Shared<Solved>; 2]>,
    /// One position drives both boards.
    pub player: Player,
}

impl Compare {
    /// The run drawn on `side`.
    pub fn run(&self, side: Side) -> Option<&Shared<Solved>> {
        let [first, second] = self.runs.as_ref()?;
        Some(match side {
            Side::First => first,
            Side::Second => second,
        })
    }

    /// What the player plays: the longer route (the shorter waits at its end).
    pub fn track(&self) -> Track<'static> {
        let route_len = self
            .runs
            .as_ref()
            .map_or(0, |[first, second]| first.len().max(second.len()));
        Track {
            route_len,
            events: None,
            code: None,
        }
    }

    /// The squares on `side`'s board at this step, start first.
    pub fn path(&self, side: Side) -> &[Square] {
        self.run(side).map_or(&[], |run| {
            &run.run.path()[..self.player.shown.min(run.len())]
        })
    }

    /// Whether `side`'s run ended without a tour and is shown to its end.
    pub fn stuck(&self, side: Side) -> bool {
        self.run(side)
            .is_some_and(|run| !run.run.status().is_complete() && self.player.shown >= run.len())
    }
}
