//! Generated puzzles checked from outside: uniqueness by a brute-force counter written
//! here (boards up to 6 x 6) and by the core's counter in both search orders (8 x 8),
//! the level by the reasoning solver, every hint true of the solution, and the same
//! puzzle for the same seed however the work is sliced.

use std::collections::VecDeque;

use tour_core::{
    Board, Progress, Square, TourKind,
    puzzle::{
        Clue, Conclusion, Deduction, GenerateError, Generated, Generator, Level, MAX_ATTEMPTS,
        MAX_GUESSES, Puzzle, PuzzleError, Reasoner, ReasoningEnd, SearchOrder, SolutionCounter,
        Solutions, count_solutions, generate_puzzle, grade, hint, puzzle_board,
    },
    text::parse_holes,
    theory::Impossibility,
};

/// Counts the tours agreeing with `puzzle`'s clues, up to `limit`, by following every
/// path from every possible first square. Its one pruning: the next clue must be within
/// reach (knight distance on the whole board) in the numbers left before it.
fn brute_force(puzzle: &Puzzle, limit: usize) -> Vec<Vec<Square>> {
    let board = puzzle.board();
    let squares: Vec<Square> = board.squares().collect();
    let index = |s: Square| squares.iter().position(|&t| t == s);
    let n = squares.len();
    let near: Vec<Vec<usize>> = squares
        .iter()
        .map(|&a| (0..n).filter(|&j| board.is_move(a, squares[j])).collect())
        .collect();
    let distance: Vec<Vec<usize>> = (0..n)
        .map(|from| {
            let mut row = vec![usize::MAX; n];
            row[from] = 0;
            let mut queue = VecDeque::from([from]);
            while let Some(at) = queue.pop_front() {
                for &to in &near[at] {
                    if row[to] == usize::MAX {
                        row[to] = row[at] + 1;
                        queue.push_back(to);
                    }
                }
            }
            row
        })
        .collect();
    let mut clue_at = vec![0usize; n];
    let mut square_of = vec![None; n + 1];
    for clue in puzzle.clues() {
        let i = index(clue.square).expect("a clue on the board");
        clue_at[i] = usize::from(clue.number);
        square_of[usize::from(clue.number)] = Some(i);
    }
    let next_clue: Vec<Option<usize>> = (0..=n + 1)
        .map(|k| (k..=n).find(|&m| square_of[m].is_some()))
        .collect();
    let mut found = Vec::new();
    let starts: Vec<usize> = match square_of[1] {
        Some(i) => vec![i],
        None => (0..n).filter(|&i| clue_at[i] == 0).collect(),
    };
    for start in starts {
        let mut path = vec![start];
        let mut used = vec![false; n];
        used[start] = true;
        extend(
            &mut path,
            &mut used,
            (&near, &distance, &clue_at, &square_of, &next_clue),
            puzzle.is_closed(),
            (&mut found, limit),
        );
        if found.len() >= limit {
            break;
        }
    }
    found
        .into_iter()
        .map(|path: Vec<usize>| path.into_iter().map(|i| squares[i]).collect())
        .collect()
}

type Tables<'a> = (
    &'a [Vec<usize>],
    &'a [Vec<usize>],
    &'a [usize],
    &'a [Option<usize>],
    &'a [Option<usize>],
);

fn extend(
    path: &mut Vec<usize>,
    used: &mut [bool],
    tables: Tables<'_>,
    closed: bool,
    (found, limit): (&mut Vec<Vec<usize>>, usize),
) {
    let (near, distance, clue_at, square_of, next_clue) = tables;
    let n = used.len();
    let k = path.len();
    let at = path[k - 1];
    if k == n {
        if !closed || near[at].contains(&path[0]) {
            found.push(path.clone());
        }
        return;
    }
    let number = k + 1;
    for &to in &near[at] {
        if used[to] || found.len() >= limit {
            continue;
        }
        match square_of[number] {
            Some(square) if square != to => continue,
            None if clue_at[to] != 0 => continue,
            _ => {}
        }
        if let Some(next) = next_clue[number + 1] {
            let target = square_of[next].expect("a clue");
            if distance[to][target] > next - number {
                continue;
            }
        }
        used[to] = true;
        path.push(to);
        extend(path, used, tables, closed, (found, limit));
        path.pop();
        used[to] = false;
    }
}

