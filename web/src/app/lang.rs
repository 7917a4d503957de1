//! The interface language. The one asked for (by the link, the browser or the switcher)
//! is shown as soon as its texts are here. The page carries English only and fetches
//! another language's table when it is first asked for: a visit that asks for one from
//! the start waits a moment for it before the first render (so it does not open in
//! English), and otherwise the page stays in the language it showed until the table
//! arrives. A table that cannot be fetched leaves that language in place and says so
//! once in the notices.
//!
//! English itself comes in two parts: the page carries what the first screen and a
//! first tour in Watch mode show, and `lang-en.json` brings the rest. It is fetched
//! when anything past a first tour is asked for ([`past_first_tour`]: an action, the
//! page idle after its first tour, a link that sets more than a first tour's parameters or
//! a board with squares no tour starts from, or a notice about the link), and a link that
//! does waits for it before the first render as for another language.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use yew::prelude::*;

use tour_core::Board;

use crate::address::{self, Address, Notice, Param, Problem};
use crate::browser::{page, tables};
use crate::model::{Action, Lang, SettingsAction, Shared};
use crate::text;

/// How long the first render waits for the table of the language asked for (then the
/// page opens in English and switches when the table arrives).
const FIRST_RENDER_WAIT_MS: u32 = 300;

/// What waits on a table: called with whether it loaded.
type Waiting = Box<dyn FnOnce(bool)>;

thread_local! {
    /// The tables on their way, with what waits on each.
    static ON_THE_WAY: RefCell<Vec<(Lang, Vec<Waiting>)>> = const { RefCell::new(Vec::new()) };
    /// The language whose table the first render waited for in vain, until the app
    /// says so.
    static FAILED_FIRST: Cell<Option<Lang>> = const { Cell::new(None) };
    /// Whether anything past a first tour has been asked for.
    static PAST_FIRST_TOUR: Cell<bool> = const { Cell::new(false) };
    /// Whether the last fetch of the rest of English failed: renders do not fetch it
    /// again (a playing board renders many times a second), the next action does.
    static REST_FAILED: Cell<bool> = const { Cell::new(false) };
    /// The language asked for (English until the first render; a language whose table
    /// fails gives way to the one shown).
    static WANTED: Cell<Lang> = const { Cell::new(Lang::En) };
    /// Renders the app again once the rest of English is here.
    static REDRAW: RefCell<Option<UseForceUpdateHandle>> = const { RefCell::new(None) };
}

/// Something past a first tour is asked for: the rest of English is fetched (if English
/// is the language asked for and it is not here yet, even if it failed before), and the
/// app renders again when it arrives.
pub fn past_first_tour() {
    PAST_FIRST_TOUR.set(true);
    REST_FAILED.set(false);
    fetch_rest_of_english();
}

/// Fetches the rest of English if it is wanted and missing.
fn fetch_rest_of_english() {
    if !PAST_FIRST_TOUR.get()
        || REST_FAILED.get()
        || WANTED.get() != Lang::En
        || text::complete(Lang::En)
    {
        return;
    }
    when_loaded(Lang::En, |loaded| {
        if loaded {
            redraw();
        } else {
            REST_FAILED.set(true);
        }
    });
}

/// Renders the app again, with the texts now here.
fn redraw() {
    REDRAW.with_borrow(|redraw| redraw.as_ref().map(UseForceUpdateHandle::force_update));
}

/// The parameters of a first tour in Watch mode: a link that sets no other, on a board
/// where every square starts a tour, shows only words the page carries.
const FIRST_TOUR_PARAMS: [Param; 13] = [
    Param::Lang,
    Param::Theme,
    Param::Embed,
    Param::Controls,
    Param::Board,
    Param::Start,
    Param::Algo,
    Param::Order,
    Param::Autoplay,
    Param::Speed,
    Param::Closed,
    Param::Step,
    Param::Seed,
];

/// Whether a link may show words past a first tour: it sets another parameter, or its
/// board has squares no tour starts from (the reason why not is said).
fn asks_past_first_tour(pairs: &[(String, String)], board: &Board) -> bool {
    let first_tour = |key: &str| FIRST_TOUR_PARAMS.iter().any(|param| param.name() == key);
    pairs.iter().any(|(key, _)| !first_tour(key)) || !every_square_starts_a_tour(board)
}

