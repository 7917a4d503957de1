//! The catalogue: every entry of the language tables, declared once. Fixed texts are
//! plain fields; templates are filled only through a method taking exactly their
//! placeholders; each algorithm's pseudocode is an array of lines the compiler sizes;
//! names are one `match` per language over an enum's variants. A table can also be
//! written as data under the entries' keys ([`Texts::entries`]) and built from such data
//! ([`Texts::load`]), which is how the page gets the languages it does not carry.
//!
//! An entry is declared by its key in one of the macro's sections below (a template with
//! its placeholders, a pseudocode with its number of lines, a name per variant with its
//! enum), and written in each language's `Texts` value (`en.rs`, `zh_hant.rs`,
//! `zh_hans.rs`) under the same key.

use std::collections::BTreeMap;
use std::fmt::{self, Display};

use tour_core::Algorithm;

use super::fill;
use crate::address::{PARAMS, Param};
use crate::model::{Filter, GalleryTour, Mode, SeedOrder, Theme};
use tour_core::study::Transform;

/// The keyboard shortcuts the help lists, with their keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shortcut {
    /// Play or pause.
    PlayPause,
    /// One step back.
    StepBack,
    /// One step forward.
    StepForward,
    /// Jump to the start or the end.
    Jump,
    /// Replay from move 1.
    Replay,
    /// Faster or slower.
    Speed,
}

impl Shortcut {
    /// Every shortcut, in the help's order.
    pub const ALL: [Shortcut; 6] = [
        Shortcut::PlayPause,
        Shortcut::StepBack,
        Shortcut::StepForward,
        Shortcut::Jump,
        Shortcut::Replay,
        Shortcut::Speed,
    ];

    /// The keys, as the help shows them.
    pub const fn keys(self) -> &'static str {
        match self {
            Shortcut::PlayPause => "Space / K",
            Shortcut::StepBack => "← / J",
            Shortcut::StepForward => "→ / L",
            Shortcut::Jump => "Home / End",
            Shortcut::Replay => "R",
            Shortcut::Speed => "+ / −",
        }
    }
}

/// An enum whose every variant has a name in each language.
pub trait Variants: Copy + PartialEq + 'static {
    /// Every variant, in a fixed order: a language table's names are in it.
    const ALL: &'static [Self];
    /// The variant's key, as the language tables and the scripts name it.
    fn key(self) -> &'static str;
}

impl Variants for Algorithm {
    const ALL: &'static [Self] = &Algorithm::ALL;
    fn key(self) -> &'static str {
        self.id()
    }
}

impl Variants for SeedOrder {
    const ALL: &'static [Self] = &SeedOrder::ALL;
    fn key(self) -> &'static str {
        self.id()
    }
}

impl Variants for Mode {
    const ALL: &'static [Self] = &Mode::ALL;
    fn key(self) -> &'static str {
        self.id()
    }
}

impl Variants for Theme {
    const ALL: &'static [Self] = &Theme::ALL;
    fn key(self) -> &'static str {
        self.id()
    }
}

impl Variants for Transform {
    const ALL: &'static [Self] = &Transform::ALL;
    fn key(self) -> &'static str {
        self.id()
    }
}

impl Variants for Filter {
    const ALL: &'static [Self] = &Filter::ALL;
    fn key(self) -> &'static str {
        self.id()
    }
}

impl Variants for GalleryTour {
    const ALL: &'static [Self] = &GalleryTour::ALL;
    fn key(self) -> &'static str {
        self.id()
    }
}

impl Variants for Shortcut {
    const ALL: &'static [Self] = &Shortcut::ALL;
    fn key(self) -> &'static str {
        match self {
            Shortcut::PlayPause => "play-pause",
            Shortcut::StepBack => "step-back",
            Shortcut::StepForward => "step-forward",
            Shortcut::Jump => "jump",
            Shortcut::Replay => "replay",
            Shortcut::Speed => "speed",
        }
    }
}

/// Every parameter, in [`PARAMS`]' order.
const ALL_PARAMS: [Param; PARAMS.len()] = {
    let mut all = [Param::Board; PARAMS.len()];
    let mut i = 0;
    while i < all.len() {
        all[i] = PARAMS[i].param;
        i += 1;
    }
    all
};

