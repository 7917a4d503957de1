//! The catalogue: every entry of the language tables, declared once. Fixed texts are
//! plain fields; templates are filled only through a method taking exactly their
//! placeholders; names are one `match` per language over an enum's variants.

use std::fmt::Display;

use tour_core::Algorithm;

use super::fill;
use crate::address::Param;
use crate::model::{Mode, SeedOrder, Theme};

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

/// Declares [`Texts`]: fixed texts, templates with their placeholders, and per-variant
/// names.
macro_rules! catalogue {
    (
        fixed { $($fixed:ident,)* }
        templates { $($template:ident($($arg:ident),*),)* }
        names { $($name:ident: $ty:ty,)* }
    ) => {
        /// One language's texts. Build one per language; the compiler checks it is
        /// complete.
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
                #[allow(missing_docs)]
                pub $name: fn($ty) -> &'static str,
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

            /// Every template with its declared placeholders.
            #[cfg(test)]
            pub fn templates(&self) -> Vec<(&'static str, &'static str, &'static [&'static str])> {
                vec![$((stringify!($template), self.$template, &[$(stringify!($arg)),*])),*]
            }

            /// Every fixed text.
            #[cfg(test)]
            pub fn fixed(&self) -> Vec<(&'static str, &'static str)> {
                vec![$((stringify!($fixed), self.$fixed)),*]
            }
        }
    };
}

catalogue! {
    fixed {
        // The page.
        title, tagline, language, theme, idle_prompt, how_it_works, keyboard,
        a_settings, a_presets, a_dismiss, a_view, a_playback,
        // Controls.
        play, pause, replay, play_title, pause_title, replay_title, cancel, cancel_title,
        route, search, to_start_title, back_title, forward_title, to_end_title,
        restart_title, speed,
        // Settings.
        rows, columns, set_board, algorithm, move_order, closed_label, starts_button,
        degrees_button, mode_label, finish_on, clear_end, pick_end_prompt,
        starts_legend_end, ends_title,
        // Stats.
        stat_board, stat_start, stat_result, stat_placed, stat_taken_back, stat_tries,
        stat_search_step, stat_depth, stat_shown, stat_tours, stat_solve_time,
        open, closed, result_budget, result_no_tour, result_undecided,
        // Survey and shading.
        survey_title, survey_hint, survey_button, show_heatmap, hide_heatmap, starts_run,
        time, tally_open, tally_closed, tally_stuck, tally_budget, tally_no_tour,
        tally_tries, legend_label, legend_open, legend_closed, legend_stuck, legend_budget,
        legend_no_tour, legend_tries, large_note, starts_legend_open, starts_legend_closed,
        // Why this move.
        why_title, onward_one, chosen_mark, unit_onward, unit_table, tie_and, why_done,
        // Reasons.
        reason_parity, reason_both_odd, reason_thin, reason_end_is_start,
        reason_ends_same_colour, reason_end_minority, reason_inner_row, reason_end_inner_row,
        reason_no_completion, refused_end_closed,
        // Board and square errors.
        side_rows, side_cols,
        // Links and notices.
        walk_visited, flag_values, needs_start, list_sep, reason_closed_no_end,
        // Sharing.
        share, share_title, share_link, share_embed, copied, close, copy_link, copy_embed,
        copy_failed,
        // Export and import.
        imp_empty, import_title, import_hint, import_button, export_title, copy_board,
        copy_moves, dl_board, dl_moves, dl_json, dl_svg, dl_png, imported,
        // Keyboard help.
        keys_arrows, keys_arrows_help, keys_enter_help,
        // Play mode.
        play_tagline, play_prompt, play_how_to, undo, undo_title, hint, hint_title,
        start_over, legal, moves_title, stat_moves, stat_time, stat_take_backs, hint_start,
        hint_searching, play_keys_enter, play_keys_help,
        // Compare mode.
        compare_with, compare_prompt,
    }
    templates {
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
        end_needs_fast(algo),
        sq_end(label),
        // The status line.
        complete(area, kind),
        stuck(moves, at, len, area),
        playing(k, n, at),
        paused(k, n, at),
        solving(start, algo, steps, depth),
        surveying(algo, done, total),
        search_playing(k, n, depth, placed, back),
        search_paused(k, n, depth, placed, back),
        budget(placed, len, area),
        no_tour(start, placed, back, board),
        tries(tries, len, area),
        impossible(start, why),
        undecided(start, placed),
        undecided_exists(start, placed),
        imported_path(len, area),
        cancelled(start, steps),
        survey_cancelled(done, total),
        refused_start(start, board),
        refused_invalid(why),
        refused_end(end, board),
        refused_end_fast(algo),
        compare_result(algo, result),
        compare_line(first, second),
        // Survey.
        survey_summary(scope, complete, open, closed, failures, ms),
        scope_all(n),
        scope_partial(n, total),
        fails_few(list),
        fails_many(n, list),
        // Why this move.
        why_intro(from),
        onward_many(n),
        table_value(n),
        candidate(name, what),
        only_one(sq),
        tie(list, score, unit, sq, order),
        fewest(sq, unit, score),
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
        // Links and notices.
        notice_value(name, text, accepted, fallback),
        notice_why(name, text, why, fallback),
        notice_unknown(key, known),
        notice_walk(k, text, why, kept),
        walk_not_square(why),
        walk_not_move(from),
        too_large(max),
        range(min, max),
        at_least(min),
        or_list(list, last),
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
        // Labels.
        sq_move(name, step),
        sq_knight(name, step),
        sq_legal(label),
        sq_can_start(label),
        sq_no_start(label),
        sq_survey(name, result),
        board_label(board),
        board_label_compare(board, algo),
        large_label(board),
        // Play mode.
        play_moving(k, n, at, moves),
        play_complete(kind, area, time),
        play_dead_end(at, left),
        not_a_move(to, from),
        visited(sq, k),
        end_too_soon(sq),
        go_back(k, sq),
        hint_move(sq),
        hint_move_closed(sq),
        lost(why),
        lost_dead_end(sq),
        lost_cut(sq),
        lost_no_way_back(sq),
        lost_two_ends(a, b),
        lost_exhausted(positions),
        hint_unknown(positions),
    }
    names {
        algorithm_about: Algorithm,
        order_about: SeedOrder,
        mode_name: Mode,
        theme_name: Theme,
        shortcut_does: Shortcut,
        fallback: Param,
    }
}
