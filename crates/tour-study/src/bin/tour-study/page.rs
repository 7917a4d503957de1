//! The room's side of the page: what the page hands over (elements, a board and a route
//! as the engine's protocol writes them, `Wire`) is read here, checked by the core's
//! validator, and drawn; clicks inside the room's parts are answered here, and a tour
//! chosen from the gallery goes back to the page's `open(id, words)`, the route in the
//! same words, which the page reads through its own validator. A pasted text the page's
//! Import hands over is read here too (`read_paste`). The room reads the language from the
//! page's root (`<html lang>`) and the step shown from the board's squares
//! (`data-step`), and watches both, so the page need not tell it of either.

use std::cell::RefCell;

use js_sys::Function;
use tour_core::gallery::{self, Lang};
use tour_core::study::Properties;
use tour_core::text::read_route as read_text;
use tour_core::{Board, Route};
use tour_engine::protocol::{Reader, Wire, Writer};
use tour_study::about;
use tour_study::gallery::{Filter, gallery as gallery_html};
use tour_study::words::words;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Element, Event, HtmlInputElement};

/// "About this tour" as it stands.
struct About {
    host: Element,
    route: Route,
    facts: Properties,
    sums: bool,
    pair: Option<usize>,
    /// The move whose pair is shown: the last move drawn.
    number: u32,
}

/// The gallery as it stands.
struct Gallery {
    host: Element,
    chosen: Vec<Filter>,
    open: Function,
    /// A tour a link named that the gallery does not hold, said until a filter changes.
    missing: Option<String>,
}

thread_local! {
    static ABOUT: RefCell<Option<About>> = const { RefCell::new(None) };
    static GALLERY: RefCell<Option<Gallery>> = const { RefCell::new(None) };
    /// A missing tour named before the gallery was drawn.
    static MISSING: RefCell<Option<String>> = const { RefCell::new(None) };
    /// Whether the watchers of the language and the board are set.
    static WATCHING: RefCell<bool> = const { RefCell::new(false) };
}

/// The page's language (`<html lang>`), English for any other.
fn lang() -> Lang {
    let root = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.document_element());
    let tag = root.and_then(|root| root.get_attribute("lang"));
    tag.and_then(|tag| Lang::from_tag(&tag)).unwrap_or_default()
}

/// How many squares of the route the page's board shows (`data-step` on each).
fn shown() -> u32 {
    let document = web_sys::window().and_then(|window| window.document());
    let steps = document.and_then(|d| d.query_selector_all("svg.board [data-step]").ok());
    steps.map_or(0, |steps| steps.length())
}

/// Redraws the room's parts when the page's language changes or its board steps on:
/// a watcher of the page's root and one of the whole page's `data-step` attributes.
fn watch_the_page() {
    if WATCHING.with_borrow_mut(|watching| std::mem::replace(watching, true)) {
        return;
    }
    let Some(root) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.document_element())
    else {
        return;
    };
    let changed = Closure::<dyn Fn(js_sys::Array)>::new(|records: js_sys::Array| {
        let language = records.iter().any(|record| {
            record
                .dyn_into::<web_sys::MutationRecord>()
                .is_ok_and(|record| record.attribute_name().as_deref() == Some("lang"))
        });
        if language {
            GALLERY.with_borrow(|gallery| gallery.iter().for_each(draw_gallery));
        }
        ABOUT.with_borrow_mut(|about| {
            if let Some(about) = about
                && (language || about.pair.is_some() || about.sums)
            {
                about.number = shown().saturating_sub(1).max(1);
                if language {
                    draw_about(about);
                } else {
                    draw_marks(about);
                }
            }
        });
    });
    let Ok(observer) = web_sys::MutationObserver::new(changed.as_ref().unchecked_ref()) else {
        return;
    };
    let options = web_sys::MutationObserverInit::new();
    options.set_attributes(true);
    options.set_subtree(true);
    options.set_attribute_filter(&js_sys::Array::of2(&"lang".into(), &"data-step".into()));
    let _ = observer.observe_with_options(&root, &options);
    // The watcher lasts as long as the page.
    changed.forget();
}

/// The route the page hands over as words (`Route`'s `Wire`: its board, piece and holes,
/// then its squares), checked by the validator (a path: an exported walk may be part of a
/// tour).
pub fn read_route(words: &[u32]) -> Option<Route> {
    Route::take(&mut Reader::new(words)).ok()
}

