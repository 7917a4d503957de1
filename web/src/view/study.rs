//! "About this tour" and the gallery: two folding parts of the panel whose insides the
//! study room draws (browser::study). Opening one loads the room; closed, they cost the
//! page nothing but their titles. The room follows the page's language and playback by
//! itself, so the page only hands it what it cannot see: the tour, and where a chosen
//! gallery tour goes.

use tour_core::Run;
use wasm_bindgen::JsValue;
use web_sys::{Element, HtmlDetailsElement};
use yew::prelude::*;

use crate::browser::study::{call, route, route_words, with_room};
use crate::model::{Action, ImportAction, Shared, Solved};
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
        let chosen = wasm_bindgen::closure::Closure::<dyn Fn(String, JsValue)>::new(
            move |id: String, words: JsValue| {
                if let Some(action) = opened(&id, &words) {
                    dispatch.emit(action);
                }
            },
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
        let draw = draw.clone();
        with_room(move |room| match room {
            Some(room) => draw(&room, host),
            None => host.set_text_content(Some(t.study_unavailable)),
        });
    })
}

/// Hands the room the tour on the board.
fn about_tour(room: &JsValue, host: Element, tour: &Solved) {
    call(
        room,
        "about",
        &[&host.into(), &route_words(tour.run.route())],
    );
}

/// Asks the room for gallery tour `id`, a link's `tour=`: it goes on the board, or the
/// gallery opens and says the gallery has no such tour.
pub fn open_linked(id: &str, dispatch: Callback<Action>) {
    let id = JsValue::from_str(id);
    with_room(move |room| {
        let Some(room) = room else { return };
        let words = call(&room, "route", &[&id]);
        match opened(&id.as_string().unwrap_or_default(), &words) {
            Some(action) => dispatch.emit(action),
            None => {
                call(&room, "missing", &[&id]);
            }
        }
    });
}

/// The action that puts gallery tour `id` on the board, from the route the room gives
/// (validated here, as every route the page shows is); `None` when the room gave none.
fn opened(id: &str, words: &JsValue) -> Option<Action> {
    let run = Run::from_route(route(words)?);
    let solved = Shared::new(Solved::from_gallery(run, id));
    Some(Action::Import(ImportAction::Imported(solved)))
}
