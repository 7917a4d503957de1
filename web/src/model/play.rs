//! Play mode's data: the student's walk, its standing, refusals, hints and clock. Pure
//! state and rules, unit-tested natively; a hint is the engine's (`Work::Hint`).

use tour_core::{
    Board, Square, TourKind,
    route::validate_tour,
    theory::{Impossibility, Obstacle, SearchOutcome},
};

/// The hint a finished search gives for a walk of `len` squares.
pub fn searched_hint(outcome: SearchOutcome, len: usize) -> Hint {
    match outcome {
        SearchOutcome::Found(tour) => match tour.get(len) {
            Some(&next) => Hint::Move(next),
            // The walk is already a tour: nothing left to suggest.
            None => Hint::lost(Lost::Exhausted { positions: 0 }),
        },
        SearchOutcome::Exhausted { positions } => Hint::lost(Lost::Exhausted { positions }),
        SearchOutcome::OutOfBudget { positions } => Hint::Unknown { positions },
    }
}

/// Why a clicked square was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// `to` is not a knight's move from the knight's square `from`.
    NotAMove {
        /// The knight's square.
        from: Square,
        /// The square clicked.
        to: Square,
    },
    /// `square` was visited at move `step` (counting the start as 1).
    Visited {
        /// The square clicked.
        square: Square,
        /// Its move number.
        step: usize,
    },
    /// `square` is the chosen last square, and other squares are still unvisited.
    EndTooSoon {
        /// The square clicked.
        square: Square,
    },
    /// "Edit board" pressed `square`, which the walk visited at move `step`: it stays.
    OnWalk {
        /// The square pressed.
        square: Square,
        /// Its move number.
        step: usize,
    },
}

/// Why no tour can be completed from the walk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lost {
    /// A rule every tour obeys is broken, shown on the board.
    Obstacle(Obstacle),
    /// No tour starts from the first square at all.
    Theorem(Impossibility),
    /// Every continuation was searched.
    Exhausted {
        /// Positions the search placed.
        positions: u64,
    },
}

impl Refusal {
    /// The square that was clicked.
    pub fn square(self) -> Square {
        match self {
            Refusal::NotAMove { to, .. } => to,
            Refusal::Visited { square, .. }
            | Refusal::EndTooSoon { square }
            | Refusal::OnWalk { square, .. } => square,
        }
    }
}

impl Lost {
    /// The squares on the board that show why the walk is lost.
    pub fn squares(self) -> Vec<Square> {
        match self {
            Lost::Obstacle(Obstacle::DeadEnd { at }) => vec![at],
            Lost::Obstacle(Obstacle::Cut { square }) => vec![square],
            Lost::Obstacle(Obstacle::NoWayBack { start }) => vec![start],
            Lost::Obstacle(Obstacle::TwoEnds { first, second }) => vec![first, second],
            Lost::Theorem(_) | Lost::Exhausted { .. } => Vec::new(),
        }
    }
}

/// What the hint button found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// No knight on the board yet: any square can be the start.
    ChooseStart,
    /// The search is running.
    Searching,
    /// A move from which a tour can still be completed.
    Move(Square),
    /// No tour can be completed from here.
    Lost {
        /// Why.
        why: Lost,
        /// How many of the walk's first squares to keep so that a tour can be completed
        /// again, where the search back found that (0: no tour starts from the first
        /// square at all).
        back_to: Option<usize>,
    },
    /// The search budget ran out before an answer.
    Unknown {
        /// Positions the search placed.
        positions: u64,
    },
}

impl Hint {
    /// No tour can be completed, and no way back is known.
    pub const fn lost(why: Lost) -> Hint {
        Hint::Lost { why, back_to: None }
    }
}

/// Where the student's walk stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// No knight on the board yet.
    Empty,
    /// The knight has unvisited squares a move away.
    Moving,
    /// The knight has nowhere to go and squares remain.
    DeadEnd,
    /// Every square visited: a tour, checked by the core's validator.
    Complete(TourKind),
}

/// Everything that can happen in play mode.
#[derive(Clone, Debug, PartialEq)]
pub enum PlayAction {
    /// The student chose `square` at `at_ms` (page clock, for the timer).
    Choose {
        /// The square chosen.
        square: Square,
        /// When, in page milliseconds.
        at_ms: f64,
    },
    /// Keep only the first `len` squares of the walk. 0 clears the board: a new attempt,
    /// its clock and take-backs counted from zero.
    UndoTo(usize),
    /// Highlight the legal moves, or stop highlighting them.
    ShowLegal(bool),
    /// Ask for a hint for the walk.
    Hint,
    /// A hint for the walk of this length is being searched for.
    Hinting(usize),
    /// The hint for the walk of this length.
    Hinted(usize, Hint),
}

