//! The settings, in groups that fold (`<details>`, each `data-section`): the board (size,
//! piece and holes), the algorithm and its move order, and the tour's ends (where it can
//! start, closed tours, the last square). Board and algorithm start open; the ends open
//! by themselves when a link set one of them.

use tour_core::{Algorithm, Board, BoardError, Ends, TourKind, board::MAX_SIDE};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::model::{
    Action, LetGo, Mode, Overlays, SVG_MAX_SIDE, SeedOrder, SettingsAction, ShadingShown, Shared,
    StartShading, is_large,
};
use crate::tasks::PER_SQUARE_BUDGET;
use crate::text;
use crate::view::context::{Ctx, use_ctx};
use crate::view::hooks::{action, control, section, testid};
use crate::view::{FinishOn, ShapePanel};

/// Board sizes offered as one-click presets.
const PRESETS: [(u16, u16); 5] = [(5, 5), (6, 6), (8, 8), (9, 10), (10, 10)];

/// Properties of [`Settings`].
#[derive(Properties, Clone, PartialEq)]
pub struct SettingsProps {
    /// The board.
    pub board: Board,
    /// The algorithm.
    pub algorithm: Algorithm,
    /// Its move order.
    pub order: SeedOrder,
    /// The tour asked for: open, closed, or open to a chosen last square.
    pub ends: Ends,
    /// Whether the next square chosen becomes the last square.
    pub picking_end: bool,
    /// The overlays.
    pub overlays: Overlays,
    /// The mode (play mode chooses no algorithm).
    pub mode: Mode,
    /// An algorithm on screen that ignores the last square (see [`crate::view::Finish`]).
    pub ignored_by: Option<Algorithm>,
    /// Whether "Edit board" is on.
    pub editing: bool,
    /// The start shading on the board, if any: its legend names only what it has drawn,
    /// read again only when the shading changes, never on a playback tick.
    pub shading: Option<Shared<StartShading>>,
    /// What the last change of the tour's ends let go of, said beside its control.
    pub let_go: Option<LetGo>,
}

/// The board-size form and presets.
#[component]
fn BoardSize(props: &SizeProps) -> Html {
    let ctx = use_ctx();
    let (t, lang, dispatch) = (ctx.texts(), ctx.lang, ctx.dispatch.clone());
    let rows_ref = use_node_ref();
    let cols_ref = use_node_ref();
    // The refusal as a fact, worded at render time, so a language switch re-words it.
    let size_error = use_state(|| None::<BoardError>);
    let apply_size = {
        let (rows_ref, cols_ref) = (rows_ref.clone(), cols_ref.clone());
        let (dispatch, size_error) = (dispatch.clone(), size_error.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let read = |node: &NodeRef| {
                node.cast::<HtmlInputElement>()
                    .map(|input| input.value())
                    .unwrap_or_default()
            };
            match format!("{}x{}", read(&rows_ref), read(&cols_ref)).parse::<Board>() {
                Ok(board) => {
                    size_error.set(None);
                    dispatch.emit(Action::Settings(SettingsAction::Board(board)));
                }
                Err(error) => size_error.set(Some(error)),
            }
        })
    };
    let board = &props.board;
    let presets = PRESETS.map(|(rows, cols)| {
        let (dispatch, size_error) = (dispatch.clone(), size_error.clone());
        let current = board.rows() == rows && board.cols() == cols;
        let onclick = Callback::from(move |_: MouseEvent| {
            if let Ok(board) = Board::new(rows, cols) {
                size_error.set(None);
                dispatch.emit(Action::Settings(SettingsAction::Board(board)));
            }
        });
        html! {
            <button type="button" class="preset" aria-pressed={current.to_string()} {onclick}>
                { format!("{rows}×{cols}") }
            </button>
        }
    });
    html! {
        <>
            <form class="size" onsubmit={apply_size}>
                <label>{ t.rows }<input ref={rows_ref} type="number" name="rows" min="1" max={MAX_SIDE.to_string()} value={board.rows().to_string()} /></label>
                <label>{ t.columns }<input ref={cols_ref} type="number" name="cols" min="1" max={MAX_SIDE.to_string()} value={board.cols().to_string()} /></label>
                <button type="submit">{ t.set_board }</button>
            </form>
            <div class="presets" role="group" aria-label={t.a_presets}>{ for presets }</div>
            if let Some(error) = &*size_error {
                <p class="error" role="alert" data-testid={testid::SIZE_ERROR}>
                    { format!("{}. {}", text::board_error(lang, error), t.size_hint(&MAX_SIDE)) }
                </p>
            }
        </>
    }
}

