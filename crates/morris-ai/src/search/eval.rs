//! The static evaluation, built from the compiled rules alone: material (pieces
//! in hand included), mills two-thirds made, mobility and blocked pieces, weighted
//! by the phase the player is in; the terms are in [`features`], their weights
//! in [`super::weights`].

use morris_core::{Feature, Position, Rules};

use super::score::{HEURISTIC_MAX, WIN};
use super::{features, patterns};

/// The outcome a position already has for the player to move, found without
/// generating moves: `Some(score)` as a forced result at `ply`, or a draw.
pub(crate) fn terminal(rules: &Rules, pos: &Position, ply: usize) -> Option<i32> {
    let me = pos.side_to_move();
    let ply = ply as i32;
    let win = WIN - ply;
    if rules.uses(Feature::MillWins) {
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
    // No turn at all: as `Position::outcome` rules.
    let full = pos.empty(rules).is_empty();
    let drawn = rules.end().no_turn_outcome(me, full).winner.is_none();
    Some(if drawn { 0 } else { -win })
}

/// The heuristic score of a position that is not over, for the player to move:
/// its features weighed by `weights` (the rules' own, [`super::weights::weights_for`]),
/// or where both sides fly evenly its patterns weighed by `flying`, if the game has them.
pub(crate) fn evaluate(
    rules: &Rules,
    pos: &Position,
    weights: &[i32; features::COUNT],
    flying: Option<&patterns::Fitted>,
) -> i32 {
    let score = match flying {
        Some(flying) if patterns::both_fly_evenly(rules, pos) => {
            patterns::evaluate(rules, pos, flying)
        }
        _ => features::dot(&features::of(rules, pos), weights),
    };
    score.clamp(-HEURISTIC_MAX / 2, HEURISTIC_MAX / 2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::catalog;

    /// `pos` scored with the weights of `rules`.
    fn evaluate(rules: &Rules, pos: &Position) -> i32 {
        super::evaluate(
            rules,
            pos,
            &crate::search::weights::weights_for(rules),
            patterns::fitted_for(rules),
        )
    }

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
}
