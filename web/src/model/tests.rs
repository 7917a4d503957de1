//! The reducer's behaviour, natively.

use super::*;
use tour_core::{Algorithm, Run, SolveError, Status, TourKind};

/// Solves synchronously with `state`'s settings, recording the search for backtracking
/// algorithms, as the solve task does.
pub(crate) fn solved_with(state: &AppState, algorithm: Algorithm, start: Square) -> Shared<Solved> {
    let settings = &state.settings;
    let options = settings.solve_options(algorithm, 0);
    let mut solver = algorithm
        .solver_with(settings.board.clone(), start, &options)
        .unwrap();
    let mut events = Vec::new();
    while let Some(event) = solver.step() {
        events.push(event);
    }
    let run = Run::complete(solver.as_mut(), 0).unwrap();
    let order = options.order.unwrap_or_else(|| algorithm.default_order());
    let mut solved = Solved::new(run, algorithm, order, 0);
    solved.search = algorithm.backtracks().then_some(SearchRecord {
        events,
        truncated: false,
    });
    Shared::new(solved)
}

/// [`solved_with`] the settings' algorithm, as an action.
pub(crate) fn solved(state: &AppState, start: Square) -> Action {
    Action::Work(WorkAction::Solved(solved_with(
        state,
        state.settings.algorithm,
        start,
    )))
}

pub(crate) fn with(board: Board, algorithm: Algorithm) -> AppState {
    AppState::new(Settings {
        board,
        algorithm,
        order: SeedOrder::of(algorithm),
        ..Settings::default()
    })
}

fn chess() -> AppState {
    with(Board::CHESS, Algorithm::Warnsdorff)
}

fn square(name: &str, board: Board) -> Square {
    Square::parse(name, &board).unwrap()
}

pub(crate) fn started_with(state: AppState, from: &str) -> AppState {
    let start = square(from, state.board());
    let action = solved(&state, start);
    state.apply(chose(start)).apply(action)
}

/// A click on `square`.
pub(crate) fn chose(square: Square) -> Action {
    Action::Choose {
        square,
        seed: 0,
        at_ms: 0.0,
    }
}

/// The start of the solve the state asks for, if it asks for one.
fn asked_start(state: &AppState) -> Option<Square> {
    match state.asked.as_ref()?.work {
        Work::Solve { start, .. } | Work::Compare { start, .. } => Some(start),
        Work::Survey { .. } | Work::Hint | Work::Puzzle => None,
    }
}

fn started(from: &str) -> AppState {
    started_with(chess(), from)
}

fn control(state: AppState, control: Control) -> AppState {
    state.apply(Action::Control(control))
}

#[test]
fn cancelling_returns_to_idle_with_the_facts() {
    let start = Square::new(0, 0);
    let progress = |placed| {
        Action::Work(WorkAction::Solving(Progress {
            start,
            algorithm: tour_core::Algorithm::Backtrack,
            placed,
            depth: 3,
        }))
    };
    let asked = chess().apply(chose(start));
    assert_eq!(asked.phase(), Phase::Solving, "solving from the click on");
    let state = asked
        .apply(progress(12_345))
        .apply(Action::Work(WorkAction::Cancel));
    assert_eq!(state.phase(), Phase::Idle);
    assert_eq!(state.asked, None);
    let late = state.clone().apply(progress(20_000));
    assert_eq!(late, state, "a late report of the cancelled run is dropped");
    assert_eq!(
        state.report,
        Some(Report::Cancelled {
            start,
            placed: 12_345
        })
    );
}

#[test]
fn a_link_without_autoplay_shows_the_run_paused_at_its_start() {
    let mut state = chess();
    state.pending.paused = true;
    let state = started_with(state, "g3");
    assert_eq!(state.phase(), Phase::Paused);
    assert_eq!(state.watch.player.shown, 1);
    assert_eq!(state.pending, Pending::default());
}

#[test]
fn a_link_step_shows_the_run_paused_there() {
    let mut state = chess();
    state.pending.step = Some(12);
    let state = started_with(state, "g3");
    assert_eq!(state.phase(), Phase::Paused);
    assert_eq!(state.position(), 12);
}

#[test]
fn idle_until_a_square_is_chosen_and_solving_while_the_solver_runs() {
    assert_eq!(chess().phase(), Phase::Idle);
    assert!(chess().path(Side::First).is_empty());
    let solving = chess().apply(chose(Square::new(0, 0)));
    assert_eq!(solving.phase(), Phase::Solving);
    assert_eq!(asked_start(&solving), Some(Square::new(0, 0)));
}

#[test]
fn choosing_plays_from_the_start_square() {
    let state = started("g3");
    assert_eq!(state.phase(), Phase::Playing);
    assert_eq!(state.watch.player.shown, 1);
    assert_eq!(state.path(Side::First), [Square::new(5, 6)]);
}

