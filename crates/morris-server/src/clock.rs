//! The clocks of a game with a time control: each side's time left, charged
//! when its turn ends, from the times the server stamped on the room's events.

use morris_online::{ClockView, Side, TimeControl};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    left_ms: [u64; 2],
    running: Option<Side>,
    /// When the running clock last started (ms since the epoch).
    since_ms: i64,
}

impl Clock {
    /// Both sides' full time, nobody's running.
    pub fn new(control: TimeControl) -> Clock {
        Clock {
            control,
            left_ms: [control.base_ms; 2],
            running: None,
            since_ms: 0,
        }
    }

    /// `side`'s clock runs from `at_ms` (the time already used is charged first).
    pub fn run(&mut self, side: Side, at_ms: i64) {
        self.stop(at_ms);
        self.running = Some(side);
        self.since_ms = at_ms;
    }

    /// Charges the running side and stops its clock.
    pub fn stop(&mut self, at_ms: i64) {
        if let Some(side) = self.running.take() {
            let used = elapsed(self.since_ms, at_ms);
            self.left_ms[side.index()] = self.left_ms[side.index()].saturating_sub(used);
        }
    }

    /// `side` finished a turn at `at_ms`: its time is charged, the increment
    /// added, and the clock of `next`, the side to move now, runs (the same
    /// side when the rules give it another turn).
    pub fn turn_played(&mut self, side: Side, next: Side, at_ms: i64) {
        self.stop(at_ms);
        let left = &mut self.left_ms[side.index()];
        *left = left.saturating_add(self.control.inc_ms);
        self.run(next, at_ms);
    }

    /// The side whose time is up at `now_ms`, if any.
    pub fn flagged(&self, now_ms: i64) -> Option<Side> {
        let side = self.running?;
        (elapsed(self.since_ms, now_ms) >= self.left_ms[side.index()]).then_some(side)
    }

    /// The clocks as they stand at `now_ms`.
    pub fn view(&self, now_ms: i64) -> ClockView {
        let mut left = self.left_ms;
        if let Some(side) = self.running {
            left[side.index()] = left[side.index()].saturating_sub(elapsed(self.since_ms, now_ms));
        }
        ClockView {
            remaining_ms: left,
            running: self.running,
        }
    }
}

fn elapsed(from_ms: i64, to_ms: i64) -> u64 {
    u64::try_from(to_ms.saturating_sub(from_ms)).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_turn_charges_the_mover_and_adds_the_increment() {
        let mut clock = Clock::new(TimeControl {
            base_ms: 60_000,
            inc_ms: 2_000,
        });
        clock.run(Side::White, 1_000);
        clock.turn_played(Side::White, Side::Black, 11_000);
        let view = clock.view(14_000);
        assert_eq!(view.remaining_ms, [52_000, 57_000]);
        assert_eq!(view.running, Some(Side::Black));
        assert_eq!(clock.flagged(14_000), None);
        assert_eq!(clock.flagged(70_999), None);
        assert_eq!(clock.flagged(71_000), Some(Side::Black));
        clock.stop(20_000);
        assert_eq!(clock.view(99_000).remaining_ms, [52_000, 51_000]);
        assert_eq!(clock.flagged(99_000), None);
    }

    #[test]
    fn a_turn_that_gives_another_turn_keeps_the_movers_clock_running() {
        let mut clock = Clock::new(TimeControl {
            base_ms: 60_000,
            inc_ms: 0,
        });
        clock.run(Side::White, 0);
        clock.turn_played(Side::White, Side::White, 5_000);
        let view = clock.view(15_000);
        assert_eq!(view.running, Some(Side::White));
        assert_eq!(view.remaining_ms, [45_000, 60_000]);
    }
}
