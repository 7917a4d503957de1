//! Runs long work in slices so the page keeps answering.
//!
//! A slice works for about [`SLICE_MS`] milliseconds, reports progress, and hands the
//! event loop back with a zero-delay timeout before the next slice. The app holds one
//! [`TaskSlot`]: starting a task replaces the one running, and Cancel drops it between
//! slices, so it takes effect within one slice.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;

/// How long one slice may run before the page gets the event loop back.
pub const SLICE_MS: f64 = 12.0;

/// How long a batch of steps between two clock readings should take.
const BATCH_MS: f64 = 1.0;

/// The largest batch: a step of the cheapest solver is a few nanoseconds.
const MAX_BATCH: u32 = 1 << 16;

/// How many steps a task runs between clock readings. A step's cost ranges from a few
/// nanoseconds (one greedy move) to a fraction of a millisecond (thousands of squares of
/// `fast`'s construction), and reading the clock costs more than the cheapest step, so the
/// batch adapts until one takes about [`BATCH_MS`]; a slice then never overshoots its
/// deadline by more than a batch.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Batch(u32);

impl Default for Batch {
    fn default() -> Batch {
        Batch(1)
    }
}

impl Batch {
    /// Steps to run before the next clock reading.
    pub fn size(self) -> u32 {
        self.0
    }

    /// Adapts to the time the last batch took: doubles when it was quick, halves when slow.
    pub fn took(&mut self, ms: f64) {
        if ms < BATCH_MS / 2.0 {
            self.0 = (self.0 * 2).min(MAX_BATCH);
        } else if ms > BATCH_MS * 2.0 {
            self.0 = (self.0 / 2).max(1);
        }
    }
}

/// Work that can be done a slice at a time.
pub trait Task {
    /// Works until about `deadline_ms` (see [`now_ms`]), dispatching its own progress,
    /// and returns whether it has finished.
    fn run_until(&mut self, deadline_ms: f64) -> bool;
}

struct Running {
    task: Box<dyn Task>,
    // Kept so dropping the task also clears its pending browser timer.
    _timer: Option<Timeout>,
}

/// The slot holding the one task the app may have running.
#[derive(Clone, Default)]
pub struct TaskSlot(Rc<RefCell<Option<Running>>>);

impl PartialEq for TaskSlot {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// Milliseconds since the page loaded; 0 outside a browser.
pub fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|window| window.performance())
        .map_or(0.0, |performance| performance.now())
}

impl TaskSlot {
    /// Runs `task` in slices, replacing any running task.
    pub fn start(&self, task: Box<dyn Task>) {
        self.cancel();
        *self.0.borrow_mut() = Some(Running { task, _timer: None });
        self.schedule();
    }

    /// Stops the running task; says whether there was one.
    pub fn cancel(&self) -> bool {
        self.0.borrow_mut().take().is_some()
    }

    fn schedule(&self) {
        let slot = self.clone();
        let timer = Timeout::new(0, move || slot.run_slice());
        if let Some(running) = self.0.borrow_mut().as_mut() {
            running._timer = Some(timer);
        }
    }

    fn run_slice(&self) {
        // Taken out while it runs, so its dispatches never meet a borrowed slot.
        let Some(mut running) = self.0.borrow_mut().take() else {
            return;
        };
        running._timer = None;
        if running.task.run_until(now_ms() + SLICE_MS) {
            return;
        }
        let mut slot = self.0.borrow_mut();
        // A task started while this slice ran wins over the old one.
        if slot.is_none() {
            *slot = Some(running);
            drop(slot);
            self.schedule();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn batches_grow_while_quick_and_shrink_when_slow() {
        let mut batch = Batch::default();
        for _ in 0..40 {
            batch.took(0.0);
        }
        assert_eq!(batch.size(), MAX_BATCH);
        batch.took(BATCH_MS);
        assert_eq!(batch.size(), MAX_BATCH, "a batch on target keeps its size");
        for _ in 0..40 {
            batch.took(30.0);
        }
        assert_eq!(batch.size(), 1, "never below one step");
    }
}
