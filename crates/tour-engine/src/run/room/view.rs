//! The room's view: the state worded in one language, with the numbers to draw and the
//! squares to outline, as the page shows it.

use std::fmt::Display;

use tour_core::puzzle::{Clue, Deduction, Level, Problem, Reach, Starved};
use tour_core::text::{clock, fill, grouped, numbered_board};
use tour_core::{Board, Leaper, Route, Square, TourKind};

use super::Asked;
use super::panel::{self, SaidKind, Top};
use super::state::{NotUnique, PuzzleState, Refusal, Said};
use super::words::{EN, Words, ZH_HANS, ZH_HANT};
use crate::protocol::{Finished, NoPuzzle, Numbered, RoomLang, RoomView};

/// The words of `lang`.
fn words(lang: RoomLang) -> &'static Words {
    match lang {
        RoomLang::En => &EN,
        RoomLang::ZhHant => &ZH_HANT,
        RoomLang::ZhHans => &ZH_HANS,
    }
}

/// The sentences of one language about one board.
struct Say<'a> {
    w: &'static Words,
    board: &'a Board,
}

impl Say<'_> {
    fn at(&self, square: Square) -> String {
        square.algebraic(self.board)
    }

    fn piece(&self) -> String {
        let w = self.w;
        match self.board.leaper() {
            Leaper::KNIGHT => w.piece_knight.to_owned(),
            Leaper::CAMEL => w.piece_camel.to_owned(),
            Leaper::ZEBRA => w.piece_zebra.to_owned(),
            Leaper::GIRAFFE => w.piece_giraffe.to_owned(),
            other => fill(w.piece_leaper, &[("p", &other.p()), ("q", &other.q())]),
        }
    }

    /// Why a click or a typed number was refused.
    fn refused(&self, refusal: Refusal) -> String {
        let w = self.w;
        match refusal {
            Refusal::Clue {
                square,
                clue,
                number: 0,
            } => fill(
                w.refused_clue_typed,
                &[("sq", &self.at(square)), ("clue", &clue)],
            ),
            Refusal::Clue {
                square,
                clue,
                number,
            } => fill(
                w.refused_clue,
                &[("sq", &self.at(square)), ("clue", &clue), ("n", &number)],
            ),
            Refusal::NotAMove {
                number,
                square,
                from,
            } => fill(
                w.refused_not_move,
                &[
                    ("n", &number),
                    ("sq", &self.at(square)),
                    ("from", &self.at(from)),
                    ("piece", &self.piece()),
                ],
            ),
            Refusal::Elsewhere { number, on } => {
                fill(w.refused_elsewhere, &[("n", &number), ("sq", &self.at(on))])
            }
            Refusal::Taken { square, held } => {
                fill(w.refused_taken, &[("sq", &self.at(square)), ("n", &held)])
            }
            Refusal::TooLarge { number, max } => {
                fill(w.refused_too_large, &[("n", &number), ("max", &max)])
            }
        }
    }

    /// One rule the student's numbers break.
    fn problem(&self, problem: &Problem) -> String {
        let w = self.w;
        match *problem {
            Problem::NotAMove {
                number,
                square,
                previous,
                previous_square,
            } => fill(
                w.check_not_move,
                &[
                    ("n", &number),
                    ("sq", &self.at(square)),
                    ("p", &previous),
                    ("psq", &self.at(previous_square)),
                    ("piece", &self.piece()),
                ],
            ),
            Problem::Twice { number, squares } => fill(
                w.check_twice,
                &[
                    ("n", &number),
                    ("a", &self.at(squares[0])),
                    ("b", &self.at(squares[1])),
                ],
            ),
            Problem::OutOfRange {
                number,
                square,
                max,
            } => fill(
                w.check_range,
                &[("n", &number), ("sq", &self.at(square)), ("max", &max)],
            ),
            Problem::OnClue {
                square,
                number,
                clue,
            } => fill(
                w.check_on_clue,
                &[("sq", &self.at(square)), ("n", &number), ("clue", &clue)],
            ),
            Problem::OffBoard { square } => fill(
                w.check_off,
                &[("sq", &format!("{},{}", square.row(), square.col()))],
            ),
        }
    }

    /// A clue's number and square, as two values.
    fn clue<'c>(&self, names: [&'c str; 2], clue: Clue) -> [(&'c str, String); 2] {
        [
            (names[0], clue.number.to_string()),
            (names[1], self.at(clue.square)),
        ]
    }

    /// A deduction, as a hint says it.
    // Long: one sentence per kind of deduction, in the enum's order.
    fn deduction(&self, deduction: &Deduction) -> String {
        let w = self.w;
        let with = |template: &str, values: &[(&str, String)]| {
            let values: Vec<(&str, &dyn Display)> = values
                .iter()
                .map(|(name, value)| (*name, value as &dyn Display))
                .collect();
            fill(template, &values)
        };
        let ruled = |ruled_out: bool, text: String| {
            if ruled_out {
                text + w.ded_ruled_out
            } else {
                text
            }
        };
        let head =
            |number: u16, square: Square| vec![("n", number.to_string()), ("sq", self.at(square))];
        match *deduction {
            Deduction::Between {
                number,
                square,
                before,
                after,
            } => {
                let mut values = head(number, square);
                values.extend(self.clue(["a", "asq"], before));
                values.extend(self.clue(["b", "bsq"], after));
                values.push(("piece", self.piece()));
                with(w.ded_between, &values)
            }
            Deduction::OnlyNeighbour {
                number,
                square,
                from,
                other,
            } => {
                let mut values = head(number, square);
                values.extend(self.clue(["f", "fsq"], from));
                match other {
                    Some(other) => {
                        values.extend(self.clue(["o", "osq"], other));
                        with(w.ded_neighbour, &values)
                    }
                    None => with(w.ded_neighbour_end, &values),
                }
            }
            Deduction::OnlySquare {
                number,
                square,
                before,
                after,
                ruled_out,
            } => {
                let mut values = head(number, square);
                let reach = |names: [&'static str; 3], reach: Reach| {
                    let [a, b] = self.clue([names[0], names[1]], reach.clue);
                    [a, b, (names[2], reach.moves.to_string())]
                };
                let text = match (before, after) {
                    (Some(a), Some(b)) => {
                        values.extend(reach(["a", "asq", "am"], a));
                        values.extend(reach(["b", "bsq", "bm"], b));
                        with(w.ded_only_square_two, &values)
                    }
                    (Some(one), None) | (None, Some(one)) => {
                        values.extend(reach(["a", "asq", "am"], one));
                        with(w.ded_only_square_one, &values)
                    }
                    (None, None) => with(w.ded_only_square_none, &values),
                };
                ruled(ruled_out, text)
            }
            Deduction::OnlyNumber {
                square,
                number,
                ruled_out,
            } => ruled(ruled_out, with(w.ded_only_number, &head(number, square))),
            Deduction::Pair {
                from,
                squares,
                numbers,
            } => {
                let mut values = self.clue(["f", "fsq"], from).to_vec();
                values.extend([
                    ("s1", self.at(squares[0])),
                    ("s2", self.at(squares[1])),
                    ("a", numbers[0].to_string()),
                    ("b", numbers[1].to_string()),
                ]);
                with(w.ded_pair, &values)
            }
            Deduction::CutOff {
                number,
                square,
                starved,
            } => {
                let mut values = head(number, square);
                match starved {
                    Starved::Square(cut) => {
                        values.push(("cut", self.at(cut)));
                        with(w.ded_cut_square, &values)
                    }
                    Starved::Number(other) => {
                        values.push(("m", other.to_string()));
                        with(w.ded_cut_number, &values)
                    }
                }
            }
            Deduction::Guess {
                number,
                square,
                options,
            } => {
                let mut values = head(number, square);
                values.push(("k", options.to_string()));
                with(w.ded_guess, &values)
            }
            Deduction::Refuted { number, square } => with(w.ded_refuted, &head(number, square)),
        }
    }

    /// Why no puzzle was made.
    fn no_puzzle(&self, why: NoPuzzle) -> String {
        let w = self.w;
        match why {
            NoPuzzle::TooLarge { .. } => fill(
                w.puzzle_too_large,
                &[(
                    "board",
                    &format!("{}×{}", self.board.rows(), self.board.cols()),
                )],
            ),
            NoPuzzle::NoTour {
                kind: TourKind::Closed,
                ..
            } => w.no_tour_closed.to_owned(),
            NoPuzzle::NoTour { .. } => w.no_tour_open.to_owned(),
            NoPuzzle::OtherLevel | NoPuzzle::TourNotFound => w.puzzle_not_found.to_owned(),
        }
    }
}

