//! # tour-engine
//!
//! The page's engine: [`tour_core`]'s heavy searches built on their own, at full speed,
//! to run in Web Workers (or, where no worker can start, in slices on the page's own
//! thread), loaded only when the page first needs them.
//!
//! * [`protocol`]: the jobs the page hands over and the reports that come back, as
//!   serde-derived messages sent as postcard bytes. The page depends on this module
//!   alone (`default-features = false`), so its own WebAssembly links none of the
//!   searches.
//! * [`run`] (feature `runner`, on by default): the engine's side of every job, a
//!   stepper that takes a job and gives its reports, natively testable.
//! * The binary `tour-engine` (`src/main.rs`) is the worker's entry point: it runs the
//!   jobs that arrive on its scope, or on a message port the page hands it.
//!
//! ```
//! use tour_core::{Board, Ends, Square};
//! use tour_engine::protocol::{Answer, Job, Report, Share};
//! use tour_engine::run::Running;
//!
//! let job = Job::Shade { board: Board::new(5, 5)?, ends: Ends::OPEN, budget: 1_000, share: Share { part: 0, parts: 13 } };
//! let mut running = Running::new(job);
//! while !running.advance(1_000) {}
//! let reports = running.reports(0.0);
//! assert!(reports.contains(&Report::Shaded(vec![(Square::new(0, 0), Answer::Yes), (Square::new(2, 3), Answer::No)])));
//! assert_eq!(reports.last(), Some(&Report::Finished));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]

pub mod protocol;
#[cfg(feature = "runner")]
pub mod run;
pub mod slices;
