//! Yew components. Each takes the plain values it shows as props (shared data by
//! pointer), reaches the dispatcher, the commands and the language by context
//! ([`context`]), and keeps no app state of its own.

mod board;
mod code;
mod compare;
pub mod context;
mod controls;
mod explain;
mod export_text;
mod finish;
pub mod hooks;
pub mod keys;
mod large_board;
mod layout;
mod mode;
mod play;
mod puzzle;
mod result;
mod settings;
mod shape;
mod share;
mod stats;
mod status;
mod survey;
mod transfer;
mod why;

pub use board::BoardView;
pub use code::{CodePanel, CodeToggle, board_marks};
pub use compare::ComparePanel;
pub use controls::Controls;
pub use explain::explanation;
pub use finish::{Finish, finish_on};
pub use large_board::LargeBoard;
pub use layout::{Notices, PageHeader, boards, side_panel};
pub use play::PlayPanel;
pub use puzzle::PuzzlePanel;
pub use result::ShareResult;
pub use settings::Settings;
pub use shape::ShapePanel;
pub use share::ShareButton;
pub use stats::{Position, StatsProps, stats};
pub use survey::{SurveyPanel, heatmap_legend};
pub use transfer::{Exportable, Transfer};
pub use why::WhyPanel;
