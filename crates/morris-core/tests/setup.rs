//! Setups, game options, turns given in parts, and the catalog's one order.

use std::sync::Arc;

use morris_core::catalog::{Catalog, Origin};
use morris_core::{
    Color, Game, GameOptions, Move, MoveParseError, OptionsError, PartialTurn, Point, PointSet,
    Position, Rules, Setup, SetupError, TurnProgress, catalog,
};

fn nine() -> Rules {
    catalog::shipped("nine-mens-morris").unwrap()
}

fn point(rules: &Rules, name: &str) -> Point {
    rules.point_by_name(name).unwrap()
}

#[test]
fn a_setup_is_checked_when_it_becomes_a_position() {
    let rules = nine();
    let mut setup = Setup::start(&rules);
    assert_eq!(
        Position::from_setup(&rules, &setup),
        Ok(Position::start(&rules))
    );

    let a1 = point(&rules, "a1");
    setup.board.white.insert(a1);
    assert!(matches!(
        Position::from_setup(&rules, &setup),
        Err(SetupError::TooManyPieces {
            color: Color::White,
            count: 10,
            max: 9
        })
    ));
    setup.in_hand.white = 8;
    setup.board.black.insert(a1);
    setup.in_hand.black = 8;
    assert_eq!(
        Position::from_setup(&rules, &setup),
        Err(SetupError::Overlap { point: "a1".into() })
    );
    setup.board.black = PointSet::EMPTY;
    setup.board.black.insert(Point(40));
    assert!(matches!(
        Position::from_setup(&rules, &setup),
        Err(SetupError::OffBoard {
            index: 40,
            points: 24
        })
    ));
}

#[test]
fn a_position_string_goes_through_a_setup() {
    let rules = nine();
    let text = "W.......................  b 8 9 1 1";
    let setup = Setup::from_text(&rules, text).unwrap();
    let pos = Position::from_text(&rules, text).unwrap();
    assert_eq!(Setup::from(&pos), setup);
    // A string that reads but cannot occur is refused with the setup's reason.
    let err = Position::from_text(&rules, "W....................... w 9 9").unwrap_err();
    assert_eq!(
        err.to_string(),
        "White has 10 pieces on the board and in hand; this variant gives 9"
    );
}

#[test]
fn game_options_set_flying_and_the_first_player_once() {
    let rules = nine();
    let game = GameOptions::default().new_game(rules.clone()).unwrap();
    assert_eq!(game.side_to_move(), Color::White);
    assert!(game.rules().flying_enabled());

    let options = GameOptions {
        flying: Some(false),
        first: Some(Color::Black),
    };
    let game = options.new_game(rules.clone()).unwrap();
    assert_eq!(game.side_to_move(), Color::Black);
    assert!(!game.rules().flying_enabled());
    assert_eq!(
        GameOptions::of_game(game.rules(), game.start_position()),
        options
    );

    let six = catalog::shipped("six-mens-morris").unwrap();
    let flying = GameOptions {
        flying: Some(true),
        first: None,
    };
    assert!(matches!(
        flying.new_game(six),
        Err(OptionsError::FlyingNotOffered { .. })
    ));
}

/// Nine Men's Morris after a7 b6 d7 b4: g7 closes the top mill.
fn mill_ready() -> (Rules, Game) {
    let rules = nine();
    let mut game = Game::new(Arc::new(rules.clone()));
    for text in ["a7", "b6", "d7", "b4"] {
        game.play_text(text).unwrap();
    }
    (rules, game)
}

#[test]
fn a_turn_given_in_parts_completes_only_with_a_legal_removal() {
    let (rules, game) = mill_ready();
    let pos = *game.position();
    let g7 = point(&rules, "g7");
    let step = Move::new(None, g7, PointSet::EMPTY);
    let Ok(TurnProgress::Removing(turn)) = PartialTurn::start(&rules, &pos, step) else {
        panic!("g7 closes a mill");
    };
    assert_eq!(turn.step(), step);
    assert_eq!(
        turn.removable(&rules, &pos),
        point(&rules, "b6").bit() | point(&rules, "b4").bit()
    );
    assert!(
        turn.board_after(&rules, &pos)
            .pieces(Color::White)
            .contains(g7)
    );

    let err = turn.remove(&rules, &pos, point(&rules, "a7")).unwrap_err();
    assert!(matches!(err, MoveParseError::BadRemoval { .. }), "{err}");
    assert_eq!(err.to_string(), "a7 holds no piece of the opponent");

    let b4 = point(&rules, "b4");
    assert_eq!(
        turn.remove(&rules, &pos, b4),
        Ok(TurnProgress::Complete(step.with_removed(b4.bit())))
    );
}

#[test]
fn a_step_without_a_mill_is_a_whole_turn_and_an_illegal_one_says_why() {
    let (rules, game) = mill_ready();
    let pos = *game.position();
    let a1 = Move::new(None, point(&rules, "a1"), PointSet::EMPTY);
    assert_eq!(
        PartialTurn::start(&rules, &pos, a1),
        Ok(TurnProgress::Complete(a1))
    );
    let taken = Move::new(None, point(&rules, "b6"), PointSet::EMPTY);
    let err = PartialTurn::start(&rules, &pos, taken).unwrap_err();
    assert_eq!(err.to_string(), "b6 is not empty");
    assert!(matches!(
        err,
        MoveParseError::Illegal {
            reason: morris_core::IllegalReason::Occupied(p),
            ..
        } if p == point(&rules, "b6")
    ));
}

#[test]
fn a_user_file_with_a_shipped_id_replaces_it_in_the_catalog() {
    let dir = tempfile::tempdir().unwrap();
    let id = morris_testkit::write_shadowing_default(dir.path());
    let file = dir.path().join(format!("{id}.ron"));
    let catalog = Catalog::with_user_dir(Some(dir.path().to_path_buf()));

    assert_eq!(
        catalog.resolve(catalog::DEFAULT_VARIANT).unwrap().pieces(),
        8
    );
    let entries = catalog.variants();
    let shadowed: Vec<_> = entries
        .iter()
        .filter(|e| e.id == catalog::DEFAULT_VARIANT)
        .collect();
    assert_eq!(shadowed.len(), 1, "each id is listed once");
    assert_eq!(shadowed[0].origin, Origin::User(file));
    assert_eq!(entries.len(), catalog::SHIPPED.len());

    let shipped_only = Catalog::with_user_dir(None);
    assert_eq!(
        shipped_only
            .resolve(catalog::DEFAULT_VARIANT)
            .unwrap()
            .pieces(),
        9
    );
}
