//! `morris variants`: shipped and user variants, one line each.

use super::{Morris, TRIANGLE};

fn user_folder() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("triangle.ron"), TRIANGLE).unwrap();
    std::fs::write(dir.path().join("broken.ron"), "(name: \"Broken\")").unwrap();
    std::fs::write(dir.path().join("notes.txt"), "not a rules file").unwrap();
    dir
}

#[test]
fn lists_shipped_and_user_variants() {
    let dir = user_folder();
    let run = Morris::new().rules_dir(dir.path()).run(&["variants"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let text = run
        .stdout
        .replace(&dir.path().display().to_string(), "$RULES");
    insta::assert_snapshot!(text);
}

#[test]
fn json_names_every_variant() {
    let dir = user_folder();
    let run = Morris::new()
        .rules_dir(dir.path())
        .run(&["variants", "--json"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let list = doc["variants"].as_array().unwrap();
    assert_eq!(list.len(), morris_core::catalog::SHIPPED.len() + 2);
    let triangle = list.iter().find(|v| v["id"] == "triangle").unwrap();
    assert_eq!(
        (triangle["origin"].as_str(), triangle["points"].as_u64()),
        (Some("user"), Some(6))
    );
    let broken = list.iter().find(|v| v["id"] == "broken").unwrap();
    assert_eq!(broken["valid"], false);
    assert_eq!(doc["user_rules_dir"], dir.path().display().to_string());
}

#[test]
fn a_user_variant_is_played_like_a_shipped_one() {
    let dir = user_folder();
    let run = Morris::new()
        .rules_dir(dir.path())
        .stdin("a1\nc3\nc1\nb2\ne1\n")
        .run(&[
            "play",
            "--variant",
            "triangle",
            "--white",
            "human",
            "--black",
            "human",
        ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .contains("Game over: White wins (three in a row)."),
        "{}",
        run.stdout
    );
}

#[test]
fn a_user_file_with_a_shipped_id_replaces_it_everywhere() {
    let dir = tempfile::tempdir().unwrap();
    let id = morris_testkit::write_shadowing_default(dir.path());

    let run = Morris::new()
        .rules_dir(dir.path())
        .run(&["variants", "--json"]);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let entries: Vec<_> = doc["variants"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|v| v["id"] == id)
        .collect();
    assert_eq!(entries.len(), 1, "listed once: {}", run.stdout);
    assert_eq!(entries[0]["origin"], "user");

    // The game starts with eight pieces in hand each.
    let run = Morris::new()
        .rules_dir(dir.path())
        .stdin("position\nquit\n")
        .run(&["play", "--white", "human", "--black", "human"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("........................ w 8 8 0 0"),
        "{}",
        run.stdout
    );
}

#[test]
fn a_file_over_the_cap_is_listed_with_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    let huge = format!("// {}\n", "x".repeat(5 << 20));
    std::fs::write(dir.path().join("huge.ron"), huge).unwrap();
    let run = Morris::new().rules_dir(dir.path()).run(&["variants"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let line = run.stdout.lines().find(|l| l.starts_with("huge")).unwrap();
    assert!(line.contains("huge.ron: it is larger than 4 MB"), "{line}");
}