/// Properties of [`BoardSize`].
#[derive(Properties, Clone, PartialEq)]
struct SizeProps {
    board: Board,
}

/// The board, algorithm and ends groups.
#[component]
pub fn Settings(props: &SettingsProps) -> Html {
    let ctx = use_ctx();
    let t = ctx.texts();
    // Open at first when a link chose something inside; after that, as the person leaves it.
    let ends_open =
        use_state(|| props.ends != Ends::OPEN || props.picking_end || props.overlays.starts);
    let large = is_large(props.board.clone());
    html! {
        <section class="settings" aria-label={t.a_settings}>
            <details data-section={section::BOARD} open={true}>
                <summary>{ t.stat_board }</summary>
                <BoardSize board={props.board.clone()} />
                // Canvas boards are too large to edit by hand.
                if !large {
                    <ShapePanel board={props.board.clone()} editing={props.editing} />
                }
            </details>
            // Puzzles are made and solved without an algorithm, open or closed, and
            // end where their numbers say.
            if !matches!(props.mode, Mode::Play | Mode::Puzzle) {
                { algorithm_group(&ctx, props) }
            }
            <details data-section={section::ENDS} open={*ends_open || props.mode == Mode::Puzzle}>
                <summary>{ t.ends_title }</summary>
                if props.mode != Mode::Puzzle {
                    { starts_toggle(&ctx, props) }
                }
                if props.algorithm == Algorithm::Fast || matches!(props.mode, Mode::Play | Mode::Puzzle) {
                    { closed_check(&ctx, props) }
                }
                if props.mode != Mode::Puzzle {
                    <FinishOn board={props.board.clone()} end={props.ends.last()}
                        picking={props.picking_end} ignored_by={props.ignored_by}
                        unticked_closed={props.let_go == Some(LetGo::Closed)} />
                }
            </details>
        </section>
    }
}

/// The algorithm, what it does (said once, here) and its move order.
fn algorithm_group(ctx: &Ctx, props: &SettingsProps) -> Html {
    let t = ctx.texts();
    let on_algorithm = {
        let dispatch = ctx.dispatch.clone();
        Callback::from(move |event: Event| {
            let select: HtmlSelectElement = event.target_unchecked_into();
            if let Ok(algorithm) = Algorithm::named(&select.value()) {
                dispatch.emit(Action::Settings(SettingsAction::Algorithm(algorithm)));
            }
        })
    };
    let on_order = {
        let dispatch = ctx.dispatch.clone();
        Callback::from(move |event: Event| {
            let select: HtmlSelectElement = event.target_unchecked_into();
            if let Some(order) = SeedOrder::named(&select.value()) {
                dispatch.emit(Action::Settings(SettingsAction::Order(order)));
            }
        })
    };
    html! {
        <details data-section={section::ALGORITHM} open={true}>
            <summary>{ t.algorithm }</summary>
            // The group's heading names the select.
            <select data-control={control::ALGO} aria-label={t.algorithm} onchange={on_algorithm}>
                { for Algorithm::ALL.iter().map(|algorithm| html! {
                    <option value={algorithm.id()} selected={*algorithm == props.algorithm}>{ algorithm.id() }</option>
                }) }
            </select>
            <p class="algo-description" data-testid={testid::ALGO_DESCRIPTION}>{ t.algorithm_about(props.algorithm) }</p>
            <label class="order">
                <span>{ t.move_order }</span>
                <select data-control={control::ORDER} onchange={on_order} disabled={props.algorithm == Algorithm::Fast}>
                    { for SeedOrder::ALL.iter().map(|order| html! {
                        <option value={order.id()} selected={*order == props.order}>{ t.order_about(*order) }</option>
                    }) }
                </select>
            </label>
        </details>
    }
}

