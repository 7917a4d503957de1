//! `fast`'s construction on the board: the tiles in four colours, so
//! neighbours differ, the moves of every tour built so far, and at a join the two moves
//! taken out (dashed) and the two put in (bold) across the border.

use std::collections::BTreeSet;
use std::fmt::Write;

use tour_core::{Square, trace::BuildStep};
use yew::prelude::*;

use super::geometry::{CELL, centre, corner};
use crate::model::{Shared, Solved};
use crate::view::code::tiles;

/// A move as an unordered pair.
fn pair(a: Square, b: Square) -> (Square, Square) {
    (a.min(b), a.max(b))
}

/// The `d` attribute of a path drawing each move as a segment between square centres.
fn segments<'a>(moves: impl Iterator<Item = &'a (Square, Square)>) -> String {
    let mut d = String::new();
    for &(a, b) in moves {
        let ((x1, y1), (x2, y2)) = (centre(a), centre(b));
        // Writing into a String cannot fail.
        let _ = write!(d, "M{x1} {y1}L{x2} {y2}");
    }
    d
}

/// Properties of [`BuildLayer`].
#[derive(Properties, PartialEq)]
pub struct BuildProps {
    /// The run, which recorded its construction.
    pub run: Shared<Solved>,
    /// The construction's step shown.
    pub step: usize,
}

/// The construction of the run as it stands after the step shown.
#[component]
pub fn BuildLayer(props: &BuildProps) -> Html {
    let (run, step) = (&*props.run, props.step);
    let Some(trace) = run.trace.as_ref() else {
        return Html::default();
    };
    let tiling = tiles(trace);
    let shown = &trace.built[..(step + 1).min(trace.built.len())];
    let mut moves: BTreeSet<(Square, Square)> = BTreeSet::new();
    let add_route = |moves: &mut BTreeSet<_>, route: &[Square], closed: bool| {
        moves.extend(route.windows(2).map(|w| pair(w[0], w[1])));
        if let (true, [first, .., last]) = (closed, route) {
            moves.insert(pair(*last, *first));
        }
    };
    let (mut at, mut out, mut put_in) = (None, Vec::new(), Vec::new());
    for (i, built) in shown.iter().enumerate() {
        let last = i + 1 == shown.len();
        match built {
            BuildStep::Corridor(route) => add_route(&mut moves, route, false),
            BuildStep::TileTour {
                tile,
                route,
                closed,
            } => {
                add_route(&mut moves, route, *closed);
                at = at.filter(|_| !last).or(last.then_some(*tile));
            }
            BuildStep::Join {
                tile,
                removed,
                added,
                ..
            } => {
                for &(a, b) in removed {
                    moves.remove(&pair(a, b));
                }
                moves.extend(added.iter().map(|&(a, b)| pair(a, b)));
                if last {
                    at = Some(*tile);
                    out = removed.iter().map(|&(a, b)| pair(a, b)).collect();
                    put_in = added.iter().map(|&(a, b)| pair(a, b)).collect();
                }
            }
            // The tiling is drawn from `tiling`; the walk adds no move.
            BuildStep::Tiles(_) | BuildStep::Walk { .. } => {}
        }
    }
    let across = tiling.iter().filter(|tile| tile[0] == 0).count().max(1);
    let rects = tiling.iter().enumerate().map(|(k, &[top, left, h, w])| {
        let (x, y) = corner(Square::new(top, left));
        let colour = format!("t{}", (k / across % 2) * 2 + k % across % 2);
        let class = classes!("tile", colour, (at == Some(k)).then_some("at"));
        html! {
            <rect {class} x={x.to_string()} y={y.to_string()}
                width={(u32::from(w) * CELL).to_string()} height={(u32::from(h) * CELL).to_string()} />
        }
    });
    html! {
        <g class="build" data-build={step.to_string()} aria-hidden="true">
            { for rects }
            <path class="links" d={segments(moves.iter())} />
            <path class="out" d={segments(out.iter())} />
            <path class="in" d={segments(put_in.iter())} />
        </g>
    }
}
