//! The core's values as words: one [`Wire`] implementation per type, writing and reading
//! the same fields in the same order. Every tag a reader does not know, and every value
//! the core refuses (a board side out of range, a leaper that is no leaper), is a
//! [`ProtocolError`], never a panic or a default.

use tour_core::puzzle::{Clue, Deduction, Level, Reach, Starved};
use tour_core::survey::SurveyEntry;
use tour_core::theory::{Impossibility, Obstacle, SearchOutcome, TourCount};
use tour_core::{
    Algorithm, Board, Ends, Leaper, MoveOrder, Options, RouteError, SolveError, Square, Status,
    TourKind, solver::Stats,
};

use super::ProtocolError;
use super::words::{Reader, Writer};

/// A value that travels between the page and the engine.
pub trait Wire: Sized {
    /// Appends the value's words.
    fn put(&self, writer: &mut Writer);

    /// Reads a value written by [`Wire::put`].
    ///
    /// # Errors
    /// A [`ProtocolError`] naming what is missing or wrong.
    fn take(reader: &mut Reader<'_>) -> Result<Self, ProtocolError>;
}

/// A tag read back as one of `count` values.
pub(crate) fn tag(
    reader: &mut Reader<'_>,
    what: &'static str,
    count: u32,
) -> Result<u32, ProtocolError> {
    let value = reader.u32()?;
    if value < count {
        Ok(value)
    } else {
        Err(ProtocolError::Unknown { what, value })
    }
}

/// A small number read back, refused when it does not fit `u8` or `u16`.
pub(crate) fn narrow<T: TryFrom<u32>>(
    reader: &mut Reader<'_>,
    what: &'static str,
) -> Result<T, ProtocolError> {
    let value = reader.u32()?;
    T::try_from(value).map_err(|_| ProtocolError::Unknown { what, value })
}

/// A word as it is: a count, an index or a number the reader checks itself.
impl Wire for u32 {
    fn put(&self, writer: &mut Writer) {
        writer.u32(*self);
    }

    fn take(reader: &mut Reader<'_>) -> Result<u32, ProtocolError> {
        reader.u32()
    }
}

impl Wire for Square {
    fn put(&self, writer: &mut Writer) {
        writer.square(*self);
    }

    fn take(reader: &mut Reader<'_>) -> Result<Square, ProtocolError> {
        reader.square()
    }
}

impl Wire for Board {
    fn put(&self, writer: &mut Writer) {
        let leaper = self.leaper();
        writer
            .u32(self.rows().into())
            .u32(self.cols().into())
            .u32(leaper.p().into())
            .u32(leaper.q().into());
        let holes: Vec<Square> = self.holes().collect();
        writer.squares(&holes);
    }

    fn take(reader: &mut Reader<'_>) -> Result<Board, ProtocolError> {
        let rows = narrow(reader, "board side")?;
        let cols = narrow(reader, "board side")?;
        let p = narrow(reader, "leaper step")?;
        let q = narrow(reader, "leaper step")?;
        let leaper = Leaper::new(p, q).map_err(|_| ProtocolError::Invalid("leaper"))?;
        let holes = reader.squares()?;
        Board::new(rows, cols)
            .and_then(|board| board.with_leaper(leaper).with_holes(holes))
            .map_err(|_| ProtocolError::Invalid("board"))
    }
}

impl Wire for TourKind {
    fn put(&self, writer: &mut Writer) {
        writer.u32(u32::from(*self == TourKind::Closed));
    }

    fn take(reader: &mut Reader<'_>) -> Result<TourKind, ProtocolError> {
        Ok(TourKind::closed(tag(reader, "tour kind", 2)? == 1))
    }
}

impl Wire for Level {
    fn put(&self, writer: &mut Writer) {
        let index = Level::ALL
            .iter()
            .position(|level| level == self)
            .unwrap_or(0);
        writer.count(index);
    }

