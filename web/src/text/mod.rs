//! Every word the app shows, in one layer: per-language tables of fixed texts, `{name}`
//! templates, pseudocode and per-variant names, and the functions that word the state's
//! facts with them at render time, in the language of the moment.
//!
//! The catalogue ([`catalogue`]) declares each entry once: a fixed text, a template with
//! its placeholders, an algorithm's pseudocode lines, or a name per variant of an enum.
//! Each language is one value of the generated [`Texts`] struct (`en.rs`, `zh_hant.rs`,
//! `zh_hans.rs`), so the compiler refuses a language that misses an entry, and a
//! per-variant name is an exhaustive `match`. Templates are filled through generated
//! methods that take exactly the declared placeholders; a unit test checks every
//! language's template uses exactly those.
//!
//! The page carries English whole. Natively, where every language is compiled in,
//! `tables` writes each other language as a JSON object under the catalogue's keys
//! (`lang-zh-Hant.json`, `lang-zh-Hans.json`, beside the page), and the sections of the
//! catalogue the scripts that run beside the app say (`first-board.js`, `after-start.js`)
//! into those scripts. The page fetches a language's table when it is first needed and
//! [`load`]s it; until then [`texts`] gives English ([`available`] says whether a
//! language is here).

mod catalogue;
pub mod code;
mod en;
mod notices;
mod play;
mod puzzle;
mod reasons;
mod status;
mod study;
// The page carries English and loads the other languages when first needed ([`load`]);
// natively every language is compiled in, so the compiler checks each is complete and
// `tables` writes them out for the page.
#[cfg(not(target_arch = "wasm32"))]
pub mod tables;
#[cfg(not(target_arch = "wasm32"))]
mod zh_hans;
#[cfg(not(target_arch = "wasm32"))]
mod zh_hant;

use std::fmt::Display;

use tour_core::{Board, Square};

use crate::model::Lang;

// The languages' sources name their per-variant names' kind.
use catalogue::Named;
pub use catalogue::{Entry, Shortcut, TableError, Texts};
pub use notices::notice;
pub use play::{Marks, hint, play_result, play_status, refusal, square_marks};
pub use puzzle::{
    code_line, level_name, puzzle_result, puzzle_status, puzzle_tagline, said, said_kind,
};
pub use reasons::{board_error, board_no_tour, import_problem, reason, report, square_error};
pub use status::{
    dead_end, decision_reason, kind_word, result, status_line, survey_cell, tour_count,
};
pub use study::{byline, crossings_fact, halves_fact, kind_fact, sums_fact, symmetry_fact};
pub use tour_core::text::clock;

/// The texts of `lang`: English until a table for another language is loaded.
pub fn texts(lang: Lang) -> &'static Texts {
    match lang {
        Lang::En => &en::TEXTS,
        #[cfg(not(target_arch = "wasm32"))]
        Lang::ZhHant => &zh_hant::TEXTS,
        #[cfg(not(target_arch = "wasm32"))]
        Lang::ZhHans => &zh_hans::TEXTS,
        #[cfg(target_arch = "wasm32")]
        Lang::ZhHant | Lang::ZhHans => loaded::get(lang).unwrap_or(&en::TEXTS),
    }
}

/// Whether `lang`'s texts are here: English always, another language once loaded.
pub fn available(lang: Lang) -> bool {
    #[cfg(target_arch = "wasm32")]
    return lang == Lang::En || loaded::get(lang).is_some();
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = lang;
        true
    }
}

/// Builds `lang`'s texts from the entries of the table the page fetched and keeps them
/// for the rest of the visit; a table that misses an entry, or has one the catalogue
/// does not declare, is refused, naming it. (Natively every language is compiled in,
/// and this only checks the table.)
pub fn load(
    lang: Lang,
    entries: impl IntoIterator<Item = (String, Entry)>,
) -> Result<(), TableError> {
    let texts = Texts::load(entries)?;
    #[cfg(target_arch = "wasm32")]
    loaded::set(lang, Box::leak(Box::new(texts)));
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (lang, texts);
    Ok(())
}

/// The tables the page loaded, one per language it does not carry.
#[cfg(target_arch = "wasm32")]
mod loaded {
    use std::cell::Cell;

    use super::Texts;
    use crate::model::Lang;

