//! A puzzle's next deduction and its solutions: the core's reasoning and exact count as
//! steppers over the puzzle a job's clues make.

use tour_core::puzzle::{Clue, Deduction, Level, Puzzle, Reasoner, SolutionCounter, Solutions};
use tour_core::{Board, Progress, TourKind};

use super::Work;
use crate::protocol::Report;

/// The puzzle of a job's clues, or `None` when [`Puzzle::new`] refuses them.
fn puzzle(board: Board, kind: TourKind, clues: Vec<Clue>) -> Option<Puzzle> {
    Puzzle::new(board, kind, clues).ok()
}

/// [`hint`](tour_core::puzzle::hint) as a stepper, the same answer in slices: a
/// reasoning with guesses, until its chain starts with a deduction no pending guess
/// stands behind, or it ends, or its steps run out.
pub(super) struct DeduceRun {
    /// The reasoning, until it has answered.
    reasoner: Option<Reasoner>,
    /// Steps the reasoning may still take.
    left: u64,
    /// The answer, once known and until reported.
    answer: Option<Option<Deduction>>,
}

impl DeduceRun {
    pub(super) fn new(board: Board, kind: TourKind, clues: Vec<Clue>, steps: u64) -> DeduceRun {
        let reasoner = puzzle(board, kind, clues).map(|p| Reasoner::new(&p, Level::Hard));
        DeduceRun {
            answer: reasoner.is_none().then_some(None),
            reasoner,
            left: steps,
        }
    }
}

impl Work for DeduceRun {
    /// One step is one step of the reasoning.
    fn advance(&mut self, steps: u64) -> bool {
        let Some(reasoner) = &mut self.reasoner else {
            return true;
        };
        // `hint`'s loop, `left` counting its steps across calls.
        for _ in 0..steps {
            if self.left == 0 {
                self.answer = Some(None);
                break;
            }
            self.left -= 1;
            if let Some(first) = reasoner.settled().first() {
                self.answer = Some(Some(first.clone()));
                break;
            }
            if reasoner.step().is_none() {
                self.answer = Some(reasoner.settled().first().cloned());
                break;
            }
        }
        if self.answer.is_some() {
            self.reasoner = None;
        }
        self.reasoner.is_none()
    }

    fn reports(&mut self, finished: bool, _busy_ms: f64) -> Vec<Report> {
        match (&self.reasoner, self.answer.take()) {
            (_, Some(answer)) => vec![Report::Deduced(answer)],
            (Some(reasoner), None) if !finished => vec![Report::Working {
                done: reasoner.steps(),
                depth: 0,
            }],
            _ => Vec::new(),
        }
    }
}

/// The count of a puzzle's solutions, up to two.
pub(super) struct SolutionsRun {
    /// The count, until it has finished.
    counter: Option<SolutionCounter>,
    /// The solutions, once known and until reported.
    answer: Option<Solutions>,
}

impl SolutionsRun {
    pub(super) fn new(board: Board, kind: TourKind, clues: Vec<Clue>) -> SolutionsRun {
        let counter = puzzle(board, kind, clues).map(|p| SolutionCounter::new(&p));
        SolutionsRun {
            answer: counter.is_none().then_some(Solutions::None),
            counter,
        }
    }
}

impl Work for SolutionsRun {
    /// One step examines one position.
    fn advance(&mut self, steps: u64) -> bool {
        let Some(counter) = &mut self.counter else {
            return true;
        };
        if let Progress::Done(solutions) = counter.advance(steps) {
            self.answer = Some(solutions);
            self.counter = None;
        }
        self.counter.is_none()
    }

