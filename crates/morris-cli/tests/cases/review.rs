//! `morris review`: scores, marks and best moves of a saved game, as text,
//! as JSON, and written back as an annotated record.

use super::Morris;

/// Three Men's Morris: White starts in the centre (a win in 9 by the table)
/// and throws the win away with c1 on turn 3, where c2 keeps it.
const GAME: &str = "[Variant \"three-mens-morris\"]\n[Result \"*\"]\n\n1. b2 a1 2. c1 a3 *\n";

fn solved_cache() -> tempfile::TempDir {
    let cache = tempfile::tempdir().unwrap();
    let run = Morris::new()
        .cache_dir(cache.path())
        .run(&["solve", "three-mens-morris"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    cache
}

#[test]
fn review_marks_the_blunder_exactly_and_names_the_move_that_held() {
    let cache = solved_cache();
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("game.pgn"), GAME).unwrap();
    let morris = Morris::new().cache_dir(cache.path()).dir(dir.path());
    let run = morris.run(&["review", "game.pgn", "--json"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let turns = doc["turns"].as_array().unwrap();
    assert_eq!(turns.len(), 4);
    let marks: Vec<Option<&str>> = turns.iter().map(|t| t["mark"].as_str()).collect();
    assert_eq!(marks, [None, None, Some("??"), None]);
    assert_eq!(turns[2]["move"], "c1");
    assert_eq!(turns[2]["best"], "c2");
    assert_eq!(turns[2]["before"]["kind"], "win");
    assert_eq!(turns[2]["after"]["kind"], "draw");
    assert!(turns.iter().all(|t| t["exact"] == true));
    assert_eq!(doc["complete"], true);

    let run = morris.run(&["review", "game.pgn", "--write", "reviewed.pgn"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("c1??"), "{}", run.stdout);
    assert!(
        run.stdout
            .contains("Best was c2 (win in 7), exact from the solved table"),
        "{}",
        run.stdout
    );
    let written = std::fs::read_to_string(dir.path().join("reviewed.pgn")).unwrap();
    assert!(
        written.contains("1. b2 a1 2. c1?? {win in 7 -> draw; best c2} (2. c2) 2... a3 *"),
        "{written}"
    );
}

#[test]
fn review_reads_numbered_points_and_takes_a_depth() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("playok.txt"),
        "[Site \"PlayOK\"]\n\n1. 5 20 2. 8 17 *\n",
    )
    .unwrap();
    let run =
        Morris::new()
            .dir(dir.path())
            .run(&["review", "playok.txt", "--depth", "2", "--json"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let moves: Vec<&str> = doc["turns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["move"].as_str().unwrap())
        .collect();
    assert_eq!(moves, ["d6", "d2", "d5", "d3"]);
    assert_eq!(doc["variant"], "nine-mens-morris");
}

#[test]
fn a_record_that_cannot_be_read_says_which_line_and_exits_1() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("bad.txt"), "1. 5 20\n2. 25 17\n").unwrap();
    let run = Morris::new().dir(dir.path()).run(&["review", "bad.txt"]);
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr.trim(),
        "morris: cannot load bad.txt: line 2: \"25\" is not a point number (1 to 24)"
    );
}

#[test]
fn a_reviewed_record_reviewed_again_is_byte_identical() {
    let cache = solved_cache();
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("game.pgn"), GAME).unwrap();
    let morris = Morris::new().cache_dir(cache.path()).dir(dir.path());
    let run = morris.run(&["review", "game.pgn", "--write", "once.pgn"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let run = morris.run(&["review", "once.pgn", "--write", "twice.pgn"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let once = std::fs::read_to_string(dir.path().join("once.pgn")).unwrap();
    let twice = std::fs::read_to_string(dir.path().join("twice.pgn")).unwrap();
    assert_eq!(twice, once);
}

/// Another engine's FEN from move 12: White's d6 f6 b6 d7 and Black's f2 d2 b2 d1.
const FROM_MOVE_12: &str = "\
[FEN \"********/OO*@@@*O/O***@*** w m s 4 0 4 0 0 0 -1 -1 -1 -1 0 12\"]
[SetUp \"1\"]

12. f6-f4 b2-b4 *
";

#[test]
fn a_review_numbers_its_turns_from_the_fen() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("game.pgn"), FROM_MOVE_12).unwrap();
    let morris = Morris::new().dir(dir.path());
    let run = morris.run(&["review", "game.pgn", "--depth", "1", "--write", "out.pgn"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    // The header, then how deep the review looked, then the turns.
    let lines: Vec<&str> = run.stdout.lines().skip(2).take(2).collect();
    assert!(
        run.stdout
            .lines()
            .nth(1)
            .unwrap()
            .starts_with("Searched to depth 1"),
        "{}",
        run.stdout
    );
    assert!(lines[0].trim_start().starts_with("12. "), "{}", run.stdout);
    assert!(
        lines[1].trim_start().starts_with("12... "),
        "{}",
        run.stdout
    );
    let written = std::fs::read_to_string(dir.path().join("out.pgn")).unwrap();
    assert!(written.contains("\n12. f6-f4"), "{written}");
    assert!(!written.contains("[FEN"), "{written}");
}

/// The review's header says what its scores mean: exact words, and numbers
/// in pieces, in either language.
#[test]
fn a_review_says_what_its_score_numbers_mean() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("g.txt"),
        "[Site \"PlayOK\"]\n\n1. 5 20 2. 8 17 *\n",
    )
    .unwrap();
    for (lang, words) in [
        (
            "C.UTF-8",
            "a number is the search's estimate in pieces (+1.00: about one piece ahead)",
        ),
        (
            "fr_FR.UTF-8",
            "un nombre est l’estimation de la recherche en pions",
        ),
    ] {
        let run = Morris::new()
            .dir(dir.path())
            .env("LANG", lang)
            .run(&["review", "g.txt", "--depth", "2"]);
        assert_eq!(run.code, 0, "{}", run.stderr);
        assert!(run.stdout.contains(words), "{lang}: {}", run.stdout);
    }
}
