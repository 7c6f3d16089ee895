//! `morris play` on piped stdin: whole games, saving and loading, and bad input
//! at every prompt.

use super::Morris;

const HUMANS: [&str; 4] = ["--white", "human", "--black", "human"];

fn play(dir: &std::path::Path, variant: &str, script: &str) -> super::Run {
    let mut args = vec!["play", "--variant", variant];
    args.extend(HUMANS);
    Morris::new().dir(dir).stdin(script).run(&args)
}

#[test]
fn a_scripted_game_ends_in_a_win() {
    let dir = tempfile::tempdir().unwrap();
    let run = play(dir.path(), "three-mens-morris", "a1\nb1\nb2\nc1\nc3\n\n");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stderr, "");
    insta::assert_snapshot!(run.stdout);
}

#[test]
fn bad_input_at_every_prompt() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("corrupt.txt"),
        "[Variant \"nine-mens-morris\"]\n1. d6 d6 *\n",
    )
    .unwrap();
    let script = [
        // The move prompt.
        "q9",
        "hlep",
        "d6-d5",
        "save",
        "undo",
        "redo",
        "load missing.txt",
        "load corrupt.txt",
        "save no-such-folder/game.txt",
        "a7",
        "a7",
        "a1",
        // The removal prompt: unknown point, own piece, taken back, then a good one.
        "d7",
        "d1",
        "g7",
        "q9",
        "d7",
        "cancel",
        "g7",
        "a1",
        // Black gives up.
        "resign",
        // The game-over prompt.
        "b2",
        "save",
        "",
    ];
    let run = play(dir.path(), "nine-mens-morris", &(script.join("\n") + "\n"));
    assert_eq!(run.code, 0, "{}", run.stderr);
    insta::assert_snapshot!(run.stdout);
    assert!(!dir.path().join("no-such-folder").exists());
}

#[test]
fn save_and_load_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    let run = play(
        dir.path(),
        "nine-mens-morris",
        "a7\na1\nd7\nd1\ng7 xa1\nsave game.txt\nquit\n",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("Saved to game.txt."));
    let saved = std::fs::read_to_string(dir.path().join("game.txt")).unwrap();
    let record = morris_core::record::read_record(&saved, morris_core::catalog::resolve).unwrap();
    assert_eq!(record.game.moves().len(), 5);
    assert_eq!(record.tags.get("White"), Some("Human"));
    assert!(saved.contains("3. g7xa1 *"), "{saved}");

    // Continue it from the command line, finish a mill and save over the same file.
    let run = Morris::new()
        .dir(dir.path())
        .stdin("b2\nd2\nf2\nd6\nb4\nb6\nmoves\nsave game.txt\n")
        .run(&[
            "play", "--load", "game.txt", "--white", "human", "--black", "human",
        ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("Last moves: Black d1, White g7xa1"),
        "{}",
        run.stdout
    );
    let again = std::fs::read_to_string(dir.path().join("game.txt")).unwrap();
    let record = morris_core::record::read_record(&again, morris_core::catalog::resolve).unwrap();
    assert_eq!(record.game.moves().len(), 11);

    // And with the load command, in another variant's game.
    let run = play(dir.path(), "three-mens-morris", "load game.txt\nboard\n");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .contains("Loaded game.txt: Nine Men's Morris, 11 moves."),
        "{}",
        run.stdout
    );
}

#[test]
fn undo_redo_and_the_move_list() {
    let dir = tempfile::tempdir().unwrap();
    let run = play(
        dir.path(),
        "three-mens-morris",
        "a1\nb1\nundo\nundo\nundo\nredo\nmoves\nquit\n\n",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("there is nothing to undo"));
    assert!(
        run.stdout
            .contains("8 legal moves:\na2 a3 b1 b2 b3 c1 c2 c3"),
        "{}",
        run.stdout
    );
    // quit with unsaved moves offers to save; an empty answer leaves.
    assert!(run.stdout.contains("Save the game first?"));
}

#[test]
fn end_of_input_leaves_quietly() {
    let dir = tempfile::tempdir().unwrap();
    let run = play(dir.path(), "six-mens-morris", "a1\n");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.ends_with("Black> \n"), "{}", run.stdout);
}

#[test]
fn flying_off_is_kept_in_the_record() {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "play",
        "--variant",
        "nine-mens-morris",
        "--no-flying",
        "--white",
        "human",
        "--black",
        "human",
    ];
    let run = Morris::new()
        .dir(dir.path())
        .stdin("d6\nposition\nsave game.txt\n")
        .run(&args);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .contains("\n...................W.... b 8 9 1 1\n"),
        "{}",
        run.stdout
    );
    let saved = std::fs::read_to_string(dir.path().join("game.txt")).unwrap();
    assert!(saved.contains("[Flying \"off\"]\n"), "{saved}");
    let run = Morris::new()
        .dir(dir.path())
        .stdin("rules\n")
        .run(&["play", "--load", "game.txt", "--black", "human"]);
    assert!(
        run.stdout.contains("Flying: switched off for this game."),
        "{}",
        run.stdout
    );
}

