//! Annotated records: comments, marks and variations are kept on reading and
//! written back the same; a broken annotation says where.

use morris_core::record::{Mark, Record, RecordError, read_record, write_annotated};
use morris_core::{catalog, move_text};

fn read(text: &str) -> Result<Record, RecordError> {
    read_record(text, catalog::resolve)
}

/// Reading then writing gives the text back, and reading that gives the same notes.
fn assert_round_trip(text: &str) -> Record {
    let record = read(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let written = write_annotated(&record.game, &record.tags, &record.notes);
    assert_eq!(written, text);
    let back = read(&written).unwrap();
    assert_eq!(back.notes, record.notes);
    assert_eq!(back.game.moves(), record.game.moves());
    record
}

const ANNOTATED: &str = "\
[Variant \"nine-mens-morris\"]
[Result \"*\"]

1. {White opens} d6 {the centre} 1... d2 2. d5?! (2. f4 {keeps the centre} 2...
b4 (2... f2!? 3. b4) 3. a1) 2... d3 3. {the threat} d7xd2?? d1! *
";

#[test]
fn comments_marks_and_nested_variations_round_trip() {
    let record = assert_round_trip(ANNOTATED);
    let rules = record.game.rules();
    let text = |mv| move_text(rules, mv);
    let notes = &record.notes;
    assert_eq!(record.game.moves().len(), 6);
    assert_eq!(notes.turns[0].before, ["White opens"]);
    assert_eq!(notes.turns[0].after, ["the centre"]);
    assert_eq!(notes.turns[2].mark, Some(Mark::Dubious));
    assert_eq!(notes.turns[4].before, ["the threat"]);
    assert_eq!(notes.turns[4].mark, Some(Mark::Blunder));
    assert_eq!(text(record.game.moves()[4]), "d7xd2");
    assert_eq!(notes.turns[5].mark, Some(Mark::Good));
    let variation = &notes.turns[2].variations[0];
    let moves: Vec<String> = variation.turns.iter().map(|t| text(t.mv)).collect();
    assert_eq!(moves, ["f4", "b4", "a1"]);
    assert_eq!(variation.turns[0].notes.after, ["keeps the centre"]);
    let nested = &variation.turns[1].notes.variations[0];
    let nested_moves: Vec<String> = nested.turns.iter().map(|t| text(t.mv)).collect();
    assert_eq!(nested_moves, ["f2", "b4"]);
    assert_eq!(nested.turns[0].notes.mark, Some(Mark::Interesting));
    assert!(notes.turn(1).is_none());
}

#[test]
fn other_spellings_of_annotations_are_read() {
    // Marks as separate tokens and PGN codes, a mark on a separate removal
    // token, `;` comments, and a comment before a Black move after its number.
    let text = "1. d6 $1 d2 ? 2. d5 ; a line comment\n2... {Black thinks} d3 3. d7 xd2 ?? *";
    let record = read(text).unwrap();
    let notes = &record.notes;
    assert_eq!(notes.turns[0].mark, Some(Mark::Good));
    assert_eq!(notes.turns[1].mark, Some(Mark::Mistake));
    assert_eq!(notes.turns[2].after, ["a line comment"]);
    assert_eq!(notes.turns[3].before, ["Black thinks"]);
    assert_eq!(notes.turns[4].mark, Some(Mark::Blunder));
    assert_eq!(
        move_text(record.game.rules(), record.game.moves()[4]),
        "d7xd2"
    );
}

#[test]
fn a_record_without_notes_still_writes_as_before() {
    let text = "[Variant \"nine-mens-morris\"]\n[Result \"*\"]\n\n1. d6 d2 2. d5 d3 *\n";
    let record = assert_round_trip(text);
    assert!(record.notes.is_empty());
}

#[test]
fn a_comment_alone_is_kept() {
    let record =
        assert_round_trip("[Variant \"nine-mens-morris\"]\n[Result \"*\"]\n\n{no moves yet} *\n");
    assert_eq!(record.notes.alone, ["no moves yet"]);
}

fn error(text: &str) -> String {
    read(text).map(|_| ()).unwrap_err().to_string()
}

#[test]
fn broken_annotations_say_which_line_and_why() {
    assert_eq!(
        error("1. d6 d2\n2. d5 (2. f4 d3\n3. a1"),
        "line 2: a variation opened here is never closed; is the record cut short?"
    );
    assert_eq!(
        error("1. d6 d2 )\n*"),
        "line 1: unexpected \")\" in the moves"
    );
    assert_eq!(
        error("(1. d6) d2 *"),
        "line 1: a variation must follow the move it replaces"
    );
    assert_eq!(error("1. d6 () *"), "line 1: a variation holds no move");
    assert_eq!(
        error("1. d6\nd2?!? *"),
        "line 2: \"d2?!?\" is not a mark (!, ?, !!, ??, !?, ?! or $0 to $255)"
    );
    assert_eq!(
        error("1. d6 (1. d6 d2 *) *"),
        "line 1: unexpected \"*\" in the moves"
    );
    assert_eq!(
        error("1. d6 d2 2. d5\n(2. d2) *"),
        "move 2. d2 (White, line 2) cannot be played"
    );
    let deep = format!("1. d6 {}d2 *", "(1. d5 ".repeat(100));
    assert_eq!(error(&deep), "line 1: variations nested too deep");
}

#[test]
fn a_removal_after_a_comment_on_its_move_joins_that_move() {
    // g7 closes a7-d7-g7, so it cannot be played without its removal: the
    // xd6 said after the comment can only be g7's.
    let split = read("1. a7 b6 2. d7 d6 3. g7 {the mill} xd6? {too greedy} *").unwrap();
    let joined = read("1. a7 b6 2. d7 d6 3. g7xd6? {the mill} {too greedy} *").unwrap();
    assert_eq!(split.game.moves(), joined.game.moves());
    assert_eq!(split.notes, joined.notes);
    assert_eq!(
        move_text(split.game.rules(), split.game.moves()[4]),
        "g7xd6"
    );
    assert_eq!(split.notes.turns[4].after, ["the mill", "too greedy"]);
    assert_eq!(split.notes.turns[4].mark, Some(Mark::Mistake));
    assert_eq!(split.game.moves().len(), 5);
}

#[test]
fn a_removal_after_a_comment_stays_a_turn_when_its_move_is_complete() {
    // d6 closes no mill: the xb6 after it cannot be d6's, and Black may not
    // remove on White's turn either.
    assert_eq!(
        error("1. a7 b6 2. d7 d6 3. f4 {quiet} xb6 *"),
        "move 3... xb6 (Black, line 1) cannot be played"
    );
}
