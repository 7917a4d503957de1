//! The SVG chessboard: squares, the growing path, move numbers and the knight.
//!
//! Stable hooks for embedders and tests: the `<svg>` carries `data-rows`/`data-cols`,
//! every square `data-square` (algebraic), and every square reached so far `data-step`.
//! With the survey heatmap shown, every surveyed square has `data-survey` (its outcome)
//! instead, and the run is hidden.
//!
//! Renders stay cheap during playback: the board works out one small [`Cell`] per
//! square, and each row of squares, each row of numbers and each stretch of the path is
//! its own component with plain-value props, so a playback tick re-renders only the rows
//! and the stretch that changed.

mod build;
pub mod geometry;
mod layers;
mod squares;

use std::rc::Rc;

use tour_core::{Algorithm, Board, Square, solver::Decision};
use yew::prelude::*;

use crate::model::{AppState, Hint, Mode, Shared, Side, StartKind, StartShading, SurveyResult};

use crate::view::StudyMarks;
use crate::view::context::use_ctx;
pub use geometry::view_box;
use layers::{BoardLabels, NumberRow, PathStretch, corner_labels, heat_marks, knight};
use squares::SquareRow;

/// Moves per stretch of the drawn path: a tick redraws only the last stretch.
const STRETCH: usize = 64;

/// The largest side on which move numbers are drawn: they stay legible down to about
/// 12 px per square on a phone; beyond that the path line alone tells the story.
const NUMBERS_MAX_SIDE: u16 = 30;

/// What play mode marks on the board.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct PlayMarks {
    /// The squares the knight may move to (when the dots are on).
    pub legal: Vec<Square>,
    /// The square a hint suggests.
    pub hinted: Option<Square>,
    /// The square a click was refused on.
    pub refused: Option<Square>,
}

/// Properties of [`BoardView`]: everything it draws, as plain values.
#[derive(Properties, Clone, PartialEq)]
pub struct BoardProps {
    /// The board.
    pub board: Board,
    /// Which of compare mode's boards (the first elsewhere).
    pub side: Side,
    /// The squares reached so far, start first.
    pub path: Rc<[Square]>,
    /// Whether the run ended without a tour (the squares its walk never reached are
    /// outlined).
    pub stuck: bool,
    /// The survey heatmap, when it is shown instead of the run.
    pub heatmap: Option<Shared<SurveyResult>>,
    /// The rule's next decision, for "why this move".
    pub decision: Option<Decision>,
    /// The start shading, when it is on.
    pub shading: Option<Shared<StartShading>>,
    /// Whether every unvisited square shows its onward count.
    pub degrees: bool,
    /// Play mode's marks.
    pub play: Option<PlayMarks>,
    /// Squares that show why something went wrong (a lost walk, a refused import).
    pub culprits: Vec<Square>,
    /// The square holding keyboard focus.
    pub focus: Square,
    /// Compare mode names each board's algorithm.
    pub caption: Option<Algorithm>,
    /// The square tours must finish on, if one was chosen.
    pub end: Option<Square>,
    /// "Edit board": holes are drawn (to be put back) and squares toggle on press.
    pub editing: bool,
    /// The square the code panel's line works on.
    pub traced: Option<Square>,
    /// A search's moves still to try from the newest square, while the code panel shows.
    pub open: Rc<[Square]>,
    /// `fast`'s construction at the code panel's line, when it names one: the run and
    /// the step.
    pub build: Option<(Shared<crate::model::Solved>, usize)>,
    /// Puzzle mode's numbers: each square's number and whether it is a clue.
    pub numbers: Rc<[(Square, u16, bool)]>,
    /// The tour About read, when it is this board's and asks for marks.
    pub study: Option<crate::model::Studied>,
}