/// Enter or Space on `square`.
fn pressed(square: Square) -> Action {
    Action::Press {
        square,
        seed: 0,
        at_ms: 0.0,
    }
}

#[test]
fn enter_on_the_square_of_the_run_shown_plays_or_pauses_it_and_elsewhere_starts_one() {
    let g3 = Square::new(5, 6);
    let state = started("g3");
    let paused = state.clone().apply(pressed(g3));
    assert_eq!(paused.phase(), Phase::Paused, "the same run, paused");
    assert_eq!(paused.asked, state.asked, "nothing solved again");
    assert_eq!(paused.apply(pressed(g3)).phase(), Phase::Playing);
    let elsewhere = state.apply(pressed(Square::new(0, 0)));
    assert_eq!(elsewhere.phase(), Phase::Solving);
    assert_eq!(asked_start(&elsewhere), Some(Square::new(0, 0)));
    let solving = chess().apply(chose(g3));
    assert_eq!(
        solving.clone().apply(pressed(g3)),
        solving,
        "still solving it"
    );
    assert_eq!(asked_start(&chess().apply(pressed(g3))), Some(g3));
}

#[test]
fn ticks_run_to_done_and_stop() {
    let state = (0..100).fold(started("g3"), |state, _| control(state, Control::Tick(1)));
    assert_eq!(state.watch.player.shown, 64);
    assert_eq!(state.phase(), Phase::Done);
    let status = state.watch.run.as_ref().unwrap().run.status();
    assert_eq!(status, Status::Complete(TourKind::Open));
    assert!(!state.watch.player.playing);
}

#[test]
fn e3_ends_stuck() {
    let state = control(started("e3"), Control::ToEnd);
    assert_eq!(state.phase(), Phase::Stuck);
    assert_eq!(state.watch.player.shown, 60);
    assert!(state.stuck(Side::First));
}

#[test]
fn keyboard_focus_stays_on_the_board() {
    let state = chess();
    assert_eq!(state.focus.square, square("a1", Board::CHESS));
    let state = state.apply(Action::Focus(FocusAction::Move(1, -1)));
    assert_eq!(state.focus.square, square("a1", Board::CHESS));
    let state = state.apply(Action::Focus(FocusAction::Move(-1, 1)));
    assert_eq!(state.focus.square, square("b2", Board::CHESS));
    assert!(state.focus.from_keyboard);
}

#[test]
fn changing_board_algorithm_or_order_clears_the_run() {
    let state = started("g3").apply(Action::Settings(SettingsAction::Board(
        Board::new(5, 5).unwrap(),
    )));
    assert_eq!(state.phase(), Phase::Idle);
    assert_eq!(state.focus.square, Square::new(4, 0));
    let state = started("g3").apply(Action::Settings(SettingsAction::Order(SeedOrder::Deitel)));
    assert_eq!(
        state.phase(),
        Phase::Solving,
        "the same start, solved again"
    );
    assert!(state.watch.run.is_none());
    assert_eq!(state.settings.order, SeedOrder::Deitel);
    let state = started("g3").apply(Action::Settings(SettingsAction::Algorithm(
        Algorithm::BacktrackEdge,
    )));
    assert_eq!(
        state.settings.order,
        SeedOrder::Ithome,
        "each algorithm brings its seed's order"
    );
}

#[test]
fn a_change_of_settings_keeps_the_start_to_solve_from_again_while_it_is_a_square() {
    let g3 = square("g3", Board::CHESS);
    let again = |state: AppState| asked_start(&state);
    assert_eq!(
        again(started("g3").apply(Action::Settings(SettingsAction::Algorithm(Algorithm::Fast)))),
        Some(g3)
    );
    assert_eq!(
        again(started("g3").apply(Action::Settings(SettingsAction::Closed(true)))),
        Some(g3)
    );
    let camel = Board::CHESS.with_leaper("camel".parse().unwrap());
    assert_eq!(
        again(started("g3").apply(Action::Settings(SettingsAction::Board(camel)))),
        Some(g3)
    );
    let solving = chess().apply(chose(g3));
    assert_eq!(
        again(solving.apply(Action::Settings(SettingsAction::Order(SeedOrder::Deitel)))),
        Some(g3)
    );
    // Another rectangle names other squares; a removed square is no start.
    assert_eq!(
        again(started("g3").apply(Action::Settings(SettingsAction::Board(
            Board::new(10, 10).unwrap()
        )))),
        None
    );
    let edited = started("g3").apply(Action::Settings(SettingsAction::EditSquare {
        square: g3,
        at_ms: 0.0,
    }));
    assert!(edited.board().is_hole(g3));
    assert_eq!(again(edited), None);
    assert_eq!(
        again(chess().apply(Action::Settings(SettingsAction::Algorithm(Algorithm::Fast)))),
        None
    );
    // The solve asked again runs until its result or refusal arrives.
    let changed = started("g3").apply(Action::Settings(SettingsAction::Algorithm(Algorithm::Fast)));
    assert_eq!(changed.phase(), Phase::Solving);
    assert_eq!(
        again(
            changed
                .clone()
                .apply(Action::Work(WorkAction::Solving(Progress::begun(g3))))
        ),
        Some(g3)
    );
    assert_eq!(again(changed.clone().apply(solved(&changed, g3))), None);
    let refused = changed.apply(Action::Work(WorkAction::Refused(
        tour_core::SolveError::StartOffBoard {
            start: g3,
            board: Board::CHESS,
        },
    )));
    assert_eq!(again(refused), None);
}

