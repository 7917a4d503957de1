//! Puzzle mode's sentences, worded from the puzzle's state at render time: the tagline,
//! the status line, the message (a refusal, Check's findings, a hint's deductions, why
//! there is no puzzle), the code line and the result to share. Every enum is matched
//! variant by variant, so a new deduction or problem of the core must be worded before
//! the app compiles.

use tour_core::puzzle::{Clue, Deduction, Level, Problem, Reach, Starved};
use tour_core::text::{clock, grouped, numbered_board};
use tour_core::{Board, Route, Square, TourKind};
use tour_engine::protocol::NoPuzzle;

use super::{Texts, board_size, piece_name, texts};
use crate::model::{Lang, NotUnique, PuzzleRefusal, PuzzleState, Said};

/// The name of `level`.
pub fn level_name(t: &Texts, level: Level) -> &'static str {
    match level {
        Level::Easy => t.pz_easy,
        Level::Medium => t.pz_medium,
        Level::Hard => t.pz_hard,
    }
}

/// Puzzle mode's tagline, naming the board's piece.
pub fn puzzle_tagline(lang: Lang, board: &Board) -> String {
    texts(lang).pz_tagline(&piece_name(lang, board))
}

/// The status line in puzzle mode: what the engine is working on, how far the
/// student has come, or the solved puzzle's time.
pub fn puzzle_status(lang: Lang, puzzle: &PuzzleState) -> String {
    let t = texts(lang);
    if let Some(finished) = puzzle.finished() {
        let time = clock(finished.time_ms as f64);
        return match finished.level {
            Some(level) => t.pz_solved(&time, &finished.hints, &level_name(t, level)),
            None => t.pz_solved_shared(&time, &finished.hints),
        };
    }
    if puzzle.making() {
        let said = if puzzle.making_new() {
            t.pz_making
        } else {
            t.pz_solving
        };
        return said.to_owned();
    }
    let Some(posed) = &puzzle.posed else {
        return t.pz_idle.to_owned();
    };
    if puzzle.revealed {
        return t.pz_shown.to_owned();
    }
    let total = posed.puzzle.numbers();
    let placed = grouped(posed.puzzle.clues().len() + puzzle.entries.len());
    if puzzle.next() > total {
        return t.pz_status_end(&placed, &grouped(total));
    }
    t.pz_status(&placed, &grouped(total), &puzzle.next())
}

/// The code line: the code, and the level and seed of a puzzle made here.
pub fn code_line(lang: Lang, puzzle: &PuzzleState) -> Option<String> {
    let t = texts(lang);
    let posed = puzzle.posed.as_ref()?;
    let code = posed.puzzle.code();
    Some(match posed.made {
        Some((level, seed)) => t.pz_about(&code, &level_name(t, level), &seed),
        None => t.pz_code(&code),
    })
}

/// A solved puzzle as text to share: what was solved, in what time, with how many
/// hints, its code, and the numbered board (the route checked by the validator).
pub fn puzzle_result(lang: Lang, puzzle: &PuzzleState) -> Option<String> {
    let t = texts(lang);
    let finished = puzzle.finished()?;
    let posed = puzzle.posed.as_ref()?;
    let board = posed.puzzle.board().clone();
    let route = Route::new(board.clone(), puzzle.filled()?).ok()?;
    let (size, time, code) = (
        board_size(&board),
        clock(finished.time_ms as f64),
        posed.puzzle.code(),
    );
    let head = match finished.level {
        Some(level) => t.pz_result(&size, &level_name(t, level), &time, &finished.hints, &code),
        None => t.pz_result_shared(&size, &time, &finished.hints, &code),
    };
    Some(format!("{head}\n\n{}", numbered_board(&route)))
}

