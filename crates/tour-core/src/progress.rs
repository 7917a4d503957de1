//! What a resumable stepper says after each slice of work.
//!
//! Every long computation in the crate (the solvers, the survey, the completion search,
//! the count of tours from a start) is driven the same way: `advance(steps)` does at most
//! `steps` units of its own work and returns a [`Progress`]. A caller that wants the
//! answer at once passes `u64::MAX`; the browser passes a small number and comes back
//! later.

/// Whether a stepper has finished, and with what.
///
/// ```
/// use tour_core::{Algorithm, Board, MoveOrder, Progress, Square, Status};
/// let mut solver = Algorithm::Warnsdorff.solver(Board::CHESS, Square::new(5, 6), MoveOrder::GOSSIP)?;
/// assert_eq!(solver.advance(10), Progress::Running);
/// let Progress::Done(status) = solver.advance(u64::MAX) else {
///     panic!("63 moves finish the tour");
/// };
/// assert!(status.is_complete());
/// # Ok::<(), tour_core::SolveError>(())
/// ```
#[must_use = "a stepper that is `Running` needs more calls to `advance`"]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Progress<T> {
    /// The steps were spent with work still to do: call `advance` again.
    Running,
    /// The work is finished, with its result.
    Done(T),
}

impl<T> Progress<T> {
    /// Whether the work is finished.
    #[must_use]
    pub const fn is_done(&self) -> bool {
        matches!(self, Self::Done(_))
    }

    /// Whether work remains.
    #[must_use]
    pub const fn is_running(&self) -> bool {
        matches!(self, Self::Running)
    }

    /// The result, once there is one.
    ///
    /// ```
    /// use tour_core::Progress;
    /// assert_eq!(Progress::Done(7).done(), Some(7));
    /// assert_eq!(Progress::<u8>::Running.done(), None);
    /// ```
    #[must_use]
    pub fn done(self) -> Option<T> {
        match self {
            Self::Running => None,
            Self::Done(result) => Some(result),
        }
    }

    /// The same progress with the result changed by `f`.
    ///
    /// ```
    /// use tour_core::Progress;
    /// assert_eq!(Progress::Done(2).map(|n| n * 10), Progress::Done(20));
    /// ```
    pub fn map<U>(self, f: impl FnOnce(T) -> U) -> Progress<U> {
        match self {
            Self::Running => Progress::Running,
            Self::Done(result) => Progress::Done(f(result)),
        }
    }
}