#[test]
fn a_search_plays_every_placement_and_retreat_then_the_route() {
    let state = with(Board::new(5, 5).unwrap(), Algorithm::Backtrack);
    let state = control(started_with(state, "a5"), Control::SetView(View::Search));
    assert_eq!(state.watch.player.view, View::Search);
    assert_eq!(state.position(), 0);
    assert_eq!(state.path(Side::First).len(), 1);
    let events = state.track().events.unwrap().len();
    assert!(events > 25, "the search backtracks on 5x5");
    let end = control(state, Control::ToEnd);
    assert_eq!(end.phase(), Phase::Done);
    let route = end.watch.run.as_ref().unwrap().run.path().to_vec();
    assert_eq!(end.path(Side::First), route);
    let back = control(control(end, Control::Back), Control::Back);
    assert_eq!(back.position(), events - 2);
    assert_eq!(back.phase(), Phase::Paused);
    let route = control(back, Control::SetView(View::Route));
    assert_eq!(route.watch.player.view, View::Route);
}

/// Play mode's knight moved to `name` on 8x8.
fn choose(name: &str) -> Action {
    Action::Play(PlayAction::Choose {
        square: square(name, Board::CHESS),
        at_ms: 0.0,
    })
}

#[test]
fn in_play_mode_one_message_at_a_time_a_hint_replaces_a_refusal_and_a_refusal_a_hint() {
    let state = chess()
        .apply(Action::Settings(SettingsAction::Mode(Mode::Play)))
        .apply(choose("a1"))
        .apply(choose("a2"));
    assert!(
        state.play.refused.is_some(),
        "a2 is no knight's move from a1"
    );
    let hinting = state.apply(Action::Play(PlayAction::Hint));
    assert_eq!(hinting.play.refused, None, "the hint replaces the refusal");
    assert_eq!(hinting.play.hint, Some(Hint::Searching));
    let refused = hinting.apply(choose("a3"));
    assert!(refused.play.refused.is_some());
    assert_eq!(refused.play.hint, None, "the refusal replaces the hint");
    let shown = refused.apply(Action::Play(PlayAction::ShowLegal(true)));
    assert_eq!(
        shown.play.refused, None,
        "the next action clears the refusal"
    );
}

#[test]
fn play_mode_shows_the_walk_and_its_standing() {
    let state = chess().apply(Action::Settings(SettingsAction::Mode(Mode::Play)));
    assert_eq!(state.phase(), Phase::Idle);
    let state = state.apply(choose("a1")).apply(choose("b3"));
    assert_eq!(state.phase(), Phase::Moving);
    assert_eq!(state.path(Side::First).len(), 2);
    assert_eq!(state.focus.square, square("b3", Board::CHESS));
    let watching = state
        .clone()
        .apply(Action::Settings(SettingsAction::Mode(Mode::Watch)));
    assert_eq!(
        watching.phase(),
        Phase::Idle,
        "watch mode shows its own run"
    );
    assert_eq!(
        watching
            .apply(Action::Settings(SettingsAction::Mode(Mode::Play)))
            .play
            .walk
            .len(),
        2
    );
    let resized = state.apply(Action::Settings(SettingsAction::Board(
        Board::new(6, 6).unwrap(),
    )));
    assert!(resized.play.walk.is_empty());
    assert_eq!(resized.mode, Mode::Play);
    let large = resized.apply(Action::Settings(SettingsAction::Board(
        Board::new(60, 60).unwrap(),
    )));
    assert_eq!(large.mode, Mode::Watch, "canvas boards are watched");
    assert_eq!(
        large
            .apply(Action::Settings(SettingsAction::Mode(Mode::Play)))
            .mode,
        Mode::Watch
    );
}

