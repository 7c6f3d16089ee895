//! `morris board`: the laser file, its back side and the PDF, for a shipped
//! variant and for a rules file of one's own.

use super::morris;

#[test]
fn a_rules_files_board_is_written_as_a_laser_file_and_a_pdf() {
    let dir = tempfile::tempdir().unwrap();
    let rules = dir.path().join("tiny.ron");
    std::fs::write(
        &rules,
        "(board: \"three-by-three\", name: \"Tiny\", pieces: 3)",
    )
    .unwrap();
    let (svg, pdf) = (dir.path().join("tiny.svg"), dir.path().join("tiny.pdf"));
    let run = morris(&[
        "board",
        rules.to_str().unwrap(),
        "--svg",
        svg.to_str().unwrap(),
        "--pdf",
        pdf.to_str().unwrap(),
        "--size",
        "120",
        "--paper",
        "letter",
        "--names",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("the board (120.0 × 120.0 mm)"),
        "{}",
        run.stdout
    );
    let front = std::fs::read_to_string(&svg).unwrap();
    assert!(front.contains("<title>Tiny — morris</title>"), "{front}");
    assert!(front.contains("inkscape:label=\"Cut\""));
    assert!(
        front.contains(">\na1\n</text>"),
        "the names are engraved: {front}"
    );
    let back = std::fs::read_to_string(dir.path().join("tiny-back.svg")).unwrap();
    assert!(back.contains("id=\"pieces\""));
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF-"));
}

#[test]
fn a_board_with_nowhere_to_go_or_of_no_size_is_a_usage_error() {
    let run = morris(&["board", "nine-mens-morris"]);
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("--svg"), "{}", run.stderr);
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x.svg");
    let run = morris(&[
        "board",
        "nine-mens-morris",
        "--svg",
        out.to_str().unwrap(),
        "--size",
        "5",
    ]);
    assert_eq!(run.code, 2);
    assert_eq!(
        run.stderr.trim(),
        "morris: the board's size is 5 mm; it must be from 40 to 3000 mm"
    );
    assert!(!out.exists());
}
