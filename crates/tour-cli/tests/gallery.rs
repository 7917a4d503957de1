//! `knights-tour gallery` end to end: the list, each format, the languages, bad ids.

mod common;

use common::{knights_tour, stderr, stdout};

use tour_core::gallery;
use tour_core::text::{numbered_board, read_route};
use tour_core::{Board, TourKind};

#[test]
fn gallery_lists_every_entry_once() {
    let output = knights_tour(&["gallery"]);
    assert!(output.status.success());
    let text = stdout(&output);
    assert_eq!(text.lines().count(), gallery::all().len());
    for entry in gallery::all() {
        assert!(text.contains(entry.id()) && text.contains(entry.title()));
    }
}

#[test]
fn gallery_text_prints_the_cores_numbered_board_then_the_facts() {
    for entry in gallery::all() {
        let output = knights_tour(&["gallery", entry.id()]);
        assert!(output.status.success(), "{}", entry.id());
        let text = stdout(&output);
        let route = entry.route().unwrap();
        assert!(text.starts_with(entry.title()));
        let board = format!("\n\n{}\nclosed: ", numbered_board(&route));
        assert!(text.contains(&board), "{}", entry.id());
        let closed = entry.stated().kind == TourKind::Closed;
        assert!(
            text.contains(&format!(
                "\nclosed: {}\n",
                if closed { "yes" } else { "no" }
            )),
            "{}",
            entry.id()
        );
        assert!(
            text.trim_end()
                .lines()
                .last()
                .unwrap()
                .starts_with("crossings: ")
        );
    }
    let beverley = stdout(&knights_tour(&["gallery", "beverley-1848"]));
    assert!(beverley.contains(
        "\nmagic sums: rows 260, columns 260, diagonals 282 210 (semi-magic)\nsymmetry: none\n"
    ));
    let euler = stdout(&knights_tour(&["gallery", "euler-1759-halves"]));
    assert!(euler.contains("\nsymmetry: half-turn\nbisected: top/bottom\n"));
}

#[test]
fn gallery_json_route_is_the_entrys_route() {
    let output = knights_tour(&["gallery", "euler-1759-halves", "--format", "json"]);
    assert!(output.status.success());
    let json: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(json["id"], "euler-1759-halves");
    assert_eq!(
        (json["rows"].as_u64(), json["cols"].as_u64()),
        (Some(8), Some(8))
    );
    assert_eq!(json["closed"], true);
    assert_eq!(json["half_turn"], true);
    assert_eq!(json["bisected"], "top-bottom");
    // What the study finds, as solve writes it, beside what the source states.
    let properties = &json["properties"];
    assert_eq!(properties["closed"], true);
    assert_eq!(properties["symmetries"], serde_json::json!(["half-turn"]));
    assert_eq!(properties["bisected"], "top-bottom");
    assert_eq!(properties["row_sums"].as_array().map(Vec::len), Some(8));
    let moves: Vec<&str> = json["route"]
        .as_array()
        .unwrap()
        .iter()
        .map(|square| square.as_str().unwrap())
        .collect();
    let read = read_route(&Board::CHESS, &moves.join(" ")).unwrap();
    let entry = gallery::find("euler-1759-halves").unwrap();
    assert_eq!(read.squares(), entry.route().unwrap().squares());
}

#[test]
fn gallery_json_lists_every_entry_without_routes() {
    let output = knights_tour(&["gallery", "--format", "json"]);
    let json: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    let entries = json.as_array().unwrap();
    assert_eq!(entries.len(), gallery::all().len());
    assert!(entries.iter().all(|entry| entry.get("route").is_none()));
}

#[test]
fn gallery_svg_draws_the_route_and_every_number() {
    let output = knights_tour(&["gallery", "kumar-4x14", "--format", "svg"]);
    assert!(output.status.success());
    let svg = stdout(&output);
    assert!(svg.starts_with("<svg ") && svg.trim_end().ends_with("</svg>"));
    assert_eq!(svg.matches("<polyline ").count(), 1);
    // 56 squares, each with its number; an open tour has no closing move.
    assert_eq!(svg.matches(">56</text>").count(), 1);
    assert_eq!(svg.matches("<rect x=").count(), 56 + 1);
    assert!(!svg.contains("stroke-dasharray"));
    let closed = stdout(&knights_tour(&[
        "gallery",
        "dudeney-1917",
        "--format",
        "svg",
    ]));
    assert!(closed.contains("stroke-dasharray"));
}

#[test]
fn gallery_speaks_chinese_when_asked() {
    let hant = stdout(&knights_tour(&[
        "gallery",
        "beverley-1848",
        "--lang",
        "zh-Hant",
    ]));
    assert!(hant.starts_with("貝弗利的半魔方陣巡邏\n") && hant.contains("開放巡邏"));
    assert!(hant.contains("\n數字和: 列 260，行 260，對角線 282 210（半魔方陣）\n"));
    let hans = stdout(&knights_tour(&[
        "gallery",
        "dudeney-1917",
        "--lang",
        "zh-Hans",
    ]));
    assert!(hans.starts_with("杜德尼的闭合半幻方巡游\n") && hans.contains("闭合巡游"));
    assert!(hans.contains("\n闭合: 是\n数字和: 行 260，列 260，对角线 264 256（半幻方）\n"));
}

#[test]
fn gallery_refuses_unknown_ids_languages_and_a_page_of_everything() {
    let output = knights_tour(&["gallery", "euler"]);
    assert_eq!(output.status.code(), Some(1));
    let error = stderr(&output);
    assert!(error.contains("\"euler\"") && error.contains("euler-1759-halves"));
    assert_eq!(
        knights_tour(&["gallery", "--lang", "fr"]).status.code(),
        Some(1)
    );
    let page = knights_tour(&["gallery", "--format", "svg"]);
    assert_eq!(page.status.code(), Some(1));
    assert!(stderr(&page).contains("names") || stderr(&page).contains("name it"));
}
