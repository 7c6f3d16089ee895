//! Everything compiled from a rules file, as plain text for snapshot tests.

use std::fmt::Write;

use crate::point::PointSet;
use crate::rules::Rules;

impl Rules {
    /// Every rule setting as compiled, one `name: value` per line (the words
    /// for players are the front ends', in the player's language).
    pub fn rules_facts(&self) -> String {
        let names = |set: PointSet| -> String {
            let list: Vec<&str> = set.map(|p| self.point_name(p)).collect();
            format!("[{}]", list.join(" "))
        };
        let mut s = String::new();
        let mut fact = |name: &str, value: String| {
            let _ = writeln!(s, "{name}: {value}");
        };
        fact("pieces", self.pieces.to_string());
        fact("first", self.first.to_string());
        fact(
            "start",
            format!("{} / {}", names(self.start.white), names(self.start.black)),
        );
        fact("move_in_placement", self.move_in_placement.to_string());
        fact(
            "flying",
            format!(
                "{:?} (optional {}, on {})",
                self.flying_at, self.flying_optional, self.flying_enabled
            ),
        );
        fact("fly_from", names(self.fly_from));
        fact("mill_closes", format!("{:?}", self.mill_effect));
        fact("longer_lines", format!("{:?}", self.longer_lines));
        fact("placing_mills", format!("{:?}", self.placing_mills));
        fact("one_time_mills", self.one_time_mills.to_string());
        fact("removable", format!("{:?}", self.removable));
        fact(
            "protecting_mills",
            format!("{:?}", self.protecting_mill_count()),
        );
        fact("double_mill", format!("{:?}", self.double_mill));
        fact("movement_starts", format!("{:?}", self.movement_starts));
        fact("closed_while_placing", names(self.closed_while_placing));
        fact("no_placing", names(self.no_placing));
        fact("opening_points", names(self.opening_points));
        fact(
            "stop_placing_at_empty",
            format!("{:?}", self.stop_placing_at_empty),
        );
        fact(
            "no_immediate_reforming",
            self.no_immediate_reforming.to_string(),
        );
        fact(
            "captures",
            format!("{:?}", self.capture_rules().collect::<Vec<_>>()),
        );
        fact("full_board", format!("{:?}", self.full_board));
        fact("blocked", format!("{:?}", self.blocked));
        fact("lose_below", self.lose_below.to_string());
        fact("full_board_draw", self.full_board_draw.to_string());
        fact("draws", format!("{:?}", self.draws));
        s
    }

    /// Everything compiled from the file, point by point: the test suite
    /// snapshots it for every shipped variant.
    pub fn summary(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "{} ({})", self.name, self.id);
        let _ = writeln!(s, "fingerprint {:016x}", self.fingerprint());
        let _ = writeln!(
            s,
            "{} points, {} lines, {} mills",
            self.point_count(),
            self.lines.len(),
            self.mills.len()
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
        for mill in &self.mills {
            let names: Vec<&str> = mill.map(|q| self.point_name(q)).collect();
            let _ = writeln!(s, "  {}", names.join(" "));
        }
        s.push_str(&self.rules_facts());
        s
    }
}