#[test]
fn editing_in_play_mode_keeps_the_walk_and_refuses_a_square_of_it() {
    let board = Board::new(6, 6).unwrap();
    let choose = |name: &str| {
        Action::Play(PlayAction::Choose {
            square: square(name, board.clone()),
            at_ms: 1000.0,
        })
    };
    let edit = |name: &str| {
        Action::Settings(SettingsAction::EditSquare {
            square: square(name, board.clone()),
            at_ms: 5000.0,
        })
    };
    let state = with(board.clone(), Algorithm::Fast)
        .apply(Action::Settings(SettingsAction::Mode(Mode::Play)))
        .apply(choose("a1"))
        .apply(choose("b3"));
    let state = state.apply(edit("f6"));
    assert_eq!(state.board().square_count(), 35);
    assert_eq!(state.play.walk.len(), 2, "the walk stays");
    assert_eq!(state.play.started_ms, Some(1000.0), "and so does its clock");
    let state = state.apply(edit("b3"));
    assert_eq!(
        state.play.refused,
        Some(Refusal::OnWalk {
            square: square("b3", board.clone()),
            step: 2
        })
    );
    assert!(!state.board().is_hole(square("b3", board.clone())));
    // Removing every square the knight could go on to ends the walk, and its clock.
    let state = ["a5", "c1", "c5", "d2", "d4"]
        .iter()
        .fold(state, |state, name| state.apply(edit(name)));
    assert_eq!(state.play.standing(), Standing::DeadEnd);
    assert_eq!(state.play.ended_ms, Some(5000.0));
    assert_eq!(state.play.refused, None);
    // Another piece keeps the start alone; another rectangle, nothing.
    let zebra = state.board().with_leaper("zebra".parse().unwrap());
    let state = state.apply(Action::Settings(SettingsAction::Board(zebra)));
    assert_eq!(state.play.walk, vec![square("a1", board.clone())]);
    assert_eq!(
        state.play.started_ms, None,
        "the clock starts with the next move"
    );
    let state = state.apply(Action::Settings(SettingsAction::Board(Board::CHESS)));
    assert!(state.play.walk.is_empty());
}

#[test]
fn closed_tours_in_play_mode_keep_the_walk_and_a_mode_change_leaves_nothing_pending() {
    let a1 = square("a1", Board::CHESS);
    let state = chess()
        .apply(Action::Settings(SettingsAction::Mode(Mode::Play)))
        .apply(Action::Play(PlayAction::Choose {
            square: a1,
            at_ms: 0.0,
        }))
        .apply(Action::Play(PlayAction::Hinting(1)))
        .apply(Action::Settings(SettingsAction::Closed(true)));
    assert_eq!(state.settings.ends, Ends::CLOSED);
    assert_eq!(state.play.walk, vec![a1], "the walk stays");
    assert_eq!(state.play.hint, None, "the hint was for the other goal");

    let mut solving = chess().apply(Action::Work(WorkAction::Solving(Progress::begun(a1))));
    solving.pending.step = Some(12);
    let moved = solving.apply(Action::Settings(SettingsAction::Mode(Mode::Compare)));
    assert_eq!(moved.phase(), Phase::Idle, "the cancelled solve is gone");
    assert_eq!(moved.pending.step, None);
    let searching = chess()
        .apply(Action::Settings(SettingsAction::Mode(Mode::Play)))
        .apply(Action::Play(PlayAction::Choose {
            square: a1,
            at_ms: 0.0,
        }))
        .apply(Action::Play(PlayAction::Hinting(1)));
    assert_eq!(searching.play.hint, Some(Hint::Searching));
    let back = searching
        .apply(Action::Settings(SettingsAction::Mode(Mode::Watch)))
        .apply(Action::Settings(SettingsAction::Mode(Mode::Play)));
    assert_eq!(back.play.hint, None, "no search runs after a mode change");
    assert_eq!(back.position(), 1);
    assert_eq!(back.length(), 64);
}

#[test]
fn compare_mode_plays_both_runs_in_step() {
    let state = chess().apply(Action::Settings(SettingsAction::Mode(Mode::Compare)));
    let e3 = square("e3", Board::CHESS);
    let first = solved_with(&state, Algorithm::Warnsdorff, e3);
    let second = solved_with(&state, Algorithm::Fast, e3);
    let state = state.apply(Action::Work(WorkAction::Compared(first, second)));
    assert_eq!(state.length(), 64, "the longer run sets the length");
    let state = control(state, Control::ToEnd);
    assert_eq!(state.path(Side::First).len(), 60);
    assert_eq!(state.path(Side::Second).len(), 64);
    assert!(state.stuck(Side::First) && !state.stuck(Side::Second));
    let state = control(control(state, Control::ToStart), Control::Forward);
    assert_eq!(state.path(Side::First).len(), 2);
    assert_eq!(state.path(Side::Second).len(), 2);
    let state = state.apply(Action::Settings(SettingsAction::Second(Algorithm::Random)));
    assert_eq!(state.phase(), Phase::Solving, "both compared again from e3");
    assert!(state.compare.runs.is_none());
    assert_eq!(state.settings.second, Algorithm::Random);
    let watching = state.apply(Action::Settings(SettingsAction::Mode(Mode::Watch)));
    assert_eq!(
        watching.settings.second,
        Algorithm::Random,
        "kept for the next comparison"
    );
}

