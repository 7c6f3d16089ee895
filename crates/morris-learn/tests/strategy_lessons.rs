//! The lessons of play (a running mill, blocking, the flying endgame,
//! stopping a double threat), for every shipped variant and for a rules file
//! written here: each step's right answer does what its task says against
//! every defence and its miss does not, as a brute-force search written here
//! finds; only a variant whose pieces fly has a flying step.

use morris_core::{Color, EndReason, Feature, Move, Position, Rules, catalog, move_text};
use morris_learn::{Goal, Lesson, Step, StepKind, Strategy, Verdict};

fn play(rules: &Rules, pos: &Position, mv: Move) -> Position {
    let mut next = *pos;
    next.play_unchecked(rules, mv);
    next
}

/// Does the mover's `mv` take a piece or win at once?
fn takes(rules: &Rules, pos: &Position, mv: Move) -> bool {
    let me = pos.side_to_move();
    !mv.removed().is_empty()
        || play(rules, pos, mv)
            .outcome(rules)
            .is_some_and(|o| o.winner == Some(me))
}

/// Can `attacker` take a piece within its next `turns` turns, whatever the
/// other side plays (each node by its side to move)?
fn can_take(rules: &Rules, pos: &Position, attacker: Color, turns: u32) -> bool {
    if let Some(o) = pos.outcome(rules) {
        return o.winner == Some(attacker);
    }
    let mine = pos.side_to_move() == attacker;
    if mine && turns == 0 {
        return false;
    }
    let moves = pos.legal_moves(rules);
    let good = |&mv: &Move| {
        (mine && takes(rules, pos, mv))
            || can_take(
                rules,
                &play(rules, pos, mv),
                attacker,
                turns - u32::from(mine),
            )
    };
    match mine {
        true => moves.iter().any(good),
        false => !moves.is_empty() && moves.iter().all(good),
    }
}

/// Every position the opponent's turn can reach from `pos` (one turn; a
/// variant that gives it another turn is followed until it is the mover's).
fn replies(rules: &Rules, pos: &Position, me: Color) -> Vec<Position> {
    let mut out = Vec::new();
    let mut open = vec![*pos];
    while let Some(p) = open.pop() {
        for mv in p.legal_moves(rules) {
            let next = play(rules, &p, mv);
            match next.side_to_move() == me || next.outcome(rules).is_some() {
                true => out.push(next),
                false => open.push(next),
            }
        }
    }
    out
}

/// Is the side to move left without a piece to move?
fn stuck(rules: &Rules, pos: &Position) -> bool {
    if let Some(o) = pos.outcome(rules) {
        return o.reason == EndReason::Blocked;
    }
    let me = pos.side_to_move();
    pos.in_hand(me) == 0 && pos.legal_moves(rules).iter().all(|m| m.from().is_none())
}

/// Does `mv` do what the step of `strategy` asks, by the search here?
fn does(rules: &Rules, pos: &Position, strategy: Strategy, mv: Move) -> bool {
    let me = pos.side_to_move();
    let next = play(rules, pos, mv);
    let closes = |p: &Position, m: Move| Goal::CloseMill.met(rules, p, m) && takes(rules, p, m);
    let quiet_block = |p: &Position, m: Move| {
        m.removed().is_empty() && {
            let after = play(rules, p, m);
            after.side_to_move() != me && stuck(rules, &after)
        }
    };
    match strategy {
        Strategy::RunningMill => {
            mv.from().is_some()
                && closes(pos, mv)
                && next.outcome(rules).is_none()
                && replies(rules, &next, me).iter().all(|back| {
                    back.outcome(rules).is_none()
                        && back
                            .legal_moves(rules)
                            .iter()
                            .any(|&m| m.from() == Some(mv.to()) && closes(back, m))
                })
        }
        Strategy::Blocking => {
            quiet_block(pos, mv)
                || (mv.removed().is_empty()
                    && next.side_to_move() != me
                    && next.outcome(rules).is_none()
                    && replies(rules, &next, me).iter().all(|back| {
                        back.outcome(rules).is_none()
                            && back
                                .legal_moves(rules)
                                .iter()
                                .any(|&m| quiet_block(back, m))
                    }))
        }
        Strategy::FlyingEndgame => {
            let flight = mv
                .from()
                .is_some_and(|from| !rules.neighbours(from).contains(mv.to()));
            pos.can_fly(rules, me)
                && flight
                && next.outcome(rules).is_none()
                && !can_take(rules, &next, !me, 1)
        }
        Strategy::DoubleThreat => next.outcome(rules).is_none() && !can_take(rules, &next, !me, 2),
    }
}