    fn take(reader: &mut Reader<'_>) -> Result<Level, ProtocolError> {
        let count = Level::ALL.len() as u32;
        Ok(Level::ALL[tag(reader, "level", count)? as usize])
    }
}

/// A clue travels as its square and its number, whichever board it is for: the puzzle
/// that holds it checks it against the board.
impl Wire for Clue {
    fn put(&self, writer: &mut Writer) {
        writer.square(self.square).u32(self.number.into());
    }

    fn take(reader: &mut Reader<'_>) -> Result<Clue, ProtocolError> {
        let square = reader.square()?;
        Ok(Clue::new(square, narrow(reader, "clue number")?))
    }
}

/// A placed number and the moves to it: the clue, then the moves.
impl Wire for Reach {
    fn put(&self, writer: &mut Writer) {
        self.clue.put(writer);
        writer.u32(self.moves.into());
    }

    fn take(reader: &mut Reader<'_>) -> Result<Reach, ProtocolError> {
        Ok(Reach {
            clue: Clue::take(reader)?,
            moves: narrow(reader, "moves")?,
        })
    }
}

impl Wire for Starved {
    fn put(&self, writer: &mut Writer) {
        match *self {
            Starved::Square(square) => writer.u32(0).square(square),
            Starved::Number(number) => writer.u32(1).u32(number.into()),
        };
    }

    fn take(reader: &mut Reader<'_>) -> Result<Starved, ProtocolError> {
        Ok(match tag(reader, "starved", 2)? {
            0 => Starved::Square(reader.square()?),
            _ => Starved::Number(narrow(reader, "number")?),
        })
    }
}

/// An optional value: 0, or 1 and the value.
fn put_option<T: Wire>(value: Option<&T>, writer: &mut Writer) {
    match value {
        None => {
            writer.u32(0);
        }
        Some(value) => {
            writer.u32(1);
            value.put(writer);
        }
    }
}

/// An optional value written by [`put_option`].
fn take_option<T: Wire>(reader: &mut Reader<'_>) -> Result<Option<T>, ProtocolError> {
    Ok(match tag(reader, "option", 2)? {
        0 => None,
        _ => Some(T::take(reader)?),
    })
}

/// A yes or no: 0 or 1.
fn take_flag(reader: &mut Reader<'_>) -> Result<bool, ProtocolError> {
    Ok(tag(reader, "flag", 2)? == 1)
}

/// A deduction: its kind's tag (the enum's order), then its number and square (a pair:
/// its clue, squares and numbers), then the rest of its fields in order.
impl Wire for Deduction {
    fn put(&self, writer: &mut Writer) {
        use Deduction as D;
        match self {
            D::Between {
                number,
                square,
                before,
                after,
            } => {
                writer.u32(0).u32((*number).into()).square(*square);
                before.put(writer);
                after.put(writer);
            }
            D::OnlyNeighbour {
                number,
                square,
                from,
                other,
            } => {
                writer.u32(1).u32((*number).into()).square(*square);
                from.put(writer);
                put_option(other.as_ref(), writer);
            }
            D::OnlySquare {
                number,
                square,
                before,
                after,
                ruled_out,
            } => {
                writer.u32(2).u32((*number).into()).square(*square);
                put_option(before.as_ref(), writer);
                put_option(after.as_ref(), writer);
                writer.u32((*ruled_out).into());
            }
            D::OnlyNumber {
                square,
                number,
                ruled_out,
            } => {
                writer.u32(3).u32((*number).into()).square(*square);
                writer.u32((*ruled_out).into());
            }
            D::Pair {
                from,
                squares,
                numbers,
            } => {
                writer.u32(4);
                from.put(writer);
                writer.square(squares[0]).square(squares[1]);
                writer.u32(numbers[0].into()).u32(numbers[1].into());
            }
            D::CutOff {
                number,
                square,
                starved,
            } => {
                writer.u32(5).u32((*number).into()).square(*square);
                starved.put(writer);
            }
            D::Guess {
                number,
                square,
                options,
            } => {
                let words = [(*number).into(), (*options).into()];
                writer.u32(6).u32(words[0]).square(*square).u32(words[1]);
            }
            D::Refuted { number, square } => {
                writer.u32(7).u32((*number).into()).square(*square);
            }
        }
    }

