//! The prover against a plain minimax written here (no memo, no order, no
//! budget), on positions of seeded random games of Nine Men's Morris, and
//! its solutions' lines and replies checked turn by turn.

use morris_core::{Color, Position, Rules, SplitMix, catalog};

use super::*;

/// Forced within `turns`, the slow way.
fn plain(rules: &Rules, tactic: &Tactic, pos: &Position, turns: u8) -> bool {
    match tactic.standing(rules, pos) {
        Standing::Met => return true,
        Standing::Failed => return false,
        Standing::Open => {}
    }
    if turns == 0 {
        return false;
    }
    let attacking = pos.side_to_move() == tactic.attacker;
    let left = if attacking { turns - 1 } else { turns };
    let mut outcomes = pos.legal_moves(rules).into_iter().map(|mv| {
        let mut child = *pos;
        child.play_unchecked(rules, mv);
        plain(rules, tactic, &child, left)
    });
    if attacking {
        outcomes.any(|forced| forced)
    } else {
        outcomes.all(|forced| forced)
    }
}

/// Positions of seeded random games, every fourth turn.
fn positions(rules: &Rules, games: u64) -> Vec<Position> {
    let mut all = Vec::new();
    for seed in 0..games {
        let mut rng = SplitMix::new(seed);
        let mut pos = Position::start(rules);
        for turn in 0..60 {
            if pos.outcome(rules).is_some() {
                break;
            }
            if turn % 4 == 3 {
                all.push(pos);
            }
            let moves = pos.legal_moves(rules);
            pos.play_unchecked(rules, moves[rng.below(moves.len())]);
        }
    }
    all
}

#[test]
fn the_prover_agrees_with_plain_minimax_for_either_player() {
    let rules = catalog::shipped("nine-mens-morris").unwrap();
    let (mut forced, mut not) = (0, 0);
    for pos in positions(&rules, 6) {
        for attacker in [pos.side_to_move(), !pos.side_to_move()] {
            let tactic = Tactic::new(&pos, attacker, Aim::Gain(1));
            let mut prover = Prover::new(&rules, 10_000_000);
            let fast = prover.forced(&tactic, &pos, 2).unwrap();
            assert_eq!(
                fast,
                plain(&rules, &tactic, &pos, 2),
                "{}",
                pos.to_text(&rules)
            );
            if fast { forced += 1 } else { not += 1 }
        }
    }
    assert!(forced > 0 && not > 0, "{forced} {not}");
}

#[test]
fn a_solution_line_meets_its_goal_and_a_wrong_first_turn_is_answered() {
    let rules = catalog::shipped("nine-mens-morris").unwrap();
    let mut solved = 0;
    for pos in positions(&rules, 20) {
        let tactic = Tactic::new(&pos, pos.side_to_move(), Aim::Gain(1));
        let mut prover = Prover::new(&rules, 10_000_000);
        let Some(solution) = solve(&mut prover, &tactic, &pos, 2).unwrap() else {
            continue;
        };
        solved += 1;
        // The line is legal, and meets the goal at its end, not before.
        let mut p = pos;
        for (i, &mv) in solution.line.iter().enumerate() {
            assert_eq!(tactic.standing(&rules, &p), Standing::Open, "turn {i}");
            assert!(p.is_legal(&rules, mv));
            p.play_unchecked(&rules, mv);
        }
        assert_eq!(tactic.standing(&rules, &p), Standing::Met);
        let attacker_turns = solution_turns(&rules, &pos, &solution.line, tactic.attacker);
        assert_eq!(attacker_turns, usize::from(solution.turns));
        // Every other first turn is answered by a reply after which the goal
        // is out of reach in the turns left, as plain minimax sees it.
        for wrong in pos.legal_moves(&rules) {
            if solution.firsts.contains(&wrong) {
                continue;
            }
            let mut after = pos;
            after.play_unchecked(&rules, wrong);
            let left = solution.turns - 1;
            if after.side_to_move() == tactic.attacker || after.outcome(&rules).is_some() {
                continue;
            }
            let reply = spoiling_reply(&mut prover, &tactic, &after, left)
                .unwrap()
                .unwrap();
            let mut spoiled = after;
            spoiled.play_unchecked(&rules, reply);
            assert!(!plain(&rules, &tactic, &spoiled, left));
        }
    }
    assert!(solved >= 3, "{solved}");
}

fn solution_turns(rules: &Rules, pos: &Position, line: &[morris_core::Move], who: Color) -> usize {
    let mut p = *pos;
    let mut n = 0;
    for &mv in line {
        if p.side_to_move() == who {
            n += 1;
        }
        p.play_unchecked(rules, mv);
    }
    n
}