impl Variants for Param {
    const ALL: &'static [Self] = &ALL_PARAMS;
    fn key(self) -> &'static str {
        self.name()
    }
}

/// A name for every variant of an enum, in one language.
#[derive(Clone, Copy)]
pub enum Named<T: 'static> {
    /// An exhaustive `match` in the language's source.
    Match(fn(T) -> &'static str),
    /// A table the page loaded, in [`Variants::ALL`]'s order.
    Table(&'static [&'static str]),
}

impl<T: Variants> Named<T> {
    /// The name of `variant`.
    fn get(self, variant: T) -> &'static str {
        match self {
            Named::Match(name) => name(variant),
            Named::Table(names) => T::ALL
                .iter()
                .position(|&each| each == variant)
                .and_then(|index| names.get(index))
                .copied()
                .unwrap_or_default(),
        }
    }

    /// Every variant's key and name.
    #[cfg(not(target_arch = "wasm32"))]
    fn entries(self) -> Vec<(String, String)> {
        T::ALL
            .iter()
            .map(|&variant| (variant.key().to_owned(), self.get(variant).to_owned()))
            .collect()
    }
}

/// One entry of a language table, under its key.
#[derive(Clone, Debug, PartialEq)]
pub enum Entry {
    /// A fixed text or a template.
    Text(String),
    /// A pseudocode's lines, in order.
    Lines(Vec<String>),
    /// A name per variant, under the variant's key.
    Names(Vec<(String, String)>),
}

/// Why a language table was refused, naming the entry (`title`, `code_fast[11]` for a
/// pseudocode's line, `mode_name.watch` for a variant's name).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// The catalogue declares the entry and the table lacks it.
    Missing(String),
    /// The table has an entry the catalogue does not declare.
    Unknown(String),
    /// The entry is of another kind than the catalogue's (a text where lines go).
    Shape(String),
}

impl Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableError::Missing(key) => write!(f, "the table lacks {key}"),
            TableError::Unknown(key) => write!(f, "the catalogue has no {key}"),
            TableError::Shape(key) => write!(f, "{key} is not of its entry's kind"),
        }
    }
}

/// A table's entries by key, taken one by one as [`Texts::load`] fills its fields.
struct Table(BTreeMap<String, Entry>);

/// A loaded text, kept for the rest of the visit (once per entry and language).
fn kept(text: String) -> &'static str {
    text.leak()
}

impl Table {
    /// The entry under `key`, taken out.
    fn take(&mut self, key: &str) -> Result<Entry, TableError> {
        self.0
            .remove(key)
            .ok_or_else(|| TableError::Missing(key.to_owned()))
    }

    /// A fixed text or a template.
    fn text(&mut self, key: &str) -> Result<&'static str, TableError> {
        match self.take(key)? {
            Entry::Text(text) => Ok(kept(text)),
            _ => Err(TableError::Shape(key.to_owned())),
        }
    }

    /// A pseudocode of exactly `N` lines.
    fn lines<const N: usize>(&mut self, key: &str) -> Result<[&'static str; N], TableError> {
        let Entry::Lines(lines) = self.take(key)? else {
            return Err(TableError::Shape(key.to_owned()));
        };
        if lines.len() < N {
            return Err(TableError::Missing(format!("{key}[{}]", lines.len())));
        }
        if lines.len() > N {
            return Err(TableError::Unknown(format!("{key}[{N}]")));
        }
        let mut out = [""; N];
        for (slot, line) in out.iter_mut().zip(lines) {
            *slot = kept(line);
        }
        Ok(out)
    }

    /// A name for every variant of `T`, and no other.
    fn names<T: Variants>(&mut self, key: &str) -> Result<Named<T>, TableError> {
        let Entry::Names(mut names) = self.take(key)? else {
            return Err(TableError::Shape(key.to_owned()));
        };
        let mut ordered = Vec::with_capacity(T::ALL.len());
        for variant in T::ALL {
            let index = names
                .iter()
                .position(|(each, _)| each == variant.key())
                .ok_or_else(|| TableError::Missing(format!("{key}.{}", variant.key())))?;
            ordered.push(kept(names.swap_remove(index).1));
        }
        match names.first() {
            Some((unknown, _)) => Err(TableError::Unknown(format!("{key}.{unknown}"))),
            None => Ok(Named::Table(ordered.leak())),
        }
    }

    /// Refuses what is left: an entry the catalogue does not declare.
    fn finish(self) -> Result<(), TableError> {
        match self.0.into_keys().next() {
            Some(unknown) => Err(TableError::Unknown(unknown)),
            None => Ok(()),
        }
    }
}

