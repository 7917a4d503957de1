//! What the app does to the world after a render, as hooks: the playback clock, the
//! address bar, the host page's messages, the theme, the page's language and title,
//! keyboard focus, and the engine loaded at idle.

use gloo_timers::callback::Interval;
use tour_core::Board;
use yew::prelude::*;

use crate::browser::{host, page};
use crate::model::{Action, AppState, Control, Lang, Mode, Side, is_large};
use crate::tasks::Client;

/// Timer period and moves per beat for a speed: at most 60 beats a second, so fast
/// playback advances several moves per beat instead of flooding the event loop.
pub fn beat(speed: u32) -> (u32, usize) {
    let speed = speed.max(1);
    let period = (1000 / speed).max(16);
    let moves = usize::try_from((speed * period).div_ceil(1000)).unwrap_or(1);
    (period, moves.max(1))
}

/// The beat for `board`: the speed slider's, except on boards drawn on the canvas, which
/// play whole in about ten seconds at most (600 beats) however slow the slider is.
pub fn board_beat(speed: u32, board: Board) -> (u32, usize) {
    let (period, moves) = beat(speed);
    if is_large(board.clone()) {
        (16, moves.max(board.area() / 600))
    } else {
        (period, moves)
    }
}

/// What one beat of the clock asks: a line of the code panel, or `moves` moves.
fn beat_control(by_line: bool, moves: usize) -> Control {
    if by_line {
        Control::TickLine
    } else {
        Control::Tick(moves)
    }
}

/// The playback clock: an interval exists exactly while the state says "playing".
#[hook]
pub fn use_playback_clock(state: &AppState, dispatch: Callback<Action>) {
    let playing = state.mode() != Mode::Play && state.player().playing;
    let (speed, board) = (state.settings().speed, state.board());
    // While the code panel shows, slow speeds play one line per beat.
    let by_line = state.code_trace().is_some() && speed <= crate::model::LINE_SPEED_MAX;
    use_effect_with(
        (playing, speed, board, by_line),
        move |(playing, speed, board, by_line)| {
            let interval = playing.then(|| {
                let (period, moves) = board_beat(*speed, board.clone());
                let control = beat_control(*by_line, moves);
                Interval::new(period, move || dispatch.emit(Action::Control(control)))
            });
            move || drop(interval)
        },
    );
}

/// An embedded board tells its host page how it is doing.
#[hook]
pub fn use_host_messages(state: &AppState) {
    let told = use_mut_ref(|| None::<host::Progress>);
    let progress = host::Progress::of(state);
    let message = host::Message::of(state);
    use_effect_with(progress, move |&progress| {
        let events = host::events(*told.borrow(), progress);
        *told.borrow_mut() = Some(progress);
        message.send(&events);
    });
}

/// The page around the app follows the state: the address bar (copying it reproduces
/// the view), the theme on the page root (so the background follows it too), the
/// language shown on the page root and in the tab's title, and keyboard focus on the
/// roving square when the arrows moved it (once the board is `drawn`).
#[hook]
pub fn use_page(state: &AppState, query: AttrValue, lang: Lang, drawn: bool) {
    use_effect_with(
        (query, state.settings().theme, lang),
        |(query, theme, lang)| {
            page::follow_in_address_bar(query);
            page::set_theme(*theme);
            page::set_lang(*lang, crate::text::texts(*lang).title);
        },
    );
    use_effect_with(
        (state.focus(), state.board(), drawn),
        |(focus, board, drawn)| {
            if focus.from_keyboard && *drawn {
                page::focus_square(&focus.square.algebraic(board));
            }
        },
    );
}

/// Once the first run is on screen (or play mode's board is ready), the engine starts
/// loading when the page is idle, so what needs it later finds it there; work that needs
/// the engine sooner starts it at once.
#[hook]
pub fn use_engine_at_idle(state: &AppState, client: &Client) {
    let shown = state.mode() == Mode::Play || state.run(Side::First).is_some();
    let engine = client.engine().clone();
    use_effect_with(shown, move |&shown| {
        if shown {
            page::when_idle(move || engine.warm());
        }
    });
}

#[cfg(test)]
mod tests {
    use super::{beat, board_beat};
    use tour_core::Board;

    #[test]
    fn slow_speeds_beat_once_per_move_and_fast_ones_batch() {
        assert_eq!(beat(1), (1000, 1));
        assert_eq!(beat(4), (250, 1));
        assert_eq!(beat(60), (16, 1));
        assert_eq!(beat(1000), (16, 16));
        assert_eq!(beat(0), (1000, 1));
    }

    #[test]
    fn svg_boards_follow_the_slider_and_canvas_boards_play_whole_in_ten_seconds() {
        assert_eq!(board_beat(4, Board::new(30, 30).unwrap()), (250, 1));
        assert_eq!(board_beat(4, Board::new(50, 50).unwrap()), (250, 1));
        assert_eq!(board_beat(4, Board::new(1000, 1000).unwrap()), (16, 1666));
        assert_eq!(board_beat(1000, Board::new(60, 60).unwrap()), (16, 16));
    }
}
