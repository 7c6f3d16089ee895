//! `morris explore FILE`: the moves of a records file from a position.

use super::terminal::piped_morris;

#[test]
fn the_explorer_counts_the_moves_of_a_file_from_the_start_and_after_moves() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("games.txt");
    let game = |white: &str, moves: &str, result: &str| {
        format!(
            "[Variant \"three-mens-morris\"]\n[Result \"{result}\"]\n[WhiteRating \"{white}\"]\n\n{moves} {result}\n\n"
        )
    };
    let text = [
        game("1600", "1. a1 b1 2. b2 c1 3. c3", "1-0"),
        game("1400", "1. a1 b2", "0-1"),
        game("1700?", "1. b2 a1", "1/2-1/2"),
    ]
    .concat();
    std::fs::write(&file, text).unwrap();
    let path = file.display().to_string();

    let out = piped_morris(&["explore", &path]).output().unwrap();
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success(), "{said}");
    assert!(
        said.starts_with("Three Men's Morris: 3 games; the moves played after the start\n"),
        "{said}"
    );
    assert!(
        said.contains("  a1                2     50%     0%    50%    1500\n"),
        "{said}"
    );
    assert!(
        said.contains("  b2                1      0%   100%     0%    1700\n"),
        "{said}"
    );

    let out = piped_morris(&["explore", &path, "--moves", "a1"])
        .output()
        .unwrap();
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(said.contains("the moves played after a1\n"), "{said}");
    assert!(
        said.contains("  b1                1    100%     0%     0%       –\n"),
        "{said}"
    );
    assert!(
        said.contains("  b2                1      0%     0%   100%       –\n"),
        "{said}"
    );

    let out = piped_morris(&["explore", &path, "--moves", "a1 zz"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}
