//! A small drawing of a board's lines and points, for the new-game dialog.

use egui::{Sense, Stroke, Ui, Vec2};
use morris_core::Rules;

use crate::board::geometry::BoardGeometry;

pub fn show(ui: &mut Ui, rules: &Rules, size: Vec2) {
    let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
    let geo = BoardGeometry::fit(rules, rect);
    let painter = ui.painter_at(rect);
    let color = ui.visuals().text_color();
    for line in rules.lines() {
        let pts = line.iter().map(|&p| geo.pos(p)).collect();
        painter.add(egui::Shape::line(pts, Stroke::new(1.5, color)));
    }
    for p in rules.points() {
        painter.circle_filled(geo.pos(p), 3.0, color);
    }
}
