//! Which steps each variant's lesson finds a position for, with which goal,
//! and how long it takes: `cargo run --release -p morris-learn --example lesson_survey`.
use std::time::Instant;

use morris_core::{Rules, catalog};
use morris_learn::{Goal, Lesson, StepKind};

fn report(name: &str, rules: &Rules) {
    let t = Instant::now();
    let lesson = Lesson::of(rules);
    let missing: Vec<String> = lesson
        .steps()
        .iter()
        .skip(1)
        .filter(|s| s.goal() == Goal::Look)
        .map(|s| format!("{:?}", s.kind()))
        .collect();
    let no_miss = lesson
        .steps()
        .iter()
        .filter(|s| s.answer().is_some() && s.miss().is_none())
        .count();
    let goals: Vec<String> = lesson
        .steps()
        .iter()
        .filter_map(|s| match s.kind() {
            StepKind::Rule(f) => Some(format!("{f:?}={:?}", s.goal())),
            StepKind::Strategy(strategy) => Some(format!("{strategy:?}")),
            _ => None,
        })
        .collect();
    println!(
        "{name}: {} steps, {:?}, no position: {missing:?}, without a miss: {no_miss}; {}",
        lesson.steps().len(),
        t.elapsed(),
        goals.join(" ")
    );
}

fn main() {
    for (id, _) in catalog::SHIPPED {
        report(id, &catalog::shipped(id).unwrap());
    }
    for case in morris_testkit::feature_cases() {
        let rules = Rules::from_source("case", "<case>", &case.with).unwrap();
        report(&format!("{:?}", case.feature), &rules);
    }
}
