//! The `knights-tour` binary end to end: seed reproductions, formats, exit codes, bad input.

mod common;

use std::process::Command;

use common::{knights_tour, knights_tour_line, stderr, stdout};

const SEED_001: &str = include_str!("../../tour-core/tests/fixtures/seed001_gossip_8x8.txt");

/// Fails unless `text` says `part`, showing the whole text.
#[track_caller]
fn assert_says(text: &str, part: &str) {
    assert!(text.contains(part), "expected {part:?} in:\n{text}");
}

/// `(seed coordinates, complete, board)` for every block of a fixture.
fn fixture_runs(text: &str) -> Vec<(String, bool, String)> {
    let mut lines = text.lines().filter(|line| !line.starts_with('#'));
    let mut runs = Vec::new();
    while let Some(header) = lines.next() {
        let words: Vec<&str> = header.split_whitespace().collect();
        let board: String = lines.by_ref().take(8).map(|l| format!("{l}\n")).collect();
        runs.push((words[1].to_owned(), words[2] == "complete", board));
    }
    runs
}

#[test]
fn seed_000_board_is_printed_digit_for_digit() {
    let output = knights_tour_line(
        "solve --board 8x8 --start 5,6 --algo warnsdorff --order gossip --format board",
    );
    assert_eq!(output.status.code(), Some(0));
    let expected = fixture_runs(SEED_001)
        .into_iter()
        .find(|(start, _, _)| start == "5,6")
        .unwrap()
        .2;
    assert_eq!(stdout(&output), expected);
    assert_says(&stderr(&output), "tour complete, 64/64");
}

#[test]
fn every_start_matches_seed_001_and_only_e3_exits_2() {
    let mut stuck = Vec::new();
    for (start, complete, board) in fixture_runs(SEED_001) {
        let output = knights_tour(&[
            "solve",
            "--algo",
            "warnsdorff",
            "--start",
            &start,
            "--order",
            "gossip",
        ]);
        assert_eq!(stdout(&output), board, "from {start}");
        let code = output.status.code();
        assert_eq!(code, Some(if complete { 0 } else { 2 }), "from {start}");
        if code == Some(2) {
            stuck.push(start);
        }
    }
    assert_eq!(stuck, ["5,4"]);
}

#[test]
fn moves_format_lists_the_route_from_the_start() {
    let output = knights_tour_line("solve --algo warnsdorff --start g3 --format moves");
    let squares: Vec<String> = stdout(&output).lines().map(str::to_owned).collect();
    assert_eq!(squares.len(), 64);
    assert_eq!(squares[0], "g3");
}

#[test]
fn json_has_the_documented_fields_and_a_valid_route() {
    let output = knights_tour_line("solve --algo warnsdorff --start g3 --format json");
    assert_eq!(output.status.code(), Some(0));
    let json: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    for field in [
        "rows",
        "cols",
        "start",
        "algorithm",
        "order",
        "complete",
        "closed",
        "route",
        "status",
        "stuck_at",
        "placed",
        "retreats",
    ] {
        assert!(json.get(field).is_some(), "missing {field}");
    }
    assert_eq!(json["start"], "g3");
    assert_eq!(json["order"], "gossip");
    assert_eq!(json["complete"], true);
    let route: Vec<tour_core::Square> = json["route"]
        .as_array()
        .unwrap()
        .iter()
        .map(|name| {
            tour_core::Square::parse(name.as_str().unwrap(), &tour_core::Board::CHESS).unwrap()
        })
        .collect();
    assert!(tour_core::route::validate_tour(&tour_core::Board::CHESS, &route).is_ok());
}

#[test]
fn stuck_runs_print_their_partial_board_and_name_the_square() {
    let output = knights_tour_line("solve --algo warnsdorff --start e3 --format json");
    assert_eq!(output.status.code(), Some(2));
    let json: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(json["status"], "stuck");
    assert_eq!(json["stuck_at"], "a4");
    assert_eq!(json["route"].as_array().unwrap().len(), 60);
    assert_says(&stderr(&output), "stuck after 59 moves at a4");
}

#[test]
fn searches_report_no_tour_and_budget_exhaustion() {
    let none = knights_tour_line("solve --board 3x5 --start 0,0 --algo backtrack-edge");
    assert_eq!(none.status.code(), Some(2));
    assert_says(&stderr(&none), "no tour exists");
    let budget = knights_tour_line("solve --start a1 --algo backtrack --budget 1000");
    assert_eq!(budget.status.code(), Some(2));
    assert_says(&stderr(&budget), "budget exhausted after 1,000 placements");
}

#[test]
fn corner_first_search_counts_its_placements_like_seed_002() {
    let output = knights_tour_line("solve --start 0,0 --algo backtrack-edge --format json");
    assert_eq!(output.status.code(), Some(0));
    let json: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(json["placed"], 111_995);
}

#[test]
fn random_walk_repeats_from_its_seed_and_reports_a_drawn_one() {
    let args = [
        "solve", "--start", "a1", "--algo", "random", "--seed", "7", "--format", "moves",
    ];
    assert_eq!(stdout(&knights_tour(&args)), stdout(&knights_tour(&args)));
    let drawn = knights_tour_line("solve --board 5x5 --start a1 --algo random");
    assert_says(&stderr(&drawn), "repeat with --seed");
}

