//! What each feature adds to the rules' fingerprint, the key under which
//! stored tables are found.

use crate::point::PointSet;
use crate::rules::features::{Feature, FeatureSet, Parts};

impl Feature {
    /// What the rule adds to the fingerprint beyond the board, the mills and
    /// the plain settings. Rules the solver models keep the bytes they always
    /// had, so that stored tables keep their keys.
    fn fingerprint_bytes(self, p: &Parts, out: &mut Vec<u8>) {
        if self.history_only() {
            return;
        }
        let set = |out: &mut Vec<u8>, tag: u8, set: PointSet| {
            if !set.is_empty() {
                out.push(tag);
                out.extend(set.0.to_le_bytes());
            }
        };
        match self {
            // Already in the board, the mills or the plain settings.
            Feature::MillLength
            | Feature::Links
            | Feature::ListedMills
            | Feature::ScoringMills
            | Feature::MillWins
            | Feature::RemovableAny
            | Feature::RemovalPerMill
            | Feature::MoveInPlacement
            | Feature::FullBoardDraw
            | Feature::Flying
            | Feature::NeverInMills
            | Feature::EndgameDraw => {}
            // Point sets, each behind its own tag byte.
            Feature::ClosedWhilePlacing => set(out, 0, p.placement.closed_while_placing),
            Feature::FlyFrom => set(out, 1, p.movement.fly_from),
            Feature::StartPieces => {
                set(out, 2, p.placement.start.white);
                set(out, 3, p.placement.start.black);
            }
            Feature::NoPlacing => set(out, 4, p.placement.no_placing),
            Feature::OpeningPoints => set(out, 5, p.placement.opening_points),
            _ => {
                out.extend([0xf0, self as u8]);
                match self {
                    Feature::LongerLinesNoMill | Feature::LongerLinesForbidden => {
                        for ext in &p.board.mill_ext {
                            out.extend(ext.0.to_le_bytes());
                        }
                    }
                    Feature::MovementStarts => {
                        out.extend(format!("{:?}", p.movement.first_mover).bytes())
                    }
                    Feature::FullBoardRemovals => {
                        out.extend(format!("{:?}", p.end.when_full).bytes())
                    }
                    Feature::StopPlacing => {
                        out.extend(format!("{:?}", p.placement.stop_at_empty).bytes())
                    }
                    Feature::ProtectingMills => {
                        for (mill, _) in p
                            .protection
                            .protecting
                            .iter()
                            .flat_map(|(m, e)| m.iter().zip(e))
                        {
                            out.extend(mill.0.to_le_bytes());
                        }
                    }
                    Feature::Captures => out.extend(format!("{:?}", p.captures.list).bytes()),
                    _ => {}
                }
            }
        }
    }
}

impl FeatureSet {
    /// The fingerprint's bytes for these features, in order.
    pub(crate) fn fingerprint_bytes(self, parts: &Parts) -> Vec<u8> {
        let mut out = Vec::new();
        for f in self.iter() {
            f.fingerprint_bytes(parts, &mut out);
        }
        out
    }
}
