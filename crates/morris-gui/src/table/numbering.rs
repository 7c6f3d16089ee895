//! One numbering of turns for every place the game shows one: the move
//! list, the status line, the review's graph and texts. It is the records'
//! numbering ([`Game::move_number`]): moves in pairs from 1, `3.` for the
//! first player's turn and `3...` for the other's.

use morris_core::{Game, move_text};

/// Turn `i` (from 0) with its number: `3. a3`, `3... d2`.
pub fn turn_text(game: &Game, i: usize) -> String {
    match game.moves().get(i) {
        Some(&mv) => format!("{} {}", game.move_label(i), move_text(game.rules(), mv)),
        None => game.move_label(i),
    }
}

/// Where turn `i` stands on an axis of move numbers: the first player's turn
/// on its number, the other's half a move later.
pub fn axis_position(game: &Game, i: usize) -> f64 {
    let (number, first_player) = game.move_number(i);
    number as f64 + if first_player { 0.0 } else { 0.5 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::Position;
    use std::sync::Arc;

    #[test]
    fn turns_are_numbered_in_pairs_as_records_number_them() {
        let rules = Arc::new(morris_core::catalog::shipped("nine-mens-morris").unwrap());
        let mut game = Game::new(rules.clone());
        for text in ["d6", "d2", "b4"] {
            game.play_text(text).unwrap();
        }
        assert_eq!(turn_text(&game, 0), "1. d6");
        assert_eq!(turn_text(&game, 1), "1... d2");
        assert_eq!(turn_text(&game, 2), "2. b4");
        assert_eq!(axis_position(&game, 1), 1.5);
        assert_eq!(axis_position(&game, 2), 2.0);
        // A game from a position with Black to move starts with Black's half of move 1.
        let black_first = Position::from_text(&rules, "........................ b 9 9").unwrap();
        let mut game = Game::from_position(rules, black_first);
        game.play_text("d6").unwrap();
        assert_eq!(turn_text(&game, 0), "1... d6");
        assert_eq!(axis_position(&game, 0), 1.5);
    }
}
