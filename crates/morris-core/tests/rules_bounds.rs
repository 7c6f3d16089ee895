//! Bounds on what a rules file may say: names and texts a drawing and a
//! print can carry, and a board whose pieces come out at a size.

use morris_core::{MAX_NAME, MAX_SPREAD, MAX_TEXT, Rules};

/// A small game written on the shipped three-by-three board, with `extra` fields.
fn rules_with(extra: &str) -> String {
    format!("(board: \"three-by-three\", pieces: 3, {extra})")
}

fn refused(text: &str) -> String {
    Rules::from_source("t", "t.ron", text)
        .expect_err("the file must be refused")
        .to_string()
}

#[test]
fn a_name_of_a_million_characters_is_refused_where_it_stands() {
    let name = "M".repeat(1_000_000);
    let text = rules_with(&format!("name: \"{name}\""));
    let started = std::time::Instant::now();
    let err = refused(&text);
    assert_eq!(
        err,
        format!("t.ron:1:44: name is 1000000 characters long; it may have at most {MAX_NAME}")
    );
    // Linear in the file: a quadratic check would take minutes here.
    assert!(started.elapsed().as_secs() < 5, "{:?}", started.elapsed());
    let at_the_bound = rules_with(&format!("name: \"{}\"", "M".repeat(MAX_NAME)));
    Rules::from_source("t", "t.ron", &at_the_bound).unwrap();
}

#[test]
fn long_descriptions_notes_and_names_in_other_languages_are_refused() {
    let long = "word ".repeat(MAX_TEXT / 5 + 1);
    for (field, extra) in [
        (
            "description",
            format!("name: \"T\", description: \"{long}\""),
        ),
        (
            "notes",
            format!("name: \"T\", notes: [\"short\", \"{long}\"]"),
        ),
        ("sources", format!("name: \"T\", sources: [\"{long}\"]")),
        (
            "names",
            format!(
                "name: \"T\", names: {{\"fr\": \"{}\"}}",
                "N".repeat(MAX_NAME + 1)
            ),
        ),
    ] {
        let err = refused(&rules_with(&extra));
        assert!(err.contains(&format!(": {field} is ")), "{field}: {err}");
        assert!(err.starts_with("t.ron:1:"), "{field}: {err}");
    }
}

#[test]
fn code_points_an_svg_or_a_pdf_cannot_carry_are_refused() {
    for (field, c) in [
        ("name", '\u{fffe}'),
        ("name", '\u{ffff}'),
        ("name", '\u{fdd0}'),
        ("name", '\u{1fffe}'),
        ("name", '\u{1}'),
        ("name", '\n'),
        ("description", '\u{b}'),
        ("description", '\u{ffff}'),
    ] {
        let extra = match field {
            "name" => format!("name: \"a{c}b\""),
            _ => format!("name: \"T\", description: \"a{c}b\""),
        };
        let err = refused(&rules_with(&extra));
        let code = format!("U+{:04X}", u32::from(c));
        assert!(
            err.contains(&format!("{field} holds {code}")),
            "{code}: {err}"
        );
    }
    // A description may run over lines; right-to-left marks and the like are text.
    let fine = rules_with("name: \"T \u{200f}\u{a0}\", description: \"one\ntwo\tthree\"");
    Rules::from_source("t", "t.ron", &fine).unwrap();
}

#[test]
fn a_board_whose_pieces_would_be_drawn_at_no_size_is_refused() {
    let spread = |far: i32| {
        format!(
            "(name: \"Far\", points: [(name: \"a\", x: 0, y: 0), (name: \"b\", x: 1, y: 0), (name: \"c\", x: {far}, y: 0)], \
             lines: [[\"a\", \"b\", \"c\"]], pieces: 1, lose_below: 1)"
        )
    };
    let err = refused(&spread(10_000));
    assert!(
        err.contains(&format!(
            "the board spans 10000 times the distance between its two closest points; at most {MAX_SPREAD}"
        )),
        "{err}"
    );
    assert!(err.starts_with("t.ron:1:"), "{err}");
    let bound = i32::try_from(MAX_SPREAD).unwrap();
    Rules::from_source("t", "t.ron", &spread(bound)).unwrap();
    assert!(refused(&spread(bound + 1)).contains("the board spans"));
}
