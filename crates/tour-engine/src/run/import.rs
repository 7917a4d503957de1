//! A pasted text read into a route: the core's `read_route`, in one step, off the page's
//! thread (a million squares of text take it a second or more).

use tour_core::text::{ImportError, read_route};
use tour_core::{Board, Route};

use super::Work;
use crate::protocol::Report;

/// A paste to read, then what it read as.
pub(super) struct ImportRun {
    board: Board,
    text: String,
    read: Option<Result<Route, ImportError>>,
}

impl ImportRun {
    pub(super) fn new(board: Board, text: String) -> ImportRun {
        ImportRun {
            board,
            text,
            read: None,
        }
    }
}

impl Work for ImportRun {
    /// The whole reading is one step: the core's reader has no place to pause.
    fn advance(&mut self, _steps: u64) -> bool {
        if self.read.is_none() {
            self.read = Some(read_route(&self.board, &std::mem::take(&mut self.text)));
        }
        true
    }

    fn reports(&mut self, _finished: bool, _busy_ms: f64) -> Vec<Report> {
        self.read.take().map(Report::Imported).into_iter().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::Job;
    use crate::run::Running;

    fn read(board: Board, text: &str) -> Vec<Report> {
        let mut running = Running::new(Job::Import {
            board,
            text: text.to_owned(),
        });
        while !running.advance(1000) {}
        running.reports(0.0)
    }

    #[test]
    fn a_move_list_reads_as_its_route_then_the_job_finishes() {
        let reports = read(
            Board::new(3, 4).unwrap(),
            "a1 c2 a3 b1 d2 b3 c1 a2 c3 d1 b2 d3",
        );
        let [Report::Imported(Ok(route)), Report::Finished] = reports.as_slice() else {
            panic!("a route, then the end: {reports:?}");
        };
        assert_eq!(route.len(), 12);
    }

    #[test]
    fn a_bad_paste_says_what_is_wrong() {
        let reports = read(Board::CHESS, "");
        assert!(
            matches!(
                reports.first(),
                Some(Report::Imported(Err(ImportError::Empty)))
            ),
            "{reports:?}"
        );
    }
}
