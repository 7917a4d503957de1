//! The code panel: the algorithm's pseudocode with the line that
//! produced the step on the board highlighted, the values it worked on, and for a search
//! the moves still to try at every depth. It reads the lines the solver recorded; nothing
//! is solved again to show them.

use std::rc::Rc;

use tour_core::{
    Algorithm, Board, Square,
    trace::{BuildStep, Choices, Line},
};
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

use crate::model::{
    Action, CodeTrace, Control, Lang, Overlays, SettingsAction, Shared, Solved, View,
};
use crate::text::code::{build_id, build_values, line_id_of, lines_of, values};
use tour_core::text::grouped;

use crate::text::texts;
use crate::view::context::use_ctx;
use crate::view::hooks::{action, testid};

/// Properties of [`CodePanel`].
#[derive(Properties, Clone, PartialEq)]
pub struct CodeProps {
    /// The board.
    pub board: Board,
    /// The run, which recorded its lines.
    pub run: Shared<Solved>,
    /// The current line, while the lines follow the view shown.
    pub line: Option<usize>,
    /// Squares on the route at this step.
    pub visited: usize,
    /// Whether lines are announced (paused, or playing line by line).
    pub announce: bool,
}

/// Properties of [`CodeToggle`].
#[derive(Properties, PartialEq)]
pub struct ToggleProps {
    /// The overlays, which hold the code panel's switch.
    pub overlays: Overlays,
}

/// Shows or hides the code panel.
#[component]
pub fn CodeToggle(props: &ToggleProps) -> Html {
    let ctx = use_ctx();
    let overlays = props.overlays;
    let onclick = ctx.dispatch.reform(move |_: MouseEvent| {
        Action::Settings(SettingsAction::Overlays(Overlays {
            code: !overlays.code,
            ..overlays
        }))
    });
    html! {
        <button type="button" data-action={action::CODE} aria-pressed={overlays.code.to_string()} {onclick}>
            { texts(ctx.lang).code_toggle }
        </button>
    }
}

/// What a line does to what the panel replays from the lines: a search's lists of moves
/// still to try, or the random walk's tries.
enum Replay {
    /// The newest square's moves were listed.
    List(u32, Choices),
    /// The next move on the newest list was placed.
    Try,
    /// The newest square was taken back, with its list.
    Retreat,
    /// The random walk's try ended, with the longest walk so far.
    DeadEnd { best: u32 },
    /// The random walk started this try.
    Restart { attempt: u32 },
    /// Nothing either replay follows.
    Keep,
}

/// What `line` does to the replays: every line named, so a new kind of line needs a
/// decision here before the app builds.
fn replay(line: &Line) -> Replay {
    match *line {
        Line::List { options, depth, .. } => Replay::List(depth, options),
        Line::Try { .. } => Replay::Try,
        Line::Retreat { .. } => Replay::Retreat,
        Line::DeadEnd { best, .. } => Replay::DeadEnd { best },
        Line::Restart { attempt } => Replay::Restart { attempt },
        // A search's start and verdicts, the random walk's other lines, and the other
        // algorithms' lines.
        Line::Start { .. }
        | Line::OutOfBudget { .. }
        | Line::NoTour
        | Line::Complete
        | Line::Score { .. }
        | Line::Keep { .. }
        | Line::Lower { .. }
        | Line::Move { .. }
        | Line::Stuck { .. }
        | Line::Draw { .. }
        | Line::OutOfTries { .. }
        | Line::Theorem { .. }
        | Line::Method(_)
        | Line::Impossible
        | Line::Undecided
        | Line::Build { .. } => Replay::Keep,
    }
}

/// What a search still has to try, by depth (newest first), replayed from its lines up
/// to `line`.
pub fn open_choices(lines: &[Line], line: usize) -> Vec<(u32, Vec<Square>)> {
    let mut stack: Vec<(u32, Vec<Square>)> = Vec::new();
    for recorded in lines.iter().take(line + 1) {
        match replay(recorded) {
            Replay::List(depth, options) => stack.push((depth, options.squares().to_vec())),
            Replay::Try => {
                if let Some((_, options)) = stack.last_mut()
                    && !options.is_empty()
                {
                    options.remove(0);
                }
            }
            Replay::Retreat => {
                stack.pop();
            }
            Replay::DeadEnd { .. } | Replay::Restart { .. } | Replay::Keep => {}
        }
    }
    stack.reverse();
    stack
}

