//! The pieces in hand, beside the board (or above and below it, upright):
//! where each side's hand goes, its pieces and its words.

use egui::{Align2, FontId, Pos2, Rect, Ui};
use morris_core::{Color, Position, Rules};
use morris_i18n::{t, words};

use crate::board::pieces::draw_piece;
use crate::board::theme::Palette;
use crate::table::Table;

fn pos2(x: f32, y: f32) -> Pos2 {
    Pos2::new(x, y)
}

pub(super) fn hands_rect(hands: &[(Color, Rect); 2], c: Color) -> Rect {
    hands
        .iter()
        .find(|(hc, _)| *hc == c)
        .map_or(Rect::NOTHING, |h| h.1)
}

/// Room at least as tall as wide (a phone held upright, or a narrow window
/// with its side panel open): the board takes the width, and each hand is a
/// row above or below it, where its words have the width too.
pub(super) fn is_portrait(area: Rect) -> bool {
    area.height() >= area.width()
}

/// Where each side's hand is drawn. Beside the board, the hands take all the
/// room left of it and right of it (more than the share kept for them when
/// the height bounds the board); upright, a band above the board (Black)
/// and one below (White), close to it.
pub(super) fn hands_beside(
    area: Rect,
    board_area: Rect,
    board: Rect,
    r: f32,
    portrait: bool,
) -> [(Color, Rect); 2] {
    if portrait {
        let band = r * 1.6 + 30.0;
        let top = board.min.y.max(board_area.min.y);
        let bottom = board.max.y.min(board_area.max.y);
        let black = Rect::from_min_max(
            pos2(area.min.x, (top - band).max(area.min.y)),
            pos2(area.max.x, top),
        );
        let white = Rect::from_min_max(
            pos2(area.min.x, bottom),
            pos2(area.max.x, (bottom + band).min(area.max.y)),
        );
        return [(Color::White, white), (Color::Black, black)];
    }
    let left = board.min.x.clamp(board_area.min.x, area.max.x);
    let right = board.max.x.clamp(area.min.x, board_area.max.x);
    [
        (
            Color::White,
            Rect::from_min_max(area.min, pos2(left, area.max.y)),
        ),
        (
            Color::Black,
            Rect::from_min_max(pos2(right, area.min.y), area.max),
        ),
    ]
}

/// Pieces in hand are drawn a little smaller than those on the board.
pub(super) fn hand_radius(r: f32, rect: Rect, row: bool) -> f32 {
    let across = if row {
        rect.height() * 0.3
    } else {
        rect.width() * 0.36
    };
    (r * 0.8).min(across)
}

/// Where the `i`-th piece (from 0) of a hand of `count` goes: down its
/// column, or along its row (under the row's words).
pub(super) fn hand_slot(rect: Rect, r: f32, i: usize, count: usize, row: bool) -> Pos2 {
    if row {
        let room = (rect.width() - 4.0 * r).max(r);
        let step = (room / count.max(1) as f32).min(r * 2.2);
        let left = rect.center().x - step * (count as f32 - 1.0) / 2.0;
        return pos2(left + step * i as f32, rect.max.y - r - 4.0);
    }
    let room = (rect.height() - 6.0 * r).max(r);
    let step = (room / count.max(1) as f32).min(r * 1.2);
    let top = rect.center().y - step * (count as f32 - 1.0) / 2.0 + r;
    pos2(rect.center().x, top + step * i as f32)
}

/// One side's hand, where it is drawn.
pub(super) struct Hand {
    pub(super) color: Color,
    pub(super) rect: Rect,
    /// A row (the window upright), else a column.
    pub(super) row: bool,
}

#[expect(clippy::too_many_arguments)]
pub(super) fn draw_hand(
    painter: &egui::Painter,
    pal: &Palette,
    ui: &Ui,
    hand: &Hand,
    pos: &Position,
    rules: &Rules,
    table: &Table,
    r: f32,
) {
    let (c, rect) = (hand.color, hand.rect);
    let n = pos.in_hand(c) as usize;
    let hr = hand_radius(r, rect, hand.row);
    let text_color = ui.visuals().text_color();
    let title = if table.player(c).is_human() {
        words::color(c)
    } else {
        t!("gui-side-ai", side = words::color(c))
    };
    let info = t!("gui-hand-info", in_hand = n, lost = pos.captured(rules, c));
    let to_move = table.game().outcome().is_none()
        && table.view().is_none()
        && table.game().side_to_move() == c;
    // A row has its words on one line above it: the side, then the counts.
    let (title_at, title_align, info_at, info_align, mark) = if hand.row {
        let y = rect.min.y + 4.0;
        (
            pos2(rect.min.x + 18.0, y),
            Align2::LEFT_TOP,
            pos2(rect.max.x - 8.0, y + 1.0),
            Align2::RIGHT_TOP,
            pos2(rect.min.x + 9.0, y + 8.0),
        )
    } else {
        (
            pos2(rect.center().x, rect.min.y + 6.0),
            Align2::CENTER_TOP,
            pos2(rect.center().x, rect.max.y - 6.0),
            Align2::CENTER_BOTTOM,
            pos2(rect.center().x, rect.min.y + 28.0),
        )
    };
    let font = FontId::proportional(13.0);
    painter.text(title_at, title_align, title, font, text_color);
    let small = FontId::proportional(11.0);
    painter.text(info_at, info_align, info, small, text_color);
    for i in 0..n {
        let at = hand_slot(rect, hr, i, n, hand.row);
        draw_piece(painter, pal, c, at, hr, 1.0);
    }
    if to_move {
        painter.circle_filled(mark, 4.0, pal.selected);
    }
}
