//! The player's own files as the terminal keeps them: without a home the
//! puzzle standing is never said to be kept; a standing or drills file that
//! cannot be saved (reached through a link) is said before any answer, and
//! the session goes on; a read-only `drills --list` never moves a file
//! aside; a user's variant that changed makes its drills wait while the
//! shipped variants' drills are played; `review --drills` refuses a drills
//! file it cannot save before its analysis.

use std::path::Path;

use morris_core::catalog::{self, Catalog};
use morris_core::{Position, Rules, move_text};
use morris_learn::drills::{Day, Drill, DrillMark, DrillsFile, Schedule};

use super::Morris;

fn today() -> Day {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap();
    Day::from_days((now.as_secs() / 86_400) as i64)
}

/// A drill at the start of `rules`, named `variant`, due today.
fn start_drill(rules: &Rules, variant: &str) -> Drill {
    let start = Position::start(rules);
    let legal = start.legal_moves(rules);
    Drill {
        variant: variant.to_string(),
        position: start.to_text(rules),
        played: move_text(rules, legal[0]),
        best: move_text(rules, legal[4]),
        mark: DrillMark::Blunder,
        exact: false,
        schedule: Schedule::new(today()),
    }
}

#[test]
fn without_a_home_the_standing_is_never_said_to_be_kept() {
    let run = Morris::new()
        .env("MORRIS_PUZZLES_FILE", "")
        .env("XDG_DATA_HOME", "")
        .env("HOME", "")
        .stdin("quit\n")
        .run(&["puzzle", "three-mens-morris"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("it lasts this session"),
        "{}",
        run.stdout
    );
    assert!(
        !run.stdout.contains("kept from one session to the next"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("Your rating starts at 1500 (± 350)."));
}

#[cfg(unix)]
#[test]
fn a_standing_reached_through_a_link_is_said_before_any_answer_and_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let real = dir.path().join("real.ron");
    std::fs::write(&real, "(streak: 3)").unwrap();
    let link = dir.path().join("puzzles.ron");
    std::os::unix::fs::symlink(&real, &link).unwrap();
    // A hint decides the try: a miss the session would save.
    let run = Morris::new()
        .env("MORRIS_PUZZLES_FILE", link.to_str().unwrap())
        .stdin("hint\nquit\n")
        .run(&["puzzle", "three-mens-morris", "--number", "1"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let said = format!("{}: your puzzle standing cannot be saved", link.display());
    assert!(run.stderr.contains(&said), "{}", run.stderr);
    assert!(run.stderr.contains("Your standing lasts this session"));
    assert!(!run.stdout.contains("kept from one session to the next"));
    assert_eq!(std::fs::read_to_string(&real).unwrap(), "(streak: 3)");
}

/// `morris ARGS` with the drills file `drills.ron` in `dir` and the user's
/// rules in `rules`.
fn drills_run(dir: &Path, rules: &Path, stdin: &str, args: &[&str]) -> super::Run {
    Morris::new()
        .dir(dir)
        .rules_dir(rules)
        .env("MORRIS_DRILLS_FILE", "drills.ron")
        .stdin(stdin)
        .run(args)
}

#[test]
fn a_changed_user_variant_makes_its_drills_wait_and_the_others_play_on() {
    let dir = tempfile::tempdir().unwrap();
    let rules_dir = tempfile::tempdir().unwrap();
    let mine = rules_dir.path().join("mine.ron");
    std::fs::write(&mine, "(base: \"three-mens-morris\", name: \"Mine\")").unwrap();
    let catalog = Catalog::with_user_dir(Some(rules_dir.path().to_path_buf()));
    let ours = start_drill(&catalog.resolve_id("mine").unwrap(), "mine");
    let shipped = start_drill(&catalog::shipped("achi").unwrap(), "achi");
    let file = dir.path().join("drills.ron");
    DrillsFile::of(vec![ours, shipped])
        .write(&file, &catalog)
        .unwrap();
    let written = std::fs::read_to_string(&file).unwrap();
    // The same id, another board.
    std::fs::write(&mine, "(base: \"six-mens-morris\", name: \"Mine\")").unwrap();
    let listed = drills_run(dir.path(), rules_dir.path(), "", &["drills", "--list"]);
    assert_eq!(listed.code, 0, "{}", listed.stderr);
    assert!(listed.stdout.contains("2 drills"), "{}", listed.stdout);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), written);
    assert!(!dir.path().join("drills.ron.corrupt").exists());
    // The session says the first waits, and asks the second.
    let session = drills_run(dir.path(), rules_dir.path(), "quit\n", &["drills"]);
    assert_eq!(session.code, 0, "{}", session.stderr);
    assert!(
        session
            .stdout
            .contains("Drill 1 is of the variant mine, whose rules changed"),
        "{}",
        session.stdout
    );
    assert!(session.stdout.contains("(Achi)"), "{}", session.stdout);
    assert!(!dir.path().join("drills.ron.corrupt").exists());
}

#[test]
fn a_list_of_a_refused_drills_file_leaves_it_where_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let rules_dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("drills.ron");
    std::fs::write(&file, "(drills: [oops])").unwrap();
    let listed = drills_run(dir.path(), rules_dir.path(), "", &["drills", "--list"]);
    assert_eq!(listed.code, 1, "{}", listed.stderr);
    assert!(listed.stderr.contains("drills.ron:1:"), "{}", listed.stderr);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "(drills: [oops])");
    assert!(!dir.path().join("drills.ron.corrupt").exists());
}

