//! The print-and-play PDF: the board at its real size, tiled over as many
//! pages as it needs with crop marks to join them; the pieces to cut out in
//! two shades (for colour and black-and-white printers alike); and a page
//! with the rules in words and what to gather. The drawings are SVG laid
//! onto the pages; the words are real text, in the game's own font.

use std::sync::Arc;

use krilla::Document;
use krilla::geom::{Point, Size, Transform};
use krilla::page::PageSettings;
use krilla::surface::Surface;
use krilla::text::{Font, TextDirection};
use krilla_svg::{SurfaceExt, SvgSettings};
use morris_core::Rules;
use morris_i18n::t;
use svg::Document as SvgDocument;
use svg::node::element::{Circle, ClipPath, Definitions, Group, Line, Rectangle};

use crate::laser::{board_drawing, mm};
use crate::{MakeError, Paper, Sheet};

/// The white border a printer leaves, and where the crop marks go.
const MARGIN_MM: f64 = 12.0;
const PT_PER_MM: f32 = 72.0 / 25.4;

/// How the board is cut into pages: columns, rows, and each tile's size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tiling {
    pub columns: usize,
    pub rows: usize,
    pub tile: (f64, f64),
}

impl Tiling {
    pub fn of(sheet: &Sheet, paper: Paper) -> Tiling {
        let (w, h) = paper.size_mm();
        let tile = (w - 2.0 * MARGIN_MM, h - 2.0 * MARGIN_MM);
        let (_, _, board_w, board_h) = sheet.board;
        Tiling {
            columns: (board_w / tile.0).ceil().max(1.0) as usize,
            rows: (board_h / tile.1).ceil().max(1.0) as usize,
            tile,
        }
    }

    pub fn pages(&self) -> usize {
        self.columns * self.rows
    }
}

/// The whole PDF: the board's pages, the pieces' pages, the rules' page.
pub fn print_pdf(rules: &Rules, sheet: &Sheet, paper: Paper) -> Result<Vec<u8>, MakeError> {
    let font = Font::new(epaint_default_fonts::UBUNTU_LIGHT.to_vec().into(), 0)
        .ok_or_else(|| MakeError::Pdf("the font cannot be read".into()))?;
    let mut doc = Document::new();
    let tiling = Tiling::of(sheet, paper);
    for row in 0..tiling.rows {
        for column in 0..tiling.columns {
            let drawing = tile_svg(sheet, paper, &tiling, row, column);
            let label = t!(
                "make-board-page",
                number = row * tiling.columns + column + 1,
                count = tiling.pages(),
                row = row + 1,
                column = column + 1
            );
            page(&mut doc, paper, |surface| {
                draw_svg(surface, &drawing, paper)?;
                write(
                    surface,
                    &font,
                    9.0,
                    (MARGIN_MM, paper.size_mm().1 - 4.0),
                    &label,
                );
                Ok(())
            })?;
        }
    }
    for (i, drawing) in pieces_svgs(sheet, paper).iter().enumerate() {
        page(&mut doc, paper, |surface| {
            draw_svg(surface, drawing, paper)?;
            if i == 0 {
                write(
                    surface,
                    &font,
                    9.0,
                    (MARGIN_MM, MARGIN_MM - 4.0),
                    &t!("make-pieces-page"),
                );
            }
            Ok(())
        })?;
    }
    let words = rules_words(rules, sheet, &tiling);
    page(&mut doc, paper, |surface| {
        write_words(surface, &font, paper, &words);
        Ok(())
    })?;
    doc.finish().map_err(|e| MakeError::Pdf(format!("{e:?}")))
}

