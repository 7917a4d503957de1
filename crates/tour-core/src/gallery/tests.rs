//! Every entry read and held to what it states.

use super::{Lang, all, find};
use crate::algorithm::Algorithm;
use crate::board::Board;
use crate::moves::MoveOrder;
use crate::route::Route;
use crate::square::Square;
use crate::text::numbered_board;

/// The move numbers, top row first (1-based, as printed).
fn numbers(route: &Route) -> Vec<usize> {
    route.numbering().iter().map(|&n| n as usize).collect()
}

/// Whether every row adds up to one sum and every column to one sum.
fn semi_magic(route: &Route) -> bool {
    let cols = usize::from(route.board().cols());
    let numbers = numbers(route);
    let rows: Vec<usize> = numbers.chunks(cols).map(|row| row.iter().sum()).collect();
    let columns: Vec<usize> = (0..cols)
        .map(|c| numbers.iter().skip(c).step_by(cols).sum())
        .collect();
    rows.windows(2).all(|w| w[0] == w[1]) && columns.windows(2).all(|w| w[0] == w[1])
}

/// Whether a half-turn of the board carries the route onto itself, forwards (numbers
/// opposite each other half a tour apart, for a closed tour) or backwards (opposite
/// numbers adding up to one more than the area).
fn half_turn(route: &Route) -> bool {
    let numbers = numbers(route);
    let area = numbers.len();
    let mut opposite = numbers.iter().zip(numbers.iter().rev());
    opposite.clone().all(|(a, b)| a.abs_diff(*b) == area / 2)
        || opposite.all(|(a, b)| a + b == area + 1)
}

#[test]
fn every_gallery_entry_validates_on_its_board() {
    for entry in all() {
        let route = entry
            .route()
            .unwrap_or_else(|error| panic!("{}: {error}", entry.id()));
        let (rows, cols) = entry.board();
        assert_eq!(
            (route.board().rows(), route.board().cols()),
            (rows, cols),
            "{}",
            entry.id()
        );
        assert_eq!(
            route.len(),
            route.board().area(),
            "{} visits every square",
            entry.id()
        );
    }
}

#[test]
fn every_gallery_entry_is_what_it_states() {
    for entry in all() {
        let route = entry
            .route()
            .unwrap_or_else(|error| panic!("{}: {error}", entry.id()));
        let stated = entry.stated();
        assert_eq!(route.tour_kind(), Some(stated.kind), "{}", entry.id());
        assert_eq!(
            semi_magic(&route),
            stated.semi_magic,
            "{} semi-magic",
            entry.id()
        );
        assert_eq!(
            half_turn(&route),
            stated.half_turn,
            "{} half-turn",
            entry.id()
        );
        assert!(
            !stated.magic,
            "{}: no magic knight's tour of these boards is known",
            entry.id()
        );
    }
}

#[test]
fn gallery_ids_are_unique_url_safe_and_oldest_first() {
    let ids: Vec<&str> = all().iter().map(|entry| entry.id()).collect();
    for (i, id) in ids.iter().enumerate() {
        assert!(!ids[..i].contains(id), "{id} twice");
        assert!(
            id.bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
            "{id}"
        );
        assert_eq!(find(id).map(|entry| entry.id()), Ok(*id));
    }
    assert!(
        all()
            .windows(2)
            .all(|pair| pair[0].year() <= pair[1].year())
    );
    assert!(all().len() >= 12);
}

#[test]
fn gallery_words_are_there_in_every_language() {
    for entry in all() {
        for lang in Lang::ALL {
            assert!(!entry.title(lang).is_empty(), "{} {lang:?}", entry.id());
            assert!(!entry.why(lang).is_empty(), "{} {lang:?}", entry.id());
        }
        assert!(
            !entry.author().is_empty() && !entry.source().is_empty() && !entry.url().is_empty()
        );
    }
}

#[test]
fn gallery_seed_000_board_is_what_warnsdorff_prints_from_g3() {
    let entry = find("seed-000-warnsdorff").expect("in the gallery");
    let run = Algorithm::Warnsdorff
        .solve(Board::CHESS, Square::new(5, 6), MoveOrder::GOSSIP)
        .expect("a tour");
    let stored = entry.route().expect("valid");
    assert_eq!(numbered_board(&stored), numbered_board(run.route()));
}

#[test]
fn gallery_unknown_id_lists_every_id() {
    let error = find("warnsdorff").unwrap_err();
    let message = error.to_string();
    assert!(message.contains("\"warnsdorff\""));
    for entry in all() {
        assert!(message.contains(entry.id()));
    }
}
