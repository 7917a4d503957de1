//! The languages the app speaks and their texts: one file per language, each one
//! [`Ui`] value, so adding a language means adding one file and one [`Lang`] variant.
//!
//! Sentences with values in them are templates with `{name}` placeholders, filled by
//! [`fill`]; the order of words stays the translator's choice.

mod en;
mod zh_hans;
mod zh_hant;

/// A language of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Traditional Chinese (繁體中文).
    ZhHant,
    /// Simplified Chinese (简体中文).
    ZhHans,
}

impl Lang {
    /// Every language, in the order the switcher lists them.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::ZhHant, Lang::ZhHans];

    /// The BCP 47 tag (`lang=` in the URL, the `lang` attribute).
    pub const fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::ZhHant => "zh-Hant",
            Lang::ZhHans => "zh-Hans",
        }
    }

    /// The language's own name, for the switcher.
    pub const fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::ZhHant => "繁體中文",
            Lang::ZhHans => "简体中文",
        }
    }

    /// Reads a tag: `en`, `zh-Hant`, `zh-Hans`, and the browser's forms of them
    /// (`en-US`, `zh-TW`, `zh-HK`, `zh-CN`, `zh`…), case-insensitively.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let tag = tag.trim().to_ascii_lowercase().replace('_', "-");
        if tag == "en" || tag.starts_with("en-") {
            return Some(Lang::En);
        }
        if tag.starts_with("zh-hant") || ["zh-tw", "zh-hk", "zh-mo"].contains(&tag.as_str()) {
            return Some(Lang::ZhHant);
        }
        if tag == "zh" || tag.starts_with("zh-") {
            return Some(Lang::ZhHans);
        }
        None
    }

    /// The first of the browser's preferred languages the app speaks, else English.
    pub fn from_browser<'a>(preferred: impl IntoIterator<Item = &'a str>) -> Lang {
        preferred
            .into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or_default()
    }
}

/// The texts of links, sharing and embedding.
pub struct LinkUi {
    /// Fixed text: a 1-or-0 overlay left off.
    pub fb_off: &'static str,
    /// Fixed text: the controls left on.
    pub fb_on: &'static str,
    /// `{text}`
    pub n_step: &'static str,
    /// `{text}`
    pub n_seed: &'static str,
    /// `{text}`
    pub n_theme: &'static str,
    /// `{k}`, `{text}`, `{why}`, `{kept}`
    pub n_walk: &'static str,
    /// `{why}`
    pub walk_not_square: &'static str,
    /// `{from}`
    pub walk_not_move: &'static str,
    /// Fixed text.
    pub walk_visited: &'static str,
    /// Fixed text.
    pub share: &'static str,
    /// Fixed text.
    pub share_title: &'static str,
    /// Fixed text.
    pub share_link: &'static str,
    /// Fixed text.
    pub share_embed: &'static str,
    /// Fixed text.
    pub copied: &'static str,
    /// Fixed text.
    pub close: &'static str,
    /// Fixed text.
    pub copy_link: &'static str,
    /// Fixed text.
    pub copy_embed: &'static str,
    /// Fixed text.
    pub copy_failed: &'static str,
    /// Fixed text.
    pub imp_empty: &'static str,
    /// `{row}`, `{found}`, `{expected}`
    pub imp_ragged: &'static str,
    /// `{n}`
    pub imp_repeated: &'static str,
    /// `{n}`
    pub imp_missing: &'static str,
    /// `{k}`, `{why}`
    pub imp_not_square: &'static str,
    /// `{k}`
    pub imp_off: &'static str,
    /// `{k}`, `{sq}`, `{first}`
    pub imp_revisit: &'static str,
    /// `{k}`, `{from}`, `{to}`
    pub imp_not_move: &'static str,
    /// `{why}`
    pub imp_intro: &'static str,
    /// Fixed text.
    pub import_title: &'static str,
    /// Fixed text.
    pub import_hint: &'static str,
    /// Fixed text.
    pub import_button: &'static str,
    /// Fixed text.
    pub export_title: &'static str,
    /// Fixed text.
    pub copy_board: &'static str,
    /// Fixed text.
    pub copy_moves: &'static str,
    /// Fixed text.
    pub dl_board: &'static str,
    /// Fixed text.
    pub dl_moves: &'static str,
    /// Fixed text.
    pub dl_json: &'static str,
    /// Fixed text.
    pub dl_svg: &'static str,
    /// Fixed text.
    pub dl_png: &'static str,
    /// Fixed text.
    pub imported: &'static str,
    /// `{len}`, `{area}`
    pub imported_path: &'static str,
}

