//! The static evaluation, built from the compiled rules alone: material (pieces
//! in hand included), mills two-thirds made, mobility and blocked pieces, weighted
//! by the phase the player is in; the terms and their weights are in [`features`].

use morris_core::ruleset::{Blocked, MillEffect};
use morris_core::{Position, Rules};

use super::features;
use super::score::{HEURISTIC_MAX, WIN};

/// The outcome a position already has for the player to move, found without
/// generating moves: `Some(score)` as a forced result at `ply`, or a draw.
pub(crate) fn terminal(rules: &Rules, pos: &Position, ply: usize) -> Option<i32> {
    let me = pos.side_to_move();
    let ply = ply as i32;
    let win = WIN - ply;
    if rules.mill_effect() == MillEffect::Win {
        if !rules.in_mills(pos.pieces(!me)).is_empty() {
            return Some(-win);
        }
        if !rules.in_mills(pos.pieces(me)).is_empty() {
            return Some(win);
        }
    }
    if pos.piece_count(me) < rules.lose_below() {
        return Some(-win);
    }
    if pos.piece_count(!me) < rules.lose_below() {
        return Some(win);
    }
    if pos.has_legal_move(rules) {
        return None;
    }
    // No turn at all: as `Position::outcome` rules, a loss unless the rules
    // draw a full board or a blocked player (or both players are blocked where
    // the blocked pass).
    let drawn = (rules.full_board_draw() && pos.empty(rules).is_empty())
        || !matches!(rules.blocked(), Blocked::Loses | Blocked::RemovesAdjacent);
    Some(if drawn { 0 } else { -win })
}

