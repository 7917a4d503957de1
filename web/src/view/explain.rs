//! How the algorithm (or play mode) works, and the keyboard shortcuts.

use tour_core::Algorithm;
use yew::prelude::*;

use crate::model::{Mode, SeedOrder};
use crate::text::{self, Shortcut};
use crate::view::context::use_ctx;

/// Properties of [`Explanation`].
#[derive(Properties, Clone, PartialEq)]
pub struct ExplainProps {
    /// The mode.
    pub mode: Mode,
    /// The algorithm.
    pub algorithm: Algorithm,
    /// Its move order.
    pub order: SeedOrder,
    /// The board (play mode's help names its piece).
    pub board: tour_core::Board,
}

/// The explanation and the keyboard help.
#[component]
pub fn Explanation(props: &ExplainProps) -> Html {
    let ctx = use_ctx();
    let t = ctx.texts();
    let play = props.mode == Mode::Play;
    html! {
        <section class="explain" aria-label={t.how_it_works}>
            <h2>{ t.how_it_works }</h2>
            if play {
                <p>{ text::play_how_to(ctx.lang, &props.board) }</p>
            } else {
                <p>{ t.algorithm_about(props.algorithm) }</p>
            }
            if props.mode == Mode::Watch && props.algorithm != Algorithm::Fast {
                <p>{ t.order_about(props.order) }</p>
            }
            <details>
                <summary>{ t.keyboard }</summary>
                if play {
                    // Playback keys do nothing in play mode; its own keys are these.
                    <ul class="keys">
                        <li><kbd>{ t.keys_arrows }</kbd>{ t.keys_arrows_help }<kbd>{ "Enter" }</kbd>{ t.play_keys_enter }</li>
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
