//! The Share dialog: the link to what is on screen and a ready `<iframe>` snippet, each
//! with a copy button. Hooks: `data-action={action::SHARE}` opens it; inside
//! `data-testid={testid::SHARE}`, `data-control={control::SHARE_LINK}` and `data-control={control::SHARE_EMBED}`
//! hold the texts and `data-action="copy-link"` / `data-action="copy-embed"` copy them.

use web_sys::KeyboardEvent;
use yew::prelude::*;

use crate::browser::clipboard;
use crate::view::context::use_ctx;
use crate::view::hooks::{action, control, testid};

/// Properties of [`ShareButton`].
#[derive(Properties, Clone, PartialEq)]
pub struct ShareProps {
    /// The query string of the link to what is on screen.
    pub query: AttrValue,
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

/// What the last copy did, for the status line of the dialog.
#[derive(Clone, Copy, PartialEq)]
enum Copied {
    Link,
    Embed,
    Refused,
}

/// Opening the dialog moves focus to the link; closing it gives focus back to the
/// button (only after a close: the first render takes no focus).
#[hook]
fn use_focus_handover(open: bool, link_field: NodeRef, button: NodeRef) {
    // Whether the dialog has been open since focus was last given back: the page's load
    // must leave focus where it is, so the keyboard shortcuts answer at once.
    let was_open = use_mut_ref(|| false);
    use_effect_with(open, move |&open| {
        let was = was_open.replace(open);
        if open {
            if let Some(field) = link_field.cast::<web_sys::HtmlInputElement>() {
                let _ = field.focus();
                field.select();
            }
        } else if was && let Some(button) = button.cast::<web_sys::HtmlElement>() {
            let nothing_focused = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.active_element())
                .is_none_or(|active| active.tag_name() == "BODY");
            if nothing_focused {
                let _ = button.focus();
            }
        }
    });
}

/// The Share button and, when open, its dialog. Opening moves focus to the link; Escape
/// or Close shuts it and gives focus back to the button.
#[component]
pub fn ShareButton(props: &ShareProps) -> Html {
    let ctx = use_ctx();
    let t = ctx.texts();
    let open = use_state(|| false);
    let copied = use_state(|| None::<Copied>);
    let button = use_node_ref();
    let link_field = use_node_ref();
    use_focus_handover(*open, link_field.clone(), button.clone());
    let toggle = {
        let (open, copied) = (open.clone(), copied.clone());
        Callback::from(move |_: MouseEvent| {
            copied.set(None);
            open.set(!*open);
        })
    };
    let on_key = {
        let open = open.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.key() == "Escape" {
                // Escape here closes the dialog; it must not cancel a running solve.
                event.stop_propagation();
                open.set(false);
            }
        })
    };
    let link = format!("{}{}", page_address(), props.query);
    let without_embed = link.replace("&embed=1", "").replace("&controls=0", "");
    let snippet = iframe_snippet(&without_embed, t.title);
    let copy_button = |text: String, which: Copied, label: &'static str, id: &'static str| {
        let copied = copied.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            let copied = copied.clone();
            clipboard::copy(&text, move |ok| {
                copied.set(Some(if ok { which } else { Copied::Refused }))
            });
        });
        html! { <button type="button" data-action={id} {onclick}>{ label }</button> }
    };
    let status = match *copied {
        Some(Copied::Link | Copied::Embed) => t.copied,
        Some(Copied::Refused) => t.copy_failed,
        None => "",
    };
    html! {
        <>
            <button ref={button} type="button" class="share-button" data-action={action::SHARE} title={t.share_title}
                aria-expanded={open.to_string()} onclick={toggle.clone()}>{ t.share }</button>
            if *open {
                <div class="share" role="dialog" aria-label={t.share_title} data-testid={testid::SHARE} onkeydown={on_key}>
                    <label>
                        <span>{ t.share_link }</span>
                        <input ref={link_field} type="text" readonly=true data-control={control::SHARE_LINK} value={link.clone()} />
                    </label>
                    { copy_button(link, Copied::Link, t.copy_link, action::COPY_LINK) }
                    <label>
                        <span>{ t.share_embed }</span>
                        <textarea readonly=true rows="4" data-control={control::SHARE_EMBED} value={snippet.clone()} />
                    </label>
                    { copy_button(snippet, Copied::Embed, t.copy_embed, action::COPY_EMBED) }
                    <p class="copied" role="status" data-testid={testid::COPIED}>{ status }</p>
                    <button type="button" class="close" data-action={action::CLOSE_SHARE} onclick={toggle}>{ t.close }</button>
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
