//! The bridge between the theory's vocabulary and the column-by-column programme of
//! [`crate::thin`].

use crate::route::Ends;
use crate::square::Square;
use crate::thin::{ThinBoard, ThinReason, ThinTour, ThinVerdict};

use super::{Impossibility, Verdict};

/// What the thin-board programme says about an open tour from `start` (to `end`).
pub(crate) fn verdict(thin: ThinBoard, start: Square, end: Option<Square>) -> Verdict {
    match thin.tour(start, end.map_or(Ends::OPEN, Ends::to)) {
        Ok(ThinTour::Found(route)) => Verdict::Exists {
            route: Some(route.squares().to_vec()),
        },
        Ok(ThinTour::Impossible(why)) => Verdict::Impossible(why.into()),
        // Both squares were checked to be on the board.
        Err(_) => Verdict::Unknown { positions: 0 },
    }
}

/// A thin-board verdict in the general vocabulary (the programme gives no route).
impl From<ThinVerdict> for Verdict {
    fn from(verdict: ThinVerdict) -> Verdict {
        match verdict {
            ThinVerdict::Exists => Verdict::Exists { route: None },
            ThinVerdict::Impossible(why) => Verdict::Impossible(why.into()),
        }
    }
}

/// The thin-board programme's reasons in the general vocabulary.
impl From<ThinReason> for Impossibility {
    fn from(why: ThinReason) -> Impossibility {
        match why {
            ThinReason::NoTourOnBoard => Impossibility::TooThin,
            ThinReason::MinorityColour => Impossibility::MinorityColour,
            ThinReason::EndMinorityColour => Impossibility::EndMinorityColour,
            ThinReason::EndsSameColour => Impossibility::EndsSameColour,
            ThinReason::EndIsStart => Impossibility::EndIsStart,
            ThinReason::StartInnerRow => Impossibility::StartInnerRow,
            ThinReason::EndInnerRow => Impossibility::EndInnerRow,
            ThinReason::NoCompletion => Impossibility::NoCompletion,
        }
    }
}
