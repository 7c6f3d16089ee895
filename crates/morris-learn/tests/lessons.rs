//! Lessons for every feature of the registry, every shipped variant and a
//! rules file written here: each step's position lets its rule act (checked
//! with core), its right answer is accepted, and wrong ones are refused.

use morris_core::{Feature, Game, Rules, catalog, move_text};
use morris_learn::{Goal, Lesson, Step, StepKind, Verdict, feature_goal};
use morris_testkit::feature_cases;

/// Plays the step's right answer with core, checks the verdicts of the right
/// answer, of a legal turn that misses (where there is one), of a turn the
/// rule refuses (where the step is about one) and of an illegal text.
fn plays_through(rules: &Rules, step: &Step) {
    let what = format!("{} {:?}", rules.id(), step.kind());
    let Some(answer) = step.answer() else {
        assert_eq!(step.goal(), Goal::Look, "{what}");
        return;
    };
    let text = move_text(rules, answer);
    assert_eq!(
        step.check(rules, &text),
        Verdict::Right(answer),
        "{what}: {text}"
    );
    // Core plays the same text in a game started at the step's position.
    let mut game = Game::from_position(std::sync::Arc::new(rules.clone()), *step.position());
    assert_eq!(game.play_text(&text), Ok(answer), "{what}");
    if let Some(miss) = step.miss() {
        let text = move_text(rules, miss);
        assert_eq!(
            step.check(rules, &text),
            Verdict::Missed(miss),
            "{what}: {text}"
        );
    }
    if let Some(refused) = step.refused() {
        assert!(
            matches!(step.check(rules, refused), Verdict::Illegal(_)),
            "{what}: {refused}"
        );
    }
    for nonsense in ["", "zz9", "a1-"] {
        assert!(
            matches!(step.check(rules, nonsense), Verdict::Illegal(_)),
            "{what}: {nonsense:?}"
        );
    }
}

/// Does the rule of `feature` act in the step's right answer? Core says what
/// the turn did; the step's goal is the feature's.
fn rule_acts(rules: &Rules, step: &Step, feature: Feature) {
    let (goals, refusal) = feature_goal(feature);
    let goal = step.goal();
    assert!(goals.contains(&goal), "{feature:?}: {goal:?}");
    let answer = step
        .answer()
        .unwrap_or_else(|| panic!("{feature:?}: no position found"));
    assert!(step.position().is_legal(rules, answer), "{feature:?}");
    assert!(goal.met(rules, step.position(), answer), "{feature:?}");
    if let Some(refusal) = refusal {
        let refused = step
            .refused()
            .expect("a step about a refused turn names one");
        match step.check(rules, refused) {
            Verdict::Illegal(err) => assert!(refusal.refuses(&err), "{feature:?}: {err:?}"),
            other => panic!("{feature:?}: {refused} gave {other:?}"),
        }
    }
}

#[test]
fn every_feature_of_the_registry_has_a_step_where_its_rule_acts() {
    for case in feature_cases() {
        let rules = Rules::from_source("case", "<case>", &case.with).unwrap();
        assert!(rules.uses(case.feature), "{:?}", case.feature);
        let lesson = Lesson::of(&rules);
        let steps: Vec<&Step> = lesson
            .steps()
            .iter()
            .filter(|s| s.kind() == StepKind::Rule(case.feature))
            .collect();
        assert_eq!(steps.len(), 1, "{:?}", case.feature);
        rule_acts(&rules, steps[0], case.feature);
        plays_through(&rules, steps[0]);
        // The same file without the rule has no step for it.
        let without = Rules::from_source("case", "<case>", &case.without).unwrap();
        let kinds: Vec<StepKind> = Lesson::of(&without)
            .steps()
            .iter()
            .map(Step::kind)
            .collect();
        assert!(
            !kinds.contains(&StepKind::Rule(case.feature)),
            "{:?}",
            case.feature
        );
    }
}

