//! Which squares can start a tour, for the board's shading ("Where can a tour start?",
//! or, with a last square chosen, "from where can a tour finish there?"), in the engine:
//! the squares dealt to the workers, the theorems deciding almost every board at once,
//! the construction and a short exhaustive search the rest square by square.

use tour_core::{Board, Ends};
use tour_engine::protocol::{Answer, Job, Report, Share};

use super::{EngineWork, shares};
use crate::model::{Action, Shared, StartKind, StartShading, WorkAction};

/// Placements the search may make per square before the square is shown as undecided:
/// the page's former wait per square (20,000 placements) at the engine's speed.
pub const PER_SQUARE_BUDGET: u64 = 40_000;

/// The shading in progress.
pub struct StartsWork {
    shading: StartShading,
    shares: Vec<Job>,
    /// Each share's part of the squares, to say which a lost share leaves undecided.
    dealt: Vec<Share>,
}

impl StartsWork {
    /// Shades `board` for tours with these ends, dealt into `parts` shares.
    pub fn new(board: Board, ends: Ends, parts: usize) -> StartsWork {
        let dealt: Vec<Share> = shares(parts, board.square_count()).collect();
        let shares = dealt
            .iter()
            .map(|&share| Job::Shade {
                board: board.clone(),
                ends,
                budget: PER_SQUARE_BUDGET,
                share,
            })
            .collect();
        StartsWork {
            shading: StartShading::new(board, ends),
            shares,
            dealt,
        }
    }
}

impl EngineWork for StartsWork {
    fn shares(&mut self) -> Vec<Job> {
        std::mem::take(&mut self.shares)
    }

    fn heard(&mut self, share: usize, report: Report) -> Option<Action> {
        match report {
            Report::Shaded(answers) => {
                for (square, answer) in answers {
                    let kind = match answer {
                        Answer::Yes => StartKind::Yes,
                        Answer::No => StartKind::No,
                        Answer::Unknown => StartKind::Unknown,
                    };
                    self.shading.set(square, kind);
                }
            }
            // A share lost (its worker stopped on an error): its squares not yet answered
            // are shown undecided, rather than left blank with nothing said.
            Report::Unreadable => {
                let board = self.shading.board.clone();
                let squares: Vec<_> = board.squares().collect();
                let part = self.dealt.get(share).map(|dealt| dealt.of(&squares));
                for square in part.unwrap_or_default() {
                    let unanswered = board
                        .index(square)
                        .is_some_and(|index| self.shading.kind(index).is_none());
                    if unanswered {
                        self.shading.set(square, StartKind::Unknown);
                    }
                }
            }
            _ => return None,
        }
        Some(Action::Work(WorkAction::StartsShaded(Shared::new(
            self.shading.clone(),
        ))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tasks::tests::run_in_engine;
    use tour_core::Square;

    fn shade(board: Board, ends: Ends, parts: usize) -> StartShading {
        let actions = run_in_engine(StartsWork::new(board, ends, parts));
        match actions.last() {
            Some(Action::Work(WorkAction::StartsShaded(shading))) => (**shading).clone(),
            other => panic!("a shading: {other:?}"),
        }
    }

    fn yes(shading: &StartShading) -> usize {
        (0..shading.board.area())
            .filter(|&i| shading.kind(i) == Some(StartKind::Yes))
            .count()
    }

    #[test]
    fn odd_boards_shade_the_minority_colour_and_thin_boards_are_searched() {
        let five = Board::new(5, 5).unwrap();
        let open = shade(five.clone(), Ends::OPEN, 3);
        assert!(open.is_complete());
        assert_eq!(yes(&open), 13);
        let closed = shade(five, Ends::CLOSED, 2);
        assert_eq!(yes(&closed), 0);
        let thin = shade(Board::new(3, 4).unwrap(), Ends::OPEN, 1);
        assert!(yes(&thin) > 0 && yes(&thin) < 12);
    }

    #[test]
    fn with_a_last_square_only_starts_of_the_other_colour_that_reach_it_are_shaded() {
        let board = Board::new(6, 6).unwrap();
        let end = Square::new(0, 0);
        let shading = shade(board.clone(), Ends::to(end), 4);
        for square in board.squares() {
            let kind = shading.kind(board.index(square).unwrap());
            let expected = square.is_corner_colour() != end.is_corner_colour();
            assert_eq!(kind == Some(StartKind::Yes), expected, "{square:?}");
        }
    }

    #[test]
    fn a_lost_share_leaves_its_squares_undecided_and_the_others_as_answered() {
        let board = Board::new(5, 5).unwrap();
        let mut work = StartsWork::new(board.clone(), Ends::OPEN, 2);
        let _ = work.shares();
        let answered = Square::new(0, 0);
        let _ = work.heard(0, Report::Shaded(vec![(answered, Answer::Yes)]));
        let Some(Action::Work(WorkAction::StartsShaded(shading))) =
            work.heard(0, Report::Unreadable)
        else {
            panic!("a shading");
        };
        let squares: Vec<Square> = board.squares().collect();
        let lost = Share { part: 0, parts: 2 }.of(&squares);
        for square in board.squares() {
            let kind = shading.kind(board.index(square).unwrap());
            let wanted = if square == answered {
                Some(StartKind::Yes)
            } else if lost.contains(&square) {
                Some(StartKind::Unknown)
            } else {
                None
            };
            assert_eq!(kind, wanted, "{square:?}");
        }
    }

    #[test]
    fn shares_decide_every_square_once_whatever_their_number() {
        let board = Board::new(5, 6).unwrap();
        let one = shade(board.clone(), Ends::OPEN, 1);
        for parts in [2, 3, 8] {
            assert_eq!(
                shade(board.clone(), Ends::OPEN, parts),
                one,
                "{parts} shares"
            );
        }
    }
}
