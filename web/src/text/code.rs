//! The code panel's words: each algorithm's pseudocode, written for this app, and the
//! sentences that show the values a line worked on.
//!
//! Every algorithm's lines are declared here once with their stable IDs and indents
//! ([`lines_of`]); the catalogue gives each language's words for them in the same order,
//! in an array the compiler sizes, so a language cannot miss a line. Every `Line` and
//! `BuildStep` is matched by name, so a new one needs its ID and its sentence here
//! before the app builds.

use tour_core::{
    Algorithm, Board, Square,
    solver::Candidate,
    text::grouped,
    trace::{BuildStep, Choices, Line, Method},
};

use super::{Texts, texts};
use crate::model::Lang;

/// One pseudocode line's stable ID (`data-line`) and indent.
pub type Layout = (&'static str, u8);

const WARNSDORFF: [Layout; 8] = [
    ("start", 0),
    ("loop", 0),
    ("each", 1),
    ("count", 2),
    ("keep", 2),
    ("dead-end", 1),
    ("move", 1),
    ("done", 0),
];

const ACCESSIBILITY: [Layout; 9] = [
    ("start", 0),
    ("loop", 0),
    ("each", 1),
    ("look", 2),
    ("keep", 2),
    ("lower", 2),
    ("dead-end", 1),
    ("move", 1),
    ("done", 0),
];

const RANDOM: [Layout; 8] = [
    ("start", 0),
    ("loop", 0),
    ("draw", 1),
    ("move", 1),
    ("dead-end", 1),
    ("restart", 2),
    ("give-up", 2),
    ("done", 0),
];

const BACKTRACK: [Layout; 8] = [
    ("start", 0),
    ("list", 0),
    ("loop", 0),
    ("budget", 1),
    ("try", 1),
    ("done", 2),
    ("retreat", 1),
    ("no-tour", 2),
];

const FAST: [Layout; 12] = [
    ("start", 0),
    ("theorem", 0),
    ("impossible", 1),
    ("thin", 0),
    ("construct", 0),
    ("tiles", 1),
    ("tile-tour", 1),
    ("join", 1),
    ("walk", 1),
    ("search", 0),
    ("unknown", 1),
    ("done", 0),
];

/// `algorithm`'s pseudocode in `lang`, naming `board`'s piece: each line's ID, indent and
/// words.
pub fn lines_of(lang: Lang, algorithm: Algorithm, board: &Board) -> Vec<(Layout, String)> {
    let (t, piece) = (texts(lang), super::piece_name(lang, board));
    let (layout, words): (&[Layout], _) = match algorithm {
        Algorithm::Warnsdorff => (&WARNSDORFF, t.code_warnsdorff(&piece)),
        Algorithm::Accessibility => (&ACCESSIBILITY, t.code_accessibility(&piece)),
        Algorithm::Random => (&RANDOM, t.code_random(&piece)),
        Algorithm::Backtrack => (&BACKTRACK, t.code_backtrack(&t.by_move_order, &piece)),
        Algorithm::BacktrackEdge => (&BACKTRACK, t.code_backtrack(&t.by_edge, &piece)),
        Algorithm::BacktrackWarnsdorff => (&BACKTRACK, t.code_backtrack(&t.by_onward, &piece)),
        Algorithm::Fast => (&FAST, t.code_fast()),
    };
    layout.iter().copied().zip(words).collect()
}

/// The ID of the pseudocode line that `line` ran. A construction step's line
/// (`Line::Build`) has its step's ID ([`build_id`]); without its step it shows as the
/// last line.
pub fn line_id(line: &Line) -> &'static str {
    match line {
        Line::Start { .. } => "start",
        Line::Score { .. } => "count",
        Line::Keep { .. } => "keep",
        Line::Lower { .. } => "lower",
        Line::Move { .. } => "move",
        Line::Stuck { .. } | Line::DeadEnd { .. } => "dead-end",
        Line::Draw { .. } => "draw",
        Line::Restart { .. } => "restart",
        Line::OutOfTries { .. } => "give-up",
        Line::List { .. } => "list",
        Line::Try { .. } => "try",
        Line::Retreat { .. } => "retreat",
        Line::OutOfBudget { .. } => "budget",
        Line::NoTour => "no-tour",
        Line::Theorem { .. } => "theorem",
        Line::Method(Method::Thin) => "thin",
        Line::Method(Method::Construct) => "construct",
        Line::Method(Method::Search) => "search",
        Line::Impossible => "impossible",
        Line::Undecided => "unknown",
        Line::Complete | Line::Build { .. } => "done",
    }
}

