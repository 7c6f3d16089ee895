//! Records from other programs, each a small sample written by hand and
//! checked move by move.

use morris_core::record::{Format, ImportError, Record, detect, import_record};
use morris_core::{Color, catalog, move_text};

fn import(text: &str) -> Result<Record, ImportError> {
    import_record(text, None, catalog::resolve)
}

fn moves(record: &Record) -> Vec<String> {
    let rules = record.game.rules();
    record
        .game
        .moves()
        .iter()
        .map(|&mv| move_text(rules, mv))
        .collect()
}

/// A game from an online play site: points numbered 1 to 24 in reading order.
const NUMERIC: &str = "\
[Event \"casual\"]
[Site \"PlayOK\"]
[White \"ann\"]
[Black \"bob\"]
[Result \"*\"]

1. 5 20 2. 8 17 3. 2x20 23 4. 22 24 *
";

#[test]
fn numeric_point_records_are_read_move_by_move() {
    assert_eq!(detect(NUMERIC), Format::Numeric);
    let record = import(NUMERIC).unwrap();
    assert_eq!(
        moves(&record),
        ["d6", "d2", "d5", "d3", "d7xd2", "d1", "a1", "g1"]
    );
    assert_eq!(record.tags.get("White"), Some("ann"));
}

#[test]
fn every_number_names_the_point_in_reading_order() {
    let order = [
        "a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5", "a4", "b4", "c4", "e4", "f4", "g4",
        "c3", "d3", "e3", "b2", "d2", "f2", "a1", "d1", "g1",
    ];
    for (i, name) in order.iter().enumerate() {
        let record = import_record(
            &format!("1. {}", i + 1),
            Some(Format::Numeric),
            catalog::resolve,
        )
        .unwrap();
        assert_eq!(moves(&record), [*name], "point {}", i + 1);
    }
}

#[test]
fn a_bad_point_number_says_which_line() {
    let err = import("1. 5 20\n2. 25 17").unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 2: \"25\" is not a point number (1 to 24)"
    );
}

#[test]
fn separate_removals_commas_and_colons_are_read() {
    let text = "1. d6, d2, 2. d5, d3, 3. d7 xd2, d1 *";
    assert_eq!(detect(text), Format::Record);
    let record = import(text).unwrap();
    assert_eq!(moves(&record), ["d6", "d2", "d5", "d3", "d7xd2", "d1"]);
}

/// Another engine's FEN: inner ring, middle ring, outer ring, each from its
/// top middle point clockwise; White's d6 f6 b6 d7 and Black's f2 d2 b2 d1.
const FEN: &str = "\
[Event \"from an engine\"]
[FEN \"********/OO*@@@*O/O***@*** w m s 4 0 4 0 0 0 -1 -1 -1 -1 0 12\"]
[SetUp \"1\"]

12. f6:f4, b2:b4, 13. f4:f6 xd1 *
";

#[test]
fn a_mill_fen_start_is_mapped_and_its_moves_read() {
    assert_eq!(detect(FEN), Format::Fen);
    let record = import(FEN).unwrap();
    let rules = record.game.rules();
    let start = record.game.start_position();
    let names = |color| -> Vec<&str> {
        let mut names: Vec<&str> = start
            .pieces(color)
            .into_iter()
            .map(|p| rules.point_name(p))
            .collect();
        names.sort();
        names
    };
    assert_eq!(names(Color::White), ["b6", "d6", "d7", "f6"]);
    assert_eq!(names(Color::Black), ["b2", "d1", "d2", "f2"]);
    assert_eq!(moves(&record), ["f6-f4", "b2-b4", "f4-f6xd1"]);
    assert_eq!(record.tags.get("FEN"), None);
}

#[test]
fn a_bare_fen_line_is_read_too() {
    let text = "********/OO*@@@*O/O***@*** w m s 4 0 4 0 0 0 0 1\nf6-f4 *\n";
    let record = import(text).unwrap();
    assert_eq!(moves(&record), ["f6-f4"]);
}

#[test]
fn a_fen_that_cannot_be_mapped_says_which_line_and_why() {
    let mid_turn = "[Event \"x\"]\n[FEN \"********/OO*@@@*O/O***@*** w m r 4 0 4 0 1 0 0 1\"]\n*";
    assert_eq!(
        import(mid_turn).unwrap_err().to_string(),
        "line 2: the mill FEN cannot be read: the position is in the middle of a turn \
         (a removal is owed); start from the turn before"
    );
    let side = "********/OO*@@@*O/O***@*** x m s 4 0 4 0 0 0 0 1\n*";
    assert_eq!(
        import(side).unwrap_err().to_string(),
        "line 1: the mill FEN cannot be read: the side to move must be w or b, not \"x\""
    );
}

proptest::proptest! {
    #[test]
    fn foreign_text_never_panics(
        text in "(\\[FEN \"|[O@*X/]{0,30}|[wbmsrp] |[0-9]{1,2}|-|x|:|,|\\.|\\{|\\}|\\(|\\)|\n| |\\*){0,40}",
        format in 0usize..4,
    ) {
        let format = [None, Some(Format::Record), Some(Format::Numeric), Some(Format::Fen)][format];
        let _ = import_record(&text, format, catalog::resolve);
    }
}

#[test]
fn a_fen_tag_is_honoured_by_every_way_in() {
    let expected = import(FEN).unwrap();
    for format in [
        Some(Format::Record),
        Some(Format::Numeric),
        Some(Format::Fen),
    ] {
        let text = if format == Some(Format::Numeric) {
            // f6 f4 b2 b4 f4 f6 d1 as numbers in reading order.
            FEN.replace(
                "12. f6:f4, b2:b4, 13. f4:f6 xd1",
                "12. 6:14, 19:11, 13. 14:6 x23",
            )
        } else {
            FEN.to_string()
        };
        let record = import_record(&text, format, catalog::resolve).unwrap();
        assert_eq!(
            record.game.start_position(),
            expected.game.start_position(),
            "{format:?}"
        );
        assert_eq!(moves(&record), moves(&expected), "{format:?}");
    }
    // Our own reader, as `morris play --load` uses it, too.
    let ours = FEN.replace(
        "12. f6:f4, b2:b4, 13. f4:f6 xd1",
        "12. f6-f4 b2-b4 13. f4-f6xd1",
    );
    let record = morris_core::record::read_record(&ours, catalog::resolve).unwrap();
    assert_eq!(record.game.start_position(), expected.game.start_position());
    assert_eq!(record.tags.get("FEN"), None);
}

#[test]
fn move_numbers_go_on_from_the_fen() {
    let record = import(FEN).unwrap();
    assert_eq!(record.game.move_label(0), "12.");
    assert_eq!(record.game.move_label(1), "12...");
    let written = morris_core::record::write_record(&record.game, &record.tags);
    assert!(
        written.contains("\n12. f6-f4 b2-b4 13. f4-f6xd1 *"),
        "{written}"
    );
    // And they stay so when the record is read again.
    let again = morris_core::record::read_record(&written, catalog::resolve).unwrap();
    assert_eq!(
        morris_core::record::write_record(&again.game, &again.tags),
        written
    );
}

#[test]
fn a_bad_fen_tag_is_refused_with_its_line() {
    let text = "[Event \"x\"]\n[FEN \"********/OO*@@@*O/O***@*** x m s 4 0 4 0 0 0 0 1\"]\n\n*\n";
    let err = morris_core::record::read_record(text, catalog::resolve).unwrap_err();
    assert_eq!(
        format!("{err}: {}", std::error::Error::source(&err).unwrap()),
        "line 2: the FEN tag cannot be read: the side to move must be w or b, not \"x\""
    );
}

/// The FEN of [`FEN`] with its numbers replaced.
fn fen_with_numbers(numbers: &str) -> String {
    format!("********/OO*@@@*O/O***@*** w m s {numbers}\n*\n")
}

#[test]
fn every_fen_number_out_of_range_is_refused_with_its_name_and_range() {
    let cases = [
        (
            "4 0 4 0 0 0 -1 -1 -1 -1 18446744073709551616 5",
            "the number of moves without removal is \"18446744073709551616\"; it must be a whole number from 0 to 65535",
        ),
        (
            "4 0 4 0 0 0 0 -5",
            "the move number is \"-5\"; it must be a whole number from 1 to 32768",
        ),
        (
            "4 0 4 0 0 0 0 4294967296",
            "the move number is \"4294967296\"; it must be a whole number from 1 to 32768",
        ),
        (
            "4 0 4 0 0 0 0 0",
            "the move number is \"0\"; it must be a whole number from 1 to 32768",
        ),
        (
            "4 300 4 0 0 0 0 1",
            "the number of White's pieces in hand is \"300\"; it must be a whole number from 0 to 255",
        ),
        (
            "4 0 4 0 0 0 -2 -1 -1 -1 0 1",
            "White's last mill (from) is \"-2\"; it must be a whole number from -1 to 63",
        ),
        (
            "4 0 four 0 0 0 0 1",
            "the number of Black's pieces on the board is \"four\"; it must be a whole number from 0 to 24",
        ),
        (
            "5 0 4 0 0 0 0 1",
            "the number of White's pieces on the board is 5, but the board shows 4",
        ),
        (
            "4 0 4 0 0 0 0 1 7",
            "it has 9 fields after the action; a mill FEN has 8 numbers there, or 12 with the last mills",
        ),
        (
            "4 0 4 0 0 0 0",
            "it has fewer fields than a mill FEN (board, side, phase, action, then numbers)",
        ),
    ];
    for (numbers, why) in cases {
        let err = import(&fen_with_numbers(numbers)).unwrap_err();
        assert_eq!(
            err.to_string(),
            format!("line 1: the mill FEN cannot be read: {why}"),
            "{numbers}"
        );
    }
    // The largest move number loads, its turn counted from it.
    let record = import(&fen_with_numbers("4 0 4 0 0 0 0 32768")).unwrap();
    assert_eq!(record.game.start_position().ply(), 65_534);
}
