//! The side panel: status line, statistics, settings and the explanation.

use std::rc::Rc;

use tour_core::{Algorithm, Board, MoveOrder};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::i18n::fill;
use crate::keys;
use crate::state::{APP_MAX_SIDE, Action, AppState, Mode, View};
use crate::strings;

/// Properties of the components that need only the state and where actions go.
#[derive(Properties, Clone, PartialEq)]
pub struct PanelProps {
    /// The app state.
    pub state: Rc<AppState>,
    /// Where actions go.
    pub dispatch: Callback<Action>,
}

/// The status line, `[data-testid="status"]`.
#[component]
pub fn StatusLine(props: &PanelProps) -> Html {
    let state = &props.state;
    let phase = state.phase().as_str();
    // Announce moves only at speeds a listener can follow; faster playback would flood
    // a screen reader, so it speaks the outcome when the run stops instead.
    let live = if state.playing && state.speed > 2 {
        "off"
    } else {
        "polite"
    };
    html! {
        <p class={classes!("status", phase)} data-testid="status" aria-live={live} role="status">{ strings::status_line(state) }</p>
    }
}

/// Numbers about the current run.
#[component]
pub fn Stats(props: &PanelProps) -> Html {
    let state = &props.state;
    let board = state.board;
    let Some(playback) = &state.playback else {
        return html! {};
    };
    let run = &playback.run;
    let stats = run.stats();
    let start = run.route().start();
    let row =
        |label: &'static str, value: String| html! { <><dt>{ label }</dt><dd>{ value }</dd></> };
    let result = strings::result(state.lang, board, run);
    let ui = crate::i18n::ui(state.lang);
    // Move orders mean nothing to fast, which builds or searches without one.
    let algorithm_line = if playback.imported {
        ui.link.imported.to_owned()
    } else if state.algorithm == Algorithm::Fast {
        state.algorithm.to_string()
    } else {
        fill(
            ui.algo_value,
            &[("algo", &state.algorithm), ("order", &state.order)],
        )
    };
    let lang = state.lang;
    let searched = state.algorithm.backtracks();
    let tour_count = {
        let (closed, complete) = (state.closed, run.status().is_complete());
        use_memo(
            (board, start, closed, complete, lang),
            |&(board, start, closed, complete, lang)| {
                complete
                    .then(|| strings::tour_count(lang, board, start, closed))
                    .flatten()
            },
        )
    };
    html! {
        <dl class="stats" data-testid="stats">
            { row(ui.stat_board, fill(ui.board_value, &[("rows", &board.rows()), ("cols", &board.cols()), ("n", &strings::count(board.area() as u64))])) }
            { row(ui.stat_start, fill(ui.start_value, &[("sq", &start.algebraic(board)), ("seed", &start.seed_coords())])) }
            { row(ui.algorithm, algorithm_line) }
            { row(ui.stat_result, result) }
            { row(ui.stat_placed, strings::count(stats.placed)) }
            if searched { { row(ui.stat_taken_back, strings::count(stats.retreats)) } }
            if state.algorithm == Algorithm::Random { { row(ui.stat_tries, strings::count(stats.restarts)) } }
            if let (View::Search, Some(cursor)) = (state.view, &state.cursor) {
                { row(ui.stat_search_step, fill(ui.of_value, &[("k", &strings::count(cursor.position() as u64)), ("n", &strings::count(state.length() as u64))])) }
                { row(ui.stat_depth, cursor.path().len().to_string()) }
            } else {
                { row(ui.stat_shown, fill(ui.shown_value, &[("k", &strings::count(state.shown as u64)), ("n", &strings::count(playback.len() as u64))])) }
            }
            if let Some(line) = &*tour_count { { row(ui.stat_tours, line.clone()) } }
            { row(ui.stat_solve_time, format!("{:.1} ms", playback.solve_ms)) }
        </dl>
    }
}

