//! Solver and validator timings: `cargo bench -p tour-core` (figures go in docs/library.md).

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use tour_core::{Algorithm, Board, MoveOrder, Options, Square, Survey, validate_tour};

fn warnsdorff(c: &mut Criterion) {
    let mut group = c.benchmark_group("warnsdorff");
    for side in [8u16, 100, 500] {
        let board = Board::new(side, side).expect("side within range");
        group.bench_with_input(
            BenchmarkId::from_parameter(format!("{side}x{side}")),
            &board,
            |b, board| {
                b.iter(|| {
                    Algorithm::Warnsdorff.solve(
                        black_box(board.clone()),
                        Square::new(0, 0),
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

/// Seed 004's survey: Warnsdorff from all 64 starts.
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
}

/// Issue 4's targets: a closed tour of 1000 x 1000 and an open tour of 999 x 999, from an
/// arbitrary start, validated (`solve_with` runs the validator).
fn fast(c: &mut Criterion) {
    let mut group = c.benchmark_group("fast");
    group.sample_size(20);
    let cases = [
        ("closed/1000x1000", 1000, 1000, Square::new(417, 262), true),
        ("open/999x999", 999, 999, Square::new(500, 314), false),
        ("closed/100x100", 100, 100, Square::new(41, 17), true),
    ];
    for (name, rows, cols, start, closed) in cases {
        let board = Board::new(rows, cols).expect("side within range");
        let options = Options {
            closed,
            ..Options::default()
        };
        group.bench_function(name, |b| {
            b.iter(|| Algorithm::Fast.solve_with(black_box(board.clone()), start, &options))
        });
    }
    group.finish();
}

criterion_group!(benches, warnsdorff, validator, backtrack_edge, survey, fast);
criterion_main!(benches);
