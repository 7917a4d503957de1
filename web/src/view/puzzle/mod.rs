//! Puzzle mode's panel, drawn from the puzzle's state: the level and New puzzle
//! ([`level`]), Undo, Clear, Check, Hint and Show solution ([`buttons`]), the message in
//! the live region ([`message`]), Share result once solved, the code and seed line, and
//! how to fill in.
//!
//! Hooks (docs/embedding.md): buttons
//! `data-action="new-puzzle|undo|clear|check|hint|show-solution|share-result"` with
//! `aria-disabled`, the select `data-control="level"`, the panel `data-testid="puzzle"`
//! (`data-code` once a puzzle is shown), the message `data-testid="puzzle-said"` with
//! `data-said`, the code line `data-testid="puzzle-code"`.

mod buttons;
mod level;
mod message;

use tour_core::{Board, Route};
use yew::prelude::*;

use crate::model::PuzzleState;
use crate::text;
use crate::view::ShareResult;
use crate::view::context::use_ctx;
use crate::view::hooks::testid;
use buttons::PuzzleButtons;
use level::NewPuzzle;
use message::PuzzleMessage;

/// Properties of [`PuzzlePanel`].
#[derive(Properties, Clone, PartialEq)]
pub struct PuzzleProps {
    /// The puzzle and the student's numbers.
    pub puzzle: PuzzleState,
    /// The board shown (the puzzle's, once one is posed).
    pub board: Board,
}

/// The panel.
#[component]
pub fn PuzzlePanel(props: &PuzzleProps) -> Html {
    let ctx = use_ctx();
    let (t, lang) = (ctx.texts(), ctx.lang);
    let puzzle = &props.puzzle;
    let code = puzzle.puzzle().map(|posed| AttrValue::from(posed.code()));
    let done = puzzle.solved();
    // Show solution steps through the solution once the validator has passed it.
    let solution = puzzle.posed.as_ref().and_then(|posed| {
        let squares = posed.solution.clone()?;
        Route::new(posed.puzzle.board().clone(), squares).ok()
    });
    let buttons = puzzle.posed.is_some().then(|| {
        html! {
            <PuzzleButtons undo={puzzle.can_undo()} clear={!puzzle.entries.is_empty() && !done}
                done={done} solution={solution} />
        }
    });
    let result = text::puzzle_result(lang, puzzle).map(AttrValue::from);
    html! {
        <section class="puzzle-panel" data-testid={testid::PUZZLE} data-code={code}>
            <div>
                <NewPuzzle level={puzzle.level} making={puzzle.making_new()} />
                { for buttons }
            </div>
            // The live region stays while its message changes, so screen readers say each.
            <div class="hint-region" role="status">
                <PuzzleMessage said={puzzle.said.clone()} board={props.board.clone()} />
            </div>
            <div>
                if let Some(result) = result {
                    <ShareResult text={result} />
                }
                if let Some(line) = text::code_line(lang, puzzle) {
                    <p class="puzzle-code" data-testid={testid::PUZZLE_CODE}>{ line }</p>
                }
                <p class="keys-help">{ t.pz_how }</p>
                <p class="keys-help">{ t.pz_keys }</p>
            </div>
        </section>
    }
}
