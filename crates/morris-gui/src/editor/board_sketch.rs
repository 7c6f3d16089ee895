//! The board drawn from the text as it is written, even while the file has
//! problems, and changed with the mouse: points moved, added, deleted and
//! renamed, lines drawn and deleted. Every change is made in the text
//! (`board_text.rs`), which stays the source of truth.

use egui::accesskit::Role;
use egui::{Color32, FontId, Pos2, Rect, Sense, Stroke, Ui, Vec2, WidgetInfo, pos2, vec2};
use morris_i18n::t;

use super::RulesEditor;
use super::board_text::{self, WrittenBoard};
use crate::board::theme::Palette;

/// What a click on the sketch does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tool {
    #[default]
    Move,
    AddPoint,
    DrawLine,
    Delete,
    Rename,
}

/// The sketch's state: the tool, a line being drawn, a point being renamed.
#[derive(Clone, Debug, Default)]
pub struct Sketch {
    pub tool: Tool,
    /// The points of the line being drawn, in order.
    pub line: Vec<String>,
    /// The point being renamed, and the name typed for it.
    pub renaming: Option<(String, String)>,
    dragging: Option<String>,
}

/// The board's coordinates fitted into a rectangle, and back.
#[derive(Clone, Copy, Debug)]
struct Frame {
    center: Pos2,
    mid: Vec2,
    scale: f32,
}

impl Frame {
    /// Fits the points' coordinates, with a unit of room around them for new points.
    fn fit(board: &WrittenBoard, rect: Rect) -> Frame {
        let xs = board.points.iter().map(|p| p.x as f32);
        let ys = board.points.iter().map(|p| p.y as f32);
        let (min_x, max_x) = xs.fold((0.0f32, 0.0f32), |(a, b), x| (a.min(x), b.max(x)));
        let (min_y, max_y) = ys.fold((0.0f32, 0.0f32), |(a, b), y| (a.min(y), b.max(y)));
        let (w, h) = (max_x - min_x + 2.0, max_y - min_y + 2.0);
        Frame {
            center: rect.center(),
            mid: vec2((min_x + max_x) / 2.0, (min_y + max_y) / 2.0),
            scale: (rect.width() / w).min(rect.height() / h).max(1.0),
        }
    }

    fn screen(&self, x: i32, y: i32) -> Pos2 {
        pos2(
            self.center.x + (x as f32 - self.mid.x) * self.scale,
            self.center.y - (y as f32 - self.mid.y) * self.scale,
        )
    }

    /// The whole coordinates nearest a screen position.
    fn layout(&self, at: Pos2) -> (i32, i32) {
        let x = self.mid.x + (at.x - self.center.x) / self.scale;
        let y = self.mid.y - (at.y - self.center.y) / self.scale;
        (x.round() as i32, y.round() as i32)
    }
}

/// The distance from `p` to the segment `a`–`b`.
fn distance_to_segment(p: Pos2, a: Pos2, b: Pos2) -> f32 {
    let ab = b - a;
    let t = ((p - a).dot(ab) / ab.length_sq().max(f32::EPSILON)).clamp(0.0, 1.0);
    (a + ab * t).distance(p)
}

