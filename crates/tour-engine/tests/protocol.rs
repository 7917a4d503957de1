//! The messages' words: every message reads back as written, and no words, however
//! forged, make a reader panic or reserve more than the message holds.

use proptest::prelude::*;
use tour_core::puzzle::{Clue, Deduction, Level, Reach, Starved, generate_puzzle};
use tour_core::theory::Impossibility;
use tour_core::{Board, Square, TourKind};
use tour_engine::protocol::{
    Job, Lazy, Made, Message, NoPuzzle, ProtocolError, PuzzleSolutions, Reader, Report, Wire,
    Writer,
};

fn made() -> Made {
    let board = Board::new(6, 6).expect("a board");
    Made::of(&generate_puzzle(&board, TourKind::Closed, Level::Hard, 3).expect("a puzzle"))
}

#[test]
fn generation_messages_read_back() {
    let holed = Board::new(7, 9)
        .and_then(|board| board.with_holes([Square::new(3, 4)]))
        .expect("a board");
    for level in Level::ALL {
        let job = Job::Generate {
            board: holed.clone(),
            kind: TourKind::Closed,
            level,
            seed: u64::MAX - 5,
            attempts: vec![1, 4, 7, 10],
        };
        assert_eq!(Job::decode(&job.encode(9)), Ok((9, job)));
    }
    let outcomes = [
        Ok(made()),
        Ok(Made {
            kind: TourKind::Open,
            clues: vec![Clue::new(Square::new(11, 11), 144)],
            solution: Vec::new(),
            level: Level::Easy,
            guesses: 0,
            seed: 0,
        }),
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
    for (attempt, outcome) in (0..).zip(outcomes) {
        let report = Report::Generated {
            attempt,
            outcome: Lazy::new(&outcome),
        };
        assert_eq!(
            Report::decode(&report.encode(u32::MAX)),
            Ok((u32::MAX, report))
        );
    }
}

#[test]
fn forged_generation_messages_are_refused() {
    let job = Job::Generate {
        board: Board::CHESS,
        kind: TourKind::Open,
        level: Level::Medium,
        seed: 1,
        attempts: vec![0],
    };
    let mut words = job.encode(1);
    // The attempts' length, claiming four billion.
    let at = words.len() - 2;
    words[at] = u32::MAX;
    assert_eq!(Job::decode(&words), Err(ProtocolError::Truncated));
    // The level.
    words[at - 3] = 3;
    assert!(matches!(
        Job::decode(&words),
        Err(ProtocolError::Unknown {
            what: "level",
            value: 3
        })
    ));

    let report = Report::Generated {
        attempt: 0,
        outcome: Lazy::new(&Ok(made())),
    };
    let words = report.encode(1);
    // The outcome is read when asked for: forged words in it are named then.
    let read = |words: &[u32]| match Report::decode(words) {
        Ok((_, Report::Generated { outcome, .. })) => outcome.read().map(|_| ()),
        Ok(other) => panic!("not a generation report: {other:?}"),
        Err(error) => Err(error),
    };
    assert_eq!(read(&words), Ok(()));
    // Number, tag, attempt, the outcome's length, result, kind: then the clues' length.
    let mut forged = words.clone();
    forged[6] = u32::MAX;
    assert!(read(&forged).is_err());
    let mut forged = words.clone();
    forged[3] = u32::MAX;
    assert_eq!(Report::decode(&forged), Err(ProtocolError::Truncated));
    let mut forged = words.clone();
    forged[8] = 1 << 16;
    assert!(matches!(
        read(&forged),
        Err(ProtocolError::Unknown {
            what: "clue number",
            ..
        })
    ));
    let mut forged = words;
    forged[4] = 2;
    assert!(matches!(
        read(&forged),
        Err(ProtocolError::Unknown {
            what: "result",
            value: 2
        })
    ));
}

/// One deduction of every kind, with every optional field both ways, and the extremes
/// of their numbers and squares.
// Long: a list of values, one or more per kind.
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

/// `words` read as one `T`, with nothing left over.
fn read<T: Wire>(words: &[u32]) -> Result<T, ProtocolError> {
    let mut reader = Reader::new(words);
    let value = T::take(&mut reader)?;
    reader.end()?;
    Ok(value)
}

/// `value` written and read back alone, with nothing left over.
fn round_trip<T: Wire>(value: &T) -> Result<T, ProtocolError> {
    let mut writer = Writer::default();
    value.put(&mut writer);
    read(&writer.finish())
}

#[test]
fn deductions_read_back() {
    for deduction in deductions() {
        assert_eq!(round_trip(&deduction), Ok(deduction.clone()));
        if let Deduction::OnlySquare {
            before: Some(reach),
            ..
        } = deduction
        {
            assert_eq!(round_trip(&reach), Ok(reach));
        }
        if let Deduction::CutOff { starved, .. } = deduction {
            assert_eq!(round_trip(&starved), Ok(starved));
        }
    }
}

#[test]
fn forged_deductions_are_refused() {
    let mut writer = Writer::default();
    Deduction::OnlyNumber {
        square: Square::new(1, 1),
        number: 7,
        ruled_out: true,
    }
    .put(&mut writer);
    // Deduction tag, number, square, flag.
    let words = writer.finish();
    assert_eq!(words.len(), 4);
    let forged = |words: &[u32], at: usize, word: u32| {
        let mut words = words.to_vec();
        words[at] = word;
        read::<Deduction>(&words)
    };
    let unknown = |what, value| Err(ProtocolError::Unknown { what, value });
    assert_eq!(forged(&words, 0, 8), unknown("deduction", 8));
    assert_eq!(forged(&words, 1, 1 << 16), unknown("number", 1 << 16));
    assert_eq!(forged(&words, 3, 2), unknown("flag", 2));
    assert_eq!(
        read::<Deduction>(&words[..3]),
        Err(ProtocolError::Truncated)
    );
    let mut longer = words.clone();
    longer.push(0);
    assert_eq!(
        read::<Deduction>(&longer),
        Err(ProtocolError::Trailing { extra: 1 })
    );

    let mut writer = Writer::default();
    Deduction::OnlySquare {
        number: 20,
        square: Square::new(2, 3),
        before: None,
        after: None,
        ruled_out: false,
    }
    .put(&mut writer);
    // Deduction tag, number, square, before, after, flag.
    let words = writer.finish();
    assert_eq!(words.len(), 6);
    assert_eq!(forged(&words, 3, 2), unknown("option", 2));
    assert_eq!(forged(&words, 4, 2), unknown("option", 2));
    // A reach said to follow, and none there.
    assert_eq!(forged(&words, 3, 1), Err(ProtocolError::Truncated));

    let mut writer = Writer::default();
    Deduction::CutOff {
        number: 5,
        square: Square::new(0, 0),
        starved: Starved::Number(3),
    }
    .put(&mut writer);
    // Deduction tag, number, square, starved tag, its number.
    let words = writer.finish();
    assert_eq!(words.len(), 5);
    assert_eq!(forged(&words, 3, 2), unknown("starved", 2));
    assert_eq!(forged(&words, 4, 1 << 16), unknown("number", 1 << 16));
}

#[test]
fn puzzle_messages_read_back_and_tags_stay_dense() {
    let unknown = |what, value| ProtocolError::Unknown { what, value };
    let clues = vec![
        Clue::new(Square::new(2, 3), 7),
        Clue::new(Square::new(7, 7), 64),
    ];
    let solutions = Job::Solutions {
        board: Board::CHESS,
        kind: TourKind::Closed,
        clues: clues.clone(),
    };
    let words = solutions.encode(4);
    // The puzzle's jobs come right after the generation (5).
    assert_eq!(words[1], 6);
    assert_eq!(Job::decode(&words), Ok((4, solutions)));
    let deduce = Job::Deduce {
        board: Board::CHESS,
        kind: TourKind::Open,
        clues,
    };
    let words = deduce.encode(4);
    assert_eq!(words[1], 7);
    assert_eq!(Job::decode(&words), Ok((4, deduce)));
    // Reading a paste comes after the puzzle's jobs.
    let import = Job::Import {
        board: Board::CHESS,
        text: "a1 b3 « c5 »".to_owned(),
    };
    let mut words = import.encode(4);
    assert_eq!(words[1], 8);
    assert_eq!(Job::decode(&words), Ok((4, import)));
    words[1] = 9;
    assert_eq!(Job::decode(&words), Err(unknown("job", 9)));

    // The puzzle's reports come right after BackTo (10).
    assert_eq!(Report::BackTo(3).encode(4)[1], 10);
    let found = [
        PuzzleSolutions::None,
        PuzzleSolutions::Unique(vec![Square::new(0, 0), Square::new(1, 2)]),
        PuzzleSolutions::Several,
    ];
    for found in found {
        let report = Report::Solutions(found);
        let words = report.encode(4);
        assert_eq!(words[1], 11);
        assert_eq!(Report::decode(&words), Ok((4, report)));
    }
    let mut words = Report::Solutions(PuzzleSolutions::Several).encode(4);
    words[2] = 3;
    assert_eq!(Report::decode(&words), Err(unknown("solutions", 3)));
    let report = Report::Deduced(deductions());
    let words = report.encode(4);
    assert_eq!(words[1], 12);
    assert_eq!(Report::decode(&words), Ok((4, report)));
    let read = tour_core::text::read_route(
        &Board::new(3, 4).unwrap(),
        "a1 c2 a3 b1 d2 b3 c1 a2 c3 d1 b2 d3",
    );
    for read in [read, Err(tour_core::text::ImportError::Empty)] {
        let report = Report::Imported(read);
        let words = report.encode(4);
        assert_eq!(words[1], 13);
        assert_eq!(Report::decode(&words), Ok((4, report)));
    }
    let mut words = Report::Finished.encode(4);
    words[1] = 14;
    assert_eq!(Report::decode(&words), Err(unknown("report", 14)));
}

/// Words that often start like a message (a job's number, a known tag) and go on with
/// small numbers, lengths and squares, so the readers get deep into every message.
fn words() -> impl Strategy<Value = Vec<u32>> {
    let word = prop_oneof![
        0..15u32,
        any::<u32>(),
        (0..16u32, 0..16u32).prop_map(|(row, col)| row << 16 | col),
    ];
    (0..14u32, prop::collection::vec(word, 0..80)).prop_map(|(tag, rest)| {
        let mut words = vec![1, tag];
        words.extend(rest);
        words
    })
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
    fn reading_any_words_never_panics(words in words(), cut in 0..90usize) {
        let words = &words[..cut.min(words.len())];
        if let Ok((id, job)) = Job::decode(words) {
            prop_assert_eq!(Job::decode(&job.encode(id)), Ok((id, job)));
        }
        if let Ok((id, report)) = Report::decode(words) {
            prop_assert_eq!(Report::decode(&report.encode(id)), Ok((id, report)));
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
        let report = Report::Generated { attempt, outcome: Lazy::new(&Ok(made)) };
        prop_assert_eq!(Report::decode(&report.encode(2)), Ok((2, report)));
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
        prop_assert_eq!(round_trip(&deduction), Ok(deduction));
    }
}
