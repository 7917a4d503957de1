//! Every URL parameter, each defined once in [`PARAMS`]: its name, its default as a link
//! writes it, how it is read (or what is wrong with a value) and what the link writes for
//! the state on screen. Adding a parameter means adding a [`Param`] and its entry here;
//! the text layer's `fallback` then asks for its sentence in every language.
//!
//! Entries are read in table order (so `board`, then its holes and piece, come before the
//! squares read against it) and written in table order (so links stay stable).

use tour_core::puzzle::{Level, check_code};
use tour_core::text::{holes_text, parse_holes};
use tour_core::{Algorithm, Board, Ends, Leaper, Square, TourKind};

use super::param::{Param, ParamDef, Problem, WalkProblem};
use crate::model::{
    AppState, Lang, Mode, SPEED_RANGE, SVG_MAX_SIDE, SeedOrder, Side, Theme, View, is_large,
};

/// Every parameter, in reading and writing order.
pub const PARAMS: &[ParamDef] = &[
    ParamDef {
        param: Param::Board,
        name: "board",
        default: "8x8",
        read: |text, address| {
            address.settings.board = text.parse().map_err(Problem::Board)?;
            Ok(())
        },
        write: |state| {
            let board = state.board();
            (board != Board::CHESS).then(|| board.to_string())
        },
    },
    // The board's holes and piece right after its size, so the squares read later are
    // read on the final board.
    ParamDef {
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
    },
    ParamDef {
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
    },
    ParamDef {
        param: Param::Mode,
        name: "mode",
        default: "watch",
        read: |text, address| match Mode::named(text.trim()) {
            Some(mode) if mode.needs_squares() && is_large(address.settings.board.clone()) => {
                Err(Problem::TooLarge { max: SVG_MAX_SIDE })
            }
            Some(mode) => {
                address.mode = mode;
                Ok(())
            }
            None => Err(Problem::NotOneOf(Mode::ALL.map(Mode::id).to_vec())),
        },
        write: |state| (state.mode() != Mode::Watch).then(|| state.mode().id().to_owned()),
    },
    ParamDef {
        param: Param::Algo,
        name: "algo",
        default: "fast",
        read: |text, address| {
            let algorithm = read_algorithm(text)?;
            address.settings.algorithm = algorithm;
            address.settings.order = SeedOrder::of(algorithm);
            Ok(())
        },
        write: |state| {
            let algorithm = state.settings().algorithm;
            (algorithm != Algorithm::Fast).then(|| algorithm.id().to_owned())
        },
    },
    ParamDef {
        param: Param::Order,
        name: "order",
        default: "",
        read: |text, address| {
            let ids = || SeedOrder::ALL.map(SeedOrder::id).to_vec();
            address.settings.order =
                SeedOrder::named(text).ok_or_else(|| Problem::NotOneOf(ids()))?;
            Ok(())
        },
        write: |state| {
            let settings = state.settings();
            let own = SeedOrder::of(settings.algorithm);
            (settings.algorithm != Algorithm::Fast && settings.order != own)
                .then(|| settings.order.id().to_owned())
        },
    },
    ParamDef {
        param: Param::Vs,
        name: "vs",
        default: "warnsdorff",
        read: |text, address| {
            address.settings.second = read_algorithm(text)?;
            Ok(())
        },
        write: |state| {
            let second = state.settings().second;
            (state.mode() == Mode::Compare && second != Algorithm::Warnsdorff)
                .then(|| second.id().to_owned())
        },
    },
    ParamDef {
        param: Param::Closed,
        name: "closed",
        default: "0",
        read: |text, address| {
            let mut closed = false;
            read_flag(text, &mut closed)?;
            address.settings.ends = TourKind::closed(closed).into();
            Ok(())
        },
        write: |state| flag(state.settings().ends == Ends::CLOSED),
    },
    ParamDef {
        param: Param::End,
        name: "end",
        default: "",
        read: |text, address| {
            let square = read_square(text, &address.settings.board)?;
            if address.settings.ends == Ends::CLOSED {
                return Err(Problem::ClosedHasNoEnd);
            }
            address.settings.ends = Ends::to(square);
            Ok(())
        },
        write: |state| {
            let end = state.settings().ends.last();
            end.map(|end| end.algebraic(&state.board()))
        },
    },
    ParamDef {
        param: Param::Speed,
        name: "speed",
        default: "4",
        read: |text, address| {
            let (min, max) = (*SPEED_RANGE.start(), *SPEED_RANGE.end());
            address.settings.speed = read_number(text, u64::from(min), u64::from(max))
                .and_then(|speed| u32::try_from(speed).ok())
                .ok_or(Problem::NotInRange {
                    min: u64::from(min),
                    max: u64::from(max),
                })?;
            Ok(())
        },
        write: |state| {
            let speed = state.settings().speed;
            (speed != crate::model::DEFAULT_SPEED).then(|| speed.to_string())
        },
    },
    ParamDef {
        param: Param::Start,
        name: "start",
        default: "",
        read: |text, address| {
            address.start = Some(read_square(text, &address.settings.board)?);
            Ok(())
        },
        write: |state| run_start(state).map(|start| start.algebraic(&state.board())),
    },
    ParamDef {
        param: Param::Walk,
        name: "walk",
        default: "",
        read: |text, address| {
            if address.mode != Mode::Play {
                return Err(Problem::OnlyIn(Mode::Play));
            }
            let settings = &address.settings;
            let (walk, problem) = read_walk(text, settings.board.clone(), settings.ends.last());
            address.walk = walk;
            problem.map_or(Ok(()), Err)
        },
        write: |state| {
            let walk = &state.play().walk;
            (state.mode() == Mode::Play && !walk.is_empty()).then(|| {
                let names: Vec<String> = walk.iter().map(|s| s.algebraic(&state.board())).collect();
                names.join(",")
            })
        },
    },
    ParamDef {
        param: Param::Survey,
        name: "survey",
        default: "0",
        read: |text, address| read_flag(text, &mut address.survey),
        write: |state| {
            let surveyed = state.heatmap().is_some() && run_start(state).is_none();
            flag(surveyed && state.mode() != Mode::Play)
        },
    },
    ParamDef {
        param: Param::Seed,
        name: "seed",
        default: "",
        read: |text, address| {
            let seed = read_number(text, 0, u64::MAX).ok_or(Problem::NotInRange {
                min: 0,
                max: u64::MAX,
            })?;
            address.seed = Some(seed);
            Ok(())
        },
        write: |state| {
            let settings = state.settings();
            let random = settings.algorithm == Algorithm::Random
                || state.mode() == Mode::Compare && settings.second == Algorithm::Random;
            let seed = run_start(state).and_then(|_| state.run(Side::First)?.seed());
            seed.filter(|_| random).map(|seed| seed.to_string())
        },
    },
    ParamDef {
        param: Param::Autoplay,
        name: "autoplay",
        default: "0",
        read: |text, address| read_flag(text, &mut address.autoplay),
        write: |state| {
            // While a run plays, the link says so instead of the moving step, so the
            // address bar changes only when the person changes something.
            let moving = state.solving().is_some() || state.player().playing;
            flag(run_start(state).is_some() && moving)
        },
    },
    ParamDef {
        param: Param::Step,
        name: "step",
        default: "",
        read: |text, address| {
            let step = read_number(text, 1, u64::MAX)
                .and_then(|step| usize::try_from(step).ok())
                .ok_or(Problem::AtLeast { min: 1 })?;
            address.step = Some(step);
            Ok(())
        },
        write: |state| {
            let player = state.player();
            let paused = state.solving().is_none() && !player.playing;
            let shown = (run_start(state).is_some() && paused && player.view == View::Route)
                .then_some(player.shown);
            shown
                .filter(|&shown| shown > 1)
                .map(|shown| shown.to_string())
        },
    },
    ParamDef {
        param: Param::Degrees,
        name: "degrees",
        default: "0",
        read: |text, address| read_flag(text, &mut address.settings.overlays.degrees),
        write: |state| flag(state.settings().overlays.degrees),
    },
    ParamDef {
        param: Param::Starts,
        name: "starts",
        default: "0",
        read: |text, address| read_flag(text, &mut address.settings.overlays.starts),
        write: |state| flag(state.settings().overlays.starts),
    },
    ParamDef {
        param: Param::Lang,
        name: "lang",
        default: "",
        read: |text, address| {
            let ids = || Lang::ALL.map(Lang::tag).to_vec();
            address.lang = Some(Lang::from_tag(text).ok_or_else(|| Problem::NotOneOf(ids()))?);
            Ok(())
        },
        // Always written: a shared link shows the language its author saw.
        write: |state| Some(state.settings().lang.tag().to_owned()),
    },
    ParamDef {
        param: Param::Theme,
        name: "theme",
        default: "system",
        read: |text, address| {
            let ids = || Theme::ALL.map(Theme::id).to_vec();
            address.settings.theme =
                Theme::named(text.trim()).ok_or_else(|| Problem::NotOneOf(ids()))?;
            Ok(())
        },
        write: |state| {
            let theme = state.settings().theme;
            (theme != Theme::System).then(|| theme.id().to_owned())
        },
    },
    ParamDef {
        param: Param::Embed,
        name: "embed",
        default: "0",
        read: |text, address| {
            let embed = &mut address.settings.embed;
            embed.fit = text.trim() == "fit";
            embed.on = embed.fit;
            if embed.fit {
                return Ok(());
            }
            read_flag(text, &mut embed.on).map_err(|_| Problem::NotOneOf(vec!["1", "0", "fit"]))
        },
        write: |state| {
            let embed = state.settings().embed;
            embed
                .on
                .then(|| if embed.fit { "fit" } else { "1" }.to_owned())
        },
    },
    ParamDef {
        param: Param::Controls,
        name: "controls",
        default: "1",
        read: |text, address| read_flag(text, &mut address.settings.embed.controls),
        write: |state| {
            let embed = state.settings().embed;
            (embed.on && !embed.controls).then(|| "0".to_owned())
        },
    },
    ParamDef {
        param: Param::Level,
        name: "level",
        default: "easy",
        read: |text, address| {
            let level = Level::named(text.trim())
                .map_err(|_| Problem::NotOneOf(Level::ALL.map(Level::id).to_vec()))?;
            // `None` stands for the default, easy.
            address.level = Some(level).filter(|&level| level != Level::Easy);
            Ok(())
        },
        write: |state| {
            let level = state.puzzle().level;
            (state.mode() == Mode::Puzzle && level != Level::Easy).then(|| level.id().to_owned())
        },
    },
    ParamDef {
        param: Param::PuzzleSeed,
        name: "puzzle-seed",
        default: "",
        read: |text, address| {
            let seed = read_number(text, 0, u64::MAX).ok_or(Problem::NotInRange {
                min: 0,
                max: u64::MAX,
            })?;
            // Puzzle mode draws every square, as `mode=puzzle` does.
            if is_large(address.settings.board.clone()) {
                return Err(Problem::TooLarge { max: SVG_MAX_SIDE });
            }
            address.puzzle_seed = Some(seed);
            address.mode = Mode::Puzzle;
            Ok(())
        },
        // The code says more: the puzzle itself.
        write: |_| None,
    },
    ParamDef {
        param: Param::Puzzle,
        name: "puzzle",
        default: "",
        read: |text, address| {
            // A mistyped or cut-off code is named here; the room reads the puzzle back.
            let code = text.trim();
            check_code(code).map_err(|_| Problem::PuzzleCode)?;
            address.puzzle = Some(code.to_owned());
            address.mode = Mode::Puzzle;
            Ok(())
        },
        write: |state| {
            let puzzle = state
                .puzzle()
                .puzzle()
                .filter(|_| state.mode() == Mode::Puzzle)?;
            Some(puzzle.code())
        },
    },
    ParamDef {
        param: Param::Tour,
        name: "tour",
        default: "",
        read: |text, address| {
            // The study room knows the gallery: a name it does not hold opens the
            // gallery, which says so and lists the tours it has.
            let id = text.trim();
            address.tour = (!id.is_empty()).then(|| id.into());
            Ok(())
        },
        write: |state| {
            let shown = state
                .run(Side::First)
                .filter(|_| state.mode() == Mode::Watch)?;
            shown.gallery.as_deref().map(str::to_owned)
        },
    },
    // The panel shows the run watched, so only watch mode takes it.
    ParamDef {
        param: Param::Code,
        name: "code",
        default: "0",
        read: |text, address| {
            let code = &mut address.settings.overlays.code;
            read_flag(text, code)?;
            if *code && address.mode != Mode::Watch {
                *code = false;
                return Err(Problem::OnlyIn(Mode::Watch));
            }
            Ok(())
        },
        write: |state| flag(state.settings().overlays.code && state.mode() == Mode::Watch),
    },
];

