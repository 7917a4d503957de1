//! The study room's state: the tour "About this tour" reads, with its facts, the marks it
//! asks the board for (the sums, a move's symmetric pair), and the gallery's filter.
//!
//! The facts and the marks belong to one tour: [`AppState::studied`](super::AppState)
//! gives them only while that very tour is on the board, so another tour (a gallery
//! tour, a paste, a solve) never shows the last one's numbers, and About opened on it
//! reads its own.

use std::rc::Rc;

use tour_core::TourKind;
use tour_core::study::{Magic, Properties};

use super::{Shared, Solved};

/// What the gallery can be filtered by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Filter {
    /// Closed tours.
    Closed,
    /// Semi-magic (or magic) tours.
    SemiMagic,
    /// Tours some symmetry of the board carries onto themselves.
    Symmetric,
    /// Bisected tours.
    Bisected,
}

impl Filter {
    /// Every filter, in the order the page shows them.
    pub const ALL: [Filter; 4] = [
        Filter::Closed,
        Filter::SemiMagic,
        Filter::Symmetric,
        Filter::Bisected,
    ];

    /// Its name in the page's markup (`data-filter`).
    pub const fn id(self) -> &'static str {
        match self {
            Filter::Closed => "closed",
            Filter::SemiMagic => "semi-magic",
            Filter::Symmetric => "symmetric",
            Filter::Bisected => "bisected",
        }
    }

    /// Whether a tour with `facts` passes.
    pub fn passes(self, facts: &Properties) -> bool {
        match self {
            Filter::Closed => facts.kind() == TourKind::Closed,
            Filter::SemiMagic => facts.sums().magic() != Magic::Not,
            Filter::Symmetric => !facts.symmetries().is_empty(),
            Filter::Bisected => facts.bisected().is_some(),
        }
    }
}

/// A tour of the gallery ([`tour_core::gallery`]), by name: the catalogue words each
/// one's title and why it matters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GalleryTour {
    /// `rudrata`.
    Rudrata,
    /// `euler-1759-half-board`.
    EulerHalfBoard,
    /// `euler-1759-halves`.
    EulerHalves,
    /// `euler-1759-reentrant`.
    EulerReentrant,
    /// `euler-gardner`.
    EulerGardner,
    /// `seed-000-warnsdorff`.
    Seed000Warnsdorff,
    /// `gouraud-1845`.
    Gouraud,
    /// `beverley-1848`.
    Beverley,
    /// `dudeney-1917`.
    Dudeney,
    /// `seed-002-8x8`.
    Seed002Chess,
    /// `seed-002-9x10`.
    Seed002Large,
    /// `kumar-4x14`.
    Kumar,
}

impl GalleryTour {
    /// Every tour, in the gallery's order.
    pub const ALL: [GalleryTour; 12] = [
        GalleryTour::Rudrata,
        GalleryTour::EulerHalfBoard,
        GalleryTour::EulerHalves,
        GalleryTour::EulerReentrant,
        GalleryTour::EulerGardner,
        GalleryTour::Seed000Warnsdorff,
        GalleryTour::Gouraud,
        GalleryTour::Beverley,
        GalleryTour::Dudeney,
        GalleryTour::Seed002Chess,
        GalleryTour::Seed002Large,
        GalleryTour::Kumar,
    ];

    /// Its id in the gallery (`tour=` in a link).
    pub const fn id(self) -> &'static str {
        match self {
            GalleryTour::Rudrata => "rudrata",
            GalleryTour::EulerHalfBoard => "euler-1759-half-board",
            GalleryTour::EulerHalves => "euler-1759-halves",
            GalleryTour::EulerReentrant => "euler-1759-reentrant",
            GalleryTour::EulerGardner => "euler-gardner",
            GalleryTour::Seed000Warnsdorff => "seed-000-warnsdorff",
            GalleryTour::Gouraud => "gouraud-1845",
            GalleryTour::Beverley => "beverley-1848",
            GalleryTour::Dudeney => "dudeney-1917",
            GalleryTour::Seed002Chess => "seed-002-8x8",
            GalleryTour::Seed002Large => "seed-002-9x10",
            GalleryTour::Kumar => "kumar-4x14",
        }
    }

    /// The tour called `id`.
    pub fn named(id: &str) -> Option<GalleryTour> {
        GalleryTour::ALL.into_iter().find(|tour| tour.id() == id)
    }
}

