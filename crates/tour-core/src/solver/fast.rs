//! `fast`: the solver that is always right. It decides by theorem where one applies,
//! builds thin boards' tours (a side of 3 or 4) with the column-by-column programme and
//! large tours by the tile-and-join construction, and settles the rest (small boards) by
//! exact search; it answers "unknown" only when that search's budget runs out, and never
//! returns a route the validator has not accepted (see `Run::complete`).

use std::fmt;

use crate::board::Board;
#[cfg(feature = "trace")]
use crate::construct::BuildStep;
use crate::construct::Construction;
use crate::progress::Progress;
use crate::route::{Ends, TourKind};
use crate::search::Phase;
use crate::search::both_ways::Search;
#[cfg(feature = "trace")]
use crate::solver::trace::{self, Line, Method};
use crate::solver::{Event, SolveError, Solver, Status, Walk};
use crate::square::Square;
use crate::theory::{Impossibility, decided_by_theory};

/// Placements of the exact search per step, so one step stays far below a millisecond
/// and the browser can slice a long search like any other solver.
const SEARCH_STEP: u64 = 64;

/// Squares of construction work per step (well under a millisecond natively), so even a
/// million-square board is built across many steps and the page keeps answering.
const CONSTRUCT_STEP: u64 = 8192;

/// The always-right solver. Theorems answer on the first step, and on a thin board the
/// column-by-column programme builds the tour in that step too; otherwise the
/// construction then builds 8,192 squares' worth a step, or an exact search (small
/// boards) runs 64 placements a step.
///
/// ```
/// use tour_core::{Board, Progress, Solver, Square, Status, TourKind, solver::Fast};
/// let mut fast = Fast::new(Board::new(100, 100)?, Square::new(37, 52), TourKind::Closed, 1_000_000)?;
/// assert_eq!(fast.advance(u64::MAX), Progress::Done(Status::Complete(TourKind::Closed)));
/// assert_eq!(fast.path().len(), 10_000);
///
/// let mut none = Fast::new(Board::new(5, 5)?, Square::new(0, 1), TourKind::Open, 1_000_000)?;
/// assert!(matches!(none.advance(u64::MAX), Progress::Done(Status::Impossible(_))));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Fast {
    ends: Ends,
    budget: u64,
    /// The start alone until a tour is found; its `placed` counts the search's positions.
    walk: Walk,
    search: Option<Search>,
    construction: Option<Construction>,
    /// What the theorems said once checked: `Some(false)` rules a tour out, `Some(true)`
    /// promises one, `None` leaves it to the construction or the search.
    theorem: Option<bool>,
    /// The construction's steps, recorded while traced.
    #[cfg(feature = "trace")]
    built: Vec<BuildStep>,
}

impl Fast {
    /// A solver for a tour from `start` as `ends` asks, whose exact search may place at
    /// most `budget` squares. An open tour to a chosen last square is decided by the colour
    /// rule and the other theorems first, then a construction through a corridor of
    /// tiles, then the exact search.
    ///
    /// ```
    /// use tour_core::{Board, Ends, Progress, Solver, Square, Status, TourKind, solver::Fast};
    /// let (start, end) = (Square::new(0, 0), Square::new(37, 52));
    /// let mut fast = Fast::new(Board::new(60, 60)?, start, Ends::to(end), 1_000_000)?;
    /// assert_eq!(fast.advance(u64::MAX), Progress::Done(Status::Complete(TourKind::Open)));
    /// assert_eq!(fast.path().last(), Some(&end));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`SolveError::StartOffBoard`] or [`SolveError::EndOffBoard`] if a square is not on
    /// `board`, [`SolveError::StartOnHole`] or [`SolveError::EndOnHole`] if it is one of
    /// its holes.
    pub fn new(
        board: Board,
        start: Square,
        ends: impl Into<Ends>,
        budget: u64,
    ) -> Result<Fast, SolveError> {
        let ends = ends.into();
        let mut walk = Walk::new(board, start)?;
        if let Some(end) = ends.last() {
            SolveError::check_end(&walk.board(), end)?;
        }
        // The start alone covers a 1 x 1 board, but only the theorems say whether that
        // is the tour asked for (it is not a closed one).
        walk.set_status(Status::Running);
        Ok(Fast {
            ends,
            budget,
            walk,
            search: None,
            construction: None,
            theorem: None,
            #[cfg(feature = "trace")]
            built: Vec::new(),
        })
    }

    /// The first step: a theorem, or the start of the construction or the exact search.
    fn begin(&mut self) {
        let (board, start) = (self.walk.board(), self.walk.path()[0]);
        if let Some(end) = self.ends.last() {
            self.begin_between(start, end);
            return;
        }
        let verdict = decided_by_theory(&board, start, self.ends);
        self.theorem = verdict.as_ref().map(Result::is_ok);
        if let Some(Err(why)) = verdict {
            self.walk.set_status(Status::Impossible(why));
            return;
        }
        if self.solve_thin() {
            return;
        }
        if let Some(construction) = Construction::new(board, start, self.ends.kind()) {
            self.construction = Some(construction);
            return;
        }
        self.start_search();
    }

    /// [`begin`](Self::begin) for a tour with a chosen last square.
    fn begin_between(&mut self, start: Square, end: Square) {
        let board = self.walk.board();
        let verdict = decided_by_theory(&board, start, Ends::to(end));
        self.theorem = verdict.as_ref().map(Result::is_ok);
        if let Some(Err(why)) = verdict {
            self.walk.set_status(Status::Impossible(why));
            return;
        }
        if self.solve_thin() {
            return;
        }
        if let Some(construction) = Construction::between(board, start, end) {
            self.construction = Some(construction);
            return;
        }
        self.start_search();
    }

