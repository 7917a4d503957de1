//! The gallery as the page shows it: a filter by what makes a tour special, and one item
//! per famous tour with its author, year, source and why it matters, each with the button
//! that puts it on the board.

use tour_core::TourKind;
use tour_core::gallery::{Entry, Lang};
use tour_core::study::{Magic, Properties};

use crate::html::Html;
use crate::words::{Words, fill};

/// What the gallery can be filtered by, in the order of [`Words::filters`].
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

    /// The name in the page's markup (`data-filter`).
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Filter::Closed => "closed",
            Filter::SemiMagic => "semi-magic",
            Filter::Symmetric => "symmetric",
            Filter::Bisected => "bisected",
        }
    }

    /// The filter named `id`.
    #[must_use]
    pub fn named(id: &str) -> Option<Filter> {
        Filter::ALL.into_iter().find(|filter| filter.id() == id)
    }

    /// Whether a tour with `facts` passes.
    #[must_use]
    pub fn passes(self, facts: &Properties) -> bool {
        match self {
            Filter::Closed => facts.kind() == TourKind::Closed,
            Filter::SemiMagic => facts.sums().magic() != Magic::Not,
            Filter::Symmetric => !facts.symmetries().is_empty(),
            Filter::Bisected => facts.bisected().is_some(),
        }
    }
}

/// The gallery in `lang`: the filter (with `chosen` ticked), a line naming `missing` when
/// a link asked for a tour the gallery does not hold, and the entries that pass every
/// chosen filter.
#[must_use]
pub fn gallery(lang: Lang, words: &Words, chosen: &[Filter], missing: Option<&str>) -> String {
    let mut html = Html::default();
    if let Some(missing) = missing {
        html.element(
            "p",
            &[("class", "error"), ("role", "alert")],
            &fill(words.unknown, missing, "", ""),
        );
    }
    html.open("fieldset", &[("class", "gallery-filter")]);
    html.element("legend", &[], words.filter);
    for (filter, label) in Filter::ALL.into_iter().zip(words.filters) {
        html.open("label", &[]);
        let mut attributes = vec![("type", "checkbox"), ("data-filter", filter.id())];
        if chosen.contains(&filter) {
            attributes.push(("checked", ""));
        }
        html.open("input", &attributes);
        html.text(label);
        html.close("label");
    }
    html.close("fieldset");
    html.open("ul", &[("class", "gallery")]);
    let mut shown = 0;
    for entry in tour_core::gallery::all() {
        let facts = entry
            .route()
            .ok()
            .and_then(|route| Properties::of(&route).ok());
        let passes = facts
            .as_ref()
            .is_some_and(|facts| chosen.iter().all(|filter| filter.passes(facts)));
        if passes {
            item(&mut html, lang, words, entry);
            shown += 1;
        }
    }
    html.close("ul");
    if shown == 0 {
        html.element("p", &[("class", "none-left")], words.none_left);
    }
    html.into_string()
}

/// One entry of the gallery.
fn item(html: &mut Html, lang: Lang, words: &Words, entry: &Entry) {
    html.open("li", &[("data-tour-entry", entry.id())]);
    html.element("h3", &[], entry.title(lang));
    let (rows, cols) = entry.board();
    let year = entry.year().to_string();
    let year = if entry.circa() {
        fill(words.circa, &year, "", "")
    } else {
        year
    };
    let when = format!("{year} · {rows}×{cols}");
    html.element(
        "p",
        &[("class", "by")],
        &fill(words.by, "", entry.author(), &when),
    );
    html.element("p", &[], entry.why(lang));
    html.open("p", &[("class", "source")]);
    html.text(words.source);
    html.text(" ");
    if entry.url().starts_with("https://") || entry.url().starts_with("http://") {
        html.element(
            "a",
            &[
                ("href", entry.url()),
                ("rel", "noopener"),
                ("target", "_blank"),
            ],
            entry.source(),
        );
    } else {
        html.text(entry.source());
    }
    html.close("p");
    // The notes weigh sources against each other in English, as the sources are; the
    // Chinese pages keep to the words written for them.
    if let Some(note) = entry.note().filter(|_| lang == Lang::En) {
        html.element("p", &[("class", "note")], note);
    }
    html.button(&[("data-tour", entry.id())], words.show);
    html.close("li");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::words;

    #[test]
    fn every_entry_is_listed_with_its_button() {
        let html = gallery(Lang::En, words(Lang::En), &[], None);
        for entry in tour_core::gallery::all() {
            assert!(
                html.contains(&format!("data-tour=\"{}\"", entry.id())),
                "{}",
                entry.id()
            );
        }
    }

    #[test]
    fn the_semi_magic_filter_keeps_beverley() {
        let html = gallery(Lang::En, words(Lang::En), &[Filter::SemiMagic], None);
        assert!(html.contains("data-tour=\"beverley-1848\""), "{html}");
        assert!(
            html.contains("data-filter=\"semi-magic\" checked"),
            "{html}"
        );
    }

    #[test]
    fn a_missing_tour_is_named() {
        let html = gallery(Lang::ZhHant, words(Lang::ZhHant), &[], Some("nobody"));
        assert!(html.contains("「nobody」"), "{html}");
    }

    #[test]
    fn filters_are_named_both_ways() {
        for filter in Filter::ALL {
            assert_eq!(Filter::named(filter.id()), Some(filter));
        }
    }
}
