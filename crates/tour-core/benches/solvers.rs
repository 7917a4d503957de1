//! Solver and validator timings: `cargo bench -p tour-core` (figures go in docs/library.md).

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use tour_core::{
    Algorithm, Board, MoveOrder, Options, Square, TourKind, route::validate_tour, survey::Survey,
    theory::count_tours,
};

/// Warnsdorff from a1 (seed square `(side - 1, 0)`): 8x8 runs its whole tour, 500x500 and
/// 1000x1000 get stuck after 205,519 and 869,355 squares.
fn warnsdorff(c: &mut Criterion) {
    let mut group = c.benchmark_group("warnsdorff");
    group.sample_size(20);
    for side in [8u16, 100, 500, 1000] {
        let board = Board::new(side, side).expect("side within range");
        group.bench_with_input(
            BenchmarkId::from_parameter(format!("{side}x{side}")),
            &board,
            |b, board| {
                b.iter(|| {
                    Algorithm::Warnsdorff.solve(
                        black_box(board.clone()),
                        Square::new(side - 1, 0),
                        MoveOrder::GOSSIP,
                    )
                })
            },
        );
    }
    group.finish();
}

fn validator(c: &mut Criterion) {
    let board = Board::new(100, 100).expect("side within range");
    let run = Algorithm::Warnsdorff
        .solve(board.clone(), Square::new(0, 0), MoveOrder::GOSSIP)
        .expect("start is on the board");
    c.bench_function("validate_tour/100x100", |b| {
        b.iter(|| validate_tour(black_box(&board), black_box(run.path())))
    });
}

/// Seed 002's corner-first search on its largest board (266,247 placements).
fn backtrack_edge(c: &mut Criterion) {
    let board = Board::new(9, 10).expect("side within range");
    c.bench_function("backtrack-edge/9x10", |b| {
        b.iter(|| {
            Algorithm::BacktrackEdge.solve_with(
                black_box(board.clone()),
                Square::new(0, 0),
                &Options::default(),
            )
        })
    });
}

/// Seed 002's plain backtracking on 8x8 from a1: its whole budget of 10,000,000
/// placements.
fn backtrack(c: &mut Criterion) {
    let mut group = c.benchmark_group("backtrack");
    group.sample_size(10);
    group.bench_function("8x8/a1/10M", |b| {
        b.iter(|| {
            Algorithm::Backtrack.solve_with(
                black_box(Board::CHESS),
                Square::new(7, 0),
                &Options::default(),
            )
        })
    });
    group.finish();
}

/// Seed 004's survey: Warnsdorff from all 64 starts; and seed 002's plain backtracking
/// from all 64 (640,000,000 placements, seconds an iteration).
fn survey(c: &mut Criterion) {
    c.bench_function("survey/warnsdorff/8x8", |b| {
        b.iter(|| {
            Survey::run(
                black_box(Board::CHESS),
                Algorithm::Warnsdorff,
                Options::default(),
            )
        })
    });
    let mut group = c.benchmark_group("survey/backtrack");
    group.sample_size(10);
    group.bench_function("8x8", |b| {
        b.iter(|| {
            Survey::run(
                black_box(Board::CHESS),
                Algorithm::Backtrack,
                Options::default(),
            )
        })
    });
    group.finish();
}

/// The exact count of 6x6's closed tours (9,862), 812,127 positions.
fn count(c: &mut Criterion) {
    let board = Board::new(6, 6).expect("side within range");
    c.bench_function("count/6x6/closed", |b| {
        b.iter(|| count_tours(black_box(&board), None, TourKind::Closed))
    });
}

/// Issue 4's targets: a closed tour of 1000 x 1000 and an open tour of 999 x 999, from an
/// arbitrary start, validated (`solve_with` runs the validator).
fn fast(c: &mut Criterion) {
    let mut group = c.benchmark_group("fast");
    group.sample_size(20);
    // From a corner and from inside: a1, qa417 (1000x1000), sb500 (999x999).
    let cases = [
        ("closed/1000x1000", 1000, 1000, Square::new(417, 262), true),
        ("closed/1000x1000/a1", 1000, 1000, Square::new(999, 0), true),
        (
            "closed/1000x1000/qa417",
            1000,
            1000,
            Square::new(583, 442),
            true,
        ),
        ("open/999x999", 999, 999, Square::new(500, 314), false),
        ("open/999x999/a1", 999, 999, Square::new(998, 0), false),
        ("open/999x999/sb500", 999, 999, Square::new(499, 495), false),
        ("closed/100x100", 100, 100, Square::new(41, 17), true),
    ];
    for (name, rows, cols, start, closed) in cases {
        let board = Board::new(rows, cols).expect("side within range");
        let options = Options {
            ends: TourKind::closed(closed).into(),
            ..Options::default()
        };
        group.bench_function(name, |b| {
            b.iter(|| Algorithm::Fast.solve_with(black_box(board.clone()), start, &options))
        });
    }
    group.finish();
}

criterion_group!(
    benches,
    warnsdorff,
    validator,
    backtrack_edge,
    backtrack,
    survey,
    count,
    fast
);
criterion_main!(benches);
