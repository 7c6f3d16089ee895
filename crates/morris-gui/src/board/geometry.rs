//! Where the points of a board go on screen: the rules' layout coordinates
//! scaled and centred in the space available, `y` turned to grow downwards.

use egui::{Pos2, Rect, pos2};
use morris_core::{Point, Rules};

/// The board's layout fitted into a rectangle.
#[derive(Clone, Debug)]
pub struct BoardGeometry {
    /// Screen position of each point, by point index.
    positions: Vec<Pos2>,
    /// Screen distance between the two closest points.
    spacing: f32,
    /// The rectangle around all the points, with room for the pieces.
    board_rect: Rect,
}

impl BoardGeometry {
    pub fn fit(rules: &Rules, area: Rect) -> BoardGeometry {
        let coords: Vec<(f32, f32)> = rules
            .points()
            .map(|p| rules.coords(p))
            .map(|(x, y)| (x as f32, y as f32))
            .collect();
        let (min_x, max_x) = span(coords.iter().map(|c| c.0));
        let (min_y, max_y) = span(coords.iter().map(|c| c.1));
        let closest = closest_distance(&coords).unwrap_or(1.0).max(f32::EPSILON);
        // Leave room around the outer points for a piece and a margin: in layout units.
        let pad = closest * 0.75;
        let width = (max_x - min_x) + 2.0 * pad;
        let height = (max_y - min_y) + 2.0 * pad;
        let scale = (area.width() / width).min(area.height() / height).max(0.0);
        let center = area.center();
        let mid_x = (min_x + max_x) / 2.0;
        let mid_y = (min_y + max_y) / 2.0;
        let positions = coords
            .iter()
            .map(|&(x, y)| {
                pos2(
                    center.x + (x - mid_x) * scale,
                    center.y - (y - mid_y) * scale,
                )
            })
            .collect();
        let board_rect = Rect::from_center_size(center, egui::vec2(width * scale, height * scale));
        BoardGeometry {
            positions,
            spacing: closest * scale,
            board_rect,
        }
    }

    pub fn pos(&self, p: Point) -> Pos2 {
        self.positions.get(p.index()).copied().unwrap_or_default()
    }

    /// The radius of a piece: a little under half the closest spacing.
    pub fn piece_radius(&self) -> f32 {
        (self.spacing * 0.36).clamp(4.0, 40.0)
    }

    pub fn board_rect(&self) -> Rect {
        self.board_rect
    }

    /// The point under `at`, if one is within reach.
    pub fn point_at(&self, at: Pos2) -> Option<Point> {
        let reach = self.spacing * 0.5;
        self.positions
            .iter()
            .enumerate()
            .map(|(i, p)| (i, p.distance(at)))
            .filter(|&(_, d)| d <= reach)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(i, _)| Point(i as u8))
    }
}

fn span(values: impl Iterator<Item = f32>) -> (f32, f32) {
    let (lo, hi) = values.fold((f32::MAX, f32::MIN), |(lo, hi), v| (lo.min(v), hi.max(v)));
    if lo > hi { (0.0, 0.0) } else { (lo, hi) }
}

fn closest_distance(coords: &[(f32, f32)]) -> Option<f32> {
    let mut best: Option<f32> = None;
    for (i, a) in coords.iter().enumerate() {
        for b in &coords[i + 1..] {
            let d = ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt();
            if d > 0.0 {
                best = Some(best.map_or(d, |x| x.min(d)));
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::catalog;

    #[test]
    fn nine_mens_board_fills_a_square_and_keeps_its_orientation() {
        let rules = catalog::shipped("nine-mens-morris").unwrap();
        let area = Rect::from_min_size(pos2(0.0, 0.0), egui::vec2(800.0, 600.0));
        let g = BoardGeometry::fit(&rules, area);
        let a1 = g.pos(rules.point_by_name("a1").unwrap());
        let g7 = g.pos(rules.point_by_name("g7").unwrap());
        let d4 = (a1 + g7.to_vec2()) / 2.0;
        assert!(
            a1.x < g7.x && a1.y > g7.y,
            "a1 is bottom left, g7 top right"
        );
        assert!(
            (d4.x - 400.0).abs() < 0.5 && (d4.y - 300.0).abs() < 0.5,
            "centred"
        );
        assert!(g.board_rect().height() <= 600.0 + 0.01);
        assert_eq!(g.point_at(g7), rules.point_by_name("g7"));
        assert_eq!(
            g.point_at(pos2(g7.x + g.piece_radius() * 0.9, g7.y)),
            rules.point_by_name("g7")
        );
        assert_eq!(g.point_at(d4), None, "the centre of the board is no point");
    }
}
