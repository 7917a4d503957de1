//! Puzzle mode's room, the engine's side: one job per action a person takes. The job
//! reads the room's state back ([`saved`]), applies the action ([`state`]: the walk,
//! typing, undo, Check), runs the search it needs in steps (a new puzzle as the command
//! line makes it, a shared puzzle's solution, a hint's deduction), and reports the new
//! state with its view, worded in the language asked for ([`view`], [`words`]).

mod panel;
mod saved;
mod state;
mod view;
mod words;

use tour_core::puzzle::{
    Conclusion, Deduction, Generator, Level, Puzzle, Reasoner, SolutionCounter, Solutions,
};
use tour_core::{Board, Progress, Square};

use super::Work;
use crate::protocol::{NoPuzzle, Report, RoomAction, RoomLang, RoomState};
use state::{NotUnique, Posed, PuzzleAction, PuzzleState};

/// Steps a hint's reasoning may take: a hard position needs a few hundred.
const HINT_STEPS: u64 = 20_000;

/// The search an action needs before its answer.
enum Search {
    /// A new puzzle.
    Make(Box<Generator>),
    /// A shared puzzle's solution.
    Solve(SolutionCounter),
    /// A hint's deductions, and the steps the reasoning may still take.
    Deduce(Reasoner, u64),
}

/// What the page sends with every action: the language to word the view in, its board
/// (a new puzzle's, and the piece the words name before one), the level new puzzles are
/// made at, and the moment (page milliseconds, the puzzle's clock).
pub(super) struct Asked {
    /// The language.
    pub(super) lang: RoomLang,
    /// The page's board.
    pub(super) board: Board,
    /// The level.
    pub(super) level: Level,
    /// When.
    pub(super) at_ms: u64,
}

/// One action on the room.
pub(super) struct RoomRun {
    state: PuzzleState,
    asked: Asked,
    search: Option<Search>,
    /// Steps taken, for progress.
    steps: u64,
    /// Whether the page has heard that a long search is under way.
    told_working: bool,
}

impl RoomRun {
    /// `action` on the room saved in `saved`, as the page `asked`.
    pub(super) fn new(saved: &RoomState, action: RoomAction, asked: Asked) -> RoomRun {
        // Page milliseconds: far below 2^53, exact as a float.
        let at_ms = asked.at_ms as f64;
        let mut state = saved::load(saved);
        let mut search = None;
        let step = match action {
            RoomAction::Show => None,
            RoomAction::New { kind, seed } => {
                match Generator::new(&asked.board, kind, asked.level, seed) {
                    Ok(generator) => search = Some(Search::Make(Box::new(generator))),
                    Err(why) => state.said = Some(state::Said::NoPuzzle(NoPuzzle::of(&why))),
                }
                None
            }
            RoomAction::Open(code) => match Puzzle::from_code(&code) {
                Ok(puzzle) => {
                    search = Some(Search::Solve(SolutionCounter::new(&puzzle)));
                    Some(posed(puzzle, None, at_ms))
                }
                Err(_) => Some(PuzzleAction::NoPuzzle(NoPuzzle::TourNotFound)),
            },
            RoomAction::Choose(square) => {
                state = state.choose(square, at_ms);
                None
            }
            RoomAction::Type { square, digit } => Some(PuzzleAction::Type {
                square,
                digit,
                at_ms,
            }),
            RoomAction::Undo => Some(PuzzleAction::Undo),
            RoomAction::Clear => Some(PuzzleAction::Clear),
            RoomAction::Check => Some(PuzzleAction::Check),
            RoomAction::Reveal => Some(PuzzleAction::Revealed),
            RoomAction::Hint => hint(&state, &mut search),
        };
        if let Some(step) = step {
            state = state.apply(step);
        }
        RoomRun {
            state,
            asked,
            search,
            steps: 0,
            told_working: false,
        }
    }
}

/// A puzzle arriving at `at_ms`, with its solution, level and seed when it was made here.
fn posed(puzzle: Puzzle, made: Option<(Vec<Square>, Level, u64)>, at_ms: f64) -> PuzzleAction {
    let (solution, level, seed) = match made {
        Some((solution, level, seed)) => (Some(solution), Some(level), Some(seed)),
        None => (None, None, None),
    };
    PuzzleAction::Posed(
        Box::new(Posed {
            puzzle,
            solution,
            level,
            seed,
        }),
        at_ms,
    )
}

/// Hint: the search for the next deduction from the clues and the student's right
/// numbers, or at once the word that the student's numbers must be fixed first.
fn hint(state: &PuzzleState, search: &mut Option<Search>) -> Option<PuzzleAction> {
    let puzzle = state.puzzle().filter(|_| !state.solved())?;
    // The student's numbers build the position only when every one is right.
    let right = state.hint_clues().is_some();
    let position = right
        .then(|| puzzle.with_clues(state.entries.iter().copied()).ok())
        .flatten();
    match position {
        Some(position) => {
            *search = Some(Search::Deduce(
                Reasoner::new(&position, Level::Hard),
                HINT_STEPS,
            ));
            None
        }
        None => Some(PuzzleAction::Deduced(None)),
    }
}

