//! Reading links, writing them, and the two agreeing. (How notices are worded is the
//! text layer's concern and tested there.)

use super::*;
use crate::model::tests::{solved, with};
use crate::model::{
    Action, Control, DEFAULT_SPEED, Embed, Overlays, PlayAction, SeedOrder, Settings,
    SettingsAction, Theme,
};
use tour_core::{Algorithm, Board, Ends, Square};

/// The address, and which parameter each notice is about.
fn parse(query: &[(&str, &str)]) -> (Address, Vec<Notice>) {
    read(query.iter().copied())
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
fn every_parameter_has_one_entry_and_its_default_reads_as_the_default() {
    for def in PARAMS {
        assert_eq!(def.param.def().name, def.name);
        assert_eq!(PARAMS.iter().filter(|d| d.param == def.param).count(), 1);
        if !def.default.is_empty() {
            let (address, notices) = parse(&[(def.name, def.default)]);
            assert!(notices.is_empty(), "{}={}", def.name, def.default);
            assert_eq!(address, Address::default(), "{}={}", def.name, def.default);
        }
    }
}

#[test]
fn mode_is_read_and_play_refused_on_canvas_boards() {
    assert_eq!(parse(&[("mode", "play")]).0.mode, Mode::Play);
    let (compare, _) = parse(&[("mode", "compare"), ("vs", "backtrack-warnsdorff")]);
    assert_eq!(compare.mode, Mode::Compare);
    assert_eq!(compare.settings.second, Algorithm::BacktrackWarnsdorff);
    let (bogus, notices) = parse(&[("mode", "Play!")]);
    assert_eq!(bogus.mode, Mode::Watch);
    assert_eq!(
        notices[0].problem,
        Problem::NotOneOf(vec!["watch", "play", "compare", "puzzle"])
    );
    let (large, notices) = parse(&[("board", "60x60"), ("mode", "play")]);
    assert_eq!(large.mode, Mode::Watch);
    assert_eq!(notices[0].problem, Problem::TooLarge { max: 50 });
}

/// Found by the link fuzzer: a puzzle's seed opened puzzle mode on a board drawn on the
/// canvas, whose link (`mode=puzzle`) was then refused.
#[test]
fn a_puzzle_seed_on_a_canvas_board_is_refused_as_puzzle_mode_is() {
    for board in ["100x1", "1x51"] {
        let (large, notices) = parse(&[("puzzle-seed", "0"), ("board", board)]);
        assert_eq!(large.mode, Mode::Watch);
        assert_eq!(large.puzzle_seed, None);
        assert_eq!(notices.len(), 1);
        assert_eq!(notices[0].param, Some(Param::PuzzleSeed));
        assert_eq!(notices[0].problem, Problem::TooLarge { max: 50 });
    }
}

#[test]
fn long_pieces_of_a_link_are_clipped() {
    let long = "y".repeat(5000);
    let (_, notices) = parse(&[(long.as_str(), "1"), ("lang", long.as_str())]);
    assert_eq!(notices.len(), 2);
    assert_eq!(notices[0].name, format!("{}…", "y".repeat(40)));
    assert_eq!(notices[1].text.chars().count(), 41);
}

#[test]
fn empty_query_gives_defaults() {
    assert_eq!(parse(&[]), (Address::default(), Vec::new()));
}

#[test]
fn every_parameter_is_read() {
    let (address, notices) = parse(&[
        ("board", "5x6"),
        ("start", "a1"),
        ("algo", "warnsdorff"),
        ("order", "deitel"),
        ("speed", "12"),
        ("autoplay", "1"),
        ("survey", "1"),
    ]);
    assert_eq!(address.settings.board, Board::new(5, 6).unwrap());
    assert_eq!(address.start, Some(Square::new(4, 0)));
    assert_eq!(address.settings.order, SeedOrder::Deitel);
    assert_eq!(address.settings.speed, 12);
    assert!(address.autoplay && address.survey);
    assert!(notices.is_empty());
}

#[test]
fn start_is_read_on_the_requested_board() {
    let (address, _) = parse(&[("start", "5,6"), ("board", "8x8")]);
    assert_eq!(address.start, Some(Square::new(5, 6)));
    let (address, _) = parse(&[("board", "20x20"), ("start", "t20")]);
    assert_eq!(address.start, Some(Square::new(0, 19)));
}

#[test]
fn each_bad_value_gives_one_notice_naming_it_and_the_default_stays() {
    let cases = [
        ("board", "banana"),
        ("board", "0x8"),
        ("board", "1001x8"),
        ("board", ""),
        ("start", "z9"),
        ("start", "8,8"),
        ("speed", "-3"),
        ("speed", "0"),
        ("speed", "fast"),
        ("autoplay", "maybe"),
        ("survey", "all"),
        ("algo", "magic"),
        ("order", "spiral"),
    ];
    for (key, value) in cases {
        let (address, notices) = parse(&[(key, value)]);
        assert_eq!(notices.len(), 1, "{key}={value}: {notices:?}");
        assert_eq!(notices[0].name, key);
        assert_eq!(notices[0].param.map(Param::name), Some(key));
        assert_eq!(address.settings.board, Board::CHESS);
        assert_eq!(address.settings.speed, DEFAULT_SPEED);
        assert_eq!(address.start, None);
    }
}

#[test]
fn unknown_parameters_and_autoplay_without_start_are_explained() {
    let (_, notices) = parse(&[("colour", "red")]);
    assert_eq!(notices.len(), 1);
    assert_eq!(
        (notices[0].param, notices[0].name.as_str()),
        (None, "colour")
    );
    let (address, notices) = parse(&[("autoplay", "1")]);
    assert!(!address.autoplay);
    assert_eq!(notices[0].problem, Problem::NeedsStart);
}

#[test]
fn a_start_on_a_bad_board_is_read_against_the_default_board() {
    let (address, notices) = parse(&[("board", "huge"), ("start", "g3")]);
    assert_eq!(address.settings.board, Board::CHESS);
    assert_eq!(address.start, Some(Square::new(5, 6)));
    assert_eq!(notices.len(), 1);
}

#[test]
fn a_walk_keeps_the_moves_before_the_first_bad_one() {
    let (address, notices) = parse(&[("mode", "play"), ("walk", "a1,b3,a1")]);
    assert_eq!(address.walk.len(), 2);
    assert_eq!(
        notices[0].problem,
        Problem::Walk {
            k: 3,
            entry: "a1".to_owned(),
            why: WalkProblem::Visited
        }
    );
}

#[test]
fn defaults_write_only_the_language() {
    assert_eq!(link(&with(Board::CHESS, Algorithm::Fast)), "?lang=en");
}

#[test]
fn a_paused_run_links_to_its_step_and_reads_back() {
    let state = with(Board::new(6, 7).unwrap(), Algorithm::Warnsdorff)
        .apply(Action::Settings(SettingsAction::Order(SeedOrder::Deitel)))
        .apply(Action::Settings(SettingsAction::Speed(25)))
        .apply(Action::Settings(SettingsAction::Overlays(Overlays {
            degrees: true,
            ..Overlays::default()
        })));
    let start = Square::parse("b2", &state.board()).unwrap();
    let run = solved(&state, start);
    let state = [Control::TogglePlay, Control::Forward, Control::Forward]
        .into_iter()
        .fold(state.apply(run), |state, control| {
            state.apply(Action::Control(control))
        });
    let query = link(&state);
    assert_eq!(
        query,
        "?board=6x7&algo=warnsdorff&order=deitel&speed=25&start=b2&step=3&degrees=1&lang=en"
    );
    let (address, notices) = read(query_pairs(&query));
    assert!(notices.is_empty());
    assert_eq!(address.settings.board, state.board());
    assert_eq!(address.settings.algorithm, Algorithm::Warnsdorff);
    assert_eq!(address.settings.order, SeedOrder::Deitel);
    assert_eq!(address.settings.speed, 25);
    assert_eq!(address.start, Some(start));
    assert_eq!(address.step, Some(3));
    assert!(address.settings.overlays.degrees);
}

#[test]
fn play_mode_links_to_the_walk_and_a_playing_run_to_autoplay() {
    // The embed is the link's alone: no control changes it.
    let embedded = AppState::new(Settings {
        embed: Embed {
            on: true,
            controls: false,
            fit: false,
        },
        ..Settings::default()
    });
    let mut state = embedded
        .apply(Action::Settings(SettingsAction::Mode(Mode::Play)))
        .apply(Action::Settings(SettingsAction::Theme(Theme::Dark)));
    for name in ["a1", "b3", "c5"] {
        let square = Square::parse(name, &Board::CHESS).unwrap();
        state = state.apply(Action::Play(PlayAction::Choose { square, at_ms: 0.0 }));
    }
    let query = link(&state);
    assert_eq!(
        query,
        "?mode=play&walk=a1,b3,c5&lang=en&theme=dark&embed=1&controls=0"
    );
    let (address, _) = read(query_pairs(&query));
    assert_eq!(address.walk, state.play().walk);
    assert!(address.settings.embed.on && !address.settings.embed.controls);
    assert_eq!(address.settings.theme, Theme::Dark);

    let random = with(Board::CHESS, Algorithm::Random);
    let run = solved(&random, Square::new(0, 0));
    assert_eq!(
        link(&random.apply(run)),
        "?algo=random&start=a8&seed=0&autoplay=1&lang=en"
    );
}

/// The only notice of `query`, which must be about `param`.
fn only_notice(query: &[(&str, &str)], param: Param) -> (Address, Problem) {
    let (address, notices) = parse(query);
    assert_eq!(notices.len(), 1, "{query:?}: {notices:?}");
    assert_eq!(notices[0].param, Some(param), "{query:?}");
    (address, notices[0].problem.clone())
}

#[test]
fn squares_on_holes_are_named_once_and_the_rest_kept() {
    let a1 = Square::new(7, 0);
    let (address, problem) = only_notice(&[("holes", "d4:e5"), ("start", "e5")], Param::Start);
    assert_eq!(
        (address.start, problem),
        (None, Problem::Hole("e5".to_owned()))
    );
    let query = [("holes", "d4:e5"), ("end", "d4"), ("start", "a1")];
    let (address, problem) = only_notice(&query, Param::End);
    assert_eq!(problem, Problem::Hole("d4".to_owned()));
    assert_eq!(
        (address.settings.ends, address.start),
        (Ends::OPEN, Some(a1))
    );
    let query = [("holes", "b3"), ("mode", "play"), ("walk", "a1,b3,c5")];
    let (address, problem) = only_notice(&query, Param::Walk);
    assert_eq!(address.walk, [a1]);
    assert!(matches!(
        problem,
        Problem::Walk {
            k: 2,
            why: WalkProblem::Hole,
            ..
        }
    ));
}

#[test]
fn a_last_square_at_the_start_or_early_on_the_walk_is_named_once() {
    let (address, problem) = only_notice(&[("start", "a1"), ("end", "a1")], Param::End);
    assert_eq!(
        (address.settings.ends, problem),
        (Ends::OPEN, Problem::EndIsStart)
    );
    assert_eq!(address.start, Some(Square::new(7, 0)));
    let query = [("mode", "play"), ("end", "a1"), ("walk", "a1,b3")];
    let (address, problem) = only_notice(&query, Param::End);
    assert_eq!((address.walk.len(), problem), (2, Problem::EndIsStart));
    let query = [("mode", "play"), ("end", "c5"), ("walk", "a1,b3,c5,d7")];
    let (address, problem) = only_notice(&query, Param::Walk);
    assert_eq!(address.walk.len(), 2);
    assert!(matches!(
        problem,
        Problem::Walk {
            k: 3,
            why: WalkProblem::EndTooSoon,
            ..
        }
    ));
    // The one square of a 1x1 board is a whole tour, first and last.
    let (address, notices) = parse(&[("board", "1x1"), ("start", "a1"), ("end", "a1")]);
    assert!(notices.is_empty() && address.settings.ends.last().is_some());
    let query = [
        ("board", "1x1"),
        ("mode", "play"),
        ("end", "a1"),
        ("walk", "a1"),
    ];
    let (address, notices) = parse(&query);
    assert!(notices.is_empty() && address.settings.ends.last().is_some());
    assert_eq!(address.walk.len(), 1);
}

#[test]
fn parameters_of_one_mode_are_named_in_another_and_a_walk_places_the_start() {
    for mode in ["play", "compare"] {
        let (address, problem) = only_notice(&[("mode", mode), ("code", "1")], Param::Code);
        assert_eq!(problem, Problem::OnlyIn(Mode::Watch));
        assert!(!address.settings.overlays.code);
    }
    assert!(parse(&[("code", "1")]).0.settings.overlays.code);
    let (address, problem) = only_notice(&[("walk", "a1,b3")], Param::Walk);
    assert_eq!(
        (address.walk.len(), problem),
        (0, Problem::OnlyIn(Mode::Play))
    );
    let query = [("mode", "play"), ("start", "c3"), ("walk", "a1,b3")];
    let (address, problem) = only_notice(&query, Param::Start);
    assert_eq!(problem, Problem::WalkStartsElsewhere("a1".to_owned()));
    assert_eq!((address.start, address.walk.len()), (None, 2));
    let query = [("mode", "play"), ("start", "a1"), ("walk", "a1,b3")];
    assert!(parse(&query).1.is_empty());
}

#[test]
fn the_code_panel_is_linked_in_watch_mode_only() {
    let state = with(Board::CHESS, Algorithm::Fast).apply(Action::Settings(
        SettingsAction::Overlays(Overlays {
            code: true,
            ..Overlays::default()
        }),
    ));
    assert_eq!(link(&state), "?lang=en&code=1");
    let playing = state.apply(Action::Settings(SettingsAction::Mode(Mode::Play)));
    assert_eq!(link(&playing), "?mode=play&lang=en");
}

#[test]
fn embed_fit_is_an_embed_sized_by_its_host_and_links_back() {
    let (address, notices) = parse(&[("embed", "fit")]);
    assert!(notices.is_empty());
    assert!(address.settings.embed.on && address.settings.embed.fit);
    let state = AppState::new(Settings {
        embed: address.settings.embed,
        ..Settings::default()
    });
    assert_eq!(link(&state), "?lang=en&embed=fit");
    let (address, notices) = parse(&[("embed", "2")]);
    assert!(!address.settings.embed.on && !address.settings.embed.fit);
    assert_eq!(notices[0].problem, Problem::NotOneOf(vec!["1", "0", "fit"]));
}

#[test]
fn the_tour_s_ends_are_read_from_closed_and_end_and_written_back_the_same() {
    let h8 = Square::new(0, 7);
    let cases = [
        (Ends::OPEN, "?lang=en"),
        (Ends::CLOSED, "?closed=1&lang=en"),
        (Ends::to(h8), "?end=h8&lang=en"),
    ];
    for (ends, query) in cases {
        let state = AppState::new(Settings {
            ends,
            ..Settings::default()
        });
        assert_eq!(link(&state), query);
        let (address, notices) = read(query_pairs(query));
        assert!(notices.is_empty(), "{query}: {notices:?}");
        assert_eq!(address.settings.ends, ends, "{query}");
    }
    // Links written by hand, in every spelling of the flag.
    for (query, ends) in [
        ("?closed=true", Ends::CLOSED),
        ("?closed=yes&end=", Ends::CLOSED),
        ("?closed=0&end=h8", Ends::to(h8)),
        ("?end=0,7", Ends::to(h8)),
        ("?closed=&end=a1", Ends::to(Square::new(7, 0))),
    ] {
        let (address, _) = read(query_pairs(query));
        assert_eq!(address.settings.ends, ends, "{query}");
    }
    // `end=` is refused beside a closed tour, whichever comes first in the link.
    for query in [
        [("closed", "1"), ("end", "h8")],
        [("end", "h8"), ("closed", "1")],
    ] {
        let (address, problem) = only_notice(&query, Param::End);
        assert_eq!(
            (address.settings.ends, problem),
            (Ends::CLOSED, Problem::ClosedHasNoEnd)
        );
    }
}

#[test]
fn every_tour_s_ends_the_reducer_reaches_links_back_to_the_same() {
    for state in crate::model::tests::ends_reached(3) {
        let query = link(&state);
        let (address, notices) = read(query_pairs(&query));
        assert!(notices.is_empty(), "{query}: {notices:?}");
        assert_eq!(address.settings.ends, state.settings().ends, "{query}");
    }
}
