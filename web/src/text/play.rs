//! Play mode's sentences, and the marks a square's accessible name carries.

use tour_core::{
    Board, Square,
    text::{clock, grouped},
    theory::Obstacle,
};

use super::{any_piece, kind_word, piece_name, reason, texts};
use crate::model::{Hint, Lang, Lost, PlayState, Refusal, Standing, StartKind};

/// The status line in play mode: what to do, or how the walk ended.
pub fn play_status(lang: Lang, board: Board, play: &PlayState) -> String {
    let t = texts(lang);
    let name = |square: Square| square.algebraic(&board);
    let piece = piece_name(lang, &board);
    let Some(&at) = play.walk.last() else {
        return t.play_prompt(&piece);
    };
    match play.standing() {
        Standing::Empty => t.play_prompt(&piece),
        Standing::Moving => t.play_moving(
            &grouped(play.walk.len()),
            &grouped(board.square_count()),
            &piece,
            &name(at),
            &play.legal_moves(board).len(),
        ),
        Standing::DeadEnd => {
            let left = grouped(board.square_count() - play.walk.len());
            if any_piece(&board) {
                return t.play_dead_end_any(&name(at), &left, &piece);
            }
            t.play_dead_end(&name(at), &left)
        }
        Standing::Complete(kind) => t.play_complete(
            &kind_word(lang, kind),
            &grouped(board.square_count()),
            &clock(play.elapsed_ms(0.0)),
        ),
    }
}

/// Why a click was refused.
pub fn refusal(lang: Lang, board: Board, refusal: Refusal) -> String {
    let t = texts(lang);
    match refusal {
        Refusal::NotAMove { from, to } => {
            let (to, from) = (to.algebraic(&board), from.algebraic(&board));
            if any_piece(&board) {
                return t.not_a_move_any(&to, &from, &piece_name(lang, &board));
            }
            t.not_a_move(&to, &from)
        }
        Refusal::Visited { square, step } => t.visited(&square.algebraic(&board), &grouped(step)),
        Refusal::EndTooSoon { square } => t.end_too_soon(&square.algebraic(&board)),
        Refusal::OnWalk { square, step } => t.on_walk(&square.algebraic(&board), &grouped(step)),
    }
}

/// What the hint says.
pub fn hint(lang: Lang, board: Board, hint: Hint, closed: bool) -> String {
    let t = texts(lang);
    match hint {
        Hint::ChooseStart => t.hint_start.to_owned(),
        Hint::Searching => t.hint_searching.to_owned(),
        Hint::Move(square) if closed => t.hint_move_closed(&square.algebraic(&board)),
        Hint::Move(square) => t.hint_move(&square.algebraic(&board)),
        // A rule about the whole board: no other start helps either.
        Hint::Lost {
            why: Lost::Theorem(why),
            ..
        } if why.for_every_start() => super::board_no_tour(lang, &board, why),
        Hint::Lost { why, back_to: None } => t.lost(&lost_reason(lang, board, why)),
        Hint::Lost {
            why,
            back_to: Some(0),
        } => t.lost_start_over(&lost_reason(lang, board, why)),
        Hint::Lost {
            why,
            back_to: Some(kept),
        } => t.lost_back_to(&lost_reason(lang, board, why), &grouped(kept)),
        Hint::Unknown { positions } => t.hint_unknown(&grouped(positions)),
    }
}

/// Why no tour can be completed, without the sentence around it.
fn lost_reason(lang: Lang, board: Board, lost: Lost) -> String {
    let t = texts(lang);
    let name = |square: Square| square.algebraic(&board);
    let (any, piece) = (any_piece(&board), piece_name(lang, &board));
    match lost {
        Lost::Theorem(why) => reason(lang, &board, why),
        Lost::Exhausted { positions } => t.lost_exhausted(&grouped(positions)),
        Lost::Obstacle(Obstacle::DeadEnd { at }) => t.lost_dead_end(&piece, &name(at)),
        Lost::Obstacle(Obstacle::Cut { square }) if any => t.lost_cut_any(&name(square), &piece),
        Lost::Obstacle(Obstacle::Cut { square }) => t.lost_cut(&name(square)),
        Lost::Obstacle(Obstacle::NoWayBack { start }) if any => {
            t.lost_no_way_back_any(&name(start), &piece)
        }
        Lost::Obstacle(Obstacle::NoWayBack { start }) => t.lost_no_way_back(&name(start)),
        Lost::Obstacle(Obstacle::TwoEnds { first, second }) => {
            t.lost_two_ends(&name(first), &name(second))
        }
    }
}

