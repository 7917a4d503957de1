//! A panic in the page, said. The page's WebAssembly is built with `panic = "abort"`: a
//! panic traps, and Yew, left mid-update, never renders again. The hook installed here
//! still logs the panic to the console (`console_error_panic_hook`, as Yew's own hook
//! does), then writes its message into the root element's `data-panic` just before the
//! trap; `web/static/first-board.js` hears the trap as the window's `error` event and,
//! finding `data-panic`, has `after-start.js` show a notice over the board in the page's
//! language (what happened, the link to what was on screen, Reload), set the app root's
//! `data-state` to `error` and tell an embedding page (`{ source: "knights-tour", event:
//! "error", message }`).

/// Installs the hook, before the app first renders (Yew would install its own then).
pub fn say_panics() {
    #[cfg(feature = "test-panic")]
    test::read();
    yew::set_custom_panic_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        let root = web_sys::window()
            .and_then(|window| window.document())
            .and_then(|document| document.document_element());
        if let Some(root) = root {
            let _ = root.set_attribute("data-panic", &info.to_string());
        }
    }));
}

/// Test builds only (feature `test-panic`, which the release build leaves out): the
/// address's `test-panic=page` or `test-panic=engine`, read before the app first writes
/// the state's link into the address bar (which drops it, so Reload opens a page that
/// works).
#[cfg(feature = "test-panic")]
pub mod test {
    use std::cell::RefCell;

    thread_local! {
        static ASKED: RefCell<String> = const { RefCell::new(String::new()) };
    }

    /// Reads the address's `test-panic=` value.
    pub(super) fn read() {
        let query = crate::browser::page::query();
        let asked = crate::address::query_pairs(&query)
            .into_iter()
            .find(|(key, _)| key == "test-panic")
            .map(|(_, value)| value);
        ASKED.set(asked.unwrap_or_default());
    }

    /// Whether the address asked for `what` (`page` or `engine`) to panic.
    pub fn asked(what: &str) -> bool {
        ASKED.with_borrow(|asked| asked == what)
    }

    /// With `test-panic=page`: panics in the render after work is first asked for,
    /// inside Yew's scheduler, as a bug there would.
    pub fn in_render(asked_work: bool) {
        if asked_work && asked("page") {
            panic!("test-panic: the page panics on purpose");
        }
    }
}
