//! What the status line says of the game at the table: whose turn, the
//! phase and what to do, or the result; and the last turn in words.

use morris_core::{Move, Phase};
use morris_i18n::{t, words};

use super::{Input, Table, numbering};

impl Table {
    /// The game's last turn in words, "Last move: White d6" (the live text's).
    pub fn last_move_said(&self) -> Option<String> {
        let game = &self.game;
        let &mv = game.moves().last()?;
        let side = game
            .position_at(game.moves().len() - 1)
            .map_or(String::new(), |p| words::color(p.side_to_move()));
        let mv = morris_core::move_text(self.rules(), mv);
        Some(t!("gui-live-last-move", side = side, mv = mv))
    }

    /// What the status line says: whose turn, the phase and what to do, or the result.
    pub fn status(&self) -> String {
        if let Some(n) = self.view {
            // Numbered as the move list numbers them.
            let last = numbering::turn_text(&self.game, self.game.moves().len() - 1);
            return match n.checked_sub(1) {
                Some(i) => t!(
                    "gui-showing",
                    turn = numbering::turn_text(&self.game, i),
                    last = last
                ),
                None => t!("gui-showing-start", last = last),
            };
        }
        if let Some(outcome) = self.game.outcome() {
            return t!("game-over", outcome = words::outcome(outcome));
        }
        let rules = self.rules();
        let pos = self.game.position();
        let me = pos.side_to_move();
        let who = if self.player(me).is_human() {
            words::color(me)
        } else {
            t!("gui-computer-side", side = words::color(me))
        };
        let owed = pos.owed_removals(me);
        let in_hand = pos.in_hand(me);
        let doing = match (self.input, pos.phase(rules)) {
            (Input::Removing(_), _) => t!("gui-status-mill", side = words::color(!me)),
            _ if owed > 0 => {
                let whose = if pos.owes_own_pieces(me) { me } else { !me };
                t!("gui-status-owed", count = owed, side = words::color(whose))
            }
            _ if self.removal_due() => t!("gui-status-blocked-remove", side = words::color(!me)),
            _ if self.game.legal_moves().as_slice() == [Move::pass()] => {
                t!("gui-status-blocked-pass")
            }
            (Input::Selected(p), _) => t!("gui-status-selected", point = rules.point_name(p)),
            (_, Phase::Placement) if rules.move_in_placement() => {
                t!("gui-status-place-or-move", count = in_hand)
            }
            (_, Phase::Placement) => t!("gui-status-place", count = in_hand),
            (_, Phase::Movement) => t!("gui-status-move"),
            (_, Phase::Flying) => t!("gui-status-fly"),
        };
        let status = t!("gui-status", who = who, doing = doing);
        // What the rules did in the last turn, said before what comes next.
        match words::last_turn(&self.game).join(" ") {
            said if said.is_empty() => status,
            said => t!("gui-status-after", said = said, status = status),
        }
    }
}