/// The student's walk and what the board shows about it.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayState {
    /// The squares visited, start first.
    pub walk: Vec<Square>,
    /// Whether the legal moves are highlighted.
    pub show_legal: bool,
    /// The hint for the current walk, if one was asked for.
    pub hint: Option<Hint>,
    /// The last refused click, until the next move.
    pub refused: Option<Refusal>,
    /// When the first square was chosen.
    pub started_ms: Option<f64>,
    /// When the walk ended (a tour or a dead end).
    pub ended_ms: Option<f64>,
    /// How many times moves were taken back.
    pub take_backs: u32,
    /// How many hints were asked for since the walk began.
    pub hints: u32,
    /// Where the walk stands, worked out once per move (the validator walks the whole
    /// walk).
    standing: Standing,
    /// The chosen last square: no legal move until every other square is visited.
    goal: Option<Square>,
}

impl Default for PlayState {
    fn default() -> Self {
        PlayState {
            walk: Vec::new(),
            show_legal: true,
            hint: None,
            refused: None,
            started_ms: None,
            ended_ms: None,
            take_backs: 0,
            hints: 0,
            standing: Standing::Empty,
            goal: None,
        }
    }
}

impl PlayState {
    /// Where the walk stands.
    pub fn standing(&self) -> Standing {
        self.standing
    }

    /// Works out where the walk stands on `board`.
    fn assess(&self, board: Board) -> Standing {
        let Some(&at) = self.walk.last() else {
            return Standing::Empty;
        };
        if let Ok(kind) = validate_tour(&board, &self.walk) {
            return Standing::Complete(kind);
        }
        if self.moves_from(&board, at).next().is_some() {
            Standing::Moving
        } else {
            Standing::DeadEnd
        }
    }

    /// The unvisited squares a knight's move from `at`, but the chosen last square while
    /// other squares wait.
    fn moves_from<'a>(&'a self, board: &'a Board, at: Square) -> impl Iterator<Item = Square> + 'a {
        let early = self.walk.len() + 1 < board.square_count();
        board
            .moves(at, &tour_core::MoveOrder::GOSSIP)
            .filter(move |square| {
                let waits = early && self.goal == Some(*square);
                !(self.walk.contains(square) || waits)
            })
    }

    /// The same walk with another last square to reach (or none): its legal moves and
    /// standing follow.
    #[must_use]
    pub fn with_goal(mut self, board: Board, goal: Option<Square>) -> Self {
        self.goal = goal;
        self.standing = self.assess(board);
        self
    }

    /// The same walk on `board`, which has every square of it (a square off the walk was
    /// removed or restored at `at_ms`): its legal moves and standing follow, and the
    /// clock stops there if the walk can go no further.
    #[must_use]
    pub fn on_board(mut self, board: Board, goal: Option<Square>, at_ms: f64) -> Self {
        self.hint = None;
        self.refused = None;
        let mut walk = self.with_goal(board, goal);
        walk.ended_ms = match walk.standing {
            Standing::Empty | Standing::Moving => None,
            Standing::DeadEnd | Standing::Complete(_) => walk.ended_ms.or(Some(at_ms)),
        };
        walk
    }

    /// The walk's start alone on `board` (the piece or the holes changed, so its moves
    /// may be moves no more), or nothing when the start is no longer a square; the clock
    /// starts again with the next move.
    #[must_use]
    pub fn cut_to_start(self, board: Board, goal: Option<Square>) -> Self {
        let start = self
            .walk
            .first()
            .copied()
            .filter(|&start| board.contains(start));
        PlayState {
            walk: start.into_iter().collect(),
            show_legal: self.show_legal,
            ..PlayState::default()
        }
        .with_goal(board, goal)
    }

    /// The squares the knight may move to now (none before the start is chosen: then
    /// every square may be the start).
    pub fn legal_moves(&self, board: Board) -> Vec<Square> {
        match self.walk.last() {
            Some(&at) => self.moves_from(&board, at).collect(),
            None => Vec::new(),
        }
    }

    /// Milliseconds on the clock at `now_ms`: from the first square to the end of the
    /// walk, or to now while it goes on.
    pub fn elapsed_ms(&self, now_ms: f64) -> f64 {
        match self.started_ms {
            Some(started) => (self.ended_ms.unwrap_or(now_ms) - started).max(0.0),
            None => 0.0,
        }
    }

    /// Whether the clock is running.
    pub fn clock_running(&self) -> bool {
        self.started_ms.is_some() && self.ended_ms.is_none()
    }

