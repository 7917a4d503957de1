//! Writing results to stdout without panicking when the reader goes away (`| head`).

use std::io::Write;

/// Writes `text` to stdout. A closed pipe is not an error worth reporting: the reader
/// has all it wanted.
pub fn emit(text: &str) {
    let mut stdout = std::io::stdout().lock();
    let _ = stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush());
}