fn surveyed(state: &AppState) -> Shared<SurveyResult> {
    let settings = &state.settings;
    let options = settings.solve_options(settings.algorithm, 0);
    let entries =
        tour_core::survey::Survey::run(settings.board.clone(), settings.algorithm, options)
            .unwrap();
    Shared::new(SurveyResult {
        board: settings.board.clone(),
        algorithm: settings.algorithm,
        order: settings.order.moves(),
        seed: 0,
        entries,
        finished: true,
        elapsed_ms: 1.0,
    })
}

#[test]
fn a_finished_survey_shows_the_heatmap_until_a_square_is_chosen() {
    let state = started("g3");
    let survey = surveyed(&state);
    let state = state.apply(Action::Work(WorkAction::Surveyed(survey)));
    assert_eq!(state.phase(), Phase::Idle);
    let heatmap = state.heatmap().unwrap();
    assert_eq!(heatmap.tally().complete(), 63);
    let e3 = Square::new(5, 4);
    assert!(!heatmap.entry(e3).unwrap().status.is_complete());
    let state = started_with(state, "e3");
    assert!(state.heatmap().is_none());
    assert!(
        state.watch.survey.is_some(),
        "the survey stays for the toggle"
    );
    let state = state.apply(Action::Work(WorkAction::ShowHeatmap(true)));
    assert!(state.heatmap().is_some());
    assert!(!state.watch.player.playing);
}

#[test]
fn a_survey_in_progress_can_be_cancelled_and_keeps_its_entries() {
    let state = chess().apply(Action::Work(WorkAction::Survey { seed: 0 }));
    let mut partial = (*surveyed(&state)).clone();
    partial.entries.truncate(10);
    partial.finished = false;
    let state = state.apply(Action::Work(WorkAction::Surveyed(Shared::new(partial))));
    assert_eq!(state.phase(), Phase::Surveying);
    let state = state.apply(Action::Work(WorkAction::Cancel));
    assert_eq!(state.phase(), Phase::Idle);
    assert_eq!(
        state.report,
        Some(Report::SurveyCancelled {
            done: 10,
            total: 64
        })
    );
    assert_eq!(state.heatmap().unwrap().entries.len(), 10);
}

#[test]
fn a_survey_of_other_settings_is_ignored_and_new_settings_clear_it() {
    let state = chess();
    let survey = surveyed(&state);
    let changed = state.apply(Action::Settings(SettingsAction::Order(SeedOrder::Deitel)));
    let changed = changed.apply(Action::Work(WorkAction::Surveyed(survey.clone())));
    assert!(changed.watch.survey.is_none());
    let state = chess().apply(Action::Work(WorkAction::Surveyed(survey)));
    let state = state.apply(Action::Settings(SettingsAction::Board(
        Board::new(6, 6).unwrap(),
    )));
    assert!(state.watch.survey.is_none() && state.heatmap().is_none());
}

#[test]
fn a_refusal_is_kept_as_the_core_s_typed_error() {
    let error = SolveError::StartOffBoard {
        start: Square::new(9, 9),
        board: Board::CHESS,
    };
    let state = started("g3").apply(Action::Work(WorkAction::Refused(error.clone())));
    assert_eq!(state.phase(), Phase::Idle);
    assert_eq!(state.report, Some(Report::Refused(error)));
}

#[test]
fn the_engine_s_failure_ends_the_work_and_is_said_until_the_next_work_or_move() {
    let surveying = chess().apply(Action::Work(WorkAction::Survey { seed: 0 }));
    let failed = surveying.apply(Action::Work(WorkAction::Failed));
    assert_eq!((failed.phase(), failed.asked()), (Phase::Idle, None));
    assert_eq!(failed.report, Some(Report::EngineFailed));
    let again = failed.apply(Action::Work(WorkAction::Survey { seed: 0 }));
    assert!(again.asked().is_some() && again.report.is_none());
    let hinting = chess()
        .apply(Action::Settings(SettingsAction::Mode(Mode::Play)))
        .apply(choose("a1"))
        .apply(Action::Play(PlayAction::Hint));
    assert_eq!(hinting.play.hint, Some(Hint::Searching));
    let failed = hinting.apply(Action::Work(WorkAction::Failed));
    assert_eq!((failed.play.hint, failed.asked()), (None, None));
    assert_eq!(failed.report, Some(Report::EngineFailed));
    assert_eq!(failed.apply(choose("b3")).report, None, "a move goes on");
}