/// A tour About has read, with what holds of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Studied {
    /// The tour (compared by identity: another run is another tour).
    pub tour: Shared<Solved>,
    /// Its facts, read once.
    pub facts: Rc<Properties>,
    /// Whether its sums stand at the board's edges.
    pub sums: bool,
    /// The symmetry (an index into the facts' symmetries) whose pairing is drawn.
    pub pair: Option<usize>,
}

/// The study room's state.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct StudyState {
    /// The tour About read last.
    pub(super) studied: Option<Studied>,
    /// The gallery's filters ticked.
    pub filters: Vec<Filter>,
    /// A tour a link named that the gallery does not hold, said until a filter changes.
    pub missing: Option<Rc<str>>,
}

/// A change in the study room.
#[derive(Clone, Debug, PartialEq)]
pub enum StudyAction {
    /// About opened on `tour`: its facts are read (kept with its marks when it is the
    /// tour read last).
    Open(Shared<Solved>),
    /// Show or hide the sums.
    Sums(bool),
    /// Draw symmetry `which`'s pairing, or none.
    Pair(Option<usize>),
    /// Tick or untick a filter.
    Filter(Filter, bool),
    /// A link named a tour the gallery does not hold.
    Missing(Rc<str>),
}

impl StudyState {
    /// Applies `action`; `shown` is the tour on the board (marks are asked of it only).
    pub(super) fn apply(mut self, action: StudyAction, shown: Option<&Shared<Solved>>) -> Self {
        let on_board = |studied: &Studied| shown == Some(&studied.tour);
        match action {
            StudyAction::Open(tour) => {
                if self.studied.as_ref().is_some_and(|s| s.tour == tour) {
                    return self;
                }
                self.studied = Properties::of(tour.run.route()).ok().map(|facts| Studied {
                    tour,
                    facts: Rc::new(facts),
                    sums: false,
                    pair: None,
                });
            }
            StudyAction::Sums(on) => {
                if let Some(studied) = self.studied.as_mut().filter(|s| on_board(s)) {
                    studied.sums = on;
                }
            }
            StudyAction::Pair(which) => {
                if let Some(studied) = self.studied.as_mut().filter(|s| on_board(s)) {
                    studied.pair = which.filter(|&i| i < studied.facts.symmetries().len());
                }
            }
            StudyAction::Filter(filter, ticked) => {
                self.filters.retain(|chosen| *chosen != filter);
                if ticked {
                    self.filters.push(filter);
                }
                self.missing = None;
            }
            StudyAction::Missing(id) => self.missing = Some(id),
        }
        self
    }

    /// The tour read last, if it is `shown`.
    pub(super) fn of(&self, shown: Option<&Shared<Solved>>) -> Option<&Studied> {
        self.studied
            .as_ref()
            .filter(|studied| shown == Some(&studied.tour))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Action, AppState, ImportAction, Settings, WorkAction};
    use tour_core::{Algorithm, MoveOrder, Run, Square};

    fn gallery_tour(id: &str) -> Shared<Solved> {
        let route = tour_core::gallery::find(id).unwrap().route().unwrap();
        Shared::new(Solved::from_gallery(Run::from_route(route), id))
    }

    fn shown(state: AppState, tour: &Shared<Solved>) -> AppState {
        state.apply(Action::Import(ImportAction::Imported(tour.clone())))
    }

