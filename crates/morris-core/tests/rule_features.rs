//! The feature registry against each of its consumers, feature by feature:
//! every feature turned on in a rules file (morris-testkit's cases) is seen
//! as used, moves the fingerprint, is refused by the solver exactly when the
//! registry says it does not model it, is named in the summary, and plays as
//! the slow reference generator says, whatever fast path it leaves open.

mod support;

use std::sync::Arc;

use morris_core::{Feature, Position, Rules, perft};
use morris_testkit::{FeatureCase, feature_cases};
use support::reference::Reference;

fn compile(case: &FeatureCase, text: &str) -> Rules {
    let id = format!("{:?}", case.feature);
    Rules::from_source(&id, &id, text).unwrap_or_else(|err| panic!("{id}: {err}"))
}

#[test]
fn every_feature_has_a_case_that_turns_it_on() {
    let cases = feature_cases();
    assert_eq!(cases.len(), Feature::ALL.len());
    for case in &cases {
        let (without, with) = (compile(case, &case.without), compile(case, &case.with));
        assert!(with.uses(case.feature), "{:?}", case.feature);
        assert!(!without.uses(case.feature), "{:?}", case.feature);
    }
}

#[test]
fn every_feature_of_the_position_moves_the_fingerprint() {
    for case in feature_cases() {
        let (without, with) = (compile(&case, &case.without), compile(&case, &case.with));
        // A rule of the history alone leaves a stored table as good as it was.
        let moved = !case.feature.history_only();
        assert_eq!(
            without.fingerprint() != with.fingerprint(),
            moved,
            "{:?}",
            case.feature
        );
    }
}

#[test]
fn the_solver_refuses_exactly_the_features_it_does_not_model() {
    for case in feature_cases() {
        let (without, with) = (compile(&case, &case.without), compile(&case, &case.with));
        let refused = with.special_rule();
        if case.feature.solver_models() {
            assert_eq!(refused, without.special_rule(), "{:?}", case.feature);
        } else {
            // The first feature the solver does not model is the one it names.
            let first = with.features().iter().find(|f| !f.solver_models());
            assert_eq!(refused, first.map(Feature::name), "{:?}", case.feature);
            assert!(refused.is_some(), "{:?}", case.feature);
        }
    }
}

#[test]
fn the_summary_names_every_feature_in_use() {
    for case in feature_cases() {
        let with = compile(&case, &case.with);
        let summary = with.summary();
        let line = summary
            .lines()
            .find(|l| l.starts_with("features: "))
            .unwrap();
        assert!(line.contains(case.feature.name()), "{line}");
    }
}

#[test]
fn every_feature_plays_as_the_reference_generator_says() {
    for case in feature_cases() {
        let rules = Arc::new(compile(&case, &case.with));
        let reference = Reference::new(rules.source().0);
        let start = Position::start(&rules);
        let starts = std::iter::once(start).chain(morris_testkit::random_positions(&rules, 12, 7));
        for pos in starts {
            let state = reference.parse(&pos.to_text(&rules));
            assert_eq!(
                perft(&rules, &pos, 2),
                reference.perft(&state, 2),
                "{:?} from {}",
                case.feature,
                pos.to_text(&rules)
            );
        }
    }
}