/// The name of `level`.
fn level_name(w: &Words, level: Level) -> &'static str {
    match level {
        Level::Easy => w.level_easy,
        Level::Medium => w.level_medium,
        Level::Hard => w.level_hard,
    }
}

/// The message and what it is.
fn said(say: &Say<'_>, state: &PuzzleState) -> Option<(SaidKind, String)> {
    let w = say.w;
    Some(match state.said.as_ref()? {
        Said::Refused(refusal) => (SaidKind::Refused, say.refused(*refusal)),
        Said::Checked {
            problems,
            wrong,
            placed,
        } => {
            let text = match problems.split_first() {
                Some((first, [])) => say.problem(first),
                Some((first, rest)) => format!(
                    "{} {}",
                    say.problem(first),
                    fill(w.check_more, &[("n", &rest.len())])
                ),
                None if *placed == 0 => w.puzzle_empty_check.to_owned(),
                None if *wrong > 0 => fill(w.check_wrong, &[("n", wrong), ("placed", placed)]),
                None => w.puzzle_all_right.to_owned(),
            };
            (SaidKind::Checked, text)
        }
        Said::Hint(steps) => {
            let guess = matches!(steps.last(), Some(Deduction::Guess { .. }));
            let sentences: Vec<String> = steps.iter().map(|step| say.deduction(step)).collect();
            let kind = if guess {
                SaidKind::Guess
            } else {
                SaidKind::Hint
            };
            (kind, sentences.join(" "))
        }
        Said::FixFirst => (SaidKind::FixFirst, w.puzzle_fix_first.to_owned()),
        Said::Solved => return None,
        Said::NotUnique(NotUnique::None) => (SaidKind::NotUnique, w.puzzle_none_unique.to_owned()),
        Said::NotUnique(NotUnique::Several) => (SaidKind::NotUnique, w.puzzle_several.to_owned()),
        Said::NoPuzzle(why) => (SaidKind::NoPuzzle, say.no_puzzle(*why)),
    })
}

