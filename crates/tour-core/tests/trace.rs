//! The pseudocode lines the solvers record: the same run as without them, lines that
//! replay to the route, and values that agree with the rules' own records.
#![cfg(feature = "trace")]

use proptest::prelude::*;
use tour_core::{
    Algorithm, Board, Event, Line, MoveOrder, Options, Square, Status, decisions, edge_score,
};

/// A run's events, traced and untraced, and the trace, each step's lines apart.
struct Traced {
    events: Vec<Event>,
    steps: Vec<Vec<Line>>,
    start: Vec<Line>,
    path: Vec<Square>,
    status: Status,
}

fn traced(algorithm: Algorithm, board: &Board, start: Square, options: &Options) -> Traced {
    let mut solver = algorithm
        .solver_with(board.clone(), start, options)
        .expect("a start on the board");
    let mut first = Vec::new();
    solver.trace_start(&mut first);
    let (mut events, mut steps) = (Vec::new(), Vec::new());
    loop {
        let mut lines = Vec::new();
        let event = solver.step_traced(&mut lines);
        if let Some(event) = event {
            events.push(event);
        }
        let done = event.is_none();
        steps.push(lines);
        if done {
            break;
        }
    }
    Traced {
        events,
        steps,
        start: first,
        path: solver.path().to_vec(),
        status: solver.status(),
    }
}

fn untraced(algorithm: Algorithm, board: &Board, start: Square, options: &Options) -> Traced {
    let mut solver = algorithm
        .solver_with(board.clone(), start, options)
        .expect("a start on the board");
    let mut events = Vec::new();
    while let Some(event) = solver.step() {
        events.push(event);
    }
    Traced {
        events,
        steps: Vec::new(),
        start: Vec::new(),
        path: solver.path().to_vec(),
        status: solver.status(),
    }
}

/// The route the lines say was walked: moves and tries add a square, retreats take one
/// back, restarts go back to the start.
fn replayed(trace: &Traced) -> Vec<Square> {
    let Some(Line::Start { at }) = trace.start.first().copied() else {
        panic!("the trace begins with the start: {:?}", trace.start)
    };
    let mut path = vec![at];
    for line in trace.steps.iter().flatten() {
        match *line {
            Line::Move { to, number } => {
                path.push(to);
                assert_eq!(number as usize, path.len(), "move numbers count the route");
            }
            Line::Try { square, depth } => {
                path.push(square);
                assert_eq!(depth as usize, path.len());
            }
            Line::Retreat { square, depth } => {
                assert_eq!(path.pop(), Some(square));
                assert_eq!(depth as usize, path.len());
            }
            Line::Restart { .. } => path.truncate(1),
            _ => {}
        }
    }
    path
}

/// The last line says how the run ended.
fn ends_as(trace: &Traced) -> bool {
    let last = trace
        .start
        .iter()
        .chain(trace.steps.iter().flatten())
        .last();
    matches!(
        (trace.status, last),
        (Status::Complete(_), Some(Line::Complete))
            | (Status::Stuck { .. }, Some(Line::Stuck { .. }))
            | (Status::BudgetExhausted, Some(Line::OutOfBudget { .. }))
            | (Status::NoTour, Some(Line::NoTour))
            | (Status::TriesExhausted, Some(Line::OutOfTries { .. }))
            | (Status::Impossible(_), Some(Line::Impossible))
            | (Status::Undecided, Some(Line::Undecided))
    )
}

fn options(algorithm: Algorithm, order: MoveOrder) -> Options {
    Options {
        order: (algorithm != Algorithm::Fast).then_some(order),
        budget: 20_000,
        tries: 50,
        seed: 7,
        ..Options::default()
    }
}

#[test]
fn warnsdorff_lines_carry_the_decisions_the_rule_records() {
    let board = Board::CHESS;
    let start = Square::new(5, 6);
    let trace = traced(
        Algorithm::Warnsdorff,
        &board,
        start,
        &options(Algorithm::Warnsdorff, MoveOrder::GOSSIP),
    );
    let why = decisions(
        Algorithm::Warnsdorff,
        board.clone(),
        MoveOrder::GOSSIP,
        &trace.path,
    )
    .expect("the rule's own run");
    assert_eq!(why.len(), trace.events.len());
    for (decision, lines) in why.iter().zip(&trace.steps) {
        let scored: Vec<_> = lines
            .iter()
            .filter_map(|line| match *line {
                Line::Score { from, candidate } => {
                    assert_eq!(from, decision.from);
                    Some(candidate)
                }
                _ => None,
            })
            .collect();
        assert_eq!(scored, decision.candidates());
        // The last candidate kept is the one chosen.
        let kept = lines.iter().rev().find_map(|line| match *line {
            Line::Keep {
                candidate,
                previous,
            } if previous.is_none_or(|p| candidate.score < p.score) => Some(candidate),
            _ => None,
        });
        assert_eq!(kept, Some(decision.chosen()));
    }
}