#[cfg(unix)]
#[test]
fn drills_reached_through_a_link_are_said_before_any_answer_and_review_refuses_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let rules_dir = tempfile::tempdir().unwrap();
    let real = dir.path().join("real.ron");
    let catalog = Catalog::with_user_dir(None);
    let drill = start_drill(&catalog::shipped("achi").unwrap(), "achi");
    DrillsFile::of(vec![drill.clone()])
        .write(&real, &catalog)
        .unwrap();
    let before = std::fs::read_to_string(&real).unwrap();
    std::os::unix::fs::symlink(&real, dir.path().join("drills.ron")).unwrap();
    // The move played is an answer (a wrong one) the session would save.
    let answer = format!("{}\n", drill.played);
    let session = drills_run(dir.path(), rules_dir.path(), &answer, &["drills"]);
    assert_eq!(session.code, 0, "{}", session.stderr);
    assert!(
        session
            .stderr
            .contains("drills.ron: the drills cannot be saved"),
        "{}",
        session.stderr
    );
    assert!(
        session
            .stderr
            .contains("Your answers in this session will not be kept.")
    );
    assert!(session.stdout.contains("Wrong:"), "{}", session.stdout);
    assert_eq!(std::fs::read_to_string(&real).unwrap(), before);
    // A review adding drills there says so before its analysis.
    std::fs::write(
        dir.path().join("game.pgn"),
        "[Variant \"three-mens-morris\"]\n\n1. b2 a1 2. c1 a3 *\n",
    )
    .unwrap();
    let review = drills_run(
        dir.path(),
        rules_dir.path(),
        "",
        &["review", "game.pgn", "--drills"],
    );
    assert_eq!(review.code, 2, "{}", review.stderr);
    assert!(review.stderr.contains("drills.ron"), "{}", review.stderr);
    assert!(review.stdout.is_empty(), "{}", review.stdout);
}

#[test]
fn a_standing_file_past_its_cap_is_kept_aside_and_the_standing_starts_afresh() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("puzzles.ron");
    let big = std::fs::File::create(&file).unwrap();
    big.set_len(morris_learn::DATA_CAP + 1).unwrap();
    let run = Morris::new()
        .env("MORRIS_PUZZLES_FILE", file.to_str().unwrap())
        .stdin("quit\n")
        .run(&["puzzle", "three-mens-morris"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stderr.contains("larger than"), "{}", run.stderr);
    assert!(run.stderr.contains("puzzles.ron.corrupt"), "{}", run.stderr);
    let aside = dir.path().join("puzzles.ron.corrupt");
    assert_eq!(
        std::fs::metadata(&aside).unwrap().len(),
        morris_learn::DATA_CAP + 1
    );
    assert!(
        run.stdout.contains("Your rating starts at 1500"),
        "{}",
        run.stdout
    );
}
