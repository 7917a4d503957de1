//! The pseudocode lines the solvers record: the same run as without them, lines that
//! replay to the route, and values that agree with the rules' own records.
#![cfg(feature = "trace")]

use std::collections::BTreeSet;

use proptest::prelude::*;
use tour_core::{
    Algorithm, Board, Ends, MoveOrder, Options, Square, Status, TourKind,
    solver::{Event, decisions, edge_score},
    trace::{BuildStep, Line},
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

/// The moves of a route as unordered pairs, with the closing move of a cycle.
fn moves_of(route: &[Square], closed: bool) -> BTreeSet<(Square, Square)> {
    let pair = |a: Square, b: Square| (a.min(b), a.max(b));
    let mut moves: BTreeSet<_> = route.windows(2).map(|w| pair(w[0], w[1])).collect();
    if closed && route.len() > 2 {
        moves.insert(pair(route[route.len() - 1], route[0]));
    }
    moves
}

#[test]
fn fast_records_its_construction_and_the_steps_rebuild_the_tour() {
    let cases = [
        (Board::new(20, 20).unwrap(), Square::new(3, 4), None, true),
        (Board::new(15, 17).unwrap(), Square::new(0, 0), None, false),
        (
            Board::new(12, 16).unwrap(),
            Square::new(0, 0),
            Some(Square::new(11, 14)),
            false,
        ),
    ];
    for (board, start, end, closed) in cases {
        let options = Options {
            ends: end.map_or(TourKind::closed(closed).into(), Ends::to),
            ..Options::default()
        };
        let mut solver = Algorithm::Fast
            .solver_with(board.clone(), start, &options)
            .unwrap();
        let mut lines = Vec::new();
        solver.trace_start(&mut lines);
        while solver.step_traced(&mut lines).is_some() {}
        assert!(solver.status().is_complete(), "{board}");
        let built = solver.build_steps();
        let named: Vec<u32> = lines
            .iter()
            .filter_map(|line| match line {
                Line::Build { step } => Some(*step),
                _ => None,
            })
            .collect();
        assert_eq!(
            named,
            (0..built.len() as u32).collect::<Vec<_>>(),
            "{board}: a line per step"
        );
        let BuildStep::Tiles(tiles) = &built[0] else {
            panic!("{board}: the tiling first")
        };
        let mut moves = BTreeSet::new();
        let (mut toured, mut joins) = (0, 0);
        for step in built {
            match step {
                BuildStep::Corridor(route) => moves.extend(moves_of(route, false)),
                BuildStep::TileTour { route, closed, .. } => {
                    moves.extend(moves_of(route, *closed));
                    toured += 1;
                }
                BuildStep::Join { removed, added, .. } => {
                    for &(a, b) in removed {
                        assert!(
                            moves.remove(&(a.min(b), a.max(b))),
                            "{board}: removes a move it has"
                        );
                    }
                    for &(a, b) in added {
                        assert!(Board::is_knight_move(a, b));
                        moves.insert((a.min(b), a.max(b)));
                    }
                    joins += 1;
                }
                _ => {}
            }
        }
        assert!(matches!(built.last(), Some(BuildStep::Walk { start: s }) if *s == start));
        assert!(
            tiles.len() > 1 && joins > 0,
            "{board}: tiles {}, joins {joins}",
            tiles.len()
        );
        assert!(toured <= tiles.len());
        let tour_closed = solver.status() == Status::Complete(tour_core::TourKind::Closed);
        assert_eq!(
            moves,
            moves_of(solver.path(), tour_closed),
            "{board}: the steps rebuild the tour"
        );
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