/// Board size, algorithm and move order.
#[component]
pub fn Settings(props: &PanelProps) -> Html {
    let state = &props.state;
    let rows_ref = use_node_ref();
    let cols_ref = use_node_ref();
    let size_error = use_state(|| None::<String>);
    let apply_size = {
        let (rows_ref, cols_ref, dispatch, size_error) = (
            rows_ref.clone(),
            cols_ref.clone(),
            props.dispatch.clone(),
            size_error.clone(),
        );
        let lang = state.lang;
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let read = |node: &NodeRef| {
                node.cast::<HtmlInputElement>()
                    .map(|input| input.value())
                    .unwrap_or_default()
            };
            let text = format!("{}x{}", read(&rows_ref), read(&cols_ref));
            match text.parse::<Board>() {
                Ok(board) if board.rows() <= APP_MAX_SIDE && board.cols() <= APP_MAX_SIDE => {
                    size_error.set(None);
                    dispatch.emit(Action::SetBoard(board));
                }
                Ok(_) => size_error.set(Some(strings::board_size_hint(lang, APP_MAX_SIDE))),
                Err(error) => size_error.set(Some(format!(
                    "{}. {}",
                    strings::board_error(lang, &error),
                    strings::board_size_hint(lang, APP_MAX_SIDE)
                ))),
            }
        })
    };
    let presets = [(5, 5), (6, 6), (8, 8), (9, 10), (10, 10)].map(|(rows, cols)| {
        let dispatch = props.dispatch.clone();
        let size_error = size_error.clone();
        let current = state.board.rows() == rows && state.board.cols() == cols;
        html! {
            <button type="button" class="preset" aria-pressed={current.to_string()}
                onclick={Callback::from(move |_: MouseEvent| {
                    if let Ok(board) = Board::new(rows, cols) {
                        size_error.set(None);
                        dispatch.emit(Action::SetBoard(board));
                    }
                })}>
                { format!("{rows}×{cols}") }
            </button>
        }
    });
    let on_algorithm = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |event: Event| {
            let select: HtmlSelectElement = event.target_unchecked_into();
            if let Ok(algorithm) = Algorithm::named(&select.value()) {
                dispatch.emit(Action::SetAlgorithm(algorithm));
            }
        })
    };
    let on_order = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |event: Event| {
            let select: HtmlSelectElement = event.target_unchecked_into();
            if let Ok(order) = MoveOrder::named(&select.value()) {
                dispatch.emit(Action::SetOrder(order));
            }
        })
    };
    let on_closed = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |event: Event| {
            let input: HtmlInputElement = event.target_unchecked_into();
            dispatch.emit(Action::SetClosed(input.checked()));
        })
    };
    let on_starts = {
        let (dispatch, shown) = (props.dispatch.clone(), state.show_starts);
        Callback::from(move |_: MouseEvent| dispatch.emit(Action::ShowStarts(!shown)))
    };
    let fast = state.algorithm == Algorithm::Fast;
    let watching = state.mode != Mode::Play;
    let ui = crate::i18n::ui(state.lang);
    html! {
        <section class="settings" aria-label={ui.a_settings}>
            <form class="size" onsubmit={apply_size}>
                <label>{ ui.rows }<input ref={rows_ref} type="number" name="rows" min="1" max={APP_MAX_SIDE.to_string()} value={state.board.rows().to_string()} /></label>
                <label>{ ui.columns }<input ref={cols_ref} type="number" name="cols" min="1" max={APP_MAX_SIDE.to_string()} value={state.board.cols().to_string()} /></label>
                <button type="submit">{ ui.set_board }</button>
            </form>
            <div class="presets" role="group" aria-label={ui.a_presets}>{ for presets }</div>
            if let Some(error) = &*size_error {
                <p class="error" role="alert" data-testid="size-error">{ error }</p>
            }
            if watching {
                <label class="algo">
                    <span>{ ui.algorithm }</span>
                    <select data-control="algo" onchange={on_algorithm}>
                        { for Algorithm::ALL.iter().map(|algorithm| html! {
                            <option value={algorithm.id()} selected={*algorithm == state.algorithm}>{ algorithm.id() }</option>
                        }) }
                    </select>
                </label>
                <p class="algo-description" data-testid="algo-description">{ strings::algorithm_description(state.lang, state.algorithm) }</p>
                <label class="order">
                    <span>{ ui.move_order }</span>
                    <select data-control="order" onchange={on_order} disabled={fast}>
                        { for MoveOrder::ALL.iter().map(|order| html! {
                            <option value={order.name()} selected={*order == state.order}>{ strings::order_description(state.lang, *order) }</option>
                        }) }
                    </select>
                </label>
                        }
            if fast || !watching {
                <label class="check">
                    <input type="checkbox" data-control="closed" checked={state.closed} onchange={on_closed} />
                    <span>{ ui.closed_label }</span>
                </label>
            }
            <button type="button" class="starts" data-action="starts" aria-pressed={state.show_starts.to_string()}
                disabled={crate::state::is_large(state.board)} onclick={on_starts}>
                { ui.starts_button }
            </button>
            if state.show_starts {
                <p class="hint" data-testid="starts-legend">{ strings::starts_legend(state.lang, state.closed) }</p>
            }
        </section>
    }
}

/// How the algorithm works, and the keyboard shortcuts.
#[component]
pub fn Explanation(props: &PanelProps) -> Html {
    let state = &props.state;
    let ui = crate::i18n::ui(state.lang);
    html! {
        <section class="explain" aria-label={ui.how_it_works}>
            <h2>{ ui.how_it_works }</h2>
            if state.mode == Mode::Play {
                <p>{ ui.play_mode.how_to }</p>
            } else {
                <p>{ strings::algorithm_description(state.lang, state.algorithm) }</p>
            }
            if state.mode == Mode::Watch && state.algorithm != Algorithm::Fast {
                <p>{ strings::order_description(state.lang, state.order) }</p>
            }
            <details>
                <summary>{ ui.keyboard }</summary>
                if state.mode == Mode::Play {
                    // Playback keys do nothing in play mode; its own keys are these.
                    <ul class="keys">
                        <li><kbd>{ ui.keys_arrows }</kbd>{ ui.keys_arrows_help }<kbd>{ "Enter" }</kbd>{ ui.play_mode.keys_enter }</li>
                        <li>{ ui.play_mode.keys_help }</li>
                    </ul>
                } else {
                    <ul class="keys">
                        <li><kbd>{ ui.keys_arrows }</kbd>{ ui.keys_arrows_help }<kbd>{ "Enter" }</kbd>{ ui.keys_enter_help }</li>
                        { for keys::HELP.iter().zip(ui.keys_help).map(|((key, _), what)| html! { <li><kbd>{ *key }</kbd>{ format!(" {what}") }</li> }) }
                    </ul>
                }
            </details>
        </section>
    }
}
