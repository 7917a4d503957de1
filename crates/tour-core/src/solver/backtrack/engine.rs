//! The search loop every board shape shares, over a [`Space`]: bitboards on boards of up
//! to 64 and up to 128 squares, the padded cells on larger ones (`space`).
//!
//! The loop keeps its own stack and counters and touches the solver's [`Walk`] only when
//! it stops ([`Search::sync`]): the route is cut back to the shallowest depth the loop
//! reached and the rest appended, so a slice of ten million placements costs no route
//! bookkeeping per placement. While it runs, the visited set, the stack and the counters
//! are locals ([`Live`]), so they stay in registers instead of going through memory at
//! every step.

use crate::solver::walk::{Walk, kind_of};
use crate::solver::{Event, Status};
use crate::square::Square;

use super::Preference;

/// Which squares are free, and the moves from a square in the order they are tried.
pub(super) trait Space {
    /// A square as the space numbers it.
    type Ix: Copy + Default + std::fmt::Debug;
    /// What changes as the search moves: the visited set.
    type Hot: Default + Clone + std::fmt::Debug;
    /// Marks a free square visited.
    fn take(&self, hot: &mut Self::Hot, v: Self::Ix);
    /// Frees the square visited last.
    fn give_back(&self, hot: &mut Self::Hot, v: Self::Ix);
    /// Lists in `frame` (fresh, for a square just visited) the free squares a move
    /// away, in trying order, fixed now as the seeds' recursive programs fix them.
    /// Filled in place: a frame built elsewhere and copied in is written a byte at a
    /// time and read a word at a time, which stalls the processor at every placement.
    fn fill(&self, hot: &Self::Hot, frame: &mut Frame<Self::Ix>, preference: Preference);
    /// The square numbered `v`.
    fn square(&self, v: Self::Ix) -> Square;
    /// When it is cheap to tell: how many free squares a move from `v` (free) there
    /// are if every one of them is a dead end once `v` is taken (none at all included).
    /// The search then counts `v`'s whole subtree (each placed and taken back) at once.
    fn shallow(&self, _hot: &Self::Hot, _v: Self::Ix) -> Option<u64> {
        None
    }
}

/// The moves listed from one square of the route, and the next to try.
#[derive(Clone, Copy, Debug)]
pub(super) struct Frame<Ix> {
    pub(super) at: Ix,
    pub(super) moves: [Ix; 8],
    pub(super) len: u8,
    pub(super) next: u8,
}

impl<Ix: Copy + Default> Frame<Ix> {
    fn new(at: Ix) -> Self {
        Frame {
            at,
            moves: [Ix::default(); 8],
            len: 0,
            next: 0,
        }
    }

    /// Appends `v` when `keep`, without a branch: the slot is written either way.
    #[inline(always)]
    pub(super) fn push_if(&mut self, v: Ix, keep: bool) {
        self.moves[usize::from(self.len) & 7] = v;
        self.len += u8::from(keep);
    }
}

/// Where a run's events go: nowhere (the plain fast path), or [`Last`] (one step).
pub(super) trait Events {
    /// Whether events are kept at all.
    const KEPT: bool;
    fn keep(&mut self, event: Event);
}

impl Events for () {
    const KEPT: bool = false;
    #[inline(always)]
    fn keep(&mut self, _event: Event) {}
}

/// The event of a single step.
pub(super) struct Last(pub(super) Option<Event>);

impl Events for Last {
    const KEPT: bool = true;
    #[inline(always)]
    fn keep(&mut self, event: Event) {
        self.0 = Some(event);
    }
}

/// What one step did.
enum Did<Ix> {
    Placed(Ix),
    Retreated(Ix),
    /// A square whose moves all lead to dead ends, placed and taken back with each of
    /// them: this many placements, as many retreats.
    Bounced(u64),
    Stopped,
}

/// The state one step changes, held in locals while a slice runs.
#[derive(Clone, Debug)]
struct Live<S: Space> {
    hot: S::Hot,
    /// One frame per square of the route, the start's first.
    stack: Vec<Frame<S::Ix>>,
    placed: u64,
    retreats: u64,
    /// How the search ended; `Complete` is settled as open or closed by the walk.
    stop: Option<Status>,
    /// The shallowest the stack has been since the walk was last brought in line.
    low: usize,
}

impl<S: Space> Default for Live<S> {
    fn default() -> Self {
        Live {
            hot: S::Hot::default(),
            stack: Vec::new(),
            placed: 0,
            retreats: 0,
            stop: None,
            low: 0,
        }
    }
}

/// The depth-first search over one space.
#[derive(Clone, Debug)]
pub(super) struct Search<S: Space> {
    space: S,
    preference: Preference,
    budget: u64,
    /// Squares a tour visits.
    squares: usize,
    live: Live<S>,
}