    fn reports(&mut self, finished: bool, _busy_ms: f64) -> Vec<Report> {
        match (&self.counter, self.answer.take()) {
            (_, Some(solutions)) => vec![Report::PuzzleSolutions(solutions)],
            (Some(counter), None) if !finished => vec![Report::Working {
                done: counter.positions(),
                depth: 0,
            }],
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run::Running;
    use tour_core::puzzle::{generate_puzzle, hint};

    /// Runs `job` in slices of `slice` steps, with every report.
    fn sliced(job: crate::protocol::Job, slice: u64) -> Vec<Report> {
        let mut running = Running::new(job);
        let mut reports = Vec::new();
        while !running.advance(slice) {
            reports.extend(running.reports(0.0));
        }
        reports.extend(running.reports(0.0));
        reports
    }

    fn results(reports: Vec<Report>) -> Vec<Report> {
        reports
            .into_iter()
            .filter(|report| !matches!(report, Report::Working { .. }))
            .collect()
    }

    #[test]
    fn a_deduction_is_the_core_s_hint_however_it_is_sliced() {
        let board = Board::new(6, 6).expect("a board");
        for (seed, kind) in [(1, TourKind::Open), (2, TourKind::Closed)] {
            let made = generate_puzzle(&board, kind, Level::Hard, seed).expect("a puzzle");
            // The puzzle, a few numbers in, and the whole solution.
            let some = made.solution.iter().zip(1..).step_by(5);
            let all = made.solution.iter().zip(1..);
            for extra in [Vec::new(), some.collect(), all.collect::<Vec<_>>()] {
                let position = made
                    .puzzle
                    .with_clues(
                        extra
                            .into_iter()
                            .filter(|&(&square, _)| made.puzzle.number_at(square).is_none())
                            .map(|(&square, n)| Clue::new(square, n)),
                    )
                    .expect("clues of the solution");
                for steps in [0, 1, 3, 100_000] {
                    let expected = hint(&position, steps);
                    for slice in [1, 2, 1 << 20] {
                        let job = crate::protocol::Job::Deduce {
                            board: board.clone(),
                            kind,
                            clues: position.clues().to_vec(),
                            steps,
                        };
                        assert_eq!(
                            results(sliced(job, slice)),
                            [Report::Deduced(expected.clone()), Report::Finished],
                            "seed {seed}, {} clues, {steps} steps, slices of {slice}",
                            position.clues().len()
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn refused_clues_deduce_nothing_and_have_no_solution() {
        let board = Board::new(5, 5).expect("a board");
        let twice = vec![
            Clue::new(tour_core::Square::new(0, 0), 1),
            Clue::new(tour_core::Square::new(0, 0), 2),
        ];
        for clues in [Vec::new(), twice] {
            let deduce = crate::protocol::Job::Deduce {
                board: board.clone(),
                kind: TourKind::Open,
                clues: clues.clone(),
                steps: 100,
            };
            assert_eq!(sliced(deduce, 1), [Report::Deduced(None), Report::Finished]);
            let solve = crate::protocol::Job::SolvePuzzle {
                board: board.clone(),
                kind: TourKind::Open,
                clues,
            };
            assert_eq!(
                sliced(solve, 1),
                [Report::PuzzleSolutions(Solutions::None), Report::Finished]
            );
        }
    }

    #[test]
    fn a_puzzle_s_solutions_are_the_core_s_count_in_slices() {
        let board = Board::new(6, 6).expect("a board");
        let made = generate_puzzle(&board, TourKind::Closed, Level::Medium, 4).expect("a puzzle");
        let one = made.puzzle.clues()[..1].to_vec();
        for clues in [made.puzzle.clues().to_vec(), one] {
            let puzzle =
                Puzzle::new(board.clone(), TourKind::Closed, clues.clone()).expect("a puzzle");
            let expected = tour_core::puzzle::count_solutions(&puzzle);
            for slice in [1, 10, 1 << 20] {
                let job = crate::protocol::Job::SolvePuzzle {
                    board: board.clone(),
                    kind: TourKind::Closed,
                    clues: clues.clone(),
                };
                let reports = sliced(job, slice);
                if slice == 1 {
                    assert!(matches!(reports[0], Report::Working { done: 1, .. }));
                }
                assert_eq!(
                    results(reports),
                    [Report::PuzzleSolutions(expected.clone()), Report::Finished]
                );
            }
        }
        assert!(matches!(
            tour_core::puzzle::count_solutions(
                &Puzzle::new(board, TourKind::Closed, made.puzzle.clues()[..1].to_vec())
                    .expect("a puzzle")
            ),
            Solutions::Several(..)
        ));
    }
}