    /// On a thin board, the column-by-column programme's tour or its reason, in one
    /// step (linear in the board's length); `false` on other boards.
    fn solve_thin(&mut self) -> bool {
        use crate::thin::{ThinBoard, ThinTour};
        let (board, start) = (self.walk.board(), self.walk.path()[0]);
        let Ok(thin) = ThinBoard::new(board) else {
            return false;
        };
        match thin.tour(start, self.ends) {
            Ok(ThinTour::Found(route)) => self.finish(route.squares().to_vec()),
            Ok(ThinTour::Impossible(why)) => self.walk.set_status(Status::Impossible(why.into())),
            // Both squares were checked to be on the board; the search is the fallback.
            Err(_) => self.start_search(),
        }
        true
    }

    fn start_search(&mut self) {
        let start = self.walk.path()[0];
        self.search = Some(Search::new(
            self.walk.board(),
            start,
            self.ends.last(),
            self.ends.kind() == TourKind::Closed,
            self.budget,
        ));
    }

    /// One slice of the construction; should it ever fail, the exact search takes over.
    fn construct_step(&mut self) {
        let Some(construction) = self.construction.as_mut() else {
            return;
        };
        let progress = construction.advance(CONSTRUCT_STEP);
        #[cfg(feature = "trace")]
        self.built.extend(construction.take_built());
        match progress {
            Progress::Running => return,
            Progress::Done(Some(route)) => self.finish(route),
            Progress::Done(None) => self.start_search(),
        }
        self.construction = None;
    }

    /// One slice of the exact search.
    fn search_step(&mut self) {
        let Some(search) = self.search.as_mut() else {
            return;
        };
        let progress = search.advance(SEARCH_STEP);
        let positions = search.positions();
        self.walk.stats_mut().placed = positions;
        let Progress::Done(phase) = progress else {
            return;
        };
        match phase {
            Phase::Found => {
                let route = search.route();
                self.finish(route);
            }
            Phase::Exhausted => {
                let why = Impossibility::Exhausted { positions };
                self.walk.set_status(Status::Impossible(why));
            }
            Phase::OutOfBudget => self.walk.set_status(Status::Undecided),
        }
        self.search = None;
    }

    fn finish(&mut self, route: Vec<Square>) {
        if self
            .ends
            .last()
            .is_some_and(|end| route.last() != Some(&end))
        {
            // Never shown: a route that ends elsewhere is not the tour asked for.
            self.walk.set_status(Status::Undecided);
            return;
        }
        // After an exact search the count already holds every position it tried, at
        // least the route's length; counters never go back (a survey spends by them).
        let placed = &mut self.walk.stats_mut().placed;
        *placed = (*placed).max(route.len() as u64);
        // The kind is re-derived by the validator in `Run::complete`.
        let closed = route.len() > 1
            && route
                .last()
                .is_some_and(|&last| self.walk.board().is_move(last, route[0]));
        self.walk.set_status(Status::Complete(if closed {
            crate::route::TourKind::Closed
        } else {
            crate::route::TourKind::Open
        }));
        self.walk.replace_path(route);
    }
}

/// The search and the construction are summarised by whether they are under way.
impl fmt::Debug for Fast {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Fast")
            .field("ends", &self.ends)
            .field("budget", &self.budget)
            .field("walk", &self.walk)
            .field("searching", &self.search.is_some())
            .field("constructing", &self.construction.is_some())
            .field("theorem", &self.theorem)
            .finish()
    }
}

impl Solver for Fast {
    fn walk(&self) -> &Walk {
        &self.walk
    }

    /// The exact search's route while it runs: the walk holds the start alone until the
    /// tour is found.
    fn depth(&self) -> usize {
        self.search
            .as_ref()
            .map_or_else(|| self.walk.path().len(), Search::depth)
    }

    fn step(&mut self) -> Option<Event> {
        if self.walk.status() != Status::Running {
            return None;
        }
        if self.construction.is_some() {
            self.construct_step();
        } else if self.search.is_some() {
            self.search_step();
        } else {
            self.begin();
        }
        Some(Event::Placed(self.walk.current()))
    }

    /// The first step checks the theorems and chooses a method; the construction and
    /// the search then run without lines of their own until the tour or the verdict.
    #[cfg(feature = "trace")]
    fn step_traced(&mut self, lines: &mut Vec<Line>) -> Option<Event> {
        let beginning = self.construction.is_none() && self.search.is_none();
        let built = self.built.len();
        let event = self.step()?;
        if let Some(construction) = self.construction.as_mut().filter(|_| beginning) {
            construction.record();
        }
        if beginning {
            lines.push(Line::Theorem {
                decided: self.theorem,
            });
            if self.theorem != Some(false) {
                lines.push(Line::Method(if self.construction.is_some() {
                    Method::Construct
                } else if self.search.is_some() {
                    Method::Search
                } else {
                    Method::Thin
                }));
            }
        }
        for step in built..self.built.len() {
            lines.push(Line::Build {
                step: u32::try_from(step).unwrap_or(u32::MAX),
            });
        }
        trace::ending(&self.walk, lines);
        Some(event)
    }

    #[cfg(feature = "trace")]
    fn build_steps(&self) -> &[BuildStep] {
        &self.built
    }
}