impl<S: Space> Search<S> {
    pub(super) fn new(
        space: S,
        mut hot: S::Hot,
        start: S::Ix,
        preference: Preference,
        budget: u64,
        squares: usize,
    ) -> Self {
        space.take(&mut hot, start);
        let mut stack = Vec::with_capacity(squares.min(1 << 16));
        stack.push(Frame::new(start));
        if let Some(frame) = stack.last_mut() {
            space.fill(&hot, frame, preference);
        }
        Search {
            space,
            preference,
            budget: budget.max(1),
            squares,
            live: Live {
                hot,
                stack,
                placed: 1,
                retreats: 0,
                stop: (squares == 1).then_some(Status::Complete(crate::route::TourKind::Open)),
                low: 1,
            },
        }
    }

    /// One placement or one retreat, exactly as the seeds' programs take them; with
    /// `bounce`, a placement on a dead end and its retreat together.
    #[inline(always)]
    fn step_once(&self, live: &mut Live<S>, bounce_steps: u64) -> Did<S::Ix> {
        let depth = live.stack.len();
        let Some(top) = live.stack.last_mut() else {
            return Did::Stopped;
        };
        if top.next < top.len {
            if live.placed >= self.budget {
                live.stop = Some(Status::BudgetExhausted);
                return Did::Stopped;
            }
            let next = top.moves[usize::from(top.next) & 7];
            top.next += 1;
            if let Some(placed) = self.bounce(live, next, depth, bounce_steps) {
                live.placed += placed;
                live.retreats += placed;
                return Did::Bounced(placed);
            }
            self.space.take(&mut live.hot, next);
            live.placed += 1;
            live.stack.push(Frame::new(next));
            if let Some(frame) = live.stack.last_mut() {
                self.space.fill(&live.hot, frame, self.preference);
            }
            if depth + 1 == self.squares {
                live.stop = Some(Status::Complete(crate::route::TourKind::Open));
            }
            return Did::Placed(next);
        }
        // Every candidate from this square failed: take it back.
        if depth == 1 {
            live.stop = Some(Status::NoTour);
            return Did::Stopped;
        }
        let at = top.at;
        live.stack.pop();
        self.space.give_back(&mut live.hot, at);
        live.retreats += 1;
        live.low = live.low.min(depth - 1);
        Did::Retreated(at)
    }

    /// Placements (as many retreats) of the whole subtree of `next`, tried from depth
    /// `depth`, when every move from it is a dead end and the budget and the `steps`
    /// left allow taking it at once; it cannot complete the tour.
    #[inline(always)]
    fn bounce(&self, live: &Live<S>, next: S::Ix, depth: usize, steps: u64) -> Option<u64> {
        if steps < 2 || depth + 2 >= self.squares {
            return None;
        }
        let placed = 1 + self.space.shallow(&live.hot, next)?;
        (live.placed + placed <= self.budget && 2 * placed <= steps).then_some(placed)
    }

    /// At most `steps` steps, each step's event handed to `events` (nothing, for the
    /// plain fast path); the walk is brought in line after.
    pub(super) fn run<E: Events>(&mut self, steps: u64, walk: &mut Walk, events: &mut E) {
        let mut live = std::mem::take(&mut self.live);
        let mut left = steps;
        while left > 0 && live.stop.is_none() {
            // Dead ends are taken with their square only where no event is recorded.
            match self.step_once(&mut live, if E::KEPT { 0 } else { left }) {
                Did::Stopped => break,
                Did::Bounced(placed) => left -= 2 * placed,
                Did::Placed(v) => {
                    events.keep(Event::Placed(self.space.square(v)));
                    left -= 1;
                }
                Did::Retreated(v) => {
                    events.keep(Event::Retreated(self.space.square(v)));
                    left -= 1;
                }
            }
        }
        self.live = live;
        self.sync(walk);
    }

    /// One step and its event.
    pub(super) fn step(&mut self, walk: &mut Walk) -> Option<Event> {
        let mut last = Last(None);
        self.run(1, walk, &mut last);
        last.0
    }

    /// The route, counters and status of the walk, from the search's own.
    fn sync(&mut self, walk: &mut Walk) {
        let (space, live) = (&self.space, &mut self.live);
        walk.rewrite(
            live.low,
            live.stack[live.low..]
                .iter()
                .map(|frame| space.square(frame.at)),
        );
        live.low = live.stack.len();
        let stats = walk.stats_mut();
        stats.placed = live.placed;
        stats.retreats = live.retreats;
        let status = match live.stop {
            Some(Status::Complete(_)) => Status::Complete(kind_of(&walk.board(), walk.path())),
            Some(status) => status,
            None => Status::Running,
        };
        walk.set_status(status);
    }

    /// The list made for the newest square, as squares.
    #[cfg(feature = "trace")]
    pub(super) fn top_list(&self) -> Option<([Square; 8], u8)> {
        let frame = self.live.stack.last()?;
        let mut squares = [self.space.square(frame.at); 8];
        for (slot, &v) in squares
            .iter_mut()
            .zip(&frame.moves[..usize::from(frame.len)])
        {
            *slot = self.space.square(v);
        }
        Some((squares, frame.len))
    }
}
