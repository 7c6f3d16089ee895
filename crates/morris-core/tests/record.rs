//! Game records: round trips for every shipped variant, and every kind of broken record.

use std::sync::Arc;

use morris_core::record::{self, RecordError, Tags, read_record, write_record};
use morris_core::{
    Color, EndReason, Game, GameOptions, LoadError, MoveParseError, Position, Rules, catalog,
};
use proptest::prelude::*;

fn rules(id: &str) -> Arc<Rules> {
    Arc::new(catalog::shipped(id).expect("shipped variant"))
}

fn read(text: &str) -> Result<record::Record, RecordError> {
    read_record(text, catalog::resolve)
}

/// A game of up to `turns` turns chosen by a small deterministic generator.
fn random_game(rules: Arc<Rules>, start: Option<Position>, seed: u64, turns: usize) -> Game {
    let mut game = match start {
        Some(pos) => Game::from_position(rules, pos),
        None => Game::new(rules),
    };
    let mut state = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    for _ in 0..turns {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let pick = (state >> 33) as usize % legal.len();
        game.play(legal[pick]).expect("a legal move plays");
    }
    game
}

fn assert_round_trip(game: &Game, tags: &Tags) {
    let text = write_record(game, tags);
    let back = read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.game.moves(), game.moves(), "{text}");
    assert_eq!(back.game.start_position(), game.start_position(), "{text}");
    assert_eq!(back.game.outcome(), game.outcome(), "{text}");
    assert_eq!(
        back.game.rules().flying_enabled(),
        game.rules().flying_enabled()
    );
    for (name, value) in tags.iter() {
        assert_eq!(back.tags.get(name), Some(value), "tag {name} in\n{text}");
    }
    // Writing the game read back gives the same text.
    assert_eq!(write_record(&back.game, &back.tags), text);
}

#[test]
fn every_shipped_variant_round_trips() {
    let tags = Tags::new()
        .with("White", "Ann \"the Mill\" Smith")
        .with("Black", "Bob\\")
        .with("Date", "2026.11.30");
    for (id, _) in catalog::SHIPPED {
        for seed in 0..8 {
            let game = random_game(rules(id), None, seed, 60 + seed as usize * 40);
            assert_round_trip(&game, &tags);
        }
    }
}

#[test]
fn finished_games_carry_their_result() {
    let mut found_win = false;
    for seed in 0..200 {
        let game = random_game(rules("three-mens-morris"), None, seed, 400);
        if let Some(outcome) = game.outcome() {
            let text = write_record(&game, &Tags::new());
            assert!(
                text.contains(&format!("[Result \"{}\"]", outcome.score())),
                "{text}"
            );
            assert!(text.trim_end().ends_with(outcome.score()), "{text}");
            found_win |= outcome.winner.is_some();
            assert_round_trip(&game, &Tags::new());
        }
    }
    assert!(found_win);
}

#[test]
fn a_set_up_position_and_flying_off_round_trip() {
    let nine = rules("nine-mens-morris");
    let start = Position::from_text(&nine, "WWW.BB...B.W............ b 3 4 2 14").unwrap();
    let game = random_game(nine.clone(), Some(start), 7, 30);
    let text = write_record(&game, &Tags::new());
    assert!(
        text.contains("[Position \"WWW.BB...B.W............ b 3 4 2 14\"]"),
        "{text}"
    );
    // Black moves first from this position, and the numbers go on from the
    // 14 turns it says were played.
    assert!(text.contains("\n8... "), "{text}");
    assert_round_trip(&game, &Tags::new());

    let no_flying = Arc::new(
        GameOptions {
            flying: Some(false),
            first: None,
        }
        .rules(Rules::clone(&nine))
        .unwrap(),
    );
    let game = random_game(no_flying, None, 3, 200);
    let text = write_record(&game, &Tags::new());
    assert!(text.contains("[Flying \"off\"]"), "{text}");
    assert_round_trip(&game, &Tags::new());
}

#[test]
fn a_resignation_round_trips() {
    let mut game = Game::new(rules("six-mens-morris"));
    for text in ["a1", "b2", "c1"] {
        game.play_text(text).unwrap();
    }
    game.resign();
    let text = write_record(&game, &Tags::new());
    assert!(text.ends_with("2. c1 1-0\n"), "{text}");
    let back = read(&text).unwrap();
    let outcome = back.game.outcome().unwrap();
    assert_eq!(
        (outcome.winner, outcome.reason),
        (Some(Color::White), EndReason::Resignation)
    );
}

