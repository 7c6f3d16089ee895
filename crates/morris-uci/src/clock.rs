//! Chess clocks for refereed games: both sides' time left as the referee
//! keeps it, on morris-core's one [`TimeControl`] (`10s+0.1s`).

use std::time::Duration;

use morris_core::Color;
pub use morris_core::time_control::{TimeControl, TimeControlError};

use crate::forfeit::Forfeit;

/// Both sides' time left in a game, kept by the referee.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clocks {
    control: TimeControl,
    left: [Duration; 2],
}

impl Clocks {
    /// Both clocks at the base time.
    pub fn new(control: TimeControl) -> Clocks {
        Clocks {
            control,
            left: [control.base(); 2],
        }
    }

    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The time `side` has left.
    pub fn left(&self, side: Color) -> Duration {
        self.left[side.index()]
    }

    /// Charges `side` the `elapsed` time of its turn and adds the increment.
    /// A turn that took more than the time left plus `margin` loses on time;
    /// within the margin the clock stops at zero before the increment.
    pub fn charge(
        &mut self,
        side: Color,
        elapsed: Duration,
        margin: Duration,
    ) -> Result<(), Forfeit> {
        let left = &mut self.left[side.index()];
        if elapsed > *left + margin {
            return Err(Forfeit::OutOfTime {
                used: elapsed,
                left: *left,
            });
        }
        *left = left.saturating_sub(elapsed) + self.control.increment();
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
        let mut clocks = Clocks::new(control(1_000, 100));
        let margin = ms(50);
        clocks.charge(Color::White, ms(300), margin).unwrap();
        assert_eq!(clocks.left(Color::White), ms(800));
        // Black's clock did not run on White's turn.
        assert_eq!(clocks.left(Color::Black), ms(1_000));
        clocks.charge(Color::Black, ms(0), margin).unwrap();
        assert_eq!(clocks.left(Color::Black), ms(1_100));
        // Exactly the time left: the clock stops at zero, then gains the increment.
        clocks.charge(Color::White, ms(800), margin).unwrap();
        assert_eq!(clocks.left(Color::White), ms(100));
    }

    #[test]
    fn the_margin_forgives_a_little_and_no_more() {
        let margin = ms(50);
        let mut clocks = Clocks::new(control(1_000, 100));
        clocks.charge(Color::White, ms(1_050), margin).unwrap();
        assert_eq!(clocks.left(Color::White), ms(100));
        let mut clocks = Clocks::new(control(1_000, 100));
        let flag = clocks.charge(Color::Black, ms(1_051), margin);
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
