//! The root component: owns the one reducer and the task slots, shares the dispatcher,
//! the commands and the language by context, runs the effects, and lays out the page.
//!
//! Data flow: a click on a square calls [`Commands::choose`](crate::view::context::Commands),
//! which starts a solve in the work slot; its slices dispatch progress and, at the end,
//! [`WorkAction::Solved`](crate::model::WorkAction::Solved); while the state says
//! "playing", the playback clock dispatches ticks; each render gives every component only
//! the values it shows, so a tick
//! re-renders just what changed.

mod commands;
mod effects;
mod first;
mod lang;

pub use lang::start;

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use web_sys::KeyboardEvent;
use yew::prelude::*;

use crate::address::{self, Address, Notice};
use crate::browser::{self, host, page};
use crate::model::{
    Action, AppState, Embed, Focus, Lang, Mode, Opening, Pending, PlayAction, PuzzleAction, Shared,
    WorkAction,
};
use crate::tasks::engine::Engine;
use crate::tasks::{Client, now_ms};
use crate::text;
use crate::view::context::Ctx;
use crate::view::{self, keys};
use first::Early;

/// The state the page opens with: defaults, overridden by the address.
fn initial_state(address: &Address, early: Early) -> AppState {
    let mut settings = address.settings.clone();
    settings.lang = lang::asked_for(address);
    AppState::opened(settings, opening(address, early))
}

/// What the address asks of the page beyond its settings. A `start` in the address is
/// solved right after the first render, unless a square was chosen `early` (on the board
/// shown before the app ran): that one is answered instead, as a click.
fn opening(address: &Address, early: Early) -> Opening {
    // In play mode `start` places the knight: there is no run to hold paused.
    let watching = address.mode != Mode::Play;
    let linked = address.start.filter(|_| watching && early.chosen.is_none());
    let pending = Pending {
        paused: linked.is_some() && !address.autoplay,
        step: linked.and(address.step),
    };
    let focus = early.focused.or(early.chosen).map(|square| Focus {
        square,
        from_keyboard: early.focused.is_some(),
    });
    Opening {
        mode: address.mode,
        pending,
        level: address.level,
        focus,
    }
}

/// Once, after the first render: solves the address's start (or places play mode's walk,
/// or surveys), or answers the square chosen before the app ran as a click (in play
/// mode after the link's walk).
#[hook]
fn use_start_from_address(
    address: Rc<(Address, Vec<Notice>)>,
    early: Early,
    dispatch: Callback<Action>,
) {
    use_effect_with((), move |()| {
        let address = &address.0;
        if address.mode == Mode::Puzzle {
            if let Some(action) = puzzle_from_address(address) {
                dispatch.emit(action);
            }
        } else if address.mode == Mode::Play && !address.walk.is_empty() {
            for &square in address.walk.iter().chain(&early.chosen) {
                dispatch.emit(commands::choose(square, None));
            }
        } else if let Some(square) = early.chosen {
            dispatch.emit(commands::choose(square, None));
        } else if let Some(start) = address.start {
            dispatch.emit(commands::choose(start, address.seed));
        } else if address.survey {
            dispatch.emit(commands::survey());
        } else if let Some(id) = &address.tour {
            view::open_linked(id, dispatch.clone());
        }
    });
}

/// The puzzle a link asks for: from its code, or made from its seed (none: the panel
/// waits for New puzzle).
fn puzzle_from_address(address: &Address) -> Option<Action> {
    let action = match (&address.puzzle, address.puzzle_seed) {
        (Some(code), _) => PuzzleAction::Open {
            code: code.clone(),
            at_ms: now_ms(),
        },
        (None, Some(seed)) => PuzzleAction::New { seed },
        (None, None) => return None,
    };
    Some(Action::Puzzle(action))
}

/// The app root's classes: the iframe layout, and its height set by the host page.
fn root_class(embed: Embed) -> &'static str {
    match (embed.on, embed.fit) {
        (false, _) => "app",
        (true, false) => "app embed",
        (true, true) => "app embed fit",
    }
}

