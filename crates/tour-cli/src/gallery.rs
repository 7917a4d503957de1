//! `knights-tour gallery`: the core's gallery of famous tours, listed, or one tour printed
//! as text (its story, the numbered board and the facts `solve` prints for a complete
//! tour), JSON (the fields, the facts as `solve`'s `properties` object and the route, as
//! `solve --format json` writes routes) or a printable SVG page (the route drawn as lines
//! between square centres, each square numbered).

use std::io::Write;

use serde_json::json;
use tour_core::gallery::{self, Entry};

use crate::lang::{self, Lang};
use tour_core::study::{Halves, Properties};
use tour_core::text::PropertiesJson;
use tour_core::{Route, TourKind};

use crate::args::{GalleryArgs, GalleryFormat};
use crate::out::{emit, stream};
use crate::print::{write_json_object, write_json_route, write_numbered_board};
use crate::study;
use crate::svg::{self, MARGIN, Mark, PAGE, wrap};
use crate::{InputError, Outcome};

/// Lists the gallery, or prints the entry named.
pub fn run(args: &GalleryArgs) -> Result<Outcome, InputError> {
    let Some(id) = &args.id else {
        return list(args);
    };
    let entry = gallery::find(id).map_err(|error| InputError(error.to_string()))?;
    // Read and validated by the core: nothing unchecked is printed.
    let route = entry
        .route()
        .map_err(|error| InputError(format!("gallery entry {id}: {error}")))?;
    // Every entry is a complete tour (a core test reads them all), so this is studied.
    let facts = Properties::of(&route)
        .map_err(|error| InputError(format!("gallery entry {id}: {error}")))?;
    match args.format {
        GalleryFormat::Text => {
            let head = story(entry, &route, args.lang);
            let tail = format!("\n{}\n", study::lines(&facts, args.lang));
            stream(|out| {
                out.write_all(head.as_bytes())?;
                write_numbered_board(out, &route)?;
                out.write_all(tail.as_bytes())
            });
        }
        GalleryFormat::Json => {
            let header = to_json(entry, &route, &facts, args.lang);
            stream(|out| {
                write_json_object(out, &header, "route", |out| write_json_route(out, &route))?;
                out.write_all(b"\n")
            });
        }
        GalleryFormat::Svg => emit(&page(entry, &route, args.lang)),
    }
    Ok(Outcome::Tour)
}

/// One line per entry (id, year, author, board, title), or every entry's fields as JSON.
fn list(args: &GalleryArgs) -> Result<Outcome, InputError> {
    match args.format {
        GalleryFormat::Text => {
            let width = gallery::all()
                .iter()
                .map(|e| e.id().len())
                .max()
                .unwrap_or(0);
            let mut text = String::new();
            for entry in gallery::all() {
                let (rows, cols) = entry.board();
                text.push_str(&format!(
                    "{:<width$}  {:>6}  {:<5}  {}: {}\n",
                    entry.id(),
                    year(entry),
                    format!("{rows}x{cols}"),
                    entry.author(),
                    lang::title(entry, args.lang)
                ));
            }
            emit(&text);
        }
        GalleryFormat::Json => {
            let entries: Vec<serde_json::Value> = gallery::all()
                .iter()
                .map(|entry| fields(entry, args.lang))
                .collect();
            emit(&format!("{}\n", serde_json::Value::from(entries)));
        }
        GalleryFormat::Svg => {
            return Err(InputError(
                "--format svg draws one tour: name it, as in knights-tour gallery beverley-1848 \
                 --format svg"
                    .to_owned(),
            ));
        }
    }
    Ok(Outcome::Tour)
}

/// `1848`, or `c. 850` for a date known only roughly.
fn year(entry: &Entry) -> String {
    if entry.circa() {
        format!("c. {}", entry.year())
    } else {
        entry.year().to_string()
    }
}

/// The words of the text output in each language.
struct Labels {
    open: &'static str,
    closed: &'static str,
    source: &'static str,
    read_from: &'static str,
    note: &'static str,
}

/// The web app's words for open and closed tours, and the labels of the text output.
const fn labels(lang: Lang) -> Labels {
    match lang {
        Lang::En => Labels {
            open: "open tour",
            closed: "closed tour",
            source: "Source",
            read_from: "Read from",
            note: "Note",
        },
        Lang::ZhHant => Labels {
            open: "開放巡邏",
            closed: "封閉巡邏",
            source: "出處",
            read_from: "取自",
            note: "附註",
        },
        Lang::ZhHans => Labels {
            open: "开放巡游",
            closed: "闭合巡游",
            source: "出处",
            read_from: "取自",
            note: "附注",
        },
    }
}

/// `closed tour` or `open tour` as the validator found the route.
fn kind(route: &Route, lang: Lang) -> &'static str {
    let labels = labels(lang);
    match route.tour_kind() {
        Some(TourKind::Closed) => labels.closed,
        _ => labels.open,
    }
}

/// Title, who and when, why it matters, source and note: the lines above the board.
fn story(entry: &Entry, route: &Route, lang: Lang) -> String {
    let labels = labels(lang);
    let (rows, cols) = entry.board();
    let mut text = format!(
        "{}\n{}, {}, {rows}x{cols}, {}\n{}\n{}: {}\n{}: {}\n",
        lang::title(entry, lang),
        entry.author(),
        year(entry),
        kind(route, lang),
        lang::why(entry, lang),
        labels.source,
        entry.source(),
        labels.read_from,
        entry.url()
    );
    if let Some(note) = entry.note() {
        text.push_str(&format!("{}: {note}\n", labels.note));
    }
    text.push('\n');
    text
}

