//! Results that fill in square by square: the all-starts survey (seed 004) and the
//! start shading ("Where can a tour start?").

use tour_core::{
    Algorithm, Board, Ends, MoveOrder, Square,
    survey::{SurveyEntry, Tally},
};

/// An all-starts survey, finished or as far as it has got.
#[derive(Clone, Debug, PartialEq)]
pub struct SurveyResult {
    /// The board surveyed.
    pub board: Board,
    /// The algorithm surveyed.
    pub algorithm: Algorithm,
    /// The move order every run used.
    pub order: MoveOrder,
    /// The random walk's seed, reused when a cell is clicked so it replays the same run.
    pub seed: u64,
    /// One entry per start square run so far, in the order they finished (the shares
    /// of a survey run side by side); in board order once the survey is finished.
    pub entries: Vec<SurveyEntry>,
    /// Whether every start square has been run.
    pub finished: bool,
    /// Time spent surveying, in milliseconds.
    pub elapsed_ms: f64,
}

impl SurveyResult {
    /// How many starts ended each way so far.
    pub fn tally(&self) -> Tally {
        Tally::of(&self.entries)
    }

    /// The entry for a start square, once it has been run.
    #[cfg(test)]
    pub fn entry(&self, square: tour_core::Square) -> Option<&SurveyEntry> {
        self.entries.iter().find(|entry| entry.start == square)
    }
}

/// What the start shading says about one square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartKind {
    /// A tour starts here.
    Yes,
    /// No tour starts here.
    No,
    /// Not decided within the budget.
    Unknown,
}

impl StartKind {
    /// The `data-start` attribute value.
    pub const fn id(self) -> &'static str {
        match self {
            StartKind::Yes => "yes",
            StartKind::No => "no",
            StartKind::Unknown => "unknown",
        }
    }
}

/// The start shading of a board, as far as it has been worked out.
#[derive(Clone, Debug, PartialEq)]
pub struct StartShading {
    /// The board shaded.
    pub board: Board,
    /// The tours shaded for: open, closed, or finishing on a chosen last square.
    pub ends: Ends,
    /// Each square's answer by dense index, once decided (squares are decided in any
    /// order, several at a time).
    pub kinds: Vec<Option<StartKind>>,
    /// How many squares have their answer (holes count as answered).
    pub decided: usize,
}

impl StartShading {
    /// A shading with nothing decided but the holes.
    pub fn new(board: Board, ends: Ends) -> StartShading {
        let kinds: Vec<Option<StartKind>> = board
            .cells()
            .map(|square| board.is_hole(square).then_some(StartKind::No))
            .collect();
        StartShading {
            decided: board.hole_count(),
            board,
            ends,
            kinds,
        }
    }

    /// Records `square`'s answer.
    pub fn set(&mut self, square: Square, kind: StartKind) {
        let slot = self.board.index(square).and_then(|i| self.kinds.get_mut(i));
        if slot.is_some_and(|slot| slot.replace(kind).is_none()) {
            self.decided += 1;
        }
    }

    /// The answer for the square at dense `index`, once decided.
    pub fn kind(&self, index: usize) -> Option<StartKind> {
        self.kinds.get(index).copied().flatten()
    }

    /// Whether every square has its answer.
    pub fn is_complete(&self) -> bool {
        self.decided == self.board.area()
    }

    /// What the board shows of the shading so far, for its legend.
    pub fn shown(&self) -> ShadingShown {
        let mut shown = ShadingShown {
            complete: self.is_complete(),
            ..ShadingShown::default()
        };
        // Holes are answered too, to keep the indices, but never drawn.
        let squares = self
            .board
            .squares()
            .filter_map(|square| self.board.index(square));
        for kind in squares.filter_map(|index| self.kind(index)) {
            match kind {
                StartKind::Yes | StartKind::No => shown.decided = true,
                StartKind::Unknown => shown.undecided = true,
            }
        }
        shown
    }
}

/// What a start shading shows: rings and dimmed squares, dashed ones, and whether every
/// square has its answer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ShadingShown {
    /// Some square is ringed (a tour starts there) or dimmed (none does).
    pub decided: bool,
    /// Some square is dashed: the search stopped at its budget before an answer.
    pub undecided: bool,
    /// Every square has its answer.
    pub complete: bool,
}