    fn study(state: AppState, action: StudyAction) -> AppState {
        state.apply(Action::Study(action))
    }

    #[test]
    fn about_reads_the_tour_on_the_board_and_its_marks_go_with_it() {
        let beverley = gallery_tour("beverley-1848");
        let state = shown(AppState::new(Settings::default()), &beverley);
        let state = study(state, StudyAction::Open(beverley.clone()));
        let state = study(state, StudyAction::Sums(true));
        let studied = state.studied().expect("Beverley's tour is read");
        assert!(studied.sums);
        assert_eq!(studied.facts.sums().row_sum(), Some(260));

        // Euler's tour on the board: nothing of Beverley's is marked or described.
        let euler = gallery_tour("euler-1759-halves");
        let state = shown(state, &euler);
        assert_eq!(state.studied(), None);
        let state = study(state, StudyAction::Sums(true));
        assert_eq!(state.studied(), None, "the sums asked of a tour not read");
        let state = study(state, StudyAction::Open(euler.clone()));
        let studied = state.studied().expect("Euler's tour is read");
        assert_eq!(studied.tour, euler);
        assert!(!studied.sums && studied.pair.is_none());
        let state = study(state, StudyAction::Sums(true));

        // A tour solved next is framed by no sums.
        let board = state.board();
        let route = tour_core::Route::new(board, euler.run.route().squares().to_vec()).unwrap();
        let solved = Solved::new(
            Run::from_route(route),
            Algorithm::Warnsdorff,
            MoveOrder::GOSSIP,
            0,
        );
        let state = state.apply(Action::Work(WorkAction::Solved(Shared::new(solved))));
        assert_eq!(state.studied(), None);
    }

    #[test]
    fn a_tour_read_again_keeps_its_marks_and_a_pair_must_exist() {
        let beverley = gallery_tour("beverley-1848");
        let state = shown(AppState::new(Settings::default()), &beverley);
        let state = study(state, StudyAction::Open(beverley.clone()));
        let state = study(state, StudyAction::Sums(true));
        let state = study(state, StudyAction::Open(beverley.clone()));
        assert!(state.studied().is_some_and(|studied| studied.sums));
        let symmetries = state.studied().unwrap().facts.symmetries().len();
        let state = study(state, StudyAction::Pair(Some(symmetries)));
        assert_eq!(state.studied().unwrap().pair, None);
    }

    #[test]
    fn a_filter_ticked_lets_go_of_the_missing_tour() {
        let state = study(
            AppState::new(Settings::default()),
            StudyAction::Missing("x".into()),
        );
        assert_eq!(state.study().missing.as_deref(), Some("x"));
        let state = study(state, StudyAction::Filter(Filter::Closed, true));
        let state = study(state, StudyAction::Filter(Filter::SemiMagic, true));
        let state = study(state, StudyAction::Filter(Filter::Closed, false));
        assert_eq!(state.study().filters, [Filter::SemiMagic]);
        assert_eq!(state.study().missing, None);
    }

    #[test]
    fn every_gallery_tour_is_named_in_the_gallery_order() {
        let ids: Vec<&str> = tour_core::gallery::all().iter().map(|e| e.id()).collect();
        let named: Vec<&str> = GalleryTour::ALL.iter().map(|tour| tour.id()).collect();
        assert_eq!(ids, named);
        assert_eq!(
            GalleryTour::named("beverley-1848"),
            Some(GalleryTour::Beverley)
        );
        let _ = Square::new(0, 0);
    }

    #[test]
    fn the_filters_keep_what_they_name() {
        let facts = |id| Properties::of(gallery_tour(id).run.route()).unwrap();
        assert!(Filter::SemiMagic.passes(&facts("beverley-1848")));
        assert!(!Filter::Closed.passes(&facts("beverley-1848")));
        assert!(Filter::Bisected.passes(&facts("euler-1759-halves")));
    }
}
