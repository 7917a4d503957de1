//! Puzzle mode's heavy parts (the page keeps the puzzle, the student's numbers and the
//! rules): a shared puzzle's solutions, searched in steps, and a hint's next
//! deductions from a position. A new puzzle is a generation's share
//! ([`super::generate`]).

use tour_core::puzzle::{Clue, Conclusion, Deduction, Level, Puzzle, Reasoner, SolutionCounter};
use tour_core::{Board, Progress, TourKind};

use super::Work;
use crate::protocol::{PuzzleSolutions, Report};

/// Steps a hint's reasoning may take: a hard position needs a few hundred.
const HINT_STEPS: u64 = 20_000;

/// The puzzle a job names, when its clues fit its board (the page sends only puzzles
/// the core accepted; a message from another build may name none).
fn puzzle(board: Board, kind: TourKind, clues: Vec<Clue>) -> Option<Puzzle> {
    Puzzle::new(board, kind, clues).ok()
}

/// The search for a shared puzzle's solutions.
pub(super) struct SolutionsRun {
    counter: Option<SolutionCounter>,
    found: Option<PuzzleSolutions>,
}

impl SolutionsRun {
    pub(super) fn new(board: Board, kind: TourKind, clues: Vec<Clue>) -> SolutionsRun {
        SolutionsRun {
            counter: puzzle(board, kind, clues).map(|puzzle| SolutionCounter::new(&puzzle)),
            found: None,
        }
    }
}

impl Work for SolutionsRun {
    /// One step is one step of the core's solution counter.
    fn advance(&mut self, steps: u64) -> bool {
        let Some(counter) = self.counter.as_mut() else {
            return true;
        };
        match counter.advance(steps) {
            Progress::Running => false,
            Progress::Done(found) => {
                self.found = Some(PuzzleSolutions::of(found));
                self.counter = None;
                true
            }
        }
    }

    fn reports(&mut self, finished: bool, _busy_ms: f64) -> Vec<Report> {
        match (finished, self.found.take(), &self.counter) {
            (_, Some(found), _) => vec![Report::Solutions(found)],
            (false, None, Some(counter)) => vec![Report::Working {
                done: counter.positions(),
                depth: 0,
            }],
            (_, None, _) => Vec::new(),
        }
    }
}

/// A hint's reasoning from a position.
pub(super) struct DeduceRun {
    reasoner: Option<Reasoner>,
    /// Steps the reasoning may still take.
    left: u64,
    found: Option<Vec<Deduction>>,
}

impl DeduceRun {
    pub(super) fn new(board: Board, kind: TourKind, clues: Vec<Clue>) -> DeduceRun {
        DeduceRun {
            reasoner: puzzle(board, kind, clues)
                .map(|position| Reasoner::new(&position, Level::Hard)),
            left: HINT_STEPS,
            found: None,
        }
    }
}

/// The settled deductions up to the first that places a number: what a hint says (the
/// exclusions before a placement are what make it follow, and a hint that only
/// excluded would say the same again). Takes at most `steps` of the reasoning's `left`;
/// `None` while it goes on, then the deductions (none when the reasoning ends, or its
/// steps run out, without placing a number).
fn deduce(reasoner: &mut Reasoner, left: &mut u64, steps: u64) -> Option<Vec<Deduction>> {
    let placing = |settled: &[Deduction]| {
        let at = settled
            .iter()
            .position(|step| matches!(step.conclusion(), Conclusion::Place { .. }))?;
        Some(settled[..=at].to_vec())
    };
    for _ in 0..steps {
        if let Some(found) = placing(reasoner.settled()) {
            return Some(found);
        }
        if *left == 0 || reasoner.step().is_none() {
            return Some(placing(reasoner.settled()).unwrap_or_default());
        }
        *left -= 1;
    }
    None
}

impl Work for DeduceRun {
    /// One step is one step of the reasoning.
    fn advance(&mut self, steps: u64) -> bool {
        let Some(reasoner) = self.reasoner.as_mut() else {
            return true;
        };
        match deduce(reasoner, &mut self.left, steps) {
            Some(found) => {
                self.found = Some(found);
                self.reasoner = None;
                true
            }
            None => false,
        }
    }

    fn reports(&mut self, _finished: bool, _busy_ms: f64) -> Vec<Report> {
        self.found.take().map(Report::Deduced).into_iter().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::Job;
    use crate::run::run_to_end;
    use tour_core::puzzle::generate_puzzle;

    /// The deductions a hint gives for the position `clues`.
    fn hint(board: &Board, kind: TourKind, clues: &[Clue]) -> Vec<Deduction> {
        let job = Job::Deduce {
            board: board.clone(),
            kind,
            clues: clues.to_vec(),
        };
        let mut answers = run_to_end(job)
            .into_iter()
            .filter_map(|report| match report {
                Report::Deduced(steps) => Some(steps),
                _ => None,
            });
        answers.next().expect("a hint answers")
    }

    /// Follows hint after hint from a new puzzle: every deduction of every hint holds of
    /// the solution, and placing each hint's number solves the puzzle.
    fn hints_solve(board: &Board, kind: TourKind, level: Level, seed: u64) {
        let made = generate_puzzle(board, kind, level, seed).unwrap();
        let mut placed = made.puzzle.clues().to_vec();
        while placed.len() < usize::from(made.puzzle.numbers()) {
            let steps = hint(board, kind, &placed);
            for step in &steps {
                assert!(
                    step.conclusion().holds(&made.solution),
                    "{board} seed {seed}: {step:?}"
                );
            }
            let Some(Conclusion::Place { square, number }) =
                steps.last().map(Deduction::conclusion)
            else {
                panic!("{board} {level:?} seed {seed}: a hint ends placing a number: {steps:?}")
            };
            placed.push(Clue::new(square, number));
        }
        let mut squares = vec![made.solution[0]; placed.len()];
        for clue in &placed {
            squares[usize::from(clue.number) - 1] = clue.square;
        }
        assert!(made.puzzle.is_solution(&squares), "{board} seed {seed}");
    }

    #[test]
    fn every_hint_is_true_and_the_hints_solve_the_puzzle() {
        let six = Board::new(6, 6).unwrap();
        for seed in 0..3 {
            hints_solve(&six, TourKind::Open, Level::Easy, seed);
            hints_solve(&six, TourKind::Open, Level::Medium, seed);
        }
        hints_solve(&six, TourKind::Closed, Level::Hard, 2);
        hints_solve(&Board::CHESS, TourKind::Open, Level::Medium, 7);
    }

    #[test]
    fn a_shared_puzzle_s_solution_is_the_one_it_was_made_with() {
        let six = Board::new(6, 6).unwrap();
        let made = generate_puzzle(&six, TourKind::Open, Level::Easy, 7).unwrap();
        let job = Job::Solutions {
            board: six.clone(),
            kind: TourKind::Open,
            clues: made.puzzle.clues().to_vec(),
        };
        let reports = run_to_end(job);
        assert!(reports.contains(&Report::Solutions(PuzzleSolutions::Unique(made.solution))));
        assert_eq!(reports.last(), Some(&Report::Finished));
        // Clues off the board name no puzzle: nothing is found, and the job ends.
        let job = Job::Solutions {
            board: six,
            kind: TourKind::Open,
            clues: vec![Clue::new(tour_core::Square::new(9, 9), 1)],
        };
        assert_eq!(run_to_end(job), [Report::Finished]);
    }
}
