//! Which steps each variant's lesson finds a position for, and how long it takes.
use std::time::Instant;

use morris_core::{Rules, catalog};
use morris_learn::{Goal, Lesson};

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
    println!(
        "{name}: {} steps, {:?}, no position: {missing:?}, without a miss: {no_miss}",
        lesson.steps().len(),
        t.elapsed()
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