#[test]
fn a_game_of_a_rules_file_loads_with_the_file_beside_it() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("triangle.ron"), super::TRIANGLE).unwrap();
    let args = [
        "play",
        "--rules",
        "triangle.ron",
        "--white",
        "human",
        "--black",
        "human",
    ];
    let run = Morris::new()
        .dir(dir.path())
        .stdin("a1\nc3\nsave game.txt\n")
        .run(&args);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let saved = std::fs::read_to_string(dir.path().join("game.txt")).unwrap();
    assert!(saved.starts_with("[Variant \"triangle\"]\n"), "{saved}");
    let run = Morris::new()
        .dir(dir.path())
        .stdin("c1\nb2\ne1\n\n")
        .run(&["play", "--load", "game.txt", "--black", "human"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .contains("Game over: White wins (three in a row)."),
        "{}",
        run.stdout
    );
    // Kept elsewhere, the rules file is given with --rules.
    std::fs::create_dir(dir.path().join("rules")).unwrap();
    std::fs::rename(
        dir.path().join("triangle.ron"),
        dir.path().join("rules/triangle.ron"),
    )
    .unwrap();
    let run = Morris::new()
        .dir(dir.path())
        .run(&["play", "--load", "game.txt"]);
    assert_eq!(run.code, 1);
    assert!(
        run.stderr.starts_with(
            "morris: cannot load game.txt: cannot load variant \"triangle\": unknown variant"
        ),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains("give it with --rules FILE"),
        "{}",
        run.stderr
    );
    let run = Morris::new().dir(dir.path()).stdin("c1\nb2\ne1\n\n").run(&[
        "play",
        "--load",
        "game.txt",
        "--rules",
        "rules/triangle.ron",
        "--black",
        "human",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("Game over: White wins"),
        "{}",
        run.stdout
    );
    let run = Morris::new().dir(dir.path()).run(&[
        "review",
        "game.txt",
        "--rules",
        "rules/triangle.ron",
        "--depth",
        "1",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("1. White a1"), "{}", run.stdout);
}

#[test]
fn garbage_never_ends_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let long = "a".repeat(10_000);
    let garbage = [
        " ",
        "x",
        "-",
        "a1-",
        "-a1",
        "a1xx",
        "a1x",
        "xa1",
        "a1-b1-c1",
        "\u{1f4a5}",
        "a\u{0}1",
        "\t",
        "load",
        "load .",
        "save .",
        "save /",
        "undo now",
        "1. a1",
        "1-0",
        "*",
        "[Variant \"x\"]",
        &long,
    ];
    let script = garbage.join("\n") + "\nA1\nmoves\n";
    let run = play(dir.path(), "three-mens-morris", &script);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stderr, "");
    // Every bad line got its answer and a new prompt; the last ones still played.
    assert_eq!(
        run.stdout.matches("White> ").count(),
        garbage.len() + 1,
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("Last move: White a1"), "{}", run.stdout);
    assert!(run.stdout.contains("8 legal moves:"), "{}", run.stdout);
}

#[test]
fn a_very_long_line_is_refused_without_being_echoed_back() {
    let dir = tempfile::tempdir().unwrap();
    let long = "d".repeat(5_000);
    // At the move prompt, then at the removal prompt of a7-d7-g7.
    let script = format!("{long}\na7\na1\nd7\nd1\ng7\n{long}\nd1\nquit\n\n");
    let run = play(dir.path(), "nine-mens-morris", &script);
    assert_eq!(run.code, 0, "{}", run.stderr);
    // Piped input is echoed once after its prompt; the answer quotes only its start.
    assert_eq!(run.stdout.matches(&long).count(), 2, "echoed twice only");
    assert!(
        run.stdout.contains(
            "\"dddddddddddd...\" is too long for a move (5000 characters): type help for the commands\n"
        ),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains(
            "(5000 characters): type help for the commands; type one of a1, d1 or cancel\n"
        ),
        "{}",
        run.stdout
    );
}

#[test]
fn removal_choices_are_listed_in_order() {
    let dir = tempfile::tempdir().unwrap();
    let script = "a7\nb6\nd7\nd5\ng4\nc3\ng1\ne3\ng7\ncancel\nquit\n\n";
    let run = play(dir.path(), "nine-mens-morris", script);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .contains("g7 closes a mill: which piece do you remove? (b6, c3, d5, e3)\n"),
        "{}",
        run.stdout
    );
}