#[test]
fn the_table_is_lowered_by_one_after_each_reading() {
    let trace = traced(
        Algorithm::Accessibility,
        &Board::CHESS,
        Square::new(0, 0),
        &options(Algorithm::Accessibility, MoveOrder::DEITEL),
    );
    let all: Vec<Line> = trace.steps.iter().flatten().copied().collect();
    let mut lowered = 0;
    for pair in all.windows(3) {
        if let [
            Line::Score { candidate, .. },
            Line::Keep { .. },
            Line::Lower { square, value },
        ] = *pair
        {
            assert_eq!((square, value), (candidate.square, candidate.score - 1));
            lowered += 1;
        }
    }
    assert!(lowered > 63, "every candidate read is lowered");
}

#[test]
fn backtracking_lists_follow_each_preference() {
    let board = Board::new(5, 5).unwrap();
    let start = Square::new(0, 0);
    for algorithm in [Algorithm::Backtrack, Algorithm::BacktrackEdge] {
        let trace = traced(
            algorithm,
            &board,
            start,
            &options(algorithm, MoveOrder::ITHOME),
        );
        let lists = trace.steps.iter().flatten().chain(&trace.start);
        let mut seen = 0;
        for line in lists {
            if let Line::List { options, .. } = line {
                let scores: Vec<u16> = options
                    .squares()
                    .iter()
                    .map(|&s| edge_score(&board, s))
                    .collect();
                if algorithm == Algorithm::BacktrackEdge {
                    assert!(scores.is_sorted(), "nearest a corner first: {scores:?}");
                }
                seen += 1;
            }
        }
        let placed = trace
            .events
            .iter()
            .filter(|e| matches!(e, Event::Placed(_)))
            .count();
        assert_eq!(seen, placed + 1, "{algorithm:?} lists once per placement");
    }
    let plain = traced(
        Algorithm::Backtrack,
        &board,
        start,
        &options(Algorithm::Backtrack, MoveOrder::ITHOME),
    );
    assert!(
        plain
            .steps
            .iter()
            .flatten()
            .any(|l| matches!(l, Line::Retreat { .. })),
        "move order alone retreats on 5x5"
    );
    {}
}

#[test]
fn the_random_walk_draws_restarts_and_keeps_the_longest() {
    let trace = traced(
        Algorithm::Random,
        &Board::new(5, 5).unwrap(),
        Square::new(0, 1),
        &options(Algorithm::Random, MoveOrder::DEITEL),
    );
    let lines: Vec<Line> = trace.steps.iter().flatten().copied().collect();
    let restarts = lines
        .iter()
        .filter(|l| matches!(l, Line::Restart { .. }))
        .count();
    assert!(restarts > 0, "no tour starts on b5: the walk restarts");
    let mut best = 0;
    for line in &lines {
        if let Line::DeadEnd {
            length, best: b, ..
        } = *line
        {
            best = best.max(length);
            assert_eq!(b, best, "the longest walk so far");
        }
    }
    assert_eq!(
        lines.last(),
        Some(&Line::OutOfTries { best }),
        "{:?}",
        &lines[lines.len() - 4..]
    );
}

#[test]
fn fast_says_which_theorem_and_method() {
    let cases = [
        (
            Board::CHESS,
            Line::Theorem {
                decided: Some(true),
            },
        ),
        (
            Board::new(3, 3).unwrap(),
            Line::Theorem {
                decided: Some(false),
            },
        ),
    ];
    for (board, theorem) in cases {
        let trace = traced(
            Algorithm::Fast,
            &board,
            Square::new(0, 0),
            &Options::default(),
        );
        assert_eq!(trace.steps[0].first(), Some(&theorem), "{board}");
        assert!(ends_as(&trace));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Tracing changes nothing about the run, the lines replay to its route, and the
    /// last line says how it ended.
    #[test]
    fn tracing_is_faithful(
        rows in 1u16..=6,
        cols in 1u16..=6,
        at in (0u16..6, 0u16..6),
        which in 0usize..Algorithm::ALL.len(),
        order in prop::sample::select(MoveOrder::ALL.to_vec()),
    ) {
        let board = Board::new(rows, cols).unwrap();
        let start = Square::new(at.0 % rows, at.1 % cols);
        let algorithm = Algorithm::ALL[which];
        let options = options(algorithm, order);
        let traced = traced(algorithm, &board, start, &options);
        let plain = untraced(algorithm, &board, start, &options);
        prop_assert_eq!(&traced.events, &plain.events);
        prop_assert_eq!(&traced.path, &plain.path);
        prop_assert_eq!(traced.status, plain.status);
        prop_assert!(ends_as(&traced), "{:?} ends with {:?}", traced.status, traced.steps.last());
        if algorithm != Algorithm::Fast {
            let replay = replayed(&traced);
            // The random walk's result is its longest try, not necessarily the last.
            if traced.status != Status::TriesExhausted {
                prop_assert_eq!(replay, traced.path);
            }
        }
    }
}
