//! The state as a link: the query string that reproduces what is on screen, down to the
//! playback step. Pure, and the inverse of [`url::parse`](crate::url::parse) for every
//! setting it writes (unit-tested both ways); `app` keeps the address bar on it.
//!
//! Only values that differ from the defaults are written, in a fixed order, so links
//! stay short and stable. While a run plays, the link says `autoplay=1` instead of the
//! moving step, so the address bar changes only when the person changes something. Not
//! in the link: the position inside the search view (a reload shows the route), and a
//! pasted route (export it instead).

use tour_core::{Algorithm, Board, Square};

use crate::state::{AppState, DEFAULT_SPEED, Mode, Theme, View};

/// The query string (with its `?`, or empty) for `state`.
pub fn query(state: &AppState) -> String {
    let mut pairs: Vec<(&str, String)> = Vec::new();
    let board = state.board;
    if board != Board::CHESS {
        pairs.push(("board", format!("{}x{}", board.rows(), board.cols())));
    }
    if state.mode != Mode::Watch {
        pairs.push(("mode", state.mode.id().to_owned()));
    }
    if state.algorithm != Algorithm::Fast {
        pairs.push(("algo", state.algorithm.id().to_owned()));
        if state.order != state.algorithm.default_order() {
            pairs.push(("order", state.order.name().to_owned()));
        }
    }
    if state.mode == Mode::Compare && state.second != Algorithm::Warnsdorff {
        pairs.push(("vs", state.second.id().to_owned()));
    }
    if state.closed {
        pairs.push(("closed", "1".to_owned()));
    }
    if state.speed != DEFAULT_SPEED {
        pairs.push(("speed", state.speed.to_string()));
    }
    let name = |square: Square| square.algebraic(board);
    match state.mode {
        Mode::Play if !state.play.walk.is_empty() => {
            let walk: Vec<String> = state.play.walk.iter().map(|&s| name(s)).collect();
            pairs.push(("walk", walk.join(",")));
        }
        Mode::Play => {}
        Mode::Watch | Mode::Compare => run_pairs(state, &mut pairs),
    }
    if state.show_degrees {
        pairs.push(("degrees", "1".to_owned()));
    }
    if state.show_starts {
        pairs.push(("starts", "1".to_owned()));
    }
    pairs.push(("lang", state.lang.tag().to_owned()));
    if state.theme != Theme::System {
        pairs.push(("theme", state.theme.id().to_owned()));
    }
    if state.embed {
        pairs.push(("embed", "1".to_owned()));
        if !state.controls {
            pairs.push(("controls", "0".to_owned()));
        }
    }
    let text: Vec<String> = pairs
        .into_iter()
        .map(|(key, value)| format!("{key}={value}"))
        .collect();
    format!("?{}", text.join("&"))
}

/// The run's start, and where its playback stands (or that it plays, or the survey).
fn run_pairs(state: &AppState, pairs: &mut Vec<(&str, String)>) {
    let start = match (&state.playback, state.solving) {
        // A pasted route cannot be solved again from its start; it is exported instead.
        (Some(playback), _) if playback.imported => None,
        (Some(playback), _) => Some(playback.run.route().start()),
        (None, Some(progress)) => Some(progress.start),
        (None, None) => None,
    };
    let Some(start) = start else {
        if state.show_heatmap {
            pairs.push(("survey", "1".to_owned()));
        }
        return;
    };
    pairs.push(("start", start.algebraic(state.board)));
    let random = |algorithm: Algorithm| algorithm == Algorithm::Random;
    if let Some(playback) = &state.playback {
        if random(state.algorithm) || state.mode == Mode::Compare && random(state.second) {
            pairs.push(("seed", playback.seed.to_string()));
        }
        if state.playing || state.solving.is_some() {
            pairs.push(("autoplay", "1".to_owned()));
        } else if state.view == View::Route && state.shown > 1 {
            pairs.push(("step", state.shown.to_string()));
        }
    } else {
        pairs.push(("autoplay", "1".to_owned()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::Action;
    use crate::state::tests::solved;
    use crate::url::{parse, query_pairs};
    use tour_core::MoveOrder;

    fn fresh() -> AppState {
        AppState::new(
            Board::CHESS,
            Algorithm::Fast,
            MoveOrder::GOSSIP,
            DEFAULT_SPEED,
        )
    }

    #[test]
    fn defaults_write_only_the_language() {
        assert_eq!(query(&fresh()), "?lang=en");
    }

    #[test]
    fn a_paused_run_links_to_its_step_and_reads_back() {
        let mut state = AppState::new(
            Board::new(6, 7).unwrap(),
            Algorithm::Warnsdorff,
            MoveOrder::DEITEL,
            25,
        );
        state.show_degrees = true;
        let start = Square::parse("b2", state.board).unwrap();
        let run = solved(&state, start);
        let state = state
            .apply(run)
            .apply(Action::TogglePlay)
            .apply(Action::Forward)
            .apply(Action::Forward);
        let link = query(&state);
        assert_eq!(
            link,
            "?board=6x7&algo=warnsdorff&order=deitel&speed=25&start=b2&step=3&degrees=1&lang=en"
        );
        let settings = parse(query_pairs(&link));
        assert!(settings.notices.is_empty());
        assert_eq!(settings.board, state.board);
        assert_eq!(settings.algorithm, state.algorithm);
        assert_eq!(settings.order, state.order);
        assert_eq!(settings.speed, 25);
        assert_eq!(settings.start, Some(start));
        assert_eq!(settings.step, Some(3));
        assert!(settings.degrees);
    }

    #[test]
    fn play_mode_links_to_the_walk_and_a_playing_run_to_autoplay() {
        use crate::play::PlayAction;
        let mut state = fresh().apply(Action::SetMode(Mode::Play));
        for name in ["a1", "b3", "c5"] {
            let square = Square::parse(name, Board::CHESS).unwrap();
            state = state.apply(Action::Play(PlayAction::Choose { square, at_ms: 0.0 }));
        }
        state.theme = Theme::Dark;
        state.embed = true;
        state.controls = false;
        let link = query(&state);
        assert_eq!(
            link,
            "?mode=play&walk=a1,b3,c5&lang=en&theme=dark&embed=1&controls=0"
        );
        let settings = parse(query_pairs(&link));
        assert_eq!(settings.walk, state.play.walk);
        assert!(settings.embed && !settings.controls);
        assert_eq!(settings.theme, Theme::Dark);

        let random = AppState::new(Board::CHESS, Algorithm::Random, MoveOrder::DEITEL, 4);
        let run = solved(&random, Square::new(0, 0));
        let playing = random.apply(run);
        assert_eq!(
            query(&playing),
            "?algo=random&start=a8&seed=0&autoplay=1&lang=en"
        );
    }
}
