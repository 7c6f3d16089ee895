//! Everything compiled from a rules file, as plain text for snapshot tests.

use std::fmt::Write;

use crate::point::PointSet;
use crate::rules::Rules;

impl Rules {
    /// Every rule setting as compiled, one `part.name: value` per line, then
    /// the features the rules use (the words for players are the front ends',
    /// in the player's language).
    pub fn rules_facts(&self) -> String {
        let names = |set: PointSet| -> String {
            let list: Vec<&str> = set.map(|p| self.point_name(p)).collect();
            format!("[{}]", list.join(" "))
        };
        let mut s = String::new();
        let mut fact = |name: &str, value: String| {
            let _ = writeln!(s, "{name}: {value}");
        };
        let board = &self.board;
        fact("board.mill_length", board.mill_length.to_string());
        fact("board.listed_mills", board.listed.to_string());
        fact("board.tagged_mills", board.tagged.to_string());
        fact("board.links", board.links.to_string());
        let placement = &self.placement;
        fact("placement.pieces", placement.pieces.to_string());
        fact("placement.first", placement.first.to_string());
        let start = placement.start;
        fact(
            "placement.start",
            format!("{} / {}", names(start.white), names(start.black)),
        );
        fact(
            "placement.closed_while_placing",
            names(placement.closed_while_placing),
        );
        fact("placement.no_placing", names(placement.no_placing));
        fact("placement.opening_points", names(placement.opening_points));
        fact(
            "placement.stop_at_empty",
            format!("{:?}", placement.stop_at_empty),
        );
        let movement = &self.movement;
        fact(
            "movement.flying",
            format!(
                "{:?} (optional {}, on {})",
                movement.fly_at, movement.fly_optional, movement.fly_enabled
            ),
        );
        fact("movement.fly_from", names(movement.fly_from));
        fact(
            "movement.move_in_placement",
            movement.move_in_placement.to_string(),
        );
        fact(
            "movement.first_mover",
            format!("{:?}", movement.first_mover),
        );
        let mills = &self.mills;
        fact("mills.placing", format!("{:?}", mills.placing));
        fact("mills.moving", format!("{:?}", mills.moving));
        fact("mills.one_time", mills.one_time.to_string());
        fact(
            "mills.no_immediate_reforming",
            mills.no_immediate_reforming.to_string(),
        );
        fact("mills.double_mill", format!("{:?}", mills.double_mill));
        fact("mills.longer_lines", format!("{:?}", mills.longer_lines));
        let protection = &self.protection;
        fact(
            "protection.removable",
            format!("{:?}", protection.removable),
        );
        fact(
            "protection.protecting_mills",
            format!("{:?}", protection.protecting_mill_count()),
        );
        fact(
            "captures",
            format!("{:?}", self.captures.kinds().collect::<Vec<_>>()),
        );
        let end = &self.end;
        fact("end.lose_below", end.lose_below.to_string());
        fact("end.blocked", format!("{:?}", end.blocked));
        fact("end.when_full", format!("{:?}", end.when_full));
        fact("end.draws", format!("{:?}", end.draws));
        let features: Vec<&str> = self.features.iter().map(|f| f.name()).collect();
        fact("features", features.join(", "));
        s
    }

    /// Everything compiled from the file, point by point: the test suite
    /// snapshots it for every shipped variant.
    pub fn summary(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "{} ({})", self.name(), self.id());
        let _ = writeln!(s, "fingerprint {:016x}", self.fingerprint());
        let _ = writeln!(
            s,
            "{} points, {} lines, {} mills",
            self.point_count(),
            self.lines().len(),
            self.mills().len()
        );
        for p in self.points() {
            let (x, y) = self.coords(p);
            let near: Vec<&str> = self.neighbours(p).map(|q| self.point_name(q)).collect();
            let _ = writeln!(
                s,
                "  {:>4} ({x}, {y}) next to {}",
                self.point_name(p),
                near.join(" ")
            );
        }
        let _ = writeln!(s, "mills:");
        for mill in self.mills() {
            let names: Vec<&str> = mill.map(|q| self.point_name(q)).collect();
            let _ = writeln!(s, "  {}", names.join(" "));
        }
        s.push_str(&self.rules_facts());
        s
    }
}
