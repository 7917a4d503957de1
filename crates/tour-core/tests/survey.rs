//! The all-starts survey (seed 004) over the seeds' algorithms and orders.

use tour_core::{
    Algorithm, Board, MoveOrder, Options, Square, Status,
    survey::{Survey, SurveyEntry, Tally},
    text::survey_board,
};

fn survey(algorithm: Algorithm, order: MoveOrder) -> Vec<SurveyEntry> {
    let options = Options {
        order: Some(order),
        ..Options::default()
    };
    Survey::run(Board::CHESS, algorithm, options).expect("every route validates")
}

fn failures(entries: &[SurveyEntry]) -> Vec<Square> {
    entries
        .iter()
        .filter(|entry| !entry.status.is_complete())
        .map(|entry| entry.start)
        .collect()
}

#[test]
fn gossip_order_fails_only_from_e3_after_59_moves() {
    let entries = survey(Algorithm::Warnsdorff, MoveOrder::GOSSIP);
    assert_eq!(failures(&entries), [Square::new(5, 4)]);
    let e3 = entries
        .iter()
        .find(|e| e.start == Square::new(5, 4))
        .unwrap();
    assert_eq!(e3.moves(), 59);
    assert_eq!(Tally::of(&entries).complete(), 63);
}

#[test]
fn deitel_order_and_the_accessibility_table_fail_only_from_c5() {
    for algorithm in [Algorithm::Warnsdorff, Algorithm::Accessibility] {
        let entries = survey(algorithm, MoveOrder::DEITEL);
        assert_eq!(failures(&entries), [Square::new(3, 2)], "{algorithm}");
    }
}

#[test]
fn survey_board_marks_the_stuck_start_with_its_move_count() {
    let entries = survey(Algorithm::Warnsdorff, MoveOrder::GOSSIP);
    let text = survey_board(&Board::CHESS, &entries);
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(rows.len(), 8);
    // Row 5 from the top is rank 3; e3 is its fifth mark.
    let marks: Vec<&str> = rows[5].split_whitespace().collect();
    assert_eq!(marks[4], "59");
    assert_eq!(text.matches("59").count(), 1);
}

#[test]
fn slices_of_any_size_give_the_same_survey() {
    let board = Board::new(5, 6).unwrap();
    let whole = Survey::run(board.clone(), Algorithm::Warnsdorff, Options::default()).unwrap();
    for slice in [1, 7, 100] {
        let mut survey = Survey::new(board.clone(), Algorithm::Warnsdorff, Options::default());
        while survey.advance(slice).unwrap().is_running() {}
        assert_eq!(survey.entries(), whole.as_slice());
    }
}

#[test]
fn corner_first_search_proves_no_tour_from_every_start_on_4x4() {
    let board = Board::new(4, 4).unwrap();
    let entries = Survey::run(board, Algorithm::BacktrackEdge, Options::default()).unwrap();
    assert!(entries.iter().all(|e| e.status == Status::NoTour));
}
