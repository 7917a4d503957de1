//! The DOM hooks embedders and tests rely on, defined once. The hooks tables of
//! docs/embedding.md list exactly these (`cargo xtask tidy` checks them), so renaming one
//! is a visible change.

/// `data-action` values: buttons that do something.
pub mod action {
    /// Jump to the start.
    pub const START: &str = "start";
    /// One step back.
    pub const BACK: &str = "back";
    /// Play, pause or replay.
    pub const PLAY: &str = "play";
    /// One step forward.
    pub const FORWARD: &str = "forward";
    /// Jump to the end.
    pub const END: &str = "end";
    /// Replay from move 1.
    pub const RESTART: &str = "restart";
    /// Stop the running work.
    pub const CANCEL: &str = "cancel";
    /// Search `fast`'s undecided run again, longer.
    pub const SEARCH_LONGER: &str = "search-longer";
    /// Survey every start.
    pub const SURVEY: &str = "survey";
    /// Heatmap or run.
    pub const HEATMAP: &str = "heatmap";
    /// The start shading toggle.
    pub const STARTS: &str = "starts";
    /// The onward-count overlay toggle.
    pub const DEGREES: &str = "degrees";
    /// "Finish on…": the next square chosen becomes the last square.
    pub const FINISH_ON: &str = "finish-on";
    /// Let go of the chosen last square.
    pub const CLEAR_END: &str = "clear-end";
    /// "Edit board": squares chosen are removed or restored.
    pub const EDIT_BOARD: &str = "edit-board";
    /// Restore every removed square.
    pub const CLEAR_HOLES: &str = "clear-holes";
    /// Set the custom leaper's steps.
    pub const SET_LEAPER: &str = "set-leaper";
    /// Show or hide the code panel.
    pub const CODE: &str = "code";
    /// The code panel: switch to the search view its lines follow.
    pub const FOLLOW_SEARCH: &str = "follow-search";
    /// Play mode: take back a move.
    pub const UNDO: &str = "undo";
    /// Play mode: ask for a hint.
    pub const HINT: &str = "hint";
    /// Play mode: clear the walk.
    pub const START_OVER: &str = "start-over";
    /// Puzzle mode: make a new puzzle.
    pub const NEW_PUZZLE: &str = "new-puzzle";
    /// Puzzle mode: check the numbers against the rules.
    pub const CHECK: &str = "check";
    /// Puzzle mode: remove the student's numbers.
    pub const CLEAR: &str = "clear";
    /// Puzzle mode: step through the solution.
    pub const SHOW_SOLUTION: &str = "show-solution";
    /// A finished puzzle or walk: share or copy the result.
    pub const SHARE_RESULT: &str = "share-result";
    /// Open the Share dialog.
    pub const SHARE: &str = "share";
    /// Copy the link.
    pub const COPY_LINK: &str = "copy-link";
    /// Copy the iframe snippet.
    pub const COPY_EMBED: &str = "copy-embed";
    /// Close the Share dialog.
    pub const CLOSE_SHARE: &str = "close-share";
    /// Import the pasted route.
    pub const IMPORT: &str = "import";
    /// Export buttons.
    pub const COPY_BOARD: &str = "copy-board";
    /// Export buttons.
    pub const COPY_MOVES: &str = "copy-moves";
    /// Export buttons.
    pub const DOWNLOAD_BOARD: &str = "download-board";
    /// Export buttons.
    pub const DOWNLOAD_MOVES: &str = "download-moves";
    /// Export buttons.
    pub const DOWNLOAD_JSON: &str = "download-json";
    /// Export buttons.
    pub const DOWNLOAD_SVG: &str = "download-svg";
    /// Export buttons.
    pub const DOWNLOAD_PNG: &str = "download-png";
}

/// `data-control` values: inputs and groups that hold a setting.
pub mod control {
    /// The speed slider.
    pub const SPEED: &str = "speed";
    /// The algorithm select.
    pub const ALGO: &str = "algo";
    /// The move-order select.
    pub const ORDER: &str = "order";
    /// The closed-tour checkbox.
    pub const CLOSED: &str = "closed";
    /// The piece select.
    pub const LEAPER: &str = "leaper";
    /// The custom leaper's steps, `P,Q`.
    pub const LEAPER_STEPS: &str = "leaper-steps";
    /// The language switcher.
    pub const LANG: &str = "lang";
    /// The theme switcher.
    pub const THEME: &str = "theme";
    /// The mode switch.
    pub const MODE: &str = "mode";
    /// Compare mode's second algorithm.
    pub const SECOND: &str = "second";
    /// Play mode's legal-move toggle.
    pub const LEGAL: &str = "legal";
    /// The route or search view switch.
    pub const VIEW: &str = "view";
    /// Puzzle mode's level select.
    pub const LEVEL: &str = "level";
    /// The import text area.
    pub const IMPORT_TEXT: &str = "import-text";
    /// The Share dialog's link.
    pub const SHARE_LINK: &str = "share-link";
    /// The Share dialog's iframe snippet.
    pub const SHARE_EMBED: &str = "share-embed";
}

