//! The study room: "About this tour", its marks on the board, the gallery of famous
//! tours, Export and Import. Each part is a component drawn from the state
//! ([`crate::model::StudyState`]) and the core's data (`tour_core::study`'s facts,
//! `tour_core::gallery`'s tours), worded by the catalogue.

mod about;
mod documents;
mod export;
mod gallery;
mod import;
mod marks;

use yew::Callback;

pub use about::About;
pub use export::{Export, Exportable};
pub use gallery::Gallery;
pub use import::Import;
pub use marks::StudyMarks;

use crate::model::{Action, StudyAction};

/// Gallery tour `id`, a link's `tour=`: it goes on the board, or the gallery opens and
/// says it holds no such tour.
pub fn open_linked(id: &str, dispatch: Callback<Action>) {
    match gallery::opened(id) {
        Some(action) => dispatch.emit(action),
        None => dispatch.emit(Action::Study(StudyAction::Missing(id.into()))),
    }
}
