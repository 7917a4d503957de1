//! Thin-board programme timings: `cargo bench -p tour-core --bench thin`.
//!
//! The frontier tables are shared and filled on first use, so these are the figures of a
//! warm process; the first query on a width also pays for its tables (reported by the
//! `cold` test in `tests/thin.rs`).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tour_core::{Board, Square, TourKind, thin::ThinBoard};

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
            None,
            TourKind::Open,
        ),
        (
            "open/4x1000",
            thin(4, 1000),
            Square::new(3, 417),
            None,
            TourKind::Open,
        ),
        (
            "open-to-end/4x1000",
            thin(4, 1000),
            Square::new(0, 417),
            Some(Square::new(0, 600)),
            TourKind::Open,
        ),
        (
            "closed/3x1000",
            thin(3, 1000),
            Square::new(1, 417),
            None,
            TourKind::Closed,
        ),
    ];
    for (name, board, start, end, wanted) in cases {
        group.bench_function(name, |b| {
            b.iter(|| black_box(board.clone()).tour(start, end, wanted))
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
        b.iter(|| black_box(board.clone()).starts(None, TourKind::Open))
    });
    group.bench_function("open-to-end/4x1000", |b| {
        b.iter(|| black_box(board.clone()).starts(Some(Square::new(0, 500)), TourKind::Open))
    });
    let board = thin(3, 1000);
    group.bench_function("open/3x1000", |b| {
        b.iter(|| black_box(board.clone()).starts(None, TourKind::Open))
    });
    group.finish();
}

criterion_group!(benches, tours, starts);
criterion_main!(benches);