impl BoardProps {
    /// What `side`'s board shows of `state`.
    pub fn of(state: &AppState, side: Side) -> BoardProps {
        let first = side == Side::First;
        let in_play = state.mode() == Mode::Play;
        let play = state.play();
        let in_puzzle = state.mode() == Mode::Puzzle;
        let culprits = match (play.hint, state.import_problem()) {
            _ if in_puzzle => state.puzzle().outlined(),
            (Some(Hint::Lost { why, .. }), _) if in_play => why.squares(),
            (_, Some(problem)) if !in_play && problem.board == state.board() => problem.squares(),
            _ => Vec::new(),
        };
        let marks = in_play.then(|| PlayMarks {
            legal: if play.show_legal {
                play.legal_moves(state.board())
            } else {
                Vec::new()
            },
            hinted: match play.hint {
                Some(Hint::Move(square)) => Some(square),
                _ => None,
            },
            refused: play.refused.map(|refusal| refusal.square()),
        });
        let code_marks = match (first, state.code_trace(), &state.watch().run) {
            (true, Some(_), Some(run)) => crate::view::board_marks(run, state.watch().player.line),
            _ => (None, Rc::from([])),
        };
        let heatmap = first.then(|| state.watch().survey.clone()).flatten();
        let heatmap = heatmap.filter(|_| state.heatmap().is_some());
        BoardProps {
            board: state.board(),
            side,
            path: Rc::from(state.path(side)),
            stuck: state.stuck(side),
            decision: (first && heatmap.is_none())
                .then(|| state.next_decision().copied())
                .flatten(),
            heatmap,
            shading: state.shading().and(state.starts().cloned()),
            degrees: state.settings().overlays.degrees && (state.run(side).is_some() || in_play),
            play: marks,
            culprits,
            focus: state.focus().square,
            caption: (state.mode() == Mode::Compare).then_some(match side {
                Side::First => state.settings().algorithm,
                Side::Second => state.settings().second,
            }),
            end: state.settings().ends.last(),
            editing: state.editing(),
            traced: code_marks.0,
            open: code_marks.1,
            build: first.then(|| building(state)).flatten(),
            numbers: if in_puzzle {
                Rc::from(state.puzzle().numbers())
            } else {
                Rc::from([])
            },
            study: state
                .studied()
                .filter(|studied| first && (studied.sums || studied.pair.is_some()))
                .cloned(),
        }
    }
}

/// The construction step the code panel's line names, with its run.
fn building(state: &AppState) -> Option<(Shared<crate::model::Solved>, usize)> {
    let trace = state.code_trace()?;
    match trace.lines.get(state.watch().player.line)? {
        tour_core::trace::Line::Build { step } => {
            Some((state.watch().run.clone()?, *step as usize))
        }
        _ => None,
    }
}

/// `fast`'s construction over the squares, while the code panel is at one of its steps.
fn build_layer(props: &BoardProps) -> Html {
    match &props.build {
        Some((run, step)) => html! { <build::BuildLayer run={run.clone()} step={*step} /> },
        None => Html::default(),
    }
}

/// What one square shows, as a plain value a row compares cheaply.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cell {
    /// The square.
    pub square: Square,
    /// Its move number (0: not reached).
    pub step: u32,
    /// The knight stands here.
    pub knight: bool,
    /// The run starts here.
    pub start: bool,
    /// Tours must finish here.
    pub end: bool,
    /// The run ended without reaching it.
    pub unreached: bool,
    /// One of the rule's candidates for the next move.
    pub candidate: bool,
    /// The candidate the rule picks.
    pub chosen: bool,
    /// A legal move in play mode.
    pub legal: bool,
    /// The hint's square.
    pub hinted: bool,
    /// Shows why something went wrong.
    pub culprit: bool,
    /// A refused click.
    pub refused: bool,
    /// Holds keyboard focus.
    pub focus: bool,
    /// The code panel's line works on it.
    pub traced: bool,
    /// What the start shading says.
    pub shading: Option<StartKind>,
    /// Its survey entry, on the heatmap.
    pub survey: Option<tour_core::survey::SurveyEntry>,
    /// A puzzle's number stands here (its number is `step`): a clue, or the
    /// student's own.
    pub puzzle: Option<PuzzleNumber>,
}

