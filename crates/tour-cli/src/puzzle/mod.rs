//! `knights-tour puzzle`: knight's tour puzzles for the classroom, made by the core from
//! a seed (so the same everywhere the core runs), as text, JSON or a printable SVG
//! worksheet.

mod svg;

use std::time::Instant;

use serde_json::{Value, json};
use tour_core::{
    Board, Square, TourKind,
    puzzle::{
        GenerateError, Generator, Level, MAX_PUZZLE_SIDE, Puzzle, Solutions, count_solutions,
        generate_puzzle, grade, puzzle_board,
    },
    text::{Naming, counted},
};

use crate::args::{PuzzleArgs, PuzzleFormat};
use crate::out::{emit, note};
use crate::print::add_shape;
use crate::{InputError, Outcome};

/// One puzzle to print, with what is known of it.
pub struct Sheet {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Its solution.
    pub solution: Vec<Square>,
    /// Its level.
    pub level: Level,
    /// Guesses the reasoning needs.
    pub guesses: u32,
    /// The seed it came from (none for a code given).
    pub seed: Option<u64>,
}

/// Makes (or reads) the puzzles and prints them.
pub fn run(args: &PuzzleArgs) -> Result<Outcome, InputError> {
    let began = Instant::now();
    let sheets = match &args.code {
        Some(code) => vec![read_code(code)?],
        None => make(args)?,
    };
    let text = match args.format {
        PuzzleFormat::Text => text(&sheets, args.answers),
        PuzzleFormat::Json => {
            let objects: Vec<Value> = sheets.iter().map(|s| to_json(s, args.answers)).collect();
            let value = match <[Value; 1]>::try_from(objects) {
                Ok([one]) => one,
                Err(all) => Value::Array(all),
            };
            format!("{value}\n")
        }
        PuzzleFormat::Svg => svg::worksheet(&sheets, args.answers),
    };
    emit(&text);
    note!(
        "{}; {:.0} ms",
        summary(&sheets),
        began.elapsed().as_secs_f64() * 1000.0
    );
    Ok(Outcome::Tour)
}

/// The puzzles of `--count` seeds from `--seed`.
fn make(args: &PuzzleArgs) -> Result<Vec<Sheet>, InputError> {
    let board = &args.board;
    if board.rows() > MAX_PUZZLE_SIDE || board.cols() > MAX_PUZZLE_SIDE {
        return Err(InputError(format!(
            "--board: puzzle boards have 1 to {MAX_PUZZLE_SIDE} rows and columns; {board} is too large"
        )));
    }
    let kind = TourKind::closed(args.closed);
    // The board is checked before a seed is drawn, so a refusal comes alone.
    Generator::new(board, kind, args.level, 0).map_err(|error| board_error(&error, board))?;
    let seed = args.seed.unwrap_or_else(|| {
        let drawn = getrandom::u64().unwrap_or(0x5EED);
        note!("seed {drawn} (repeat with --seed {drawn})");
        drawn
    });
    (0..u64::from(args.count))
        .map(|i| {
            let seed = seed.wrapping_add(i);
            let made =
                generate_puzzle(board, kind, args.level, seed).map_err(|error| match error {
                    GenerateError::NoTour { .. } | GenerateError::Puzzle(_) => {
                        board_error(&error, board)
                    }
                    _ => InputError(format!("--seed {seed}: {error}")),
                })?;
            Ok(Sheet {
                puzzle: made.puzzle,
                solution: made.solution,
                level: made.level,
                guesses: made.guesses,
                seed: Some(seed),
            })
        })
        .collect()
}

/// A board refused for puzzles, naming the flag; a reason's squares are named
/// algebraically, as `--holes` gives them.
fn board_error(error: &GenerateError, board: &Board) -> InputError {
    InputError(format!(
        "--board: {}",
        error.named(board, Naming::Algebraic)
    ))
}

/// The puzzle of a code, with its one solution and level.
fn read_code(code: &str) -> Result<Sheet, InputError> {
    let puzzle = Puzzle::from_code(code).map_err(|error| InputError(format!("--code: {error}")))?;
    let solution = match count_solutions(&puzzle) {
        Solutions::Unique(solution) => solution,
        Solutions::None => return Err(InputError("--code: the puzzle has no solution".to_owned())),
        Solutions::Several(..) => {
            return Err(InputError(
                "--code: the puzzle has more than one solution".to_owned(),
            ));
        }
    };
    let graded = grade(&puzzle)
        .ok_or_else(|| InputError("--code: the puzzle has no solution".to_owned()))?;
    Ok(Sheet {
        puzzle,
        solution,
        level: graded.level,
        guesses: graded.guesses,
        seed: None,
    })
}

