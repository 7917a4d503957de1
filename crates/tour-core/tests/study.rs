//! `study` on tours from `tour`: the facts against checks written independently here.

mod study {
    use std::collections::BTreeSet;

    use proptest::prelude::*;
    use tour_core::study::{Properties, Transform};
    use tour_core::{Board, Leaper, Route, Square, TourKind};

    /// The crossing point of two segments inside both, as exact fractions
    /// `(x numerator, y numerator, denominator)` in lowest terms, by Cramer's rule.
    fn meet(a: [(i64, i64); 2], b: [(i64, i64); 2]) -> Option<(i64, i64, i64)> {
        let (p, r) = (a[0], (a[1].0 - a[0].0, a[1].1 - a[0].1));
        let (q, s) = (b[0], (b[1].0 - b[0].0, b[1].1 - b[0].1));
        let cross = |u: (i64, i64), v: (i64, i64)| u.0 * v.1 - u.1 * v.0;
        let d = cross(r, s);
        if d == 0 {
            return None;
        }
        let qp = (q.0 - p.0, q.1 - p.1);
        let (t, u) = (cross(qp, s), cross(qp, r));
        // 0 < t/d < 1 and 0 < u/d < 1.
        let inside = |n: i64| {
            if d > 0 {
                0 < n && n < d
            } else {
                d < n && n < 0
            }
        };
        if !inside(t) || !inside(u) {
            return None;
        }
        let (mut x, mut y, mut d) = (p.0 * d + r.0 * t, p.1 * d + r.1 * t, d);
        if d < 0 {
            (x, y, d) = (-x, -y, -d);
        }
        let g = gcd(gcd(x.abs(), y.abs()), d);
        Some((x / g, y / g, d / g))
    }

    fn gcd(a: i64, b: i64) -> i64 {
        if b == 0 { a } else { gcd(b, a % b) }
    }

    /// Every pair of the route's segments compared, the points counted once.
    fn crossings_by_every_pair(route: &Route) -> u64 {
        let squares = route.squares();
        let xy = |s: Square| (i64::from(s.col()), i64::from(s.row()));
        let mut segments: Vec<[(i64, i64); 2]> =
            squares.windows(2).map(|w| [xy(w[0]), xy(w[1])]).collect();
        if route.tour_kind() == Some(TourKind::Closed) {
            segments.push([xy(squares[squares.len() - 1]), xy(squares[0])]);
        }
        let mut points = BTreeSet::new();
        for (i, &a) in segments.iter().enumerate() {
            for &b in &segments[i + 1..] {
                points.extend(meet(a, b));
            }
        }
        points.len() as u64
    }

    /// The route's moves, the closing one of a closed tour among them.
    fn moves(route: &Route) -> BTreeSet<(Square, Square)> {
        let squares = route.squares();
        let mut pairs: Vec<(Square, Square)> = squares.windows(2).map(|w| (w[0], w[1])).collect();
        if route.tour_kind() == Some(TourKind::Closed) {
            pairs.push((squares[squares.len() - 1], squares[0]));
        }
        pairs
            .into_iter()
            .map(|(a, b)| (a.min(b), a.max(b)))
            .collect()
    }

    /// A board of up to 8 x 8, a few holes, one of four leapers, a start and open or
    /// closed.
    fn boards() -> impl Strategy<Value = (Board, Square, bool)> {
        let leapers = [(1, 2), (0, 1), (2, 3), (1, 1)];
        (
            1u16..=8,
            1u16..=8,
            prop::collection::vec((0u16..8, 0u16..8), 0..3),
            0..leapers.len(),
            any::<prop::sample::Index>(),
            any::<bool>(),
        )
            .prop_filter_map(
                "a board and a start",
                move |(rows, cols, holes, leaper, start, closed)| {
                    let (p, q) = leapers[leaper];
                    let board = Board::new(rows, cols).ok()?;
                    let holes = holes
                        .into_iter()
                        .map(|(r, c)| Square::new(r % rows, c % cols));
                    let board = board
                        .with_holes(holes)
                        .ok()?
                        .with_leaper(Leaper::new(p, q).ok()?);
                    let squares: Vec<Square> = board.squares().collect();
                    let start = squares[start.index(squares.len())];
                    Some((board, start, closed))
                },
            )
    }

