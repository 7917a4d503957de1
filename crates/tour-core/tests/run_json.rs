//! A run's JSON: what `RunJson` writes reads back as the same route, on every kind of
//! board, and the reader, given any text at all, answers with a validated route or a
//! named problem, never a panic.

use proptest::prelude::*;
use tour_core::route::validate_path;
use tour_core::study::Properties;
use tour_core::text::{ImportError, JsonError, RunJson, read_route, read_run_json};
use tour_core::{Algorithm, Board, Leaper, MoveOrder, Options, Route, Square, TourKind};

/// The route written as its run's document, then read back.
fn round_trip(route: &Route, status: &str) -> Route {
    let mut json = RunJson::new(route, "fast", status);
    let facts = Properties::of(route).ok();
    if let Some(facts) = &facts {
        json = json.properties(facts);
    }
    let text = json.to_string();
    let again = read_run_json(&text).unwrap_or_else(|error| panic!("{error}"));
    assert_eq!(read_route(&Board::CHESS, &text).as_ref(), Ok(&again));
    again
}

#[test]
fn one_square() {
    let route = Route::new(Board::new(1, 1).unwrap(), vec![Square::new(0, 0)]).unwrap();
    assert_eq!(round_trip(&route, "complete"), route);
}

#[test]
fn the_chessboard() {
    let run = Algorithm::Warnsdorff
        .solve(Board::CHESS, Square::new(5, 6), MoveOrder::GOSSIP)
        .unwrap();
    assert_eq!(&round_trip(run.route(), run.status().id()), run.route());
}

#[test]
fn a_closed_tour_of_a_million_squares() {
    let options = Options {
        ends: TourKind::Closed.into(),
        ..Options::default()
    };
    let board = Board::new(1000, 1000).unwrap();
    let run = Algorithm::Fast
        .solve_with(board, Square::new(417, 16), &options)
        .unwrap();
    assert_eq!(run.route().tour_kind(), Some(TourKind::Closed));
    let again = round_trip(run.route(), run.status().id());
    assert_eq!(&again, run.route());
    assert_eq!(again.tour_kind(), Some(TourKind::Closed));
}

