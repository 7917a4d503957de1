//! The engine client's connections: a pool of workers running the engine (`tour-engine`,
//! tour-core's heavy searches built at full speed), started only when work first asks
//! for them (or the page is idle after its first tour), each running one job at a time.
//!
//! A run is a list of jobs, one per share of the work; the pool gives each share a
//! worker, starting workers up to the browser's cores (at most eight, and one more for
//! the background findings), and queues the rest; work a person waits for goes before
//! background findings. Cancelling a run terminates the workers running its shares (the
//! next share starts a fresh one), or, with the engine on the page's own thread, tells
//! it to stop. Reports reach the run's handler with the index of the share they belong
//! to. A way of reaching the engine that fails before its engine is ready gives way to
//! the next ([`EngineWay::next`]); a worker that fails after (the engine stopped) loses
//! its share, which its handler hears as [`Report::Unreadable`].

mod link;

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use tour_engine::protocol::{Job, Report};
use wasm_bindgen::prelude::*;

use crate::model::{EngineState, EngineWay};
use link::Link;

/// Where a run's reports go: the share's index and the report.
pub type Handler = Rc<dyn Fn(usize, Report)>;

/// Where the page hears whether the engine can take work, and how it runs.
pub type OnWay = Rc<dyn Fn(EngineState)>;

/// A run, to cancel it by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ticket(u32);

/// A job's number, its run's, and its share's index.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Share {
    job: u32,
    run: u32,
    index: usize,
}

/// One worker (or the page's own engine) and the share it runs.
struct Slot {
    /// The slot's own number, by which its messages find it.
    number: u32,
    link: Link,
    ready: bool,
    share: Option<Share>,
    // Kept alive as long as the link can call it.
    _heard: Closure<dyn FnMut(JsValue)>,
}

struct Pool {
    me: Weak<RefCell<Pool>>,
    way: Option<EngineWay>,
    slots: Vec<Slot>,
    /// Shares waiting for a worker, with their words.
    queue: Vec<(Share, Vec<u32>)>,
    runs: Vec<(u32, Handler)>,
    next: u32,
    on_way: OnWay,
    /// What the page was last told.
    told: EngineState,
}

/// The engine client's pool of workers.
#[derive(Clone)]
pub struct Engine(Rc<RefCell<Pool>>);

impl PartialEq for Engine {
    fn eq(&self, other: &Engine) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// The browser's cores, at most eight.
fn cores() -> usize {
    let cores = web_sys::window().map_or(1.0, |window| window.navigator().hardware_concurrency());
    // A count of cores: small and whole.
    (cores as usize).clamp(1, 8)
}

impl Engine {
    /// A pool that has started nothing yet; `on_way` hears how the engine runs once it
    /// does.
    pub fn new(on_way: OnWay) -> Engine {
        Engine(Rc::new_cyclic(|me| {
            RefCell::new(Pool {
                me: me.clone(),
                way: Some(EngineWay::Workers),
                slots: Vec::new(),
                queue: Vec::new(),
                runs: Vec::new(),
                next: 1,
                on_way,
                told: EngineState::Loading,
            })
        }))
    }

    /// How many shares a run should be split into: the browser's cores, or one where
    /// the engine runs on the page's own thread.
    pub fn parallel(&self) -> usize {
        match self.0.borrow().way {
            Some(EngineWay::OnPage) => 1,
            _ => cores(),
        }
    }

    /// Starts one worker if none is there, so later work finds the engine loaded.
    pub fn warm(&self) {
        if self.0.borrow().slots.is_empty() {
            Pool::spawn(&self.0);
        }
    }

    /// Runs `shares`, one job each; reports go to `handler`. Work a person waits for
    /// (`first`) goes before queued background work.
    pub fn run(&self, shares: Vec<Job>, first: bool, handler: Handler) -> Ticket {
        let mut pool = self.0.borrow_mut();
        let run = pool.take_number();
        pool.runs.push((run, handler));
        let mut queued = Vec::with_capacity(shares.len());
        for (index, job) in shares.iter().enumerate() {
            let share = Share {
                job: pool.take_number(),
                run,
                index,
            };
            queued.push((share, job.encode(share.job)));
        }
        let at = if first { 0 } else { pool.queue.len() };
        pool.queue.splice(at..at, queued);
        drop(pool);
        Pool::pump(&self.0);
        Ticket(run)
    }

    /// Stops a run: its queued shares go, and the workers running its shares stop.
    pub fn cancel(&self, ticket: Ticket) {
        let mut pool = self.0.borrow_mut();
        pool.runs.retain(|(run, _)| *run != ticket.0);
        pool.queue.retain(|(share, _)| share.run != ticket.0);
        pool.slots.retain_mut(|slot| match slot.share {
            Some(share) if share.run == ticket.0 => {
                slot.share = None;
                if slot.link.is_worker() {
                    slot.link.terminate();
                    return false;
                }
                // The page's own engine stops at its next slice.
                slot.link.post(&[share.job]);
                true
            }
            _ => true,
        });
        drop(pool);
        Pool::pump(&self.0);
    }
}

impl Pool {
    fn take_number(&mut self) -> u32 {
        let number = self.next;
        self.next = self.next.wrapping_add(1).max(1);
        number
    }

