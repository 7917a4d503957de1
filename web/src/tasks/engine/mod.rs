//! The engine client's side of the pool of workers that run the engine (`tour-engine`,
//! tour-core's heavy searches built at full speed). The pool itself,
//! `tour-engine-pool.js`, is a script the page loads when work first needs the engine
//! (or when the page is idle after its first tour), so none of it weighs on the first
//! click: it starts workers up to the browser's cores, queues shares, reaches the engine
//! by whichever way works, and terminates the workers of a cancelled run. This side
//! encodes a run's jobs, hands them over, and reads the reports back for the run's
//! handler.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use js_sys::{Array, Function, Object, Reflect, Uint8Array};
use tour_engine::protocol::{Job, Message, Report, envelope};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::model::{EngineState, EngineWay};

/// The global the pool's script defines (its file: [`super::files::File::EnginePool`]).
const GLOBAL: &str = "tourEnginePool";

/// Where a run's reports go: the share's index and the report ([`Report::Unreadable`]
/// when the share is lost).
pub type Handler = Rc<dyn Fn(usize, Report)>;

/// Where the page hears whether the engine can take work, and how it runs.
pub type OnState = Rc<dyn Fn(EngineState)>;

/// A run, to cancel it by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ticket(u32);

/// A run asked for before the pool's script has run.
struct Waiting {
    run: u32,
    jobs: Array,
    first: bool,
}

type Heard = Closure<dyn FnMut(u32, JsValue)>;

struct Client {
    me: Weak<RefCell<Client>>,
    /// The pool, once its script has run.
    pool: Option<JsValue>,
    /// Whether the script is being loaded, and whether it could not be.
    loading: bool,
    lost: bool,
    waiting: Vec<Waiting>,
    warm: bool,
    /// Each run's report reader, kept while the pool may call it.
    heard: Vec<(u32, Heard)>,
    next: u32,
    on_state: OnState,
    _watch: Option<Closure<dyn FnMut(i32)>>,
    /// Test builds only: whether the next job a person waits for makes the engine panic.
    #[cfg(feature = "test-panic")]
    test_panic: bool,
}

/// The engine client's handle on the pool.
#[derive(Clone)]
pub struct Engine(Rc<RefCell<Client>>);

impl PartialEq for Engine {
    fn eq(&self, other: &Engine) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// Tells a run's reader that `shares` shares are lost: no way reaches the engine.
fn lose(reader: &JsValue, shares: u32) {
    let reader: &Function = reader.unchecked_ref();
    for share in 0..shares {
        let _ = reader.call2(&JsValue::NULL, &share.into(), &JsValue::NULL);
    }
}

/// A job's envelope for the pool: `{job, bytes}`, the pool filling in the job's number.
fn job_envelope(job: &Job) -> Object {
    let message = Object::new();
    let _ = Reflect::set(&message, &envelope::JOB.into(), &0.into());
    let _ = Reflect::set(
        &message,
        &envelope::BYTES.into(),
        &Uint8Array::from(&job.encode()[..]),
    );
    message
}

/// Calls the pool's method `name` with `args`.
fn call(pool: &JsValue, name: &str, args: &Array) {
    let method = Reflect::get(pool, &name.into()).and_then(|m| m.dyn_into::<Function>());
    if let Ok(method) = method {
        let _ = method.apply(pool, args);
    }
}

impl Engine {
    /// A client that has loaded nothing yet; `on_state` hears whether the engine can
    /// take work.
    pub fn new(on_state: OnState) -> Engine {
        Engine(Rc::new_cyclic(|me| {
            RefCell::new(Client {
                me: me.clone(),
                pool: None,
                loading: false,
                lost: false,
                waiting: Vec::new(),
                warm: false,
                heard: Vec::new(),
                next: 1,
                on_state,
                _watch: None,
                #[cfg(feature = "test-panic")]
                test_panic: false,
            })
        }))
    }

    /// Test builds only (feature `test-panic`): the first share of the next run a person
    /// waits for is sent in an envelope marked `panic`, on which the engine panics.
    #[cfg(feature = "test-panic")]
    pub fn panic_at_first_job(&self) {
        self.0.borrow_mut().test_panic = true;
    }

    /// How many shares a run is split into: the browser's cores, at most eight.
    pub fn parallel(&self) -> usize {
        let cores =
            web_sys::window().map_or(1.0, |window| window.navigator().hardware_concurrency());
        // A count of cores: small and whole.
        (cores as usize).clamp(1, 8)
    }

    /// Starts one worker if none is there, so later work finds the engine loaded.
    pub fn warm(&self) {
        let pool = self.0.borrow().pool.clone();
        match pool {
            Some(pool) => call(&pool, "warm", &Array::new()),
            None => {
                self.0.borrow_mut().warm = true;
                Client::load(&self.0);
            }
        }
    }

