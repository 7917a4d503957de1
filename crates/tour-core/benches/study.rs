//! What makes a tour special, on a million squares: `cargo bench -p tour-core --bench study`.
//!
//! Every fact of `study::Properties` for `fast`'s closed tour of 1000 x 1000: the sums,
//! the six symmetries, the halves and quadrants, and the crossings cell by cell (about 8 ms).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tour_core::study::Properties;
use tour_core::{Board, Square, TourKind};

fn study_a_million_squares(c: &mut Criterion) {
    let board = Board::new(1000, 1000).expect("a board");
    let route = tour_core::tour(&board, Square::new(0, 0), TourKind::Closed).expect("a tour");
    let mut group = c.benchmark_group("study");
    group.sample_size(10);
    group.bench_function("1000x1000", |b| {
        b.iter(|| Properties::of(black_box(&route)).expect("a complete tour"));
    });
    group.finish();
}

criterion_group!(benches, study_a_million_squares);
criterion_main!(benches);