fn made(board: &Board, kind: TourKind, level: Level, seed: u64) -> Generated {
    generate_puzzle(board, kind, level, seed)
        .unwrap_or_else(|error| panic!("{board} {kind:?} {level} seed {seed}: {error}"))
}

/// The checks every generated puzzle passes, whatever its board.
fn check_made(made: &Generated, level: Level) {
    let puzzle = &made.puzzle;
    assert!(puzzle.is_solution(&made.solution));
    assert_eq!(made.level, level);
    for order in [SearchOrder::Forward, SearchOrder::Backward] {
        let mut counter = SolutionCounter::with_order(puzzle, order);
        let counted = loop {
            if let Progress::Done(solutions) = counter.advance(1_000) {
                break solutions;
            }
        };
        assert_eq!(
            counted,
            Solutions::Unique(made.solution.clone()),
            "{order:?}"
        );
    }
    let graded = grade(puzzle).expect("a solution");
    assert_eq!(graded.level, level, "{}", puzzle.code());
    assert_eq!(graded.solution, made.solution);
    assert_eq!(graded.guesses, made.guesses);
    match level {
        Level::Hard => assert!((1..=MAX_GUESSES).contains(&graded.guesses)),
        _ => assert_eq!(graded.guesses, 0),
    }
    for deduction in &graded.deductions {
        assert!(
            deduction.conclusion().holds(&made.solution),
            "{}: {}",
            puzzle.code(),
            deduction.on(puzzle.board())
        );
    }
    assert_eq!(Puzzle::from_code(&puzzle.code()).as_ref(), Ok(puzzle));
}

#[test]
fn small_puzzles_have_one_solution_by_brute_force() {
    for (rows, cols, kind) in [
        (5, 5, TourKind::Open),
        (5, 6, TourKind::Open),
        (6, 6, TourKind::Open),
        (6, 6, TourKind::Closed),
    ] {
        let board = Board::new(rows, cols).unwrap();
        for level in Level::ALL {
            for seed in 0..3 {
                let made = made(&board, kind, level, seed);
                check_made(&made, level);
                let found = brute_force(&made.puzzle, 2);
                assert_eq!(
                    found,
                    std::slice::from_ref(&made.solution),
                    "{board} {level} seed {seed}"
                );
            }
        }
    }
}

#[test]
fn chessboard_puzzles_are_unique_in_both_search_orders() {
    for kind in [TourKind::Open, TourKind::Closed] {
        for level in Level::ALL {
            for seed in 0..3 {
                check_made(&made(&Board::CHESS, kind, level, seed), level);
            }
        }
    }
}

#[test]
fn larger_boards_and_shaped_boards_make_puzzles_of_each_level() {
    let centre = parse_holes("d4:e5", &Board::CHESS).unwrap();
    let holed = Board::CHESS.with_holes(centre).unwrap();
    for (board, kind) in [
        (Board::new(10, 10).unwrap(), TourKind::Open),
        (Board::new(7, 9).unwrap(), TourKind::Open),
        (holed, TourKind::Closed),
    ] {
        for level in Level::ALL {
            check_made(&made(&board, kind, level, 11), level);
        }
    }
}

#[test]
fn puzzles_with_holes_are_unique_by_brute_force() {
    let board = Board::new(6, 6)
        .unwrap()
        .with_holes([Square::new(2, 2), Square::new(2, 3)])
        .unwrap();
    for level in Level::ALL {
        let made = made(&board, TourKind::Open, level, 5);
        check_made(&made, level);
        assert_eq!(
            brute_force(&made.puzzle, 2),
            std::slice::from_ref(&made.solution)
        );
        assert!(puzzle_board(&made.puzzle, None).contains('#'));
    }
}