#[test]
fn counts_and_shading_that_arrive_late_are_ignored() {
    let state = started("a1");
    let run = state.watch.run.as_ref().unwrap().id();
    let counted = Counted {
        run: run + 1,
        start: Square::new(7, 0),
        kind: TourKind::Open,
        tours: 3,
    };
    let state = state.apply(Action::Work(WorkAction::Counted(counted)));
    assert_eq!(state.watch.counted, None, "a count for another run");
    let state = state.apply(Action::Work(WorkAction::Counted(Counted {
        run,
        ..counted
    })));
    assert_eq!(state.watch.counted.map(|c| c.tours), Some(3));
    let shading = Shared::new(StartShading::new(Board::new(5, 5).unwrap(), Ends::OPEN));
    let state = state.apply(Action::Work(WorkAction::StartsShaded(shading)));
    assert!(state.starts.is_none(), "shading of another board");
}

#[test]
fn an_import_shows_its_route_paused_on_its_own_board() {
    let board = Board::new(3, 4).unwrap();
    let route = tour_core::text::read_route(&board, "a1 c2 a3 b1 d2 b3 c1 a2 c3 d1 b2 d3").unwrap();
    let imported = Shared::new(Solved::imported(Run::from_route(route)));
    let state = chess()
        .apply(Action::Settings(SettingsAction::Mode(Mode::Play)))
        .apply(Action::Import(ImportAction::Imported(imported)));
    assert_eq!(state.mode, Mode::Watch);
    assert_eq!(state.board(), board);
    assert_eq!(state.phase(), Phase::Paused);
    assert_eq!(state.position(), 1);
}

#[test]
fn a_last_square_and_closed_tours_exclude_each_other_and_finish_on_arms_one_click() {
    let h8 = Square::new(0, 7);
    let state = chess().apply(Action::Settings(SettingsAction::Closed(true)));
    let state = state.apply(Action::Settings(SettingsAction::PickEnd(true)));
    assert!(state.picking_end);
    let state = state.apply(Action::Settings(SettingsAction::End(Some(h8))));
    assert_eq!(
        state.settings.ends,
        Ends::to(h8),
        "a last square leaves closed tours"
    );
    assert!(!state.picking_end, "choosing the square disarms Finish on");
    let state = state.apply(Action::Settings(SettingsAction::Closed(true)));
    assert_eq!(
        state.settings.ends,
        Ends::CLOSED,
        "closed tours let go of the last square"
    );
    assert_eq!(state.let_go, Some(LetGo::End(h8)), "and say so");
    let state = state.apply(Action::Settings(SettingsAction::End(Some(h8))));
    assert_eq!(state.let_go, Some(LetGo::Closed));
    let state = state.apply(Action::Settings(SettingsAction::Board(
        Board::new(5, 5).unwrap(),
    )));
    assert_eq!(state.settings.ends, Ends::OPEN, "h8 is not on 5x5");
    assert_eq!(
        state.let_go, None,
        "a change that lets nothing go says nothing"
    );
}

#[test]
fn in_play_mode_a_last_square_keeps_the_walk() {
    let state = chess()
        .apply(Action::Settings(SettingsAction::Mode(Mode::Play)))
        .apply(Action::Play(PlayAction::Choose {
            square: Square::new(7, 0),
            at_ms: 0.0,
        }));
    let state = state.apply(Action::Settings(SettingsAction::End(Some(Square::new(
        0, 7,
    )))));
    assert_eq!(state.play.walk.len(), 1);
}

/// The code panel's line cursor, on runs the solve task recorded.
mod code_panel {
    use super::*;

    /// `state` with the code panel on, its run from `from` solved by the solve task and
    /// shown paused at its start.
    fn traced(mut state: AppState, from: &str) -> AppState {
        state.settings.overlays.code = true;
        state.pending.paused = true;
        let start = square(from, state.board());
        let job = crate::tasks::SolveJob::new(&state.settings, start, 0).unwrap();
        let Some(Action::Work(WorkAction::Solved(solved))) =
            crate::tasks::tests::run_to_end(job).pop()
        else {
            panic!("a run")
        };
        state
            .apply(Action::Work(WorkAction::Solving(Progress::begun(start))))
            .apply(Action::Work(WorkAction::Solved(solved)))
    }

    fn control(state: AppState, control: Control) -> AppState {
        state.apply(Action::Control(control))
    }

    fn at(state: &AppState) -> (usize, usize) {
        (state.watch.player.line, state.position())
    }

    #[test]
    fn stepping_goes_line_by_line_and_back_over_the_same_lines() {
        // From a8 Warnsdorff scores b6 and c7 (counted, then kept or not), then moves.
        let state = traced(chess(), "a8");
        assert!(state.code_trace().is_some());
        assert_eq!(at(&state), (0, 1));
        let mut state = state;
        let mut seen = Vec::new();
        for _ in 0..7 {
            state = control(state, Control::Forward);
            seen.push(at(&state));
        }
        assert_eq!(
            seen,
            [(1, 1), (2, 1), (3, 1), (4, 1), (5, 2), (6, 2), (7, 2)]
        );
        for &expected in seen.iter().rev().skip(1) {
            state = control(state, Control::Back);
            assert_eq!(at(&state), expected);
        }
        state = control(state, Control::Back);
        assert_eq!(at(&state), (0, 1));
    }