/// "open tour" or "closed tour".
fn kind(puzzle: &Puzzle) -> &'static str {
    if puzzle.is_closed() {
        "closed tour"
    } else {
        "open tour"
    }
}

/// "1 clue", "23 clues".
fn clues(count: usize) -> String {
    counted(count, "clue", "clues").to_string()
}

/// One puzzle's heading: board, kind, level, seed, clues.
pub fn heading(index: usize, sheet: &Sheet) -> String {
    let puzzle = &sheet.puzzle;
    let seed = sheet
        .seed
        .map(|seed| format!(", seed {seed}"))
        .unwrap_or_default();
    let guesses = match sheet.guesses {
        0 => String::new(),
        n => format!(", {}", counted(n, "guess", "guesses")),
    };
    format!(
        "Puzzle {}: {} {}, {}{seed}, {}{guesses}",
        index + 1,
        puzzle.board(),
        kind(puzzle),
        sheet.level,
        clues(puzzle.clues().len())
    )
}

/// The text worksheet: each puzzle's heading, code and board; with `answers`, each
/// puzzle's solution after it.
fn text(sheets: &[Sheet], answers: bool) -> String {
    let mut out = String::new();
    for (index, sheet) in sheets.iter().enumerate() {
        if index > 0 {
            out.push('\n');
        }
        out.push_str(&heading(index, sheet));
        out.push('\n');
        out.push_str(&format!("code {}\n", sheet.puzzle.code()));
        out.push_str(&puzzle_board(&sheet.puzzle, None));
        if answers {
            out.push_str(&format!("Answer {}:\n", index + 1));
            out.push_str(&puzzle_board(&sheet.puzzle, Some(&sheet.solution)));
        }
    }
    out
}

/// One puzzle as JSON: board, kind, level, seed, clues (algebraic squares) and code;
/// with `answers`, the solution's squares in tour order.
fn to_json(sheet: &Sheet, answers: bool) -> Value {
    let puzzle = &sheet.puzzle;
    let board = puzzle.board();
    let clues: Vec<Value> = puzzle
        .clues()
        .iter()
        .map(|clue| json!({ "square": clue.square.algebraic(board), "number": clue.number }))
        .collect();
    let mut object = json!({
        "board": board.to_string(),
        "closed": puzzle.is_closed(),
        "level": sheet.level.id(),
        "seed": sheet.seed,
        "clue_count": clues.len(),
        "clues": clues,
        "guesses": sheet.guesses,
        "code": puzzle.code(),
    });
    add_shape(&mut object, board);
    if answers && let Some(map) = object.as_object_mut() {
        let squares: Vec<String> = sheet.solution.iter().map(|s| s.algebraic(board)).collect();
        map.insert("solution".to_owned(), squares.into());
    }
    object
}

/// The stderr line: how many puzzles, of what, from which seeds.
fn summary(sheets: &[Sheet]) -> String {
    let count = sheets.len();
    let counts: Vec<usize> = sheets.iter().map(|s| s.puzzle.clues().len()).collect();
    let (low, high) = (
        counts.iter().min().copied().unwrap_or(0),
        counts.iter().max().copied().unwrap_or(0),
    );
    let clues = if low == high {
        clues(low)
    } else {
        format!("{low} to {high} clues")
    };
    let seeds = match (
        sheets.first().and_then(|s| s.seed),
        sheets.last().and_then(|s| s.seed),
    ) {
        (Some(first), Some(last)) if count > 1 => format!(", seeds {first} to {last}"),
        (Some(seed), _) => format!(", seed {seed}"),
        _ => String::new(),
    };
    let first = sheets.first();
    let what = first.map_or(String::new(), |s| {
        format!("{} {}, {}", s.puzzle.board(), kind(&s.puzzle), s.level)
    });
    format!(
        "{}: {what}{seeds}, {clues}",
        counted(count, "puzzle", "puzzles")
    )
}