/// Whose number a puzzle square holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleNumber {
    /// The puzzle's.
    Clue,
    /// The student's.
    Entry,
}

impl PuzzleNumber {
    /// Its class on the square and on the number.
    pub const fn class(self) -> &'static str {
        match self {
            PuzzleNumber::Clue => "clue",
            PuzzleNumber::Entry => "entry",
        }
    }
}

impl Cell {
    /// A square with nothing on it yet.
    fn new(square: Square, focus: bool, shading: Option<StartKind>) -> Cell {
        Cell {
            square,
            step: 0,
            knight: false,
            start: false,
            end: false,
            unreached: false,
            candidate: false,
            chosen: false,
            legal: false,
            hinted: false,
            culprit: false,
            refused: false,
            focus,
            traced: false,
            shading,
            survey: None,
            puzzle: None,
        }
    }
}

/// One [`Cell`] per square, row by row.
fn cells(props: &BoardProps) -> Vec<Vec<Cell>> {
    let board = &props.board;
    let mut rows: Vec<Vec<Cell>> = (0..board.rows())
        .map(|row| {
            (0..board.cols())
                .map(|col| {
                    let square = Square::new(row, col);
                    let index = board.index(square).unwrap_or(0);
                    Cell::new(
                        square,
                        square == props.focus,
                        props.shading.as_ref().and_then(|s| s.kind(index)),
                    )
                })
                .collect()
        })
        .collect();
    match &props.heatmap {
        Some(survey) => {
            for entry in &survey.entries {
                mark(&mut rows, entry.start, |cell| cell.survey = Some(*entry));
            }
        }
        None => mark_run(props, &mut rows),
    }
    for &(square, number, clue) in props.numbers.iter() {
        mark(&mut rows, square, |cell| {
            cell.step = u32::from(number);
            cell.puzzle = Some(if clue {
                PuzzleNumber::Clue
            } else {
                PuzzleNumber::Entry
            });
        });
    }
    mark_decision_and_play(props, &mut rows);
    rows
}

/// Applies `change` to `square`'s cell.
fn mark(rows: &mut [Vec<Cell>], square: Square, change: impl FnOnce(&mut Cell)) {
    let cell = rows
        .get_mut(usize::from(square.row()))
        .and_then(|row| row.get_mut(usize::from(square.col())));
    if let Some(cell) = cell {
        change(cell);
    }
}

/// Marks the run: move numbers, its start, the knight, and what it never reached.
fn mark_run(props: &BoardProps, rows: &mut [Vec<Cell>]) {
    for (step, &square) in (1u32..).zip(props.path.iter()) {
        mark(rows, square, |cell| cell.step = step);
    }
    if let Some(&start) = props.path.first() {
        mark(rows, start, |cell| cell.start = true);
    }
    if let Some(&knight) = props.path.last() {
        mark(rows, knight, |cell| cell.knight = true);
    }
    // A "no" that made no walk (a theorem, a spent search) leaves nothing to outline.
    if props.stuck && props.path.len() > 1 {
        for cell in rows.iter_mut().flatten() {
            cell.unreached = cell.step == 0;
        }
    }
}

/// Marks the rule's candidates, play mode's marks and the culprits.
fn mark_decision_and_play(props: &BoardProps, rows: &mut [Vec<Cell>]) {
    if let Some(decision) = &props.decision {
        let chosen = decision.chosen().square;
        for candidate in decision.candidates() {
            mark(rows, candidate.square, |cell| {
                cell.candidate = true;
                cell.chosen = candidate.square == chosen;
            });
        }
    }
    if let Some(play) = &props.play {
        for &square in &play.legal {
            mark(rows, square, |cell| cell.legal = true);
        }
        if let Some(square) = play.hinted {
            mark(rows, square, |cell| cell.hinted = true);
        }
        if let Some(square) = play.refused {
            mark(rows, square, |cell| cell.refused = true);
        }
    }
    for &square in &props.culprits {
        mark(rows, square, |cell| cell.culprit = true);
    }
    if let Some(end) = props.end {
        mark(rows, end, |cell| cell.end = true);
    }
    {
        for &square in props.open.iter() {
            mark(rows, square, |cell| cell.candidate = true);
        }
        if let Some(square) = props.traced {
            mark(rows, square, |cell| cell.traced = true);
        }
    }
}

