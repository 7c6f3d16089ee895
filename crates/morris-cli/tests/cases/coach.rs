//! The coach in `morris play`: on by default against the AI below level 4,
//! switched with --coach and --no-coach; a sentence after a person's turn
//! that missed a mill or left one open, and the `threats` command.

use super::Morris;

/// The line that says the coach is on, in English.
const COACH_ON: &str = "The coach is on";

fn play(args: &[&str], script: &str) -> super::Run {
    let dir = tempfile::tempdir().unwrap();
    let mut all = vec!["play", "--variant", "three-mens-morris"];
    all.extend(args);
    Morris::new().dir(dir.path()).stdin(script).run(&all)
}

#[test]
fn the_coach_says_a_mill_missed_or_left_open_and_lists_the_threats() {
    // White a1 b1 threatens c1; Black places a3 and leaves it open; White
    // places b2, missing c1 and leaving Black a3-b3-c3.
    let run = play(
        &["--white", "human", "--black", "human", "--coach"],
        "a1\nc3\nb1\nthreats\na3\nb2\nthreats\n",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stderr, "");
    insta::assert_snapshot!(run.stdout);
}

#[test]
fn the_coach_is_on_below_level_4_unless_switched_off() {
    let on = play(&["--black", "ai:3"], "");
    assert!(on.stdout.contains(COACH_ON), "{}", on.stdout);
    let off = play(&["--black", "ai:3", "--no-coach"], "");
    assert!(!off.stdout.contains(COACH_ON), "{}", off.stdout);
    let level_4 = play(&["--black", "ai:4"], "");
    assert!(!level_4.stdout.contains(COACH_ON), "{}", level_4.stdout);
    let asked = play(&["--black", "ai:4", "--coach"], "");
    assert!(asked.stdout.contains(COACH_ON), "{}", asked.stdout);
    // The last of the two switches wins, as with any flag given twice.
    let last = play(&["--black", "ai:1", "--coach", "--no-coach"], "");
    assert!(!last.stdout.contains(COACH_ON), "{}", last.stdout);
    for run in [on, off, level_4, asked, last] {
        assert_eq!(run.code, 0, "{}", run.stderr);
    }
}

#[test]
fn the_threats_are_listed_in_french_too() {
    let dir = tempfile::tempdir().unwrap();
    let run = Morris::new()
        .dir(dir.path())
        .env("LANG", "fr_FR.UTF-8")
        .stdin("a1\nc3\nb1\nmenaces\n")
        .run(&[
            "play",
            "--variant",
            "three-mens-morris",
            "--white",
            "human",
            "--black",
            "human",
        ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    for line in [
        "Noir n’a aucun moulin à former.\n",
        "Blanc peut former a1–b1–c1 avec c1.\n",
    ] {
        assert!(run.stdout.contains(line), "{line}{}", run.stdout);
    }
    // The coach is off between two people unless asked for.
    assert!(!run.stdout.contains("entraîneur"), "{}", run.stdout);
}

#[test]
fn the_pieces_the_mills_through_a_point_and_the_last_turns_are_said_at_the_prompt() {
    // The same words as the desktop game's and the page's move field.
    let run = play(
        &["--white", "human", "--black", "human"],
        "a1\nc3\nb1\npieces\nlines c1\nlines\nlines z9\nlast\n",
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    for said in [
        "White: 2 on the board (a1, b1), 1 in hand.",
        "Black: 1 on the board (c3), 2 in hand.",
        "Through c1: a1 White, b1 White, c1 empty.",
        "lines needs a point: lines d6",
        "There is no point z9 on this board.",
        "White places on a1.",
        "Black places on c3.",
        "White places on b1.",
    ] {
        assert!(
            run.stdout.contains(said) || run.stderr.contains(said),
            "{said}:\n{}",
            run.stdout
        );
    }
}
