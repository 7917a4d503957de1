//! How play mode works, and the keyboard shortcuts. (What an algorithm does is said once,
//! under the algorithm in the settings.)

use yew::prelude::*;

use crate::model::{Lang, Mode};
use crate::text::{self, Shortcut};

/// Play mode's explanation, and the keyboard help, in `lang`; play mode's help names the
/// board's piece. (A plain function: it has no state of its own, and a component costs
/// the page more bytes than it saves renders.)
pub fn explanation(lang: Lang, mode: Mode, board: &tour_core::Board) -> Html {
    let t = text::texts(lang);
    let play = mode == Mode::Play;
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