/// Whether every square of `board` starts a knight's tour, open and closed alike: on a
/// whole rectangle both of whose sides are at least 5 with an even number of squares,
/// open tours start anywhere and closed tours exist (Schwenk), passing every square.
fn every_square_starts_a_tour(board: &Board) -> bool {
    board.leaper().is_knight()
        && board.hole_count() == 0
        && board.rows().min(board.cols()) >= 5
        && board.area().is_multiple_of(2)
}

/// The language `address` asks for: its `lang=`, else the browser's.
pub fn asked_for(address: &Address) -> Lang {
    address.lang.unwrap_or_else(page::browser_lang)
}

/// Calls `done` once `lang`'s table has loaded (`true`) or could not be (`false`),
/// fetching it unless it is already on its way.
fn when_loaded(lang: Lang, done: impl FnOnce(bool) + 'static) {
    let fetch = ON_THE_WAY.with_borrow_mut(|on_the_way| {
        match on_the_way.iter_mut().find(|(each, _)| *each == lang) {
            Some((_, waiting)) => {
                waiting.push(Box::new(done));
                false
            }
            None => {
                on_the_way.push((lang, vec![Box::new(done)]));
                true
            }
        }
    });
    if !fetch {
        return;
    }
    // The request goes out now; the answer is read when the page is idle again.
    let table = tables::load(lang);
    wasm_bindgen_futures::spawn_local(async move {
        let loaded = table.await;
        let waiting = ON_THE_WAY.with_borrow_mut(|on_the_way| {
            let index = on_the_way.iter().position(|(each, _)| *each == lang);
            index.map_or_else(Vec::new, |index| on_the_way.swap_remove(index).1)
        });
        for done in waiting {
            done(loaded);
        }
    });
}

/// Renders the app: at once when the language asked for is here (English), else once
/// its table has arrived or failed, or after [`FIRST_RENDER_WAIT_MS`], whichever comes
/// first. With `embed=fit` the page tells its host its height from the start.
pub fn start() {
    let pairs = address::query_pairs(&page::query());
    let (address, notices) = address::read(pairs.iter().cloned());
    // A notice about the link is worded with the rest of English too.
    let past_first_tour =
        asks_past_first_tour(&pairs, &address.settings.board) || !notices.is_empty();
    if address.settings.embed.fit {
        crate::browser::host::report_size();
    }
    let lang = asked_for(&address);
    if past_first_tour {
        PAST_FIRST_TOUR.set(true);
    }
    // The table the first render waits for: the language's, or the rest of English.
    let table = if !text::available(lang) {
        lang
    } else if lang == Lang::En && past_first_tour && !text::complete(Lang::En) {
        Lang::En
    } else {
        render();
        return;
    };
    let rendered = Rc::new(Cell::new(false));
    let render_once = {
        let rendered = rendered.clone();
        move || {
            if !rendered.replace(true) {
                render();
            }
        }
    };
    when_loaded(table, {
        let render_once = render_once.clone();
        move |loaded| {
            // The first render says so; had it come first, the app waits on this fetch
            // itself; the rest of English, arriving after the first render, is drawn by
            // the render's own wait for it ([`fetch_rest_of_english`]). Without it the
            // page still speaks English, and asks again at the next action.
            if !loaded && table == Lang::En {
                REST_FAILED.set(true);
            } else if !loaded && !rendered.get() {
                FAILED_FIRST.set(Some(lang));
            }
            render_once();
        }
    });
    Timeout::new(FIRST_RENDER_WAIT_MS, render_once).forget();
}

/// Renders the app into its own root (beside the board the page showed before it ran,
/// which the app reads and then removes), or into the body where the page has none.
fn render() {
    match crate::browser::first::app_root() {
        Some(root) => yew::Renderer::<super::App>::with_root(root).render(),
        None => yew::Renderer::<super::App>::new().render(),
    };
}

/// What a table's arrival or failure needs to know as of the latest render.
struct Latest {
    /// The language asked for.
    wanted: Lang,
    /// The language shown.
    shown: Lang,
    /// The notices shown.
    notices: UseStateHandle<Shared<Vec<Notice>>>,
}

