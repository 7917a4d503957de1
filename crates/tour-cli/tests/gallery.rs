//! `knights-tour gallery` end to end: the list, each format, the languages, bad ids.

use std::process::{Command, Output};

use tour_core::Board;
use tour_core::gallery;
use tour_core::text::{numbered_board, read_route};

fn knights_tour(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_knights-tour"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}

#[test]
fn gallery_lists_every_entry_once() {
    let output = knights_tour(&["gallery"]);
    assert!(output.status.success());
    let text = stdout(&output);
    assert_eq!(text.lines().count(), gallery::all().len());
    for entry in gallery::all() {
        assert!(text.contains(entry.id()) && text.contains(entry.title(gallery::Lang::En)));
    }
}

#[test]
fn gallery_text_ends_with_the_cores_numbered_board() {
    for entry in gallery::all() {
        let output = knights_tour(&["gallery", entry.id()]);
        assert!(output.status.success(), "{}", entry.id());
        let text = stdout(&output);
        let route = entry.route().unwrap();
        assert!(text.starts_with(entry.title(gallery::Lang::En)));
        assert!(
            text.ends_with(&format!("\n\n{}", numbered_board(&route))),
            "{}",
            entry.id()
        );
    }
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
    let hans = stdout(&knights_tour(&[
        "gallery",
        "dudeney-1917",
        "--lang",
        "zh-Hans",
    ]));
    assert!(hans.starts_with("杜德尼的闭合半幻方巡游\n") && hans.contains("闭合巡游"));
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
