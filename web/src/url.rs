//! URL parameters: what a teaching page or a shared link asks the app to show.
//!
//! Parsing is pure (pairs of strings in, settings and notices out) so every malformed
//! link is tested natively. A bad value never stops the app: it becomes one notice that
//! names the parameter, the accepted values, and the default used instead.

use tour_core::{Algorithm, Board, BoardError, MoveOrder, Square, SquareError};

use crate::state::{DEFAULT_SPEED, Mode, SPEED_RANGE, Theme};

/// The parameters the app understands, in the order the notices list them.
pub const KNOWN: [&str; 19] = [
    "board", "start", "algo", "order", "speed", "autoplay", "survey", "closed", "lang", "mode",
    "vs", "step", "seed", "walk", "degrees", "starts", "theme", "embed", "controls",
];

/// Why a move of `walk=` was dropped.
#[derive(Clone, Debug, PartialEq)]
pub enum WalkProblem {
    /// Not a square of the board.
    NotASquare(SquareError),
    /// Not a knight's move from the square before it (named).
    NotAMove(String),
    /// A square already on the walk.
    Visited,
}

/// One problem found in the URL, kept as data so it is shown in the interface language.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// A parameter the app does not know.
    UnknownParam(String),
    /// `board=` could not be read.
    Board(String, BoardError),
    /// `algo=` is not an algorithm ID.
    Algo(String),
    /// `order=` is not a move order ID.
    Order(String),
    /// `speed=` is not a whole number in range.
    Speed(String),
    /// A 1-or-0 parameter (`autoplay`, `survey`, `closed`) with another value.
    Flag(&'static str, String),
    /// `lang=` is not a language the app speaks.
    Lang(String),
    /// `start=` is not a square of the board.
    Start(SquareError),
    /// `autoplay=1` without a start square.
    AutoplayNeedsStart,
    /// `mode=` is not a mode.
    Mode(String),
    /// `mode=play` or `mode=compare` on a board too large to draw square by square.
    PlayTooLarge,
    /// `vs=` is not an algorithm ID.
    Vs(String),
    /// `step=` is not a move number.
    Step(String),
    /// `seed=` is not a 64-bit number.
    Seed(String),
    /// `theme=` is not a theme.
    Theme(String),
    /// Move `k` (1-based) of `walk=`, written `text`, cannot be played; the moves before
    /// it are kept.
    Walk {
        /// Its place on the walk.
        k: usize,
        /// As written in the URL.
        text: String,
        /// What is wrong with it.
        problem: WalkProblem,
    },
}

/// Longest piece of a URL quoted back in a notice, in characters.
const MAX_QUOTED: usize = 40;

/// `text`, cut to [`MAX_QUOTED`] characters with an ellipsis, so a pasted essay in a
/// link cannot flood the page.
fn clip(text: String) -> String {
    match text.char_indices().nth(MAX_QUOTED) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text,
    }
}

impl Notice {
    /// The same notice with every quoted piece of the URL clipped.
    fn clipped(self) -> Notice {
        match self {
            Notice::UnknownParam(text) => Notice::UnknownParam(clip(text)),
            Notice::Board(text, why) => Notice::Board(clip(text), why),
            Notice::Algo(text) => Notice::Algo(clip(text)),
            Notice::Order(text) => Notice::Order(clip(text)),
            Notice::Speed(text) => Notice::Speed(clip(text)),
            Notice::Flag(name, text) => Notice::Flag(name, clip(text)),
            Notice::Lang(text) => Notice::Lang(clip(text)),
            Notice::Mode(text) => Notice::Mode(clip(text)),
            Notice::Vs(text) => Notice::Vs(clip(text)),
            Notice::Step(text) => Notice::Step(clip(text)),
            Notice::Seed(text) => Notice::Seed(clip(text)),
            Notice::Theme(text) => Notice::Theme(clip(text)),
            Notice::Walk { k, text, problem } => Notice::Walk {
                k,
                text: clip(text),
                problem,
            },
            other @ (Notice::Start(_) | Notice::AutoplayNeedsStart | Notice::PlayTooLarge) => other,
        }
    }
}

