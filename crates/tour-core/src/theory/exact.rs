//! Exhaustive search with pruning that never loses a tour: it decides questions the
//! theorems leave open (thin boards, small boards) and counts tours exactly.
//!
//! The pruning rule: every unvisited square other than the route's last needs two route
//! neighbours (one in, one out) among the unvisited squares and the knight's current
//! square; the last needs one. So a square with no such neighbour left is fatal, and two
//! squares with one each are too. For a closed tour the last square must also touch the
//! start. Only the current square's neighbours lose a possible neighbour when the knight
//! moves (the knight's graph is bipartite), so the check costs one neighbourhood per move.
//!
//! A chosen last square (a tour "from here to there") sharpens the rule: that square is
//! the only one allowed a single route neighbour, and the knight may enter it only as its
//! last move.

use std::rc::Rc;

use std::fmt;

use crate::board::Board;
use crate::graph::{KnightGraph, index_u32};
use crate::progress::Progress;
use crate::route::RouteError;
use crate::solver::SolveError;
use crate::square::Square;

use super::on_board;

/// How a search ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SearchOutcome {
    /// A tour, start first.
    Found(Vec<Square>),
    /// Every route from the start was tried; none is a tour.
    Exhausted {
        /// Squares placed during the search.
        positions: u64,
    },
    /// The placement budget ran out first.
    OutOfBudget {
        /// Squares placed during the search.
        positions: u64,
    },
}

/// The walk's state: the route so far and, per square, how many route neighbours it can
/// still have.
struct Walk {
    graph: Rc<KnightGraph>,
    closed: bool,
    start: u32,
    /// The square the route must end on, or [`NO_END`].
    end: u32,
    visited: Vec<bool>,
    /// Unvisited neighbours, plus one if the square touches the knight's current square.
    avail: Vec<u8>,
    touches_start: Vec<bool>,
    /// Unvisited squares with `avail == 1`: each must be the route's last square.
    ones: u32,
    /// Of those, how many do not touch the start (fatal for a closed tour).
    ones_off_start: u32,
    /// Unvisited neighbours of the start (a closed tour needs one at the end).
    start_free: u32,
    route: Vec<u32>,
    positions: u64,
}

/// [`Walk::end`] when any last square will do.
const NO_END: u32 = u32::MAX;

impl Walk {
    fn new(graph: Rc<KnightGraph>, start: u32, closed: bool, end: u32) -> Walk {
        let n = graph.len();
        let mut touches_start = vec![false; n];
        for &w in graph.neighbours(start) {
            touches_start[w as usize] = true;
        }
        let start_free = u32::try_from(graph.neighbours(start).len()).unwrap_or(8);
        let avail = (0..n)
            .map(|v| u8::try_from(graph.neighbours(v as u32).len()).unwrap_or(8))
            .collect();
        let mut walk = Walk {
            graph,
            closed,
            start,
            end,
            visited: vec![false; n],
            avail,
            touches_start,
            ones: 0,
            ones_off_start: 0,
            start_free,
            route: Vec::with_capacity(n),
            positions: 0,
        };
        // Placing the start: its neighbours lose it as an unvisited neighbour but gain it
        // as the current square, so their counts stay.
        walk.visited[start as usize] = true;
        // Holes count as visited: never entered, never waiting for a neighbour.
        for v in 0..n {
            if walk.graph.is_hole(v as u32) {
                walk.visited[v] = true;
            }
        }
        walk.route.push(start);
        walk.positions = 1;
        for v in 0..n {
            if !walk.visited[v] {
                walk.note_avail(v as u32, 0, walk.avail[v]);
            }
        }
        walk
    }

    fn current(&self) -> u32 {
        *self.route.last().unwrap_or(&self.start)
    }

    fn is_complete(&self) -> bool {
        self.route.len() == self.graph.square_count()
    }

    /// Keeps `ones` in step when a square's count goes from `before` to `after`.
    fn note_avail(&mut self, v: u32, before: u8, after: u8) {
        let off_start = !self.touches_start[v as usize];
        if before == 1 {
            self.ones -= 1;
            self.ones_off_start -= u32::from(off_start);
        }
        if after == 1 {
            self.ones += 1;
            self.ones_off_start += u32::from(off_start);
        }
    }

