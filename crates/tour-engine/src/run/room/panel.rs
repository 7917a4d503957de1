//! Puzzle mode's panel as markup, made where its words are: the level and New puzzle,
//! the buttons (`aria-disabled` where one does not apply), the message, the result to
//! share, the code line and how to fill in. The page puts the markup in its panel and
//! answers the buttons by their `data-action` (the hooks of docs/embedding.md), so it
//! carries none of the panel's code. Every text is escaped.

use std::fmt::Write;

use tour_core::puzzle::Level;

use super::words::Words;

/// What the message is, for its look and hooks (`data-said`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum SaidKind {
    /// A click or key was refused.
    Refused,
    /// What Check found.
    Checked,
    /// A hint's deductions.
    Hint,
    /// A hint where only a guess is left.
    Guess,
    /// The student's numbers must be fixed before a hint.
    FixFirst,
    /// A shared puzzle without one solution.
    NotUnique,
    /// No puzzle was made.
    NoPuzzle,
}

impl SaidKind {
    /// Its `data-said` value.
    pub(super) const fn id(self) -> &'static str {
        match self {
            SaidKind::Refused => "refused",
            SaidKind::Checked => "checked",
            SaidKind::Hint => "hint",
            SaidKind::Guess => "guess",
            SaidKind::FixFirst => "fix-first",
            SaidKind::NotUnique => "not-unique",
            SaidKind::NoPuzzle => "no-puzzle",
        }
    }
}

/// `text` with `&`, `<`, `>` and `"` escaped, for an element's text or an attribute.
fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

/// A button: its hook, its title, whether it applies, its name.
fn button(out: &mut String, action: &str, title: &str, applies: bool, name: &str) {
    // Writing into a String cannot fail.
    let _ = write!(
        out,
        r#"<button type="button" data-action="{action}" title="{}" aria-disabled="{}">{}</button>"#,
        escaped(title),
        !applies,
        escaped(name)
    );
}

/// What the panel shows above its message.
pub(super) struct Top {
    /// The level new puzzles are made at.
    pub(super) level: Level,
    /// Whether a puzzle is being made (New puzzle does not apply meanwhile).
    pub(super) making: bool,
    /// Whether a puzzle is on the board (the other buttons show).
    pub(super) posed: bool,
    /// Undo, Clear, Check, Hint and Show solution: whether each applies.
    pub(super) applies: [bool; 5],
}

/// The level select, New puzzle, and the puzzle's buttons.
pub(super) fn top(w: &Words, top: &Top) -> String {
    let mut out = String::from(r#"<div class="buttons"><label class="level"><span>"#);
    out.push_str(&escaped(w.puzzle_level));
    out.push_str(r#"</span><select data-control="level">"#);
    for (level, name) in [
        (Level::Easy, w.level_easy),
        (Level::Medium, w.level_medium),
        (Level::Hard, w.level_hard),
    ] {
        let selected = if level == top.level { " selected" } else { "" };
        let _ = write!(
            out,
            r#"<option value="{}"{selected}>{}</option>"#,
            level.id(),
            escaped(name)
        );
    }
    out.push_str("</select></label>");
    button(
        &mut out,
        "new-puzzle",
        w.puzzle_new_title,
        !top.making,
        w.puzzle_new,
    );
    out.push_str("</div>");
    if top.posed {
        out.push_str(r#"<div class="buttons">"#);
        let buttons = [
            ("undo", w.undo_title, w.undo),
            ("clear", w.puzzle_clear_title, w.puzzle_clear),
            ("check", w.puzzle_check_title, w.puzzle_check),
            ("hint", w.hint_title, w.hint),
            ("show-solution", w.puzzle_solution_title, w.puzzle_solution),
        ];
        for ((action, title, name), applies) in buttons.into_iter().zip(top.applies) {
            button(&mut out, action, title, applies, name);
        }
        out.push_str("</div>");
    }
    out
}

/// The message, for the page's live region.
pub(super) fn said(said: Option<&(SaidKind, String)>) -> String {
    let Some((kind, text)) = said else {
        return String::new();
    };
    let id = kind.id();
    format!(
        r#"<p class="said {id}" data-testid="puzzle-said" data-said="{id}">{}</p>"#,
        escaped(text)
    )
}

/// Under the message: Share result once solved, the code line, how to fill in.
pub(super) fn bottom(w: &Words, solved: bool, about: Option<&str>) -> String {
    let mut out = String::new();
    if solved {
        out.push_str(r#"<div class="share-result">"#);
        button(
            &mut out,
            "share-result",
            w.share_result,
            true,
            w.share_result,
        );
        let _ = write!(
            out,
            r#"<span class="copied" role="status" data-copied="{}" data-failed="{}"></span></div>"#,
            escaped(w.copied),
            escaped(w.copy_failed)
        );
    }
    if let Some(about) = about {
        let _ = write!(
            out,
            r#"<p class="puzzle-code" data-testid="puzzle-code">{}</p>"#,
            escaped(about)
        );
    }
    let _ = write!(
        out,
        r#"<p class="keys-help">{}</p><p class="keys-help">{}</p>"#,
        escaped(w.puzzle_how),
        escaped(w.puzzle_keys)
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run::room::words::EN;

    #[test]
    fn the_panel_escapes_its_words_and_marks_what_does_not_apply() {
        assert_eq!(escaped(r#"<a & "b">"#), "&lt;a &amp; &quot;b&quot;&gt;");
        let markup = top(
            &EN,
            &Top {
                level: Level::Medium,
                making: true,
                posed: true,
                applies: [false, true, true, true, false],
            },
        );
        assert!(markup.contains(r#"<option value="medium" selected>Medium</option>"#));
        assert!(markup.contains(r#"data-action="new-puzzle" title="Make a new puzzle for this board, tour and level" aria-disabled="true""#));
        assert!(markup.contains(r#"data-action="undo" title="Take back the last number (U)" aria-disabled="true">Undo</button>"#));
        assert!(said(Some(&(SaidKind::Refused, "a < b".into()))).contains(">a &lt; b</p>"));
        assert!(bottom(&EN, true, Some("Puzzle code: x")).contains("share-result"));
    }
}
