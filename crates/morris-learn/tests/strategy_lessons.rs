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

/// `side`'s pieces minus the other side's.
fn ahead(pos: &Position, side: Color) -> i32 {
    i32::from(pos.piece_count(side)) - i32::from(pos.piece_count(!side))
}

/// Where a position stands for a goal: met, failed, or still open.
type Judge<'a> = &'a dyn Fn(&Position) -> Option<bool>;

/// Can `attacker` reach a position `judge` calls met within its next
/// `turns` turns, whatever the other side plays (each node by its side to
/// move, every turn of both sides looked at)?
fn forces(rules: &Rules, pos: &Position, attacker: Color, turns: u32, judge: Judge) -> bool {
    if let Some(met) = judge(pos) {
        return met;
    }
    let mine = pos.side_to_move() == attacker;
    if turns == 0 {
        return false;
    }
    let moves = pos.legal_moves(rules);
    let left = turns - u32::from(mine);
    let good = |&mv: &Move| forces(rules, &play(rules, pos, mv), attacker, left, judge);
    match mine {
        true => moves.iter().any(good),
        false => !moves.is_empty() && moves.iter().all(good),
    }
}

/// `attacker` `pieces` ahead of where `start` stood, or a game it won.
fn gained<'a>(
    rules: &'a Rules,
    start: &Position,
    attacker: Color,
    pieces: i32,
) -> impl Fn(&Position) -> Option<bool> + 'a {
    let before = ahead(start, attacker);
    move |pos: &Position| match pos.outcome(rules) {
        Some(o) => Some(o.winner == Some(attacker)),
        None => (ahead(pos, attacker) - before >= pieces).then_some(true),
    }
}

/// Can `attacker` win a piece within its next `turns` turns?
fn can_take(rules: &Rules, pos: &Position, attacker: Color, turns: u32) -> bool {
    forces(
        rules,
        pos,
        attacker,
        turns,
        &gained(rules, pos, attacker, 1),
    )
}

/// Does `mv` do what the step of `strategy` asks, by the search here?
fn does(rules: &Rules, pos: &Position, strategy: Strategy, mv: Move) -> bool {
    let me = pos.side_to_move();
    let next = play(rules, pos, mv);
    match strategy {
        Strategy::RunningMill => {
            let two = gained(rules, pos, me, 2);
            // The piece leaves a mill whose other pieces stay.
            let mine = next.pieces(me);
            let opens = mv.from().is_some_and(|from| {
                let mut mills = rules.mills_through(from).iter();
                mills.any(|&mill| !mill.contains(mv.to()) && (mill - from.bit()).is_subset(mine))
            });
            opens
                && Goal::CloseMill.met(rules, pos, mv)
                && takes(rules, pos, mv)
                && forces(rules, &next, me, 1, &two)
        }
        Strategy::Blocking => {
            let blocked = |p: &Position| {
                p.outcome(rules)
                    .map(|o| o.winner == Some(me) && o.reason == EndReason::Blocked)
            };
            mv.removed().is_empty() && forces(rules, &next, me, 1, &blocked)
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