/// The settled deductions up to the first that places a number: what a hint says (the
/// exclusions before a placement are what make it follow, and a hint that only
/// excluded would say the same again). Takes at most `steps` of the reasoning's `left`;
/// `None` while it goes on, then the deductions (none when the reasoning ends, or its
/// steps run out, without placing a number).
fn deduce(reasoner: &mut Reasoner, left: &mut u64, steps: u64) -> Option<Option<Vec<Deduction>>> {
    let placing = |settled: &[Deduction]| {
        let at = settled
            .iter()
            .position(|step| matches!(step.conclusion(), Conclusion::Place { .. }))?;
        Some(settled[..=at].to_vec())
    };
    for _ in 0..steps {
        if let Some(found) = placing(reasoner.settled()) {
            return Some(Some(found));
        }
        if *left == 0 || reasoner.step().is_none() {
            return Some(placing(reasoner.settled()));
        }
        *left -= 1;
    }
    None
}

impl Work for RoomRun {
    /// One step is one step of the search underneath (none when the action needs none).
    fn advance(&mut self, steps: u64) -> bool {
        self.steps += steps;
        let answer = match self.search.as_mut() {
            None => return true,
            Some(Search::Make(generator)) => match generator.advance(steps) {
                Progress::Running => return false,
                Progress::Done(Ok(made)) => posed(
                    made.puzzle,
                    Some((made.solution, made.level, made.seed)),
                    self.asked.at_ms as f64,
                ),
                Progress::Done(Err(why)) => PuzzleAction::NoPuzzle(NoPuzzle::of(&why)),
            },
            Some(Search::Solve(counter)) => match counter.advance(steps) {
                Progress::Running => return false,
                Progress::Done(Solutions::Unique(solution)) => {
                    PuzzleAction::Solutions(Ok(solution))
                }
                Progress::Done(Solutions::None) => PuzzleAction::Solutions(Err(NotUnique::None)),
                Progress::Done(Solutions::Several(..)) => {
                    PuzzleAction::Solutions(Err(NotUnique::Several))
                }
            },
            Some(Search::Deduce(reasoner, left)) => match deduce(reasoner, left, steps) {
                Some(deduced) => PuzzleAction::Deduced(deduced),
                None => return false,
            },
        };
        self.search = None;
        self.state = std::mem::take(&mut self.state).apply(answer);
        true
    }

    fn reports(&mut self, finished: bool, _busy_ms: f64) -> Vec<Report> {
        if !finished {
            // Once, as a long search gets going: the room as it was, saying so.
            if let (false, Some(Search::Make(_) | Search::Solve(_))) =
                (self.told_working, &self.search)
            {
                self.told_working = true;
                let making = matches!(self.search, Some(Search::Make(_)));
                return vec![Report::Room {
                    state: saved::save(&self.state),
                    view: Box::new(view::working(&self.state, &self.asked, making)),
                }];
            }
            return vec![Report::Working {
                done: self.steps,
                depth: 0,
            }];
        }
        let view = view::view(&self.state, &self.asked, false);
        vec![Report::Room {
            state: saved::save(&self.state),
            view: Box::new(view),
        }]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::Job;
    use crate::run::run_to_end;
    use state::Said;
    use tour_core::TourKind;
    use tour_core::puzzle::Clue;

    /// The room after `action` on `saved`, on `board`.
    fn after(board: &Board, saved: RoomState, action: RoomAction) -> RoomState {
        let job = Job::Room {
            board: board.clone(),
            level: LEVEL.with(std::cell::Cell::get),
            state: saved,
            action,
            lang: RoomLang::En,
            at_ms: 1_000,
        };
        let rooms = run_to_end(job)
            .into_iter()
            .filter_map(|report| match report {
                Report::Room { state, .. } => Some(state),
                _ => None,
            });
        rooms.last().expect("the room answers")
    }

    thread_local! {
        /// The level the tests' jobs ask for.
        static LEVEL: std::cell::Cell<Level> = const { std::cell::Cell::new(Level::Easy) };
    }

    /// Follows hint after hint from a new puzzle: every deduction of every hint holds of
    /// the solution, and placing each hint's number solves the puzzle.
    fn hints_solve(board: &Board, kind: TourKind, level: Level, seed: u64) {
        LEVEL.with(|cell| cell.set(level));
        let mut saved = after(board, RoomState::default(), RoomAction::New { kind, seed });
        let solution = saved::load(&saved)
            .posed
            .and_then(|posed| posed.solution)
            .unwrap();
        for _ in 0..board.square_count() {
            let state = saved::load(&saved);
            if state.solved() {
                return;
            }
            saved = after(board, saved, RoomAction::Hint);
            let state = saved::load(&saved);
            let Some(Said::Hint(steps)) = state.said.clone() else {
                panic!(
                    "{board} {level:?} seed {seed}: a hint, not {:?}",
                    state.said
                )
            };
            for step in &steps {
                assert!(
                    step.conclusion().holds(&solution),
                    "{board} seed {seed}: {step:?}"
                );
            }
            let Some(Conclusion::Place { square, number }) =
                steps.last().map(Deduction::conclusion)
            else {
                panic!("a hint ends placing a number: {steps:?}")
            };
            // Typed in, digit by digit, as a student would.
            for digit in number.to_string().bytes() {
                let digit = Some(digit - b'0');
                saved = after(board, saved, RoomAction::Type { square, digit });
            }
            let state = saved::load(&saved);
            assert!(
                state.entries.contains(&Clue::new(square, number)),
                "{:?}",
                state.said
            );
        }
        panic!("{board} seed {seed}: the hints never solved it");
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
}