/// What the message is, for its look and hooks (`data-said`).
pub fn said_kind(said: &Said) -> &'static str {
    match said {
        Said::Refused(_) => "refused",
        Said::Checked { .. } => "checked",
        Said::Hint(steps) if matches!(steps.last(), Some(Deduction::Guess { .. })) => "guess",
        Said::Hint(_) => "hint",
        Said::FixFirst => "fix-first",
        Said::NotUnique(_) => "not-unique",
        Said::NoPuzzle(_) => "no-puzzle",
    }
}

/// The message, in `lang`, about `board` (the puzzle's, or the page's before one).
pub fn said(lang: Lang, board: &Board, said: &Said) -> String {
    let say = Say::new(lang, board);
    let t = say.t;
    match said {
        Said::Refused(refusal) => say.refused(*refusal),
        Said::Checked {
            problems,
            wrong,
            placed,
        } => match problems.split_first() {
            Some((first, [])) => say.problem(first),
            Some((first, rest)) => {
                t.two_sentences(&say.problem(first), &t.pz_check_more(&rest.len()))
            }
            None if *placed == 0 => t.pz_empty_check.to_owned(),
            None if *wrong > 0 => t.pz_check_wrong(wrong, placed),
            None => t.pz_all_right.to_owned(),
        },
        Said::Hint(steps) => steps
            .iter()
            .map(|step| say.deduction(step))
            .reduce(|first, next| t.two_sentences(&first, &next))
            .unwrap_or_default(),
        Said::FixFirst => t.pz_fix_first.to_owned(),
        Said::NotUnique(NotUnique::None) => t.pz_none_unique.to_owned(),
        Said::NotUnique(NotUnique::Several) => t.pz_several.to_owned(),
        Said::NoPuzzle(why) => say.no_puzzle(*why),
    }
}

/// The sentences of one language about one board.
struct Say<'a> {
    t: &'static Texts,
    board: &'a Board,
    piece: String,
}

