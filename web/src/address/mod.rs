//! The page's address: what a teaching page or a shared link asks the app to show, and
//! the link that reproduces what is on screen.
//!
//! Reading is pure (pairs of strings in, an [`Address`] and notices out) so every
//! malformed link is tested natively. A bad value never stops the app: it becomes one
//! [`Notice`] naming the parameter and what it accepts, and the default stays. Writing
//! ([`link`]) is the inverse for everything it writes, value by value from the same
//! table ([`params::PARAMS`]).

mod notice;
mod param;
pub mod params;

use tour_core::Ends;

use crate::model::{AppState, Mode};

pub use notice::Notice;
pub use param::{Address, Param, Problem, WalkProblem};
pub use params::PARAMS;

/// Reads the query string's `(key, value)` pairs. Later duplicates win; every problem
/// becomes one notice.
pub fn read<I, K, V>(pairs: I) -> (Address, Vec<Notice>)
where
    I: IntoIterator<Item = (K, V)>,
    K: AsRef<str>,
    V: AsRef<str>,
{
    let mut values: [Option<String>; PARAMS.len()] = Default::default();
    let mut notices = Vec::new();
    for (key, value) in pairs {
        let key = key.as_ref();
        match PARAMS.iter().position(|def| def.name == key) {
            Some(slot) => values[slot] = Some(value.as_ref().to_owned()),
            // Test builds' own parameter (`browser::panic::test`), never in a link.
            #[cfg(feature = "test-panic")]
            None if key == "test-panic" => {}
            None => notices.push(Notice::new(None, key, "", Problem::UnknownParam)),
        }
    }
    let mut address = Address::default();
    for (def, value) in PARAMS.iter().zip(&values) {
        if let Some(text) = value
            && let Err(problem) = (def.read)(text, &mut address)
        {
            notices.push(Notice::about(def.param, text, problem));
        }
    }
    notices.extend(start_and_walk(&mut address, &values));
    notices.extend(end_at_start(&mut address, &values));
    if address.autoplay && address.start.is_none() {
        address.autoplay = false;
        if !notices.iter().any(|n| n.param == Some(Param::Start)) {
            notices.push(Notice::about(Param::Autoplay, "1", Problem::NeedsStart));
        }
    }
    (address, notices)
}

/// The notice that `param`, as the link wrote it, was let go of.
fn dropped(values: &[Option<String>], param: Param, problem: Problem) -> Notice {
    let slot = PARAMS.iter().position(|def| def.param == param);
    let text = slot.and_then(|slot| values.get(slot)?.as_deref());
    Notice::about(param, text.unwrap_or_default(), problem)
}

/// Play mode's walk places the knight: a `start` elsewhere is dropped, and named.
fn start_and_walk(address: &mut Address, values: &[Option<String>]) -> Option<Notice> {
    let first = *address.walk.first()?;
    address.start.take_if(|start| *start != first)?;
    let name = first.algebraic(&address.settings.board);
    let problem = Problem::WalkStartsElsewhere(name);
    Some(dropped(values, Param::Start, problem))
}

/// Drops a last square that is the start (in play mode the walk's first square): a tour
/// of more than one square finishes elsewhere.
fn end_at_start(address: &mut Address, values: &[Option<String>]) -> Option<Notice> {
    let start = match address.mode {
        Mode::Play => address.walk.first().copied().or(address.start),
        Mode::Watch | Mode::Compare | Mode::Puzzle => address.start,
    };
    let one_square = address.settings.board.square_count() == 1;
    if start.is_none() || address.settings.ends.last() != start || one_square {
        return None;
    }
    address.settings.ends = Ends::OPEN;
    Some(dropped(values, Param::End, Problem::EndIsStart))
}

/// The query string (with its `?`) that reproduces `state`: only values that differ
/// from the defaults, in a fixed order, so links stay short and stable. Not in the link:
/// the position inside the search view (a reload shows the route), and a pasted route
/// (export it instead).
pub fn link(state: &AppState) -> String {
    let mut query = String::from("?");
    for def in PARAMS {
        if let Some(value) = (def.write)(state) {
            if query.len() > 1 {
                query.push('&');
            }
            query.push_str(def.name);
            query.push('=');
            query.push_str(&value);
        }
    }
    query
}

/// Splits a query string (`?board=8x8&start=g3`, leading `?` optional) into decoded
/// `(key, value)` pairs: `+` is a space and `%XX` a byte, as browsers encode forms.
/// Malformed escapes are kept as written rather than rejected.
pub fn query_pairs(search: &str) -> Vec<(String, String)> {
    search
        .trim_start_matches('?')
        .split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            (decode(key), decode(value))
        })
        .collect()
}

/// `text` with `+` and `%XX` escapes decoded.
fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = bytes
                    .get(i + 1..i + 3)
                    .and_then(|h| std::str::from_utf8(h).ok());
                match hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                    Some(byte) => {
                        out.push(byte);
                        i += 2;
                    }
                    None => out.push(b'%'),
                }
            }
            byte => out.push(byte),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod fuzz;
#[cfg(test)]
mod tests;
