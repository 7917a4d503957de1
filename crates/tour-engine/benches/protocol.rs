//! The messages' cost on a million squares: `cargo bench -p tour-engine --bench protocol`.
//!
//! A solve's report with `fast`'s closed tour of 1000 x 1000, an import job with that
//! tour pasted as a move list, and the import's report with the tour read back: each
//! encoded, and decoded back (the route through the validator), as the engine and the
//! page do on either side of a `postMessage`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tour_core::solver::Stats;
use tour_core::{Board, Square, Status, TourKind};
use tour_engine::protocol::{Job, Message, Report};

fn a_million_squares(c: &mut Criterion) {
    let board = Board::new(1000, 1000).expect("a board");
    let route = tour_core::tour(&board, Square::new(0, 0), TourKind::Closed).expect("a tour");
    let solved = Report::Solved {
        status: Status::Complete(TourKind::Closed),
        stats: Stats::default(),
        route: route.squares().to_vec(),
        micros: 15_000,
    };
    let import = Job::Import {
        board: board.clone(),
        text: route.algebraic().join(" "),
    };
    let imported = Report::Imported(Ok(route.clone()));
    let mut group = c.benchmark_group("protocol");
    group.sample_size(10);
    group.bench_function("solved 1000x1000 encode", |b| {
        b.iter(|| black_box(&solved).encode());
    });
    let message = solved.encode();
    group.bench_function("solved 1000x1000 decode", |b| {
        b.iter(|| Report::decode(black_box(&message)).expect("a report"));
    });
    group.bench_function("import 1000x1000 encode", |b| {
        b.iter(|| black_box(&import).encode());
    });
    let message = import.encode();
    group.bench_function("import 1000x1000 decode", |b| {
        b.iter(|| Job::decode(black_box(&message)).expect("a job"));
    });
    group.bench_function("imported 1000x1000 encode", |b| {
        b.iter(|| black_box(&imported).encode());
    });
    let message = imported.encode();
    group.bench_function("imported 1000x1000 decode", |b| {
        b.iter(|| Report::decode(black_box(&message)).expect("a report"));
    });
    group.finish();
}

criterion_group!(benches, a_million_squares);
criterion_main!(benches);
