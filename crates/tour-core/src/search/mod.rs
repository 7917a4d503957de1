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

mod bits;
pub(crate) mod both_ways;
mod dfs;
mod lists;

use std::fmt;

use crate::board::Board;
use crate::error::{SolveError, on_board};
use crate::graph::KnightGraph;
use crate::progress::Progress;
use crate::route::{Ends, RouteError, TourKind};
use crate::square::Square;

use bits::BitWalk;
use dfs::{Dfs, Walker};
use lists::ListWalk;

/// How a search ended.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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

/// The depth-first search as a stepper, so the browser can run it in slices: on a
/// bitboard where the board has at most 64 or 128 squares, on adjacency lists beyond.
pub(crate) struct ExactSearch(Engine);

/// Two representations, as for the seeds' backtracking (`solver::backtrack`), whose
/// benchmark asks for the bitboards on small boards.
enum Engine {
    Bits64(Dfs<BitWalk<u64>>),
    Bits128(Dfs<BitWalk<u128>>),
    Lists(Dfs<ListWalk>),
}

/// Runs `$body` on whichever search is held, as `$dfs`.
macro_rules! with_dfs {
    ($search:expr, $dfs:ident => $body:expr) => {
        match $search {
            Engine::Bits64($dfs) => $body,
            Engine::Bits128($dfs) => $body,
            Engine::Lists($dfs) => $body,
        }
    };
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
        let squares = board.square_count();
        // squares - 1 moves, each changing the piece's colour: the last square's is fixed.
        let wrong_colour = end.is_some_and(|end| {
            let colour = |s: Square| board.leaper().colour(s);
            (colour(start) == colour(end)) != (squares % 2 == 1)
        });
        let refused = wrong_colour || end == Some(start);
        let graph = KnightGraph::new(board.clone());
        let (start, end) = (graph.index(start), end.map(|end| graph.index(end)));
        if let Some(walk) = BitWalk::<u64>::new(&graph, start, end, closed) {
            return ExactSearch(Engine::Bits64(Dfs::new(walk, budget, refused)));
        }
        if let Some(walk) = BitWalk::<u128>::new(&graph, start, end, closed) {
            return ExactSearch(Engine::Bits128(Dfs::new(walk, budget, refused)));
        }
        let walk = ListWalk::new(graph, start, end, closed);
        ExactSearch(Engine::Lists(Dfs::new(walk, budget, refused)))
    }

    /// Squares placed so far.
    pub(crate) fn positions(&self) -> u64 {
        with_dfs!(&self.0, dfs => dfs.walk.positions())
    }

    /// Squares on the route the search is trying now, the start included.
    pub(crate) fn depth(&self) -> usize {
        with_dfs!(&self.0, dfs => dfs.walk.depth())
    }

    /// The route as it stands (a tour when the phase is `Found`).
    pub(crate) fn route(&self) -> Vec<Square> {
        with_dfs!(&self.0, dfs => dfs.walk.route())
    }

    fn phase(&self) -> Progress<Phase> {
        with_dfs!(&self.0, dfs => dfs.phase)
    }

    /// Moves on to `square` if the pruning rule allows it (replaying a walk already made).
    fn replay(&mut self, square: Square) -> bool {
        with_dfs!(&mut self.0, dfs => {
            let next = dfs.walk.index(square);
            dfs.walk.try_advance(next)
        })
    }

    fn is_complete(&self) -> bool {
        with_dfs!(&self.0, dfs => dfs.walk.is_complete())
    }

    /// The route's square at `depth` (0 is the start).
    fn square_at(&self, depth: usize) -> Option<Square> {
        with_dfs!(&self.0, dfs => dfs.walk.square_at(depth))
    }

    fn viable(&self) -> bool {
        with_dfs!(&self.0, dfs => dfs.walk.viable())
    }

    /// Starts the depth-first stack from the walk replayed so far.
    fn restart(&mut self) {
        with_dfs!(&mut self.0, dfs => dfs.restart());
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
        with_dfs!(&mut self.0, dfs => dfs.advance(steps))
    }
}

