//! The SVG chessboard: squares, numbers, the growing path and the knight.
//!
//! Stable hooks for embedders and tests: the `<svg>` carries `data-rows`/`data-cols`,
//! every square `data-square` (algebraic), and every square reached so far `data-step`.
//! With the survey heatmap shown, every surveyed square has `data-survey` (its outcome)
//! instead, and the run is hidden.

use std::rc::Rc;

use tour_core::{Board, Square, Status, SurveyEntry, TourKind, file_name, survey_mark};
use web_sys::KeyboardEvent;
use yew::prelude::*;

use crate::geometry::{self, CELL, LABEL};
use crate::keys;
use crate::play::Hint;
use crate::starts::{StartKind, start_kinds};
use crate::state::{Action, AppState, Mode, Side, SurveyResult};
use crate::strings;

/// Properties of [`BoardView`].
#[derive(Properties, Clone, PartialEq)]
pub struct BoardProps {
    /// The app state to draw.
    pub state: Rc<AppState>,
    /// Where actions go.
    pub dispatch: Callback<Action>,
    /// Called with the square a person chose as the start.
    pub on_choose: Callback<Square>,
    /// Which run to draw (compare mode's second board; otherwise the first).
    #[prop_or_default]
    pub side: Side,
}

/// The board drawing.
#[component]
pub fn BoardView(props: &BoardProps) -> Html {
    let state = &props.state;
    let board = state.board;
    // Move number of each square on the board at this step (route or search), by index.
    let path = state.side_path(props.side);
    let mut steps = vec![0u32; board.area()];
    for (number, square) in (1u32..).zip(path) {
        if let Some(index) = board.index(*square) {
            steps[index] = number;
        }
    }
    let knight = path.last().copied();
    let start = path.first().copied();
    // Numbers stay legible down to about 12 px per square on a phone; beyond 30 columns
    // the path line alone tells the story.
    let show_numbers = board.cols() <= 30 && board.rows() <= 30;
    let stuck = state.stuck_on(props.side);
    let first = props.side == Side::First;
    let heatmap = state.heatmap().filter(|_| first);
    let decision = (heatmap.is_none() && first)
        .then(|| state.next_decision())
        .flatten();
    let starts = {
        let (board, closed, show) = (board, state.closed, state.show_starts);
        use_memo((board, closed, show), move |&(board, closed, show)| {
            show.then(|| start_kinds(board, closed))
        })
    };

    let in_play = state.mode == Mode::Play;
    let play = &state.play;
    let legal = if in_play && play.show_legal {
        play.legal_moves(board)
    } else {
        Vec::new()
    };
    let hinted = match play.hint {
        Some(Hint::Move(square)) if in_play => Some(square),
        _ => None,
    };
    let culprits = match (play.hint, &state.import_problem) {
        (Some(Hint::Lost(lost)), _) if in_play => lost.squares(),
        (_, Some(problem)) if !in_play && problem.board == board => problem.squares(),
        _ => Vec::new(),
    };
    let refused = play
        .refused
        .filter(|_| in_play)
        .map(|refusal| refusal.square());

    // Compare mode's two boards have the same squares; the algorithm tells them apart.
    let board_label = match (state.mode, props.side) {
        (Mode::Compare, Side::First) => format!(
            "{} · {}",
            strings::board_label(state.lang, board),
            state.algorithm
        ),
        (Mode::Compare, Side::Second) => format!(
            "{} · {}",
            strings::board_label(state.lang, board),
            state.second
        ),
        _ => strings::board_label(state.lang, board),
    };
    let squares = board.squares().map(|square| {
        let index = board.index(square).unwrap_or(0);
        let step = steps.get(index).copied().filter(|&n| n > 0);
        let knight_here = knight == Some(square);
        let name = square.algebraic(board);
        let surveyed = heatmap.and_then(|survey| survey.entry(square));
        let outcome = surveyed.map(heat_class);
        let candidate = decision.and_then(|d| d.candidates().iter().find(|c| c.square == square));
        let chosen_next = decision.is_some_and(|d| d.chosen().square == square);
        let start_kind = starts.as_ref().as_ref().and_then(|kinds| kinds.get(index).copied());
        let (x, y) = geometry::corner(square);
        let class = classes!(
            "sq",
            if square.is_corner_colour() { "light" } else { "dark" },
            step.map(|_| "visited"),
            knight_here.then_some("current"),
            (start == Some(square)).then_some("start"),
            (stuck && step.is_none()).then_some("unreached"),
            outcome.map(|class| format!("heat-{class}")),
            start_kind.map(|kind| format!("can-start-{}", kind.as_str())),
            candidate.map(|_| "candidate"),
            chosen_next.then_some("chosen-next"),
            legal.contains(&square).then_some("legal"),
            (hinted == Some(square)).then_some("hinted"),
            culprits.contains(&square).then_some("culprit"),
            (refused == Some(square)).then_some("refused"),
        );
        let onclick = {
            let on_choose = props.on_choose.clone();
            let dispatch = props.dispatch.clone();
            Callback::from(move |_: MouseEvent| {
                dispatch.emit(Action::Focus(square));
                on_choose.emit(square);
            })
        };
        let onkeydown = {
            let on_choose = props.on_choose.clone();
            let dispatch = props.dispatch.clone();
            Callback::from(move |event: KeyboardEvent| {
                let key = event.key();
                if keys::chooses(&key) {
                    event.prevent_default();
                    event.stop_propagation();
                    on_choose.emit(square);
                } else if let Some(action) = keys::on_square(&key) {
                    event.prevent_default();
                    event.stop_propagation();
                    dispatch.emit(action);
                }
            })
        };
        let tabindex = if state.focus == square { "0" } else { "-1" };
        let label = match surveyed {
            Some(entry) => format!("{name}: {}", strings::survey_cell(state.lang, board, entry)),
            None => strings::square_label_with_marks(
                state.lang,
                strings::square_label(state.lang, &name, step, knight_here),
                legal.contains(&square),
                start_kind,
            ),
        };
        let tooltip = surveyed.map(|_| html! { <title>{ label.clone() }</title> });
        html! {
            <g key={index} {class} data-square={name.clone()} data-step={step.map(|n| n.to_string())}
                data-survey={outcome} data-start={start_kind.map(StartKind::as_str)} role="button" tabindex={tabindex} aria-label={label}
                {onclick} {onkeydown}>
                <rect x={x.to_string()} y={y.to_string()} width={CELL.to_string()} height={CELL.to_string()} />
                if legal.contains(&square) {
                    <circle class="legal-dot" cx={(x + CELL / 2.0).to_string()} cy={(y + CELL / 2.0).to_string()} r={(CELL * 0.16).to_string()} />
                }
                { for tooltip }
            </g>
        }
    });

    html! {
        <svg class="board" viewBox={geometry::view_box(board)} role="group" data-side={props.side.id()}
            aria-label={board_label}
            data-rows={board.rows().to_string()} data-cols={board.cols().to_string()}>
            { labels(board) }
            { for squares }
            if let Some(survey) = heatmap {
                if show_numbers { { marks(survey) } }
            } else {
                <polyline class="path" points={geometry::polyline(path)} />
                if show_numbers { { numbers(path) } }
                if show_numbers { { corner_labels(state, path, decision) } }
                { knight_glyph(knight) }
            }
        </svg>
    }
}