    /// `board` reflected left to right, holes and leaper kept.
    fn mirrored(board: &Board) -> Board {
        let holes: Vec<Square> = board
            .holes()
            .map(|h| Transform::LeftRight.image(board, h).unwrap())
            .collect();
        board
            .rectangle()
            .with_holes(holes)
            .unwrap()
            .with_leaper(board.leaper())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        /// Whatever the tour: the sums count every number once, each fitting transform
        /// is reported exactly when it maps the holes and the moves onto themselves (its
        /// pairing saying where each square goes), and the crossings are those of every
        /// pair, unchanged by reflecting or reversing the route.
        #[test]
        fn facts_hold_on_any_tour((board, start, closed) in boards()) {
            let Ok(tour) = tour_core::tour(&board, start, TourKind::closed(closed)) else {
                return Ok(());
            };
            let facts = Properties::of(&tour).unwrap();
            let n = tour.len() as u64;
            prop_assert_eq!(facts.sums().rows().iter().sum::<u64>(), n * (n + 1) / 2);
            prop_assert_eq!(facts.sums().columns().iter().sum::<u64>(), n * (n + 1) / 2);
            prop_assert_eq!(Some(facts.kind()), tour.tour_kind());

            let moves = moves(&tour);
            let numbering = tour.numbering();
            let holes: BTreeSet<Square> = board.holes().collect();
            for transform in Transform::ALL {
                let reported = facts.symmetries().iter().find(|s| s.transform() == transform);
                if !transform.fits(board.rows(), board.cols()) {
                    prop_assert!(reported.is_none());
                    continue;
                }
                let image = |s: Square| transform.image(&board, s).unwrap();
                let kept = holes.iter().all(|&h| holes.contains(&image(h)))
                    && moves.iter().map(|&(a, b)| (image(a).min(image(b)), image(a).max(image(b))))
                        .collect::<BTreeSet<_>>() == moves;
                prop_assert_eq!(reported.is_some(), kept, "{:?}", transform);
                if let Some(symmetry) = reported {
                    for (k, &square) in (1u32..).zip(tour.squares()) {
                        let target = numbering[board.index(image(square)).unwrap()];
                        prop_assert_eq!(symmetry.paired_square(k), Some(target));
                    }
                }
            }

            prop_assert_eq!(facts.crossings(), crossings_by_every_pair(&tour));
            let reflected: Vec<Square> = tour
                .squares()
                .iter()
                .map(|&s| Transform::LeftRight.image(&board, s).unwrap())
                .collect();
            let reflected = Route::new(mirrored(&board), reflected).unwrap();
            prop_assert_eq!(Properties::of(&reflected).unwrap().crossings(), facts.crossings());
            let mut backwards = tour.squares().to_vec();
            backwards.reverse();
            let backwards = Properties::of(&Route::new(board.clone(), backwards).unwrap()).unwrap();
            prop_assert_eq!(backwards.crossings(), facts.crossings());
            prop_assert_eq!(backwards.sums().magic(), facts.sums().magic());
        }
    }

    #[test]
    fn a_million_squares_are_studied_quickly() {
        let board = Board::new(1000, 1000).unwrap();
        let tour = tour_core::tour(&board, Square::new(0, 0), TourKind::Closed).unwrap();
        let began = std::time::Instant::now();
        let facts = Properties::of(&tour).unwrap();
        let elapsed = began.elapsed();
        let n: u64 = 1_000_000;
        assert_eq!(facts.sums().rows().iter().sum::<u64>(), n * (n + 1) / 2);
        assert_eq!(facts.sums().columns().iter().sum::<u64>(), n * (n + 1) / 2);
        assert!(facts.crossings() > 0);
        // Generous for a loaded machine; natively it is a fraction of a second.
        assert!(elapsed.as_secs() < 10, "{elapsed:?}");
        eprintln!("1000 x 1000: {elapsed:?}, {} crossings", facts.crossings());
    }
}
