//! The lobby's door: what a player must be to open a seek or take one,
//! beyond a name and a clock. A seek's rating range is checked here, and
//! whether a player who aborted or left games is held back from rated play.

use std::time::Duration;

use morris_online::{RatingRange, Refusal, RefusalCode, RefusalFacts, whole_rating};

use super::{Caller, Lobby};
use crate::live_room::internal;
use crate::store::StoredSeek;

/// Whether `range` may stand on a seek (`pool`: a pool entry, which pairs by
/// rating itself).
pub(super) fn range_problem(range: Option<RatingRange>, pool: bool) -> Result<(), Refusal> {
    let Some(range) = range else { return Ok(()) };
    if pool {
        return Err(Refusal::new(
            RefusalCode::BadRange,
            "the quick-pairing pool pairs by rating itself: a range is for a challenge",
        ));
    }
    range
        .check()
        .map_err(|e| Refusal::new(RefusalCode::BadRange, e.to_string()))
}

impl Lobby {
    /// Refuses `caller` a seek whose range leaves out their rating in its
    /// variant (a newcomer's, for a player without one there or without a name).
    pub(super) async fn check_in_range(
        &self,
        caller: &Caller,
        seek: &StoredSeek,
    ) -> Result<(), Refusal> {
        let Some(range) = seek.range else {
            return Ok(());
        };
        let rated = match &caller.player {
            Some(player) => self
                .store
                .rating(&player.key, &seek.variant_key)
                .await
                .map_err(internal)?,
            None => None,
        };
        let rating = rated.unwrap_or(morris_rating::Rating::default().rating);
        if range.admits(rating) {
            return Ok(());
        }
        let shown = whole_rating(rating);
        Err(Refusal::new(
            RefusalCode::OutOfRange,
            format!("the challenge is for ratings {range}; yours is {shown}"),
        )
        .with_facts(RefusalFacts::OutOfRange {
            range,
            rating: shown,
        }))
    }

    /// Refuses a rated seek, pool entry or taken seek to `caller` while
    /// their aborted and abandoned games hold them back.
    pub(super) async fn check_not_held_back(&self, caller: &Caller) -> Result<(), Refusal> {
        let rule = self.rules.hold_back;
        let Some(player) = caller.player.as_ref().filter(|_| rule.limit > 0) else {
            return Ok(());
        };
        let now = crate::now_ms();
        let left = self
            .store
            .games_left(&player.key, now.saturating_sub(rule.window_ms()))
            .await
            .map_err(internal)?;
        let Some((until_ms, games)) = rule.held_until(left, now) else {
            return Ok(());
        };
        let wait = Duration::from_millis(u64::try_from(until_ms - now).unwrap_or(0));
        let detail = format!(
            "{games} games aborted or abandoned in the last {} s: rated play again in {} s",
            rule.window.as_secs(),
            wait.as_secs() + 1
        );
        Err(
            Refusal::new(RefusalCode::HeldBack, detail).with_facts(RefusalFacts::HeldBack {
                until_ms,
                games,
                window_secs: rule.window.as_secs(),
            }),
        )
    }
}
