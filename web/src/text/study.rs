//! The study room's sentences, worded from the core's facts at render time: each line of
//! "About this tour", the pairing drawn on the board, and a gallery entry's byline.

use tour_core::TourKind;
use tour_core::gallery::Entry;

use crate::model::GalleryTour;
use tour_core::study::{Halves, Magic, Properties, Transform};

use super::Texts;

/// Closed or open: its `data-fact` and its sentence.
pub fn kind_fact(t: &Texts, facts: &Properties) -> (&'static str, &'static str) {
    match facts.kind() {
        TourKind::Closed => ("closed", t.st_closed),
        TourKind::Open => ("open", t.st_open),
    }
}

/// The magic sums: magic, semi-magic, or the range of the rows' sums.
pub fn sums_fact(t: &Texts, facts: &Properties) -> (&'static str, String) {
    let sums = facts.sums();
    match (sums.magic(), sums.row_sum()) {
        (Magic::Magic, Some(sum)) => ("magic", t.st_magic(&sum)),
        (Magic::SemiMagic, Some(sum)) => ("semi-magic", t.st_semi_magic(&sum)),
        _ => {
            let low = sums.rows().iter().min().copied().unwrap_or(0);
            let high = sums.rows().iter().max().copied().unwrap_or(0);
            ("not-magic", t.st_not_magic(&low, &high))
        }
    }
}

/// That `transform` carries the route onto itself.
pub fn symmetry_fact(t: &Texts, transform: Transform) -> String {
    t.st_symmetric(&t.st_transform(transform))
}

/// Bisected or not, for a route of `len` squares.
pub fn halves_fact(t: &Texts, facts: &Properties, len: usize) -> (&'static str, String) {
    let half = len / 2;
    match facts.bisected() {
        Some(Halves::LeftRight) => ("bisected", t.st_bisected_left_right(&half)),
        Some(_) => ("bisected", t.st_bisected_top_bottom(&half)),
        None => ("not-bisected", t.st_not_bisected.to_owned()),
    }
}

/// How often the route's line crosses itself.
pub fn crossings_fact(t: &Texts, facts: &Properties) -> (&'static str, String) {
    match facts.crossings() {
        0 => ("uncrossed", t.st_uncrossed.to_owned()),
        n => ("crossings", t.st_crossings(&n)),
    }
}

/// A gallery entry's line under its title: its author, year and board (`tour` is the
/// page's name for `entry`).
pub fn byline(t: &Texts, tour: GalleryTour, entry: &Entry) -> String {
    let (rows, cols) = entry.board();
    let year = if entry.circa() {
        t.st_circa(&entry.year())
    } else {
        entry.year().to_string()
    };
    t.st_by(&t.tour_author(tour), &t.st_when(&year, &rows, &cols))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Lang;
    use crate::text::texts;

    #[test]
    fn beverleys_tour_is_worded_in_every_language() {
        let entry = tour_core::gallery::find("beverley-1848").unwrap();
        let facts = Properties::of(&entry.route().unwrap()).unwrap();
        let en = texts(Lang::En);
        assert_eq!(kind_fact(en, &facts).0, "open");
        let (id, said) = sums_fact(en, &facts);
        assert_eq!(id, "semi-magic");
        assert!(
            said.contains("every row and every column adds up to 260"),
            "{said}"
        );
        assert_eq!(
            byline(en, GalleryTour::Beverley, entry),
            "William Beverley, 1848 · 8×8"
        );
        assert_eq!(
            texts(Lang::ZhHant).tour_title(GalleryTour::Beverley),
            "貝弗利的半魔方陣巡邏"
        );
        assert!(sums_fact(texts(Lang::ZhHans), &facts).1.contains("260"));
        let (_, crossings) = crossings_fact(en, &facts);
        assert!(crossings.contains("crosses itself at"), "{crossings}");
    }

    /// The page words each tour's note in every language, exactly where the core's
    /// gallery has one; and no Chinese byline keeps the core's English.
    #[test]
    fn every_gallery_note_and_byline_is_worded_in_every_language() {
        for entry in tour_core::gallery::all() {
            let tour = GalleryTour::named(entry.id()).unwrap();
            for lang in Lang::ALL {
                let t = texts(lang);
                assert_eq!(
                    t.tour_note(tour).is_empty(),
                    entry.note().is_none(),
                    "{lang:?} {}",
                    entry.id()
                );
                assert!(!t.tour_author(tour).is_empty(), "{lang:?} {}", entry.id());
                if lang != Lang::En {
                    assert!(
                        !byline(t, tour, entry).contains(" as "),
                        "{lang:?} {}",
                        entry.id()
                    );
                }
            }
        }
    }
}