/// Settings read from the URL, with defaults where a value was missing or invalid.
#[derive(Clone, Debug, PartialEq)]
pub struct UrlSettings {
    /// `board=RxC`; default 8x8.
    pub board: Board,
    /// `start=SQ` (algebraic or seed `x,y`); default none.
    pub start: Option<Square>,
    /// `algo=ID`; default `warnsdorff`.
    pub algorithm: Algorithm,
    /// `order=ID`; default: the algorithm's own order.
    pub order: MoveOrder,
    /// `speed=N` moves per second; default [`DEFAULT_SPEED`].
    pub speed: u32,
    /// `autoplay=1` plays the run from `start` at once.
    pub autoplay: bool,
    /// `survey=1` runs the all-starts survey at once (when there is no `start`).
    pub survey: bool,
    /// `closed=1` asks `fast` for closed tours.
    pub closed: bool,
    /// `lang=en|zh-Hant|zh-Hans`; default: the browser's language.
    pub lang: Option<crate::i18n::Lang>,
    /// `mode=watch|play|compare`; default watch. In play mode, `start` places the knight.
    pub mode: Mode,
    /// `vs=ID`: compare mode's second algorithm; default `warnsdorff`.
    pub second: Algorithm,
    /// `step=N`: show the run paused at move N (with `start`).
    pub step: Option<usize>,
    /// `seed=N`: the random walk's seed, so a shared link replays the same run.
    pub seed: Option<u64>,
    /// `walk=a1,b3,…`: play mode's moves so far (the first is the start).
    pub walk: Vec<Square>,
    /// `degrees=1`: the onward-count overlay.
    pub degrees: bool,
    /// `starts=1`: the start shading.
    pub starts: bool,
    /// `theme=system|light|dark`.
    pub theme: Theme,
    /// `embed=1`: the layout for iframes, without page chrome.
    pub embed: bool,
    /// `controls=0|1`: in an embed, the compact controls (default 1).
    pub controls: bool,
    /// One notice per problem found.
    pub notices: Vec<Notice>,
}

impl Default for UrlSettings {
    fn default() -> Self {
        UrlSettings {
            board: Board::CHESS,
            start: None,
            algorithm: Algorithm::Fast,
            order: Algorithm::Fast.default_order(),
            speed: DEFAULT_SPEED,
            autoplay: false,
            survey: false,
            closed: false,
            lang: None,
            mode: Mode::Watch,
            second: Algorithm::Warnsdorff,
            step: None,
            seed: None,
            walk: Vec::new(),
            degrees: false,
            starts: false,
            theme: Theme::System,
            embed: false,
            controls: true,
            notices: Vec::new(),
        }
    }
}

