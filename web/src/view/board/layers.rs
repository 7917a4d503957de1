//! The board's layers above and beside the squares: rank and file labels, the path in
//! stretches, move numbers row by row, corner scores, the knight, the heatmap's marks.
//! The labels, the stretches and the number rows are components with plain-value props,
//! so a playback tick redraws only what changed; the rest are plain functions of the
//! board's render.

use std::rc::Rc;

use tour_core::{
    Board, Leaper, Square,
    text::{file_name, survey_mark},
};
use yew::prelude::*;

use super::Cell;
use super::geometry::{CELL, LABEL, centre, corner, polyline};
use crate::model::SurveyResult;

/// Properties of [`BoardLabels`].
#[derive(Properties, PartialEq)]
pub struct LabelsProps {
    /// The board.
    pub board: Board,
}

/// Rank numbers down the left, file letters along the bottom: drawn again only when the
/// board changes, not on every playback tick.
#[component]
pub fn BoardLabels(props: &LabelsProps) -> Html {
    let board = &props.board;
    let class = if board.cols() > 26 || board.rows() > 26 {
        "label small"
    } else {
        "label"
    };
    let ranks = (0..board.rows()).map(|row| {
        let (_, y) = centre(Square::new(row, 0));
        html! {
            <text {class} x={(LABEL / 2).to_string()} y={y.to_string()}>
                { board.rows() - row }
            </text>
        }
    });
    let files = (0..board.cols()).map(|col| {
        let (x, _) = centre(Square::new(0, col));
        let y = u32::from(board.rows()) * CELL + LABEL / 2;
        html! {
            <text {class} x={x.to_string()} y={y.to_string()}>
                { file_name(col) }
            </text>
        }
    });
    html! {
        <g class="labels" aria-hidden="true">
            { for ranks }
            { for files }
        </g>
    }
}

/// Properties of [`PathStretch`].
#[derive(Properties, Clone, PartialEq)]
pub struct StretchProps {
    /// The squares of this stretch, the last square of the previous one first.
    pub points: Rc<[Square]>,
}

/// A stretch of the path line.
#[component]
pub fn PathStretch(props: &StretchProps) -> Html {
    html! { <polyline points={polyline(&props.points)} /> }
}

/// Properties of [`NumberRow`].
#[derive(Properties, Clone, PartialEq)]
pub struct NumberRowProps {
    /// The row's cells.
    pub cells: Rc<[Cell]>,
}

/// Move numbers on one row's reached squares, above the path so it never hides them.
/// The square under the knight shows the knight instead.
#[component]
pub fn NumberRow(props: &NumberRowProps) -> Html {
    let numbers = props
        .cells
        .iter()
        .filter(|cell| cell.step > 0 && !cell.knight)
        .map(|cell| {
            let (x, y) = centre(cell.square);
            let class = classes!("num", cell.puzzle.map(super::PuzzleNumber::class));
            html! { <text {class} x={x.to_string()} y={y.to_string()}>{ cell.step }</text> }
        });
    html! { <>{ for numbers }</> }
}

/// Small numbers in the squares' top-right corners: square, number, and whether it is a
/// candidate's score (else an onward count).
pub fn corner_labels(labels: &[(Square, i16, bool)]) -> Html {
    let texts = labels.iter().map(|&(square, number, score)| {
        let (x, y) = corner(square);
        let class = if score {
            "corner score"
        } else {
            "corner degree"
        };
        html! {
            <text {class} x={(x + CELL - 6).to_string()} y={(y + 14).to_string()}>{ number }</text>
        }
    });
    html! { <g class="corner-labels" aria-hidden="true">{ for texts }</g> }
}

/// The piece, drawn on its square; CSS animates the move between squares.
pub fn knight(at: Option<Square>, leaper: Leaper) -> Html {
    let Some(square) = at else {
        return html! {};
    };
    let (x, y) = corner(square);
    // An SVG transform attribute, not an inline style, so a strict CSP (no
    // 'unsafe-inline' styles) allows it; CSS still animates the change.
    let transform = format!("translate({x} {y})");
    let middle = (CELL / 2).to_string();
    // The knight is drawn as itself; every other leaper by its two steps, as its menu
    // names it ("camel (1,3)"), so no board shows a knight that moves otherwise.
    let (class, mark) = if leaper == Leaper::KNIGHT {
        ("knight", "♞".to_owned())
    } else {
        ("knight leaper", format!("{},{}", leaper.p(), leaper.q()))
    };
    html! {
        <g {class} {transform} aria-hidden="true">
            <circle cx={middle.clone()} cy={middle.clone()} r={(CELL * 42 / 100).to_string()} />
            <text x={middle.clone()} y={middle}>{ mark }</text>
        </g>
    }
}

/// The survey's mark on each surveyed square (as `knights-tour survey` prints it).
pub fn heat_marks(survey: &SurveyResult) -> Html {
    let marks = survey.entries.iter().map(|entry| {
        let (x, y) = centre(entry.start);
        html! { <text class="mark" x={x.to_string()} y={y.to_string()}>{ survey_mark(entry) }</text> }
    });
    html! { <g class="marks" aria-hidden="true">{ for marks }</g> }
}
