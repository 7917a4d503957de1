//! Yew components. Each reads the shared [`AppState`](crate::state::AppState) and
//! dispatches [`Action`](crate::state::Action)s; none keeps playback state of its own.

mod board;
mod compare;
mod controls;
mod large_board;
mod layout;
mod mode;
mod panel;
mod play;
mod share;
mod survey;
mod transfer;
mod why;

pub use board::BoardView;
pub use compare::ComparePanel;
pub use controls::Controls;
pub use large_board::LargeBoard;
pub use layout::{Boards, Notices, PageHeader, SidePanel};
pub use mode::ModeSwitch;
pub use panel::{Explanation, PanelProps, Settings, Stats, StatusLine};
pub use play::PlayPanel;
pub use share::ShareButton;
pub use survey::SurveyPanel;
pub use transfer::Transfer;
pub use why::WhyPanel;
