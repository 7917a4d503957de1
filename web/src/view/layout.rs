//! The page's parts, each given only the values it shows: the header (title,
//! mode switch, Share, theme and language), the board or boards, and the side panel.
//! The panel opens with the link's notices (beside the board, so they never move it),
//! then puts what follows the board first, so it stays in sight with the board: the
//! status line (and the heatmap's key while the board shows one),
//! the playback controls (or play mode's panel, its refusals and hints), the code panel,
//! what the run or comparison shows; then the settings in folding groups, the survey, the
//! keyboard help and the tools. In an embed the panel keeps only the notices, the status
//! line, the compact controls and the code panel.

use tour_core::{Ends, Status};
use yew::prelude::*;

use crate::address::Notice;
use crate::model::{
    Action, AppState, Lang, Mode, Phase, SettingsAction, Shared, Side, Theme, View, is_large,
};
use crate::view::board::BoardProps;
use crate::view::context::use_ctx;
use crate::view::hooks::{control, testid};
use crate::view::mode::{ModeSwitch, TooLargeNote};
use crate::view::status::status_line;
use crate::view::{
    About, BoardView, CodeToggle, ComparePanel, Controls, Explanation, Export, Exportable, Finish,
    Gallery, HeatmapLegend, Import, LargeBoard, PlayPanel, Position, PuzzlePanel, Settings,
    ShareButton, Stats, SurveyPanel, WhyPanel,
};

/// What [`PageHeader`] shows.
#[derive(Properties, PartialEq)]
pub struct HeaderProps {
    /// The mode (its tagline).
    pub mode: Mode,
    /// The theme.
    pub theme: Theme,
    /// The link to what is on screen, for Share.
    pub query: AttrValue,
    /// The board (play mode's tagline names its piece; play and compare need squares).
    pub board: tour_core::Board,
    /// The language asked for, which the switcher shows (the page follows once its
    /// texts are here).
    pub lang: Lang,
}

/// Title, tagline, Share, and the theme and language switches.
#[component]
pub fn PageHeader(props: &HeaderProps) -> Html {
    let ctx = use_ctx();
    let (t, lang, dispatch) = (ctx.texts(), ctx.lang, ctx.dispatch.clone());
    let large = is_large(props.board.clone());
    let on_lang = {
        let dispatch = dispatch.clone();
        Callback::from(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            if let Some(lang) = Lang::from_tag(&select.value()) {
                dispatch.emit(Action::Settings(SettingsAction::Lang(lang)));
            }
        })
    };
    let on_theme = Callback::from(move |event: Event| {
        let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
        if let Some(theme) = Theme::named(&select.value()) {
            dispatch.emit(Action::Settings(SettingsAction::Theme(theme)));
        }
    });
    let tagline = if props.mode == Mode::Play {
        crate::text::play_tagline(lang, &props.board)
    } else if props.mode == Mode::Puzzle {
        crate::text::puzzle_tagline(lang, &props.board)
    } else {
        crate::text::tagline(lang, &props.board)
    };
    html! {
        <header>
            <div class="title-row">
                <h1>{ t.title }</h1>
                <ModeSwitch current={props.mode} {large} />
                <div class="switches">
                    <ShareButton query={props.query.clone()} />
                    <label class="lang">
                        <span>{ t.theme }</span>
                        <select data-control={control::THEME} onchange={on_theme}>
                            { for Theme::ALL.iter().map(|&theme| html! {
                                <option value={theme.id()} selected={theme == props.theme}>{ t.theme_name(theme) }</option>
                            }) }
                        </select>
                    </label>
                    <label class="lang language">
                        <span>{ t.language }</span>
                        <select data-control={control::LANG} onchange={on_lang}
                            ~value={wasm_bindgen::JsValue::from_str(props.lang.tag())}>
                            { for Lang::ALL.iter().map(|&each| html! {
                                <option value={each.tag()} selected={each == props.lang}>{ each.name() }</option>
                            }) }
                        </select>
                    </label>
                </div>
            </div>
            <TooLargeNote {large} />
            <p class="tagline">{ tagline }</p>
        </header>
    }
}

/// Properties of [`Notices`].
#[derive(Properties, PartialEq)]
pub struct NoticesProps {
    /// The problems found in the link.
    pub notices: Shared<Vec<Notice>>,
    /// Dismisses them.
    pub on_dismiss: Callback<()>,
}

/// The problems found in the link, until dismissed.
#[component]
pub fn Notices(props: &NoticesProps) -> Html {
    let ctx = use_ctx();
    let (t, lang, notices) = (ctx.texts(), ctx.lang, &props.notices);
    if notices.is_empty() {
        return html! {};
    }
    let dismiss = props.on_dismiss.reform(|_: MouseEvent| ());
    html! {
        <div class="notice" role="alert" data-testid={testid::NOTICE}>
            <ul>{ for notices.iter().map(|notice| html! {
                <li>{ crate::text::notice(lang, notice) }</li>
            }) }</ul>
            <button type="button" class="dismiss" aria-label={t.a_dismiss} onclick={dismiss}>{ "×" }</button>
        </div>
    }
}