    fn take(reader: &mut Reader<'_>) -> Result<Deduction, ProtocolError> {
        use Deduction as D;
        let r = reader;
        let kind = tag(r, "deduction", 8)?;
        // Every kind but a pair starts with its number and square.
        if kind == 4 {
            return Ok(D::Pair {
                from: Clue::take(r)?,
                squares: [r.square()?, r.square()?],
                numbers: [narrow(r, "number")?, narrow(r, "number")?],
            });
        }
        let (number, square) = (narrow(r, "number")?, r.square()?);
        Ok(match kind {
            0 => D::Between {
                number,
                square,
                before: Clue::take(r)?,
                after: Clue::take(r)?,
            },
            1 => D::OnlyNeighbour {
                number,
                square,
                from: Clue::take(r)?,
                other: take_option(r)?,
            },
            2 => D::OnlySquare {
                number,
                square,
                before: take_option(r)?,
                after: take_option(r)?,
                ruled_out: take_flag(r)?,
            },
            3 => D::OnlyNumber {
                square,
                number,
                ruled_out: take_flag(r)?,
            },
            5 => D::CutOff {
                number,
                square,
                starved: Starved::take(r)?,
            },
            6 => D::Guess {
                number,
                square,
                options: narrow(r, "options")?,
            },
            _ => D::Refuted { number, square },
        })
    }
}

impl Wire for Ends {
    fn put(&self, writer: &mut Writer) {
        match self.last() {
            Some(last) => writer.u32(2).square(last),
            None => writer.u32(u32::from(self.kind() == TourKind::Closed)),
        };
    }

    fn take(reader: &mut Reader<'_>) -> Result<Ends, ProtocolError> {
        Ok(match tag(reader, "ends", 3)? {
            0 => Ends::OPEN,
            1 => Ends::CLOSED,
            _ => Ends::to(reader.square()?),
        })
    }
}

impl Wire for Algorithm {
    fn put(&self, writer: &mut Writer) {
        let index = Algorithm::ALL.iter().position(|a| a == self).unwrap_or(0);
        writer.count(index);
    }

    fn take(reader: &mut Reader<'_>) -> Result<Algorithm, ProtocolError> {
        let count = Algorithm::ALL.len() as u32;
        Ok(Algorithm::ALL[tag(reader, "algorithm", count)? as usize])
    }
}

/// A move order travels as the index of the knight's order it is made from: the solvers
/// carry it over to the board's piece themselves.
impl Wire for Option<MoveOrder> {
    fn put(&self, writer: &mut Writer) {
        let index = self.map_or(0, |order| {
            1 + MoveOrder::ALL
                .iter()
                .position(|known| known.name() == order.name())
                .unwrap_or(0)
        });
        writer.count(index);
    }

    fn take(reader: &mut Reader<'_>) -> Result<Option<MoveOrder>, ProtocolError> {
        let count = MoveOrder::ALL.len() as u32 + 1;
        Ok(match tag(reader, "move order", count)? {
            0 => None,
            index => Some(MoveOrder::ALL[index as usize - 1]),
        })
    }
}

impl Wire for Options {
    fn put(&self, writer: &mut Writer) {
        self.order.put(writer);
        writer.u64(self.budget).u32(self.tries).u64(self.seed);
        self.ends.put(writer);
    }

    fn take(reader: &mut Reader<'_>) -> Result<Options, ProtocolError> {
        Ok(Options {
            order: Wire::take(reader)?,
            budget: reader.u64()?,
            tries: reader.u32()?,
            seed: reader.u64()?,
            ends: Ends::take(reader)?,
        })
    }
}

impl Wire for Stats {
    fn put(&self, writer: &mut Writer) {
        writer
            .u64(self.placed)
            .u64(self.retreats)
            .u64(self.restarts)
            .u64(self.best);
    }

