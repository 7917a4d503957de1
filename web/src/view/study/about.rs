//! "About this tour": what holds of the tour on the board (closed or open, its magic sums,
//! its symmetries, whether it is bisected, how often it crosses itself), read from the
//! core's facts ([`tour_core::study::Properties`]) when the part is opened, with the
//! buttons that draw the sums and a move's symmetric pair on the board
//! ([`super::marks`]).
//!
//! Hooks: `data-testid="about"`; each fact `data-fact` (`closed`, `semi-magic`,
//! `half-turn`, …), the buttons `data-show="sums"` and `data-show="pair-N"`, the pairing
//! said in `.paired`.

use yew::prelude::*;

use super::marks::paired_number;
use crate::model::{Action, Shared, Solved, Studied, StudyAction};
use crate::text;
use crate::view::context::use_ctx;
use crate::view::hooks::testid;

/// Properties of [`About`].
#[derive(Properties, Clone, PartialEq)]
pub struct AboutProps {
    /// The whole tour on the board.
    pub tour: Shared<Solved>,
    /// What About read of it, once opened.
    pub studied: Option<Studied>,
    /// How many squares the board shows, while a pairing is drawn (it follows playback);
    /// 0 otherwise.
    pub shown: usize,
}

/// The folding part "About this tour".
#[component]
pub fn About(props: &AboutProps) -> Html {
    let ctx = use_ctx();
    let t = ctx.texts();
    let ontoggle = {
        let (dispatch, tour) = (ctx.dispatch.clone(), props.tour.clone());
        Callback::from(move |event: Event| {
            let open = event
                .target_dyn_into::<web_sys::HtmlDetailsElement>()
                .is_some_and(|details| details.open());
            if open {
                dispatch.emit(Action::Study(StudyAction::Open(tour.clone())));
            }
        })
    };
    let body = props
        .studied
        .as_ref()
        .filter(|studied| studied.tour == props.tour)
        .map(|studied| facts(&ctx.dispatch, t, studied, props.shown));
    html! {
        <details class="study" data-testid={testid::ABOUT} {ontoggle}>
            <summary>{ t.about_title }</summary>
            <div class="study-room">{ for body }</div>
        </details>
    }
}

/// The list of facts, and the sentence naming the pair drawn.
fn facts(
    dispatch: &Callback<Action>,
    t: &'static text::Texts,
    studied: &Studied,
    shown: usize,
) -> Html {
    let facts = &studied.facts;
    let route = studied.tour.run.route();
    let (kind, kind_text) = text::kind_fact(t, facts);
    let (magic, magic_text) = text::sums_fact(t, facts);
    let sums_button = {
        let (dispatch, on) = (dispatch.clone(), !studied.sums);
        let onclick = Callback::from(move |_: MouseEvent| {
            dispatch.emit(Action::Study(StudyAction::Sums(on)));
            if on {
                crate::browser::page::board_in_view();
            }
        });
        let label = if studied.sums {
            t.st_hide_sums
        } else {
            t.st_show_sums
        };
        html! { <button type="button" data-show="sums" {onclick}>{ label }</button> }
    };
    let symmetries = facts.symmetries();
    let symmetry = symmetries.iter().enumerate().map(|(index, symmetry)| {
        let pressed = studied.pair == Some(index);
        let dispatch = dispatch.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            dispatch.emit(Action::Study(StudyAction::Pair((!pressed).then_some(index))));
            if !pressed {
                crate::browser::page::board_in_view();
            }
        });
        html! {
            <li data-fact={symmetry.transform().id()}>
                { text::symmetry_fact(t, symmetry.transform()) }
                <button type="button" data-show={format!("pair-{index}")}
                    aria-pressed={if pressed { "true" } else { "false" }} {onclick}>{ t.st_show_pair }</button>
            </li>
        }
    });
    let (halves, halves_text) = text::halves_fact(t, facts, route.len());
    let (crossings, crossings_text) = text::crossings_fact(t, facts);
    let paired = studied.pair.and_then(|which| {
        let number = paired_number(shown);
        let image = symmetries.get(which)?.paired_move(number)?;
        Some(t.st_paired(&number, &image))
    });
    html! {
        <>
            <ul class="facts">
                <li data-fact={kind}>{ kind_text }</li>
                <li data-fact={magic}>{ magic_text }{ sums_button }</li>
                if symmetries.is_empty() {
                    <li data-fact="no-symmetry">{ t.st_no_symmetry }</li>
                }
                { for symmetry }
                <li data-fact={halves}>{ halves_text }</li>
                if facts.quadrisected() {
                    <li data-fact="quadrisected">{ t.st_quadrisected }</li>
                }
                <li data-fact={crossings}>{ crossings_text }</li>
            </ul>
            <p class="paired" role="status">{ paired.unwrap_or_default() }</p>
        </>
    }
}
