//! The board on screen: lines and points from the rules, pieces as discs, the
//! pieces in hand beside it, and the marks (targets, selection, removable
//! pieces, last move, new mills, hint, the review's best move). Every point
//! is a widget named after the point, so that screen readers and tests can
//! find it.

use egui::{CursorIcon, FontId, Pos2, Rect, Role, Sense, Stroke, Ui, WidgetInfo, vec2};
use morris_core::{Color, Move, Point};
use morris_i18n::{t, words};

use crate::board::geometry::BoardGeometry;
use crate::board::hands::{
    Hand, draw_hand, hand_radius, hand_slot, hands_beside, hands_rect, is_portrait,
};
use crate::board::pieces::{draw_cross, draw_hint, draw_mill, draw_piece};
use crate::board::theme::Palette;
use crate::table::{Input, Table};

/// How long a move takes to slide into place, in seconds.
pub const ANIMATION_SECS: f64 = 0.25;

/// A move being animated: it started at `start` (egui time, seconds).
#[derive(Clone, Copy, Debug)]
pub struct MoveAnimation {
    pub mv: Move,
    pub mover: Color,
    pub start: f64,
}

/// What the player did on the board this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardEvent {
    Click(Point),
    Drag(Point, Point),
}

/// Drawing options and transient marks for one frame.
#[derive(Debug)]
pub struct BoardView<'a> {
    pub table: &'a Table,
    pub palette: Palette,
    pub animation: Option<MoveAnimation>,
    pub hint: Option<Move>,
    /// The better move of a turn the review marked.
    pub best: Option<Move>,
    pub show_names: bool,
    /// The points where each side could close a mill next turn, when the
    /// coach's threats are shown.
    pub threats: Vec<(morris_core::Color, Point)>,
}