    /// Runs `shares`, one job each; reports go to `handler`. Work a person waits for
    /// (`first`) goes before queued background work.
    pub fn run(&self, shares: &[Job], first: bool, handler: Handler) -> Ticket {
        let mut client = self.0.borrow_mut();
        let run = client.next;
        client.next = client.next.wrapping_add(1).max(1);
        let jobs: Array = shares.iter().map(job_envelope).collect();
        #[cfg(feature = "test-panic")]
        if first && std::mem::take(&mut client.test_panic) {
            let _ = Reflect::set(&jobs.get(0), &envelope::PANIC.into(), &true.into());
        }
        let heard: Heard = Closure::new(move |share: u32, bytes: JsValue| {
            let report = bytes
                .dyn_into::<Uint8Array>()
                .ok()
                .and_then(|bytes| Report::decode(&bytes.to_vec()).ok())
                .unwrap_or(Report::Unreadable);
            handler(share as usize, report);
        });
        let reader = heard.as_ref().clone();
        client.heard.push((run, heard));
        match client.pool.clone() {
            Some(pool) => {
                drop(client);
                call(
                    &pool,
                    "run",
                    &Array::of4(&run.into(), &jobs, &first.into(), &reader),
                );
            }
            None if client.lost => {
                drop(client);
                lose(&reader, jobs.length());
            }
            None => {
                client.waiting.push(Waiting { run, jobs, first });
                drop(client);
                Client::load(&self.0);
            }
        }
        Ticket(run)
    }

    /// Stops a run: its waiting shares go, and the workers running its shares stop.
    pub fn cancel(&self, ticket: Ticket) {
        let mut client = self.0.borrow_mut();
        client.waiting.retain(|waiting| waiting.run != ticket.0);
        let pool = client.pool.clone();
        drop(client);
        if let Some(pool) = pool {
            call(&pool, "cancel", &Array::of1(&ticket.0.into()));
        }
        // After the pool let go of it: its reader is not called again.
        self.0
            .borrow_mut()
            .heard
            .retain(|(run, _)| *run != ticket.0);
    }
}

impl Client {
    /// Run `run`'s report reader, while it is kept.
    fn reader(this: &Rc<RefCell<Client>>, run: u32) -> Option<JsValue> {
        let client = this.borrow();
        let (_, heard) = client.heard.iter().find(|(kept, _)| *kept == run)?;
        Some(heard.as_ref().clone())
    }

    /// Loads the pool's script once; then hands it the runs that waited.
    fn load(this: &Rc<RefCell<Client>>) {
        if std::mem::replace(&mut this.borrow_mut().loading, true) {
            return;
        }
        let Some(document) = web_sys::window().and_then(|window| window.document()) else {
            return;
        };
        let (Ok(script), Some(body)) = (document.create_element("script"), document.body()) else {
            return;
        };
        let me = this.borrow().me.clone();
        let loaded = Closure::once_into_js(move || {
            if let Some(client) = me.upgrade() {
                Client::loaded(&client);
            }
        });
        let _ = Reflect::set(&script, &"onload".into(), &loaded);
        let _ = Reflect::set(&script, &"onerror".into(), &loaded);
        let _ = script.set_attribute("src", &super::files::named(super::files::File::EnginePool));
        let _ = body.append_child(&script);
    }

    /// The script has run (or could not be loaded: then no way reaches the engine).
    fn loaded(this: &Rc<RefCell<Client>>) {
        let pool = Reflect::get(&js_sys::global(), &GLOBAL.into())
            .ok()
            .filter(JsValue::is_object);
        let Some(pool) = pool else {
            let (waiting, on_state) = {
                let mut client = this.borrow_mut();
                client.lost = true;
                (std::mem::take(&mut client.waiting), client.on_state.clone())
            };
            on_state(EngineState::Lost);
            for waiting in waiting {
                if let Some(reader) = Client::reader(this, waiting.run) {
                    lose(&reader, waiting.jobs.length());
                }
            }
            return;
        };
        let on_state = this.borrow().on_state.clone();
        let watch = Closure::<dyn FnMut(i32)>::new(move |told: i32| {
            on_state(match told {
                0 => EngineState::Ready(EngineWay::Workers),
                1 => EngineState::Ready(EngineWay::BlobWorkers),
                2 => EngineState::Ready(EngineWay::OnPage),
                3 => EngineState::Lost,
                _ => EngineState::Loading,
            });
        });
        call(&pool, "watch", &Array::of1(watch.as_ref()));
        let (waiting, warm) = {
            let mut client = this.borrow_mut();
            client.pool = Some(pool.clone());
            client._watch = Some(watch);
            (
                std::mem::take(&mut client.waiting),
                std::mem::take(&mut client.warm),
            )
        };
        for waiting in waiting {
            if let Some(reader) = Client::reader(this, waiting.run) {
                let args = Array::of4(
                    &waiting.run.into(),
                    &waiting.jobs,
                    &waiting.first.into(),
                    &reader,
                );
                call(&pool, "run", &args);
            }
        }
        if warm {
            call(&pool, "warm", &Array::new());
        }
    }
}
