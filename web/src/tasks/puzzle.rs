//! Puzzle mode's work in the engine: a new puzzle, its attempts dealt to every worker
//! and merged as the command line's sequential generator would decide them
//! ([`Attempts`]); a shared puzzle's solution; a hint's deductions. The answers come
//! back as data, and the page's reducer takes them.

use tour_core::puzzle::{Clue, Puzzle};
use tour_engine::protocol::{Attempts, Job, NoPuzzle, PuzzleSolutions, Report};

use super::{EngineWork, now_ms};
use crate::model::{Action, NotUnique, PuzzleAction, PuzzleJob};

/// The engine's part of one puzzle job.
pub struct PuzzleWork {
    shares: Vec<Job>,
    /// A new puzzle's attempts, as heard (none for the other jobs).
    attempts: Option<Attempts>,
    /// Whether the answer was given (what comes after it is dropped).
    answered: bool,
    /// Shares not yet finished.
    running: usize,
}

/// The fields a job needs of `puzzle`: board, tour and clues.
fn named(puzzle: &Puzzle) -> (tour_core::Board, tour_core::TourKind, Vec<Clue>) {
    (
        puzzle.board().clone(),
        puzzle.kind(),
        puzzle.clues().to_vec(),
    )
}

impl PuzzleWork {
    /// The engine's work for `job`, over `parts` workers.
    pub fn new(job: &PuzzleJob, parts: usize) -> PuzzleWork {
        let (shares, attempts) = match job {
            PuzzleJob::Make {
                board,
                kind,
                level,
                seed,
            } => {
                let shares = Attempts::shares(parts)
                    .into_iter()
                    .map(|attempts| Job::Generate {
                        board: board.clone(),
                        kind: *kind,
                        level: *level,
                        seed: *seed,
                        attempts,
                    })
                    .collect();
                (shares, Some(Attempts::new(board.clone(), *level)))
            }
            PuzzleJob::Solve(puzzle) => {
                let (board, kind, clues) = named(puzzle);
                (vec![Job::Solutions { board, kind, clues }], None)
            }
            PuzzleJob::Deduce(position) => {
                let (board, kind, clues) = named(position);
                (vec![Job::Deduce { board, kind, clues }], None)
            }
        };
        PuzzleWork {
            running: shares.len(),
            shares,
            attempts,
            answered: false,
        }
    }

    /// The answer, once.
    fn answer(&mut self, action: PuzzleAction) -> Option<Action> {
        self.answered = true;
        Some(Action::Puzzle(action))
    }
}

impl EngineWork for PuzzleWork {
    fn shares(&mut self) -> Vec<Job> {
        std::mem::take(&mut self.shares)
    }