#[test]
fn survey_finds_the_seeds_stuck_squares() {
    let gossip = knights_tour_line("survey --algo warnsdorff --board 8x8 --format json");
    assert_eq!(gossip.status.code(), Some(2));
    let json: serde_json::Value = serde_json::from_str(&stdout(&gossip)).unwrap();
    let failed: Vec<&str> = json["starts"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|start| start["status"] != "complete")
        .map(|start| start["start"].as_str().unwrap())
        .collect();
    assert_eq!(failed, ["e3"]);
    assert_eq!(json["tally"]["stuck"], 1);

    let deitel = knights_tour_line("survey --algo warnsdorff --order deitel");
    let grid = stdout(&deitel);
    assert_eq!(grid.lines().count(), 8);
    // c5 is seed (3,2): fourth row, third mark, the only number on the grid.
    let marks: Vec<&str> = grid.lines().nth(3).unwrap().split_whitespace().collect();
    assert!(marks[2].parse::<u32>().is_ok(), "{grid}");
    assert_eq!(
        grid.split_whitespace()
            .filter(|m| m.parse::<u32>().is_ok())
            .count(),
        1
    );
    assert_says(&stderr(&deitel), "(from c5)");
    // The starts that fail are listed as `exists` lists them, with how many more.
    let few = knights_tour_line("survey --board 5x5 --algo warnsdorff");
    assert_says(
        &stderr(&few),
        "13 stuck (from b5, d5, a4, c4, e4, b3, d3, a2, c2, e2, b1, c1 and d1)",
    );
    let many = knights_tour_line("survey --board 8x8 --holes b3,c2");
    assert_says(
        &stderr(&many),
        "62 no tour (from a8, b8, c8, d8, e8, f8, g8, h8, a7, b7, c7, d7, e7, f7, g7, h7 and 46 more)",
    );
}

#[test]
fn survey_exits_0_when_every_start_gives_a_tour() {
    let output = knights_tour_line("survey --board 5x5 --algo backtrack-edge");
    // Minority-colour squares of 5x5 have no tour at all.
    assert_eq!(output.status.code(), Some(2));
    assert_says(&stdout(&output), "X");
    let output = knights_tour_line("survey --board 6x6 --algo backtrack-warnsdorff");
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
}

#[test]
fn bad_input_exits_1_and_names_the_flag_and_the_range() {
    let cases: [(&[&str], &str); 12] = [
        (
            &["solve", "--start", "a1", "--board", "0x8"],
            "between 1 and 1000",
        ),
        (&["solve", "--start", "a1", "--board", "8by8"], "ROWSxCOLS"),
        (
            &["solve", "--start", "a1", "--board", "1001x3"],
            "between 1 and 1000",
        ),
        (&["solve", "--start", "z9"], "files run a..h, ranks 1..8"),
        (&["solve", "--start", "8,0"], "seed coordinates 0..7,0..7"),
        (
            &["solve", "--start", "1,2,3", "--board", "5x6"],
            "(on the 5x6 board: files run a..f, ranks 1..5; seed coordinates 0..4,0..5)",
        ),
        (
            &["solve", "--start", "a1", "--algo", "magic"],
            "backtrack-edge",
        ),
        (
            &["solve", "--start", "a1", "--order", "nope"],
            "gossip, deitel, ithome",
        ),
        (
            &["solve", "--start", "a1", "--format", "xml"],
            "board, moves, json",
        ),
        (&["solve", "--start", "a1", "--budget", "0"], "--budget"),
        (&["solve"], "--start"),
        (&["solve", "--start", "a1", "--bogus"], "--bogus"),
    ];
    for (args, expected) in cases {
        let output = knights_tour(args);
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        assert!(
            stderr(&output).contains(expected),
            "{args:?}: {}",
            stderr(&output)
        );
        assert!(stdout(&output).is_empty(), "{args:?}");
    }
}

#[test]
fn bench_prints_the_best_time_first() {
    let output = knights_tour_line("bench --board 100x100 --closed --runs 2");
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    let words: Vec<&str> = text.split_whitespace().collect();
    assert!(words[0].parse::<f64>().is_ok(), "{text}");
    assert_eq!(words[1..], ["10000", "complete"]);
}

#[test]
fn help_and_the_algorithm_list_succeed() {
    let help = knights_tour_line("--help");
    assert_eq!(help.status.code(), Some(0));
    assert_says(&stdout(&help), "--start 5,6");
    assert_says(&stdout(&help), "at least one tour counted, for count");
    // No tour counted exits 2, as the help says.
    let none = knights_tour_line("count --board 5x5 --start b5");
    assert_eq!(none.status.code(), Some(2));
    let list = knights_tour_line("algorithms");
    assert_eq!(list.status.code(), Some(0));
    assert_says(&stdout(&list), "backtrack-warnsdorff");
    assert_says(&stdout(&list), "(-2,1) (-1,2) (1,2)");
    // Every command's help states the defaults the core applies.
    for command in ["solve", "survey", "bench"] {
        let help = stdout(&knights_tour(&[command, "--help"]));
        for default in [
            "`fast`'s exact search".to_owned(),
            format!("[default: {}]", tour_core::solver::DEFAULT_BUDGET),
            format!("[default: {}]", tour_core::solver::DEFAULT_TRIES),
        ] {
            assert!(help.contains(&default), "{command}: {default}: {help}");
        }
    }
}