/// The board: SVG, or canvas for large boards, or compare mode's two SVG boards.
pub fn boards(state: &AppState) -> Html {
    let board = state.board();
    if state.mode() == Mode::Compare {
        let boards = Side::BOTH.into_iter().map(|side| {
            let algorithm = match side {
                Side::First => state.settings().algorithm,
                Side::Second => state.settings().second,
            };
            html! {
                <figure data-side={side.id()}>
                    <figcaption>{ algorithm.id() }</figcaption>
                    <BoardView ..BoardProps::of(state, side) />
                </figure>
            }
        });
        return html! { <div class="board-wrap compare">{ for boards }</div> };
    }
    let drawing = if is_large(board.clone()) {
        html! {
            <LargeBoard {board} run={state.watch().run.clone()} shown={state.watch().player.shown}
                theme={state.settings().theme} focus={state.focus().square} />
        }
    } else {
        html! { <BoardView ..BoardProps::of(state, Side::First) /> }
    };
    html! { <div class="board-wrap">{ drawing }</div> }
}

/// The panel beside the board (under it on narrow screens), headed by `notices`.
pub fn side_panel(state: &AppState, status: String, notices: Html, part: PanelPart) -> Html {
    let settings = state.settings();
    let phase = state.phase();
    let live = !(state.player().playing && settings.speed > 2);
    let undecided = state.mode() == Mode::Watch
        && phase.ended()
        && state.run(Side::First).is_some_and(|run| {
            matches!(
                run.run.status(),
                Status::Undecided | Status::BudgetExhausted
            )
        });
    let status = status_line(status, phase, live, undecided);
    if settings.embed.on {
        return html! {
            <aside class="panel">
                { notices }
                { status }
                if settings.embed.controls { { mode_tools(state, phase) } }
                { code_panel(state, live) }
            </aside>
        };
    }
    let ignored_by = match state.mode() {
        Mode::Watch => Finish::ignoring(&[settings.algorithm]),
        Mode::Compare => Finish::ignoring(&[settings.algorithm, settings.second]),
        Mode::Play | Mode::Puzzle => None,
    };
    // The shading `shading()` shows, passed as the shared value: the settings compare it
    // by identity, so a playback tick never reads its squares again.
    let shading = state.shading().and(state.starts().cloned());
    html! {
        <aside class="panel">
            { notices }
            // The status line and the controls stay in sight with the board while the
            // settings under them scroll (play mode's panel is too tall to hold).
            <div class={if matches!(state.mode(), Mode::Play | Mode::Puzzle) { "panel-head" } else { "panel-head held" }}>
                { status }
                { heatmap_legend(state) }
                { mode_tools(state, phase) }
            </div>
            if part == PanelPart::Whole {
            { mode_details(state) }
            <Settings board={state.board()} algorithm={settings.algorithm} order={settings.order}
                ends={settings.ends} picking_end={state.picking_end()}
                overlays={settings.overlays} mode={state.mode()} ignored_by={ignored_by}
                editing={state.editing()} {shading}
                let_go={state.let_go()} />
            { survey(state) }
            // Puzzle mode's panel says how to fill in and its keys.
            if state.mode() != Mode::Puzzle {
                <Explanation mode={state.mode()} board={state.board()} />
            }
            { study(state) }
            if let Some(exportable) = exportable(state) {
                <Export board={state.board()} {exportable} />
            }
            <Import board={state.board()} problem={state.import_problem().cloned()} />
            }
        </aside>
    }
}

/// How much of the side panel the page draws (it opens in stages: see the app's
/// `Drawn`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PanelPart {
    /// Only the link's notices.
    None,
    /// The notices, the status line and the controls.
    Head,
    /// All of it.
    Whole,
}

/// The mode's hands-on part: playback controls, or play mode's panel.
fn mode_tools(state: &AppState, phase: Phase) -> Html {
    if state.mode() == Mode::Play {
        return html! {
            <PlayPanel board={state.board()} play={state.play().clone()} closed={state.settings().ends == Ends::CLOSED}
                overlays={state.settings().overlays} />
        };
    }
    if state.mode() == Mode::Puzzle {
        return html! { <PuzzlePanel puzzle={state.puzzle().clone()} board={state.board()} /> };
    }
    let player = state.player();
    let run = state.run(Side::First);
    let searched = run.and_then(|run| run.search.as_ref());
    html! {
        <Controls {phase} has_run={run.is_some()} at_start={player.at_start(state.track())}
            at_end={player.at_end(state.track())} speed={state.settings().speed}
            view={searched.map(|_| player.view)}
            truncated={searched.is_some_and(|record| record.truncated)}
            longer={state.longer_budget()} />
    }
}

