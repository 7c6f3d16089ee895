//! The reports of `selfplay` and `review`, and the errors of a broken record,
//! in French: every word a player reads, numbers with a decimal comma.

use super::Morris;

/// A short Three Men's Morris game, reviewed by a shallow search so that
/// every run gives the same scores.
const GAME: &str = "[Variant \"three-mens-morris\"]\n[Result \"*\"]\n\n1. b2 a1 2. c1 a3 *\n";

fn french() -> Morris {
    Morris::new().env("LANG", "fr_FR.UTF-8")
}

/// Words of the English reports that must not show through in French.
const ENGLISH: [&str; 8] = [
    "White", "Black", "wins", "draw", "turns", "game", "best", "Result",
];

fn assert_no_english(text: &str) {
    for word in ENGLISH {
        assert!(!text.contains(word), "{word:?} in:\n{text}");
    }
}

#[test]
fn selfplay_in_french() {
    let run = french().run(&[
        "selfplay",
        "three-mens-morris",
        "--white",
        "ai:1",
        "--black",
        "ai:2",
        "--games",
        "3",
        "--seed",
        "7",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.starts_with(
            "Moulin à trois\u{202f}: IA niveau 1 (blancs) contre IA niveau 2 (noirs), 3 parties\n"
        ),
        "{}",
        run.stdout
    );
    // The score has a decimal comma: `33,3 %`.
    let summary = run.stdout.lines().last().unwrap();
    assert!(
        summary.starts_with("Victoires des blancs")
            && summary.contains(',')
            && summary.ends_with("\u{202f}%"),
        "{summary}"
    );
    assert_no_english(&run.stdout);
    insta::assert_snapshot!(run.stdout);
}

#[test]
fn review_in_french() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("partie.pgn"), GAME).unwrap();
    let run = french()
        .dir(dir.path())
        .run(&["review", "partie.pgn", "--depth", "3"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .starts_with("Moulin à trois\u{202f}: 4 coups\u{202f}; les scores"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains(" Blanc "), "{}", run.stdout);
    assert_no_english(&run.stdout);
    insta::assert_snapshot!(run.stdout);
}

/// Broken records, each loaded by `review` and by `play --load`: what the
/// player reads on stderr, and the exit code.
#[test]
fn broken_records_in_french() {
    let broken = [
        (
            "coup.pgn",
            "[Variant \"three-mens-morris\"]\n\n1. b2 b2 *\n",
        ),
        (
            "coupee.pgn",
            "[Variant \"three-mens-morris\"]\n\n1. b2 a1\n",
        ),
        ("balise.pgn", "[Variant three-mens-morris]\n\n1. b2 *\n"),
        ("variante.pgn", "[Variant \"moulin-inconnu\"]\n\n1. b2 *\n"),
        ("numeros.txt", "1. 5 20\n2. 25 17\n"),
        (
            "resultat.pgn",
            "[Variant \"three-mens-morris\"]\n\n1. a1 c1 2. a2 c2 3. a3 0-1\n",
        ),
    ];
    let dir = tempfile::tempdir().unwrap();
    let mut report = String::new();
    for (name, text) in broken {
        std::fs::write(dir.path().join(name), text).unwrap();
        for args in [["review", name], ["play", "--load"]] {
            let mut args = args.to_vec();
            if args[0] == "play" {
                args.push(name);
            }
            let run = french().dir(dir.path()).run(&args);
            assert_eq!(run.code, 1, "{args:?}: {}", run.stderr);
            assert!(
                run.stderr
                    .starts_with("morris: impossible d’ouvrir la partie")
            );
            report.push_str(&format!("$ morris {}\n{}", args.join(" "), run.stderr));
        }
    }
    assert!(
        report.contains(
            "le coup 1... b2 (Noir, ligne 3) ne peut pas être joué\u{202f}: b2 est déjà occupé"
        ),
        "{report}"
    );
    for word in ["line", "cannot", "move", "tag", "unknown", "wins"] {
        assert!(!report.contains(word), "{word:?} in:\n{report}");
    }
    insta::assert_snapshot!(report);
}

#[test]
fn a_bad_move_typed_with_moves_in_french() {
    let run = french().run(&["analyze", "three-mens-morris", "--moves", "b2 b2"]);
    assert_eq!(run.code, 2);
    assert_eq!(
        run.stderr,
        "morris: --moves: le coup 1... b2 (Noir, ligne 1) ne peut pas être joué\u{202f}: b2 est déjà occupé\n"
    );
}