impl RulesEditor {
    /// The tools, the sketch, and what the chosen tool asks.
    pub(super) fn sketch_ui(&mut self, ui: &mut Ui, palette: Palette, height: f32) {
        let Some(board) = board_text::read(&self.text) else {
            self.board_elsewhere(ui);
            return;
        };
        ui.horizontal_wrapped(|ui| {
            for (tool, label) in [
                (Tool::Move, t!("editor-tool-move")),
                (Tool::AddPoint, t!("editor-tool-add")),
                (Tool::DrawLine, t!("editor-tool-line")),
                (Tool::Delete, t!("editor-tool-delete")),
                (Tool::Rename, t!("editor-tool-rename")),
            ] {
                if ui
                    .selectable_label(self.sketch.tool == tool, label)
                    .clicked()
                {
                    self.sketch.tool = tool;
                    self.sketch.line.clear();
                    self.sketch.renaming = None;
                }
            }
        });
        ui.small(match self.sketch.tool {
            Tool::Move => t!("editor-tool-move-hint"),
            Tool::AddPoint => t!("editor-tool-add-hint"),
            Tool::DrawLine => t!("editor-tool-line-hint"),
            Tool::Delete => t!("editor-tool-delete-hint"),
            Tool::Rename => t!("editor-tool-rename-hint"),
        });
        let width = ui.available_width();
        let size = vec2(width, (height * 0.6).min(width).max(160.0));
        let (rect, area) = ui.allocate_exact_size(size, Sense::click());
        let frame = Frame::fit(&board, rect.shrink(12.0));
        self.draw_sketch(ui, &board, &frame, rect, palette);
        let mut changed = None;
        let touch = Vec2::splat((frame.scale * 0.4).clamp(12.0, 28.0));
        let id = ui.make_persistent_id("sketch");
        let mut on_point = false;
        for point in &board.points {
            let at = frame.screen(point.x, point.y);
            let response = ui.interact(
                Rect::from_center_size(at, touch),
                id.with(&point.name),
                Sense::click_and_drag(),
            );
            let name = point.name.clone();
            response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &name));
            on_point |= response.hovered();
            if self.sketch.tool == Tool::Move && response.drag_started() {
                self.sketch.dragging = Some(name.clone());
            }
            if response.drag_stopped()
                && self.sketch.dragging.take() == Some(name.clone())
                && let Some(to) = ui.ctx().pointer_latest_pos()
            {
                let (x, y) = frame.layout(to);
                if !board.points.iter().any(|p| (p.x, p.y) == (x, y)) {
                    changed = Some(board.move_point(&self.text, &name, x, y));
                }
            }
            if response.clicked() {
                changed = self.point_clicked(&board, &name).or(changed);
            }
        }
        if area.clicked()
            && !on_point
            && let Some(at) = area.interact_pointer_pos()
        {
            changed = self.area_clicked(&board, &frame, at).or(changed);
        }
        self.line_and_rename_ui(ui, &board, &mut changed);
        if let Some(text) = changed {
            self.text = text;
            self.recheck();
        }
    }

    /// A click on a point, with the tool in hand: the new text, if it changes.
    fn point_clicked(&mut self, board: &WrittenBoard, name: &str) -> Option<String> {
        match self.sketch.tool {
            Tool::Delete => Some(board.delete_point(&self.text, name)),
            Tool::DrawLine => {
                if self.sketch.line.last().map(String::as_str) == Some(name) {
                    return self.finish_line(board);
                }
                if !self.sketch.line.iter().any(|p| p == name) {
                    self.sketch.line.push(name.to_string());
                }
                None
            }
            Tool::Rename => {
                self.sketch.renaming = Some((name.to_string(), name.to_string()));
                None
            }
            Tool::Move | Tool::AddPoint => None,
        }
    }

    /// A click beside the points: a point added there, or the line under it deleted.
    fn area_clicked(&mut self, board: &WrittenBoard, frame: &Frame, at: Pos2) -> Option<String> {
        match self.sketch.tool {
            Tool::AddPoint => {
                let (x, y) = frame.layout(at);
                let taken = board.points.iter().any(|p| (p.x, p.y) == (x, y));
                (!taken).then(|| board.add_point(&self.text, &board.free_name(), x, y))
            }
            Tool::Delete => {
                let screen = |name: &String| board.point(name).map(|p| frame.screen(p.x, p.y));
                let near = board.lines.iter().position(|line| {
                    let pts: Vec<Pos2> = line.points.iter().filter_map(screen).collect();
                    pts.windows(2)
                        .any(|w| distance_to_segment(at, w[0], w[1]) < 6.0)
                })?;
                Some(board.delete_line(&self.text, near))
            }
            _ => None,
        }
    }

    fn finish_line(&mut self, board: &WrittenBoard) -> Option<String> {
        let line = std::mem::take(&mut self.sketch.line);
        (line.len() >= 2).then(|| board.add_line(&self.text, &line))
    }

    /// Under the sketch: the line being drawn, or the name being typed.
    fn line_and_rename_ui(
        &mut self,
        ui: &mut Ui,
        board: &WrittenBoard,
        changed: &mut Option<String>,
    ) {
        if self.sketch.tool == Tool::DrawLine && !self.sketch.line.is_empty() {
            ui.horizontal_wrapped(|ui| {
                ui.label(self.sketch.line.join(" – "));
                if ui.button(t!("editor-finish-line")).clicked() {
                    *changed = self.finish_line(board);
                }
                if ui.button(t!("gui-cancel")).clicked() {
                    self.sketch.line.clear();
                }
            });
        }
        let mut rename = None;
        if let Some((old, new)) = &mut self.sketch.renaming {
            ui.horizontal_wrapped(|ui| {
                let caption = ui.label(t!("editor-rename-to", point = old.as_str()));
                ui.add(egui::TextEdit::singleline(new).desired_width(100.0))
                    .labelled_by(caption.id);
                let free = !new.is_empty() && board.point(new).is_none();
                if ui
                    .add_enabled(free, egui::Button::new(t!("editor-rename-it")))
                    .clicked()
                {
                    rename = Some((old.clone(), new.clone()));
                }
            });
        }
        if let Some((old, new)) = rename {
            *changed = Some(WrittenBoard::rename_point(&self.text, &old, &new));
            self.sketch.renaming = None;
        }
    }

    /// A file whose points come from a board or a base: offered to write them out.
    fn board_elsewhere(&mut self, ui: &mut Ui) {
        ui.label(t!("editor-board-elsewhere"));
        let rules = self.preview.as_ref().map(|table| table.rules().clone());
        if ui
            .add_enabled(rules.is_some(), egui::Button::new(t!("editor-write-board")))
            .clicked()
            && let Some(rules) = rules
        {
            self.text = board_text::write_out(&self.text, &rules);
            self.recheck();
        }
    }

    fn draw_sketch(&self, ui: &Ui, board: &WrittenBoard, frame: &Frame, rect: Rect, pal: Palette) {
        let painter = ui.painter_at(rect);
        painter.rect_filled(rect, 6.0, pal.board);
        // The whole coordinates a point can go to, faintly.
        if frame.scale >= 10.0 {
            let (x0, y0) = frame.layout(rect.left_bottom());
            let (x1, y1) = frame.layout(rect.right_top());
            for x in x0..=x1 {
                for y in y0..=y1 {
                    painter.circle_filled(frame.screen(x, y), 1.5, pal.line.gamma_multiply(0.35));
                }
            }
        }
        let screen = |name: &String| board.point(name).map(|p| frame.screen(p.x, p.y));
        for (lines, width) in [(&board.lines, 3.0), (&board.links, 1.5)] {
            for line in lines {
                let pts: Vec<Pos2> = line.points.iter().filter_map(screen).collect();
                painter.add(egui::Shape::line(pts, Stroke::new(width, pal.line)));
            }
        }
        let drawing: Vec<Pos2> = self.sketch.line.iter().filter_map(screen).collect();
        painter.add(egui::Shape::line(drawing, Stroke::new(4.0, pal.hint)));
        let font = FontId::proportional(12.0);
        for point in &board.points {
            let at = frame.screen(point.x, point.y);
            let marked = self.sketch.line.contains(&point.name)
                || self
                    .sketch
                    .renaming
                    .as_ref()
                    .is_some_and(|(old, _)| *old == point.name);
            let color = if marked { pal.hint } else { pal.point };
            painter.circle_filled(at, 6.0, color);
            painter.text(
                at + vec2(7.0, -7.0),
                egui::Align2::LEFT_BOTTOM,
                &point.name,
                font.clone(),
                pal.label,
            );
        }
        if let (Some(name), Some(to)) = (&self.sketch.dragging, ui.ctx().pointer_latest_pos()) {
            let (x, y) = frame.layout(to);
            painter.circle_stroke(frame.screen(x, y), 8.0, Stroke::new(2.0, pal.hint));
            painter.text(
                frame.screen(x, y) + vec2(9.0, 9.0),
                egui::Align2::LEFT_TOP,
                format!("{name} ({x}, {y})"),
                font,
                Color32::from_rgb(30, 30, 30),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_screen_position_goes_back_to_the_coordinates_it_came_from() {
        let text = "(name: \"x\", points: [(name: \"a\", x: -2, y: 0), (name: \"b\", x: 4, y: 3)], lines: [[\"a\", \"b\"]], pieces: 1)";
        let board = board_text::read(text).unwrap();
        let frame = Frame::fit(
            &board,
            Rect::from_min_size(pos2(10.0, 20.0), vec2(300.0, 200.0)),
        );
        for (x, y) in [(-2, 0), (4, 3), (0, 1), (5, 4), (-3, -1)] {
            let at = frame.screen(x, y);
            assert_eq!(frame.layout(at), (x, y));
            // A little off the point still means the point.
            assert_eq!(
                frame.layout(at + vec2(frame.scale * 0.3, -frame.scale * 0.3)),
                (x, y)
            );
        }
        // Up on the screen is up on the board.
        assert!(frame.screen(0, 3).y < frame.screen(0, 0).y);
    }

    #[test]
    fn a_click_near_a_segment_is_on_it() {
        let (a, b) = (pos2(0.0, 0.0), pos2(100.0, 0.0));
        assert!(distance_to_segment(pos2(50.0, 4.0), a, b) < 6.0);
        assert!(distance_to_segment(pos2(120.0, 0.0), a, b) > 6.0);
    }
}