/// The keys the whole app answers, wherever the focus is but where the element keeps
/// the key (typing in a field, Enter on a button: [`keys::kept_by`]): Escape cancels;
/// play mode's undo and hint; the playback shortcuts in the other modes.
fn on_key(latest: &Latest, dispatch: &Callback<Action>, event: &KeyboardEvent) {
    if event.key() == "Escape" {
        dispatch.emit(Action::Work(WorkAction::Cancel));
        return;
    }
    if page::modified(event) || keys::kept_by(page::key_target(event), &event.key()) {
        return;
    }
    let Some(state) = latest.borrow().as_ref().map(|handle| (**handle).clone()) else {
        return;
    };
    let action = if state.mode() == Mode::Play {
        keys::play(&event.key()).map(|key| match key {
            keys::PlayKey::Undo => Action::Play(PlayAction::UndoTo(
                state.play().walk.len().saturating_sub(1),
            )),
            keys::PlayKey::Hint => Action::Play(PlayAction::Hint),
        })
    } else if state.mode() == Mode::Puzzle {
        keys::puzzle(&event.key())
    } else {
        keys::playback(&event.key(), state.settings().speed)
    };
    if let Some(action) = action {
        event.prevent_default();
        dispatch.emit(action);
    }
}

/// How much of the page the app has drawn. It opens in stages, each a task of its own,
/// so that no task holds the page long: the first run of each part also compiles its
/// code (the browser compiles WebAssembly functions when they are first called). The
/// board shown before the app ran stays until the app's board replaces it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Drawn {
    /// The app's root alone: its state, hooks and effects are running.
    Root,
    /// The header and the board, which answers clicks from here on.
    Board,
    /// The side panel's head too: the status line and the controls.
    PanelHead,
    /// All of it.
    Whole,
}

impl Drawn {
    /// The stage after this one, if any.
    fn next(self) -> Option<Drawn> {
        match self {
            Drawn::Root => Some(Drawn::Board),
            Drawn::Board => Some(Drawn::PanelHead),
            Drawn::PanelHead => Some(Drawn::Whole),
            Drawn::Whole => None,
        }
    }

    /// How much of the side panel this stage draws.
    fn panel(self) -> view::PanelPart {
        match self {
            Drawn::Root | Drawn::Board => view::PanelPart::None,
            Drawn::PanelHead => view::PanelPart::Head,
            Drawn::Whole => view::PanelPart::Whole,
        }
    }
}

/// The stage the page is drawn to ([`Drawn`]), moving on a task after each render. Once
/// the app's board is drawn, the board shown before the app ran is removed; a square
/// chosen there after the app read it (`early`), while the app's root alone was drawn,
/// is answered as a click too.
#[hook]
fn use_drawn_in_stages(
    address: Rc<(Address, Vec<Notice>)>,
    early: Early,
    dispatch: Callback<Action>,
) -> Drawn {
    let drawn = use_state(|| Drawn::Root);
    {
        let drawn = drawn.clone();
        use_effect_with(*drawn, move |&now| {
            if now == Drawn::Board {
                let late = Early::of(&address.0, browser::first::read());
                let unanswered = address.0.mode != Mode::Puzzle && late.chosen != early.chosen;
                if let Some(square) = late.chosen.filter(|_| unanswered) {
                    dispatch.emit(commands::choose(square, None));
                }
                browser::first::remove();
            }
            let timeout = now
                .next()
                .map(|next| Timeout::new(0, move || drawn.set(next)));
            move || drop(timeout)
        });
    }
    *drawn
}

/// The survey's state on the app root (`data-survey`): done, running or cancelled.
fn survey_state(state: &AppState) -> Option<&'static str> {
    let watch = state.watch();
    watch.survey.as_ref().map(|survey| match survey.finished {
        true => "done",
        false if watch.surveying => "running",
        false => "cancelled",
    })
}

/// The latest rendered state, for the key listener made once.
type Latest = Rc<RefCell<Option<UseReducerHandle<AppState>>>>;

