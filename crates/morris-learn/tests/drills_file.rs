//! The drills file as it is written: whatever the writer writes its reader
//! reads back the same, it stays under its cap, two sessions saving it lose
//! nothing of each other's, a user's variant that changed makes its drills
//! wait (the others play on), and no drill says the move played is the best.

use std::path::Path;

use morris_core::catalog::{self, Catalog};
use morris_core::{Position, Rules, move_text};
use morris_learn::DATA_CAP;
use morris_learn::drills::{
    self, Day, Drill, DrillError, DrillMark, DrillProblem, DrillsFile, DrillsFileError, Schedule,
    Waiting,
};
use proptest::prelude::*;

fn today() -> Day {
    Day::from_ymd(2026, 12, 4).unwrap()
}

fn three() -> Rules {
    catalog::shipped("three-mens-morris").unwrap()
}

/// A drill of Three Men's Morris at its start: the `played`th and `best`th legal placements.
fn start_drill(rules: &Rules, variant: &str, played: usize, best: usize) -> Drill {
    let start = Position::start(rules);
    let legal = start.legal_moves(rules);
    Drill {
        variant: variant.to_string(),
        position: start.to_text(rules),
        played: move_text(rules, legal[played]),
        best: move_text(rules, legal[best]),
        mark: DrillMark::Blunder,
        exact: true,
        schedule: Schedule::new(today()),
    }
}

/// A drill of a variant nobody has: kept, never checked, its position `position`.
fn gone(position: String) -> Drill {
    Drill {
        variant: "gone-morris".to_string(),
        position,
        played: "a1".to_string(),
        best: "b2".to_string(),
        mark: DrillMark::Mistake,
        exact: false,
        schedule: Schedule::new(today()),
    }
}

fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("a1".to_string()),
        Just("b2".to_string()),
        "\\PC{0,10}",
        "[\"\\\\\n\t\u{0}\u{fffe}\u{202e} ]{0,6}",
    ]
}

fn number() -> impl Strategy<Value = f64> {
    prop_oneof![0.0..12.0f64, proptest::num::f64::ANY, Just(f64::NAN)]
}

