//! Boards with holes and other leapers: `cargo bench -p tour-core --bench shapes`.
//!
//! Warnsdorff's rule on 200 x 200 with a tenth of the squares removed (the target
//! is 50 ms), and `fast` on a fixed sample of 8 x 8 boards with one to eight holes (the
//! exact search behind it should settle typical cases within a second).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tour_core::{Algorithm, Board, MoveOrder, Progress, Solver, Square, TourKind, solver::Fast};

/// A repeatable pseudo-random sequence (SplitMix64), so every run measures the same boards.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) % n
    }
}

/// `rows` x `cols` with `holes` squares removed at random (repeats merged).
fn holed(rng: &mut Rng, rows: u16, cols: u16, holes: u64) -> Board {
    let area = u64::from(rows) * u64::from(cols);
    let squares: Vec<Square> = (0..holes)
        .map(|_| {
            let i = rng.below(area);
            // Both below the sides, which are at most 1000.
            Square::new((i / u64::from(cols)) as u16, (i % u64::from(cols)) as u16)
        })
        .collect();
    Board::new(rows, cols)
        .and_then(|board| board.with_holes(squares))
        .expect("a board with squares left")
}

fn warnsdorff_with_holes(c: &mut Criterion) {
    let board = holed(&mut Rng(200), 200, 200, 4_000);
    let start = board.squares().next().expect("a square");
    let run = Algorithm::Warnsdorff
        .solve(board.clone(), start, MoveOrder::GOSSIP)
        .expect("on the board");
    eprintln!(
        "warnsdorff on 200x200 less {} holes: {} of {} squares, {:?}",
        board.hole_count(),
        run.path().len(),
        board.square_count(),
        run.status()
    );
    c.bench_function("warnsdorff/200x200-tenth-holes", |b| {
        b.iter(|| Algorithm::Warnsdorff.solve(black_box(board.clone()), start, MoveOrder::GOSSIP))
    });
    // Random holes strand Warnsdorff early; a board with its centre removed (a tenth of
    // the squares, as one 63 x 63 block) lets it walk most of the board.
    let centre = (68..131).flat_map(|row| (68..131).map(move |col| Square::new(row, col)));
    let ring = Board::new(200, 200)
        .and_then(|board| board.with_holes(centre))
        .expect("squares left");
    let corner = Square::new(0, 0);
    let run = Algorithm::Warnsdorff
        .solve(ring.clone(), corner, MoveOrder::GOSSIP)
        .expect("on the board");
    eprintln!(
        "warnsdorff on 200x200 less its centre: {} of {} squares, {:?}",
        run.path().len(),
        ring.square_count(),
        run.status()
    );
    c.bench_function("warnsdorff/200x200-centre-removed", |b| {
        b.iter(|| Algorithm::Warnsdorff.solve(black_box(ring.clone()), corner, MoveOrder::GOSSIP))
    });
}

/// The sample docs/library.md's figure describes: 24 boards 8 x 8 with one to eight random
/// holes, `fast` from the first square; those its budget cannot settle are left out of
/// the timing and counted in docs/library.md.
fn sample() -> Vec<Board> {
    let mut rng = Rng(8);
    (0..24)
        .map(|_| {
            let holes = 1 + rng.below(8);
            holed(&mut rng, 8, 8, holes)
        })
        .collect()
}

fn settle(board: &Board, budget: u64) -> bool {
    let start = board.squares().next().expect("a square");
    let mut fast = Fast::new(board.clone(), start, TourKind::Open, budget).expect("on the board");
    while let Progress::Running = fast.advance(1 << 16) {}
    !matches!(fast.status(), tour_core::Status::Undecided)
}

fn fast_with_holes(c: &mut Criterion) {
    let sample = sample();
    let settled: Vec<Board> = sample
        .iter()
        .filter(|board| settle(board, 20_000_000))
        .cloned()
        .collect();
    eprintln!(
        "fast on 8x8 with holes: {} of {} sample boards settled within 20,000,000 placements",
        settled.len(),
        sample.len()
    );
    let mut group = c.benchmark_group("fast-8x8-holes");
    group.sample_size(10);
    group.bench_function(format!("{}-settled-boards", settled.len()), |b| {
        b.iter(|| {
            settled
                .iter()
                .all(|board| settle(black_box(board), 20_000_000))
        })
    });
    group.finish();
}

criterion_group!(benches, warnsdorff_with_holes, fast_with_holes);
criterion_main!(benches);
