//! Every entry read and held to what it states.

use super::{all, find};
use crate::algorithm::Algorithm;
use crate::board::Board;
use crate::moves::MoveOrder;
use crate::square::Square;
use crate::study::{Magic, Properties, Transform};
use crate::text::numbered_board;

/// Every entry read, validated and held to what it states, by the same study
/// `knights-tour solve` prints: a stated property and a computed one cannot drift apart.
#[test]
fn every_gallery_entry_validates_and_is_what_it_states() {
    for entry in all() {
        let id = entry.id();
        let route = entry
            .route()
            .unwrap_or_else(|error| panic!("{id}: {error}"));
        let (rows, cols) = entry.board();
        assert_eq!(
            (route.board().rows(), route.board().cols()),
            (rows, cols),
            "{id}"
        );
        // `Properties::of` refuses a route that misses a square.
        let facts = Properties::of(&route).unwrap_or_else(|error| panic!("{id}: {error}"));
        let stated = entry.stated();
        let magic = facts.sums().magic();
        assert_eq!(facts.kind(), stated.kind, "{id} closed or open");
        assert_eq!(magic != Magic::Not, stated.semi_magic, "{id} semi-magic");
        assert_eq!(magic == Magic::Magic, stated.magic, "{id} magic");
        let half_turn = facts
            .symmetries()
            .iter()
            .any(|symmetry| symmetry.transform() == Transform::HalfTurn);
        assert_eq!(half_turn, stated.half_turn, "{id} half-turn");
        assert_eq!(facts.bisected(), stated.bisected, "{id} bisected");
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
fn every_entry_has_its_words() {
    for entry in all() {
        assert!(!entry.title().is_empty(), "{}", entry.id());
        assert!(!entry.why().is_empty(), "{}", entry.id());
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