#[test]
fn every_start_flag_reads_seed_coordinates_and_hands_a_minus_to_the_parser() {
    for command in ["solve", "exists", "count --board 5x5", "bench"] {
        let output = knights_tour_line(&format!("{command} --start -1,2"));
        assert_eq!(output.status.code(), Some(1), "{command}");
        assert!(
            stderr(&output).contains("--start: square \"-1,2\" is neither"),
            "{command}: {}",
            stderr(&output)
        );
    }
    let bench = knights_tour_line("bench --board 5x5 --start 0,0 --runs 1");
    assert_says(&stderr(&bench), "fast on 5x5 from 0,0: best of 1 run ");
}

#[test]
fn fast_is_the_default_and_builds_closed_tours_of_huge_boards() {
    let output = knights_tour_line("solve --board 1000x1000 --start a1 --closed --format moves");
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let route: Vec<tour_core::Square> = stdout(&output)
        .lines()
        .map(|name| {
            tour_core::Square::parse(name, &tour_core::Board::new(1000, 1000).unwrap()).unwrap()
        })
        .collect();
    let board = tour_core::Board::new(1000, 1000).unwrap();
    assert_eq!(
        tour_core::route::validate_tour(&board, &route),
        Ok(tour_core::TourKind::Closed)
    );
    assert!(stderr(&output).starts_with("fast from a1"));
}

#[test]
fn fast_explains_why_no_tour_exists() {
    let parity = knights_tour_line("solve --board 5x5 --start b5");
    assert_eq!(parity.status.code(), Some(2));
    assert_says(&stderr(&parity), "corners' colour");
    let schwenk = knights_tour_line("solve --board 3x8 --start a1 --closed --format json");
    assert_eq!(schwenk.status.code(), Some(2));
    let json: serde_json::Value = serde_json::from_str(&stdout(&schwenk)).unwrap();
    assert_eq!(json["status"], "impossible");
}

#[test]
fn exists_answers_one_square_or_the_whole_grid() {
    let one = knights_tour_line("exists --board 8x8 --start a1 --closed");
    assert_eq!(one.status.code(), Some(0));
    assert!(
        stdout(&one).starts_with("yes: a closed tour of 8x8 starts at a1"),
        "{}",
        stdout(&one)
    );
    let grid = knights_tour_line("exists --board 3x4");
    assert_eq!(grid.status.code(), Some(2));
    // 3 x 4 has open tours, but not from every square: exhaustive search decides each.
    let text = stdout(&grid);
    let marks: Vec<&str> = text.split_whitespace().collect();
    assert_eq!(marks.len(), 12);
    assert!(marks.contains(&"Y") && marks.contains(&"."));
    let json = knights_tour_line("exists --board 5x5 --format json");
    let json: serde_json::Value = serde_json::from_str(&stdout(&json)).unwrap();
    let yes = json["starts"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["exists"] == "yes")
        .count();
    assert_eq!(yes, 13);
}

#[test]
fn count_reproduces_published_numbers_and_refuses_large_boards() {
    let closed = knights_tour_line("count --board 6x6 --closed --format json");
    assert_eq!(closed.status.code(), Some(0));
    let json: serde_json::Value = serde_json::from_str(&stdout(&closed)).unwrap();
    assert_eq!(json["undirected"], 9862);
    let corner = knights_tour_line("count --board 5x5 --start a1");
    assert!(stdout(&corner).starts_with("304 directed open tours"));
    let big = knights_tour_line("count --board 7x7");
    assert_eq!(big.status.code(), Some(1));
    assert_says(&stderr(&big), "up to 36 squares");
}

/// Seed 000's C program (`travel(board, step(5, 6))`, `printf("%3d", ...)`), compiled and
/// run: its stdout, byte for byte. Hard-coded so the check does not depend on tour-core's
/// own fixtures.
// (A literal newline, not `\` continuation, which would eat the leading spaces.)
const SEED_000_OUTPUT: &str = " 56 11 58 31 54 13 18 33
 47 30 55 12 59 32 53 14
 10 57 48 63 50 17 34 19
 29 46 41 60 39 62 15 52
 42  9 64 49 16 51 20 35
 25 28 45 40 61 38  1  4
  8 43 26 23  6  3 36 21
 27 24  7 44 37 22  5  2
";

#[test]
fn seed_000_program_output_byte_for_byte() {
    for start in ["5,6", "g3"] {
        let output = knights_tour(&[
            "solve",
            "--board",
            "8x8",
            "--start",
            start,
            "--algo",
            "warnsdorff",
            "--order",
            "gossip",
            "--format",
            "board",
        ]);
        assert_eq!(output.status.code(), Some(0));
        assert_eq!(stdout(&output), SEED_000_OUTPUT, "from {start}");
    }
}

