//! The study room's layer of the board: the magic sums at the board's edges (where the
//! rank and file labels stand otherwise), with every number of the tour (those playback
//! has not reached yet faintly), and a move with its symmetric pair. Drawn from the
//! state ([`Studied`]), so another tour on the board never shows this one's marks.

use tour_core::Square;
use yew::prelude::*;

use crate::model::Studied;
use crate::view::board::geometry::{CELL, LABEL, centre};

/// Properties of [`StudyMarks`].
#[derive(Properties, Clone, PartialEq)]
pub struct StudyMarksProps {
    /// The tour About read, with its marks.
    pub studied: Studied,
    /// How many of its squares the board shows.
    pub shown: usize,
}

/// The marks, over the board.
#[component]
pub fn StudyMarks(props: &StudyMarksProps) -> Html {
    let studied = &props.studied;
    let route = studied.tour.run.route();
    let sums = studied.sums.then(|| {
        let board = route.board();
        let sums = studied.facts.sums();
        let rows = sums.rows().iter().enumerate().map(|(row, &sum)| {
            let y = row as u64 * u64::from(CELL) + u64::from(CELL / 2);
            sum_text(u64::from(LABEL / 2), y, fitted(LABEL, sum), sum)
        });
        let bottom = u64::from(board.rows()) * u64::from(CELL) + u64::from(LABEL / 2);
        let columns = sums.columns().iter().enumerate().map(|(col, &sum)| {
            let x = u64::from(LABEL) + col as u64 * u64::from(CELL) + u64::from(CELL / 2);
            sum_text(x, bottom, fitted(CELL, sum), sum)
        });
        // The sums add up the whole tour, so every number stands on the board with them.
        let rest = route
            .squares()
            .iter()
            .enumerate()
            .skip(props.shown)
            .map(|(number, &square)| {
                let (x, y) = centre(square);
                html! { <text class="num study-rest" x={x.to_string()} y={y.to_string()}>{ number + 1 }</text> }
            });
        html! { <>{ for rows }{ for columns }{ for rest }</> }
    });
    let pair = studied.pair.and_then(|which| {
        let number = paired_number(props.shown);
        let image = studied
            .facts
            .symmetries()
            .get(which)?
            .paired_move(number)?;
        let squares = route.squares();
        let line = |number: u32, class: &'static str| -> Option<Html> {
            let at = usize::try_from(number).ok()?;
            let from: Square = *squares.get(at.checked_sub(1)?)?;
            let to: Square = squares[at % squares.len()];
            let ((x1, y1), (x2, y2)) = (centre(from), centre(to));
            Some(html! {
                <line {class} x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()} y2={y2.to_string()} />
            })
        };
        Some(html! { <>{ line(number, "study-move")? }{ line(image, "study-pair")? }</> })
    });
    html! {
        <g class="study-marks" aria-hidden="true">
            { for sums }
            { for pair }
        </g>
    }
}

/// The move whose pair is drawn: the last one the board shows (the first before any).
pub fn paired_number(shown: usize) -> u32 {
    u32::try_from(shown.saturating_sub(1).max(1)).unwrap_or(u32::MAX)
}

/// One sum, centred on `(x, y)`.
fn sum_text(x: u64, y: u64, font: u64, sum: u64) -> Html {
    html! {
        <text class="study-sum" x={x.to_string()} y={y.to_string()} font-size={font.to_string()}
            text-anchor="middle" dominant-baseline="central">{ sum }</text>
    }
}

/// A font size that fits `sum`'s digits into `room` units.
fn fitted(room: u32, sum: u64) -> u64 {
    let digits = u64::from(sum.checked_ilog10().unwrap_or(0)) + 1;
    (u64::from(room) * 17 / 10 / digits).min(18)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sums_fit_their_room() {
        assert_eq!(fitted(26, 260), 14);
        assert_eq!(fitted(60, 260), 18);
        assert_eq!(fitted(26, 9), 18);
    }

    #[test]
    fn the_pair_follows_the_last_move_shown() {
        assert_eq!([0, 1, 2, 3, 64].map(paired_number), [1, 1, 1, 2, 63]);
    }
}
