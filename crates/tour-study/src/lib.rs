//! # tour-study
//!
//! The page's study room: what makes a tour special ([`tour_core::study`]) and the
//! gallery of famous tours ([`tour_core::gallery`]), in the page's three languages. It is
//! a module of its own, which the page loads the first time a person opens "About this
//! tour" or the gallery, so none of it weighs on the first click.
//!
//! * [`words`]: the room's words in English, Traditional and Simplified Chinese.
//! * [`about`]: the facts of a tour as a list, and the marks on the page's board (the
//!   sums at its edges, a move and its symmetric pair).
//! * [`gallery`]: the gallery's filter and entries.
//! * [`export`]: what the page's Export buttons produce (numbered board, move list,
//!   JSON, SVG), and [`geometry`]: where the page's SVG board puts things, which the
//!   page draws its board by too.
//! * The binary `tour-study` (`src/bin/tour-study`) is the page's side: it reads what the
//!   page hands it, draws into the page's elements, reads what is pasted into Import
//!   (`tour_core::text::read_route`), and hands a chosen tour or a read one back.
//!
//! ```
//! use tour_core::gallery::{self, Lang};
//! use tour_core::study::Properties;
//! use tour_study::{about, words::words};
//!
//! let route = gallery::find("beverley-1848")?.route()?;
//! let facts = Properties::of(&route)?;
//! let list = about::facts(words(Lang::En), &route, &facts, false, None);
//! assert!(list.contains("every row and every column adds up to 260"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]

pub mod about;
pub mod export;
pub mod gallery;
pub mod geometry;
pub mod html;
pub mod words;
