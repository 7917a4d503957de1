//! Why something cannot be: theorems, the core's typed errors, refused imports, and
//! the reports of work that ended without a run.

use tour_core::{
    Board, BoardError, RouteError, SolveError, Square, SquareError,
    board::{MAX_SIDE, MIN_SIDE, Side},
    text::{ImportError, JsonError, file_name},
    theory::Impossibility,
};

use tour_core::text::grouped;

use super::{any_piece, board_size, piece_name, texts};
use crate::model::{ImportProblem, Lang, Report};

/// Why no tour exists, in the interface language, naming squares on `board`.
pub fn reason(lang: Lang, board: &Board, why: Impossibility) -> String {
    let t = texts(lang);
    let name = |square: Square| square.algebraic(board);
    let count = |n: u32| grouped(n);
    match why {
        Impossibility::MinorityColour => t.reason_parity.to_owned(),
        Impossibility::BothSidesOdd => t.reason_both_odd.to_owned(),
        Impossibility::NarrowBoard { side } => t.reason_narrow(&grouped(side)),
        Impossibility::ThreeByFourSixEight { long } => t.reason_three(&long),
        Impossibility::TooThin => t.reason_thin.to_owned(),
        Impossibility::EndIsStart => t.reason_end_is_start.to_owned(),
        Impossibility::EndsSameColour => t.reason_ends_same_colour.to_owned(),
        Impossibility::EndMinorityColour => t.reason_end_minority.to_owned(),
        Impossibility::StartInnerRow => t.reason_inner_row.to_owned(),
        Impossibility::EndInnerRow => t.reason_end_inner_row.to_owned(),
        Impossibility::NoCompletion => t.reason_no_completion.to_owned(),
        Impossibility::Exhausted { positions } => t.reason_exhausted(&grouped(positions)),
        // The graph rules' reasons, which boards with holes or other pieces meet.
        Impossibility::SingleSquare => t.reason_single.to_owned(),
        Impossibility::Isolated { square } => t.reason_isolated(&name(square)),
        Impossibility::OffLattice { square, step } => {
            t.reason_lattice(&piece_name(lang, board), &step, &name(square))
        }
        Impossibility::OtherColour { square } => {
            t.reason_other_colour(&piece_name(lang, board), &name(square))
        }
        Impossibility::Disconnected { square } => {
            t.reason_disconnected(&piece_name(lang, board), &name(square))
        }
        Impossibility::DeadEndClosed { square } => t.reason_dead_end_closed(&name(square)),
        Impossibility::ThreeDeadEnds { squares: [a, b, c] } => {
            t.reason_three_dead_ends(&name(a), &name(b), &name(c))
        }
        Impossibility::DeadEndsNotStart { first, second } => {
            t.reason_dead_ends_not_start(&name(first), &name(second))
        }
        Impossibility::DeadEndNotEnd { square } => t.reason_dead_end_not_end(&name(square)),
        Impossibility::UnevenColours { larger, smaller } => {
            t.reason_uneven(&count(larger), &count(smaller))
        }
        Impossibility::UnequalColours { larger, smaller } => {
            t.reason_unequal(&count(larger), &count(smaller))
        }
        Impossibility::StartOnSmallerColour { larger, smaller } => {
            t.reason_start_smaller(&count(larger), &count(smaller))
        }
        Impossibility::EndSameColourAsStart { each } => t.reason_end_same_colour(&count(each)),
        Impossibility::EndOnSmallerColour { larger, smaller } => {
            t.reason_end_smaller(&count(larger), &count(smaller))
        }
    }
}

