//! The commands that use the AI: play against it, hint, analyze, solve, selfplay, bench.

use super::{Morris, morris};

#[test]
fn play_defaults_to_you_against_the_ai() {
    let dir = tempfile::tempdir().unwrap();
    let run = Morris::new()
        .dir(dir.path())
        .stdin("d6\nquit\n\n")
        .run(&["play", "--seed", "7"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.starts_with("Nine Men's Morris: "),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("Move 1: White (you) to place a piece."),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("Black (AI level 5) plays "),
        "{}",
        run.stdout
    );
}

#[test]
fn two_ais_play_a_game_to_its_end() {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "play",
        "--variant",
        "three-mens-morris",
        "--white",
        "ai:2",
        "--black",
        "ai:perfect",
        "--seed",
        "3",
    ];
    let run = Morris::new()
        .dir(dir.path())
        .stdin("save game.txt\n\n")
        .run(&args);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("Game over: "), "{}", run.stdout);
    // With no table in the (empty) cache, the player is told what "perfect" means here.
    assert!(
        run.stdout.starts_with(
            "No solved table for Three Men's Morris yet, so the perfect AI plays its strongest \
             search; run morris solve three-mens-morris (once) for perfect play.\n"
        ),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("Black (perfect AI) plays "),
        "{}",
        run.stdout
    );
    let saved = std::fs::read_to_string(dir.path().join("game.txt")).unwrap();
    assert!(saved.contains("[White \"morris AI level 2\"]"), "{saved}");
    assert!(saved.contains("[Black \"morris perfect AI\"]"), "{saved}");
    // The same seed replays the same game.
    let again = Morris::new().dir(dir.path()).stdin("\n").run(&args);
    let moves = |text: &str| {
        text.lines()
            .filter(|l| l.contains(") plays "))
            .map(String::from)
            .collect::<Vec<_>>()
    };
    assert_eq!(moves(&run.stdout), moves(&again.stdout));
}

