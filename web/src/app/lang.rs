//! The interface language. The one asked for (by the link, the browser or the switcher)
//! is shown as soon as its texts are here. The page carries English and fetches
//! another language's table when it is first asked for: a visit that asks for one from
//! the start waits a moment for it before the first render (so it does not open in
//! English), and otherwise the page stays in the language it showed until the table
//! arrives. A table that cannot be fetched leaves that language in place and says so
//! once in the notices.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use yew::prelude::*;

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
    let (address, _) = address::read(address::query_pairs(&page::query()));
    if address.settings.embed.fit {
        crate::browser::host::report_size();
    }
    let lang = asked_for(&address);
    if text::available(lang) {
        // A task of its own: reading the link has compiled its code, and the first
        // render compiles its own (see the app's `Drawn`).
        Timeout::new(0, render).forget();
        return;
    }
    let rendered = Rc::new(Cell::new(false));
    let render_once = {
        let rendered = rendered.clone();
        move || {
            if !rendered.replace(true) {
                render();
            }
        }
    };
    when_loaded(lang, {
        let render_once = render_once.clone();
        move |loaded| {
            // The first render says so; had it come first, the app waits on this fetch
            // itself.
            if !loaded && !rendered.get() {
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