/// The moves still to try from the newest square at `line`: the first of
/// [`open_choices`], found walking back from `line` only as far as that square's list (a
/// retreat skips the list it took back), so the board's marks cost little on every tick.
pub fn top_choices(lines: &[Line], line: usize) -> Vec<Square> {
    let mut skipped = 0;
    let mut tried = 0;
    for recorded in lines.iter().take(line + 1).rev() {
        match replay(recorded) {
            Replay::Retreat => skipped += 1,
            Replay::List(..) if skipped > 0 => skipped -= 1,
            Replay::List(_, options) => {
                return options.squares().iter().skip(tried).copied().collect();
            }
            Replay::Try if skipped == 0 => tried += 1,
            Replay::Try | Replay::DeadEnd { .. } | Replay::Restart { .. } | Replay::Keep => {}
        }
    }
    Vec::new()
}

/// The random walk's try number and longest walk, up to `line`, the current try's
/// `visited` squares included.
fn attempt(lines: &[Line], line: usize, visited: usize) -> (u32, u32) {
    let visited = u32::try_from(visited).unwrap_or(u32::MAX);
    lines
        .iter()
        .take(line + 1)
        .fold((1, visited), |(attempt, best), recorded| {
            match replay(recorded) {
                Replay::DeadEnd { best: b } => (attempt, best.max(b)),
                Replay::Restart { attempt } => (attempt, best),
                Replay::List(..) | Replay::Try | Replay::Retreat | Replay::Keep => (attempt, best),
            }
        })
}

/// The algorithm's pseudocode beside the board.
#[component]
pub fn CodePanel(props: &CodeProps) -> Html {
    let ctx = use_ctx();
    let (lang, dispatch) = (ctx.lang, ctx.dispatch.clone());
    let t = texts(lang);
    let (list, current_line) = (use_node_ref(), use_node_ref());
    use_effect_with(
        (props.line, list.clone(), current_line.clone()),
        |(_, list, current)| follow_line(list, current),
    );
    // The pseudocode names the board's piece: worded once per algorithm, language and
    // piece, not on every tick of the playback.
    let pseudocode = use_memo((lang, props.run.algorithm(), props.board.leaper()), {
        let board = props.board.clone();
        move |&(lang, algorithm, _)| {
            algorithm.map_or_else(Vec::new, |algorithm| lines_of(lang, algorithm, &board))
        }
    });
    let Some(algorithm) = props.run.algorithm() else {
        return html! {};
    };
    let Some(trace) = props.run.trace.as_ref() else {
        return html! {};
    };
    let current = props
        .line
        .and_then(|i| trace.lines.get(i).map(|line| (i, line)));
    let current_id = current.map(|(_, line)| id_of(algorithm, trace, line));
    let items = pseudocode.iter().map(|((id, indent), words)| {
        let here = current_id == Some(*id);
        let line_ref = if here { current_line.clone() } else { NodeRef::default() };
        html! {
            <li ref={line_ref} data-line={*id} class={classes!(format!("i{indent}"), here.then_some("current"))}
                aria-current={here.then_some("step")}>{ words.clone() }</li>
        }
    });
    let body = match current {
        Some((index, line)) => {
            let mut sentence = match built_at(trace, line) {
                Some(step) => build_values(lang, &props.board, step, tiles(trace)),
                None => values(lang, algorithm, &props.board, line, props.visited),
            };
            if algorithm == Algorithm::Fast && props.visited > 1 {
                sentence = t.v_playing(&grouped(props.visited), &grouped(props.run.len()));
            }
            let words = pseudocode
                .iter()
                .find(|((id, _), _)| Some(*id) == current_id)
                .map(|(_, words)| words.clone())
                .unwrap_or_default();
            let live = if props.announce { "polite" } else { "off" };
            html! {
                <>
                    <p data-testid={testid::CODE_VALUES} data-line-index={index.to_string()} aria-live={live}
                        data-target={line.square().map(|s| s.algebraic(&props.board))}
                        data-value={value_of(line).map(|v| v.to_string())}>
                        <span class="sr-only">{ words }{ " " }</span>{ sentence }
                    </p>
                    { details(algorithm, &trace.lines, index, props.visited, &props.board, lang) }
                </>
            }
        }
        None => follow_search_prompt(lang, &dispatch),
    };
    let truncated = trace
        .truncated
        .then(|| html! { <p>{ t.code_truncated(&grouped(trace.lines.len())) }</p> });
    html! {
        <section class="why code" aria-label={t.code_title} data-testid={testid::CODE}
            data-line={current_id.unwrap_or_default()}>
            <h2>{ t.code_title }</h2>
            <ol ref={list}>{ for items }</ol>
            { body }
            { for truncated }
        </section>
    }
}