/// The heuristic score of a position that is not over, for the player to move:
/// its features weighed by [`features::WEIGHTS`].
pub(crate) fn evaluate(rules: &Rules, pos: &Position) -> i32 {
    let score = features::dot(&features::of(rules, pos), &features::weights_for(rules));
    score.clamp(-HEURISTIC_MAX / 2, HEURISTIC_MAX / 2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::catalog;
    use std::sync::Arc;

    #[test]
    fn start_is_balanced_and_more_pieces_is_better() {
        let rules = catalog::shipped("nine-mens-morris").unwrap();
        let start = Position::start(&rules);
        assert_eq!(evaluate(&rules, &start), 0);
        let up = Position::from_text(&rules, "WWW.B................... b 0 0").unwrap();
        let down = Position::from_text(&rules, "WW..B................... b 0 0").unwrap();
        assert!(evaluate(&rules, &up) < evaluate(&rules, &down));
    }

    #[test]
    fn terminal_sees_mills_that_win_and_blocked_players() {
        let rules = catalog::shipped("three-mens-morris").unwrap();
        let won = Position::from_text(&rules, "WWWBB.B.. b 0 0").unwrap();
        assert_eq!(terminal(&rules, &won, 3), Some(-(WIN - 3)));
        let open = Position::from_text(&rules, "WW.BB.... w 1 1").unwrap();
        assert_eq!(terminal(&rules, &open, 0), None);
    }

    #[test]
    fn terminal_draws_where_the_rules_draw_a_blocked_game() {
        // Shax: the board full after placement and nobody owes a removal:
        // neither side can move, and the blocked pass, so it is a draw.
        let rules = catalog::shipped("shax").unwrap();
        let full = Position::from_text(&rules, "BBWWBBBWBWBWWWBBWBWBWWBW b 0 0").unwrap();
        assert!(pos_is_draw(&rules, &full));
        assert_eq!(terminal(&rules, &full, 2), Some(0));
        // Where a blocked player loses, the same board is a loss.
        let text = catalog::SHIPPED
            .iter()
            .find(|(id, _)| *id == "shax")
            .unwrap()
            .1;
        let loses = Rules::from_source("x", "x", &text.replace("blocked: Freed,", "")).unwrap();
        let full = Position::from_text(&loses, "BBWWBBBWBWBWWWBBWBWBWWBW b 0 0").unwrap();
        assert_eq!(terminal(&loses, &full, 2), Some(-(WIN - 2)));
    }

    fn pos_is_draw(rules: &Rules, pos: &Position) -> bool {
        pos.outcome(rules).is_some_and(|o| o.winner.is_none())
    }

    #[test]
    fn a_used_one_time_mill_is_no_threat() {
        let rules = catalog::shipped("russian-mill").unwrap();
        // White a1 d1 (g1 empty) and b4; Black d6 f6 b6.
        let board = "WW........W.......BBB... w 0 0";
        let fresh = Position::from_text(&rules, board).unwrap();
        let used = Position::from_text(&rules, &format!("{board} 0 0 used=a1,d1,g1/")).unwrap();
        assert!(evaluate(&rules, &used) < evaluate(&rules, &fresh));
    }

    /// Every shipped variant and the three test variants, over random games
    /// and long random playouts (into the movement and flying phases): the
    /// features and weights give exactly the hand-written formula's score.
    #[test]
    fn features_and_weights_score_as_the_hand_written_formula() {
        let mut variants = morris_testkit::all_variants();
        variants.extend(morris_testkit::small_variants().into_iter().map(Arc::new));
        let mut checked = 0;
        for rules in &variants {
            let mut positions = morris_testkit::random_positions(rules, 150, 3);
            positions.extend(morris_testkit::playout_positions(rules, 150, 4));
            for pos in positions {
                if terminal(rules, &pos, 0).is_some() {
                    continue;
                }
                let before = hand_written::evaluate(rules, &pos);
                assert_eq!(
                    evaluate(rules, &pos),
                    before,
                    "{}: {}",
                    rules.id(),
                    pos.to_text(rules)
                );
                checked += 1;
            }
        }
        assert!(checked > 5_000, "only {checked} positions");
    }
}

/// The evaluation as it was written before it became features and weights
/// (commit 9995c64), kept to prove that the refactoring changed no score.
#[cfg(test)]
mod hand_written {
    use morris_core::ruleset::MillEffect;
    use morris_core::{Color, Position, Rules};

    use crate::search::score::HEURISTIC_MAX;

    const PIECE: i32 = 100;
    const OPEN_MILL: i32 = 12;
    const CLOSABLE_MILL: i32 = 18;
    const THREAT_TO_MOVE: i32 = 70;
    const DOUBLE_THREAT: i32 = 60;
    const CLOSED_MILL: i32 = 8;
    const MOBILITY: i32 = 5;
    const BLOCKED: i32 = 8;
    const FEW_STEPS: [i32; 4] = [0, 60, 35, 15];

    pub(super) fn evaluate(rules: &Rules, pos: &Position) -> i32 {
        let me = pos.side_to_move();
        let mine = side_terms(rules, pos, me);
        let theirs = side_terms(rules, pos, !me);
        let mut score = mine.static_score - theirs.static_score;
        if mine.closable_points > 0 {
            score += if rules.mill_effect() == MillEffect::Win {
                5 * PIECE
            } else {
                THREAT_TO_MOVE
            };
        }
        if theirs.closable_points >= 2 {
            score -= if rules.mill_effect() == MillEffect::Win {
                5 * PIECE
            } else {
                DOUBLE_THREAT
            };
        }
        score.clamp(-HEURISTIC_MAX / 2, HEURISTIC_MAX / 2)
    }

    struct SideTerms {
        static_score: i32,
        closable_points: u32,
    }

    fn side_terms(rules: &Rules, pos: &Position, c: Color) -> SideTerms {
        let own = pos.pieces(c);
        let opp = pos.pieces(!c);
        let empty = pos.empty(rules);
        let placing = pos.in_hand(c) > 0;
        let flying = !placing && pos.can_fly(rules, c);
        let mut score = i32::from(pos.piece_count(c)) * PIECE;
        let used = pos.used_mill_points(c);
        let mut closable = morris_core::PointSet::EMPTY;
        for &mill in rules.mills() {
            if !used.is_empty() && mill.is_subset(used) {
                continue;
            }
            let mine = (mill & own).len();
            if mine == 3 {
                score += CLOSED_MILL;
                continue;
            }
            let gap = mill & empty;
            if mine != 2 || gap.len() != 1 || !(mill & opp).is_empty() {
                continue;
            }
            score += OPEN_MILL;
            let Some(p) = gap.first_point() else { continue };
            let movers = own - mill;
            let reachable = placing
                || (flying && !movers.is_empty())
                || !(rules.neighbours(p) & movers).is_empty();
            if reachable {
                score += CLOSABLE_MILL;
                closable.insert(p);
            }
        }
        if !flying {
            let total = i32::from(rules.pieces()).max(1);
            let weight = if placing {
                2 + 3 * (total - i32::from(pos.in_hand(c))) / total
            } else {
                5
            };
            let mut steps = 0;
            let mut blocked = 0;
            for p in own {
                let n = (rules.neighbours(p) & empty).len() as i32;
                steps += n;
                blocked += i32::from(n == 0);
            }
            score += (steps * MOBILITY - blocked * BLOCKED) * weight / 5;
            if !own.is_empty() && pos.in_hand(c) <= 1 {
                score -= FEW_STEPS.get(steps as usize).copied().unwrap_or(0);
            }
        }
        SideTerms {
            static_score: score,
            closable_points: closable.len(),
        }
    }
}
