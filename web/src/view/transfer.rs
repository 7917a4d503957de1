//! Export and import: the current route as a numbered board, a move list, the run's
//! JSON, SVG or PNG (copied or downloaded), and a pasted route read back (a move list, a
//! numbered board or a run's JSON). The study room builds and saves the exports and
//! reads the paste with the core's `read_route`, loaded when either panel is first
//! opened; the page checks the route it hands back with its own validator.
//!
//! Hooks: `data-testid="export"` with buttons `data-action="copy-board|copy-moves|
//! download-board|download-moves|download-json|download-svg|download-png"`;
//! `data-testid="import"` with `data-control="import-text"`, `data-action="import"` and
//! the refusal `data-testid="import-error"`.

use tour_core::{Board, Route, Run, Square};
use wasm_bindgen::JsValue;
use wasm_bindgen::closure::Closure;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use crate::browser::study::{call, imported, read_paste, route_words, with_room};
use crate::model::{Action, ImportAction, ImportProblem, Origin, Shared, Solved, is_large};
use crate::text::{self, Texts};
use crate::view::context::use_ctx;
use crate::view::hooks::{action, control, testid};

/// What the Export buttons export.
#[derive(Clone, Debug, PartialEq)]
pub enum Exportable {
    /// The run shown.
    Run(Shared<Solved>),
    /// Play mode's walk.
    Walk(Vec<Square>),
}

impl Exportable {
    /// The route as a validated run; built only when an export button is pressed, since
    /// a route can hold a million squares.
    fn run(&self, board: Board) -> Option<Run> {
        match self {
            Exportable::Run(solved) => Some(solved.run.clone()),
            Exportable::Walk(walk) => Route::new(board, walk.clone()).ok().map(Run::from_route),
        }
    }

    /// The last square the run was asked to finish on, for the JSON export.
    fn end(&self) -> Option<Square> {
        match self {
            Exportable::Run(solved) => solved.ends.last(),
            Exportable::Walk(_) => None,
        }
    }

    /// The `algorithm` field of the JSON export.
    fn source(&self) -> &'static str {
        match self {
            Exportable::Run(solved) => match solved.origin {
                Origin::Solved { algorithm, .. } => algorithm.id(),
                Origin::Imported => "imported",
            },
            Exportable::Walk(_) => "play",
        }
    }
}

/// One of the export buttons.
#[derive(Clone, Copy, PartialEq)]
enum Export {
    CopyBoard,
    CopyMoves,
    Board,
    Moves,
    Json,
    Svg,
    Png,
}

impl Export {
    const ALL: [Export; 7] = [
        Export::CopyBoard,
        Export::CopyMoves,
        Export::Board,
        Export::Moves,
        Export::Json,
        Export::Svg,
        Export::Png,
    ];

    /// The button's `data-action`.
    fn id(self) -> &'static str {
        match self {
            Export::CopyBoard => action::COPY_BOARD,
            Export::CopyMoves => action::COPY_MOVES,
            Export::Board => action::DOWNLOAD_BOARD,
            Export::Moves => action::DOWNLOAD_MOVES,
            Export::Json => action::DOWNLOAD_JSON,
            Export::Svg => action::DOWNLOAD_SVG,
            Export::Png => action::DOWNLOAD_PNG,
        }
    }

    fn label(self, t: &Texts) -> &'static str {
        match self {
            Export::CopyBoard => t.copy_board,
            Export::CopyMoves => t.copy_moves,
            Export::Board => t.dl_board,
            Export::Moves => t.dl_moves,
            Export::Json => t.dl_json,
            Export::Svg => t.dl_svg,
            Export::Png => t.dl_png,
        }
    }

    /// Whether the button is offered: drawings only of boards the SVG view draws, since
    /// larger ones would be too big to be useful.
    fn offered(self, board: Board) -> bool {
        !matches!(self, Export::Svg | Export::Png) || !is_large(board)
    }

    /// Has the study room do the export (build the document, copy or save it);
    /// `copied` hears whether a copy reached the clipboard.
    fn run(self, board: Board, what: &Exportable, copied: impl FnOnce(bool) + 'static) {
        let Some(run) = what.run(board) else {
            return;
        };
        let route = run.route();
        let end = what.end().and_then(|end| route.board().index(end));
        let end = end.and_then(|end| i32::try_from(end).ok()).unwrap_or(-1);
        let (kind, outcome, source) = (self.id(), run.status().id(), what.source());
        let mut args = vec![JsValue::from_str(kind), route_words(route)];
        args.extend([outcome.into(), source.into(), end.into()]);
        with_room(move |room| {
            let Some(room) = room else {
                return copied(false);
            };
            let copied = Closure::once_into_js(copied);
            args.push(copied);
            call(&room, "export_route", &args.iter().collect::<Vec<_>>());
        });
    }
}

