//! Reading a paste: the core's `read_route` on the page for a short text, in the engine
//! for a long one (a million-square tour is eight megabytes of text, which takes the
//! reader a second or more, too long for the page's thread). The route the engine hands
//! back is read through the page's validator (a route is deserialised through
//! `Route::new`).

use std::cell::Cell;
use std::rc::Rc;

use tour_core::text::{ImportError, read_route};
use tour_core::{Board, Route, Run};
#[cfg(test)]
use tour_engine::protocol::Message;
use tour_engine::protocol::{Job, Report};
use yew::Callback;

use super::engine::{Engine, Ticket};
use crate::model::{Action, ImportAction, ImportProblem, Shared, Solved};

/// The longest paste read on the page: about two thousand squares' move list, read in
/// well under a frame.
pub const ON_PAGE: usize = 16 * 1024;

thread_local! {
    /// The last paste sent to the engine: the next one lets it go, with its reader.
    static LAST: Cell<Option<Ticket>> = const { Cell::new(None) };
}

/// Reads `text`, pasted with `board` shown; the outcome goes to `dispatch`.
pub fn read_paste(engine: &Engine, text: String, board: Board, dispatch: Callback<Action>) {
    if text.len() <= ON_PAGE {
        let read = read_route(&board, &text);
        return dispatch.emit(imported(Some(read), board));
    }
    if let Some(last) = LAST.take() {
        engine.cancel(last);
    }
    let job = Job::Import {
        board: board.clone(),
        text,
    };
    let handler = Rc::new(move |_share, report| match report {
        Report::Imported(read) => dispatch.emit(imported(Some(read), board.clone())),
        Report::Unreadable => dispatch.emit(imported(None, board.clone())),
        _ => {}
    });
    LAST.set(Some(engine.run(&[job], true, handler)));
}

/// The action for a paste read as `read` (`None`: the engine could not read it).
pub fn imported(read: Option<Result<Route, ImportError>>, shown: Board) -> Action {
    Action::Import(match read {
        Some(Ok(route)) => {
            ImportAction::Imported(Shared::new(Solved::imported(Run::from_route(route))))
        }
        Some(Err(error)) => ImportAction::Failed(ImportProblem::new(Some(error), shown)),
        None => ImportAction::Failed(ImportProblem::new(None, shown)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_paste_read_in_the_engine_comes_back_as_the_route_read_on_the_page() {
        let moves = "a1 c2 a3 b1 d2 b3 c1 a2 c3 d1 b2 d3";
        let board = Board::new(3, 4).unwrap();
        let job = Job::Import {
            board: board.clone(),
            text: moves.to_owned(),
        };
        let job = Job::decode(&job.encode()).unwrap();
        let reports = tour_engine::run::run_to_end(job);
        let report = Report::decode(&reports[0].encode()).unwrap();
        assert_eq!(report, Report::Imported(read_route(&board, moves)));
    }

    #[test]
    fn a_paste_the_reader_refuses_is_a_failed_import() {
        let action = imported(Some(read_route(&Board::CHESS, "")), Board::CHESS);
        assert!(matches!(action, Action::Import(ImportAction::Failed(_))));
        let action = imported(None, Board::CHESS);
        assert!(matches!(action, Action::Import(ImportAction::Failed(_))));
        let action = imported(Some(read_route(&Board::CHESS, "a1 b3")), Board::CHESS);
        assert!(matches!(action, Action::Import(ImportAction::Imported(_))));
    }
}
