//! What the game announces when turns are played: each turn of both sides
//! in a sentence; a take-back says so. Shown under the board as a live
//! region (AccessKit on the desktop, the page's live text), so a screen
//! reader speaks it; the status line beside it, live too, says whose turn
//! it is and what they must do, or the result.

use morris_core::Color;
use morris_i18n::{spoken, t};

use crate::table::Table;

/// The turns announced so far, and the last announcement.
#[derive(Clone, Debug, Default)]
pub struct Announcer {
    heard: usize,
    /// The game the count belongs to: a new game starts from nothing.
    game_start: Option<morris_core::Position>,
    pub said: String,
}

impl Announcer {
    /// Brings the announcement up to date with `table`; `listener` is the
    /// side a person plays against the computer (their pieces are "yours").
    /// Is there something new to say?
    pub fn update(&mut self, table: &Table, listener: Option<Color>) -> bool {
        let game = table.game();
        let played = game.moves().len();
        let start = game.position_at(0).copied();
        if self.game_start != start {
            self.game_start = start;
            self.heard = 0;
        }
        if played == self.heard {
            return false;
        }
        let said: Vec<String> = if played > self.heard {
            (self.heard..played)
                .filter_map(|i| spoken::turn(game, i, listener))
                .collect()
        } else {
            vec![t!("gui-said-taken-back", count = self.heard - played)]
        };
        self.heard = played;
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
        let mut heard = Announcer::default();
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
        })
        .unwrap();
    }
}
