//! Every step of every lesson (the shipped variants and a rules set for each
//! feature of the registry) is worded in every language: a title, the rule,
//! a task, a hint and a sentence for each verdict, none of them a bare key.

use morris_core::{Rules, catalog, move_text};
use morris_i18n::{LANGUAGES, learn, with_language};
use morris_learn::Lesson;
use morris_testkit::feature_cases;

fn worded(rules: &Rules, found: &mut Vec<String>) {
    let lesson = Lesson::of(rules);
    let count = lesson.steps().len();
    let mut check = |what: &str, text: String| {
        if text.trim().is_empty() || text.contains("lesson-") || text.contains("rules-") {
            found.push(format!("{} {what}: {text:?}", rules.id()));
        }
    };
    check("heading", learn::heading(rules, &lesson));
    check("done", learn::done(rules));
    for (i, step) in lesson.steps().iter().enumerate() {
        let what = format!("{:?}", step.kind());
        check(&what, learn::title(step, i + 1, count));
        let rule = learn::rule(rules, step);
        check(&what, rule.concat());
        check(&what, learn::task(rules, step));
        let answers = [step.answer(), step.miss()].into_iter().flatten();
        for text in answers.map(|mv| move_text(rules, mv)).chain(["zz9".into()]) {
            let verdict = step.check(rules, &text);
            check(&what, learn::verdict(rules, step, &verdict));
        }
        if step.answer().is_some() {
            check(&what, learn::hint(rules, step).unwrap_or_default());
        }
    }
}

#[test]
fn every_lesson_step_is_worded_in_every_language() {
    let mut found = Vec::new();
    let mut rules: Vec<Rules> = catalog::SHIPPED
        .iter()
        .map(|(id, _)| catalog::shipped(id).unwrap())
        .collect();
    for case in feature_cases() {
        rules.push(Rules::from_source("case", "<case>", &case.with).unwrap());
    }
    for lang in LANGUAGES {
        with_language(lang.code, || {
            for rules in &rules {
                worded(rules, &mut found);
            }
        })
        .unwrap();
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn a_wrong_answer_is_explained_in_one_sentence() {
    let rules = catalog::shipped("nine-mens-morris").unwrap();
    let lesson = Lesson::of(&rules);
    let placing = &lesson.steps()[1];
    let said = |text: &str| {
        with_language("fr", || {
            learn::verdict(&rules, placing, &placing.check(&rules, text))
        })
        .unwrap()
    };
    assert_eq!(said("d6"), "Juste\u{202f}: d6.");
    assert_eq!(
        said("d6-d5"),
        "Pas permis ici\u{202f}: Blanc doit d’abord poser un pion (pions en main\u{202f}: 9)."
    );
}

/// The moving step says that pieces never fly where nothing flies (Six
/// Men's Morris), and not where pieces fly, by number or from some points.
#[test]
fn a_lesson_says_pieces_never_fly_only_where_they_do_not() {
    use morris_learn::StepKind;
    let never = "Pieces never fly in this game";
    for (id, said) in [
        ("six-mens-morris", true),
        ("three-mens-morris", true),
        ("nine-mens-morris", false),
        ("mulabalaba", false),
    ] {
        let rules = catalog::shipped(id).unwrap();
        let lesson = Lesson::of(&rules);
        let moving = lesson.steps().iter().find(|s| s.kind() == StepKind::Moving);
        let words = with_language("en", || learn::rule(&rules, moving.unwrap()).concat());
        assert_eq!(words.unwrap().contains(never), said, "{id}");
    }
}
