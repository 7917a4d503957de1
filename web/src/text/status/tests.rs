//! The sentences the issues and the seed texts quote, in English.

use super::*;
use crate::model::tests::{solved, with};
use crate::model::{Action, Control, Progress, SettingsAction, WorkAction};
use tour_core::{Algorithm, Ends, MoveOrder};

fn run_to_end(algorithm: Algorithm, board: Board, from: &str) -> AppState {
    let state = with(board.clone(), algorithm);
    let start = Square::parse(from, &board).unwrap();
    let action = solved(&state, start);
    state.apply(action).apply(Action::Control(Control::ToEnd))
}

use tour_core::Square;

#[test]
fn complete_and_stuck_lines_match_the_issue() {
    let chess = Board::CHESS;
    assert_eq!(
        status_line(
            Lang::En,
            &run_to_end(Algorithm::Warnsdorff, chess.clone(), "g3")
        ),
        "Tour complete: 64/64 (open)"
    );
    assert_eq!(
        status_line(Lang::En, &run_to_end(Algorithm::Warnsdorff, chess, "e3")),
        "Stuck after 59 moves at a4: no unvisited square is a knight's move away \
         (60/64 squares visited)"
    );
}

#[test]
fn fast_explains_a_square_without_a_tour() {
    let line = status_line(
        Lang::En,
        &run_to_end(Algorithm::Fast, Board::new(5, 5).unwrap(), "b5"),
    );
    assert!(
        line.starts_with("No tour from b5: the board has an odd number of squares"),
        "{line}"
    );
}

#[test]
fn a_tie_is_explained_by_the_move_order() {
    let board = Board::CHESS;
    let order = MoveOrder::GOSSIP;
    let run = Algorithm::Warnsdorff
        .solve(board.clone(), Square::new(5, 6), order)
        .unwrap();
    let why = tour_core::solver::decisions(Algorithm::Warnsdorff, board.clone(), order, run.path())
        .unwrap();
    let tie = why
        .iter()
        .find(|d| d.tied().count() > 1)
        .expect("g3's run has a tie");
    let line = decision_reason(Lang::En, board.clone(), tie, SeedOrder::Gossip, false);
    assert!(line.starts_with("Tie between "), "{line}");
    assert!(
        line.ends_with("comes first in the gossip move order."),
        "{line}"
    );
    let clear = why
        .iter()
        .find(|d| d.tied().count() == 1 && d.candidates().len() > 1)
        .unwrap();
    assert!(
        decision_reason(Lang::En, board, clear, SeedOrder::Gossip, false)
            .contains("has the fewest onward moves")
    );
}

#[test]
fn search_outcomes_are_named() {
    let line = status_line(
        Lang::En,
        &run_to_end(Algorithm::BacktrackEdge, Board::new(3, 5).unwrap(), "a3"),
    );
    assert_eq!(
        line,
        "No tour from a3: the search tried every route (395 placements, 394 taken back) \
         and none covers the 3×5 board"
    );
}

#[test]
fn playback_line_names_the_move_and_square() {
    let state = run_to_end(Algorithm::Warnsdorff, Board::CHESS, "g3")
        .apply(Action::Control(Control::ToStart));
    assert_eq!(
        status_line(state.settings().lang, &state),
        "Paused: move 1 of 64, knight on g3"
    );
}

#[test]
fn a_cancelled_solve_is_worded_in_the_language_of_the_moment() {
    let b1 = Square::parse("b1", &Board::CHESS).unwrap();
    let state = with(Board::CHESS, Algorithm::Backtrack)
        .apply(Action::Choose {
            square: b1,
            seed: 0,
            at_ms: 0.0,
        })
        .apply(Action::Work(WorkAction::Solving(Progress {
            start: b1,
            algorithm: Algorithm::Backtrack,
            placed: 3_188_735,
            depth: 40,
        })))
        .apply(Action::Work(WorkAction::Cancel));
    assert_eq!(
        status_line(state.settings().lang, &state),
        "Cancelled the search from b1 after 3,188,735 placements. Click a square to start again."
    );
    let state = state.apply(Action::Settings(SettingsAction::Lang(Lang::ZhHans)));
    let line = status_line(state.settings().lang, &state);
    assert!(line.contains("b1") && line.contains("3,188,735"), "{line}");
    assert!(!line.contains("Cancelled"), "{line}");
}