/// Reads the query string's `(key, value)` pairs. Later duplicates win.
pub fn parse<I, K, V>(pairs: I) -> UrlSettings
where
    I: IntoIterator<Item = (K, V)>,
    K: AsRef<str>,
    V: AsRef<str>,
{
    let mut raw: [Option<String>; KNOWN.len()] = Default::default();
    let mut settings = UrlSettings::default();
    for (key, value) in pairs {
        let key = key.as_ref();
        match KNOWN.iter().position(|known| *known == key) {
            Some(slot) => raw[slot] = Some(value.as_ref().to_owned()),
            None => settings.notices.push(Notice::UnknownParam(key.to_owned())),
        }
    }
    let [
        board,
        start,
        algo,
        order,
        speed,
        autoplay,
        survey,
        closed,
        lang,
        mode,
        vs,
        step,
        seed,
        walk,
        degrees,
        starts,
        theme,
        embed,
        controls,
    ] = raw;

    if let Some(text) = board {
        match read_board(&text) {
            Ok(board) => settings.board = board,
            Err(why) => settings.notices.push(Notice::Board(text, why)),
        }
    }
    if let Some(text) = algo {
        match Algorithm::named(&text) {
            Ok(algorithm) => {
                settings.algorithm = algorithm;
                settings.order = algorithm.default_order();
            }
            Err(_) => settings.notices.push(Notice::Algo(text)),
        }
    }
    if let Some(text) = order {
        match MoveOrder::named(&text) {
            Ok(order) => settings.order = order,
            Err(_) => settings.notices.push(Notice::Order(text)),
        }
    }
    if let Some(text) = speed {
        match read_speed(&text) {
            Some(speed) => settings.speed = speed,
            None => settings.notices.push(Notice::Speed(text)),
        }
    }
    if let Some(text) = autoplay {
        match read_flag(&text) {
            Some(flag) => settings.autoplay = flag,
            None => settings.notices.push(Notice::Flag("autoplay", text)),
        }
    }
    if let Some(text) = lang {
        match crate::i18n::Lang::from_tag(&text) {
            Some(lang) => settings.lang = Some(lang),
            None => settings.notices.push(Notice::Lang(text)),
        }
    }
    if let Some(text) = mode {
        match Mode::named(text.trim()) {
            Some(mode) if mode.needs_squares() && crate::state::is_large(settings.board) => {
                settings.notices.push(Notice::PlayTooLarge);
            }
            Some(mode) => settings.mode = mode,
            None => settings.notices.push(Notice::Mode(text)),
        }
    }
    if let Some(text) = vs {
        match Algorithm::named(&text) {
            Ok(algorithm) => settings.second = algorithm,
            Err(_) => settings.notices.push(Notice::Vs(text)),
        }
    }
    for (name, value, target) in [
        ("closed", closed, &mut settings.closed),
        ("degrees", degrees, &mut settings.degrees),
        ("starts", starts, &mut settings.starts),
        ("embed", embed, &mut settings.embed),
        ("controls", controls, &mut settings.controls),
    ] {
        if let Some(text) = value {
            match read_flag(&text) {
                Some(flag) => *target = flag,
                None => settings.notices.push(Notice::Flag(name, text)),
            }
        }
    }
    if let Some(text) = step {
        match text.trim().parse::<usize>() {
            Ok(step) if step >= 1 => settings.step = Some(step),
            _ => settings.notices.push(Notice::Step(text)),
        }
    }
    if let Some(text) = seed {
        match text.trim().parse::<u64>() {
            Ok(seed) => settings.seed = Some(seed),
            Err(_) => settings.notices.push(Notice::Seed(text)),
        }
    }
    if let Some(text) = theme {
        match Theme::ALL
            .into_iter()
            .find(|theme| theme.id() == text.trim())
        {
            Some(theme) => settings.theme = theme,
            None => settings.notices.push(Notice::Theme(text)),
        }
    }
    if let Some(text) = walk {
        let (walk, problem) = read_walk(&text, settings.board);
        settings.walk = walk;
        settings.notices.extend(problem);
    }
    if let Some(text) = survey {
        match read_flag(&text) {
            Some(flag) => settings.survey = flag,
            None => settings.notices.push(Notice::Flag("survey", text)),
        }
    }
    if let Some(text) = start {
        match Square::parse(&text, settings.board) {
            Ok(square) => settings.start = Some(square),
            Err(why) => settings.notices.push(Notice::Start(why)),
        }
    }
    if settings.autoplay && settings.start.is_none() {
        settings.autoplay = false;
        if !settings
            .notices
            .iter()
            .any(|notice| matches!(notice, Notice::Start(_)))
        {
            settings.notices.push(Notice::AutoplayNeedsStart);
        }
    }
    settings.notices = settings.notices.into_iter().map(Notice::clipped).collect();
    settings
}

