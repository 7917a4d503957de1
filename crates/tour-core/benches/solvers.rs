//! Solver and validator timings: `cargo bench -p tour-core` (figures go in the README).

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use tour_core::{Algorithm, Board, MoveOrder, Square, validate_tour};

fn warnsdorff(c: &mut Criterion) {
    let mut group = c.benchmark_group("warnsdorff");
    for side in [8u16, 100, 500] {
        let board = Board::new(side, side).expect("side within range");
        group.bench_with_input(
            BenchmarkId::from_parameter(format!("{side}x{side}")),
            &board,
            |b, &board| {
                b.iter(|| {
                    Algorithm::Warnsdorff.solve(
                        black_box(board),
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
        .solve(board, Square::new(0, 0), MoveOrder::GOSSIP)
        .expect("start is on the board");
    c.bench_function("validate_tour/100x100", |b| {
        b.iter(|| validate_tour(black_box(board), black_box(run.path())))
    });
}

criterion_group!(benches, warnsdorff, validator);
criterion_main!(benches);