impl<'a> Say<'a> {
    fn new(lang: Lang, board: &'a Board) -> Say<'a> {
        Say {
            t: texts(lang),
            board,
            piece: piece_name(lang, board),
        }
    }

    fn at(&self, square: Square) -> String {
        square.algebraic(self.board)
    }

    /// Why a click or a typed number was refused.
    fn refused(&self, refusal: PuzzleRefusal) -> String {
        let t = self.t;
        match refusal {
            PuzzleRefusal::Clue {
                square,
                clue,
                number: None,
            } => t.pz_refused_clue_typed(&self.at(square), &clue),
            PuzzleRefusal::Clue {
                square,
                clue,
                number: Some(number),
            } => t.pz_refused_clue(&self.at(square), &clue, &number),
            PuzzleRefusal::NotAMove {
                number,
                square,
                from,
            } => t.pz_refused_not_move(&number, &self.at(square), &self.at(from), &self.piece),
            PuzzleRefusal::Elsewhere { number, on } => {
                t.pz_refused_elsewhere(&number, &self.at(on))
            }
            PuzzleRefusal::Taken { square, held } => t.pz_refused_taken(&self.at(square), &held),
            PuzzleRefusal::TooLarge { number, max } => t.pz_refused_too_large(&number, &max),
        }
    }

    /// One rule the student's numbers break.
    fn problem(&self, problem: &Problem) -> String {
        let t = self.t;
        match *problem {
            Problem::NotAMove {
                number,
                square,
                previous,
                previous_square,
            } => t.pz_check_not_move(
                &number,
                &self.at(square),
                &previous,
                &self.at(previous_square),
                &self.piece,
            ),
            Problem::Twice { number, squares } => {
                t.pz_check_twice(&number, &self.at(squares[0]), &self.at(squares[1]))
            }
            Problem::OutOfRange {
                number,
                square,
                max,
            } => t.pz_check_range(&number, &self.at(square), &max),
            Problem::OnClue {
                square,
                number,
                clue,
            } => t.pz_check_on_clue(&self.at(square), &number, &clue),
            Problem::OffBoard { square } => {
                t.pz_check_off(&format!("{},{}", square.row(), square.col()))
            }
        }
    }

    /// A deduction, as a hint says it.
    // Long: one sentence per kind of deduction, in the enum's order.
    fn deduction(&self, deduction: &Deduction) -> String {
        let t = self.t;
        let ruled = |ruled_out: bool, text: String| {
            if ruled_out {
                text + t.pz_ruled_out
            } else {
                text
            }
        };
        let sq = |clue: Clue| self.at(clue.square);
        match *deduction {
            Deduction::Between {
                number,
                square,
                before,
                after,
            } => t.pz_between(
                &number,
                &self.at(square),
                &before.number,
                &sq(before),
                &after.number,
                &sq(after),
                &self.piece,
            ),
            Deduction::OnlyNeighbour {
                number,
                square,
                from,
                other: Some(other),
            } => t.pz_neighbour(
                &number,
                &self.at(square),
                &from.number,
                &sq(from),
                &other.number,
                &sq(other),
            ),
            Deduction::OnlyNeighbour {
                number,
                square,
                from,
                other: None,
            } => t.pz_neighbour_end(&number, &self.at(square), &from.number, &sq(from)),
            Deduction::OnlySquare {
                number,
                square,
                before,
                after,
                ruled_out,
            } => {
                let at = self.at(square);
                let text = match (before, after) {
                    (Some(a), Some(b)) => t.pz_only_square_two(
                        &number,
                        &at,
                        &a.clue.number,
                        &sq(a.clue),
                        &a.moves,
                        &b.clue.number,
                        &sq(b.clue),
                        &b.moves,
                    ),
                    (Some(one), None) | (None, Some(one)) => self.only_square_one(number, &at, one),
                    (None, None) => t.pz_only_square_none(&number, &at),
                };
                ruled(ruled_out, text)
            }
            Deduction::OnlyNumber {
                square,
                number,
                ruled_out,
            } => ruled(ruled_out, t.pz_only_number(&self.at(square), &number)),
            Deduction::Pair {
                from,
                squares,
                numbers,
            } => t.pz_pair(
                &from.number,
                &sq(from),
                &self.at(squares[0]),
                &self.at(squares[1]),
                &numbers[0],
                &numbers[1],
            ),
            Deduction::CutOff {
                number,
                square,
                starved: Starved::Square(cut),
            } => t.pz_cut_square(&number, &self.at(square), &self.at(cut)),
            Deduction::CutOff {
                number,
                square,
                starved: Starved::Number(other),
            } => t.pz_cut_number(&number, &self.at(square), &other),
            Deduction::Guess {
                number,
                square,
                options,
            } => t.pz_guess(&number, &self.at(square), &options),
            Deduction::Refuted { number, square } => t.pz_refuted(&number, &self.at(square)),
        }
    }

    /// `number` on the only square `reach` allows.
    fn only_square_one(&self, number: u16, at: &str, reach: Reach) -> String {
        let clue = reach.clue;
        self.t.pz_only_square_one(
            &number,
            &at,
            &clue.number,
            &self.at(clue.square),
            &reach.moves,
        )
    }

    /// Why no puzzle was made.
    fn no_puzzle(&self, why: NoPuzzle) -> String {
        let t = self.t;
        match why {
            NoPuzzle::TooLarge { .. } => t.pz_too_large(&board_size(self.board)),
            NoPuzzle::NoTour {
                kind: TourKind::Closed,
                ..
            } => t.pz_no_tour_closed.to_owned(),
            NoPuzzle::NoTour {
                kind: TourKind::Open,
                ..
            } => t.pz_no_tour_open.to_owned(),
            NoPuzzle::OtherLevel | NoPuzzle::TourNotFound => t.pz_not_found.to_owned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{PuzzleAction, PuzzleState};
    use tour_core::puzzle::generate_puzzle;

    fn at(name: &str) -> Square {
        Square::parse(name, &Board::CHESS).unwrap()
    }

    #[test]
    fn deductions_are_worded_from_their_data_in_every_language() {
        let steps = vec![
            Deduction::CutOff {
                number: 5,
                square: at("c3"),
                starved: Starved::Square(at("a1")),
            },
            Deduction::Between {
                number: 13,
                square: at("f4"),
                before: Clue::new(at("d3"), 12),
                after: Clue::new(at("g6"), 14),
            },
        ];
        let hint = Said::Hint(steps);
        assert_eq!(
            said(Lang::En, &Board::CHESS, &hint),
            "5 cannot be on c3: then a1 would be cut off, with no missing number able to \
             reach it. 13 must be on f4: it is the only empty square a knight move from both \
             12 on d3 and 14 on g6."
        );
        assert_eq!(
            said(Lang::ZhHant, &Board::CHESS, &hint),
            "5 不能在 c3：否則 a1 會被隔斷，沒有缺少的數字能到達它。13 必須在 f4：它是唯一同時與 d3 \
             上的 12 和 g6 上的 14 相隔一個騎士步的空格。"
        );
        assert_eq!(said_kind(&hint), "hint");
        let guess = Said::Hint(vec![Deduction::Guess {
            number: 2,
            square: at("b1"),
            options: 3,
        }]);
        assert_eq!(said_kind(&guess), "guess");
        assert!(said(Lang::ZhHans, &Board::CHESS, &guess).contains("只能猜"));
    }

    #[test]
    fn check_says_the_first_problem_and_how_many_more() {
        let problem = |number| Problem::OnClue {
            square: at("a1"),
            number,
            clue: 3,
        };
        let checked = Said::Checked {
            problems: vec![problem(4), problem(5)],
            wrong: 0,
            placed: 2,
        };
        assert_eq!(
            said(Lang::En, &Board::CHESS, &checked),
            "a1 holds the clue 3, not 4. 1 more problem after this one."
        );
        let wrong = Said::Checked {
            problems: Vec::new(),
            wrong: 1,
            placed: 3,
        };
        assert_eq!(
            said(Lang::En, &Board::CHESS, &wrong),
            "No rule is broken, but 1 of your 3 numbers are not where the solution has it."
        );
    }

    #[test]
    fn the_status_and_code_line_follow_the_puzzle() {
        let board = Board::new(6, 6).unwrap();
        let idle = PuzzleState::default();
        assert_eq!(
            puzzle_status(Lang::En, &idle),
            "Choose a level and press New puzzle, or open a puzzle's link."
        );
        let making = idle.apply(PuzzleAction::New { seed: 7 }, &board, TourKind::Open);
        assert_eq!(
            puzzle_status(Lang::ZhHant, &making),
            "正在出一道只有唯一解的謎題…"
        );
        let made = generate_puzzle(&board, TourKind::Open, Level::Easy, 7).unwrap();
        let solution = made.solution.clone();
        let posed = making.apply(
            PuzzleAction::Made {
                made: Ok(Box::new(made)),
                at_ms: 0.0,
            },
            &board,
            TourKind::Open,
        );
        assert_eq!(
            puzzle_status(Lang::En, &posed),
            "12 of 36 numbers placed. The walk's next number: 1."
        );
        assert_eq!(
            code_line(Lang::En, &posed).unwrap(),
            "Puzzle code: Kqiy0IAw4VTloAWBgzHiQT1 · Level Easy, seed 7"
        );
        let solved = solution
            .iter()
            .enumerate()
            .fold(posed, |state, (i, &square)| {
                state.choose(square, 1_000.0 * (i as f64 + 1.0))
            });
        assert_eq!(
            puzzle_status(Lang::En, &solved),
            "Solved in 0:36, with 0 hints (Easy)."
        );
        let result = puzzle_result(Lang::En, &solved).unwrap();
        assert!(
            result.starts_with(
                "Knight's tour puzzle 6×6 (Easy) solved in 0:36 with 0 hints. Puzzle code: \
                 Kqiy0IAw4VTloAWBgzHiQT1\n\n"
            ),
            "{result}"
        );
    }
}