    fn take(reader: &mut Reader<'_>) -> Result<Stats, ProtocolError> {
        Ok(Stats {
            placed: reader.u64()?,
            retreats: reader.u64()?,
            restarts: reader.u64()?,
            best: reader.u64()?,
        })
    }
}

impl Wire for Status {
    fn put(&self, writer: &mut Writer) {
        match *self {
            Status::Running => writer.u32(0),
            Status::Complete(kind) => {
                writer.u32(1);
                kind.put(writer);
                writer
            }
            Status::Stuck { at } => writer.u32(2).square(at),
            Status::BudgetExhausted => writer.u32(3),
            Status::NoTour => writer.u32(4),
            Status::TriesExhausted => writer.u32(5),
            Status::Impossible(why) => {
                writer.u32(6);
                why.put(writer);
                writer
            }
            Status::Undecided => writer.u32(7),
        };
    }

    fn take(reader: &mut Reader<'_>) -> Result<Status, ProtocolError> {
        Ok(match tag(reader, "status", 8)? {
            0 => Status::Running,
            1 => Status::Complete(TourKind::take(reader)?),
            2 => Status::Stuck {
                at: reader.square()?,
            },
            3 => Status::BudgetExhausted,
            4 => Status::NoTour,
            5 => Status::TriesExhausted,
            6 => Status::Impossible(Impossibility::take(reader)?),
            _ => Status::Undecided,
        })
    }
}

impl Wire for Impossibility {
    fn put(&self, writer: &mut Writer) {
        use Impossibility as I;
        match *self {
            I::MinorityColour => writer.u32(0),
            I::BothSidesOdd => writer.u32(1),
            I::NarrowBoard { side } => writer.u32(2).u32(side.into()),
            I::ThreeByFourSixEight { long } => writer.u32(3).u32(long.into()),
            I::TooThin => writer.u32(4),
            I::EndIsStart => writer.u32(5),
            I::EndsSameColour => writer.u32(6),
            I::EndMinorityColour => writer.u32(7),
            I::StartInnerRow => writer.u32(8),
            I::EndInnerRow => writer.u32(9),
            I::NoCompletion => writer.u32(10),
            I::SingleSquare => writer.u32(11),
            I::Isolated { square } => writer.u32(12).square(square),
            I::OffLattice { square, step } => writer.u32(13).square(square).u32(step.into()),
            I::OtherColour { square } => writer.u32(14).square(square),
            I::Disconnected { square } => writer.u32(15).square(square),
            I::DeadEndClosed { square } => writer.u32(16).square(square),
            I::ThreeDeadEnds { squares: [a, b, c] } => writer.u32(17).square(a).square(b).square(c),
            I::DeadEndsNotStart { first, second } => writer.u32(18).square(first).square(second),
            I::DeadEndNotEnd { square } => writer.u32(19).square(square),
            I::UnevenColours { larger, smaller } => writer.u32(20).u32(larger).u32(smaller),
            I::UnequalColours { larger, smaller } => writer.u32(21).u32(larger).u32(smaller),
            I::StartOnSmallerColour { larger, smaller } => writer.u32(22).u32(larger).u32(smaller),
            I::EndSameColourAsStart { each } => writer.u32(23).u32(each),
            I::EndOnSmallerColour { larger, smaller } => writer.u32(24).u32(larger).u32(smaller),
            I::Exhausted { positions } => writer.u32(25).u64(positions),
        };
    }

