//! The parameters of boards with holes and other pieces:
//! `holes=` in the compact form of `tour_core::text::parse_holes` and `leaper=`.

use tour_core::{
    Leaper,
    text::{holes_text, parse_holes},
};

use super::notice::Problem;
use super::params::{Param, ParamDef};

/// `holes=`: names and blocks, `d4:e5,a1`.
const HOLES: ParamDef = ParamDef {
    param: Param::Holes,
    name: "holes",
    default: "",
    read: |text, address| {
        let board = &mut address.settings.board;
        let holes = parse_holes(text, board).map_err(Problem::Holes)?;
        *board = board.clone().with_holes(holes).map_err(Problem::Board)?;
        Ok(())
    },
    write: |state| {
        let board = state.board();
        (board.hole_count() > 0).then(|| holes_text(&board))
    },
};

/// `leaper=`: a name or `P,Q`.
const LEAPER: ParamDef = ParamDef {
    param: Param::Leaper,
    name: "leaper",
    default: "knight",
    read: |text, address| {
        let leaper = text.parse::<Leaper>().map_err(|_| Problem::Leaper)?;
        address.settings.board = address.settings.board.clone().with_leaper(leaper);
        Ok(())
    },
    write: |state| {
        let leaper = state.board().leaper();
        (!leaper.is_knight()).then(|| leaper.to_string())
    },
};

/// `base` with `holes` and `leaper` right after its first entry, the board's size.
pub const fn after_board(base: [ParamDef; 24]) -> [ParamDef; 26] {
    let mut all = [HOLES; 26];
    all[0] = base[0];
    all[1] = HOLES;
    all[2] = LEAPER;
    let mut i = 1;
    while i < base.len() {
        all[i + 2] = base[i];
        i += 1;
    }
    all
}