/// The moves of `walk=` (squares separated by commas or spaces) up to the first that
/// cannot be played, and the notice naming that one.
fn read_walk(text: &str, board: Board) -> (Vec<Square>, Option<Notice>) {
    let mut walk: Vec<Square> = Vec::new();
    let names = text.split([',', ' ']).filter(|name| !name.is_empty());
    for (i, name) in names.enumerate() {
        let problem = match Square::parse(name, board) {
            Err(why) => Some(WalkProblem::NotASquare(why)),
            Ok(square) if walk.contains(&square) => Some(WalkProblem::Visited),
            Ok(square) => match walk.last() {
                Some(&from) if !Board::is_knight_move(from, square) => {
                    Some(WalkProblem::NotAMove(from.algebraic(board)))
                }
                _ => {
                    walk.push(square);
                    None
                }
            },
        };
        if let Some(problem) = problem {
            let notice = Notice::Walk {
                k: i + 1,
                text: name.to_owned(),
                problem,
            };
            return (walk, Some(notice));
        }
    }
    (walk, None)
}

/// `1`/`true`/`yes` or `0`/`false`/`no`/empty.
fn read_flag(text: &str) -> Option<bool> {
    match text.trim() {
        "1" | "true" | "yes" => Some(true),
        "0" | "false" | "no" | "" => Some(false),
        _ => None,
    }
}

/// Splits a query string (`?board=8x8&start=g3`, leading `?` optional) into decoded
/// `(key, value)` pairs: `+` is a space and `%XX` a byte, as browsers encode forms.
/// Malformed escapes are kept as written rather than rejected.
pub fn query_pairs(search: &str) -> Vec<(String, String)> {
    search
        .trim_start_matches('?')
        .split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            (decode(key), decode(value))
        })
        .collect()
}

fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = bytes
                    .get(i + 1..i + 3)
                    .and_then(|h| std::str::from_utf8(h).ok());
                match hex.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                    Some(byte) => {
                        out.push(byte);
                        i += 2;
                    }
                    None => out.push(b'%'),
                }
            }
            byte => out.push(byte),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// A board the app can draw: any board the core accepts (1 to 1000 a side).
fn read_board(text: &str) -> Result<Board, BoardError> {
    text.parse()
}