/// Draws "About this tour" for the route the page shows (as [`read_route`] reads it)
/// into `host`. Returns whether the route is a whole tour the room could read.
#[wasm_bindgen]
pub fn about(host: Element, route: Vec<u32>) -> bool {
    let read = read_route(&route).and_then(|route| Some((Properties::of(&route).ok()?, route)));
    let Some((facts, route)) = read else {
        host.set_inner_html("");
        ABOUT.with_borrow_mut(|about| *about = None);
        return false;
    };
    listen(&host, on_about_click);
    watch_the_page();
    let about = About {
        host,
        route,
        facts,
        sums: false,
        pair: None,
        number: shown().saturating_sub(1).max(1),
    };
    draw_about(&about);
    ABOUT.with_borrow_mut(|kept| *kept = Some(about));
    true
}

/// Draws the gallery into `host`; `open(id, words)` hears the tour a person puts on the
/// board, as [`route`] gives it.
#[wasm_bindgen]
pub fn gallery(host: Element, open: Function) {
    listen(&host, on_gallery_event);
    watch_the_page();
    let kept = Gallery {
        host,
        chosen: Vec::new(),
        open,
        missing: MISSING.with_borrow_mut(Option::take),
    };
    draw_gallery(&kept);
    GALLERY.with_borrow_mut(|gallery| *gallery = Some(kept));
}

/// A link named tour `id`, which the gallery does not hold: the page's gallery opens
/// (its toggle has the page draw it) and says so.
#[wasm_bindgen]
pub fn missing(id: &str) {
    MISSING.with_borrow_mut(|missing| *missing = Some(id.to_owned()));
    let document = web_sys::window().and_then(|window| window.document());
    let part = document.and_then(|d| d.query_selector("[data-testid=\"gallery\"]").ok().flatten());
    if let Some(part) = part {
        let _ = part.set_attribute("open", "");
    }
}

/// The gallery tour `id`, validated, as words (`Route`'s `Wire`); `None` when the
/// gallery holds no such tour.
#[wasm_bindgen]
pub fn route(id: &str) -> Option<Vec<u32>> {
    let route = gallery::find(id).ok()?.route().ok()?;
    Some(to_words(&route))
}

/// Reads the text pasted into the page's Import (`tour_core::text::read_route`: a move
/// list on the board the page shows, given as `Board`'s words, a numbered board or a
/// run's JSON); the route or the refusal, as words (`Result<Route, ImportError>`'s
/// `Wire`).
#[wasm_bindgen]
pub fn read_paste(text: &str, board: Vec<u32>) -> Vec<u32> {
    let board = Board::take(&mut Reader::new(&board)).unwrap_or(Board::CHESS);
    to_words(&read_text(&board, text))
}

/// A value as the protocol's words.
fn to_words(value: &impl Wire) -> Vec<u32> {
    let mut writer = Writer::default();
    value.put(&mut writer);
    writer.finish()
}

/// Answers clicks and changes inside `host` with `handler`, once per element.
fn listen(host: &Element, handler: fn(&Event)) {
    if host.has_attribute("data-study-listening") {
        return;
    }
    let _ = host.set_attribute("data-study-listening", "");
    let closure = Closure::<dyn Fn(Event)>::new(move |event: Event| handler(&event));
    for kind in ["click", "change"] {
        let _ = host.add_event_listener_with_callback(kind, closure.as_ref().unchecked_ref());
    }
    // The element keeps its listener for as long as the page keeps the element.
    closure.forget();
}

/// The element an event came from, or the nearest one around it with `attribute`.
fn target_with(event: &Event, attribute: &str) -> Option<(Element, String)> {
    let target = event.target()?.dyn_into::<Element>().ok()?;
    let element = target.closest(&format!("[{attribute}]")).ok()??;
    let value = element.get_attribute(attribute)?;
    Some((element, value))
}

/// "Show the sums" or "Show the paired move" pressed.
fn on_about_click(event: &Event) {
    if event.type_() != "click" {
        return;
    }
    let Some((_, show)) = target_with(event, "data-show") else {
        return;
    };
    ABOUT.with_borrow_mut(|about| {
        let Some(about) = about else { return };
        if show == "sums" {
            about.sums = !about.sums;
        } else if let Some(index) = show.strip_prefix("pair-").and_then(|i| i.parse().ok()) {
            about.pair = if about.pair == Some(index) {
                None
            } else {
                Some(index)
            };
        }
        draw_about(about);
        // The button pressed is drawn anew: the focus stays on it, for the keyboard,
        // without scrolling, since the board comes into view next.
        let pressed = about
            .host
            .query_selector(&format!("[data-show=\"{show}\"]"));
        if let Ok(Some(button)) = pressed
            && let Ok(button) = button.dyn_into::<web_sys::HtmlElement>()
        {
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = button.focus_with_options(&options);
        }
        if about.sums || about.pair.is_some() {
            board_in_view();
        }
    });
}