#[test]
fn long_games_wrap_their_moves() {
    let game = random_game(rules("nine-mens-morris"), None, 11, 300);
    let text = write_record(&game, &Tags::new());
    assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
}

const NINE_WITH_MILL: &str = "[Variant \"nine-mens-morris\"]\n\n1. a7 a1 2. d7 d1 3. g7xa1 b2 *\n";

#[test]
fn other_programs_records_are_read() {
    // No Variant tag (Nine Men's Morris), numbers joined to moves, a separate
    // removal token, comments.
    let text = "[Event \"club\"]\n1.a7 a1 {a corner} 2.d7 d1 ; line comment\n3.g7 xa1 b2 *";
    let record = read(text).unwrap();
    let expected = read(NINE_WITH_MILL).unwrap();
    assert_eq!(record.game.moves(), expected.game.moves());
    assert_eq!(record.game.rules().id(), "nine-mens-morris");
    assert_eq!(record.tags.get("Event"), Some("club"));
}

#[test]
fn windows_line_ends_and_a_byte_order_mark_are_read() {
    let text = "\u{feff}[Variant \"nine-mens-morris\"]\r\n\r\n1. a7 a1 2. d7 d1 3. g7xa1 b2 *\r\n";
    let record = read(text).unwrap();
    assert_eq!(
        record.game.moves(),
        read(NINE_WITH_MILL).unwrap().game.moves()
    );
}

#[test]
fn play_movetext_reads_turns_without_tags_or_result() {
    let mut game = Game::new(rules("nine-mens-morris"));
    record::play_movetext(&mut game, "a7 a1 d7 d1 g7 xa1").unwrap();
    assert_eq!(game.moves().len(), 5);
    assert_eq!(game.position().pieces(Color::Black).len(), 1);
    let err = record::play_movetext(&mut game, "1. b2 1-0").unwrap_err();
    assert!(
        matches!(err, RecordError::Unexpected { ref text, .. } if text == "1-0"),
        "{err:?}"
    );
}

