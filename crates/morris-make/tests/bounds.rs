//! What a rules file may say is what the maker can make: the longest texts
//! allowed are drawn and printed in time linear in them (usvg lays a text
//! out in time quadratic in its length, so the rules bound the name), and a
//! board too small for its pieces is refused rather than cut at 0 mm.

use std::time::{Duration, Instant};

use morris_core::{MAX_NAME, MAX_SPREAD, MAX_TEXT, Rules};
use morris_make::laser::front_svg;
use morris_make::print::print_pdf;
use morris_make::sheet::MIN_PIECE_MM;
use morris_make::{MakeError, MakeOptions, Paper, Sheet};

/// Three points in a row, the last `far` from the first, the first two 1 apart.
fn spread(far: i64) -> Rules {
    let text = format!(
        "(name: \"Far\", points: [(name: \"a\", x: 0, y: 0), (name: \"b\", x: 1, y: 0), (name: \"c\", x: {far}, y: 0)], \
         lines: [[\"a\", \"b\", \"c\"]], pieces: 1, lose_below: 1)"
    );
    Rules::from_source("far", "far.ron", &text).unwrap()
}

#[test]
fn the_longest_name_and_description_allowed_are_made_at_once() {
    // Words of every length, so the wrapping and the layout have work to do.
    let name: String = "Ω long name ".chars().cycle().take(MAX_NAME).collect();
    let description: String = "a word, then longerwords "
        .chars()
        .cycle()
        .take(MAX_TEXT)
        .collect();
    let text = format!(
        "(board: \"three-squares\", name: \"{name}\", description: \"{description}\", names: {{\"fr\": \"{name}\"}}, pieces: 9)"
    );
    let rules = Rules::from_source("long", "long.ron", &text).unwrap();
    let started = Instant::now();
    let sheet = Sheet::plan(&rules, &MakeOptions::default()).unwrap();
    let svg = front_svg(&sheet);
    let pdf = print_pdf(&rules, &sheet, Paper::A4).unwrap();
    let took = started.elapsed();
    assert!(svg.contains(&name), "the whole name is drawn");
    assert!(pdf.starts_with(b"%PDF-"));
    // A million characters took minutes before the bound; this is a few hundred.
    assert!(took < Duration::from_secs(1), "{took:?}");
}

#[test]
fn pieces_too_small_to_make_are_refused_with_the_size_that_makes_them() {
    let widest = spread(MAX_SPREAD);
    let small = MakeOptions {
        size_mm: Some(40.0),
        ..MakeOptions::default()
    };
    let err = Sheet::plan(&widest, &small).unwrap_err();
    let MakeError::PiecesTooSmall {
        diameter,
        size_needed,
    } = err
    else {
        panic!("{err:?}");
    };
    assert!(diameter < MIN_PIECE_MM, "{diameter}");
    let enough = MakeOptions {
        size_mm: Some(size_needed),
        ..MakeOptions::default()
    };
    let sheet = Sheet::plan(&widest, &enough).unwrap();
    assert!(
        sheet.piece_diameter >= MIN_PIECE_MM,
        "{}",
        sheet.piece_diameter
    );
    // By default the board is fitted to the bed, where the widest board's pieces still fit a hand.
    let fitted = Sheet::plan(&widest, &MakeOptions::default()).unwrap();
    assert!(
        fitted.piece_diameter >= MIN_PIECE_MM,
        "{}",
        fitted.piece_diameter
    );
}

#[test]
fn a_size_out_of_range_is_said_in_a_few_digits() {
    let rules = spread(2);
    for (size, shown) in [
        (1e-300, "1.000e-300 mm"),
        (1e300, "1.000e300 mm"),
        (10.5, "10.5 mm"),
    ] {
        let options = MakeOptions {
            size_mm: Some(size),
            ..MakeOptions::default()
        };
        let err = Sheet::plan(&rules, &options).unwrap_err().to_string();
        assert!(
            err.contains(&format!("the board's size is {shown};")),
            "{err}"
        );
        assert!(err.len() < 80, "{err}");
    }
}