    /// Moves to `next` if the pruning rule allows it; otherwise leaves the walk as it was.
    fn try_advance(&mut self, next: u32) -> bool {
        let current = self.current();
        self.place(current, next);
        if self.viable() {
            self.positions += 1;
            true
        } else {
            self.unplace(current, next);
            false
        }
    }

    fn place(&mut self, current: u32, next: u32) {
        let graph = Rc::clone(&self.graph);
        self.visited[next as usize] = true;
        let a = self.avail[next as usize];
        self.note_avail(next, a, 0);
        if self.touches_start[next as usize] {
            self.start_free -= 1;
        }
        // The current square's other unvisited neighbours can no longer be entered from it.
        for &w in graph.neighbours(current) {
            if !self.visited[w as usize] {
                let before = self.avail[w as usize];
                self.avail[w as usize] = before - 1;
                self.note_avail(w, before, before - 1);
            }
        }
        self.route.push(next);
    }

    fn unplace(&mut self, current: u32, next: u32) {
        let graph = Rc::clone(&self.graph);
        self.route.pop();
        for &w in graph.neighbours(current) {
            if !self.visited[w as usize] {
                let before = self.avail[w as usize];
                self.avail[w as usize] = before + 1;
                self.note_avail(w, before, before + 1);
            }
        }
        if self.touches_start[next as usize] {
            self.start_free += 1;
        }
        self.visited[next as usize] = false;
        let a = self.avail[next as usize];
        self.note_avail(next, 0, a);
    }

    fn viable(&self) -> bool {
        if self.is_complete() {
            return (!self.closed || self.touches_start[self.current() as usize])
                && (self.end == NO_END || self.current() == self.end);
        }
        let current = self.current();
        if current == self.end {
            // The chosen last square, entered before the end.
            return false;
        }
        let stranded = self.graph.neighbours(self.route[self.route.len() - 2]);
        // A square that just lost its last possible neighbour.
        if stranded
            .iter()
            .any(|&w| !self.visited[w as usize] && self.avail[w as usize] == 0)
        {
            return false;
        }
        if self.ones > 1 || !self.end_still_last() {
            return false;
        }
        if self.closed && (self.ones_off_start > 0 || self.start_free == 0) {
            return false;
        }
        // The next square must be reachable at all.
        self.graph
            .neighbours(current)
            .iter()
            .any(|&w| !self.visited[w as usize])
    }

    /// With a chosen last square: it still has a route neighbour, and no other square is
    /// left with only one (that square would have to be last).
    fn end_still_last(&self) -> bool {
        if self.end == NO_END {
            return true;
        }
        let end_avail = self.avail[self.end as usize];
        end_avail > 0 && self.ones == u32::from(end_avail == 1)
    }

    fn retreat(&mut self) {
        let next = self.route[self.route.len() - 1];
        let current = self.route[self.route.len() - 2];
        self.unplace(current, next);
    }
}

/// One level of the explicit depth-first stack: the candidate moves and the next to try.
struct Frame {
    moves: [u32; 8],
    len: u8,
    tried: u8,
}

impl Frame {
    /// The unvisited neighbours of the walk's current square, fewest onward moves first
    /// (Warnsdorff's order finds tours fastest; counting tries them all anyway).
    fn new(walk: &Walk) -> Frame {
        let mut frame = Frame {
            moves: [0; 8],
            len: 0,
            tried: 0,
        };
        for &w in walk.graph.neighbours(walk.current()) {
            if !walk.visited[w as usize] {
                frame.moves[frame.len as usize] = w;
                frame.len += 1;
            }
        }
        frame.moves[..frame.len as usize].sort_by_key(|&w| walk.avail[w as usize]);
        frame
    }
}

/// Where a search stopped. `Found` is a pause, not an end: advancing again looks for
/// the next tour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Phase {
    /// The walk is a complete tour.
    Found,
    /// Every route has been tried.
    Exhausted,
    /// The placement budget ran out.
    OutOfBudget,
}

