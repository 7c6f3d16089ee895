//! The terminal game in French (`LANG=fr_FR.UTF-8`, or `--lang fr`), and what
//! must not change with the language: JSON, the engine protocol, records.

use super::Morris;

const HUMANS: [&str; 4] = ["--white", "human", "--black", "human"];

/// A Six Men's Morris script: help, the rules, a bad move, a mill and its
/// removal asked for, the move list, then leaving without saving.
const SCRIPT: &str =
    "aide\nregles\nb2\nb2\nd2\na1\nx9\nb4\nc1\nc5\ne1\naide\nd2\ncoups\nquitter\n\n";

fn play(lang: &str) -> super::Run {
    let dir = tempfile::tempdir().unwrap();
    let mut args = vec!["play", "--variant", "six-mens-morris"];
    args.extend(HUMANS);
    Morris::new()
        .dir(dir.path())
        .env("LANG", lang)
        .stdin(SCRIPT)
        .run(&args)
}

#[test]
fn a_game_in_french() {
    let run = play("fr_FR.UTF-8");
    assert_eq!(run.code, 0, "{}", run.stderr);
    insta::assert_snapshot!(run.stdout);
}

#[test]
fn the_same_game_in_english() {
    let run = play("en_GB.UTF-8");
    assert_eq!(run.code, 0, "{}", run.stderr);
    insta::assert_snapshot!(run.stdout);
}

#[test]
fn lang_overrides_the_environment_and_an_unknown_one_is_a_usage_error() {
    let args = ["--lang", "fr", "rules", "show", "six-mens-morris"];
    let run = Morris::new().env("LANG", "en_US.UTF-8").run(&args);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("Plateau\u{202f}: 16 points"),
        "{}",
        run.stdout
    );
    let run = Morris::new().run(&["--lang", "xx", "variants"]);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains("unknown language \"xx\""),
        "{}",
        run.stderr
    );
}

/// A short game with a blunder, so that the annotated record has a mark,
/// a comment with scores and a variation.
const REVIEWED: &str = "[Variant \"three-mens-morris\"]\n[Result \"*\"]\n\n1. b2 a1 2. c1 a3 *\n";

#[test]
fn machine_output_does_not_change_with_the_language() {
    let rules_dir = tempfile::tempdir().unwrap();
    let runs = ["en_US.UTF-8", "fr_FR.UTF-8"].map(|lang| {
        // Each language writes its annotated record in a folder of its own.
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("game.pgn"), REVIEWED).unwrap();
        let env = |args: &[&str]| {
            let morris = Morris::new()
                .env("LANG", lang)
                .rules_dir(rules_dir.path())
                .dir(dir.path());
            morris.run(args).stdout
        };
        let review = ["review", "game.pgn", "--depth", "2"];
        let written = [&review[..], &["--write", "reviewed.pgn"]].concat();
        env(&written);
        [
            env(&["analyze", "six-mens-morris", "--depth", "3", "--json"]),
            env(&["variants", "--json"]),
            env(&[&review[..], &["--json"]].concat()),
            std::fs::read_to_string(dir.path().join("reviewed.pgn")).unwrap(),
            env(&[
                "selfplay",
                "three-mens-morris",
                "--white",
                "ai:1",
                "--black",
                "ai:2",
                "--games",
                "2",
                "--json",
            ]),
            Morris::new()
                .env("LANG", lang)
                .stdin("uci\nposition startpos moves b2\ngo depth 2\nquit\n")
                .run(&["engine", "--variant", "six-mens-morris"])
                .stdout,
        ]
    });
    // Timings differ from run to run, and the engine may pick either of two
    // equal moves; everything else must be the same.
    let steady = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|l| !l.contains("seconds") && !l.contains("time") && !l.contains("nps"))
            .filter(|l| !l.starts_with("bestmove"))
            .map(String::from)
            .collect()
    };
    for (english, french) in runs[0].iter().zip(&runs[1]) {
        assert!(
            ["mens-morris", "bestmove"]
                .iter()
                .any(|word| english.contains(word)),
            "{english}"
        );
        assert_eq!(steady(english), steady(french));
    }
}
