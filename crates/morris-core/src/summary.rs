//! A plain-language summary of compiled rules, for people and for snapshot tests.

use std::fmt::Write;

use crate::rules::Rules;
use crate::ruleset::{DoubleMill, MillEffect, Removable};

impl Rules {
    /// The rules in plain words: board, mills, pieces and every option.
    pub fn rules_text(&self) -> String {
        let mut s = String::new();
        let pieces = self.pieces;
        let _ = writeln!(s, "{} pieces each; {} places first.", pieces, self.first);
        let _ = writeln!(
            s,
            "Placement: {}.",
            if self.move_in_placement {
                "each turn place a piece from hand, or move one already on the board"
            } else {
                "each turn place a piece from hand until all are placed; then move"
            }
        );
        let _ = writeln!(
            s,
            "Movement: slide a piece along a line to a neighbouring empty point."
        );
        let _ = match (self.flying_at, self.flying_optional, self.flying_enabled) {
            (None, _, _) => writeln!(s, "Flying: never."),
            (Some(k), optional, enabled) => writeln!(
                s,
                "Flying: a player with {k} pieces or fewer may move to any empty point{}{}.",
                if optional {
                    " (a game may switch this off)"
                } else {
                    ""
                },
                if enabled {
                    ""
                } else {
                    "; switched off in this game"
                }
            ),
        };
        let _ = match self.mill_effect {
            MillEffect::Win => writeln!(s, "A mill (three in a row) wins the game at once."),
            MillEffect::Remove => writeln!(
                s,
                "A mill (three in a row) removes one opponent piece{}.",
                match self.removable {
                    Removable::NotInMills => ", not from a mill unless all of them stand in mills",
                    Removable::Any => ", any piece",
                }
            ),
        };
        if self.mill_effect == MillEffect::Remove {
            let _ = writeln!(
                s,
                "Closing two mills at once removes {}.",
                match self.double_mill {
                    DoubleMill::OneRemoval => "one piece",
                    DoubleMill::RemovalPerMill => "one piece per mill",
                }
            );
        }
        let _ = writeln!(
            s,
            "A player loses with fewer than {} pieces (on the board and in hand), or with no legal move.",
            self.lose_below
        );
        if self.full_board_draw {
            let _ = writeln!(
                s,
                "A full board where the player to move cannot move is a draw."
            );
        }
        if let Some(n) = self.draws.repetition {
            let _ = writeln!(s, "Draw when the same position stands {n} times.");
        }
        if let Some(n) = self.draws.no_removal_moves {
            let _ = writeln!(s, "Draw after {n} moves by each player without a removal.");
        }
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
        s.push_str(&self.rules_text());
        s
    }
}
