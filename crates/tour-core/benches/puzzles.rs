//! Puzzle generation: `cargo bench -p tour-core --bench puzzles`.
//!
//! The targets are for the browser (WebAssembly, slower than native): 8 x 8 at any level
//! within 2 s, 10 x 10 within 10 s. Each bench makes the puzzles of three fixed seeds, so
//! a run measures the same work every time.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use tour_core::{
    Board, TourKind,
    puzzle::{Level, Puzzle, count_solutions, generate_puzzle, grade},
};

const SEEDS: [u64; 3] = [1, 2, 3];

fn generation(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(8));
    for (rows, cols, kind) in [
        (8, 8, TourKind::Open),
        (8, 8, TourKind::Closed),
        (10, 10, TourKind::Open),
    ] {
        let board = Board::new(rows, cols).expect("a board");
        for level in Level::ALL {
            let name = format!("{board}-{}/{level}", kind.as_str());
            group.bench_function(name, |b| {
                b.iter(|| {
                    for seed in SEEDS {
                        let made = generate_puzzle(black_box(&board), kind, level, seed);
                        black_box(made.expect("a puzzle"));
                    }
                })
            });
        }
    }
    group.finish();
}

fn checking(c: &mut Criterion) {
    let board = Board::CHESS;
    let hard: Vec<Puzzle> = SEEDS
        .iter()
        .map(|&seed| {
            generate_puzzle(&board, TourKind::Open, Level::Hard, seed)
                .expect("a puzzle")
                .puzzle
        })
        .collect();
    let mut group = c.benchmark_group("check");
    group.sample_size(20);
    group.bench_function("count/8x8-open/hard", |b| {
        b.iter(|| {
            for puzzle in &hard {
                black_box(count_solutions(black_box(puzzle)));
            }
        })
    });
    group.bench_function("grade/8x8-open/hard", |b| {
        b.iter(|| {
            for puzzle in &hard {
                black_box(grade(black_box(puzzle)));
            }
        })
    });
    group.finish();
}

criterion_group!(benches, generation, checking);
criterion_main!(benches);