#[test]
fn easy_puzzles_are_solved_by_the_first_two_deductions() {
    for seed in 0..5 {
        let made = made(&Board::CHESS, TourKind::Open, Level::Easy, seed);
        let reasoning = Reasoner::new(&made.puzzle, Level::Easy).run();
        assert_eq!(reasoning.end, ReasoningEnd::Solved(made.solution.clone()));
        assert_eq!(reasoning.guesses, 0);
        assert!(reasoning.deductions.iter().all(|d| matches!(
            d,
            Deduction::Between { .. } | Deduction::OnlyNeighbour { .. }
        )));
    }
}

#[test]
fn medium_puzzles_need_more_than_the_first_two_and_no_guess() {
    for seed in 0..3 {
        let made = made(&Board::CHESS, TourKind::Open, Level::Medium, seed);
        let easy = Reasoner::new(&made.puzzle, Level::Easy).run();
        assert_eq!(easy.end, ReasoningEnd::Stuck);
        let medium = Reasoner::new(&made.puzzle, Level::Medium).run();
        assert_eq!(medium.end, ReasoningEnd::Solved(made.solution.clone()));
    }
}

#[test]
fn every_hint_is_true_of_the_solution_from_where_the_student_stands() {
    // A student asks for a hint, writes in what it places, and asks again: each hint
    // comes from a fresh reasoning over the position so far, as an app would run it.
    for (level, seed) in [(Level::Medium, 3), (Level::Hard, 4)] {
        let made = made(&Board::CHESS, TourKind::Open, level, seed);
        let mut position = made.puzzle.clone();
        let mut hints = 0;
        loop {
            // Only deductions no pending guess stands behind are hints; those that only
            // rule out are followed by more from the same reasoning until one places.
            let mut reasoner = Reasoner::new(&position, Level::Hard);
            let mut shown = 0;
            let placed = loop {
                while reasoner.settled().len() == shown && reasoner.step().is_some() {}
                let Some(hint) = reasoner.settled().get(shown).cloned() else {
                    break None;
                };
                shown += 1;
                hints += 1;
                assert!(
                    hint.conclusion().holds(&made.solution),
                    "{}",
                    hint.on(position.board())
                );
                assert!(!hint.on(position.board()).to_string().is_empty());
                if let Conclusion::Place { square, number } = hint.conclusion() {
                    break Some(Clue::new(square, number));
                }
            };
            match placed {
                Some(clue) => position = position.with_clues([clue]).unwrap(),
                None => break,
            }
        }
        assert_eq!(position.clues().len(), made.solution.len());
        assert!(position.is_solution(&made.solution));
        assert!(hints >= made.solution.len() - made.puzzle.clues().len());
        let first = hint(&made.puzzle, 100_000).expect("a first hint");
        assert!(first.conclusion().holds(&made.solution));
    }
}

#[test]
fn where_only_a_guess_is_left_and_it_solves_the_hint_is_that_guess() {
    // A position of 5 x 5 (seed 27's hard puzzle, half filled in) where no deduction
    // applies and the first square tried for 9 leads straight to the solution: the hint
    // is that guess, not "complete or no solution".
    let solution = [
        (0, 0),
        (1, 2),
        (0, 4),
        (2, 3),
        (4, 4),
        (3, 2),
        (4, 0),
        (2, 1),
        (1, 3),
        (3, 4),
        (4, 2),
        (3, 0),
        (2, 2),
        (0, 1),
        (2, 0),
        (4, 1),
        (3, 3),
        (1, 4),
        (0, 2),
        (1, 0),
        (3, 1),
        (4, 3),
        (2, 4),
        (0, 3),
        (1, 1),
    ]
    .map(|(row, col)| Square::new(row, col));
    let given = [1, 2, 3, 4, 5, 6, 7, 8, 10, 16, 17, 18];
    let clues = given.map(|n: u16| Clue::new(solution[usize::from(n) - 1], n));
    let position = Puzzle::new(Board::new(5, 5).unwrap(), TourKind::Open, clues).unwrap();
    assert!(count_solutions(&position).is_unique());
    let guess = hint(&position, 100_000).expect("a hint");
    assert_eq!(
        guess,
        Deduction::Guess {
            number: 9,
            square: solution[8],
            options: 2
        }
    );
    assert!(guess.conclusion().holds(&solution));
    let complete = Puzzle::new(
        Board::new(5, 5).unwrap(),
        TourKind::Open,
        solution
            .iter()
            .zip(1..)
            .map(|(&square, n)| Clue::new(square, n)),
    )
    .unwrap();
    assert_eq!(hint(&complete, 100_000), None);
}