/// The texts of the mode switch, play mode (the student moves the knight) and compare
/// mode.
pub struct PlayUi {
    /// Fixed text.
    pub mode: &'static str,
    /// Watch, Play, Compare.
    pub modes: [&'static str; 3],
    /// Fixed text.
    pub prompt: &'static str,
    /// `{k}`, `{n}`, `{at}`, `{moves}`
    pub moving: &'static str,
    /// `{kind}`, `{area}`, `{time}`
    pub complete: &'static str,
    /// `{at}`, `{left}`
    pub dead_end: &'static str,
    /// `{to}`, `{from}`
    pub not_a_move: &'static str,
    /// `{sq}`, `{k}`
    pub visited: &'static str,
    /// Fixed text.
    pub undo: &'static str,
    /// Fixed text.
    pub undo_title: &'static str,
    /// Fixed text.
    pub hint: &'static str,
    /// Fixed text.
    pub hint_title: &'static str,
    /// Fixed text.
    pub start_over: &'static str,
    /// Fixed text.
    pub legal: &'static str,
    /// Fixed text.
    pub moves_title: &'static str,
    /// `{k}`, `{sq}`
    pub go_back: &'static str,
    /// Fixed text.
    pub stat_moves: &'static str,
    /// Fixed text.
    pub stat_time: &'static str,
    /// Fixed text.
    pub stat_take_backs: &'static str,
    /// Fixed text.
    pub hint_start: &'static str,
    /// Fixed text.
    pub hint_searching: &'static str,
    /// `{sq}`
    pub hint_move: &'static str,
    /// `{sq}`
    pub hint_move_closed: &'static str,
    /// `{why}`
    pub lost: &'static str,
    /// `{sq}`
    pub lost_dead_end: &'static str,
    /// `{sq}`
    pub lost_cut: &'static str,
    /// `{sq}`
    pub lost_no_way_back: &'static str,
    /// `{a}`, `{b}`
    pub lost_two_ends: &'static str,
    /// `{positions}`
    pub lost_exhausted: &'static str,
    /// `{positions}`
    pub unknown: &'static str,
    /// `{label}`
    pub sq_legal: &'static str,
    /// Fixed text.
    pub keys_help: &'static str,
    /// Fixed text: the tagline in play mode.
    pub tagline: &'static str,
    /// Fixed text: how to play.
    pub how_to: &'static str,
    /// Fixed text: the label of compare mode's second algorithm.
    pub compare_with: &'static str,
    /// Fixed text: compare mode before a start is chosen.
    pub compare_prompt: &'static str,
    /// `{text}`, `{ids}`, `{default}`: a `vs=` value that is not an algorithm.
    pub n_vs: &'static str,
    /// Fixed text: after the Enter key in play mode's keyboard help.
    pub keys_enter: &'static str,
    /// `{label}`: a square the start shading marks as a start.
    pub sq_can_start: &'static str,
    /// `{label}`: a square the start shading marks as no start.
    pub sq_no_start: &'static str,
    /// `{text}`: a `mode=` value the app does not know.
    pub n_mode: &'static str,
    /// `{max}`: the largest side play and compare modes draw.
    pub too_large: &'static str,
}

/// Every fixed text of the interface, and the templates of its sentences.
pub struct Ui {
    /// Play mode's texts.
    pub play_mode: PlayUi,
    /// Links, sharing and embedding.
    pub link: LinkUi,
    pub title: &'static str,
    pub tagline: &'static str,
    pub language: &'static str,
    pub idle_prompt: &'static str,
    pub play: &'static str,
    pub pause: &'static str,
    pub replay: &'static str,
    pub play_title: &'static str,
    pub pause_title: &'static str,
    pub replay_title: &'static str,
    pub cancel: &'static str,
    pub cancel_title: &'static str,
    pub route: &'static str,
    pub search: &'static str,
    pub to_start_title: &'static str,
    pub back_title: &'static str,
    pub forward_title: &'static str,
    pub to_end_title: &'static str,
    pub restart_title: &'static str,
    pub speed: &'static str,
    /// `{n}`: moves per second.
    pub per_second: &'static str,
    pub rows: &'static str,
    pub columns: &'static str,
    pub set_board: &'static str,
    pub algorithm: &'static str,
    pub move_order: &'static str,
    pub how_it_works: &'static str,
    pub keyboard: &'static str,
    pub stat_board: &'static str,
    pub stat_start: &'static str,
    pub stat_result: &'static str,
    pub stat_placed: &'static str,
    pub stat_taken_back: &'static str,
    pub stat_tries: &'static str,
    pub stat_search_step: &'static str,
    pub stat_depth: &'static str,
    pub stat_shown: &'static str,
    pub stat_tours: &'static str,
    pub stat_solve_time: &'static str,
    pub survey_title: &'static str,
    pub survey_hint: &'static str,
    pub survey_button: &'static str,
    pub show_heatmap: &'static str,
    pub hide_heatmap: &'static str,
    pub why_title: &'static str,
    pub degrees_button: &'static str,
    pub closed_label: &'static str,
    pub starts_button: &'static str,
    pub open: &'static str,
    pub closed: &'static str,
    /// `{area}` squares, `{kind}` open or closed.
    pub complete: &'static str,
    /// `{moves}`, `{at}`, `{len}`, `{area}`.
    pub stuck: &'static str,
    /// `{k}` of `{n}`, knight on `{at}`.
    pub playing: &'static str,
    /// Same placeholders as `playing`.
    pub paused: &'static str,
    /// `{start}`, `{algo}`, `{steps}`, `{depth}`
    pub solving: &'static str,
    /// `{algo}`, `{done}`, `{total}`
    pub surveying: &'static str,
    /// `{k}`, `{n}`, `{depth}`, `{placed}`, `{back}`
    pub search_playing: &'static str,
    /// same as `search_playing`
    pub search_paused: &'static str,
    /// `{placed}`, `{len}`, `{area}`
    pub budget: &'static str,
    /// `{start}`, `{placed}`, `{back}`, `{board}`
    pub no_tour: &'static str,
    /// `{tries}`, `{len}`, `{area}`
    pub tries: &'static str,
    /// `{start}`, `{why}`
    pub impossible: &'static str,
    /// `{start}`, `{placed}`
    pub undecided: &'static str,
    /// `{start}`, `{steps}`
    pub cancelled: &'static str,
    /// `{done}`, `{total}`
    pub survey_cancelled: &'static str,
    /// `{scope}`, `{complete}`, `{open}`, `{closed}`, `{failures}`, `{ms}`
    pub survey_summary: &'static str,
    /// `{n}`
    pub scope_all: &'static str,
    /// `{n}`, `{total}`
    pub scope_partial: &'static str,
    /// `{list}`
    pub fails_few: &'static str,
    /// `{n}`, `{list}`
    pub fails_many: &'static str,
    /// `{from}`
    pub why_intro: &'static str,
    /// Fixed text.
    pub onward_one: &'static str,
    /// `{n}`
    pub onward_many: &'static str,
    /// `{n}`
    pub table_value: &'static str,
    /// Fixed text.
    pub chosen_mark: &'static str,
    /// `{sq}`
    pub only_one: &'static str,
    /// `{list}`, `{score}`, `{unit}`, `{sq}`, `{order}`
    pub tie: &'static str,
    /// `{sq}`, `{unit}`, `{score}`
    pub fewest: &'static str,
    /// Fixed text.
    pub unit_onward: &'static str,
    /// Fixed text.
    pub unit_table: &'static str,
    /// Fixed text.
    pub tie_and: &'static str,
    /// `{at}`, `{n}`
    pub dead_end: &'static str,
    /// Fixed text.
    pub why_done: &'static str,
    /// Fixed text.
    pub reason_parity: &'static str,
    /// Fixed text.
    pub reason_both_odd: &'static str,
    /// `{side}`
    pub reason_narrow: &'static str,
    /// `{long}`
    pub reason_three: &'static str,
    /// Fixed text.
    pub reason_thin: &'static str,
    /// `{positions}`
    pub reason_exhausted: &'static str,
    /// `{n}`, `{sq}`
    pub count_open: &'static str,
    /// `{n}`, `{sq}`
    pub count_closed: &'static str,
    /// Fixed text.
    pub starts_legend_open: &'static str,
    /// Fixed text.
    pub starts_legend_closed: &'static str,
    /// Fixed text.
    pub starts_run: &'static str,
    /// Fixed text.
    pub time: &'static str,
    /// Fixed text.
    pub tally_open: &'static str,
    /// Fixed text.
    pub tally_closed: &'static str,
    /// Fixed text.
    pub tally_stuck: &'static str,
    /// Fixed text.
    pub tally_budget: &'static str,
    /// Fixed text.
    pub tally_no_tour: &'static str,
    /// Fixed text.
    pub tally_tries: &'static str,
    /// Fixed text.
    pub legend_label: &'static str,
    /// Fixed text.
    pub legend_open: &'static str,
    /// Fixed text.
    pub legend_closed: &'static str,
    /// Fixed text.
    pub legend_stuck: &'static str,
    /// Fixed text.
    pub legend_budget: &'static str,
    /// Fixed text.
    pub legend_no_tour: &'static str,
    /// Fixed text.
    pub legend_tries: &'static str,
    /// Fixed text.
    pub large_note: &'static str,
    /// `{rows}`, `{cols}`, `{n}`
    pub board_value: &'static str,
    /// `{sq}`, `{seed}`
    pub start_value: &'static str,
    /// `{algo}`, `{order}`
    pub algo_value: &'static str,
    /// `{kind}`
    pub result_complete: &'static str,
    /// `{at}`, `{n}`
    pub result_stuck: &'static str,
    /// Fixed text.
    pub result_budget: &'static str,
    /// Fixed text.
    pub result_no_tour: &'static str,
    /// `{n}`
    pub result_tries: &'static str,
    /// Fixed text.
    pub result_undecided: &'static str,
    /// `{k}`, `{n}`
    pub of_value: &'static str,
    /// `{k}`, `{n}`
    pub shown_value: &'static str,
    /// Notice or error text (see `strings::notice`).
    pub n_unknown: &'static str,
    /// Notice or error text (see `strings::notice`).
    pub n_board: &'static str,
    /// Notice or error text (see `strings::notice`).
    pub n_algo: &'static str,
    /// Notice or error text (see `strings::notice`).
    pub n_order: &'static str,
    /// Notice or error text (see `strings::notice`).
    pub n_speed: &'static str,
    /// Notice or error text (see `strings::notice`).
    pub n_flag: &'static str,
    /// Notice or error text (see `strings::notice`).
    pub fb_autoplay: &'static str,
    /// Notice or error text (see `strings::notice`).
    pub fb_survey: &'static str,
    /// Notice or error text (see `strings::notice`).
    pub fb_closed: &'static str,
    /// Notice or error text (see `strings::notice`).
    pub n_lang: &'static str,
    /// Notice or error text (see `strings::notice`).
    pub n_start: &'static str,
    /// Notice or error text (see `strings::notice`).
    pub n_autoplay_start: &'static str,
    /// Notice or error text (see `strings::notice`).
    pub e_board_range: &'static str,
    /// Notice or error text (see `strings::notice`).
    pub side_rows: &'static str,
    /// Notice or error text (see `strings::notice`).
    pub side_cols: &'static str,
    /// Notice or error text (see `strings::notice`).
    pub e_board_malformed: &'static str,
    /// Notice or error text (see `strings::notice`).
    pub e_square_malformed: &'static str,
    /// Notice or error text (see `strings::notice`).
    pub e_square_off: &'static str,
    /// Notice or error text (see `strings::notice`).
    pub size_hint: &'static str,
    /// Label, tooltip or accessible name.
    pub a_view: &'static str,
    /// Label, tooltip or accessible name.
    pub a_playback: &'static str,
    /// Label, tooltip or accessible name.
    pub a_settings: &'static str,
    /// Label, tooltip or accessible name.
    pub a_presets: &'static str,
    /// Label, tooltip or accessible name.
    pub a_dismiss: &'static str,
    /// Label, tooltip or accessible name.
    pub speed_title: &'static str,
    /// Label, tooltip or accessible name.
    pub truncated: &'static str,
    /// Label, tooltip or accessible name.
    pub sq_move: &'static str,
    /// Label, tooltip or accessible name.
    pub sq_knight: &'static str,
    /// Label, tooltip or accessible name.
    pub board_label: &'static str,
    /// Label, tooltip or accessible name.
    pub large_label: &'static str,
    /// Label, tooltip or accessible name.
    pub keys_arrows: &'static str,
    /// Label, tooltip or accessible name.
    pub keys_arrows_help: &'static str,
    /// Label, tooltip or accessible name.
    pub keys_enter_help: &'static str,
    /// What each shortcut in `keys::HELP` does, in the same order.
    pub keys_help: [&'static str; 6],
    /// The theme switch's label.
    pub theme: &'static str,
    /// System, light, dark.
    pub theme_names: [&'static str; 3],
    /// One description per move order, in the order of `MoveOrder::ALL`.
    pub orders: [&'static str; 4],
    /// One description per algorithm, in the order of `Algorithm::ALL`.
    pub algorithms: [&'static str; 7],
}

/// The texts of `lang`.
pub fn ui(lang: Lang) -> &'static Ui {
    match lang {
        Lang::En => &en::UI,
        Lang::ZhHant => &zh_hant::UI,
        Lang::ZhHans => &zh_hans::UI,
    }
}

/// Replaces each `{name}` in `template` with its value.
pub fn fill(template: &str, values: &[(&str, &dyn std::fmt::Display)]) -> String {
    let mut out = template.to_owned();
    for (name, value) in values {
        out = out.replace(&format!("{{{name}}}"), &value.to_string());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn browser_tags_map_to_the_three_languages() {
        assert_eq!(Lang::from_tag("en-US"), Some(Lang::En));
        assert_eq!(Lang::from_tag("zh-TW"), Some(Lang::ZhHant));
        assert_eq!(Lang::from_tag("zh-Hant-HK"), Some(Lang::ZhHant));
        assert_eq!(Lang::from_tag("zh-CN"), Some(Lang::ZhHans));
        assert_eq!(Lang::from_tag("fr"), None);
        assert_eq!(Lang::from_browser(["fr-FR", "zh-HK", "en"]), Lang::ZhHant);
        assert_eq!(Lang::from_browser([]), Lang::En);
    }

    #[test]
    fn every_language_fills_the_same_placeholders() {
        for lang in Lang::ALL {
            let ui = ui(lang);
            for (template, names) in [
                (ui.complete, &["area", "kind"][..]),
                (ui.stuck, &["moves", "at", "len", "area"][..]),
                (ui.playing, &["k", "n", "at"][..]),
                (ui.paused, &["k", "n", "at"][..]),
                (ui.per_second, &["n"][..]),
            ] {
                for name in names {
                    assert!(
                        template.contains(&format!("{{{name}}}")),
                        "{lang:?}: {template}"
                    );
                }
            }
            assert!(ui.algorithms.iter().all(|text| !text.is_empty()));
        }
    }
}