    /// Applies one play action on `board`, where the walk must finish on `end` if one was
    /// chosen.
    pub fn apply(mut self, board: Board, end: Option<Square>, action: PlayAction) -> Self {
        self.goal = end;
        match action {
            PlayAction::Choose { square, at_ms } => {
                if !board.contains(square) {
                    return self;
                }
                // One message at a time: a refusal replaces the hint shown.
                if let Some(refusal) = self.refusal(board.clone(), square) {
                    self.refused = Some(refusal);
                    self.hint = None;
                    return self;
                }
                self.walk.push(square);
                self.refused = None;
                self.hint = None;
                self.started_ms.get_or_insert(at_ms);
                self.standing = self.assess(board);
                if matches!(self.standing, Standing::DeadEnd | Standing::Complete(_)) {
                    self.ended_ms = Some(at_ms);
                }
                self
            }
            PlayAction::UndoTo(len) => {
                if len >= self.walk.len() {
                    return self;
                }
                self.walk.truncate(len);
                self.take_backs += 1;
                self.hint = None;
                self.refused = None;
                self.ended_ms = None;
                if self.walk.is_empty() {
                    self.started_ms = None;
                    self.take_backs = 0;
                    self.hints = 0;
                }
                self.standing = self.assess(board);
                self
            }
            PlayAction::ShowLegal(show) => {
                self.show_legal = show;
                self.refused = None;
                self
            }
            PlayAction::Hinting(len) if len == self.walk.len() => {
                self.hint = Some(Hint::Searching);
                self
            }
            PlayAction::Hinted(len, hint) if len == self.walk.len() => {
                self.hint = Some(hint);
                self
            }
            // A hint for a walk that has changed since it was asked for; asking for one is
            // the app state's to answer.
            PlayAction::Hinting(_) | PlayAction::Hinted(..) | PlayAction::Hint => self,
        }
    }