/// Offered while no traced line is current: the search view shows where the run is.
fn follow_search_prompt(lang: Lang, dispatch: &Callback<Action>) -> Html {
    let t = texts(lang);
    let follow = dispatch.reform(|_: MouseEvent| Action::Control(Control::SetView(View::Search)));
    html! {
        <p>{ t.code_follow_search }{ " " }
            <button type="button" data-action={action::FOLLOW_SEARCH} onclick={follow}>{ t.code_show_search }</button>
        </p>
    }
}

/// Scrolls the pseudocode list (only it, never the page) so its current line shows, a
/// third of the way down, when the list is taller than the room it has.
fn follow_line(list: &NodeRef, current: &NodeRef) {
    let (Some(list), Some(line)) = (list.get(), current.get()) else {
        return;
    };
    let (list, line) = (
        list.unchecked_into::<HtmlElement>(),
        line.unchecked_into::<HtmlElement>(),
    );
    let (top, height) = (line.offset_top(), line.offset_height());
    let (shown, view) = (list.scroll_top(), list.client_height());
    if top < shown || top + height > shown + view {
        list.set_scroll_top(top - (view - height) / 3);
    }
}

/// The ID of the pseudocode line `line` ran.
fn id_of(algorithm: Algorithm, trace: &CodeTrace, line: &Line) -> &'static str {
    match built_at(trace, line) {
        Some(step) => build_id(step),
        None => line_id_of(algorithm, line),
    }
}

/// The construction step a `Line::Build` names (none for any other line).
pub fn built_at<'a>(trace: &'a CodeTrace, line: &Line) -> Option<&'a BuildStep> {
    let Line::Build { step } = *line else {
        return None;
    };
    trace.built.get(step as usize)
}

/// The construction's tiling, `[top, left, height, width]` per tile: its first step.
pub fn tiles(trace: &CodeTrace) -> &[[u16; 4]] {
    match trace.built.first() {
        Some(BuildStep::Tiles(tiles)) => tiles,
        Some(
            BuildStep::Corridor(_)
            | BuildStep::TileTour { .. }
            | BuildStep::Join { .. }
            | BuildStep::Walk { .. },
        )
        | None => &[],
    }
}

/// The number a line works on, for `data-value`: a score, a table value, a depth, a
/// try.
fn value_of(line: &Line) -> Option<i64> {
    match *line {
        Line::Score { candidate, .. } | Line::Keep { candidate, .. } => {
            Some(candidate.score.into())
        }
        Line::Lower { value, .. } => Some(value.into()),
        Line::Move { number, .. } => Some(number.into()),
        Line::List { depth, .. } | Line::Try { depth, .. } | Line::Retreat { depth, .. } => {
            Some(depth.into())
        }
        Line::Restart { attempt } | Line::DeadEnd { attempt, .. } => Some(attempt.into()),
        Line::Draw { direction } => Some(i64::from(direction) + 1),
        Line::Start { .. }
        | Line::Stuck { .. }
        | Line::Complete
        | Line::OutOfTries { .. }
        | Line::OutOfBudget { .. }
        | Line::NoTour
        | Line::Theorem { .. }
        | Line::Method(_)
        | Line::Impossible
        | Line::Undecided
        | Line::Build { .. } => None,
    }
}