/// The entry's fields, without the route.
fn fields(entry: &Entry, lang: Lang) -> serde_json::Value {
    let (rows, cols) = entry.board();
    let stated = entry.stated();
    json!({
        "id": entry.id(),
        "lang": lang.tag(),
        "title": lang::title(entry, lang),
        "why": lang::why(entry, lang),
        "author": entry.author(),
        "year": entry.year(),
        "circa": entry.circa(),
        "rows": rows,
        "cols": cols,
        "source": entry.source(),
        "url": entry.url(),
        "note": entry.note(),
        "closed": stated.kind == TourKind::Closed,
        "semi_magic": stated.semi_magic,
        "magic": stated.magic,
        "half_turn": stated.half_turn,
        "bisected": stated.bisected.map(Halves::id),
    })
}

/// Every field of the JSON output: what the source states, then `properties`, what the
/// study finds in the route (as `solve` writes it); `route` is a `null` placeholder for
/// the streamed array.
fn to_json(entry: &Entry, route: &Route, facts: &Properties, lang: Lang) -> serde_json::Value {
    let mut json = fields(entry, lang);
    if let Some(object) = json.as_object_mut() {
        // The core's object, as `solve` writes it.
        let properties = serde_json::to_value(PropertiesJson::new(facts));
        object.insert("properties".to_owned(), properties.unwrap_or_default());
        object.insert(
            "start".to_owned(),
            route.start().algebraic(&route.board()).into(),
        );
        object.insert("route".to_owned(), serde_json::Value::Null);
    }
    json
}

/// Height of the page's heading lines and the largest square drawn.
const LINE: f64 = 18.0;
const MAX_CELL: f64 = 64.0;

/// The printable page: title, who and when, why, the board with the route drawn through
/// the squares' centres (first square ringed, a closed tour's last move dashed) and each
/// square's number in its corner, then the source.
fn page(entry: &Entry, route: &Route, lang: Lang) -> String {
    let mut body = String::new();
    let (rows, cols) = entry.board();
    svg::line(
        &mut body,
        (MARGIN, MARGIN + 4.0),
        22.0,
        true,
        lang::title(entry, lang),
    );
    let who = format!(
        "{}, {}, {rows}x{cols}, {}",
        entry.author(),
        year(entry),
        kind(route, lang)
    );
    let mut y = MARGIN + 30.0;
    for text in std::iter::once(who).chain(wrap(lang::why(entry, lang), 90)) {
        svg::line(&mut body, (MARGIN, y), 13.0, false, &text);
        y += LINE;
    }
    let cell = ((PAGE - 2.0 * MARGIN) / f64::from(cols))
        .min(MAX_CELL)
        .floor();
    let origin = (MARGIN, y);
    draw_route(&mut body, route, origin, cell);
    y += cell * f64::from(rows) + 2.0 * LINE;
    let labels = labels(lang);
    let source = format!("{}: {}", labels.source, entry.source());
    for text in wrap(&source, 110)
        .into_iter()
        .chain([entry.url().to_owned()])
    {
        svg::line(&mut body, (MARGIN, y), 11.0, false, &text);
        y += 15.0;
    }
    svg::document(&body, y + MARGIN)
}

/// The board at `origin` with the route over it.
fn draw_route(out: &mut String, route: &Route, origin: (f64, f64), cell: f64) {
    let board = route.board();
    svg::squares(out, &board, origin, cell);
    let centre = |square: tour_core::Square| {
        (
            origin.0 + (f64::from(square.col()) + 0.5) * cell,
            origin.1 + (f64::from(square.row()) + 0.5) * cell,
        )
    };
    let points: Vec<String> = route
        .squares()
        .iter()
        .map(|&square| {
            let (x, y) = centre(square);
            format!("{x},{y}")
        })
        .collect();
    out.push_str(&format!(
        "<polyline points=\"{}\" fill=\"none\" stroke=\"#1f4e9c\" stroke-width=\"2\" \
         stroke-linejoin=\"round\"/>\n",
        points.join(" ")
    ));
    let squares = route.squares();
    if let (Some(&first), Some(&last)) = (squares.first(), squares.last()) {
        if route.tour_kind() == Some(TourKind::Closed) {
            let ((x1, y1), (x2, y2)) = (centre(last), centre(first));
            out.push_str(&format!(
                "<line x1=\"{x1}\" y1=\"{y1}\" x2=\"{x2}\" y2=\"{y2}\" stroke=\"#1f4e9c\" \
                 stroke-width=\"2\" stroke-dasharray=\"5 4\"/>\n"
            ));
        }
        let (x, y) = centre(first);
        let r = cell * 0.14;
        out.push_str(&format!(
            "<circle cx=\"{x}\" cy=\"{y}\" r=\"{r}\" fill=\"#ffffff\" stroke=\"#1f4e9c\" \
             stroke-width=\"2\"/>\n"
        ));
    }
    // Numbers in the squares' top left corners, clear of the lines through the centres.
    let style = Mark {
        size: (cell * 0.26).round(),
        colour: "#000000",
        bold: false,
    };
    for (number, &square) in (1..).zip(squares) {
        let (x, y) = centre(square);
        let corner = (x - cell * 0.3, y - cell * 0.3);
        svg::mark(out, corner, &u32::to_string(&number), style);
    }
    svg::outline(out, &board, origin, cell);
}