/// A filter ticked, or a tour's button pressed.
fn on_gallery_event(event: &Event) {
    if let Some((element, filter)) = target_with(event, "data-filter") {
        if event.type_() != "change" {
            return;
        }
        let ticked = element
            .dyn_into::<HtmlInputElement>()
            .is_ok_and(|input| input.checked());
        GALLERY.with_borrow_mut(|gallery| {
            let Some(gallery) = gallery else { return };
            let Some(filter) = Filter::named(&filter) else {
                return;
            };
            gallery.chosen.retain(|chosen| *chosen != filter);
            if ticked {
                gallery.chosen.push(filter);
            }
            gallery.missing = None;
            draw_gallery(gallery);
        });
        return;
    }
    if event.type_() != "click" {
        return;
    }
    let Some((_, id)) = target_with(event, "data-tour") else {
        return;
    };
    let Some(words) = route(&id) else { return };
    let open = GALLERY.with_borrow(|gallery| gallery.as_ref().map(|g| g.open.clone()));
    if let Some(open) = open {
        let words = js_sys::Uint32Array::from(words.as_slice());
        let _ = open.call2(&JsValue::NULL, &id.into(), &words);
    }
}

/// Draws the gallery as it stands.
fn draw_gallery(kept: &Gallery) {
    let lang = lang();
    let html = gallery_html(lang, words(lang), &kept.chosen, kept.missing.as_deref());
    kept.host.set_inner_html(&html);
}

/// Draws the facts, and the marks on the page's board.
fn draw_about(about: &About) {
    let words = words(lang());
    let list = about::facts(words, &about.route, &about.facts, about.sums, about.pair);
    about
        .host
        .set_inner_html(&format!("{list}<p class=\"paired\" role=\"status\"></p>"));
    draw_marks(about);
}

/// Draws the marks on the page's board and the sentence naming the pair, leaving the list
/// (and the focus in it) as it is: playback moves the pair on every step.
fn draw_marks(about: &About) {
    let words = words(lang());
    let pair = about.pair.and_then(|which| {
        about::pair_marks(words, &about.route, &about.facts, which, about.number)
    });
    if let Ok(Some(said)) = about.host.query_selector(".paired") {
        said.set_inner_html(pair.as_ref().map_or("", |(_, said)| said.as_str()));
    }
    let mut marks = String::new();
    if about.sums {
        marks.push_str(&about::sums_marks(&about.route.board(), &about.facts));
        marks.push_str(&about::rest_numbers(&about.route, shown() as usize));
    }
    if let Some((svg, _)) = &pair {
        marks.push_str(svg);
    }
    mark_board(&marks, about.sums);
}

/// Brings the page's board into view, as little as it takes, so marks just asked for are
/// seen: on a phone the panel is under the board, and the button far below it.
fn board_in_view() {
    let document = web_sys::window().and_then(|window| window.document());
    let board = document.and_then(|d| d.query_selector("svg.board").ok().flatten());
    if let Some(board) = board {
        let options = web_sys::ScrollIntoViewOptions::new();
        options.set_block(web_sys::ScrollLogicalPosition::Nearest);
        board.scroll_into_view_with_scroll_into_view_options(&options);
    }
}

/// Puts `marks` on the page's board (SVG boards only: a board drawn on a canvas shows
/// the facts in the list alone); `sums` hides the board's rank and file labels, whose
/// places the sums take.
fn mark_board(marks: &str, sums: bool) {
    const SVG: &str = "http://www.w3.org/2000/svg";
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    let Some(board) = document.query_selector("svg.board").ok().flatten() else {
        return;
    };
    let layer = match board.query_selector("g.study-marks").ok().flatten() {
        Some(layer) => layer,
        None => {
            let Ok(layer) = document.create_element_ns(Some(SVG), "g") else {
                return;
            };
            let _ = layer.set_attribute("class", "study-marks");
            let _ = layer.set_attribute("aria-hidden", "true");
            let _ = board.append_child(&layer);
            layer
        }
    };
    layer.set_inner_html(marks);
    let _ = board.class_list().toggle_with_force("study-sums", sums);
}