/// The sentence for a reason that holds for every start
/// ([`Impossibility::for_every_start`]), said once for the whole board: "No square of
/// this board starts a camel's tour: …".
pub fn board_no_tour(lang: Lang, board: &Board, why: Impossibility) -> String {
    let (t, piece) = (texts(lang), piece_name(lang, board));
    // The reasons that name a square the start cannot reach say it of every start.
    let sentence = match why {
        Impossibility::OffLattice { step, .. } => t.reason_all_lattice(&piece, &step),
        Impossibility::OtherColour { .. } => t.reason_all_other_colour(&piece),
        Impossibility::Disconnected { .. } => t.reason_all_disconnected(&piece),
        _ => reason(lang, board, why),
    };
    // Schwenk's conditions and the like rule out closed tours only: say so.
    let closed = matches!(
        why,
        Impossibility::BothSidesOdd
            | Impossibility::NarrowBoard { .. }
            | Impossibility::ThreeByFourSixEight { .. }
            | Impossibility::SingleSquare
            | Impossibility::DeadEndClosed { .. }
            | Impossibility::UnequalColours { .. }
    );
    if closed {
        t.board_no_closed_tour(&piece, &sentence)
    } else {
        t.board_no_tour(&piece, &sentence)
    }
}

/// The status line's sentence for work that ended without a run.
pub fn report(lang: Lang, board: Board, report: &Report) -> String {
    let t = texts(lang);
    match report {
        Report::Cancelled { start, placed } => {
            t.cancelled(&start.algebraic(&board), &grouped(*placed))
        }
        Report::SurveyCancelled { done, total } => {
            t.survey_cancelled(&grouped(*done), &grouped(*total))
        }
        Report::Refused(SolveError::StartOffBoard { start, board }) => {
            t.refused_start(&start.seed_coords(), &board_size(board))
        }
        Report::Refused(SolveError::EndOffBoard { end, board }) => {
            t.refused_end(&end.seed_coords(), &board_size(board))
        }
        Report::Refused(SolveError::StartOnHole { start }) => {
            t.refused_start_hole(&start.algebraic(&board))
        }
        Report::Refused(SolveError::EndOnHole { end }) => {
            t.refused_end_hole(&end.algebraic(&board))
        }
        Report::Refused(SolveError::EndNeedsFast { algorithm }) => t.refused_end_fast(algorithm),
        Report::Refused(SolveError::InvalidRoute(error)) => {
            t.refused_invalid(&route_error(lang, board, error))
        }
        Report::EngineFailed => t.engine_failed.to_owned(),
    }
}

/// Why a pasted route was refused, in the interface language.
pub fn import_problem(lang: Lang, problem: &ImportProblem) -> String {
    let t = texts(lang);
    let Some(error) = &problem.error else {
        return t.engine_failed.to_owned();
    };
    let why = match error {
        ImportError::Empty => t.imp_empty.to_owned(),
        ImportError::Json(error) => json_error(lang, error),
        ImportError::RaggedRow {
            row,
            expected,
            found,
        } => t.imp_ragged(&grouped(*row), &grouped(*found), &grouped(*expected)),
        ImportError::Board(error) => board_error(lang, error),
        ImportError::RepeatedNumber { number } => t.imp_repeated(&grouped(*number)),
        ImportError::MissingNumber { number } => t.imp_missing(&grouped(*number)),
        ImportError::NotASquare { position, error } => {
            t.imp_not_square(&grouped(*position), &square_error(lang, error))
        }
        ImportError::Route { error, .. } => route_error(lang, problem.board.clone(), error),
    };
    t.imp_intro(&why)
}

/// What is wrong with a text that starts as JSON.
fn json_error(lang: Lang, error: &JsonError) -> String {
    let t = texts(lang);
    match error {
        JsonError::Unexpected { line, column } => t.imp_json_at(&grouped(*line), &grouped(*column)),
        JsonError::Missing { field } => t.imp_json_missing(field),
        JsonError::Repeated { field } | JsonError::Wrong { field } => t.imp_json_field(field),
        JsonError::Holes(why) => t.e_holes(&why.entry(), &square_error(lang, why.error())),
        JsonError::Leaper(_) => super::leaper_error(lang),
    }
}

/// What is wrong with a route, counting moves from 1.
fn route_error(lang: Lang, board: Board, error: &RouteError) -> String {
    let t = texts(lang);
    let name = |square: &tour_core::Square| square.algebraic(&board);
    match error {
        RouteError::Empty => t.imp_empty.to_owned(),
        RouteError::OffBoard { position, .. } => t.imp_off(&grouped(position + 1)),
        RouteError::Repeated {
            position,
            first,
            square,
        } => t.imp_revisit(&grouped(position + 1), &name(square), &grouped(first + 1)),
        RouteError::OnHole { position, square } => {
            t.imp_hole(&grouped(position + 1), &name(square))
        }
        RouteError::NotKnightMove { position, from, to } => {
            if any_piece(&board) {
                let piece = super::piece_name(lang, &board);
                return t.imp_not_move_any(&grouped(position + 1), &name(from), &name(to), &piece);
            }
            t.imp_not_move(&grouped(position + 1), &name(from), &name(to))
        }
        RouteError::Incomplete { visited, area } => {
            t.imp_incomplete(&grouped(*visited), &grouped(*area))
        }
    }
}