#[test]
fn unknown_variant() {
    let err = read("[Variant \"ten-mens-morris\"]\n\n1. a1 *\n").unwrap_err();
    match &err {
        RecordError::Variant { id, source } => {
            assert_eq!(id, "ten-mens-morris");
            assert!(source.downcast_ref::<LoadError>().is_some());
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(err.to_string(), "cannot load variant \"ten-mens-morris\"");
}

#[test]
fn bad_tag_syntax() {
    let cases = [
        ("[Variant nine-mens-morris]\n*", 1, 10, "double quotes"),
        (
            "[Variant \"nine-mens-morris\"\n*",
            1,
            28,
            "must end with ']'",
        ),
        (
            "[White \"Ann\"]\n  [Black \"Bob]\n*",
            2,
            15,
            "no closing quote",
        ),
        ("[\"Ann\"]\n*", 1, 2, "needs a name"),
        ("[White \"A\\nn\"]\n*", 1, 10, "backslash"),
        (
            "[White \"Ann\"] [Black \"Bob\"]\n*",
            1,
            14,
            "nothing may follow",
        ),
    ];
    for (text, line, col, reason) in cases {
        match read(text) {
            Err(RecordError::TagSyntax {
                line: l,
                col: c,
                reason: r,
            }) => {
                assert_eq!((l, c), (line, col), "{text}");
                assert!(r.contains(reason), "{r} for {text}");
            }
            other => panic!("{text}: {other:?}"),
        }
    }
    let err = read("[White \"A\"]\n[White \"B\"]\n*").unwrap_err();
    assert!(
        matches!(err, RecordError::DuplicateTag { line: 2, ref name } if name == "White"),
        "{err:?}"
    );
}

#[test]
fn illegal_move_is_reported_by_number_and_text() {
    let text = "[Variant \"three-mens-morris\"]\n\n1. a1 b1\n2. a1 c1 *\n";
    let err = read(text).unwrap_err();
    match &err {
        RecordError::IllegalMove {
            turn,
            label,
            side,
            text,
            line,
            reason,
        } => {
            assert_eq!(
                (*turn, label.as_str(), *side, text.as_str(), *line),
                (3, "2.", Color::White, "a1", 4)
            );
            assert_eq!(reason.to_string(), "a1 is not empty");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        err.to_string(),
        "move 2. a1 (White, line 4) cannot be played"
    );
    assert_eq!(err.turn(), Some(3));

    let err = read("[Variant \"three-mens-morris\"]\n1. a1 b1 2. b2 c1 3. c3 a2 1-0").unwrap_err();
    assert!(
        matches!(&err, RecordError::IllegalMove { turn: 6, label, reason, .. } if label == "3..." && **reason == MoveParseError::GameOver),
        "{err:?}"
    );

    let err = read("[Variant \"three-mens-morris\"]\n1. a1 q7 *").unwrap_err();
    assert!(
        matches!(&err, RecordError::IllegalMove { turn: 2, reason, .. } if **reason == MoveParseError::UnknownPoint("q7".into()))
    );
}

#[test]
fn a_missing_or_wrong_removal_is_an_illegal_move() {
    let err = read("1. a7 a1 2. d7 d1 3. g7 b2 *").unwrap_err();
    assert!(
        matches!(&err, RecordError::IllegalMove { turn: 5, text, reason, .. } if text == "g7" && matches!(**reason, MoveParseError::RemovalMissing { .. })),
        "{err:?}"
    );
    let err = read("1. a7 a1 2. d7 d1 3. g7 xb4 *").unwrap_err();
    assert!(
        matches!(
            &err,
            RecordError::IllegalMove { turn: 5, reason, .. }
                if matches!(**reason, MoveParseError::BadRemoval { .. })
        ),
        "{err:?}"
    );
    let err = read("xa1 1. a7 *").unwrap_err();
    assert!(
        matches!(&err, RecordError::StrayRemoval { line: 1, text } if text == "xa1"),
        "{err:?}"
    );
}

#[test]
fn truncated_records() {
    let full = write_record(
        &random_game(rules("nine-mens-morris"), None, 5, 40),
        &Tags::new().with("White", "Ann"),
    );
    // Cut anywhere: never a success that loses moves silently, never a panic.
    for cut in 0..full.len() - 1 {
        let part = &full[..cut];
        match read(part) {
            Err(RecordError::Empty | RecordError::Truncated | RecordError::TagSyntax { .. }) => {}
            Err(RecordError::IllegalMove { reason, .. })
                if matches!(
                    *reason,
                    MoveParseError::UnknownPoint(_) | MoveParseError::Syntax { .. }
                ) => {}
            other => panic!("cut at {cut}: {other:?}\n{part}"),
        }
    }
    assert!(matches!(read(""), Err(RecordError::Empty)));
    assert!(matches!(
        read("[Variant \"nine-mens-morris\"]\n\n1. d6 d2"),
        Err(RecordError::Truncated)
    ));
    // A bare move list from another program needs no result.
    let bare = read("{c}\n1.a7 a1 2.d7 d1 3.g7 xa1 b2\n").unwrap();
    assert_eq!(bare.game.moves().len(), 6);
    assert!(matches!(
        read("1. d6 {never closed\n d2 *"),
        Err(RecordError::UnclosedComment { line: 1 })
    ));
}

#[test]
fn results_must_agree() {
    let err =
        read("[Variant \"three-mens-morris\"]\n[Result \"0-1\"]\n1. a1 b1 2. b2 c1 3. c3 0-1")
            .unwrap_err();
    assert!(
        matches!(&err, RecordError::ResultMismatch { written, .. } if written == "0-1"),
        "{err:?}"
    );
    assert_eq!(
        err.to_string(),
        "the record gives the result 0-1, but the moves end in White wins (three in a row)"
    );
    let err = read("[Result \"1-0\"]\n1. d6 1/2-1/2").unwrap_err();
    assert!(
        matches!(err, RecordError::ResultTokenMismatch { .. }),
        "{err:?}"
    );
    let err = read("1. d6 * 2. d2").unwrap_err();
    assert!(
        matches!(&err, RecordError::TextAfterResult { line: 1, text } if text == "2."),
        "{err:?}"
    );
    // An agreed draw the moves do not reach is kept as written.
    let record = read("1. d6 d2 1/2-1/2").unwrap();
    assert_eq!(record.game.outcome(), None);
    assert_eq!(
        write_record(&record.game, &record.tags).lines().last(),
        Some("1. d6 d2 1/2-1/2")
    );
}

#[test]
fn bad_position_and_flying_tags() {
    let err = read("[Position \"WWW w 9 9\"]\n*").unwrap_err();
    assert!(matches!(err, RecordError::Position(_)), "{err:?}");
    let err = read("[Flying \"maybe\"]\n*").unwrap_err();
    assert!(
        matches!(&err, RecordError::BadFlying(v) if v == "maybe"),
        "{err:?}"
    );
    let err = read("[Variant \"six-mens-morris\"]\n[Flying \"on\"]\n*").unwrap_err();
    assert!(matches!(err, RecordError::Flying(..)), "{err:?}");
    let record = read("[Flying \"off\"]\n*").unwrap();
    assert!(!record.game.rules().flying_enabled());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = read(&text);
        let mut game = Game::new(rules("nine-mens-morris"));
        let _ = record::play_movetext(&mut game, &text);
    }

    #[test]
    fn record_like_text_never_panics(text in "(\\[[A-Za-z]{0,8} ?\"[a-z0-9 .\\\\\"-]{0,12}\"?\\]?\n){0,3}([0-9]{1,2}\\.{0,3} ?|[a-g][1-7]|-|x|\\{|\\}|;|\n| |1-0|\\*){0,40}") {
        let _ = read(&text);
    }

    #[test]
    fn corrupted_records_never_panic(seed in 0u64..1000, at in 0usize..2000, byte in any::<u8>()) {
        let game = random_game(rules("morabaraba"), None, seed, 80);
        let mut bytes = write_record(&game, &Tags::new()).into_bytes();
        let i = at % bytes.len();
        bytes[i] = byte;
        let _ = read(&String::from_utf8_lossy(&bytes));
    }
}

#[test]
fn pgn_numeric_annotations_0_to_255_are_read_and_kept() {
    let text =
        "[Variant \"three-mens-morris\"]\n[Result \"*\"]\n\n1. a1 $0 b1 $7 2. b2 $255 $4 *\n";
    let record = read(text).unwrap();
    assert_eq!(record.notes.turns[0].codes, [0]);
    assert_eq!(record.notes.turns[1].codes, [7]);
    assert_eq!(record.notes.turns[2].codes, [255]);
    assert_eq!(record.notes.turns[2].mark, Some(record::Mark::Blunder));
    let written = record::write_annotated(&record.game, &record.tags, &record.notes);
    assert!(
        written.contains("1. a1 $0 b1 $7 2. b2?? $255 *"),
        "{written}"
    );
    for bad in ["$256", "$", "$1x", "$007"] {
        let text = format!("[Variant \"three-mens-morris\"]\n\n1. a1 {bad} *\n");
        assert!(
            matches!(read(&text), Err(RecordError::BadMark { .. })),
            "{bad}"
        );
    }
}

#[test]
fn a_variation_cut_short_by_the_result_says_so() {
    let text = "[Variant \"three-mens-morris\"]\n\n1. a1 b1\n2. b2 (2. c3 c1 *\n";
    let err = read(text).unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 4: a variation opened here is never closed; is the record cut short?"
    );
}

#[test]
fn old_mac_line_ends_are_read_and_lines_counted() {
    let text = "[Variant \"three-mens-morris\"]\r[White \"Ann\"]\r\r1. a1 b1\r2. b2 c1 3. c3 1-0\r";
    let record = read(text).unwrap();
    assert_eq!(record.tags.get("White"), Some("Ann"));
    assert_eq!(record.game.moves().len(), 5);
    let bad = "[Variant \"three-mens-morris\"]\r\r1. a1 b1\r2. a1 *\r";
    assert!(read(bad).unwrap_err().to_string().contains("line 4"));
}

#[test]
fn a_control_character_in_a_tag_is_visible_in_the_error() {
    let text = "[Variant \"nine\u{0}\"]\n\n*\n";
    let err = read(text).unwrap_err();
    assert!(err.to_string().contains("\\0"), "{err}");
}
