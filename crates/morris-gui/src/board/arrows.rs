//! The board with the keyboard: an arrow key moves the focus from a point
//! to the next one that way as the board is drawn, on any board a rules
//! file draws: the nearest neighbour along a line that way, else the
//! nearest point in that direction.

use egui::{Key, Vec2, vec2};
use morris_core::{Point, Rules};

use crate::board::geometry::BoardGeometry;

/// The direction on screen of an arrow key (`y` grows downwards).
pub fn arrow(key: Key) -> Option<Vec2> {
    match key {
        Key::ArrowUp => Some(vec2(0.0, -1.0)),
        Key::ArrowDown => Some(vec2(0.0, 1.0)),
        Key::ArrowLeft => Some(vec2(-1.0, 0.0)),
        Key::ArrowRight => Some(vec2(1.0, 0.0)),
        _ => None,
    }
}

pub const ARROWS: [Key; 4] = [
    Key::ArrowUp,
    Key::ArrowDown,
    Key::ArrowLeft,
    Key::ArrowRight,
];

/// The point an arrow pointing `towards` leads to from `from`, if any lies that way.
pub fn point_towards(
    rules: &Rules,
    geo: &BoardGeometry,
    from: Point,
    towards: Vec2,
) -> Option<Point> {
    let start = geo.pos(from);
    // How far off the arrow's way a point lies: along it, and across it.
    // Along the way and across it (negative: to the left of the way as it is seen).
    let placed = |p: Point| {
        let offset = geo.pos(p) - start;
        let along = offset.dot(towards);
        let across = towards.x * offset.y - towards.y * offset.x;
        (p, along, across)
    };
    // The nearest within the cone (no more across the way than `widest`
    // times along it); of two as near, the straighter, then the one on the
    // left, so that each arrow turns the same way at a fork and every point
    // of a diagonal board is reached.
    let best = |candidates: &mut dyn Iterator<Item = Point>, widest: f32| {
        candidates
            .map(placed)
            .filter(|&(_, along, across)| along > 0.5 && across.abs() <= along * widest + 0.5)
            .min_by(|a, b| {
                let far = |(_, along, across): (Point, f32, f32)| {
                    along.hypot(across) + 0.01 * across.abs() + 0.001 * f32::from(across > 0.0)
                };
                far(*a).total_cmp(&far(*b))
            })
            .map(|(p, ..)| p)
    };
    let neighbours = rules.neighbours(from);
    best(&mut neighbours.into_iter(), 1.0)
        .or_else(|| best(&mut rules.points().filter(|&p| p != from), 1.0))
        .or_else(|| best(&mut rules.points().filter(|&p| p != from), 3.0))
}

/// Where the focus goes when an arrow is pressed with no point focused:
/// the point nearest the board's centre.
pub fn first_point(rules: &Rules, geo: &BoardGeometry) -> Option<Point> {
    let centre = geo.board_rect().center();
    rules.points().min_by(|&a, &b| {
        geo.pos(a)
            .distance(centre)
            .total_cmp(&geo.pos(b).distance(centre))
    })
}

#[cfg(test)]
mod tests {
    use egui::Rect;
    use morris_core::catalog;

    use super::*;

    fn walk(variant: &str, from: &str, keys: &[Key]) -> String {
        let rules = catalog::shipped(variant).unwrap();
        let geo = BoardGeometry::fit(
            &rules,
            Rect::from_min_size(egui::pos2(0.0, 0.0), vec2(600.0, 600.0)),
        );
        let mut at = rules.point_by_name(from).unwrap();
        for &key in keys {
            if let Some(next) = point_towards(&rules, &geo, at, arrow(key).unwrap()) {
                at = next;
            }
        }
        rules.point_name(at).to_string()
    }

    #[test]
    fn arrows_follow_the_lines_of_the_board() {
        use Key::*;
        // Nine Men's Morris: from a corner along the outer square, then inwards.
        assert_eq!(walk("nine-mens-morris", "a1", &[ArrowUp]), "a4");
        assert_eq!(
            walk("nine-mens-morris", "a1", &[ArrowRight, ArrowRight]),
            "g1"
        );
        assert_eq!(walk("nine-mens-morris", "d1", &[ArrowUp, ArrowUp]), "d3");
        // Off the lines, the nearest point that way: from a4 right is b4.
        assert_eq!(walk("nine-mens-morris", "a4", &[ArrowRight]), "b4");
        // Nothing further: the focus stays.
        assert_eq!(
            walk("nine-mens-morris", "a1", &[ArrowDown, ArrowLeft]),
            "a1"
        );
        // Three Men's Morris's diagonals: from the centre up is the top middle.
        assert_eq!(walk("three-mens-morris", "b2", &[ArrowUp]), "b3");
    }

    #[test]
    fn every_point_of_every_board_is_reached_by_arrows() {
        for (entry, _) in catalog::SHIPPED {
            let rules = catalog::shipped(entry).unwrap();
            let geo = BoardGeometry::fit(
                &rules,
                Rect::from_min_size(egui::pos2(0.0, 0.0), vec2(600.0, 600.0)),
            );
            let start = first_point(&rules, &geo).unwrap();
            let mut seen = vec![start];
            let mut todo = vec![start];
            while let Some(p) = todo.pop() {
                for key in ARROWS {
                    if let Some(q) = point_towards(&rules, &geo, p, arrow(key).unwrap())
                        && !seen.contains(&q)
                    {
                        seen.push(q);
                        todo.push(q);
                    }
                }
            }
            assert_eq!(seen.len(), rules.points().count(), "{entry}");
        }
    }
}