/// Properties of [`Transfer`].
#[derive(Properties, Clone, PartialEq)]
pub struct TransferProps {
    /// The board.
    pub board: Board,
    /// What there is to export, if anything.
    pub exportable: Option<Exportable>,
    /// Why the last paste was refused, if it was.
    pub problem: Option<ImportProblem>,
}

/// The export and import panel.
#[component]
pub fn Transfer(props: &TransferProps) -> Html {
    let ctx = use_ctx();
    let (t, lang, dispatch) = (ctx.texts(), ctx.lang, ctx.dispatch.clone());
    let text_area = use_node_ref();
    let copied = use_state(|| None::<bool>);
    let status = match *copied {
        Some(true) => t.copied,
        Some(false) => t.copy_failed,
        None => "",
    };
    let board = props.board.clone();
    let exports = props.exportable.as_ref().map(|what| {
        let buttons = Export::ALL
            .into_iter()
            .filter(|export| export.offered(board.clone()))
            .map(|export| {
                let (what, copied, board) = (what.clone(), copied.clone(), board.clone());
                let onclick = Callback::from(move |_: MouseEvent| {
                    let copied = copied.clone();
                    export.run(board.clone(), &what, move |ok| copied.set(Some(ok)));
                });
                html! { <button type="button" data-action={export.id()} {onclick}>{ export.label(t) }</button> }
            });
        html! {
            <details class="transfer" data-testid={testid::EXPORT}>
                <summary onclick={room_ready()}>{ t.export_title }</summary>
                <div class="buttons">{ for buttons }</div>
                <p class="copied" role="status">{ status }</p>
            </details>
        }
    });
    let on_import = {
        let text_area = text_area.clone();
        Callback::from(move |_: MouseEvent| {
            let Some(area) = text_area.cast::<HtmlTextAreaElement>() else {
                return;
            };
            // The paste goes to the room as the browser holds it: a copy through the page's
            // memory would grow it by the paste's size (eight megabytes for a million
            // squares), and WebAssembly memory never shrinks.
            let text = js_sys::Reflect::get(&area, &"value".into()).unwrap_or_default();
            let (shown, dispatch) = (board.clone(), dispatch.clone());
            read_paste(text, &board, move |answer| {
                let read = answer.as_ref().and_then(imported);
                dispatch.emit(Action::Import(match read {
                    Some(Ok(route)) => ImportAction::Imported(Shared::new(Solved::imported(
                        Run::from_route(route),
                    ))),
                    Some(Err(error)) => {
                        ImportAction::Failed(ImportProblem::new(Some(error), shown))
                    }
                    None => ImportAction::Failed(ImportProblem::new(None, shown)),
                }));
            });
        })
    };
    html! {
        <>
            { for exports }
            <details class="transfer" data-testid={testid::IMPORT} open={props.problem.is_some()}>
                <summary onclick={room_ready()}>{ t.import_title }</summary>
                <label>
                    <span>{ t.import_hint }</span>
                    <textarea ref={text_area} rows="5" data-control={control::IMPORT_TEXT} spellcheck="false" />
                </label>
                <button type="button" data-action={action::IMPORT} onclick={on_import}>{ t.import_button }</button>
                if let Some(problem) = &props.problem {
                    <p class="error" role="alert" data-testid={testid::IMPORT_ERROR}>{ text::import_problem(lang, problem) }</p>
                }
            </details>
        </>
    }
}

/// Opening export or import loads the study room too, so a copy asked for next finds it
/// ready (a browser lets a page copy only soon after the click), and a paste is read at
/// once.
fn room_ready() -> Callback<MouseEvent> {
    Callback::from(|_: MouseEvent| {
        with_room(|_| ());
    })
}
