//! Broken rules files: each gives a located, readable error (snapshotted), and
//! no input at all makes the loader panic.

use morris_core::Rules;
use proptest::prelude::*;

#[test]
fn every_broken_file_has_a_located_message() {
    insta::glob!("broken/*.ron", |path| {
        let text = std::fs::read_to_string(path).unwrap();
        let name = format!("broken/{}", path.file_name().unwrap().to_string_lossy());
        let err =
            Rules::from_source("broken", &name, &text).expect_err("a broken file must not compile");
        assert!(!err.problems.is_empty());
        for problem in &err.problems {
            assert!(problem.line >= 1 && problem.col >= 1);
        }
        insta::assert_snapshot!(err.to_string());
    });
}

#[test]
fn bytes_that_are_not_text_are_refused() {
    let err = Rules::from_bytes("bin", "bin.ron", b"(name: \"\xff\xfe\")").unwrap_err();
    assert_eq!(err.to_string(), "bin.ron:1:9: the file is not UTF-8 text");
}

#[test]
fn a_byte_order_mark_is_not_part_of_the_rules() {
    let text = "(base: \"nine-mens-morris\", name: \"Marked\")";
    let marked = format!("\u{feff}{text}");
    let rules = Rules::from_bytes("bom", "bom.ron", marked.as_bytes()).unwrap();
    assert_eq!(rules, Rules::from_source("bom", "bom.ron", text).unwrap());
}

proptest! {
    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        prop_assert!(Rules::from_bytes("fuzz", "fuzz.ron", &bytes).is_err());
    }

    #[test]
    fn mutated_rules_files_never_panic(
        variant in 0usize..7,
        cut in any::<prop::sample::Index>(),
        insert in "[\\[\\](),:\"a-z0-9 ]{0,6}",
    ) {
        let (id, text) = morris_core::catalog::SHIPPED[variant];
        let at = cut.index(text.len() + 1);
        let at = (0..=at).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
        let mutated = format!("{}{}{}", &text[..at], insert, &text[at..]);
        // Either it still compiles or it fails with located problems; never a panic.
        if let Err(err) = Rules::from_source(id, id, &mutated) {
            prop_assert!(!err.problems.is_empty());
        }
    }
}

#[test]
fn thousands_of_listed_mills_compile() {
    // A 64-point ring with every triple of its first 60 points listed as a mill.
    let points: Vec<String> = (0..64)
        .map(|i| format!("(name: \"p{i}\", x: {i}, y: {})", i % 2))
        .collect();
    let ring: Vec<String> = (0..64).chain([0]).map(|i| format!("\"p{i}\"")).collect();
    let mut mills = Vec::new();
    for a in 0..60 {
        for b in a + 1..60 {
            for c in b + 1..60 {
                mills.push(format!("[\"p{a}\", \"p{b}\", \"p{c}\"]"));
            }
        }
    }
    let text = format!(
        "(name: \"Ring\", points: [{}], lines: [[{}]], mills: Listed([{}]), pieces: 3)",
        points.join(", "),
        ring.join(", "),
        mills.join(", ")
    );
    let rules = Rules::from_source("ring", "ring.ron", &text).unwrap();
    assert_eq!(rules.mills().len(), 34_220);
    let last = rules.point_by_name("p59").unwrap();
    assert_eq!(rules.mills_through(last).len(), 59 * 58 / 2);
    let start = morris_core::Position::start(&rules);
    assert_eq!(start.legal_moves(&rules).len(), 64);
}
