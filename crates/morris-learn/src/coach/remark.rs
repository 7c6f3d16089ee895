//! What the coach says after a person's turn. Who played is the position's
//! side to move before the turn, never the parity of the ply.
//!
//! - A missed mill: the turn closed no mill, and another turn would have.
//! - A mill left open: after the turn the opponent is to move and can close
//!   a mill, while another turn of the player's would have left them none
//!   (by blocking, by a removal, or by winning). When no turn could (two
//!   threats at once), nothing is said: there was nothing to do. When the
//!   turn gives its player another turn, the opponent's next turn is not
//!   yet, and nothing is said either.
//!
//! Nothing at all is said once the turn ends the game.

use morris_core::{Color, Move, PlayError, Position, Rules, SetupError};

use super::threat::{Threat, threats};
use crate::turn_facts::mills_closed;

/// One thing the coach says about a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Remark {
    /// `who` could have closed `threat`'s mill this turn and did not
    /// ([`Threat::step`] is a step that would have).
    MissedMill { who: Color, threat: Threat },
    /// After the turn, `by` (the opponent) can close `threat`'s mill on
    /// their next turn, and another turn would have left them no mill.
    LeftOpen { by: Color, threat: Threat },
}

/// Why the coach could not judge a turn.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CoachError {
    /// The turn is not a legal turn of the position (or the game is over).
    #[error(transparent)]
    Play(#[from] PlayError),
    /// Core refused the position with the other side to move.
    #[error(transparent)]
    Setup(#[from] SetupError),
}

/// The remarks on `played`, a turn of the player to move in `before`: a
/// missed mill first, then each mill left open. None when the turn ends the
/// game (a draw by the game's history is the [`morris_core::Game`]'s to
/// tell: ask only while it goes on).
pub fn remarks(rules: &Rules, before: &Position, played: Move) -> Result<Vec<Remark>, CoachError> {
    let me = before.side_to_move();
    let mut after = *before;
    after.play(rules, played)?;
    if after.outcome(rules).is_some() {
        return Ok(Vec::new());
    }
    let mut said = Vec::new();
    if mills_closed(rules, before, played) == 0
        && let Some(&threat) = threats(rules, before, me)?.first()
    {
        said.push(Remark::MissedMill { who: me, threat });
    }
    if after.side_to_move() != me {
        let open = threats(rules, &after, !me)?;
        if !open.is_empty() && could_leave_none(rules, before)? {
            let by = !me;
            said.extend(
                open.into_iter()
                    .map(|threat| Remark::LeftOpen { by, threat }),
            );
        }
    }
    Ok(said)
}

/// Has the player to move in `before` a turn after which the opponent, to
/// move next, has no mill to close, or one that wins the game?
fn could_leave_none(rules: &Rules, before: &Position) -> Result<bool, CoachError> {
    let me = before.side_to_move();
    for mv in before.legal_moves(rules) {
        let mut after = *before;
        after.play_unchecked(rules, mv);
        let safe = match after.outcome(rules) {
            Some(outcome) => outcome.winner == Some(me),
            None => after.side_to_move() != me && threats(rules, &after, !me)?.is_empty(),
        };
        if safe {
            return Ok(true);
        }
    }
    Ok(false)
}