/// The keys the whole app answers ([`on_key`]), heard from the window for the app's
/// life, each read against the state rendered last.
#[hook]
fn use_keys(state: &UseReducerHandle<AppState>, dispatch: &Callback<Action>) {
    let latest: Latest = use_mut_ref(|| None);
    *latest.borrow_mut() = Some(state.clone());
    let dispatch = dispatch.clone();
    use_effect_with((), move |()| {
        let listener = page::listen_keys(move |event| on_key(&latest, &dispatch, &event));
        move || drop(listener)
    });
}

/// The client of the work the state asks for, made once, with the engine it hands jobs
/// to; it follows the state after every render. (Test builds set off their panics here:
/// `browser::panic::test`.)
#[hook]
fn use_client(state: &UseReducerHandle<AppState>) -> Client {
    #[cfg(feature = "test-panic")]
    browser::panic::test::in_render(state.asked().is_some());
    let dispatch = state.dispatcher();
    let client = use_memo((), move |()| {
        let dispatch = Callback::from(move |action| dispatch.dispatch(action));
        let told = dispatch.clone();
        let engine = Engine::new(Rc::new(move |engine| {
            told.emit(Action::Work(WorkAction::Engine(engine)));
        }));
        #[cfg(feature = "test-panic")]
        if browser::panic::test::asked("engine") {
            engine.panic_at_first_job();
        }
        Client::new(dispatch, engine)
    });
    {
        let (client, state) = ((*client).clone(), state.clone());
        use_effect(move || client.follow(&state));
    }
    (*client).clone()
}

/// The app.
#[component]
pub fn App() -> Html {
    let address = use_memo((), |()| address::read(address::query_pairs(&page::query())));
    let early = *use_memo((), {
        let address = address.clone();
        move |()| Early::of(&address.0, browser::first::read())
    });
    let state = use_reducer({
        let address = address.clone();
        move || initial_state(&address.0, early)
    });
    let notices = use_state({
        let address = address.clone();
        move || Shared::new(address.1.clone())
    });
    let client = use_client(&state);
    let dispatch = {
        let dispatcher = state.dispatcher();
        use_memo((), move |()| {
            Callback::from(move |action| dispatcher.dispatch(action))
        })
    };
    let dispatch = (*dispatch).clone();
    let commands = use_memo((), {
        let (dispatch, engine) = (dispatch.clone(), client.engine().clone());
        move |()| commands::commands(&dispatch, engine)
    });
    use_keys(&state, &dispatch);
    let drawn = use_drawn_in_stages(address.clone(), early, dispatch.clone());
    let panel = drawn.panel();
    use_start_from_address(address, early, dispatch.clone());
    effects::use_playback_clock(&state, dispatch.clone());
    effects::use_engine_at_idle(&state, &client);
    let query = AttrValue::from(address::link(&state));
    effects::use_host_messages(&state);
    let on_dismiss = {
        let notices = notices.clone();
        Callback::from(move |()| notices.set(Shared::new(Vec::new())))
    };
    let lang: Lang = lang::use_language(state.settings().lang, &dispatch, &notices);
    effects::use_page(&state, query.clone(), lang, drawn != Drawn::Root);
    let survey = survey_state(&state);
    let status = text::status_line(lang, &state);
    let ctx = Ctx {
        dispatch: dispatch.clone(),
        commands: (*commands).clone(),
        lang,
    };
    // The link's notices, beside the board: they never move it.
    let notice_list = html! { <view::Notices notices={(*notices).clone()} {on_dismiss} /> };
    html! {
        <ContextProvider<Ctx> context={ctx}>
            <div class={root_class(state.settings().embed)} lang={lang.tag()}
                data-state={state.phase().id()} data-outcome={host::outcome(&state)} data-survey={survey}
                data-heatmap={state.heatmap().is_some().then_some("shown")}
                data-engine={state.engine().id()}>
                if drawn != Drawn::Root {
                    if !state.settings().embed.on {
                        <view::PageHeader mode={state.mode()} theme={state.settings().theme}
                            {query} board={state.board()} lang={state.settings().lang} />
                    }
                    <main>
                        { view::boards(&state) }
                        if panel == view::PanelPart::None {
                            <aside class="panel">{ notice_list }</aside>
                        } else {
                            { view::side_panel(&state, status, notice_list, panel) }
                        }
                    </main>
                }
            </div>
        </ContextProvider<Ctx>>
    }
}
