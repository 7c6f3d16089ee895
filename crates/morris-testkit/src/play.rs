//! Random games and positions, and positions written from point names.

use std::sync::Arc;

use morris_core::{ByColor, Color, Game, Move, Point, PointSet, Position, Rules, Setup};

use crate::Rng;

/// A game of up to `turns` random legal turns from the start (fewer if it ends first).
pub fn random_game(rules: &Arc<Rules>, rng: &mut Rng, turns: usize) -> Game {
    let mut game = Game::new(Arc::clone(rules));
    for _ in 0..turns {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len())];
        game.play(mv).expect("a legal move plays");
    }
    game
}

/// The position after up to `turns` random legal turns from the start, played
/// on the position alone (no history, so no draw by repetition).
pub fn random_playout(rules: &Rules, rng: &mut Rng, turns: usize) -> Position {
    let mut pos = Position::start(rules);
    for _ in 0..turns {
        let moves = pos.legal_moves(rules);
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(rules, moves[rng.below(moves.len())]);
    }
    pos
}

/// `count` positions of random games under 60 turns long, each game with a seed of its own.
pub fn random_positions(rules: &Arc<Rules>, count: usize, seed: u64) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|i| {
            let turns = rng.below(60);
            let mut game_rng = Rng::new(seed ^ (i as u64 * 7919));
            *random_game(rules, &mut game_rng, turns).position()
        })
        .collect()
}

/// `count` positions of random playouts of random length, up to long enough
/// to reach the movement phase of these rules.
pub fn playout_positions(rules: &Rules, count: usize, seed: u64) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let longest = 6 * usize::from(rules.pieces()) + 30;
    (0..count)
        .map(|_| {
            let turns = rng.below(longest);
            random_playout(rules, &mut rng, turns)
        })
        .collect()
}

/// A game that starts at the position string `text`, with no history.
pub fn game_at(rules: &Arc<Rules>, text: &str) -> Game {
    let pos = Position::from_text(rules, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    Game::from_position(Arc::clone(rules), pos)
}

/// The position after `mv`.
pub fn play(rules: &Rules, pos: &Position, mv: Move) -> Position {
    let mut child = *pos;
    child.play_unchecked(rules, mv);
    child
}

/// The board of a position string (its first field) with White on the points
/// of the set `white` and Black on `black`.
pub fn board_text(rules: &Rules, white: u64, black: u64) -> String {
    (0..rules.point_count())
        .map(|p| {
            if white >> p & 1 == 1 {
                'W'
            } else if black >> p & 1 == 1 {
                'B'
            } else {
                '.'
            }
        })
        .collect()
}

/// The position string with White on the points named `white`, Black on
/// `black`, `side` (`'w'` or `'b'`) to move and `hands` (White's, Black's) in hand.
pub fn text_of(
    rules: &Rules,
    white: &[&str],
    black: &[&str],
    side: char,
    hands: (u8, u8),
) -> String {
    let set = |names: &[&str]| {
        names.iter().fold(0u64, |set, name| {
            let p = rules
                .point_by_name(name)
                .unwrap_or_else(|| panic!("point {name}"));
            set | 1 << p.index()
        })
    };
    let board = board_text(rules, set(white), set(black));
    format!("{board} {side} {} {}", hands.0, hands.1)
}

/// The position with its board turned by `perm`, a permutation of the points
/// given as the image of each point (as `morris_ai::solve::symmetries` gives them).
pub fn turned(rules: &Rules, pos: &Position, perm: &[Point]) -> Position {
    let map = |set: u64| {
        (0..rules.point_count())
            .filter(|&p| set >> p & 1 == 1)
            .fold(0u64, |acc, p| acc | 1 << perm[p].0)
    };
    let white = map(pos.pieces(Color::White).0);
    let black = map(pos.pieces(Color::Black).0);
    let text = format!(
        "{} {} {} {}",
        board_text(rules, white, black),
        pos.side_to_move().letter(),
        pos.in_hand(Color::White),
        pos.in_hand(Color::Black)
    );
    Position::from_text(rules, &text).expect("a turned position is a position")
}

/// A random movement-phase position: `mover` pieces for `side` (to move) and
/// `other` for its opponent on random points, both hands empty, counters at zero.
pub fn random_movement_position(
    rules: &Rules,
    mover: u8,
    other: u8,
    side: Color,
    rng: &mut Rng,
) -> Position {
    let mut free: Vec<u64> = rules.all_points().into_iter().map(|p| 1 << p.0).collect();
    let mut take = |n: u8| {
        let mut set = 0;
        for _ in 0..n {
            let i = rng.below(free.len());
            set |= free.swap_remove(i);
        }
        PointSet(set)
    };
    let (mine, theirs) = (take(mover), take(other));
    let board = match side {
        Color::White => ByColor::new(mine, theirs),
        Color::Black => ByColor::new(theirs, mine),
    };
    let setup = Setup {
        board,
        in_hand: ByColor::new(0, 0),
        side,
        no_removal: 0,
        ply: 0,
        ..Default::default()
    };
    Position::from_setup(rules, &setup).expect("a movement-phase position is a position")
}