/// The ID of the line `line` ran as `algorithm` words it (the accessibility table looks a
/// value up where Warnsdorff counts).
pub fn line_id_of(algorithm: Algorithm, line: &Line) -> &'static str {
    match (algorithm, line) {
        (Algorithm::Accessibility, Line::Score { .. }) => "look",
        // Every other line has one ID whatever the algorithm.
        _ => line_id(line),
    }
}

/// The ID of the pseudocode line a construction step ran.
pub fn build_id(step: &BuildStep) -> &'static str {
    match step {
        BuildStep::Tiles(_) | BuildStep::Corridor(_) => "tiles",
        BuildStep::TileTour { .. } => "tile-tour",
        BuildStep::Join { .. } => "join",
        BuildStep::Walk { .. } => "walk",
    }
}

/// What a construction step did, in a sentence; `tiles` is the tiling (the first step).
pub fn build_values(lang: Lang, board: &Board, step: &BuildStep, tiles: &[[u16; 4]]) -> String {
    let t = texts(lang);
    let name = |square: &Square| square.algebraic(board);
    let moves = |pairs: &[(Square, Square); 2]| {
        let named: Vec<String> = pairs
            .iter()
            .map(|(a, b)| format!("{}–{}", name(a), name(b)))
            .collect();
        named.join(t.list_sep)
    };
    let n = grouped(tiles.len());
    match step {
        BuildStep::Tiles(tiles) => {
            let rows = tiles.iter().filter(|tile| tile[1] == 0).count();
            let cols = tiles.iter().filter(|tile| tile[0] == 0).count();
            t.v_tiles(&grouped(tiles.len()), &grouped(rows), &grouped(cols))
        }
        BuildStep::Corridor(route) => t.v_corridor(&grouped(route.len())),
        BuildStep::TileTour { tile, closed, .. } => {
            let [_, _, h, w] = tiles.get(*tile).copied().unwrap_or_default();
            if *closed {
                t.v_tile_tour(&(tile + 1), &n, &h, &w)
            } else {
                t.v_tile_path(&(tile + 1), &n, &h, &w)
            }
        }
        BuildStep::Join {
            tile,
            onto,
            removed,
            added,
        } => t.v_join(&(tile + 1), &(onto + 1), &moves(removed), &moves(added)),
        BuildStep::Walk { start } => t.v_walk(&name(start)),
    }
}

/// The values `line` worked on, in a sentence; `visited` counts the squares on the route
/// where it ran.
pub fn values(
    lang: Lang,
    algorithm: Algorithm,
    board: &Board,
    line: &Line,
    visited: usize,
) -> String {
    let t = texts(lang);
    let name = |square: Square| square.algebraic(board);
    match *line {
        Line::Start { at } => match algorithm {
            Algorithm::Random => t.v_start_try(&name(at)),
            _ if algorithm.backtracks() => t.v_start_depth(&name(at)),
            _ => t.v_start(&name(at)),
        },
        Line::Score { from, candidate } => {
            let (from, sq) = (name(from), name(candidate.square));
            match algorithm {
                Algorithm::Accessibility => t.v_table(&from, &sq, &candidate.score),
                _ => t.v_onward(&from, &sq, &candidate.score),
            }
        }
        Line::Keep {
            candidate,
            previous,
        } => keep(t, board, candidate, previous),
        Line::Lower { square, value } => t.v_lowered(&name(square), &value),
        Line::Move { to, number: n } => t.v_move(&grouped(n), &name(to)),
        Line::Stuck { at } => t.v_stuck(&name(at), &grouped(visited)),
        Line::Complete => t.v_complete(&grouped(board.square_count())),
        Line::Draw { direction } => t.v_draw(&(u32::from(direction) + 1)),
        Line::DeadEnd {
            attempt,
            length,
            best,
        } => t.v_dead_end(&grouped(attempt), &grouped(length), &grouped(best)),
        Line::Restart { attempt } => t.v_restart(&grouped(attempt)),
        Line::OutOfTries { best } => t.v_out_of_tries(&grouped(best)),
        Line::List { at, options, depth } => list(t, board, at, options, depth),
        Line::Try { square, depth } => t.v_try(&name(square), &depth),
        Line::Retreat { square, depth } => t.v_retreat(&name(square), &depth),
        Line::OutOfBudget { placed } => t.v_budget(&grouped(placed)),
        Line::NoTour => t.v_no_tour.to_owned(),
        Line::Theorem { decided } => theorem(t, decided).to_owned(),
        Line::Method(method) => self::method(t, method).to_owned(),
        Line::Impossible => t.v_impossible.to_owned(),
        Line::Undecided => t.v_undecided.to_owned(),
        // Worded by its step ([`build_values`]), which the panel finds in the trace.
        Line::Build { .. } => String::new(),
    }
}

