//! Writing results to stdout and notes to stderr without panicking when the reader goes
//! away (`| head`, or `2>&1 | head`).

use std::io::Write;

/// Writes `text` to stdout. A closed pipe is not an error worth reporting: the reader
/// has all it wanted.
pub fn emit(text: &str) {
    let mut stdout = std::io::stdout().lock();
    let _ = stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush());
}

/// Writes `text` and a newline to stderr, ignoring a closed pipe (where `eprintln!`
/// would panic).
pub fn note_line(text: &str) {
    let mut stderr = std::io::stderr().lock();
    let _ = writeln!(stderr, "{text}");
}

/// `eprintln!` that never panics: formats its arguments and writes them with
/// [`note_line`].
macro_rules! note {
    ($($arg:tt)*) => {
        $crate::out::note_line(&format!($($arg)*))
    };
}
pub(crate) use note;