fn drill() -> impl Strategy<Value = Drill> {
    let rules = three();
    let shipped = (0..9usize, 0..9usize)
        .prop_map(move |(p, b)| start_drill(&rules, "three-mens-morris", p, b));
    let other = (
        prop_oneof![
            Just("gone-morris".to_string()),
            Just("../mine.ron".to_string()),
            text()
        ],
        text(),
        text(),
        text(),
    )
        .prop_map(|(variant, position, played, best)| Drill {
            variant,
            position,
            played,
            best,
            ..gone(String::new())
        });
    let schedule = (number(), any::<u32>(), any::<u32>(), any::<i64>()).prop_map(
        |(ease, interval, repetitions, due)| Schedule {
            ease,
            interval,
            repetitions,
            due: Day::from_days(due),
        },
    );
    (prop_oneof![shipped, other], schedule, any::<bool>()).prop_map(|(drill, schedule, blunder)| {
        Drill {
            schedule,
            mark: match blunder {
                true => DrillMark::Blunder,
                false => DrillMark::Mistake,
            },
            ..drill
        }
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Whatever the writer is given, its reader reads back what it wrote;
    /// drills the reader accepts are written as they are.
    #[test]
    fn what_the_writer_writes_its_reader_reads_back(list in proptest::collection::vec(drill(), 0..6)) {
        let catalog = Catalog::with_user_dir(None);
        let file = DrillsFile::of(list);
        let (bounded, text) = file.clone().bounded(&catalog);
        let read = drills::parse_drills("d.ron", &text, &catalog);
        prop_assert!(read.is_ok(), "{}\n{text}", read.unwrap_err());
        prop_assert_eq!(read.unwrap(), bounded.clone());
        prop_assert!(text.len() as u64 <= DATA_CAP);
        let as_is = DrillsFile::of(file.drills.clone());
        let whole = format!("(drills: [{}])", file.drills.iter().map(|d| ron::to_string(d).unwrap() + ",").collect::<String>());
        if drills::parse_drills("d.ron", &whole, &catalog).is_ok() {
            prop_assert_eq!(bounded, as_is);
        }
    }
}

#[test]
fn a_file_just_under_its_cap_lets_drills_go_and_stays_readable() {
    let catalog = Catalog::with_user_dir(None);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("drills.ron");
    // Long positions, so that the cap comes before the number of drills.
    let long = |i: usize| gone(format!("{i:06}{}", "x".repeat(400)));
    let line = ron::to_string(&long(0)).unwrap().len() + 10;
    let count = (DATA_CAP as usize - 40) / line;
    let mut full = DrillsFile::of((0..count).map(long).collect());
    // The first are the best learned: they go first.
    for drill in &mut full.drills[..10] {
        drill.schedule.repetitions = 7;
    }
    // Twenty bytes under the cap: one more drill passes it.
    let short = DATA_CAP as usize - 20 - full.text_as_is().len();
    full.drills[count - 1].position.push_str(&"y".repeat(short));
    full.write(&path, &catalog).unwrap();
    let size = std::fs::metadata(&path).unwrap().len();
    assert_eq!(size, DATA_CAP - 20);
    let mut read = drills::read_drills(&path, &catalog).unwrap();
    assert_eq!(read.drills.len(), count);
    let rules = three();
    assert!(read.add(start_drill(&rules, "three-mens-morris", 0, 4)));
    read.save(&path, &catalog).unwrap();
    let size = std::fs::metadata(&path).unwrap().len();
    assert!(size <= DATA_CAP - DATA_CAP / 8, "{size}");
    let again = drills::read_drills(&path, &catalog).unwrap();
    assert_eq!(again, read);
    assert_eq!(again.drills.last().unwrap().variant, "three-mens-morris");
    assert!(again.drills.iter().all(|d| d.schedule.repetitions == 0));
    assert!(again.drills.len() > count / 2);
}

/// One session: reads the file, answers its old drills right and saves after each.
fn answering(path: &Path, catalog: &Catalog) {
    let mut file = drills::read_drills(path, catalog).unwrap();
    let due: Vec<Drill> = file
        .drills
        .iter()
        .filter(|d| d.position.starts_with("old-"))
        .cloned()
        .collect();
    assert_eq!(due.len(), 12);
    for drill in &due {
        file.answer(drill, true, today()).unwrap();
        file.save(path, catalog).unwrap();
    }
}

/// Another: adds `count` drills, saving after each, as reviews do.
fn adding(path: &Path, catalog: &Catalog, count: usize) {
    let mut file = drills::read_drills(path, catalog).unwrap();
    for i in 0..count {
        assert!(file.add(gone(format!("new-{i}"))));
        file.save(path, catalog).unwrap();
    }
}

#[test]
fn two_sessions_saving_one_file_keep_every_drill_and_answer() {
    let catalog = Catalog::with_user_dir(None);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("drills.ron");
    for _ in 0..3 {
        let old = DrillsFile::of((0..12).map(|i| gone(format!("old-{i}"))).collect());
        old.write(&path, &catalog).unwrap();
        std::thread::scope(|s| {
            s.spawn(|| answering(&path, &catalog));
            s.spawn(|| adding(&path, &catalog, 12));
        });
        let read = drills::read_drills(&path, &catalog).unwrap();
        assert_eq!(read.drills.len(), 24);
        for drill in &read.drills {
            let answered = drill.position.starts_with("old-");
            assert_eq!(drill.schedule.repetitions, u32::from(answered), "{drill:?}");
        }
    }
}

#[test]
fn where_two_sessions_answer_one_drill_the_later_answer_stands() {
    let catalog = Catalog::with_user_dir(None);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("drills.ron");
    DrillsFile::of(vec![gone("p".to_string())])
        .write(&path, &catalog)
        .unwrap();
    let mut early = drills::read_drills(&path, &catalog).unwrap();
    let mut late = early.clone();
    let drill = early.drills[0].clone();
    let later = late.answer(&drill, true, today().plus(2)).unwrap();
    late.save(&path, &catalog).unwrap();
    // Saved after, but answered before: the later answer stands.
    early.answer(&drill, false, today()).unwrap();
    early.save(&path, &catalog).unwrap();
    let read = drills::read_drills(&path, &catalog).unwrap();
    assert_eq!(read.drills[0].schedule, later);
    assert_eq!(early, read);
}

#[test]
fn a_changed_user_variant_makes_its_drills_wait_and_the_others_play_on() {
    let rules_dir = tempfile::tempdir().unwrap();
    let mine = rules_dir.path().join("mine.ron");
    std::fs::write(&mine, "(base: \"three-mens-morris\", name: \"Mine\")").unwrap();
    let catalog = Catalog::with_user_dir(Some(rules_dir.path().to_path_buf()));
    let rules = catalog.resolve_id("mine").unwrap();
    let (ours, shipped) = (
        start_drill(&rules, "mine", 0, 4),
        start_drill(&three(), "three-mens-morris", 1, 4),
    );
    assert!(drills::set_up(&ours, &catalog).is_ok());
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("drills.ron");
    DrillsFile::of(vec![ours.clone(), shipped.clone()])
        .write(&path, &catalog)
        .unwrap();
    // The same id, another board.
    std::fs::write(&mine, "(base: \"six-mens-morris\", name: \"Mine\")").unwrap();
    let catalog = Catalog::with_user_dir(Some(rules_dir.path().to_path_buf()));
    let mut read = drills::read_drills(&path, &catalog).unwrap();
    assert_eq!(read.drills, [ours.clone(), shipped.clone()]);
    assert!(matches!(
        drills::set_up(&ours, &catalog),
        Err(Waiting::Changed(DrillError::Position(_)))
    ));
    assert!(drills::set_up(&shipped, &catalog).is_ok());
    // Saved again, the waiting drill is kept for when the variant is back.
    read.answer(&shipped, true, today()).unwrap();
    read.save(&path, &catalog).unwrap();
    assert_eq!(
        drills::read_drills(&path, &catalog).unwrap().drills[0],
        ours
    );
    // A shipped variant's drill that does not fit is refused, where it is.
    let wrong = Drill {
        position: "WWWWB.... w 0 0 0 0".to_string(),
        ..shipped
    };
    let text = DrillsFile::of(vec![ours, wrong]).text_as_is();
    let err = drills::parse_drills("d.ron", &text, &catalog).unwrap_err();
    assert!(err.to_string().starts_with("d.ron:4:18: drill 2:"), "{err}");
}

#[test]
fn a_drill_whose_best_move_is_the_move_played_is_refused_where_it_is() {
    let catalog = Catalog::with_user_dir(None);
    let rules = three();
    let same = start_drill(&rules, "three-mens-morris", 2, 2);
    let unknown = Drill {
        variant: "gone-morris".to_string(),
        ..same.clone()
    };
    for drill in [same, unknown] {
        let text = DrillsFile::of(vec![drill]).text_as_is();
        match drills::parse_drills("d.ron", &text, &catalog).unwrap_err() {
            DrillsFileError::At {
                line: 3,
                col: 18,
                problem,
                ..
            } => assert!(
                matches!(
                    *problem,
                    DrillProblem::Drill {
                        drill: 1,
                        source: DrillError::BestIsPlayed { .. }
                    }
                ),
                "{problem}"
            ),
            other => panic!("{other}"),
        }
    }
}

#[test]
fn a_count_at_its_limit_is_read_answered_and_written_without_wrapping() {
    let catalog = Catalog::with_user_dir(None);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("drills.ron");
    let worn = gone("p".to_string());
    let text = DrillsFile::of(vec![worn.clone()])
        .text_as_is()
        .replace("repetitions:0", "repetitions:4294967295");
    std::fs::write(&path, text).unwrap();
    let mut read = drills::read_drills(&path, &catalog).unwrap();
    assert_eq!(read.drills[0].schedule.repetitions, u32::MAX);
    let after = read.answer(&worn, true, today()).unwrap();
    assert_eq!(after.repetitions, u32::MAX);
    read.save(&path, &catalog).unwrap();
    let again = drills::read_drills(&path, &catalog).unwrap();
    assert_eq!(again.drills[0].schedule.repetitions, u32::MAX);
}

/// The text of drills as they are, no bound applied: what a hand may write.
trait AsIs {
    fn text_as_is(&self) -> String;
}

impl AsIs for DrillsFile {
    fn text_as_is(&self) -> String {
        let lines: String = self
            .drills
            .iter()
            .map(|d| format!("        {},\n", ron::to_string(d).unwrap()))
            .collect();
        format!("(\n    drills: [\n{lines}    ],\n)\n")
    }
}
