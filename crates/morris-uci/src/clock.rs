//! The referee's use of morris-core's one [`Clock`]: the referee times each
//! turn itself (from `go` to the reply), charges it, and forgives a reply a
//! small margin late.

use std::time::Duration;

pub use morris_core::Clock;
use morris_core::Color;
pub use morris_core::time_control::{TimeControl, TimeControlError};

use crate::forfeit::Forfeit;

/// What the referee asks of a [`Clock`] that never runs by itself.
pub trait RefereeClock {
    /// The time `side` has left.
    fn left(&self, side: Color) -> Duration;

    /// Charges `side` the `elapsed` time of its turn and adds the increment.
    /// A turn that took more than the time left plus `margin` loses on time
    /// and changes no clock; within the margin the clock stops at zero.
    fn charge_turn(
        &mut self,
        side: Color,
        elapsed: Duration,
        margin: Duration,
    ) -> Result<(), Forfeit>;
}

impl RefereeClock for Clock {
    fn left(&self, side: Color) -> Duration {
        Duration::from_millis(self.left_ms(side, 0))
    }

    fn charge_turn(
        &mut self,
        side: Color,
        elapsed: Duration,
        margin: Duration,
    ) -> Result<(), Forfeit> {
        let left = self.left(side);
        if elapsed > left + margin {
            return Err(Forfeit::OutOfTime {
                used: elapsed,
                left,
            });
        }
        self.charge(side, u64::try_from(elapsed.as_millis()).unwrap_or(u64::MAX));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(ms: u64) -> Duration {
        Duration::from_millis(ms)
    }

    fn control(base_ms: u64, inc_ms: u64) -> TimeControl {
        TimeControl { base_ms, inc_ms }
    }

    #[test]
    fn a_turn_costs_its_time_and_earns_the_increment() {
        let mut clocks = Clock::new(control(1_000, 100));
        let margin = ms(50);
        clocks.charge_turn(Color::White, ms(300), margin).unwrap();
        assert_eq!(clocks.left(Color::White), ms(800));
        // Black's clock did not run on White's turn.
        assert_eq!(clocks.left(Color::Black), ms(1_000));
        clocks.charge_turn(Color::Black, ms(0), margin).unwrap();
        assert_eq!(clocks.left(Color::Black), ms(1_100));
        // Exactly the time left: the clock stops at zero, then gains the increment.
        clocks.charge_turn(Color::White, ms(800), margin).unwrap();
        assert_eq!(clocks.left(Color::White), ms(100));
    }

    #[test]
    fn the_margin_forgives_a_little_and_no_more() {
        let margin = ms(50);
        let mut clocks = Clock::new(control(1_000, 100));
        clocks.charge_turn(Color::White, ms(1_050), margin).unwrap();
        assert_eq!(clocks.left(Color::White), ms(100));
        let mut clocks = Clock::new(control(1_000, 100));
        let flag = clocks.charge_turn(Color::Black, ms(1_051), margin);
        assert_eq!(
            flag,
            Err(Forfeit::OutOfTime {
                used: ms(1_051),
                left: ms(1_000),
            })
        );
        // A flag fall changes no clock.
        assert_eq!(clocks.left(Color::Black), ms(1_000));
        assert_eq!(
            flag.unwrap_err().to_string(),
            "its turn took 1051 ms with 1000 ms on its clock"
        );
    }
}