    fn take(reader: &mut Reader<'_>) -> Result<Impossibility, ProtocolError> {
        use Impossibility as I;
        let r = reader;
        Ok(match tag(r, "reason", 26)? {
            0 => I::MinorityColour,
            1 => I::BothSidesOdd,
            2 => I::NarrowBoard {
                side: narrow(r, "board side")?,
            },
            3 => I::ThreeByFourSixEight {
                long: narrow(r, "board side")?,
            },
            4 => I::TooThin,
            5 => I::EndIsStart,
            6 => I::EndsSameColour,
            7 => I::EndMinorityColour,
            8 => I::StartInnerRow,
            9 => I::EndInnerRow,
            10 => I::NoCompletion,
            11 => I::SingleSquare,
            12 => I::Isolated {
                square: r.square()?,
            },
            13 => I::OffLattice {
                square: r.square()?,
                step: narrow(r, "leaper step")?,
            },
            14 => I::OtherColour {
                square: r.square()?,
            },
            15 => I::Disconnected {
                square: r.square()?,
            },
            16 => I::DeadEndClosed {
                square: r.square()?,
            },
            17 => I::ThreeDeadEnds {
                squares: [r.square()?, r.square()?, r.square()?],
            },
            18 => I::DeadEndsNotStart {
                first: r.square()?,
                second: r.square()?,
            },
            19 => I::DeadEndNotEnd {
                square: r.square()?,
            },
            20 => I::UnevenColours {
                larger: r.u32()?,
                smaller: r.u32()?,
            },
            21 => I::UnequalColours {
                larger: r.u32()?,
                smaller: r.u32()?,
            },
            22 => I::StartOnSmallerColour {
                larger: r.u32()?,
                smaller: r.u32()?,
            },
            23 => I::EndSameColourAsStart { each: r.u32()? },
            24 => I::EndOnSmallerColour {
                larger: r.u32()?,
                smaller: r.u32()?,
            },
            _ => I::Exhausted {
                positions: r.u64()?,
            },
        })
    }
}

impl Wire for Obstacle {
    fn put(&self, writer: &mut Writer) {
        match *self {
            Obstacle::DeadEnd { at } => writer.u32(0).square(at),
            Obstacle::Cut { square } => writer.u32(1).square(square),
            Obstacle::NoWayBack { start } => writer.u32(2).square(start),
            Obstacle::TwoEnds { first, second } => writer.u32(3).square(first).square(second),
        };
    }

    fn take(reader: &mut Reader<'_>) -> Result<Obstacle, ProtocolError> {
        let r = reader;
        Ok(match tag(r, "obstacle", 4)? {
            0 => Obstacle::DeadEnd { at: r.square()? },
            1 => Obstacle::Cut {
                square: r.square()?,
            },
            2 => Obstacle::NoWayBack { start: r.square()? },
            _ => Obstacle::TwoEnds {
                first: r.square()?,
                second: r.square()?,
            },
        })
    }
}

impl Wire for SurveyEntry {
    fn put(&self, writer: &mut Writer) {
        writer.square(self.start);
        self.status.put(writer);
        writer.count(self.visited);
        self.stats.put(writer);
    }

    fn take(reader: &mut Reader<'_>) -> Result<SurveyEntry, ProtocolError> {
        Ok(SurveyEntry {
            start: reader.square()?,
            status: Status::take(reader)?,
            visited: reader.count()?,
            stats: Stats::take(reader)?,
        })
    }
}

impl Wire for TourCount {
    fn put(&self, writer: &mut Writer) {
        writer
            .u64(self.directed)
            .u64(self.undirected)
            .u64(self.positions);
    }

    fn take(reader: &mut Reader<'_>) -> Result<TourCount, ProtocolError> {
        Ok(TourCount {
            directed: reader.u64()?,
            undirected: reader.u64()?,
            positions: reader.u64()?,
        })
    }
}

impl Wire for SearchOutcome {
    fn put(&self, writer: &mut Writer) {
        match self {
            SearchOutcome::Found(route) => writer.u32(0).squares(route),
            SearchOutcome::Exhausted { positions } => writer.u32(1).u64(*positions),
            SearchOutcome::OutOfBudget { positions } => writer.u32(2).u64(*positions),
        };
    }

    fn take(reader: &mut Reader<'_>) -> Result<SearchOutcome, ProtocolError> {
        Ok(match tag(reader, "search outcome", 3)? {
            0 => SearchOutcome::Found(reader.squares()?),
            1 => SearchOutcome::Exhausted {
                positions: reader.u64()?,
            },
            _ => SearchOutcome::OutOfBudget {
                positions: reader.u64()?,
            },
        })
    }
}

/// A list of values, its length first.
impl<T: Wire> Wire for Vec<T> {
    fn put(&self, writer: &mut Writer) {
        writer.count(self.len());
        for item in self {
            item.put(writer);
        }
    }

