//! A run's JSON document on a million squares: `cargo bench -p tour-core --bench json`.
//!
//! `fast`'s closed tour of 1000 x 1000 written by `RunJson` (serde_json for its keys, the
//! route's names by hand: see `RunJson::write`) and read back by `read_run_json` (serde_json,
//! then the validator), as the CLI's `--format json` and the page's Export and Import do.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tour_core::text::{RunJson, read_run_json};
use tour_core::{Board, Square, TourKind};

fn json_of_a_million_squares(c: &mut Criterion) {
    let board = Board::new(1000, 1000).expect("a board");
    let route = tour_core::tour(&board, Square::new(0, 0), TourKind::Closed).expect("a tour");
    let text = RunJson::new(&route, "fast", "complete").to_string();
    let mut group = c.benchmark_group("json");
    group.sample_size(10);
    group.bench_function("write 1000x1000", |b| {
        b.iter(|| RunJson::new(black_box(&route), "fast", "complete").to_string());
    });
    group.bench_function("read 1000x1000", |b| {
        b.iter(|| read_run_json(black_box(&text)).expect("the route"));
    });
    group.finish();
}

criterion_group!(benches, json_of_a_million_squares);
criterion_main!(benches);