fn read_speed(text: &str) -> Option<u32> {
    let text = text.trim();
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse::<u32>()
        .ok()
        .filter(|speed| SPEED_RANGE.contains(speed))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(query: &[(&str, &str)]) -> Read {
        let settings = parse(query.iter().copied());
        let notices = settings
            .notices
            .iter()
            .map(|notice| crate::strings::notice(crate::i18n::Lang::En, notice))
            .collect();
        Read { settings, notices }
    }

    /// Parsed settings with their notices rendered in English.
    struct Read {
        settings: UrlSettings,
        notices: Vec<String>,
    }

    impl std::ops::Deref for Read {
        type Target = UrlSettings;
        fn deref(&self) -> &UrlSettings {
            &self.settings
        }
    }

    #[test]
    fn query_strings_are_split_and_decoded() {
        assert_eq!(
            query_pairs("?board=9x10&start=%285%2C+6%29&autoplay"),
            [
                ("board".to_owned(), "9x10".to_owned()),
                ("start".to_owned(), "(5, 6)".to_owned()),
                ("autoplay".to_owned(), String::new()),
            ]
        );
        assert_eq!(query_pairs(""), []);
        assert_eq!(
            query_pairs("?a=%zz%"),
            [("a".to_owned(), "%zz%".to_owned())]
        );
        assert_eq!(
            query_pairs("?a=%E9%A8%8E"),
            [("a".to_owned(), "騎".to_owned())]
        );
    }

    #[test]
    fn mode_is_read_and_play_refused_on_canvas_boards() {
        assert_eq!(read(&[("mode", "play")]).mode, Mode::Play);
        let compare = read(&[("mode", "compare"), ("vs", "backtrack-warnsdorff")]);
        assert_eq!(compare.mode, Mode::Compare);
        assert_eq!(compare.second, Algorithm::BacktrackWarnsdorff);
        assert!(
            read(&[("vs", "nope")]).notices[0]
                .starts_with("URL parameter vs: unknown algorithm \"nope\"")
        );
        let bogus = read(&[("mode", "Play!")]);
        assert_eq!(bogus.mode, Mode::Watch);
        assert_eq!(
            bogus.notices,
            ["URL parameter mode=\"Play!\" must be watch, play or compare. Showing watch mode."]
        );
        let large = read(&[("board", "60x60"), ("mode", "play")]);
        assert_eq!(large.mode, Mode::Watch);
        assert_eq!(
            large.notices,
            ["Play and compare modes need a board of at most 50 x 50 squares."]
        );
    }

    #[test]
    fn long_pieces_of_a_link_are_clipped_in_notices() {
        let long = "y".repeat(5000);
        let read = read(&[(long.as_str(), "1"), ("lang", long.as_str())]);
        assert_eq!(read.notices.len(), 2);
        assert!(
            read.notices
                .iter()
                .all(|notice| notice.chars().count() < 320)
        );
        assert!(read.notices[0].contains(&format!("{}…", "y".repeat(40))));
    }

    #[test]
    fn empty_query_gives_defaults() {
        assert_eq!(read(&[]).settings, UrlSettings::default());
    }

    #[test]
    fn every_parameter_is_read() {
        let settings = read(&[
            ("board", "5x6"),
            ("start", "a1"),
            ("algo", "warnsdorff"),
            ("order", "deitel"),
            ("speed", "12"),
            ("autoplay", "1"),
            ("survey", "1"),
        ]);
        assert_eq!(settings.board, Board::new(5, 6).unwrap());
        assert_eq!(settings.start, Some(Square::new(4, 0)));
        assert_eq!(settings.order, MoveOrder::DEITEL);
        assert_eq!(settings.speed, 12);
        assert!(settings.autoplay);
        assert!(settings.survey);
        assert!(settings.notices.is_empty());
    }

    #[test]
    fn start_is_read_on_the_requested_board() {
        let settings = read(&[("start", "5,6"), ("board", "8x8")]);
        assert_eq!(settings.start, Some(Square::new(5, 6)));
        let settings = read(&[("board", "20x20"), ("start", "t20")]);
        assert_eq!(settings.start, Some(Square::new(0, 19)));
    }

    #[test]
    fn each_bad_value_gives_one_notice_naming_it_and_the_default_stays() {
        let cases: [(&str, &str, &str); 13] = [
            ("board", "banana", "board"),
            ("board", "0x8", "between 1 and 1000"),
            ("board", "1001x8", "between 1 and 1000"),
            ("board", "", "board"),
            ("start", "z9", "start"),
            ("start", "8,8", "not on the 8x8 board"),
            ("speed", "-3", "from 1 to 1000"),
            ("speed", "0", "speed"),
            ("speed", "fast", "speed"),
            ("autoplay", "maybe", "autoplay"),
            ("survey", "all", "survey"),
            ("algo", "magic", "warnsdorff"),
            ("order", "spiral", "gossip, deitel, ithome"),
        ];
        for (key, value, expected) in cases {
            let settings = read(&[(key, value)]);
            assert_eq!(
                settings.notices.len(),
                1,
                "{key}={value}: {:?}",
                settings.notices
            );
            assert!(
                settings.notices[0].contains(expected),
                "{key}={value}: {}",
                settings.notices[0]
            );
            assert!(
                settings.notices[0].contains(key),
                "{key}={value}: {}",
                settings.notices[0]
            );
            assert_eq!(settings.board, Board::CHESS);
            assert_eq!(settings.speed, DEFAULT_SPEED);
            assert_eq!(settings.start, None);
        }
    }

    #[test]
    fn unknown_parameters_are_named() {
        let settings = read(&[("colour", "red")]);
        assert_eq!(settings.notices.len(), 1);
        assert!(settings.notices[0].contains("\"colour\""));
    }

    #[test]
    fn autoplay_without_start_is_explained() {
        let settings = read(&[("autoplay", "1")]);
        assert!(!settings.autoplay);
        assert!(settings.notices[0].contains("start="));
    }

    #[test]
    fn a_start_on_a_bad_board_is_read_against_the_default_board() {
        let settings = read(&[("board", "huge"), ("start", "g3")]);
        assert_eq!(settings.board, Board::CHESS);
        assert_eq!(settings.start, Some(Square::new(5, 6)));
        assert_eq!(settings.notices.len(), 1);
    }
}