/// Move numbers on the squares reached so far, above the path so it never hides them.
/// The square under the knight shows the knight instead.
fn numbers(path: &[Square]) -> Html {
    let knight = path.last().copied();
    let numbers = (1u32..)
        .zip(path)
        .filter(|(_, square)| Some(**square) != knight)
        .map(|(n, &square)| {
            let (x, y) = geometry::centre(square);
            html! { <text key={n} class="num" x={x.to_string()} y={y.to_string()}>{ n }</text> }
        });
    html! { <g class="numbers" aria-hidden="true">{ for numbers }</g> }
}

/// Small numbers in the squares' top-right corners: each candidate's score for the next
/// move, and with the overlay on, every unvisited square's onward count.
fn corner_labels(
    state: &AppState,
    path: &[Square],
    decision: Option<&tour_core::Decision>,
) -> Html {
    let board = state.board;
    let mut labels: Vec<(Square, String, &'static str)> = Vec::new();
    if state.show_degrees && (state.playback.is_some() || state.mode == Mode::Play) {
        let counts = tour_core::onward_counts(board, path);
        for (square, count) in board.squares().zip(counts) {
            if let Some(count) = count {
                labels.push((square, count.to_string(), "degree"));
            }
        }
    }
    if let Some(decision) = decision {
        labels.retain(|(square, _, _)| !decision.candidates().iter().any(|c| c.square == *square));
        for candidate in decision.candidates() {
            labels.push((candidate.square, candidate.score.to_string(), "score"));
        }
    }
    let texts = labels.into_iter().map(|(square, text, class)| {
        let (x, y) = geometry::corner(square);
        html! {
            <text class={classes!("corner", class)} x={(x + CELL - 6.0).to_string()} y={(y + 14.0).to_string()}>{ text }</text>
        }
    });
    html! { <g class="corner-labels" aria-hidden="true">{ for texts }</g> }
}

/// The heatmap class of a survey entry (also its `data-survey` value).
fn heat_class(entry: &SurveyEntry) -> &'static str {
    match entry.status {
        Status::Complete(TourKind::Open) => "open",
        Status::Complete(TourKind::Closed) => "closed",
        Status::Stuck { .. } => "stuck",
        Status::BudgetExhausted => "budget-exhausted",
        Status::NoTour | Status::Impossible(_) => "no-tour",
        Status::Undecided => "unknown",
        Status::TriesExhausted => "tries-exhausted",
        _ => "running",
    }
}

