//! How play mode works, and the keyboard shortcuts. (What an algorithm does is said once,
//! under the algorithm in the settings.)

use yew::prelude::*;

use crate::model::Mode;
use crate::text::{self, Shortcut};
use crate::view::context::use_ctx;

/// Properties of [`Explanation`].
#[derive(Properties, PartialEq)]
pub struct ExplainProps {
    /// The mode shown.
    pub mode: Mode,
    /// The board (play mode's help names its piece).
    pub board: tour_core::Board,
}

/// Play mode's explanation, and the keyboard help; play mode's help names the board's
/// piece.
#[component]
pub fn Explanation(props: &ExplainProps) -> Html {
    let ctx = use_ctx();
    let (t, lang, board) = (ctx.texts(), ctx.lang, &props.board);
    let play = props.mode == Mode::Play;
    html! {
        <section class="explain" aria-label={if play { t.how_it_works } else { t.keyboard }}>
            if play {
                <h2>{ t.how_it_works }</h2>
                <p>{ text::play_how_to(lang, board) }</p>
            }
            <details>
                <summary>{ t.keyboard }</summary>
                if play {
                    // Playback keys do nothing in play mode; its own keys are these.
                    <ul class="keys">
                        <li><kbd>{ t.keys_arrows }</kbd>{ t.keys_arrows_help }<kbd>{ "Enter" }</kbd>{ t.play_keys_enter(&text::piece_name(lang, board)) }</li>
                        <li>{ t.play_keys_help }</li>
                    </ul>
                } else {
                    <ul class="keys">
                        <li><kbd>{ t.keys_arrows }</kbd>{ t.keys_arrows_help }<kbd>{ "Enter" }</kbd>{ t.keys_enter_help }</li>
                        { for Shortcut::ALL.iter().map(|&shortcut| html! {
                            <li><kbd>{ shortcut.keys() }</kbd>{ format!(" {}", t.shortcut_does(shortcut)) }</li>
                        }) }
                    </ul>
                }
            </details>
        </section>
    }
}
