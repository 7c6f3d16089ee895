//! What changed between two views of a room, as a player is told it.

use crate::message::{Role, RoomView, Side};
use crate::online_game::OnlineGame;

use super::change::{Change, Offer};

/// The changes from `before` to the room now in `after` (already updated).
/// `opponent_away` is kept across views, so that "back" follows only "left".
pub(crate) fn view_changes(
    before: &RoomView,
    after: &OnlineGame,
    opponent_away: &mut bool,
) -> Vec<Change> {
    let mut changes = Vec::new();
    let view = after.view();
    let role = after.role();
    let them = after.my_side().map(Side::opponent);
    if view.game != before.game {
        changes.push(Change::RematchStarted {
            side: view.side_of(role),
        });
    } else {
        if !before.started && view.started && role == Role::Creator {
            changes.push(Change::OpponentJoined);
        }
        changes.extend(turn_changes(&before.moves, after));
    }
    if let Some(them) = them {
        let (was, is) = (before.present[them.index()], view.present[them.index()]);
        if was && !is && view.result.is_none() {
            *opponent_away = true;
            changes.push(Change::OpponentLeft);
        } else if !was && is && *opponent_away {
            *opponent_away = false;
            changes.push(Change::OpponentBack);
        }
        // An offer also lapses when a turn is played, the game ends or a
        // rematch starts, and a take-back accepted takes turns back: only
        // an offer gone with nothing else changed was said no to.
        let nothing_else_changed =
            view.game == before.game && view.moves == before.moves && view.result.is_none();
        let newly =
            |now: Option<Side>, then: Option<Side>, by: Side| now == Some(by) && then != now;
        for (offer, now, then) in [
            (Offer::Draw, view.draw_offer, before.draw_offer),
            (
                Offer::Takeback,
                view.takeback_request,
                before.takeback_request,
            ),
            (Offer::Rematch, view.rematch_offer, before.rematch_offer),
        ] {
            if newly(now, then, them) {
                changes.push(Change::Offered { offer, by: them });
            } else if newly(now, then, them.opponent()) {
                changes.push(Change::Asked { offer });
            } else if then == Some(them.opponent()) && now.is_none() && nothing_else_changed {
                changes.push(Change::Declined { offer });
            }
        }
    }
    if let (None, Some(result)) = (before.result, view.result) {
        changes.push(Change::GameOver(result));
    }
    changes
}

/// The turns played or taken back in one game, each told with who played
/// it: from the game, never from the turn's parity (a mill can give the
/// same player another turn).
fn turn_changes(before: &[String], after: &OnlineGame) -> Vec<Change> {
    let now = &after.view().moves;
    let kept = before.iter().zip(now).take_while(|(a, b)| a == b).count();
    let mut changes = Vec::new();
    if before.len() > kept {
        changes.push(Change::TakenBack {
            turns: before.len() - kept,
        });
    }
    let game = after.game();
    changes.extend((kept..now.len()).filter_map(|ply| {
        let by = Side::from(game.player_of(ply)?);
        Some(Change::Played { ply, by })
    }));
    changes
}