/// One page of the paper's size, drawn in millimetres by `draw`.
fn page(
    doc: &mut Document,
    paper: Paper,
    draw: impl FnOnce(&mut Surface<'_>) -> Result<(), MakeError>,
) -> Result<(), MakeError> {
    let (w, h) = paper.size_mm();
    let settings = PageSettings::from_wh(w as f32 * PT_PER_MM, h as f32 * PT_PER_MM)
        .ok_or_else(|| MakeError::Pdf("a page of no size".into()))?;
    let mut page = doc.start_page_with(settings);
    let mut surface = page.surface();
    let result = draw(&mut surface);
    surface.finish();
    page.finish();
    result
}

/// An SVG of the whole page (in millimetres), laid onto the page.
fn draw_svg(surface: &mut Surface<'_>, drawing: &str, paper: Paper) -> Result<(), MakeError> {
    let mut options = usvg::Options::default();
    let fonts = Arc::make_mut(&mut options.fontdb);
    fonts.load_font_data(epaint_default_fonts::UBUNTU_LIGHT.to_vec());
    let family = fonts
        .faces()
        .next()
        .and_then(|face| face.families.first())
        .map(|(name, _)| name.clone());
    if let Some(family) = family {
        fonts.set_sans_serif_family(family);
    }
    let tree =
        usvg::Tree::from_str(drawing, &options).map_err(|e| MakeError::Pdf(e.to_string()))?;
    let (w, h) = paper.size_mm();
    let size = Size::from_wh(w as f32 * PT_PER_MM, h as f32 * PT_PER_MM)
        .ok_or_else(|| MakeError::Pdf("a page of no size".into()))?;
    surface
        .draw_svg(&tree, size, SvgSettings::default())
        .ok_or_else(|| MakeError::Pdf("a drawing could not be laid out".into()))
}

/// One line of text with its baseline at `at` (millimetres from the top left).
fn write(surface: &mut Surface<'_>, font: &Font, size_pt: f32, at: (f64, f64), text: &str) {
    let point = Point::from_xy(at.0 as f32 * PT_PER_MM, at.1 as f32 * PT_PER_MM);
    surface.push_transform(&Transform::identity());
    surface.draw_text(
        point,
        font.clone(),
        size_pt,
        text,
        false,
        TextDirection::Auto,
    );
    surface.pop();
}

fn page_svg(paper: Paper) -> SvgDocument {
    let (w, h) = paper.size_mm();
    SvgDocument::new()
        .set("width", format!("{}mm", mm(w)))
        .set("height", format!("{}mm", mm(h)))
        .set("viewBox", format!("0 0 {} {}", mm(w), mm(h)))
}

/// The part of the board on one page, and crop marks at its corners.
fn tile_svg(sheet: &Sheet, paper: Paper, tiling: &Tiling, row: usize, column: usize) -> String {
    let (tw, th) = tiling.tile;
    let (_, _, board_w, board_h) = sheet.board;
    // The last row and column hold what is left of the board.
    let w = (board_w - column as f64 * tw).min(tw);
    let h = (board_h - row as f64 * th).min(th);
    let clip = ClipPath::new().set("id", "tile").add(
        Rectangle::new()
            .set("x", mm(MARGIN_MM))
            .set("y", mm(MARGIN_MM))
            .set("width", mm(w))
            .set("height", mm(h)),
    );
    let board = board_drawing(sheet).set(
        "transform",
        format!(
            "translate({} {})",
            mm(MARGIN_MM - column as f64 * tw),
            mm(MARGIN_MM - row as f64 * th)
        ),
    );
    let marks = crop_marks((MARGIN_MM, MARGIN_MM, w, h));
    page_svg(paper)
        .add(Definitions::new().add(clip))
        .add(Group::new().set("clip-path", "url(#tile)").add(board))
        .add(marks)
        .to_string()
}

/// Short lines in the margin at each corner of `rect`, along its edges.
fn crop_marks((x, y, w, h): (f64, f64, f64, f64)) -> Group {
    let length = MARGIN_MM * 0.7;
    let mut group = Group::new()
        .set("stroke", "#000000")
        .set("stroke-width", 0.2);
    for (cx, cy, dx, dy) in [
        (x, y, -1.0, -1.0),
        (x + w, y, 1.0, -1.0),
        (x, y + h, -1.0, 1.0),
        (x + w, y + h, 1.0, 1.0),
    ] {
        for (ex, ey) in [(cx + dx * length, cy), (cx, cy + dy * length)] {
            group = group.add(
                Line::new()
                    .set("x1", mm(cx + dx * 1.5 * f64::from(ex != cx)))
                    .set("y1", mm(cy + dy * 1.5 * f64::from(ey != cy)))
                    .set("x2", mm(ex))
                    .set("y2", mm(ey)),
            );
        }
    }
    group
}

/// The pieces in rows at their real size, one page after another: White's
/// light, Black's dark, each with a ring to cut along.
pub(crate) fn pieces_svgs(sheet: &Sheet, paper: Paper) -> Vec<String> {
    let (w, h) = paper.size_mm();
    let d = sheet.piece_diameter;
    let step = d + 3.0;
    let top = MARGIN_MM + 4.0;
    let per_row = (((w - 2.0 * MARGIN_MM) / step).floor() as usize).max(1);
    let per_page = per_row * (((h - top - MARGIN_MM) / step).floor() as usize).max(1);
    sheet
        .pieces
        .chunks(per_page)
        .map(|pieces| {
            let discs = pieces
                .iter()
                .enumerate()
                .fold(Group::new(), |group, (i, piece)| {
                    let fill = match piece.side {
                        morris_core::Color::White => "#f0f0f0",
                        morris_core::Color::Black => "#404040",
                    };
                    group.add(
                        Circle::new()
                            .set("cx", mm(MARGIN_MM + d / 2.0 + (i % per_row) as f64 * step))
                            .set("cy", mm(top + d / 2.0 + (i / per_row) as f64 * step))
                            .set("r", mm(d / 2.0))
                            .set("fill", fill)
                            .set("stroke", "#000000")
                            .set("stroke-width", 0.3),
                    )
                });
            page_svg(paper).add(discs).to_string()
        })
        .collect()
}

/// The rules page: a title, then paragraphs.
struct Words {
    title: String,
    paragraphs: Vec<String>,
}

fn rules_words(rules: &Rules, sheet: &Sheet, tiling: &Tiling) -> Words {
    let mut paragraphs = vec![morris_i18n::words::variant_description(rules)];
    paragraphs.extend(morris_i18n::describe::rules(rules));
    paragraphs.push(t!("make-materials"));
    let per_side = sheet.pieces.len() / 2;
    paragraphs.push(t!("make-material-board", pages = tiling.pages()));
    paragraphs.push(t!(
        "make-material-pieces",
        pieces = rules.pieces(),
        cut = per_side,
        diameter = format!("{:.0}", sheet.piece_diameter)
    ));
    paragraphs.push(t!("make-material-tools"));
    Words {
        title: morris_i18n::words::variant_name(rules),
        paragraphs,
    }
}

fn write_words(surface: &mut Surface<'_>, font: &Font, paper: Paper, words: &Words) {
    let (w, _) = paper.size_mm();
    let mut y = MARGIN_MM + 8.0;
    write(surface, font, 18.0, (MARGIN_MM, y), &words.title);
    y += 10.0;
    let size_pt = 10.5;
    // Ubuntu Light's letters are about half as wide as they are high.
    let per_line =
        ((w - 2.0 * MARGIN_MM) / (f64::from(size_pt) / f64::from(PT_PER_MM) * 0.5)) as usize;
    for paragraph in &words.paragraphs {
        for line in morris_i18n::words::wrap(paragraph, per_line) {
            write(surface, font, size_pt, (MARGIN_MM, y), &line);
            y += 5.0;
        }
        y += 2.0;
    }
}