    /// Gives queued shares to ready, idle workers, and starts a worker while shares wait
    /// for none and the cap allows (the background findings may run beside a run that
    /// fills the cores).
    fn pump(this: &Rc<RefCell<Pool>>) {
        let spawn = {
            let mut pool = this.borrow_mut();
            while !pool.queue.is_empty() {
                let Some(slot) = pool
                    .slots
                    .iter()
                    .position(|slot| slot.ready && slot.share.is_none())
                else {
                    break;
                };
                let (share, words) = pool.queue.remove(0);
                let slot = &mut pool.slots[slot];
                slot.link.post(&words);
                slot.share = Some(share);
            }
            let free = pool
                .slots
                .iter()
                .filter(|slot| slot.share.is_none())
                .count();
            let cap = match pool.way {
                Some(EngineWay::OnPage) => 1,
                _ => cores() + 1,
            };
            pool.way.is_some() && pool.queue.len() > free && pool.slots.len() < cap
        };
        if spawn {
            Pool::spawn(this);
        }
    }

    /// Starts one more worker (or the page's own engine) the current way, or gives way
    /// to the next when the browser refuses it.
    fn spawn(this: &Rc<RefCell<Pool>>) {
        let mut pool = this.borrow_mut();
        let Some(way) = pool.way else {
            return;
        };
        let number = pool.take_number();
        let me = pool.me.clone();
        let heard = Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
            if let Some(pool) = me.upgrade() {
                Pool::heard(&pool, number, &event);
            }
        });
        match link::open(way, heard.as_ref().unchecked_ref()) {
            Some(link) => pool.slots.push(Slot {
                number,
                link,
                ready: false,
                share: None,
                _heard: heard,
            }),
            None => {
                drop(pool);
                Pool::failed(this);
            }
        }
    }

    /// The current way failed before its engine was ready: its slots that are not
    /// ready go, and the next way is tried; with none left, the waiting shares' runs hear
    /// that the engine is lost.
    fn failed(this: &Rc<RefCell<Pool>>) {
        let lost = {
            let mut pool = this.borrow_mut();
            let Some(way) = pool.way else {
                return;
            };
            pool.way = way.next();
            pool.slots.retain(|slot| {
                if !slot.ready {
                    slot.link.terminate();
                }
                slot.ready
            });
            if pool.way.is_some() {
                Vec::new()
            } else {
                std::mem::take(&mut pool.queue)
            }
        };
        Pool::tell_way(this);
        for (share, _) in lost {
            Pool::deliver(this, share, Report::Unreadable);
        }
        Pool::pump(this);
    }

    /// A message from slot `number`: ready, a report, or a failure.
    fn heard(this: &Rc<RefCell<Pool>>, number: u32, event: &JsValue) {
        let slot = this
            .borrow()
            .slots
            .iter()
            .position(|slot| slot.number == number);
        let Some(slot) = slot else {
            return;
        };
        let Some(words) = link::words(event) else {
            if this.borrow().slots[slot].ready {
                Pool::crashed(this, slot);
            } else {
                Pool::failed(this);
            }
            return;
        };
        if words.is_empty() {
            this.borrow_mut().slots[slot].ready = true;
            Pool::tell_way(this);
            Pool::pump(this);
            return;
        }
        let Ok((job, report)) = Report::decode(&words) else {
            return;
        };
        let share = {
            let mut pool = this.borrow_mut();
            let slot = &mut pool.slots[slot];
            let Some(share) = slot.share.filter(|share| share.job == job) else {
                return;
            };
            if matches!(report, Report::Finished | Report::Unreadable) {
                slot.share = None;
            }
            share
        };
        let finished = matches!(report, Report::Finished | Report::Unreadable);
        Pool::deliver(this, share, report);
        if finished {
            Pool::pump(this);
        }
    }

    /// A ready worker failed (the engine stopped): it goes, and its share is lost.
    fn crashed(this: &Rc<RefCell<Pool>>, slot: usize) {
        let slot = this.borrow_mut().slots.remove(slot);
        slot.link.terminate();
        if let Some(share) = slot.share {
            Pool::deliver(this, share, Report::Unreadable);
        }
        Pool::pump(this);
    }

    /// Hands a report to its run's handler, with no borrow of the pool held: the handler
    /// dispatches actions, and what they render may start or cancel runs.
    fn deliver(this: &Rc<RefCell<Pool>>, share: Share, report: Report) {
        let handler = this
            .borrow()
            .runs
            .iter()
            .find(|(run, _)| *run == share.run)
            .map(|(_, handler)| handler.clone());
        if let Some(handler) = handler {
            handler(share.index, report);
        }
    }

    /// Tells the page whether the engine can take work, when that changed.
    fn tell_way(this: &Rc<RefCell<Pool>>) {
        let (state, on_way) = {
            let mut pool = this.borrow_mut();
            let ready = pool.slots.iter().any(|slot| slot.ready);
            let state = match pool.way {
                None => EngineState::Lost,
                Some(way) if ready => EngineState::Ready(way),
                Some(_) => EngineState::Loading,
            };
            if state == pool.told {
                return;
            }
            pool.told = state;
            (state, pool.on_way.clone())
        };
        on_way(state);
    }
}
