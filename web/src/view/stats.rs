//! Numbers about the run shown, `[data-testid="stats"]`.

use tour_core::{Algorithm, Board, Square};
use yew::prelude::*;

use crate::model::{Counted, Origin, SeedOrder, Shared, Solved};
use tour_core::text::grouped;

use crate::text::{self, Texts};
use crate::view::context::use_ctx;
use crate::view::hooks::testid;

/// Where playback of the run stands.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Position {
    /// Squares of the route shown.
    Route {
        /// Squares shown.
        shown: usize,
    },
    /// A step of the recorded search.
    Search {
        /// The step.
        step: usize,
        /// Steps recorded.
        length: usize,
        /// Squares on the route at that step.
        depth: usize,
    },
}

/// What [`Stats`] shows.
#[derive(Properties, PartialEq)]
pub struct StatsProps {
    /// The board.
    pub board: Board,
    /// The run.
    pub run: Shared<Solved>,
    /// Where its playback stands.
    pub position: Position,
    /// Its tour count, once counted.
    pub counted: Option<Counted>,
}

/// The stats of the run shown.
#[component]
pub fn Stats(props: &StatsProps) -> Html {
    let ctx = use_ctx();
    let (t, lang) = (ctx.texts(), ctx.lang);
    let (board, solved) = (props.board.clone(), &props.run);
    let run = &solved.run;
    let stats = run.stats();
    let start = run.route().start();
    let row =
        |label: &'static str, value: String| html! { <><dt>{ label }</dt><dd>{ value }</dd></> };
    let algorithm = solved.algorithm();
    // Move orders mean nothing to fast, which builds or searches without one.
    let algorithm_line = match solved.origin {
        Origin::Imported => t.imported.to_owned(),
        Origin::Solved {
            algorithm: Algorithm::Fast,
            ..
        } => Algorithm::Fast.id().to_owned(),
        Origin::Solved {
            algorithm, order, ..
        } => {
            let order = SeedOrder::ALL.into_iter().find(|o| o.moves() == order);
            t.algo_value(&algorithm, &order.map_or("", SeedOrder::id))
        }
    };
    let searched = algorithm.is_some_and(Algorithm::backtracks);
    let position = match props.position {
        Position::Route { shown } => row(
            t.stat_shown,
            t.shown_value(&grouped(shown), &grouped(solved.len())),
        ),
        Position::Search {
            step,
            length,
            depth,
        } => html! {
            <>
                { row(t.stat_search_step, t.of_value(&grouped(step), &grouped(length))) }
                { row(t.stat_depth, depth.to_string()) }
            </>
        },
    };
    html! {
        <dl class="stats" data-testid={testid::STATS}>
            { row(t.stat_board, t.board_value(&board.rows(), &board.cols(), &grouped(board.square_count()))) }
            { row(t.stat_start, start_value(t, &board, start, algorithm)) }
            { row(t.algorithm, algorithm_line) }
            { row(t.stat_result, text::result(lang, board.clone(), run)) }
            { row(t.stat_placed, grouped(stats.placed).to_string()) }
            if searched { { row(t.stat_taken_back, grouped(stats.retreats).to_string()) } }
            if algorithm == Some(Algorithm::Random) { { row(t.stat_tries, grouped(stats.restarts).to_string()) } }
            { position }
            if let Some(counted) = &props.counted {
                { row(t.stat_tours, text::tour_count(lang, board, counted)) }
            }
            { row(t.stat_solve_time, text::millis(solved.solve_ms)) }
        </dl>
    }
}

/// The start, with the teaching texts' coordinates where they help: beside the seeds'
/// own algorithms, whose code panel and texts count rows and columns from 0.
fn start_value(t: &Texts, board: &Board, start: Square, algorithm: Option<Algorithm>) -> String {
    let name = start.algebraic(board);
    match algorithm {
        Some(algorithm) if algorithm != Algorithm::Fast => {
            t.start_value(&name, &start.seed_coords())
        }
        _ => name,
    }
}
