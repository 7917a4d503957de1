//! Thin-board programme timings: `cargo bench -p tour-core --bench thin`.
//!
//! The frontier tables are shared and filled on first use, so these are the figures of a
//! warm process; the first query on a width also pays for its tables (reported by the
//! `cold` test in `tests/thin.rs`).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tour_core::{Board, Ends, Square, thin::ThinBoard};

fn thin(rows: u16, cols: u16) -> ThinBoard {
    ThinBoard::new(Board::new(rows, cols).expect("side within range")).expect("thin")
}

/// Open tours of 3 x 1000 and 4 x 1000 from a square in the middle, validated, and a
/// closed tour of 3 x 1000.
fn tours(c: &mut Criterion) {
    let mut group = c.benchmark_group("thin-tour");
    group.sample_size(20);
    let cases = [
        (
            "open/3x1000",
            thin(3, 1000),
            Square::new(0, 417),
            Ends::OPEN,
        ),
        (
            "open/4x1000",
            thin(4, 1000),
            Square::new(3, 417),
            Ends::OPEN,
        ),
        (
            "open-to-end/4x1000",
            thin(4, 1000),
            Square::new(0, 417),
            Ends::to(Square::new(0, 600)),
        ),
        (
            "closed/3x1000",
            thin(3, 1000),
            Square::new(1, 417),
            Ends::CLOSED,
        ),
    ];
    for (name, board, start, ends) in cases {
        group.bench_function(name, |b| {
            b.iter(|| black_box(board.clone()).tour(start, ends))
        });
    }
    group.finish();
}

/// Every square of 4 x 1000 as a start, and as a start of a tour to a fixed end.
fn starts(c: &mut Criterion) {
    let mut group = c.benchmark_group("thin-starts");
    group.sample_size(10);
    let board = thin(4, 1000);
    group.bench_function("open/4x1000", |b| {
        b.iter(|| black_box(board.clone()).starts(Ends::OPEN))
    });
    group.bench_function("open-to-end/4x1000", |b| {
        b.iter(|| black_box(board.clone()).starts(Ends::to(Square::new(0, 500))))
    });
    let board = thin(3, 1000);
    group.bench_function("open/3x1000", |b| {
        b.iter(|| black_box(board.clone()).starts(Ends::OPEN))
    });
    group.finish();
}

criterion_group!(benches, tours, starts);
criterion_main!(benches);
