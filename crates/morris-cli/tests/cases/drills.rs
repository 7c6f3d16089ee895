//! `morris review --drills` then `morris drills`: a game of Three Men's
//! Morris with two blunders (judged by its table) becomes two drills, added
//! once however often the game is reviewed; the session answers one wrong
//! (the move played, after an illegal turn and a hint) and one right: the
//! wrong one comes back today, the right one tomorrow; a game against the
//! computer gives drills of the player's turns only; a corrupt drills file
//! is refused where it is wrong and kept aside.

use morris_learn::drills::Day;

use super::Morris;

/// White throws the win away with c1 (c2 kept it), Black the draw with c3 (c2 held it).
const GAME: &str =
    "[Variant \"three-mens-morris\"]\n[Result \"*\"]\n\n1. b2 a1 2. c1 a3 3. a2 c3 *\n";

/// Today and tomorrow by the system clock, as the binary reads it.
fn days() -> (String, String) {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap();
    let today = Day::from_days((now.as_secs() / 86_400) as i64);
    (today.to_string(), today.plus(1).to_string())
}

/// The output with the day's dates as words, so that the snapshot keeps.
fn dated(text: &str) -> String {
    let (today, tomorrow) = days();
    text.replace(&tomorrow, "TOMORROW").replace(&today, "TODAY")
}

/// The drills `morris review GAME --drills ARGS` adds: the moves played.
fn drills_of(record: &str, args: &[&str]) -> Vec<String> {
    let cache = tempfile::tempdir().unwrap();
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("game.pgn"), record).unwrap();
    let mut all = vec!["review", "game.pgn", "--drills"];
    all.extend_from_slice(args);
    let run = Morris::new()
        .cache_dir(cache.path())
        .dir(dir.path())
        .env("MORRIS_DRILLS_FILE", "drills.ron")
        .run(&all);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let catalog = morris_core::catalog::Catalog::from_env();
    let file = morris_learn::drills::read_drills(&dir.path().join("drills.ron"), &catalog).unwrap();
    file.drills.iter().map(|d| d.played.clone()).collect()
}

#[test]
fn drills_from_a_game_against_the_computer_are_the_players_moves_only() {
    let tagged = |white: &str, black: &str| {
        GAME.replacen(
            "[Result",
            &format!("[White \"{white}\"]\n[Black \"{black}\"]\n[Result"),
            1,
        )
    };
    // Both blunders are drills in a game between two people.
    assert_eq!(drills_of(GAME, &[]), ["c1", "c3"]);
    // White (c1) against the terminal's computer, Black (c3) against the desktop's.
    assert_eq!(
        drills_of(&tagged("Human", "morris AI level 3"), &[]),
        ["c1"]
    );
    assert_eq!(drills_of(&tagged("Computer (level 2)", "Ann"), &[]), ["c3"]);
    // The side asked for wins over the tags.
    assert_eq!(
        drills_of(&tagged("Human", "morris AI level 3"), &["--side", "black"]),
        ["c3"]
    );
    assert_eq!(drills_of(GAME, &["--side", "white"]), ["c1"]);
}

#[test]
fn a_reviewed_games_blunders_come_back_as_drills() {
    let cache = tempfile::tempdir().unwrap();
    let solved = Morris::new()
        .cache_dir(cache.path())
        .run(&["solve", "three-mens-morris"]);
    assert_eq!(solved.code, 0, "{}", solved.stderr);
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("game.pgn"), GAME).unwrap();
    let morris = || {
        Morris::new()
            .cache_dir(cache.path())
            .dir(dir.path())
            .env("MORRIS_DRILLS_FILE", "drills.ron")
    };

    let review = morris().run(&["review", "game.pgn", "--drills"]);
    assert_eq!(review.code, 0, "{}", review.stderr);
    assert!(
        review.stdout.ends_with("Added 2 drills to drills.ron.\n"),
        "{}",
        review.stdout
    );
    let again = morris().run(&["review", "game.pgn", "--drills"]);
    assert!(
        again
            .stdout
            .ends_with("Added 0 drills to drills.ron (2 already there).\n"),
        "{}",
        again.stdout
    );

    let listed = morris().run(&["drills", "--list"]);
    assert_eq!(listed.code, 0, "{}", listed.stderr);
    let session = morris().stdin("z9\nhint\nc1\nc2\n").run(&["drills"]);
    assert_eq!(session.code, 0, "{}", session.stderr);
    assert!(
        session
            .stdout
            .contains("Wrong: c1 is the move played in the game. The best move is c2.")
    );
    assert!(session.stdout.contains("Right: c2 is the best move."));
    let after = morris().run(&["drills", "--list"]);
    let none = morris().run(&["drills"]);
    insta::assert_snapshot!(dated(&format!(
        "$ morris drills --list\n{}\n$ morris drills\n{}\n$ morris drills --list\n{}\n$ morris drills\n{}",
        listed.stdout, session.stdout, after.stdout, none.stdout
    )));

    // A file broken by hand is refused where it is wrong, and kept aside.
    let file = dir.path().join("drills.ron");
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, text.replacen("mark:Blunder", "mark:Oops", 1)).unwrap();
    let refused = morris().run(&["drills"]);
    assert_eq!(refused.code, 1, "{}", refused.stderr);
    assert!(
        refused.stderr.contains("drills.ron:3:"),
        "{}",
        refused.stderr
    );
    assert!(
        refused.stderr.contains("drills.ron.corrupt"),
        "{}",
        refused.stderr
    );
    assert!(!file.exists());
    let kept = std::fs::read_to_string(dir.path().join("drills.ron.corrupt")).unwrap();
    assert!(kept.contains("mark:Oops"));
    let fresh = morris().run(&["review", "game.pgn", "--drills"]);
    assert!(
        fresh.stdout.ends_with("Added 2 drills to drills.ron.\n"),
        "{}",
        fresh.stdout
    );
}

#[test]
fn a_drill_in_french_is_judged_by_the_table() {
    let cache = tempfile::tempdir().unwrap();
    let solved = Morris::new()
        .cache_dir(cache.path())
        .run(&["solve", "three-mens-morris"]);
    assert_eq!(solved.code, 0, "{}", solved.stderr);
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("game.pgn"), GAME).unwrap();
    let morris = || {
        Morris::new()
            .cache_dir(cache.path())
            .dir(dir.path())
            .env("MORRIS_DRILLS_FILE", "drills.ron")
            .env("LANG", "fr_FR.UTF-8")
    };
    let review = morris().run(&["review", "game.pgn", "--drills"]);
    assert!(
        review
            .stdout
            .ends_with("2 exercices ajoutés à drills.ron.\n"),
        "{}",
        review.stdout
    );
    // a2 keeps only a draw where c2 wins: worse, by the table.
    let session = morris().stdin("a2\nquitter\n").run(&["drills"]);
    assert_eq!(session.code, 0, "{}", session.stderr);
    assert!(
        session.stdout.contains(
            "Faux\u{202f}: a2 cède davantage que le meilleur coup, c2 (selon la table résolue)."
        ),
        "{}",
        session.stdout
    );
    insta::assert_snapshot!(dated(&session.stdout));
}
