//! A piece as a disc, and the marks drawn over the board: a cross, a mill's
//! band, a hint's arrow.

use egui::{Color32, Pos2, Stroke, vec2};
use morris_core::{Color, Move, PointSet, Rules};

use crate::board::geometry::BoardGeometry;
use crate::board::theme::Palette;

pub(super) fn draw_piece(
    painter: &egui::Painter,
    pal: &Palette,
    c: Color,
    at: Pos2,
    r: f32,
    alpha: f32,
) {
    let (fill, edge) = match c {
        Color::White => (pal.white_piece, pal.white_edge),
        Color::Black => (pal.black_piece, pal.black_edge),
    };
    let fade = |col: Color32| col.gamma_multiply(alpha);
    painter.circle_filled(
        at + vec2(r * 0.06, r * 0.1),
        r,
        Color32::from_black_alpha((60.0 * alpha) as u8),
    );
    painter.circle(
        at,
        r,
        fade(fill),
        Stroke::new((r * 0.08).max(1.0), fade(edge)),
    );
    painter.circle_stroke(
        at,
        r * 0.62,
        Stroke::new((r * 0.06).max(1.0), fade(edge.gamma_multiply(0.6))),
    );
    // Black's pieces carry a dot: the sides differ by more than their colour.
    if c == Color::Black {
        painter.circle_filled(at, r * 0.2, fade(pal.black_mark));
    }
}

pub(super) fn draw_cross(painter: &egui::Painter, at: Pos2, half: f32, stroke: Stroke) {
    painter.line_segment([at - vec2(half, half), at + vec2(half, half)], stroke);
    painter.line_segment([at - vec2(half, -half), at + vec2(half, -half)], stroke);
}

/// A mill as a thick band through its points, drawn in order along its line.
pub(super) fn draw_mill(
    painter: &egui::Painter,
    rules: &Rules,
    geo: &BoardGeometry,
    mill: PointSet,
    stroke: Stroke,
) {
    let mut pts: Vec<(i32, i32, Pos2)> = mill
        .map(|p| (rules.coords(p).0, rules.coords(p).1, geo.pos(p)))
        .collect();
    pts.sort_by_key(|&(x, y, _)| (x, y));
    let line: Vec<Pos2> = pts.into_iter().map(|(_, _, p)| p).collect();
    painter.add(egui::Shape::line(line, stroke));
}

pub(super) fn draw_hint(
    painter: &egui::Painter,
    geo: &BoardGeometry,
    mv: Move,
    r: f32,
    color: Color32,
) {
    let stroke = Stroke::new(4.0, color);
    let to = geo.pos(mv.to());
    match mv.from() {
        Some(from) => {
            let from = geo.pos(from);
            let dir = (to - from).normalized();
            let start = from + dir * r;
            let end = to - dir * r * 0.6;
            painter.arrow(start, end - start, stroke);
        }
        None => {
            painter.circle_stroke(to, r * 0.8, stroke);
        }
    }
    painter.circle_stroke(to, r * 0.25, stroke);
    for p in mv.removed() {
        draw_cross(painter, geo.pos(p), r * 0.7, stroke);
    }
}
