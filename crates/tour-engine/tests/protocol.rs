//! The messages as bytes: every message reads back as written, and no bytes, however
//! forged, make a reader panic or build a value the core would refuse.

use std::sync::LazyLock;

use proptest::prelude::*;
use tour_core::puzzle::{Clue, Deduction, Level, Reach, Starved, generate_puzzle};
use tour_core::survey::SurveyEntry;
use tour_core::text::{ImportError, read_route};
use tour_core::theory::{Impossibility, SearchOutcome, TourCount};
use tour_core::{
    Algorithm, Board, Ends, Leaper, MoveOrder, Options, RouteError, Square, Status, TourKind,
    solver::Stats,
};
use tour_engine::protocol::{
    Answer, Hinted, Job, Made, Message, NoPuzzle, PuzzleSolutions, Refusal, Report, Share,
};

/// A hard puzzle, made once: the property tests read it thousands of times.
fn made() -> Made {
    static MADE: LazyLock<Made> = LazyLock::new(|| {
        let board = Board::new(6, 6).expect("a board");
        Made::of(&generate_puzzle(&board, TourKind::Closed, Level::Hard, 3).expect("a puzzle"))
    });
    MADE.clone()
}

fn holed() -> Board {
    Board::new(7, 9)
        .and_then(|board| board.with_holes([Square::new(3, 4)]))
        .map(|board| board.with_leaper(Leaper::ZEBRA))
        .expect("a board")
}

/// One of every job, with boards, orders and ends of every kind.
fn jobs() -> Vec<Job> {
    let options = Options {
        order: Some(MoveOrder::DEITEL),
        budget: u64::MAX,
        tries: 3,
        seed: 9,
        ends: Ends::to(Square::new(6, 8)),
    };
    let clues = vec![
        Clue::new(Square::new(2, 3), 7),
        Clue::new(Square::new(7, 7), 64),
    ];
    let mut jobs = vec![
        Job::Survey {
            board: holed(),
            algorithm: Algorithm::Fast,
            options,
            share: Share { part: 1, parts: 3 },
        },
        Job::Shade {
            board: Board::CHESS,
            ends: Ends::CLOSED,
            budget: 20_000,
            share: Share::WHOLE,
        },
        Job::Count {
            board: Board::new(6, 6).expect("a board"),
            start: Square::new(0, 0),
            ends: Ends::OPEN,
            share: Share::WHOLE,
        },
        Job::Hint {
            board: Board::CHESS,
            walk: vec![Square::new(0, 0), Square::new(1, 2)],
            ends: Ends::OPEN,
            budget: 4_000_000,
        },
        Job::Solve {
            board: holed(),
            algorithm: Algorithm::Backtrack,
            options: Options::default(),
            start: Square::new(0, 0),
        },
        Job::Solutions {
            board: Board::CHESS,
            kind: TourKind::Closed,
            clues: clues.clone(),
        },
        Job::Deduce {
            board: Board::CHESS,
            kind: TourKind::Open,
            clues,
        },
        Job::Import {
            board: Board::CHESS,
            text: "a1 b3 « c5 »".to_owned(),
        },
    ];
    jobs.extend(Level::ALL.into_iter().map(|level| Job::Generate {
        board: holed(),
        kind: TourKind::Closed,
        level,
        seed: u64::MAX - 5,
        attempts: vec![1, 4, 7, 10],
    }));
    jobs
}