    thread_local! {
        static TABLES: [Cell<Option<&'static Texts>>; 3] = const { [Cell::new(None), Cell::new(None), Cell::new(None)] };
    }

    /// `lang`'s place among the tables (English's stays empty: the page carries it).
    fn slot(lang: Lang) -> usize {
        match lang {
            Lang::En => 0,
            Lang::ZhHant => 1,
            Lang::ZhHans => 2,
        }
    }

    /// `lang`'s loaded texts, if any.
    pub fn get(lang: Lang) -> Option<&'static Texts> {
        TABLES.with(|tables| tables[slot(lang)].get())
    }

    /// Keeps `texts` as `lang`'s.
    pub fn set(lang: Lang, texts: &'static Texts) {
        TABLES.with(|tables| tables[slot(lang)].set(Some(texts)));
    }
}

/// Whether the board's piece is not the knight, so sentences that speak of a knight's
/// move give way to their versions for any piece.
fn any_piece(board: &Board) -> bool {
    !board.leaper().is_knight()
}

/// The board's piece as sentences name it: `knight`, `camel`, `zebra`, `giraffe`, or a
/// leaper without a name by its steps, `(0,1)-leaper`.
pub fn piece_name(lang: Lang, board: &Board) -> String {
    let (t, leaper) = (texts(lang), board.leaper());
    let named = match leaper {
        tour_core::Leaper::KNIGHT => t.piece_knight,
        tour_core::Leaper::CAMEL => t.piece_camel,
        tour_core::Leaper::ZEBRA => t.piece_zebra,
        tour_core::Leaper::GIRAFFE => t.piece_giraffe,
        _ => return t.piece_leaper(&leaper.p(), &leaper.q()),
    };
    named.to_owned()
}

/// Watch and compare mode's tagline, naming the board's piece.
pub fn tagline(lang: Lang, board: &Board) -> String {
    texts(lang).tagline(&piece_name(lang, board))
}

/// The closed-tour checkbox's label, naming the board's piece.
pub fn closed_label(lang: Lang, board: &Board) -> &'static str {
    let t = texts(lang);
    if any_piece(board) {
        t.closed_label_any
    } else {
        t.closed_label
    }
}

/// Play mode's tagline, naming the board's piece.
pub fn play_tagline(lang: Lang, board: &Board) -> String {
    let t = texts(lang);
    if any_piece(board) {
        t.play_tagline_any(&piece_name(lang, board))
    } else {
        t.play_tagline.to_owned()
    }
}

/// Play mode's help text, naming the board's piece.
pub fn play_how_to(lang: Lang, board: &Board) -> String {
    let t = texts(lang);
    if any_piece(board) {
        t.play_how_to_any(&piece_name(lang, board))
    } else {
        t.play_how_to.to_owned()
    }
}

/// "From g7 the knight can go to:", naming the board's piece.
pub fn why_intro(lang: Lang, board: &Board, from: Square) -> String {
    let from = from.algebraic(board);
    texts(lang).why_intro(&from, &piece_name(lang, board))
}

/// A board's size as the app writes it in a sentence: `8×8` (the command line and the
/// address keep `8x8`, the form they read).
pub fn board_size(board: &Board) -> String {
    format!("{}×{}", board.rows(), board.cols())
}

/// A hole's label for screen readers in edit mode.
pub fn hole_label(lang: Lang, name: &str) -> String {
    texts(lang).a_hole(&name)
}

/// A piece that is not a leaper's name or `P,Q`.
pub fn leaper_error(lang: Lang) -> String {
    texts(lang).e_leaper(&tour_core::leaper::MAX_LEAP)
}

/// Fills a template: `{name}` with its value, `{name|one|other}` by its count
/// ([`tour_core::text::fill`], shared with the engine's words).
fn fill(template: &str, values: &[(&str, &dyn Display)]) -> String {
    tour_core::text::fill(template, values)
}

/// Milliseconds to a tenth, `12.3 ms` (a clock read backwards reads as none).
pub fn millis(ms: f64) -> String {
    format!("{:.1} ms", if ms > 0.0 { ms } else { 0.0 })
}

