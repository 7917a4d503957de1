//! What a person chooses and every mode shares: the board, the algorithm and its move
//! order, closed tours, the speed, the overlays, the language, the theme and the embed
//! layout; and the small enums naming them.

use tour_core::{Algorithm, Board, Ends, MoveOrder, Square};

/// Playback speeds the app accepts, in moves (or search steps) per second.
pub const SPEED_RANGE: std::ops::RangeInclusive<u32> = 1..=1000;

/// Moves per second when nothing else is asked for.
pub const DEFAULT_SPEED: u32 = 4;

/// Placements the seeds' backtracking searches may make in the app, as on the command
/// line: they need at most 266,247 where they find a tour, and the algorithms' notes
/// name this figure.
pub const APP_BUDGET: u64 = tour_core::solver::DEFAULT_BUDGET;

/// Placements `fast`'s exact search may make in the app before it says "unknown": 1.3 s
/// to 1.9 s in the page (the page's search walks adjacency lists: the giraffe's 8 x 8 and
/// 11 x 11 from a1, `npm run bench -- giraffe`), twice the command line's default.
pub const EXACT_BUDGET: u64 = 2 * tour_core::solver::DEFAULT_BUDGET;

/// Placements `fast`'s exact search may make in the engine, where it searches on after
/// the page's own stopped at [`EXACT_BUDGET`], or at once on the boards only the engine
/// decides: the page's wait (1.3 s to 1.9 s there, 2.6 times native) at the engine's
/// speed (about 1.25 times native: `npm run bench:engine -- rate`).
pub const ENGINE_EXACT_BUDGET: u64 = 40_000_000;

/// How many times a person can ask `fast`'s undecided search to go on, each time with
/// ten times the budget: up to 4,000,000,000 placements, some minutes at the engine's
/// speed, with Cancel there all along.
pub const MAX_LONGER: u8 = 3;

/// The engine's budget for `fast`'s exact search at `longer` (`Work::Solve`):
/// [`ENGINE_EXACT_BUDGET`] for the first two, then ten times more each time.
pub const fn engine_budget(longer: u8) -> u64 {
    let mut budget = ENGINE_EXACT_BUDGET;
    let mut level = 1;
    while level < longer && level < MAX_LONGER {
        budget *= 10;
        level += 1;
    }
    budget
}

/// Placements a play-mode hint's search may make in the engine before it says
/// "unknown": about a quarter of a second, as the page's 4,000,000 were, at the engine's
/// speed, and far more than finding a completion from a winnable 8 x 8 position takes.
pub const HINT_BUDGET: u64 = 8_000_000;

/// The largest side drawn as SVG with one element per square (numbers, heatmap, start
/// shading, play and compare modes); larger boards are drawn on a canvas.
pub const SVG_MAX_SIDE: u16 = 50;

/// Whether `board` is drawn on the canvas rather than as SVG squares.
pub fn is_large(board: Board) -> bool {
    board.rows() > SVG_MAX_SIDE || board.cols() > SVG_MAX_SIDE
}

/// What a change of the tour's ends let go of: a closed tour has no last square to
/// choose, so ticking Closed clears the last square and choosing one unticks Closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LetGo {
    /// Closed tour was ticked, and the last square was this one.
    End(Square),
    /// A last square was chosen, and Closed tour was ticked.
    Closed,
}

/// Clamps a speed into [`SPEED_RANGE`].
pub fn clamp_speed(speed: u32) -> u32 {
    speed.clamp(*SPEED_RANGE.start(), *SPEED_RANGE.end())
}

/// The seed texts' move orders, by name: the app's settings hold one, so every text
/// about an order is matched by variant, never looked up by position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeedOrder {
    /// Seeds 000 and 001, clockwise from up-right.
    Gossip,
    /// Seeds 003 and 004, anticlockwise from right-up.
    Deitel,
    /// Seed 002, down-right first.
    Ithome,
    /// The reader's comment on seed 002.
    IthomeReader,
}

impl SeedOrder {
    /// Every order, in the core's order (`MoveOrder::ALL`).
    pub const ALL: [SeedOrder; 4] = [
        SeedOrder::Gossip,
        SeedOrder::Deitel,
        SeedOrder::Ithome,
        SeedOrder::IthomeReader,
    ];

    /// The core's order.
    pub const fn moves(self) -> MoveOrder {
        match self {
            SeedOrder::Gossip => MoveOrder::GOSSIP,
            SeedOrder::Deitel => MoveOrder::DEITEL,
            SeedOrder::Ithome => MoveOrder::ITHOME,
            SeedOrder::IthomeReader => MoveOrder::ITHOME_READER,
        }
    }

    /// The order's public ID (`order=`, the select's values).
    pub fn id(self) -> &'static str {
        self.moves().name()
    }

    /// Reads an order's ID.
    pub fn named(id: &str) -> Option<SeedOrder> {
        SeedOrder::ALL.into_iter().find(|order| order.id() == id)
    }

    /// The order an algorithm's seed text uses.
    pub fn of(algorithm: Algorithm) -> SeedOrder {
        let order = algorithm.default_order();
        SeedOrder::ALL
            .into_iter()
            .find(|seed| seed.moves() == order)
            .unwrap_or(SeedOrder::Gossip)
    }
}