/// Why a board size was refused, in the interface language.
pub fn board_error(lang: Lang, error: &BoardError) -> String {
    let t = texts(lang);
    match error {
        BoardError::SideOutOfRange { side, value } => {
            let side = match side {
                Side::Rows => t.side_rows,
                Side::Columns => t.side_cols,
            };
            t.e_board_range(&side, &MIN_SIDE, &MAX_SIDE, value)
        }
        BoardError::Malformed(text) => t.e_board_malformed(text, &MIN_SIDE, &MAX_SIDE),
        BoardError::HoleOffBoard { square, size } => {
            t.e_hole_off(&square.seed_coords(), &format!("{}×{}", size.0, size.1))
        }
        BoardError::NoSquaresLeft => t.e_no_squares.to_owned(),
    }
}

/// Why a square name was refused, in the interface language.
pub fn square_error(lang: Lang, error: &SquareError) -> String {
    let t = texts(lang);
    match error {
        SquareError::Malformed(text) => t.e_square_malformed(text),
        SquareError::OffBoard { text, board } => t.e_square_off(
            text,
            &board_size(board),
            &file_name(0),
            &file_name(board.cols() - 1),
            &board.rows(),
            &(board.rows() - 1),
            &(board.cols() - 1),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SQUARE: Square = Square::new(0, 0);

    fn every_reason() -> Vec<Impossibility> {
        vec![
            Impossibility::SingleSquare,
            Impossibility::Isolated { square: SQUARE },
            Impossibility::OffLattice {
                square: SQUARE,
                step: 2,
            },
            Impossibility::OtherColour { square: SQUARE },
            Impossibility::Disconnected { square: SQUARE },
            Impossibility::DeadEndClosed { square: SQUARE },
            Impossibility::ThreeDeadEnds {
                squares: [SQUARE; 3],
            },
            Impossibility::DeadEndsNotStart {
                first: SQUARE,
                second: SQUARE,
            },
            Impossibility::DeadEndNotEnd { square: SQUARE },
            Impossibility::UnevenColours {
                larger: 1234,
                smaller: 2,
            },
            Impossibility::UnequalColours {
                larger: 3,
                smaller: 2,
            },
            Impossibility::StartOnSmallerColour {
                larger: 3,
                smaller: 2,
            },
            Impossibility::EndSameColourAsStart { each: 3 },
            Impossibility::EndOnSmallerColour {
                larger: 3,
                smaller: 2,
            },
        ]
    }

    #[test]
    fn every_graph_rule_is_worded_in_every_language_with_its_values() {
        let board = Board::CHESS;
        for lang in [Lang::En, Lang::ZhHant, Lang::ZhHans] {
            for why in every_reason() {
                let text = reason(lang, &board, why);
                assert!(
                    !text.is_empty() && !text.contains('{'),
                    "{lang:?} {why:?}: {text}"
                );
            }
            assert!(reason(lang, &board, every_reason()[1]).contains("a8"));
            assert!(reason(lang, &board, every_reason()[9]).contains("1,234"));
            let refused = Report::Refused(SolveError::StartOnHole { start: SQUARE });
            assert!(report(lang, board.clone(), &refused).contains("a8"));
            let failed = report(lang, board.clone(), &Report::EngineFailed);
            assert_eq!(failed, texts(lang).engine_failed);
            let on_hole = RouteError::OnHole {
                position: 2,
                square: SQUARE,
            };
            assert!(route_error(lang, board.clone(), &on_hole).contains('3'));
            assert!(!board_error(lang, &BoardError::NoSquaresLeft).is_empty());
        }
    }

    #[test]
    fn import_problems_group_their_move_numbers() {
        let board = Board::new(40, 40).unwrap();
        let problem = |error| ImportProblem {
            error: Some(error),
            board: board.clone(),
        };
        let repeated = problem(ImportError::RepeatedNumber { number: 1_234 });
        assert!(import_problem(Lang::En, &repeated).contains("move 1,234 appears twice"));
        let off = problem(ImportError::Route {
            board: board.clone(),
            error: RouteError::OffBoard {
                position: 1_233,
                square: tour_core::Square::new(40, 0),
            },
        });
        assert!(import_problem(Lang::En, &off).contains("1,234"));
        let unavailable = ImportProblem::new(None, board.clone());
        assert_eq!(
            import_problem(Lang::En, &unavailable),
            texts(Lang::En).engine_failed
        );
    }

    #[test]
    fn every_refused_json_is_worded_in_every_language() {
        let pastes = [
            "{\"rows\": 8,\n \"cols\": 8, \"route\": [\"a1\"",
            r#"{"cols":8,"route":[]}"#,
            r#"{"rows":8,"rows":8}"#,
            r#"{"rows":"8"}"#,
            r#"{"rows":8,"cols":8,"holes":"z9","route":[]}"#,
            r#"{"rows":8,"cols":8,"leaper":"rook","route":[]}"#,
        ];
        for lang in [Lang::En, Lang::ZhHant, Lang::ZhHans] {
            for paste in pastes {
                let error = tour_core::text::read_route(&Board::CHESS, paste).unwrap_err();
                assert!(matches!(error, ImportError::Json(_)), "{paste}");
                let said = import_problem(lang, &ImportProblem::new(Some(error), Board::CHESS));
                assert!(
                    !said.contains('{') && !said.contains('⋯'),
                    "{lang:?} {paste}: {said}"
                );
            }
        }
        let cut = ImportProblem::new(
            Some(tour_core::text::read_route(&Board::CHESS, pastes[0]).unwrap_err()),
            Board::CHESS,
        );
        assert_eq!(
            import_problem(Lang::En, &cut),
            "Not imported: the JSON breaks off or is malformed at line 2, column 27."
        );
    }

    #[test]
    fn sentences_that_name_the_knight_have_a_version_for_any_piece() {
        let camel = Board::CHESS.with_leaper(tour_core::Leaper::CAMEL);
        assert!(!any_piece(&Board::CHESS) && any_piece(&camel));
        for lang in [Lang::En, Lang::ZhHant, Lang::ZhHans] {
            let t = texts(lang);
            let sentences = [
                t.closed_label_any,
                t.stuck_any,
                t.only_one_any,
                t.dead_end_any,
                t.play_dead_end_any,
                t.not_a_move_any,
                t.lost_cut_any,
                t.lost_no_way_back_any,
                t.walk_not_move_any,
                t.imp_not_move_any,
                t.play_tagline_any,
                t.play_how_to_any,
            ];
            for sentence in sentences {
                assert!(
                    !sentence.contains("knight")
                        && !sentence.contains('馬')
                        && !sentence.contains('马')
                );
                let words = sentence.replace(['{', '}'], " ");
                let english = words
                    .split(|c: char| !c.is_ascii_alphabetic())
                    .filter(|word| {
                        // Placeholders, and the two names the Chinese help keeps.
                        ![
                            "moves",
                            "at",
                            "len",
                            "area",
                            "from",
                            "sq",
                            "n",
                            "left",
                            "k",
                            "to",
                            "piece",
                            "Warnsdorff",
                            "Enter",
                        ]
                        .contains(word)
                    })
                    .any(|word| word.len() > 2);
                assert_eq!(english, lang == Lang::En, "{lang:?}: {sentence}");
            }
        }
    }

    #[test]
    fn the_chinese_sentences_leave_no_english_words() {
        for lang in [Lang::ZhHant, Lang::ZhHans] {
            for why in every_reason() {
                let text = reason(lang, &Board::CHESS, why);
                let english = text
                    .split(|c: char| !c.is_ascii_alphabetic())
                    .any(|word| word.len() > 2);
                assert!(!english, "{lang:?}: {text}");
            }
        }
    }
}
