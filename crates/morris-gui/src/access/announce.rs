//! What the game announces when turns are played: each turn of both sides
//! in a sentence; a take-back says so. Shown under the board as a live
//! region (AccessKit on the desktop, the page's live text), so a screen
//! reader speaks it; the status line beside it, live too, says whose turn
//! it is and what they must do, or the result.

use morris_core::{Color, Move, Position};
use morris_i18n::{spoken, t};

use crate::table::Table;

/// The turns announced so far, and the last announcement.
#[derive(Clone, Debug, Default)]
pub struct Announcer {
    /// The game's turns when it was last heard, and where it started.
    heard: Vec<Move>,
    start: Option<Position>,
    pub said: String,
}

impl Announcer {
    /// Nothing to say of `table`'s game as it stands (a game restored,
    /// loaded or started is not read out turn by turn).
    pub fn synced(table: &Table) -> Announcer {
        let game = table.game();
        Announcer {
            heard: game.moves().to_vec(),
            start: game.position_at(0).copied(),
            said: String::new(),
        }
    }

    /// Brings the announcement up to date with `table`: the turns taken
    /// back, then the turns played since it was last heard. `listener` is
    /// the side a person plays against the computer (their pieces are
    /// "yours"). Is there something new to say?
    pub fn update(&mut self, table: &Table, listener: Option<Color>) -> bool {
        let game = table.game();
        let moves = game.moves();
        if game.position_at(0).copied() != self.start {
            *self = Announcer::synced(table);
            return false;
        }
        if moves == self.heard.as_slice() {
            return false;
        }
        let common = moves
            .iter()
            .zip(&self.heard)
            .take_while(|(a, b)| a == b)
            .count();
        let mut said = Vec::new();
        if self.heard.len() > common {
            said.push(t!("gui-said-taken-back", count = self.heard.len() - common));
        }
        said.extend((common..moves.len()).filter_map(|i| spoken::turn(game, i, listener)));
        self.heard = moves.to_vec();
        self.said = said.join(" ");
        true
    }
}

#[cfg(test)]
mod tests {
    use morris_core::catalog;

    use super::*;
    use crate::settings::{GameSetup, PlayerKind};

    fn table() -> Table {
        let setup = GameSetup {
            variant: "nine-mens-morris".into(),
            white: PlayerKind::Human,
            black: PlayerKind::Human,
            ..GameSetup::default()
        };
        Table::new(catalog::shipped("nine-mens-morris").unwrap(), setup)
    }

    #[test]
    fn both_sides_turns_are_announced_once_and_a_take_back_too() {
        let mut table = table();
        let mut heard = Announcer::synced(&table);
        morris_i18n::with_language("en", || {
            assert!(!heard.update(&table, None));
            assert!(heard.said.is_empty());
            table.replay(&["a7".into(), "d7".into()]).unwrap();
            assert!(heard.update(&table, Some(Color::White)));
            assert_eq!(heard.said, "White places on a7. Black places on d7.");
            assert!(!heard.update(&table, None));
            table.undo();
            assert!(heard.update(&table, None));
            assert_eq!(heard.said, "One turn taken back.");
            // Taken back and played otherwise: both said.
            table.replay(&["g7".into()]).unwrap();
            table.undo();
            table.replay(&["a1".into()]).unwrap();
            assert!(heard.update(&table, None));
            assert_eq!(heard.said, "Black places on a1.");
        })
        .unwrap();
    }
}
