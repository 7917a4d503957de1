//! Yew components, and plain functions for the parts with no state of their own (a
//! component costs the page more bytes than it saves renders). Each takes the plain
//! values it shows (shared data by pointer), reaches the dispatcher, the commands and the
//! language by context ([`context`]: a component reads it, a plain function is handed it),
//! and keeps no app state of its own.

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
pub use code::{CodePanel, board_marks, code_toggle};
pub use compare::{CompareProps, compare_panel};
pub use controls::{ControlsProps, controls};
pub use explain::explanation;
pub use finish::{Finish, finish_on};
pub use large_board::LargeBoard;
pub use layout::{HeaderProps, boards, notices, page_header, side_panel};
pub use play::PlayPanel;
pub use puzzle::PuzzlePanel;
pub use result::ShareResult;
pub use settings::Settings;
pub use shape::ShapePanel;
pub use share::ShareButton;
pub use stats::{Position, StatsProps, stats};
pub use study::{About, Export, Exportable, Gallery, Import, StudyMarks, open_linked};
pub use survey::{SurveyProps, heatmap_legend, survey_panel};
pub use why::{WhyProps, why_panel};
