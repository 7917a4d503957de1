//! One greedy step, recorded: the candidates seen, their scores, and the one chosen.
//! This is the material for "why this move" in the app.

use crate::square::Square;

/// One candidate square at a decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The square the knight could move to.
    pub square: Square,
    /// Lower is better: the number of unvisited onward squares (Warnsdorff) or the
    /// accessibility table's value (seed 003), read before the knight moves.
    pub score: i16,
}

/// What a greedy rule saw and chose at one step.
///
/// ```
/// use tour_core::{Board, MoveOrder, Square, solver::Warnsdorff};
/// let rule = Warnsdorff::new(Board::CHESS, Square::new(0, 0), MoveOrder::GOSSIP)?;
/// let decision = rule.decide().expect("a corner has two moves");
/// assert_eq!(decision.candidates().len(), 2);
/// // b6 and c7 both have 5 onward moves: a tie, broken by move order.
/// assert_eq!(decision.tied().count(), 2);
/// assert_eq!(decision.chosen().square, decision.candidates()[0].square);
/// # Ok::<(), tour_core::SolveError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The square the knight moved from.
    pub from: Square,
    candidates: [Candidate; 8],
    len: u8,
    chosen: u8,
}

impl Decision {
    /// The candidates in move order.
    #[must_use]
    pub fn candidates(&self) -> &[Candidate] {
        &self.candidates[..usize::from(self.len)]
    }

    /// The candidate the rule chose: the first with the strictly lowest score.
    #[must_use]
    pub fn chosen(&self) -> Candidate {
        self.candidates[usize::from(self.chosen)]
    }

    /// The candidates that tied with the chosen one (the chosen one first), which the
    /// move order decided between.
    pub fn tied(&self) -> impl Iterator<Item = Candidate> + '_ {
        let best = self.chosen().score;
        self.candidates()
            .iter()
            .copied()
            .filter(move |c| c.score == best)
    }
}

/// Collects candidates in move order and keeps the first strict minimum.
pub(crate) struct DecisionBuilder(Decision);

impl DecisionBuilder {
    pub(crate) fn new(from: Square) -> Self {
        DecisionBuilder(Decision {
            from,
            candidates: [Candidate {
                square: from,
                score: 0,
            }; 8],
            len: 0,
            chosen: 0,
        })
    }

    /// Adds a candidate; it becomes the choice only if strictly better than the current
    /// one, so ties go to the candidate offered first.
    pub(crate) fn offer(&mut self, square: Square, score: impl Into<i16>) {
        let decision = &mut self.0;
        let slot = usize::from(decision.len);
        if slot >= decision.candidates.len() {
            return;
        }
        let score = score.into();
        decision.candidates[slot] = Candidate { square, score };
        if slot > 0 && score < decision.candidates[usize::from(decision.chosen)].score {
            decision.chosen = decision.len;
        }
        decision.len += 1;
    }

    /// The decision, or `None` when no candidate was offered (a dead end).
    pub(crate) fn finish(self) -> Option<Decision> {
        (self.0.len > 0).then_some(self.0)
    }
}