#[test]
fn survey_tally_accounts_for_every_start_and_thin_boards_need_no_budget() {
    // Thin boards are decided by rule and built column by column, so even a budget of
    // one placement leaves no square of 3x4 undecided.
    let output = knights_tour_line("survey --board 3x4 --budget 1 --format json");
    assert_eq!(output.status.code(), Some(2));
    assert!(
        !stderr(&output).contains("ignores it"),
        "{}",
        stderr(&output)
    );
    let json: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    let tally = json["tally"].as_object().unwrap();
    let total: u64 = tally.values().map(|n| n.as_u64().unwrap()).sum();
    assert_eq!(total, 12);
    assert_eq!(json["tally"]["open"], 6);
    assert_eq!(json["tally"]["no_tour"], 6);
    assert_eq!(json["tally"]["undecided"], 0);
    assert_eq!(json["budget"], 1);
    let grid = knights_tour_line("survey --board 3x4 --budget 1");
    assert_says(&stderr(&grid), "6 no tour");
    assert_says(&stderr(&grid), "3x4 fast:");
}

#[test]
fn flags_an_algorithm_ignores_are_noted_not_silently_dropped() {
    let output = knights_tour_line("solve --start a1 --algo warnsdorff --closed --budget 5");
    assert_eq!(output.status.code(), Some(0));
    let notes = stderr(&output);
    assert_says(&notes, "--closed applies to fast only");
    assert_says(&notes, "--budget applies to fast and the backtracking");
    let output = knights_tour_line("solve --start a1 --order deitel");
    assert_says(&stderr(&output), "--order does not apply to fast");
}

#[test]
fn negative_numbers_reach_the_parsers_and_exit_1() {
    let start = knights_tour_line("solve --start -1,2");
    assert_eq!(start.status.code(), Some(1));
    assert_says(&stderr(&start), "--start: square \"-1,2\"");
    let seed = knights_tour_line("solve --start a1 --algo random --seed -1");
    assert_eq!(seed.status.code(), Some(1));
    assert_says(&stderr(&seed), "--seed");
}

#[test]
fn one_placement_is_singular_and_elapsed_is_rounded() {
    let output = knights_tour_line("solve --board 1x1 --start a1 --format json");
    assert_says(&stderr(&output), "; 1 placement,");
    let json: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    let ms = json["elapsed_ms"].as_f64().unwrap();
    assert_eq!((ms * 1000.0).round() / 1000.0, ms);
}

#[test]
fn a_closed_stderr_pipe_is_not_a_crash() {
    use std::process::Stdio;
    // `knights-tour survey 2>&1 | head -1`: the reader goes away before the summary is
    // written. `eprintln!` would panic (status 101, or an abort in release builds).
    let mut child = Command::new(env!("CARGO_BIN_EXE_knights-tour"))
        .args(["survey", "--board", "40x40", "--algo", "warnsdorff"])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    drop(child.stderr.take());
    let status = child.wait().expect("the binary finishes");
    assert_eq!(status.code(), Some(2));
}

/// `solve --board 8x8 --start e3 --algo warnsdorff --format json` as the CLI printed it
/// before its output was streamed (one `serde_json::Value`, route included, written at
/// once), `elapsed_ms` aside.
const E3_JSON_BEFORE_STREAMING: &str = r#"{"algorithm":"warnsdorff","best":0,"budget":null,"closed":false,"cols":8,"complete":false,"elapsed_ms":ELAPSED,"order":"gossip","placed":60,"restarts":0,"retreats":0,"route":["e3","g2","h4","g6","h8","f7","h6","g8","e7","c8","a7","b5","a3","b1","d2","f1","h2","g4","f2","h1","g3","h5","g7","f5","d6","e8","f6","h7","f8","d7","b8","a6","c7","a8","b6","d5","f4","h3","g1","e2","c1","a2","b4","c2","a1","b3","d4","e6","g5","f3","e1","d3","e5","c4","b2","d1","c3","e4","c5","a4"],"rows":8,"seed":null,"start":"e3","start_seed":"5,4","status":"stuck","stuck_at":"a4","tries":null,"visited":60}
"#;

#[test]
fn streamed_json_is_byte_for_byte_the_previous_output() {
    let output = knights_tour_line("solve --board 8x8 --start e3 --algo warnsdorff --format json");
    assert_eq!(output.status.code(), Some(2));
    let text = stdout(&output);
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    let elapsed = serde_json::to_string(&json["elapsed_ms"]).unwrap();
    assert_eq!(text, E3_JSON_BEFORE_STREAMING.replace("ELAPSED", &elapsed));
}

