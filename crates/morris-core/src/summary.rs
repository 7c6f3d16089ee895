//! A plain-language summary of compiled rules, for people and for snapshot tests.

use std::fmt::Write;

use crate::point::PointSet;
use crate::rules::Rules;
use crate::ruleset::{
    Blocked, DoubleMill, FullBoard, LongerLines, MillEffect, MovementStarts, PlacingMills,
    Removable, Starter,
};

impl Rules {
    /// The rules in plain words: board, mills, pieces and every option.
    pub fn rules_text(&self) -> String {
        let mut s = String::new();
        let pieces = self.pieces;
        let _ = writeln!(s, "{} pieces each; {} places first.", pieces, self.first);
        let placed_at_start = self.start.white.len().min(self.start.black.len()) as u8;
        let _ = writeln!(
            s,
            "Placement: {}.",
            if placed_at_start == pieces {
                "none; every piece starts on the board"
            } else if self.move_in_placement {
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
        let row = match self.mills.first().map_or(3, |m| m.len()) {
            3 => "three".to_string(),
            n => n.to_string(),
        };
        let _ = match self.mill_effect {
            MillEffect::Win => writeln!(s, "A mill ({row} in a row) wins the game at once."),
            MillEffect::Remove | MillEffect::RemoveAndMoveAgain => writeln!(
                s,
                "A mill ({row} in a row) removes one opponent piece{}.",
                match self.removable {
                    Removable::NotInMills => ", not from a mill unless all of them stand in mills",
                    Removable::Any => ", any piece",
                    Removable::NeverInMills => ", never one standing in a mill",
                }
            ),
        };
        for sentence in self.special_rule_sentences() {
            let _ = writeln!(s, "{sentence}");
        }
        if self.mill_effect != MillEffect::Win {
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
            "A player loses with fewer than {} pieces (on the board and in hand){}.",
            self.lose_below,
            if self.blocked == Blocked::Loses {
                ", or with no legal move"
            } else {
                ""
            }
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

    /// One sentence for each rule beyond the Nine Men's Morris skeleton that
    /// this variant uses (the front ends add them to their own summaries).
    pub fn special_rule_sentences(&self) -> Vec<String> {
        let mut out = Vec::new();
        let length = self.mills.first().map_or(3, |m| m.len());
        if length != 3 {
            out.push(format!("A mill is {length} pieces in a row."));
        }
        match self.longer_lines {
            LongerLines::Count => {}
            LongerLines::NoMill => {
                out.push(format!("A row longer than {length} pieces is no mill."))
            }
            LongerLines::Forbidden => out.push(format!(
                "No turn may make a row longer than {length} pieces."
            )),
        }
        match self.placing_mills {
            PlacingMills::Remove => {}
            PlacingMills::Nothing => out.push("A mill made while placing does nothing.".into()),
            PlacingMills::Forbidden => out.push("No placement may make a mill.".into()),
            PlacingMills::Mark => out.push(
                "A mill made while placing marks the piece it takes: the piece is lost but blocks its point until placement ends.".into(),
            ),
            PlacingMills::TakeFromHand => out.push(
                "A mill made while placing takes a piece from the opponent's hand; from the board once the hand is empty.".into(),
            ),
            PlacingMills::ExtraTurn => out.push(
                "A mill made while placing gives another placement instead of a removal.".into(),
            ),
            PlacingMills::Cover => out.push(
                "A mill made while placing covers an opponent piece with one from hand: the covered piece is lost and leaves when placement ends; the covering piece stays.".into(),
            ),
            PlacingMills::Counted => out.push(
                "Mills made while placing remove nothing at once; when placement ends each side removes by the mills on the board: none and none, each removes one of its own; some and none, two and one; otherwise the side with fewer mills removes as many as it has, the other one more.".into(),
            ),
        }
        if self.one_time_mills {
            out.push(
                "A mill removes only the first time: re-forming one that has removed removes nothing."
                    .into(),
            );
        }
        if self.mill_effect == MillEffect::RemoveAndMoveAgain {
            out.push("After a mill's removal, the same player moves again.".into());
        }
        match self.movement_starts {
            MovementStarts::InTurn => {}
            MovementStarts::FirstPlayer => out.push(format!(
                "Once all pieces are placed, {} moves first.",
                self.first
            )),
            MovementStarts::SecondPlayer => out.push(format!(
                "Once all pieces are placed, {} moves first.",
                !self.first
            )),
            MovementStarts::FirstMill => out.push(format!(
                "Once all pieces are placed, whoever closed the first mill moves first ({} when nobody did).",
                !self.first
            )),
        }
        let starter = |who: Starter| match who {
            Starter::White => "White".to_string(),
            Starter::Black => "Black".to_string(),
            Starter::FirstMill => format!(
                "whoever closed the first mill while placing ({} when nobody did)",
                !self.first
            ),
        };
        match self.full_board {
            FullBoard::Blocked => {}
            FullBoard::BothRemove(who) => out.push(format!(
                "If placement ends with the board full, each player removes one opponent piece; {} removes first and moves first.",
                starter(who)
            )),
            FullBoard::OneRemoves(who) => out.push(format!(
                "If placement ends with the board full, {} removes one opponent piece, and the other player moves first.",
                starter(who)
            )),
        }
        match self.blocked {
            Blocked::Loses => {}
            Blocked::Draw => out.push("A player who cannot move draws the game.".into()),
            Blocked::Passes => out.push("A player who cannot move passes.".into()),
            Blocked::Freed => out.push(
                "A player who cannot move passes, and the opponent must move to free them; those moves remove nothing.".into(),
            ),
            Blocked::RemovesAdjacent => out.push(
                "A player who cannot move removes an opponent piece next to one of their own, then moves.".into(),
            ),
        }
        if let Some(end) = self.draws.endgame {
            out.push(format!(
                "Draw when a player is down to {} pieces and {} moves by each player pass without a removal.",
                end.pieces, end.moves
            ));
        }
        let names = |set: PointSet| -> String {
            set.map(|p| self.point_name(p).to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        if !self.closed_while_placing.is_empty() {
            out.push(format!(
                "No piece may enter {} while its player has pieces in hand.",
                names(self.closed_while_placing)
            ));
        }
        if !self.fly_from.is_empty() {
            out.push(format!(
                "A piece on {} may move to any empty point.",
                names(self.fly_from)
            ));
        }
        if !(self.start.white | self.start.black).is_empty() {
            out.push(format!(
                "At the start, White stands on {} and Black on {}.",
                names(self.start.white),
                names(self.start.black)
            ));
        }
        if !self.no_placing.is_empty() {
            out.push(format!(
                "No piece may be placed on {}; pieces enter it by moving.",
                names(self.no_placing)
            ));
        }
        if !self.opening_points.is_empty() {
            out.push(format!(
                "The first piece of the game goes on {}.",
                names(self.opening_points).replace(", ", " or ")
            ));
        }
        if let Some(empty) = self.stop_placing_at_empty {
            out.push(format!(
                "Placement stops when {empty} points are empty; pieces still in hand leave the game."
            ));
        }
        if self.no_immediate_reforming {
            out.push(
                "A piece that closed a mill by moving may not move straight back on the next turn to close a mill there.".into(),
            );
        }
        if let Some((protecting, _)) = &self.protecting {
            out.push(format!(
                "Only {} of the {} mills protect their pieces from removal.",
                protecting.len(),
                self.mills.len()
            ));
        }
        for cap in &self.captures {
            out.push(capture_text(cap));
        }
        out
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

/// One sentence for a capture rule.
fn capture_text(cap: &crate::compile_tags::Capture) -> String {
    use crate::ruleset::{CaptureBy, CaptureKind};
    let who = match cap.by {
        CaptureBy::Both => "A piece placed or moved",
        CaptureBy::Placing => "A piece placed",
        CaptureBy::Moving => "A piece moved",
    };
    match cap.kind {
        CaptureKind::Custodian => format!(
            "{who} next to an opponent piece with one of its own just beyond takes it, without a mill."
        ),
        CaptureKind::Intervention => format!(
            "{who} between two opponent pieces in a row takes both, without a mill."
        ),
        CaptureKind::Leap => "A piece may jump over an adjacent opponent piece to the empty point beyond along a line, taking it.".into(),
    }
}
