//! A finished, validated run ready to play back, and how far a running solve has got.

use tour_core::{
    Algorithm, Ends, MoveOrder, Run, Square,
    solver::{Decision, Event},
};

/// The events of a search, as far as they were recorded.
#[derive(Debug, PartialEq)]
pub struct SearchRecord {
    /// Placements and retreats in order.
    pub events: Vec<Event>,
    /// Whether the search took more steps than were recorded.
    pub truncated: bool,
}

/// Where a run on the board came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// An algorithm solved it.
    Solved {
        /// The algorithm.
        algorithm: Algorithm,
        /// Its move order.
        order: MoveOrder,
        /// The seed it was solved with (it matters to the random walk only), so a link
        /// can replay it.
        seed: u64,
    },
    /// It was pasted in and validated.
    Imported,
}

/// A run ready to play back. Held as `Shared<Solved>`, so re-renders never copy it.
#[derive(Debug)]
pub struct Solved {
    /// The validated run from the core.
    pub run: Run,
    /// Where it came from.
    pub origin: Origin,
    /// How long the solver worked, in milliseconds.
    pub solve_ms: f64,
    /// The search itself, for the backtracking algorithms.
    pub search: Option<SearchRecord>,
    /// Why each move was chosen, for the rules that decide by a score (entry `i` chose
    /// square `i + 1`).
    pub decisions: Option<Vec<Decision>>,
    /// The tour the run was asked for (a last square only for `fast`), whose last square
    /// exports name.
    pub ends: Ends,
    /// The pseudocode lines the solver ran, for the code panel.
    pub trace: Option<super::code::CodeTrace>,
    /// The gallery tour it is (`tour=` in a link), when it came from the gallery.
    pub gallery: Option<std::rc::Rc<str>>,
}

impl Solved {
    /// A run an algorithm produced.
    pub fn new(run: Run, algorithm: Algorithm, order: MoveOrder, seed: u64) -> Self {
        Solved {
            run,
            origin: Origin::Solved {
                algorithm,
                order,
                seed,
            },
            solve_ms: 0.0,
            search: None,
            decisions: None,
            ends: Ends::OPEN,
            trace: None,
            gallery: None,
        }
    }

    /// A pasted route.
    pub fn imported(run: Run) -> Self {
        Solved {
            run,
            origin: Origin::Imported,
            solve_ms: 0.0,
            search: None,
            decisions: None,
            ends: Ends::OPEN,
            trace: None,
            gallery: None,
        }
    }

    /// Gallery tour `id`, validated like a pasted route.
    pub fn from_gallery(run: Run, id: &str) -> Self {
        Solved {
            gallery: Some(id.into()),
            ..Solved::imported(run)
        }
    }

    /// Squares on the route.
    pub fn len(&self) -> usize {
        self.run.path().len()
    }

    /// The square the run starts on.
    pub fn start(&self) -> Square {
        self.run.route().start()
    }

    /// The recorded search events, if the run has them.
    pub fn events(&self) -> Option<&[Event]> {
        self.search.as_ref().map(|record| record.events.as_slice())
    }

    /// The algorithm that solved the run (`None` for a pasted one).
    pub fn algorithm(&self) -> Option<Algorithm> {
        match self.origin {
            Origin::Solved { algorithm, .. } => Some(algorithm),
            Origin::Imported => None,
        }
    }

    /// The seed the run was solved with, if it was solved.
    pub fn seed(&self) -> Option<u64> {
        match self.origin {
            Origin::Solved { seed, .. } => Some(seed),
            Origin::Imported => None,
        }
    }
}

/// How far a running solve has got, for the progress line: counted in placements, the
/// unit the run's result is counted in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The start square being solved from.
    pub start: Square,
    /// The algorithm still working (in compare mode, the first side not yet finished).
    pub algorithm: Algorithm,
    /// Squares placed so far, as the solver's stats count them.
    pub placed: u64,
    /// Squares on the route being tried right now.
    pub depth: usize,
}

impl Progress {
    /// Nothing done yet from `start`.
    #[cfg(test)]
    pub fn begun(start: Square) -> Self {
        Progress {
            start,
            algorithm: Algorithm::Fast,
            placed: 1,
            depth: 1,
        }
    }
}