#[test]
fn the_engine_s_failure_is_said_in_every_mode_and_language() {
    let switch = |mode| Action::Settings(SettingsAction::Mode(mode));
    for (mode, work) in [
        (Mode::Watch, WorkAction::Survey { seed: 0 }),
        (Mode::Play, WorkAction::Failed),
        (Mode::Puzzle, WorkAction::Failed),
    ] {
        for lang in Lang::ALL {
            let state = with(Board::CHESS, Algorithm::Fast)
                .apply(Action::Settings(SettingsAction::Lang(lang)))
                .apply(switch(mode))
                .apply(Action::Work(work.clone()))
                .apply(Action::Work(WorkAction::Failed));
            let failed = texts(lang).engine_failed;
            assert_eq!(status_line(lang, &state), failed, "{mode:?} {lang:?}");
        }
    }
}

#[test]
fn a_count_names_its_start() {
    let counted = Counted {
        run: 1,
        start: Square::new(0, 0),
        kind: TourKind::Open,
        tours: 304,
    };
    let board = Board::new(5, 5).unwrap();
    assert_eq!(
        tour_count(Lang::En, board, &counted),
        "304 open tours start from a5"
    );
}

#[test]
fn a_search_out_of_budget_says_whether_a_rule_already_knows_a_tour_exists() {
    use tour_core::{Run, solver::Fast};
    // d3 -> c3 on 5 x 6: no theorem decides, and ten placements decide nothing.
    let board = Board::new(5, 6).unwrap();
    let (start, end) = (Square::new(2, 3), Square::new(2, 2));
    let mut fast = Fast::new(board.clone(), start, Ends::to(end), 10).unwrap();
    let run = Run::complete(&mut fast, u64::MAX).unwrap();
    assert_eq!(run.status(), tour_core::Status::Undecided);
    let unknown = outcome(Lang::En, board.clone(), &run, false);
    assert!(
        unknown.starts_with("Undecided from d3: no rule settles this square"),
        "{unknown}"
    );
    let known = outcome(Lang::En, board, &run, true);
    assert!(
        known.starts_with("A tour from d3 exists (a theorem or rule says so)"),
        "{known}"
    );
}

#[test]
fn while_editing_the_status_says_what_a_click_does() {
    let state = run_to_end(Algorithm::Warnsdorff, Board::CHESS, "g3")
        .apply(Action::Settings(SettingsAction::Edit(true)));
    let line = status_line(Lang::En, &state);
    assert!(
        line.starts_with("Editing the board: click a square to remove it"),
        "{line}"
    );
    for lang in [Lang::ZhHant, Lang::ZhHans] {
        assert!(
            status_line(lang, &state).contains("棋盘")
                || status_line(lang, &state).contains("棋盤")
        );
    }
}

#[test]
fn another_piece_is_called_by_its_name_in_every_language() {
    let board = |p, q| {
        Board::new(5, 5)
            .unwrap()
            .with_leaper(tour_core::Leaper::new(p, q).unwrap())
    };
    let names = [
        (board(1, 2), ["knight", "騎士", "骑士"]),
        (board(1, 3), ["camel", "駱駝", "骆驼"]),
        (board(2, 3), ["zebra", "斑馬", "斑马"]),
        (board(1, 4), ["giraffe", "長頸鹿", "长颈鹿"]),
        (board(0, 1), ["(0,1)-leaper", "(0,1) 跳子", "(0,1) 跳子"]),
    ];
    for (board, expected) in names {
        for (lang, name) in Lang::ALL.into_iter().zip(expected) {
            assert_eq!(crate::text::piece_name(lang, &board), name);
        }
    }
    let giraffe = Board::new(10, 10)
        .unwrap()
        .with_leaper(tour_core::Leaper::GIRAFFE);
    let state = with(giraffe.clone(), Algorithm::Fast);
    let start = Square::parse("a1", &giraffe).unwrap();
    let action = solved(&state, start);
    let state = state.apply(action);
    assert_eq!(
        status_line(Lang::En, &state),
        "Playing: move 1 of 100, giraffe on a1"
    );
    assert!(status_line(Lang::ZhHant, &state).contains("長頸鹿在 a1"));
    assert_eq!(
        crate::text::tagline(Lang::En, &giraffe),
        "Click a square to choose where the giraffe starts, then watch it try to visit every square exactly once."
    );
}