    #[test]
    fn a_search_plays_its_lines_in_the_search_view() {
        let state = traced(with(Board::new(5, 5).unwrap(), Algorithm::Backtrack), "a5");
        assert_eq!(state.watch.player.view, View::Search);
        let mut state = control(state, Control::TogglePlay);
        for _ in 0..10 {
            state = control(state, Control::TickLine);
        }
        let trace = state.code_trace().unwrap();
        let line = state.watch.player.line;
        assert_eq!(line, 10);
        assert_eq!(trace.at[line] as usize, state.position());
        // Fast beats move by events, and the panel shows the last line run there.
        let state = control(state, Control::Tick(50));
        let trace = state.code_trace().unwrap();
        let line = state.watch.player.line;
        assert!(trace.at[line] as usize <= state.position());
        assert!(
            trace
                .at
                .get(line + 1)
                .is_none_or(|&a| a as usize > state.position())
        );
    }

    #[test]
    fn switching_the_panel_on_brings_the_search_view_and_its_line() {
        let mut state = traced(with(Board::new(5, 5).unwrap(), Algorithm::Backtrack), "a5");
        state.settings.overlays.code = false;
        let state = control(state, Control::SetView(View::Route));
        assert_eq!(state.code_trace(), None);
        let overlays = Overlays {
            code: true,
            ..state.settings.overlays
        };
        let state = state.apply(Action::Settings(SettingsAction::Overlays(overlays)));
        assert_eq!(state.watch.player.view, View::Search);
        assert!(state.code_trace().is_some());
    }
}

#[test]
fn thin_boards_surveys_and_hints_run_in_the_engine_and_the_rest_in_the_page() {
    let on = |board: Board, from: &str| {
        let state = with(board.clone(), Algorithm::Fast).apply(chose(square(from, board)));
        state.in_engine(state.asked.clone().unwrap().work)
    };
    assert!(
        on(Board::new(4, 50).unwrap(), "b1"),
        "the thin-board programme"
    );
    assert!(
        !on(Board::new(4, 50).unwrap(), "b2"),
        "a theorem says no at once"
    );
    assert!(!on(Board::CHESS, "a1"), "the construction");
    let giraffe = Board::new(4, 50)
        .unwrap()
        .with_leaper(tour_core::Leaper::GIRAFFE);
    assert!(!on(giraffe, "a1"), "not a whole board toured by the knight");
    let warnsdorff = with(Board::new(3, 8).unwrap(), Algorithm::Warnsdorff);
    let warnsdorff = warnsdorff.apply(chose(Square::new(0, 0)));
    assert!(!warnsdorff.in_engine(warnsdorff.asked.clone().unwrap().work));
    assert!(chess().in_engine(Work::Survey { seed: 0 }) && chess().in_engine(Work::Hint));
    let large = Board::new(100, 100).unwrap();
    assert!(
        !on(large.clone(), "a1"),
        "the engine not loaded yet: the page"
    );
    let mut ready = with(large.clone(), Algorithm::Fast);
    ready.engine = EngineState::Ready(EngineWay::Workers);
    let ready = ready.apply(chose(square("a1", large)));
    assert!(
        ready.in_engine(ready.asked.clone().unwrap().work),
        "no code panel: the engine"
    );
}

#[test]
fn a_search_the_page_could_not_finish_goes_on_in_the_engine() {
    let giraffe = Board::CHESS.with_leaper(tour_core::Leaper::GIRAFFE);
    let state = with(giraffe.clone(), Algorithm::Fast);
    let a1 = square("a1", giraffe.clone());
    let asked = state.apply(chose(a1));
    let undecided = |state: &AppState| {
        let run = Run::checked(
            giraffe.clone(),
            vec![a1],
            Status::Undecided,
            tour_core::solver::Stats::default(),
        )
        .unwrap();
        let order = state.settings.order.moves();
        Action::Work(WorkAction::Solved(Shared::new(Solved::new(
            run,
            Algorithm::Fast,
            order,
            0,
        ))))
    };
    let longer = asked.clone().apply(undecided(&asked));
    assert_eq!(longer.phase(), Phase::Solving);
    assert!(matches!(
        longer.asked.as_ref().map(|asked| asked.work),
        Some(Work::Solve { longer: 1, .. })
    ));
    assert!(longer.in_engine(longer.asked.clone().unwrap().work));
    let shown = longer.clone().apply(undecided(&longer));
    assert!(
        shown.asked.is_none() && shown.watch.run.is_some(),
        "the engine's answer, whatever it is"
    );
    // Still undecided: a person may ask for longer searches, ten times longer each.
    assert_eq!(shown.longer_budget(), Some(400_000_000));
    let again = shown.apply(Action::Work(WorkAction::SearchLonger));
    assert_eq!(again.phase(), Phase::Solving);
    assert!(matches!(
        again.asked.as_ref().map(|asked| asked.work),
        Some(Work::Solve { longer: 2, .. })
    ));
    assert!(again.in_engine(again.asked.clone().unwrap().work));
    let shown = again.clone().apply(undecided(&again));
    assert_eq!(shown.longer_budget(), Some(4_000_000_000));
    let last = shown.apply(Action::Work(WorkAction::SearchLonger));
    let last = last.clone().apply(undecided(&last));
    assert_eq!(
        last.longer_budget(),
        None,
        "four billion placements is the last"
    );
    assert_eq!(
        last.clone().apply(Action::Work(WorkAction::SearchLonger)),
        last
    );
    let mut lost = asked.clone();
    lost.engine = EngineState::Lost;
    let shown = lost.clone().apply(undecided(&lost));
    assert!(
        shown.asked.is_none() && shown.watch.run.is_some(),
        "no engine: the page's answer"
    );
}

