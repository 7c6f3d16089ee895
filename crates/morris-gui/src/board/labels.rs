//! Where a point's name is written: beside the point, in the widest gap
//! between the lines through it, so that no line runs through a name (on
//! boards with diagonals too) and a name stays by its point rather than in
//! the middle of a square of a grid.

use egui::{Align, Align2, Pos2, Vec2, vec2};

/// Directions tried, a sixteenth of a turn apart, the lower right first (the
/// usual place, where a board with room everywhere gets it).
const TRIED: usize = 16;

/// The unit direction from the point at `at` to its name, given the points
/// joined to it by a line.
pub fn direction(at: Pos2, neighbours: impl IntoIterator<Item = Pos2>) -> Vec2 {
    let lines: Vec<f32> = neighbours
        .into_iter()
        .map(|n| n - at)
        .filter(|d| d.length() > f32::EPSILON)
        .map(|d| d.y.atan2(d.x))
        .collect();
    let start = std::f32::consts::FRAC_PI_4;
    let gap = |angle: f32| {
        lines
            .iter()
            .map(|&line| angle_between(angle, line))
            .fold(std::f32::consts::PI, f32::min)
    };
    let best = (0..TRIED)
        .map(|i| start + i as f32 * std::f32::consts::TAU / TRIED as f32)
        .fold((start, -1.0), |(best, widest), angle| {
            let g = gap(angle);
            // Only a clearly wider gap moves the name from its usual place.
            if g > widest + 1e-3 {
                (angle, g)
            } else {
                (best, widest)
            }
        })
        .0;
    vec2(best.cos(), best.sin())
}

/// The corner or side of the name's text that faces the point, for a name
/// in `direction` from it.
pub fn anchor(direction: Vec2) -> Align2 {
    let along = |d: f32| {
        if d > 0.38 {
            Align::Min
        } else if d < -0.38 {
            Align::Max
        } else {
            Align::Center
        }
    };
    Align2([along(direction.x), along(direction.y)])
}

/// The angle between two directions, from 0 to π.
fn angle_between(a: f32, b: f32) -> f32 {
    let d = (a - b).rem_euclid(std::f32::consts::TAU);
    d.min(std::f32::consts::TAU - d)
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::pos2;

    /// The smallest angle between the name's direction and a line, in degrees.
    fn clearance(at: Pos2, neighbours: &[Pos2]) -> f32 {
        let d = direction(at, neighbours.iter().copied());
        let angle = d.y.atan2(d.x);
        neighbours
            .iter()
            .map(|n| angle_between(angle, (n.y - at.y).atan2(n.x - at.x)).to_degrees())
            .fold(180.0, f32::min)
    }

    #[test]
    fn a_name_goes_in_the_widest_gap_between_the_lines() {
        let o = pos2(0.0, 0.0);
        // Right and up (y grows down): the name goes down and to the left.
        let corner = [pos2(1.0, 0.0), pos2(0.0, -1.0)];
        let d = direction(o, corner);
        assert!(d.x < -0.5 && d.y > 0.5, "{d:?}");
        assert_eq!(anchor(d), Align2::RIGHT_TOP);
        // Eight lines from a centre (Round Merels, Sam K'i): between two of them.
        let star: Vec<Pos2> = (0..8)
            .map(|i| {
                let a = i as f32 * std::f32::consts::FRAC_PI_4;
                pos2(a.cos(), a.sin())
            })
            .collect();
        assert!(clearance(o, &star) > 20.0, "{}", clearance(o, &star));
        // A grid's inner point: a diagonal, near the point rather than far in its square.
        let cross = [
            pos2(1.0, 0.0),
            pos2(-1.0, 0.0),
            pos2(0.0, 1.0),
            pos2(0.0, -1.0),
        ];
        assert!(clearance(o, &cross) > 44.0);
        // No lines: the usual place, below right.
        assert_eq!(anchor(direction(o, [])), Align2::LEFT_TOP);
    }
}
