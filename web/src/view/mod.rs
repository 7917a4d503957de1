//! Yew components. Each takes the plain values it shows as its properties (shared data
//! by pointer), reaches the dispatcher, the commands and the language by context
//! ([`context`], `use_ctx`), and keeps no app state of its own. The functions of
//! `layout` only pick each part's properties out of the app's state.

pub(crate) mod board;
mod code;
mod compare;
pub mod context;
mod controls;
mod explain;
mod finish;
pub mod hooks;
pub mod keys;
mod large_board;
mod layout;
mod mode;
mod play;
mod puzzle;
pub(crate) mod result;
mod settings;
mod shape;
mod share;
mod stats;
mod status;
mod study;
mod survey;
mod why;

pub use board::BoardView;
pub use code::{CodePanel, CodeToggle, board_marks};
pub use compare::ComparePanel;
pub use controls::Controls;
pub use explain::Explanation;
pub use finish::{Finish, FinishOn};
pub use large_board::LargeBoard;
pub use layout::{Notices, PageHeader, PanelPart, boards, side_panel};
pub use play::PlayPanel;
pub use puzzle::PuzzlePanel;
pub use result::ShareResult;
pub use settings::Settings;
pub use shape::ShapePanel;
pub use share::ShareButton;
pub use stats::{Position, Stats};
pub use study::{About, Export, Exportable, Gallery, Import, StudyMarks, open_linked};
pub use survey::{HeatmapLegend, SurveyPanel};
pub use why::WhyPanel;