/// The status line.
fn status(w: &Words, state: &PuzzleState, finished: Option<Finished>) -> String {
    let Some(posed) = &state.posed else {
        return w.puzzle_idle.to_owned();
    };
    if let Some(finished) = finished {
        let level = finished.level.map_or("", |level| level_name(w, level));
        return fill(
            w.puzzle_solved,
            &[
                ("time", &clock(finished.time_ms as f64)),
                ("hints", &finished.hints),
                ("level", &level),
            ],
        );
    }
    if state.revealed {
        return w.puzzle_shown.to_owned();
    }
    let total = posed.puzzle.numbers();
    let placed = grouped(posed.puzzle.clues().len() + state.entries.len());
    if state.next() > total {
        return fill(
            w.puzzle_status_end,
            &[("placed", &placed), ("total", &grouped(total))],
        );
    }
    fill(
        w.puzzle_status,
        &[
            ("placed", &placed),
            ("total", &grouped(total)),
            ("next", &state.next()),
        ],
    )
}

/// What the status line says while a search runs: a puzzle being made, or a shared
/// puzzle's solution being found.
pub(super) fn working(state: &PuzzleState, asked: &Asked, making: bool) -> RoomView {
    let w = words(asked.lang);
    let mut view = view(state, asked, making);
    view.status = if making {
        w.puzzle_making
    } else {
        w.puzzle_solving
    }
    .to_owned();
    view
}