    fn take(reader: &mut Reader<'_>) -> Result<Vec<T>, ProtocolError> {
        let len = reader.count()?;
        // Every value takes at least one word: a forged length cannot reserve more.
        let mut items = Vec::with_capacity(len.min(reader.left()));
        for _ in 0..len {
            items.push(T::take(reader)?);
        }
        Ok(items)
    }
}

/// A result: 0 and the value, or 1 and the error.
impl<T: Wire, E: Wire> Wire for Result<T, E> {
    fn put(&self, writer: &mut Writer) {
        match self {
            Ok(value) => {
                writer.u32(0);
                value.put(writer);
            }
            Err(error) => {
                writer.u32(1);
                error.put(writer);
            }
        }
    }

    fn take(reader: &mut Reader<'_>) -> Result<Result<T, E>, ProtocolError> {
        Ok(match tag(reader, "result", 2)? {
            0 => Ok(T::take(reader)?),
            _ => Err(E::take(reader)?),
        })
    }
}

impl Wire for RouteError {
    fn put(&self, writer: &mut Writer) {
        match *self {
            RouteError::Empty => writer.u32(0),
            RouteError::OffBoard { position, square } => {
                writer.u32(1).count(position).square(square)
            }
            RouteError::Repeated {
                position,
                first,
                square,
            } => writer.u32(2).count(position).count(first).square(square),
            RouteError::OnHole { position, square } => writer.u32(3).count(position).square(square),
            RouteError::NotKnightMove { position, from, to } => {
                writer.u32(4).count(position).square(from).square(to)
            }
            RouteError::Incomplete { visited, area } => writer.u32(5).count(visited).count(area),
        };
    }

    fn take(reader: &mut Reader<'_>) -> Result<RouteError, ProtocolError> {
        let r = reader;
        Ok(match tag(r, "route error", 6)? {
            0 => RouteError::Empty,
            1 => RouteError::OffBoard {
                position: r.count()?,
                square: r.square()?,
            },
            2 => RouteError::Repeated {
                position: r.count()?,
                first: r.count()?,
                square: r.square()?,
            },
            3 => RouteError::OnHole {
                position: r.count()?,
                square: r.square()?,
            },
            4 => RouteError::NotKnightMove {
                position: r.count()?,
                from: r.square()?,
                to: r.square()?,
            },
            _ => RouteError::Incomplete {
                visited: r.count()?,
                area: r.count()?,
            },
        })
    }
}

impl Wire for SolveError {
    fn put(&self, writer: &mut Writer) {
        match self {
            SolveError::StartOffBoard { start, board } => {
                writer.u32(0).square(*start);
                board.put(writer);
            }
            SolveError::EndOffBoard { end, board } => {
                writer.u32(1).square(*end);
                board.put(writer);
            }
            SolveError::StartOnHole { start } => {
                writer.u32(2).square(*start);
            }
            SolveError::EndOnHole { end } => {
                writer.u32(3).square(*end);
            }
            SolveError::EndNeedsFast { algorithm } => {
                writer.u32(4);
                algorithm.put(writer);
            }
            SolveError::InvalidRoute(error) => {
                writer.u32(5);
                error.put(writer);
            }
        }
    }

    fn take(reader: &mut Reader<'_>) -> Result<SolveError, ProtocolError> {
        let r = reader;
        Ok(match tag(r, "solve error", 6)? {
            0 => SolveError::StartOffBoard {
                start: r.square()?,
                board: Board::take(r)?,
            },
            1 => SolveError::EndOffBoard {
                end: r.square()?,
                board: Board::take(r)?,
            },
            2 => SolveError::StartOnHole { start: r.square()? },
            3 => SolveError::EndOnHole { end: r.square()? },
            4 => SolveError::EndNeedsFast {
                algorithm: Algorithm::take(r)?,
            },
            _ => SolveError::InvalidRoute(RouteError::take(r)?),
        })
    }
}
