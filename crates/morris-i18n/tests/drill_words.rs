//! Every word a drill says is worded in every language: the heading and
//! task, each verdict, the schedule, the list, and every reason a drills
//! file is refused.

use morris_core::{Position, catalog, move_text};
use morris_i18n::{LANGUAGES, drills as said, with_language};
use morris_learn::drills::{
    Day, Drill, DrillError, DrillMark, DrillProblem, DrillsFileError, Schedule, Verdict, Waiting,
};

/// One error of each kind a drills file can be refused with.
fn file_errors(drill: &Drill) -> Vec<DrillsFileError> {
    let rules = catalog::shipped("nine-mens-morris").unwrap();
    let mut bad = drill.clone();
    bad.position = "nonsense".into();
    let position = bad.board(&rules).unwrap_err();
    bad = drill.clone();
    bad.played = "z9".into();
    let played = bad.board(&rules).unwrap_err();
    bad = drill.clone();
    bad.best = "z9".into();
    let best = bad.board(&rules).unwrap_err();
    bad = drill.clone();
    bad.best = bad.played.clone();
    let same = bad.board(&rules).unwrap_err();
    let other = drill
        .board(&catalog::shipped("three-mens-morris").unwrap())
        .unwrap_err();
    assert!(matches!(other, DrillError::OtherVariant { .. }));
    let problems = [
        DrillProblem::Syntax("expected a comma".into()),
        DrillProblem::TooMany(30_000),
        DrillProblem::Path {
            drill: 2,
            variant: "rules/x.ron".into(),
        },
        DrillProblem::Schedule { drill: 2 },
    ]
    .into_iter()
    .chain(
        [position, played, best, other, same]
            .into_iter()
            .map(|source| DrillProblem::Drill { drill: 2, source }),
    );
    let io = || std::io::Error::from(std::io::ErrorKind::PermissionDenied);
    problems
        .map(|problem| DrillsFileError::At {
            file: "drills.ron".into(),
            line: 3,
            col: 9,
            problem: Box::new(problem),
        })
        .chain([
            DrillsFileError::Io {
                file: "drills.ron".into(),
                source: io(),
            },
            DrillsFileError::Write {
                file: "drills.ron".into(),
                source: io(),
            },
        ])
        .collect()
}

#[test]
fn every_drill_word_is_worded_in_every_language() {
    let rules = catalog::shipped("nine-mens-morris").unwrap();
    let pos = Position::start(&rules);
    let legal = pos.legal_moves(&rules);
    let today = Day::from_ymd(2026, 12, 4).unwrap();
    let drill = Drill {
        variant: rules.id().to_string(),
        position: pos.to_text(&rules),
        played: move_text(&rules, legal[0]),
        best: move_text(&rules, legal[1]),
        mark: DrillMark::Mistake,
        exact: false,
        schedule: Schedule::new(today),
    };
    let best = legal[1];
    let verdicts = [
        Verdict::Best,
        Verdict::AsGood { exact: true, best },
        Verdict::AsGood { exact: false, best },
        Verdict::Played { best: Some(best) },
        Verdict::Played { best: None },
        Verdict::Worse { exact: true, best },
        Verdict::Worse { exact: false, best },
        Verdict::Unscored { best: Some(best) },
        Verdict::Unscored { best: None },
    ];
    let mut found = Vec::new();
    for lang in LANGUAGES {
        with_language(lang.code, || {
            let mut check = |what: &str, text: String| {
                if text.trim().is_empty() || text.contains("drills-") {
                    found.push(format!("{} {what}: {text:?}", lang.code));
                }
            };
            for (added, known) in [(0, 0), (1, 0), (2, 3)] {
                check("added", said::added(added, known, "drills.ron"));
            }
            check("heading", said::heading(&rules, 1, 3, &drill));
            check("task", said::task(&rules, &drill));
            let said_verdicts: Vec<String> = verdicts
                .iter()
                .map(|&v| said::verdict(&rules, v, legal[2]))
                .collect();
            for text in &said_verdicts {
                check("verdict", text.clone());
            }
            let distinct: std::collections::HashSet<_> = said_verdicts.iter().collect();
            assert_eq!(distinct.len(), verdicts.len());
            check("next", said::next(today.plus(1), 1));
            check("next", said::next(today.plus(6), 6));
            check("done", said::done(1, 2, 0));
            check("none due", said::none_due(Some(today)));
            check("none", said::none_due(None));
            check("list", said::list_heading(3, 1, "drills.ron"));
            check(
                "list",
                said::list_line(1, "Nine Men's Morris", &drill, true),
            );
            check(
                "list",
                said::list_line(2, "Nine Men's Morris", &drill, false),
            );
            check("unknown", said::unknown_variant(2, "my-board"));
            let changed = drill
                .board(&catalog::shipped("three-mens-morris").unwrap())
                .unwrap_err();
            let changed = said::waiting(2, "my-board", &Waiting::Changed(changed));
            assert!(changed.contains("my-board"), "{changed}");
            check("changed", changed);
            check("not kept", said::answers_not_kept());
            check("aside", said::kept_aside("drills.ron.corrupt"));
            check("no home", said::no_home());
            for err in file_errors(&drill) {
                check("file", said::file_error(&err));
            }
        })
        .unwrap();
    }
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn french_drills_say_exercices_and_pions() {
    let text = with_language("fr", || said::added(2, 1, "drills.ron")).unwrap();
    assert_eq!(text, "2 exercices ajoutés à drills.ron (1 y étaient déjà).");
    let rules = catalog::shipped("three-mens-morris").unwrap();
    let pos = Position::start(&rules);
    let mv = pos.legal_moves(&rules)[0];
    let right = with_language("fr", || said::verdict(&rules, Verdict::Best, mv)).unwrap();
    assert!(right.starts_with("Juste\u{202f}: "), "{right}");
}