/// A search's moves still to try, or the random walk's try and longest walk.
fn details(
    algorithm: Algorithm,
    lines: &[Line],
    index: usize,
    visited: usize,
    board: &Board,
    lang: Lang,
) -> Html {
    let t = texts(lang);
    if algorithm.backtracks() {
        let stack = open_choices(lines, index);
        let frames = stack.iter().map(|(depth, options)| {
            let moves = if options.is_empty() {
                t.nothing_left.to_owned()
            } else {
                let names: Vec<String> = options.iter().map(|s| s.algebraic(board)).collect();
                names.join(t.list_sep)
            };
            html! { <li data-depth={depth.to_string()}>{ t.open_depth(depth, &moves) }</li> }
        });
        return html! {
            <div data-testid={testid::CODE_STACK}>
                <h3>{ t.open_choices }</h3>
                <ul class="candidates">{ for frames }</ul>
            </div>
        };
    }
    if algorithm == Algorithm::Random {
        let (attempt, best) = attempt(lines, index, visited);
        return html! {
            <p data-testid={testid::CODE_ATTEMPT}>{ t.attempt_state(&grouped(attempt), &grouped(best)) }</p>
        };
    }
    Html::default()
}

/// The squares the board marks for the current line: the one it works on, and a search's
/// moves still to try from the newest square.
pub fn board_marks(run: &Solved, line: usize) -> (Option<Square>, Rc<[Square]>) {
    let Some(trace) = run.trace.as_ref() else {
        return (None, Rc::from([]));
    };
    let traced = trace.lines.get(line).and_then(Line::square);
    let open = if run.algorithm().is_some_and(Algorithm::backtracks) {
        top_choices(&trace.lines, line)
    } else {
        Vec::new()
    };
    (traced, Rc::from(open))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tour_core::{Board, Options};

    fn backtracking_lines() -> Vec<Line> {
        let board = Board::new(5, 5).unwrap();
        let mut solver = Algorithm::Backtrack
            .solver_with(
                board,
                Square::new(0, 0),
                &Options {
                    budget: 300,
                    ..Options::default()
                },
            )
            .unwrap();
        let mut lines = Vec::new();
        solver.trace_start(&mut lines);
        while solver.step_traced(&mut lines).is_some() {}
        lines
    }

    #[test]
    fn the_random_walk_s_try_and_longest_walk_agree_with_its_dead_ends() {
        let board = Board::new(5, 5).unwrap();
        let options = Options {
            tries: 20,
            seed: 7,
            ..Options::default()
        };
        let mut solver = Algorithm::Random
            .solver_with(board, Square::new(0, 0), &options)
            .unwrap();
        let mut lines = Vec::new();
        solver.trace_start(&mut lines);
        while solver.step_traced(&mut lines).is_some() {}
        let mut dead_ends = 0;
        for (index, line) in lines.iter().enumerate() {
            if let Line::DeadEnd {
                attempt: tried,
                best,
                ..
            } = *line
            {
                assert_eq!(attempt(&lines, index, 0), (tried, best), "line {index}");
                dead_ends += 1;
            }
        }
        assert!(dead_ends > 1, "{dead_ends} dead ends");
    }

    #[test]
    fn a_search_retreats_only_from_a_square_with_nothing_left_to_try() {
        let lines = backtracking_lines();
        let mut retreats = 0;
        for (index, line) in lines.iter().enumerate().skip(1) {
            let stack = open_choices(&lines, index - 1);
            match line {
                Line::Retreat { depth, .. } => {
                    assert!(stack[0].1.is_empty(), "line {index}: {stack:?}");
                    assert_eq!(stack.len() as u32, depth + 1);
                    retreats += 1;
                }
                Line::Try { square, .. } => assert_eq!(stack[0].1.first(), Some(square)),
                _ => {}
            }
        }
        assert!(retreats > 0);
    }

    #[test]
    fn the_newest_list_found_walking_back_is_the_stack_s_top() {
        let lines = backtracking_lines();
        for index in 0..lines.len() {
            let top = open_choices(&lines, index)
                .into_iter()
                .next()
                .map(|(_, options)| options)
                .unwrap_or_default();
            assert_eq!(top_choices(&lines, index), top, "line {index}");
        }
    }

    #[test]
    fn the_stack_has_a_frame_per_square_of_the_route() {
        let lines = backtracking_lines();
        for (index, line) in lines.iter().enumerate() {
            if let Line::List { depth, .. } | Line::Retreat { depth, .. } = line {
                assert_eq!(open_choices(&lines, index).len() as u32, *depth);
            }
        }
    }
}