/// What the board marks on a square, for its accessible name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Marks {
    /// Its move number, once visited.
    pub step: Option<u32>,
    /// Whether the knight stands on it.
    pub knight: bool,
    /// Whether it is a legal move in play mode.
    pub legal: bool,
    /// What the start shading says about it.
    pub start: Option<StartKind>,
    /// Whether tours must finish on it.
    pub end: bool,
}

/// A square's accessible name: `e4`, `e4, move 12`, `e4, knight here, move 12` (the
/// board's piece named), with what the start shading or the legal-move dots show (both
/// are only visible).
pub fn square_marks(lang: Lang, board: &Board, name: &str, marks: Marks) -> String {
    let t = texts(lang);
    let label = match (marks.step, marks.knight) {
        (Some(step), true) => t.sq_knight(&name, &piece_name(lang, board), &grouped(step)),
        (Some(step), false) => t.sq_move(&name, &grouped(step)),
        (None, _) => name.to_owned(),
    };
    let label = match marks.start {
        Some(StartKind::Yes) => t.sq_can_start(&label),
        Some(StartKind::No) => t.sq_no_start(&label),
        Some(StartKind::Unknown) => t.sq_undecided(&label),
        None => label,
    };
    let label = if marks.end { t.sq_end(&label) } else { label };
    if marks.legal {
        t.sq_legal(&label)
    } else {
        label
    }
}

/// A completed walk as text to share: the board, the tour's kind, the time and the
/// hints, and the numbered board (the route checked by the validator).
pub fn play_result(lang: Lang, board: Board, play: &PlayState) -> Option<String> {
    let Standing::Complete(kind) = play.standing() else {
        return None;
    };
    let route = tour_core::Route::new(board.clone(), play.walk.clone()).ok()?;
    let head = texts(lang).result_play(
        &super::board_size(&board),
        &kind_word(lang, kind),
        &clock(play.elapsed_ms(0.0)),
        &play.hints,
    );
    Some(format!(
        "{head}\n\n{}",
        tour_core::text::numbered_board(&route)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clock_reads_minutes_and_seconds() {
        assert_eq!(clock(0.0), "0:00");
        assert_eq!(clock(61_999.0), "1:01");
        assert_eq!(clock(3_600_000.0 + 5_000.0), "1:00:05");
        assert_eq!(clock(-5.0), "0:00");
    }

    #[test]
    fn a_square_names_its_move_the_knight_and_its_marks() {
        let marks = Marks {
            step: Some(12),
            knight: true,
            legal: false,
            start: Some(StartKind::Yes),
            end: false,
        };
        assert_eq!(
            square_marks(Lang::En, &Board::CHESS, "e4", marks),
            "e4, knight here, move 12, can start a tour"
        );
        let legal = Marks {
            legal: true,
            ..Marks::default()
        };
        assert_eq!(
            square_marks(Lang::En, &Board::CHESS, "f6", legal),
            "f6, legal move"
        );
        let end = Marks {
            end: true,
            ..Marks::default()
        };
        assert_eq!(
            square_marks(Lang::En, &Board::CHESS, "h8", end),
            "h8, the last square"
        );
    }

    #[test]
    fn a_square_kept_for_the_walk_names_its_move_grouped() {
        let board = Board::new(50, 50).expect("50x50 is a board");
        let square = Square::parse("a1", &board).expect("a1 is on 50x50");
        assert_eq!(
            refusal(Lang::En, board, Refusal::OnWalk { square, step: 1234 }),
            "a1 is on your walk (move 1,234), so it stays: take the walk back to before it to remove it."
        );
    }
}
