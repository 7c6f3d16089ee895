//! Holding back a player who aborts or leaves games: at `limit` such games
//! within the last `window`, no rated seek, pool entry or taken rated seek
//! until the oldest of them that keeps the count at the limit leaves the
//! window. Counted from the archive, so it holds across server processes
//! and restarts with no state of its own.

use std::time::Duration;

/// Aborted or abandoned games a player may have in the window; 3 by default.
pub const ABORT_LIMIT: u32 = 3;
/// The window they are counted in; a day by default.
pub const ABORT_WINDOW: Duration = Duration::from_secs(24 * 3600);

/// When a player is held back from rated play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HoldBack {
    /// Games aborted or left within the window that hold a player back (0: nobody is).
    pub limit: u32,
    pub window: Duration,
}

impl Default for HoldBack {
    fn default() -> HoldBack {
        HoldBack {
            limit: ABORT_LIMIT,
            window: ABORT_WINDOW,
        }
    }
}

impl HoldBack {
    /// The window in milliseconds.
    pub fn window_ms(self) -> i64 {
        i64::try_from(self.window.as_millis()).unwrap_or(i64::MAX)
    }

    /// Until when (ms since the epoch) a player whose aborted or left games
    /// ended at `ended_ms` is held back at `now_ms`, and how many of them
    /// count; `None` when they may play rated.
    pub fn held_until(self, mut ended_ms: Vec<i64>, now_ms: i64) -> Option<(i64, u32)> {
        if self.limit == 0 {
            return None;
        }
        let window = self.window_ms();
        ended_ms.retain(|&at| at > now_ms.saturating_sub(window));
        ended_ms.sort_unstable();
        let count = u32::try_from(ended_ms.len()).unwrap_or(u32::MAX);
        if count < self.limit {
            return None;
        }
        // The count falls under the limit once this one leaves the window.
        let last_to_leave = ended_ms[(count - self.limit) as usize];
        Some((last_to_leave.saturating_add(window), count))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOUR: i64 = 3_600_000;

    #[test]
    fn a_player_is_held_back_at_the_limit_until_enough_games_leave_the_window() {
        let rule = HoldBack::default();
        let now = 100 * HOUR;
        // Two in the window, one long before: free.
        assert_eq!(
            rule.held_until(vec![now - HOUR, now - 2 * HOUR, now - 30 * HOUR], now),
            None
        );
        // Three: held until the oldest leaves, 24 h after it.
        let three = vec![now - HOUR, now - 5 * HOUR, now - 2 * HOUR];
        assert_eq!(rule.held_until(three, now), Some((now + 19 * HOUR, 3)));
        // Four: until the second oldest leaves (then two are left).
        let four = vec![now - HOUR, now - 5 * HOUR, now - 2 * HOUR, now - 10 * HOUR];
        assert_eq!(rule.held_until(four, now), Some((now + 19 * HOUR, 4)));
        // At the moment it leaves, the player is free again.
        let at_the_edge = vec![now - 24 * HOUR, now - HOUR, now - 2 * HOUR];
        assert_eq!(rule.held_until(at_the_edge, now), None);
        let off = HoldBack {
            limit: 0,
            ..HoldBack::default()
        };
        assert_eq!(off.held_until(vec![now; 10], now), None);
    }
}