#[test]
fn a_fen_tag_is_the_start_of_a_loaded_game() {
    let dir = tempfile::tempdir().unwrap();
    // Another engine's FEN: White's d6 f6 b6 d7 and Black's f2 d2 b2 d1, all placed.
    let fen = "[FEN \"********/OO*@@@*O/O***@*** w m s 4 0 4 0 0 0 -1 -1 -1 -1 0 12\"]\n\n";
    std::fs::write(dir.path().join("game.pgn"), format!("{fen}*\n")).unwrap();
    let run = Morris::new().dir(dir.path()).stdin("f6-f4\nmoves\n").run(&[
        "play", "--load", "game.pgn", "--white", "human", "--black", "human",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("Move 12: White to move"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("Last move: White f6-f4"),
        "{}",
        run.stdout
    );
    // The review reads it whatever the format named (f6 is 6 and f4 14 in numbers).
    for (format, moves) in [
        ("record", "12. f6-f4 *"),
        ("numeric", "12. 6-14 *"),
        ("fen", "12. f6-f4 *"),
    ] {
        std::fs::write(dir.path().join("game.pgn"), format!("{fen}{moves}\n")).unwrap();
        let args = [
            "review", "game.pgn", "--format", format, "--depth", "1", "--json",
        ];
        let run = Morris::new().dir(dir.path()).run(&args);
        assert_eq!(run.code, 0, "{format}: {}", run.stderr);
        let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
        assert_eq!(doc["turns"][0]["move"], "f6-f4", "{format}");
    }
}

#[test]
fn a_variant_tag_naming_a_path_reads_nothing() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("games")).unwrap();
    std::fs::write(dir.path().join("triangle.ron"), super::TRIANGLE).unwrap();
    let secret = dir.path().join("secret.ron");
    std::fs::write(&secret, "hunter2").unwrap();
    for tag in [secret.display().to_string(), "../triangle".to_string()] {
        let record = format!("[Variant \"{tag}\"]\n\n1. a1 *\n");
        std::fs::write(dir.path().join("games/game.pgn"), record).unwrap();
        let run = Morris::new()
            .dir(dir.path())
            .run(&["play", "--load", "games/game.pgn"]);
        assert_eq!(run.code, 1, "{tag}: {}", run.stdout);
        assert!(
            run.stderr.contains("a record never names a path"),
            "{tag}: {}",
            run.stderr
        );
        assert!(!run.stderr.contains("hunter2"), "{}", run.stderr);
    }
}

#[test]
fn the_last_moves_name_who_played_them_when_a_blocked_player_passes() {
    let dir = tempfile::tempdir().unwrap();
    // Shax: Black, to move first, is blocked and passes; White must free Black.
    std::fs::write(
        dir.path().join("blocked.txt"),
        "[Variant \"shax\"]\n[Position \"BBB.W....W....W...W...WW b 0 0 0 0\"]\n\n*\n",
    )
    .unwrap();
    let run = Morris::new()
        .dir(dir.path())
        .stdin("pass\na4-a7\na1-a4\nquit\n\n")
        .run(&[
            "play",
            "--load",
            "blocked.txt",
            "--white",
            "human",
            "--black",
            "human",
        ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    for line in [
        "Last move: Black pass\n",
        "Last moves: Black pass, White a4-a7\n",
        "Last moves: White a4-a7, Black a1-a4\n",
    ] {
        assert!(run.stdout.contains(line), "{line}{}", run.stdout);
    }
}

#[test]
fn the_last_moves_name_who_played_them_when_a_mill_gives_another_turn() {
    let dir = tempfile::tempdir().unwrap();
    // Nerenchi: White's mill a7 d7 g7 while placing gives White the next turn too.
    let run = play(dir.path(), "nerenchi", "a7\na1\nd7\nd1\ng7\nb6\nquit\n\n");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("Last moves: Black d1, White g7\n"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("Last moves: White g7, White b6\n"),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("Black g7"), "{}", run.stdout);
}

#[test]
fn two_removals_are_asked_for_with_an_example_of_both_and_taken_one_by_one() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("per-mill.ron"),
        r#"(base: "nine-mens-morris", name: "Per mill", double_mill: RemovalPerMill)"#,
    )
    .unwrap();
    // a7 closes a1-a4-a7 and a7-d7-g7 at once.
    let script = "a1\nc3\na4\ne3\nd7\nc5\ng7\ne5\na7\nc3\ne5\nquit\n\n";
    let mut args = vec!["play", "--rules", "per-mill.ron"];
    args.extend(HUMANS);
    let run = Morris::new().dir(dir.path()).stdin(script).run(&args);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains(
            "a7 closes 2 mills: which 2 pieces do you remove? Type them one by one or together, like a7xc3xc5 (c3, c5, e3, e5)"
        ),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("a7: which other piece do you remove? (c5, e3, e5)"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("Last moves: Black e5, White a7xc3xe5"),
        "{}",
        run.stdout
    );
}
