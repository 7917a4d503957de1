//! The Share dialog: the link to what is on screen and a ready `<iframe>` snippet, each
//! with a copy button. Hooks: `data-action="share"` opens it; inside
//! `data-testid="share"`, `data-control="share-link"` and `data-control="share-embed"`
//! hold the texts and `data-action="copy-link"` / `data-action="copy-embed"` copy them.

use std::rc::Rc;

use yew::prelude::*;

use crate::i18n;
use crate::state::AppState;

/// Properties of [`ShareButton`].
#[derive(Properties, Clone, PartialEq)]
pub struct ShareProps {
    /// The app state.
    pub state: Rc<AppState>,
}

/// The page's own address without its query, for building links.
fn page_address() -> String {
    web_sys::window()
        .and_then(|window| {
            let location = window.location();
            Some(format!(
                "{}{}",
                location.origin().ok()?,
                location.pathname().ok()?
            ))
        })
        .unwrap_or_default()
}

/// The `<iframe>` snippet for a link.
pub fn iframe_snippet(link: &str, title: &str) -> String {
    let src = if link.contains('?') {
        format!("{link}&embed=1")
    } else {
        format!("{link}?embed=1")
    };
    let src = src.replace('&', "&amp;");
    format!(
        "<iframe src=\"{src}\" title=\"{title}\" width=\"420\" height=\"560\" loading=\"lazy\" \
         style=\"border:0;max-width:100%\"></iframe>"
    )
}

/// Writes `text` to the clipboard and marks the button as copied. The browser's answer
/// is not awaited: it refuses only without a user gesture, and this runs on a click.
fn copy(text: &str, done: UseStateHandle<Option<&'static str>>, which: &'static str) {
    if let Some(window) = web_sys::window() {
        let _ = window.navigator().clipboard().write_text(text);
        done.set(Some(which));
    }
}

/// The Share button and, when open, its dialog.
#[component]
pub fn ShareButton(props: &ShareProps) -> Html {
    let state = &props.state;
    let ui = i18n::ui(state.lang);
    let open = use_state(|| false);
    let copied = use_state(|| None::<&'static str>);
    let toggle = {
        let (open, copied) = (open.clone(), copied.clone());
        Callback::from(move |_: MouseEvent| {
            copied.set(None);
            open.set(!*open);
        })
    };
    let link = format!("{}{}", page_address(), crate::link::query(state));
    let without_embed = link.replace("&embed=1", "").replace("&controls=0", "");
    let snippet = iframe_snippet(&without_embed, ui.title);
    let copy_button = |text: String, which: &'static str| {
        let copied_now = *copied == Some(which);
        let copied = copied.clone();
        let onclick = Callback::from(move |_: MouseEvent| copy(&text, copied.clone(), which));
        html! {
            <button type="button" data-action={format!("copy-{which}")} {onclick}>
                { if copied_now { ui.link.copied } else { ui.link.copy } }
            </button>
        }
    };
    html! {
        <>
            <button type="button" class="share-button" data-action="share" title={ui.link.share_title}
                aria-expanded={open.to_string()} onclick={toggle.clone()}>{ ui.link.share }</button>
            if *open {
                <div class="share" role="dialog" aria-label={ui.link.share_title} data-testid="share">
                    <label>
                        <span>{ ui.link.share_link }</span>
                        <input type="text" readonly=true data-control="share-link" value={link.clone()} />
                    </label>
                    { copy_button(link, "link") }
                    <label>
                        <span>{ ui.link.share_embed }</span>
                        <textarea readonly=true rows="4" data-control="share-embed" value={snippet.clone()} />
                    </label>
                    { copy_button(snippet, "embed") }
                    <button type="button" class="close" data-action="close-share" onclick={toggle}>{ ui.link.close }</button>
                </div>
            }
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::iframe_snippet;

    #[test]
    fn the_snippet_embeds_the_link_escaped() {
        assert_eq!(
            iframe_snippet("https://x.org/?start=a1&lang=en", "Knight's Tour"),
            "<iframe src=\"https://x.org/?start=a1&amp;lang=en&amp;embed=1\" title=\"Knight's Tour\" \
             width=\"420\" height=\"560\" loading=\"lazy\" style=\"border:0;max-width:100%\"></iframe>"
        );
    }
}