#[test]
fn compare_mode_states_each_board_for_that_board() {
    let board = Board::new(5, 5).unwrap();
    let state = with(board.clone(), Algorithm::Fast).apply(Action::Settings(
        SettingsAction::Second(Algorithm::Warnsdorff),
    ));
    let state = state.apply(Action::Settings(SettingsAction::Mode(
        crate::model::Mode::Compare,
    )));
    let b5 = Square::parse("b5", &board).unwrap();
    let first = crate::model::tests::solved_with(&state, Algorithm::Fast, b5);
    let second = crate::model::tests::solved_with(&state, Algorithm::Warnsdorff, b5);
    let next = second.run.path()[1].algebraic(&board);
    let state = state
        .apply(Action::Work(WorkAction::Compared(first, second)))
        .apply(Action::Control(Control::Forward));
    let no = "fast: no tour from b5: the board has an odd number of squares";
    let line = status_line(Lang::En, &state);
    assert!(line.starts_with(&format!("Paused — {no}")), "{line}");
    assert!(
        line.ends_with(&format!(" · warnsdorff: move 2 of 24, knight on {next}")),
        "{line}"
    );
    let ended = status_line(Lang::En, &state.apply(Action::Control(Control::ToEnd)));
    assert!(ended.starts_with(no), "{ended}");
    assert!(
        ended.ends_with(
            "this square has the other colour · warnsdorff: stuck at e1 after 24 squares"
        ),
        "{ended}"
    );
}

#[test]
fn compare_mode_groups_each_board_s_move_count() {
    let board = Board::new(40, 40).unwrap();
    let state = with(board.clone(), Algorithm::Fast).apply(Action::Settings(
        SettingsAction::Second(Algorithm::Warnsdorff),
    ));
    let state = state.apply(Action::Settings(SettingsAction::Mode(
        crate::model::Mode::Compare,
    )));
    let a1 = Square::parse("a1", &board).unwrap();
    let first = crate::model::tests::solved_with(&state, Algorithm::Fast, a1);
    let second = crate::model::tests::solved_with(&state, Algorithm::Warnsdorff, a1);
    let state = state
        .apply(Action::Work(WorkAction::Compared(first, second)))
        .apply(Action::Control(Control::ToStart))
        .apply(Action::Control(Control::TogglePlay))
        .apply(Action::Control(Control::Tick(1000)));
    let line = status_line(Lang::En, &state);
    assert!(
        line.starts_with("Playing — fast: move 1,001 of 1,600, knight on "),
        "{line}"
    );
}

#[test]
fn a_reason_for_every_square_is_said_once_for_the_board_naming_the_piece() {
    let camel = Board::CHESS.with_leaper(tour_core::Leaper::CAMEL);
    let idle = with(camel.clone(), Algorithm::Fast);
    let said = "No square of this board starts a camel's tour: every move of the camel \
                keeps the square's colour, so from any square it never reaches the squares \
                of the other colour.";
    assert_eq!(status_line(Lang::En, &idle), said, "before any click");
    assert_eq!(
        status_line(Lang::En, &run_to_end(Algorithm::Fast, camel.clone(), "a2")),
        said,
        "and after one"
    );
    assert!(status_line(Lang::ZhHans, &idle).starts_with("这个棋盘上没有任何一格能开始骆驼的巡游"));
    assert!(status_line(Lang::ZhHant, &idle).starts_with("這個棋盤上沒有任何一格能開始駱駝的巡邏"));
    // On 5x5 the knight's open tours start on the corners' colour: square by square.
    let five = with(Board::new(5, 5).unwrap(), Algorithm::Fast);
    assert!(
        status_line(Lang::En, &five).starts_with("Click"),
        "{}",
        status_line(Lang::En, &five)
    );
}