#[test]
fn undo_takes_back_the_ai_reply_too_and_hint_suggests_a_legal_move() {
    let dir = tempfile::tempdir().unwrap();
    let run = Morris::new()
        .dir(dir.path())
        .stdin("a1\nundo\nhint\nquit\n")
        .run(&[
            "play",
            "--variant",
            "three-mens-morris",
            "--black",
            "ai:1",
            "--seed",
            "1",
        ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let after_undo = run.stdout.split("White> undo\n").nth(1).unwrap();
    assert!(
        after_undo
            .contains("White W: 3 in hand, 0 on the board    Black B: 3 in hand, 0 on the board")
    );
    let hint = after_undo
        .lines()
        .find(|l| l.starts_with("Hint: "))
        .unwrap();
    let mv = hint.split_whitespace().nth(1).unwrap();
    assert!(
        ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"].contains(&mv),
        "{hint}"
    );
}

#[test]
fn the_ai_opening_move_alone_is_not_taken_back() {
    // Level 1 opens on b2 with this seed; Black answers a1.
    let run = Morris::new().stdin("undo\na1\nundo\nundo\n").run(&[
        "play",
        "--variant",
        "three-mens-morris",
        "--white",
        "ai:1",
        "--black",
        "human",
        "--seed",
        "4",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    // The first undo has nothing of the player's to take back, so the AI does not move again.
    let ai_moves = run.stdout.matches("White (AI level 1) plays ").count();
    assert!(
        run.stdout
            .contains("Black> undo\nthere is nothing to undo\nBlack> a1\n"),
        "{}",
        run.stdout
    );
    // After a1 and the AI's reply, undo takes both back; then there is nothing left.
    assert!(
        run.stdout
            .ends_with("Black> undo\nthere is nothing to undo\nBlack> \n"),
        "{}",
        run.stdout
    );
    assert_eq!(ai_moves, 2, "{}", run.stdout);
}

#[test]
fn bad_levels_are_usage_errors() {
    let run = morris(&["play", "--black", "ai:11"]);
    assert_eq!(run.code, 2);
    assert_eq!(
        run.stderr,
        "morris: --black: unknown level \"11\": use a number from 1 to 10 or \"perfect\"\n"
    );
    let run = morris(&["selfplay", "three-mens-morris", "--white", "human"]);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains("self-play needs an AI on both sides"),
        "{}",
        run.stderr
    );
    let run = morris(&["analyze", "three-mens-morris", "--time", "-1"]);
    assert_eq!(run.code, 2);
}

#[test]
fn analyze_gives_a_score_for_every_move() {
    // Black must block at c1, or White closes the bottom row.
    let run = morris(&[
        "analyze",
        "three-mens-morris",
        "--moves",
        "a1 a3 b1",
        "--depth",
        "4",
        "--json",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(doc["best"], "c1");
    assert_eq!(doc["side_to_move"], "Black");
    assert_eq!(doc["source"], "search");
    assert_eq!(doc["moves"].as_array().unwrap().len(), 6);
    let losing = doc["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["score"]["kind"] == "loss")
        .count();
    assert_eq!(losing, 5, "{}", run.stdout);
    assert_eq!(doc["outcome"], serde_json::Value::Null);
    // Node counts in text have their thousands apart.
    let nine = morris(&["analyze", "nine-mens-morris", "--depth", "4"]);
    let nodes = nine
        .stdout
        .split("search depth 4, ")
        .nth(1)
        .and_then(|rest| rest.split(" nodes").next())
        .unwrap_or_else(|| panic!("{}", nine.stdout));
    assert!(
        nodes.contains(',') && nodes.chars().all(|c| c.is_ascii_digit() || c == ','),
        "{}",
        nine.stdout
    );
    // A finished game says how it ended.
    let over = morris(&[
        "analyze",
        "three-mens-morris",
        "--moves",
        "a1 a2 b1 b2 c1",
        "--json",
    ]);
    assert_eq!(over.code, 0, "{}", over.stderr);
    let doc: serde_json::Value = serde_json::from_str(&over.stdout).unwrap();
    assert_eq!(doc["source"], "game over");
    assert_eq!(doc["outcome"], "White wins (three in a row)");
    let text = morris(&[
        "analyze",
        "three-mens-morris",
        "--moves",
        "a1 a3 b1",
        "--depth",
        "4",
    ]);
    assert!(
        text.stdout.contains("Best move: c1 (score "),
        "{}",
        text.stdout
    );
}

#[test]
fn analyze_searches_on_the_threads_asked_for() {
    let args = [
        "analyze",
        "three-mens-morris",
        "--moves",
        "a1 a3 b1",
        "--depth",
        "4",
    ];
    let run = morris(&[&args[..], &["--threads", "2", "--json"]].concat());
    assert_eq!(run.code, 0, "{}", run.stderr);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(doc["best"], "c1");
    assert_eq!(doc["threads"], 2);
    let text = morris(&[&args[..], &["--threads", "2"]].concat());
    assert!(text.stdout.contains(" s, 2 threads)"), "{}", text.stdout);
    let one = morris(&args);
    assert!(!one.stdout.contains("threads"), "{}", one.stdout);
    for bad in ["0", "65"] {
        let run = morris(&[&args[..], &["--threads", bad]].concat());
        assert_eq!(run.code, 2, "{bad}: {}", run.stderr);
    }
}

#[test]
fn solve_builds_a_table_that_analyze_then_uses() {
    let cache = tempfile::tempdir().unwrap();
    let run = Morris::new()
        .cache_dir(cache.path())
        .run(&["solve", "three-mens-morris", "--json"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let (wins, losses, draws) = (
        doc["wins"].as_u64().unwrap(),
        doc["losses"].as_u64().unwrap(),
        doc["draws"].as_u64().unwrap(),
    );
    assert!(wins > 0 && losses > 0);
    assert!(wins + losses + draws <= doc["stored_positions"].as_u64().unwrap());
    assert!(
        doc["notes"][0].as_str().unwrap().starts_with("saved to "),
        "{}",
        run.stdout
    );
    let text = Morris::new()
        .cache_dir(cache.path())
        .run(&["solve", "three-mens-morris"]);
    assert!(
        text.stdout.contains("Table loaded from "),
        "{}",
        text.stdout
    );
    // The counts on a line of their own, with their thousands apart.
    assert!(
        text.stdout
            .contains("\n532 wins, 148 losses, 206 draws for the side to move\n"),
        "{}",
        text.stdout
    );
    // A table read from the cache is said to be loaded, not solved.
    assert!(
        text.stdout.starts_with("Three Men's Morris loaded in "),
        "{}",
        text.stdout
    );
    // A cache that cannot be written names the file once, the results are
    // still printed, and the exit code says the table was not saved.
    let unwritable = cache.path().join("a-file");
    std::fs::write(&unwritable, "").unwrap();
    let not_saved = Morris::new()
        .cache_dir(&unwritable)
        .run(&["solve", "three-mens-morris"]);
    assert_eq!(not_saved.code, 2, "{}", not_saved.stderr);
    let note = not_saved
        .stdout
        .lines()
        .find(|l| l.starts_with("Table not saved to "))
        .unwrap_or_else(|| panic!("{}", not_saved.stdout));
    assert_eq!(note.matches("a-file").count(), 1, "{note}");
    // Once solved, the perfect AI plays from the table without a note.
    let perfect = Morris::new().cache_dir(cache.path()).run(&[
        "play",
        "--variant",
        "three-mens-morris",
        "--black",
        "ai:perfect",
    ]);
    assert_eq!(perfect.code, 0, "{}", perfect.stderr);
    assert!(
        perfect
            .stdout
            .starts_with("Three Men's Morris: type a move"),
        "{}",
        perfect.stdout
    );
    let exact = Morris::new().cache_dir(cache.path()).run(&[
        "analyze",
        "three-mens-morris",
        "--moves",
        "a1 a3 b1",
    ]);
    assert!(
        exact.stdout.contains("exact, from the solved table"),
        "{}",
        exact.stdout
    );
    let too_big = Morris::new()
        .cache_dir(cache.path())
        .run(&["solve", "nine-mens-morris"]);
    // Neither a usage nor an I/O error: the variant is out of the solver's reach.
    assert_eq!(too_big.code, 3);
    let not_modelled = Morris::new()
        .cache_dir(cache.path())
        .run(&["solve", "da-san-qi"]);
    assert_eq!(not_modelled.code, 3, "{}", not_modelled.stderr);
    assert!(
        not_modelled
            .stderr
            .contains("does not model the rule placing_mills: Mark"),
        "{}",
        not_modelled.stderr
    );
    assert!(
        too_big.stderr.contains(
            "morris: Nine Men's Morris is too large to solve: about 428,025,849,227 positions \
             would need about 68 GB of memory, and the limit is 2.0 GB (--memory raises it; \
             --sectors solves endgame sectors instead)\n"
        ),
        "{}",
        too_big.stderr
    );
}

#[test]
fn solve_by_sectors_builds_tables_that_analyze_then_uses() {
    let cache = tempfile::tempdir().unwrap();
    let run = Morris::new().cache_dir(cache.path()).run(&[
        "solve",
        "six-mens-morris",
        "--sectors",
        "3-3",
        "--json",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let sector = &doc["sectors"][0];
    assert_eq!(sector["sector"], "3-3", "{}", run.stdout);
    let count = |k: &str| sector[k].as_u64().unwrap();
    assert_eq!(
        count("wins") + count("draws") + count("losses"),
        count("positions")
    );
    assert!(count("wins") > 0 && count("losses") > 0, "{}", run.stdout);
    // The estimate comes first, on stderr.
    assert!(run.stderr.is_empty(), "--json prints nothing else");
    let text = Morris::new().cache_dir(cache.path()).run(&[
        "solve",
        "six-mens-morris",
        "--sectors",
        "4-3",
    ]);
    assert_eq!(text.code, 0, "{}", text.stderr);
    assert!(
        text.stderr
            .contains("Six Men's Morris: sectors 3-3, 3-4, 4-3\nto solve: "),
        "{}",
        text.stderr
    );
    assert!(
        text.stderr.contains("1 of 2 pairs in the cache"),
        "{}",
        text.stderr
    );
    assert!(
        text.stdout.contains("(1 pair loaded from the cache)"),
        "{}",
        text.stdout
    );
    // A position of a solved sector gets its exact value.
    let exact = Morris::new().cache_dir(cache.path()).run(&[
        "analyze",
        "six-mens-morris",
        "--position",
        "WW.W.....B.B..B. w 0 0 0 0",
    ]);
    assert_eq!(exact.code, 0, "{}", exact.stderr);
    assert!(
        exact
            .stdout
            .contains("(score win in 5; exact, from the solved table)"),
        "{}",
        exact.stdout
    );
    // Sectors the rules do not have, or text that is not a sector, are usage errors.
    for bad in ["3-2", "7-3", "x", "max=x"] {
        let run = Morris::new().cache_dir(cache.path()).run(&[
            "solve",
            "six-mens-morris",
            "--sectors",
            bad,
        ]);
        assert_eq!(run.code, 2, "{bad}: {}", run.stderr);
    }
}

#[test]
fn selfplay_prints_a_results_table() {
    let run = morris(&[
        "selfplay",
        "three-mens-morris",
        "--white",
        "ai:1",
        "--black",
        "ai:3",
        "--games",
        "4",
        "--json",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let games = doc["games"].as_array().unwrap();
    assert_eq!(games.len(), 4);
    let total = doc["white_wins"].as_u64().unwrap()
        + doc["black_wins"].as_u64().unwrap()
        + doc["draws"].as_u64().unwrap();
    assert_eq!(total, 4);
    let text = morris(&[
        "selfplay",
        "three-mens-morris",
        "--white",
        "ai:1",
        "--black",
        "ai:3",
        "--games",
        "4",
    ]);
    let rows = text
        .stdout
        .lines()
        .filter(|l| l.trim_start().starts_with(char::is_numeric))
        .count();
    assert_eq!(rows, 4, "{}", text.stdout);
    assert!(
        text.stdout
            .contains("White AI level 1 against Black AI level 3, 4 games")
    );
    let one = morris(&["selfplay", "three-mens-morris", "--games", "1"]);
    assert!(
        one.stdout
            .starts_with("Three Men's Morris: White AI level 5 against Black AI level 5, 1 game\n"),
        "{}",
        one.stdout
    );
}

#[test]
fn bench_reports_speeds() {
    let run = morris(&["bench", "--quick"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .starts_with("perft (turns counted per second):\n"),
        "{}",
        run.stdout
    );
    assert_eq!(run.stdout.matches("nodes/s").count(), 6, "{}", run.stdout);
    // The tests run a debug build, whose figures are not the ones to quote.
    assert_eq!(
        run.stderr.starts_with("note: this is a debug build"),
        cfg!(debug_assertions),
        "{}",
        run.stderr
    );
}

#[test]
fn a_damaged_table_is_said_aloud_and_perfect_play_never_silently_searches() {
    let cache = tempfile::tempdir().unwrap();
    let run = Morris::new()
        .cache_dir(cache.path())
        .run(&["solve", "three-mens-morris"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let file = std::fs::read_dir(cache.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "morristable"))
        .unwrap();
    // Cut short, as a crash or a full disk leaves it.
    let bytes = std::fs::read(&file).unwrap();
    std::fs::write(&file, &bytes[..bytes.len() / 2]).unwrap();
    let said = |run: &super::Run| {
        run.stderr
            .lines()
            .filter(|l| l.starts_with("the solved table for Three Men's Morris is damaged ("))
            .count()
    };
    let analyze = Morris::new().cache_dir(cache.path()).run(&[
        "analyze",
        "three-mens-morris",
        "--depth",
        "2",
    ]);
    assert_eq!(analyze.code, 0, "{}", analyze.stderr);
    assert_eq!(said(&analyze), 1, "{}", analyze.stderr);
    assert!(
        analyze.stderr.contains("playing from search"),
        "{}",
        analyze.stderr
    );
    let perfect = Morris::new().cache_dir(cache.path()).run(&[
        "play",
        "--variant",
        "three-mens-morris",
        "--black",
        "ai:perfect",
    ]);
    assert_eq!(perfect.code, 0, "{}", perfect.stderr);
    assert_eq!(said(&perfect), 1, "{}", perfect.stderr);
}
