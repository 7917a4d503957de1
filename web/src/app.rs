//! The root component: owns the one reducer, the playback timer and the URL settings.
//!
//! Data flow: a click (or Enter) on a square calls `choose`, which asks the core to
//! solve and validate a run and dispatches [`Action::Solved`]; while the state says
//! "playing", an interval from gloo-timers dispatches [`Action::Tick`]; every component
//! re-renders from the new state.

use gloo_timers::callback::Interval;
use tour_core::{Algorithm, Square};
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent, SvgElement};
use yew::prelude::*;

use crate::comparing::CompareTask;
use crate::hinting::{HintTask, settled_hint};
use crate::i18n::Lang;
use crate::keys;
use crate::play::{Hint, PlayAction};
use crate::solving::{SolveTask, fresh_seed};
use crate::state::{Action, AppState, Mode, Theme};
use crate::surveying::SurveyTask;
use crate::tasks::{TaskSlot, now_ms};
use crate::url::{self, UrlSettings};
use crate::view::{Boards, Notices, PageHeader, SidePanel};

/// The settings in the page's address.
fn url_settings() -> UrlSettings {
    let search = web_sys::window()
        .and_then(|window| window.location().search().ok())
        .unwrap_or_default();
    url::parse(url::query_pairs(&search))
}

/// The state the page opens with: defaults, overridden by the URL. A `start` in the URL
/// is solved right after the first render.
fn initial_state(settings: &UrlSettings) -> AppState {
    let mut state = AppState::new(
        settings.board,
        settings.algorithm,
        settings.order,
        settings.speed,
    );
    state.notices = settings.notices.clone();
    state.closed = settings.closed;
    state.lang = settings.lang.unwrap_or_else(browser_lang);
    // In play mode `start` places the knight: there is no run to hold paused.
    let watching = settings.mode != Mode::Play;
    state.pause_next_run = watching && settings.start.is_some() && !settings.autoplay;
    state.mode = settings.mode;
    state.second = settings.second;
    state.show_degrees = settings.degrees;
    state.show_starts = settings.starts;
    state.theme = settings.theme;
    state.embed = settings.embed;
    state.controls = settings.controls;
    state.pending_step = settings.start.and(settings.step).filter(|_| watching);
    state
}

/// Keeps the address bar on the link to what is on screen, without adding history
/// entries (Back still leaves the app).
fn follow_in_address_bar(query: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let path = window.location().pathname().unwrap_or_default();
    if let Ok(history) = window.history() {
        // Fails only for cross-origin URLs; this one keeps the page's own path.
        let _ = history.replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("{path}{query}")),
        );
    }
}

/// The browser's preferred language, if the app speaks it.
fn browser_lang() -> Lang {
    let preferred = web_sys::window().and_then(|window| window.navigator().language());
    Lang::from_browser(preferred.as_deref())
}

/// Timer period and moves per beat for a speed: at most 60 beats a second, so fast
/// playback advances several moves per beat instead of flooding the event loop.
fn beat(speed: u32) -> (u32, usize) {
    let speed = speed.max(1);
    let period = (1000 / speed).max(16);
    let moves = usize::try_from((speed * period).div_ceil(1000)).unwrap_or(1);
    (period, moves.max(1))
}

/// The beat for `board`: the speed slider's, except on boards drawn on the canvas, which
/// play whole in about ten seconds at most (600 beats) however slow the slider is.
fn board_beat(speed: u32, board: tour_core::Board) -> (u32, usize) {
    let (period, moves) = beat(speed);
    if crate::state::is_large(board) {
        (16, moves.max(board.area() / 600))
    } else {
        (period, moves)
    }
}

