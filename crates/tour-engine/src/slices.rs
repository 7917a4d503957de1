//! Work in batches between clock readings, shared by the page's slices and the engine's
//! loop: a step costs from a few nanoseconds (one greedy move) to a fraction of a
//! millisecond (thousands of squares of `fast`'s construction), and reading the clock
//! costs more than the cheapest step, so the batch adapts until one takes about
//! [`BATCH_MS`]; a slice then never overshoots its deadline by more than a batch.

/// How long a batch of steps between two clock readings should take.
pub const BATCH_MS: f64 = 1.0;

/// The largest batch: a step of the cheapest solver is a few nanoseconds.
pub const MAX_BATCH: u32 = 1 << 16;

/// Steps to run before the next clock reading.
///
/// ```
/// use tour_engine::slices::{Batch, MAX_BATCH};
/// let mut batch = Batch::default();
/// for _ in 0..40 {
///     batch.took(0.0);
/// }
/// assert_eq!(batch.size(), MAX_BATCH);
/// batch.took(30.0);
/// assert_eq!(batch.size(), MAX_BATCH / 2);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Batch(u32);

impl Default for Batch {
    fn default() -> Batch {
        Batch(1)
    }
}

impl Batch {
    /// Steps to run before the next clock reading.
    #[must_use]
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