/// The depth-first search as a stepper, so the browser can run it in slices.
pub(crate) struct ExactSearch {
    walk: Walk,
    stack: Vec<Frame>,
    phase: Progress<Phase>,
    budget: u64,
    /// The 1 x 1 board's one-square tour, reported by the first `advance`.
    pending_tour: bool,
}

impl ExactSearch {
    pub(crate) fn new(board: Board, start: Square, closed: bool, budget: u64) -> ExactSearch {
        ExactSearch::between(board, start, None, closed, budget)
    }

    /// A search for a tour from `start` that ends on `end` (any last square when `None`;
    /// an end equal to the start allows only the 1 x 1 board's tour).
    pub(crate) fn between(
        board: Board,
        start: Square,
        end: Option<Square>,
        closed: bool,
        budget: u64,
    ) -> ExactSearch {
        let graph = Rc::new(KnightGraph::new(board.clone()));
        let end_index = end.map_or(NO_END, |end| index_u32(&board, end));
        let walk = Walk::new(graph, index_u32(&board, start), closed, end_index);
        let mut search = ExactSearch {
            stack: Vec::new(),
            phase: Progress::Running,
            budget,
            walk,
            pending_tour: false,
        };
        let n = search.walk.graph.len();
        let squares = search.walk.graph.square_count();
        if search.walk.is_complete() {
            // The 1 x 1 board: its single square is an open tour, and not a closed one.
            search.pending_tour = search.walk.viable();
            search.phase = Progress::Done(Phase::Exhausted);
            return search;
        }
        let walk = &search.walk;
        let isolated = (0..n).any(|v| !walk.visited[v] && walk.avail[v] == 0);
        let end_first = walk.end == walk.start;
        // squares - 1 moves, each changing the piece's colour: the last square's is fixed.
        let wrong_colour = end.is_some_and(|end| {
            let colour = |s: Square| board.leaper().colour(s);
            (colour(start) == colour(end)) != (squares % 2 == 1)
        });
        if isolated
            || end_first
            || wrong_colour
            || walk.ones > 1
            || !walk.end_still_last()
            || (closed && walk.ones_off_start > 0)
        {
            search.phase = Progress::Done(Phase::Exhausted);
        } else {
            search.stack.push(Frame::new(walk));
        }
        search
    }

    /// Squares placed so far.
    pub(crate) fn positions(&self) -> u64 {
        self.walk.positions
    }

    /// Squares on the route the search is trying now, the start included.
    pub(crate) fn depth(&self) -> usize {
        self.walk.route.len()
    }

    /// The route as it stands (a tour when the phase is `Found`).
    pub(crate) fn route(&self) -> Vec<Square> {
        self.walk
            .route
            .iter()
            .map(|&v| self.walk.graph.square(v))
            .collect()
    }

    /// Searches to the end (the first tour, or no tour, or the budget spent).
    fn outcome(&mut self) -> SearchOutcome {
        loop {
            if let Progress::Done(phase) = self.advance(u64::MAX) {
                return self.outcome_of(phase);
            }
        }
    }

    /// What a stop means to a caller that wants one tour.
    fn outcome_of(&self, phase: Phase) -> SearchOutcome {
        let positions = self.positions();
        match phase {
            Phase::Found => SearchOutcome::Found(self.route()),
            Phase::OutOfBudget => SearchOutcome::OutOfBudget { positions },
            Phase::Exhausted => SearchOutcome::Exhausted { positions },
        }
    }