/// Declares [`Texts`]: fixed texts, templates with their placeholders, what only the
/// scripts beside the app say (no method: the page never says it), pseudocode (lines
/// in order, filled with the placeholders they share), and per-variant names (some
/// with placeholders).
macro_rules! catalogue {
    (
        fixed { $($fixed:ident,)* }
        templates { $($template:ident($($arg:ident),*),)* }
        scripts { $($script_t:ident($($script_arg:ident),*),)* }
        pseudocode { $($lines:ident[$len:literal]($($line_arg:ident),*),)* }
        names { $($name:ident: $ty:ty,)* }
        name_templates { $($name_t:ident($($name_arg:ident),*): $ty_t:ty,)* }
    ) => {
        /// One language's texts. Build one per language; the compiler checks it is
        /// complete.
        #[derive(Clone, Copy)]
        pub struct Texts {
            $(
                #[allow(missing_docs)]
                pub $fixed: &'static str,
            )*
            $(
                #[allow(missing_docs)]
                pub(super) $template: &'static str,
            )*
            $(
                // The page carries them (its tables are the catalogue whole) and the
                // scripts beside it say them.
                #[allow(missing_docs)]
                #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
                pub(super) $script_t: &'static str,
            )*
            $(
                #[allow(missing_docs)]
                pub(super) $lines: [&'static str; $len],
            )*
            $(
                #[allow(missing_docs)]
                pub(super) $name: Named<$ty>,
            )*
            $(
                #[allow(missing_docs)]
                pub(super) $name_t: Named<$ty_t>,
            )*
        }

        impl Texts {
            $(
                // A template takes exactly its placeholders, however many it has.
                #[allow(missing_docs, clippy::too_many_arguments)]
                pub fn $template(&self, $($arg: &dyn Display),*) -> String {
                    fill(self.$template, &[$((stringify!($arg), $arg)),*])
                }
            )*
            $(
                // The lines in order, each filled with the placeholders it uses.
                #[allow(missing_docs)]
                pub fn $lines(&self, $($line_arg: &dyn Display),*) -> Vec<String> {
                    self.$lines
                        .iter()
                        .map(|line| fill(line, &[$((stringify!($line_arg), $line_arg)),*]))
                        .collect()
                }
            )*
            $(
                #[allow(missing_docs)]
                pub fn $name(&self, variant: $ty) -> &'static str {
                    self.$name.get(variant)
                }
            )*
            $(
                #[allow(missing_docs)]
                pub fn $name_t(&self, variant: $ty_t, $($name_arg: &dyn Display),*) -> String {
                    fill(self.$name_t.get(variant), &[$((stringify!($name_arg), $name_arg)),*])
                }
            )*

            /// Every entry under its key, as a language table holds it.
            #[cfg(not(target_arch = "wasm32"))]
            pub fn entries(&self) -> Vec<(&'static str, Entry)> {
                let mut entries = vec![
                    $((stringify!($fixed), Entry::Text(self.$fixed.to_owned())),)*
                    $((stringify!($template), Entry::Text(self.$template.to_owned())),)*
                    $((stringify!($script_t), Entry::Text(self.$script_t.to_owned())),)*
                ];
                $(entries.push((
                    stringify!($lines),
                    Entry::Lines(self.$lines.iter().map(|line| (*line).to_owned()).collect()),
                ));)*
                $(entries.push((stringify!($name), Entry::Names(self.$name.entries())));)*
                $(entries.push((stringify!($name_t), Entry::Names(self.$name_t.entries())));)*
                entries
            }

            /// A language's texts from its table's entries, each under its key; refused,
            /// naming the entry, if one the catalogue declares is missing or of another
            /// kind, or the table has one it does not declare.
            pub fn load(
                entries: impl IntoIterator<Item = (String, Entry)>,
            ) -> Result<Texts, TableError> {
                let mut table = Table(entries.into_iter().collect());
                let texts = Texts {
                    $($fixed: table.text(stringify!($fixed))?,)*
                    $($template: table.text(stringify!($template))?,)*
                    $($script_t: table.text(stringify!($script_t))?,)*
                    $($lines: table.lines(stringify!($lines))?,)*
                    $($name: table.names(stringify!($name))?,)*
                    $($name_t: table.names(stringify!($name_t))?,)*
                };
                table.finish()?;
                Ok(texts)
            }

            /// Every template with its declared placeholders (a pseudocode's lines, and
            /// per-variant names with placeholders, each as one template).
            #[cfg(test)]
            pub fn templates(&self) -> Vec<(String, &'static str, &'static [&'static str])> {
                let mut all = vec![$((stringify!($template).to_owned(), self.$template, &[$(stringify!($arg)),*] as &'static [&'static str]),)* $((stringify!($script_t).to_owned(), self.$script_t, &[$(stringify!($script_arg)),*] as &'static [&'static str]),)*];
                $(
                    for (index, line) in self.$lines.iter().enumerate() {
                        all.push((format!("{}[{index}]", stringify!($lines)), *line, &[$(stringify!($line_arg)),*]));
                    }
                )*
                $(
                    for &variant in <$ty_t as Variants>::ALL {
                        let key = format!("{}[{}]", stringify!($name_t), variant.key());
                        all.push((key, self.$name_t.get(variant), &[$(stringify!($name_arg)),*]));
                    }
                )*
                all
            }

            /// Every fixed text (per-variant names without placeholders among them).
            #[cfg(test)]
            pub fn fixed(&self) -> Vec<(String, &'static str)> {
                let mut all = vec![$((stringify!($fixed).to_owned(), self.$fixed)),*];
                $(
                    for &variant in <$ty as Variants>::ALL {
                        let key = format!("{}.{}", stringify!($name), variant.key());
                        all.push((key, self.$name.get(variant)));
                    }
                )*
                all
            }
        }
    };
}