/// The room's view of `state`, as `asked` (language, the page's board when no puzzle is
/// posed, the level); `making` while a new puzzle is being made.
pub(super) fn view(state: &PuzzleState, asked: &Asked, making: bool) -> RoomView {
    let w = words(asked.lang);
    let board = state.puzzle().map_or(&asked.board, |puzzle| puzzle.board());
    let say = Say { w, board };
    let finished = state.solved_ms.map(|solved_ms| Finished {
        // Whole milliseconds of a puzzle's time: never negative.
        time_ms: (solved_ms - state.started_ms).max(0.0).round() as u64,
        hints: state.hints,
        level: state.posed.as_ref().and_then(|posed| posed.level),
    });
    let posed = state.posed.as_ref();
    let clues = posed.map(|posed| posed.puzzle.clues()).unwrap_or(&[]);
    let numbers = clues
        .iter()
        .map(|clue| (clue, true))
        .chain(state.entries.iter().map(|entry| (entry, false)))
        .map(|(clue, is_clue)| Numbered {
            square: clue.square,
            number: clue.number,
            clue: is_clue,
        })
        .collect();
    let code = posed.map(|posed| posed.puzzle.code());
    let about = posed.zip(code.as_ref()).map(|(posed, code)| {
        let line = fill(w.puzzle_code, &[("code", code)]);
        match (posed.level, posed.seed) {
            (Some(level), Some(seed)) => {
                let made = fill(
                    w.puzzle_about,
                    &[("level", &level_name(w, level)), ("seed", &seed)],
                );
                format!("{line} · {made}")
            }
            _ => line,
        }
    });
    let done = finished.is_some();
    let has_entries = !state.entries.is_empty();
    let top = Top {
        level: asked.level,
        making,
        posed: posed.is_some(),
        applies: [
            (has_entries || state.walked > 0) && !done,
            has_entries && !done,
            !done,
            !done,
            posed.is_some_and(|posed| posed.solution.is_some()),
        ],
    };
    let said_now = said(&say, state);
    RoomView {
        tagline: fill(w.puzzle_tagline, &[("piece", &say.piece())]),
        status: status(w, state, finished),
        top: panel::top(w, &top),
        said: panel::said(said_now.as_ref()),
        bottom: panel::bottom(w, done, about.as_deref()),
        numbers,
        outlined: state.outlined(),
        board: posed.map(|posed| (posed.puzzle.board().clone(), posed.puzzle.kind())),
        walked: state.walked,
        solution: posed.and_then(|posed| posed.solution.clone()),
        finished,
        result: finished.and_then(|finished| result(w, state, finished, code.as_deref()?)),
        code,
    }
}

/// A solved puzzle as text to share: what was solved, in what time, with how many
/// hints, its code, and the numbered board (the route checked by the validator).
fn result(w: &Words, state: &PuzzleState, finished: Finished, code: &str) -> Option<String> {
    let puzzle = state.puzzle()?;
    let board = puzzle.board().clone();
    let squares: Option<Vec<Square>> = (1..=puzzle.numbers()).map(|n| state.square_of(n)).collect();
    let route = Route::new(board.clone(), squares?).ok()?;
    let level = finished.level.map_or("", |level| level_name(w, level));
    let head = fill(
        w.result_puzzle,
        &[
            ("board", &format!("{}×{}", board.rows(), board.cols())),
            ("level", &level),
            ("time", &clock(finished.time_ms as f64)),
            ("hints", &finished.hints),
            ("code", &code),
        ],
    );
    Some(format!("{head}\n\n{}", numbered_board(&route)))
}
