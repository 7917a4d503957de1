//! The page around the app: the address bar, the root element's theme and language, the
//! tab's title, keyboard focus on a square, the browser's language.

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{Element, KeyboardEvent, SvgElement};

use crate::model::{Lang, Theme};

/// The query string of the page's address.
pub fn query() -> String {
    web_sys::window()
        .and_then(|window| window.location().search().ok())
        .unwrap_or_default()
}

/// Keeps the address bar on `query`, without adding history entries (Back still leaves
/// the app).
pub fn follow_in_address_bar(query: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let path = window.location().pathname().unwrap_or_default();
    if let Ok(history) = window.history() {
        // Fails only for cross-origin URLs; this one keeps the page's own path.
        let _ = history.replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("{path}{query}")),
        );
    }
}

/// The browser's preferred language, if the app speaks it.
pub fn browser_lang() -> Lang {
    let preferred = web_sys::window().and_then(|window| window.navigator().language());
    Lang::from_browser(preferred.as_deref())
}

/// Puts the interface language on the page root and its title on the tab, so the
/// browser, screen readers and the tab speak the language shown.
pub fn set_lang(lang: Lang, title: &str) {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    if let Some(root) = document.document_element() {
        // Setting an attribute fails only on invalid names; this one is fixed.
        let _ = root.set_attribute("lang", lang.tag());
    }
    document.set_title(title);
}

/// Puts the theme on the page root, so the page background follows it too.
pub fn set_theme(theme: Theme) {
    if let Some(root) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.document_element())
    {
        // Setting an attribute fails only on invalid names; these are fixed.
        let _ = match theme {
            Theme::System => root.remove_attribute("data-theme"),
            other => root.set_attribute("data-theme", other.id()),
        };
    }
}

/// Focuses the square called `name`, on the board that has focus now (compare mode has
/// two boards with the same square names), else on the first board.
pub fn focus_square(name: &str) {
    let selector = format!("[data-square=\"{name}\"]");
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    let focused_board = document
        .active_element()
        .and_then(|active| active.closest("svg.board").ok().flatten());
    let element = focused_board
        .and_then(|board| board.query_selector(&selector).ok().flatten())
        .or_else(|| document.query_selector(&selector).ok().flatten())
        .and_then(|element| element.dyn_into::<SvgElement>().ok());
    if let Some(element) = element {
        // Focus can fail only if the element is gone; the next render fixes that.
        let _ = element.focus();
    }
}

/// Whether a modifier is held (the browser's own shortcuts).
pub fn modified(event: &KeyboardEvent) -> bool {
    event.ctrl_key() || event.meta_key() || event.alt_key()
}

/// The kind of element a key press went to, as far as the app's shortcuts care.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyTarget {
    /// A text field, a text area or a select: every key is typing or choosing.
    Field,
    /// A checkbox, a radio button or a slider: Space and the arrows work it.
    Choice,
    /// A button, a link or a summary: Enter and Space press it.
    Button,
    /// Anything else in the app, a square or the board included (they keep their own
    /// keys before the app hears them).
    Other,
}

/// What kind of element a key press went to (`Other` when it is no element).
pub fn key_target(event: &KeyboardEvent) -> KeyTarget {
    let Some(element) = event
        .target()
        .and_then(|target| target.dyn_into::<Element>().ok())
    else {
        return KeyTarget::Other;
    };
    match element.tag_name().to_ascii_lowercase().as_str() {
        "select" | "textarea" => KeyTarget::Field,
        "input" => {
            let kind = element.get_attribute("type").unwrap_or_default();
            match kind.to_ascii_lowercase().as_str() {
                "checkbox" | "radio" | "range" => KeyTarget::Choice,
                "button" | "submit" | "reset" => KeyTarget::Button,
                _ => KeyTarget::Field,
            }
        }
        "button" | "summary" | "a" => KeyTarget::Button,
        _ => KeyTarget::Other,
    }
}

/// A `keydown` listener on the window, removed when dropped.
pub struct KeyListener {
    closure: Closure<dyn FnMut(KeyboardEvent)>,
}

impl Drop for KeyListener {
    fn drop(&mut self) {
        if let Some(window) = web_sys::window() {
            // Removing a listener that is there cannot fail.
            let _ = window.remove_event_listener_with_callback(
                "keydown",
                self.closure.as_ref().unchecked_ref(),
            );
        }
    }
}

/// Hears every key press that reaches the window: the app's own shortcuts work wherever
/// the focus is, the page itself included (squares and controls that handle a key stop
/// it on the way).
pub fn listen_keys(on_key: impl FnMut(KeyboardEvent) + 'static) -> Option<KeyListener> {
    let window = web_sys::window()?;
    let closure = Closure::<dyn FnMut(KeyboardEvent)>::new(on_key);
    window
        .add_event_listener_with_callback("keydown", closure.as_ref().unchecked_ref())
        .ok()?;
    Some(KeyListener { closure })
}

/// Runs `f` once the browser is idle, or half a second later where the browser has no
/// idle callbacks.
pub fn when_idle(f: impl FnOnce() + 'static) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let callback = Closure::once_into_js(f);
    if window
        .request_idle_callback(callback.unchecked_ref())
        .is_err()
    {
        let _ = window
            .set_timeout_with_callback_and_timeout_and_arguments_0(callback.unchecked_ref(), 500);
    }
}

/// Brings the board into view, as little as it takes, so marks just asked for are seen:
/// on a phone the panel is under the board, and the button that asked far below it.
pub fn board_in_view() {
    let document = web_sys::window().and_then(|window| window.document());
    let board = document.and_then(|d| d.query_selector("svg.board").ok().flatten());
    if let Some(board) = board {
        let options = web_sys::ScrollIntoViewOptions::new();
        options.set_block(web_sys::ScrollLogicalPosition::Nearest);
        board.scroll_into_view_with_scroll_into_view_options(&options);
    }
}
