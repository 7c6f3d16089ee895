//! The lobby's door: what a player must be to open a seek or take one,
//! beyond a name and a clock. A seek's rating range is checked here.

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
}