    fn heard(&mut self, _share: usize, report: Report) -> Option<Action> {
        if self.answered {
            return None;
        }
        match report {
            Report::Generated { attempt, outcome } => {
                let attempts = self.attempts.as_mut()?;
                attempts.hear(attempt, outcome);
                let made = attempts.result()?;
                let made = made.map(Box::new).map_err(|why| NoPuzzle::of(&why));
                self.answer(PuzzleAction::Made {
                    made,
                    at_ms: now_ms(),
                })
            }
            Report::Solutions(found) => self.answer(PuzzleAction::Solutions(match found {
                PuzzleSolutions::Unique(solution) => Ok(solution),
                PuzzleSolutions::None => Err(NotUnique::None),
                PuzzleSolutions::Several => Err(NotUnique::Several),
            })),
            Report::Deduced(steps) => self.answer(PuzzleAction::Deduced(steps)),
            // Every share ended and none answered (a job the engine could not read).
            Report::Finished | Report::Unreadable => {
                self.running = self.running.saturating_sub(1);
                if self.running > 0 {
                    return None;
                }
                self.answer(PuzzleAction::Lost)
            }
            Report::Working { .. }
            | Report::Surveyed(_)
            | Report::Shaded(_)
            | Report::Counted { .. }
            | Report::Hinted(_)
            | Report::BackTo(_)
            | Report::Solved { .. }
            | Report::Imported(_)
            | Report::Refused(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{AppState, Mode, Settings, SettingsAction, Work};
    use crate::tasks::tests::run_in_engine;
    use tour_core::puzzle::{Level, generate_puzzle};
    use tour_core::{Board, TourKind};

    /// Puzzle mode on `board`.
    fn puzzle_mode(board: Board) -> AppState {
        AppState::new(Settings {
            board,
            ..Settings::default()
        })
        .apply(Action::Settings(SettingsAction::Mode(Mode::Puzzle)))
    }

    /// Runs the puzzle work `state` asks for, over `parts` workers, and applies what
    /// comes back.
    fn answered(state: AppState, parts: usize) -> AppState {
        assert_eq!(state.asked().map(|asked| asked.work), Some(Work::Puzzle));
        let job = state.puzzle().job.clone().expect("the puzzle's job");
        let actions = run_in_engine(PuzzleWork::new(&job, parts));
        assert_eq!(actions.len(), 1, "one answer: {actions:?}");
        actions.into_iter().fold(state, AppState::apply)
    }

    #[test]
    fn a_new_puzzle_is_the_command_line_s_for_the_same_values_over_any_workers() {
        let board = Board::new(6, 6).unwrap();
        let expected = generate_puzzle(&board, TourKind::Open, Level::Medium, 7).unwrap();
        for parts in [1, 2, 5] {
            let state = puzzle_mode(board.clone())
                .apply(Action::Puzzle(PuzzleAction::Level(Level::Medium)))
                .apply(Action::Puzzle(PuzzleAction::New { seed: 7 }));
            assert!(state.puzzle().making());
            let state = answered(state, parts);
            let posed = state.puzzle().posed.as_ref().unwrap();
            assert_eq!(posed.puzzle, expected.puzzle);
            assert_eq!(posed.solution.as_deref(), Some(&expected.solution[..]));
            assert_eq!(posed.made, Some((Level::Medium, 7)));
            assert_eq!(state.asked(), None, "the work is done");
        }
    }

    #[test]
    fn a_shared_code_finds_its_solution_and_a_hint_its_deductions() {
        let board = Board::new(6, 6).unwrap();
        let made = generate_puzzle(&board, TourKind::Open, Level::Easy, 7).unwrap();
        let open = PuzzleAction::Open {
            code: made.puzzle.code(),
            at_ms: 0.0,
        };
        let state = puzzle_mode(Board::CHESS).apply(Action::Puzzle(open));
        // The code's board comes into the settings.
        assert_eq!(state.board(), board);
        assert_eq!(state.mode(), Mode::Puzzle);
        let state = answered(state, 4);
        let posed = state.puzzle().posed.as_ref().unwrap();
        assert_eq!(posed.solution.as_deref(), Some(&made.solution[..]));
        assert_eq!(posed.made, None);

        let state = answered(state.apply(Action::Puzzle(PuzzleAction::Hint)), 4);
        let Some(crate::model::Said::Hint(steps)) = &state.puzzle().said else {
            panic!("{:?}", state.puzzle().said)
        };
        assert!(
            steps
                .iter()
                .all(|step| step.conclusion().holds(&made.solution))
        );
        assert_eq!(state.puzzle().hints, 1);
    }

    #[test]
    fn the_puzzle_s_work_waits_while_another_mode_is_shown_and_goes_on_with_it() {
        let board = Board::new(6, 6).unwrap();
        let state = puzzle_mode(board.clone()).apply(Action::Puzzle(PuzzleAction::New { seed: 7 }));
        let away = state.apply(Action::Settings(SettingsAction::Mode(Mode::Watch)));
        assert_eq!(away.asked(), None);
        assert!(away.puzzle().making());
        // Keys on the board reach the puzzle only in its mode.
        let typed = PuzzleAction::Type {
            square: tour_core::Square::new(0, 0),
            digit: Some(1),
            at_ms: 0.0,
        };
        assert_eq!(away.clone().apply(Action::Puzzle(typed)), away);
        let back = away.apply(Action::Settings(SettingsAction::Mode(Mode::Puzzle)));
        let back = answered(back, 2);
        let expected = generate_puzzle(&board, TourKind::Open, Level::Easy, 7).unwrap();
        assert_eq!(back.puzzle().puzzle(), Some(&expected.puzzle));
        assert_eq!(back.phase(), crate::model::Phase::Moving);
    }

    #[test]
    fn a_job_the_engine_cannot_answer_lets_the_puzzle_go_on() {
        let board = Board::new(6, 6).unwrap();
        let made = generate_puzzle(&board, TourKind::Open, Level::Easy, 7).unwrap();
        let mut work = PuzzleWork::new(&PuzzleJob::Solve(made.puzzle), 1);
        // The share ends without an answer (the engine could not read it).
        assert_eq!(work.shares().len(), 1);
        assert_eq!(
            work.heard(0, Report::Finished),
            Some(Action::Puzzle(PuzzleAction::Lost))
        );
        assert_eq!(work.heard(0, Report::Finished), None);
    }
}