/// The language to show for `wanted`: `wanted` once its texts are here, else the one
/// shown so far (English at first). Asks for `wanted`'s table in the render that first
/// wants it.
#[hook]
pub fn use_language(
    wanted: Lang,
    dispatch: &Callback<Action>,
    notices: &UseStateHandle<Shared<Vec<Notice>>>,
) -> Lang {
    let update = use_force_update();
    let shown = use_mut_ref(|| Lang::En);
    let asked = use_mut_ref(|| None::<Lang>);
    let lang = if text::available(wanted) {
        wanted
    } else {
        *shown.borrow()
    };
    *shown.borrow_mut() = lang;
    WANTED.set(wanted);
    REDRAW.with_borrow_mut(|redraw| *redraw = Some(update.clone()));
    fetch_rest_of_english();
    let latest = use_mut_ref(|| Latest {
        wanted,
        shown: lang,
        notices: notices.clone(),
    });
    *latest.borrow_mut() = Latest {
        wanted,
        shown: lang,
        notices: notices.clone(),
    };
    if text::available(wanted) {
        *asked.borrow_mut() = None;
    } else if *asked.borrow() != Some(wanted) {
        *asked.borrow_mut() = Some(wanted);
        let (dispatch, asked) = (dispatch.clone(), asked.clone());
        let done = move |loaded: bool| {
            asked.borrow_mut().take_if(|each| *each == wanted);
            if loaded {
                update.force_update();
            } else {
                unavailable(&latest, wanted, &dispatch);
            }
        };
        if FAILED_FIRST.take() == Some(wanted) {
            // Said once the render is done, without fetching again.
            wasm_bindgen_futures::spawn_local(async move { done(false) });
        } else {
            when_loaded(wanted, done);
        }
    }
    lang
}

/// `lang`'s table could not be had: the switcher and the link go back to the language
/// shown (if `lang` is still the one asked for), and the notices say why, once.
fn unavailable(latest: &Rc<RefCell<Latest>>, lang: Lang, dispatch: &Callback<Action>) {
    // Copied out first: setting state may render at once, which updates `latest`.
    let (wanted, kept, notices) = {
        let latest = latest.borrow();
        (latest.wanted, latest.shown, latest.notices.clone())
    };
    if wanted != lang {
        return;
    }
    let problem = Problem::Unavailable { lang, kept };
    if !notices.iter().any(|notice| notice.problem == problem) {
        let mut shown = (*notices).to_vec();
        shown.push(Notice::about(Param::Lang, lang.tag(), problem));
        notices.set(Shared::new(shown));
    }
    dispatch.emit(Action::Settings(SettingsAction::Lang(kept)));
}

#[cfg(test)]
mod tests {
    use tour_core::theory::decided_by_theory;
    use tour_core::{Board, Ends};

    use super::{asks_past_first_tour, every_square_starts_a_tour};

    #[test]
    fn the_boards_said_to_have_a_tour_from_every_square_have_one_by_the_core_s_theory() {
        let mut said = 0;
        for rows in 1..=12 {
            for cols in 1..=12 {
                let board = Board::new(rows, cols).unwrap();
                if !every_square_starts_a_tour(&board) {
                    continue;
                }
                said += 1;
                for start in board.cells() {
                    for ends in [Ends::OPEN, Ends::CLOSED] {
                        assert_eq!(
                            decided_by_theory(&board, start, ends),
                            Some(Ok(())),
                            "{rows}x{cols} from {start:?}, {ends:?}"
                        );
                    }
                }
            }
        }
        assert!(said > 20, "the rule holds of {said} boards");
        // A board with a square no tour starts from is not among them.
        for (rows, cols) in [(5, 5), (4, 8), (3, 10), (7, 7)] {
            assert!(!every_square_starts_a_tour(
                &Board::new(rows, cols).unwrap()
            ));
        }
    }

    #[test]
    fn a_link_with_only_a_first_tour_s_parameters_waits_for_nothing() {
        let pairs = |query: &[(&str, &str)]| -> Vec<(String, String)> {
            query
                .iter()
                .map(|&(key, value)| (key.to_owned(), value.to_owned()))
                .collect()
        };
        let board = Board::new(8, 8).unwrap();
        let first = pairs(&[("board", "8x8"), ("start", "g3"), ("autoplay", "1")]);
        assert!(!asks_past_first_tour(&first, &board));
        assert!(!asks_past_first_tour(&[], &board));
        assert!(asks_past_first_tour(&pairs(&[("mode", "play")]), &board));
        assert!(asks_past_first_tour(&pairs(&[("walk", "a1")]), &board));
        assert!(asks_past_first_tour(&first, &Board::new(5, 5).unwrap()));
    }
}