    /// Searches for at most `steps` more placements; stops at the next tour.
    pub(crate) fn advance(&mut self, steps: u64) -> Progress<Phase> {
        if std::mem::take(&mut self.pending_tour) {
            return Progress::Done(Phase::Found);
        }
        if self.phase == Progress::Done(Phase::Found) {
            // Look for the next tour: leave this one.
            if self.stack.is_empty() {
                self.phase = Progress::Done(Phase::Exhausted);
                return self.phase;
            }
            self.walk.retreat();
            self.phase = Progress::Running;
        }
        if self.phase.is_done() {
            return self.phase;
        }
        let limit = self.walk.positions.saturating_add(steps);
        while let Some(frame) = self.stack.last_mut() {
            if frame.tried == frame.len {
                self.stack.pop();
                if !self.stack.is_empty() {
                    self.walk.retreat();
                }
                continue;
            }
            if self.walk.positions >= self.budget {
                self.phase = Progress::Done(Phase::OutOfBudget);
                return self.phase;
            }
            if self.walk.positions >= limit {
                return self.phase;
            }
            let next = frame.moves[frame.tried as usize];
            frame.tried += 1;
            if !self.walk.try_advance(next) {
                continue;
            }
            if self.walk.is_complete() {
                self.phase = Progress::Done(Phase::Found);
                return self.phase;
            }
            self.stack.push(Frame::new(&self.walk));
        }
        self.phase = Progress::Done(Phase::Exhausted);
        self.phase
    }
}

/// Searches for a tour from `start` (closed: returning to it), placing at most `budget`
/// squares.
///
/// ```
/// use tour_core::{search_tour, Board, SearchOutcome, Square};
/// let board = Board::new(3, 4)?;
/// assert!(matches!(search_tour(&board, Square::new(0, 0), false, 1_000_000)?, SearchOutcome::Found(_)));
/// assert!(matches!(search_tour(&board, Square::new(0, 1), false, 1_000_000)?, SearchOutcome::Exhausted { .. }));
/// assert!(search_tour(&board, Square::new(3, 0), false, 1_000_000).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`SolveError::StartOffBoard`] if `start` is not on `board`, [`SolveError::StartOnHole`]
/// if it is one of its holes.
pub fn search_tour(
    board: &Board,
    start: Square,
    closed: bool,
    budget: u64,
) -> Result<SearchOutcome, SolveError> {
    on_board(board, start, None)?;
    Ok(ExactSearch::new(board.clone(), start, closed, budget).outcome())
}

/// Searches for an open tour from `start` that ends on `end`, placing at most `budget`
/// squares: from both ends at once, taking turns (a tour read backwards is a tour the
/// other way, and one direction is often far quicker). An end equal to the start has no
/// such tour on any board but 1 x 1.
///
/// ```
/// use tour_core::{search_tour_between, Board, SearchOutcome, Square};
/// let board = Board::new(5, 5)?;
/// let (corner, centre) = (Square::new(0, 0), Square::new(2, 2));
/// let SearchOutcome::Found(tour) = search_tour_between(&board, corner, centre, 1_000_000)? else {
///     panic!("5x5 has tours from a corner to the centre");
/// };
/// assert_eq!((tour[0], tour[24]), (corner, centre));
/// // Both ends of a tour of 5 x 5 have the corners' colour.
/// assert!(matches!(
///     search_tour_between(&board, corner, Square::new(0, 1), 1_000_000)?,
///     SearchOutcome::Exhausted { .. }
/// ));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`SolveError::StartOffBoard`] or [`SolveError::EndOffBoard`] if a square is not on
/// `board`.
pub fn search_tour_between(
    board: &Board,
    start: Square,
    end: Square,
    budget: u64,
) -> Result<SearchOutcome, SolveError> {
    on_board(board, start, Some(end))?;
    // From both ends at once: either settles it, and one is often far quicker.
    let mut search = super::both_ways::Search::new(board.clone(), start, Some(end), false, budget);
    loop {
        if let Progress::Done(phase) = search.advance(1 << 16) {
            let positions = search.positions();
            return Ok(match phase {
                Phase::Found => SearchOutcome::Found(search.route()),
                Phase::OutOfBudget => SearchOutcome::OutOfBudget { positions },
                Phase::Exhausted => SearchOutcome::Exhausted { positions },
            });
        }
    }
}

