//! The field names of the envelope a message travels in, for the page's side and the
//! worker's (the pool script, `web/static/tour-engine-pool.js`, spells the same names):
//! `{job, bytes}` to the engine (without `bytes`: stop that job), `{job, done, reports}`
//! back, and `{ready: true, reports: []}` once the engine can take work.

/// The job's number, which the pool fills in.
pub const JOB: &str = "job";
/// A job's message bytes ([`Message::encode`](super::Message::encode)).
pub const BYTES: &str = "bytes";
/// Whether the batch's last report ends its job.
pub const DONE: &str = "done";
/// The batch's reports, each its bytes.
pub const REPORTS: &str = "reports";
/// Set once the engine is ready.
pub const READY: &str = "ready";
/// Test builds only (feature `test-panic`): the engine panics on a job so marked.
pub const PANIC: &str = "panic";