#[test]
fn a_board_with_holes_and_another_leaper() {
    // The giraffe, (1,4), on 8x8 without two corners.
    let board = Board::CHESS
        .with_holes([Square::new(0, 0), Square::new(7, 7)])
        .unwrap()
        .with_leaper(Leaper::GIRAFFE);
    let run = Algorithm::Warnsdorff
        .solve(board.clone(), Square::new(0, 1), MoveOrder::GOSSIP)
        .unwrap();
    assert!(run.route().len() > 1);
    let text = RunJson::new(run.route(), "warnsdorff", run.status().id()).to_string();
    assert!(
        text.contains(r#""holes":"a8,h1","leaper":"giraffe","#),
        "{text}"
    );
    assert_eq!(&round_trip(run.route(), run.status().id()), run.route());
    // A whole tour too: the giraffe's of 10x10 without d4:e5, found by `fast`.
    let rectangle = Board::new(10, 10).unwrap();
    let holes = tour_core::text::parse_holes("d4:e5", &rectangle).unwrap();
    let board = rectangle
        .with_holes(holes)
        .unwrap()
        .with_leaper(Leaper::GIRAFFE);
    let start = Square::parse("b2", &board).unwrap();
    let route = tour_core::tour(&board, start, TourKind::Open).unwrap();
    assert_eq!(route.len(), 96);
    assert_eq!(round_trip(&route, "complete"), route);
}

#[test]
fn a_leaper_without_a_name_and_a_board_of_another_leaper_without_holes() {
    let leaper = Leaper::new(2, 5).unwrap();
    let board = Board::new(12, 9).unwrap().with_leaper(leaper);
    let run = Algorithm::Warnsdorff
        .solve(board, Square::new(0, 0), MoveOrder::DEITEL)
        .unwrap();
    let text = RunJson::new(run.route(), "warnsdorff", run.status().id()).to_string();
    assert!(text.contains(r#""holes":null,"leaper":"2,5","#), "{text}");
    assert_eq!(&round_trip(run.route(), run.status().id()), run.route());
}

#[test]
fn a_document_that_is_not_a_run_is_named_for_what_it_lacks() {
    let puzzle = r#"{"board":"8x8","closed":false,"clues":[{"square":"c3","number":17}]}"#;
    assert_eq!(
        read_route(&Board::CHESS, puzzle),
        Err(ImportError::Json(JsonError::Missing { field: "rows" }))
    );
}

/// Pieces of JSON and of a run's document, for texts that look like one.
const TOKENS: [&str; 32] = [
    "{",
    "}",
    "[",
    "]",
    ",",
    ":",
    " ",
    "\n",
    "\"rows\"",
    "\"cols\"",
    "\"route\"",
    "\"holes\"",
    "\"leaper\"",
    "\"x\"",
    "8",
    "3",
    "0",
    "-1",
    "1e3",
    "2.5",
    "99999999999",
    "\"a1\"",
    "\"b3\"",
    "\"c5\"",
    "\"d4:e5\"",
    "\"zebra\"",
    "\"1,2\"",
    "null",
    "true",
    "\"\\u0061\\u0031\"",
    "\"\\ud800\"",
    "\"",
];

/// A valid document to cut and change.
const DOCUMENT: &str = r#"{"algorithm":"fast","cols":5,"holes":"c3","leaper":"knight","route":["a1","b3","c1","e2"],"rows":5,"status":"running"}"#;

fn accepted_texts_validate(text: &str) -> Result<(), TestCaseError> {
    if let Ok(route) = read_run_json(text) {
        prop_assert!(validate_path(&route.board(), route.squares()).is_ok());
    }
    if let Ok(route) = read_route(&Board::CHESS, text) {
        prop_assert!(validate_path(&route.board(), route.squares()).is_ok());
    }
    Ok(())
}

/// The properties `cargo xtask fuzz` runs long.
mod fuzz {
    use super::*;

    proptest! {
        // `PROPTEST_CASES` when set (`cargo xtask fuzz` runs these long), else 2,000.
        #![proptest_config(ProptestConfig::with_cases(
            std::env::var("PROPTEST_CASES").ok().and_then(|cases| cases.parse().ok()).unwrap_or(2_000)
        ))]

        #[test]
        fn any_text_reads_as_a_valid_route_or_a_named_problem(text in "\\PC{0,80}|[{}\\[\\]\",:a-z0-9 \\\\]{0,80}") {
            accepted_texts_validate(&text)?;
        }

        #[test]
        fn json_made_of_tokens_reads_as_a_valid_route_or_a_named_problem(
            tokens in prop::collection::vec(prop::sample::select(TOKENS.to_vec()), 0..60),
        ) {
            accepted_texts_validate(&tokens.concat())?;
        }

        #[test]
        fn a_document_cut_or_changed_reads_as_a_valid_route_or_a_named_problem(
            at in 0..DOCUMENT.len(),
            token in prop::sample::select(TOKENS.to_vec()),
            cut in any::<bool>(),
        ) {
            let text = if cut {
                DOCUMENT[..at].to_owned()
            } else {
                format!("{}{token}{}", &DOCUMENT[..at], &DOCUMENT[at..])
            };
            accepted_texts_validate(&text)?;
        }

        #[test]
        fn every_written_walk_reads_back(
            rows in 1_u16..12,
            cols in 1_u16..12,
            p in 0_u8..4,
            q in 1_u8..5,
            hole in any::<(u16, u16)>(),
            start in any::<(u16, u16)>(),
        ) {
            let hole = Square::new(hole.0 % rows, hole.1 % cols);
            let start = Square::new(start.0 % rows, start.1 % cols);
            // A hole drawn on the start is left out (a board without holes is a case too),
            // rather than rejected: a long run would reject more than proptest allows.
            let holes = (hole != start).then_some(hole);
            let board = Board::new(rows, cols).unwrap().with_leaper(Leaper::new(p, q).unwrap());
            let board = board.with_holes(holes).unwrap();
            let run = Algorithm::Warnsdorff.solve(board, start, MoveOrder::GOSSIP).unwrap();
            let text = RunJson::new(run.route(), "warnsdorff", run.status().id()).to_string();
            let again = read_run_json(&text);
            prop_assert_eq!(again.as_ref(), Ok(run.route()));
        }
    }
}

#[test]
fn huge_and_deep_texts_are_refused_without_a_panic() {
    let deep = "{\"x\":".to_owned() + &"[".repeat(2_000_000);
    assert!(matches!(
        read_run_json(&deep),
        Err(ImportError::Json(JsonError::Unexpected { line: 1, .. }))
    ));
    let objects =
        "{\"x\":".to_owned() + &"{\"y\":".repeat(1_000_000) + "1" + &"}".repeat(1_000_001);
    assert_eq!(
        read_run_json(&objects),
        Err(ImportError::Json(JsonError::Missing { field: "rows" }))
    );
    let long = format!(
        r#"{{"rows":8,"cols":8,"route":["{}"]}}"#,
        "a".repeat(5_000_000)
    );
    assert!(matches!(
        read_run_json(&long),
        Err(ImportError::NotASquare { position: 1, .. })
    ));
}