/// "Closed tour": for `fast` and in play mode, the two that aim for one.
fn closed_check(ctx: &Ctx, props: &SettingsProps) -> Html {
    let on_closed = ctx.dispatch.reform(|event: Event| {
        let input: HtmlInputElement = event.target_unchecked_into();
        Action::Settings(SettingsAction::Closed(input.checked()))
    });
    let t = ctx.texts();
    let let_go = match props.let_go {
        Some(LetGo::End(end)) => Some(t.end_dropped(&end.algebraic(&props.board))),
        _ => None,
    };
    html! {
        <>
            <label class="check">
                <input type="checkbox" data-control={control::CLOSED} checked={props.ends == Ends::CLOSED} onchange={on_closed} />
                <span>{ text::closed_label(ctx.lang, &props.board) }</span>
            </label>
            if let Some(let_go) = let_go {
                <p class="hint" role="status" data-testid={testid::ENDS_NOTE}>{ let_go }</p>
            }
        </>
    }
}

/// "Where can a tour start?" and what its shading shows (with a last square chosen: from
/// where a tour can finish there); on a board too large to shade, why not.
fn starts_toggle(ctx: &Ctx, props: &SettingsProps) -> Html {
    let t = ctx.texts();
    let overlays = props.overlays;
    let on_starts = ctx.dispatch.reform(move |_: MouseEvent| {
        Action::Settings(SettingsAction::Overlays(Overlays {
            starts: !overlays.starts,
            ..overlays
        }))
    });
    let large = is_large(props.board.clone());
    let legend = if large {
        vec![t.starts_large(&SVG_MAX_SIDE, &text::board_size(&props.board))]
    } else if overlays.starts {
        starts_legend(ctx, props)
    } else {
        Vec::new()
    };
    html! {
        <>
            // A button that cannot be pressed is never shown pressed.
            <button type="button" class="starts" data-action={action::STARTS} aria-pressed={(overlays.starts && !large).to_string()}
                disabled={large} onclick={on_starts}>
                { t.starts_button }
            </button>
            if !legend.is_empty() {
                <p class="hint" data-testid={testid::STARTS_LEGEND}>{ legend.join(" ") }</p>
            }
        </>
    }
}

/// A sentence for each kind of mark the shading has drawn so far.
fn starts_legend(ctx: &Ctx, props: &SettingsProps) -> Vec<String> {
    let t = ctx.texts();
    let shaded: ShadingShown = props
        .shading
        .as_deref()
        .map(StartShading::shown)
        .unwrap_or_default();
    let budget = tour_core::text::grouped(PER_SQUARE_BUDGET);
    let mut sentences = Vec::new();
    if shaded.decided {
        sentences.push(
            match (props.ends.last(), props.ends.kind()) {
                (Some(_), _) => t.starts_legend_end,
                (None, TourKind::Closed) => t.starts_legend_closed,
                (None, TourKind::Open) => t.starts_legend_open,
            }
            .to_owned(),
        );
    }
    if shaded.undecided {
        // Every square dashed: no rule covers this piece on this board, and each search
        // ran out, so the legend says why rather than what a dash is.
        sentences.push(if shaded.complete && !shaded.decided {
            t.starts_all_unknown(&budget, &text::piece_name(ctx.lang, &props.board))
        } else {
            t.starts_unknown(&budget)
        });
    }
    sentences
}
