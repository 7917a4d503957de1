//! The board the page shows before the app runs: `web/static/first-board.js` draws the
//! link's board into a copy of the page marked `data-first-page`, whose squares can be
//! chosen while the WebAssembly loads. The app reads what the person did there once, as
//! it starts, and removes that copy when its own page is on screen.

use web_sys::Element;

/// What the person did on the board shown before the app ran.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FirstBoard {
    /// The board it drew, as `RxC`.
    pub size: String,
    /// The last square chosen there (a click, Enter or Space), by name.
    pub chosen: Option<String>,
    /// The square holding keyboard focus, by name.
    pub focused: Option<String>,
}

/// The copy of the page shown before the app ran, while it is there.
fn first_page() -> Option<Element> {
    let document = web_sys::window()?.document()?;
    document.query_selector("[data-first-page]").ok().flatten()
}

/// What happened on the first board, if the page showed one.
pub fn read() -> Option<FirstBoard> {
    let page = first_page()?;
    let size = page
        .query_selector("[data-first-board]")
        .ok()
        .flatten()?
        .get_attribute("data-first-board")?;
    let focused = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.active_element())
        .filter(|active| active.closest("[data-first-page]").ok().flatten().is_some())
        .and_then(|active| active.get_attribute("data-first-square"));
    Some(FirstBoard {
        size,
        chosen: page.get_attribute("data-chosen"),
        focused,
    })
}

/// Removes the copy of the page: the app's own is on screen.
pub fn remove() {
    if let Some(page) = first_page() {
        page.remove();
    }
}

/// A root element for the app at the end of the page: mounting the app empties its root,
/// and the page shown before it must stay until the app has read it.
pub fn app_root() -> Option<Element> {
    let document = web_sys::window()?.document()?;
    let root = document.create_element("div").ok()?;
    document.body()?.append_with_node_1(&root).ok()?;
    Some(root)
}
