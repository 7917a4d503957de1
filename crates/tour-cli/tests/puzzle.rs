//! `knights-tour puzzle` end to end: the same puzzles as the core (and so the app) for
//! the same seed, in text, JSON and SVG, and bad input refused with the accepted range.

mod common;

use common::{knights_tour_line, stderr, stdout};

use serde_json::Value;
use tour_core::{
    Board, TourKind,
    puzzle::{Generated, Level, generate_puzzle, puzzle_board},
};

fn core(board: &str, closed: bool, level: Level, seed: u64) -> Generated {
    let board: Board = board.parse().unwrap();
    generate_puzzle(&board, TourKind::closed(closed), level, seed).unwrap()
}

/// The clues of a JSON puzzle as (square, number) pairs.
fn clues(value: &Value) -> Vec<(String, u64)> {
    value["clues"]
        .as_array()
        .unwrap()
        .iter()
        .map(|clue| {
            (
                clue["square"].as_str().unwrap().to_owned(),
                clue["number"].as_u64().unwrap(),
            )
        })
        .collect()
}

fn core_clues(made: &Generated) -> Vec<(String, u64)> {
    let board = made.puzzle.board();
    made.puzzle
        .clues()
        .iter()
        .map(|clue| (clue.square.algebraic(board), u64::from(clue.number)))
        .collect()
}

#[test]
fn text_prints_the_core_s_puzzle_as_a_numbered_board_with_blanks() {
    let output = knights_tour_line("puzzle --board 8x8 --level easy --seed 7");
    assert_eq!(output.status.code(), Some(0));
    let made = core("8x8", false, Level::Easy, 7);
    let expected = format!(
        "Puzzle 1: 8x8 open tour, easy, seed 7, {} clues\ncode {}\n{}",
        made.puzzle.clues().len(),
        made.puzzle.code(),
        puzzle_board(&made.puzzle, None)
    );
    assert_eq!(stdout(&output), expected);
    assert!(stderr(&output).starts_with("1 puzzle: 8x8 open tour, easy, seed 7"));
}

#[test]
fn json_lists_one_object_per_seed_from_the_seed_given() {
    let output =
        knights_tour_line("puzzle --level medium --seed 40 --count 3 --closed --format json");
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let list: Value = serde_json::from_str(&stdout(&output)).unwrap();
    let list = list.as_array().unwrap();
    assert_eq!(list.len(), 3);
    for (i, object) in list.iter().enumerate() {
        let seed = 40 + i as u64;
        let made = core("8x8", true, Level::Medium, seed);
        assert_eq!(object["board"], "8x8");
        assert_eq!(object["closed"], true);
        assert_eq!(object["level"], "medium");
        assert_eq!(object["seed"], seed);
        assert_eq!(clues(object), core_clues(&made));
        assert_eq!(object["code"], made.puzzle.code());
        assert!(object.get("solution").is_none());
    }
}

#[test]
fn answers_add_the_solution_in_tour_order() {
    let output =
        knights_tour_line("puzzle --board 6x6 --level hard --seed 2 --format json --answers");
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let object: Value = serde_json::from_str(&stdout(&output)).unwrap();
    let made = core("6x6", false, Level::Hard, 2);
    let board = made.puzzle.board();
    let solution: Vec<String> = made.solution.iter().map(|s| s.algebraic(board)).collect();
    assert_eq!(object["solution"], serde_json::json!(solution));
    assert_eq!(object["guesses"], made.guesses);
    let text = stdout(&knights_tour_line(
        "puzzle --board 6x6 --level hard --seed 2 --answers",
    ));
    assert!(text.contains(&format!(
        "Answer 1:\n{}",
        puzzle_board(&made.puzzle, Some(&made.solution))
    )));
}

#[test]
fn a_code_prints_the_same_puzzle_with_its_level() {
    let made = core("8x8", false, Level::Medium, 9);
    let code = made.puzzle.code();
    let output = knights_tour_line(&format!("puzzle --code {code} --format json --answers"));
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let object: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(clues(&object), core_clues(&made));
    assert_eq!(object["level"], "medium");
    assert_eq!(object["seed"], Value::Null);
    assert_eq!(object["solution"].as_array().unwrap().len(), 64);
}