/// The survey's mark on each surveyed square (as `knights-tour survey` prints it).
fn marks(survey: &SurveyResult) -> Html {
    let marks = survey.entries.iter().map(|entry| {
        let (x, y) = geometry::centre(entry.start);
        html! { <text class="mark" x={x.to_string()} y={y.to_string()}>{ survey_mark(entry) }</text> }
    });
    html! { <g class="marks" aria-hidden="true">{ for marks }</g> }
}

/// Rank numbers down the left, file letters along the bottom.
fn labels(board: Board) -> Html {
    let font = if board.cols() > 26 || board.rows() > 26 {
        "small"
    } else {
        ""
    };
    let ranks = (0..board.rows()).map(|row| {
        let (_, y) = geometry::centre(Square::new(row, 0));
        html! {
            <text class={classes!("label", font)} x={(LABEL / 2.0).to_string()} y={y.to_string()}>
                { board.rows() - row }
            </text>
        }
    });
    let files = (0..board.cols()).map(|col| {
        let (x, _) = geometry::centre(Square::new(0, col));
        let y = f64::from(board.rows()) * CELL + LABEL / 2.0;
        html! {
            <text class={classes!("label", font)} x={x.to_string()} y={y.to_string()}>
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

/// The knight, drawn on its square; CSS animates the move between squares.
fn knight_glyph(knight: Option<Square>) -> Html {
    let Some(square) = knight else {
        return html! {};
    };
    let (x, y) = geometry::corner(square);
    // An SVG transform attribute, not an inline style, so a strict CSP (no
    // 'unsafe-inline' styles) allows it; CSS still animates the change.
    let transform = format!("translate({x} {y})");
    html! {
        <g class="knight" {transform} aria-hidden="true">
            <circle cx={(CELL / 2.0).to_string()} cy={(CELL / 2.0).to_string()} r={(CELL * 0.42).to_string()} />
            <text x={(CELL / 2.0).to_string()} y={(CELL / 2.0).to_string()}>{ "♞" }</text>
        </g>
    }
}
