//! Play mode's sentences.

use tour_core::{Board, Obstacle};

use super::{count, kind_word, reason};
use crate::i18n::{self, Lang, fill};
use crate::play::{Hint, Lost, Refusal, Standing};
use crate::state::AppState;

/// `m:ss` (or `h:mm:ss` past an hour) for the play clock.
pub fn clock(ms: f64) -> String {
    let seconds = (ms / 1000.0).floor().max(0.0) as u64;
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// The status line in play mode: what to do, or how the walk ended.
pub fn play_status(state: &AppState) -> String {
    let (board, play) = (state.board, &state.play);
    let ui = &i18n::ui(state.lang).play_mode;
    let name = |square: tour_core::Square| square.algebraic(board);
    let Some(&at) = play.walk.last() else {
        return ui.prompt.to_owned();
    };
    match play.standing(board) {
        Standing::Empty => ui.prompt.to_owned(),
        Standing::Moving => fill(
            ui.moving,
            &[
                ("k", &play.walk.len()),
                ("n", &board.area()),
                ("at", &name(at)),
                ("moves", &play.legal_moves(board).len()),
            ],
        ),
        Standing::DeadEnd => fill(
            ui.dead_end,
            &[
                ("at", &name(at)),
                ("left", &(board.area() - play.walk.len())),
            ],
        ),
        Standing::Complete(kind) => fill(
            ui.complete,
            &[
                ("kind", &kind_word(state.lang, kind)),
                ("area", &board.area()),
                ("time", &clock(play.elapsed_ms(0.0))),
            ],
        ),
    }
}

/// Why a click was refused.
pub fn refusal(lang: Lang, board: Board, refusal: Refusal) -> String {
    let ui = &i18n::ui(lang).play_mode;
    match refusal {
        Refusal::NotAMove { from, to } => fill(
            ui.not_a_move,
            &[
                ("to", &to.algebraic(board)),
                ("from", &from.algebraic(board)),
            ],
        ),
        Refusal::Visited { square, step } => fill(
            ui.visited,
            &[("sq", &square.algebraic(board)), ("k", &step)],
        ),
    }
}

/// What the hint says.
pub fn hint(lang: Lang, board: Board, hint: Hint, closed: bool) -> String {
    let ui = &i18n::ui(lang).play_mode;
    match hint {
        Hint::ChooseStart => ui.hint_start.to_owned(),
        Hint::Searching => ui.hint_searching.to_owned(),
        Hint::Move(square) => fill(
            if closed {
                ui.hint_move_closed
            } else {
                ui.hint_move
            },
            &[("sq", &square.algebraic(board))],
        ),
        Hint::Lost(lost) => fill(ui.lost, &[("why", &lost_reason(lang, board, lost))]),
        Hint::Unknown { positions } => fill(ui.unknown, &[("positions", &count(positions))]),
    }
}

/// Why no tour can be completed, without the sentence around it.
fn lost_reason(lang: Lang, board: Board, lost: Lost) -> String {
    let ui = &i18n::ui(lang).play_mode;
    let name = |square: tour_core::Square| square.algebraic(board);
    match lost {
        Lost::Theorem(why) => reason(lang, why),
        Lost::Exhausted { positions } => {
            fill(ui.lost_exhausted, &[("positions", &count(positions))])
        }
        Lost::Obstacle(Obstacle::DeadEnd { at }) => fill(ui.lost_dead_end, &[("sq", &name(at))]),
        Lost::Obstacle(Obstacle::Cut { square }) => fill(ui.lost_cut, &[("sq", &name(square))]),
        Lost::Obstacle(Obstacle::NoWayBack { start }) => {
            fill(ui.lost_no_way_back, &[("sq", &name(start))])
        }
        Lost::Obstacle(Obstacle::TwoEnds { first, second }) => fill(
            ui.lost_two_ends,
            &[("a", &name(first)), ("b", &name(second))],
        ),
    }
}

/// Why play mode is not offered on this board.
pub fn play_too_large(lang: Lang) -> String {
    let max = crate::state::SVG_MAX_SIDE;
    fill(i18n::ui(lang).play_mode.too_large, &[("max", &max)])
}

/// A square's accessible name with what the board marks on it: a legal move in play
/// mode, or whether a tour can start there when the start shading is on (the shading
/// alone is only visible).
pub fn square_label_with_marks(
    lang: Lang,
    label: String,
    legal: bool,
    start: Option<crate::starts::StartKind>,
) -> String {
    use crate::starts::StartKind;
    let ui = &i18n::ui(lang).play_mode;
    let label = match start {
        Some(StartKind::Yes) => fill(ui.sq_can_start, &[("label", &label)]),
        Some(StartKind::No) => fill(ui.sq_no_start, &[("label", &label)]),
        _ => label,
    };
    if legal {
        fill(ui.sq_legal, &[("label", &label)])
    } else {
        label
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clock_reads_minutes_and_seconds() {
        assert_eq!(clock(0.0), "0:00");
        assert_eq!(clock(61_999.0), "1:01");
        assert_eq!(clock(3_600_000.0 + 5_000.0), "1:00:05");
        assert_eq!(clock(-5.0), "0:00");
    }
}
