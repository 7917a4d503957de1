//! The room's state as words ([`RoomState`]): written after every action, read back
//! with the next, so the room lives in the page between jobs and any worker can take
//! the next one. Words that do not read back as a state (a page of another build) are
//! a fresh room, never a panic.

use tour_core::puzzle::{Clue, Deduction, Level, Problem, Puzzle};
use tour_core::{Board, TourKind};

use super::state::{NotUnique, Posed, PuzzleState, Refusal, Said, Snapshot};
use crate::protocol::codec::{self, Wire};
use crate::protocol::room::{put_option, take_option};
use crate::protocol::{NoPuzzle, ProtocolError, Reader, RoomState, Writer};

/// `state` as words.
pub(super) fn save(state: &PuzzleState) -> RoomState {
    let mut writer = Writer::default();
    put_option(&mut writer, state.posed.as_ref(), put_posed);
    put_clues(&mut writer, &state.entries);
    writer.u32(u32::from(state.walked));
    writer.count(state.history.len());
    for snapshot in &state.history {
        put_clues(&mut writer, &snapshot.entries);
        writer.u32(u32::from(snapshot.walked));
    }
    put_option(&mut writer, state.said.as_ref(), put_said);
    writer.u32(state.hints).u64(state.started_ms.to_bits());
    put_option(&mut writer, state.solved_ms.as_ref(), |writer, ms| {
        writer.u64(ms.to_bits());
    });
    writer.u32(u32::from(state.revealed));
    RoomState(writer.finish())
}

/// The state `saved` holds; a fresh room if it holds none.
pub(super) fn load(saved: &RoomState) -> PuzzleState {
    if saved.0.is_empty() {
        return PuzzleState::default();
    }
    read(&mut Reader::new(&saved.0)).unwrap_or_default()
}

fn read(reader: &mut Reader<'_>) -> Result<PuzzleState, ProtocolError> {
    let posed = take_option(reader, take_posed)?;
    let entries = take_clues(reader)?;
    let walked = codec::narrow(reader, "walk")?;
    let snapshots = reader.count()?;
    let mut history = Vec::with_capacity(snapshots.min(1 << 12));
    for _ in 0..snapshots {
        history.push(Snapshot {
            entries: take_clues(reader)?,
            walked: codec::narrow(reader, "walk")?,
        });
    }
    Ok(PuzzleState {
        posed,
        entries,
        walked,
        history,
        said: take_option(reader, take_said)?,
        hints: reader.u32()?,
        started_ms: f64::from_bits(reader.u64()?),
        solved_ms: take_option(reader, |reader| Ok(f64::from_bits(reader.u64()?)))?,
        revealed: codec::tag(reader, "revealed", 2)? == 1,
    })
}

fn put_clues(writer: &mut Writer, clues: &[Clue]) {
    writer.count(clues.len());
    for clue in clues {
        clue.put(writer);
    }
}

fn take_clues(reader: &mut Reader<'_>) -> Result<Vec<Clue>, ProtocolError> {
    let count = reader.count()?;
    let mut clues = Vec::with_capacity(count.min(1 << 12));
    for _ in 0..count {
        clues.push(Clue::take(reader)?);
    }
    Ok(clues)
}

fn put_posed(writer: &mut Writer, posed: &Posed) {
    posed.puzzle.board().put(writer);
    posed.puzzle.kind().put(writer);
    put_clues(writer, posed.puzzle.clues());
    put_option(writer, posed.solution.as_ref(), |writer, squares| {
        writer.squares(squares);
    });
    put_option(writer, posed.level.as_ref(), |writer, level| {
        level.put(writer)
    });
    put_option(writer, posed.seed.as_ref(), |writer, seed| {
        writer.u64(*seed);
    });
}

fn take_posed(reader: &mut Reader<'_>) -> Result<Posed, ProtocolError> {
    let board = Board::take(reader)?;
    let kind = TourKind::take(reader)?;
    let clues = take_clues(reader)?;
    let puzzle = Puzzle::new(board, kind, clues).map_err(|_| ProtocolError::Invalid("puzzle"))?;
    Ok(Posed {
        puzzle,
        solution: take_option(reader, Reader::squares)?,
        level: take_option(reader, Level::take)?,
        seed: take_option(reader, Reader::u64)?,
    })
}

fn put_said(writer: &mut Writer, said: &Said) {
    match said {
        Said::Refused(refusal) => {
            writer.u32(0);
            put_refusal(writer, *refusal);
        }
        Said::Checked {
            problems,
            wrong,
            placed,
        } => {
            writer.u32(1).count(problems.len());
            for problem in problems {
                put_problem(writer, problem);
            }
            writer.count(*wrong).count(*placed);
        }
        Said::Hint(steps) => {
            writer.u32(2).count(steps.len());
            for step in steps {
                step.put(writer);
            }
        }
        Said::FixFirst => {
            writer.u32(3);
        }
        Said::Solved => {
            writer.u32(4);
        }
        Said::NotUnique(why) => {
            writer.u32(5).u32(u32::from(*why == NotUnique::Several));
        }
        Said::NoPuzzle(why) => {
            writer.u32(6);
            why.put(writer);
        }
    }
}