/// Searches for a tour that begins with `route` (a knight's path already walked, for
/// example by a student), placing at most `budget` squares beyond it. `Found` holds the
/// whole tour, so `tour[route.len()]` is a move from which a tour can still be completed;
/// `Exhausted` proves none can.
///
/// ```
/// use tour_core::{complete_route, Board, SearchOutcome, Square};
/// let board = Board::new(5, 5)?;
/// let corner = [Square::new(0, 0), Square::new(1, 2)];
/// let SearchOutcome::Found(tour) = complete_route(board, &corner, false, 1_000_000)? else {
///     panic!("a1-c2 opens 5x5 tours");
/// };
/// assert_eq!(tour[..2], corner);
/// assert_eq!(tour.len(), 25);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// The first problem with `route` ([`RouteError`]) if it is empty or not a knight's path
/// on `board`.
pub fn complete_route(
    board: Board,
    route: &[Square],
    closed: bool,
    budget: u64,
) -> Result<SearchOutcome, RouteError> {
    let mut completion = Completion::new(board, route, closed, budget)?;
    loop {
        if let Progress::Done(outcome) = completion.advance(u64::MAX) {
            return Ok(outcome);
        }
    }
}

/// [`complete_route`] in slices, so an app can look for a completion (a hint in play
/// mode) without holding its thread: each [`advance`](Completion::advance) places a
/// bounded number of squares.
///
/// ```
/// use tour_core::{Completion, Board, Progress, SearchOutcome, Square};
/// let walk = [Square::new(0, 0), Square::new(1, 2)];
/// let mut completion = Completion::new(Board::CHESS, &walk, false, 1_000_000)?;
/// let outcome = loop {
///     if let Progress::Done(outcome) = completion.advance(100) {
///         break outcome;
///     }
/// };
/// let SearchOutcome::Found(tour) = outcome else { panic!("a8-c7 opens tours") };
/// assert_eq!(tour.len(), 64);
/// # Ok::<(), tour_core::RouteError>(())
/// ```
pub struct Completion {
    search: Option<ExactSearch>,
    outcome: Option<SearchOutcome>,
}

impl Completion {
    /// A search for a tour that begins with `route`, placing at most `budget` squares
    /// beyond it.
    ///
    /// # Errors
    /// The first problem with `route` ([`RouteError`]) if it is empty or not a knight's
    /// path on `board`.
    pub fn new(
        board: Board,
        route: &[Square],
        closed: bool,
        budget: u64,
    ) -> Result<Completion, RouteError> {
        Completion::continuing(board, route, None, closed, budget)
    }