/// What the mode shows about the run: the code panel, why this move and the stats, or
/// the comparison.
fn mode_details(state: &AppState) -> Html {
    let settings = state.settings();
    match state.mode() {
        Mode::Play | Mode::Puzzle => html! {},
        Mode::Compare => html! {
            <ComparePanel board={state.board()} first={settings.algorithm} second={settings.second}
                runs={state.compare().runs.clone()} shown={state.compare().player.shown} />
        },
        Mode::Watch => {
            let live = !(state.player().playing && settings.speed > 2);
            html! {
                <>
                    { code_toggle(state) }
                    { code_panel(state, live) }
                    { why(state) }
                    { run_stats(state) }
                </>
            }
        }
    }
}

/// Every start surveyed, in watch mode.
fn survey(state: &AppState) -> Html {
    if state.mode() != Mode::Watch {
        return Html::default();
    }
    let watch = state.watch();
    let survey = watch.survey.clone().filter(|s| s.board == state.board());
    html! {
        <SurveyPanel running={watch.surveying} heatmap={state.heatmap().is_some()}
            large={is_large(state.board())} {survey} />
    }
}

/// The heatmap's key, under the status line while the board shows a survey.
fn heatmap_legend(state: &AppState) -> Html {
    if state.heatmap().is_none() {
        return Html::default();
    }
    match state.watch().survey.clone() {
        Some(survey) => html! { <HeatmapLegend {survey} /> },
        None => Html::default(),
    }
}

/// "Why this move", for runs that recorded their decisions, on boards drawn square by
/// square.
fn why(state: &AppState) -> Html {
    let Some(run) = state.watch().run.clone() else {
        return html! {};
    };
    if run.decisions.is_none() || is_large(state.board()) {
        return html! {};
    }
    html! {
        <WhyPanel board={state.board()} decision={state.next_decision().copied()} {run}
            stuck={state.phase() == Phase::Stuck} order={state.settings().order}
            overlays={state.settings().overlays} />
    }
}

/// The code panel's switch, in watch mode on boards drawn square by square.
fn code_toggle(state: &AppState) -> Html {
    if is_large(state.board()) {
        return Html::default();
    }
    html! { <CodeToggle overlays={state.settings().overlays} /> }
}

/// The code panel, while it is switched on and the run recorded its lines.
fn code_panel(state: &AppState, announce: bool) -> Html {
    let Some(run) = state.watch().run.clone() else {
        return Html::default();
    };
    if !state.settings().overlays.code || state.mode() != Mode::Watch || run.trace.is_none() {
        return Html::default();
    }
    let line = state.code_trace().map(|_| state.watch().player.line);
    let visited = state.path(Side::First).len();
    html! { <crate::view::CodePanel board={state.board()} {run} {line} {visited} {announce} /> }
}

/// The run's stats.
fn run_stats(state: &AppState) -> Html {
    let Some(run) = state.watch().run.clone() else {
        return html! {};
    };
    let player = &state.watch().player;
    let position = match (player.view, &player.cursor) {
        (View::Search, Some(cursor)) => Position::Search {
            step: cursor.position(),
            length: state.length(),
            depth: cursor.path().len(),
        },
        _ => Position::Route {
            shown: player.shown,
        },
    };
    html! { <Stats board={state.board()} {run} {position} counted={state.watch().counted} /> }
}

/// "About this tour", for the whole tour on the board (on boards drawn square by square,
/// where its facts take no time to find and its marks have a place), and the gallery.
fn study(state: &AppState) -> Html {
    let about = state.studied_run().map(|tour| {
        let studied = state.studied().cloned();
        // The pairing follows playback; without one, a tick leaves About as it is.
        let paired = studied
            .as_ref()
            .is_some_and(|studied| studied.pair.is_some());
        let shown = if paired {
            state.path(Side::First).len()
        } else {
            0
        };
        // Keyed by the tour: another tour comes with the part folded.
        html! { <About key={tour.id()} tour={tour.clone()} {studied} {shown} /> }
    });
    let study = state.study();
    html! {
        <>
            { for about }
            <Gallery filters={study.filters.clone()} missing={study.missing.clone()} />
        </>
    }
}

/// What the Export buttons would export.
fn exportable(state: &AppState) -> Option<Exportable> {
    match state.mode() {
        Mode::Play if !state.play().walk.is_empty() => {
            Some(Exportable::Walk(state.play().walk.clone()))
        }
        Mode::Play | Mode::Puzzle => None,
        Mode::Watch | Mode::Compare => state.run(Side::First).cloned().map(Exportable::Run),
    }
}
