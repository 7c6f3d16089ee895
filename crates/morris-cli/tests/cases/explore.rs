//! `morris explore FILE`: the moves of a records file from a position.

use super::terminal::piped_morris;

#[test]
fn the_explorer_counts_the_moves_of_a_file_from_the_start_and_after_moves() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("games.txt");
    let text = morris_testkit::three_mens_records();
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