// The table is where each parameter's name is spelt, so its lookups live beside it.
impl Param {
    /// The parameter's definition.
    pub fn def(self) -> &'static ParamDef {
        // Every parameter has exactly one entry (unit-tested).
        PARAMS
            .iter()
            .find(|def| def.param == self)
            .unwrap_or(&PARAMS[0])
    }

    /// Its name in a link.
    pub fn name(self) -> &'static str {
        self.def().name
    }
}

/// The names of every parameter, for the notice about an unknown one.
pub fn names() -> Vec<&'static str> {
    PARAMS.iter().map(|def| def.name).collect()
}

/// `1` for a flag that is on; an off flag is left out.
fn flag(on: bool) -> Option<String> {
    on.then(|| "1".to_owned())
}

/// `1`/`true`/`yes` or `0`/`false`/`no`/empty into `target`.
fn read_flag(text: &str, target: &mut bool) -> Result<(), Problem> {
    *target = match text.trim() {
        "1" | "true" | "yes" => true,
        "0" | "false" | "no" | "" => false,
        _ => return Err(Problem::NotAFlag),
    };
    Ok(())
}

/// A whole number written in digits only, from `min` to `max`.
fn read_number(text: &str, min: u64, max: u64) -> Option<u64> {
    let text = text.trim();
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse::<u64>().ok().filter(|n| (min..=max).contains(n))
}

