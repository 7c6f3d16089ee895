//! The laser cutter's files: the front, with an engrave layer (lines,
//! points, the names if asked, the variant's name, the marks of one side's
//! pieces) and a cut layer (the board's outline and the pieces' discs,
//! hairlines in red), each a named layer that laser software can switch off;
//! and the back, the same sheet mirrored, so that counters flipped over in
//! the machine get their second side where they lie.

use svg::Document;
use svg::node::element::{Circle, Group, Polyline, Rectangle, Text, Title};

use crate::sheet::Sheet;

/// The cut layer's colour and hairline width, as laser software expects them.
const CUT_COLOR: &str = "#ff0000";
const HAIRLINE_MM: f64 = 0.01;
const INKSCAPE: &str = "http://www.inkscape.org/namespaces/inkscape";

/// The front of the sheet: the board and the pieces' first side.
pub fn front_svg(sheet: &Sheet) -> String {
    let engrave = layer("engrave", "Engrave")
        .add(lines(sheet))
        .add(points(sheet))
        .add(names(sheet))
        .add(title(sheet))
        .add(marks(sheet, false));
    let cut = cut_layer(sheet, false);
    document(sheet).add(engrave).add(cut).to_string()
}

/// The back of the sheet, mirrored left to right: the pieces' second side.
pub fn back_svg(sheet: &Sheet) -> String {
    let engrave = layer("engrave", "Engrave").add(marks(sheet, true));
    let cut = cut_layer(sheet, true);
    document(sheet).add(engrave).add(cut).to_string()
}

/// The board alone, as printed on paper: its lines, points, names and
/// title, and its outline as a thin black line to cut along.
#[cfg(feature = "pdf")]
pub(crate) fn board_drawing(sheet: &Sheet) -> Group {
    let (left, top, w, h) = sheet.board;
    let outline = Rectangle::new()
        .set("x", mm(left))
        .set("y", mm(top))
        .set("width", mm(w))
        .set("height", mm(h))
        .set("rx", mm(sheet.spacing * 0.15))
        .set("fill", "none")
        .set("stroke", "#000000")
        .set("stroke-width", 0.3);
    Group::new()
        .add(outline)
        .add(lines(sheet))
        .add(points(sheet))
        .add(names(sheet))
        .add(title(sheet))
}

fn document(sheet: &Sheet) -> Document {
    Document::new()
        .set("xmlns:inkscape", INKSCAPE)
        .set("width", format!("{}mm", mm(sheet.width)))
        .set("height", format!("{}mm", mm(sheet.height)))
        .set(
            "viewBox",
            format!("0 0 {} {}", mm(sheet.width), mm(sheet.height)),
        )
        .add(Title::new(format!("{} — morris", sheet.title)))
}

/// A number of millimetres as written in the file: a hundredth of a millimetre.
pub(crate) fn mm(value: f64) -> String {
    let rounded = (value * 100.0).round() / 100.0;
    format!("{rounded}")
}

fn layer(id: &str, label: &str) -> Group {
    Group::new()
        .set("id", id)
        .set("inkscape:groupmode", "layer")
        .set("inkscape:label", label)
}

/// Where a piece's centre is on the side asked (the back mirrors the front).
fn piece_x(sheet: &Sheet, x: f64, back: bool) -> f64 {
    if back { sheet.width - x } else { x }
}

fn cut_layer(sheet: &Sheet, back: bool) -> Group {
    let (left, top, w, h) = sheet.board;
    let left = if back { sheet.width - left - w } else { left };
    let outline = Rectangle::new()
        .set("id", "outline")
        .set("x", mm(left))
        .set("y", mm(top))
        .set("width", mm(w))
        .set("height", mm(h))
        .set("rx", mm(sheet.spacing * 0.15));
    let discs = sheet
        .pieces
        .iter()
        .fold(Group::new().set("id", "pieces"), |group, piece| {
            group.add(
                Circle::new()
                    .set("cx", mm(piece_x(sheet, piece.x, back)))
                    .set("cy", mm(piece.y))
                    .set("r", mm(sheet.piece_diameter / 2.0)),
            )
        });
    layer("cut", "Cut")
        .set("fill", "none")
        .set("stroke", CUT_COLOR)
        .set("stroke-width", HAIRLINE_MM)
        .add(outline)
        .add(discs)
}

fn line_width(sheet: &Sheet) -> f64 {
    (sheet.spacing * 0.04).clamp(0.5, 4.0)
}

fn lines(sheet: &Sheet) -> Group {
    let group = Group::new()
        .set("id", "lines")
        .set("fill", "none")
        .set("stroke", "#000000")
        .set("stroke-width", mm(line_width(sheet)))
        .set("stroke-linecap", "round")
        .set("stroke-linejoin", "round");
    sheet.lines.iter().fold(group, |group, line| {
        let points: Vec<String> = line
            .iter()
            .map(|&i| format!("{},{}", mm(sheet.points[i].x), mm(sheet.points[i].y)))
            .collect();
        group.add(Polyline::new().set("points", points.join(" ")))
    })
}

fn points(sheet: &Sheet) -> Group {
    let radius = line_width(sheet) * 1.8;
    sheet.points.iter().fold(
        Group::new().set("id", "points").set("fill", "#000000"),
        |group, p| {
            group.add(
                Circle::new()
                    .set("cx", mm(p.x))
                    .set("cy", mm(p.y))
                    .set("r", mm(radius)),
            )
        },
    )
}

fn font_size(sheet: &Sheet, share: f64) -> String {
    mm((sheet.spacing * share).clamp(2.0, 20.0))
}

fn names(sheet: &Sheet) -> Group {
    let group = Group::new()
        .set("id", "names")
        .set("font-family", "sans-serif")
        .set("font-size", font_size(sheet, 0.18))
        .set("fill", "#000000");
    if !sheet.options.names {
        return group;
    }
    let offset = line_width(sheet) * 2.5;
    sheet.points.iter().fold(group, |group, p| {
        group.add(
            Text::new(p.name.as_str())
                .set("x", mm(p.x + offset))
                .set("y", mm(p.y - offset)),
        )
    })
}

/// The variant's name, centred in the margin under the bottom row.
fn title(sheet: &Sheet) -> Group {
    let (left, top, w, h) = sheet.board;
    let bottom = sheet.points.iter().map(|p| p.y).fold(top, f64::max);
    Group::new().set("id", "title").add(
        Text::new(sheet.title.as_str())
            .set("x", mm(left + w / 2.0))
            .set("y", mm((bottom + top + h) / 2.0 + sheet.spacing * 0.08))
            .set("text-anchor", "middle")
            .set("font-family", "sans-serif")
            .set("font-size", font_size(sheet, 0.22))
            .set("fill", "#000000"),
    )
}

/// A ring on each of Black's pieces (when asked), on the side asked.
fn marks(sheet: &Sheet, back: bool) -> Group {
    let group = Group::new()
        .set("id", "marks")
        .set("fill", "none")
        .set("stroke", "#000000")
        .set("stroke-width", mm(line_width(sheet)));
    if !sheet.options.mark {
        return group;
    }
    sheet
        .pieces
        .iter()
        .filter(|p| p.side == morris_core::Color::Black)
        .fold(group, |group, piece| {
            group.add(
                Circle::new()
                    .set("cx", mm(piece_x(sheet, piece.x, back)))
                    .set("cy", mm(piece.y))
                    .set("r", mm(sheet.piece_diameter * 0.3)),
            )
        })
}