#[test]
fn every_shipped_variant_has_a_lesson_that_plays_through() {
    for (id, _) in catalog::SHIPPED {
        let rules = catalog::shipped(id).unwrap();
        let lesson = Lesson::of(&rules);
        let kinds: Vec<StepKind> = lesson.steps().iter().map(Step::kind).collect();
        assert_eq!(kinds.first(), Some(&StepKind::Board), "{id}");
        // The rules end with how the game ends; the lessons of play follow.
        let rules_end = kinds
            .iter()
            .position(|k| matches!(k, StepKind::Strategy(_)));
        let rules_end = rules_end.unwrap_or(kinds.len());
        assert_eq!(kinds[rules_end - 1], StepKind::End, "{id}");
        assert!(
            kinds[rules_end..]
                .iter()
                .all(|k| matches!(k, StepKind::Strategy(_))),
            "{id}"
        );
        let mill = match rules.uses(Feature::MillWins) {
            true => StepKind::Rule(Feature::MillWins),
            false => StepKind::Mill,
        };
        assert!(kinds.contains(&mill), "{id}");
        assert!(kinds.contains(&StepKind::Moving), "{id}");
        for feature in rules.features().iter() {
            let step = lesson
                .steps()
                .iter()
                .find(|s| s.kind() == StepKind::Rule(feature));
            let step = step.unwrap_or_else(|| panic!("{id}: no step for {feature:?}"));
            rule_acts(&rules, step, feature);
        }
        for step in lesson.steps() {
            if step.kind() != StepKind::Board {
                assert_ne!(
                    step.goal(),
                    Goal::Look,
                    "{id}: {:?} found no position",
                    step.kind()
                );
            }
            plays_through(&rules, step);
        }
        // Some step of every lesson has a legal turn that misses.
        assert!(lesson.steps().iter().any(|s| s.miss().is_some()), "{id}");
    }
}

#[test]
fn the_same_rules_give_the_same_lesson() {
    for id in ["nine-mens-morris", "zhi-qi", "dara"] {
        let rules = catalog::shipped(id).unwrap();
        let [a, b] = [Lesson::of(&rules), Lesson::of(&rules)];
        let answers = |l: &Lesson| -> Vec<_> {
            l.steps()
                .iter()
                .map(|s| (s.kind(), s.position().hash(), s.answer(), s.miss()))
                .collect()
        };
        assert_eq!(answers(&a), answers(&b), "{id}");
    }
}

/// A board nobody shipped: a hexagon with its centre, mills along three
/// diameters and the rim in three runs (links: bent, they make no mill),
/// three pieces each, and no placing on the centre.
const HEXAGON: &str = r#"(
    name: "Test Hexagon",
    description: "A board written for the lesson test.",
    points: [
        (name: "n", x: 2, y: 4), (name: "ne", x: 4, y: 3), (name: "se", x: 4, y: 1),
        (name: "s", x: 2, y: 0), (name: "sw", x: 0, y: 1), (name: "nw", x: 0, y: 3),
        (name: "c", x: 2, y: 2),
    ],
    lines: [["n", "c", "s"], ["ne", "c", "sw"], ["nw", "c", "se"]],
    links: [["n", "ne", "se"], ["se", "s", "sw"], ["sw", "nw", "n"]],
    pieces: 3,
    no_placing: ["c"],
)"#;

#[test]
fn a_rules_file_written_here_gets_a_lesson_that_plays_through() {
    let rules = Rules::from_source("hexagon", "<test>", HEXAGON).unwrap();
    let lesson = Lesson::of(&rules);
    assert!(lesson.steps().len() >= 5);
    for step in lesson.steps() {
        if step.kind() != StepKind::Board {
            assert_ne!(
                step.goal(),
                Goal::Look,
                "{:?} found no position",
                step.kind()
            );
        }
        plays_through(&rules, step);
    }
    assert!(
        lesson
            .steps()
            .iter()
            .any(|s| s.kind() == StepKind::Rule(Feature::NoPlacing)),
        "{:?}",
        lesson.steps().iter().map(Step::kind).collect::<Vec<_>>()
    );
}

/// The lesson's "closes a mill" agrees with core: over random games of every
/// shipped variant, a turn that places or moves and removes pieces without a
/// capture closed a mill.
#[test]
fn a_turn_that_removes_closes_a_mill_as_core_counts_them() {
    for (id, _) in catalog::SHIPPED {
        let rules = catalog::shipped(id).unwrap();
        for seed in 0..2 {
            let mut rng = morris_core::SplitMix::new(seed);
            let mut pos = morris_core::Position::start(&rules);
            for _ in 0..200 {
                let moves = pos.legal_moves(&rules);
                if moves.is_empty() || pos.outcome(&rules).is_some() {
                    break;
                }
                for &mv in moves.iter() {
                    let events = pos.turn_events(&rules, mv);
                    let captured = events
                        .iter()
                        .any(|e| matches!(e, morris_core::TurnEvent::Captured { .. }));
                    if mv.has_step() && !mv.removed().is_empty() && !captured {
                        let text = move_text(&rules, mv);
                        assert!(Goal::CloseMill.met(&rules, &pos, mv), "{id}: {text}");
                    }
                }
                pos.play_unchecked(&rules, moves[rng.below(moves.len())]);
            }
        }
    }
}