/// Every change of the tour's ends, in play mode and out of it, with the boards that keep
/// or lose the last square.
fn ends_actions() -> Vec<Action> {
    let (h8, a1) = (Square::new(0, 7), Square::new(7, 0));
    [
        SettingsAction::Closed(true),
        SettingsAction::Closed(false),
        SettingsAction::End(Some(h8)),
        SettingsAction::End(Some(a1)),
        SettingsAction::End(None),
        SettingsAction::Board(Board::new(5, 5).unwrap()),
        SettingsAction::Board(Board::CHESS),
        SettingsAction::Mode(Mode::Play),
        SettingsAction::Mode(Mode::Watch),
    ]
    .into_iter()
    .map(Action::Settings)
    .collect()
}

/// The states every sequence of up to `len` of [`ends_actions`] reaches from 8x8.
pub(crate) fn ends_reached(len: usize) -> Vec<AppState> {
    let actions = ends_actions();
    let mut states = vec![chess()];
    let mut frontier = states.clone();
    for _ in 0..len {
        frontier = frontier
            .iter()
            .flat_map(|state| {
                actions
                    .iter()
                    .map(|action| state.clone().apply(action.clone()))
            })
            .collect();
        states.extend(frontier.iter().cloned());
    }
    states
}

#[test]
fn the_ends_are_what_the_last_change_asked_and_say_what_it_let_go_of() {
    for before in ends_reached(3) {
        for action in ends_actions() {
            let Action::Settings(change) = &action else {
                unreachable!()
            };
            let after = before.clone().apply(action.clone());
            let (was, now) = (before.settings.ends, after.settings.ends);
            match *change {
                SettingsAction::Closed(true) => {
                    assert_eq!(now, Ends::CLOSED);
                    assert_eq!(after.let_go, was.last().map(LetGo::End));
                }
                SettingsAction::Closed(false) => {
                    assert_eq!((now.kind(), now.last()), (TourKind::Open, was.last()));
                }
                SettingsAction::End(Some(end)) if before.board().contains(end) => {
                    assert_eq!(now, Ends::to(end));
                    let unticked = (was == Ends::CLOSED).then_some(LetGo::Closed);
                    assert_eq!(after.let_go, unticked);
                }
                // No last square off the board: the same as letting go of one.
                SettingsAction::End(_) => assert_eq!(now, Ends::from(was.kind())),
                SettingsAction::Board(ref board) => {
                    let kept = was.last().is_none_or(|end| board.contains(end));
                    assert_eq!(now, if kept { was } else { Ends::OPEN });
                }
                SettingsAction::Mode(_) => assert_eq!(now, was, "{change:?} leaves the ends"),
                SettingsAction::Algorithm(_)
                | SettingsAction::Order(_)
                | SettingsAction::Second(_)
                | SettingsAction::PickEnd(_)
                | SettingsAction::Edit(_)
                | SettingsAction::EditSquare { .. }
                | SettingsAction::Speed(_)
                | SettingsAction::Overlays(_)
                | SettingsAction::Lang(_)
                | SettingsAction::Theme(_) => unreachable!("not among ends_actions"),
            }
            assert!(now.last().is_none_or(|end| after.board().contains(end)));
        }
    }
}

#[test]
fn the_code_panel_switched_on_before_any_run_waits_for_one() {
    let code = Overlays {
        code: true,
        ..Overlays::default()
    };
    let state = chess().apply(Action::Settings(SettingsAction::Overlays(code)));
    assert!(state.settings.overlays.code);
    assert_eq!(state.watch.player, Player::default());
    let state = started_with(state, "c3");
    assert!(
        state
            .code_trace()
            .is_none_or(|trace| trace.view == View::Route)
    );
    assert_eq!(state.position(), 1);
}