#[test]
fn svg_is_a_worksheet_with_the_clues_and_the_answer_key() {
    let output = knights_tour_line("puzzle --seed 3 --count 2 --format svg --answers");
    assert_eq!(output.status.code(), Some(0));
    let svg = stdout(&output);
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(svg.trim_end().ends_with("</svg>"));
    assert!(svg.contains("Puzzle 2: 8x8 open tour, easy, seed 4"));
    assert!(svg.contains(">Answers<"));
    let made = core("8x8", false, Level::Easy, 3);
    let clue = made.puzzle.clues()[0].number;
    assert!(svg.contains(&format!(" font-weight=\"bold\">{clue}</text>")));
}

#[test]
fn holes_and_other_pieces_shape_the_puzzle() {
    let output =
        knights_tour_line("puzzle --board 6x6 --holes c4,d4 --level medium --seed 1 --format json");
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let object: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(object["holes"], "c4:d4");
    assert_eq!(object["leaper"], "knight");
    let text = stdout(&knights_tour_line(
        "puzzle --board 6x6 --holes c4,d4 --level medium --seed 1",
    ));
    assert!(text.contains("  #  #"));
}

#[test]
fn bad_input_names_the_flag_and_the_accepted_range() {
    let cases = [
        (
            "puzzle --board 13x8",
            "--board: puzzle boards have 1 to 12 rows and columns; 13x8 is too large",
        ),
        (
            "puzzle --board 4x4",
            "--board: no tour exists on this board: open tours need",
        ),
        (
            "puzzle --board 5x5 --closed",
            "--board: no closed tour exists on this board: both sides are odd",
        ),
        // The rule's squares are named as the holes were given.
        (
            "puzzle --board 8x8 --holes b3,c2",
            "--board: no open tour exists on this board: a1 has no move to any other square",
        ),
        (
            "puzzle --level expert",
            "unknown level \"expert\": choose easy, medium or hard",
        ),
        ("puzzle --count 0", "--count"),
        ("puzzle --count 101", "--count"),
        (
            "puzzle --code AB*D",
            "--code: puzzle code: character 3 ('*') is not one of",
        ),
        (
            "puzzle --code ABCDEF",
            "--code: puzzle code: the checksum does not match",
        ),
        ("puzzle --code ABCDEF --seed 3", "cannot be used with"),
    ];
    for (args, message) in cases {
        let output = knights_tour_line(args);
        assert_eq!(output.status.code(), Some(1), "{args}");
        assert!(
            stderr(&output).contains(message),
            "{args}: {}",
            stderr(&output)
        );
        assert!(stdout(&output).is_empty(), "{args}");
    }
    // A refused board is reported alone, before any seed is drawn.
    assert!(!stderr(&knights_tour_line("puzzle --board 4x4")).contains("seed"));
}

#[test]
fn a_count_of_one_is_singular() {
    let one = knights_tour_line("puzzle --board 1x1 --seed 0");
    assert!(
        stdout(&one).starts_with("Puzzle 1: 1x1 open tour, easy, seed 0, 1 clue\n"),
        "{}",
        stdout(&one)
    );
    assert!(
        stderr(&one).starts_with("1 puzzle: 1x1 open tour, easy, seed 0, 1 clue;"),
        "{}",
        stderr(&one)
    );
    let guess = knights_tour_line("puzzle --board 5x5 --level hard --seed 1");
    assert!(
        stdout(&guess).starts_with("Puzzle 1: 5x5 open tour, hard, seed 1, 6 clues, 1 guess\n"),
        "{}",
        stdout(&guess)
    );
    let two = knights_tour_line("puzzle --board 5x5 --seed 1 --count 2");
    assert!(
        stderr(&two).starts_with("2 puzzles: 5x5"),
        "{}",
        stderr(&two)
    );
}

#[test]
fn without_a_seed_one_is_drawn_and_reported() {
    let output = knights_tour_line("puzzle --board 5x5");
    assert_eq!(output.status.code(), Some(0));
    let note = stderr(&output);
    let seed: u64 = note
        .split("--seed ")
        .nth(1)
        .and_then(|rest| rest.split(')').next())
        .and_then(|seed| seed.parse().ok())
        .expect("the seed is reported");
    let again = knights_tour_line(&format!("puzzle --board 5x5 --seed {seed}"));
    assert_eq!(stdout(&again), stdout(&output));
}