catalogue! {
    fixed {
        // The page.
        title, language, theme, idle_prompt, how_it_works, keyboard, engine_loading,
        a_settings, a_presets, a_dismiss, a_view, a_playback,
        // Controls.
        play, pause, replay, play_title, pause_title, replay_title, cancel, cancel_title,
        route, search, to_start_title, back_title, forward_title, to_end_title,
        restart_title, speed,
        // Settings.
        rows, columns, set_board, algorithm, move_order, closed_label, starts_button,
        degrees_button, mode_label, finish_on, clear_end, pick_end_prompt,
        starts_legend_end, closed_dropped, ends_title,
        // Stats.
        stat_board, stat_start, stat_result, stat_placed, stat_taken_back, stat_tries,
        stat_search_step, stat_depth, stat_shown, stat_tours, stat_solve_time,
        open, closed, result_budget, result_no_tour, result_undecided,
        // Survey and shading.
        survey_title, survey_hint, survey_button, show_heatmap, hide_heatmap, starts_run,
        time, tally_open, tally_closed, tally_stuck, tally_budget, tally_no_tour,
        tally_tries, tally_undecided, legend_label, legend_open, legend_closed, legend_stuck,
        legend_budget, legend_no_tour, legend_tries, legend_undecided, large_note,
        starts_legend_open, starts_legend_closed,
        // Why this move.
        why_title, chosen_mark, unit_onward, unit_table, tie_and, why_done,
        // Reasons.
        reason_parity, reason_both_odd, reason_thin, reason_end_is_start,
        reason_ends_same_colour, reason_end_minority, reason_inner_row, reason_end_inner_row,
        reason_no_completion,
        // Board and square errors.
        side_rows, side_cols,
        // Links and notices.
        walk_visited, walk_hole, walk_end_too_soon, flag_values, needs_start, list_sep,
        reason_closed_no_end,
        // Sharing.
        share, share_title, share_link, share_embed, copied, close, copy_link, copy_embed,
        copy_failed,
        // Export and import.
        imp_empty, import_title, import_hint, import_button, export_title, copy_board,
        copy_moves, dl_board, dl_moves, dl_json, dl_svg, dl_png, imported,
        // The study room: what makes a tour special, and the gallery.
        about_title, gallery_title, st_closed, st_open, st_show_sums,
        st_hide_sums, st_no_symmetry, st_show_pair, st_not_bisected, st_quadrisected,
        st_uncrossed, st_filter, st_source, st_show, st_none_left,
        // A failure of the engine.
        engine_failed,
        // Keyboard help.
        keys_arrows, keys_arrows_help, keys_enter_help,
        // Play mode.
        play_tagline, play_how_to, undo, undo_title, hint, hint_title,
        start_over, legal, moves_title, stat_moves, stat_time, stat_take_backs, hint_start,
        hint_searching, play_keys_help, stat_hints, share_result,
        // Puzzle mode.
        e_puzzle_code,
        // Compare mode.
        compare_with, compare_prompt,
        // The code panel.
        code_title, code_toggle, code_follow_search, code_show_search, by_move_order,
        by_edge, by_onward, v_no_tour, v_theorem_yes, v_theorem_no, v_theorem_open, v_thin,
        v_construct, v_search, v_impossible, v_undecided, open_choices, nothing_left,
        // Holes and other pieces.
        reason_single, e_no_squares, piece, custom_piece, steps, set_steps, edit_board,
        edit_hint, editing_prompt, shape_presets, preset_centre, preset_plus, preset_corners, preset_seeds,
        clear_holes, knight, camel, zebra, giraffe, piece_knight, piece_camel, piece_zebra,
        piece_giraffe, closed_label_any,
        // Puzzle mode
        pz_level, pz_new, pz_new_title, pz_undo_title, pz_clear, pz_clear_title, pz_check, pz_check_title, pz_hint_title, pz_solution, pz_solution_title, pz_making, pz_solving, pz_idle, pz_how, pz_keys, pz_fix_first, pz_none_unique, pz_several, pz_not_found, pz_all_right, pz_empty_check, pz_shown, pz_easy, pz_medium, pz_hard, pz_ruled_out, pz_no_tour_open, pz_no_tour_closed,
    }
    templates {
        // The page.
        tagline(piece),
        // Controls and stats.
        per_second(n),
        speed_title(min, max),
        truncated(n),
        board_value(rows, cols, n),
        start_value(sq, seed),
        algo_value(algo, order),
        of_value(k, n),
        shown_value(k, n),
        result_complete(kind),
        result_stuck(at, n),
        result_tries(n),
        count_open(n, sq),
        count_closed(n, sq),
        size_hint(max),
        end_value(sq),
        end_dropped(sq),
        end_needs_fast(algo),
        starts_unknown(budget),
        starts_all_unknown(budget, piece),
        starts_large(max, board),
        sq_end(label),
        // The status line.
        complete(area, kind),
        stuck(moves, at, len, area),
        playing(k, n, piece, at),
        paused(k, n, piece, at),
        solving(start, algo, placed, depth),
        solving_longer(start, placed, depth),
        search_longer(budget),
        surveying(algo, done, total),
        search_playing(k, n, depth, placed, back),
        search_paused(k, n, depth, placed, back),
        budget(placed, len, area),
        no_tour(start, placed, back, board),
        tries(tries, len, area),
        impossible(start, why),
        undecided(start, placed),
        undecided_exists(start, placed),
        imported_path(piece, len, area),
        cancelled(start, placed),
        survey_cancelled(done, total),
        refused_start(start, board),
        refused_invalid(why),
        refused_end(end, board),
        refused_end_fast(algo),
        compare_result(algo, result),
        compare_line(first, second),
        compare_playing(sides),
        compare_paused(sides),
        compare_moving(k, n, piece, at),
        result_impossible(start, why),
        // Survey.
        survey_summary(scope, complete, open, closed, failures, undecided, time),
        scope_all(n),
        scope_partial(n, total),
        fails_few(list),
        fails_many(n, list),
        undecided_few(list),
        undecided_many(n, list),
        dur_ms(n),
        dur_s(n),
        // Why this move.
        why_intro(from, piece),
        onward(n),
        table_value(n),
        candidate(name, what),
        only_one(sq),
        tie(list, what, sq, order),
        fewest(sq, unit, score, piece),
        dead_end(at, n),
        // Reasons.
        reason_narrow(side),
        reason_three(long),
        reason_exhausted(positions),
        // Board and square errors.
        e_board_range(side, min, max, value),
        e_board_malformed(text, min, max),
        e_square_malformed(text),
        e_square_off(text, board, first, last, rows, max_row, max_col),
        square_hole(sq),
        // Links and notices.
        notice_value(name, text, accepted, fallback),
        notice_why(name, text, why, fallback),
        notice_unknown(key, known),
        notice_only_in(name, text, mode),
        notice_walk(k, text, why, kept),
        start_not_walk(text, sq),
        walk_not_square(why),
        walk_not_move(from),
        too_large(max),
        two_sentences(first, second),
        range(min, max),
        at_least(min),
        or_list(list, last),
        lang_unavailable(lang, kept),
        // Export and import.
        imp_ragged(row, found, expected),
        imp_repeated(n),
        imp_missing(n),
        imp_not_square(k, why),
        imp_off(k),
        imp_revisit(k, sq, first),
        imp_not_move(k, from, to),
        imp_incomplete(visited, area),
        imp_intro(why),
        imp_json_at(line, column),
        imp_json_missing(field),
        imp_json_field(field),
        // Labels.
        sq_move(name, step),
        sq_knight(name, piece, step),
        sq_legal(label),
        sq_can_start(label),
        sq_no_start(label),
        sq_undecided(label),
        sq_survey(name, result),
        board_label(board),
        board_label_compare(board, algo),
        large_label(board),
        // Play mode.
        play_prompt(piece),
        play_keys_enter(piece),
        play_moving(k, n, piece, at, moves),
        play_complete(kind, area, time),
        play_dead_end(at, left),
        not_a_move(to, from),
        visited(sq, k),
        on_walk(sq, k),
        end_too_soon(sq),
        go_back(k, sq),
        hint_move(sq),
        hint_move_closed(sq),
        lost(why),
        lost_back_to(why, k),
        lost_start_over(why),
        lost_dead_end(piece, sq),
        lost_cut(sq),
        lost_no_way_back(sq),
        lost_two_ends(a, b),
        lost_exhausted(positions),
        hint_unknown(positions),
        // The code panel: the values a line worked on.
        code_truncated(n),
        v_start(sq),
        v_start_depth(sq),
        v_start_try(sq),
        v_onward(from, sq, n),
        v_table(from, sq, n),
        v_first(sq, n),
        v_lower(n, best, best_sq, sq),
        v_tie(n, best, best_sq),
        v_higher(n, best, best_sq),
        v_lowered(sq, n),
        v_move(n, sq),
        v_stuck(sq, n),
        v_complete(n),
        v_draw(d),
        v_dead_end(t, n, best),
        v_restart(t),
        v_out_of_tries(best),
        v_list(sq, d, moves),
        v_list_none(sq, d),
        v_try(sq, d),
        v_retreat(sq, d),
        v_budget(n),
        v_playing(n, of),
        v_tiles(n, rows, cols),
        v_corridor(n),
        v_tile_tour(k, n, h, w),
        v_tile_path(k, n, h, w),
        v_join(k, j, out, put_in),
        v_walk(sq),
        open_depth(d, moves),
        attempt_state(t, best),
        // Holes and other pieces.
        reason_isolated(sq),
        reason_lattice(piece, step, sq),
        reason_other_colour(piece, sq),
        reason_disconnected(piece, sq),
        reason_all_lattice(piece, step),
        reason_all_other_colour(piece),
        reason_all_disconnected(piece),
        board_no_tour(piece, why),
        board_no_closed_tour(piece, why),
        reason_dead_end_closed(sq),
        reason_three_dead_ends(a, b, c),
        reason_dead_ends_not_start(a, b),
        reason_dead_end_not_end(sq),
        reason_uneven(larger, smaller),
        reason_unequal(larger, smaller),
        reason_start_smaller(larger, smaller),
        reason_end_same_colour(each),
        reason_end_smaller(larger, smaller),
        refused_start_hole(start),
        refused_end_hole(end),
        imp_hole(k, sq),
        e_hole_off(sq, board),
        e_holes(entry, why),
        e_leaper(max),
        a_hole(sq),
        piece_leaper(p, q),
        stuck_any(moves, at, len, area, piece),
        only_one_any(sq, piece),
        dead_end_any(at, n, piece),
        play_dead_end_any(at, left, piece),
        not_a_move_any(to, from, piece),
        lost_cut_any(sq, piece),
        lost_no_way_back_any(sq, piece),
        walk_not_move_any(from, piece),
        imp_not_move_any(k, from, to, piece),
        play_tagline_any(piece),
        play_how_to_any(piece),
        result_play(board, kind, time, hints),
        // The study room.
        st_semi_magic(n),
        st_magic(n),
        st_not_magic(low, high),
        st_symmetric(name),
        st_paired(a, b),
        st_bisected_top_bottom(n),
        st_bisected_left_right(n),
        st_crossings(n),
        st_by(author, when),
        st_circa(year),
        st_when(year, rows, cols),
        st_unknown(id),
        // Puzzle mode
        pz_tagline(piece),
        pz_status(placed, total, next),
        pz_status_end(placed, total),
        pz_solved(time, hints, level),
        pz_solved_shared(time, hints),
        pz_too_large(board),
        pz_code(code),
        pz_about(code, level, seed),
        pz_refused_clue(sq, clue, n),
        pz_refused_clue_typed(sq, clue),
        pz_refused_not_move(n, sq, from, piece),
        pz_refused_elsewhere(n, sq),
        pz_refused_taken(sq, n),
        pz_refused_too_large(n, max),
        pz_check_not_move(n, sq, p, psq, piece),
        pz_check_twice(n, a, b),
        pz_check_range(n, sq, max),
        pz_check_on_clue(sq, n, clue),
        pz_check_off(sq),
        pz_check_more(n),
        pz_check_wrong(n, placed),
        pz_between(n, sq, a, asq, b, bsq, piece),
        pz_neighbour(n, sq, f, fsq, o, osq),
        pz_neighbour_end(n, sq, f, fsq),
        pz_only_square_two(n, sq, a, asq, am, b, bsq, bm),
        pz_only_square_one(n, sq, a, asq, am),
        pz_only_square_none(n, sq),
        pz_only_number(sq, n),
        pz_pair(f, fsq, s1, s2, a, b),
        pz_cut_square(n, sq, cut),
        pz_cut_number(n, sq, m),
        pz_guess(n, sq, k),
        pz_refuted(n, sq),
        pz_result(board, level, time, hints, code),
        pz_result_shared(board, time, hints, code),
    }
    // What only the scripts beside the app say (templates filled by the same rules):
    // the board drawn before the app runs, while the app loads, once a square is chosen
    // there, and when the app cannot load; and after the app starts, a panic and no
    // offline copy.
    scripts {
        first_loading(),
        first_kept(sq),
        first_failed(),
        after_panic(),
        after_reload(),
        after_offline(),
    }
    pseudocode {
        code_warnsdorff[8](piece),
        code_accessibility[9](piece),
        code_random[8](piece),
        code_backtrack[8](order, piece),
        code_fast[12](),
    }
    names {
        algorithm_about: Algorithm,
        order_about: SeedOrder,
        mode_name: Mode,
        theme_name: Theme,
        shortcut_does: Shortcut,
        st_transform: Transform,
        st_filter_name: Filter,
        tour_title: GalleryTour,
        tour_why: GalleryTour,
        tour_author: GalleryTour,
        tour_note: GalleryTour,
    }
    name_templates {
        fallback(default): Param,
    }
}
