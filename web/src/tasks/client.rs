//! The one client of the work the state asks for: it follows the state after every
//! render, starts what is newly asked, stops what is no longer asked, and turns the
//! reports into actions. The work a person waits for ([`AppState::asked`]) runs in the
//! page when it draws step by step (a solve with its recording), in the engine when only
//! its result is shown (a comparison among them); the background findings ([`AppState::findings`])
//! always run in the engine, beside it.

use std::cell::RefCell;
use std::rc::Rc;

use tour_engine::protocol::Report;
use yew::Callback;

use super::engine::{Engine, Ticket};
use super::{
    CompareWork, CountWork, EngineWork, FastWork, HintWork, Job, PuzzleWork, SolveJob, StartsWork,
    SurveyWork, TaskSlot,
};
use crate::model::{Action, AppState, Asked, Findings, Work, WorkAction};

/// Where the work a person waits for runs.
enum Running {
    /// In the page's work slot.
    Page,
    /// In the engine.
    Engine(Ticket),
}

/// What the client has started, to tell what is new.
#[derive(Default)]
struct Started {
    /// The serial number of the work asked, and where it runs.
    work: Option<(u32, Running)>,
    /// The findings asked, and their runs.
    shading: Option<Ticket>,
    count: Option<Ticket>,
    findings: Findings,
}

/// The client.
#[derive(Clone)]
pub struct Client {
    dispatch: Callback<Action>,
    slot: TaskSlot,
    engine: Engine,
    started: Rc<RefCell<Started>>,
}

impl PartialEq for Client {
    fn eq(&self, other: &Client) -> bool {
        Rc::ptr_eq(&self.started, &other.started)
    }
}

impl Client {
    /// A client whose reports go to `dispatch`, over `engine`.
    pub fn new(dispatch: Callback<Action>, engine: Engine) -> Client {
        Client {
            dispatch,
            slot: TaskSlot::default(),
            engine,
            started: Rc::default(),
        }
    }

    /// The engine, to load it ahead of need.
    pub fn engine(&self) -> &Engine {
        &self.engine
    }

    /// Brings what runs in line with what `state` asks.
    pub fn follow(&self, state: &AppState) {
        let serial = state.asked().map(|asked| asked.serial);
        let current = self
            .started
            .borrow()
            .work
            .as_ref()
            .map(|(serial, _)| *serial);
        if serial != current {
            self.stop_work();
            if let Some(asked) = state.asked() {
                let running = self.start(state, asked);
                self.started.borrow_mut().work = Some((asked.serial, running));
            }
        }
        let findings = state.findings();
        if findings != self.started.borrow().findings {
            self.follow_findings(findings);
        }
    }

    /// Stops the work a person waits for.
    fn stop_work(&self) {
        match self.started.borrow_mut().work.take() {
            Some((_, Running::Page)) => {
                self.slot.cancel();
            }
            Some((_, Running::Engine(ticket))) => self.engine.cancel(ticket),
            None => {}
        }
    }

    /// Starts the work asked for.
    fn start(&self, state: &AppState, asked: &Asked) -> Running {
        let settings = state.settings();
        let parts = self.engine.parallel();
        match asked.work {
            Work::Solve {
                start,
                seed,
                longer,
            } if state.in_engine(asked.work) => Running::Engine(
                self.in_engine(Box::new(FastWork::new(settings, start, seed, longer)), true),
            ),
            Work::Solve { start, seed, .. } => self.in_page(SolveJob::new(settings, start, seed)),
            Work::Compare { start, seed } => Running::Engine(
                self.in_engine(Box::new(CompareWork::new(settings, start, seed)), true),
            ),
            Work::Survey { seed } => Running::Engine(
                self.in_engine(Box::new(SurveyWork::new(settings, seed, parts)), true),
            ),
            Work::Hint => Running::Engine(
                self.in_engine(Box::new(HintWork::new(settings, &state.play().walk)), true),
            ),
            Work::Puzzle => match &state.puzzle().job {
                Some(job) => {
                    Running::Engine(self.in_engine(Box::new(PuzzleWork::new(job, parts)), true))
                }
                None => Running::Page,
            },
        }
    }

    /// Runs a job in the page's work slot, reporting where it stands at once; a job the
    /// core refused is reported instead.
    fn in_page<J: Job + 'static>(&self, job: Result<J, tour_core::SolveError>) -> Running {
        match job {
            Ok(mut job) => {
                if let Some(action) = job.report(false, 0.0) {
                    self.dispatch.emit(action);
                }
                self.slot.start(job, self.dispatch.clone());
            }
            Err(error) => self.dispatch.emit(Action::Work(WorkAction::Refused(error))),
        }
        Running::Page
    }

    /// Runs engine work; its reports become actions.
    fn in_engine(&self, mut work: Box<dyn EngineWork>, first: bool) -> Ticket {
        if let Some(action) = work.first() {
            self.dispatch.emit(action);
        }
        let shares = work.shares();
        let work = RefCell::new(work);
        let dispatch = self.dispatch.clone();
        let handler = Rc::new(move |share, report| {
            // A share lost (its worker stopped on an error: a panic in the engine ends
            // only its job) or unreadable: the work a person waits for failed, and says
            // so. The pool starts a fresh worker for the next job.
            let action = match report {
                Report::Unreadable if first => Some(Action::Work(WorkAction::Failed)),
                report => work.borrow_mut().heard(share, report),
            };
            if let Some(action) = action {
                dispatch.emit(action);
            }
        });
        self.engine.run(&shares, first, handler)
    }

    /// Starts and stops the background findings as the state wants them.
    fn follow_findings(&self, findings: Findings) {
        let parts = self.engine.parallel();
        let mut started = self.started.borrow_mut();
        if findings.shading != started.findings.shading {
            if let Some(ticket) = started.shading.take() {
                self.engine.cancel(ticket);
            }
            started.shading = findings.shading.clone().map(|(board, ends)| {
                self.in_engine(Box::new(StartsWork::new(board, ends, parts)), false)
            });
        }
        if findings.count != started.findings.count {
            if let Some(ticket) = started.count.take() {
                self.engine.cancel(ticket);
            }
            started.count = findings
                .count
                .as_ref()
                .and_then(|wanted| CountWork::new(wanted, parts))
                .map(|work| self.in_engine(Box::new(work), false));
        }
        started.findings = findings;
    }
}