#[test]
fn a_seed_gives_one_puzzle_however_the_work_is_sliced() {
    for level in Level::ALL {
        let board = Board::CHESS;
        let whole = made(&board, TourKind::Open, level, 42);
        for slice in [1, 7, 1_000] {
            let mut generator = Generator::new(&board, TourKind::Open, level, 42).unwrap();
            let sliced = loop {
                if let Progress::Done(result) = generator.advance(slice) {
                    break result.unwrap();
                }
            };
            assert_eq!(sliced, whole, "{level}, slices of {slice}");
        }
        let other = made(&board, TourKind::Open, level, 43);
        assert_ne!(other.puzzle, whole.puzzle);
    }
}

#[test]
fn the_first_puzzles_of_a_seed_stay_the_same() {
    // The puzzles a teacher printed must come back from the same seed in later versions.
    let later = made(&Board::new(5, 5).unwrap(), TourKind::Open, Level::Hard, 3);
    // Made on the second attempt, from its own random numbers.
    assert_eq!(later.puzzle.code(), "KIgggIREKqvZ");
    let made = made(&Board::CHESS, TourKind::Open, Level::Easy, 7);
    assert_eq!(Puzzle::from_code(&made.puzzle.code()).unwrap(), made.puzzle);
    assert_eq!(made.puzzle.code(), "LusLiEOSFEE4p9QVSB-mkAj6vf4w3eLczMybn4");
    assert_eq!(
        puzzle_board(&made.puzzle, None),
        " 62 17  .  .  .  . 22  .
 19  2 63  .  .  . 39  .
  .  .  . 37  .  .  .  .
  1 36 59  .  . 48  .  .
 32  .  .  .  . 57  . 49
  .  .  . 56  .  .  .  .
  . 31  .  . 12 29 52  .
  .  . 13  . 51  .  . 28
"
    );
}

/// Attempt `attempt` made alone, in slices of 97 steps.
fn attempt_alone(
    board: &Board,
    kind: TourKind,
    level: Level,
    seed: u64,
    attempt: u32,
) -> Result<Generated, GenerateError> {
    let mut generator = Generator::attempt(board, kind, level, seed, attempt).unwrap();
    let result = loop {
        if let Progress::Done(result) = generator.advance(97) {
            break result;
        }
    };
    assert_eq!(
        (generator.attempts(), generator.attempt_index()),
        (1, attempt)
    );
    result
}