/// The app.
#[component]
pub fn App() -> Html {
    let settings = use_memo((), |()| url_settings());
    let state = use_reducer({
        let settings = settings.clone();
        move || initial_state(&settings)
    });
    let tasks = use_memo((), |()| TaskSlot::default());
    let dispatch = {
        let (state, tasks) = (state.clone(), tasks.clone());
        Callback::from(move |action: Action| {
            // New settings make any running solve, survey or hint meaningless.
            if matches!(
                action,
                Action::SetBoard(_)
                    | Action::SetAlgorithm(_)
                    | Action::SetOrder(_)
                    | Action::SetClosed(_)
                    | Action::SetMode(_)
                    | Action::SetSecond(_)
                    | Action::Play(PlayAction::Choose { .. } | PlayAction::UndoTo(_))
                    | Action::Imported(_)
            ) {
                tasks.cancel();
            }
            state.dispatch(action);
        })
    };

    // Solving from a square: in slices, so the page answers while a search runs. A
    // square clicked on the survey heatmap replays the run the survey saw.
    let solve = {
        let (state, tasks, dispatch) = (state.clone(), tasks.clone(), dispatch.clone());
        Callback::from(move |(square, link_seed): (Square, Option<u64>)| {
            if state.mode == Mode::Play {
                let at_ms = now_ms();
                dispatch.emit(Action::Play(PlayAction::Choose { square, at_ms }));
                return;
            }
            let random = state.algorithm == Algorithm::Random
                || state.mode == Mode::Compare && state.second == Algorithm::Random;
            let seed = match (link_seed, state.heatmap()) {
                (Some(seed), _) => seed,
                (None, Some(survey)) => survey.seed,
                (None, None) if random => fresh_seed(),
                (None, None) => 0,
            };
            tasks.cancel();
            if state.mode == Mode::Compare {
                if let Some(task) = CompareTask::new(&state, square, seed, dispatch.clone()) {
                    tasks.start(Box::new(task));
                }
            } else if let Some(task) = SolveTask::new(&state, square, seed, dispatch.clone()) {
                tasks.start(Box::new(task));
            }
        })
    };
    let on_choose = {
        let solve = solve.clone();
        Callback::from(move |square: Square| solve.emit((square, None)))
    };
    let on_survey = {
        let (state, tasks, dispatch) = (state.clone(), tasks.clone(), dispatch.clone());
        Callback::from(move |()| {
            tasks.cancel();
            let seed = if state.algorithm == Algorithm::Random {
                fresh_seed()
            } else {
                0
            };
            tasks.start(Box::new(SurveyTask::new(&state, seed, dispatch.clone())));
        })
    };
    // A hint: at once when a rule or theorem settles the walk, else a sliced search.
    let on_hint = {
        let (state, tasks, dispatch) = (state.clone(), tasks.clone(), dispatch.clone());
        Callback::from(move |()| {
            let (board, walk) = (state.board, &state.play.walk);
            if walk.len() == board.area() {
                return;
            }
            tasks.cancel();
            match settled_hint(board, walk, state.closed) {
                Some(hint) => {
                    if hint == Hint::ChooseStart && !state.show_starts {
                        dispatch.emit(Action::ShowStarts(true));
                    }
                    dispatch.emit(Action::Play(PlayAction::Hinted(walk.len(), hint)));
                }
                None => {
                    let task = HintTask::new(board, walk, state.closed, dispatch.clone());
                    tasks.start(Box::new(task));
                }
            }
        })
    };
    let on_cancel = {
        let (tasks, dispatch) = (tasks.clone(), dispatch.clone());
        Callback::from(move |()| {
            if tasks.cancel() {
                dispatch.emit(Action::Cancelled);
            }
        })
    };

    // A start square in the URL is solved (or `survey=1` surveyed) once, after the
    // first render.
    {
        let (solve, on_survey) = (solve.clone(), on_survey.clone());
        let settings = settings.clone();
        // In play mode the choice places the knight instead of solving; `walk` places
        // each of its squares in turn.
        use_effect_with((), move |()| {
            if settings.mode == Mode::Play && !settings.walk.is_empty() {
                for &square in &settings.walk {
                    solve.emit((square, None));
                }
            } else if let Some(start) = settings.start {
                solve.emit((start, settings.seed));
            } else if settings.survey {
                on_survey.emit(());
            }
        });
    }

    // An embedded board tells its host page how it is doing.
    {
        let told = use_mut_ref(|| None::<crate::embed::Progress>);
        let progress = crate::embed::Progress::of(&state);
        let state = state.clone();
        use_effect_with(progress, move |&progress| {
            let events = crate::embed::events(*told.borrow(), progress);
            *told.borrow_mut() = Some(progress);
            crate::embed::tell_host(&state, &events);
        });
    }

    // The address bar follows every change, so copying it reproduces the view.
    let link = crate::link::query(&state);
    use_effect_with(link.clone(), |link| follow_in_address_bar(link));

    // The playback clock: an interval exists exactly while the state says "playing".
    {
        let state = state.clone();
        let playing = state.playing;
        let board = state.board;
        use_effect_with(
            (playing, state.speed, board),
            move |&(playing, speed, board)| {
                let interval = playing.then(|| {
                    let (period, moves) = board_beat(speed, board);
                    Interval::new(period, move || state.dispatch(Action::Tick(moves)))
                });
                move || drop(interval)
            },
        );
    }

    // Keyboard focus follows the roving square when the arrows moved it.
    use_effect_with(
        (state.focus, state.focus_from_keyboard, state.board),
        |&(focus, from_keyboard, board)| {
            if from_keyboard {
                focus_square(&focus.algebraic(board));
            }
        },
    );

    let onkeydown = {
        let (state, on_cancel, on_hint) = (state.clone(), on_cancel.clone(), on_hint.clone());
        let dispatch = dispatch.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.key() == "Escape" {
                on_cancel.emit(());
                return;
            }
            if state.mode == Mode::Play && !in_form_field(&event) && !modified(&event) {
                match keys::play(&event.key()) {
                    Some(keys::PlayKey::Undo) => {
                        event.prevent_default();
                        let len = state.play.walk.len().saturating_sub(1);
                        dispatch.emit(Action::Play(PlayAction::UndoTo(len)));
                    }
                    Some(keys::PlayKey::Hint) => {
                        event.prevent_default();
                        on_hint.emit(());
                    }
                    None => {}
                }
                return;
            }
            if typing_or_pressing(&event) || modified(&event) {
                return;
            }
            if let Some(action) = keys::playback(&event.key(), state.speed) {
                event.prevent_default();
                state.dispatch(action);
            }
        })
    };

    // The theme lives on the page root, so the page background follows it too.
    use_effect_with(state.theme, |&theme| {
        if let Some(root) = web_sys::window()
            .and_then(|window| window.document())
            .and_then(|document| document.document_element())
        {
            // Setting an attribute fails only on invalid names; these are fixed.
            let _ = match theme {
                Theme::System => root.remove_attribute("data-theme"),
                other => root.set_attribute("data-theme", other.id()),
            };
        }
    });
    let snapshot = std::rc::Rc::new((*state).clone());
    let outcome = crate::embed::outcome(&snapshot);
    let survey = snapshot
        .survey
        .as_ref()
        .map(|survey| match survey.finished {
            true => "done",
            false if snapshot.surveying => "running",
            false => "cancelled",
        });
    html! {
        <div class={classes!("app", state.embed.then_some("embed"))} lang={state.lang.tag()} data-state={state.phase().as_str()} data-outcome={outcome}
            data-survey={survey} data-heatmap={snapshot.heatmap().is_some().then_some("shown")} {onkeydown}>
            if !state.embed {
                <PageHeader state={snapshot.clone()} dispatch={dispatch.clone()} />
            }
            <Notices state={snapshot.clone()} dispatch={dispatch.clone()} />
            <main>
                <Boards state={snapshot.clone()} dispatch={dispatch.clone()} {on_choose} />
                <SidePanel state={snapshot} {dispatch} {on_hint} {on_cancel} {on_survey} />
            </main>
        </div>
    }
}