/// A language of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Traditional Chinese (繁體中文).
    ZhHant,
    /// Simplified Chinese (简体中文).
    ZhHans,
}

impl Lang {
    /// Every language, in the order the switcher lists them.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::ZhHant, Lang::ZhHans];

    /// The BCP 47 tag (`lang=` in the URL, the `lang` attribute).
    pub const fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::ZhHant => "zh-Hant",
            Lang::ZhHans => "zh-Hans",
        }
    }

    /// The language's own name, for the switcher.
    pub const fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::ZhHant => "繁體中文",
            Lang::ZhHans => "简体中文",
        }
    }

    /// Reads a tag: `en`, `zh-Hant`, `zh-Hans`, and the browser's forms of them
    /// (`en-US`, `zh-TW`, `zh-HK`, `zh-CN`, `zh`…), case-insensitively.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let tag = tag.trim().to_ascii_lowercase().replace('_', "-");
        if tag == "en" || tag.starts_with("en-") {
            return Some(Lang::En);
        }
        if tag.starts_with("zh-hant") || ["zh-tw", "zh-hk", "zh-mo"].contains(&tag.as_str()) {
            return Some(Lang::ZhHant);
        }
        if tag == "zh" || tag.starts_with("zh-") {
            return Some(Lang::ZhHans);
        }
        None
    }

    /// The first of the browser's preferred languages the app speaks, else English.
    pub fn from_browser<'a>(preferred: impl IntoIterator<Item = &'a str>) -> Lang {
        preferred
            .into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or_default()
    }
}

/// The colour theme.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Theme {
    /// Follow the system's light or dark setting.
    #[default]
    System,
    /// Light, whatever the system says.
    Light,
    /// Dark, whatever the system says.
    Dark,
}

impl Theme {
    /// Every theme, in the switcher's order.
    pub const ALL: [Theme; 3] = [Theme::System, Theme::Light, Theme::Dark];

    /// The `theme=` value and the `data-theme` value on the page root (`system` sets
    /// none).
    pub const fn id(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    /// Reads a `theme=` value.
    pub fn named(id: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|theme| theme.id() == id)
    }
}

/// What the app is for at the moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    /// Choose a start and watch an algorithm's run.
    #[default]
    Watch,
    /// Move the knight yourself.
    Play,
    /// Two algorithms from the same start, side by side, playing in step.
    Compare,
    /// Fill in a knight's tour puzzle.
    Puzzle,
}

impl Mode {
    /// Every mode, in the switcher's order.
    pub const ALL: [Mode; 4] = [Mode::Watch, Mode::Play, Mode::Compare, Mode::Puzzle];

    /// The `mode=` value in the URL and the switcher's `data-mode`.
    pub const fn id(self) -> &'static str {
        match self {
            Mode::Watch => "watch",
            Mode::Play => "play",
            Mode::Compare => "compare",
            Mode::Puzzle => "puzzle",
        }
    }

    /// Reads a `mode=` value.
    pub fn named(id: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|mode| mode.id() == id)
    }

    /// Whether the mode draws every square (so it needs a board the SVG draws).
    pub const fn needs_squares(self) -> bool {
        !matches!(self, Mode::Watch)
    }
}

/// One of the two boards of compare mode (`First` is the only board elsewhere).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Side {
    /// The main board: the algorithm chosen in the settings.
    #[default]
    First,
    /// Compare mode's second board.
    Second,
}

impl Side {
    /// Both sides, first first.
    pub const BOTH: [Side; 2] = [Side::First, Side::Second];

    /// The `data-side` value.
    pub const fn id(self) -> &'static str {
        match self {
            Side::First => "first",
            Side::Second => "second",
        }
    }
}

/// The overlays a person can turn on over the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Overlays {
    /// Shade the squares a tour can start from.
    pub starts: bool,
    /// Write every unvisited square's onward-move count.
    pub degrees: bool,
    /// Show the code panel: the algorithm's pseudocode in step with the board.
    pub code: bool,
}

/// The page layout for iframes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Embed {
    /// The iframe layout, without page chrome (`embed=1`).
    pub on: bool,
    /// Whether an embed shows its compact controls (`controls=1`, the default).
    pub controls: bool,
    /// Whether the host page sets the frame's height from the heights the app posts
    /// (`embed=fit`), so the board takes the frame's width instead of shrinking to its
    /// height.
    pub fit: bool,
}

impl Default for Embed {
    fn default() -> Self {
        Embed {
            on: false,
            controls: true,
            fit: false,
        }
    }
}