/// The board drawing.
#[component]
pub fn BoardView(props: &BoardProps) -> Html {
    let board = &props.board;
    let ctx = use_ctx();
    let t = ctx.texts();
    let onward = {
        let (board, path, on) = (board.clone(), props.path.clone(), props.degrees);
        use_memo((board, path, on), |(board, path, on)| {
            on.then(|| tour_core::solver::onward_counts(board, path))
        })
    };
    let rows = cells(props);
    let numbers = board.rows() <= NUMBERS_MAX_SIDE && board.cols() <= NUMBERS_MAX_SIDE;
    let label = match props.caption {
        Some(algorithm) => t.board_label_compare(&crate::text::board_size(board), &algorithm),
        None => t.board_label(&crate::text::board_size(board)),
    };
    let squares = rows.iter().enumerate().map(|(row, cells)| {
        html! { <SquareRow key={row} board={board.clone()} editing={props.editing} cells={Rc::<[Cell]>::from(cells.as_slice())} /> }
    });
    let run = if let Some(survey) = &props.heatmap {
        html! { if numbers { { heat_marks(survey) } } }
    } else {
        let stretches = props.path.chunks(STRETCH).enumerate().map(|(i, _)| {
            let end = ((i + 1) * STRETCH + 1).min(props.path.len());
            let points = Rc::<[Square]>::from(&props.path[i * STRETCH..end]);
            html! { <PathStretch key={i} {points} /> }
        });
        let number_rows = rows
            .iter()
            .enumerate()
            .filter(|_| numbers)
            .map(|(row, cells)| {
                html! { <NumberRow key={row} cells={Rc::<[Cell]>::from(cells.as_slice())} /> }
            });
        html! {
            <>
                <g class="path">{ for stretches }</g>
                <g class="numbers" aria-hidden="true">{ for number_rows }</g>
                if numbers {
                    { corner_labels(&labels(props, (*onward).as_deref())) }
                }
                { knight(props.path.last().copied(), board.leaper()) }
            </>
        }
    };
    // The sums stand where the rank and file labels do.
    let sums = props.study.as_ref().is_some_and(|studied| studied.sums);
    let class = classes!(
        "board",
        props.editing.then_some("editing"),
        sums.then_some("study-sums")
    );
    let marks = props.study.clone().map(|studied| {
        html! { <StudyMarks {studied} shown={props.path.len()} /> }
    });
    html! {
        <svg {class} viewBox={view_box(board.clone())} role="group" data-side={props.side.id()}
            aria-label={label} data-rows={board.rows().to_string()} data-cols={board.cols().to_string()}>
            if !sums {
                <BoardLabels board={board.clone()} />
            }
            { for squares }
            { build_layer(props) }
            { run }
            { for marks }
        </svg>
    }
}

/// Small numbers in the squares' top-right corners: each candidate's score for the next
/// move, and with the overlay on, every unvisited square's onward count.
fn labels(props: &BoardProps, onward: Option<&[Option<u8>]>) -> Vec<(Square, i16, bool)> {
    let board = &props.board;
    let candidates = props
        .decision
        .as_ref()
        .map(Decision::candidates)
        .unwrap_or(&[]);
    let mut labels: Vec<(Square, i16, bool)> = Vec::new();
    if let Some(counts) = onward {
        for (square, count) in board.squares().zip(counts) {
            if let Some(count) = count
                && !candidates.iter().any(|c| c.square == square)
            {
                labels.push((square, i16::from(*count), false));
            }
        }
    }
    labels.extend(candidates.iter().map(|c| (c.square, c.score, true)));
    labels
}
