//! Counting the tours from the start of the run shown, on boards small enough to
//! enumerate, after the run is on screen (never while a view renders).

use tour_core::{Board, Square, TourKind, theory::count_tours};

use super::Job;
use crate::model::{Action, Counted, WorkAction};

/// Largest boards whose tours are counted from the start square (open and closed), so
/// the count arrives within a moment.
pub const COUNT_MAX_AREA: (usize, usize) = (25, 36);

/// A count to make.
pub struct CountJob {
    board: Board,
    counted: Counted,
    done: bool,
}

impl CountJob {
    /// Counts the tours from `start` of the run with identity `run`, or `None` when the
    /// board is too large to count quickly.
    pub fn new(board: Board, run: usize, start: Square, closed: bool) -> Option<Self> {
        let limit = if closed {
            COUNT_MAX_AREA.1
        } else {
            COUNT_MAX_AREA.0
        };
        (board.square_count() <= limit).then_some(CountJob {
            board,
            counted: Counted {
                run,
                start,
                closed,
                tours: 0,
            },
            done: false,
        })
    }
}

impl Job for CountJob {
    fn advance(&mut self, _steps: u32) -> bool {
        let counted = &mut self.counted;
        let wanted = TourKind::closed(counted.closed);
        // One step: the enumeration takes at most about a tenth of a second on these
        // boards, and runs after the run is already on screen.
        self.done = true;
        if let Ok(count) = count_tours(&self.board, Some(counted.start), wanted) {
            counted.tours = if counted.closed {
                count.undirected
            } else {
                count.directed
            };
        } else {
            self.done = false;
        }
        true
    }

    fn report(&mut self, _finished: bool, _busy_ms: f64) -> Option<Action> {
        self.done
            .then_some(Action::Work(WorkAction::Counted(self.counted)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tasks::tests::run_to_end;

    #[test]
    fn a_small_board_is_counted_and_a_large_one_is_not() {
        let board = Board::new(5, 5).unwrap();
        let job = CountJob::new(board, 7, Square::new(0, 0), false).unwrap();
        let [Action::Work(WorkAction::Counted(counted))] = run_to_end(job)[..] else {
            panic!("one count")
        };
        assert_eq!((counted.run, counted.tours), (7, 304));
        assert!(CountJob::new(Board::CHESS, 7, Square::new(0, 0), false).is_none());
    }
}