    /// A search for an open tour that begins with `route` and finishes on `end` (play
    /// mode's goal "reach h8 last"), placing at most `budget` squares beyond it.
    ///
    /// # Errors
    /// The first problem with `route` ([`RouteError`]) if it is empty or not a knight's
    /// path on `board`; `end` off the board is reported as the route's next square
    /// being off it.
    ///
    /// ```
    /// use tour_core::{Completion, Board, SearchOutcome, Square};
    /// let board = Board::new(5, 5)?;
    /// let (a1, centre) = (Square::new(4, 0), Square::new(2, 2));
    /// let mut completion = Completion::between(board, &[a1], centre, 1_000_000)?;
    /// let SearchOutcome::Found(tour) = completion.advance(u64::MAX).done().unwrap() else {
    ///     panic!("5x5 has tours from a corner to the centre");
    /// };
    /// assert_eq!(tour.last(), Some(&centre));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn between(
        board: Board,
        route: &[Square],
        end: Square,
        budget: u64,
    ) -> Result<Completion, RouteError> {
        let position = route.len();
        if board.is_hole(end) {
            return Err(RouteError::OnHole {
                position,
                square: end,
            });
        }
        if !board.contains(end) {
            return Err(RouteError::OffBoard {
                position,
                square: end,
            });
        }
        Completion::continuing(board, route, Some(end), false, budget)
    }

    fn continuing(
        board: Board,
        route: &[Square],
        end: Option<Square>,
        closed: bool,
        budget: u64,
    ) -> Result<Completion, RouteError> {
        crate::route::validate_path(&board, route)?;
        let decided = |outcome| {
            Ok(Completion {
                search: None,
                outcome: Some(outcome),
            })
        };
        let mut search = ExactSearch::between(board.clone(), route[0], end, closed, budget);
        for &square in &route[1..] {
            if search.phase.is_done() || !search.walk.try_advance(index_u32(&board, square)) {
                // The walk so far already breaks a condition every tour meets.
                let positions = search.positions();
                return decided(SearchOutcome::Exhausted { positions });
            }
        }
        if search.walk.is_complete() {
            // Closed if asked, and on the chosen last square if there is one.
            return decided(if search.walk.viable() {
                SearchOutcome::Found(search.route())
            } else {
                SearchOutcome::Exhausted {
                    positions: search.positions(),
                }
            });
        }
        search.stack = vec![Frame::new(&search.walk)];
        Ok(Completion {
            search: Some(search),
            outcome: None,
        })
    }

    /// Searches for at most `steps` more placements: `Done` with the outcome once there
    /// is one (and on every call after).
    pub fn advance(&mut self, steps: u64) -> Progress<SearchOutcome> {
        if let Some(search) = self.search.as_mut() {
            let Progress::Done(phase) = search.advance(steps) else {
                return Progress::Running;
            };
            self.outcome = Some(search.outcome_of(phase));
            self.search = None;
        }
        match &self.outcome {
            Some(outcome) => Progress::Done(outcome.clone()),
            None => Progress::Running,
        }
    }

    /// Squares placed so far (beyond the route), or by the finished search.
    #[must_use]
    pub fn positions(&self) -> u64 {
        match (&self.search, &self.outcome) {
            (Some(search), _) => search.positions(),
            (None, Some(SearchOutcome::Exhausted { positions }))
            | (None, Some(SearchOutcome::OutOfBudget { positions })) => *positions,
            _ => 0,
        }
    }
}

/// The search's stack and tables are left out: they grow with the board.
impl fmt::Debug for Completion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Completion")
            .field("searching", &self.search.is_some())
            .field("positions", &self.positions())
            .field(
                "found",
                &matches!(self.outcome, Some(SearchOutcome::Found(_))),
            )
            .finish_non_exhaustive()
    }
}

/// Counts the directed tours from `start` (ending on `end` if given; closed: those
/// returning to it) by exhaustive enumeration; `None` when the budget of placements runs
/// out first.
pub(crate) fn count_from(
    board: Board,
    start: Square,
    end: Option<Square>,
    closed: bool,
    budget: u64,
) -> Option<(u64, u64)> {
    let mut search = ExactSearch::between(board, start, end, closed, budget);
    let mut tours = 0u64;
    loop {
        match search.advance(u64::MAX) {
            Progress::Done(Phase::Found) => tours += 1,
            Progress::Done(Phase::Exhausted) => return Some((tours, search.positions())),
            Progress::Done(Phase::OutOfBudget) | Progress::Running => return None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{ExactSearch, Phase};
    use crate::board::Board;
    use crate::progress::Progress;

    /// On 5 x 6 and 6 x 6, the squares the search with a chosen end reaches are exactly
    /// the last squares of all the tours the plain search enumerates from each start.
    #[test]
    fn chosen_ends_agree_with_every_tour_enumerated() {
        for (rows, cols) in [(5, 6), (6, 6)] {
            let board = Board::new(rows, cols).unwrap();
            for start in board.clone().squares() {
                let mut ends = vec![false; board.area()];
                let mut all = ExactSearch::new(board.clone(), start, false, u64::MAX);
                while all.advance(u64::MAX) == Progress::Done(Phase::Found) {
                    let last = all.walk.current() as usize;
                    ends[last] = true;
                }
                for end in board.squares() {
                    let mut one =
                        ExactSearch::between(board.clone(), start, Some(end), false, u64::MAX);
                    let found = one.advance(u64::MAX) == Progress::Done(Phase::Found);
                    assert_eq!(
                        found,
                        ends[board.index(end).unwrap()],
                        "{board} {start:?} {end:?}"
                    );
                    if found {
                        assert_eq!(one.route().last(), Some(&end));
                    }
                }
            }
        }
    }
}
