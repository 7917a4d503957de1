//! The algorithms by their public IDs; solving with one is `solver`'s part.

use std::fmt;
use std::str::FromStr;

use crate::moves::MoveOrder;

/// The algorithms, by their public IDs (CLI `--algo`, URL `algo=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Algorithm {
    /// The always-right solver: theorems, a linear-time construction for large boards,
    /// exact search for the rest ([`Fast`](crate::solver::Fast)).
    Fast,
    /// Warnsdorff's rule (1823) exactly as seeds 000/001: move to the square with the
    /// fewest onward moves, the first in move order on ties, never backtrack.
    Warnsdorff,
    /// Seed 003's accessibility table, decremented as the knight moves.
    Accessibility,
    /// Seed 003's random-direction walk with restarts, keeping the longest walk.
    Random,
    /// Seed 002's plain depth-first backtracking in move order.
    Backtrack,
    /// Seed 002's backtracking that tries squares nearest a corner first.
    BacktrackEdge,
    /// The reader's comment on seed 002: backtracking ordered by onward-move count.
    BacktrackWarnsdorff,
}

impl Algorithm {
    /// Every algorithm, in the order the UI lists them.
    pub const ALL: [Algorithm; 7] = [
        Algorithm::Fast,
        Algorithm::Warnsdorff,
        Algorithm::Accessibility,
        Algorithm::Random,
        Algorithm::Backtrack,
        Algorithm::BacktrackEdge,
        Algorithm::BacktrackWarnsdorff,
    ];

    /// The public ID.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            Self::Fast => "fast",
            Self::Warnsdorff => "warnsdorff",
            Self::Accessibility => "accessibility",
            Self::Random => "random",
            Self::Backtrack => "backtrack",
            Self::BacktrackEdge => "backtrack-edge",
            Self::BacktrackWarnsdorff => "backtrack-warnsdorff",
        }
    }

    /// The move order its source text uses, used when none is given.
    #[must_use]
    pub const fn default_order(self) -> MoveOrder {
        match self {
            Self::Fast | Self::Warnsdorff => MoveOrder::GOSSIP,
            Self::Accessibility | Self::Random => MoveOrder::DEITEL,
            Self::Backtrack | Self::BacktrackEdge => MoveOrder::ITHOME,
            Self::BacktrackWarnsdorff => MoveOrder::ITHOME_READER,
        }
    }

    /// Whether the algorithm searches with backtracking (and so takes a budget).
    #[must_use]
    pub const fn backtracks(self) -> bool {
        matches!(
            self,
            Self::Backtrack | Self::BacktrackEdge | Self::BacktrackWarnsdorff
        )
    }

    /// Looks an algorithm up by its public ID.
    ///
    /// ```
    /// use tour_core::Algorithm;
    /// assert_eq!(Algorithm::named("backtrack-edge"), Ok(Algorithm::BacktrackEdge));
    /// assert!(Algorithm::named("magic").unwrap_err().to_string().contains("warnsdorff"));
    /// ```
    ///
    /// # Errors
    /// [`UnknownAlgorithm`] if `id` is none of [`Algorithm::ALL`] (its message lists them).
    pub fn named(id: &str) -> Result<Algorithm, UnknownAlgorithm> {
        let wanted = id.trim();
        Self::ALL
            .into_iter()
            .find(|algorithm| algorithm.id().eq_ignore_ascii_case(wanted))
            .ok_or_else(|| UnknownAlgorithm(id.to_owned()))
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// An algorithm ID that is not one of [`Algorithm::ALL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownAlgorithm(String);

impl UnknownAlgorithm {
    /// The text that named no algorithm, as given.
    ///
    /// ```
    /// let error = "magic".parse::<tour_core::Algorithm>().unwrap_err();
    /// assert_eq!(error.text(), "magic");
    /// ```
    #[must_use]
    pub fn text(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for UnknownAlgorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ids: Vec<_> = Algorithm::ALL.iter().map(|a| a.id()).collect();
        write!(
            f,
            "unknown algorithm \"{}\"; accepted: {}",
            self.0,
            ids.join(", ")
        )
    }
}

impl std::error::Error for UnknownAlgorithm {}

impl FromStr for Algorithm {
    type Err = UnknownAlgorithm;

    /// [`Algorithm::named`]: a public ID, any case.
    ///
    /// ```
    /// use tour_core::Algorithm;
    /// let algorithm: Algorithm = "warnsdorff".parse()?;
    /// assert_eq!(algorithm, Algorithm::Warnsdorff);
    /// # Ok::<(), tour_core::UnknownAlgorithm>(())
    /// ```
    fn from_str(id: &str) -> Result<Algorithm, UnknownAlgorithm> {
        Algorithm::named(id)
    }
}
