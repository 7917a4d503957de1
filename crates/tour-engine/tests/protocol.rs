//! The messages' words: every message reads back as written, and no words, however
//! forged, make a reader panic or reserve more than the message holds.

use proptest::prelude::*;
use tour_core::puzzle::{Clue, Level, generate_puzzle};
use tour_core::theory::Impossibility;
use tour_core::{Board, Square, TourKind};
use tour_engine::protocol::{Job, Lazy, Made, Message, NoPuzzle, ProtocolError, Report};

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

/// Words that often start like a message (a job's number, a known tag) and go on with
/// small numbers, lengths and squares, so the readers get deep into every message.
fn words() -> impl Strategy<Value = Vec<u32>> {
    let word = prop_oneof![
        0..12u32,
        any::<u32>(),
        (0..16u32, 0..16u32).prop_map(|(row, col)| row << 16 | col),
    ];
    (0..12u32, prop::collection::vec(word, 0..80)).prop_map(|(tag, rest)| {
        let mut words = vec![1, tag];
        words.extend(rest);
        words
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4096))]

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
}
