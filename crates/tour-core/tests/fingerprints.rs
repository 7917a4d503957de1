//! Every solver's exact behaviour, pinned: for a wide sample of boards (every size up to
//! 8 x 8, holes, other leapers, boards of up to 64, up to 128 and over 128 squares), each
//! start and each algorithm, a hash of the run's status, counters and every square of its
//! route; for the backtracking searches also of every event a step reports; for the
//! exact search and the counts, their outcomes and position counts.
//!
//! `fixtures/fingerprints.txt` holds the figures the reference implementation gave
//! (`FINGERPRINTS=write cargo test -p tour-core --test fingerprints` writes it). Any
//! change to a move order, a tie-break, a placement count or a route shows up here as the
//! name of the first case that differs.
//!
//! The figures are those of the default features: without `trace` there are no lines to
//! pin.
#![cfg(feature = "trace")]

use std::fmt::Write as _;

use tour_core::{
    Algorithm, Board, Leaper, MoveOrder, Options, Progress, Solver, Square, TourKind,
    solver::Event,
    theory::{Completion, SearchOutcome, count_tours, search_tour},
};

/// FNV-1a, 64 bits: stable across platforms and Rust versions.
#[derive(Clone, Copy)]
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    fn add(&mut self, value: u64) {
        for byte in value.to_le_bytes() {
            self.0 ^= u64::from(byte);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
    fn square(&mut self, square: Square) {
        self.add(u64::from(square.row()) << 16 | u64::from(square.col()));
    }
}

fn run_hash(solver: &dyn Solver) -> u64 {
    let mut hash = Fnv::new();
    let stats = solver.stats();
    for value in [stats.placed, stats.retreats, stats.restarts, stats.best] {
        hash.add(value);
    }
    for byte in solver.status().id().bytes() {
        hash.add(u64::from(byte));
    }
    for &square in solver.path() {
        hash.square(square);
    }
    hash.0
}

fn event_hash(hash: &mut Fnv, event: Event) {
    match event {
        Event::Placed(square) => {
            hash.add(1);
            hash.square(square);
        }
        Event::Retreated(square) => {
            hash.add(2);
            hash.square(square);
        }
        Event::Restarted => hash.add(3),
    }
}

fn boards() -> Vec<(String, Board)> {
    let mut boards = Vec::new();
    for rows in 1..=8u16 {
        for cols in 1..=8u16 {
            boards.push((format!("{rows}x{cols}"), Board::new(rows, cols).unwrap()));
        }
    }
    for (rows, cols) in [(9, 9), (8, 16), (11, 11), (9, 10), (12, 12), (10, 13)] {
        boards.push((format!("{rows}x{cols}"), Board::new(rows, cols).unwrap()));
    }
    let holes = |board: Board, squares: &[(u16, u16)]| {
        board
            .with_holes(squares.iter().map(|&(r, c)| Square::new(r, c)))
            .unwrap()
    };
    boards.push((
        "8x8-centre".into(),
        holes(Board::CHESS, &[(3, 3), (3, 4), (4, 3), (4, 4)]),
    ));
    boards.push((
        "7x9-scattered".into(),
        holes(Board::new(7, 9).unwrap(), &[(0, 4), (2, 2), (5, 7), (6, 0)]),
    ));
    boards.push((
        "12x12-ring".into(),
        holes(
            Board::new(12, 12).unwrap(),
            &[(5, 5), (5, 6), (6, 5), (6, 6)],
        ),
    ));
    for (name, leaper) in [
        ("camel", Leaper::CAMEL),
        ("zebra", Leaper::ZEBRA),
        ("giraffe", Leaper::GIRAFFE),
        ("wazir", Leaper::new(0, 1).unwrap()),
        ("ferz", Leaper::new(1, 1).unwrap()),
        ("dabbaba-2-2", Leaper::new(2, 2).unwrap()),
        ("0-3", Leaper::new(0, 3).unwrap()),
    ] {
        for (rows, cols) in [(8, 8), (10, 10), (6, 9)] {
            let board = Board::new(rows, cols).unwrap().with_leaper(leaper);
            boards.push((format!("{rows}x{cols}-{name}"), board));
        }
    }
    boards
}

const ORDERS: [MoveOrder; 4] = MoveOrder::ALL;

/// The greedy rules and the random walk from every start, in every order.
fn greedy_lines(out: &mut String) {
    for (name, board) in boards() {
        for algorithm in [
            Algorithm::Warnsdorff,
            Algorithm::Accessibility,
            Algorithm::Random,
        ] {
            let mut all = Fnv::new();
            for start in board.squares() {
                for order in ORDERS {
                    let options = Options {
                        order: Some(order),
                        tries: 20,
                        seed: 7,
                        ..Options::default()
                    };
                    let mut solver = algorithm
                        .solver_with(board.clone(), start, &options)
                        .unwrap();
                    let _ = solver.advance(u64::MAX);
                    all.add(run_hash(solver.as_ref()));
                }
            }
            writeln!(out, "{name} {algorithm} {:016x}", all.0).unwrap();
        }
    }
}

/// The three searches from every start, in every order, within a small budget, driven
/// both by `advance` in uneven slices and step by step (hashing every event).
fn search_lines(out: &mut String) {
    for (name, board) in boards() {
        let budget = if board.area() <= 64 { 4_000 } else { 1_500 };
        for algorithm in [
            Algorithm::Backtrack,
            Algorithm::BacktrackEdge,
            Algorithm::BacktrackWarnsdorff,
        ] {
            let (mut runs, mut events) = (Fnv::new(), Fnv::new());
            for start in board.squares() {
                for order in ORDERS {
                    let options = Options {
                        order: Some(order),
                        budget,
                        ..Options::default()
                    };
                    let mut sliced = algorithm
                        .solver_with(board.clone(), start, &options)
                        .unwrap();
                    let mut slice = 1;
                    while sliced.advance(slice).is_running() {
                        slice = slice * 3 % 1_000 + 1;
                    }
                    let mut stepped = algorithm
                        .solver_with(board.clone(), start, &options)
                        .unwrap();
                    while let Some(event) = stepped.step() {
                        event_hash(&mut events, event);
                    }
                    let (a, b) = (run_hash(sliced.as_ref()), run_hash(stepped.as_ref()));
                    assert_eq!(
                        a, b,
                        "{name} {start:?} {algorithm} {order}: advance and step"
                    );
                    runs.add(a);
                }
            }
            writeln!(out, "{name} {algorithm} {:016x} {:016x}", runs.0, events.0).unwrap();
        }
    }
}

/// Longer runs: Warnsdorff on large boards, the searches with larger budgets.
fn long_lines(out: &mut String) {
    let warnsdorff = [
        (100, 100, 0, 0),
        (100, 100, 37, 61),
        (57, 203, 12, 100),
        (500, 500, 250, 1),
    ];
    for (rows, cols, r, c) in warnsdorff {
        for order in ORDERS {
            let board = Board::new(rows, cols).unwrap();
            let options = Options {
                order: Some(order),
                ..Options::default()
            };
            let mut solver = Algorithm::Warnsdorff
                .solver_with(board, Square::new(r, c), &options)
                .unwrap();
            let _ = solver.advance(u64::MAX);
            writeln!(
                out,
                "warnsdorff {rows}x{cols} {r},{c} {order} {:016x}",
                run_hash(solver.as_ref())
            )
            .unwrap();
        }
    }
    let searches = [
        (8, 8, 0, 0),
        (8, 8, 3, 5),
        (9, 10, 0, 0),
        (11, 11, 5, 5),
        (20, 20, 0, 0),
    ];
    for (rows, cols, r, c) in searches {
        for algorithm in [
            Algorithm::Backtrack,
            Algorithm::BacktrackEdge,
            Algorithm::BacktrackWarnsdorff,
        ] {
            let board = Board::new(rows, cols).unwrap();
            let options = Options {
                budget: 300_000,
                ..Options::default()
            };
            let mut solver = algorithm
                .solver_with(board, Square::new(r, c), &options)
                .unwrap();
            let _ = solver.advance(u64::MAX);
            writeln!(
                out,
                "search {rows}x{cols} {r},{c} {algorithm} {:016x}",
                run_hash(solver.as_ref())
            )
            .unwrap();
        }
    }
}

fn outcome_hash(hash: &mut Fnv, outcome: &SearchOutcome) {
    match outcome {
        SearchOutcome::Found(route) => {
            hash.add(1);
            for &square in route {
                hash.square(square);
            }
        }
        SearchOutcome::Exhausted { positions } => {
            hash.add(2);
            hash.add(*positions);
        }
        SearchOutcome::OutOfBudget { positions } => {
            hash.add(3);
            hash.add(*positions);
        }
    }
}

/// The exact search, its completions and the counts.
fn exact_lines(out: &mut String) {
    for (name, board) in boards() {
        if board.square_count() > 100 {
            continue;
        }
        let (mut searched, mut completed) = (Fnv::new(), Fnv::new());
        for start in board.squares() {
            for kind in [TourKind::Open, TourKind::Closed] {
                let outcome = search_tour(&board, start, kind, 20_000).unwrap();
                outcome_hash(&mut searched, &outcome);
            }
            // A hint from a two-square walk, as play mode asks.
            if let Some(next) = board.moves(start, &MoveOrder::GOSSIP).next() {
                let mut completion =
                    Completion::new(board.clone(), &[start, next], TourKind::Open, 20_000).unwrap();
                let outcome = loop {
                    if let Progress::Done(outcome) = completion.advance(777) {
                        break outcome;
                    }
                };
                outcome_hash(&mut completed, &outcome);
            }
        }
        writeln!(out, "exact {name} {:016x} {:016x}", searched.0, completed.0).unwrap();
        if board.square_count() <= 25 {
            for wanted in [TourKind::Open, TourKind::Closed] {
                let count = count_tours(&board, None, wanted).unwrap();
                writeln!(
                    out,
                    "count {name} {wanted:?} {} {} {}",
                    count.directed, count.undirected, count.positions
                )
                .unwrap();
            }
        }
    }
}

/// The code panel's lines: every solver stepped with `step_traced` for its first
/// 3,000 steps from a few starts, each line hashed by its debug form.
fn trace_lines(out: &mut String) {
    for (name, board) in boards() {
        if ![
            "5x5",
            "6x6",
            "8x8",
            "3x4",
            "8x8-centre",
            "8x8-camel",
            "9x10",
        ]
        .contains(&name.as_str())
        {
            continue;
        }
        for algorithm in Algorithm::ALL {
            let mut hash = Fnv::new();
            for start in board.squares().step_by(7) {
                let options = Options {
                    tries: 20,
                    seed: 7,
                    ..Options::default()
                };
                let mut solver = algorithm
                    .solver_with(board.clone(), start, &options)
                    .unwrap();
                let mut lines = Vec::new();
                solver.trace_start(&mut lines);
                for _ in 0..3_000 {
                    if solver.step_traced(&mut lines).is_none() {
                        break;
                    }
                }
                for line in &lines {
                    for byte in format!("{line:?}").bytes() {
                        hash.add(u64::from(byte));
                    }
                }
                hash.add(run_hash(solver.as_ref()));
            }
            writeln!(out, "trace {name} {algorithm} {:016x}", hash.0).unwrap();
        }
    }
}

#[test]
fn every_solver_behaves_exactly_as_pinned() {
    let mut out = String::new();
    greedy_lines(&mut out);
    search_lines(&mut out);
    long_lines(&mut out);
    exact_lines(&mut out);
    trace_lines(&mut out);
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/fingerprints.txt"
    );
    if std::env::var("FINGERPRINTS").as_deref() == Ok("write") {
        std::fs::write(path, &out).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(path).unwrap();
    for (line, (want, got)) in expected.lines().zip(out.lines()).enumerate() {
        assert_eq!(want, got, "line {}", line + 1);
    }
    assert_eq!(expected.lines().count(), out.lines().count());
}