/// What the CLI printed before streaming, from the core's own formatters: the numbered
/// board, the move list joined by newlines, and `serde_json` for the whole JSON object.
#[test]
fn streamed_outputs_equal_the_cores_formatters() {
    use tour_core::{Algorithm, Board, MoveOrder, Options, Square, text::numbered_board};
    // Files past z (5x30), a stuck walk, and fast's closed tours.
    let cases = [
        ("5x30", "a1", "warnsdorff", false),
        ("8x8", "g3", "warnsdorff", false),
        ("10x12", "c4", "fast", true),
        ("27x31", "ab27", "fast", false),
    ];
    for (size, start_name, algo, closed) in cases {
        let board: Board = size.parse().unwrap();
        let start = Square::parse(start_name, &board).unwrap();
        let algorithm = if algo == "fast" {
            Algorithm::Fast
        } else {
            Algorithm::Warnsdorff
        };
        let options = Options {
            order: Some(MoveOrder::GOSSIP),
            ends: tour_core::TourKind::closed(closed).into(),
            ..Options::default()
        };
        let run = algorithm.solve_with(board, start, &options).unwrap();
        let mut args = vec![
            "solve", "--board", size, "--start", start_name, "--algo", algo,
        ];
        if closed {
            args.push("--closed");
        }
        let print = |format: &str| {
            let mut args = args.clone();
            args.extend(["--format", format]);
            stdout(&knights_tour(&args))
        };
        let case = format!("{size} from {start_name} ({algo})");
        assert_eq!(print("board"), numbered_board(run.route()), "{case}");
        let moves = run.route().algebraic();
        assert_eq!(print("moves"), moves.join("\n") + "\n", "{case}");
        let text = print("json");
        let json: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(json["route"], serde_json::json!(moves), "{case}");
        assert_eq!(json["visited"], run.path().len(), "{case}");
        // Same keys, same order, same compact layout as serde_json writing it whole.
        assert_eq!(text, serde_json::to_string(&json).unwrap() + "\n", "{case}");
    }
}

/// The JSON `solve` and `gallery` print is the core's run document: the page's Import
/// (`read_route`) reads it back as the route printed, board, holes and piece included.
#[test]
fn printed_json_reads_back_as_its_route() {
    use tour_core::{Board, text::read_route};
    let lines = [
        "solve --board 8x8 --start e3 --algo warnsdorff --format json",
        "solve --board 6x6 --holes a1,b1 --start b2 --format json",
        "solve --board 8x8 --leaper giraffe --holes a8 --start a1 --algo warnsdorff --format json",
        "solve --board 6x6 --start a1 --end a2 --format json",
        "gallery beverley-1848 --format json",
    ];
    for line in lines {
        let text = stdout(&knights_tour_line(line));
        let json: serde_json::Value = serde_json::from_str(&text).unwrap();
        let route = read_route(&Board::CHESS, &text).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(
            json["route"],
            serde_json::json!(route.algebraic()),
            "{line}"
        );
        assert_eq!(json["rows"], route.board().rows(), "{line}");
        assert_eq!(json["cols"], route.board().cols(), "{line}");
        if let Some(leaper) = json["leaper"].as_str() {
            assert_eq!(leaper, route.board().leaper().to_string(), "{line}");
        }
        assert_eq!(
            json["holes"].is_string(),
            route.board().hole_count() > 0,
            "{line}"
        );
    }
}

#[test]
fn a_reader_that_stops_early_is_not_a_crash() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    // `knights-tour solve --board 1000x1000 ... | head -1`: the reader goes away after
    // the first line of megabytes; the solver's outcome still decides the exit status.
    for format in ["moves", "board", "json"] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_knights-tour"))
            .args(["solve", "--board", "1000x1000", "--start", "a1", "--closed"])
            .args(["--format", format])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary runs");
        let mut first = String::new();
        let mut reader = BufReader::new(child.stdout.take().unwrap());
        reader.read_line(&mut first).unwrap();
        drop(reader);
        let output = child.wait_with_output().expect("the binary finishes");
        assert_eq!(
            output.status.code(),
            Some(0),
            "{format}: {}",
            stderr(&output)
        );
        assert!(!first.is_empty(), "{format}");
        assert!(stderr(&output).starts_with("fast from a1"), "{format}");
    }
}

#[test]
fn streamed_exists_grid_and_json_agree_square_by_square() {
    for board in ["5x5", "3x4", "30x30"] {
        let grid = stdout(&knights_tour(&["exists", "--board", board]));
        let text = stdout(&knights_tour(&[
            "exists", "--board", board, "--format", "json",
        ]));
        let json: serde_json::Value = serde_json::from_str(&text).unwrap();
        // Same keys, same order, same compact layout as serde_json writing it whole.
        assert_eq!(
            text,
            serde_json::to_string(&json).unwrap() + "\n",
            "{board}"
        );
        let (rows, cols) = board.split_once('x').unwrap();
        assert_eq!(
            grid.lines().count(),
            rows.parse::<usize>().unwrap(),
            "{board}"
        );
        let marks: Vec<&str> = grid.split_whitespace().collect();
        let starts = json["starts"].as_array().unwrap();
        assert_eq!(marks.len(), starts.len(), "{board}");
        assert_eq!(
            starts.len(),
            rows.parse::<usize>().unwrap() * cols.parse::<usize>().unwrap()
        );
        for (mark, start) in marks.iter().zip(starts) {
            let expected = match start["exists"].as_str().unwrap() {
                "yes" => "Y",
                "no" => ".",
                _ => "?",
            };
            assert_eq!(*mark, expected, "{board} {}", start["start"]);
        }
        // Top rank first, files left to right.
        assert_eq!(starts[0]["start_seed"], "0,0", "{board}");
        assert_eq!(starts[0]["start"], format!("a{rows}"), "{board}");
    }
}

