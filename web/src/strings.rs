//! Every sentence the app shows, in one place, so a translation replaces one module.

use tour_core::{Algorithm, Board, MoveOrder, Status};

use crate::state::{AppState, Phase};

/// The app's title.
pub const TITLE: &str = "Knight's Tour";

/// The line under the title.
pub const TAGLINE: &str = "Click a square to choose where the knight starts, then watch it try to visit every square exactly once.";

/// The status line: what is on the board right now, in plain words.
///
/// Complete: `Tour complete: 64/64 (open)`. Stuck: `Stuck after 59 moves at e3: no
/// unvisited square is a knight's move away (60/64 squares visited)`.
pub fn status_line(state: &AppState) -> String {
    let board = state.board;
    let Some(playback) = &state.playback else {
        return match &state.error {
            Some(error) => format!("Could not solve: {error}"),
            None => "Click a square (or focus one and press Enter) to choose the start.".into(),
        };
    };
    let area = board.area();
    let shown = state.shown;
    let knight = state
        .knight()
        .map(|square| square.algebraic(board))
        .unwrap_or_default();
    match (state.phase(), playback.run.status()) {
        (Phase::Done, Status::Complete(kind)) => {
            format!("Tour complete: {area}/{area} ({kind})")
        }
        (Phase::Stuck, _) => format!(
            "Stuck after {moves} moves at {knight}: no unvisited square is a knight's move \
             away ({shown}/{area} squares visited)",
            moves = shown.saturating_sub(1),
        ),
        (phase, _) => {
            let verb = if phase == Phase::Playing {
                "Playing"
            } else {
                "Paused"
            };
            format!(
                "{verb}: move {shown} of {len}, knight on {knight}",
                len = playback.len()
            )
        }
    }
}

/// One line saying what an algorithm does and where it comes from.
pub fn algorithm_description(algorithm: Algorithm) -> &'static str {
    match algorithm {
        Algorithm::Warnsdorff => {
            "Warnsdorff's rule (1823): always move to the square with the fewest onward moves; \
             on a tie, the first square in the move order wins. It never backtracks, so it can \
             get stuck. Source: seeds 000 and 001 (Algorithm Gossip)."
        }
        _ => "",
    }
}

/// One line describing a move order.
pub fn order_description(order: MoveOrder) -> &'static str {
    match order.name() {
        "gossip" => "gossip: clockwise from up-right, as in seeds 000 and 001",
        "deitel" => "deitel: anticlockwise from right-up, as in seeds 003 and 004",
        "ithome" => "ithome: down-right first, as in seed 002",
        _ => "",
    }
}

/// The accessible name of a square: `e4`, `e4, move 12`, `e4, knight here, move 12`.
pub fn square_label(name: &str, step: Option<u32>, knight_here: bool) -> String {
    match (step, knight_here) {
        (Some(step), true) => format!("{name}, knight here, move {step}"),
        (Some(step), false) => format!("{name}, move {step}"),
        (None, _) => name.to_owned(),
    }
}

/// The board-size form's hint.
pub fn board_size_hint(max: u16) -> String {
    format!("Rows and columns from 1 to {max}.")
}

/// The label of the board drawing.
pub fn board_label(board: Board) -> String {
    format!("{board} board; use the arrow keys to move between squares and Enter to start")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{Action, solve};
    use tour_core::Square;

    fn run_to_end(from: &str) -> AppState {
        let state = AppState::new(Board::CHESS, Algorithm::Warnsdorff, MoveOrder::GOSSIP, 4);
        let start = Square::parse(from, Board::CHESS).unwrap();
        let solved = solve(&state, start, || 0.0);
        state.apply(solved).apply(Action::ToEnd)
    }

    #[test]
    fn complete_and_stuck_lines_match_the_issue() {
        assert_eq!(
            status_line(&run_to_end("g3")),
            "Tour complete: 64/64 (open)"
        );
        assert_eq!(
            status_line(&run_to_end("e3")),
            "Stuck after 59 moves at a4: no unvisited square is a knight's move away \
             (60/64 squares visited)"
        );
    }

    #[test]
    fn playback_line_names_the_move_and_square() {
        let state = run_to_end("g3").apply(Action::ToStart);
        assert_eq!(status_line(&state), "Paused: move 1 of 64, knight on g3");
    }
}