impl BoardView<'_> {
    /// Draws the board in all the space left in `ui`; `drag` remembers a piece
    /// being dragged. Returns what the player did, where the points were
    /// drawn, and the point the keyboard is on.
    pub fn show(
        self,
        ui: &mut Ui,
        drag: &mut Option<Point>,
    ) -> (Option<BoardEvent>, BoardGeometry, Option<Point>) {
        let area = ui.available_rect_before_wrap();
        ui.allocate_rect(area, Sense::hover());
        let rules = self.table.rules().clone();
        let portrait = is_portrait(area);
        let board_area = if portrait {
            let strip = (area.height() * 0.1).clamp(48.0, 110.0);
            Rect::from_min_max(area.min + vec2(0.0, strip), area.max - vec2(0.0, strip))
        } else {
            let hand_width = (area.width() * 0.1).clamp(36.0, 90.0);
            Rect::from_min_max(
                area.min + vec2(hand_width, 0.0),
                area.max - vec2(hand_width, 0.0),
            )
        };
        let geo = BoardGeometry::fit(&rules, board_area.shrink(4.0));
        let painter = ui.painter_at(area);
        let pal = self.palette;
        let r = geo.piece_radius();
        let pos = self.table.shown_position();
        let now = ui.input(|i| i.time);
        let anim = self
            .animation
            .filter(|a| now - a.start < ANIMATION_SECS && self.table.view().is_none())
            .filter(|a| a.mv.has_step());
        let hands = hands_beside(area, board_area, geo.board_rect(), r, portrait);

        painter.rect(
            geo.board_rect(),
            r * 0.4,
            pal.board,
            Stroke::new(2.0, pal.board_edge),
            egui::StrokeKind::Inside,
        );
        let line_width = (r * 0.12).clamp(1.5, 4.0);
        for line in rules.lines() {
            let pts: Vec<Pos2> = line.iter().map(|&p| geo.pos(p)).collect();
            painter.add(egui::Shape::line(pts, Stroke::new(line_width, pal.line)));
        }
        for mill in self.table.new_mills() {
            draw_mill(&painter, &rules, &geo, mill, Stroke::new(r * 0.5, pal.mill));
        }
        for p in rules.points() {
            painter.circle_filled(geo.pos(p), line_width * 1.6, pal.point);
        }

        // Marks under the pieces.
        let targets = self.table.targets();
        let removing = self.table.removing();
        // A selected piece shows all its targets; a placement only the point under the mouse
        // (every empty point would be marked otherwise).
        let hovered = ui.ctx().pointer_hover_pos().and_then(|at| geo.point_at(at));
        match self.table.input() {
            Input::Selected(_) => {
                for p in targets {
                    painter.circle_filled(geo.pos(p), r * 0.45, pal.target);
                }
            }
            Input::Idle => {
                if let Some(p) = hovered.filter(|&p| targets.contains(p)) {
                    painter.circle_filled(geo.pos(p), r * 0.6, pal.target);
                }
            }
            Input::Removing(_) => {}
        }
        if let Some(from) = self.table.last_move().and_then(|mv| mv.from()) {
            painter.circle_stroke(geo.pos(from), r * 0.55, Stroke::new(2.0, pal.last_move));
        }
        if let Some(mv) = self.table.last_move() {
            // Where the last move removed a piece, while the point stays empty.
            for gone in mv.removed().filter(|&p| pos.piece_at(p).is_none()) {
                let stroke = Stroke::new(2.5, pal.removable.gamma_multiply(0.8));
                draw_cross(&painter, geo.pos(gone), r * 0.3, stroke);
            }
        }

        // Marked pieces (taken while placing): lost, but blocking their points.
        for p in pos.marked() {
            painter.circle_filled(geo.pos(p), r * 0.8, pal.point.gamma_multiply(0.5));
            draw_cross(
                &painter,
                geo.pos(p),
                r * 0.45,
                Stroke::new(3.0, pal.removable),
            );
        }

        // Pieces.
        let t = anim.map_or(1.0, |a| {
            (((now - a.start) / ANIMATION_SECS) as f32).clamp(0.0, 1.0)
        });
        let eased = 1.0 - (1.0 - t).powi(3);
        let dragged = drag.filter(|&p| pos.piece_at(p).is_some());
        let pointer = ui.ctx().pointer_latest_pos();
        for c in Color::ALL {
            for p in pos.pieces(c) {
                if anim.is_some_and(|a| a.mv.to() == p && a.mover == c) || dragged == Some(p) {
                    continue;
                }
                if pos.covered().contains(p) {
                    // The lost piece peeks out from under the one covering it.
                    let under = geo.pos(p) + egui::vec2(r * 0.35, r * 0.35);
                    draw_piece(&painter, &pal, !c, under, r * 0.85, 1.0);
                }
                draw_piece(&painter, &pal, c, geo.pos(p), r, 1.0);
            }
        }
        if let Some(a) = anim {
            let from = match a.mv.from() {
                Some(f) => geo.pos(f),
                None => {
                    let rect = hands_rect(&hands, a.mover);
                    let n = pos.in_hand(a.mover) as usize;
                    hand_slot(rect, hand_radius(r, rect, portrait), n, n + 1, portrait)
                }
            };
            for gone in a.mv.removed() {
                draw_piece(&painter, &pal, !a.mover, geo.pos(gone), r, 1.0 - t);
            }
            draw_piece(
                &painter,
                &pal,
                a.mover,
                from.lerp(geo.pos(a.mv.to()), eased),
                r,
                1.0,
            );
            ui.ctx().request_repaint();
        }

        // Marks over the pieces.
        if self.show_names {
            // Beside the point, off every line: close to an empty point, so that
            // on a grid it reads as the point's name rather than a square's, and
            // just outside a piece standing on it.
            let font = FontId::proportional((r * 0.42).max(9.0));
            for p in rules.points() {
                let neighbours = rules.neighbours(p).into_iter().map(|n| geo.pos(n));
                let towards = crate::board::labels::direction(geo.pos(p), neighbours);
                let distance = match pos.piece_at(p) {
                    Some(_) => r * 1.05,
                    None => line_width * 1.6 + 3.0,
                };
                painter.text(
                    geo.pos(p) + towards * distance,
                    crate::board::labels::anchor(towards),
                    rules.point_name(p),
                    font.clone(),
                    pal.label,
                );
            }
        }
        if let Some(mv) = self
            .table
            .last_move()
            .filter(|mv| anim.is_none() && mv.has_step())
        {
            painter.circle_stroke(geo.pos(mv.to()), r * 1.1, Stroke::new(3.0, pal.last_move));
        }
        if let Input::Selected(p) = self.table.input() {
            painter.circle_stroke(geo.pos(p), r * 1.1, Stroke::new(3.5, pal.selected));
        }
        if let Input::Removing(turn) = self.table.input() {
            let to = turn.step().to();
            painter.circle_stroke(geo.pos(to), r * 1.1, Stroke::new(3.5, pal.selected));
        }
        if removing {
            for p in targets {
                draw_cross(
                    &painter,
                    geo.pos(p),
                    r * 0.55,
                    Stroke::new(3.0, pal.removable),
                );
                painter.circle_stroke(geo.pos(p), r * 1.1, Stroke::new(3.0, pal.removable));
            }
        }
        if let Some(mv) = self.hint {
            draw_hint(&painter, &geo, mv, r, pal.hint);
        }
        if let Some(mv) = self.best {
            draw_hint(&painter, &geo, mv, r, pal.best);
        }
        // A threat: a ring in the threatening side's colour where its mill closes.
        for &(side, p) in &self.threats {
            let color = match side {
                morris_core::Color::White => pal.white_edge,
                morris_core::Color::Black => pal.black_edge,
            };
            painter.circle_stroke(geo.pos(p), r * 0.7, Stroke::new(3.0, color));
        }

        for (c, rect) in hands {
            let hand = Hand {
                color: c,
                rect,
                row: portrait,
            };
            draw_hand(&painter, &pal, ui, &hand, &pos, &rules, self.table, r);
        }

        // One widget per point, for clicks, drags, the keyboard and accessibility.
        let movable = self.table.movable();
        let mut event = None;
        let mut focused = None;
        let id = ui.make_persistent_id("board");
        let touch = vec2(r, r) * 2.2;
        for p in rules.points() {
            let name = rules.point_name(p).to_string();
            let mut response = ui.interact(
                Rect::from_center_size(geo.pos(p), touch),
                id.with(p.0),
                Sense::click_and_drag(),
            );
            response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &name));
            // What stands there, for a screen reader: the name stays the label.
            let holds = match pos.piece_at(p) {
                Some(c) => t!("gui-point-holds", side = words::color(c)),
                None => t!("gui-point-empty"),
            };
            ui.ctx()
                .accesskit_node_builder(response.id, |node| node.set_description(holds));
            if response.has_focus() {
                focused = Some(p);
            }
            if targets.contains(p) || movable.contains(p) {
                response = response.on_hover_cursor(CursorIcon::PointingHand);
            }
            if response.drag_started() && movable.contains(p) {
                *drag = Some(p);
            }
            if response.drag_stopped() {
                if let (Some(from), Some(at)) = (drag.take(), pointer)
                    && let Some(to) = geo.point_at(at)
                {
                    event = Some(BoardEvent::Drag(from, to));
                }
            } else if response.clicked() {
                event = Some(BoardEvent::Click(p));
            }
        }
        if let (Some(p), Some(at)) = (dragged, pointer)
            && let Some(c) = pos.piece_at(p)
        {
            draw_piece(&ui.painter().clone(), &pal, c, at, r, 1.0);
        }
        if ui.input(|i| !i.pointer.any_down()) && event.is_none() {
            *drag = None;
        }
        if let Some(p) = focused {
            // Once the points are laid out: the point the focus moves to must not move it again.
            self.arrow_keys(ui, &geo, p, id);
            // Two rings, so that the focus shows on a piece of either side.
            painter.circle_stroke(geo.pos(p), r * 1.3, Stroke::new(4.0, pal.focus));
            painter.circle_stroke(geo.pos(p), r * 1.3 + 3.0, Stroke::new(1.5, pal.board));
        } else if ui.memory(|m| m.focused().is_none()) {
            // An arrow with nothing focused enters the board: at the selected piece, or its centre.
            let pressed = crate::board::arrows::ARROWS
                .iter()
                .any(|&key| ui.input(|i| i.key_pressed(key)));
            let start = match self.table.input() {
                Input::Selected(p) => Some(p),
                _ => crate::board::arrows::first_point(&rules, &geo),
            };
            if let Some(p) = start.filter(|_| pressed) {
                ui.memory_mut(|m| m.request_focus(id.with(p.0)));
            }
        }
        (event, geo, focused)
    }

    /// The arrow keys on the focused point `p` move the focus along the board.
    fn arrow_keys(&self, ui: &Ui, geo: &BoardGeometry, p: Point, board: egui::Id) {
        let keep_arrows = egui::EventFilter {
            horizontal_arrows: true,
            vertical_arrows: true,
            ..Default::default()
        };
        let rules = self.table.rules();
        ui.memory_mut(|m| m.set_focus_lock_filter(board.with(p.0), keep_arrows));
        for key in crate::board::arrows::ARROWS {
            let towards =
                crate::board::arrows::arrow(key).filter(|_| ui.input(|i| i.key_pressed(key)));
            if let Some(next) =
                towards.and_then(|way| crate::board::arrows::point_towards(rules, geo, p, way))
            {
                ui.memory_mut(|m| m.request_focus(board.with(next.0)));
            }
        }
    }
}
