//! The gallery of famous tours ([`tour_core::gallery`]): a filter by what makes a tour
//! special, and one entry per tour with its title, author, year, why it matters (from the
//! catalogue) and its source, each with the button that puts it on the board.
//!
//! Hooks: `data-testid="gallery"`; the filter's boxes `data-filter` (`closed`,
//! `semi-magic`, `symmetric`, `bisected`), each entry `data-tour-entry="ID"` with its
//! button `data-tour="ID"`, a link's unknown tour named in `[role="alert"]`.

use std::rc::Rc;

use tour_core::Run;
use tour_core::gallery::{self, Entry};
use tour_core::study::Properties;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::model::{Action, Filter, GalleryTour, ImportAction, Shared, Solved, StudyAction};
use crate::text::{self, Texts};
use crate::view::context::use_ctx;
use crate::view::hooks::testid;

/// Properties of [`Gallery`].
#[derive(Properties, Clone, PartialEq)]
pub struct GalleryProps {
    /// The filters ticked.
    pub filters: Vec<Filter>,
    /// A tour a link named that the gallery does not hold.
    pub missing: Option<Rc<str>>,
}

/// The action that puts gallery tour `id` on the board, validated as every route the
/// page shows is; `None` when the gallery holds no such tour.
pub fn opened(id: &str) -> Option<Action> {
    let route = gallery::find(id).ok()?.route().ok()?;
    let solved = Solved::from_gallery(Run::from_route(route), id);
    Some(Action::Import(ImportAction::Imported(Shared::new(solved))))
}

/// The folding part with the gallery, drawn once it is first opened.
#[component]
pub fn Gallery(props: &GalleryProps) -> Html {
    let ctx = use_ctx();
    let t = ctx.texts();
    let unfolded = use_state(|| false);
    let ontoggle = {
        let unfolded = unfolded.clone();
        Callback::from(move |event: Event| {
            let open = event
                .target_dyn_into::<web_sys::HtmlDetailsElement>()
                .is_some_and(|details| details.open());
            if open && !*unfolded {
                unfolded.set(true);
            }
        })
    };
    // A link's unknown tour opens the part, as a person's click would.
    let details = use_node_ref();
    {
        let details = details.clone();
        use_effect_with(props.missing.clone(), move |missing| {
            if let (Some(_), Some(details)) =
                (missing, details.cast::<web_sys::HtmlDetailsElement>())
            {
                details.set_open(true);
            }
        });
    }
    let body = (*unfolded || props.missing.is_some()).then(|| {
        html! { <Entries filters={props.filters.clone()} missing={props.missing.clone()} /> }
    });
    html! {
        <details ref={details} class="study" data-testid={testid::GALLERY} {ontoggle}>
            <summary>{ t.gallery_title }</summary>
            <div class="study-room">{ for body }</div>
        </details>
    }
}

/// The filter and the entries that pass it.
#[component]
fn Entries(props: &GalleryProps) -> Html {
    let ctx = use_ctx();
    let (t, dispatch) = (ctx.texts(), ctx.dispatch.clone());
    // Each tour's facts, read once, for the filter.
    let facts = use_memo((), |()| {
        gallery::all()
            .iter()
            .map(|entry| {
                entry
                    .route()
                    .ok()
                    .and_then(|route| Properties::of(&route).ok())
            })
            .collect::<Vec<_>>()
    });
    let boxes = Filter::ALL.into_iter().map(|filter| {
        let dispatch = dispatch.clone();
        let onchange = Callback::from(move |event: Event| {
            let ticked = event
                .target_dyn_into::<HtmlInputElement>()
                .is_some_and(|input| input.checked());
            dispatch.emit(Action::Study(StudyAction::Filter(filter, ticked)));
        });
        html! {
            <label>
                <input type="checkbox" data-filter={filter.id()} checked={props.filters.contains(&filter)} {onchange} />
                { t.st_filter_name(filter) }
            </label>
        }
    });
    let entries: Vec<Html> = gallery::all()
        .iter()
        .zip(facts.iter())
        .filter(|(_, facts)| {
            facts
                .as_ref()
                .is_some_and(|facts| props.filters.iter().all(|filter| filter.passes(facts)))
        })
        .filter_map(|(entry, _)| item(t, &dispatch, entry))
        .collect();
    let none_left = entries.is_empty();
    html! {
        <>
            if let Some(missing) = &props.missing {
                <p class="error" role="alert">{ t.st_unknown(&missing) }</p>
            }
            <fieldset class="gallery-filter">
                <legend>{ t.st_filter }</legend>
                { for boxes }
            </fieldset>
            <ul class="gallery">{ for entries }</ul>
            if none_left {
                <p class="none-left">{ t.st_none_left }</p>
            }
        </>
    }
}

/// One entry; `None` for a tour the catalogue does not word (a test holds every tour
/// worded).
fn item(t: &'static Texts, dispatch: &Callback<Action>, entry: &Entry) -> Option<Html> {
    let tour = GalleryTour::named(entry.id())?;
    let onclick = {
        let (dispatch, id) = (dispatch.clone(), entry.id());
        Callback::from(move |_: MouseEvent| {
            if let Some(action) = opened(id) {
                dispatch.emit(action);
            }
        })
    };
    let url = entry.url();
    let linked = url.starts_with("https://") || url.starts_with("http://");
    Some(html! {
        <li key={entry.id()} data-tour-entry={entry.id()}>
            <h3>{ t.tour_title(tour) }</h3>
            <p class="by">{ text::byline(t, tour, entry) }</p>
            <p>{ t.tour_why(tour) }</p>
            <p class="source">
                { t.st_source }{ " " }
                if linked {
                    <a href={url} rel="noopener" target="_blank">{ entry.source() }</a>
                } else {
                    { entry.source() }
                }
            </p>
            if !t.tour_note(tour).is_empty() {
                <p class="note">{ t.tour_note(tour) }</p>
            }
            <button type="button" data-tour={entry.id()} {onclick}>{ t.st_show }</button>
        </li>
    })
}
