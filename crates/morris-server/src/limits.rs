//! What one connection may send: how large a message, how many a second,
//! how large a rules file and its board.

use std::time::Instant;

/// The largest message read; a larger one is refused (`too_large`).
pub const MAX_MESSAGE_BYTES: usize = 64 * 1024;
/// The largest frame the socket accepts at all; past it the connection is closed.
pub const MAX_FRAME_BYTES: usize = 1024 * 1024;
/// The largest rules file a room may be opened with.
pub const MAX_RULES_BYTES: usize = 32 * 1024;
/// The most points a room's board may have.
pub const MAX_BOARD_POINTS: usize = morris_core::MAX_POINTS;
/// Messages a connection may send in a burst, and then each second.
pub const BURST: f64 = 40.0;
pub const PER_SECOND: f64 = 20.0;

/// A token bucket: [`BURST`] messages at once, then [`PER_SECOND`].
#[derive(Debug)]
pub struct RateLimit {
    tokens: f64,
    last: Instant,
}

impl Default for RateLimit {
    fn default() -> Self {
        RateLimit {
            tokens: BURST,
            last: Instant::now(),
        }
    }
}

impl RateLimit {
    /// Whether one more message is allowed now.
    pub fn allow(&mut self) -> bool {
        self.allow_at(Instant::now())
    }

    fn allow_at(&mut self, now: Instant) -> bool {
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + elapsed * PER_SECOND).min(BURST);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_burst_passes_then_the_rate_holds() {
        let mut limit = RateLimit::default();
        let start = limit.last;
        let allowed = (0..100).filter(|_| limit.allow_at(start)).count();
        assert_eq!(allowed, BURST as usize);
        assert!(!limit.allow_at(start));
        assert!(limit.allow_at(start + Duration::from_millis(60)));
        assert!(!limit.allow_at(start + Duration::from_millis(60)));
    }
}