#[test]
fn the_lowest_attempt_that_reaches_the_level_alone_is_the_sequential_puzzle() {
    // Each of these needs more than one attempt, and the last none reaches.
    let cases = [
        ((5, 5), TourKind::Open, Level::Hard, 3),
        ((5, 5), TourKind::Open, Level::Hard, 8),
        ((5, 6), TourKind::Open, Level::Hard, 11),
        ((8, 8), TourKind::Closed, Level::Hard, 1),
        ((8, 8), TourKind::Closed, Level::Hard, 4),
        ((8, 8), TourKind::Closed, Level::Hard, 9),
        ((1, 1), TourKind::Open, Level::Medium, 1),
    ];
    for ((rows, cols), kind, level, seed) in cases {
        let board = Board::new(rows, cols).unwrap();
        let mut sequential = Generator::new(&board, kind, level, seed).unwrap();
        let whole = loop {
            if let Progress::Done(result) = sequential.advance(u64::MAX) {
                break result;
            }
        };
        let mut lowest = None;
        for attempt in 0..MAX_ATTEMPTS {
            match attempt_alone(&board, kind, level, seed, attempt) {
                Err(GenerateError::LevelNotReached { attempts: 1, .. }) => {}
                outcome => {
                    lowest = Some((attempt, outcome));
                    break;
                }
            }
        }
        let case = format!("{board} {kind:?} {level} seed {seed}");
        match lowest {
            Some((attempt, outcome)) => {
                assert!(attempt > 0, "{case}: the first attempt reaches the level");
                assert_eq!(outcome, whole, "{case}");
                assert_eq!(sequential.attempts(), attempt + 1, "{case}");
            }
            None => assert_eq!(
                whole,
                Err(GenerateError::LevelNotReached {
                    level,
                    attempts: MAX_ATTEMPTS
                }),
                "{case}"
            ),
        }
    }
}

#[test]
fn a_first_attempt_alone_is_the_sequential_puzzle_and_later_ones_stand_alone() {
    let board = Board::CHESS;
    for level in Level::ALL {
        let whole = made(&board, TourKind::Open, level, 7);
        let first = attempt_alone(&board, TourKind::Open, level, 7, 0);
        assert_eq!(first, Ok(whole), "{level}");
    }
    // Attempts far beyond those the sequential generator makes are still attempts.
    let late = attempt_alone(
        &Board::new(6, 6).unwrap(),
        TourKind::Open,
        Level::Easy,
        7,
        u32::MAX,
    );
    assert!(late.is_ok_and(|made| made.level == Level::Easy && made.seed == 7));
}

#[test]
fn bad_requests_are_refused_with_their_reason() {
    let big = Board::new(13, 8).unwrap();
    assert_eq!(
        Generator::new(&big, TourKind::Open, Level::Easy, 1).unwrap_err(),
        GenerateError::Puzzle(PuzzleError::BoardTooLarge { rows: 13, cols: 8 })
    );
    let small = Board::new(4, 4).unwrap();
    assert_eq!(
        Generator::new(&small, TourKind::Open, Level::Easy, 1).unwrap_err(),
        GenerateError::NoTour {
            kind: TourKind::Open,
            reason: Impossibility::TooThin
        }
    );
    let odd = Board::new(7, 7).unwrap();
    let error = Generator::new(&odd, TourKind::Closed, Level::Hard, 1).unwrap_err();
    assert_eq!(
        error,
        GenerateError::NoTour {
            kind: TourKind::Closed,
            reason: Impossibility::BothSidesOdd
        }
    );
    assert!(
        error
            .to_string()
            .starts_with("no closed tour exists on this board")
    );
    assert!(Level::named("expert").is_err());
}

#[test]
fn counting_finds_no_solution_and_several() {
    let board = Board::new(5, 5).unwrap();
    let apart = [
        Clue::new(Square::new(0, 0), 1),
        Clue::new(Square::new(0, 1), 2),
    ];
    let puzzle = Puzzle::new(board.clone(), TourKind::Open, apart).unwrap();
    assert_eq!(count_solutions(&puzzle), Solutions::None);
    assert!(brute_force(&puzzle, 2).is_empty());
    let loose = Puzzle::new(board, TourKind::Open, [Clue::new(Square::new(0, 0), 1)]).unwrap();
    let Solutions::Several(first, second) = count_solutions(&loose) else {
        panic!("a corner starts many tours of 5 x 5");
    };
    assert_ne!(first, second);
    assert!(loose.is_solution(&first) && loose.is_solution(&second));
    assert_eq!(
        Reasoner::new(&puzzle, Level::Hard).run().end,
        ReasoningEnd::NoSolution
    );
}