/// A candidate kept or not against the best before it.
fn keep(t: &Texts, board: &Board, candidate: Candidate, previous: Option<Candidate>) -> String {
    let sq = candidate.square.algebraic(board);
    let Some(best) = previous else {
        return t.v_first(&sq, &candidate.score);
    };
    let best_sq = best.square.algebraic(board);
    match candidate.score.cmp(&best.score) {
        std::cmp::Ordering::Less => t.v_lower(&candidate.score, &best.score, &best_sq, &sq),
        std::cmp::Ordering::Equal => t.v_tie(&candidate.score, &best.score, &best_sq),
        std::cmp::Ordering::Greater => t.v_higher(&candidate.score, &best.score, &best_sq),
    }
}

/// A search's list of moves from its newest square.
fn list(t: &Texts, board: &Board, at: Square, options: Choices, depth: u32) -> String {
    let moves: Vec<String> = options
        .squares()
        .iter()
        .map(|s| s.algebraic(board))
        .collect();
    let sq = at.algebraic(board);
    if moves.is_empty() {
        t.v_list_none(&sq, &depth)
    } else {
        t.v_list(&sq, &depth, &moves.join(t.list_sep))
    }
}

/// What `fast`'s theorems decided.
fn theorem(t: &Texts, decided: Option<bool>) -> &'static str {
    match decided {
        Some(true) => t.v_theorem_yes,
        Some(false) => t.v_theorem_no,
        None => t.v_theorem_open,
    }
}

/// How `fast` finds the tour.
fn method(t: &Texts, method: Method) -> &'static str {
    match method {
        Method::Thin => t.v_thin,
        Method::Construct => t.v_construct,
        Method::Search => t.v_search,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_words_every_line_of_every_algorithm() {
        for lang in Lang::ALL {
            for algorithm in Algorithm::ALL {
                let lines = lines_of(lang, algorithm, &Board::CHESS);
                assert!(lines.len() >= 8, "{algorithm:?}");
                for ((id, _), words) in &lines {
                    assert!(
                        !words.is_empty() && !words.contains('{'),
                        "{lang:?} {id}: {words}"
                    );
                }
            }
        }
    }

    #[test]
    fn chinese_panels_have_no_english_words() {
        let board = Board::CHESS;
        for lang in [Lang::ZhHant, Lang::ZhHans] {
            for algorithm in Algorithm::ALL {
                for (_, words) in lines_of(lang, algorithm, &board) {
                    assert!(!has_english(&words), "{words}");
                }
            }
            let samples = [
                Line::Complete,
                Line::NoTour,
                Line::Impossible,
                Line::Undecided,
                Line::Theorem { decided: None },
                Line::Restart { attempt: 3 },
            ];
            for line in samples {
                let sentence = values(lang, Algorithm::Random, &board, &line, 5);
                assert!(!has_english(&sentence), "{sentence}");
            }
            let (a, b) = (Square::new(0, 0), Square::new(1, 2));
            let tiles = [[0, 0, 4, 8], [4, 0, 4, 8]];
            let steps = [
                BuildStep::Tiles(tiles.to_vec()),
                BuildStep::Corridor(vec![a, b]),
                BuildStep::TileTour {
                    tile: 1,
                    route: vec![a, b],
                    closed: true,
                },
                BuildStep::Join {
                    tile: 1,
                    onto: 0,
                    removed: [(a, b), (b, a)],
                    added: [(a, b), (b, a)],
                },
                BuildStep::Walk { start: a },
            ];
            for step in &steps {
                let sentence = build_values(lang, &board, step, &tiles);
                assert!(
                    !sentence.is_empty() && !has_english(&sentence),
                    "{sentence}"
                );
            }
        }
    }

    /// Three Latin letters in a row: square names (a1, h8) never have more than one.
    fn has_english(text: &str) -> bool {
        text.as_bytes()
            .windows(3)
            .any(|w| w.iter().all(u8::is_ascii_alphabetic))
    }

    #[test]
    fn each_line_kind_names_a_line_of_its_algorithm() {
        let square = Square::new(0, 0);
        let cases = [
            (Algorithm::Warnsdorff, Line::Start { at: square }),
            (Algorithm::Accessibility, Line::Lower { square, value: 1 }),
            (Algorithm::Random, Line::Draw { direction: 0 }),
            (Algorithm::Backtrack, Line::Retreat { square, depth: 2 }),
            (Algorithm::Fast, Line::Theorem { decided: None }),
        ];
        for (algorithm, line) in cases {
            let id = line_id_of(algorithm, &line);
            let ids: Vec<&str> = lines_of(Lang::En, algorithm, &Board::CHESS)
                .iter()
                .map(|((id, _), _)| *id)
                .collect();
            assert!(ids.contains(&id), "{algorithm:?}: {id} in {ids:?}");
        }
    }
}