/// A long piece of work's time as people read it: whole milliseconds below a second,
/// else seconds to a tenth with thousands separators (`29.7 s`, `1,234.5 s`), in `lang`.
pub fn duration(lang: Lang, ms: f64) -> String {
    let t = texts(lang);
    // A duration in milliseconds: far below u64::MAX, never negative.
    let whole = ms.round().max(0.0) as u64;
    if whole < 1000 {
        return t.dur_ms(&tour_core::text::grouped(whole));
    }
    let tenths = (ms / 100.0).round() as u64;
    t.dur_s(&format!(
        "{}.{}",
        tour_core::text::grouped(tenths / 10),
        tenths % 10
    ))
}

/// The placeholders a template uses, in order of appearance (a plural form's count
/// among them).
#[cfg(test)]
fn placeholders(template: &str) -> Vec<&str> {
    let mut names = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else { break };
        let inside = &after[..close];
        names.push(inside.split_once('|').map_or(inside, |(name, _)| name));
        rest = &after[close + 1..];
    }
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_piece_has_one_name_in_its_menu_and_its_sentences() {
        for lang in Lang::ALL {
            let t = texts(lang);
            for (menu, name) in [
                (t.knight, t.piece_knight),
                (t.camel, t.piece_camel),
                (t.zebra, t.piece_zebra),
                (t.giraffe, t.piece_giraffe),
            ] {
                assert!(menu.starts_with(name), "{lang:?}: {menu} is not {name}");
            }
        }
    }

    #[test]
    fn fill_replaces_each_placeholder_once_and_keeps_stray_braces() {
        assert_eq!(
            fill("{a} and {b}, {a}", &[("a", &1), ("b", &"two")]),
            "1 and two, 1"
        );
        assert_eq!(fill("{unknown} {", &[("a", &1)]), "{unknown} {");
        assert_eq!(fill("{a}", &[("a", &"{b}"), ("b", &2)]), "{b}");
    }

    #[test]
    fn durations_are_written_to_a_tenth_of_a_millisecond() {
        assert_eq!(millis(0.0), "0.0 ms");
        assert_eq!(millis(13.66), "13.7 ms");
        assert_eq!(millis(1234.04), "1234.0 ms");
    }

    #[test]
    fn long_work_is_timed_in_seconds_from_one_second_up() {
        assert_eq!(duration(Lang::En, 2.5), "3 ms");
        assert_eq!(duration(Lang::En, 999.4), "999 ms");
        assert_eq!(duration(Lang::En, 999.6), "1.0 s");
        assert_eq!(duration(Lang::En, 29_685.0), "29.7 s");
        assert_eq!(duration(Lang::En, 1_234_567.0), "1,234.6 s");
        assert_eq!(duration(Lang::ZhHant, 29_685.0), "29.7 秒");
        assert_eq!(duration(Lang::ZhHans, 12.0), "12 毫秒");
    }

    #[test]
    fn plural_forms_follow_their_count() {
        let template = "{n} {n|square|squares} deep, {k} {k|try|tries}";
        assert_eq!(
            fill(
                template,
                &[("n", &1), ("k", &tour_core::text::grouped(1000_u64))]
            ),
            "1 square deep, 1,000 tries"
        );
        assert_eq!(
            fill(template, &[("n", &0), ("k", &"1")]),
            "0 squares deep, 1 try"
        );
        // A form without its second half, or an unknown count, is left as written.
        assert_eq!(fill("{n|square}", &[("n", &1)]), "{n|square}");
        assert_eq!(fill("{m|a|b}", &[("n", &1)]), "{m|a|b}");
        assert_eq!(placeholders("{n} {n|a|b} {k}"), ["n", "n", "k"]);
    }

    /// The nouns English templates count, singular and plural.
    const NOUNS: [(&str, &str); 13] = [
        ("square", "squares"),
        ("step", "steps"),
        ("move", "moves"),
        ("tour", "tours"),
        ("start", "starts"),
        ("tile", "tiles"),
        ("row", "rows"),
        ("column", "columns"),
        ("placement", "placements"),
        ("position", "positions"),
        ("try", "tries"),
        ("line", "lines"),
        ("walk", "walks"),
    ];

    /// Each place in `text` where `count` is followed (before any punctuation or other
    /// number, within three words) by a noun in the wrong form: `1 squares`,
    /// `2 square`.
    fn disagreements(text: &str, count: &str) -> Vec<String> {
        // Words (letters, digits, apostrophes) and every other mark as its own token.
        let mut tokens: Vec<&str> = Vec::new();
        let mut word_start = None;
        for (i, c) in text.char_indices() {
            let in_word = c.is_alphanumeric() || c == '\'';
            match (in_word, word_start) {
                (true, None) => word_start = Some(i),
                (false, Some(start)) => {
                    tokens.push(&text[start..i]);
                    word_start = None;
                }
                _ => {}
            }
            if !in_word && !c.is_whitespace() {
                tokens.push(&text[i..i + c.len_utf8()]);
            }
        }
        if let Some(start) = word_start {
            tokens.push(&text[start..]);
        }
        let wrong = |word: &str| {
            NOUNS.iter().find_map(|&(one, other)| {
                if word == one || word == other {
                    Some((count == "1") == (word == other))
                } else {
                    None
                }
            })
        };
        let mut found = Vec::new();
        for (i, token) in tokens.iter().enumerate() {
            if *token != count {
                continue;
            }
            // A determiner starts another noun phrase: "2 give a tour".
            let following = tokens[i + 1..]
                .iter()
                .take_while(|t| t.chars().all(char::is_alphabetic) && !t.is_empty())
                .take_while(|t| !["a", "an", "the", "no", "every"].contains(t))
                .take(3);
            if let Some(true) = following.filter_map(|word| wrong(word)).next() {
                found.push(tokens[i..(i + 4).min(tokens.len())].join(" "));
            }
        }
        found
    }

    #[test]
    fn every_english_count_agrees_with_its_noun() {
        assert_eq!(disagreements("1 squares deep, 1/1 squares", "1").len(), 2);
        assert_eq!(
            disagreements("1 square deep; 2 open tours start", "1").len(),
            0
        );
        assert_eq!(disagreements("2 tile, 2 tiles", "2").len(), 1);
        let mut wrong = Vec::new();
        for count in ["1", "2"] {
            for (name, template, declared) in texts(Lang::En).templates() {
                // Every placeholder holds the count but the ordinals ("move {k}", "tile
                // {j}") and the move order's name, which no noun agrees with, and the
                // piece, which holds its name ("the knight starts").
                let value = |name: &str| -> &dyn Display {
                    match name {
                        "k" | "j" | "order" => &"x",
                        "piece" => &"knight",
                        _ => &count,
                    }
                };
                let values: Vec<(&str, &dyn Display)> =
                    declared.iter().map(|name| (*name, value(name))).collect();
                let text = fill(template, &values);
                for place in disagreements(&text, count) {
                    wrong.push(format!("{name} with {count}: \"{place}\" in \"{text}\""));
                }
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    #[test]
    fn every_template_in_every_language_uses_exactly_its_placeholders() {
        for lang in Lang::ALL {
            // A pseudocode's lines, and the names of one entry, share their placeholders:
            // each uses some, all use all.
            let mut shared: Vec<(String, Vec<&str>, &[&str])> = Vec::new();
            for (name, template, declared) in texts(lang).templates() {
                let mut used = placeholders(template);
                used.sort_unstable();
                used.dedup();
                let mut declared_sorted = declared.to_vec();
                declared_sorted.sort_unstable();
                match name.split_once('[') {
                    Some((lines, _)) => {
                        assert!(
                            used.iter().all(|name| declared.contains(name)),
                            "{lang:?} {name}: {template}"
                        );
                        match shared.iter_mut().find(|(each, ..)| each == lines) {
                            Some((_, all, _)) => all.extend(used),
                            None => shared.push((lines.to_owned(), used, declared)),
                        }
                    }
                    None => assert_eq!(used, declared_sorted, "{lang:?} {name}: {template}"),
                }
            }
            for (lines, mut used, declared) in shared {
                used.sort_unstable();
                used.dedup();
                let mut declared = declared.to_vec();
                declared.sort_unstable();
                assert_eq!(used, declared, "{lang:?} {lines}");
            }
            // Marks may be empty, and so may a gallery tour's note where the sources
            // leave nothing open (the study tests hold the notes to the core's).
            for (name, text) in texts(lang).fixed() {
                assert!(
                    !text.is_empty() || name.ends_with("_mark") || name.starts_with("tour_note."),
                    "{lang:?} {name}"
                );
                assert!(placeholders(text).is_empty(), "{lang:?} {name}: {text}");
            }
        }
    }
}
