//! Links fuzzed: any query string, and soup of the parameters' names with plausible,
//! damaged and random values (duplicates, empty values, percent-encodings), is read into
//! an address and named problems, never a panic; and the link the page then writes
//! reads back with no notice, to the same link. `cargo xtask fuzz` runs these long.

use proptest::prelude::*;
use proptest::sample::select;

use super::*;
use crate::model::{Action, AppState, Opening, PlayAction};

/// Values a link's parameters take, good and bad, for the soup to draw from.
const VALUES: [&str; 52] = [
    "",
    "0",
    "1",
    "2",
    "-1",
    "yes",
    "8x8",
    "5x5",
    "3x4",
    "1x1",
    "4x1",
    "12x12",
    "6x7",
    "1001x3",
    "0x5",
    "x",
    "8x",
    "a1",
    "b3",
    "c5",
    "h8",
    "e5",
    "zz9",
    "0,0",
    "5,6",
    "(5, 6)",
    "a1,b3,c5,d7",
    "a1,b3,b3",
    "a1,,c2",
    "d4:e5",
    "a1:b2",
    "d4,e5",
    "c3:d4:e5",
    "zebra",
    "giraffe",
    "camel",
    "(2,3)",
    "2,3",
    "(1,1)",
    "play",
    "watch",
    "compare",
    "puzzle",
    "warnsdorff",
    "backtrack",
    "fast",
    "random",
    "en",
    "zh-Hant",
    "dark",
    "easy",
    "hard",
];

/// Values each parameter reads, so that most of the soup is taken rather than refused.
const GOOD: [(&str, &[&str]); 19] = [
    (
        "board",
        &["5x5", "6x6", "3x4", "4x7", "1x1", "12x12", "8x8", "3x10"],
    ),
    ("holes", &["d4", "d4:e5", "a1,b2", "a1:b2", "c3"]),
    ("leaper", &["zebra", "giraffe", "camel", "(2,3)", "1,3"]),
    ("mode", &["play", "watch", "compare", "puzzle"]),
    (
        "algo",
        &["warnsdorff", "backtrack", "fast", "random", "edge"],
    ),
    ("order", &["gossip", "deitel"]),
    ("vs", &["warnsdorff", "fast"]),
    ("closed", &["1", "0"]),
    ("end", &["e5", "h8", "a1", "b3"]),
    ("speed", &["1", "25", "60"]),
    ("walk", &["a1,b3,c5,d7", "a1,c2,e3", "b1,d2", "a1"]),
    ("seed", &["0", "7", "18446744073709551615"]),
    ("degrees", &["1"]),
    ("starts", &["1"]),
    ("lang", &["en", "zh-Hant", "zh-Hans"]),
    ("theme", &["dark", "light"]),
    ("embed", &["1", "fit"]),
    ("controls", &["0"]),
    ("level", &["easy", "medium", "hard"]),
];

/// A parameter's name, mostly one the page reads, sometimes another.
fn key() -> impl Strategy<Value = String> {
    let names: Vec<&str> = PARAMS.iter().map(|def| def.name).collect();
    prop_oneof![
        6 => select(names).prop_map(str::to_owned),
        1 => "[a-z_-]{0,8}",
    ]
}

/// A key and its value: mostly one the key reads, else any value.
fn pair() -> impl Strategy<Value = (String, String)> {
    key().prop_flat_map(|key| {
        let good = GOOD
            .iter()
            .find(|(name, _)| *name == key)
            .map_or(&[""][..], |(_, good)| good);
        let value = prop_oneof![3 => select(good).prop_map(str::to_owned), 1 => value()];
        (Just(key), value)
    })
}

/// A value: a plausible one, a walk-like list, or any text.
fn value() -> impl Strategy<Value = String> {
    prop_oneof![
        6 => select(&VALUES[..]).prop_map(str::to_owned),
        2 => "[a-l](1[0-2]|[1-9])(,[a-l](1[0-2]|[1-9])){0,8}",
        2 => "[0-9]{1,3}x[0-9]{1,3}",
        1 => "\\PC{0,16}",
    ]
}

/// What the page opens on for `address`: its settings and mode, and play mode's walk
/// placed move by move, as the app does (a run's start needs a solve, which the link
/// then writes from the run; it is left to the model's tests).
fn opened(address: &Address) -> AppState {
    let opening = Opening {
        mode: address.mode,
        level: address.level,
        ..Opening::default()
    };
    let mut settings = address.settings.clone();
    // The page's language when the link names none is the browser's; English here.
    settings.lang = address.lang.unwrap_or_default();
    let state = AppState::opened(settings, opening);
    address.walk.iter().fold(state, |state, &square| {
        state.apply(Action::Play(PlayAction::Choose { square, at_ms: 0.0 }))
    })
}

/// `query` with every byte outside the unreserved set percent-encoded, as a browser
/// writes a typed link.
fn encoded(text: &str) -> String {
    text.bytes()
        .map(|byte| match byte {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' | b',' | b':' => {
                char::from(byte).to_string()
            }
            other => format!("%{other:02X}"),
        })
        .collect()
}

proptest! {
    #[test]
    fn any_query_string_reads_as_an_address_and_named_problems(search in "\\PC{0,64}") {
        let (_, notices) = read(query_pairs(&search));
        let pairs = query_pairs(&search).len();
        // One notice at most per pair read, and the one a walk may add for a start.
        prop_assert!(notices.len() <= pairs + 2, "{search:?}: {notices:?}");
    }

    #[test]
    fn any_link_soup_reads_and_its_link_reads_back_the_same(
        pairs in proptest::collection::vec(pair(), 0..12),
        encode in any::<bool>(),
    ) {
        let search: Vec<String> = pairs
            .iter()
            .map(|(key, value)| match encode {
                true => format!("{}={}", encoded(key), encoded(value)),
                false => format!("{key}={value}"),
            })
            .collect();
        let search = format!("?{}", search.join("&"));
        let (address, _) = read(query_pairs(&search));
        let written = link(&opened(&address));
        let (again, notices) = read(query_pairs(&written));
        prop_assert!(notices.is_empty(), "{search} wrote {written}, read with {notices:?}");
        prop_assert_eq!(link(&opened(&again)), written.clone(), "{} wrote {}", search, written);
    }
}