/// Whether a modifier is held (the browser's own shortcuts).
fn modified(event: &KeyboardEvent) -> bool {
    event.ctrl_key() || event.meta_key() || event.alt_key()
}

/// The tag name (lower case) of the element a key press went to.
fn key_target_tag(event: &KeyboardEvent) -> Option<(String, Element)> {
    let element = event.target()?.dyn_into::<Element>().ok()?;
    Some((element.tag_name().to_ascii_lowercase(), element))
}

/// Whether a key press is typing into a form field.
fn in_form_field(event: &KeyboardEvent) -> bool {
    key_target_tag(event)
        .is_some_and(|(tag, _)| matches!(tag.as_str(), "input" | "select" | "textarea"))
}

/// Whether a key press belongs to a form control or button (which handle keys themselves).
fn typing_or_pressing(event: &KeyboardEvent) -> bool {
    key_target_tag(event).is_some_and(|(tag, element)| {
        matches!(
            tag.as_str(),
            "input" | "select" | "textarea" | "button" | "summary"
        ) || element.has_attribute("data-square")
    })
}

/// Focuses the square called `name`, on the board that has focus now (compare mode has
/// two boards with the same square names), else on the first board.
fn focus_square(name: &str) {
    let selector = format!("[data-square=\"{name}\"]");
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    let focused_board = document
        .active_element()
        .and_then(|active| active.closest("svg.board").ok().flatten());
    let element = focused_board
        .and_then(|board| board.query_selector(&selector).ok().flatten())
        .or_else(|| document.query_selector(&selector).ok().flatten())
        .and_then(|element| element.dyn_into::<SvgElement>().ok());
    if let Some(element) = element {
        // Focus can fail only if the element is gone; the next render fixes that.
        let _ = element.focus();
    }
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