/// `data-testid` values: regions that show something.
pub mod testid {
    /// The status line.
    pub const STATUS: &str = "status";
    /// The link problems.
    pub const NOTICE: &str = "notice";
    /// The board-shape presets, each `data-preset` its id.
    pub const SHAPE_PRESETS: &str = "shape-presets";
    /// A refused custom leaper.
    pub const LEAPER_ERROR: &str = "leaper-error";
    /// The stats of the run shown.
    pub const STATS: &str = "stats";
    /// The algorithm's description.
    pub const ALGO_DESCRIPTION: &str = "algo-description";
    /// The board-size form's error.
    pub const SIZE_ERROR: &str = "size-error";
    /// What the start shading means.
    pub const STARTS_LEGEND: &str = "starts-legend";
    /// The chosen last square.
    pub const END_SQUARE: &str = "end-square";
    /// Why the chosen algorithm does not aim for the last square.
    pub const END_NOTE: &str = "end-note";
    /// What ticking Closed or choosing a last square let go of, beside that control.
    pub const ENDS_NOTE: &str = "ends-note";
    /// Why play and compare are unavailable on a large board.
    pub const MODE_HINT: &str = "mode-hint";
    /// The "Why this move" panel.
    pub const WHY: &str = "why";
    /// Its sentence.
    pub const WHY_REASON: &str = "why-reason";
    /// The code panel, with `data-line` (the current line's ID) and `data-line-index`.
    pub const CODE: &str = "code";
    /// The values the current line worked on.
    pub const CODE_VALUES: &str = "code-values";
    /// A search's moves still to try, by depth.
    pub const CODE_STACK: &str = "code-stack";
    /// The random walk's try and longest walk.
    pub const CODE_ATTEMPT: &str = "code-attempt";
    /// The survey's tally.
    pub const SURVEY_TALLY: &str = "survey-tally";
    /// What the heatmap's marks mean.
    pub const HEATMAP_LEGEND: &str = "heatmap-legend";
    /// The export panel.
    pub const EXPORT: &str = "export";
    /// The import panel.
    pub const IMPORT: &str = "import";
    /// Why a paste was not imported.
    pub const IMPORT_ERROR: &str = "import-error";
    /// The Share dialog.
    pub const SHARE: &str = "share";
    /// "About this tour": what holds of the tour shown.
    pub const ABOUT: &str = "about";
    /// The gallery of famous tours.
    pub const GALLERY: &str = "gallery";
    /// What the last copy did.
    pub const COPIED: &str = "copied";
    /// Compare mode's panel.
    pub const COMPARE: &str = "compare";
    /// Compare mode's table.
    pub const COMPARE_STATS: &str = "compare-stats";
    /// Play mode's panel.
    pub const PLAY: &str = "play";
    /// Play mode's hint.
    pub const HINT: &str = "hint";
    /// Play mode's refusal.
    pub const REFUSED: &str = "refused";
    /// Play mode's move counter.
    pub const PLAY_MOVES: &str = "play-moves";
    /// Play mode's clock.
    pub const PLAY_TIME: &str = "play-time";
    /// Puzzle mode's panel.
    pub const PUZZLE: &str = "puzzle";
    /// Puzzle mode's message (a refusal, Check's finding, a hint), with `data-said`.
    pub const PUZZLE_SAID: &str = "puzzle-said";
    /// Puzzle mode's code line.
    pub const PUZZLE_CODE: &str = "puzzle-code";
    /// The notice over the board after a panic in the page: in `after-start.js`'s
    /// markup (a test holds the two to one spelling).
    #[cfg_attr(not(test), allow(dead_code))]
    pub const PANIC: &str = "panic";
}

/// `data-section` values: the settings' folding groups (`<details>`), each opened and
/// closed by its `<summary>`.
pub mod section {
    /// Board size, piece and holes.
    pub const BOARD: &str = "board";
    /// Algorithm and move order.
    pub const ALGORITHM: &str = "algorithm";
    /// Where a tour can start, closed tours and the last square.
    pub const ENDS: &str = "ends";
}

#[cfg(test)]
mod tests {
    /// The script that says a panic over the app's board.
    const AFTER_START: &str = include_str!("../../static/after-start.js");

    #[test]
    fn the_panic_notice_is_named_as_declared() {
        let named = format!("dataset.testid = '{}'", super::testid::PANIC);
        assert!(AFTER_START.contains(&named), "after-start.js: {named}");
    }
}
