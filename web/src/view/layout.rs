//! The page's parts: the header (title, Share, theme and language), the URL notices, the
//! board or boards, and the side panel, which shows what the mode needs (in an embed,
//! only the status line and the compact controls).

use std::rc::Rc;

use tour_core::Square;
use yew::prelude::*;

use crate::i18n::{self, Lang};
use crate::state::{Action, AppState, Mode, Side, Theme, is_large};
use crate::strings;
use crate::view::{
    BoardView, ComparePanel, Controls, Explanation, LargeBoard, ModeSwitch, PanelProps, PlayPanel,
    Settings, ShareButton, Stats, StatusLine, SurveyPanel, Transfer, WhyPanel,
};

/// Title, tagline, Share, and the theme and language switches.
#[component]
pub fn PageHeader(props: &PanelProps) -> Html {
    let state = &props.state;
    let ui = i18n::ui(state.lang);
    let on_lang = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            if let Some(lang) = Lang::from_tag(&select.value()) {
                dispatch.emit(Action::SetLang(lang));
            }
        })
    };
    let on_theme = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            if let Some(theme) = Theme::ALL.into_iter().find(|t| t.id() == select.value()) {
                dispatch.emit(Action::SetTheme(theme));
            }
        })
    };
    let tagline = if state.mode == Mode::Play {
        ui.play_mode.tagline
    } else {
        ui.tagline
    };
    html! {
        <header>
            <div class="title-row">
                <h1>{ ui.title }</h1>
                <div class="switches">
                    <ShareButton state={state.clone()} />
                    <label class="lang">
                        <span>{ ui.theme }</span>
                        <select data-control="theme" onchange={on_theme}>
                            { for Theme::ALL.iter().zip(ui.theme_names).map(|(theme, name)| html! {
                                <option value={theme.id()} selected={*theme == state.theme}>{ name }</option>
                            }) }
                        </select>
                    </label>
                    <label class="lang">
                        <span>{ ui.language }</span>
                        <select data-control="lang" onchange={on_lang}>
                            { for Lang::ALL.iter().map(|lang| html! {
                                <option value={lang.tag()} selected={*lang == state.lang}>{ lang.name() }</option>
                            }) }
                        </select>
                    </label>
                </div>
            </div>
            <p class="tagline">{ tagline }</p>
        </header>
    }
}

/// The problems found in the URL, until dismissed.
#[component]
pub fn Notices(props: &PanelProps) -> Html {
    let state = &props.state;
    if state.notices.is_empty() {
        return html! {};
    }
    let dispatch = props.dispatch.clone();
    let dismiss = Callback::from(move |_: MouseEvent| dispatch.emit(Action::DismissNotices));
    html! {
        <div class="notice" role="alert" data-testid="notice">
            <ul>{ for state.notices.iter().map(|notice| html! { <li>{ strings::notice(state.lang, notice) }</li> }) }</ul>
            <button type="button" class="dismiss" aria-label={i18n::ui(state.lang).a_dismiss} onclick={dismiss}>{ "×" }</button>
        </div>
    }
}

/// Properties of [`Boards`].
#[derive(Properties, Clone, PartialEq)]
pub struct BoardsProps {
    /// The app state.
    pub state: Rc<AppState>,
    /// Where actions go.
    pub dispatch: Callback<Action>,
    /// Called with the square a person chose.
    pub on_choose: Callback<Square>,
}

/// The board: SVG, or canvas for large boards, or compare mode's two SVG boards.
#[component]
pub fn Boards(props: &BoardsProps) -> Html {
    let (state, dispatch, on_choose) = (&props.state, &props.dispatch, &props.on_choose);
    if state.mode == Mode::Compare {
        let boards = [Side::First, Side::Second].into_iter().map(|side| {
            let algorithm = match side {
                Side::First => state.algorithm,
                Side::Second => state.second,
            };
            html! {
                <figure data-side={side.id()}>
                    <figcaption>{ algorithm.id() }</figcaption>
                    <BoardView state={state.clone()} dispatch={dispatch.clone()} on_choose={on_choose.clone()} {side} />
                </figure>
            }
        });
        return html! { <div class="board-wrap compare">{ for boards }</div> };
    }
    html! {
        <div class="board-wrap">
            if is_large(state.board) {
                <LargeBoard state={state.clone()} dispatch={dispatch.clone()} on_choose={on_choose.clone()} />
            } else {
                <BoardView state={state.clone()} dispatch={dispatch.clone()} on_choose={on_choose.clone()} />
            }
        </div>
    }
}

/// Properties of [`SidePanel`].
#[derive(Properties, Clone, PartialEq)]
pub struct SidePanelProps {
    /// The app state.
    pub state: Rc<AppState>,
    /// Where actions go.
    pub dispatch: Callback<Action>,
    /// Asks for a hint (play mode).
    pub on_hint: Callback<()>,
    /// Stops a running solve or survey.
    pub on_cancel: Callback<()>,
    /// Starts the all-starts survey.
    pub on_survey: Callback<()>,
}

/// The panel beside the board: what the mode needs, then the tools and settings.
#[component]
pub fn SidePanel(props: &SidePanelProps) -> Html {
    let (state, dispatch) = (&props.state, &props.dispatch);
    let (on_hint, on_cancel) = (props.on_hint.clone(), props.on_cancel.clone());
    let controls =
        html! { <Controls state={state.clone()} dispatch={dispatch.clone()} {on_cancel} /> };
    let play = html! { <PlayPanel state={state.clone()} dispatch={dispatch.clone()} {on_hint} /> };
    if state.embed {
        return html! {
            <aside class="panel">
                <StatusLine state={state.clone()} dispatch={dispatch.clone()} />
                if state.controls {
                    if state.mode == Mode::Play { { play } } else { { controls } }
                }
            </aside>
        };
    }
    let mode_panels = match state.mode {
        Mode::Play => play,
        Mode::Compare => html! {
            <>
                { controls }
                <ComparePanel state={state.clone()} dispatch={dispatch.clone()} />
            </>
        },
        Mode::Watch => html! {
            <>
                { controls }
                <WhyPanel state={state.clone()} dispatch={dispatch.clone()} />
                <Stats state={state.clone()} dispatch={dispatch.clone()} />
                <SurveyPanel state={state.clone()} dispatch={dispatch.clone()} on_survey={props.on_survey.clone()} />
            </>
        },
    };
    html! {
        <aside class="panel">
            <ModeSwitch state={state.clone()} dispatch={dispatch.clone()} />
            <StatusLine state={state.clone()} dispatch={dispatch.clone()} />
            { mode_panels }
            <Transfer state={state.clone()} dispatch={dispatch.clone()} />
            <Settings state={state.clone()} dispatch={dispatch.clone()} />
            <Explanation state={state.clone()} dispatch={dispatch.clone()} />
        </aside>
    }
}