#[test]
fn solve_with_end_finishes_on_the_chosen_square() {
    let out = knights_tour(&[
        "solve", "--board", "10x10", "--start", "a1", "--end", "j9", "--format", "moves",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let moves: Vec<&str> = std::str::from_utf8(&out.stdout).unwrap().lines().collect();
    assert_eq!(moves.len(), 100);
    assert_eq!((moves[0], moves[99]), ("a1", "j9"));
    let json = knights_tour(&[
        "solve", "--board", "6x6", "--start", "a1", "--end", "f5", "--format", "json",
    ]);
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(value["end"], "f5");
    assert_eq!(value["route"].as_array().unwrap().last().unwrap(), "f5");
}

#[test]
fn an_end_the_colour_rule_forbids_exits_2_with_the_reason() {
    let out = knights_tour(&["solve", "--board", "8x8", "--start", "a1", "--end", "h8"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_says(&err, "these two squares have the same colour");
}

#[test]
fn end_is_refused_with_closed_off_the_board_and_for_the_seeds_algorithms() {
    for args in [
        &["solve", "--start", "a1", "--end", "h7", "--closed"][..],
        &["solve", "--start", "a1", "--end", "z9"][..],
        &[
            "solve",
            "--start",
            "a1",
            "--end",
            "h7",
            "--algo",
            "warnsdorff",
        ][..],
    ] {
        let out = knights_tour(args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(!out.stderr.is_empty());
    }
}

#[test]
fn exists_with_end_answers_one_pair_or_the_grid_of_starts() {
    let out = knights_tour(&["exists", "--board", "6x6", "--end", "a1"]);
    let grid = String::from_utf8(out.stdout).unwrap();
    assert_eq!(grid.matches('Y').count(), 18, "{grid}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_says(&err, "tour starts here and ends at a1");
    let one = knights_tour(&[
        "exists",
        "--board",
        "1000x1000",
        "--start",
        "d4",
        "--end",
        "a1000",
    ]);
    assert_eq!(one.status.code(), Some(0));
    assert!(
        String::from_utf8_lossy(&one.stdout)
            .starts_with("yes: an open tour of 1000x1000 starts at d4 and ends at a1000")
    );
}

#[test]
fn thin_boards_are_answered_for_every_square_never_unknown() {
    let grid = knights_tour_line("exists --board 4x30");
    let text = stdout(&grid);
    assert!(!text.contains('?'), "{text}");
    assert_eq!(text.matches('Y').count(), 60, "the two outer rows");
    let inner = knights_tour_line("exists --board 4x30 --start b2");
    assert_says(&stdout(&inner), "inner row");
    let outer = knights_tour_line("exists --board 4x30 --start a1");
    assert!(
        stdout(&outer).ends_with("(by the rules for boards three or four squares wide)\n"),
        "{}",
        stdout(&outer)
    );
    let pair = knights_tour_line("exists --board 4x30 --start a1 --end a4");
    assert!(
        stdout(&pair).ends_with("(built column by column)\n"),
        "{}",
        stdout(&pair)
    );
    let tour = knights_tour_line("solve --board 4x50 --start b1 --format moves");
    assert_eq!(tour.status.code(), Some(0), "{}", stderr(&tour));
    assert_eq!(stdout(&tour).lines().count(), 200);
    let to_corner = knights_tour_line("exists --board 3x10 --end a1");
    assert!(!stdout(&to_corner).contains('?'), "{}", stdout(&to_corner));
    let json = knights_tour_line("exists --board 3x10 --end a1 --format json");
    assert_says(&stdout(&json), "\"reason\":\"decided column by column\"");
}

#[test]
fn count_takes_an_end_square_and_counts_thin_boards_of_any_length() {
    let between = knights_tour_line("count --board 5x5 --start a1 --end c3");
    assert_eq!(stdout(&between), "16 open tours of 5x5 run from a1 to c3\n");
    let into = knights_tour_line("count --board 5x5 --end c3 --format json");
    let json: serde_json::Value = serde_json::from_str(&stdout(&into)).unwrap();
    assert_eq!(
        (json["end"].as_str(), json["directed"].as_u64()),
        (Some("c3"), Some(64))
    );
    let long = knights_tour_line("count --board 3x30 --start a1 --end ad3");
    assert!(
        stdout(&long).starts_with("7,839,422,947,812 "),
        "{}",
        stdout(&long)
    );
    assert_says(&stderr(&long), "column by column");
    let too_many = knights_tour_line("count --board 4x50");
    assert_eq!(too_many.status.code(), Some(1));
    assert_says(&stderr(&too_many), "more tours than");
    let closed = knights_tour_line("count --board 5x5 --end c3 --closed");
    assert_eq!(closed.status.code(), Some(1));
}

#[test]
fn holes_and_leapers_reach_every_command() {
    // The chessboard without its centre: a closed tour, holes printed as `#`.
    let output = knights_tour_line("solve --board 8x8 --holes d4:e5 --start a1 --closed");
    assert!(output.status.success(), "{}", stderr(&output));
    let board = stdout(&output);
    assert_eq!(board.matches('#').count(), 4);
    assert!(board.lines().nth(3).unwrap().contains("  #  #"));
    assert_says(&stderr(&output), "60/60 (closed)");

    let output =
        knights_tour_line("solve --board 6x6 --holes a1 --leaper 1,2 --start b1 --format json");
    let json: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(json["holes"], "a1");
    assert_eq!(json["leaper"], "knight");

    // The camel never changes colour: no tour from any square, and the grid says so.
    let output = knights_tour_line("exists --board 8x8 --leaper camel");
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(stdout(&output).matches('Y').count(), 0);
    assert_says(&stderr(&output), "keeps the square's colour");

    let output = knights_tour_line("exists --board 5x5 --holes c3 --format json");
    let json: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(json["holes"], "c3");
    assert_eq!(json["starts"].as_array().unwrap().len(), 24);

    let output = knights_tour_line("count --board 6x6 --holes a1,f6 --leaper zebra --format json");
    let json: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(
        (json["holes"].as_str(), json["leaper"].as_str()),
        (Some("f6,a1"), Some("zebra"))
    );
    let output = knights_tour_line("survey --board 5x5 --holes c3 --algo warnsdorff");
    assert_eq!(stdout(&output).matches('#').count(), 1);
}

#[test]
fn bad_holes_and_leapers_name_the_flag_and_the_accepted_values() {
    for (args, expected) in [
        ("solve --start a1 --holes k9", "--holes: hole \"k9\""),
        ("solve --start a1 --holes a1:h8", "every square is a hole"),
        ("solve --start a1 --holes d4;e4", "--holes: hole \"d4;e4\""),
        // Seed coordinates cannot be listed: the message says what a hole may be.
        (
            "solve --start a1 --holes 3,3",
            "--holes: hole \"3\": not an algebraic square name (holes are algebraic",
        ),
        (
            "solve --start a1 --holes d4:k9",
            "\"k9\" is not on the 8x8 board (files run a..h, ranks 1..8)",
        ),
        (
            "solve --start a1 --leaper horse",
            "knight, camel, zebra, giraffe or P,Q",
        ),
        ("solve --start a1 --leaper 0,0", "p and q cannot both be 0"),
        ("solve --start a1 --leaper 1,8", "between 0 and 7, got 8"),
        ("solve --start d4 --holes d4", "--start: d4 is a hole"),
        (
            "exists --start a1 --end d4 --holes d4",
            "--end: d4 is a hole",
        ),
        (
            "count --board 5x5 --start a1 --holes a1",
            "--start: a1 is a hole",
        ),
    ] {
        let output = knights_tour_line(args);
        assert_eq!(output.status.code(), Some(1), "{args}");
        assert!(
            stderr(&output).contains(expected),
            "{args}: {}",
            stderr(&output)
        );
    }
}

#[test]
fn reasons_name_squares_the_way_the_start_was_written() {
    // The camel from a1 never reaches a8, the corner of the other colour.
    let algebraic = knights_tour_line("solve --board 8x8 --leaper camel --start a1 --closed");
    assert_eq!(algebraic.status.code(), Some(2));
    let line = stderr(&algebraic);
    assert!(line.starts_with("fast from a1 on 8x8: "), "{line}");
    assert_says(&line, "so it never reaches a8, which");
    // The same start as seed coordinates: every square in the line follows.
    let seed = knights_tour_line("solve --board 8x8 --leaper camel --start 7,0 --closed");
    let line = stderr(&seed);
    assert!(line.starts_with("fast from 7,0 on 8x8: "), "{line}");
    assert_says(&line, "so it never reaches square 0,0, which");
    // `exists`, its grid's summary and `--end` alone choose the same way.
    let one = knights_tour_line("exists --board 8x8 --leaper camel --start 7,0");
    assert_says(&stdout(&one), "starts at 7,0: every move");
    assert_says(&stdout(&one), "square 0,0");
    let grid = knights_tour_line("exists --board 8x8 --leaper camel --end 0,1");
    assert_says(&stderr(&grid), "ends at 0,1");
    // A list of seed coordinates keeps each square apart.
    let list = knights_tour_line("exists --board 4x5 --end 0,0");
    assert_says(
        &stderr(&list),
        "; (0,0), (0,2), (0,4), (1,0), (1,1), (1,2), (1,3), (1,4) and 7 more start none (0,0: ",
    );
    let stuck = knights_tour_line("solve --algo warnsdorff --start 5,4");
    assert_says(&stderr(&stuck), "stuck after 59 moves at 4,0:");
    let hole = knights_tour_line("solve --start 4,3 --holes d4");
    assert_says(&stderr(&hole), "--start: 4,3 is a hole");
}

#[test]
fn boards_past_99_squares_print_every_number_apart_and_read_back() {
    use tour_core::{Board, Route, Square, text::read_route};
    for (size, closed) in [("10x10", false), ("40x40", false), ("3x1000", true)] {
        let mut args = vec!["solve", "--board", size, "--start", "a1"];
        if closed {
            args.push("--closed");
        }
        let board: Board = size.parse().unwrap();
        let printed = stdout(&knights_tour(&args));
        args.extend(["--format", "moves"]);
        let squares: Vec<Square> = stdout(&knights_tour(&args))
            .lines()
            .map(|name| Square::parse(name, &board).unwrap())
            .collect();
        let route = Route::new(board.clone(), squares).unwrap();
        assert_eq!(read_route(&board, &printed), Ok(route), "{size}");
        // The widest number and one space in every column.
        let width = board.square_count().to_string().len() + 1;
        let first = printed.lines().next().unwrap();
        assert_eq!(first.len(), usize::from(board.cols()) * width, "{size}");
    }
    // Up to 99 squares the seeds' `%3d`, as seed 000's output above.
    let nine = stdout(&knights_tour_line("solve --board 9x10 --start a1"));
    assert!(nine.lines().all(|line| line.len() == 30), "{nine}");
}

#[test]
fn a_count_of_one_is_singular_and_every_count_is_grouped() {
    let one = knights_tour_line("count --board 1x1");
    assert_eq!(stdout(&one), "1 directed open tour of 1x1 (1 undirected)\n");
    assert_says(&stderr(&one), "1 position,");
    let from = knights_tour_line("count --board 1x1 --start a1");
    assert_eq!(
        stdout(&from),
        "1 directed open tour of 1x1 starts from a1 (1 undirected route has a1 as an end)\n"
    );
    let many = knights_tour_line("count --board 5x5 --start a1 --end c3");
    assert_eq!(stdout(&many), "16 open tours of 5x5 run from a1 to c3\n");
    let survey = knights_tour_line("survey --board 1x1");
    assert_says(
        &stderr(&survey),
        "1x1 fast: 1 of 1 start gives a tour (1 open, 0 closed)",
    );
    let stuck = knights_tour_line("solve --board 2x3 --start a1 --algo warnsdorff");
    assert_says(&stderr(&stuck), "stuck after 1 move at c2:");
    let bench = knights_tour_line("bench --board 5x5 --runs 1");
    assert_says(&stderr(&bench), "best of 1 run ");
    let grid = knights_tour_line("exists --board 3x8");
    assert_says(
        &stderr(&grid),
        "; 22 of 24 squares start one; c2 and f2 start none (c2: ",
    );
}

#[test]
fn an_empty_entry_in_the_holes_list_is_named() {
    for holes in ["d4:e5,,b2", "d4,", ",d4"] {
        let output = knights_tour(&["solve", "--start", "a1", "--holes", holes]);
        assert_eq!(output.status.code(), Some(1), "{holes}");
        assert!(
            stderr(&output).contains("--holes: an entry is empty"),
            "{holes}: {}",
            stderr(&output)
        );
    }
    // Spaces are separators too; only an empty entry between commas is refused.
    let spaced = knights_tour(&["solve", "--start", "a1", "--holes", " d4  e5, d5 e4 "]);
    assert_eq!(spaced.status.code(), Some(0), "{}", stderr(&spaced));
}

#[test]
fn count_accepts_what_its_help_says() {
    let help = stdout(&knights_tour_line("count --help"));
    assert_says(&help, "at most 36 squares");
    assert_says(&help, "up to 3x38 and 4x28");
    for (board, code) in [
        ("6x6", 0),
        ("3x38", 0),
        ("4x28", 0),
        ("3x39", 1),
        ("4x29", 1),
        ("5x8", 1),
    ] {
        // 6x6 open takes seconds; closed tours are enough to show it is accepted.
        let closed = if board == "6x6" { "--closed" } else { "" };
        let output = knights_tour_line(&format!("count --board {board} {closed}"));
        assert_eq!(
            output.status.code(),
            Some(code),
            "{board}: {}",
            stderr(&output)
        );
    }
    // 36 squares left by holes are counted by enumeration.
    let holed = knights_tour_line("count --board 8x8 --holes a1:h3,a4:d4 --closed");
    assert_eq!(holed.status.code(), Some(0), "{}", stderr(&holed));
}

#[test]
fn a_complete_tour_is_studied_and_a_partial_walk_is_not() {
    let closed = knights_tour_line("solve --board 6x6 --start a1 --closed --format json");
    let notes = stderr(&closed);
    for line in [
        "\nclosed: yes\n",
        "\nmagic sums: rows ",
        "\nsymmetry: ",
        "\ncrossings: ",
    ] {
        assert_says(&notes, line);
    }
    let json: serde_json::Value = serde_json::from_str(&stdout(&closed)).unwrap();
    let facts = &json["properties"];
    assert_eq!(facts["closed"], true);
    let rows: u64 = facts["row_sums"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_u64().unwrap())
        .sum();
    assert_eq!(rows, 36 * 37 / 2);
    assert_eq!(facts["diagonal_sums"].as_array().map(Vec::len), Some(2));
    assert!(facts["symmetries"].is_array() && facts["crossings"].is_u64());
    // The route alone: its facts are neither printed nor computed.
    let moves = knights_tour_line("solve --board 6x6 --start a1 --closed --format moves");
    assert_says(&stderr(&moves), "tour complete");
    assert!(!stderr(&moves).contains("crossings:"));
    let stuck = knights_tour_line("solve --algo warnsdorff --start e3 --format json");
    assert!(!stderr(&stuck).contains("crossings:"));
    let json: serde_json::Value = serde_json::from_str(&stdout(&stuck)).unwrap();
    assert!(json.get("properties").is_none());
}
