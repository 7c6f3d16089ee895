//! Helpers shared by the search tests: a seeded generator, random positions,
//! and a plain minimax (no pruning, no table) to check forced wins independently.

#![allow(dead_code)]

use std::sync::Arc;

use morris_core::{Game, Move, Position, Rules, catalog};

#[path = "../../src/solve/test_variants.rs"]
mod test_variants;
#[allow(unused_imports)]
pub use test_variants::variant_of;

/// A tiny seeded generator (xorshift64*), so the tests need no extra crate.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

pub fn rules(id: &str) -> Arc<Rules> {
    Arc::new(catalog::shipped(id).unwrap_or_else(|| panic!("shipped variant {id}")))
}

pub fn variant_ids() -> Vec<&'static str> {
    catalog::SHIPPED.iter().map(|(id, _)| *id).collect()
}

/// A game of `turns` random legal turns (fewer if it ends first).
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

/// A game that starts at `text` with no history.
pub fn game_at(rules: &Arc<Rules>, text: &str) -> Game {
    let pos = Position::from_text(rules, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    Game::from_position(Arc::clone(rules), pos)
}

/// Can the player to move force a win within `turns` turns (theirs and the
/// opponent's counted)? Plain minimax over the rules, nothing shared with the search.
pub fn forced_win_within(rules: &Rules, pos: &Position, turns: u32) -> bool {
    if turns == 0 {
        return false;
    }
    pos.legal_moves(rules).into_iter().any(|mv| {
        let mut child = *pos;
        child.play_unchecked(mv);
        forced_loss_within(rules, &child, turns - 1)
    })
}

/// Does the player to move lose within `turns` turns whatever they do?
pub fn forced_loss_within(rules: &Rules, pos: &Position, turns: u32) -> bool {
    if let Some(outcome) = pos.outcome(rules) {
        return outcome.winner == Some(!pos.side_to_move());
    }
    if turns == 0 {
        return false;
    }
    pos.legal_moves(rules).into_iter().all(|mv| {
        let mut child = *pos;
        child.play_unchecked(mv);
        forced_win_within(rules, &child, turns - 1)
    })
}

pub fn play(pos: &Position, mv: Move) -> Position {
    let mut child = *pos;
    child.play_unchecked(mv);
    child
}

/// The position string with White on `white`, Black on `black` (point names).
pub fn text_of(
    rules: &Rules,
    white: &[&str],
    black: &[&str],
    side: char,
    hands: (u8, u8),
) -> String {
    let mut board = vec!['.'; rules.point_count()];
    for (names, ch) in [(white, 'W'), (black, 'B')] {
        for name in names {
            let p = rules
                .point_by_name(name)
                .unwrap_or_else(|| panic!("point {name}"));
            board[p.index()] = ch;
        }
    }
    format!(
        "{} {side} {} {}",
        board.into_iter().collect::<String>(),
        hands.0,
        hands.1
    )
}