/// The choices every mode shares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The board being shown.
    pub board: Board,
    /// The algorithm used for new runs.
    pub algorithm: Algorithm,
    /// The move order used for new runs.
    pub order: SeedOrder,
    /// Compare mode's second algorithm.
    pub second: Algorithm,
    /// The tour asked for: open, closed, or open to a chosen last square (`fast`, play
    /// mode's goal and hints, the start shading).
    pub ends: Ends,
    /// Moves per second.
    pub speed: u32,
    /// The overlays switched on.
    pub overlays: Overlays,
    /// The interface language.
    pub lang: Lang,
    /// Light, dark, or the system's choice.
    pub theme: Theme,
    /// The iframe layout.
    pub embed: Embed,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            board: Board::CHESS,
            algorithm: Algorithm::Fast,
            order: SeedOrder::of(Algorithm::Fast),
            second: Algorithm::Warnsdorff,
            ends: Ends::OPEN,
            speed: DEFAULT_SPEED,
            overlays: Overlays::default(),
            lang: Lang::En,
            theme: Theme::System,
            embed: Embed::default(),
        }
    }
}

impl Settings {
    /// The options every solve and survey in the app uses for `algorithm`; `seed` drives
    /// the random walk. The settings' algorithm uses the chosen order, any other (compare
    /// mode's second) its seed's own. Only `fast` aims for a chosen last square; the
    /// seeds' algorithms follow their own rules (the settings panel says so).
    pub fn solve_options(&self, algorithm: Algorithm, seed: u64) -> tour_core::Options {
        let order = if algorithm == self.algorithm {
            self.order.moves()
        } else {
            algorithm.default_order()
        };
        tour_core::Options {
            order: Some(order),
            seed,
            ends: if algorithm == Algorithm::Fast {
                self.ends
            } else {
                self.ends.kind().into()
            },
            budget: match algorithm {
                Algorithm::Fast => EXACT_BUDGET,
                _ => APP_BUDGET,
            },
            ..tour_core::Options::default()
        }
    }

    /// The square the keyboard focus starts on: a1, bottom left.
    pub fn first_focus(&self) -> Square {
        Square::new(self.board.rows().saturating_sub(1), 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn browser_tags_map_to_the_three_languages() {
        assert_eq!(Lang::from_tag("en-US"), Some(Lang::En));
        assert_eq!(Lang::from_tag("zh-TW"), Some(Lang::ZhHant));
        assert_eq!(Lang::from_tag("zh-Hant-HK"), Some(Lang::ZhHant));
        assert_eq!(Lang::from_tag("zh-CN"), Some(Lang::ZhHans));
        assert_eq!(Lang::from_tag("fr"), None);
        assert_eq!(Lang::from_browser(["fr-FR", "zh-HK", "en"]), Lang::ZhHant);
        assert_eq!(Lang::from_browser([]), Lang::En);
    }

    #[test]
    fn the_exact_search_gets_the_placements_of_the_same_wait_and_the_seeds_keep_theirs() {
        let chess = Settings {
            board: Board::CHESS,
            ..Settings::default()
        };
        let budget = |settings: &Settings, algorithm| settings.solve_options(algorithm, 0).budget;
        assert_eq!(budget(&chess, Algorithm::Fast), 20_000_000);
        assert_eq!(budget(&chess, Algorithm::Backtrack), 10_000_000);
        assert_eq!((HINT_BUDGET, ENGINE_EXACT_BUDGET), (8_000_000, 40_000_000));
    }

    #[test]
    fn speed_is_clamped_and_only_canvas_boards_are_large() {
        assert_eq!(clamp_speed(0), 1);
        assert_eq!(clamp_speed(10_000), 1000);
        assert!(!is_large(Board::new(50, 50).unwrap()));
        assert!(is_large(Board::new(51, 3).unwrap()));
    }

    #[test]
    fn seed_orders_are_the_core_s_orders_both_ways() {
        let core: Vec<MoveOrder> = SeedOrder::ALL.map(SeedOrder::moves).to_vec();
        assert_eq!(core, MoveOrder::ALL.to_vec());
        for order in SeedOrder::ALL {
            assert_eq!(SeedOrder::named(order.id()), Some(order));
        }
        assert_eq!(SeedOrder::of(Algorithm::Backtrack), SeedOrder::Ithome);
    }

    #[test]
    fn only_fast_aims_for_the_last_square() {
        let h8 = Square::new(0, 7);
        let settings = Settings {
            ends: Ends::to(h8),
            ..Settings::default()
        };
        assert_eq!(
            settings.solve_options(Algorithm::Fast, 0).ends.last(),
            Some(h8)
        );
        assert_eq!(
            settings.solve_options(Algorithm::Warnsdorff, 0).ends.last(),
            None
        );
    }

    #[test]
    fn compare_mode_second_algorithm_brings_its_own_order() {
        let settings = Settings {
            algorithm: Algorithm::Warnsdorff,
            order: SeedOrder::Deitel,
            ..Settings::default()
        };
        let own = settings.solve_options(Algorithm::Warnsdorff, 0);
        assert_eq!(own.order, Some(MoveOrder::DEITEL));
        let other = settings.solve_options(Algorithm::BacktrackEdge, 0);
        assert_eq!(other.order, Some(MoveOrder::ITHOME));
    }
}