    /// Why choosing `square` is not a legal move, if it is not: a visited square, no
    /// knight's move, or the last square while other squares wait.
    fn refusal(&self, board: Board, square: Square) -> Option<Refusal> {
        if let Some(index) = self.walk.iter().position(|&s| s == square) {
            return Some(Refusal::Visited {
                square,
                step: index + 1,
            });
        }
        if let Some(&from) = self.walk.last()
            && !board.is_move(from, square)
        {
            return Some(Refusal::NotAMove { from, to: square });
        }
        (self.goal == Some(square) && self.walk.len() + 1 < board.square_count())
            .then_some(Refusal::EndTooSoon { square })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chosen(state: PlayState, board: Board, names: &[&str]) -> PlayState {
        names.iter().enumerate().fold(state, |state, (i, name)| {
            let square = Square::parse(name, &board).unwrap();
            state.apply(
                board.clone(),
                None,
                PlayAction::Choose {
                    square,
                    at_ms: 1000.0 * i as f64,
                },
            )
        })
    }

    fn sq(name: &str, board: Board) -> Square {
        Square::parse(name, &board).unwrap()
    }

    #[test]
    fn the_first_click_places_the_knight_and_then_only_knight_moves_are_legal() {
        let board = Board::CHESS;
        let state = chosen(PlayState::default(), board.clone(), &["a1"]);
        assert_eq!(state.walk, vec![sq("a1", board.clone())]);
        assert_eq!(state.standing(), Standing::Moving);
        let mut legal = state.legal_moves(board.clone());
        legal.sort();
        let mut expected = vec![sq("b3", board.clone()), sq("c2", board.clone())];
        expected.sort();
        assert_eq!(legal, expected);
        let state = chosen(state, board.clone(), &["a2"]);
        assert_eq!(state.walk.len(), 1, "a2 is refused");
        assert_eq!(
            state.refused,
            Some(Refusal::NotAMove {
                from: sq("a1", board.clone()),
                to: sq("a2", board.clone())
            })
        );
        let state = chosen(state, board.clone(), &["b3", "a1"]);
        assert_eq!(state.walk.len(), 2);
        assert_eq!(
            state.refused,
            Some(Refusal::Visited {
                square: sq("a1", board),
                step: 1
            })
        );
    }

    #[test]
    fn undo_to_any_move_takes_back_the_rest_and_restarts_the_clock_only_when_empty() {
        let board = Board::CHESS;
        let state = chosen(
            PlayState::default(),
            board.clone(),
            &["a1", "b3", "c5", "d7"],
        );
        let state = state.apply(board.clone(), None, PlayAction::UndoTo(2));
        assert_eq!(
            state.walk,
            vec![sq("a1", board.clone()), sq("b3", board.clone())]
        );
        assert_eq!(state.take_backs, 1);
        assert_eq!(state.started_ms, Some(0.0));
        let state = state.apply(board.clone(), None, PlayAction::UndoTo(5));
        assert_eq!(state.take_backs, 1, "nothing to take back");
        let state = state.apply(board, None, PlayAction::UndoTo(0));
        assert_eq!(state.standing(), Standing::Empty);
        assert_eq!(state.started_ms, None);
        assert_eq!(state.take_backs, 0, "a new attempt takes nothing back");
    }

    #[test]
    fn a_dead_end_stops_the_clock_and_a_full_walk_is_a_validated_tour() {
        // 3x4 has open tours; this one is checked by the validator.
        let board = Board::new(3, 4).unwrap();
        let tour = [
            "a1", "c2", "a3", "b1", "d2", "b3", "c1", "a2", "c3", "d1", "b2", "d3",
        ];
        let state = chosen(PlayState::default(), board, &tour);
        assert_eq!(state.standing(), Standing::Complete(TourKind::Open));
        assert_eq!(state.elapsed_ms(1e9), 11_000.0);
        assert!(!state.clock_running());

        let board = Board::new(3, 3).unwrap();
        let state = chosen(
            PlayState::default(),
            board.clone(),
            &["a1", "b3", "c1", "a2", "c3", "b1", "a3", "c2"],
        );
        assert_eq!(state.standing(), Standing::DeadEnd);
        assert_eq!(state.ended_ms, Some(7000.0));
        let state = state.apply(board, None, PlayAction::UndoTo(7));
        assert!(state.clock_running());
    }

    #[test]
    fn hints_for_an_older_walk_are_ignored() {
        let board = Board::CHESS;
        let state = chosen(PlayState::default(), board.clone(), &["a1", "b3"]);
        let state = state.apply(
            board.clone(),
            None,
            PlayAction::Hinted(1, Hint::Move(sq("c2", board.clone()))),
        );
        assert_eq!(state.hint, None);
        let state = state.apply(board.clone(), None, PlayAction::Hinting(2));
        assert_eq!(state.hint, Some(Hint::Searching));
        let state = state.apply(
            board.clone(),
            None,
            PlayAction::Hinted(2, Hint::Move(sq("c5", board.clone()))),
        );
        assert_eq!(state.hint, Some(Hint::Move(sq("c5", board.clone()))));
        let state = chosen(state, board, &["c5"]);
        assert_eq!(state.hint, None, "a move clears the hint");
    }

    #[test]
    fn the_last_square_is_refused_until_every_other_square_is_visited() {
        let board = Board::new(3, 4).unwrap();
        let end = Some(sq("d1", board.clone()));
        let choose = |state: PlayState, name: &str| {
            let square = sq(name, board.clone());
            state.apply(
                board.clone(),
                end,
                PlayAction::Choose { square, at_ms: 0.0 },
            )
        };
        let state = choose(PlayState::default(), "d1");
        assert_eq!(
            state.refused,
            Some(Refusal::EndTooSoon {
                square: sq("d1", board.clone())
            })
        );
        assert!(state.walk.is_empty());
        // A tour of 3 x 4 that ends on d1 is accepted move by move.
        let tour = [
            "a3", "c2", "a1", "b3", "d2", "b1", "c3", "a2", "c1", "d3", "b2", "d1",
        ];
        let state = tour
            .iter()
            .fold(PlayState::default(), |state, name| choose(state, name));
        assert_eq!(state.walk.len(), 12, "{:?}", state.refused);
        assert!(matches!(state.standing(), Standing::Complete(_)));
        // The last square's dot waits too: from c1 only d3 is left to go to, so with d3 as
        // the last square (and b2, d1 still unvisited) the walk is at a dead end.
        let early = ["a3", "c2", "a1", "b3", "d2", "b1", "c3", "a2", "c1"];
        let state = early
            .iter()
            .fold(PlayState::default(), |state, name| choose(state, name));
        assert_eq!(
            state.legal_moves(board.clone()),
            vec![sq("d3", board.clone())]
        );
        let state = state.with_goal(board.clone(), Some(sq("d3", board.clone())));
        assert!(state.legal_moves(board).is_empty());
        assert_eq!(state.standing(), Standing::DeadEnd);
    }
}

#[cfg(test)]
mod hint_tests {
    use super::*;

    #[test]
    fn a_spent_budget_says_unknown_and_a_finished_walk_has_nothing_left() {
        assert_eq!(
            searched_hint(SearchOutcome::OutOfBudget { positions: 7 }, 2),
            Hint::Unknown { positions: 7 }
        );
        let one = vec![Square::new(0, 0)];
        assert_eq!(
            searched_hint(SearchOutcome::Found(one), 1),
            Hint::lost(Lost::Exhausted { positions: 0 })
        );
    }
}