/// The lesson's steps of play: each one's answer does what it asks, its
/// miss does not and is told so, and the miss shows the danger (the
/// opponent takes at once after a flight that does not block; by a double
/// threat, not at once, after a turn that does not stop it).
fn strategy_steps_hold(rules: &Rules) -> Vec<Strategy> {
    let lesson = Lesson::of(rules);
    let mut taught = Vec::new();
    for step in lesson.steps() {
        let StepKind::Strategy(strategy) = step.kind() else {
            continue;
        };
        taught.push(strategy);
        let what = format!("{} {strategy:?}", rules.id());
        let pos = step.position();
        let them = !pos.side_to_move();
        let answer = step.answer().expect("a step of play has an answer");
        let miss = step.miss().expect("a step of play has a miss");
        assert!(does(rules, pos, strategy, answer), "{what}: {answer:?}");
        assert!(!does(rules, pos, strategy, miss), "{what}: {miss:?}");
        let said = |mv| step.check(rules, &move_text(rules, mv));
        assert_eq!(said(answer), Verdict::Right(answer), "{what}");
        assert_eq!(said(miss), Verdict::Missed(miss), "{what}");
        let after_miss = play(rules, pos, miss);
        match strategy {
            Strategy::FlyingEndgame => assert!(can_take(rules, &after_miss, them, 1), "{what}"),
            Strategy::DoubleThreat => {
                assert!(!can_take(rules, &after_miss, them, 1), "{what}");
                assert!(can_take(rules, &after_miss, them, 2), "{what}");
            }
            Strategy::RunningMill | Strategy::Blocking => {}
        }
    }
    taught
}

#[test]
fn every_shipped_variant_s_lessons_of_play_hold_against_every_defence() {
    let mut counts = [0; 4];
    for (id, _) in catalog::SHIPPED {
        let rules = catalog::shipped(id).unwrap();
        let taught = strategy_steps_hold(&rules);
        assert!(taught.iter().all(|s| s.applies(&rules)), "{id}: {taught:?}");
        assert_eq!(
            taught.contains(&Strategy::FlyingEndgame),
            rules.uses(Feature::Flying),
            "{id}"
        );
        for s in taught {
            counts[s as usize] += 1;
        }
    }
    // Each lesson of play is found for many variants (of 28).
    assert!(counts.iter().all(|&n| n >= 7), "{counts:?}");
}

/// A board nobody shipped: Nine Men's Morris's three squares with the
/// corners joined too (24 points, 20 lines), 8 pieces each, flying at 3.
const CROSSED_SQUARES: &str = r#"(
    name: "Test Crossed Squares",
    description: "A board written for the lesson test.",
    points: [
        (name: "a1", x: 0, y: 0), (name: "d1", x: 3, y: 0), (name: "g1", x: 6, y: 0), (name: "g4", x: 6, y: 3),
        (name: "g7", x: 6, y: 6), (name: "d7", x: 3, y: 6), (name: "a7", x: 0, y: 6), (name: "a4", x: 0, y: 3),
        (name: "b2", x: 1, y: 1), (name: "d2", x: 3, y: 1), (name: "f2", x: 5, y: 1), (name: "f4", x: 5, y: 3),
        (name: "f6", x: 5, y: 5), (name: "d6", x: 3, y: 5), (name: "b6", x: 1, y: 5), (name: "b4", x: 1, y: 3),
        (name: "c3", x: 2, y: 2), (name: "d3", x: 3, y: 2), (name: "e3", x: 4, y: 2), (name: "e4", x: 4, y: 3),
        (name: "e5", x: 4, y: 4), (name: "d5", x: 3, y: 4), (name: "c5", x: 2, y: 4), (name: "c4", x: 2, y: 3),
    ],
    lines: [
        ["a1", "d1", "g1"], ["g1", "g4", "g7"], ["g7", "d7", "a7"], ["a7", "a4", "a1"],
        ["b2", "d2", "f2"], ["f2", "f4", "f6"], ["f6", "d6", "b6"], ["b6", "b4", "b2"],
        ["c3", "d3", "e3"], ["e3", "e4", "e5"], ["e5", "d5", "c5"], ["c5", "c4", "c3"],
        ["d1", "d2", "d3"], ["g4", "f4", "e4"], ["d7", "d6", "d5"], ["a4", "b4", "c4"],
        ["a1", "b2", "c3"], ["g1", "f2", "e3"], ["g7", "f6", "e5"], ["a7", "b6", "c5"],
    ],
    pieces: 8,
    flying: At(pieces: 3, optional: false),
)"#;

#[test]
fn a_rules_file_written_here_gets_every_lesson_of_play() {
    let rules = Rules::from_source("crossed", "<test>", CROSSED_SQUARES).unwrap();
    assert!(rules.points().count() >= 24);
    assert_eq!(strategy_steps_hold(&rules), Strategy::ALL);
}

#[test]
fn without_flying_there_is_no_flying_step() {
    let text = CROSSED_SQUARES.replace("flying: At(pieces: 3, optional: false),", "");
    let rules = Rules::from_source("crossed", "<test>", &text).unwrap();
    assert!(!rules.uses(Feature::Flying));
    let taught = strategy_steps_hold(&rules);
    assert!(!taught.contains(&Strategy::FlyingEndgame), "{taught:?}");
    assert!(taught.contains(&Strategy::DoubleThreat), "{taught:?}");
    let six = catalog::shipped("six-mens-morris").unwrap();
    let kinds: Vec<StepKind> = Lesson::of(&six).steps().iter().map(Step::kind).collect();
    assert!(!kinds.contains(&StepKind::Strategy(Strategy::FlyingEndgame)));
    assert!(!kinds.contains(&StepKind::Rule(Feature::Flying)));
}