fn take_said(reader: &mut Reader<'_>) -> Result<Said, ProtocolError> {
    Ok(match codec::tag(reader, "message", 7)? {
        0 => Said::Refused(take_refusal(reader)?),
        1 => {
            let count = reader.count()?;
            let mut problems = Vec::with_capacity(count.min(1 << 12));
            for _ in 0..count {
                problems.push(take_problem(reader)?);
            }
            Said::Checked {
                problems,
                wrong: reader.count()?,
                placed: reader.count()?,
            }
        }
        2 => {
            let count = reader.count()?;
            let mut steps = Vec::with_capacity(count.min(1 << 12));
            for _ in 0..count {
                steps.push(Deduction::take(reader)?);
            }
            Said::Hint(steps)
        }
        3 => Said::FixFirst,
        4 => Said::Solved,
        5 => Said::NotUnique(match codec::tag(reader, "solutions", 2)? {
            0 => NotUnique::None,
            _ => NotUnique::Several,
        }),
        _ => Said::NoPuzzle(NoPuzzle::take(reader)?),
    })
}

fn put_refusal(writer: &mut Writer, refusal: Refusal) {
    let number = |n: u16| u32::from(n);
    match refusal {
        Refusal::Clue {
            square,
            clue,
            number: n,
        } => writer
            .u32(0)
            .square(square)
            .u32(number(clue))
            .u32(number(n)),
        Refusal::NotAMove {
            number: n,
            square,
            from,
        } => writer.u32(1).u32(number(n)).square(square).square(from),
        Refusal::Elsewhere { number: n, on } => writer.u32(2).u32(number(n)).square(on),
        Refusal::Taken { square, held } => writer.u32(3).square(square).u32(number(held)),
        Refusal::TooLarge { number: n, max } => writer.u32(4).u32(number(n)).u32(number(max)),
    };
}

fn take_refusal(reader: &mut Reader<'_>) -> Result<Refusal, ProtocolError> {
    let number = |reader: &mut Reader<'_>| codec::narrow::<u16>(reader, "number");
    Ok(match codec::tag(reader, "refusal", 5)? {
        0 => Refusal::Clue {
            square: reader.square()?,
            clue: number(reader)?,
            number: number(reader)?,
        },
        1 => Refusal::NotAMove {
            number: number(reader)?,
            square: reader.square()?,
            from: reader.square()?,
        },
        2 => Refusal::Elsewhere {
            number: number(reader)?,
            on: reader.square()?,
        },
        3 => Refusal::Taken {
            square: reader.square()?,
            held: number(reader)?,
        },
        _ => Refusal::TooLarge {
            number: number(reader)?,
            max: number(reader)?,
        },
    })
}

fn put_problem(writer: &mut Writer, problem: &Problem) {
    let number = |n: u16| u32::from(n);
    match *problem {
        Problem::NotAMove {
            number: n,
            square,
            previous,
            previous_square,
        } => writer
            .u32(0)
            .u32(number(n))
            .square(square)
            .u32(number(previous))
            .square(previous_square),
        Problem::Twice { number: n, squares } => writer
            .u32(1)
            .u32(number(n))
            .square(squares[0])
            .square(squares[1]),
        Problem::OutOfRange {
            number: n,
            square,
            max,
        } => writer.u32(2).u32(number(n)).square(square).u32(number(max)),
        Problem::OnClue {
            square,
            number: n,
            clue,
        } => writer
            .u32(3)
            .square(square)
            .u32(number(n))
            .u32(number(clue)),
        Problem::OffBoard { square } => writer.u32(4).square(square),
    };
}

fn take_problem(reader: &mut Reader<'_>) -> Result<Problem, ProtocolError> {
    let number = |reader: &mut Reader<'_>| codec::narrow::<u16>(reader, "number");
    Ok(match codec::tag(reader, "problem", 5)? {
        0 => Problem::NotAMove {
            number: number(reader)?,
            square: reader.square()?,
            previous: number(reader)?,
            previous_square: reader.square()?,
        },
        1 => Problem::Twice {
            number: number(reader)?,
            squares: [reader.square()?, reader.square()?],
        },
        2 => Problem::OutOfRange {
            number: number(reader)?,
            square: reader.square()?,
            max: number(reader)?,
        },
        3 => Problem::OnClue {
            square: reader.square()?,
            number: number(reader)?,
            clue: number(reader)?,
        },
        _ => Problem::OffBoard {
            square: reader.square()?,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run::room::state::PuzzleAction;
    use tour_core::puzzle::generate_puzzle;

    #[test]
    fn a_state_reads_back_as_it_was_written() {
        let made =
            generate_puzzle(&Board::new(6, 6).unwrap(), TourKind::Open, Level::Easy, 7).unwrap();
        let solution = made.solution.clone();
        let mut state = PuzzleState::default().apply(PuzzleAction::Posed(
            Box::new(Posed {
                puzzle: made.puzzle,
                solution: Some(made.solution),
                level: Some(made.level),
                seed: Some(7),
            }),
            12.5,
        ));
        assert_eq!(load(&save(&state)), state);
        state = state.choose(solution[0], 20.0).choose(solution[5], 30.0);
        assert!(matches!(state.said, Some(Said::Refused(_))));
        assert_eq!(load(&save(&state)), state);
        state = state.apply(PuzzleAction::Check);
        assert_eq!(load(&save(&state)), state);
    }

    #[test]
    fn words_that_are_no_state_are_a_fresh_room() {
        assert_eq!(load(&RoomState(vec![7, 1, 2, 3])), PuzzleState::default());
        assert_eq!(load(&RoomState::default()), PuzzleState::default());
    }
}
