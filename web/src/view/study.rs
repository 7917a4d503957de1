//! "About this tour" and the gallery: two folding parts of the panel whose insides the
//! study room draws (browser::study). Opening one loads the room; closed, they cost the
//! page nothing but their titles. The room follows the page's language and playback by
//! itself, so the page only hands it what it cannot see: the tour, and where a chosen
//! gallery tour goes.

use tour_core::{Board, Route, Run, text::read_route};
use wasm_bindgen::JsValue;
use web_sys::{Element, HtmlDetailsElement};
use yew::prelude::*;

use crate::browser::study::{call, indices, with_room};
use crate::model::{Action, ImportAction, ImportProblem, Shared, Solved};
use crate::text::Texts;
use crate::view::hooks::testid;

/// The two parts: "About this tour" for `tour`, the whole tour shown (if any), and the
/// gallery, whose chosen tours go to `dispatch`.
pub fn study_parts(
    t: &'static Texts,
    dispatch: &Callback<Action>,
    tour: Option<&Shared<Solved>>,
) -> Html {
    let about = tour.map(|tour| {
        let tour = tour.clone();
        let key = tour.id().to_string();
        let ontoggle = unfolded(t, move |room, host| about_tour(room, host, &tour));
        // Keyed by the tour: another tour comes with the part folded, its facts unread.
        html! {
            <details {key} class="study" data-testid={testid::ABOUT} {ontoggle}>
                <summary>{ t.about_title }</summary>
                <div class="study-room" />
            </details>
        }
    });
    let dispatch = dispatch.clone();
    let ontoggle = unfolded(t, move |room, host| {
        let dispatch = dispatch.clone();
        let chosen = wasm_bindgen::closure::Closure::<dyn Fn(String, String)>::new(
            move |id: String, board: String| dispatch.emit(opened(&id, &board)),
        );
        call(room, "gallery", &[&host.into(), chosen.as_ref()]);
        // The room keeps the function for as long as the page keeps its gallery.
        chosen.forget();
    });
    html! {
        <>
            { for about }
            <details class="study" data-testid={testid::GALLERY} {ontoggle}>
                <summary>{ t.gallery_title }</summary>
                <div class="study-room" />
            </details>
        </>
    }
}

/// A part's toggle: once it is open, `draw(room, host)` with the room loaded and the part's
/// inside, or the sentence that the room cannot be loaded.
fn unfolded(
    t: &'static Texts,
    draw: impl Fn(&JsValue, Element) + Clone + 'static,
) -> Callback<Event> {
    Callback::from(move |event: Event| {
        let Some(details) = event.target_dyn_into::<HtmlDetailsElement>() else {
            return;
        };
        let Some(host) = details.query_selector(".study-room").ok().flatten() else {
            return;
        };
        if !details.open() {
            return;
        }
        crate::browser::page::add_later_styles();
        let draw = draw.clone();
        with_room(move |room| match room {
            Some(room) => draw(&room, host),
            None => host.set_text_content(Some(t.study_unavailable)),
        });
    })
}

/// Hands the room the tour on the board.
fn about_tour(room: &JsValue, host: Element, tour: &Solved) {
    let mut args = vec![JsValue::from(host)];
    args.extend(route_args(tour.run.route()));
    call(room, "about", &args.iter().collect::<Vec<_>>());
}

/// A route as the room reads it: its board's size, piece and holes, and its squares, as
/// dense indices.
pub fn route_args(route: &Route) -> [JsValue; 6] {
    let board = route.board();
    let dense = |squares: &mut dyn Iterator<Item = tour_core::Square>| -> Vec<u32> {
        squares
            .filter_map(|square| board.index(square).and_then(|i| u32::try_from(i).ok()))
            .collect()
    };
    let holes = dense(&mut board.holes());
    let path = dense(&mut route.squares().iter().copied());
    let leaper = board.leaper();
    [
        board.rows().into(),
        board.cols().into(),
        leaper.p().into(),
        leaper.q().into(),
        indices(&holes),
        indices(&path),
    ]
}

/// Asks the room for gallery tour `id`, a link's `tour=`: it goes on the board, or the
/// gallery opens and says the gallery has no such tour.
pub fn open_linked(id: &str, dispatch: Callback<Action>) {
    let id = JsValue::from_str(id);
    with_room(move |room| {
        let Some(room) = room else { return };
        match call(&room, "route", &[&id]).as_string() {
            Some(board) => dispatch.emit(opened(&id.as_string().unwrap_or_default(), &board)),
            None => {
                call(&room, "missing", &[&id]);
            }
        }
    });
}

/// The action that puts gallery tour `id` on the board, from the numbered board the room
/// gives (read and validated here, as every route the page shows is).
fn opened(id: &str, board: &str) -> Action {
    Action::Import(match read_route(&Board::CHESS, board) {
        Ok(route) => ImportAction::Imported(Shared::new(Solved::from_gallery(
            Run::from_route(route),
            id,
        ))),
        Err(error) => ImportAction::Failed(ImportProblem::new(error, Board::CHESS)),
    })
}