/// An algorithm ID.
fn read_algorithm(text: &str) -> Result<Algorithm, Problem> {
    Algorithm::named(text)
        .map_err(|_| Problem::NotOneOf(Algorithm::ALL.map(Algorithm::id).to_vec()))
}

/// A square of `board` a tour can visit: on the board, and not a hole.
fn read_square(text: &str, board: &Board) -> Result<Square, Problem> {
    let square = Square::parse(text, board).map_err(Problem::Square)?;
    if board.contains(square) {
        Ok(square)
    } else {
        Err(Problem::Hole(square.algebraic(board)))
    }
}

/// The moves of `walk=` (squares separated by commas or spaces) up to the first that
/// cannot be played, and the problem with that one. Play mode takes the last square
/// `end` only as the square that completes the tour.
fn read_walk(text: &str, board: Board, end: Option<Square>) -> (Vec<Square>, Option<Problem>) {
    let mut walk: Vec<Square> = Vec::new();
    let names = text.split([',', ' ']).filter(|name| !name.is_empty());
    for (i, name) in names.enumerate() {
        let why = match Square::parse(name, &board) {
            Err(why) => WalkProblem::NotASquare(why),
            Ok(square) if !board.contains(square) => WalkProblem::Hole,
            Ok(square) if walk.contains(&square) => WalkProblem::Visited,
            // A walk starting on the last square is the start's problem, named as `end`'s.
            Ok(square) if i > 0 && end == Some(square) && i + 1 < board.square_count() => {
                WalkProblem::EndTooSoon
            }
            Ok(square) => match walk.last() {
                Some(&from) if !board.is_move(from, square) => {
                    WalkProblem::NotAMove { from, board }
                }
                _ => {
                    walk.push(square);
                    continue;
                }
            },
        };
        let problem = Problem::Walk {
            k: i + 1,
            entry: name.to_owned(),
            why,
        };
        return (walk, Some(problem));
    }
    (walk, None)
}

/// The start of the run a link can solve again: the run shown or being solved (not a
/// pasted one: that is exported instead), outside play mode.
fn run_start(state: &AppState) -> Option<Square> {
    if state.mode() == Mode::Play {
        return None;
    }
    match (state.run(Side::First), state.solving()) {
        (Some(run), _) => run.algorithm().map(|_| run.start()),
        (None, Some(progress)) => Some(progress.start),
        (None, None) => None,
    }
}
