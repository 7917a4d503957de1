//! Writing results to stdout and notes to stderr without panicking when the reader goes
//! away (`| head`, or `2>&1 | head`).

use std::io::{self, BufWriter, StdoutLock, Write};

/// Locked stdout behind a large buffer: big outputs leave in 64 KiB writes.
pub type Stdout = BufWriter<StdoutLock<'static>>;

/// Writes `text` to stdout. A closed pipe is not an error worth reporting: the reader
/// has all it wanted.
pub fn emit(text: &str) {
    stream(|stdout| stdout.write_all(text.as_bytes()));
}

/// Runs `write` over buffered, locked stdout, then flushes. The first failed write (the
/// reader went away, as with `| head -1`) ends the output quietly: `write` stops at its
/// `?` and nothing else is reported.
pub fn stream(write: impl FnOnce(&mut Stdout) -> io::Result<()>) {
    let mut stdout = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let _ = write(&mut stdout).and_then(|()| stdout.flush());
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
