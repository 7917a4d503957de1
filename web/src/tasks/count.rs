//! Counting the tours from the start of the run shown, on boards small enough to
//! enumerate, in the engine after the run is on screen: the first moves dealt to the
//! workers, their counts summed.

use tour_core::{Ends, TourKind};
use tour_engine::protocol::{Job, Report};

use super::{EngineWork, shares};
use crate::model::{Action, CountWanted, Counted, WorkAction};

/// Largest boards whose tours are counted from the start square (open and closed), so
/// the count arrives within a moment.
pub const COUNT_MAX_AREA: (usize, usize) = (25, 36);

/// A count in progress.
pub struct CountWork {
    counted: Counted,
    shares: Vec<Job>,
    left: usize,
}

impl CountWork {
    /// Counts the tours from the run's start, its first moves dealt into `parts` shares,
    /// or `None` when the board is too large to count quickly.
    pub fn new(wanted: &CountWanted, parts: usize) -> Option<CountWork> {
        let limit = match wanted.kind {
            TourKind::Open => COUNT_MAX_AREA.0,
            TourKind::Closed => COUNT_MAX_AREA.1,
        };
        if wanted.board.square_count() > limit {
            return None;
        }
        let ends = Ends::from(wanted.kind);
        // A piece has at most eight moves: more shares would count nothing.
        let shares: Vec<Job> = shares(parts, 8)
            .map(|share| Job::Count {
                board: wanted.board.clone(),
                start: wanted.start,
                ends,
                share,
            })
            .collect();
        Some(CountWork {
            counted: Counted {
                run: wanted.run,
                start: wanted.start,
                kind: wanted.kind,
                tours: 0,
            },
            left: shares.len(),
            shares,
        })
    }
}

impl EngineWork for CountWork {
    fn shares(&mut self) -> Vec<Job> {
        std::mem::take(&mut self.shares)
    }

    fn heard(&mut self, _share: usize, report: Report) -> Option<Action> {
        match report {
            Report::Counted { count, .. } => {
                self.counted.tours += match self.counted.kind {
                    TourKind::Open => count.directed,
                    TourKind::Closed => count.undirected,
                };
                None
            }
            Report::Finished => {
                self.left = self.left.saturating_sub(1);
                (self.left == 0).then_some(Action::Work(WorkAction::Counted(self.counted)))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tasks::tests::run_in_engine;
    use tour_core::{Board, Square};

    #[test]
    fn a_small_board_is_counted_and_a_large_one_is_not() {
        let wanted = |board: Board, kind| CountWanted {
            run: 7,
            board,
            start: Square::new(0, 0),
            kind,
        };
        let work = CountWork::new(&wanted(Board::new(5, 5).unwrap(), TourKind::Open), 2).unwrap();
        let actions = run_in_engine(work);
        let [Action::Work(WorkAction::Counted(counted))] = actions[..] else {
            panic!("one count: {actions:?}")
        };
        assert_eq!((counted.run, counted.tours), (7, 304));
        let work = CountWork::new(&wanted(Board::new(6, 6).unwrap(), TourKind::Closed), 3).unwrap();
        let [Action::Work(WorkAction::Counted(counted))] = run_in_engine(work)[..] else {
            panic!("one count")
        };
        assert_eq!(
            counted.tours, 9_862,
            "every closed tour of 6 x 6 passes a corner"
        );
        assert!(CountWork::new(&wanted(Board::CHESS, TourKind::Open), 2).is_none());
    }
}