/// Searches for a tour from `start` as `ends` asks (closed: returning to it; open to a
/// chosen last square: finishing there), placing at most `budget` squares. With a chosen
/// last square it searches from both ends at once, taking turns (a tour read backwards is
/// a tour the other way, and one direction is often far quicker); a last square equal to
/// the start has no such tour on any board but 1 x 1.
///
/// ```
/// use tour_core::{Board, Ends, Square, TourKind, theory::{search_tour, SearchOutcome}};
/// let board = Board::new(3, 4)?;
/// assert!(matches!(search_tour(&board, Square::new(0, 0), TourKind::Open, 1_000_000)?, SearchOutcome::Found(_)));
/// assert!(matches!(search_tour(&board, Square::new(0, 1), TourKind::Open, 1_000_000)?, SearchOutcome::Exhausted { .. }));
/// assert!(search_tour(&board, Square::new(3, 0), TourKind::Open, 1_000_000).is_err());
///
/// let board = Board::new(5, 5)?;
/// let (corner, centre) = (Square::new(0, 0), Square::new(2, 2));
/// let SearchOutcome::Found(tour) = search_tour(&board, corner, Ends::to(centre), 1_000_000)? else {
///     panic!("5x5 has tours from a corner to the centre");
/// };
/// assert_eq!((tour[0], tour[24]), (corner, centre));
/// // Both ends of a tour of 5 x 5 have the corners' colour.
/// assert!(matches!(
///     search_tour(&board, corner, Ends::to(Square::new(0, 1)), 1_000_000)?,
///     SearchOutcome::Exhausted { .. }
/// ));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`SolveError::StartOffBoard`] or [`SolveError::EndOffBoard`] if a square is not on
/// `board`, [`SolveError::StartOnHole`] or [`SolveError::EndOnHole`] if it is one of its
/// holes.
pub fn search_tour(
    board: &Board,
    start: Square,
    ends: impl Into<Ends>,
    budget: u64,
) -> Result<SearchOutcome, SolveError> {
    let ends = ends.into();
    on_board(board, start, ends.last())?;
    let Some(end) = ends.last() else {
        let closed = ends.kind() == TourKind::Closed;
        return Ok(ExactSearch::new(board.clone(), start, closed, budget).outcome());
    };
    // From both ends at once: either settles it, and one is often far quicker.
    let mut search = both_ways::Search::new(board.clone(), start, Some(end), false, budget);
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

/// Searches for a tour as `ends` asks that begins with `route` (a knight's path already
/// walked, for example by a student), placing at most `budget` squares beyond it. `Found`
/// holds the whole tour, so `tour[route.len()]` is a move from which a tour can still be
/// completed; `Exhausted` proves none can.
///
/// ```
/// use tour_core::{Board, Square, TourKind, theory::{complete_route, SearchOutcome}};
/// let board = Board::new(5, 5)?;
/// let corner = [Square::new(0, 0), Square::new(1, 2)];
/// let SearchOutcome::Found(tour) = complete_route(board, &corner, TourKind::Open, 1_000_000)? else {
///     panic!("a1-c2 opens 5x5 tours");
/// };
/// assert_eq!(tour[..2], corner);
/// assert_eq!(tour.len(), 25);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// As [`Completion::new`].
pub fn complete_route(
    board: Board,
    route: &[Square],
    ends: impl Into<Ends>,
    budget: u64,
) -> Result<SearchOutcome, RouteError> {
    let mut completion = Completion::new(board, route, ends, budget)?;
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
/// use tour_core::{Board, Progress, Square, TourKind, theory::{Completion, SearchOutcome}};
/// let walk = [Square::new(0, 0), Square::new(1, 2)];
/// let mut completion = Completion::new(Board::CHESS, &walk, TourKind::Open, 1_000_000)?;
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
    /// A search for a tour as `ends` asks that begins with `route` (with a chosen last
    /// square: play mode's goal "reach h8 last"), placing at most `budget` squares
    /// beyond it.
    ///
    /// ```
    /// use tour_core::{Board, Ends, Square, theory::{Completion, SearchOutcome}};
    /// let board = Board::new(5, 5)?;
    /// let (a1, centre) = (Square::new(4, 0), Square::new(2, 2));
    /// let mut completion = Completion::new(board, &[a1], Ends::to(centre), 1_000_000)?;
    /// let SearchOutcome::Found(tour) = completion.advance(u64::MAX).done().unwrap() else {
    ///     panic!("5x5 has tours from a corner to the centre");
    /// };
    /// assert_eq!(tour.last(), Some(&centre));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// The first problem with `route` ([`RouteError`]) if it is empty or not a knight's
    /// path on `board`; a chosen last square off the board or on a hole is reported as
    /// the route's next square being so.
    pub fn new(
        board: Board,
        route: &[Square],
        ends: impl Into<Ends>,
        budget: u64,
    ) -> Result<Completion, RouteError> {
        let ends = ends.into();
        let Some(end) = ends.last() else {
            let closed = ends.kind() == TourKind::Closed;
            return Completion::continuing(board, route, None, closed, budget);
        };
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
            if search.phase().is_done() || !search.replay(square) {
                // The walk so far already breaks a condition every tour meets.
                let positions = search.positions();
                return decided(SearchOutcome::Exhausted { positions });
            }
        }
        if search.is_complete() {
            // Closed if asked, and on the chosen last square if there is one.
            return decided(if search.viable() {
                SearchOutcome::Found(search.route())
            } else {
                SearchOutcome::Exhausted {
                    positions: search.positions(),
                }
            });
        }
        search.restart();
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

/// Every tour from a start (ending on a chosen square if given; closed: those returning
/// to it) enumerated as a stepper, its unit of work a square placed; or only the tours
/// whose second square is a given one, which is the same search below that square.
pub(crate) struct Enumeration {
    search: ExactSearch,
    closed: bool,
    /// Squares placed before the enumeration's own work: the start, for the tours after
    /// one first move, so that the parts' positions add up to the whole's less one.
    before: u64,
    tours: u64,
    /// Closed tours whose second square comes before their last in board order: each
    /// cycle through the start once (its other direction has them the other way round),
    /// and a count split by first move adds up to it.
    cycles: u64,
    finished: bool,
}

impl Enumeration {
    /// Every tour from `start`.
    pub(crate) fn new(board: Board, start: Square, end: Option<Square>, closed: bool) -> Self {
        Enumeration {
            search: ExactSearch::between(board, start, end, closed, u64::MAX),
            closed,
            before: 0,
            tours: 0,
            cycles: 0,
            finished: false,
        }
    }

    /// The tours from `start` whose second square is `second`, a move from `start` to a
    /// square of `board`: the whole enumeration's subtree under that move, placement for
    /// placement.
    pub(crate) fn after(
        board: Board,
        start: Square,
        second: Square,
        end: Option<Square>,
        closed: bool,
    ) -> Self {
        let mut enumeration = Enumeration::new(board, start, end, closed);
        enumeration.before = 1;
        let search = &mut enumeration.search;
        // The whole search would try `second` first from the start, as here, unless the
        // start alone already rules every tour out.
        if search.phase().is_done() || !search.replay(second) {
            enumeration.finished = true;
        } else if search.is_complete() {
            // A board of two squares: the move was allowed, so the route is a tour.
            enumeration.record();
            enumeration.finished = true;
        } else {
            search.restart();
        }
        enumeration
    }

    /// Enumerates at most `steps` more placements: `Done` once every tour is counted.
    pub(crate) fn advance(&mut self, steps: u64) -> Progress<()> {
        if self.finished {
            return Progress::Done(());
        }
        let goal = self.search.positions().saturating_add(steps);
        loop {
            let left = goal.saturating_sub(self.search.positions());
            match self.search.advance(left) {
                Progress::Running => return Progress::Running,
                Progress::Done(Phase::Found) => self.record(),
                // With no budget, the search runs out of routes, never of placements.
                Progress::Done(Phase::Exhausted | Phase::OutOfBudget) => {
                    self.finished = true;
                    return Progress::Done(());
                }
            }
        }
    }

    /// Counts the tour the search stands on.
    fn record(&mut self) {
        self.tours += 1;
        let last = self.search.depth().checked_sub(1);
        let (second, last) = (
            self.search.square_at(1),
            last.and_then(|last| self.search.square_at(last)),
        );
        if self.closed && second < last {
            self.cycles += 1;
        }
    }

    /// The tours counted so far (closed: in both directions).
    pub(crate) fn tours(&self) -> u64 {
        self.tours
    }

    /// The closed tours counted so far, each cycle once: those whose second square comes
    /// before their last in board order.
    pub(crate) fn cycles(&self) -> u64 {
        self.cycles
    }

    /// Squares placed so far by this enumeration.
    pub(crate) fn positions(&self) -> u64 {
        self.search.positions().saturating_sub(self.before)
    }

    /// Whether every tour has been counted.
    pub(crate) fn is_finished(&self) -> bool {
        self.finished
    }
}

/// Counts the directed tours from `start` (ending on `end` if given; closed: those
/// returning to it) by exhaustive enumeration, with the squares placed.
pub(crate) fn count_from(
    board: Board,
    start: Square,
    end: Option<Square>,
    closed: bool,
) -> (u64, u64) {
    let mut enumeration = Enumeration::new(board, start, end, closed);
    while enumeration.advance(u64::MAX).is_running() {}
    (enumeration.tours(), enumeration.positions())
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
                    let last = all.route().last().copied().unwrap();
                    ends[board.index(last).unwrap()] = true;
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
