//! Export: the route shown as a numbered board, a move list, the run's JSON, an SVG or a
//! PNG drawing, copied or downloaded (the files: [`super::documents`]).
//!
//! Hooks: `data-testid="export"` with buttons `data-action="copy-board|copy-moves|
//! download-board|download-moves|download-json|download-svg|download-png"`, and what the
//! last copy did in `.copied`.

use tour_core::{Board, Route, Run, Square};
use yew::prelude::*;

use super::documents;
use crate::browser::{clipboard, download};
use crate::model::{Origin, Shared, Solved, is_large};
use crate::text::Texts;
use crate::view::context::use_ctx;
use crate::view::hooks::{action, testid};

/// What the Export buttons export.
#[derive(Clone, Debug, PartialEq)]
pub enum Exportable {
    /// The run shown.
    Run(Shared<Solved>),
    /// Play mode's walk.
    Walk(Vec<Square>),
}

impl Exportable {
    /// The route as a validated run; built only when a button is pressed, since a route
    /// can hold a million squares.
    fn run(&self, board: Board) -> Option<Run> {
        match self {
            Exportable::Run(solved) => Some(solved.run.clone()),
            Exportable::Walk(walk) => Route::new(board, walk.clone()).ok().map(Run::from_route),
        }
    }

    /// The last square the run was asked to finish on, for the JSON.
    fn end(&self) -> Option<Square> {
        match self {
            Exportable::Run(solved) => solved.ends.last(),
            Exportable::Walk(_) => None,
        }
    }

    /// The JSON's `algorithm`.
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

/// One of the buttons.
#[derive(Clone, Copy, PartialEq)]
enum Button {
    CopyBoard,
    CopyMoves,
    Board,
    Moves,
    Json,
    Svg,
    Png,
}

impl Button {
    const ALL: [Button; 7] = [
        Button::CopyBoard,
        Button::CopyMoves,
        Button::Board,
        Button::Moves,
        Button::Json,
        Button::Svg,
        Button::Png,
    ];

    /// Its `data-action`.
    fn id(self) -> &'static str {
        match self {
            Button::CopyBoard => action::COPY_BOARD,
            Button::CopyMoves => action::COPY_MOVES,
            Button::Board => action::DOWNLOAD_BOARD,
            Button::Moves => action::DOWNLOAD_MOVES,
            Button::Json => action::DOWNLOAD_JSON,
            Button::Svg => action::DOWNLOAD_SVG,
            Button::Png => action::DOWNLOAD_PNG,
        }
    }

    fn label(self, t: &Texts) -> &'static str {
        match self {
            Button::CopyBoard => t.copy_board,
            Button::CopyMoves => t.copy_moves,
            Button::Board => t.dl_board,
            Button::Moves => t.dl_moves,
            Button::Json => t.dl_json,
            Button::Svg => t.dl_svg,
            Button::Png => t.dl_png,
        }
    }

    /// Whether it is offered: drawings only of boards drawn square by square, since
    /// larger ones would be too big to be useful.
    fn offered(self, board: Board) -> bool {
        !matches!(self, Button::Svg | Button::Png) || !is_large(board)
    }

    /// Makes the file and copies or saves it; `copied` hears whether a copy reached the
    /// clipboard.
    fn run(self, board: Board, what: &Exportable, copied: impl FnOnce(bool) + 'static) {
        let Some(run) = what.run(board) else {
            return;
        };
        let route = run.route();
        let size = route.board();
        let base = format!("knights-tour-{}x{}", size.rows(), size.cols());
        match self {
            Button::CopyBoard => clipboard::copy(&documents::board_text(route), copied),
            Button::CopyMoves => clipboard::copy(&documents::moves_text(route), copied),
            Button::Board => download::save_text(
                &documents::board_text(route),
                &format!("{base}.txt"),
                "text/plain",
            ),
            Button::Moves => download::save_text(
                &documents::moves_text(route),
                &format!("{base}-moves.txt"),
                "text/plain",
            ),
            Button::Json => download::save_text(
                &documents::json(route, run.status().id(), what.source(), what.end()),
                &format!("{base}.json"),
                "application/json",
            ),
            Button::Svg => download::save_text(
                &documents::svg(route),
                &format!("{base}.svg"),
                "image/svg+xml",
            ),
            Button::Png => download::save_png(&documents::svg(route), format!("{base}.png")),
        }
    }
}

/// Properties of [`Export`].
#[derive(Properties, Clone, PartialEq)]
pub struct ExportProps {
    /// The board.
    pub board: Board,
    /// What there is to export.
    pub exportable: Exportable,
}

/// The Export panel.
#[component]
pub fn Export(props: &ExportProps) -> Html {
    let ctx = use_ctx();
    let t = ctx.texts();
    let copied = use_state(|| None::<bool>);
    let status = match *copied {
        Some(true) => t.copied,
        Some(false) => t.copy_failed,
        None => "",
    };
    let buttons = Button::ALL
        .into_iter()
        .filter(|button| button.offered(props.board.clone()))
        .map(|button| {
            let (what, copied, board) = (
                props.exportable.clone(),
                copied.clone(),
                props.board.clone(),
            );
            let onclick = Callback::from(move |_: MouseEvent| {
                let copied = copied.clone();
                button.run(board.clone(), &what, move |ok| copied.set(Some(ok)));
            });
            html! { <button type="button" data-action={button.id()} {onclick}>{ button.label(t) }</button> }
        });
    html! {
        <details class="transfer" data-testid={testid::EXPORT}>
            <summary>{ t.export_title }</summary>
            <div class="buttons">{ for buttons }</div>
            <p class="copied" role="status">{ status }</p>
        </details>
    }
}
