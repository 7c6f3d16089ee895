//! The log of `morris match` in French, numbers with a decimal comma; the
//! same match in English unchanged, and the records English in both.

use std::path::Path;

use super::{Morris, Run};

/// Two games of Three Men's Morris under an SPRT. Levels 1 and 2 stop at a
/// fixed depth well within the move time, so the games depend on the seed only.
/// The records go to `pgn` in `dir`, named so that the log is the same every run.
fn tiny_match(lang: &str, dir: &Path, pgn: &str) -> Run {
    Morris::new().env("LANG", lang).dir(dir).run(&[
        "match",
        "--variant",
        "three-mens-morris",
        "--engine",
        "self:1",
        "--engine",
        "self:2",
        "--movetime",
        "2000",
        "--games",
        "2",
        "--sprt",
        "0,20",
        "--openings",
        "2",
        "--seed",
        "3",
        "--pgn",
        pgn,
    ])
}

/// Words of the English log that must not show through in French.
const ENGLISH: [&str; 12] = [
    "engine ",
    "game ",
    "White",
    "Black",
    "wins",
    "turns",
    "won",
    "drawn",
    "lost",
    "accepted",
    "decision",
    "in-process",
];

fn assert_no_english(text: &str) {
    for word in ENGLISH {
        assert!(!text.contains(word), "{word:?} in:\n{text}");
    }
}

#[test]
fn a_match_in_french() {
    let dir = tempfile::tempdir().unwrap();
    let run = tiny_match("fr_FR.UTF-8", dir.path(), "parties.pgn");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.starts_with(
            "Moulin à trois\u{202f}: jusqu’à 2 parties (SPRT elo0=0 elo1=20\u{202f}; alpha 0,05\u{202f}; bêta 0,05)"
        ),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("moteur 1\u{202f}: IA morris niveau 1 (dans ce processus) (self:1)"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("partie 1/2\u{202f}: moteur 1 (Blanc) contre moteur 2 (Noir)\u{202f}: "),
        "{}",
        run.stdout
    );
    // The LLR and its bounds with decimal commas, the bounds apart by a semicolon.
    assert!(
        run.stdout.contains(" (-2,94\u{202f}; 2,94)\n"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("Différence Elo"), "{}", run.stdout);
    assert_no_english(&run.stdout);
    insta::assert_snapshot!(run.stdout);
    // The records are machine output: English tags whatever the language.
    let records = std::fs::read_to_string(dir.path().join("parties.pgn")).unwrap();
    assert!(records.contains("[Termination \""), "{records}");
    assert!(records.contains("wins (three in a row)"), "{records}");
}

#[test]
fn the_same_match_in_english() {
    let dir = tempfile::tempdir().unwrap();
    let run = tiny_match("en_GB.UTF-8", dir.path(), "games.pgn");
    assert_eq!(run.code, 0, "{}", run.stderr);
    insta::assert_snapshot!(run.stdout);
}

/// A crashing engine from `tests/engines/`: its forfeits and its restarts
/// are logged in French too.
#[test]
fn a_forfeit_in_french() {
    let crash = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/engines/crash.sh");
    let run = Morris::new().env("LANG", "fr_FR.UTF-8").run(&[
        "match",
        "--variant",
        "six-mens-morris",
        "--engine",
        "self:1",
        "--engine",
        &format!("sh '{}'", crash.display()),
        "--games",
        "2",
        "--movetime",
        "20",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("Blanc gagne (Noir déclare forfait)"),
        "{}",
        run.stdout
    );
    // The system's detail is shown as it came, for the engine's author.
    assert!(
        run.stdout
            .contains("  moteur 2 (Noir)\u{202f}: le moteur s’est arrêté\u{202f}: "),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("le moteur 2 a été relancé 1 fois"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains(
            "moteur 1\u{202f}: 2 victoires, 0 nulle, 0 défaite\u{202f}; score 2/2 (100,0\u{202f}%)"
        ),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("+inf (tous les points au moteur 1)"),
        "{}",
        run.stdout
    );
}

/// A clock and a flag fall, in French.
#[test]
fn a_clock_in_french() {
    let silent = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/engines/silent.sh");
    let run = Morris::new().env("LANG", "fr_FR.UTF-8").run(&[
        "match",
        "--engine",
        "self:1",
        "--engine",
        &format!("sh '{}'", silent.display()),
        "--games",
        "1",
        "--clock",
        "0.3s+0.05s",
        "--margin",
        "100",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.starts_with(
            "Moulin à neuf\u{202f}: 1 partie, une pendule de 0,3 s + 0,05 s par coup (+100 ms de marge)"
        ),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("Blanc gagne (Noir a épuisé son temps)"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("  moteur 2 (Noir)\u{202f}: son coup a pris "),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains(" ms avec 300 ms à sa pendule\n"),
        "{}",
        run.stdout
    );
}