/// One of every report, results and refusals of every kind.
fn reports() -> Vec<Report> {
    let board = Board::new(3, 4).expect("a board");
    let outcomes = [
        Ok(made()),
        Err(NoPuzzle::OtherLevel),
        Err(NoPuzzle::TourNotFound),
        Err(NoPuzzle::NoTour {
            kind: TourKind::Open,
            reason: Impossibility::ThreeDeadEnds {
                squares: [Square::new(0, 0), Square::new(1, 2), Square::new(2, 4)],
            },
        }),
        Err(NoPuzzle::TooLarge {
            rows: 13,
            cols: 1000,
        }),
    ];
    let entry = SurveyEntry {
        start: Square::new(1, 1),
        status: Status::Complete(TourKind::Closed),
        visited: 64,
        stats: Stats {
            placed: 64,
            retreats: 1,
            restarts: 2,
            best: 64,
        },
    };
    let mut reports = vec![
        Report::Working {
            done: u64::MAX,
            depth: 17,
        },
        Report::Surveyed(vec![entry]),
        Report::Shaded(vec![
            (Square::new(0, 0), Answer::Yes),
            (Square::new(2, 3), Answer::Unknown),
        ]),
        Report::Counted {
            second: Square::new(1, 2),
            count: TourCount {
                directed: 5,
                undirected: 4,
                positions: 3,
            },
        },
        Report::Hinted(Hinted::Theorem(Impossibility::BothSidesOdd)),
        Report::Hinted(Hinted::Searched(SearchOutcome::Exhausted { positions: 12 })),
        Report::BackTo(3),
        Report::Solved {
            status: Status::Complete(TourKind::Open),
            stats: Stats::default(),
            route: vec![Square::new(0, 0)],
            micros: 15,
        },
        Report::Solutions(PuzzleSolutions::None),
        Report::Solutions(PuzzleSolutions::Unique(vec![
            Square::new(0, 0),
            Square::new(1, 2),
        ])),
        Report::Solutions(PuzzleSolutions::Several),
        Report::Deduced(deductions()),
        Report::Imported(read_route(&board, "a1 c2 a3 b1 d2 b3 c1 a2 c3 d1 b2 d3")),
        Report::Imported(Err(ImportError::Empty)),
        Report::Imported(read_route(&board, r#"{"rows":3,"cols":4}"#)),
        Report::Refused(Refusal::Start(Square::new(9, 9))),
        Report::Refused(Refusal::Route(RouteError::Empty)),
        Report::Finished,
        Report::Unreadable,
    ];
    reports.extend(
        (0..)
            .zip(outcomes)
            .map(|(attempt, outcome)| Report::Generated { attempt, outcome }),
    );
    reports
}

// Long: one of every kind of deduction, each field at its edges, written out.
fn deductions() -> Vec<Deduction> {
    let (a, b, far) = (
        Square::new(0, 0),
        Square::new(11, 3),
        Square::new(u16::MAX, 0),
    );
    let clue = |n| Clue::new(Square::new(4, 7), n);
    let reach = |n, moves| Reach {
        clue: clue(n),
        moves,
    };
    vec![
        Deduction::Between {
            number: 13,
            square: a,
            before: clue(12),
            after: Clue::new(b, 14),
        },
        Deduction::OnlyNeighbour {
            number: 2,
            square: b,
            from: clue(1),
            other: None,
        },
        Deduction::OnlyNeighbour {
            number: u16::MAX,
            square: far,
            from: clue(u16::MAX - 1),
            other: Some(Clue::new(a, 0)),
        },
        Deduction::OnlySquare {
            number: 20,
            square: a,
            before: None,
            after: None,
            ruled_out: false,
        },
        Deduction::OnlySquare {
            number: 20,
            square: b,
            before: Some(reach(17, 3)),
            after: None,
            ruled_out: true,
        },
        Deduction::OnlySquare {
            number: 20,
            square: b,
            before: None,
            after: Some(reach(144, u16::MAX)),
            ruled_out: false,
        },
        Deduction::OnlySquare {
            number: 20,
            square: far,
            before: Some(reach(1, 19)),
            after: Some(reach(25, 5)),
            ruled_out: true,
        },
        Deduction::OnlyNumber {
            square: b,
            number: 144,
            ruled_out: true,
        },
        Deduction::OnlyNumber {
            square: a,
            number: 1,
            ruled_out: false,
        },
        Deduction::Pair {
            from: clue(30),
            squares: [a, b],
            numbers: [29, 31],
        },
        Deduction::CutOff {
            number: 5,
            square: a,
            starved: Starved::Square(b),
        },
        Deduction::CutOff {
            number: 5,
            square: far,
            starved: Starved::Number(3),
        },
        Deduction::Guess {
            number: 9,
            square: b,
            options: 2,
        },
        Deduction::Refuted {
            number: 9,
            square: a,
        },
    ]
}

#[test]
fn every_message_reads_back() {
    for job in jobs() {
        assert_eq!(Job::decode(&job.encode()), Ok(job));
    }
    for report in reports() {
        assert_eq!(Report::decode(&report.encode()), Ok(report));
    }
}

#[test]
fn only_the_end_of_a_job_frees_its_worker() {
    let ends: Vec<Report> = reports().into_iter().filter(Report::ends_job).collect();
    assert_eq!(ends, [Report::Finished, Report::Unreadable]);
}

#[test]
fn cut_or_padded_messages_are_refused() {
    for job in jobs() {
        let bytes = job.encode();
        assert!(
            Job::decode(&bytes[..bytes.len() - 1]).is_err(),
            "{job:?} cut"
        );
        let mut padded = bytes;
        padded.push(0);
        assert!(Job::decode(&padded).is_err(), "{job:?} padded");
    }
}

#[test]
fn a_board_or_route_the_core_refuses_is_refused_on_the_way_in() {
    let job = Job::Shade {
        board: Board::new(5, 5).expect("a board"),
        ends: Ends::OPEN,
        budget: 1,
        share: Share::WHOLE,
    };
    let bytes = job.encode();
    // The job's variant; the board's rows, columns, leaper (1,2) and holes (none); the
    // ends (open), the budget and the share.
    assert_eq!(bytes, [1, 5, 5, 1, 2, 0, 0, 1, 0, 1]);
    let forged = |at: &[usize]| {
        let mut forged = bytes.clone();
        for &at in at {
            forged[at] = 0;
        }
        Job::decode(&forged)
    };
    // A side of 0, and a leaper (0,0) that never moves.
    assert!(forged(&[1]).is_err());
    assert!(forged(&[3, 4]).is_err());
    // A leaper (0,2) is one.
    assert!(forged(&[3]).is_ok());

    let board = Board::new(3, 4).expect("a board");
    let report = Report::Imported(read_route(&board, "a1 c2"));
    let mut bytes = report.encode();
    // The last square, c2 (row 1, column 2, two bytes each, low first), becomes b2: not
    // a knight's move from a1.
    let col = bytes.len() - 2;
    assert_eq!(bytes[col - 2..], [1, 0, 2, 0]);
    bytes[col] = 1;
    assert!(Report::decode(&bytes).is_err());
    // Squares that are not whole four-byte blocks.
    let mut cut = report.encode();
    let block = cut.len() - 9;
    assert_eq!(cut[block], 8, "the block's length");
    cut[block] = 7;
    cut.pop();
    assert!(Report::decode(&cut).is_err());
}

/// `PROPTEST_CASES` when set (`cargo xtask fuzz` runs these long), else `default`.
fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|cases| cases.parse().ok())
        .unwrap_or(default)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(4096)))]

    #[test]
    fn reading_any_bytes_never_panics(
        which in 0..64usize,
        flips in prop::collection::vec((any::<usize>(), any::<u8>()), 0..4),
        cut in any::<usize>(),
        noise in prop::collection::vec(any::<u8>(), 0..64),
    ) {
        // A real message, some bytes changed and cut short, or noise.
        let (jobs, reports) = (jobs(), reports());
        let mut bytes = if which % 2 == 0 {
            jobs[which / 2 % jobs.len()].encode()
        } else {
            reports[which / 2 % reports.len()].encode()
        };
        if which >= 60 {
            bytes = noise;
        }
        for (at, byte) in flips {
            if !bytes.is_empty() {
                let at = at % bytes.len();
                bytes[at] = byte;
            }
        }
        let bytes = &bytes[..cut % (bytes.len() + 1)];
        if let Ok(job) = Job::decode(bytes) {
            prop_assert_eq!(Job::decode(&job.encode()), Ok(job));
        }
        if let Ok(report) = Report::decode(bytes) {
            prop_assert_eq!(Report::decode(&report.encode()), Ok(report));
        }
    }

    #[test]
    fn any_generation_report_reads_back(
        attempt in any::<u32>(),
        clues in prop::collection::vec((0..12u16, 0..12u16, 1..=144u16), 0..20),
        solution in prop::collection::vec((0..12u16, 0..12u16), 0..40),
        level in 0..3usize,
        guesses in any::<u32>(),
        seed in any::<u64>(),
        closed in any::<bool>(),
    ) {
        let made = Made {
            kind: TourKind::closed(closed),
            clues: clues.into_iter().map(|(row, col, number)| Clue::new(Square::new(row, col), number)).collect(),
            solution: solution.into_iter().map(|(row, col)| Square::new(row, col)).collect(),
            level: Level::ALL[level],
            guesses,
            seed,
        };
        let report = Report::Generated { attempt, outcome: Ok(made) };
        prop_assert_eq!(Report::decode(&report.encode()), Ok(report));
    }

    #[test]
    fn any_deduction_reads_back(
        kind in 0..deductions().len(),
        number in any::<u16>(),
        (row, col) in (any::<u16>(), any::<u16>()),
    ) {
        // Every kind, its number and square changed.
        let square = Square::new(row, col);
        let deduction = match deductions()[kind].clone() {
            Deduction::Pair { from, .. } => Deduction::Pair { from, squares: [square, square], numbers: [number, 0] },
            Deduction::OnlyNumber { ruled_out, .. } => Deduction::OnlyNumber { square, number, ruled_out },
            Deduction::Between { before, after, .. } => Deduction::Between { number, square, before, after },
            Deduction::OnlyNeighbour { from, other, .. } => Deduction::OnlyNeighbour { number, square, from, other },
            Deduction::OnlySquare { before, after, ruled_out, .. } => Deduction::OnlySquare { number, square, before, after, ruled_out },
            Deduction::CutOff { starved, .. } => Deduction::CutOff { number, square, starved },
            Deduction::Guess { options, .. } => Deduction::Guess { number, square, options },
            Deduction::Refuted { .. } => Deduction::Refuted { number, square },
        };
        let report = Report::Deduced(vec![deduction]);
        prop_assert_eq!(Report::decode(&report.encode()), Ok(report));
    }
}
